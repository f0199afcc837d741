"""Class 6: a hostile live client (forged ids, hand-made messages, other sessions, floods).

Each attack drives a real `LiveApp` over its WebSocket (Starlette's test client) with
messages no browser would send, then checks that nothing ran that a user could not have
run, that no other session changed or leaked into a reply, and that the session still
answers a genuine click. The canary here is the page's own state: `hits` records every
handler that ran.
"""

from __future__ import annotations

import json

from starlette.testclient import TestClient

from petite.live import LiveApp

from .._live import Live, connect, find, open_page, receive, walk
from .harness import SECRET, Attack

PAGE = """
<div v-scope>
  <button class="ok" @click="hits.push('ok')">ok</button>
  <button class="locked" :disabled="locked" @click="hits.push('locked')">locked</button>
  <fieldset :disabled="true"><div><button class="nested" @click="hits.push('nested')">n</button></div></fieldset>
  <button class="boom" @click="explode()">boom</button>
  <button class="spin" @click="while (true) {}">spin</button>
  <input class="ro" :readonly="true" v-model="ro">
  <select class="pick" v-model="pick"><option>a</option><option :disabled="true">admin</option></select>
  <div v-if="shown"><button class="gone" @click="hits.push('gone'); shown = false">gone</button></div>
  <p class="text">{{ secret_shown }}</p>
</div>
"""


def page_data():
    def explode():
        raise ValueError(SECRET)

    return {"hits": [], "locked": True, "ro": "r", "pick": "a", "shown": True, "secret_shown": "mine",
            "explode": explode}


def event(node, kind="click", seq=1, **extra) -> str:
    message = {"t": "event", "seq": seq, "node": node, "target": node, "type": kind, "init": {}}
    message.update(extra)
    return json.dumps(message)


def el(live, cls):
    tag = next(tag for _, tag, attrs, _, _ in walk(live.init["tree"]) if attrs.get("class") == cls)
    return find(live.init, tag, **{"class": cls})


def still_works(live) -> None:
    before = len(live.state()["hits"])
    replies = live.send(event(el(live, "ok"), seq=424242))
    assert replies[-1]["t"] == "ack", replies
    assert len(live.state()["hits"]) == before + 1


def refused_raw(text: str, *, hits_after=0):
    """Send one raw frame: it is answered (error or ack), nothing runs, the session goes on."""

    def run():
        live = Live(PAGE, data=page_data)
        try:
            live.ws.send_text(text)
            reply = receive(live.ws)
            while reply["t"] == "patch":
                reply = receive(live.ws)
            assert reply["t"] in ("error", "ack"), reply
            assert SECRET not in json.dumps(reply)
            assert len(live.state()["hits"]) == hits_after, live.state()["hits"]
            live.seq = 10**7  # past any seq the frame may have claimed (seqs only grow)
            still_works(live)
        finally:
            live.close()

    return run


def refused_event(cls: str | None, **fields):
    """An event on the element with class `cls` (None: fields name the node) must run nothing."""

    def run():
        live = Live(PAGE, data=page_data)
        try:
            node = el(live, cls) if cls else None
            message = {"t": "event", "seq": 1, "node": node, "target": node, "type": "click", "init": {}}
            message.update({k: (v(live) if callable(v) else v) for k, v in fields.items()})
            replies = live.send(json.dumps(message))
            assert all(SECRET not in json.dumps(r) for r in replies)
            state = live.state()
            assert state["hits"] == [], f"ran: {state['hits']}"
            assert state["ro"] == "r" and state["pick"] == "a", state
            still_works(live)
        finally:
            live.close()

    return run


def _other_session_untouched():
    """Two sessions of one app: whatever the first sends, the second's state and replies
    stay its own (ids are per session, errors stay in their session)."""
    live = Live(PAGE, data=page_data)
    try:
        mine = live.session
        token = open_page(live.client)
        with connect(live.client, token) as other_ws:
            assert receive(other_ws)["t"] == "init"
            sessions = [s for s in live.app.sessions.values() if s.connected]
            assert len(sessions) == 2
            live.state = lambda: mine.app.state
            for node in range(0, 200):
                live.ws.send_text(event(node, seq=node))
            live.ws.send_text(event(el(live, "boom"), seq=900))
            replies = []
            while True:
                reply = receive(live.ws)
                replies.append(reply)
                if reply.get("seq") == 900 and reply["t"] in ("ack", "error"):
                    break
            assert SECRET not in json.dumps(replies)
            theirs = [s for s in sessions if s is not mine][0]
            assert theirs.app.state["hits"] == [], theirs.app.state["hits"]
            other_ws.send_text(event(el(live, "ok"), seq=7))
            reply = receive(other_ws)
            while reply["t"] == "patch":
                assert SECRET not in json.dumps(reply)
                reply = receive(other_ws)
            assert reply == {"t": "ack", "seq": 7}
            assert theirs.app.state["hits"] == ["ok"]
    finally:
        live.close()


def _spin_does_not_block_the_other_session():
    """A handler that loops for ever ends in a limit error in its own session."""
    live = Live(PAGE, data=page_data)
    try:
        replies = live.send(event(el(live, "spin"), seq=3))
        assert replies[-1]["t"] == "error"
        assert "while" not in json.dumps(replies)  # no expression text in production replies
        still_works(live)
    finally:
        live.close()


def _error_reply_names_nothing():
    live = Live(PAGE, data=page_data)
    try:
        replies = live.send(event(el(live, "boom"), seq=5))
        text = json.dumps(replies)
        assert SECRET not in text and "explode" not in text and "ValueError" not in text, text
        still_works(live)
    finally:
        live.close()


def _removed_then_clicked():
    live = Live(PAGE, data=page_data)
    try:
        gone = el(live, "gone")
        assert live.send(event(gone, seq=1))[-1]["t"] == "ack"
        assert live.state()["hits"] == ["gone"]
        replies = live.send(event(gone, seq=2))
        assert replies[-1]["t"] == "error", replies
        assert live.state()["hits"] == ["gone"]
    finally:
        live.close()


def _flood_is_bounded():
    now = [0.0]

    async def pace(seconds):  # (the pacing wait moves the clock: no real second per event)
        now[0] += seconds

    live = Live(PAGE, data=page_data, events_per_second=0.001, event_burst=5, clock=lambda: now[0], sleep=pace)
    try:
        ok = el(live, "ok")
        for seq in range(60):
            live.ws.send_text(event(ok, seq=seq))
        answered = 0
        while answered < 60:
            reply = receive(live.ws)
            if reply["t"] in ("ack", "error"):
                answered += 1
        assert len(live.state()["hits"]) <= 6, len(live.state()["hits"])
        assert now[0] >= 50  # (each event over the rate was paced a second, then refused)
    finally:
        live.close()


def _pages_are_bounded():
    live = Live(PAGE, data=page_data, max_pending_sessions=20)
    try:
        for _ in range(120):
            open_page(live.client)
        assert len(live.app.sessions) <= 22, len(live.app.sessions)
    finally:
        live.close()


def _forged_token(mutate):
    def run():
        live = Live(PAGE, data=page_data)
        try:
            token = mutate(open_page(live.client), live)
            with live.client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
                ws.send_text(json.dumps({"t": "hello", "token": token}))
                reply = receive(ws)
                assert reply["t"] != "init", "a forged token opened a session"
        except Exception as exc:  # the server closing the socket is a refusal
            if type(exc).__name__ not in ("WebSocketDisconnect", "WebSocketDenialResponse"):
                raise
        finally:
            live.close()

    return run


def _origin(origin):
    def run():
        live = Live(PAGE, data=page_data)
        try:
            token = open_page(live.client)
            try:
                with live.client.websocket_connect("/ws", headers={"origin": origin} if origin else {}) as ws:
                    ws.send_text(json.dumps({"t": "hello", "token": token}))
                    reply = receive(ws)
                    assert reply["t"] != "init", f"origin {origin!r} was accepted"
            except Exception as exc:
                if type(exc).__name__ not in ("WebSocketDisconnect", "WebSocketDenialResponse"):
                    raise
        finally:
            live.close()

    return run


def _attacks() -> list[Attack]:
    out: list[Attack] = []

    def add(id, run):
        out.append(Attack(f"c6-{id}", 6, path="custom", run=run, must="renders"))

    # node ids and targets no browser would send
    for key, node in {"string": "1", "float": 1.5, "bool": True, "negative": -1, "huge": 2**70, "null": None,
                      "list": [1], "object": {"id": 1}, "hex": "0x1", "inf": 1e308, "zero": 0}.items():
        add(f"node-{key}", refused_event(None, node=node, target=node))
    add("target-outside", refused_event("ok", target=lambda live: el(live, "text"), node=lambda live: el(live, "locked")))
    add("target-forged-disabled", refused_event("locked", target=lambda live: el(live, "ok")))
    add("disabled-bound", refused_event("locked"))
    add("disabled-fieldset", refused_event("nested"))
    add("disabled-capture-claim", refused_event("locked", capture=True))
    add("disabled-type-case", refused_event("locked", type="CLICK"))
    add("disabled-other-type", refused_event("locked", type="mousedown"))
    add("readonly-model", refused_event("ro", type="input", state={"value": "owned"}))
    add("readonly-change", refused_event("ro", type="change", state={"value": "owned"}))
    add("disabled-option", refused_event("pick", type="change", state={"selected": [False, True]}))
    add("select-both", refused_event("pick", type="change", state={"selected": [True, True]}))
    add("init-target", refused_event("locked", init={"target": 1, "isTrusted": True, "__class__": "x"}))
    add("type-vue-hook", refused_event("ok", type="vue:mounted"))
    add("type-huge", refused_event("ok", type="c" * 60000))
    add("state-object", refused_event("ro", type="input", state={"value": {"__class__": 1}}))
    add("state-on-button", refused_event("locked", state={"value": "x", "checked": True}))
    # malformed frames
    for key, text in {
        "deep-json": "[" * 100000 + "]" * 100000,
        "deep-json-object": '{"a":' * 50000 + "1" + "}" * 50000,
        "huge-number": '{"t": "event", "seq": ' + "9" * 5000 + ', "node": 1, "type": "click"}',
        "nan": '{"t": "event", "seq": NaN, "node": Infinity, "type": "click"}',
        "not-json": "<script>alert(1)</script>",
        "array": "[1, 2, 3]",
        "string": '"event"',
        "null": "null",
        "client-init": '{"t": "init", "tree": []}',
        "client-patch": '{"t": "patch", "v": 1, "ops": [["remove", 1]]}',
        "second-hello": '{"t": "hello", "token": "x"}',
        "oversized": json.dumps({"t": "event", "seq": 1, "node": 1, "type": "click", "pad": "x" * 200000}),
        "lone-surrogate": '{"t": "event", "seq": 1, "node": 1, "type": "\\ud800"}',
        "duplicate-keys": '{"t": "event", "t": "hello", "seq": 1}',
    }.items():
        add(f"frame-{key}", refused_raw(text))
    # sessions, tokens, origins, floods
    add("other-session", _other_session_untouched)
    add("spin-limit", _spin_does_not_block_the_other_session)
    add("error-reply", _error_reply_names_nothing)
    add("removed-element", _removed_then_clicked)
    add("flood", _flood_is_bounded)
    add("page-flood", _pages_are_bounded)
    add("token-flipped", _forged_token(lambda t, live: t[:-1] + ("A" if t[-1] != "A" else "B")))
    add("token-empty", _forged_token(lambda t, live: ""))
    add("token-other-app", _forged_token(lambda t, live: open_page(TestClient(LiveApp(PAGE, data=page_data)))))
    add("token-truncated", _forged_token(lambda t, live: t[: len(t) // 2]))
    add("token-number", _forged_token(lambda t, live: 12345))
    for key, origin in {"evil": "http://evil.example", "suffix": "http://testserver.evil.example",
                        "userinfo": "http://testserver@evil.example", "null": "null", "none": None,
                        "port": "http://testserver:8081", "https-port": "https://testserver:444",
                        "bare-host": "testserver", "trailing-dot": "http://testserver.", "two-origins": "http://testserver http://evil.example"}.items():
        add(f"origin-{key}", _origin(origin))
    return out


ATTACKS = _attacks()
