"""Step cases: lists that grow, shrink and reorder (v-for with and without keys)."""

from ..harness import Case

TODO = (
    '<div v-scope="{ todos: [{ id: 1, text: \'a\', done: false }], text: \'\', next: 2,'
    " add() { if (this.text) { this.todos.push({ id: this.next++, text: this.text, done: false }); this.text = '' } },"
    " remove(t) { this.todos.splice(this.todos.indexOf(t), 1) },"
    ' get left() { return this.todos.filter(t => !t.done).length } }">'
    '<input class="new" v-model="text" @keyup.enter="add">'
    '<ul><li v-for="t in todos" :key="t.id" :class="{ done: t.done }">'
    '<input type="checkbox" v-model="t.done"><span>{{ t.text }}</span><button @click="remove(t)">x</button></li></ul>'
    "<p>{{ left }} left</p></div>"
)

LIST = '<ul><li v-for="x in xs" :key="x">{{ x }}</li></ul>'


def list_case(name, script, xs=(1, 2, 3, 4, 5), keyed=True):
    template = (
        f'<div v-scope="{{ xs: {list(xs)} }}"><button @click="{script.replace(chr(34), chr(39))}">go</button>'
        + (LIST if keyed else LIST.replace(' :key="x"', ""))
        + "</div>"
    )
    return Case(name, template, steps=(("click", "button"), ("click", "button")))


CASES = [
    Case(
        "steps_todo_add",
        TODO,
        steps=(("input", ".new", "b"), ("keyup", ".new", "Enter"), ("input", ".new", "c"), ("keyup", ".new", "Enter")),
    ),
    Case(
        "steps_todo_toggle_remove",
        TODO,
        steps=(
            ("input", ".new", "b"), ("keyup", ".new", "Enter"),
            ("check", "li:nth-child(1) input", True),
            ("click", "li:nth-child(1) button"),
            ("check", "li input", True),
        ),
    ),
    Case(
        "steps_todo_empty_not_added",
        TODO,
        steps=(("keyup", ".new", "Enter"), ("input", ".new", "x"), ("keyup", ".new", "a")),
    ),
    list_case("steps_list_push", "xs.push(xs.length + 1)"),
    list_case("steps_list_unshift", "xs.unshift(xs[0] - 1)"),
    list_case("steps_list_pop", "xs.pop()"),
    list_case("steps_list_shift", "xs.shift()"),
    list_case("steps_list_splice_middle", "xs.splice(1, 1)"),
    list_case("steps_list_insert_middle", "xs.splice(2, 0, xs.length * 10)"),
    list_case("steps_list_reverse", "xs.reverse()"),
    list_case("steps_list_sort_desc", "xs.sort((a, b) => b - a)"),
    list_case("steps_list_swap", "xs = [xs[4], xs[1], xs[2], xs[3], xs[0]]"),
    list_case("steps_list_rotate", "xs.push(xs.shift())"),
    list_case("steps_list_replace_all", "xs = xs.map(x => x + 10)"),
    list_case("steps_list_clear", "xs = []"),
    list_case("steps_list_filter", "xs = xs.filter(x => x % 2)"),
    list_case("steps_list_unkeyed_reverse", "xs.reverse()", keyed=False),
    list_case("steps_list_unkeyed_shift", "xs.shift()", keyed=False),
    list_case("steps_list_from_empty", "xs.push(xs.length * 2, xs.length * 2 + 1)", xs=()),
    Case(
        "steps_list_index_updates",
        '<div v-scope="{ xs: [\'a\', \'b\', \'c\'] }"><button @click="xs.shift()">go</button>'
        '<p v-for="(x, i) in xs" :key="x">{{ i }}:{{ x }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_list_item_field_update",
        '<div v-scope="{ rows: [{ id: 1, label: \'a\' }, { id: 2, label: \'b\' }] }">'
        '<button @click="rows[1].label += \'!\'">go</button><p v-for="r in rows" :key="r.id">{{ r.label }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_list_template_blocks",
        '<div v-scope="{ xs: [1, 2] }"><button @click="xs.unshift(xs.length + 1)">go</button>'
        '<dl><template v-for="x in xs" :key="x"><dt>{{ x }}</dt><dd>{{ x * x }}</dd></template></dl></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_list_template_reverse",
        '<div v-scope="{ xs: [1, 2, 3] }"><button @click="xs.reverse()">go</button>'
        '<dl><template v-for="x in xs" :key="x"><dt>{{ x }}</dt><dd>{{ x * 2 }}</dd></template></dl></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_list_nested",
        '<div v-scope="{ groups: [{ name: \'g1\', items: [1] }] }">'
        "<button class=\"g\" @click=\"groups.push({ name: 'g' + (groups.length + 1), items: [] })\">g</button>"
        '<button class="i" @click="groups[0].items.push(groups[0].items.length + 1)">i</button>'
        '<section v-for="g in groups" :key="g.name"><h3>{{ g.name }}</h3><span v-for="i in g.items">{{ i }}</span></section></div>',
        steps=(("click", ".i"), ("click", ".g"), ("click", ".i")),
    ),
    Case(
        "steps_list_object_source",
        '<div v-scope="{ o: { a: 1 } }"><button @click="o[\'k\' + Object.keys(o).length] = 2">go</button>'
        '<p v-for="(v, k, i) in o">{{ i }} {{ k }}={{ v }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_list_range_source",
        '<div v-scope="{ n: 2 }"><button @click="n++">+</button><button class="m" @click="n--">-</button><i v-for="k in n">{{ k }}</i></div>',
        steps=(("click", "button"), ("click", ".m"), ("click", ".m")),
    ),
    Case(
        "steps_list_v_if_inside_item",
        '<div v-scope="{ xs: [{ id: 1, on: true }, { id: 2, on: false }] }">'
        '<button @click="xs.forEach(x => x.on = !x.on)">flip</button>'
        '<div v-for="x in xs" :key="x.id"><b v-if="x.on">{{ x.id }} on</b><i v-else>{{ x.id }} off</i></div></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_list_click_item",
        '<div v-scope="{ sel: null, xs: [\'a\', \'b\', \'c\'] }">'
        '<p v-for="x in xs" :class="{ selected: sel === x }" @click="sel = x">{{ x }}</p><i>{{ sel }}</i></div>',
        steps=(("click", "p:nth-child(2)"), ("click", "p:nth-child(3)")),
    ),
    Case(
        "steps_list_destructure",
        '<div v-scope="{ pairs: [{ k: \'a\', v: 1 }] }"><button @click="pairs.push({ k: \'b\', v: 2 })">go</button>'
        '<p v-for="{ k, v } in pairs">{{ k }}={{ v }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_list_filtered_view",
        '<div v-scope="{ q: \'\', xs: [\'apple\', \'banana\', \'cherry\', \'avocado\'] }"><input v-model="q">'
        '<li v-for="x in xs.filter(x => x.includes(q))" :key="x">{{ x }}</li></div>',
        steps=(("input", "input", "a"), ("input", "input", "av"), ("input", "input", "")),
    ),
]

# A write to a v-for alias re-runs the loop while its block is one the loop's last run
# created (petite-vue's loop effect reads the names of the item scopes it creates): the
# loop assigns the items' values back, so the first write is undone, the next one stays.
ALIAS_WRITES = (
    '<div v-scope="{ list: [{ id: 1, text: \'x\' }, { id: 2, text: \'y\' }], n: 0 }">'
    '<button class="r" @click="list.reverse()">r</button>'
    '<ul><li v-for="({ id, text }, index) in list" :key="id"><i>{{ index }} {{ text }} {{ id }}</i>'
    "<input v-model=\"text\"><button @click=\"text = 'zz'\">b</button></li></ul>"
    '<p v-for="item in n ? [] : [1, 2]"><button @click="item = 5">{{ item }}</button></p></div>'
)
CASES.append(
    Case(
        "steps_for_alias_writes",
        ALIAS_WRITES,
        steps=(
            ("click", "li button"),
            ("input", "li:nth-child(2) input", "edited"),
            ("click", "li button"),
            ("click", "button.r"),
            ("click", "li:nth-child(2) button"),
            ("click", "p button"),
            ("click", "p button"),
        ),
    )
)

# petite-vue's loop re-run assigns the fresh item scope's `$refs` to every kept row: the
# refs a row's elements registered are gone from its `$refs` after any list change.
ROW_REFS = (
    "<div v-scope=\"{ list: [1, 2], out: '' }\"><button class=\"add\" @click=\"list.push(list.length + 1)\">add</button>"
    '<b>{{ out }}</b><p v-for="x in list" :key="x"><input ref="inp" :value="x">'
    '<button @click="out = String($refs.inp && $refs.inp.value)">show</button></p></div>'
)
CASES.append(
    Case(
        "steps_for_row_refs_after_update",
        ROW_REFS,
        steps=(
            ("click", "p:nth-of-type(1) button"),
            ("click", "button.add"),
            ("click", "p:nth-of-type(2) button"),
            ("click", "p:nth-of-type(3) button"),
        ),
    )
)

# Repeated keys (`:key="x.id"` on items without ids, a static `key`, equal values):
# petite-vue's own update gives each item the block of its key's last old position and
# leaves the other blocks of a repeated key where they are, no longer updated.
DUPLICATE_KEYS = [
    ("push", "['a', 'b', 'a']", ':key="x"', "{{ x }}", "xs.push('c')"),
    ("reverse", "[{ k: 1, t: 'a' }, { k: 2, t: 'b' }, { k: 1, t: 'c' }]", ':key="x.k"', "{{ x.t }}", "xs.reverse()"),
    ("splice", "[1, 1, 2, 2]", ':key="x"', "{{ x }}", "xs.splice(0, 1)"),
    ("replace", "[{ k: 1, t: 'a' }, { k: 1, t: 'b' }]", ':key="x.k"', "{{ x.t }}", "xs = [{ k: 1, t: 'c' }, { k: 1, t: 'd' }, { k: 2, t: 'e' }]"),
    ("missing_id", "[{ t: 'a' }, { t: 'b' }]", ':key="x.id"', "{{ x.t }}", "xs.unshift({ t: 'z' })"),
    ("static_key", "['a', 'b']", 'key="same"', "{{ x }}", "xs.push('c')"),
]
for name, xs, key, text, script in DUPLICATE_KEYS:
    CASES.append(
        Case(
            f"steps_for_duplicate_keys_{name}",
            f'<div v-scope="{{ xs: {xs}, n: 0 }}"><button @click="{script.replace(chr(34), chr(39))}">go</button>'
            f'<button class="n" @click="n++">n</button><p v-for="x in xs" {key}>{text}-{{{{ n }}}}</p></div>',
            steps=(("click", "button"), ("click", "button.n")),
        )
    )


# petite-vue's scheduler runs queued effects in the order their data changed, each once
# per flush: after `names[1] = s = 'bb'` the select's model effect (queued first: `s`
# changed first) finds no option 'bb' yet and leaves nothing selected; the options are
# renamed after it. `names[0] = 'aa'; s = 'aa'` changes the option first: it is selected.
CASES.append(
    Case(
        "steps_effects_run_in_the_order_of_changes",
        "<div v-scope=\"{ s: 'b', names: ['a', 'b'] }\"><select size=\"3\" v-model=\"s\">"
        '<option v-for="n in names" :key="n">{{ n }}</option></select>'
        "<button class=\"one\" @click=\"names[1] = s = 'bb'\">one</button>"
        "<button class=\"two\" @click=\"names[0] = 'aa'; s = 'aa'\">two</button></div>",
        steps=(("click", "button.one"), ("click", "button.two")),
    )
)

# The same rule, on a select's value and its options changed in either order (a
# drop-down left with no option matching, then given a new option, selects its first:
# the browser's selectedness setting when options enter or leave, `reset_options`).
SELECT_ORDER = (
    "<div v-scope=\"{{ s: 'b', names: ['a', 'b'] }}\"><select{attrs} v-model=\"s\">"
    "<option v-for=\"n in names\" :key=\"n\">{{{{ n }}}}</option></select>"
    "<button @click=\"{script}\">go</button></div>"
)
CASES.extend(
    Case(f"steps_select_order_{name}", SELECT_ORDER.format(attrs=attrs, script=script), steps=(("click", "button"),))
    for name, attrs, script in [
        ("value_then_options", "", "s = 'c'; names.push('c')"),
        ("options_then_value", "", "names.push('c'); s = 'c'"),
        ("rename_selected", "", "names[1] = s = 'bb'"),
        ("remove_selected", "", "s = 'x'; names.splice(0, 1)"),
        ("static_selected_added", "", "names.push('d'); s = 'zz'"),
        ("rename_selected_listbox", ' size="3"', "names[1] = s = 'bb'"),
    ]
)
