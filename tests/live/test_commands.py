"""Invoker commands on a live page (`<button commandfor=... command=...>`): the browser
runs them, so the session is told. A `command` event a listener forwards carries its
button (`source`, kept only when a user can press that button and it names the event's
target) and the server then does what the browser did; a dialog a command button opened
is reported in `forms` with the next event (a user opens a dialog no other way: a
forged report for a dialog no reachable button opens is skipped, and so is an open state
sent as an event's own target state)."""

from __future__ import annotations

import json

import pytest

from petite import dom
from petite.live import MAX_DIALOG_ENTRIES, LiveApp
from petite.live_guard import Refused

from ..support import RecordingConnection, live_page, serve, settled

PAGE = """
<div v-scope="{ log: [] }">
  <button class="open" commandfor="d" command="show-modal">open</button>
  <button class="off" disabled commandfor="d" command="show-modal">disabled</button>
  <button class="other">other</button>
  <button class="read" @click="log.push(String($refs.d.open))">read</button>
  <dialog id="d" ref="d" class="d" @command="log.push($event.command + ':' + ($event.source && $event.source.className))">
    <button class="shut" commandfor="d" command="close" value="ok">shut</button>
    <button class="inread" @click="log.push(String($refs.d.open))">read inside</button>
  </dialog>
  <dialog id="e" ref="e" class="e"><button class="eshut" commandfor="e" command="close">x</button></dialog>
  <button class="eread" @click="log.push(String($refs.e.open))">read e</button>
  <p class="log">{{ log.join(' ') }}</p>
</div>
"""


class Client:
    """A forged client of one session of PAGE: numbered event messages."""

    def __init__(self) -> None:
        self.session = LiveApp(PAGE).new_session()
        self.session.connection = RecordingConnection()
        self.seq = 0
        self.el = {}
        for node in self.session.app.root.iter():
            if isinstance(node, dom.Element) and node.get_attribute("class"):
                self.el[node.get_attribute("class")] = node

    def send(self, node: str, kind: str = "click", target: str | None = None, **fields) -> None:
        self.seq += 1
        self.session.handle({"t": "event", "seq": self.seq, "node": self.el[node].nid,
                             "target": self.el[target or node].nid, "type": kind, **fields})

    def log(self) -> str:
        return self.el["log"].text_content

    def calls(self) -> list[list]:
        return [op for text in self.session.connection.sent for op in json.loads(text).get("ops", []) if op[0] == "call"]


def test_a_command_event_from_a_button_a_user_can_press_opens_the_dialog_on_the_server():
    client = Client()
    client.send("d", "command", init={"command": "show-modal", "source": client.el["open"].nid})
    assert client.log() == "show-modal:open"
    assert "open" in client.el["d"].attrs and dom.dialog.is_modal(client.el["d"])
    assert ["call", client.el["d"].nid, "showModal"] in client.calls()  # (a no-op in the browser, which opened it)


def test_a_forged_source_is_no_source_and_does_nothing():
    client = Client()
    for source in (client.el["off"].nid, client.el["other"].nid, client.el["eshut"].nid, 10**9, None):
        client.send("d", "command", init={"command": "show-modal", "source": source})
    assert client.log() == " ".join(["show-modal:null"] * 5)
    assert "open" not in client.el["d"].attrs
    for source in ("x", True, 1.5):
        with pytest.raises(Refused):
            client.send("d", "command", init={"command": "show-modal", "source": source})
    with pytest.raises(Refused):
        client.send("d", "command", init={"command": "x" * 65})


def test_a_forged_command_on_a_click_is_dropped():
    client = Client()
    client.send("read", init={"command": "show-modal", "source": client.el["open"].nid})
    assert client.log() == "false"


def test_a_dialog_is_told_open_only_where_a_user_can_open_it():
    client = Client()
    # no command button opens #e; a target's own state never opens one
    client.send("eread", forms=[[client.el["e"].nid, {"open": True}]])
    with pytest.raises(Refused):
        client.send("read", state={"open": True})
    client.send("d", "command", init={"command": "--x"}, state={"open": True})
    assert "open" not in client.el["e"].attrs and "open" not in client.el["d"].attrs
    client.el["open"].set_attribute("disabled", "")
    client.send("read", forms=[[client.el["d"].nid, {"open": True}]])
    assert "open" not in client.el["d"].attrs
    client.el["open"].remove_attribute("disabled")
    client.send("inread", forms=[[client.el["d"].nid, {"open": True}]])  # (inside it: behind it is inert now)
    assert "open" in client.el["d"].attrs and dom.dialog.is_modal(client.el["d"])
    # the page behind the modal is inert now: its opener is no source, its reads are refused
    client.send("d", "command", init={"command": "show-modal", "source": client.el["open"].nid})
    assert client.log() == "false --x:null false true show-modal:null"


def test_a_dialog_opened_and_closed_by_command_buttons_in_chromium(chromium):
    with serve(LiveApp(PAGE)) as address, live_page(chromium, address) as page:
        page.click(".open")
        settled(page)
        assert page.evaluate("() => document.querySelector('.d').matches(':modal')") is True
        assert page.text_content(".log") == "show-modal:open"
        page.click(".shut")
        settled(page)
        assert page.evaluate("() => [document.querySelector('.d').open, document.querySelector('.d').returnValue]") == [False, "ok"]
        page.click(".read")
        settled(page)
        assert page.text_content(".log") == "show-modal:open close:shut false"


def test_a_dialog_a_command_opened_without_a_listener_is_told_with_the_next_event(chromium):
    page_html = PAGE.replace('@command="', 'data-x="')
    with serve(LiveApp(page_html)) as address, live_page(chromium, address) as page:
        page.click(".open")
        page.wait_for_function("() => document.querySelector('.d').open")
        page.click(".shut")  # (inside the modal: reachable)
        page.wait_for_function("() => !document.querySelector('.d').open")
        page.click(".open")
        page.wait_for_function("() => document.querySelector('.d').matches(':modal')")
        page.click(".inread")
        settled(page)
        assert page.text_content(".log") == "true"


def test_a_message_reporting_many_dialogs_costs_a_few_walks(monkeypatch):
    """Each dialog in `forms` is checked against the page's command buttons (a walk of
    the tree: 300 forged reports took 0.3 s on a 3,000-node page); past the first
    `MAX_DIALOG_ENTRIES`, they are skipped."""
    import petite.live_guard as guard

    walks = []
    real = guard.command_buttons
    monkeypatch.setattr(guard, "command_buttons", lambda target: walks.append(target) or real(target))
    session = LiveApp('<div v-scope><button class="b" @click="1">b</button>'
                      '<div v-for="i in 300"><dialog :id="\'d\' + i">x</dialog></div></div>').new_session()
    session.connection = RecordingConnection()
    dialogs = [n for n in session.app.root.iter() if isinstance(n, dom.Element) and n.tag == "dialog"]
    button = next(n for n in session.app.root.iter() if isinstance(n, dom.Element) and n.tag == "button")
    session.handle({"t": "event", "seq": 1, "node": button.nid, "target": button.nid, "type": "click",
                    "forms": [[d.nid, {"open": True}] for d in dialogs]})
    assert len(walks) == MAX_DIALOG_ENTRIES
    assert not any("open" in d.attrs for d in dialogs)
