"""Hunt: toDisplayString of dates, functions, nested and escaped JSON."""

from ..harness import Case

CASES = [
    Case("hunt_display_date_display", '<p>{{ new Date(0) }}|{{ [new Date(86400000)] }}|{{ { d: new Date(0) } }}</p>'),
    Case("hunt_display_fn_display", '<p v-scope="{ f() { return 1 }, g: (a) => a * 2 }">{{ f }}|{{ g }}|{{ [1, f] }}</p>'),
    Case("hunt_display_nested_json_indent", '<pre>{{ [[1, [2, [3, {}]]], { a: { b: { c: [] } } }] }}</pre>'),
    Case("hunt_display_string_in_array_display", '<p>{{ ["a", "b"] }}|{{ "str" }}</p>'),
    Case("hunt_display_symbols_unicode_json", '<pre>{{ { "é": "ü\\n\\t\\"", "\\u2028": 1 } }}</pre>'),
    Case("hunt_display_set_map", '<pre>{{ new Set([1, 2]) }}</pre><pre>{{ new Map([["a", 1]]) }}</pre><pre>{{ { s: new Set(["x"]) } }}</pre>'),
]
