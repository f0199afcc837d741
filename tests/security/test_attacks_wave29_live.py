"""Wave 29, live pages: the socket's Origin rule, hostile socket messages, and what
anyone who can publish on a shared store's Redis channel can do to every worker."""

from __future__ import annotations

import asyncio
import json

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocket, WebSocketDisconnect

from petite.live import LiveApp

from ._live import Live, event, find, open_page


# Origin ------------------------------------------------------------------------------
# Cross-site WebSocket hijacking: a socket opened by another origin's page carries the
# user's cookies, and a token whose pending session is gone opens a fresh session built
# from that socket's request (`LiveApp._fresh_session`). The rule is Django's CSRF
# Origin check: an http(s) origin naming the request's Host, https when the request is.

def _socket(headers: dict[str, str], scheme: str = "ws") -> WebSocket:
    raw = [(k.encode(), v.encode()) for k, v in headers.items()]
    return WebSocket({"type": "websocket", "scheme": scheme, "path": "/ws", "headers": raw}, None, None)


APP = LiveApp("<p>x</p>", data={})


@pytest.mark.parametrize("origin", ["null", "file://", "http://", "https://", "data:", "about:blank"])
@pytest.mark.parametrize("host", [None, ""])
def test_an_opaque_origin_never_matches_a_missing_host(origin, host):
    # urlsplit("null").netloc == "" == the missing Host header: accepted before
    headers = {"origin": origin} if host is None else {"origin": origin, "host": host}
    assert not APP.origin_allowed(_socket(headers))


def test_a_plain_http_page_does_not_reach_a_secure_socket():
    # an http:// page of the host (anyone on the network can write one) opening wss://
    assert not APP.origin_allowed(_socket({"origin": "http://app.example", "host": "app.example"}, "wss"))
    assert APP.origin_allowed(_socket({"origin": "https://app.example", "host": "app.example"}, "wss"))


def test_only_http_and_https_origins_name_the_host():
    for origin in ("chrome-extension://app.example", "ws://app.example", "ftp://app.example", "javascript://app.example"):
        assert not APP.origin_allowed(_socket({"origin": origin, "host": "app.example"}))


def test_the_page_origin_still_connects_plain_and_behind_a_tls_proxy():
    assert APP.origin_allowed(_socket({"origin": "http://app.example:8000", "host": "app.example:8000"}))
    assert APP.origin_allowed(_socket({"origin": "HTTP://App.Example", "host": "app.example"}))
    # TLS ended at a proxy that sends no X-Forwarded-Proto: the socket looks plain
    assert APP.origin_allowed(_socket({"origin": "https://app.example", "host": "app.example"}))


def test_a_malformed_origin_is_refused_not_fatal():
    assert not APP.origin_allowed(_socket({"origin": "http://[::1", "host": "[::1"}))


def test_a_null_origin_socket_without_host_is_closed_before_the_hello():
    client = TestClient(LiveApp('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0}))
    token = open_page(client)
    with pytest.raises(WebSocketDisconnect) as refused:
        with client.websocket_connect("/ws", headers={"origin": "null", "host": ""}) as ws:
            ws.send_text(json.dumps({"t": "hello", "token": token}))
            ws.receive_text()
    assert refused.value.code == 1008


# Hostile messages ----------------------------------------------------------------------
KEYS = """<div><input id="a" @keyup.enter.exact="n++" @keydown.ctrl.enter="m++">
<button id="r" @click.right="r++">r</button><span>{{ n }} {{ m }} {{ r }}</span></div>"""


def test_forged_keys_and_modifiers_do_not_pass_the_servers_own_filters():
    live = Live(KEYS, data=lambda: {"n": 0, "m": 0, "r": 0})
    try:
        a = find(live.init, "input", id="a")
        for init in ({"key": "a"}, {"key": "Enter", "ctrlKey": True}, {"key": "Enter", "shiftKey": True, "metaKey": True}):
            assert live.send(event(a, "keyup", init=init))[-1]["t"] == "ack"
        assert live.send(event(a, "keydown", init={"key": "Enter"}))[-1]["t"] == "ack"
        assert live.state() == {"n": 0, "m": 0, "r": 0}
        live.send(event(a, "keyup", init={"key": "Enter"}))
        assert live.state()["n"] == 1
    finally:
        live.close()


@pytest.mark.parametrize("field, value", [
    ("clientX", float("nan")), ("clientX", float("inf")), ("clientX", 10 ** 400), ("detail", 10 ** 400),
    ("button", -0.0), ("key", "Enter" * 100),
])
def test_number_edge_cases_in_event_fields_are_refused_or_inert(field, value):
    live = Live(KEYS, data=lambda: {"n": 0, "m": 0, "r": 0})
    try:
        a = find(live.init, "input", id="a")
        text = json.dumps({"t": "event", "seq": 1, "node": a, "target": a, "type": "keyup",
                           "init": {"key": "Enter", field: value}})  # NaN, Infinity as JSON allows
        replies = live.send(text)
        assert replies[-1]["t"] in ("ack", "error")
        assert live.send(event(a, "keyup", init={"key": "Enter"}))[-1]["t"] == "ack"  # the session goes on
    finally:
        live.close()


# Redis: what a publisher on a store's channel can do ----------------------------------
# Anyone allowed to PUBLISH on `petite:{name}` (a Redis ACL can grant that alone) sends
# every worker's follower a message. The log, written only by the sequencing script,
# is the store's history: a published message is news that the log has more, never the
# operation itself; a malformed one changes nothing and stops no follower.

def _redis_stores(url, name, n=2):
    from petite.live_store import replica_of, shared_store

    return [replica_of(shared_store(name, {"count": 0, "messages": []}, url=url)) for _ in range(n)]


@pytest.fixture(scope="module")
def redis_url():
    pytest.importorskip("redis")
    from ..live.services import redis_server

    with redis_server() as url:
        yield url


def _run(scenario, *stores):
    async def main():
        try:
            for store in stores:
                await store.start()
            return await asyncio.wait_for(scenario(), 20)
        finally:
            for store in stores:
                await store.stop()

    return asyncio.run(main())


FORGED = [
    "garbage", "", "\n", "1", "1\nx", "x\ny\nz", "1\nx:1\nnot json", "1\nx:1\n[1, 2]", "1\nx:1\n{}",
    "1\nx:1\nnull", "1\nx:y\n[[], \"set\", [\"count\", 1]]", "1\nx:1\n[[], \"set\", [\"count\", 999]]",
    "99999999999\nx:1\n[[], \"set\", [\"count\", 999]]", "-5\nx:1\n[]", "1\nx:1\n" + "[" * 100_000,
    "\u0661\nx:1\n[]", "9" * 5000 + "\nx:1\n[]", b"\xff\xfe\n\x80",  # (not UTF-8: the client cannot decode it)
]


@pytest.mark.parametrize("forged", FORGED, ids=range(len(FORGED)))
def test_a_forged_publication_neither_stops_nor_writes_any_replica(redis_url, request, forged):
    import redis.asyncio as aioredis

    from petite.reactivity import to_raw

    name = f"wave29-{request.node.callspec.id}"
    first, second = _redis_stores(redis_url, name)

    async def scenario():
        first.state["count"] = 1
        await first.sync()
        await second.sync()
        publisher = aioredis.from_url(redis_url, decode_responses=True)
        seq = second.replica.seq
        forged_now = forged
        if isinstance(forged, str) and forged.startswith("1\nx:"):
            forged_now = forged.replace("1\nx:", f"{seq + 1}\nx:", 1)
        await publisher.publish(f"petite:{{{name}}}", forged_now)
        await publisher.aclose()
        await asyncio.sleep(0.2)
        assert all(not task.done() for task in second._tasks)  # its follower still runs
        first.state["messages"].append({"id": "after", "text": "genuine"})
        await first.sync()
        await second.sync()  # (hung forever when the follower had died)
        assert to_raw(second.state) == to_raw(first.state) == {"count": 1, "messages": [{"id": "after", "text": "genuine"}]}

    _run(scenario, first, second)


def test_a_flood_of_forged_news_costs_no_snapshot_reload(redis_url):
    # news of an operation the log does not hold made every follower read the snapshot
    # and rebuild its whole state from it, in a worker's turn, once per message
    import redis.asyncio as aioredis

    name = "wave29-flood"
    first, second = _redis_stores(redis_url, name)
    resets = []
    for store in (first, second):
        original = store._reset_in_turn
        store._reset_in_turn = lambda seq, state, original=original: (resets.append(seq), original(seq, state))[1]

    async def scenario():
        await first.sync()
        await second.sync()
        resets.clear()  # (joining the history another process seeded reads its snapshot, once)
        publisher = aioredis.from_url(redis_url, decode_responses=True)
        for n in range(50):
            await publisher.publish(f"petite:{{{name}}}", f"{n + 1}\nx:1\n[]")
        await publisher.aclose()
        first.state["count"] = 7
        await first.sync()
        await second.sync()
        assert second.state["count"] == 7
        assert resets == []

    _run(scenario, first, second)


def test_duplicate_stale_and_odd_sequence_numbers_run_no_handler_twice():
    # a page's seqs only grow: a duplicate or an older one is a replay (acked, not run);
    # a bool, float or huge seq is no sequence number (the event runs, nothing is remembered)
    live = Live('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0})
    try:
        button = find(live.init, "button")

        def send(seq):
            live.ws.send_text(json.dumps({"t": "event", "seq": seq, "node": button, "target": button,
                                          "type": "click", "init": {}}))
            while (reply := json.loads(live.ws.receive_text()))["t"] not in ("ack", "error"):
                pass
            return reply

        assert send(5)["t"] == "ack" and live.state()["n"] == 1
        for stale in (5, 3, -1, 0):
            assert send(stale) == {"t": "ack", "seq": stale}
        assert live.state()["n"] == 1
        for odd in (True, 6.0, "7", None):
            send(odd)
        assert live.state()["n"] == 5
        assert send(6)["t"] == "ack" and live.state()["n"] == 6  # True/6.0 recorded nothing
    finally:
        live.close()


@pytest.mark.parametrize("name", ["a*", "a\nb", "x}:log", "{y", "n" * 10_000, "*"])
def test_store_names_are_keys_not_patterns(redis_url, name):
    # no KEYS, SCAN or PSUBSCRIBE: `*` matches nothing; a newline or a brace is part of
    # the name; another store's keys are never touched
    import redis.asyncio as aioredis

    first, second = _redis_stores(redis_url, name)
    (bystander,) = _redis_stores(redis_url, "a", 1)

    async def scenario():
        bystander.state["count"] = 3
        await bystander.sync()
        first.state["count"] = 9
        await first.sync()
        await second.sync()
        assert second.state["count"] == 9 and bystander.state["count"] == 3
        client = aioredis.from_url(redis_url, decode_responses=True)
        assert await client.hget("petite:{a}:snapshot", "seq") == "0"  # untouched by the others
        await client.aclose()

    _run(scenario, first, second, bystander)
