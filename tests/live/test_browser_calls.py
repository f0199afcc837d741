"""A script's `el.focus()`, `blur()`, `select()` and `scrollIntoView()` on a live page
act in the browser (Chromium).

In petite-vue the page's own script runs them; on a live page the script runs on the
server, which records a `call` op for the client to run. The focus events are the
browser's: a listener on them runs once, on the server, as any event.
"""

from __future__ import annotations

import json
import re

import pytest
from starlette.testclient import TestClient

from petite.dom import make_event
from petite.expr import MAX_STEPS, ExpressionLimitError
from petite.live import LiveApp
from petite.testing import mount

from ..support import live_page, live_url, settled

# petite-vue's TodoMVC edits this way: the edit box is always there, and an effect
# focuses it when its todo becomes the edited one.
PAGE = """
<div class="app">
  <ul>
    <li v-for="todo in todos" :key="todo.id" :class="{ editing: todo === edited }">
      <label @dblclick="edited = todo">{{ todo.title }}</label>
      <input class="edit" v-model="todo.title" v-effect="if (todo === edited) $el.focus()"
             @keyup.enter="edited = null; $el.blur()">
    </li>
  </ul>
  <input class="search" ref="search" @focus="focused++" @blur="blurred++">
  <button class="find" @click="$refs.search.focus()">find</button>
  <button class="away" @click="$refs.search.blur()">away</button>
  <p class="counts">{{ focused }} {{ blurred }}</p>
  <template v-if="detached"><input class="late" v-effect="$el.focus()"></template>
  <button class="late-on" @click="detached = true">late</button>
  <input class="copy" value="copy me" @focus="$el.select()">
  <button class="pick" @click="$refs.code.select()">pick</button>
  <textarea ref="code">line one</textarea>
  <button class="range" @click="$refs.code.setSelectionRange(7, 2, 'sideways'); $refs.code.setSelectionRange(5, 'x' + 1)">range</button>
  <button class="range2" @click="$refs.code.setSelectionRange(2, 4, 'backward')">range2</button>
  <div class="log">
    <p v-for="m in messages" :key="m" style="height: 300px"
       v-effect="if (m === messages[messages.length - 1]) $el.scrollIntoView({ block: 'end', x: 1 })">{{ m }}</p>
  </div>
  <button class="say" @click="messages.push('m' + messages.length)">say</button>
  <button class="top" @click="$el.scrollIntoView(true)">top</button>
  <div class="box" ref="box" style="height: 50px; overflow: auto"><div style="height: 500px">tall</div></div>
  <button class="box-down" @click="$refs.box.scrollTo(0, 120); $refs.box.scrollBy({ top: 30, behavior: 'instant', evil: 1 })">box</button>
  <div style="height: 2000px"></div>
</div>
"""


def state():
    return {"todos": [{"id": 1, "title": "one"}, {"id": 2, "title": "two"}], "edited": None,
            "focused": 0, "blurred": 0, "detached": False, "messages": ["m0"]}


url = live_url(PAGE, data=state)


@pytest.fixture
def page(chromium, url):
    with live_page(chromium, url) as page:
        yield page


def active(page) -> str:
    return page.evaluate("document.activeElement.className || document.activeElement.tagName")


def test_an_effect_focuses_the_edited_todo(page):
    page.dblclick("li:nth-child(2) label")
    settled(page)
    assert page.evaluate("document.activeElement === document.querySelectorAll('.edit')[1]")
    page.keyboard.type("!")
    page.keyboard.press("Enter")
    settled(page)
    assert page.inner_text("li:nth-child(2) label") == "two!"
    assert active(page) == "BODY"  # the handler's $el.blur()
    page.dblclick("li:nth-child(1) label")
    settled(page)
    assert page.evaluate("document.activeElement === document.querySelectorAll('.edit')[0]")


def test_a_handler_focuses_and_blurs_through_a_ref_and_the_focus_events_run_once(page):
    page.click(".find")
    settled(page)
    assert active(page) == "search"
    settled(page)  # (the browser's focus event, forwarded)
    assert page.inner_text(".counts") == "1 0"
    page.click(".away")
    settled(page)
    assert active(page) == "away"  # (the button the click focused: blur() of another does nothing)
    page.click(".find")
    settled(page)
    page.evaluate("document.querySelector('.away').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
    settled(page)
    assert active(page) == "BODY"
    settled(page)
    assert page.inner_text(".counts") == "2 2"  # (the click on .away blurred it too, the first time)


def test_a_new_block_focuses_its_element(page):
    page.click(".late-on")  # (petite-vue runs a new v-if block's effects with it in the page:
    settled(page)           # `$el.isConnected` is true there, as in petite)
    assert active(page) == "late"


def selection(page, css: str) -> list:
    return page.evaluate(f"[document.querySelector('{css}').selectionStart, document.querySelector('{css}').selectionEnd]")


def test_select_selects_the_text_in_the_browser(page):
    page.click(".pick")
    settled(page)
    assert selection(page, "textarea") == [0, 8]
    page.focus(".copy")  # the browser's focus event, forwarded: the handler selects
    settled(page)
    assert selection(page, ".copy") == [0, 7]


def test_set_selection_range_selects_in_the_browser(page):
    page.click(".range")  # (the end not before the start, a bad direction "none", NaN 0)
    settled(page)
    assert selection(page, "textarea") == [0, 0]
    page.click(".range2")
    settled(page)
    assert selection(page, "textarea") + [page.evaluate("document.querySelector('textarea').selectionDirection")] == [2, 4, "backward"]


def test_an_element_scrolls_in_the_browser_and_the_window_stays(page):
    page.evaluate("window.scrollTo(0, 0)")
    page.click(".box-down")
    settled(page)
    assert page.evaluate("document.querySelector('.box').scrollTop") == 150
    assert page.evaluate("scrollY") == 0 or page.evaluate("document.querySelector('.box').getBoundingClientRect().top") >= 0


def test_scroll_into_view_scrolls_the_browser(page):
    assert page.evaluate("scrollY") == 0
    for _ in range(5):
        page.click(".say")
        settled(page)
    last = page.evaluate("document.querySelector('.log').lastElementChild.getBoundingClientRect().bottom")
    assert page.evaluate("scrollY") > 0
    assert abs(last - page.evaluate("innerHeight")) < 2  # block: 'end' (the unknown key x dropped)
    page.click(".top")
    settled(page)
    assert abs(page.evaluate("document.querySelector('.top').getBoundingClientRect().top")) < 2


def test_a_mounted_app_without_a_browser_still_fires_focus_events_itself():
    mounted = mount(PAGE, state())
    mounted.find(".find").click()
    assert mounted.find(".counts").text() == "1 0"
    mounted.find(".away").click()
    assert mounted.find(".counts").text() == "1 1"
    mounted.find(".pick").click()  # select() and scrollIntoView() do nothing without a browser
    mounted.find(".say").click()
    assert mounted.find(".log").text() == "m0m1"
    assert mounted.app.log.in_browser is False
    assert not any(op[0] == "call" for op in mounted.patches())


def test_the_calls_travel_as_call_ops_with_only_known_scroll_options():
    client = TestClient(LiveApp(
        '<input ref="i"><button @click="$refs.i.focus(); $refs.i.scrollIntoView({ block: \'center\', '
        'behavior: \'evil\', inline: { toString() { return \'end\' } }, top: 1 }); $refs.i.select()">x</button>'))
    page = client.get("/").text
    token = re.search(r'data-token="([^"]+)"', page).group(1)
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        tree = json.loads(ws.receive_text())["tree"]
        field, button = (child[0] for child in tree[4] if child[1] == 1)
        ws.send_text(json.dumps({"t": "event", "seq": 1, "node": button, "target": button, "type": "click", "init": {}}))
        ops = json.loads(ws.receive_text())["ops"]
    assert ops == [["call", field, "focus"], ["call", field, "scrollIntoView", {"block": "center", "inline": "end"}],
                   ["call", field, "select"]]


def test_a_loop_of_calls_ends_in_the_work_budget_not_in_a_huge_message():
    session = LiveApp('<input ref="i" @click="for (;;) $el.scrollIntoView()">').new_session()
    field = session.app.root.query_selector("input")
    with pytest.raises(ExpressionLimitError):
        session.scheduler.run(field.dispatch_event, make_event("click"))
    calls = [op for op in session.app.log.take() if op[0] == "call"]
    assert 1000 < len(calls) <= MAX_STEPS // 200  # (each call is charged as a focus is)
