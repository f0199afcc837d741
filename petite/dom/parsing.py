"""HTML5 parsing: the WHATWG tree-construction rules (done by `justhtml`), and where
each element starts in its template.

Templates are parsed as a browser parses `container.innerHTML = template` (a fragment
in a `<div>` context): `<template>` contents, table foster-parenting, implied end tags,
attribute-name case folding, foreign (SVG, MathML) elements. `petite.dom.nodes`
converts the parser's tree into petite's nodes (`parse_fragment`, `parse_document`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from justhtml import JustHTML
from justhtml.parser import FragmentContext

from ..expr.budget import tick
from .core import HTML_NS, MATHML_NS, SVG_NS

NAMESPACES = {"html": HTML_NS, "svg": SVG_NS, "math": MATHML_NS, None: HTML_NS}
# Elements inside elements (a <template>'s content counts): every later pass over a tree
# (walker, compiler, serializer, clone) recurses once or a few times per level, and this
# keeps them all within Python's stack. Deeper markup is a TemplateSyntaxError naming the
# first element past the limit. (Chromium's parser re-parents elements past 512 levels
# instead; see docs/security.md.)
MAX_NESTING_DEPTH = 64
# Parsing markup inside an evaluation (`v-html`, `innerHTML`, `srcdoc`, `$template`
# strings an expression built) is work charged to its budget: about 2.5 µs a character
# with the sanitiser and the conversion; one step a character keeps a render to about a
# million characters of runtime markup (templates themselves are parsed outside any).
MARKUP_STEPS_PER_CHARACTER = 1


@dataclass(frozen=True, slots=True)
class SourcePosition:
    """Where an element starts in the template: 1-based line and column, 0-based offset."""

    line: int
    column: int
    offset: int


def html5_fragment(html: str, context: str = "div", namespace: str = HTML_NS) -> Any:
    """The parser's tree of `html` parsed as the children of a `context` element (of
    `namespace`: an SVG or MathML context parses its children as foreign content)."""
    tick(1 + len(html) * MARKUP_STEPS_PER_CHARACTER)
    doc = JustHTML(
        html,
        fragment=True,
        fragment_context=FragmentContext(context, None if namespace == HTML_NS else namespace),
        sanitize=False,
        track_node_locations=True,
    )
    return doc.root


def html5_document(html: str) -> Any:
    """The parser's tree of `html` parsed as a whole document."""
    tick(1 + len(html) * MARKUP_STEPS_PER_CHARACTER)
    return JustHTML(html, sanitize=False, track_node_locations=True).root


def source_position(element: Any) -> SourcePosition | None:
    """The element's start in its template source, when the parser recorded it."""
    read = getattr(element, "_source_position", None)  # (a DOM element: without making its data)
    position = read() if read is not None else element.data.get("source")
    return position if isinstance(position, SourcePosition) else None
