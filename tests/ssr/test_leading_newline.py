"""A leading newline in <pre>, <textarea>, <listing>: page output loaded in Chromium keeps it
(the parser drops one newline after their start tag; `petite.safety.page_content`)."""

import pytest

import petite
from petite.dom.serialize import outer_html
from petite.testing import mount

TEMPLATE = (
    '<pre id="a">{{ s }}</pre><pre id="b" v-text="s"></pre><pre id="c" v-html="s"></pre>'
    '<listing id="d">{{ s }}</listing><textarea id="e" v-model="s"></textarea>'
    '<pre id="f">\n\nstatic</pre><pre id="g"><b>x</b>{{ s }}</pre>'
)
DATA = {"s": "\nline"}
TEXTS = {"a": "\nline", "b": "\nline", "c": "\nline", "d": "\nline", "e": "\nline", "f": "\nstatic", "g": "x\nline"}

READ = """() => Object.fromEntries([...document.querySelectorAll('[id]')].map(
  (el) => [el.id, el.tagName === 'TEXTAREA' ? el.value : el.textContent]))"""


@pytest.mark.parametrize("output", ["render", "mount"])
def test_page_output_keeps_the_leading_newline_in_chromium(chromium, output):
    html = petite.render(TEMPLATE, DATA) if output == "render" else mount(TEMPLATE, DATA).html()
    tab = chromium.new_page()
    try:
        tab.set_content(f"<!doctype html><html><body>{html}</body></html>")
        assert tab.evaluate(READ) == TEXTS
    finally:
        tab.close()


def test_outer_html_read_by_expressions_is_chromiums():
    """Chromium's innerHTML/outerHTML add no newline: neither does the DOM's serializer."""
    page = mount('<pre>{{ s }}</pre>', {"s": "\nx"})
    assert page.html() == "<pre>\n\nx</pre>"
    assert page.find("pre").html() == "<pre>\nx</pre>"
    assert outer_html(page.find("pre")._el(), page=True) == "<pre>\n\nx</pre>"
