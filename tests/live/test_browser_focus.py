"""The browser owns focus on a live page: each event says which element had it
(`focus` in the event message), and the session's tree agrees before the event runs.
`v-model` reads it as petite-vue does: a focused control keeps the text the user typed
when it casts to the model's value (`.number`: "1.50" while the model is 1.5; `.trim`:
" a" while the model is "a", trimmed on change), and `document.activeElement` is the
browser's. Found by driving conformance cases with Playwright's real input on
petite-vue and on a live page (`fid_model_number_input`, `fid_model_trim_number`)."""

from __future__ import annotations

import json

from petite import dom
from petite.live import LiveApp

from ..support import RecordingConnection, live_page, live_url, serve, settled

PAGE = """
<div v-scope>
  <input class="n" v-model.number="n"><input class="t" v-model.trim="t">
  <button class="who" @click="who = document.activeElement.className">who</button>
  <p class="shown">{{ n }}|{{ t }}|{{ who }}</p>
</div>
"""


def state():
    return {"n": 0, "t": "", "who": ""}


url = live_url(PAGE, data=state)


def test_a_focused_control_keeps_what_the_user_typed_when_it_casts_to_the_model(chromium, url) -> None:
    with live_page(chromium, url) as page:
        page.fill(".n", "1.50")
        settled(page)
        page.fill(".t", "  a")
        settled(page)
        values = "() => [document.querySelector('.n').value, document.querySelector('.t').value]"
        assert page.evaluate(values) == ["1.50", "  a"]  # (before: "1.5" and "a", written over the typing)
        assert page.locator(".shown").text_content() == "1.5|a|"
        page.press(".t", "Tab")  # (change: .trim trims the box, as petite-vue)
        settled(page)
        assert page.evaluate(values) == ["1.50", "a"]


def test_document_active_element_is_the_browsers(chromium, url) -> None:
    with live_page(chromium, url) as page:
        page.focus(".t")
        page.keyboard.type("x")
        page.evaluate("() => document.querySelector('.who').click()")  # (a click that leaves focus where it is)
        settled(page)
        assert page.locator(".shown").text_content() == "0|x|t"


def test_a_focus_naming_no_focusable_element_is_ignored() -> None:
    session = LiveApp(PAGE, data=state).new_session()
    session.connection = RecordingConnection()
    try:
        elements = {n.get_attribute("class"): n for n in session.app.root.iter() if isinstance(n, dom.Element)}
        who, box, shown = elements["who"], elements["t"], elements["shown"]
        seq = 0

        def click_with(focus) -> str:
            nonlocal seq
            seq += 1
            session.handle({"t": "event", "seq": seq, "node": who.nid, "target": who.nid, "type": "click", "focus": focus})
            return shown.text_content

        assert click_with(box.nid) == "0||t"
        for forged in (shown.nid, 10**9, "x", True, [box.nid], -1):
            assert click_with(forged) == "0||t"  # (the last real focus stands)
        assert click_with(None) == "0||"  # (none of the page's elements: the body)
        assert all(json.loads(text).get("t") != "error" for text in session.connection.sent)
    finally:
        session.close()


CANCELED = """
<div v-scope="{ n: 0, seen: '' }">
  <input type="checkbox" class="box" @click.prevent="n++">
  <input type="radio" name="g" class="r1" checked><input type="radio" name="g" class="r2" @click="$event.preventDefault()">
  <button class="read" @click="seen = [$el.parentNode.querySelector('.box').checked, $el.parentNode.querySelector('.r1').checked,
    $el.parentNode.querySelector('.r2').checked].join()">read</button>
  <p class="seen">{{ n }} {{ seen }}</p>
</div>
"""


def test_a_canceled_click_puts_the_servers_checkbox_and_radio_group_back(chromium) -> None:
    """The click reports the control as the browser toggled it; when a listener cancels
    the click the browser puts it back, and so does the session's tree (before, it kept
    the toggle: `$refs.box.checked` read true under an unchecked box, and a reconnect's
    adoption checked it in the browser: found by reconnecting after each conformance
    case, steps_prevent_checkbox)."""
    with serve(LiveApp(CANCELED)) as address, live_page(chromium, address) as page:
        page.click(".box")
        page.click(".r2")
        settled(page)
        page.click(".read")
        settled(page)
        assert page.locator(".seen").text_content() == "1 false,true,false"
        assert page.evaluate("() => ['.box', '.r1', '.r2'].map((s) => document.querySelector(s).checked)") == [
            False, True, False]
