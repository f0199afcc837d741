"""`alert()`, `confirm()`, `prompt()` in expressions (`petite.page_dialogs`): recorded
and answered under `petite.testing.mount`, shown by the browser on a live page
(Chromium), where `confirm`/`prompt` are errors (a handler on the server cannot wait for
the user's answer). And `window.scrollTo()` and `print()` (`petite.window`): the browser
scrolls, and opens its print dialog."""

from __future__ import annotations

import pytest

from petite.expr import ExpressionError, ExpressionLimitError
from petite.live import LiveApp
from petite.testing import mount

from ..support import RecordingConnection, live_page, live_url

PAGE = """
<div class="app">
  <button class="hello" @click="alert('hello ' + n); n++">hello</button>
  <button class="ask" @click="if (confirm('sure?')) n = 100; asked = true">ask</button>
  <p class="n">{{ n }} {{ asked }}</p>
  <button class="down" @click="window.scrollTo({ top: 600, behavior: 'instant', evil: 1 }); n++">down</button>
  <div style="height: 3000px"></div>
  <button class="up" @click="scrollTo(0, 0); n++">up</button>
  <button class="print" @click="window.print(); n++">print</button>
</div>
"""


def state():
    return {"n": 0, "asked": False}


def test_testing_records_the_dialogs_and_dismisses_them_unless_told() -> None:
    page = mount('<div v-scope="{ n: 0, name: null }"><button @click="alert(n); if (confirm(\'more?\')) n++;'
                 ' name = prompt(\'who?\', \'x\')">b</button><i>{{ n }} {{ name }}</i></div>')
    try:
        page.find("button").click()
        assert page.find("i").text() == "0"  # (null shows as nothing)
        page.answer_dialogs(confirm=True, prompt="ann")
        page.find("button").click()
        assert page.find("i").text() == "1 ann"
        assert page.dialogs == [("alert", "0"), ("confirm", "more?"), ("prompt", "who?")] * 2
    finally:
        page.unmount()


def test_each_app_has_its_own_dialogs() -> None:
    first, second = mount('<button @click="alert(1)">a</button>'), mount('<button @click="alert(2)">b</button>')
    try:
        first.find("button").click()
        assert (first.dialogs, second.dialogs) == ([("alert", "1")], [])
    finally:
        first.unmount()
        second.unmount()


def test_a_binding_that_calls_one_renders_by_mounting_and_prose_does_not() -> None:
    import petite

    assert petite.Template("<p>{{ confirm('x') ? 1 : 2 }}</p>").mount_reason == "confirm"
    assert petite.Template("<p :class=\"'alert-' + kind\">an alert (prompt)</p>").mount_reason is None
    assert petite.render("<p>{{ confirm('x') ? 1 : 2 }}</p>") == "<p>2</p>"


url = live_url(PAGE, data=state)


def test_on_a_live_page_the_browser_shows_alert_and_the_handler_goes_on(chromium, url) -> None:
    shown: list[str] = []

    def dismiss(dialog) -> None:
        shown.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    with live_page(chromium, url) as page:
        page.on("dialog", dismiss)
        page.click(".hello")
        page.wait_for_function("() => document.querySelector('.n').textContent.trim() === '1 false'")
        assert shown == ["alert: hello 0"]


def test_on_a_live_page_confirm_is_an_error_and_shows_nothing() -> None:
    session = LiveApp(PAGE, data=state).new_session()
    session.connection = RecordingConnection()
    sent = session.connection.sent
    try:
        button = session.app.root.query_selector("button.ask")
        with pytest.raises(ExpressionError, match=r"confirm\(\) cannot wait for the user on a live page"):
            session.handle({"t": "event", "seq": 1, "node": button.nid, "target": button.nid, "type": "click"})
        assert session.app.state["asked"] is False  # (the handler stopped there)
        assert not any('"call"' in text for text in sent)
    finally:
        session.close()


def test_a_loop_of_live_alerts_ends_in_the_work_budget() -> None:
    session = LiveApp('<button @click="for (;;) alert(1)">x</button>', data={}).new_session()
    try:
        button = session.app.root.query_selector("button")
        with pytest.raises(ExpressionLimitError):
            session.app.run(button.click)
        ops = session.app.take_patches()
        assert 1 <= sum(1 for op in ops if op[0] == "call") <= 10
    finally:
        session.close()


def test_on_a_live_page_window_scroll_to_scrolls_the_browser(chromium, url) -> None:
    with live_page(chromium, url) as page:
        page.click(".down")
        page.wait_for_function("() => window.scrollY === 600")
        page.click(".up")
        page.wait_for_function("() => window.scrollY === 0")


def test_scroll_options_travel_as_numbers_and_listed_behaviours_only() -> None:
    session = LiveApp('<button @click="scrollTo({ top: \'1e400\', left: \'<x>\', behavior: \'evil\', x: 1 });'
                      ' window.scrollBy(NaN, 5)">x</button>', data={}).new_session()
    try:
        button = session.app.root.query_selector("button")
        session.app.run(button.click)
        calls = [op for op in session.app.take_patches() if op[0] == "call"]
        root = session.app.root.nid
        assert calls == [["call", root, "scrollTo", {"top": 0, "left": 0}], ["call", root, "scrollBy", 0, 5]]
    finally:
        session.close()


def test_print_opens_the_browsers_print_dialog_on_a_live_page(chromium, url) -> None:
    with live_page(chromium, url) as page:
        page.evaluate("() => { window.__printed = 0; window.print = () => { window.__printed++ } }")
        page.click(".print")
        page.wait_for_function("() => window.__printed === 1")


def test_print_is_a_call_op_on_a_live_page_and_nothing_elsewhere() -> None:
    session = LiveApp('<button @click="print(); window.print()">x</button>', data={}).new_session()
    try:
        session.app.run(session.app.root.query_selector("button").click)
        root = session.app.root.nid
        assert [op for op in session.app.take_patches() if op[0] == "call"] == [["call", root, "print"]] * 2
    finally:
        session.close()
    page = mount('<div v-scope="{ r: \'\' }"><button @click="r = typeof print + String(window.print())">b</button><i>{{ r }}</i></div>')
    try:
        page.find("button").click()
        assert page.find("i").text() == "functionundefined"
        assert [op for op in page.patches() if op[0] == "call"] == []
    finally:
        page.unmount()
