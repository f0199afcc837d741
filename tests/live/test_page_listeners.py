"""Listeners on a live page (Chromium): a listener's error (the other listeners ran and
their changes reach the page, the default action happened, the session goes on), and a
page's document and window listeners."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import live_page, serve, settled

PAGE = """<div v-scope="{ r: [] }" @click="r.push('outer')">
<button @click="r.push('b'); missing.name">b</button>
<input type="checkbox" ref="x" @click="r.push('box'); boom()">
<button class="script" @click="$refs.x.click(); r.push('after ' + $refs.x.checked)">s</button>
<i>{{ r.join() }}</i></div>"""


def test_the_other_listeners_run_and_the_session_goes_on(chromium):
    with serve(LiveApp(PAGE)) as url:
        with live_page(chromium, url) as page:
            page.click("button")
            settled(page)
            assert page.inner_text("i") == "b,outer"
            page.click("input")
            settled(page)
            assert page.inner_text("i") == "b,outer,box,outer"
            assert page.is_checked("input")
            page.click(".script")
            settled(page)
            assert page.inner_text("i") == "b,outer,box,outer,box,outer,after false,outer"
            assert not page.is_checked("input")


MENU = """<div v-scope="{ open: true, r: [] }" @vue:mounted="
  document.addEventListener('click', e => { if (!$refs.menu.contains(e.target)) open = false; r.push('doc') });
  window.addEventListener('keydown', e => { if (e.key === 'Escape') { open = false; r.push('esc') } })">
<div ref="menu"><button class="toggle" @click="open = !open">menu</button><ul v-show="open"><li>item</li></ul></div>
<i>{{ open }} {{ r.join() }}</i></div>"""


def test_document_and_window_listeners_hear_the_whole_page(chromium):
    """A page's document/window listeners are the app's top element's on the server;
    the client listens on the document, so a click outside the app and a key pressed
    with the focus on <body> reach them."""
    with serve(LiveApp(MENU)) as url:
        with live_page(chromium, url) as page:
            page.click(".toggle")  # inside the menu: the document listener runs, the menu stays as toggled
            settled(page)
            assert page.inner_text("i") == "false doc"
            page.click(".toggle")
            settled(page)
            page.evaluate("document.activeElement.blur()")
            page.keyboard.press("Escape")  # (the focus on <body>: outside the app's element)
            settled(page)
            assert page.inner_text("i") == "false doc,doc,esc"
            page.evaluate("document.body.click()")  # a click on the page outside the app
            settled(page)
            assert page.inner_text("i") == "false doc,doc,esc,doc"
