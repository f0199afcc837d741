"""Strings as JavaScript sees them: sequences of UTF-16 code units.

petite keeps Python ``str`` (code points). Most strings are in the Basic Multilingual
Plane, where code points and UTF-16 units coincide: they take the fast path (one
``isascii()`` or a regex scan, no conversion). A string with astral characters (emoji,
U+10000 and up) is converted to its *unit view* — a ``str`` in which each astral
character is written as its two surrogates — for operations that count or index
(``length``, ``s[i]``, ``slice``, ``indexOf``...), and results are joined back (a
surrogate pair becomes one character again; a lone surrogate stays, as in JavaScript).
"""

from __future__ import annotations

import functools
import re
import sys
from typing import Any, Callable

from .budget import tick

ASTRAL = re.compile("[\U00010000-\U0010ffff]")
SURROGATE = re.compile("[\ud800-\udfff]")
_FOUR_BYTE_LEADS = (b"\xf0", b"\xf1", b"\xf2", b"\xf3", b"\xf4")  # (UTF-8 lead bytes of astral characters)
# What converting costs (found by an attacker helper): Python's UTF-16 codec calls its
# error handler for each surrogate (0.4 µs each: `.length` of a million lone surrogates
# took 0.4 s, uncharged), and a unit view's regex calls Python for each astral character
# (1.3 µs: `slice` on 400,000 emoji took 0.4 s for 12,500 steps). Counting takes the
# UTF-8 codec, which passes surrogates in C; each conversion is charged before it runs.
_WIDE_SIZE = sys.getsizeof("\U00010000") - 8  # a str stored 4 bytes a character, without its characters


def _narrow(s: str) -> bool:
    """Is `s` stored 1 or 2 bytes a character (so it holds no astral character)? Read
    in constant time from its size (CPython's compact strings: a header plus (length + 1)
    times the width; a cached UTF-8 copy only makes a string look wide, which takes the
    slower, still right way)."""
    return sys.getsizeof(s) < _WIDE_SIZE + 4 * (len(s) + 1)


if not (_narrow("\u0100" * 9) and _narrow("\ud83d" * 9) and not _narrow("\U00010000" * 9)):
    def _narrow(s: str) -> bool:  # noqa: F811 - (another Python: no shortcut)
        return False


def _astral_count(s: str) -> int:
    """Astral characters in `s` (each two UTF-16 units), at C speed."""
    try:
        return (len(s.encode("utf-16-le")) >> 1) - len(s)
    except UnicodeEncodeError:  # (lone surrogates)
        encoded = s.encode("utf-8", "surrogatepass")
        return sum(map(encoded.count, _FOUR_BYTE_LEADS))


def _surrogate_count(s: str) -> int:
    """Surrogate code points in `s` (3 bytes each in UTF-8 with surrogatepass), at C speed."""
    return (len(s.encode("utf-8", "surrogatepass")) - len(s.encode("utf-8", "ignore"))) // 3


def _pair(match: re.Match[str]) -> str:
    n = ord(match.group()) - 0x10000
    return chr(0xD800 + (n >> 10)) + chr(0xDC00 + (n & 0x3FF))


def is_bmp(s: str) -> bool:
    """Are code points and UTF-16 units the same for ``s``?"""
    return s.isascii() or ASTRAL.search(s) is None


def units(s: str) -> str:
    """The unit view of ``s``: astral characters as surrogate pairs (charged 2 steps
    an astral character, 1 per 64 characters to count them)."""
    if s.isascii() or _narrow(s):
        return s
    tick(1 + (len(s) >> 6))
    count = _astral_count(s)
    if not count:
        return s
    tick(2 * count)
    return ASTRAL.sub(_pair, s)


def join(s: str) -> str:
    """Surrogate pairs back into characters (lone surrogates stay)."""
    if s.isascii() or SURROGATE.search(s) is None:
        return s
    tick(1 + (len(s) >> 6) + _surrogate_count(s))  # (a surrogate at a time through the codec's error handler)
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def well_formed(s: str) -> str:
    """``s.toWellFormed()``: lone surrogates replaced by U+FFFD (a USVString)."""
    s = join(s)
    return s if s.isascii() or SURROGATE.search(s) is None else SURROGATE.sub("\ufffd", s)


def is_well_formed(s: str) -> bool:
    """``s.isWellFormed()``: no lone surrogate."""
    return s.isascii() or SURROGATE.search(join(s)) is None


def escape_lone_surrogates(text: str) -> str:
    """JSON text with lone surrogates written as ``\\udxxx`` (well-formed JSON.stringify)."""
    text = join(text)
    if SURROGATE.search(text) is None:
        return text
    return SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def length(s: str) -> int:
    """``s.length``: UTF-16 units: the characters of a string with no astral character
    (in constant time), else counted, charged 1 step per 64 characters."""
    if s.isascii() or _narrow(s):
        return len(s)
    tick(1 + (len(s) >> 6))
    return len(s) + _astral_count(s)


def str_length(s: Any) -> int:
    """``length`` for the optimistic code: strings only (anything else gives up)."""
    if type(s) is not str:
        raise TypeError("not a string")
    return length(s)


def unit_at(s: str, i: int) -> str | None:
    """``s[i]`` by UTF-16 index (a lone surrogate inside an astral character), or None."""
    if is_bmp(s):
        return s[i] if 0 <= i < len(s) else None
    u = units(s)
    return u[i] if 0 <= i < len(u) else None


def _back(value: Any) -> Any:
    if type(value) is str:
        return join(value)
    if type(value) is list:
        return [join(v) if type(v) is str else v for v in value]
    return value


def method(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run the string method ``fn`` on unit views when the receiver or a string
    argument has astral characters; other strings go straight through."""

    @functools.wraps(fn)
    def wrapper(s: str, *args: Any) -> Any:
        if s.isascii() or ASTRAL.search(s) is None:
            for a in args:
                if type(a) is str and not a.isascii() and ASTRAL.search(a) is not None:
                    break
            else:
                return fn(s, *args)
        return _back(fn(units(s), *(units(a) if type(a) is str else a for a in args)))

    return wrapper


def code_point_at(u: str, i: int) -> int | None:
    """``codePointAt`` on a unit view: a surrogate pair gives its code point."""
    if not 0 <= i < len(u):
        return None
    c = ord(u[i])
    if 0xD800 <= c < 0xDC00 and i + 1 < len(u) and 0xDC00 <= ord(u[i + 1]) < 0xE000:
        return 0x10000 + ((c - 0xD800) << 10) + (ord(u[i + 1]) - 0xDC00)
    return c
