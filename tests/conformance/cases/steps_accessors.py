"""Step cases: getters and setters of scope objects and of objects in state.

A getter read from a child scope (a loop row, a nested `v-scope`) runs with that scope
as `this` (petite-vue reads through the innermost scope, the getter's receiver), so
`this.n` sees the row's `n`; a setter's writes through `this` are tracked (it runs on
the reactive object), whether it is reached by name, as a member or by `v-model`.
"""

from ..harness import Case

GETTER = "get label() { return 'n=' + this.n }, set label(v) { this.n = v }"

CASES = [
    Case(
        "steps_getter_this_is_the_reading_scope",
        f'<div v-scope="{{ n: 1, {GETTER} }}"><p v-for="n in [10, 20]">{{{{ label }}}}</p>'
        '<div v-scope="{ n: 99 }"><i>{{ label }}</i><button class="s" @click="label = 5">s</button></div>'
        '<b>{{ label }} {{ n }}</b><button @click="n++">+</button></div>',
        steps=(("click", "button:not(.s)"), ("click", "button.s")),
    ),
    Case(
        "steps_setter_writes_are_tracked",
        f'<div v-scope="{{ n: 1, store: {{ n: 1, {GETTER} }}, {GETTER}, set2() {{ this.label = 7 }} }}">'
        '<button class="a" @click="label = 5">{{ label }}</button><b>{{ n }}</b>'
        '<button class="b" @click="store.label = 6">{{ store.label }}</button><i>{{ store.n }}</i>'
        '<button class="c" @click="set2()">c</button><input v-model="label"></div>',
        steps=(("click", "button.a"), ("click", "button.b"), ("click", "button.c"), ("input", "input", "42")),
    ),
    # a v-scope copies its object's property attributes into the scope, as petite-vue's
    # merged scope copies the descriptors: a frozen one's names stay read-only, a
    # defined getter keeps working over the scope
    Case(
        "steps_scope_of_a_frozen_object_stays_read_only",
        '<div v-scope="Object.freeze({ n: 1 })"><button @click="n++">{{ n }}</button></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_scope_keeps_a_defined_getter",
        '<div v-scope="Object.defineProperty({ a: 2 }, \'d\', { get() { return this.a * 2 } })">'
        '<button @click="a++">{{ a }} {{ d }}</button></div>',
        steps=(("click", "button"),),
    ),
    # a class instance in reactive state (under a proxy) asks its class chain, and a Date
    # subclass its Date, before Object.prototype's methods
    Case(
        "steps_class_instances_in_state_keep_their_methods",
        '<div v-scope="{ d: new (class extends Date { constructor() { super(0) } })(), '
        'o: new (class { valueOf() { return 7 } toString() { return \'S\' } })() }">'
        '<p>{{ d.valueOf() }} {{ d.toLocaleString(\'en-US\', { timeZone: \'UTC\' }) }} {{ o.valueOf() }} '
        '{{ o.toString() }} {{ o.toLocaleString() }} {{ d.hasOwnProperty(\'x\') }}</p>'
        '<button @click="d = new (class extends Date { constructor() { super(86400000) } })()">+</button></div>',
        steps=(("click", "button"),),
    ),
]
