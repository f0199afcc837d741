"""What a client receives comes in an order it can trust: an event's `ack` after the
batch that answers it, a socket's `init` before any batch, and a batch made while a
second socket takes the session over is in that socket's `init` (never lost between
the two). The interleavings are injected: a handler that waits on a gate, and a hook
that says when the second socket's work is queued behind the event."""

from __future__ import annotations

import json
import threading

from starlette.testclient import TestClient

from petite.live import LiveApp

from ..security._live import ORIGIN, event, find, open_page, receive

GATE_TIMEOUT = 30  # a bound for a broken run, never a timing the test relies on


def gated_counter():
    """A counter whose handler, on its first click, waits for the test to open a gate."""
    entered, gate = threading.Event(), threading.Event()

    def hold() -> None:
        if not gate.is_set():
            entered.set()
            assert gate.wait(GATE_TIMEOUT)

    app = LiveApp('<button @click="hold(); count++">{{ count }}</button>', data=lambda: {"count": 0, "hold": hold})
    return app, entered, gate


def hello(ws, token: str, seen: int) -> None:
    ws.send_text(json.dumps({"t": "hello", "token": token, "seen": seen}))


def test_every_ack_follows_the_batch_that_answers_its_event():
    app = LiveApp('<button @click="count++">{{ count }}</button>', data=lambda: {"count": 0})
    with TestClient(app) as client, client.websocket_connect("/ws", headers=ORIGIN) as ws:
        hello(ws, open_page(client), 0)
        button = find(receive(ws), "button")
        for seq in range(1, 21):
            ws.send_text(event(button, "click", seq))
        batches, acks = {}, []
        while len(acks) < 20:
            message = receive(ws)
            if message["t"] == "patch":
                assert message["re"] not in acks  # never after its event's ack
                batches[message["re"]] = message["n"]
            else:
                assert message == {"t": "ack", "seq": len(acks) + 1}
                assert batches.get(message["seq"]) == len(acks) + 1  # numbered before the ack
                acks.append(message["seq"])


def test_a_socket_that_takes_over_during_an_event_gets_that_events_batch_in_its_init():
    app, entered, gate = gated_counter()
    queued = threading.Event()
    in_turn = app.in_turn

    async def noting_in_turn(session, fn, *args):
        if entered.is_set():  # the second socket's work, queued behind the held event
            queued.set()
        return await in_turn(session, fn, *args)

    app.in_turn = noting_in_turn
    with TestClient(app) as client:  # one event loop for both sockets, as a server has
        token = open_page(client)
        with client.websocket_connect("/ws", headers=ORIGIN) as first:
            hello(first, token, 0)
            button = find(receive(first), "button")
            first.send_text(event(button, "click", 1))
            assert entered.wait(GATE_TIMEOUT)  # the click is being handled
            with client.websocket_connect("/ws", headers=ORIGIN) as second:
                hello(second, token, 0)  # the tab reconnects before it saw the answer
                assert queued.wait(GATE_TIMEOUT)
                gate.set()
                init = receive(second)
                assert init["t"] == "init" and init["n"] == 1  # the click's batch is in it
                assert '"1"' in json.dumps(init["tree"])
                second.send_text(event(button, "click", 1))  # its replay: handled already
                assert receive(second) == {"t": "ack", "seq": 1}
                second.send_text(event(button, "click", 2))
                patch = receive(second)
                assert patch["t"] == "patch" and patch["n"] == 2 and patch["re"] == 2
                assert receive(second) == {"t": "ack", "seq": 2}
        (session,) = app.sessions.values()
        assert session.app.state["count"] == 2
