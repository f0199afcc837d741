"""`petite.expr.json_errors`: every text JSON.parse refuses gets V8's kind of message (the
exact wording is checked against Chromium in tests/conformance/cases/json_parse_errors.py
and against Node in the differential test), and the scan never fails itself."""

from __future__ import annotations

import json
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from petite.expr import Scope, compile_expression
from petite.expr.errors import ExpressionError
from petite.expr.json_errors import json_error_message

MESSAGE = re.compile(
    r"Unexpected end of JSON input$"
    r"|\"(NaN|Infinity|undefined|\[object Object\])\" is not valid JSON$"
    r"|Unexpected token '.', (\.\.\.)?\".*\"(\.\.\.)? is not valid JSON$"
    r"|.+ at position \d+ \(line \d+ column \d+\)$",
    re.S,
)
PIECES = st.sampled_from(['{', '}', '[', ']', ',', ':', '"', '\\', 'u', '1', '0', '-', '.', 'e', '+', 'tru', 'null',
                          ' ', '\n', '\t', 'a', '"k"', 'NaN', '😀', '\x01'])


@settings(max_examples=400, deadline=None)
@given(st.lists(PIECES, max_size=12).map("".join))
def test_every_refused_text_gets_a_v8_message(text):
    try:
        json.loads(text, parse_constant=lambda name: 1 / 0)
    except (ValueError, ZeroDivisionError):
        message = json_error_message(text)
        assert MESSAGE.match(message), message
        if " at position " in message:
            position = int(re.search(r"at position (\d+)", message).group(1))
            assert 0 <= position <= len(text.encode("utf-16-le")) // 2


def test_json_parse_raises_a_syntax_error_with_it():
    try:
        compile_expression("JSON.parse('[1, 2')")(Scope({}))
    except ExpressionError as error:
        assert error.kind == "SyntaxError"
        assert str(error).startswith("SyntaxError: Expected ',' or ']' after array element in JSON at position 5 (line 1 column 6)")
    else:
        raise AssertionError("no error")


def test_deep_nesting_is_scanned_without_recursion():
    text = "[" * 100_000 + "1,"
    assert json_error_message(text) == "Unexpected end of JSON input"
