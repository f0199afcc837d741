"""No expression reaches the network: expressions run on the server, where a request
would leave from the server's network with its rights (a template or data asking for
`http://169.254.169.254/` is server-side request forgery). `fetch`, `XMLHttpRequest`,
`WebSocket`, `EventSource`, workers, navigation and storage are not there; elements made
by a script (`img.src`, `script.src`) are tree nodes, which load nothing on the server.

Each attack runs in `petite.render` and in a mounted app's click handler, pointed at a
socket this test listens on: no connection may arrive."""

from __future__ import annotations

import socket

import pytest

import petite
from petite.errors import ExpressionError

from ..support import click_result

ATTACKS = [
    "fetch(U)", "window.fetch(U)", "globalThis.fetch(U)", "self.fetch(U)", "this.fetch(U)", "top.fetch(U)",
    "document.defaultView.fetch(U)", "(async () => await fetch(U))()", "new Request(U)",
    "new XMLHttpRequest().open('GET', U)", "navigator.sendBeacon(U)", "new WebSocket(U)", "new EventSource(U)",
    "importScripts(U)", "new Worker(U)", "navigator.serviceWorker.register(U)", "new Image().src = U",
    "window.open(U)", "open(U)", "location.href = U", "location.assign(U)", "document.location = U",
    "history.pushState({}, '', U)", "caches.open(U)", "indexedDB.open(U)",
    "window.constructor.constructor('return fetch')()(U)",
    "(() => { const i = document.createElement('img'); i.src = U; document.body.append(i); return i.src })()",
    "(() => { const s = document.createElement('script'); s.src = U; $el.append(s); return s.src })()",
    "(() => { const l = document.createElement('link'); l.rel = 'stylesheet'; l.href = U; $el.append(l) })()",
    "$el.insertAdjacentHTML('beforeend', `<img src=${U}><iframe src=${U}></iframe>`)",
]


class Listener:
    """A listening socket on 127.0.0.1. A connection made to it completes in the kernel
    (on loopback, before `connect` returns) and waits in the backlog, so `connections()`
    takes them without waiting: no thread, no sleep."""

    def __init__(self) -> None:
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(64)
        self.socket.setblocking(False)
        self.url = "http://127.0.0.1:%d/x" % self.socket.getsockname()[1]

    def connections(self) -> int:
        count = 0
        while True:
            try:
                connection, _ = self.socket.accept()
            except BlockingIOError:
                return count
            connection.close()
            count += 1


@pytest.fixture(scope="module")
def listener():
    listening = Listener()
    yield listening
    listening.socket.close()


def test_the_listener_counts_a_real_connection(listener):
    with socket.create_connection(listener.socket.getsockname()):
        pass
    assert listener.connections() == 1
    assert listener.connections() == 0


@pytest.mark.parametrize("attack", ATTACKS)
def test_no_expression_reaches_the_network(listener, attack):
    data = {"U": listener.url}
    template = '<p v-scope :title="String(%s)">x</p>' % attack.replace('"', "&quot;")
    try:
        petite.render(template, data)
    except ExpressionError:
        pass  # refused: what a missing global or method gives
    handler = '<div v-scope="{ r: \'\' }"><button @click="try { r = String(%s) } catch (x) { r = x.name }">b</button><i>{{ r }}</i></div>'
    shown = click_result(handler % attack.replace('"', "&quot;"), data)
    assert "Python" not in shown and "Traceback" not in shown
    assert listener.connections() == 0, f"{attack} connected to {listener.url}"
