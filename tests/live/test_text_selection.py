"""A live page's handlers read the text selection the user made in the browser
(Chromium): each event reports the focused control's selection and those of controls
that lost focus since the last event, as a toolbar button takes focus from a textarea.
A script's selection moves the browser's (`petite.dom.text_selection`)."""

from __future__ import annotations

import json
import re

import pytest
from starlette.testclient import TestClient

from petite.expr import ExpressionLimitError
from petite.live import LiveApp
from petite.testing import mount

from ..support import live_page, serve, settled

PAGE = """
<div>
  <textarea ref="box" v-model="text"></textarea>
  <input class="line" ref="line" v-model="line" @keydown.enter="caret = $el.selectionStart + '-' + $el.selectionEnd">
  <button class="smile" @click="const a = $refs.box.selectionStart, b = $refs.box.selectionEnd;
      text = text.slice(0, a) + ':)' + text.slice(b)">smile</button>
  <button class="wrap" @click="$refs.box.setRangeText('**' + text.slice($refs.box.selectionStart, $refs.box.selectionEnd) + '**')">bold</button>
  <button class="pick" @click="$refs.box.setSelectionRange(1, 3, 'backward')">pick</button>
  <p class="caret">{{ caret }}</p>
</div>
"""


def state():
    return {"text": "Hello world", "line": "abcdef", "caret": ""}


def browser_selection(page, selector: str) -> list:
    return page.evaluate(f"(el => [el.selectionStart, el.selectionEnd, el.selectionDirection])"
                         f"(document.querySelector({json.dumps(selector)}))")


def select_first_word(page) -> None:
    """The user selects the textarea's first five characters with the keyboard."""
    page.click("textarea")
    page.keyboard.press("Control+Home")
    for _ in range(5):
        page.keyboard.press("Shift+ArrowRight")


def test_a_toolbar_button_inserts_at_the_caret_the_user_placed(chromium):
    with serve(LiveApp(PAGE, data=state)) as url, live_page(chromium, url) as page:
        page.click("textarea")
        page.keyboard.press("End")
        for _ in range(6):
            page.keyboard.press("ArrowLeft")  # (no event the page listens to: the click reports it)
        page.click(".smile")
        settled(page)
        assert page.input_value("textarea") == "Hello:) world"
        select_first_word(page)
        page.click(".smile")
        settled(page)
        assert page.input_value("textarea") == ":):) world"


def test_set_range_text_wraps_the_selection_and_a_script_selection_reaches_the_browser(chromium):
    with serve(LiveApp(PAGE, data=state)) as url, live_page(chromium, url) as page:
        select_first_word(page)
        page.click(".wrap")
        settled(page)
        assert page.input_value("textarea") == "**Hello** world"
        page.click(".pick")
        settled(page)
        assert browser_selection(page, "textarea") == [1, 3, "backward"]


def test_the_focused_control_reports_its_caret_with_its_own_event(chromium):
    with serve(LiveApp(PAGE, data=state)) as url, live_page(chromium, url) as page:
        page.click(".line")
        page.keyboard.press("Home")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Shift+ArrowRight")
        page.keyboard.press("Enter")
        settled(page)
        assert page.text_content(".caret") == "1-2"


def test_malformed_selections_are_refused_and_stale_ids_passed_over():
    client = TestClient(LiveApp('<input ref="i" value="abcdef"><p @click="r = $refs.i.selectionStart">{{ r }}</p>',
                                data=lambda: {"r": ""}))
    token = re.search(r'data-token="([^"]+)"', client.get("/").text).group(1)
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        tree = json.loads(ws.receive_text())["tree"]
        field, para = (child[0] for child in tree[4] if child[1] == 1)

        def click(seq: int, selections) -> list[dict]:
            """The messages answering the click, its ack or error last."""
            ws.send_text(json.dumps({"t": "event", "seq": seq, "node": para, "target": para, "type": "click",
                                     "selections": selections}))
            answers = [json.loads(ws.receive_text())]
            while answers[-1]["t"] not in ("ack", "error"):
                answers.append(json.loads(ws.receive_text()))
            return answers

        patch, ack = click(1, [[field, 2, 4, "forward"], [99999, 1, 1, "none"]])
        assert (patch["ops"], ack["t"]) == ([["text", para + 1, "2"]], "ack")
        for seq, bad in enumerate(([[field, -1, 2, "none"]], [[field, 1, 2, "up"]], [[field, 1, 2]],
                                   [[field, 1.5, 2, "none"]], [[field, 0, 0, "none"]] * 33, {"x": 1}), start=2):
            assert [answer["t"] for answer in click(seq, bad)] == ["error"]
        patch, ack = click(9, [[field, 9, 9, "none"]])
        assert patch["ops"] == [["text", para + 1, "6"]]  # (clamped to the value)


def test_a_set_range_text_loop_ends_in_the_work_budget():
    page = mount('<div v-scope="{ r: \'\' }"><input ref="i"><button @click="try { for (;;) $refs.i.setRangeText('
                 '\'x\'.repeat(5000), 0, 0) } catch (e) { r = e.message.slice(0, 40) }">go</button>{{ r }}</div>')
    with pytest.raises(ExpressionLimitError):
        page.find("button").click()
    assert 0 < len(page.find("input").element.value) < 5000 * 400  # (each call is charged for the text it copies)
