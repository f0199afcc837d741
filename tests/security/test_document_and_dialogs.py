"""Attacks on what this wave added to expressions: `document` and `window` (the page
the app is mounted in) and `<dialog>`/form members. `document` reaches nothing an element view
does not (no app, scope, recorder; no node creation; no writes at its top), its walks
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
    "typeof document.defaultView",
    "typeof document.cookie",
    "typeof document.body.node",
    "typeof document.getElementById('x').node",
    "typeof window.node",
    "typeof window.indexedDB",
    "typeof window.location",
    "typeof window.__class__",
    "typeof window.constructor",
])
def test_document_reaches_nothing_but_the_listed_members(expression: str) -> None:
    page = mount('<div v-scope><p id="x">x</p><i>{{ ' + expression + ' }}</i></div>')
    try:
        assert page.find("i").text() == "undefined"
    finally:
        page.unmount()


@pytest.mark.parametrize("statement", [
    "document.body = null",
    "document.cookie = 'x'",
    "document.location = 'javascript:alert(1)'",
    "document.getElementById = () => 1",
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
