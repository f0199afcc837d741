"""Hunt: v-if chains combined with v-for, v-scope, v-once, templates."""

from ..harness import Case

CASES = [
    Case("hunt_chains_else_with_for", '<ul><li v-if="!items.length">none</li><li v-else v-for="i in items">{{ i }}</li></ul>', {"items": ["a", "b"]}, differs="v-else/v-else-if with v-for on one element: petite-vue throws or ignores the v-for, Vue 3 renders the branch's list"),
    Case("hunt_chains_else_with_for_empty", '<ul><li v-if="!items.length">none</li><li v-else v-for="i in items">{{ i }}</li></ul>', {"items": []}),
    Case("hunt_chains_else_if_with_for", '<p v-if="mode === 1">one</p><b v-else-if="mode === 2" v-for="n in 3">{{ n }}</b><i v-else>other</i>', {"mode": 2}, differs="v-else/v-else-if with v-for on one element: petite-vue throws or ignores the v-for, Vue 3 renders the branch's list"),
    Case("hunt_chains_if_with_component", '<div v-scope="{ C() { return { $template: \'<i>comp</i>\' } }, on: true }"><p v-if="on" v-scope="C()"></p></div>'),
    Case("hunt_chains_once_with_if", '<div v-once><p v-if="a">{{ a }}</p><p v-else>no</p><span v-for="x in xs">{{ x }}</span></div>', {"a": 0, "xs": [1]}),
    Case("hunt_chains_if_with_once", '<p v-if="a" v-once>{{ a }}</p>', {"a": "yes"}),
    Case("hunt_chains_pre_on_for_sibling", '<p v-pre v-for="x in xs">{{ x }}</p>', {"xs": [1]}),
    Case("hunt_chains_if_cloak", '<p v-if="a" v-cloak class="c">{{ a }}</p>', {"a": "x"}),
    Case("hunt_chains_for_with_scope_and_if_child", '<div v-for="g in groups" v-scope="{ open: g.items.length > 1 }"><h4>{{ g.name }}</h4><ul v-if="open"><li v-for="i in g.items">{{ i }}</li></ul><p v-else>closed</p></div>', {"groups": [{"name": "A", "items": [1, 2]}, {"name": "B", "items": [3]}]}),
    Case("hunt_chains_nested_else_inside_else", '<div v-if="a">A</div><div v-else><span v-if="b">B</span><span v-else-if="c">C</span><span v-else>D</span></div>', {"a": False, "b": False, "c": True}),
    Case("hunt_chains_if_template_nested_template", '<template v-if="a"><template v-if="b"><b>ab</b></template><i>a</i></template>', {"a": True, "b": True}, differs="v-if directly inside <template v-if>: petite-vue throws, Vue 3 evaluates it"),
    Case("hunt_chains_sibling_chains", '<p v-if="x">1</p><p v-else>2</p><p v-if="!x">3</p><p v-else>4</p>', {"x": True}),
    Case("hunt_chains_else_if_only_no_else", '<p v-if="n < 0">neg</p><p v-else-if="n > 0">pos</p>', {"n": 0}),
]
