"""`document.title = ...` in expressions (`petite.domview`): the first `<title>` takes
the text (one is made in `<head>`); a template without a head keeps the page's title in
its app (`Mounted.title`); a live page's browser shows it (a `call` op, text only) and
its first paint carries the title its first render set."""

from __future__ import annotations

import json

import petite
from petite.live import LiveApp
from petite.testing import mount

from ..support import RecordingConnection, live_page, live_url, serve, settled

HOSTILE = "</title><script>window.__ran = 1</script><img src=x onerror='window.__ran = 2'>"

PAGE = """<!doctype html>
<html><head><title>Start page</title></head>
<body>
  <div v-scope v-effect="document.title = prefix + n">
    <button class="more" @click="n++">more</button>
    <button class="hostile" @click="prefix = hostile">hostile</button>
    <p class="seen">{{ seen }}</p>
    <button class="read" @click="seen = document.title">read</button>
  </div>
</body></html>
"""


def state():
    return {"n": 1, "prefix": "Count ", "hostile": HOSTILE, "seen": ""}


def test_testing_keeps_the_title_in_the_app_and_collapses_its_spaces() -> None:
    page = mount('<div v-scope="{ n: 2 }" v-effect="document.title = \'  n is \\n \' + n"><button @click="n++">b</button>'
                 '<i>{{ n }} [{{ document.title }}]</i></div>')
    other = mount("<p>{{ document.title }}</p>")
    try:
        assert page.find("i").text() == "2 []"  # (v-effect runs after the first render, as in petite-vue)
        assert page.title == "n is 2"
        page.find("button").click()
        assert (page.find("i").text(), page.title) == ("3 [n is 2]", "n is 3")
        assert other.title == ""  # (each app is its own page)
    finally:
        page.unmount()
        other.unmount()


def test_a_document_template_sets_its_title_element_or_makes_one_in_head() -> None:
    with_title = '<html><head><title>old</title></head><body><p v-scope v-effect="document.title = \'new\'">x</p></body></html>'
    assert petite.render(with_title) == "<html><head><title>new</title></head><body><p>x</p></body></html>"
    head_only = '<html><head></head><body><p v-scope v-effect="document.title = \'<b>1</b>\'">x</p></body></html>'
    assert petite.render(head_only) == "<html><head><title>&lt;b&gt;1&lt;/b&gt;</title></head><body><p>x</p></body></html>"


def test_other_members_of_document_stay_read_only() -> None:
    page = mount('<div v-scope="{ e: \'\' }"><button @click="try { document.body = 1 } catch (x) { e = x.message };'
                 ' document.head = 1; document.nodeType = 1; e += \' \' + document.nodeType">b</button>{{ e }}</div>')
    try:
        page.find("button").click()
        assert page.text() == ("bFailed to set the 'body' property on 'Document': Failed to convert value to "
                               "'HTMLElement'. 9")
    finally:
        page.unmount()


def test_a_live_session_sends_the_title_as_text() -> None:
    app = LiveApp(PAGE, data=state)
    session = app.new_session()
    session.connection = RecordingConnection()
    assert session.app.document_title == "Count 1"
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.handle({"t": "event", "seq": 1, "node": button.nid, "target": button.nid, "type": "click"})
    ops = [op for text in session.connection.sent for op in json.loads(text).get("ops", [])]
    assert ["call", session.app.root.nid, "title", "Count 2"] in ops
    session.close()


url = live_url(PAGE, data=state)


def test_on_a_live_page_the_browser_shows_the_title_and_no_markup_runs(chromium, url) -> None:
    with live_page(chromium, url) as page:
        assert page.title() == "Count 1"  # (the first paint carries what the first render set)
        page.click(".more")
        settled(page)
        page.wait_for_function("() => document.title === 'Count 2'")
        page.click(".hostile")
        settled(page)
        page.wait_for_function("(t) => document.title === t", arg=HOSTILE + "2")
        page.click(".read")
        settled(page)
        assert page.locator(".seen").text_content() == HOSTILE + "2"
        page.reload()
        settled(page)
        assert page.title() == "Count 1"
        assert page.evaluate("() => window.__ran") is None


def test_a_hostile_title_in_the_first_paint_stays_text(chromium) -> None:
    with serve(LiveApp(PAGE, data=lambda: {**state(), "prefix": HOSTILE})) as address:
        with live_page(chromium, address) as page:
            assert page.title() == HOSTILE + "1"
            assert page.evaluate("() => [window.__ran, document.querySelectorAll('img, script:not([src])').length]") == [None, 0]


CLOBBERED = """<!doctype html><html><head><title>Start</title></head><body>
  <div v-scope><img name="title"><form name="title"></form><button @click="n++; document.title = 'Count ' + n">more</button></div>
</body></html>"""


def test_named_elements_do_not_stop_the_title(chromium) -> None:
    """`<img name="title">` makes `document.title` that image in a browser (named
    elements hide the document's own members): the client sets the title through the
    prototype's setter."""
    title = "() => Object.getOwnPropertyDescriptor(Document.prototype, 'title').get.call(document)"
    with serve(LiveApp(CLOBBERED, data=lambda: {"n": 0})) as address, live_page(chromium, address) as page:
        page.click("button")
        settled(page)
        page.wait_for_function(f"() => ({title})() === 'Count 1'")
        assert page.evaluate("() => document.title instanceof HTMLCollection || document.title instanceof Element") is True

