"""The client adopts the server-rendered page (no rebuild) and survives a network
outage visibly and without losing what the user did meanwhile (Chromium, with a proxy
that can cut the connection)."""

from __future__ import annotations

import pytest

from petite.live import LiveApp

from ..support import serve
from .latency import ROOT_OFFLINE, proxy_for, through_an_outage

PAGE = """
<div class="app">
  <script>window.runs = (window.runs || 0) + 1</script>
  <input class="name" autofocus v-model="name">
  <p class="echo">{{ name }}</p>
  <p class="joined">{{ 'a' }}{{ 'b' }} joined text</p>
  <button class="inc" @click="n++">{{ n }}</button>
  <input type="checkbox" class="box" v-model="box"><b class="boxed">{{ box }}</b>
  <div class="tall" style="height: 4000px"></div>
  <p class="end">{{ n }} at the end</p>
</div>
"""

# Before the client connects: remember the painted nodes and log connection events.
WATCH = """
document.addEventListener('DOMContentLoaded', () => {
  window.painted = { name: document.querySelector('.name'), inc: document.querySelector('.inc'),
                     text: document.querySelector('.joined').firstChild }
  window.connection = []
  for (const kind of ['petite:connected', 'petite:disconnected']) {
    document.addEventListener(kind, () => window.connection.push(kind))
  }
})
"""


@pytest.fixture(scope="module")
def proxied():
    app = LiveApp(PAGE, data=lambda: {"name": "", "n": 0, "box": False})
    with serve(app) as url:
        proxy = proxy_for(url)
        with proxy.running() as proxy_url:
            yield proxy, proxy_url


def open_page(chromium, url):
    page = chromium.new_page()
    page.add_init_script(WATCH)
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    return page


def test_the_first_paint_is_adopted_not_rebuilt(proxied, chromium):
    _, url = proxied
    page = open_page(chromium, url)
    assert page.evaluate("window.runs") == 1  # the page's script ran once
    assert page.evaluate("window.painted.inc === document.querySelector('.inc')")
    assert page.evaluate("window.painted.text === document.querySelector('.joined').firstChild")
    assert page.evaluate("document.activeElement === window.painted.name")  # autofocus kept
    page.click(".inc")
    page.evaluate("() => window.petite.settled()")
    assert page.inner_text(".inc") == "1"
    assert page.inner_text(".joined") == "ab joined text"
    assert page.evaluate("window.connection") == ["petite:connected"]
    page.close()


def test_typing_before_the_socket_connects_is_kept(proxied, chromium):
    _, url = proxied
    page = chromium.new_page()
    held = []
    page.route("**/petite.js", lambda route: held.append(route))  # the client waits until we typed
    page.goto(url, wait_until="commit")
    page.focus(".name")
    page.keyboard.type("early")
    page.evaluate("1")
    assert len(held) == 1
    held[0].continue_()
    page.wait_for_function("window.petite")
    page.evaluate("() => window.petite.settled()")
    assert page.input_value(".name") == "early"
    assert page.inner_text(".echo") == "early"  # the server got it
    page.close()


def test_an_outage_is_visible_and_loses_nothing(proxied, chromium):
    proxy, url = proxied
    page = open_page(chromium, url)
    page.keyboard.type("abc")
    page.evaluate("() => window.petite.settled()")
    page.evaluate("document.querySelector('.name').setSelectionRange(1, 1)")
    proxy.cut()
    page.wait_for_function(ROOT_OFFLINE)
    assert page.evaluate("window.connection") == ["petite:connected", "petite:disconnected"]
    # offline: the user keeps working
    page.click(".inc")
    page.click(".inc")
    page.check(".box")
    page.focus(".name")
    page.keyboard.type("X")
    assert page.input_value(".name") == "aXbc"
    proxy.restore()
    page.wait_for_function(f"!({ROOT_OFFLINE})", timeout=20000)
    page.evaluate("() => window.petite.settled()")
    assert page.inner_text(".inc") == "2"
    assert page.inner_text(".boxed") == "true"
    assert page.inner_text(".echo") == "aXbc"
    assert page.input_value(".name") == "aXbc"
    assert page.evaluate("document.activeElement === window.painted.name")  # same element, focused
    assert page.evaluate("document.activeElement.selectionStart") == 2  # the caret stayed
    assert page.evaluate("window.runs") == 1  # no script ran again
    assert page.evaluate("window.painted.inc === document.querySelector('.inc')")
    assert page.evaluate("window.connection") == ["petite:connected", "petite:disconnected", "petite:connected"]
    page.close()


TEXT_SELECTED = """() => {
  const text = document.querySelector('.joined').firstChild
  const range = document.createRange()
  range.setStart(text, 3)
  range.setEnd(text, 9)
  getSelection().removeAllRanges()
  getSelection().addRange(range)
}"""


def test_scroll_and_selection_survive_connect_and_reconnect(proxied, chromium):
    proxy, url = proxied
    page = chromium.new_page()
    page.set_viewport_size({"width": 800, "height": 600})
    held = []
    page.route("**/petite.js", lambda route: held.append(route))  # the user acts before it connects
    page.goto(url, wait_until="commit")
    page.wait_for_selector(".end", state="attached")
    page.evaluate("window.scrollTo(0, 1500)")
    page.evaluate(TEXT_SELECTED)
    assert len(held) == 1
    held[0].continue_()
    page.wait_for_function("window.petite")
    page.evaluate("() => window.petite.settled()")
    # connected: the page was adopted under the reader's scroll position and selection
    assert page.evaluate("window.scrollY") == 1500
    assert page.evaluate("getSelection().toString()") == "joined"
    # reconnect, with a text selection in the focused input and the page scrolled
    page.evaluate("""() => {
      const input = document.querySelector('.name')
      input.focus({ preventScroll: true })
      input.setSelectionRange(0, 0)
    }""")
    page.keyboard.type("abcdef")
    page.evaluate("() => window.petite.settled()")
    page.evaluate("document.querySelector('.name').setSelectionRange(1, 4, 'backward')")
    page.evaluate("window.scrollTo(0, 2100)")
    through_an_outage(page, proxy)
    assert page.evaluate("window.scrollY") == 2100
    assert page.evaluate("document.activeElement === document.querySelector('.name')")
    assert page.evaluate("[document.activeElement.selectionStart, document.activeElement.selectionEnd, "
                         "document.activeElement.selectionDirection]") == [1, 4, "backward"]
    assert page.inner_text(".echo") == "abcdef"
    page.close()
