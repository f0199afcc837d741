"""Bytes on the wire per js-framework-benchmark operation of the live demo.

Drives the demo's benchmark page (`demos/pages/benchmark.html`, state `demos.benchmark`)
through a LiveApp's WebSocket, in process (no browser, no network): for each operation
it sums the server's messages up to the event's ack, as UTF-8 bytes, and as the bytes
permessage-deflate would send for them (each message compressed in turn by one
per-connection compressor with context takeover, the websockets library's default
settings: 12-bit window, memLevel 5, the 4 trailing sync bytes dropped).

Two clients side by side: `plain` says nothing about its wire version in its hello
(every inserted subtree travels as a whole tree), `compact` announces the version the
browser client speaks (`petite.skeletons.VERSION`): a block's static skeleton once
per connection, then only its dynamic values.

    python benchmarks/live_wire.py
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import zlib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from starlette.testclient import TestClient  # noqa: E402

from demos.benchmark import Table  # noqa: E402
from petite.live import LiveApp  # noqa: E402
from petite.skeletons import VERSION as WIRE_VERSION  # noqa: E402

PAGE = Path(__file__).resolve().parents[1] / "demos" / "pages" / "benchmark.html"
ORIGIN = {"origin": "http://testserver"}

# (name, button or row action, rows before): each from the state js-framework-benchmark uses
OPERATIONS = [
    ("create 1,000", "#run"),
    ("replace 1,000", "#run"),
    ("update every 10th", "#update"),
    ("select", "select"),
    ("swap", "#swaprows"),
    ("remove", "remove"),
    ("append 1,000", "#add"),
    ("clear", "#clear"),
    ("create 10,000", "#runlots"),
]


class Deflate:
    """permessage-deflate's compressor for one connection (context takeover)."""

    def __init__(self) -> None:
        self.compressor = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -12, 5)

    def size(self, data: bytes) -> int:
        out = self.compressor.compress(data) + self.compressor.flush(zlib.Z_SYNC_FLUSH)
        return len(out) - 4  # the trailing 00 00 ff ff is not sent


class Tab:
    """One connected page of the benchmark demo, driven by raw protocol messages."""

    def __init__(self, client: TestClient, app: LiveApp, version: int | None) -> None:
        page = client.get("/")
        token = re.search(r'data-token="([^"]+)"', page.text).group(1)
        self._socket = client.websocket_connect("/ws", headers=ORIGIN)
        self.ws = self._socket.__enter__()
        hello: dict = {"t": "hello", "token": token}
        if version is not None:
            hello["v"] = version
        self.ws.send_text(json.dumps(hello))
        self.token = token
        self.deflate = Deflate()
        self.init_bytes = self._measure(self.ws.receive_text())[0]
        (self.session,) = [s for s in app.sessions.values() if s.connected]
        self.seq = 0

    def _measure(self, text: str) -> tuple[int, int]:
        data = text.encode()
        return len(data), self.deflate.size(data)

    def node(self, css: str) -> int:
        return self.session.app.root.query_selector(css).nid

    def click(self, node: int) -> tuple[int, int]:
        """Send a click on `node`; the bytes (raw, deflated) of every reply up to its ack."""
        self.seq += 1
        self.ws.send_text(json.dumps({"t": "event", "seq": self.seq, "node": node, "target": node,
                                      "type": "click", "init": {}}))
        raw = deflated = 0
        while True:
            text = self.ws.receive_text()
            size, packed = self._measure(text)
            raw, deflated = raw + size, deflated + packed
            message = json.loads(text)
            if message["t"] == "error":
                raise RuntimeError(message["message"])
            if message["t"] == "ack" and message["seq"] == self.seq:
                return raw, deflated

    def close(self) -> None:
        self._socket.__exit__(None, None, None)


def run(version: int | None, operations: list[tuple[str, str]] = OPERATIONS) -> dict[str, tuple[int, int]]:
    """Bytes (raw, deflated) per operation, in order, for a client speaking `version`."""
    app = LiveApp(PAGE, data=lambda: Table(seed=1))
    with TestClient(app) as client:
        tab = Tab(client, app, version)
        sizes = {}
        for name, action in operations:
            if action == "select":
                node = tab.node("tbody tr:nth-child(5) a.label")
            elif action == "remove":
                node = tab.node("tbody tr:nth-child(5) a.remove")
            else:
                node = tab.node(action)
            sizes[name] = tab.click(node)
        tab.close()
    return sizes


def reconnect_init(version: int | None, rows: str = "#run") -> tuple[int, int]:
    """Bytes (raw, deflated) of the `init` a tab receives when it reconnects to the
    demo after `rows` (a button) made its table: the whole tree, node ids and all."""
    app = LiveApp(PAGE, data=lambda: Table(seed=1))
    with TestClient(app) as client:
        tab = Tab(client, app, version)
        tab.click(tab.node(rows))
        session_token = tab.token
        tab.close()
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            hello: dict = {"t": "hello", "token": session_token, "seen": tab.session.writes.batch}
            if version is not None:
                hello["v"] = version
            ws.send_text(json.dumps(hello))
            text = ws.receive_text()
            assert json.loads(text)["t"] == "init"
            return len(text.encode()), Deflate().size(text.encode())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()

    plain, compact = run(None), run(WIRE_VERSION)
    print(f"{'operation':<20}{'plain':>12}{'deflated':>12}{'compact':>12}{'deflated':>12}   compact/plain")
    for name, _ in OPERATIONS:
        (p, pd), (c, cd) = plain[name], compact[name]
        print(f"{name:<20}{p:>12,}{pd:>12,}{c:>12,}{cd:>12,}   {c / p:>6.2f}")
    for name, rows in (("reconnect init 1,000", "#run"), ("reconnect init 10,000", "#runlots")):
        (p, pd), (c, cd) = reconnect_init(None, rows), reconnect_init(WIRE_VERSION, rows)
        print(f"{name:<20}{p:>12,}{pd:>12,}{c:>12,}{cd:>12,}   {c / p:>6.2f}")
    print("bytes of the server's messages per operation (UTF-8 JSON; deflated: as permessage-deflate sends them)")


if __name__ == "__main__":
    main()
