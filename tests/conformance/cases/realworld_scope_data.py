"""`$data` is petite-vue's scope object: its own members (getters called) and `$refs`
(the refs registered in that scope), never the names it inherits from enclosing scopes;
the root's also holds `$s`, `$nextTick` and `$refs` (createApp assigns them onto it)."""

from ..harness import Case

CASES = [
    Case(
        "realworld_data_own_members_and_refs",
        '<div v-scope="{ a: 1, f() {} }"><pre v-scope="{ b: 2, get c() { return this.b + 1 }, g() { return 1 } }">{{ $data }}</pre>'
        '<p ref="p">{{ $data }}</p><i>{{ Object.keys($data) }}</i></div>',
        {"r": 1},
    ),
    Case(
        "realworld_data_root_and_v_for",
        '<p>{{ $data }}|{{ Object.keys($data) }}</p><ul><li v-for="(x, i) in list" :key="x">{{ $data }} {{ JSON.stringify($data) }}</li></ul>'
        '<button @click="list.push(list.length + 1)">add</button>',
        {"list": [1], "n": None},
        steps=(("click", "button"),),
    ),
    Case(
        "realworld_data_iterated_and_spread",
        '<div v-scope="{ a: 1, b: { c: 2 }, 0: \'zero\' }"><p v-for="(v, k) in $data">{{ k }}={{ v }}</p>'
        '<b>{{ Object.entries({ ...$data }).length }} {{ "a" in $data }} {{ "n" in $data }} {{ $data.n }}</b>'
        '<em ref="e" v-scope="{ d: 4 }">{{ (() => { const out = []; for (const k in $data) out.push(k); return out.join() })() }}</em>'
        '<button @click="$data.a++">inc</button></div>',
        {"n": 5},
        steps=(("click", "button"),),
    ),
]

# `$el.style` by property name (camelCase, hyphenated, custom), as real pages write it
CASES += [
    Case(
        "realworld_style_property_names",
        '<div v-scope="{ on: true }"><p v-effect="$el.style.backgroundColor = on ? \'black\' : \'transparent\'; $el.style[\'font-size\'] = \'12px\'; $el.style.opacity = on ? 0.5 : null">x</p>'
        '<i>{{ on }}</i><b v-effect="$el.textContent = [$el.previousElementSibling.previousElementSibling.style.backgroundColor, $el.style.color, on].join()"></b>'
        '<button @click="on = !on">t</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
]
