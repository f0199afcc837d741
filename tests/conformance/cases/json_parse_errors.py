"""`JSON.parse` on text that is not JSON: the SyntaxError's message as V8 in Chromium
words it (what a JSON tool page shows from `e.message`), with its position, line and
column in UTF-16 code units (`petite.expr.json_errors`). Recorded from petite-vue 0.4.1
in Chromium."""

from ..harness import Case

TEXTS = [
    "{bad", "", "   ", "abc", '{"a":1,}', "[1,]", '{"a" 1}', "[1 2]", '"abc', "1 2", '{"a": tru}', "{'a': 1}",
    '{"a": "\\x"}', '"\\u12', '{"a": "\\u12G4"}', '{\n  "a": 1,\n  "b": x\n}', "01", "NaN", "[NaN]", "Infinity",
    "-", "1.", "1e+", '"a\tb"', '{"a":', "{", "[", '[1,{"a":[2,}]]', "nul",
    '{\n  "name": "😀 Ada",\n  "tags": ["x" "y"]\n}', '{"name": "Ada", "age": 36, "bad": undefined}', '{"a":"b"',
    '"😀" x', '{"ok": true}',
]

CASES = [
    Case(
        "json_parse_error_messages",
        '<ul v-scope="{ check(t) { try { JSON.parse(t); return \'ok\' } catch (e) { return e.name + \': \' + e.message } } }">'
        '<li v-for="t in texts">{{ check(t) }}</li><li>{{ check(undefined) }}</li><li>{{ check({}) }}</li></ul>',
        {"texts": TEXTS},
    ),
]
