"""Hunt: which v-scope roots get mounted (inside v-pre, nested, inside template contents)."""

from ..harness import Case

CASES = [
    Case("hunt_roots_scope_inside_pre", '<div v-pre>{{ raw }}<p v-scope="{ a: 1 }">{{ a }}</p></div>'),
    Case("hunt_roots_scope_nested_in_plain", '<section title="{{ a }}"><div v-scope="{ a: 2 }">{{ a }}</div>{{ a }}</section>'),
    Case("hunt_roots_scope_roots_nested", '<div v-scope="{ a: 1 }"><p v-scope="{ b: 2 }">{{ a }}{{ b }}</p></div><b v-scope="{ c: 3 }">{{ c }}</b>'),
    Case("hunt_roots_scope_in_template_content", '<template><p v-scope="{ a: 1 }">{{ a }}</p></template><i v-scope>{{ 1 + 1 }}</i>'),
    Case("hunt_roots_scope_root_with_if_sibling_outside", '<p v-if="false">outside</p><div v-scope="{ a: 1 }">{{ a }}</div>'),
]
