"""A style attribute as the browser's CSSOM sees it: an ordered map of declarations
(`parse_css_text`), serialized as `name: value;` pairs (`serialize_css`), property
names as `el.style[name]` maps them (`css_property`), and `el.style[name] = value`
(`set_style_property`, which knows which properties take a bare number).

Which properties there are is Chromium's (`petite.css_properties`, recorded): a name
Chromium's style does not have is an ordinary JavaScript property of the style object
(`style.nope = 1` and `:style="{ nope: 1 }"` change nothing), and a declaration of an
unknown property is dropped when the attribute is parsed (`cssText`, a `:style` string).

Used by `:style`/`v-show` (`petite.directives`) and by `el.style` (`petite.dom`).
"""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from .css_properties import STYLE_PROPERTIES, UNDECLARED
from .expr.budget import tick
from .expr.values import is_array, to_js_string, undefined

_HYPHENATE_RE = re.compile(r"\B([A-Z])")
_STYLE_MARKS_RE = re.compile(r"[;()]")


def split_declarations(text: str) -> list[str]:
    r"""`text` split at each `;` that is not followed by a `)` before any `(` (Vue's
    listDelimiter, `/;(?![^(]*\)/`), in one pass: that lookahead rescans the rest of
    the text at every `;` (quadratic: a 960,000-character style took 14 s)."""
    if ")" not in text:
        return text.split(";")
    parts: list[str] = []
    end = len(text)
    after = ""  # the first parenthesis after the current position
    for mark in reversed(list(_STYLE_MARKS_RE.finditer(text))):
        char = mark.group()
        if char != ";":
            after = char
        elif after != ")":
            parts.append(text[mark.end():end])
            end = mark.start()
    parts.append(text[:end])
    parts.reverse()
    return parts
# (a match starts where a run of spaces does: searched from inside the run too, a value
# with 100,000 spaces took 14 s)
IMPORTANT_RE = re.compile(r"(?<!\s)\s*!important$")


def hyphenate(name: str) -> str:
    """`fontSize` -> `font-size` (Vue's hyphenate)."""
    return _HYPHENATE_RE.sub(r"-\1", name).lower()


_WEBKIT_RE = re.compile(r"webkit[A-Z]")


def css_name(key: str) -> str:
    """The CSS name of one of `el.style`'s camelCase properties: `fontSize` ->
    `font-size`, `webkitTransform` -> `-webkit-transform`, `cssFloat` -> `float`."""
    if key == "cssFloat":
        return "float"
    if _WEBKIT_RE.match(key):
        return "-webkit-" + hyphenate(key[6:])
    return hyphenate(key)


def _style_keys() -> dict[str, str]:
    """Every name `el.style` has a CSS property under (`name in el.style`), with the
    property's CSS name: camelCase, hyphenated, and a prefixed one's `WebkitX` and
    `webkit-x` as well (checked against Chromium by tests/mount/test_css_properties.py)."""
    keys: dict[str, str] = {}
    for key in STYLE_PROPERTIES:
        name = css_name(key)
        keys[key] = keys[name] = name
        if _WEBKIT_RE.match(key):
            keys["W" + key[1:]] = keys[name[1:]] = name
    return keys


STYLE_KEYS = MappingProxyType(_style_keys())
# The CSS names a declaration takes (a style attribute, `setProperty`, `cssText`).
DECLARED = frozenset(STYLE_KEYS.values()) - UNDECLARED


# The characters a CSS identifier writes escaped (CSSOM's "serialize an identifier"):
# ASCII other than letters, digits, `-` and `_`
_IDENTIFIER_ESCAPES_RE = re.compile(r"[\x00-\x2c./:-@\[-^`{-\x7f]")


def _escaped(match: re.Match[str]) -> str:
    ch = match.group()
    if ch == "\0":
        return "\ufffd"
    if ch < " " or ch == "\x7f":
        return f"\\{ord(ch):x} "
    return "\\" + ch


def custom_property(name: str) -> str | None:
    """A custom property named in an expression (`setProperty('--x', v)`, `:style="{
    [k]: v }"`) as the style attribute writes it: an identifier, escaped as Chromium
    serializes it (`--a;b` -> `--a\\;b`: data naming a property adds no declaration of its
    own, `--x;position:fixed;--y`). None for `--` (no custom property)."""
    if name == "--":
        return None
    return _IDENTIFIER_ESCAPES_RE.sub(_escaped, name) if _IDENTIFIER_ESCAPES_RE.search(name, 2) else name


def css_property(name: str) -> str | None:
    """The CSS property a `style[name]` assignment sets: `fontSize` -> `font-size`,
    `WebkitTransform` -> `-webkit-transform`, `cssFloat` -> `float`; a custom property
    (`--x`) is itself. None: Chromium's style has no such property (`style.nope`,
    `style.msTransform`: an ordinary JavaScript property of the object)."""
    if name.startswith("--"):
        return custom_property(name)
    return STYLE_KEYS.get(name)


def declared_property(name: str) -> str | None:
    """The property a declaration of `name` sets (`setProperty(name, ...)`, a name in a
    style attribute): a custom property, or a CSS name in any case (`FONT-SIZE`); None:
    none (`fontSize`, `nope`, a descriptor such as `src`), and the declaration is dropped.
    A step per 64 characters of the name (lowered or escaped: `style.getPropertyValue(s)`
    of a 400,000-character `s` in a loop ran 55 s before the limit error, unpriced)."""
    tick(len(name) >> 6)
    if name.startswith("--"):
        return custom_property(name)
    name = name.lower()
    return name if name in DECLARED else None


Declarations = dict  # property -> (value, important)


_CSS_COMMENT_RE = re.compile(r"/\*[\s\S]*?(?:\*/|\Z)")


def parse_css_text(text: str) -> Declarations:
    """A style attribute's declarations, in order. A repeated property keeps its last
    value, in the last place, except that a normal value never overrides `!important`."""
    decls: Declarations = {}
    tick(1 + (len(text) >> 3))  # (a declaration parsed per few characters: ~0.2 µs a character)
    if "/*" in text:  # comments are dropped by the CSS parser
        text = _CSS_COMMENT_RE.sub(" ", text)
    for item in split_declarations(text):
        name, sep, value = item.partition(":")
        name = name.strip()
        value = value.strip()
        if not sep or not name or not value:
            continue
        important = False
        if IMPORTANT_RE.search(value):
            value = IMPORTANT_RE.sub("", value)
            important = True
        if not name.startswith("--"):  # (a custom property's name is written as the text has it)
            name = declared_property(name)  # (an unknown property's declaration is dropped)
        if name is None:
            continue
        if name in decls:
            if decls[name][1] and not important:
                continue
            del decls[name]
        decls[name] = (value, important)
    return decls


def serialize_css(decls: Declarations) -> str:
    """CSSOM's cssText: `name: value;` declarations separated by spaces."""
    return " ".join(
        f"{name}: {value}{' !important' if important else ''};" for name, (value, important) in decls.items()
    )


# `el.style[name] = <number>` is valid CSS only where the property's grammar takes that
# number (standards mode; from Chromium): "0" zero (a length), "1" positive integers,
# "f" fractions, "n" negative numbers. Other properties ignore numbers.
_NUMBER_GRAMMAR_SOURCE = {
    "0": """-webkit-border-horizontal-spacing -webkit-border-vertical-spacing -webkit-mask-position-x
    -webkit-mask-position-y -webkit-text-stroke-width animation-range-end animation-range-start
    background background-position background-size block-size border border-block
    border-block-end-width border-block-start-width border-bottom border-bottom-left-radius
    border-bottom-right-radius border-bottom-width border-end-end-radius border-end-start-radius
    border-inline border-inline-end-width border-inline-start-width border-left
    border-left-width border-radius border-right border-right-width border-spacing
    border-start-end-radius border-start-start-radius border-top border-top-left-radius
    border-top-right-radius border-top-width border-width bottom column-gap column-height
    column-rule column-rule-inset-cap-end column-rule-inset-cap-start
    column-rule-inset-junction-end column-rule-inset-junction-start column-rule-width
    column-width contain-intrinsic-block-size contain-intrinsic-height
    contain-intrinsic-inline-size contain-intrinsic-size contain-intrinsic-width flex-basis
    font-size gap grid-auto-columns grid-auto-rows grid-gap grid-template-columns
    grid-template-rows height inline-size inset inset-block inset-block-end inset-block-start
    inset-inline inset-inline-end inset-inline-start left letter-spacing margin margin-block
    margin-block-end margin-block-start margin-bottom margin-inline margin-inline-end
    margin-inline-start margin-left margin-right margin-top mask mask-position mask-size
    max-block-size max-height max-inline-size max-width min-block-size min-height
    min-inline-size min-width object-position offset offset-anchor offset-distance
    offset-position outline outline-offset outline-width padding padding-block padding-block-end
    padding-block-start padding-bottom padding-inline padding-inline-end padding-inline-start
    padding-left padding-right padding-top perspective perspective-origin right row-gap
    row-rule-inset-cap-end row-rule-inset-cap-start row-rule-inset-junction-end
    row-rule-inset-junction-start row-rule-width scroll-margin scroll-margin-block-end
    scroll-margin-block-start scroll-margin-bottom scroll-margin-inline-end
    scroll-margin-inline-start scroll-margin-left scroll-margin-right scroll-margin-top
    scroll-padding scroll-padding-block-end scroll-padding-block-start scroll-padding-bottom
    scroll-padding-inline-end scroll-padding-inline-start scroll-padding-left
    scroll-padding-right scroll-padding-top shape-margin text-decoration
    text-decoration-thickness text-indent text-underline-offset
    timeline-trigger-activation-range-end timeline-trigger-activation-range-start
    timeline-trigger-active-range-end timeline-trigger-active-range-start top transform-origin
    translate vertical-align view-timeline-inset width word-spacing""",
    "01": """columns""",
    "01f": """-webkit-border-image -webkit-mask-box-image -webkit-mask-box-image-outset
    -webkit-mask-box-image-slice -webkit-mask-box-image-width animation
    animation-iteration-count aspect-ratio border-image border-image-outset border-image-slice
    border-image-width flex flex-grow flex-shrink font-size-adjust line-height r rx ry
    stroke-dasharray stroke-miterlimit stroke-width tab-size zoom""",
    "01fn": """-webkit-box-flex baseline-shift cx cy fill-opacity flood-opacity opacity scale
    shape-image-threshold stop-opacity stroke-dashoffset stroke-opacity x y""",
    "01n": """math-depth order reading-order z-index""",
    "1": """-webkit-box-ordinal-group -webkit-line-clamp column-count flex-line-count
    hyphenate-limit-chars orphans widows""",
    "1f": """font-weight initial-letter""",
    "1n": """grid-area grid-column grid-column-end grid-column-start grid-row grid-row-end grid-row-start""",
}
NUMBER_GRAMMAR = {name: flags for flags, names in _NUMBER_GRAMMAR_SOURCE.items() for name in names.split()}


def _accepts_number(prop: str, value: float) -> bool:
    """Would `style[prop] = <number>` be valid CSS? (custom properties take anything)"""
    if prop.startswith("--"):
        return True
    flags = NUMBER_GRAMMAR.get(prop)
    if flags is None:
        return False
    if value == 0:
        return "0" in flags
    if value != value or value in (float("inf"), float("-inf")):
        return False
    if value != int(value):
        return "f" in flags and (value > 0 or "n" in flags)
    return "n" in flags if value < 0 else "1" in flags


# `el.style[name] = true/false` writes "true"/"false": valid CSS only where the property's
# grammar takes any identifier (from Chromium: CSS.supports(name, 'false')). Elsewhere the
# browser ignores it, so `:style="{ display: hidden && 'none' }"` with `hidden` false
# leaves the element's display (and its style attribute) as it was.
IDENT_PROPERTIES = frozenset(
    """animation animation-name color-scheme container container-name counter-increment
    counter-reset counter-set font-family grid-area grid-column grid-column-end
    grid-column-start grid-row grid-row-end grid-row-start list-style list-style-type page
    transition transition-property view-transition-class view-transition-group
    view-transition-name will-change""".split()
)


def set_style_property(decls: Declarations, name: str, value: Any) -> None:
    """`el.style[name] = value` (petite-vue's setStyle): arrays set each item in turn,
    `!important` values become important, null/'' remove the property."""
    if is_array(value):
        for item in value:
            set_style_property(decls, name, item)
        return
    prop = css_property(name)
    if prop is None or prop in UNDECLARED:
        return  # no such property: an ordinary JavaScript property of the style object
    if value is None:
        decls.pop(prop, None)
        return
    if type(value) in (int, float) and not _accepts_number(prop, value):
        return  # the browser ignores `style.color = 1`: an invalid value changes nothing
    if value is undefined and not name.startswith("--"):
        return  # "undefined" is no valid value of a standard property: ignored likewise
    if type(value) is bool and not name.startswith("--") and prop not in IDENT_PROPERTIES:
        return  # "true"/"false" are no valid value of most properties: ignored likewise
    text = to_js_string(value)
    important = False
    if not name.startswith("--") and "!" in text and IMPORTANT_RE.search(text):
        text = IMPORTANT_RE.sub("", text)
        important = True
    text = text.strip()
    if text == "":
        decls.pop(prop, None)
    else:
        value = declaration_value(text)
        if value is not None:
            decls[prop] = (value, important)


_CLOSERS = {")": "(", "]": "[", "}": "{"}
_OPENERS = {"(": ")", "[": "]", "{": "}"}
_VALUE_MARKS = ";\n\r\f)]}\"'([{\\"  # (what may end a declaration or leave something open, with "/*")
_VALUE_PUNCTUATION = re.compile(r"[\\\"'/()\[\]{};\n\r\f]")


def declaration_value(text: str) -> str | None:
    """A value as its declaration writes it, or None when it would end the declaration
    early: a `;` outside strings, comments and brackets, a bracket that closes nothing,
    a line break inside a string, a comment left open (`red; position: fixed`,
    `}</style>`). The browser ignores such a value (it is no value of any property,
    custom ones included), so data cannot add declarations through one. A string or
    brackets left open are closed, and a last lone `\\` is U+FFFD, as the browser's
    parser ends them: written open, they took in the declarations after them (`--a: "`
    then `--b: "; position: fixed; x: "` made `position: fixed` of two values)."""
    if not any(ch in text for ch in _VALUE_MARKS) and "/*" not in text:
        return text  # (nothing can end it or stay open: a long value is not read)
    opened: list[str] = []
    quote = ""
    skip_to = 0
    for match in _VALUE_PUNCTUATION.finditer(text):  # (only the characters that matter: fast)
        i, ch = match.start(), match.group()
        if i < skip_to:
            continue
        if ch == "\\":
            skip_to = i + 2
        elif quote:
            if ch in "\n\r\f":
                return None
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == "/":
            if text.startswith("*", i + 1):
                end = text.find("*/", i + 2)
                if end < 0:
                    return None  # (written out, it would hide the declarations after it)
                skip_to = end + 2
        elif ch in "([{":
            opened.append(ch)
        elif ch in _CLOSERS:
            if not opened or opened.pop() != _CLOSERS[ch]:
                return None
        elif ch == ";" and not opened:
            return None
    if skip_to > len(text):  # (a last lone backslash)
        text = text[:-1] + "\ufffd"
    return text + quote + "".join(_OPENERS[ch] for ch in reversed(opened))


# -- DOM properties ------------------------------------------------------------------

# petite-vue binds through `el[key] = value` when `key in el` (not for SVG, and never
# for spellcheck/draggable/form/list/type). Only the property kinds whose attribute
# differs from `setAttribute(key, String(value))` matter for the rendered HTML:
#   "bool"     boolean reflecting property: present ("") when truthy, else absent
#   "value"    live value of input/textarea/select (rendered as the value attribute,
#              the textarea's text, the select's option selection)
#   "checked"  live checkedness of an input; "selected" live selectedness of an option
#   "uint"     unsigned integer reflecting property (img width ...): a number
#   "int"      signed integer reflecting property (ol start, li value)
#   "event"    event handler property (`onclick`): a string is ignored, no attribute
#   "string"   string reflecting property: like an attribute
#   "yesno"    `translate`: "yes" when truthy, else "no" ("onoff": `autocorrect`)
#   "double"   floating-point reflecting property (meter value, min ...): a number
#   "posdouble"  the same, where a value <= 0 is ignored (progress max)
#   "text"     `<output>.value`: replaces the element's content with the text


def write_style(el: Any, decls: Declarations) -> None:
    """Serialize declarations into the style attribute (an element that had a style
    attribute keeps it, empty, when the last declaration goes)."""
    if "style" in el.attrs and parse_css_text(el.attrs["style"]) == decls:
        return  # nothing changed: the attribute keeps its original text
    text = serialize_css(decls)
    if text or "style" in el.attrs:
        el.set_attribute("style", text)
