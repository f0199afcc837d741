"""`element.innerText`: the text as rendered, as a browser's getter gives it.

The HTML standard's "rendered text collection steps", with the default (UA stylesheet)
display of each HTML element and the element's own inline `style` (petite has no
stylesheets): whitespace is collapsed as CSS `white-space: normal` does (across inline
elements, and at the start and end of each line; `pre`/`pre-wrap` keep it, `pre-line`
keeps the line breaks), `<br>` is a line break, block-level boxes start and end a line
(an element that floats, is absolutely positioned or is a flex or grid item is
block-level), `<p>` is set off by a blank line, table cells are separated by tabs and
rows by line breaks; `visibility: hidden` text is left out (its place still parts the
spaces around it), `text-transform` applies; elements that are not rendered
(`display: none`, the `hidden` attribute, `<script>`, `<noscript>`, `<template>`, a
closed `<details>` past its summary ...) contribute nothing, and an element that is
itself not rendered gives its textContent (as a browser does).

    <button> Hi <b>there</b> </button>   innerText 'Hi there' (textContent ' Hi there ')
"""

from __future__ import annotations

import re
from typing import Any

from ..expr.budget import tick
from .core import HTML_NS

__all__ = ["inner_text"]

# The UA stylesheet's display: none (HTML "Rendering", 15.3.1), and the elements whose
# children a browser does not render as text (form controls, replaced and embedded
# content).
_NOT_RENDERED = frozenset(
    "area base basefont datalist head link meta noembed noframes noscript param rp script style template title".split()
)
_NO_TEXT_CHILDREN = frozenset("textarea input img video audio iframe object embed canvas svg math".split())
_INLINE_BLOCK = frozenset("button select meter progress".split())
_BR = "\x01"  # a <br>'s line break (not a text node holding "\n")
_BLOCK = frozenset(
    """address blockquote center dialog div figure figcaption footer form header hr legend listing main p
    plaintext pre search xmp html body article aside h1 h2 h3 h4 h5 h6 hgroup nav section dir dd dl dt menu
    ol ul li fieldset details summary table caption optgroup option""".split()
)
_PRE = frozenset("pre listing plaintext xmp".split())
_STYLE_DECLARATION = re.compile(r"(?:^|;)\s*([a-zA-Z-]+)\s*:\s*([^;]*)")
_SPACES = re.compile(r"[ \t\n\f\r]+")
_HIDDEN = "\x03"  # text laid out but not visible: no characters, yet white space around it stays apart
# white-space values: how each keeps spaces and line breaks
_WHITE_SPACE = {"normal": "normal", "nowrap": "normal", "pre": "pre", "pre-wrap": "pre", "break-spaces": "pre",
                "pre-line": "pre-line"}
# the display of a box that floats, is absolutely positioned or is a flex or grid item (CSS "blockification")
_BLOCKIFIED = {"inline": "block", "inline-block": "block", "inline-flex": "flex", "inline-grid": "grid",
               "inline-table": "table", "table-cell": "block", "table-row": "block", "table-row-group": "block"}
_FLEX_OR_GRID = frozenset({"flex", "inline-flex", "grid", "inline-grid"})
_BLOCK_LEVEL = frozenset({"block", "list-item", "table", "flex", "grid", "table-caption", "table-row-group"})


def _inline_style(el: Any, name: str) -> str | None:
    """The first word of the last value the element's `style` attribute gives the
    property `name`, lowercased (petite has no stylesheets), else None."""
    style = el.attrs.get("style")
    if not style:
        return None
    # (read a few times an element, charged as a string method's read: found by an attacker
    # helper, innerText of a <p> with an 840 KB style ran 50 ms for 11 steps)
    tick(1 + (len(style) >> 6))
    if name not in style.lower():
        return None
    found = None
    for prop, value in _STYLE_DECLARATION.findall(style):
        if prop.lower() == name and value.split():
            found = value.split()[0].lower()
    return found


def _display(el: Any, parent_display: str | None = None) -> str:
    """The element's display: its inline style's, else the UA stylesheet's; block-level
    when it floats, is absolutely positioned or is a flex or grid item."""
    display = _own_display(el)
    if display == "none":
        return display
    floats = _inline_style(el, "float") not in (None, "none")
    if floats or parent_display in _FLEX_OR_GRID or _inline_style(el, "position") in ("absolute", "fixed"):
        return _BLOCKIFIED.get(display, display)
    return display


def _own_display(el: Any) -> str:
    found = _inline_style(el, "display")
    if found:
        return found
    tag = el.tag
    if tag in _NOT_RENDERED or "hidden" in el.attrs:
        return "none"
    if tag == "dialog" and "open" not in el.attrs:
        return "none"
    if tag == "li" or tag == "summary":
        return "list-item"
    if tag == "tr":
        return "table-row"
    if tag in ("td", "th"):
        return "table-cell"
    if tag in ("thead", "tbody", "tfoot"):
        return "table-row-group"
    if tag in _INLINE_BLOCK:
        return "inline-block"
    return "block" if tag in _BLOCK else "inline"


def _white_space(el: Any, inherited: str) -> str:
    """How the element keeps white space: "normal", "pre" or "pre-line" (inherited)."""
    found = _inline_style(el, "white-space")
    if found in _WHITE_SPACE:
        return _WHITE_SPACE[found]
    return "pre" if el.tag in _PRE else inherited


def _visible(el: Any, inherited: bool) -> bool:
    found = _inline_style(el, "visibility")
    return inherited if found is None else found == "visible"


def _text_transform(el: Any, inherited: str) -> str:
    found = _inline_style(el, "text-transform")
    return found if found in ("none", "uppercase", "lowercase", "capitalize") else inherited


def _shown_children(el: Any) -> Any:
    """The children a browser renders: a closed `<details>` shows its first `<summary>` only."""
    if el.tag == "details" and el.namespace == HTML_NS and "open" not in el.attrs:
        summary = next((c for c in el.children if getattr(c, "tag", None) == "summary"), None)
        return () if summary is None else (summary,)
    return el.children


def _rendered(el: Any) -> bool:
    """Is `el` being rendered: no display: none on it or an ancestor, not in a template,
    not in a closed `<details>` (outside its summary)."""
    node = el
    while node is not None:
        if getattr(node, "tag", None) is not None and node.namespace == HTML_NS:
            if _own_display(node) == "none":
                return False
            parent = node.parent
            if getattr(parent, "tag", None) == "details" and node not in _shown_children(parent):
                return False
        node = node.parent
    return True


TEXT_NODE, COMMENT_NODE = 3, 8
# Steps an element costs (its display, white space, visibility and transform read from its
# style: some 50 Python calls, 20-30 µs; found by an attacker helper: charged a step as a
# subtree read, innerText of a row of 10,000 cells ran 0.25 s for 10,000 steps)
ELEMENT_STEPS = 40
_WORD_START = re.compile(r"(?<![\w'’])([^\W\d_])")


def _capital(match: re.Match) -> str:
    letter = match.group(1)
    upper = letter.upper()
    return upper if len(upper) == 1 else letter  # (ß stays ß: no one-letter capital)


def _transformed(text: str, transform: str, before: str) -> str:
    """`text` as `text-transform` shows it; `before`: the character that precedes it."""
    if transform == "uppercase":
        return text.upper()
    if transform == "lowercase":
        return text.lower()
    if transform == "capitalize":
        tick(2 * len(text))  # (a Python call per word: 'a '.repeat(400000) took 1.5 s more)
        joined = _WORD_START.sub(_capital, before + text)
        return joined[len(before):]
    return text


def inner_text(el: Any) -> str:
    if not _rendered(el):
        return el.text_content
    items: list[str | int] = []
    following: dict[int, Any] = {}  # (`_next_sibling_display`)
    last = [""]  # the last character of text collected (a word goes on across elements)

    def text(node: Any, space: str, visible: bool, transform: str) -> None:
        data = node.data
        # (its white space is collapsed a run at a time, in Python: found by an attacker helper,
        # innerText of 'a '.repeat(400000) ran 1 s for 12 steps, 2.5 s capitalized)
        tick(1 + len(data))
        if not visible:
            if data.strip(" \t\n\f\r") or space != "normal":
                items.append(_HIDDEN)
            return
        if transform != "none" and data:
            data = _transformed(data, transform, last[0])
        if data:
            last[0] = data[-1]
        if space == "pre":
            items.append("\x00" + data)
        elif space == "pre-line":
            lines = data.split("\n")
            items.append(lines[0])
            for line in lines[1:]:
                items.extend((_BR, line))
        else:
            items.append(data)

    def collect(node: Any, parent_display: str, space: str, visible: bool, transform: str) -> None:
        kind = getattr(node, "nodeType", None)
        if kind == TEXT_NODE:
            text(node, space, visible, transform)
            return
        if kind != 1:  # (comments and other nodes give nothing)
            return
        tick(ELEMENT_STEPS)
        html = node.namespace == HTML_NS
        display = _display(node, parent_display) if html else "inline"
        if display == "none":
            return
        visible = _visible(node, visible)
        if html and node.tag == "br":
            if visible:
                items.append(_BR)
            return
        if html and node.tag in _NO_TEXT_CHILDREN:
            return
        space = _white_space(node, space) if html else space
        transform = _text_transform(node, transform)
        paragraph = html and node.tag == "p"
        breaks = 2 if paragraph else 1 if display in _BLOCK_LEVEL or display == "table-row" else 0
        inline_box = display in ("inline-block", "inline-flex", "inline-grid")
        if visible and breaks:
            items.append(breaks)
        elif visible and (display == "table-cell" or inline_box):
            items.append(0)  # its own line box: spaces at its start and end collapse away
        inner_display = parent_display if display == "contents" else display  # (no box: its children are the parent's)
        for child in _shown_children(node) if html else node.children:
            collect(child, inner_display, space, visible, transform)
        if not visible:
            return
        if inline_box:
            items.append(0)
        if display == "table-cell":
            items.append(0)
            if _next_sibling_display(node, following) == "table-cell":
                items.append("\t")
        if breaks:
            items.append(breaks)

    html = el.namespace == HTML_NS
    own_display = _display(el) if html else "inline"
    space = _white_space(el, "normal") if html else "normal"
    for child in _shown_children(el) if html else el.children:
        collect(child, own_display, space, _visible(el, True), _text_transform(el, "none"))
    return _join(items)


def _next_sibling_display(node: Any, following: dict[int, Any]) -> str | None:
    """The display of the element after `node` among its siblings. `following`: each
    child's next element sibling, listed once per parent (found by an attacker helper:
    a search from the first child for each cell made a row of 5,000 cells cost 0.2 s)."""
    parent = node.parent
    if parent is None:
        return None
    if id(node) not in following:
        after = None
        for sibling in reversed(parent.children):
            following[id(sibling)] = after
            if getattr(sibling, "nodeType", None) == 1:
                after = sibling
    sibling = following[id(node)]
    return None if sibling is None else _display(sibling)


def _join(items: list[str | int]) -> str:
    """Collapse white space as CSS does (per line, across inline boxes), then replace each
    run of required line counts by that many line breaks, none at the ends."""
    out: list[str | int] = []
    line_start = True
    pending_space = False
    for item in items:
        if isinstance(item, int) or item == _BR:
            pending_space = False
            line_start = True
            out.append(item if isinstance(item, int) else "\n")
            continue
        if item == _HIDDEN:  # (nothing shown, but the spaces on either side are not one run)
            if pending_space:
                out.append(" ")
                pending_space = False
            line_start = False
            continue
        if item == "\t":
            pending_space = False
            line_start = True
            out.append("\t")
            continue
        if item.startswith("\x00"):
            text = item[1:]
            if text:
                if pending_space:
                    out.append(" ")
                    pending_space = False
                out.append(text)
                line_start = text.endswith("\n")
            continue
        for part in re.split(r"([ \t\n\f\r]+)", item):
            if not part:
                continue
            if _SPACES.fullmatch(part):
                if not line_start:
                    pending_space = True
                continue
            if pending_space:
                out.append(" ")
                pending_space = False
            out.append(part)
            line_start = False
    text: list[str] = []
    count = 0
    started = False
    for item in out:
        if isinstance(item, int):
            count = max(count, item)
            continue
        if item == "":
            continue
        if count and started:
            text.append("\n" * count)
        count = 0
        started = True
        text.append(item)
    return "".join(text)
