"""Hunt: v-for over fractions, booleans, getters, nulls; alias shadowing."""

from ..harness import Case

CASES = [
    Case("hunt_forx_for_fraction", '<i v-for="n in 2.5">{{ n }}</i>|<i v-for="n in -1">{{ n }}</i>|<i v-for="n in NaN">{{ n }}</i>|<i v-for="(n, i) in 1">{{ n }}{{ i }}</i>'),
    Case("hunt_forx_for_boolean", '<i v-for="x in true">{{ x }}</i>|<i v-for="x in undefined">{{ x }}</i>'),
    Case("hunt_forx_for_object_with_getter", '<div v-scope="{ o: { a: 1, get b() { return 2 } } }"><i v-for="(v, k) in o">{{ k }}{{ v }}</i></div>'),
    Case("hunt_forx_for_array_of_nulls", '<i v-for="(x, i) in [null, undefined, 0]">[{{ i }}:{{ x }}]</i>'),
    Case("hunt_forx_for_index_shadow_outer", '<div v-scope="{ i: \'outer\' }"><b v-for="(x, i) in [\'a\']">{{ i }}</b>{{ i }}</div>'),
    Case("hunt_forx_for_nested_same_alias", '<div v-for="x in [[1, 2], [3]]"><i v-for="x in x">{{ x }}</i></div>'),
    Case("hunt_forx_for_object_index_third", '<i v-for="(v, k, i) in { b: 1, a: 2 }">{{ i }}{{ k }}{{ v }}</i>'),
    Case("hunt_forx_for_destructure_nested", '<i v-for="{ a, b } in [{ a: 1, b: [2] }]">{{ a }}-{{ b }}</i>'),
]
