"""`window.matchMedia(query)`: media queries answered for the page's viewport.

A server does not know the screen a page will be shown on: a page no browser shows
answers for the page the reference harness shows (`petite.expr.viewport.ASSUMED`: a
1280x720 viewport at 1 device pixel per CSS pixel, light colour scheme, no reduced
motion, a fine pointer that hovers), a live page for its user's browser once the client
reported it. So `matchMedia('(prefers-color-scheme: dark)').matches` is false and
`matchMedia('(min-width: 768px)').matches` true on a render or a test, as
`innerWidth >= 768` is; a theme switcher that calls `matchMedia` without a guard runs
instead of throwing. A list's `change` fires when a live page's browser reports a
viewport that changes what it matches (or a test shows the page in another:
`Mounted.show_in`).

The grammar is Media Queries level 4's: a comma-separated list of queries, each an
optional `not`/`only` with a media type and `and` conditions, or a condition of
parenthesised features joined by `and`/`or`, negated by `not`; features in the
`name: value`, boolean `(name)` and range forms (`(width >= 600px)`,
`(400px < width <= 900px)`), `min-`/`max-` prefixes. A query that does not parse is
`not all` (it matches nothing), as in browsers; so is one naming an unknown feature or
a keyword the feature does not take (`not (foo: bar)` matches nothing either).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from .budget import ExpressionLimitError, tick
from .errors import ExpressionError
from .functions import PageObject
from .values import to_js_string, undefined
from .viewport import ASSUMED, Viewport

MEDIA_TYPES = {"all": True, "screen": True, "print": False}
# The keywords each discrete feature takes (another is an invalid query: `not all`).
_KEYWORDS = {
    "orientation": "portrait landscape", "scan": "interlace progressive", "update": "none slow fast",
    "overflow-block": "none scroll paged", "overflow-inline": "none scroll", "hover": "none hover",
    "any-hover": "none hover", "pointer": "none coarse fine", "any-pointer": "none coarse fine",
    "prefers-color-scheme": "light dark", "prefers-reduced-motion": "no-preference reduce",
    "prefers-reduced-transparency": "no-preference reduce", "prefers-reduced-data": "no-preference reduce",
    "prefers-contrast": "no-preference more less custom", "forced-colors": "none active",
    "inverted-colors": "none inverted", "color-gamut": "srgb p3 rec2020", "dynamic-range": "standard high",
    "video-dynamic-range": "standard high", "scripting": "none initial-only enabled",
    "display-mode": "fullscreen standalone minimal-ui browser picture-in-picture window-controls-overlay",
}
_RANGED = frozenset({"width", "height", "device-width", "device-height", "aspect-ratio", "device-aspect-ratio",
                     "resolution", "color", "color-index", "monochrome"})
# colour-gamut is ordered: a wider gamut matches the narrower ones too
_GAMUTS = ("srgb", "p3", "rec2020")
_EM = 16  # px: the initial font size (em and rem in a media query)
_UNITS = {"px": 1, "em": _EM, "rem": _EM, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6,
          "pt": 4 / 3, "pc": 16}
_VIEWPORT_UNITS = {"vw": lambda w, h: w, "vh": lambda w, h: h, "vmin": min, "vmax": max}  # (1% of it)
_RESOLUTION_UNITS = {"dppx": 1, "x": 1, "dpi": 1 / 96, "dpcm": 2.54 / 96}
_TOKEN_RE = re.compile(r"\s*(>=|<=|[(),:<>=/]|[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?[a-z%]*|-?[a-z][\w-]*)", re.I)
MAX_QUERY = 2000  # characters of a query petite parses (a longer one is `not all`)
MAX_NESTING = 32  # parentheses within parentheses (a deeper query is `not all`)


class _Invalid(Exception):
    """The query does not parse: it is `not all`."""


def matches(query: str, viewport: Viewport = ASSUMED) -> bool:
    """Does the media query list `query` match the page shown in `viewport`?"""
    if len(query) > MAX_QUERY:
        return False
    # Parsed at each call (a list's `matches` is read again for the viewport): a step a
    # character and 4 a query of the list, what the parse costs (wave 46: charged a step
    # per 64 characters, a list of 900 one-word queries read in a loop ran minutes)
    tick(1 + len(query) + 4 * query.count(","))
    if _nesting(query) > MAX_NESTING:
        return False
    if not query.strip():
        return True  # (an empty list is `all`)
    env = viewport.features
    return any(_query(part, env) for part in _split(query))


def _nesting(query: str) -> int:
    depth = deepest = 0
    for char in query:
        if char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")":
            depth -= 1
    return deepest


def normalized(query: str) -> str:
    """`MediaQueryList.media`: the list as written, queries separated by ", " (lower-cased
    keywords are left as written: petite does not reserialize). A step per 4 characters
    (the split reads each: a 400,000-character query made a list in 90 ms)."""
    tick(1 + len(query) // 4)
    return ", ".join(part.strip() for part in _split(query))


def _split(query: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, char in enumerate(query):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(query[start:i])
            start = i + 1
    parts.append(query[start:])
    return parts


def _tokens(text: str) -> list[str]:
    out, pos = [], 0
    text = text.strip()
    while pos < len(text):
        found = _TOKEN_RE.match(text, pos)
        if found is None or found.end() == pos:
            raise _Invalid
        out.append(found.group(1).lower())
        pos = found.end()
    return out


def _query(text: str, env: dict) -> bool:
    try:
        tokens = _tokens(text)
        if not tokens:
            raise _Invalid
        return _media_query(tokens, env)
    except (_Invalid, IndexError, ValueError, ZeroDivisionError):
        return False


def _media_query(tokens: list[str], env: dict) -> bool:
    if tokens[0] == "(" or (tokens[0] == "not" and len(tokens) > 1 and tokens[1] == "("):
        value, rest = _condition(tokens, env, allow_or=True)
        if rest:
            raise _Invalid
        return value
    negate = tokens[0] == "not"
    if tokens[0] in ("not", "only"):
        tokens = tokens[1:]
    media_type = tokens[0]
    if media_type in ("and", "or", "not", "only", "(") or not re.fullmatch(r"[a-z][\w-]*", media_type):
        raise _Invalid
    value = MEDIA_TYPES.get(media_type, False)
    rest = tokens[1:]
    if rest:
        if rest[0] != "and":
            raise _Invalid
        condition, rest = _condition(rest[1:], env, allow_or=False)
        if rest:
            raise _Invalid
        value = value and condition
    return not value if negate else value


def _condition(tokens: list[str], env: dict, allow_or: bool) -> tuple[bool, list[str]]:
    """A condition: `not (…)`, or `(…)` joined by one kind of `and`/`or`."""
    if tokens[0] == "not":
        value, rest = _in_parens(tokens[1:], env)
        return not value, rest
    value, rest = _in_parens(tokens, env)
    joiner = None
    while rest and rest[0] in ("and", "or"):
        if joiner is not None and rest[0] != joiner or (rest[0] == "or" and not allow_or):
            raise _Invalid
        joiner = rest[0]
        other, rest = _in_parens(rest[1:], env)
        value = (value and other) if joiner == "and" else (value or other)
    return value, rest


def _in_parens(tokens: list[str], env: dict) -> tuple[bool, list[str]]:
    if tokens[0] != "(":
        raise _Invalid
    depth, end = 0, 0
    for end, token in enumerate(tokens):
        depth += token == "("
        depth -= token == ")"
        if depth == 0:
            break
    else:
        raise _Invalid
    inner, rest = tokens[1:end], tokens[end + 1:]
    if inner and (inner[0] == "(" or inner[0] == "not"):
        value, left = _condition(inner, env, allow_or=True)
        if left:
            raise _Invalid
        return value, rest
    return _feature(inner, env), rest


def _feature(tokens: list[str], env: dict) -> bool:
    if len(tokens) == 1:  # (name): true when the feature's value is not zero or none
        name = tokens[0]
        if name not in env:
            raise _Invalid  # (an unknown feature makes the query `not all`, negated or not)
        value = env[name]
        return value not in (0, None, "none", "no-preference")
    if len(tokens) >= 3 and tokens[1] == ":":
        name, value = tokens[0], tokens[2:]
        if name.startswith("-webkit-") and name.endswith("device-pixel-ratio") and len(value) == 1:
            value = [value[0] + "dppx"]  # (WebKit's unitless ratio: the resolution in dppx)
            name = name[len("-webkit-"):].replace("device-pixel-ratio", "resolution")
        for prefix, op in (("min-", ">="), ("max-", "<=")):
            if name.startswith(prefix) and name[len(prefix):] in _RANGED:
                return _compare(name[len(prefix):], op, value, env)
        if name not in env:
            raise _Invalid
        if name in _RANGED:
            return _compare(name, "=", value, env)
        if len(value) != 1 or value[0] not in _KEYWORDS.get(name, "").split():
            raise _Invalid
        if name == "color-gamut":
            return value[0] in _GAMUTS and _GAMUTS.index(value[0]) <= _GAMUTS.index(env[name])
        return env[name] == value[0]
    return _range(tokens, env)


_OPS = {">=", "<=", ">", "<", "="}
_FLIPPED = {">=": "<=", "<=": ">=", ">": "<", "<": ">", "=": "="}


def _range(tokens: list[str], env: dict) -> bool:
    """`(width >= 600px)`, `(600px <= width)`, `(400px < width <= 900px)`."""
    ops = [i for i, token in enumerate(tokens) if token in _OPS]
    if len(ops) == 1:
        i = ops[0]
        left, op, right = tokens[:i], tokens[i], tokens[i + 1:]
        if len(left) == 1 and left[0] in _RANGED:
            return _compare(left[0], op, right, env)
        if len(right) == 1 and right[0] in _RANGED:
            return _compare(right[0], _FLIPPED[op], left, env)
        raise _Invalid  # (a feature that is not a range, an unknown one)
    if len(ops) == 2:
        i, j = ops
        low, op1, name, op2, high = tokens[:i], tokens[i], tokens[i + 1:j], tokens[j], tokens[j + 1:]
        if len(name) != 1 or name[0] not in _RANGED or op1[0] != op2[0] or op1 == "=":
            raise _Invalid
        return _compare(name[0], _FLIPPED[op1], low, env) and _compare(name[0], op2, high, env)
    raise _Invalid


def _compare(name: str, op: str, value: list[str], env: dict) -> bool:
    actual = env[name]
    wanted = _value(name, value, env)
    if op == ">=":
        return actual >= wanted
    if op == "<=":
        return actual <= wanted
    if op == ">":
        return actual > wanted
    if op == "<":
        return actual < wanted
    return actual == wanted


_NUMBER_RE = re.compile(r"([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)\Z")


def _value(name: str, value: list[str], env: dict) -> Any:
    if name in ("aspect-ratio", "device-aspect-ratio"):
        if len(value) == 3 and value[1] == "/":
            return Fraction(value[0]) / Fraction(value[2])
        if len(value) == 1:
            return Fraction(value[0])
        raise _Invalid
    if len(value) != 1:
        raise _Invalid
    found = _NUMBER_RE.match(value[0])
    if found is None:
        raise _Invalid
    number, unit = float(found.group(1)), found.group(2)
    if name == "resolution":
        if unit not in _RESOLUTION_UNITS:
            raise _Invalid
        return number * _RESOLUTION_UNITS[unit]
    if name in ("color", "color-index", "monochrome"):
        if unit or not number.is_integer():
            raise _Invalid
        return number
    if unit == "" and number == 0:
        return 0
    if unit in _VIEWPORT_UNITS:
        return number * _VIEWPORT_UNITS[unit](env["width"], env["height"]) / 100
    if unit not in _UNITS:
        raise _Invalid
    return number * _UNITS[unit]


# -- the MediaQueryList an expression gets ------------------------------------------------

MAX_LIST_LISTENERS = 1000  # `change` listeners of one list (as an element's: petite.domview)


def _add_listener(self: MediaQueryList, type: Any = undefined, handler: Any = undefined, *_: Any) -> Any:
    """`addEventListener('change', fn)`: kept once, in order; the page's window is told
    (`listened`), which fires `change` when its viewport changes what the list matches."""
    if type == "change" and callable(handler) and not any(fn is handler for fn in self.listeners):
        tick(1 + len(self.listeners))
        if len(self.listeners) >= MAX_LIST_LISTENERS:
            raise ExpressionLimitError(f"more than {MAX_LIST_LISTENERS} listeners added to one MediaQueryList")
        self.listeners.append(handler)
        if self.listened is not None:
            self.listened(self)
    return undefined


def _remove_listener(self: MediaQueryList, type: Any = undefined, handler: Any = undefined, *_: Any) -> Any:
    if type == "change":
        self.listeners[:] = [fn for fn in self.listeners if fn is not handler]
    return undefined


def _dispatch(self: MediaQueryList, *_: Any) -> bool:
    return True


class MediaQueryList(PageObject):
    """What `matchMedia(query)` returns: `media`, `matches` (read-only, read again for the
    viewport the page is shown in now: `viewport_of`), `onchange` and `change` listeners
    (`addEventListener`, `addListener`). When a live page's browser reports another
    viewport, its window fires `change` at the lists whose `matches` it changed
    (`petite.window.show_in`); a page no browser shows keeps one viewport."""

    __slots__ = ("media", "query", "viewport_of", "listened", "listeners", "onchange", "last")
    NAME = "MediaQueryList"
    METHODS = {"addEventListener": _add_listener, "removeEventListener": _remove_listener,
               "addListener": lambda self, handler=undefined, *_: _add_listener(self, "change", handler),
               "removeListener": lambda self, handler=undefined, *_: _remove_listener(self, "change", handler),
               "dispatchEvent": _dispatch}

    def __init__(self, query: str, viewport_of: Callable[[], Viewport] = lambda: ASSUMED,
                 listened: Callable[[MediaQueryList], Any] | None = None) -> None:
        object.__setattr__(self, "media", normalized(query))
        object.__setattr__(self, "query", query)
        object.__setattr__(self, "viewport_of", viewport_of)
        object.__setattr__(self, "listened", listened)
        object.__setattr__(self, "listeners", [])
        object.__setattr__(self, "onchange", None)
        object.__setattr__(self, "last", None)  # (what it matched when the page's viewport last changed)

    def matches_in(self, viewport: Viewport) -> bool:
        """Does the list match the page shown in `viewport`? (charged by `matches`)"""
        return matches(self.query, viewport)

    def follow(self, viewport: Viewport) -> bool:
        """What the list matches in `viewport`, remembered (`last`): did it change?"""
        now = self.matches_in(viewport)
        changed = now != self.last
        object.__setattr__(self, "last", now)
        return changed

    def __js_get__(self, key: Any) -> Any:
        if key == "matches":
            return self.matches_in(self.viewport_of())
        if key in ("media", "onchange"):
            return getattr(self, key)
        return PageObject.__js_get__(self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        if key == "onchange":  # (the other members are read-only: a sloppy-mode write does nothing)
            object.__setattr__(self, "onchange", value if value is None or callable(value) else None)
            if callable(value) and self.listened is not None:
                self.listened(self)

    def handlers(self) -> list[Any]:
        """What a `change` calls, in order: its listeners, then `onchange`."""
        return [*self.listeners, *([self.onchange] if callable(self.onchange) else [])]


def match_media(query: Any = undefined, *_: Any, viewport_of: Callable[[], Viewport] = lambda: ASSUMED,
                listened: Callable[[MediaQueryList], Any] | None = None) -> MediaQueryList:
    """`window.matchMedia(query)` (also the bare name), for the viewport `viewport_of`
    gives (a page's window gives its own and keeps the lists listened to: `petite.window`)."""
    if query is undefined:
        raise ExpressionError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.",
                              kind="TypeError")
    return MediaQueryList(to_js_string(query), viewport_of, listened)  # (its text charged as it is read)
