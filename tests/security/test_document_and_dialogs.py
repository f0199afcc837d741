"""Attacks on what this wave added to expressions: `document` and `window` (the page
the app is mounted in) and `<dialog>`/form members. `document` reaches nothing an element view
does not (no app, scope, recorder; no node creation; its members ignore writes, and other
names written are its own properties, kept with the app), its walks
are charged to the work budget, and a dialog's `returnValue` is text."""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionLimitError
from petite.expr.budget import budget_get
from petite.testing import mount


@pytest.mark.parametrize("expression", [
    "typeof document.write",
    "typeof document.node",
    "typeof document.__class__",
    "typeof document.constructor",
    "typeof document.body.node",
    "typeof document.getElementById('x').node",
    "typeof window.node",
    "typeof window.indexedDB",
    "typeof window.visualViewport",
    "typeof window.__class__",
    "typeof window.constructor",
])
def test_document_reaches_nothing_but_the_listed_members(expression: str) -> None:
    page = mount('<div v-scope><p id="x">x</p><i>{{ ' + expression + ' }}</i></div>')
    try:
        assert page.find("i").text() == "undefined"
    finally:
        page.unmount()


def test_the_documents_view_is_the_window_itself() -> None:
    """`document.defaultView` is the page's `window` (Chromium's), nothing more."""
    page = mount('<div v-scope><i>{{ document.defaultView === window }} {{ typeof document.defaultView.node }}</i></div>')
    try:
        assert page.find("i").text() == "true undefined"
    finally:
        page.unmount()


@pytest.mark.parametrize("statement", [
    "document.body = null",
    "window.Math = null",
    "window.document = null",
    "window.window = null",
    "window.alert = null",
])
def test_document_is_read_only_at_its_top(statement: str) -> None:
    page = mount('<div v-scope="{ e: \'\' }"><button @click="try { ' + statement
                 + ' } catch (x) { e = x.name }">b</button><i>{{ e }}</i></div>')
    try:
        page.find("button").click()
        assert page.find("i").text() == "TypeError"
        page.find("button").click()  # (still the page's document)
        assert page.find("i").text() == "TypeError"
    finally:
        page.unmount()


@pytest.mark.parametrize("statement", [
    "document.location = 'javascript:alert(1)'",
    "document.getElementById = () => 1",
    "document.querySelector = null",
    "document.__proto__ = null",
    "document.constructor = null",
    "document.nodeType = 1",
])
def test_document_writes_stay_its_own_properties(statement: str) -> None:
    """As in Chromium's sloppy-mode code, a write to the document does not throw: a member
    it has ignores it, any other name is its own property, kept with the app (a value,
    never a sink: nothing navigates, no cookie is set, no other app or session sees it)."""
    template = ('<div v-scope><p id="x">x</p><button @click="' + statement + '">b</button>'
                "<i>{{ document.getElementById('x').id }} {{ document.nodeType }} {{ typeof document.querySelector }}</i></div>")
    page = mount(template)
    other = mount(template.replace("<button", "<button hidden"))
    try:
        page.find("button").click()
        assert page.find("i").text() == "x 9 function"
        other.find("button").click()
        assert other.find("i").text() == "x 9 function"
    finally:
        page.unmount()
        other.unmount()
    rendered = petite.render('<p v-scope>{{ document.location.href }}</p>')
    assert rendered == "<p>about:blank</p>"  # (a navigation is recorded, never run: petite.location)


def test_a_cookie_is_the_pages_own():
    """`document.cookie` is a member (petite.cookies): on the blank page Chromium's
    SecurityError; on a page of an address, a jar of the app's own (another app, another
    session, sees none of it)."""
    page = '<p v-scope="{ c: \'\' }"><button @click="document.cookie = \'x=1\'; c = document.cookie">b</button>{{ c }}</p>'
    blank = mount('<p v-scope>{{ (() => { try { return document.cookie } catch (e) { return e.name } })() }}</p>')
    assert blank.html() == "<p>SecurityError</p>"
    first, second = mount(page, url="http://shop.test/"), mount(page, url="http://shop.test/")
    first.find("button").click()
    assert (first.cookies, second.cookies, first.html()) == ({"x": "1"}, {}, "<p><button>b</button>x=1</p>")


def test_a_document_walk_is_charged_per_element() -> None:
    rows = "".join(f"<p class='r'>{i}</p>" for i in range(2000))
    template = ('<div v-scope="{ n: 0 }">' + rows
                + "<i>{{ (() => { const before = steps(); document.getElementsByTagName('p');"
                  " return before - steps() })() }}</i></div>")
    page = mount(template, {"steps": lambda: budget_get().steps})
    try:
        assert int(page.find("i").text()) >= 2000
    finally:
        page.unmount()


def test_a_loop_of_document_queries_ends_in_the_work_budget() -> None:
    rows = "".join(f"<p>{i}</p>" for i in range(500))
    page = mount('<div v-scope="{ n: 0 }">' + rows
                 + "<button @click=\"for (;;) document.querySelectorAll('p')\">b</button></div>")
    try:
        with pytest.raises(ExpressionLimitError):
            page.find("button").click()
    finally:
        page.unmount()


@pytest.mark.parametrize(("value", "shown"), [
    ("{ toString() { return '<b>x</b>' } }", "&lt;b&gt;x&lt;/b&gt;"),
    ("[1, 2]", "1,2"),
    ("null", "null"),
])
def test_a_dialogs_return_value_is_text(value: str, shown: str) -> None:
    page = mount('<div v-scope="{ r: \'\' }"><dialog ref="d" open></dialog>'
                 '<button @click="$refs.d.close(' + value.replace('"', "&quot;")
                 + '); r = $refs.d.returnValue">b</button><i>{{ typeof r }} {{ r }}</i></div>')
    try:
        page.find("button").click()
        assert page.find("i").html().endswith(f"string {shown}</i>")
    finally:
        page.unmount()


def test_render_mounts_a_template_that_reads_document_and_its_views_stay_views() -> None:
    out = petite.render("<div v-scope><p id=a>1</p><i>{{ document.getElementById('a').textContent"
                        " + typeof document.getElementById('a').node }}</i></div>")
    assert out == '<div><p id="a">1</p><i>1undefined</i></div>'


def test_document_own_properties_are_the_apps() -> None:
    """`document.foo = v` in one app is not seen by another (each app's document, as each
    session's: petite.app.App.document_expandos)."""
    writer = mount('<div v-scope="{ t: \'\' }"><button @click="document.secret = \'a\'; t = typeof document.secret">b</button>'
                   '<i>{{ t }}</i></div>')
    reader = mount('<div v-scope="{ t: \'\' }"><button @click="t = typeof document.secret">b</button><i>{{ t }}</i></div>')
    try:
        writer.find("button").click()
        assert writer.find("i").text() == "string"
        reader.find("button").click()
        assert reader.find("i").text() == "undefined"
        assert petite.render('<p v-scope>{{ typeof document.secret }}</p>') == "<p>undefined</p>"
        again = '<p v-scope>{{ typeof document.secret }} {{ (document.secret = 1, typeof document.secret) }}</p>'
        assert petite.render(again) == petite.render(again) == "<p>undefined number</p>"  # (a render's own)
    finally:
        writer.unmount()
        reader.unmount()
