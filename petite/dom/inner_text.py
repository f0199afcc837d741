"""`element.innerText`: the text as rendered, as a browser's getter gives it.

The HTML standard's "rendered text collection steps", with the default (UA stylesheet)
display of each HTML element and the element's own inline `style` (petite has no
stylesheets): whitespace is collapsed as CSS `white-space: normal` does (across inline
elements, and at the start and end of each line), `<br>` is a line break, block-level
boxes start and end a line, `<p>` is set off by a blank line, table cells are separated
by tabs and rows by line breaks; elements that are not rendered (`display: none`, the
`hidden` attribute, `<script>`, `<template>` ...) contribute nothing, and an element that
is itself not rendered gives its textContent (as a browser does).

    <button> Hi <b>there</b> </button>   innerText 'Hi there' (textContent ' Hi there ')
"""

from __future__ import annotations

import re
from typing import Any

from .core import HTML_NS

__all__ = ["inner_text"]

# The UA stylesheet's display: none (HTML "Rendering", 15.3.1), and the elements whose
# children a browser does not render as text (form controls, replaced and embedded
# content).
_NOT_RENDERED = frozenset(
    "area base basefont datalist head link meta noembed noframes param rp script style template title".split()
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
_DISPLAY = re.compile(r"(?:^|;)\s*display\s*:\s*([a-z-]+)", re.I)
_WHITE_SPACE = re.compile(r"(?:^|;)\s*white-space\s*:\s*([a-z-]+)", re.I)
_SPACES = re.compile(r"[ \t\n\f\r]+")


def _display(el: Any) -> str:
    """The element's display: its inline style's, else the UA stylesheet's."""
    style = el.attrs.get("style")
    if style:
        found = _DISPLAY.findall(style)
        if found:
            return found[-1].lower()
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


def _preserves_space(el: Any) -> bool:
    style = el.attrs.get("style")
    if style:
        found = _WHITE_SPACE.findall(style)
        if found:
            return found[-1].lower() in ("pre", "pre-wrap", "break-spaces")
    return el.tag in _PRE


def _rendered(el: Any) -> bool:
    """Is `el` being rendered: no display: none on it or an ancestor, not in a template."""
    node = el
    while node is not None:
        if getattr(node, "tag", None) is not None and node.namespace == HTML_NS and _display(node) == "none":
            return False
        node = node.parent
    return True


TEXT_NODE, COMMENT_NODE = 3, 8


def inner_text(el: Any) -> str:
    if not _rendered(el):
        return el.text_content
    items: list[str | int] = []

    def collect(node: Any, pre: bool) -> None:
        kind = getattr(node, "nodeType", None)
        if kind == TEXT_NODE:
            items.append(("\x00" if pre else "") + node.data)
            return
        if kind != 1:  # (comments and other nodes give nothing)
            return
        html = node.namespace == HTML_NS
        display = _display(node) if html else "inline"
        if display == "none":
            return
        if html and node.tag == "br":
            items.append(_BR)
            return
        if html and node.tag in _NO_TEXT_CHILDREN:
            return
        block = display in ("block", "list-item", "table", "flex", "grid", "table-caption", "table-row-group")
        if node.tag == "p" and html:
            items.append(2)
        elif block or display == "table-row":
            items.append(1)
        elif display in ("table-cell", "inline-block", "inline-flex", "inline-grid"):
            items.append(0)  # its own line box: spaces at its start and end collapse away
        keep = pre or (html and _preserves_space(node))
        for child in node.children:
            collect(child, keep)
        if display in ("inline-block", "inline-flex", "inline-grid"):
            items.append(0)
        if display == "table-cell":
            items.append(0)
            if _next_sibling_display(node) == "table-cell":
                items.append("\t")
        if node.tag == "p" and html:
            items.append(2)
        elif block or display == "table-row":
            items.append(1)

    for child in el.children:
        collect(child, el.namespace == HTML_NS and _preserves_space(el))
    return _join(items)


def _next_sibling_display(node: Any) -> str | None:
    parent = node.parent
    if parent is None:
        return None
    seen = False
    for sibling in parent.children:
        if sibling is node:
            seen = True
        elif seen and getattr(sibling, "nodeType", None) == 1:
            return _display(sibling)
    return None


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
