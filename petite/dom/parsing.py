"""HTML5 parsing: the WHATWG tree-construction rules (done by `justhtml` through
`petite.html5`, the one parser entry), and where each element starts in its template.

Templates are parsed as a browser parses `container.innerHTML = template` (a fragment
in a `<div>` context): `<template>` contents, table foster-parenting, implied end tags,
attribute-name case folding, foreign (SVG, MathML) elements. `petite.dom.nodes`
converts the parser's tree into petite's nodes (`parse_fragment`, `parse_document`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .serialize import start_tag_of
from ..html5 import HTML_NS, MATHML_NS, SVG_NS, html5_document, html5_fragment  # noqa: F401 - the DOM's parser entry

NAMESPACES = {"html": HTML_NS, "svg": SVG_NS, "math": MATHML_NS, None: HTML_NS}
# Elements inside elements (a <template>'s content counts): every later pass over a tree
# (walker, compiler, serializer, clone) recurses once or a few times per level, and this
# keeps them all within Python's stack. Deeper markup is a TemplateSyntaxError naming the
# first element past the limit. (Chromium's parser re-parents elements past 512 levels
# instead; see docs/security.md.)
MAX_NESTING_DEPTH = 64
# The levels a page's tree may reach when its code moves nodes (appendChild, before,
# replaceWith ...: `petite.dom.tree_methods`): a template's own limit does not see them,
# and an 800-deep chain built by appendChild overflowed the serializer's stack.
MAX_TREE_DEPTH = 256


@dataclass(frozen=True, slots=True)
class SourcePosition:
    """Where an element starts in the template: 1-based line and column, 0-based offset."""

    line: int
    column: int
    offset: int
    attrs: tuple[tuple[str, str], ...] = field(default=(), compare=False)  # as written (`describe`)


def source_position(element: Any) -> SourcePosition | None:
    """The element's start in its template source, when the parser recorded it."""
    read = getattr(element, "_source_position", None)  # (a DOM element: without making its data)
    position = read() if read is not None else element.data.get("source")
    return position if isinstance(position, SourcePosition) else None


def describe(node: Any) -> str:
    """A node as error messages name it, the same on the render and mount paths: an
    element's start tag as written in its template (directives included, whatever a
    mount has removed since) and where it starts; a text node's element (an
    interpolation's error names the element holding it)."""
    if node.nodeType == 3 and node.parent is not None and node.parent.nodeType == 1:
        node = node.parent
    if node.nodeType != 1:
        return "the template"
    position = source_position(node)
    attrs = dict(position.attrs) if position is not None else node.attrs
    tag = start_tag_of(node.tag, attrs)
    if len(tag) > 80:
        tag = tag[:77] + "...>"
    return f"{tag} (line {position.line}, column {position.column})" if position else tag
