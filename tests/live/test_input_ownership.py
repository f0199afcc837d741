"""Input ownership without a browser: the rebase rule (the same in Python and in the
client), and the server rebasing values typed before the client saw its write."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from petite.live import LiveApp
from petite.live_input import rebase

from ..security._live import connect, find, open_page, receive

CASES = [
    # base, mine, theirs, merged
    ("alpha", "alphab", "", "b"),            # cleared after Enter, the next word kept
    ("alpha", "alphabravo", "", "bravo"),
    ("one", "one", "", ""),                  # nothing typed since: the server's write
    ("abc", "abXc", "abc", "abXc"),          # the server did not change it
    ("hello", "hello world", "HELLO", "HELLO world"),
    ("hello", "help", "hello!", "help!"),    # a replaced span, context kept
    ("abc", "xabc", "abc!", "xabc!"),
    ("abc", "ab", "zzz", "zzz"),             # a deletion whose context is gone
    ("", "typed", "server", "typedserver"),  # typed at the start: stays at the start
    ("é🙂", "é🙂x", "", "x"),
]


@pytest.mark.parametrize("base, mine, theirs, merged", CASES)
def test_rebase(base, mine, theirs, merged):
    assert rebase(base, mine, theirs) == merged


def test_the_client_rebases_the_same_way():
    source = (Path(__file__).parents[2] / "static" / "petite.js").read_text()
    function = re.search(r"  function rebase\(base, mine, theirs\) \{.*?\n  \}\n", source, re.S).group(0)
    script = function + f"console.log(JSON.stringify({json.dumps(CASES)}.map(([b, m, t]) => rebase(b, m, t))))"
    result = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    assert json.loads(result.stdout) == [case[3] for case in CASES]


TODO = '<input v-model="draft" @keyup.enter="items.push(draft); draft = \'\'"><p>{{ items.join("|") }}</p>'


def test_values_typed_before_the_client_saw_a_write_are_rebased():
    client = TestClient(LiveApp(TODO, data=lambda: {"draft": "", "items": []}))
    with connect(client, open_page(client)) as ws:
        box = find(receive(ws), "input")

        def send(seq, kind, value, seen):
            """Send one event; its replies up to the ack."""
            ws.send_text(json.dumps({"t": "event", "seq": seq, "node": box, "target": box, "type": kind,
                                     "init": {"key": "Enter"}, "state": {"value": value}, "seen": seen}))
            replies = [receive(ws)]
            while replies[-1]["t"] != "ack":
                replies.append(receive(ws))
            return replies

        assert send(1, "input", "alpha", 0)[-1] == {"t": "ack", "seq": 1}
        cleared, _ = send(2, "keyup", "alpha", 0)
        assert cleared["n"] == 1 and cleared["re"] == 2
        assert ["prop", box, "value", ""] in cleared["ops"] and cleared["was"] == {str(box): "alpha"}
        # typed before batch 1 (the clear) arrived: "alpha" + "b", "bravo", Enter
        send(3, "input", "alphab", 0)
        send(4, "input", "alphabravo", 0)
        added, _ = send(5, "keyup", "alphabravo", 0)
        assert [op[2] for op in added["ops"] if op[0] == "text"] == ["alpha|bravo"]
        session = next(iter(client.app.sessions.values()))
        assert session.app.state["items"] == ["alpha", "bravo"] and session.app.state["draft"] == ""


def test_a_write_lost_in_a_dropped_connection_is_rebased_on_resume():
    client = TestClient(LiveApp(TODO, data=lambda: {"draft": "", "items": []}))
    token = open_page(client)
    with connect(client, token) as ws:
        init = receive(ws)
        assert init["n"] == 0 and init["missed"] == []
        box = find(init, "input")
        for seq, kind in ((1, "input"), (2, "keyup")):
            ws.send_text(json.dumps({"t": "event", "seq": seq, "node": box, "target": box, "type": kind,
                                     "init": {"key": "Enter"}, "state": {"value": "alpha"}, "seen": 0}))
        while receive(ws) != {"t": "ack", "seq": 2}:  # the server handled both (else the resume races them)
            pass
    # the connection dropped before the client applied the clear (batch 1); it typed "b"
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token, "seen": 0}))
        init = receive(ws)
        assert init["n"] == 1 and init["missed"] == [[1, box, "alpha", ""]]
        for seq in (2, 3):  # the unanswered keyup (already handled: skipped) and the new input
            ws.send_text(json.dumps({"t": "event", "seq": seq, "node": box, "target": box, "type": "keyup" if seq == 2 else "input",
                                     "init": {"key": "Enter"}, "state": {"value": "alphab" if seq == 3 else "alpha"}, "seen": 0}))
        replies = [receive(ws)]
        while replies[-1] != {"t": "ack", "seq": 3}:
            replies.append(receive(ws))
    session = next(iter(client.app.sessions.values()))
    assert session.app.state["items"] == ["alpha"] and session.app.state["draft"] == "b"


class _Collect:
    skeletons = None

    def __init__(self):
        self.messages = []

    def send(self, text):
        self.messages.append(json.loads(text))


def test_writes_to_controls_in_inserted_rows_say_what_they_replaced():
    # inserted rows are noted only where they hold a text control (petite.patches marks
    # such trees as it encodes them): a control deep in a row is still found
    page = ('<button @click="step()">go</button><ul><li v-for="r in rows" :key="r.id">'
            '<b>{{ r.id }}</b><p><span><input :value="r.text"></span></p></li></ul><i v-for="r in rows">{{ r.id }}</i>')
    box: dict = {}

    def step():
        state = box["state"]
        if not state["rows"]:
            state["rows"] = [{"id": k, "text": f"t{k}"} for k in range(100)]
        else:
            state["rows"][42]["text"] = "new"

    session = LiveApp(page, data=lambda: {"rows": [], "step": step}).new_session()
    box["state"] = session.app.state
    session.connection = connection = _Collect()
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    for seq in (1, 2):
        session.handle({"t": "event", "seq": seq, "type": "click", "node": button.nid, "target": button.nid})
    rewrite = connection.messages[-1]
    (write,) = [op for op in rewrite["ops"] if op[0] == "prop"]
    assert write[2:] == ["value", "new"] and rewrite["was"] == {str(write[1]): "t42"}
