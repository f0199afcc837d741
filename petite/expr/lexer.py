"""Tokenizer for the JavaScript subset used in templates.

Tokens are ``Token(type, value, pos)`` where ``type`` is one of ``num``, ``str``,
``template``, ``regex`` (value ``(pattern, flags)``), ``name``, ``punct``, ``eof`` and ``pos`` is the 0-based offset in the
source. A template literal becomes one token whose value is ``(strings, parts, raws)``:
the cooked string chunks, for each ``${...}`` its token list, and the raw chunks (as
written, for tagged templates).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import ExpressionSyntaxError
from .values import JS_WHITESPACE

MAX_NESTING_DEPTH = 60  # height of the syntax tree (the parser's limit; the lexer's template literals too)


class Token(NamedTuple):
    type: str
    value: object
    pos: int
    newline_before: bool = False  # (a line terminator between it and the token before: ASI's rule)


PUNCTUATORS = sorted(
    """>>>= ... === !== **= <<= >>= >>> &&= ||= ??= => == != <= >= && || ?? ?. ++ -- += -=
    *= /= %= &= |= ^= ** << >> { } ( ) [ ] ; , < > + - * / % & | ^ ! ~ ? : = . @ #""".split(),
    key=len,
    reverse=True,
)
PUNCT_BY_FIRST: dict[str, list[str]] = {}
for _p in PUNCTUATORS:
    PUNCT_BY_FIRST.setdefault(_p[0], []).append(_p)

NUMBER_RE = re.compile(
    r"0[xX][0-9a-fA-F](?:_?[0-9a-fA-F])*|0[oO][0-7](?:_?[0-7])*|0[bB][01](?:_?[01])*"
    r"|(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?"
)
NAME_RE = re.compile(r"[A-Za-z_$\u00aa-\uffff][\w$\u00aa-\uffff]*")
# What separates tokens: JavaScript's white space and line terminators (not Python's
# \s: U+001C-U+001F and U+0085 are no space there, U+FEFF is), and comments; a `//`
# comment ends at any line terminator.
LINE_TERMINATORS = "\n\r\u2028\u2029"
SPACE_RE = re.compile(f"(?:[{JS_WHITESPACE}]|//[^{LINE_TERMINATORS}]*|/\\*.*?\\*/)+", re.S)
LINE_TERMINATOR_RE = re.compile(f"[{LINE_TERMINATORS}]")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "v": "\v", "0": "\0"}
KEYWORDS = frozenset(
    "break case catch class const continue debugger default delete do else export extends "
    "finally for function if import in instanceof new return super switch throw try typeof "
    "var void while with yield let static await async of get set".split()
)


def tokenize(src: str, start: int = 0, stop_at_brace: bool = False, nesting: int = 0) -> tuple[list[Token], int]:
    """Tokenize ``src`` from ``start``.

    With ``stop_at_brace`` (inside ``${...}``) stop at the ``}`` that closes the
    substitution and return the tokens and that brace's position; ``nesting`` is the
    number of template literals around it (the lexer recurses once a level, so past
    ``MAX_NESTING_DEPTH`` it is the parser's nesting error, never Python's stack).
    """
    tokens: list[Token] = []
    pos = start
    n = len(src)
    depth = 0
    newline = False

    def add(kind: str, value: object, at: int) -> None:
        tokens.append(Token(kind, value, at, newline))

    while True:
        m = SPACE_RE.match(src, pos)
        newline = m is not None and LINE_TERMINATOR_RE.search(m.group()) is not None
        if m:
            pos = m.end()
        if pos >= n:
            if stop_at_brace:
                raise error(src, pos, "unterminated template literal", "'}'")
            add("eof", None, pos)
            return tokens, pos
        ch = src[pos]
        if ch == "/" and src.startswith("/*", pos):
            raise error(src, pos, "unterminated comment", "'*/'")
        if "0" <= ch <= "9" or (ch == "." and pos + 1 < n and "0" <= src[pos + 1] <= "9"):
            m = NUMBER_RE.match(src, pos)
            text = m.group()
            end = m.end()
            if end < n and src[end] == "n" and is_bigint_literal(text):
                end += 1
                if end < n and (src[end].isalnum() or src[end] in "_$\\"):
                    raise error(src, end, "invalid BigInt literal", "a number")
                add("bigint", text, pos)
                pos = end
                continue
            if end < n and (src[end].isalnum() or src[end] in "_$\\"):
                raise error(src, end, "invalid number", "a number")
            add("num", parse_number(text), pos)
            pos = end
        elif ch == '"' or ch == "'":
            value, end = read_string(src, pos)
            add("str", value, pos)
            pos = end
        elif ch == "`":
            value, end = read_template(src, pos, nesting)
            add("template", value, pos)
            pos = end
        elif ch == "\\":
            raise error(src, pos, "unexpected '\\'", "an expression")
        elif ch == "/" and regex_allowed(tokens):
            value, end = read_regex(src, pos)
            add("regex", value, pos)
            pos = end
        else:
            m = NAME_RE.match(src, pos)
            if m and not ch.isspace():
                add("name", m.group(), pos)
                pos = m.end()
                continue
            for p in PUNCT_BY_FIRST.get(ch, ()):
                if src.startswith(p, pos):
                    if p == "?." and pos + 2 < n and "0" <= src[pos + 2] <= "9":
                        continue
                    break
            else:
                raise error(src, pos, f"unexpected character {ch!r}", "an expression")
            if stop_at_brace:
                if p == "{":
                    depth += 1
                elif p == "}":
                    if depth == 0:
                        add("eof", None, pos)
                        return tokens, pos
                    depth -= 1
            add("punct", p, pos)
            pos += len(p)


# After these tokens a ``/`` starts a regular expression, not a division.
REGEX_AFTER_NAMES = frozenset("return typeof instanceof in new delete void throw case do else".split())
REGEX_FLAGS_RE = re.compile(r"[A-Za-z0-9_$]*")


def regex_allowed(tokens: list[Token]) -> bool:
    if not tokens:
        return True
    prev = tokens[-1]
    if prev.type == "punct":
        return prev.value not in (")", "]", "}", "++", "--")
    return prev.type == "name" and prev.value in REGEX_AFTER_NAMES


def read_regex(src: str, pos: int) -> tuple[tuple[str, str], int]:
    """A regular expression literal at ``pos``: ((pattern, flags), end)."""
    i = pos + 1
    n = len(src)
    in_class = False
    while i < n:
        ch = src[i]
        if ch in "\n\r\u2028\u2029":
            break
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "/":
            flags = REGEX_FLAGS_RE.match(src, i + 1).group()
            return (src[pos + 1 : i], flags), i + 1 + len(flags)
        i += 1
    raise error(src, pos, "unterminated regular expression", "a closing /")


def is_bigint_literal(text: str) -> bool:
    """Can ``text`` take the BigInt suffix ``n``? Integers only: no fraction or exponent,
    no legacy octal (``16n``, ``0x1fn``, ``0n``; not ``1.5n``, ``1e3n``, ``017n``)."""
    if text[:2].lower() in ("0x", "0o", "0b"):
        return True
    digits = text.replace("_", "")
    return digits.isdigit() and (digits == "0" or digits[0] != "0")


def parse_number(text: str) -> int | float:
    text = text.replace("_", "")
    if text[:2] in ("0x", "0X"):
        return int(text[2:], 16)
    if text[:2] in ("0o", "0O"):
        return int(text[2:], 8)
    if text[:2] in ("0b", "0B"):
        return int(text[2:], 2)
    if len(text) > 1 and text[0] == "0" and text.isdigit():  # legacy 010 (sloppy mode): octal
        return int(text, 8) if all(c < "8" for c in text) else int(text)
    if "." in text or "e" in text or "E" in text:
        value = float(text)
        if value.is_integer() and abs(value) < 2**53:
            return int(value)
        return value
    value = int(text)
    return value if value < 2**53 else float(value)


def read_escape(src: str, pos: int, legacy: bool = False) -> tuple[str, int]:
    """Read the escape sequence after the backslash at ``pos - 1``.

    ``legacy``: a string literal, where sloppy mode allows octal escapes (``\\101``)."""
    if pos >= len(src):
        raise error(src, pos, "unterminated string", "a closing quote")
    ch = src[pos]
    if ch in ESCAPES and not (ch == "0" and pos + 1 < len(src) and "0" <= src[pos + 1] <= "9"):
        return ESCAPES[ch], pos + 1
    if ch == "x":
        digits = src[pos + 1 : pos + 3]
        if len(digits) == 2 and all(c in "0123456789abcdefABCDEF" for c in digits):
            return chr(int(digits, 16)), pos + 3
        raise error(src, pos, "invalid hexadecimal escape", "two hex digits")
    if ch == "u":
        if src.startswith("{", pos + 1):
            end = src.find("}", pos + 2)
            digits = src[pos + 2 : end] if end > 0 else ""
            if digits and all(c in "0123456789abcdefABCDEF" for c in digits) and int(digits, 16) <= 0x10FFFF:
                return chr(int(digits, 16)), end + 1
        else:
            digits = src[pos + 1 : pos + 5]
            if len(digits) == 4 and all(c in "0123456789abcdefABCDEF" for c in digits):
                return chr(int(digits, 16)), pos + 5
        raise error(src, pos, "invalid Unicode escape", "\\uXXXX or \\u{X}")
    if ch == "\r" and src.startswith("\n", pos + 1):
        return "", pos + 2
    if ch in "\n\r\u2028\u2029":
        return "", pos + 1
    if "0" <= ch <= "9":
        if not legacy:
            raise error(src, pos, "octal escapes are not allowed", "another escape")
        if ch in "89":
            return ch, pos + 1
        end = pos + 1
        limit = pos + (3 if ch <= "3" else 2)
        while end < min(limit, len(src)) and "0" <= src[end] <= "7":
            end += 1
        return chr(int(src[pos:end], 8)), end
    return ch, pos + 1


def read_string(src: str, pos: int) -> tuple[str, int]:
    quote = src[pos]
    i = pos + 1
    out: list[str] = []
    n = len(src)
    while i < n:
        ch = src[i]
        if ch == quote:
            return "".join(out), i + 1
        if ch == "\\":
            text, i = read_escape(src, i + 1, legacy=True)
            out.append(text)
        elif ch == "\n" or ch == "\r":
            break
        else:
            j = i + 1
            while j < n and src[j] not in (quote, "\\", "\n", "\r"):
                j += 1
            out.append(src[i:j])
            i = j
    raise error(src, pos, "unterminated string", f"a closing {quote}")


def read_template(src: str, pos: int, nesting: int = 0) -> tuple[tuple[list, list[list[Token]], list[str]], int]:
    """A template literal at ``pos``: ((cooked chunks, substitution token lists, raw
    chunks), end). A chunk with an invalid escape cooks to the ``ExpressionSyntaxError``
    it is (an error in a plain template literal, ``undefined`` for a tag). ``nesting``
    template literals are around it already."""
    if nesting >= MAX_NESTING_DEPTH:  # (each level is at least one level of the tree too)
        raise error(src, pos, f"expression is nested more than {MAX_NESTING_DEPTH} levels deep", "less nesting")
    i = pos + 1
    n = len(src)
    strings: list = []
    raws: list[str] = []
    parts: list[list[Token]] = []
    out: list[str] = []
    bad: ExpressionSyntaxError | None = None
    start = i
    while i < n:
        ch = src[i]
        if ch == "`" or (ch == "$" and src.startswith("${", i)):
            strings.append(bad if bad is not None else "".join(out))
            raws.append(src[start:i].replace("\r\n", "\n").replace("\r", "\n"))
            if ch == "`":
                return (strings, parts, raws), i + 1
            out, bad = [], None
            tokens, end = tokenize(src, i + 2, stop_at_brace=True, nesting=nesting + 1)
            parts.append(tokens)
            i = start = end + 1
        elif ch == "\\":
            try:
                text, i = read_escape(src, i + 1)
            except ExpressionSyntaxError as exc:
                if i + 1 >= n:
                    raise
                bad = bad or exc
                text, i = "", i + 2
            out.append(text)
        elif ch == "\r":
            out.append("\n")
            i += 2 if src.startswith("\r\n", i) else 1
        else:
            out.append(ch)
            i += 1
    raise error(src, pos, "unterminated template literal", "a closing `")


def error(src: str, pos: int, message: str, expected: str | None = None) -> ExpressionSyntaxError:
    return ExpressionSyntaxError(message, src, pos + 1, expected)
