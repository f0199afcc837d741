"""`navigator.clipboard` and `isSecureContext` follow the page's address, as Chromium
(petite.clipboard): a test of an https page sees what its script copied."""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionError
from petite.testing import mount

COPY = ('<div v-scope="{ copied: \'\' }"><button @click="navigator.clipboard.writeText(\'code \' + 1)'
        '.then(() => copied = \'yes\')">c</button><p>{{ copied }} {{ isSecureContext }} {{ typeof navigator.clipboard }}'
        ' {{ \'clipboard\' in navigator }}</p></div>')


@pytest.mark.parametrize("url", ["https://shop.test/", "http://localhost:8000/a", "http://127.0.0.1/", "http://app.localhost/"])
def test_a_secure_page_copies(url):
    page = mount(COPY, url=url)
    assert page.find("p").text() == "true object true"
    page.find("button").click()
    page.advance(0)
    assert page.find("p").text() == "yes true object true"
    assert page.clipboard == ["code 1"]


@pytest.mark.parametrize("url", [None, "http://petite.test/", "http://example.com/x"])
def test_a_page_that_is_not_secure_has_no_clipboard(url):
    page = mount(COPY, url=url) if url else mount(COPY)
    assert page.find("p").text() == "false undefined false"
    with pytest.raises(ExpressionError, match="reading 'writeText'"):
        page.find("button").click()
    assert page.clipboard == []


def test_reading_the_clipboard_is_never_allowed():
    page = mount('<div v-scope="{ r: \'\' }"><button @click="navigator.clipboard.readText().then((t) => r = t,'
                 ' (e) => r = e.name)">r</button><p>{{ r }}</p></div>', url="https://x.test/")
    page.find("button").click()
    page.advance(0)
    assert page.find("p").text() == "NotAllowedError"


def test_a_render_has_no_address_so_no_clipboard():
    assert petite.render("<p>{{ isSecureContext }} {{ typeof navigator.clipboard }}</p>", {}) == "<p>false undefined</p>"


def test_many_writes_keep_the_last_thousand():
    page = mount('<button v-scope @click="for (let i = 0; i < 1500; i++) navigator.clipboard.writeText(String(i))">c</button>',
                 url="https://x.test/")
    page.find("button").click()
    assert len(page.clipboard) == 1000 and page.clipboard[-1] == "1499" and page.clipboard[0] == "500"
