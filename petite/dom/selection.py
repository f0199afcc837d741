"""CSS selectors: `querySelectorAll` over petite's DOM.

cssselect translates a selector to XPath, evaluated on an lxml mirror of the tree.
The `*-of-type` pseudo-classes of any element (`.todo:nth-of-type(2)`,
`:first-of-type`), which cssselect translates only after a tag name, read two marks
the mirror then carries on each element: how many siblings of its tag precede and
follow it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import Any

from cssselect import HTMLTranslator, SelectorError
from cssselect.parser import Attrib, Element as _Universal, SelectorSyntaxError
from cssselect.parser import parse_series
from cssselect.xpath import ExpressionError
from lxml import etree

from ..expr.budget import tick
from ..expr.lru import LRU
from .core import ELEMENT_NODE, TEXT_NODE, has_children, is_connected, root_of
from .events import active_element
from .states import STATE_PSEUDO_RE, STATES, state_mark

# selectors the mirror answers, translated (`_Mirrored`), by their text as given: a query
# with a cached selector does no work of the selector's length (a 400,000-character
# selector asked in a loop split its `:not()` lists, matched the simple-list pattern and
# scanned itself for marks at every call, uncharged: 20 s before the limit error)
_mirrored_cache = LRU(512, 512 * 1024)
# Steps a query charges per element of the tree it mirrors: every query mirrors the
# whole tree (its root's, not the subtree asked), 30 µs an element with the XPath run;
# charged for the subtree at 1 step a node, `$el.querySelector('x')` on an empty button
# of a 3,000-element page cost 90 ms for 11 steps, `$el.closest('x')` (a query per
# ancestor) 216 ms: a budget of them, one click, ran for hours.
SELECT_STEPS_PER_ELEMENT = 64


_SCOPE_MARK = "petite-scope-mark"
# How deep a selector's functions may nest (`:is(:not(:has(...)))`): cssselect parses and
# translates them by recursion, and `:not()`'s lists are split at each level (a rescan of
# what it holds); a deeper one is a SyntaxError (Chromium reads thousands of levels).
MAX_NESTING = 32
# Steps a selector the mirror answers costs to read, a character: cssselect parses and
# translates it in Python, 2 to 11 µs a character (a 200,000-character `:not(a,a,...)`
# charged 50,000 steps ran 3.9 s; in a loop of such selectors, each new, 73 s).
PARSE_STEPS_PER_CHARACTER = 16
_PARENTHESIS = re.compile(r"[()]")
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
# The mark of a mirrored element outside the HTML namespace (attribute values HTML
# compares without case are compared so on HTML elements only).
_FOREIGN_MARK = "petite-foreign"
# CSS's preprocessing of its input (css-syntax 3.3): a selector's CR, CRLF and FF are a
# line feed (which ends a quoted string: a syntax error), its NUL is U+FFFD.
_CSS_PREPROCESSED = re.compile("\r\n?|\f|\x00")


def _css_preprocessed(found: re.Match[str]) -> str:
    return "\ufffd" if found.group() == "\x00" else "\n"


# Attribute values HTML compares ASCII case-insensitively in selectors, on HTML elements
# in an HTML document (HTML "Case-sensitivity of selectors": `[type=TEXT]` finds a text
# input; measured in Chromium, conformance case selector_attribute_values).
CASE_INSENSITIVE_VALUES = frozenset(
    "accept accept-charset align alink axis bgcolor charset checked clear codetype color compact "
    "declare defer dir direction disabled enctype face frame hreflang http-equiv lang language link "
    "media method multiple nohref noresize noshade nowrap readonly rel rev rules scope scrolling "
    "selected shape target text type valign valuetype vlink".split())
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _xml_safe(text: str) -> str:
    """`text` as the mirror holds it: each character XML cannot hold (C0 controls but tab,
    line feed and carriage return; lone surrogates; U+FFFE/U+FFFF) as the plane-16
    private-use character U+100000 plus its code, in attribute values and in a selector's
    strings alike, so that equal, prefix and substring tests give what they give on the
    text itself (a value holding one of those plane-16 characters is not told from the
    control character it stands for)."""
    return _XML_INVALID.sub(lambda found: chr(0x100000 + ord(found.group())), text)


_SCOPE_RE = re.compile(r":scope\b", re.I)
# the marks an `*-of-type` query's mirror carries: siblings of the element's tag before it and after it
_TYPE_BEFORE, _TYPE_AFTER = "petite-type-before", "petite-type-after"
_OF_TYPE_RE = re.compile(r"-of-type\b", re.I)
# the marks a `:focus`/`:focus-within` query's mirror carries: the focused element, and it with its ancestors
_FOCUS, _FOCUS_WITHIN = "petite-focus", "petite-focus-within"
_FOCUS_RE = re.compile(r":focus\b", re.I)
# the mark of the page's document element (what `:root` matches)
_ROOT_MARK = "petite-document-element"
_ROOT_RE = re.compile(r":root\b", re.I)


# A selector list of compound selectors without combinators or pseudo-classes (`.todo`,
# `li.done`, `#main.open`, `.cell[data-x="3"]`, `h1, h2`: what pages ask most) is matched
# on the tree itself, a step a node (more for long lists: _select_simple): the mirror costs SELECT_STEPS_PER_ELEMENT an element
# of the whole page (a page's 256 `querySelector('.char-canvas[data-char="N"]')` on 720
# elements: 4.8 s, past a budget). Identifiers and quoted values without escapes only;
# tag and attribute names compared in lower case, as the mirror's. Attribute selectors
# read content attributes on both paths, as Chromium's: `[value=x]` is the `value`
# attribute, not what was typed or bound (`:checked` reads the checkedness).
_IDENT = r"-?[_a-zA-Z][\w-]*"
_PART = (rf"(?:[#.]{_IDENT}|\[\s*{_IDENT}\s*(?:=\s*(?:{_IDENT}|\"[^\"\\\n]*\"|'[^'\\\n]*')\s*)?\])")
_COMPOUND = rf"(?:(?:\*|{_IDENT}){_PART}*|{_PART}+)"
_SIMPLE_LIST = re.compile(rf"\s*{_COMPOUND}(?:\s*,\s*{_COMPOUND})*\s*\Z", re.ASCII)
_SIMPLE_TOKEN = re.compile(rf"([#.])({_IDENT})|\[\s*({_IDENT})\s*(?:=\s*(?:({_IDENT})|\"([^\"]*)\"|'([^']*)')\s*)?\]"
                           rf"|(\*|{_IDENT})|(,)", re.ASCII)
_CLASS_SEPARATORS = re.compile(r"[ \t\n\r\f]+")
_simple_cache = LRU(512, 512 * 1024)  # parsed simple selector lists (and _NOT_SIMPLE)
_NOT_SIMPLE: list = []  # (the cached answer for a selector that is not a simple list)


class _Compound:
    """One compound selector of a simple list: a tag (or None), ids, classes, and
    attributes with the value each must have (None: present); `weight`: the steps one
    element's test costs at most (one, and one a condition)."""

    __slots__ = ("tag", "ids", "classes", "attrs", "weight")

    def __init__(self) -> None:
        self.tag: str | None = None
        self.ids: list[str] = []
        self.classes: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []
        self.weight = 1

    def matches(self, tag: str, attrs: Any, classes: Any, html: bool) -> bool:
        """Whether an element with `tag` (lower case), `attrs` (names in lower case)
        and `classes` (a set; or None, split from `attrs` when asked) matches; `html`:
        the element is an HTML element (`CASE_INSENSITIVE_VALUES` compared so)."""
        if self.tag is not None and tag != self.tag:
            return False
        for ident in self.ids:
            if attrs.get("id") != ident:
                return False
        if self.classes:
            if classes is None:
                classes = set(_CLASS_SEPARATORS.split(attrs.get("class") or ""))
            if any(name not in classes for name in self.classes):
                return False
        for name, value in self.attrs:
            found = attrs.get(name)
            if found is None:
                return False
            if value is not None and found != value:
                if not (html and name in CASE_INSENSITIVE_VALUES
                        and found.translate(_ASCII_LOWER) == value.translate(_ASCII_LOWER)):
                    return False
        return True


def _simple_selector(css: str) -> list[_Compound] | None:
    """`css` as a list of `_Compound`s, or None when it is not a simple list."""
    compounds = _simple_cache.get(css)
    if compounds is not None:
        return None if compounds is _NOT_SIMPLE else compounds
    if not _SIMPLE_LIST.match(css) or _CSS_PREPROCESSED.search(css):  # (the mirror reads it as CSS preprocesses it)
        _simple_cache.put(css, _NOT_SIMPLE)
        return None
    tick(len(css) // 4)
    compounds = [_Compound()]
    for found in _SIMPLE_TOKEN.finditer(css):
        kind, ident, attr, bare, double, single, tag, comma = found.groups()
        current = compounds[-1]
        if comma:
            compounds.append(_Compound())
            continue
        if kind == "#":
            current.ids.append(ident)
        elif kind == ".":
            current.classes.append(ident)
        elif attr is not None:
            name = attr.lower()
            value = bare if bare is not None else double if double is not None else single
            current.attrs.append((name, value))
        elif tag != "*":
            current.tag = tag.lower()
            continue
        current.weight += 1
    _simple_cache.put(css, compounds)
    return compounds


# Steps charged at once while a simple list is matched: its elements are charged as
# they are tested, not after the whole walk (a list of 3,000 compounds on a page of
# 1,000 elements is 3 million tests: one query would run a budget's worth unstopped).
_SIMPLE_CHARGE_EVERY = 4096


def _select_simple(root: Any, compounds: list[_Compound], include_root: bool) -> list[Any]:
    """The elements below `root` (and `root`, with `include_root`) any of `compounds`
    matches, in document order: a step a node walked, and for each element a step per
    three parts of the list past the first (`_Compound.weight`: a compound tested, each
    condition; a list of one compound of up to three parts costs an element its step
    alone, as a plain loop's iteration), a step per 32 characters of its `class` when a
    compound names a class (split once an element), and a step per attribute of an
    element outside the HTML namespace (its names put in lower case once, as the
    mirror's)."""
    weight = (sum(compound.weight for compound in compounds) - 1) // 3
    with_classes = any(compound.classes for compound in compounds)
    owed = 0
    found: list[Any] = []
    nodes = root.iter()
    if include_root:
        nodes = itertools.chain((root,), nodes)
    for node in nodes:
        owed += 1
        if node.nodeType == ELEMENT_NODE:
            owed += weight
            attrs = node.attrs
            if node.namespace != "html":
                owed += len(attrs)
                attrs = {key.lower(): value for key, value in reversed(attrs.items())}  # (the first of a name, as Chromium's)
            classes = None
            if with_classes:
                text = attrs.get("class") or ""
                owed += len(text) // 32
                if owed >= _SIMPLE_CHARGE_EVERY:
                    tick(owed)
                    owed = 0
                classes = set(_CLASS_SEPARATORS.split(text))
            if owed >= _SIMPLE_CHARGE_EVERY:
                tick(owed)
                owed = 0
            tag = node.tag.lower()
            html = node.namespace == "html"
            if any(compound.matches(tag, attrs, classes, html) for compound in compounds):
                found.append(node)
        elif owed >= _SIMPLE_CHARGE_EVERY:
            tick(owed)
            owed = 0
    tick(owed)
    return found


def document_element(top: Any) -> Any:
    """The element `:root` matches in the tree whose topmost node is `top`: a page's
    document element (the top element an app is mounted in, which stands for the page,
    else a page fragment's `<html>`); a detached tree, or a fragment's, has none (as
    Chromium: `:root` is the document's own element)."""
    if top.nodeType == ELEMENT_NODE:
        return top if is_connected(top) else None
    if getattr(top, "recorder", None) is not None:
        return next((c for c in top.children if c.nodeType == ELEMENT_NODE and c.tag == "html"), None)
    return None


def select(root: Any, css: str, include_root: bool = False) -> list[Any]:
    """Elements under `root` matching the CSS selector `css`, in document order, as
    `root.querySelectorAll(css)`: the selector is matched against the whole tree (so
    `div p` sees ancestors above `root`), `:scope` is `root`, and only `root`'s
    descendants are returned (cssselect translates the selector to XPath, evaluated on
    an lxml mirror of the tree); `include_root`: `root` too (a document's query, `root`
    being its document element)."""
    compounds = _simple_selector(css)
    if compounds is not None:
        return _select_simple(root, compounds, include_root)
    return select_mirrored(root, css, include_root)


class _Mirrored:
    """A selector the mirror answers: its XPath, whether it names `:scope`, the marks
    the mirror must carry (`*-of-type`, `:focus`, `:root`, form states), and the axis
    steps of its XPath (`xpath_work`)."""

    __slots__ = ("xpath", "scoped", "of_type", "focus", "root", "states", "axes")

    def __init__(self, css: str) -> None:
        text = _CSS_PREPROCESSED.sub(_css_preprocessed, css) if _CSS_PREPROCESSED.search(css) else css
        if _nesting(text) > MAX_NESTING:
            raise SelectorSyntaxError("nested too deeply")
        self.scoped = ":scope" in text.lower()
        key = _SCOPE_RE.sub(f"[{_SCOPE_MARK}]", text) if self.scoped else text
        if ":not(" in key.lower():
            key = not_lists_split(key)
        self.xpath = etree.XPath(_Translator().css_to_xpath(key, prefix="descendant::"))
        self.of_type = bool(_OF_TYPE_RE.search(key))
        self.focus = bool(_FOCUS_RE.search(key))
        self.root = bool(_ROOT_RE.search(key))
        self.states = frozenset(found.group(1).lower() for found in STATE_PSEUDO_RE.finditer(key))
        self.axes = _axes(self.xpath.path)


def _nesting(css: str) -> int:
    """How deep `css`'s parentheses nest (those in its strings too)."""
    depth = deepest = 0
    for found in _PARENTHESIS.finditer(css):
        depth = depth + 1 if found.group() == "(" else max(depth - 1, 0)
        deepest = max(deepest, depth)
    return deepest


def _mirrored(css: str) -> _Mirrored:
    plan = _mirrored_cache.get(css)
    if plan is None:
        tick(len(css) * PARSE_STEPS_PER_CHARACTER)
        try:
            plan = _Mirrored(css)
        except SelectorError as error:  # (an invalid one is kept too: asked again, it is not parsed again)
            plan = str(error)
        except (RecursionError, etree.XPathError):  # (cssselect's recursion, libxml2's XPath parser's depth)
            plan = "too long a chain of selectors"
        plan = _mirrored_cache.put(css, plan)
    if type(plan) is str:
        raise SelectorError(plan)
    return plan


def select_mirrored(root: Any, css: str, include_root: bool = False) -> list[Any]:
    """`select` through an lxml mirror of the tree (any selector cssselect reads)."""
    plan = _mirrored(css)
    xpath = plan.xpath
    mirror: dict[Any, Any] = {}
    copies: dict[int, Any] = {}
    document = etree.Element("x-document")
    top = root_of(root)
    if top.nodeType == ELEMENT_NODE:
        _mirror_element(top, document, mirror, copies)
    elif has_children(top):
        _mirror_children(top, document, mirror, copies)
    if plan.of_type:
        _mark_types(document, mirror)
    if plan.focus:
        _mark_focus(active_element(top), copies)
    if plan.root and (element := document_element(top)) is not None:
        copies[id(element)].set(_ROOT_MARK, "")
    if plan.states:
        _mark_states(mirror, set(plan.states))
    tick(SELECT_STEPS_PER_ELEMENT * len(mirror) + _axes_work(plan.axes, _Shape(top)))
    scope = copies.get(id(root), document)
    if plan.scoped:
        scope.set(_SCOPE_MARK, "")
    inside = set(scope.iterdescendants())
    if include_root and scope is not document:
        inside.add(scope)
    return [mirror[e] for e in xpath(document) if e in inside]


def not_lists_split(css: str) -> str:
    """`:not(A, B)` as `:not(A):not(B)` (the same elements), for a selector list inside
    `:not()` (Selectors 4), which cssselect reads as a syntax error; nested lists too.
    In linear passes: commas and parentheses are only counted outside strings and
    brackets."""
    out: list[str] = []
    lower = css.lower()
    at = 0
    while (start := lower.find(":not(", at)) >= 0:
        end, commas = _arguments(css, start + 5)
        if end < 0:
            break
        bounds = [start + 4, *commas, end]
        parts = [css[bounds[i] + 1:bounds[i + 1]] for i in range(len(bounds) - 1)]
        out.append(css[at:start])
        out.append("".join(f":not({not_lists_split(part.strip())})" for part in parts))
        at = end + 1
    out.append(css[at:])
    return "".join(out)


def _arguments(css: str, at: int) -> tuple[int, list[int]]:
    """Where the parenthesis opened before `at` closes (-1: nowhere), and the commas
    between at its own level (outside nested parentheses, brackets and strings)."""
    depth, quote, commas = 0, "", []
    for i in range(at, len(css)):
        c = css[i]
        if quote:
            if c == quote:
                quote = ""
        elif c in "\"'":
            quote = c
        elif c in "([":
            depth += 1
        elif c in ")]":
            if depth == 0:
                return (i if c == ")" else -1), commas
            depth -= 1
        elif c == "," and depth == 0:
            commas.append(i)
    return -1, commas


def _declared(prefix: str | None) -> None:
    """A namespace prefix of a query's selector (`svg|a`, `[xlink|href]`): none is
    declared to one (no `@namespace`), so any but `*` (and none, `|a`) is Chromium's
    SyntaxError (lxml's "Undefined namespace prefix" showed its Python class)."""
    if prefix and prefix != "*":
        raise SelectorSyntaxError(f"undeclared namespace prefix {prefix!r}")


class _Translator(HTMLTranslator):
    """cssselect's HTML translator, with the `*-of-type` pseudo-classes of any element
    (`*:nth-of-type(2)`, `.a:last-of-type`) read from the mirror's marks, strings as the
    mirror holds text (`_xml_safe`), and the values of `CASE_INSENSITIVE_VALUES`
    compared without ASCII case on HTML elements."""

    @staticmethod
    def xpath_literal(s: str) -> str:
        return HTMLTranslator.xpath_literal(_xml_safe(s))

    def xpath_element(self, selector: Any) -> Any:
        _declared(selector.namespace)
        return super().xpath_element(selector)

    def xpath_attrib(self, selector: Any) -> Any:
        _declared(selector.namespace)
        if selector.flag is not None and selector.flag.lower() != "i":
            raise SelectorSyntaxError(f"attribute flag {selector.flag!r}")  # (Chromium reads `i` only: `s` too is a SyntaxError)
        name = selector.attrib.lower()
        if (selector.flag is not None or selector.namespace is not None or selector.value is None
                or name not in CASE_INSENSITIVE_VALUES):
            return super().xpath_attrib(selector)
        xpath = self.xpath(selector.selector)
        alone = Attrib(_Universal(), None, selector.attrib, selector.operator, selector.value)  # (`*`: the condition alone)
        sensitive = super().xpath_attrib(alone).condition
        alone.flag = "i"
        insensitive = super().xpath_attrib(alone).condition
        return xpath.add_condition(f"(@{_FOREIGN_MARK} and ({sensitive})) or (not(@{_FOREIGN_MARK}) and ({insensitive}))")

    def _of_type(self, xpath: Any, mark: str, series: tuple[int, int]) -> Any:
        a, b = series  # an+b: the element is the (an+b)th of its tag counted from one end, some n >= 0
        count = f"number(@{mark})"
        if a == 0:
            return xpath.add_condition(f"{count} = {b - 1}")
        gap = f"({count} - {b - 1})"  # a*n: a multiple of a with a's sign (or 0)
        return xpath.add_condition(f"{gap} mod {a} = 0 and {gap} * {a} >= 0")

    def _series(self, function: Any) -> tuple[int, int]:
        try:
            return parse_series(function.arguments)
        except ValueError as error:
            raise ExpressionError(f"Invalid series: {function.arguments!r}") from error

    def xpath_root_pseudo(self, xpath: Any) -> Any:
        # (cssselect's `not(parent::*)` never holds in the mirror, whose elements sit
        # under its document element)
        return xpath.add_condition(f"@{_ROOT_MARK}")

    def xpath_focus_pseudo(self, xpath: Any) -> Any:
        return xpath.add_condition(f"@{_FOCUS}")

    def xpath_focus_within_pseudo(self, xpath: Any) -> Any:
        return xpath.add_condition(f"@{_FOCUS_WITHIN}")

    def xpath_nth_of_type_function(self, xpath: Any, function: Any) -> Any:
        if xpath.element != "*":
            return super().xpath_nth_of_type_function(xpath, function)
        return self._of_type(xpath, _TYPE_BEFORE, self._series(function))

    def xpath_nth_last_of_type_function(self, xpath: Any, function: Any) -> Any:
        if xpath.element != "*":
            return super().xpath_nth_last_of_type_function(xpath, function)
        return self._of_type(xpath, _TYPE_AFTER, self._series(function))

    def xpath_first_of_type_pseudo(self, xpath: Any) -> Any:
        if xpath.element != "*":
            return super().xpath_first_of_type_pseudo(xpath)
        return self._of_type(xpath, _TYPE_BEFORE, (0, 1))

    def xpath_last_of_type_pseudo(self, xpath: Any) -> Any:
        if xpath.element != "*":
            return super().xpath_last_of_type_pseudo(xpath)
        return self._of_type(xpath, _TYPE_AFTER, (0, 1))

    def xpath_only_of_type_pseudo(self, xpath: Any) -> Any:
        if xpath.element != "*":
            return super().xpath_only_of_type_pseudo(xpath)
        return self._of_type(self._of_type(xpath, _TYPE_BEFORE, (0, 1)), _TYPE_AFTER, (0, 1))


def _mark_states(mirror: dict[Any, Any], states: set[str]) -> None:
    """Mark each copy whose element is in one of `states` (`petite.dom.states`)."""
    for copy, el in mirror.items():
        for name in states:
            if STATES[name](el):
                copy.set(state_mark(name), "")


def _mark_focus(active: Any, copies: dict[int, Any]) -> None:
    """Mark the focused element's copy (`:focus`), and it and its ancestors' (`:focus-within`)."""
    copy = copies.get(id(active)) if active is not None else None
    if copy is None:
        return
    copy.set(_FOCUS, "")
    while copy is not None:
        copy.set(_FOCUS_WITHIN, "")
        copy = copy.getparent()


def _state_pseudo(name: str) -> Callable[[Any, Any], Any]:
    return lambda self, xpath: xpath.add_condition(f"@{state_mark(name)}")


for _name in STATES:  # (the translator's `xpath_<name>_pseudo` for each: `:in-range` is `xpath_in_range_pseudo`)
    setattr(_Translator, f"xpath_{_name.replace('-', '_')}_pseudo", _state_pseudo(_name))


def _mark_types(document: Any, mirror: dict[Any, Any]) -> None:
    """Each mirrored element's count of siblings with its tag before and after it (the
    `*-of-type` marks), by its own tag (a mirror copy may stand in as `x-invalid`)."""
    for parent in [document, *mirror]:
        kids = [kid for kid in parent if kid in mirror]
        seen: dict[str, int] = {}
        for kid in kids:
            tag = mirror[kid].tag
            kid.set(_TYPE_BEFORE, str(seen.get(tag, 0)))
            seen[tag] = seen.get(tag, 0) + 1
        for kid in kids:
            tag = mirror[kid].tag
            seen[tag] -= 1
            kid.set(_TYPE_AFTER, str(seen[tag]))


class _Shape:
    """What bounds the walks an XPath axis makes in a tree: the pairs of siblings (a
    sibling axis from every element), the pairs of an element and an ancestor (an
    ancestor or descendant axis from every element), and the widest or deepest walk."""

    def __init__(self, top: Any) -> None:
        self.sibling_pairs = self.ancestor_pairs = 0
        self.widest = 1
        stack = [(top, 0)]
        while stack:
            node, depth = stack.pop()
            self.ancestor_pairs += depth
            children = [c for c in node.children if c.nodeType == ELEMENT_NODE] if has_children(node) else []
            self.sibling_pairs += len(children) ** 2
            self.widest = max(self.widest, len(children), depth)
            stack.extend((child, depth + 1) for child in children)


_XPATH_STRING = re.compile(r"'[^']*'|\"[^\"]*\"")
_XPATH_AXIS_OR_BRACKET = re.compile(r"(following-sibling|preceding-sibling|ancestor|descendant)(?:-or-self)?::|[\[\]]")


def xpath_work(path: str, shape: _Shape) -> int:
    """Steps charged before a query's XPath runs, which nothing can stop once it does:
    the bound of the walks its axes make. lxml runs the first `descendant::` once over
    the tree (charged per element); each further axis step walks from every node it
    reaches (a sibling step 2 µs a sibling pair, merging what it found: `p ~ p` over
    2,000 siblings took 8 s, `* ~ * ~ * ~ *` a minute), and an axis inside a predicate
    walks from every element tested, times the widest walk for each predicate it is
    nested in (`:not(div div div p)` tests three nested ancestor walks: 9 s on a page
    60 deep), at about 0.03 µs a node (`count(preceding-sibling::*)`, `:nth-child`)."""
    return _axes_work(_axes(path), shape)


def _axes(path: str) -> tuple[tuple[bool, int], ...]:
    """The axis steps of an XPath past its first, each as (a sibling axis?, the number
    of predicates it is nested in): read once a selector (`_Mirrored`)."""
    axes = []
    depth = 0
    first = True
    for mark in _XPATH_AXIS_OR_BRACKET.finditer(_XPATH_STRING.sub("''", path)):
        token = mark.group()
        if token == "[":
            depth += 1
        elif token == "]":
            depth -= 1
        elif first and depth == 0:
            first = False  # (the scan of the tree, charged per element)
        else:
            axes.append(("sibling" in token, depth))
    return tuple(axes)


def _axes_work(axes: tuple[tuple[bool, int], ...], shape: _Shape) -> int:
    work = 0
    for sibling, depth in axes:
        pairs = shape.sibling_pairs if sibling else shape.ancestor_pairs
        work += pairs * 4 if depth == 0 else pairs * shape.widest ** (depth - 1) // 16
    return work


def _mirror_children(parent: Any, target: Any, mirror: dict[Any, Any], copies: dict[int, Any]) -> None:
    last = None
    for child in parent.children:
        kind = child.nodeType
        if kind == ELEMENT_NODE:
            last = _mirror_element(child, target, mirror, copies)
        elif kind == TEXT_NODE:
            data = _xml_safe(child.data)  # lxml refuses control characters
            if last is None:
                target.text = (target.text or "") + data
            else:
                last.tail = (last.tail or "") + data


def _mirror_element(el: Any, target: Any, mirror: dict[Any, Any], copies: dict[int, Any]) -> Any:
    """The element's copy in the mirror: its tag and attribute names in lowercase, as the
    translator writes a selector's (an SVG `clipPath` or `viewBox` is found by the
    selector that names it so)."""
    try:
        copy = etree.SubElement(target, el.tag.lower())
    except ValueError:
        copy = etree.SubElement(target, "x-invalid")
    for name, value in el.attrs.items():
        name = name.lower()
        if copy.get(name) is not None:
            continue  # (two names differing in case, on an SVG element: the first, as Chromium's)
        try:
            copy.set(name, _xml_safe(value))
        except ValueError:
            pass
    if "\f" in (classes := el.attrs.get("class") or ""):  # (a class separator normalize-space keeps)
        copy.set("class", _xml_safe(classes.replace("\f", " ")))
    if el.namespace != "html":
        copy.set(_FOREIGN_MARK, "")
    mirror[copy] = el
    copies[id(el)] = copy
    _mirror_children(el, copy, mirror, copies)
    return copy
