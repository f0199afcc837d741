"""The HTML5 parser entry: the WHATWG tree-construction rules, done by `justhtml`.

Every parse goes through here, templates and markup an expression built alike, so the
work it costs is charged in one place. A module of its own (not in `petite.dom`): the
output-safety layer (`petite.safety`) parses `srcdoc` documents with it, and the DOM
imports that layer.
"""

from __future__ import annotations

from typing import Any

from justhtml import JustHTML
from justhtml.parser import FragmentContext

from .expr.budget import tick

HTML_NS = "html"
SVG_NS = "svg"
MATHML_NS = "math"
# Parsing markup inside an evaluation (`v-html`, `innerHTML`, `srcdoc`, `$template`
# strings an expression built) is work charged to its budget: with the sanitiser and
# the conversion, about 1.5-4 µs a character plus about 20 µs a tag, so a step a
# character and 4 more a `<` (markup of nothing but tags, `<p><a>` repeated, cost 2.7
# steps' worth a character at one step a character). A render holds about 400,000 to a
# million characters of runtime markup (templates themselves are parsed outside any).
MARKUP_STEPS_PER_CHARACTER = 1
MARKUP_STEPS_PER_TAG = 4


def markup_steps(html: str) -> int:
    """The work steps parsing `html` costs (what every parse charges)."""
    return 1 + len(html) * MARKUP_STEPS_PER_CHARACTER + html.count("<") * MARKUP_STEPS_PER_TAG


def _charge(html: str) -> None:
    tick(markup_steps(html))


def html5_fragment(html: str, context: str = "div", namespace: str = HTML_NS) -> Any:
    """The parser's tree of `html` parsed as the children of a `context` element (of
    `namespace`: an SVG or MathML context parses its children as foreign content)."""
    _charge(html)
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
    _charge(html)
    return JustHTML(html, sanitize=False, track_node_locations=True).root
