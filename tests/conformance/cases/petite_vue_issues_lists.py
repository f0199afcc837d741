"""Templates from petite-vue's own issue tracker and pull requests: v-for and v-if.

Each case cites where its template comes from (vuejs/petite-vue pull requests, their
discussions, and vuejs/core#6031, the petite-vue 0.4.1 report filed on Vue core because
petite-vue's tracker has issues disabled). What is recorded is what petite-vue 0.4.1 does
in Chromium, bug or not.
"""

from ..harness import Case

FRUITS = {"selected": True, "fruits": ["apple", "pear", "plum"]}

SORTABLE = (
    "<div v-scope=\"{ list: [{ id: 1, n: 'c' }, { id: 2, n: 'a' }, { id: 3, n: 'b' }] }\">"
    '<button class="sort" @click="list.sort((x, y) => x.n < y.n ? -1 : 1)">sort</button>'
    '<button class="rev" @click="list.reverse()">reverse</button>'
    '<button class="rot" @click="list.push(list.shift())">rotate</button>'
    "<ul><li v-for=\"i in list\" KEY>{{ i.n }}</li></ul></div>"
)

CASES = [
    # https://github.com/vuejs/core/issues/6031: "Works": v-if on a wrapper of the v-for
    Case(
        "pvi_core6031_vif_wrapping_vfor",
        '<div v-if="selected"><div v-for="fruit in fruits"><p>{{ fruit }}</p></div></div>'
        '<button @click="selected = !selected">toggle</button>',
        FRUITS,
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/core/issues/6031 reports <template v-if> directly around a v-for as
    # broken: petite-vue 0.4.1 throws there (not recorded). With an element between the two it renders.
    Case(
        "pvi_core6031_template_vif_element_vfor",
        '<template v-if="selected"><section><div v-for="fruit in fruits"><p>{{ fruit }}</p></div></section></template>'
        '<button @click="selected = !selected">toggle</button>',
        FRUITS,
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/core/issues/6031: the same inside a v-scope, falsy at first
    Case(
        "pvi_core6031_template_vif_starts_false",
        "<div v-scope=\"{ selected: false, fruits: ['fig', 'kiwi'] }\">"
        '<template v-if="selected"><section><div v-for="fruit in fruits"><p>{{ fruit }}</p></div></section></template>'
        '<button @click="selected = !selected">toggle</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/79 (discussion #26): "v-for chaos after sorting", keyed
    Case(
        "pvi_pr79_keyed_sort_reverse_rotate",
        SORTABLE.replace("KEY", ':key="i.id"'),
        steps=(("click", ".sort"), ("click", ".rev"), ("click", ".rot"), ("click", ".rot")),
    ),
    # https://github.com/vuejs/petite-vue/pull/79: the same list without keys
    Case(
        "pvi_pr79_unkeyed_sort_reverse_rotate",
        SORTABLE.replace(" KEY", ""),
        steps=(("click", ".sort"), ("click", ".rev"), ("click", ".rot")),
    ),
    # https://github.com/vuejs/petite-vue/pull/79: keyed rows keep their own DOM (a typed input moves with its row)
    Case(
        "pvi_pr79_keyed_rows_keep_typed_input",
        "<div v-scope=\"{ list: [{ id: 1, n: 'one' }, { id: 2, n: 'two' }, { id: 3, n: 'three' }] }\">"
        '<button @click="list.reverse()">reverse</button>'
        '<ul><li v-for="i in list" :key="i.id" :class="i.n"><input> {{ i.n }}</li></ul></div>',
        steps=(("input", ".one input", "typed"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/78 (discussion #26): items moved forward in parallel
    Case(
        "pvi_pr78_keyed_swap_and_insert",
        '<div v-scope="{ list: [1, 2, 3, 4, 5] }">'
        '<button class="swap" @click="list.splice(1, 3, list[3], list[2], list[1])">swap</button>'
        '<button class="ins" @click="list.splice(2, 0, 9, 8)">insert</button>'
        '<p v-for="x in list" :key="x">{{ x }}</p></div>',
        steps=(("click", ".swap"), ("click", ".ins")),
    ),
    # https://github.com/vuejs/petite-vue/pull/218: v-if nested deeper than the <template v-for>'s children
    Case(
        "pvi_pr218_vif_inside_element_inside_template_vfor",
        "<template v-for=\"item in ['foo', 'bar', 'buzz']\"><div><p v-if=\"item.startsWith('b')\">{{ item }} </p></div></template>",
    ),
    # https://github.com/vuejs/petite-vue/pull/218: v-show (not v-if) directly inside the <template v-for>
    Case(
        "pvi_pr218_vshow_inside_template_vfor",
        "<template v-for=\"item in ['foo', 'bar', 'buzz']\"><p v-show=\"item.startsWith('b')\">{{ item }}</p></template>",
    ),
    # https://github.com/vuejs/petite-vue/pull/218: a v-if chain wrapped in one element per template v-for item
    Case(
        "pvi_pr218_if_chain_inside_template_vfor_wrapper",
        "<div v-scope=\"{ items: ['foo', 'bar', 'buzz'] }\"><template v-for=\"item in items\"><span>"
        "<b v-if=\"item === 'bar'\">bar!</b><i v-else-if=\"item.length > 3\">{{ item.length }}</i><u v-else>{{ item }}</u>"
        "</span></template><button @click=\"items.push('quux')\">add</button></div>",
        steps=(("click", "button"),),
    ),
    # petite-vue 30d2814 "fix if toggling to none-matched branch": no branch of the chain matches
    Case(
        "pvi_if_toggle_to_no_matching_branch",
        '<div v-scope="{ n: 1 }"><button class="none" @click="n = 3">none</button>'
        '<button class="two" @click="n = 2">two</button>'
        '<p v-if="n === 1">one</p><p v-else-if="n === 2">two</p></div>',
        steps=(("click", ".none"), ("click", ".two"), ("click", ".none")),
    ),
    # petite-vue 68308fa "fix if active branch reuse": the branch that stays active is not rebuilt
    Case(
        "pvi_if_active_branch_reused",
        '<div v-scope="{ n: 1 }"><button @click="n++">inc</button>'
        '<p v-if="n > 0"><input> {{ n }}</p><p v-else>none</p></div>',
        steps=(("input", "input", "kept"), ("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/13: a v-scope that is not the mount root's own child
    Case(
        "pvi_pr13_nested_vscope_under_plain_element",
        '<div v-scope="{ a: 1 }"><div id="app"><div v-scope="{ b: 2 }" id="target">{{ a }} {{ b }}'
        '<button @click="a++; b++">inc</button></div></div></div>',
        steps=(("click", "button"),),
    ),
]
