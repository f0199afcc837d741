"""An event's ack joined to its last patch (petite/live.py, `LiveApp._answer`): a client
that says `"join": 1` in its hello gets the batch that answers an event and the ack in
one message (`"ack": seq` in the patch), so it applies the batch and counts the event
answered in one go; other clients get the patch, then the ack, as before. The node map
follows the batch after the reply (`Session.settle_nodes`): the next event finds the
new rows and refuses the removed ones."""

from __future__ import annotations

import json

import pytest
from starlette.testclient import TestClient

from petite.live import LiveApp

from ..security._live import ORIGIN, open_page, receive, walk

PAGE = ('<button @click="rows = [1, 2, 3]">make</button><button @click="rows = []">clear</button>'
        '<button @click="n = n">nothing</button><button @click="n = -1; fail()">fail</button><p>{{ n }}</p>'
        '<ul><li v-for="i in rows" :key="i"><a @click="n = i">{{ i }}</a></li></ul>')


def fail():
    raise ValueError("broken handler")


def data():
    return {"rows": [], "n": 0, "fail": fail}


def replies(ws, seq: int) -> list[dict]:
    """The messages up to the one that answers `seq` (an ack, an error or a joined patch)."""
    out = []
    while True:
        message = receive(ws)
        out.append(message)
        if message.get("seq") == seq or message.get("ack") == seq:
            return out


def click(ws, node: int, seq: int) -> list[dict]:
    ws.send_text(json.dumps({"t": "event", "seq": seq, "node": node, "target": node, "type": "click", "init": {}}))
    return replies(ws, seq)


def links(ops: list) -> list[int]:
    """The ids of the <a> elements the plain `insert` ops of a batch put in."""
    found = []
    for op in ops:
        if op[0] == "insert":
            tree = op[3]
            for child in tree[2] if tree[1] == 11 else [tree]:
                found += [nid for nid, tag, *_ in walk(child) if tag == "a"]
    return found


@pytest.mark.parametrize("join", [1, None, True, "1", 2])
def test_the_ack_comes_in_the_last_patch_for_a_client_that_joins(join):
    app = LiveApp(PAGE, data=data)
    client = TestClient(app)
    token = open_page(client)
    hello = {"t": "hello", "token": token} | ({} if join is None else {"join": join})
    joined = join == 1 and join is not True
    with client.websocket_connect("/ws", headers=ORIGIN) as ws:
        ws.send_text(json.dumps(hello))
        init = receive(ws)
        make, clear, nothing, fail = [nid for nid, tag, *_ in walk(init["tree"]) if tag == "button"]

        got = click(ws, make, 1)  # three rows inserted
        if joined:
            assert [m["t"] for m in got] == ["patch"] and got[0]["ack"] == 1 and got[0]["re"] == 1
        else:
            assert [m["t"] for m in got] == ["patch", "ack"] and "ack" not in got[0] and got[1]["seq"] == 1
        inserted = links(got[0]["ops"])
        assert len(inserted) == 3

        # the node map followed the insert after the reply: a new row's link answers
        got = click(ws, inserted[1], 2)
        assert got[0]["t"] == "patch" and ["text"] == sorted({op[0] for op in got[0]["ops"]})
        assert [op[2] for op in got[0]["ops"]] == ["2"]
        assert (got[0].get("ack") == 2) if joined else (got[-1] == {"t": "ack", "seq": 2})

        # nothing changes: the ack alone
        assert click(ws, nothing, 3) == [{"t": "ack", "seq": 3}]

        # a failing handler: its batch, then the error (never joined)
        got = click(ws, fail, 4)
        assert [m["t"] for m in got] == ["patch", "error"] and "ack" not in got[0] and got[1]["seq"] == 4
        assert [op[2] for op in got[0]["ops"] if op[0] == "text"] == ["-1"]

        got = click(ws, clear, 5)  # the rows removed
        assert got[0]["t"] == "patch" and got[0]["ops"][0][0] == "remove"
        assert (got[0].get("ack") == 5) if joined else (got[-1] == {"t": "ack", "seq": 5})
        # a removed row's link is no node any more: refused
        got = click(ws, inserted[0], 6)
        assert got == [{"t": "error", "seq": 6, "message": "unknown node"}]
    session = next(iter(app.sessions.values()))
    assert all(session.nodes.get(nid) is None for nid in inserted)
    assert not session._unfollowed
