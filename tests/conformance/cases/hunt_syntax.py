"""Hunt: directive spelling (case, whitespace, long form) and expression syntax corners."""

from ..harness import Case

CASES = [
    Case("hunt_syntax_uppercase_directives", '<P V-IF="ok" :CLASS="c" V-BIND:TITLE="t">{{ t }}</P><p V-ELSE>no</p>', {"ok": True, "c": "k", "t": "T"}),
    Case("hunt_syntax_mixed_case_attr_arg", '<p :data-fooBar="1" :aria-Label="\'l\'">x</p>'),
    Case("hunt_syntax_whitespace_in_values", '<p v-if="  ok  " :class="\n  { a: ok }\n" :title=" t ">{{\n  t\n}}</p>', {"ok": True, "t": "T"}),
    Case("hunt_syntax_comments_in_expression", '<p :title="a /* the a */ + 1">{{ a /* c */ * 2 }}</p>', {"a": 1}),
    Case("hunt_syntax_trailing_commas", '<p>{{ [1, 2, ].length }} {{ { a: 1, }.a }} {{ Math.max(1, 2, ) }}</p>'),
    Case("hunt_syntax_in_operator", '<p>{{ "a" in o }} {{ "z" in o }} {{ 0 in arr }} {{ 5 in arr }}</p>', {"o": {"a": 1}, "arr": [9]}),
    Case("hunt_syntax_array_constructors", '<p>{{ new Array(3).fill(0) }} {{ Array(2).fill("x").join("-") }} {{ Array.of(7, 8) }} {{ [..."abc"] }}</p>'),
    Case("hunt_syntax_string_statics", '<p>{{ String.fromCharCode(72, 105) }} {{ "abc".codePointAt(1) }} {{ "a-b-c".split("-", 2) }} {{ "x".concat(1, null) }}</p>'),
    Case("hunt_syntax_chained_optional_calls", '<p>{{ o.f?.() ?? "none" }} {{ o.g?.(2) }} {{ o.list?.map(x => x * 2)?.join() }}</p>', {"o": {"list": [1, 2]}}),
    Case("hunt_syntax_arrow_with_block", '<p>{{ items.map((x) => { const y = x * 2; return y + 1 }) }}</p>', {"items": [1, 2]}),
    Case("hunt_syntax_nested_ternary_parens", '<p>{{ (a ? b : c) ? "yes" : "no" }} {{ a ? (b ? 1 : 2) : 3 }}</p>', {"a": 1, "b": 0, "c": 1}),
    Case("hunt_syntax_unary_ops", '<p>{{ -"3" }} {{ +true }} {{ !null }} {{ typeof -x }} {{ -(-x) }} {{ ~5 }}</p>', {"x": 2}),
    Case("hunt_syntax_exponent_assoc", '<p>{{ 2 ** 3 ** 2 }} {{ (-2) ** 2 }} {{ 2 ** -2 }}</p>'),
    Case("hunt_syntax_logical_assoc", '<p>{{ 0 || null || "x" }} {{ 1 && 2 && 0 }} {{ (null ?? 0) || "d" }}</p>'),
    Case("hunt_syntax_string_quotes_mixed", '<p :title="\'He said &quot;hi&quot;\'">{{ "it\'s" }} {{ `back${"tick"}` }}</p>'),
    Case("hunt_syntax_object_shorthand_methods", '<p v-scope="{ n: 2, get sq() { return this.n ** 2 }, cube() { return this.n ** 3 }, [\'comp\' + \'uted\']: 1 }">{{ sq }} {{ cube() }} {{ computed }}</p>'),
    Case("hunt_syntax_spread_args", '<p v-scope="{ sum(...xs) { return xs.reduce((a, b) => a + b, 0) } }">{{ sum(1, 2, 3) }} {{ sum(...[4, 5]) }}</p>'),
    Case("hunt_syntax_default_params", '<p v-scope="{ greet(name = \'you\', punct = \'!\') { return \'hi \' + name + punct } }">{{ greet() }} {{ greet(\'Ann\') }} {{ greet(undefined, \'?\') }}</p>'),
    Case("hunt_syntax_let_const_in_method", '<p v-scope="{ calc(x) { let s = 0; for (const i of [1, 2, 3]) { s += i * x } return s } }">{{ calc(2) }}</p>'),
    Case("hunt_syntax_if_else_in_method", '<p v-scope="{ grade(n) { if (n > 90) { return \'A\' } else if (n > 80) return \'B\'; else return \'C\' } }">{{ grade(95) }}{{ grade(85) }}{{ grade(1) }}</p>'),
]
