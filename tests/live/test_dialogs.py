"""`<dialog>` (`show`, `showModal`, `close`, `returnValue`, `method="dialog"` forms) and
`form.reset()`: on a live page in Chromium, and under `petite.testing.mount`.

A modal dialog is the browser's (its top layer, the page behind it inert): on a live
page `showModal()` and `close()` travel as `call` ops, and the `close` event a listener
hears is the browser's, once. Without a browser the close event comes one animation frame later from the app's
timers. What both engines build after each step is checked against petite-vue in
`tests/conformance/cases/steps_dialogs_and_reset.py`.
"""

from __future__ import annotations

import json

import pytest

from petite.live import LiveApp
from petite.live_guard import Refused, writable_state
from petite.testing import mount

from ..support import RecordingConnection, live_page, live_url, serve, settled

PAGE = """
<div class="app">
  <button class="open" @click="$refs.d.showModal()">open</button>
  <button class="plain" @click="$refs.d.show()">show</button>
  <dialog ref="d" @close="closed++; result = $refs.d.returnValue">
    <form method="dialog"><button class="yes" value="yes">Yes</button></form>
    <button class="shut" @click="$refs.d.close('shut')">close</button>
  </dialog>
  <p class="closed">{{ closed }} {{ result }}</p>
  <form ref="f" @reset="resets++">
    <input class="text" value="default">
    <input class="box" type="checkbox" checked>
  </form>
  <button class="reset" @click="$refs.f.reset()">reset</button>
  <p class="resets">{{ resets }}</p>
  <details ref="more" :open="more" @toggle="toggles++; opened = $refs.more.open"><summary>more</summary>text</details>
  <button class="more" @click="more = !more">more</button>
  <p class="toggles">{{ toggles }} {{ opened }}</p>
</div>
"""


def state():
    return {"closed": 0, "result": "", "resets": 0, "more": False, "toggles": 0, "opened": None}


url = live_url(PAGE, data=state)


@pytest.fixture
def page(chromium, url):
    with live_page(chromium, url) as page:
        yield page


def dialog_state(page) -> list:
    return page.evaluate("() => { const d = document.querySelector('dialog'); return [d.open, d.matches(':modal')] }")


def closed_text(page) -> str:
    page.wait_for_function("() => window.petite.settled().then(() => true)")
    return page.text_content(".closed").strip()


def test_show_modal_opens_a_modal_dialog_in_the_browser_and_close_closes_it(page):
    page.click(".open")
    settled(page)
    assert dialog_state(page) == [True, True]
    page.click(".shut")
    settled(page)
    page.wait_for_function("() => document.querySelector('.closed').textContent.trim() === '1 shut'")
    assert dialog_state(page) == [False, False]
    settled(page)
    assert page.text_content(".closed").strip() == "1 shut"  # (the close event ran once)


def test_a_dialog_form_closes_the_dialog_with_its_button_value(page):
    page.click(".open")
    settled(page)
    page.click(".yes")
    page.wait_for_function("() => document.querySelector('.closed').textContent.trim() === '1 yes'")
    settled(page)
    assert dialog_state(page) == [False, False]
    page.click(".open")  # (the server's tree and the browser agree: it opens again)
    settled(page)
    assert dialog_state(page) == [True, True]


def test_show_opens_without_the_top_layer(page):
    page.click(".plain")
    settled(page)
    assert dialog_state(page) == [True, False]


def test_reset_puts_the_defaults_back_in_the_browser(page):
    page.fill(".text", "typed")
    page.uncheck(".box")
    settled(page)
    page.click(".reset")
    settled(page)
    assert page.input_value(".text") == "default"
    assert page.is_checked(".box")
    assert page.text_content(".resets").strip() == "1"


def test_without_a_browser_the_close_event_comes_with_the_next_frame_of_the_apps_timers():
    view = mount(PAGE, state())
    try:
        view.find("button.open").click()
        dialog = view.root.query_selector("dialog")
        assert "open" in dialog.attrs
        view.find("button.shut").click()
        assert "open" not in dialog.attrs
        view.advance(0)
        assert view.find(".closed").text().strip() == "0"  # (with the next animation frame, as Chromium)
        view.advance(16)
        assert view.find(".closed").text().strip() == "1 shut"
    finally:
        view.unmount()


def test_the_live_wire_carries_show_modal_and_close_as_call_ops():
    session = LiveApp(PAGE, data=state).new_session()
    session.connection = RecordingConnection()
    sent = session.connection.sent
    dialog = session.app.root.query_selector("dialog")
    for cls in ("open", "shut"):
        button = session.app.root.query_selector(f"button.{cls}")
        session.handle({"t": "event", "seq": len(sent) + 1, "node": button.nid, "target": button.nid, "type": "click"})
    calls = [op for text in sent for op in json.loads(text).get("ops", []) if op and op[0] == "call"]
    assert calls == [["call", dialog.nid, "showModal"], ["call", dialog.nid, "close", "shut"]]
    assert "open" not in dialog.attrs
    session.close()


def test_escape_closes_the_modal_in_the_browser_and_the_server_hears_it(page):
    page.click(".open")
    settled(page)
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.querySelector('.closed').textContent.trim() === '1'")
    settled(page)
    assert dialog_state(page) == [False, False]
    page.click(".open")  # (the server's tree closed too: showModal opens it again)
    settled(page)
    assert dialog_state(page) == [True, True]


@pytest.mark.parametrize(("selector", "forged"), [
    ("button.open", {"open": False, "returnValue": "x"}),  # (only a dialog closes)
    ("dialog", {"returnValue": "x"}),  # (without open: false)
    ("dialog", {"open": True, "returnValue": "x"}),  # (a user never opens a dialog)
    ("dialog", {"open": False, "returnValue": 5}),
    ("dialog", {"open": False, "returnValue": "x" * 1_000_000}),
    ("button.open", {"open": True}),  # (only details open and close without a return value)
    ("details", {"open": "yes"}),
])
def test_a_forged_dialog_state_is_refused(selector, forged):
    session = LiveApp(PAGE, data=state).new_session()
    try:
        with pytest.raises(Refused):
            writable_state(session.app.root.query_selector(selector), forged)
        dialog = session.app.root.query_selector("dialog")
        assert writable_state(dialog, {"open": False, "returnValue": "x"}) == {}  # (closed: keeps its value)
        dialog.set_attribute("open", "")
        assert writable_state(dialog, {"open": False, "returnValue": "yes"}) == {"returnValue": "yes"}  # (its form's button)
        with pytest.raises(Refused):  # (no button of the page closes it with "x")
            writable_state(dialog, {"open": False, "returnValue": "x"})
    finally:
        session.close()


def test_a_summary_click_in_the_browser_toggles_details_and_the_server_hears_it_once(page):
    page.click("summary")
    page.wait_for_function("() => document.querySelector('.toggles').textContent.trim() === '1 true'")
    settled(page)
    page.click("summary")
    page.wait_for_function("() => document.querySelector('.toggles').textContent.trim() === '2 false'")
    settled(page)
    assert page.evaluate("document.querySelector('details').open") is False


def test_a_bound_open_toggles_details_in_the_browser_and_its_toggle_event_runs_once(page):
    page.click(".more")
    page.wait_for_function("() => document.querySelector('.toggles').textContent.trim() === '1 true'")
    settled(page)
    assert page.evaluate("document.querySelector('details').open") is True
    page.click(".more")
    page.wait_for_function("() => document.querySelector('.toggles').textContent.trim() === '2 false'")
    settled(page)
    assert page.text_content(".toggles").strip() == "2 false"


UNHEARD = """
<div class="app">
  <button class="open" @click="$refs.d.showModal(); seen = [$refs.d.open, $refs.more.open].join()">open</button>
  <dialog ref="d"><form method="dialog"><button class="yes" value="yes">Yes</button></form></dialog>
  <details ref="more"><summary>more</summary>text</details>
  <p class="seen">{{ seen }}</p>
</div>
"""


def test_a_dialog_or_details_the_user_changed_without_a_listener_reaches_the_server_with_the_next_event(chromium):
    """A page that does not listen to `close`/`toggle`: the browser closed the dialog
    (its form) and opened the details (its summary) and the server never heard; the
    second `showModal()` was a no-op on the server's still-open dialog, so the page's
    dialog stayed shut (found running conformance case steps_dialog_form_method live).
    The next event now carries their state, as it carries unbound controls'."""
    with serve(LiveApp(UNHEARD, data=lambda: {"seen": ""})) as address, live_page(chromium, address) as page:
        page.click(".open")
        settled(page)
        assert page.locator(".seen").text_content() == "true,false"
        page.click(".yes")
        page.click("summary")
        page.wait_for_function("() => !document.querySelector('dialog').open && document.querySelector('details').open")
        page.click(".open")
        settled(page)
        assert page.evaluate("() => document.querySelector('dialog').matches(':modal')") is True
        assert page.locator(".seen").text_content() == "true,true"


SOCKETS = """(() => {
  const Native = window.WebSocket
  window.sockets = []
  window.WebSocket = function (...args) { const socket = new Native(...args); window.sockets.push(socket); return socket }
  Object.assign(window.WebSocket, { prototype: Native.prototype, CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 })
})()"""


def test_a_reconnect_keeps_the_dialog_the_user_closed_before_any_event_said_so(chromium):
    """The user closed the dialog with its form and the socket dropped before any
    event carried it: adoption (the server's tree still has it open) leaves it closed,
    and the next event tells the server (before, the reconnect opened it again: found
    by reconnecting after conformance case steps_dialog_form_method)."""
    with serve(LiveApp(UNHEARD, data=lambda: {"seen": ""})) as address:
        page = chromium.new_page()
        page.add_init_script(SOCKETS)
        page.goto(address)
        settled(page)
        page.click(".open")
        settled(page)
        page.click(".yes")
        page.wait_for_function("() => !document.querySelector('dialog').open")
        page.evaluate("() => window.sockets.at(-1).close()")
        page.wait_for_function("() => window.sockets.length === 2 && window.sockets[1].readyState === WebSocket.OPEN")
        settled(page)
        assert page.evaluate("() => document.querySelector('dialog').open") is False
        page.click(".open")
        settled(page)
        assert page.evaluate("() => document.querySelector('dialog').matches(':modal')") is True
        page.close()
