"""The SyntaxError message of `JSON.parse` on text that is not JSON, as V8 in Chromium
words it: the first error a JSON parser meets, in V8's terms ("Expected ',' or ']' after
array element in JSON at position 5 (line 1 column 6)", "Unexpected token 'a', "abc" is
not valid JSON", "Unexpected end of JSON input"). Python's `json` finds that the text is
bad; this scan, run only then, finds what V8 reports and where (positions in UTF-16
code units, as JavaScript counts them).
"""

from __future__ import annotations

from .utf16 import length as utf16_length

_WHITESPACE = " \t\n\r"
_ESCAPES = '"\\/bfnrtu'
_HEX = "0123456789abcdefABCDEF"
_LITERALS = {"t": "true", "f": "false", "n": "null"}
# A whole text V8 names as it is ("undefined" is what JSON.parse(undefined) reads)
_SPECIAL = frozenset({"NaN", "Infinity", "undefined", "[object Object]"})
_CONTEXT = 10  # characters of context on each side of an unexpected token in a longer text

EXPECTED_PROPERTY_OR_BRACE = "Expected property name or '}'"
EXPECTED_PROPERTY = "Expected double-quoted property name"
EXPECTED_COLON = "Expected ':' after property name"
EXPECTED_COMMA_OR_BRACKET = "Expected ',' or ']' after array element"
EXPECTED_COMMA_OR_BRACE = "Expected ',' or '}' after property value"


class _Found(Exception):
    """The first error, as (position, message or None: an unexpected token's own)."""

    def __init__(self, pos: int, message: str | None = None) -> None:
        self.pos = pos
        self.message = message


def json_error_message(text: str) -> str:
    """V8's message for `JSON.parse(text)` when `text` is not JSON."""
    try:
        _scan(text)
    except _Found as found:
        return _message(text, found.pos, found.message)
    return "Unexpected end of JSON input"  # (not reached: the caller's parser refused the text)


def _message(text: str, pos: int, message: str | None) -> str:
    char = text[pos] if pos < len(text) else ""
    if message is None:
        if not char:
            return "Unexpected end of JSON input"
        if char == '"':
            message = "Unexpected string"
        elif char == "-" or _is_digit(char):
            message = "Unexpected number"
        elif text in _SPECIAL:
            return f'"{text}" is not valid JSON'
        else:
            return _unexpected_token(text, pos, char)
    at = utf16_length(text[:pos])
    line = text.count("\n", 0, pos) + 1
    column = at - utf16_length(text[: text.rfind("\n", 0, pos) + 1]) + 1
    where = "" if message.endswith("after JSON") else " in JSON"
    return f"{message}{where} at position {at} (line {line} column {column})"


def _unexpected_token(text: str, pos: int, char: str) -> str:
    if len(text) < 2 * _CONTEXT + 1:
        return f"Unexpected token '{char}', \"{text}\" is not valid JSON"
    start, end = max(0, pos - _CONTEXT), min(len(text), pos + _CONTEXT)
    before = "..." if start > 0 else ""
    after = "..." if end < len(text) else ""
    return f"Unexpected token '{char}', {before}\"{text[start:end]}\"{after} is not valid JSON"


def _scan(text: str) -> None:
    """Walk `text` as V8's JSON parser does, raising `_Found` at the first error."""
    pos = _skip(text, 0)
    pos = _value(text, pos)
    pos = _skip(text, pos)
    if pos < len(text):
        raise _Found(pos, "Unexpected non-whitespace character after JSON")


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in _WHITESPACE:
        pos += 1
    return pos


def _value(text: str, pos: int) -> int:
    """The position after one value (containers walked with a stack, not recursion)."""
    stack: list[str] = []  # "[" or "{" of each open container
    while True:
        pos = _skip(text, pos)
        char = text[pos] if pos < len(text) else ""
        if char == "[":
            pos = _skip(text, pos + 1)
            if pos < len(text) and text[pos] == "]":
                pos += 1
            else:
                stack.append("[")
                continue
        elif char == "{":
            pos = _skip(text, pos + 1)
            if pos < len(text) and text[pos] == "}":
                pos += 1
            else:
                stack.append("{")
                pos = _property(text, pos, EXPECTED_PROPERTY_OR_BRACE)
                continue
        elif char == '"':
            pos = _string(text, pos)
        elif char == "-" or _is_digit(char):
            pos = _number(text, pos)
        elif char in _LITERALS:
            pos = _literal(text, pos, _LITERALS[char])
        else:
            raise _Found(pos)
        # a value ended: close the containers it ends, or go on to the next member
        while stack:
            pos = _skip(text, pos)
            char = text[pos] if pos < len(text) else ""
            if stack[-1] == "[":
                if char == ",":
                    pos += 1
                    break
                if char != "]":
                    raise _Found(pos, EXPECTED_COMMA_OR_BRACKET)
            else:
                if char == ",":
                    pos = _property(text, _skip(text, pos + 1), EXPECTED_PROPERTY)
                    break
                if char != "}":
                    raise _Found(pos, EXPECTED_COMMA_OR_BRACE)
            stack.pop()
            pos += 1
        else:
            return pos


def _property(text: str, pos: int, expected: str) -> int:
    """A property name and its colon; the position of its value."""
    if pos >= len(text) or text[pos] != '"':
        raise _Found(pos, expected)
    pos = _skip(text, _string(text, pos))
    if pos >= len(text) or text[pos] != ":":
        raise _Found(pos, EXPECTED_COLON)
    return pos + 1


def _string(text: str, pos: int) -> int:
    pos += 1
    while pos < len(text):
        char = text[pos]
        if char == '"':
            return pos + 1
        if char < " ":
            raise _Found(pos, "Bad control character in string literal")
        if char == "\\":
            pos += 1
            escape = text[pos] if pos < len(text) else ""
            if not escape:
                break
            if escape not in _ESCAPES:
                raise _Found(pos, "Bad escaped character")
            if escape == "u":
                for i in range(pos + 1, pos + 5):
                    if i >= len(text) or text[i] not in _HEX:
                        raise _Found(i, "Bad Unicode escape")
                pos += 4
        pos += 1
    raise _Found(len(text), "Unterminated string")


def _number(text: str, pos: int) -> int:
    if text[pos] == "-":
        pos += 1
        if pos >= len(text) or not _is_digit(text[pos]):
            raise _Found(pos, "No number after minus sign")
    if text[pos] == "0":
        pos += 1
        if pos < len(text) and _is_digit(text[pos]):
            raise _Found(pos, "Unexpected number")
    else:
        pos = _digits(text, pos)
    if pos < len(text) and text[pos] == ".":
        pos += 1
        if pos >= len(text) or not _is_digit(text[pos]):
            raise _Found(pos, "Unterminated fractional number")
        pos = _digits(text, pos)
    if pos < len(text) and text[pos] in "eE":
        pos += 1
        if pos < len(text) and text[pos] in "+-":
            pos += 1
        if pos >= len(text) or not _is_digit(text[pos]):
            raise _Found(pos, "Exponent part is missing a number")
        pos = _digits(text, pos)
    return pos


def _digits(text: str, pos: int) -> int:
    while pos < len(text) and _is_digit(text[pos]):
        pos += 1
    return pos


def _is_digit(char: str) -> bool:
    return "0" <= char <= "9" and len(char) == 1


def _literal(text: str, pos: int, word: str) -> int:
    for i, expected in enumerate(word):
        if pos + i >= len(text) or text[pos + i] != expected:
            raise _Found(pos + i)
    return pos + len(word)
