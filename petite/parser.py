"""HTML5 parsing into petite's DOM.

Templates are parsed as a browser parses `container.innerHTML = template` (a fragment in
a `<div>` context), with the WHATWG tree-construction rules: `<template>` contents,
table foster-parenting, implied end tags, attribute-name case folding, foreign (SVG,
MathML) elements. The `justhtml` parser does the HTML5 work; this module converts its
tree and keeps each element's source position for error messages.
"""

from __future__ import annotations

from dataclasses import dataclass

from justhtml import JustHTML
from justhtml.parser import FragmentContext

from .dom import HTML_NS, Comment, Element, Fragment, ParentNode, Text, settle_radio_groups

_NAMESPACES = {"html": HTML_NS, "svg": "svg", "math": "math", None: HTML_NS}


@dataclass(frozen=True, slots=True)
class SourcePosition:
    """Where an element starts in the template: 1-based line and column, 0-based offset."""

    line: int
    column: int
    offset: int


def parse_fragment(html: str, context: str = "div") -> Fragment:
    """Parse `html` as the children of a `context` element, the way innerHTML does."""
    doc = JustHTML(
        html,
        fragment=True,
        fragment_context=FragmentContext(context),
        sanitize=False,
        track_node_locations=True,
    )
    fragment = Fragment()
    _convert_children(doc.root, fragment)
    settle_radio_groups(fragment)
    return fragment


def _convert_children(source, target: ParentNode) -> None:
    """Link converted nodes straight into the fresh tree (nothing is recorded yet; radio
    groups are settled once the whole tree exists: `petite.dom.settle_radio_groups`)."""
    children = target.children
    for child in source.children or ():
        node = _convert(child)
        if node is not None:
            node.parent = target
            children.append(node)


def _convert(source):
    name = source.name
    if name == "#text":
        return Text(source.data)
    if name == "#comment":
        return Comment(source.data or "")
    if name.startswith("#") or name == "!doctype":
        return None
    element = Element(name, source.attrs or {}, _NAMESPACES.get(source.namespace, source.namespace))
    if source.origin_line is not None:
        element.data["source"] = SourcePosition(source.origin_line, source.origin_col, source.origin_offset)
    content = getattr(source, "template_content", None)
    if element.content is not None and content is not None:
        _convert_children(content, element.content)
    else:
        _convert_children(source, element)
    return element


def source_position(element: Element) -> SourcePosition | None:
    """The element's start in its template source, when the parser recorded it."""
    position = element.data.get("source")
    return position if isinstance(position, SourcePosition) else None
