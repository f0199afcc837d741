"""Sessions cost what they must, against a real server: a client that never reads its
socket is dropped (not buffered for ever), unknown node ids cost no scan of the tree,
and reconnecting tabs wait a random share of their backoff (no lockstep retries)."""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import json
import os
import re
import socket
import threading
import urllib.request

import pytest
from starlette.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from petite import dom
from petite.live import CLOSE_TOO_SLOW, Connection, LiveApp, server_options

from ..security._live import ORIGIN, Live, event, find, open_page, receive
from ..support import serve

WAIT = 30  # a bound for a broken run, never a timing the test relies on


def ws_frame(text: str) -> bytes:
    """A masked client text frame (RFC 6455)."""
    payload = text.encode()
    mask = os.urandom(4)
    size = len(payload)
    if size < 126:
        header = bytes([0x81, 0x80 | size])
    elif size < 1 << 16:
        header = bytes([0x81, 0x80 | 126]) + size.to_bytes(2, "big")
    else:
        header = bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big")
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def server_frames(data: bytes):
    """(opcode, payload) of the unmasked frames a server sent, in order."""
    at = 0
    while at + 2 <= len(data):
        opcode, size = data[at] & 0x0F, data[at + 1] & 0x7F
        at += 2
        if size == 126:
            size, at = int.from_bytes(data[at:at + 2], "big"), at + 2
        elif size == 127:
            size, at = int.from_bytes(data[at:at + 8], "big"), at + 8
        yield opcode, data[at:at + size]
        at += size


def raw_socket(url: str, receive_buffer: int | None = None) -> socket.socket:
    """A WebSocket to the live page at `url`, opened by hand and greeted (`hello`);
    nothing after the handshake is read."""
    page = urllib.request.urlopen(url, timeout=WAIT).read().decode()
    token = re.search(r'data-token="([^"]+)"', page).group(1)
    port = int(url.rsplit(":", 1)[1])
    client = socket.socket()
    if receive_buffer is not None:  # (before connect)
        client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    client.settimeout(WAIT)
    client.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    client.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                    f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                    f"Origin: http://127.0.0.1:{port}\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        response += client.recv(1)  # byte by byte: nothing after the handshake is read
    assert response.startswith(b"HTTP/1.1 101")
    client.sendall(ws_frame(json.dumps({"t": "hello", "token": token})))
    return client


def read_all(client: socket.socket) -> list[tuple[int, bytes]]:
    """The frames the server sent until it closed the connection (a server that closes
    with the client's frames still unread in its buffer resets the connection: the
    stream ends there too)."""
    received = b""
    try:
        while chunk := client.recv(1 << 16):
            received += chunk
    except ConnectionResetError:
        pass
    client.close()
    return list(server_frames(received))


def test_a_frame_longer_than_the_app_reads_is_refused_before_it_is_buffered():
    """With `server_options`, uvicorn closes the socket with 1009 as soon as a frame's
    header announces more than 4 x `max_message_bytes`: the 10 MB it announces are
    never read (uvicorn's own bound buffers up to 16 MiB). A frame over the app's limit
    but under uvicorn's gets the app's error, and the session serves on."""
    app = LiveApp('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0}, max_message_bytes=1000)
    with serve(app, **server_options(app.max_message_bytes)) as url:
        client = raw_socket(url)
        (session,) = app.sessions.values()
        button = session.app.root.query_selector("button").nid
        client.sendall(ws_frame(json.dumps({"t": "event", "seq": 1, "node": button, "pad": "x" * 2000})))
        client.sendall(ws_frame(event(button, "click", 2)))
        received = b""
        while b'"t":"ack","seq":2' not in received.replace(b" ", b""):
            received += client.recv(1 << 16)
        replies = [json.loads(payload) for opcode, payload in server_frames(received) if opcode == 0x1]
        assert {"t": "error", "seq": None, "message": "message too large"} in replies
        mask = os.urandom(4)
        client.sendall(bytes([0x81, 0x80 | 127]) + (10_000_000).to_bytes(8, "big") + mask + b"x" * 1000)
        frames = read_all(client)
        assert frames[-1][0] == 0x8 and int.from_bytes(frames[-1][1][:2], "big") == 1009
        assert session.app.root.query_selector("button").text_content == "1"  # (the click ran, once)


def test_a_client_that_never_reads_its_socket_is_dropped():
    """Through uvicorn: the socket's buffers fill, the session's queue passes its limit,
    the server closes with 4001 and the process serves on (it was 970 MB, unbounded)."""
    closed = threading.Event()
    close = Connection.close

    def noting_close(self, code):
        if code == CLOSE_TOO_SLOW:
            closed.set()
        close(self, code)

    app = LiveApp('<button @click="n += 200">more</button><p v-for="i in n">{{ pad }} {{ i }}</p>',
                  data=lambda: {"n": 0, "pad": "x" * 1000}, max_pending_output=100_000)
    with pytest.MonkeyPatch.context() as patch, serve(app) as url:
        patch.setattr(Connection, "close", noting_close)
        client = raw_socket(url, receive_buffer=4096)  # (a small window)
        (session,) = app.sessions.values()
        button = session.app.root.query_selector("button").nid
        for seq in range(1, 41):  # 40 clicks: 8 MB of patches, never read
            client.sendall(ws_frame(event(button, "click", seq)))
        assert closed.wait(WAIT), "the server kept queueing for a client that does not read"
        frames = read_all(client)
        # the close frame follows what the socket had started writing: a client that reads
        # nothing may never get it (a batch bigger than the bound is sent alone), but the
        # stream ends, and if the close frame came through it says 4001
        assert frames and (frames[-1][0] != 0x8 or int.from_bytes(frames[-1][1][:2], "big") == CLOSE_TOO_SLOW)
        assert sum(len(payload) for _, payload in frames) < 20_000_000  # what the kernel buffers held, not all 8 MB+
        assert not session.connected
        assert urllib.request.urlopen(url, timeout=WAIT).status == 200  # the server serves on


def test_unknown_node_ids_cost_no_scan_of_the_tree(monkeypatch):
    live = Live('<button @click="n++">{{ n }}</button><ul><li v-for="i in 300">{{ i }}</li></ul>',
                data=lambda: {"n": 0})
    button = live.session.app.root.query_selector("button").nid
    scans = []
    walk = dom.ParentNode.iter

    root = live.session.app.root

    def counted(node, *args, **kwargs):
        if node is root:  # a scan of the whole tree (it recurses into the children)
            scans.append(node)
        return walk(node, *args, **kwargs)

    monkeypatch.setattr(dom.ParentNode, "iter", counted)
    for seq in range(1, 101):
        assert live.send(event(10**9 + seq, "click", seq))[-1]["message"] == "unknown node"
    live.send(event(button, "click", 101))  # a text update: the map stays valid
    for seq in range(102, 202):
        assert live.send(event(10**9 + seq, "click", seq))[-1]["message"] == "unknown node"
    assert len(scans) <= 1  # (the map is built once, then every lookup is a dict hit)
    assert live.state()["n"] == 1
    live.close()


@pytest.fixture(scope="module")
def counter_server():
    app = LiveApp('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0})
    with serve(app) as url:
        yield url, app


RECORD_RETRIES = """
  window.retryDelays = []
  const setTimeoutOf = window.setTimeout
  window.setTimeout = (fn, delay, ...args) => {
    if (delay > 0) window.retryDelays.push(delay)
    return setTimeoutOf(fn, delay, ...args)
  }
"""


def test_reconnecting_tabs_wait_a_random_share_of_their_backoff(counter_server, chromium):
    """Tabs that lose their sockets at once retry at different times: each waits its
    backoff (200 ms for a first retry) times a random factor in [0.5, 1.5)."""
    url, app = counter_server
    delays = []
    for random in (0.0, 0.999):
        page = chromium.new_page()
        try:
            page.add_init_script(RECORD_RETRIES + f"Math.random = () => {random}")
            page.goto(url)
            page.evaluate("() => window.petite.settled()")
            page.evaluate("""() => {
              window.connects = 0
              document.getElementById('petite-root').addEventListener('petite:connected', () => window.connects++)
            }""")
            (session,) = [s for s in app.sessions.values() if s.connected]
            session.connection.close(1012)  # the server restarts the socket
            page.wait_for_function("() => window.connects > 0")
            delays.append(page.evaluate("window.retryDelays"))
        finally:
            page.close()
    assert delays[0] == [100] and len(delays[1]) == 1 and delays[1][0] == pytest.approx(299.8)


def test_a_client_that_closes_as_its_init_arrives_still_pays_for_it():
    """The init's charge is made in the same piece of work as the init: a handler
    cancelled right after that work (Starlette cancels it when the client closes) has
    already charged the session's budget (before, the charge came after the await and a
    reconnect loop that closed at once rebuilt the page for free)."""
    attached = threading.Event()

    class CancelledAfterWork(LiveApp):
        def _attach(self, session, connection, seen):
            super()._attach(session, connection, seen)
            attached.set()

        async def in_turn(self, session, fn, *args):
            result = await super().in_turn(session, fn, *args)
            if session.connection is not None:  # the socket is attached: cancel as a closing client does
                raise asyncio.CancelledError
            return result

    rows = '<ul v-scope><li v-for="r in rows" :key="r">{{ r }}</li></ul>'
    app = CancelledAfterWork(rows, data=lambda: {"rows": list(range(3000))}, events_per_second=1000.0,
                             event_burst=200.0, clock=lambda: 0.0)
    client = TestClient(app)
    token = open_page(client)
    (session,) = app.sessions.values()
    try:
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            ws.send_text(json.dumps({"t": "hello", "token": token, "v": 2}))
            ws.receive_text()
    except (WebSocketDisconnect, concurrent.futures.CancelledError):
        pass  # the handler was cancelled: what matters is the budget below
    # the init may reach the client (which then closes) before the server's work has
    # returned: wait for the work (it runs in a worker thread), then read the budget
    assert attached.wait(30)
    assert session.bucket is not None
    assert session.bucket.tokens <= 200.0 - 5, session.bucket.tokens  # an init of ~3,000 rows costs > 5 events


def test_an_init_or_batch_bigger_than_the_output_bound_is_still_delivered():
    """The bound is on what waits BEHIND the next message to go, which may be over it
    alone (the init of a big page, the batch of a big update, with its ack behind it) —
    before, such a page closed every socket with 4001 and its tab could never connect."""
    page = '<button @click="n += 300">more</button><p v-for="i in n">{{ pad }} {{ i }}</p>'
    live = Live(page, data=lambda: {"n": 300, "pad": "x" * 100}, max_pending_output=10_000)
    assert len(json.dumps(live.init)) > 30_000  # three times the bound, delivered
    button = find(live.init, "button")
    live.ws.send_text(event(button, "click"))
    batch = receive(live.ws)
    assert batch["t"] == "patch" and len(json.dumps(batch)) > 30_000
    assert receive(live.ws) == {"t": "ack", "seq": 1}


def test_the_output_bound_drops_a_client_once_more_waits_behind_a_big_message():
    from petite.live_limits import Outbox

    async def scenario():
        dropped = []
        outbox = Outbox(100, lambda: dropped.append(True))
        outbox.put("x" * 500)  # the next to go: queued, however big
        outbox.put("y" * 100)  # behind it, up to the bound: queued
        assert outbox.size == 600 and not dropped
        outbox.put("y")  # behind it, over the bound: the client is dropped
        assert dropped == [True] and outbox.closed and await outbox.get() is None
        small = Outbox(100, lambda: dropped.append(False))
        for _ in range(11):
            small.put("z" * 10)
        assert dropped == [True] and small.size == 110
        small.put("z")  # 101 characters behind the next to go
        assert dropped == [True, False] and small.closed

    asyncio.run(scenario())


def test_sessions_in_all_are_bounded_connected_ones_too():
    """`max_sessions`: a new page replaces the session whose socket closed longest ago,
    then the oldest pending one; with every session connected, a page is refused (503)."""
    from petite.live import CLOSE_TRY_LATER

    now = [0.0]
    app = LiveApp('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0}, max_sessions=3,
                  clock=lambda: now[0])
    client = TestClient(app)
    tokens = [open_page(client) for _ in range(3)]
    first, second, third = list(app.sessions)
    for token in tokens[:2]:  # two tabs connect and close: their sessions wait for them
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            ws.send_text(json.dumps({"t": "hello", "token": token}))
            assert json.loads(ws.receive_text())["t"] == "init"
        now[0] += 1
    assert list(app.idle) == [first, second] and list(app.pending) == [third]
    open_page(client)  # a fourth page: the session closed longest ago makes room
    assert first not in app.sessions and len(app.sessions) == 3
    open_page(client)  # then the other closed one
    assert second not in app.sessions and third in app.sessions and len(app.sessions) == 3
    open_page(client)  # then the oldest pending one
    assert third not in app.sessions and len(app.sessions) == 3
    # every session connected: no room
    sockets = []
    try:
        for token in [open_page(client) for _ in range(3)]:
            ws = client.websocket_connect("/ws", headers=ORIGIN).__enter__()
            sockets.append(ws)
            ws.send_text(json.dumps({"t": "hello", "token": token}))
            assert json.loads(ws.receive_text())["t"] == "init"
        assert not app.pending and not app.idle and len(app.sessions) == 3
        busy = client.get("/")
        assert busy.status_code == 503 and "try again later" in busy.text
        # a tab whose session was dropped to make room needs a new one: it comes back later
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            ws.send_text(json.dumps({"t": "hello", "token": tokens[0]}))
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_text()
            assert closed.value.code == CLOSE_TRY_LATER
    finally:
        for ws in sockets:
            ws.__exit__(None, None, None)
