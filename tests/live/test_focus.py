"""A script's `el.focus()`/`el.blur()` on a live page moves the browser's focus (Chromium).

In petite-vue the page's own script focuses the element; on a live page the script
runs on the server, which records a `focus`/`blur` op for the client to run. The focus
events are the browser's: a listener on them runs once, on the server, as any event.
"""

from __future__ import annotations

import pytest

from petite.live import LiveApp
from petite.testing import mount

from ..support import serve

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
</div>
"""


def state():
    return {"todos": [{"id": 1, "title": "one"}, {"id": 2, "title": "two"}], "edited": None,
            "focused": 0, "blurred": 0, "detached": False}


@pytest.fixture(scope="module")
def url():
    with serve(LiveApp(PAGE, data=state)) as address:
        yield address


@pytest.fixture
def page(chromium, url):
    page = chromium.new_page()
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    yield page
    page.close()


def settled(page) -> None:
    page.evaluate("() => window.petite.settled()")


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


def test_a_mounted_app_without_a_browser_still_fires_focus_events_itself():
    mounted = mount(PAGE, state())
    mounted.find(".find").click()
    assert mounted.find(".counts").text() == "1 0"
    mounted.find(".away").click()
    assert mounted.find(".counts").text() == "1 1"
    assert mounted.app.log.focus_in_browser is False
    assert not any(op[0] in ("focus", "blur") for op in mounted.patches())
