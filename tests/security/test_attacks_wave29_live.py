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

