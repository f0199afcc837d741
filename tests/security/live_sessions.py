"""Class 6, sessions: who may connect, to which session, and what one session can
learn about or do to another."""

from __future__ import annotations

import asyncio
import json

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from petite import scheduler
from petite.live import Connection, LiveApp
from petite.live_limits import Signer, TokenBucket
from petite.reactivity import reactive, watch

from ._live import ORIGIN, Live, connect, event, find, open_page, receive, text_ids

COUNTER = '<button @click="n++">{{ n }}</button>'


def counter_app(**options):
    return LiveApp(COUNTER, data=lambda: {"n": 0}, **options)


# Origin --------------------------------------------------------------------------------
@pytest.mark.parametrize("origin", [
    None, "http://evil.example", "http://testserver:8080", "null", "http://testserver@evil.example",
    "http://evil.testserver", "http://testserver.evil.example", "file://",
])
def test_sockets_from_other_origins_are_refused(origin):
    client = TestClient(counter_app())
    token = open_page(client)
    headers = {} if origin is None else {"origin": origin}
    with pytest.raises(WebSocketDisconnect) as refused:
        with client.websocket_connect("/ws", headers=headers) as ws:
            ws.send_text(json.dumps({"t": "hello", "token": token}))
            ws.receive_text()
    assert refused.value.code == 1008


def test_an_allow_list_replaces_the_same_host_rule():
    client = TestClient(counter_app(allowed_origins=["https://app.example"]))
    token = open_page(client)
    with pytest.raises(WebSocketDisconnect):
        with connect(client, token) as ws:  # the page's own host is no longer enough
            ws.receive_text()
    with connect(client, token, headers={"origin": "https://app.example"}) as ws:
        assert receive(ws)["t"] == "init"


# Tokens ------------------------------------------------------------------------------------
def _hello_reply(client, first_message: str) -> dict:
    with client.websocket_connect("/ws", headers=ORIGIN) as ws:
        ws.send_text(first_message)
        return receive(ws)


@pytest.mark.parametrize("make", [
    lambda token: "{}",
    lambda token: json.dumps({"t": "hello"}),
    lambda token: json.dumps({"t": "hello", "token": "forged.0.AAAA"}),
    lambda token: json.dumps({"t": "hello", "token": "x" + token}),
    lambda token: json.dumps({"t": "hello", "token": token[:-2]}),
    lambda token: json.dumps({"t": "hello", "token": token.replace(".", ".9", 1)}),
    lambda token: json.dumps({"t": "hello", "token": Signer(b"another app").sign(token.split(".")[0], 0.0)}),
    lambda token: json.dumps({"t": "hello", "token": [token]}),
    lambda token: json.dumps({"t": "hello", "token": token + "." * 300}),
    lambda token: json.dumps({"t": "event", "token": token, "node": 1, "type": "click"}),
    lambda token: json.dumps({"t": "hello", "session": token.split(".")[0]}),
    lambda token: "garbage",
])
def test_only_a_genuine_token_opens_a_session(make):
    client = TestClient(counter_app())
    token = open_page(client)
    assert _hello_reply(client, make(token)) == {"t": "expired"}


def test_the_session_id_is_not_in_any_url():
    client = TestClient(counter_app())
    page = client.get("/")
    assert "session=" not in page.text and "?" not in page.text.split("data-ws=")[1].split('"')[1]
    with pytest.raises(WebSocketDisconnect):  # a session named in the URL is not a hello
        with client.websocket_connect(f"/ws?session={open_page(client)}", headers=ORIGIN) as ws:
            ws.send_text("{}")
            ws.receive_text()
            ws.receive_text()


def test_pages_are_not_cached():
    client = TestClient(counter_app())
    assert client.get("/").headers["cache-control"] == "no-store"


def test_a_token_outlives_its_session_only_briefly():
    now = [0.0]
    app = counter_app(pending_ttl=10, session_ttl=20, clock=lambda: now[0])
    client = TestClient(app)
    token = open_page(client)
    with connect(client, token) as ws:
        receive(ws)
    now[0] = 25.0
    app.expire()
    assert app.sessions == {}
    assert _hello_reply(client, json.dumps({"t": "hello", "token": token})) == {"t": "expired"}


# Takeover --------------------------------------------------------------------------------------
def test_a_second_socket_replaces_the_first_cleanly():
    client = TestClient(counter_app())
    token = open_page(client)
    with connect(client, token) as first:
        init = receive(first)
        button = find(init, "button")
        first.send_text(event(button, "click", 1))
        assert receive(first)["t"] == "patch" and receive(first)["t"] == "ack"
        with connect(client, token) as second:
            assert '"1"' in json.dumps(receive(second)["tree"])  # it resumed the same state
            with pytest.raises(WebSocketDisconnect) as closed:
                receive(first)
            assert closed.value.code == 4000  # the older socket is told, not left half alive
            second.send_text(event(button, "click", 2))
            assert receive(second)["ops"][0][2] == "2"
            assert receive(second) == {"t": "ack", "seq": 2}
        (session,) = client.app.sessions.values()
        assert session.connection is None and not session.connected


def test_the_replaced_socket_closing_does_not_disconnect_the_new_one():
    app = counter_app()
    client = TestClient(app)
    token = open_page(client)
    first_cm = connect(client, token)
    first = first_cm.__enter__()
    receive(first)
    with connect(client, token) as second:
        init = receive(second)
        first_cm.__exit__(None, None, None)
        second.send_text(event(find(init, "button"), "click", 1))
        assert receive(second)["t"] == "patch"
        (session,) = app.sessions.values()
        assert session.connected


# Isolation ----------------------------------------------------------------------------------------
def test_node_ids_are_per_session():
    client = TestClient(counter_app())
    ids = []
    for _ in range(3):
        with connect(client, open_page(client)) as ws:
            ids.append(json.dumps(receive(ws)["tree"]))
    assert ids[0] == ids[1] == ids[2]  # no shared counter: ids say nothing about other tabs


def test_each_session_has_its_own_scheduler():
    app = counter_app()
    client = TestClient(app)
    open_page(client)
    open_page(client)
    first, second = app.sessions.values()
    assert first.scheduler is not second.scheduler
    assert scheduler.current() not in (first.scheduler, second.scheduler)


SHARED_PAGE = '<button @click="store.n++">{{ store.n }}</button><i>{{ boom(store.n) }}</i>'


def test_another_sessions_failure_never_reaches_my_reply():
    store = reactive({"n": 0})

    def data(name):
        def boom(n):
            if name == "victim" and n:
                raise RuntimeError(f"secret of {name}")
            return name
        return {"store": store, "boom": boom}

    names = iter(["attacker", "victim"])
    client = TestClient(LiveApp(SHARED_PAGE, data=lambda: data(next(names)), debug=True))
    attacker_token, victim_token = open_page(client), open_page(client)
    with connect(client, attacker_token) as attacker, connect(client, victim_token) as victim:
        init = receive(attacker)
        receive(victim)
        attacker.send_text(event(find(init, "button"), "click", 1))
        replies = [receive(attacker), receive(attacker)]
        assert [r["t"] for r in replies] == ["patch", "ack"]  # the victim's error is not mine
        assert "secret" not in json.dumps(replies)
        assert receive(victim)["t"] == "patch"  # the victim still got its own update


def test_a_session_flush_never_runs_inside_another_sessions_event():
    store = reactive({"n": 0})
    runs = []

    def data():
        state = {"store": store}

        def seen(n):
            runs.append(scheduler.current())
            return n
        state["seen"] = seen
        return state

    app = LiveApp('<button @click="store.n++">{{ seen(store.n) }}</button>', data=data)
    client = TestClient(app)
    tokens = [open_page(client), open_page(client)]
    with connect(client, tokens[0]) as a, connect(client, tokens[1]) as b:
        init = receive(a)
        receive(b)
        sessions = {s.connection.websocket: s for s in app.sessions.values() if s.connection}
        del runs[:]
        a.send_text(event(find(init, "button"), "click", 1))
        receive(a), receive(a), receive(b)
        assert len(runs) == 2 and runs[0] is not runs[1]  # each effect ran under its own scheduler
        assert {id(r) for r in runs} == {id(s.scheduler) for s in sessions.values()}


def test_watchers_of_a_session_run_in_that_session():
    store = reactive({"n": 0})
    seen = []

    def data():
        watch(lambda: store["n"], lambda n, old: seen.append(scheduler.current()))
        return {"store": store}

    app = LiveApp('<button @click="store.n++">{{ store.n }}</button>', data=data)
    client = TestClient(app)
    tokens = [open_page(client), open_page(client)]
    with connect(client, tokens[0]) as a, connect(client, tokens[1]) as b:
        init = receive(a)
        receive(b)
        a.send_text(event(find(init, "button"), "click", 1))
        receive(a), receive(a), receive(b)
    assert sorted(map(id, seen)) == sorted(id(s.scheduler) for s in app.sessions.values())


# Error replies --------------------------------------------------------------------------------------
FAILING = '<button title="private-title" @click="secretFunction(password)">x</button>'


def test_error_replies_name_no_expression_or_element():
    live = Live(FAILING, data=lambda: {"password": "hunter2"})
    reply = live.send(event(find(live.init, "button"), "click"))[-1]
    assert reply["t"] == "error"
    for leak in ("secretFunction", "password", "hunter2", "private-title", "button"):
        assert leak not in reply["message"]
    live.close()


def test_debug_mode_shows_the_expression():
    live = Live(FAILING, data=lambda: {"password": "x"}, debug=True)
    assert "secretFunction" in live.send(event(find(live.init, "button"), "click"))[-1]["message"]
    live.close()


@pytest.mark.parametrize("message", [
    json.dumps({"t": "<img src=x onerror=alert(1)>"}),
    json.dumps({"t": "event", "node": 1, "type": "<script>", "seq": 1}),
    json.dumps({"t": "event", "node": "<b>", "type": "click", "seq": 1}),
])
def test_refusals_do_not_echo_client_text(message):
    live = Live(COUNTER, data=lambda: {"n": 0})
    reply = live.send(message)[-1]
    assert reply["t"] == "error" and "<" not in reply["message"]
    live.close()


# Sessions cost what they must ---------------------------------------------------------------
def test_anonymous_pages_hold_a_bounded_number_of_pending_sessions():
    app = counter_app(max_pending_sessions=5)
    client = TestClient(app)
    tokens = [open_page(client) for _ in range(40)]
    assert len(app.sessions) == 5 and len(app.pending) == 5
    with connect(client, tokens[0]) as ws:  # an evicted page still gets a fresh session
        assert receive(ws)["t"] == "init"


def test_head_requests_create_no_session():
    app = counter_app()
    client = TestClient(app)
    assert client.head("/").status_code == 200
    assert app.sessions == {}


def test_pending_sessions_expire_on_the_injected_clock():
    now = [0.0]
    app = counter_app(pending_ttl=10, clock=lambda: now[0])
    client = TestClient(app)
    open_page(client)
    now[0] = 9.0
    app.expire()
    assert len(app.sessions) == 1
    now[0] = 10.5
    app.expire()
    assert app.sessions == {}


def test_messages_over_the_size_limit_are_refused():
    live = Live(COUNTER, data=lambda: {"n": 0}, max_message_bytes=1000)
    button = find(live.init, "button")
    big = json.dumps({"t": "event", "seq": 1, "node": button, "target": button, "type": "click", "pad": "x" * 1000})
    assert live.send(big)[-1] == {"t": "error", "seq": None, "message": "message too large"}
    assert live.state()["n"] == 0
    live.close()


def test_event_rate_is_bounded_per_connection():
    now = [0.0]
    live = Live(COUNTER, data=lambda: {"n": 0}, events_per_second=10, event_burst=20, clock=lambda: now[0])
    button = find(live.init, "button")
    replies = [live.send(event(button, "click", seq))[-1]["t"] for seq in range(30)]
    assert replies == ["ack"] * 20 + ["error"] * 10
    assert live.state()["n"] == 20
    now[0] = 1.0  # a second later, ten more
    assert [live.send(event(button, "click", s))[-1]["t"] for s in range(11)] == ["ack"] * 10 + ["error"]
    live.close()


def test_reconnecting_does_not_refill_the_event_budget():
    now = [0.0]
    app = counter_app(events_per_second=1, event_burst=3, clock=lambda: now[0])
    client = TestClient(app)
    token = open_page(client)
    replies = []
    for attempt in range(3):
        with connect(client, token) as ws:
            button = find(receive(ws), "button")
            for i in range(2):
                ws.send_text(event(button, "click", attempt * 2 + i + 1))
                reply = receive(ws)
                while reply["t"] not in ("ack", "error"):
                    reply = receive(ws)
                replies.append(reply["t"])
    assert replies == ["ack", "ack", "ack", "error", "error", "error"]


def test_a_burst_over_the_rate_is_paced_not_dropped():
    """With the real clock the server reads more slowly instead of dropping: a replay of
    many offline events loses nothing (a flood just takes longer)."""
    live = Live(COUNTER, data=lambda: {"n": 0}, events_per_second=200, event_burst=5)
    button = find(live.init, "button")
    for seq in range(1, 41):
        live.ws.send_text(event(button, "click", seq))
    answers = []
    while len(answers) < 40:
        reply = receive(live.ws)
        if reply["t"] in ("ack", "error"):
            answers.append(reply["t"])
    assert answers == ["ack"] * 40 and live.state()["n"] == 40
    live.close()


def test_token_bucket_refills_at_its_rate():
    now = [0.0]
    bucket = TokenBucket(rate=2, burst=2, clock=lambda: now[0])
    assert [bucket.take() for _ in range(3)] == [True, True, False]
    now[0] = 0.5
    assert [bucket.take(), bucket.take()] == [True, False]


def test_deeply_nested_json_is_refused_not_fatal():
    live = Live(COUNTER, data=lambda: {"n": 0})
    assert live.send("[" * 50000 + "]" * 50000)[-1]["t"] == "error"
    assert live.send(event(find(live.init, "button"), "click", 2))[-1]["t"] == "ack"
    live.close()


class _StalledSocket:
    """A socket whose peer never reads: every send waits for ever."""

    def __init__(self):
        self.closed_with = None

    async def send_text(self, text):
        await asyncio.Event().wait()

    async def close(self, code=1000):
        self.closed_with = code

    application_state = None


def test_a_client_that_never_reads_is_dropped_not_buffered():
    async def run():
        socket = _StalledSocket()
        connection = Connection(socket, 10_000, TokenBucket(1, 1, lambda: 0.0))
        pump = asyncio.create_task(connection.pump())
        for _ in range(100):
            connection.send("x" * 500)
        await asyncio.sleep(0)  # let the close task run
        pump.cancel()
        return connection, socket

    connection, socket = asyncio.run(run())
    assert connection.close_code == 4001 and socket.closed_with == 4001
    assert connection.outbox.size == 0  # what was queued is released


def test_an_event_flushes_no_other_session():
    """One tab's event costs the same beside 1 or 10,000 idle tabs: no other session's
    flush listener runs (it used to call every session's)."""
    app = counter_app(max_pending_sessions=1000)
    sessions = [app.new_session() for _ in range(200)]
    calls = {id(s): 0 for s in sessions}
    for session in sessions:
        def counted(session=session, flushed=session.app._flushed):
            calls[id(session)] += 1
            flushed()
        session.scheduler._listeners[:] = [counted]
    active = sessions[0]
    button = find({"tree": active.app.tree()}, "button")
    active.handle({"t": "event", "seq": 1, "node": button, "target": button, "type": "click"})
    assert calls[id(active)] == 1 and sum(calls.values()) == 1
    assert active.app.html() == "<button>1</button>"


# One client cannot make the page unservable -------------------------------------------
@pytest.mark.parametrize("value", ["x\ud800", "\udfffy", "\ude00\ud83d"])
def test_a_lone_surrogate_in_a_shared_store_leaves_the_page_servable(value):
    """A browser's input value may hold lone surrogates (JavaScript strings are UTF-16);
    one typed into a control bound to a shared store reached every later page's first
    paint, which UTF-8 cannot encode: every visitor got a 500 until the store changed."""
    store = reactive({"topic": "hello"})
    live = Live('<div v-scope><input v-model="store.topic"><p>{{ store.topic }}</p></div>', lambda: {"store": store})
    try:
        field = find(live.init, "input")
        assert live.send(event(field, "input", state={"value": value}))[-1] == {"t": "ack", "seq": 1}
        assert store["topic"] == value  # (the server's DOM holds what the browser holds)
        page = TestClient(live.app, raise_server_exceptions=False).get("/")
        assert page.status_code == 200
        shown = value.replace("\ud800", "\ufffd").replace("\udfff", "\ufffd").replace("\ude00", "\ufffd").replace("\ud83d", "\ufffd")
        assert f'<input value="{shown}"><p>{shown}</p>' in page.text  # (as a browser's UTF-8 encoder writes it)
    finally:
        live.close()
