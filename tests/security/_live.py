"""Helpers for the live-client attack tests: a page, its token, a socket past the hello."""

from __future__ import annotations

import contextlib
import json
import re

from starlette.testclient import TestClient

from petite.live import LiveApp

ORIGIN = {"origin": "http://testserver"}


def token_of(page_text: str) -> str:
    return re.search(r'data-token="([^"]+)"', page_text).group(1)


def open_page(client: TestClient) -> str:
    page = client.get("/")
    assert page.status_code == 200
    return token_of(page.text)


@contextlib.contextmanager
def connect(client: TestClient, token: str, headers: dict | None = None):
    with client.websocket_connect("/ws", headers=headers or ORIGIN) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        yield ws


def receive(ws) -> dict:
    return json.loads(ws.receive_text())


def walk(tree):
    """Every element of an encoded tree: (id, tag, attrs dict, listener types, tree)."""
    if tree[1] == 1:
        extra = tree[5] if len(tree) > 5 else {}
        yield tree[0], tree[2], dict(zip(tree[3][::2], tree[3][1::2])), [e[0] for e in extra.get("on", [])], tree
        for child in tree[4]:
            yield from walk(child)


def find(init: dict, tag: str, **attrs) -> int:
    """The id of the first element with `tag` and those attributes."""
    for nid, t, a, _, _ in walk(init["tree"]):
        if t == tag and all(a.get(k) == v for k, v in attrs.items()):
            return nid
    raise LookupError(tag)


def text_ids(tree):
    if tree[1] == 3:
        yield tree[0], tree[2]
    elif tree[1] == 1:
        for child in tree[4]:
            yield from text_ids(child)


def event(node, type, seq=1, target=None, **extra) -> str:
    return json.dumps({"t": "event", "seq": seq, "node": node, "target": node if target is None else target,
                       "type": type, "init": {}, **extra})


class Live:
    """A LiveApp with one connected session: send raw messages, read the replies."""

    def __init__(self, template: str, data=None, **options) -> None:
        self.app = LiveApp(template, data=data, **options)
        self.client = TestClient(self.app)
        self.token = open_page(self.client)
        self._cm = connect(self.client, self.token)
        self.ws = self._cm.__enter__()
        self.init = receive(self.ws)
        assert self.init["t"] == "init"
        self.seq = 0

    @property
    def session(self):
        (session,) = [s for s in self.app.sessions.values() if s.connected]
        return session

    def state(self):
        return self.session.app.state

    def send(self, text: str) -> list[dict]:
        """Send one message (an event gets the next seq: a page's seqs only grow, and
        the server skips one it has handled); the replies up to its ack/error."""
        try:
            message = json.loads(text)
        except (ValueError, RecursionError):
            message = None
        if isinstance(message, dict) and isinstance(message.get("seq"), int):
            self.seq += 1
            message["seq"] = self.seq
            text = json.dumps(message)
        self.ws.send_text(text)
        replies = []
        while True:
            reply = receive(self.ws)
            replies.append(reply)
            if reply["t"] in ("ack", "error"):
                return replies

    def close(self) -> None:
        self._cm.__exit__(None, None, None)
