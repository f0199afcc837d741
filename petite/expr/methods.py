"""Built-in methods of strings, arrays, numbers and objects.

Each method is a Python function taking the receiver first, then JavaScript's
arguments (extra arguments are ignored, missing ones are ``undefined``).
"""

from __future__ import annotations

import functools
import math
from decimal import ROUND_HALF_UP, Context, Decimal
import unicodedata
from collections.abc import Mapping, MutableSequence
from typing import Any, Callable

from petite.reactivity import untracked

from .dom_interfaces import tag_of
from .functions import function_text

from .budget import stack_limit
from .lru import bounded_cache
from . import utf16
from .errors import ExpressionError
from .locale_tags import resolve_locale
from .number_locales import n_to_locale_string
from .regexp import JSRegExp, make_regexp, regex_match, regex_match_all, regex_replace, regex_search, regex_split
from .functions import BoundFunction, BoundMethod, call_with_this, callback
from .method_tables import ARRAY_METHODS, BOOLEAN_METHODS, FUNCTION_METHODS, NUMBER_METHODS, OBJECT_METHODS, STRING_METHODS
from .descriptors import props_of
from .property_tables import function_props_of
from .iterators import JSIterator, array_iterator, string_iterator
from .runtime import (
    array_like_items,
    call_method,
    spread_items,
    strict_equals,
    tick,
)
from .values import (
    JS_WHITESPACE,
    SYMBOL_ITERATOR,
    JSSymbol,
    INF,
    MAX_ARRAY_LENGTH,
    MAX_STRING_LENGTH,
    array_join,
    array_limit,
    check_string,
    is_error,
    is_array,
    number_to_string,
    string_limit,
    to_fixed,
    to_integer,
    to_js_string,
    to_number,
    to_property_key,
    truthy,
    undefined,
    to_double,
    js_typeof,
)

U = undefined


def relative_index(value: Any, length: int, default: int) -> int:
    """A start/end argument: negative counts from the end, clamped to [0, length]."""
    if value is U:
        return default
    n = to_integer(value)
    if n < 0:
        return max(0, length + n)
    return min(n, length)


def same_value_zero(a: Any, b: Any) -> bool:
    if a != a and b != b and isinstance(a, float) and isinstance(b, float):
        return True
    return strict_equals(a, b)


# -- strings --------------------------------------------------------------------------


def s_code_point_at(s: str, i: Any = 0, *_: Any) -> Any:
    point = utf16.code_point_at(s, to_integer(i))
    return U if point is None else point


def s_char_at(s: str, i: Any = 0, *_: Any) -> str:
    n = to_integer(i)
    return s[n] if 0 <= n < len(s) else ""


def s_char_code_at(s: str, i: Any = 0, *_: Any) -> Any:
    n = to_integer(i)
    return ord(s[n]) if 0 <= n < len(s) else math.nan


def s_at(s: Any, i: Any = 0, *_: Any) -> Any:
    n = to_integer(i)
    if n < 0:
        n += len(s)
    return s[n] if 0 <= n < len(s) else U


def not_regexp(value: Any, method: str) -> Any:
    if type(value) is JSRegExp:
        raise ExpressionError(f"First argument to String.prototype.{method} must not be a regular expression")
    return value


def s_includes(s: str, search: Any = U, start: Any = 0, *_: Any) -> bool:
    not_regexp(search, "includes")
    return to_js_string(search) in s[max(0, to_integer(start)) :]


def s_index_of(s: str, search: Any = U, start: Any = 0, *_: Any) -> int:
    return s.find(to_js_string(search), min(max(0, to_integer(start)), len(s)))


def s_last_index_of(s: str, search: Any = U, start: Any = U, *_: Any) -> int:
    end = len(s) if start is U or to_number(start) != to_number(start) else to_integer(start)
    sub = to_js_string(search)
    return s.rfind(sub, 0, max(0, end) + len(sub))


def s_slice(s: str, start: Any = U, end: Any = U, *_: Any) -> str:
    n = len(s)
    return s[relative_index(start, n, 0) : relative_index(end, n, n)]


def s_substring(s: str, start: Any = U, end: Any = U, *_: Any) -> str:
    n = len(s)
    a = min(max(to_integer(start), 0), n)
    b = n if end is U else min(max(to_integer(end), 0), n)
    if a > b:
        a, b = b, a
    return s[a:b]


def s_substr(s: str, start: Any = U, length: Any = U, *_: Any) -> str:
    n = len(s)
    a = relative_index(start, n, 0)
    count = n - a if length is U else max(0, to_integer(length))
    return s[a : a + count]


def s_split(s: str, sep: Any = U, limit: Any = U, *_: Any) -> list:
    lim = 2**32 - 1 if limit is U else to_integer(limit) & 0xFFFFFFFF
    if type(sep) is JSRegExp:
        return regex_split(s, sep, lim)
    if sep is U:
        parts = [s]
    else:
        sep = to_js_string(sep)
        parts = list(s) if sep == "" else s.split(sep)
    if len(parts) > MAX_ARRAY_LENGTH:
        raise array_limit()
    tick(len(parts))
    return parts[:lim]


def expand_replacement(template: str, match: str, position: int, subject: str) -> str:
    if "$" not in template:
        return template
    out = []
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        if ch == "$" and i + 1 < n:
            nxt = template[i + 1]
            if nxt == "$":
                out.append("$")
            elif nxt == "&":
                out.append(match)
            elif nxt == "`":
                out.append(subject[:position])
            elif nxt == "'":
                out.append(subject[position + len(match) :])
            else:
                out.append(ch)
                i += 1
                continue
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def _replacement(s: str, replacement: Any, match: str, position: int) -> str:
    if callable(replacement) and not isinstance(replacement, (str, Mapping)):
        fn, _ = callback(replacement)
        return to_js_string(fn(match, position, s))
    return expand_replacement(to_js_string(replacement), match, position, s)


def s_replace(s: str, pattern: Any = U, replacement: Any = U, *_: Any) -> str:
    if type(pattern) is JSRegExp:
        return regex_replace(s, pattern, replacement)
    pattern = to_js_string(pattern)
    position = s.find(pattern)
    if position < 0:
        return s
    out = s[:position] + _replacement(s, replacement, pattern, position) + s[position + len(pattern) :]
    if len(out) > MAX_STRING_LENGTH:
        raise string_limit()
    return out


def s_replace_all(s: str, pattern: Any = U, replacement: Any = U, *_: Any) -> str:
    if type(pattern) is JSRegExp:
        return regex_replace(s, pattern, replacement, require_global=True)
    pattern = to_js_string(pattern)
    positions = []
    if pattern == "":
        positions = list(range(len(s) + 1))
    else:
        start = s.find(pattern)
        while start >= 0:
            positions.append(start)
            start = s.find(pattern, start + len(pattern))
    if not positions:
        return s
    tick(len(positions))
    out = []
    last = 0
    total = 0
    for position in positions:
        piece = s[last:position] + _replacement(s, replacement, pattern, position)
        total += len(piece)
        if total > MAX_STRING_LENGTH:
            raise string_limit()
        out.append(piece)
        last = position + len(pattern)
    out.append(s[last:])
    return check_string("".join(out))


def s_starts_with(s: str, search: Any = U, start: Any = 0, *_: Any) -> bool:
    not_regexp(search, "startsWith")
    return s.startswith(to_js_string(search), min(max(0, to_integer(start)), len(s)))


def s_ends_with(s: str, search: Any = U, end: Any = U, *_: Any) -> bool:
    not_regexp(search, "endsWith")
    stop = len(s) if end is U else min(max(0, to_integer(end)), len(s))
    return s[:stop].endswith(to_js_string(search))


def _pad(s: str, length: Any, fill: Any) -> str:
    target = to_integer(length)
    fill = " " if fill is U else to_js_string(fill)
    if target <= len(s) or fill == "":
        return ""
    if target > MAX_STRING_LENGTH:
        raise string_limit()
    count = target - len(s)
    return (fill * (count // len(fill) + 1))[:count]


def s_pad_start(s: str, length: Any = 0, fill: Any = U, *_: Any) -> str:
    return check_string(_pad(s, length, fill) + s)


def s_pad_end(s: str, length: Any = 0, fill: Any = U, *_: Any) -> str:
    return check_string(s + _pad(s, length, fill))


def s_repeat(s: str, count: Any = 0, *_: Any) -> str:
    n = to_number(count)
    if n != n:
        n = 0
    if n < 0 or n == INF:
        raise ExpressionError(f"Invalid count value: {number_to_string(n)}", kind="RangeError")
    n = int(n)
    if len(s) * n > MAX_STRING_LENGTH:
        raise string_limit()
    return check_string(s * n)


def s_concat(s: str, *args: Any) -> str:
    out = s + "".join(to_js_string(a) for a in args)
    if len(out) > MAX_STRING_LENGTH:
        raise string_limit()
    return out


WHITESPACE = JS_WHITESPACE  # (trim's: JavaScript's white space and line terminators)


def _as_regexp(pattern: Any, flags: str = "") -> JSRegExp:
    return pattern if type(pattern) is JSRegExp else make_regexp(pattern, flags or U)


def s_match(s: str, pattern: Any = U, *_: Any) -> Any:
    return regex_match(s, _as_regexp(pattern))


def s_match_all(s: str, pattern: Any = U, *_: Any) -> list:
    return regex_match_all(s, _as_regexp(pattern, "g"))


def s_search(s: str, pattern: Any = U, *_: Any) -> int:
    return regex_search(s, _as_regexp(pattern))


COLLATION_COST = 4


def s_normalize(s: str, form: Any = undefined, *_: Any) -> str:
    """`normalize(form)`: NFC when the form is undefined; a RangeError for any other
    form than the four names (case matters, as in JavaScript)."""
    form = "NFC" if form is undefined else to_js_string(form)
    if form not in ("NFC", "NFD", "NFKC", "NFKD"):
        raise ExpressionError("The normalization form should be one of NFC, NFD, NFKC, NFKD.", kind="RangeError")
    return unicodedata.normalize(form, s)


def s_locale_compare(s: str, other: Any = U, locales: Any = U, options: Any = U, *_: Any) -> int:
    """Collation in the spirit of ICU's root order (what browsers use for en): base
    letters first (accents and case ignored), then accents, then case (lower first);
    whitespace < punctuation < symbols < digits < letters. Options as ``Intl.Collator``'s:
    ``sensitivity`` (``base``: letters only, ``accent``: and accents, ``case``: and case,
    ``variant``: all, the default), ``numeric`` (digit runs compare by value: "item2" <
    "item10") and ``ignorePunctuation``. A collation key costs Python work per character:
    charged ``COLLATION_COST`` steps per character, up front."""
    other = to_js_string(other)
    language = ""
    if locales is not U:  # (a bad tag is a RangeError, as in JavaScript)
        language = resolve_locale(locales).split("-")[0]
    n = len(s) + len(other)
    if n > 256:
        tick(n * COLLATION_COST)
    sensitivity, numeric, punctuation = collation_options(options)
    tailoring = language if language in TAILORINGS else ""
    a, b = collation_key(s, numeric, punctuation, tailoring), collation_key(other, numeric, punctuation, tailoring)
    levels = {"base": (0,), "accent": (0, 1), "case": (0, 2), "variant": (0, 1, 2)}[sensitivity]
    a, b = tuple(a[i] for i in levels), tuple(b[i] for i in levels)
    return 0 if a == b else (-1 if a < b else 1)


def collation_options(options: Any) -> tuple[str, bool, bool]:
    """(sensitivity, numeric, ignorePunctuation) from an Intl.Collator options object."""
    if not isinstance(options, Mapping):
        return "variant", False, False
    sensitivity = options.get("sensitivity", U)
    sensitivity = "variant" if sensitivity is U else to_js_string(sensitivity)
    if sensitivity not in ("base", "accent", "case", "variant"):
        raise ExpressionError(f"Value {sensitivity} out of range for Intl.Collator options property sensitivity",
                              kind="RangeError")
    numeric = options.get("numeric", U)
    punctuation = options.get("ignorePunctuation", U)
    return sensitivity, numeric is not U and truthy(numeric), punctuation is not U and truthy(punctuation)


# CLDR's tailorings of the root order for the letters a language sorts as letters of
# their own: each after a base letter (`"z"`: after z), in order; a letter a tailored one
# stands for at the accent level (Swedish æ as ä) follows it with a secondary difference.
def _tailoring(after: str, letters: str, equal: dict[str, str] | None = None) -> dict[str, tuple[str, tuple]]:
    table = {letter: (after + chr(1 + i), ()) for i, letter in enumerate(letters)}
    for letter, same in (equal or {}).items():  # (after the accents of its letter: ö < ø)
        table[letter] = (table[same][0] if same in table else same, (1,) if same in table else (0x10FFFE,))
    return table


# the root order's own letters that do not decompose: some a base letter with a
# secondary difference (ø as o), some a letter of their own after one (ı after i)
ROOT_LETTERS = {
    **_tailoring("", "", {"ø": "o", "ł": "l", "đ": "d", "ð": "d", "ħ": "h", "ŀ": "l"}),
    **_tailoring("f", "ƒ"), **_tailoring("i", "ı"), **_tailoring("n", "ŋ"), **_tailoring("q", "ĸ"),
    **_tailoring("t", "ŧ"), **_tailoring("z", "þ"),
    "æ": ("ae", None), "œ": ("oe", None),  # (expansions: æ sorts as ae, after it at the accent level)
}


TAILORINGS: dict[str, dict[str, tuple[str, tuple]]] = {
    "sv": _tailoring("z", "åäö", {"æ": "ä", "ø": "ö", "ü": "y"}),
    "fi": _tailoring("z", "åäö", {"æ": "ä", "ø": "ö", "ü": "y"}),
    "da": _tailoring("z", "æøå", {"ä": "æ", "ö": "ø", "ü": "y"}),
    "nb": _tailoring("z", "æøå", {"ä": "æ", "ö": "ø", "ü": "y"}),
    "no": _tailoring("z", "æøå", {"ä": "æ", "ö": "ø", "ü": "y"}),
    "es": _tailoring("n", "ñ"),
    "pl": {**_tailoring("a", "ą"), **_tailoring("c", "ć"), **_tailoring("e", "ę"), **_tailoring("l", "ł"),
           **_tailoring("n", "ń"), **_tailoring("o", "ó"), **_tailoring("s", "ś"), **_tailoring("z", "źż")},
    "cs": {**_tailoring("c", "č"), **_tailoring("r", "ř"), **_tailoring("s", "š"), **_tailoring("z", "ž")},
    "tr": {**_tailoring("c", "ç"), **_tailoring("g", "ğ"), **_tailoring("h", "ı"), **_tailoring("o", "ö"),
           **_tailoring("s", "ş"), **_tailoring("u", "ü")},
}


UPPER_FIRST = frozenset({"da"})  # (CLDR's caseFirst: upper before lower)


@bounded_cache(4096, 256)
def collation_key(s: str, numeric: bool = False, ignore_punctuation: bool = False, tailoring: str = "") -> tuple:
    primary: list[tuple[int, Any]] = []
    secondary: list[tuple[int, ...]] = []
    tertiary: list[int] = []
    digits = ""

    def flush_digits() -> None:
        nonlocal digits
        if digits:
            value = digits.lstrip("0") or "0"
            primary.append((3, (len(value), value)))
            secondary.append(())
            tertiary.append(0)
            digits = ""

    upper_first = tailoring in UPPER_FIRST
    letters = {**ROOT_LETTERS, **TAILORINGS[tailoring]} if tailoring else ROOT_LETTERS
    if tailoring:  # (its letters before decomposition: å is not a with a ring)
        text = []
        for ch in unicodedata.normalize("NFC", s):
            own = letters.get(ch.lower())
            if own is None:
                text.append(unicodedata.normalize("NFD", ch))
            else:
                text.append(ch)
        decomposed = "".join(text)
    else:
        decomposed = unicodedata.normalize("NFD", s)
    for ch in decomposed:
        own = letters.get(ch.lower())
        if own is not None:
            flush_digits()
            for i, letter in enumerate(own[0] if own[1] is None else (own[0],)):
                primary.append((4, letter))
                secondary.append(own[1] if own[1] is not None else (0x10FFFF,) if i == 0 else ())
                tertiary.append((ch.lower() != ch) != upper_first)
            continue
        if unicodedata.combining(ch):
            if secondary:
                secondary[-1] += (ord(ch),)
            continue
        category = unicodedata.category(ch)
        if category in ("Cc", "Cf"):
            continue  # ignorable
        if numeric and category == "Nd":
            digits += str(unicodedata.digit(ch, 0))
            continue
        flush_digits()
        if ignore_punctuation and category[0] in ("P", "Z"):
            continue
        rank = {"Z": 0, "P": 1, "S": 2}.get(category[0], 4)
        if category == "Nd":
            rank = 3
        folded_all = ch.casefold()
        for folded in folded_all:
            primary.append((rank, folded))
            # an expansion (ß as ss) differs from the letters it expands to at the
            # accent level, as ICU's, not by case
            secondary.append((0x10FFFF,) if len(folded_all) > 1 else ())
            tertiary.append((ch.lower() != ch) != upper_first)
    flush_digits()
    return tuple(primary), tuple(secondary), tuple(tertiary)


STRING_METHODS.update({
    "charAt": s_char_at,
    "charCodeAt": s_char_code_at,
    "codePointAt": utf16.method(s_code_point_at),
    "at": s_at,
    "includes": s_includes,
    "indexOf": s_index_of,
    "lastIndexOf": s_last_index_of,
    "slice": s_slice,
    "substring": s_substring,
    "substr": s_substr,
    "toUpperCase": lambda s, *_: s.upper(),
    "toLowerCase": lambda s, *_: s.lower(),
    "toLocaleUpperCase": lambda s, *_: s.upper(),
    "toLocaleLowerCase": lambda s, *_: s.lower(),
    "trim": lambda s, *_: s.strip(WHITESPACE),
    "trimStart": lambda s, *_: s.lstrip(WHITESPACE),
    "trimEnd": lambda s, *_: s.rstrip(WHITESPACE),
    "trimLeft": lambda s, *_: s.lstrip(WHITESPACE),
    "trimRight": lambda s, *_: s.rstrip(WHITESPACE),
    "split": s_split,
    "replace": s_replace,
    "replaceAll": s_replace_all,
    "match": s_match,
    "matchAll": s_match_all,
    "search": s_search,
    "startsWith": s_starts_with,
    "endsWith": s_ends_with,
    "padStart": s_pad_start,
    "padEnd": s_pad_end,
    "repeat": s_repeat,
    "concat": s_concat,
    "toString": lambda s, *_: s,
    "valueOf": lambda s, *_: s,
    "localeCompare": s_locale_compare,
    "normalize": s_normalize,
    "isWellFormed": lambda s, *_: utf16.is_well_formed(s),
    "toWellFormed": lambda s, *_: utf16.well_formed(s),
})


# Methods that count or index: UTF-16 units (utf16.method converts astral strings only)
for _name in """charAt charCodeAt at includes indexOf lastIndexOf slice substring substr split
        startsWith endsWith padStart padEnd""".split():
    STRING_METHODS[_name] = utf16.method(STRING_METHODS[_name])


def metered_string_method(impl: Callable) -> Callable:
    """``impl`` charged for its work: the characters it reads and writes (1 step per 64),
    its result held to the string limit (``normalize`` can grow a string 18 times). The
    global functions it also meters (``encodeURIComponent(0)``) take any value first."""

    def method(s: Any = U, *args: Any) -> Any:
        read = len(s) if type(s) is str else 0
        for arg in args:
            if type(arg) is str:
                read += len(arg)
        if read > 1024:  # (before the work: a call that fails has read its text too)
            tick(read >> 6)
        result = impl(s, *args)
        if type(result) is str:
            if len(result) > MAX_STRING_LENGTH:
                raise string_limit()
            if len(result) > 1024:
                tick(len(result) >> 6)
        return result

    method.__name__ = getattr(impl, "__name__", "method")
    method.__doc__ = impl.__doc__
    return method


for _name, _impl in list(STRING_METHODS.items()):
    STRING_METHODS[_name] = metered_string_method(_impl)


# -- arrays ---------------------------------------------------------------------------


def a_push(arr: Any, *items: Any) -> int:
    if len(arr) + len(items) > MAX_ARRAY_LENGTH:
        raise array_limit()
    if len(items) > 16:
        tick(len(items))
    if len(items) == 1:
        arr.append(items[0])
    else:
        arr.extend(items)
    return len(arr)


def a_pop(arr: Any, *_: Any) -> Any:
    return arr.pop() if len(arr) else U


def a_shift(arr: Any, *_: Any) -> Any:
    tick(1 + (len(arr) >> 6))  # every item moves
    return arr.pop(0) if len(arr) else U


def a_unshift(arr: Any, *items: Any) -> int:
    if len(arr) + len(items) > MAX_ARRAY_LENGTH:
        raise array_limit()
    tick(len(items) + (len(arr) >> 6))
    arr[0:0] = list(items)
    return len(arr)


def _to_spliced(arr: Any, *args: Any) -> list:
    copy = list(arr)
    tick(len(copy))
    a_splice(copy, *args)
    return copy


def a_to_reversed(arr: Any, *_: Any) -> list:
    """``toReversed``: a copy, charged per item as every copying method is."""
    tick(len(arr))
    return list(reversed(list(arr)))


def a_with(arr: Any, index: Any = U, value: Any = U, *_: Any) -> list:
    n = len(arr)
    i = to_integer(index)
    i = n + i if i < 0 else i
    if not 0 <= i < n:
        raise ExpressionError("Invalid index : " + to_js_string(index), kind="RangeError")
    copy = list(arr)
    tick(n)
    copy[i] = value
    return copy


def a_splice(arr: Any, *args: Any) -> list:
    """`splice(start, deleteCount, ...items)`: what is removed depends on how many
    arguments there are, not on their values (as in JavaScript): no arguments remove
    nothing, a start alone removes to the end, an undefined start is 0 and an undefined
    deleteCount is 0 (`splice(1, undefined)` removes nothing)."""
    if not args:
        return []
    n = len(arr)
    start, count, items = args[0], args[1] if len(args) > 1 else U, args[2:]
    a = relative_index(start, n, 0)
    if len(args) == 1:
        delete = n - a
    else:
        delete = min(max(to_integer(count), 0), n - a)
    if n - delete + len(items) > MAX_ARRAY_LENGTH:
        raise array_limit()
    tick(delete + len(items) + ((n - a) >> 6))  # copied, inserted, moved
    removed = list(arr[a : a + delete])
    arr[a : a + delete] = list(items)
    return removed


def a_slice(arr: Any, start: Any = U, end: Any = U, *_: Any) -> list:
    n = len(arr)
    tick(n)
    return list(arr[relative_index(start, n, 0) : relative_index(end, n, n)])


def a_includes(arr: Any, value: Any = U, start: Any = 0, *_: Any) -> bool:
    tick(len(arr))
    for item in arr[relative_index(start, len(arr), 0) :] if start != 0 else arr:
        if same_value_zero(item, value):
            return True
    return False


def a_index_of(arr: Any, value: Any = U, start: Any = 0, *_: Any) -> int:
    tick(len(arr))
    n = len(arr)
    for i in range(relative_index(start, n, 0), n):
        if strict_equals(arr[i], value):
            return i
    return -1


def a_last_index_of(arr: Any, value: Any = U, start: Any = U, *_: Any) -> int:
    tick(len(arr))
    n = len(arr)
    end = n - 1 if start is U else (to_integer(start) if to_integer(start) >= 0 else n + to_integer(start))
    for i in range(min(end, n - 1), -1, -1):
        if strict_equals(arr[i], value):
            return i
    return -1


def a_join(arr: Any, sep: Any = U, *_: Any) -> str:
    return check_string(array_join(arr, "," if sep is U else to_js_string(sep)))


def a_map(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> list:
    f, n = callback(fn, this)
    tick(len(arr))
    if n == 1:
        return [f(x) for x in arr]
    if n == 0:
        return [f() for _ in arr]
    if n == 2:
        return [f(x, i) for i, x in enumerate(arr)]
    return [f(x, i, arr) for i, x in enumerate(arr)]


def a_filter(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> list:
    f, n = callback(fn, this)
    tick(len(arr))
    if n == 1:
        return [x for x in arr if truthy(f(x))]
    if n == 0:
        return [x for x in arr if truthy(f())]
    return [x for i, x in enumerate(arr) if truthy(f(x, i, arr) if n == 3 else f(x, i))]


def _call_n(f: Callable, n: int, x: Any, i: int, arr: Any) -> Any:
    if n == 1:
        return f(x)
    if n == 0:
        return f()
    if n == 2:
        return f(x, i)
    return f(x, i, arr)


def a_for_each(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> Any:
    f, n = callback(fn, this)
    tick(len(arr))
    for i, x in enumerate(list(arr)):
        _call_n(f, n, x, i, arr)
    return U


def a_find(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> Any:
    f, n = callback(fn, this)
    tick(len(arr))
    for i, x in enumerate(arr):
        if truthy(_call_n(f, n, x, i, arr)):
            return x
    return U


def a_find_index(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> int:
    f, n = callback(fn, this)
    tick(len(arr))
    for i, x in enumerate(arr):
        if truthy(_call_n(f, n, x, i, arr)):
            return i
    return -1


def a_find_last(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> Any:
    f, n = callback(fn, this)
    tick(len(arr))
    for i in range(len(arr) - 1, -1, -1):
        if truthy(_call_n(f, n, arr[i], i, arr)):
            return arr[i]
    return U


def a_find_last_index(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> int:
    f, n = callback(fn, this)
    tick(len(arr))
    for i in range(len(arr) - 1, -1, -1):
        if truthy(_call_n(f, n, arr[i], i, arr)):
            return i
    return -1


def a_some(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> bool:
    f, n = callback(fn, this)
    tick(len(arr))
    return any(truthy(_call_n(f, n, x, i, arr)) for i, x in enumerate(arr))


def a_every(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> bool:
    f, n = callback(fn, this)
    tick(len(arr))
    return all(truthy(_call_n(f, n, x, i, arr)) for i, x in enumerate(arr))


def a_reduce(arr: Any, fn: Any = U, *initial: Any) -> Any:
    f, n = callback(fn)
    tick(len(arr))
    items = list(enumerate(arr))
    if initial:
        acc = initial[0]
    elif not items:
        raise ExpressionError("Reduce of empty array with no initial value")
    else:
        acc = items[0][1]
        items = items[1:]
    for i, x in items:
        acc = f(acc, x, i, arr) if n >= 3 else (f(acc, x) if n == 2 else f(acc))
    return acc


def a_reduce_right(arr: Any, fn: Any = U, *initial: Any) -> Any:
    return a_reduce(list(reversed(arr)), fn, *initial)


def a_concat(arr: Any, *others: Any) -> list:
    out = list(arr)
    tick(len(out))
    for other in others:
        tick(len(other) if is_array(other) else 1)
        if is_array(other):
            out.extend(other)
        else:
            out.append(other)
        if len(out) > MAX_ARRAY_LENGTH:
            raise array_limit()
    return out


def a_reverse(arr: Any, *_: Any) -> Any:
    tick(len(arr))
    if type(arr) is list:
        arr.reverse()
    else:
        arr[:] = list(reversed(list(arr)))
    return arr


def default_compare(a: Any, b: Any) -> int:
    if a is U:
        return 0 if b is U else 1
    if b is U:
        return -1
    x, y = to_js_string(a), to_js_string(b)
    # JavaScript compares UTF-16 code units
    x16, y16 = x.encode("utf-16-be"), y.encode("utf-16-be")
    return -1 if x16 < y16 else (1 if x16 > y16 else 0)


def _sorted(arr: Any, fn: Any) -> list:
    items = list(arr)
    tick(len(items) * max(1, len(items).bit_length()))
    if fn is U:
        key = functools.cmp_to_key(default_compare)
    else:
        f, _ = callback(fn)

        def compare(a: Any, b: Any) -> int:
            if a is U or b is U:
                return default_compare(a, b)
            r = to_number(f(a, b))
            return -1 if r < 0 else (1 if r > 0 else 0)

        key = functools.cmp_to_key(compare)
    return sorted(items, key=key)


def a_sort(arr: Any, fn: Any = U, *_: Any) -> Any:
    result = _sorted(arr, fn)
    arr[:] = result
    return arr


MAX_FLAT_NESTING = 10_000  # (deeper, or an array inside itself: V8's stack overflows)


def a_flat(arr: Any, depth: Any = 1, *_: Any) -> list:
    """``flat(depth)``, walked with a stack of its own (no Python recursion: a depth of
    100 used to be the most it went, silently); arrays nested deeper than
    MAX_FLAT_NESTING (an array that holds itself) are the RangeError V8 gives."""
    d = 1 if depth is U else to_integer(depth)
    out: list = []
    stack = [(iter(arr), d)]
    while stack:
        items, level = stack[-1]
        for item in items:
            if level > 0 and is_array(item):
                if len(stack) >= MAX_FLAT_NESTING:
                    raise stack_limit()
                tick(1)
                stack.append((iter(item), level - 1))
                break
            out.append(item)
            if len(out) > MAX_ARRAY_LENGTH:
                raise array_limit()
            if not len(out) & 1023:
                tick(1024)
        else:
            stack.pop()
    return out


def a_flat_map(arr: Any, fn: Any = U, this: Any = U, *_: Any) -> list:
    return a_flat(a_map(arr, fn, this), 1)


def a_fill(arr: Any, value: Any = U, start: Any = U, end: Any = U, *_: Any) -> Any:
    n = len(arr)
    tick(n)
    for i in range(relative_index(start, n, 0), relative_index(end, n, n)):
        arr[i] = value
    return arr


def a_copy_within(arr: Any, target: Any = U, start: Any = U, end: Any = U, *_: Any) -> Any:
    """``copyWithin(target, start, end)``: the items from start to end copied over those
    from target on (as far as the array goes), in place."""
    n = len(arr)
    to, first = relative_index(target, n, 0), relative_index(start, n, 0)
    count = min(relative_index(end, n, n) - first, n - to)
    if count > 0:
        tick(count)
        arr[to:to + count] = list(arr[first:first + count])
    return arr


def a_to_string(arr: Any, *_: Any) -> str:
    return to_js_string(arr)  # (an array's items joined; a DOM collection's `[object NodeList]`)


def a_to_locale_string(arr: Any, locales: Any = U, options: Any = U, *_: Any) -> str:
    """`Array.prototype.toLocaleString`: each item's own `toLocaleString(locales,
    options)`, null and undefined as nothing, joined with commas."""
    tick(len(arr))
    parts = ["" if item is None or item is U else to_js_string(call_method(item, "toLocaleString", [locales, options]))
             for item in arr]
    return check_string(",".join(parts))


def length_mutator(impl: Callable[..., Any]) -> Callable[..., Any]:
    """`impl` (push, pop, shift, unshift, splice) run without tracking, as Vue 3 runs
    them (vuejs/core#2137): they read the length they change, and an effect that pushes
    to a list must not re-run whenever the list grows (rows pushing into the list they
    come from would re-run one another, each push waking every row)."""
    def method(arr: Any, *args: Any) -> Any:
        with untracked():
            return impl(arr, *args)

    method.__name__ = impl.__name__
    return method


def in_place(impl: Callable[..., Any]) -> Callable[..., Any]:
    """`impl`, a method that changes its array, refused on a sequence Python cannot change
    (a tuple, a range: `exc.args.push(1)`), with JavaScript's TypeError for a frozen array
    rather than Python's own error text."""
    def method(arr: Any, *args: Any) -> Any:
        if not isinstance(arr, MutableSequence):
            raise ExpressionError(f"Cannot {impl.__name__[2:]} a read-only array: object is not extensible",
                                  kind="TypeError")
        return impl(arr, *args)

    method.__name__ = impl.__name__
    return method


ARRAY_METHODS.update({
    "push": length_mutator(in_place(a_push)),
    "pop": length_mutator(in_place(a_pop)),
    "shift": length_mutator(in_place(a_shift)),
    "unshift": length_mutator(in_place(a_unshift)),
    "splice": length_mutator(in_place(a_splice)),
    "slice": a_slice,
    "includes": a_includes,
    "indexOf": a_index_of,
    "lastIndexOf": a_last_index_of,
    "join": a_join,
    "map": a_map,
    "filter": a_filter,
    "forEach": a_for_each,
    "find": a_find,
    "findIndex": a_find_index,
    "findLast": a_find_last,
    "findLastIndex": a_find_last_index,
    "some": a_some,
    "every": a_every,
    "reduce": a_reduce,
    "reduceRight": a_reduce_right,
    "concat": a_concat,
    "reverse": in_place(a_reverse),
    "sort": in_place(a_sort),
    "toSorted": lambda arr, fn=U, *_: _sorted(arr, fn),
    "toReversed": a_to_reversed,
    "toSpliced": lambda arr, *args: _to_spliced(arr, *args),
    "with": a_with,
    "flat": a_flat,
    "flatMap": a_flat_map,
    "fill": in_place(a_fill),
    "copyWithin": in_place(a_copy_within),
    "at": s_at,
    "keys": array_iterator("keys"),
    "values": array_iterator("values"),
    "entries": array_iterator("entries"),
    SYMBOL_ITERATOR: array_iterator("values"),
    "toString": a_to_string,
    "toLocaleString": a_to_locale_string,
})
STRING_METHODS[SYMBOL_ITERATOR] = string_iterator


# -- numbers --------------------------------------------------------------------------


def n_to_string(x: Any, radix: Any = U, *_: Any) -> str:
    if type(x) is bool:  # Boolean.prototype.toString
        return "true" if x else "false"
    base = 10 if radix is U else to_integer(radix)
    if base == 10 or not 2 <= base <= 36:
        return number_to_string(x, base)
    text = radix_string(to_number(x), base)
    tick(1 + len(text))  # (a loop turn a digit: (1e308).toString(3) writes 646, 1e-300 in base 2 over 1,000)
    return text


DIGITS36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def radix_string(value: Any, radix: int) -> str:
    """``toString(radix)`` digit for digit as V8 (DoubleToRadixCString): fraction digits
    until the value is pinned down, integer digits past 2^53 as zeros."""
    if value != value:
        return "NaN"
    if value in (INF, -INF):
        return "Infinity" if value > 0 else "-Infinity"
    if type(value) is int and abs(value) < 2**53:
        n, out = abs(value), []
        while True:
            n, r = divmod(n, radix)
            out.append(DIGITS36[r])
            if n == 0:
                break
        return ("-" if value < 0 else "") + "".join(reversed(out))
    value = to_double(value)
    negative = value < 0
    value = abs(value)
    integer = math.floor(value)
    fraction = value - integer
    delta = max(0.5 * (math.nextafter(value, INF) - value), math.nextafter(0.0, 1.0))
    digits: list[int] = []
    if fraction >= delta:
        while True:
            fraction *= radix
            delta *= radix
            digit = int(fraction)
            digits.append(digit)
            fraction -= digit
            if fraction > 0.5 or (fraction == 0.5 and digit & 1):
                if fraction + delta > 1:  # round up, carrying through written digits
                    while True:
                        if not digits:
                            integer += 1
                            break
                        last = digits.pop() + 1
                        if last < radix:
                            digits.append(last)
                            break
                    break
            if fraction < delta:
                break
    zeros = 0
    while integer / radix >= 2.0**53:  # digits below the double's precision are zeros
        integer /= radix
        zeros += 1
    whole: list[str] = []
    while True:
        remainder = math.fmod(integer, radix)
        whole.append(DIGITS36[int(remainder)])
        integer = (integer - remainder) / radix
        if integer <= 0:
            break
    text = "".join(reversed(whole)) + "0" * zeros
    if digits:
        text += "." + "".join(DIGITS36[d] for d in digits)
    return ("-" if negative else "") + text


def n_to_precision(x: Any, precision: Any = U, *_: Any) -> str:
    if precision is U:
        return number_to_string(x)
    p = to_integer(precision)
    x = to_number(x)
    if x != x or x in (INF, -INF):  # before the range check, as specified
        return number_to_string(x)
    if not 1 <= p <= 100:
        raise ExpressionError("toPrecision() argument must be between 1 and 100", kind="RangeError")
    if x == 0:
        return "0" + ("." + "0" * (p - 1) if p > 1 else "")
    from decimal import ROUND_HALF_UP, Context, Decimal

    d = Decimal(x)
    e = d.adjusted()
    exact = Context(prec=1200)
    rounded = d.quantize(Decimal(1).scaleb(e - p + 1), rounding=ROUND_HALF_UP, context=exact)
    if rounded.adjusted() != e:
        e = rounded.adjusted()
        rounded = d.quantize(Decimal(1).scaleb(e - p + 1), rounding=ROUND_HALF_UP, context=exact)
    if e < -6 or e >= p:
        digits = str(rounded.scaleb(-e, exact).quantize(Decimal(1).scaleb(-(p - 1)), context=exact).copy_abs())
        sign = "-" if x < 0 else ""
        return f"{sign}{digits}e{'+' if e >= 0 else '-'}{abs(e)}"
    return f"{rounded:f}"


NUMBER_METHODS.update({
    "toFixed": lambda x, d=0, *_: to_fixed(x, d),
    "toString": n_to_string,
    "toPrecision": n_to_precision,
    "toLocaleString": n_to_locale_string,
    "valueOf": lambda x, *_: x,
})


def n_to_exponential(x: Any, digits: Any = U, *_: Any) -> str:
    """``toExponential(digits)``: ``d.ddde+N``, ties rounded up in magnitude (exact value)."""
    from decimal import ROUND_HALF_UP, Context, Decimal

    x = to_number(x)
    f = None if digits is U else to_integer(digits)
    if x != x or x in (INF, -INF):
        return number_to_string(x)
    exact_context = Context(prec=1200)
    if f is not None and not 0 <= f <= 100:
        raise ExpressionError("toExponential() argument must be between 0 and 100", kind="RangeError")
    sign = "-" if x < 0 else ""
    if x == 0:
        mantissa, e = "0" + ("." + "0" * f if f else ""), 0
    else:
        exact = Decimal(repr(abs(x))) if f is None else Decimal(abs(x))
        e = exact.adjusted()
        if f is None:
            digits_text = "".join(map(str, exact.normalize().as_tuple().digits))
        else:
            scaled = exact.scaleb(-e, exact_context).quantize(
                Decimal(1).scaleb(-f), rounding=ROUND_HALF_UP, context=exact_context
            )
            if scaled >= 10:
                e += 1
                scaled = exact.scaleb(-e, exact_context).quantize(
                    Decimal(1).scaleb(-f), rounding=ROUND_HALF_UP, context=exact_context
                )
            digits_text = "".join(map(str, scaled.as_tuple().digits))[: f + 1].ljust(f + 1, "0")
        mantissa = digits_text[0] + ("." + digits_text[1:] if len(digits_text) > 1 else "")
    return f"{sign}{mantissa}e{'+' if e >= 0 else '-'}{abs(e)}"


NUMBER_METHODS["toExponential"] = n_to_exponential

# -- functions (Function.prototype) ---------------------------------------------------


def f_call(fn: Any, this: Any = U, *args: Any) -> Any:
    return call_with_this(fn, this, args, "function")


def f_apply(fn: Any, this: Any = U, args: Any = U, *_: Any) -> Any:
    return f_call(fn, this, *(() if args is None or args is U else array_like_items(args)))


FUNCTION_METHODS.update({
    "call": f_call,
    "apply": f_apply,
    "bind": lambda fn, this=U, *args: BoundFunction(fn, this, args),
    "toString": lambda fn, *_: function_text(fn),
})


# -- objects (Object.prototype on dicts and mappings) ----------------------------------


def has_own(o: Any, key: Any = U, *_: Any) -> bool:
    """Whether ``o`` has the own property ``key`` (any value: ``Object.hasOwn``,
    ``Object.prototype.hasOwnProperty.call``)."""
    pkey = to_property_key(key)
    if isinstance(o, Mapping):
        if pkey in o:
            return True
        table = props_of(o)  # (a property defined with Object.defineProperty)
        return table is not None and pkey in table.props
    if type(pkey) is not str:  # (a symbol: arrays and strings have none of their own)
        return False
    if is_array(o) or isinstance(o, str):
        index = int(pkey) if pkey.isdigit() and pkey.isascii() and (pkey == "0" or pkey[0] != "0") else None
        return pkey == "length" or (index is not None and index < (utf16.length(o) if isinstance(o, str) else len(o)))
    if callable(o) and (props := function_props_of(o)) is not None and pkey in props.own:
        return True  # (a function's own property: petite.expr.function_props)
    has_own_property = getattr(type(o), "__js_has_own__", None)  # (storage: its items)
    if has_own_property is not None:
        return has_own_property(o, pkey)
    fields = getattr(o, "__js_fields__", None)  # (the scope, DOM views: what Object.keys lists)
    if not callable(fields):
        return False
    own = fields()
    tick(len(own))  # (a view lists them all to answer)
    return pkey in own


def is_enumerable(o: Any, key: Any = U) -> bool:
    """``propertyIsEnumerable``: an own property listed by ``Object.keys``."""
    if not has_own(o, key):
        return False
    if isinstance(o, Mapping):
        table = props_of(o)
        prop = table.props.get(to_property_key(key)) if table is not None else None
        return prop is None or prop.enumerable
    return to_property_key(key) != "length"


def class_tag(o: Any) -> str:
    """``Object.prototype.toString``'s name for the kind of ``o`` (``[object Array]``)."""
    if o is None:
        return "Null"
    if o is U:
        return "Undefined"
    if isinstance(o, bool):
        return "Boolean"
    if isinstance(o, (int, float)):
        return "Number"
    if isinstance(o, str):
        return "String"
    if is_array(o):
        return tag_of(o) or "Array"  # (a DOM collection: `[object NodeList]`)
    if type(o) is JSRegExp:
        return "RegExp"
    if type(o).__name__ == "JSDate":
        return "Date"
    if is_error(o):
        return "Error"
    tag = getattr(type(o), "_kind", None)  # (the built-in classes made here: Set, Map, URL...)
    if type(o) is JSIterator:
        tag = o.tag
    elif type(o) is JSSymbol:
        tag = "Symbol"
    if type(tag) is str:
        return tag
    dom_tag = tag_of(o)  # (a DOM view: `[object HTMLDivElement]`)
    if dom_tag is not None:
        return dom_tag
    if js_typeof(o) == "function":
        return "Function"
    return "Object"


class _FrozenArray(tuple):
    """An empty array no call can change (what `Array.prototype`'s methods are bound to)."""

    __slots__ = ()

    def _frozen(self, *_: Any) -> Any:
        raise ExpressionError("Cannot change Array.prototype: object is not extensible", kind="TypeError")

    append = extend = insert = pop = remove = clear = reverse = sort = __setitem__ = __delitem__ = _frozen


ARRAY_RECEIVER = _FrozenArray()

OBJECT_METHODS.update({
    "hasOwnProperty": has_own,
    "toString": lambda o, *_: f"[object {class_tag(o)}]",
    "toLocaleString": lambda o, *_: call_method(o, "toString", []),
    "valueOf": lambda o, *_: o,
    "propertyIsEnumerable": lambda o, key=U, *_: is_enumerable(o, key),
})
BOOLEAN_METHODS.update({
    "toString": lambda b, *_: "true" if b else "false",
    "valueOf": lambda b, *_: b,
})
# Arrays, strings, numbers, booleans and functions inherit Object.prototype too: what their own
# prototype lacks (`[1].hasOwnProperty(0)`, `[1].valueOf()`) is Object's.
for _own in (ARRAY_METHODS, STRING_METHODS, NUMBER_METHODS, BOOLEAN_METHODS, FUNCTION_METHODS):
    for _name, _impl in OBJECT_METHODS.items():
        _own.setdefault(_name, _impl)



# -- what the optimistic ("fast") code may call ----------------------------------------
# Methods without side effects (their callbacks are checked separately): a pure
# expression may run twice when its fast path gives up, so nothing here may mutate.
PURE_ARRAY_METHODS = frozenset(
    """map filter find findIndex findLast findLastIndex some every includes indexOf lastIndexOf
    join slice concat flat flatMap at reduce reduceRight toSorted toReversed keys values entries
    toString""".split()
)
PURE_BUILTIN_MEMBERS = frozenset(
    """max min abs floor ceil round trunc sign sqrt cbrt pow log log2 log10 log1p exp expm1 sin cos
    tan asin acos atan atan2 sinh cosh tanh hypot random stringify parse keys values entries
    fromEntries isArray from of isInteger isFinite isNaN isSafeInteger parseFloat parseInt
    fromCharCode fromCodePoint now""".split()
)
PURE_GLOBAL_FUNCTIONS = frozenset(
    """parseInt parseFloat isNaN isFinite Number String Boolean encodeURIComponent encodeURI
    decodeURIComponent decodeURI""".split()
)
