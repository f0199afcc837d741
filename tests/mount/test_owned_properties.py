"""Which HTML elements have which of the element properties petite's views know
(`petite.domview.OWNED_PROPERTIES`): checked against the Chromium the suite runs, with
`key in document.createElement(tag)` for every HTML tag petite names."""

from __future__ import annotations

from petite.domview import ELEMENT_READ, ELEMENT_WRITE, NODE_READ, OWNED_PROPERTIES
from petite.expr.dom_interfaces import HTML_ELEMENTS, PLAIN_HTML_TAGS

OWNERS = """([keys, tags]) => Object.fromEntries(keys.map((k) => [k, tags.filter((t) => k in document.createElement(t))]))"""
TAGS = sorted(set(HTML_ELEMENTS) | set(PLAIN_HTML_TAGS) | {"x-custom", "unknownish"})


def test_owned_properties_are_chromiums(chromium) -> None:
    keys = sorted((ELEMENT_READ | ELEMENT_WRITE) - NODE_READ)
    page = chromium.new_page()
    try:
        found = page.evaluate(OWNERS, [keys, TAGS])
    finally:
        page.close()
    everywhere = {key for key, tags in found.items() if len(tags) == len(TAGS)}
    assert {key: frozenset(tags) for key, tags in found.items() if key not in everywhere} == OWNED_PROPERTIES
