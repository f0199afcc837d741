"""Hunt: v-pre, v-cloak, v-once, ref and unknown directives in combination."""

from ..harness import Case

CASES = [
    Case("hunt_dirs_pre_keeps_cloak", '<div v-pre v-cloak>{{ a }}<p v-cloak>x</p></div>'),
    Case("hunt_dirs_pre_inside_for", '<div v-for="i in [1, 2]"><span v-pre>{{ i }}</span>{{ i }}</div>'),
    Case("hunt_dirs_cloak_with_value", '<div v-cloak="">a</div><div v-cloak="x">b</div>'),
    Case("hunt_dirs_scope_attr_on_pre", '<div v-scope="{ a: 1 }" v-pre>{{ a }}</div>'),
    Case("hunt_dirs_once_nested_scope", '<div v-once v-scope="{ n: 3 }">{{ n }}<p v-scope="{ m: n * 2 }">{{ m }}</p></div>'),
    Case("hunt_dirs_ref_attr_removed", '<div v-scope="{ }"><p ref="p1">a</p><input ref="i1" :ref="\'dyn\'"></div>'),
    Case("hunt_dirs_unknown_directive_kept", '<p v-foo="1" v-bar:baz="2">x</p>'),
    # a structural name with an argument is a directive of that name: unknown, kept (the
    # harness's snapshots leave out attribute names with a dot: modifiers are in
    # test_one_analysis)
    Case("hunt_dirs_structural_name_with_argument_is_unknown",
         '<div v-scope="{ a: 1 }"><p v-if:x="a">t</p><i v-for:m="x in [1]">{{ a }}</i>'
         '<b v-scope:q="{}" v-once:z v-pre:x v-cloak:y v-else:x>{{ a }}</b></div>'),
]
