"""Helpers shared by the browser tests."""

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn

import petite
from petite.live import LiveApp
from petite.testing import mount


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serve(app, **options: Any) -> Iterator[str]:
    """Run an ASGI app with uvicorn (more `options` for its Config) in a background
    thread; yields its base URL."""
    port = free_port()
    options.setdefault("log_level", "warning")
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, **options))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)


def live_url(page: str, **options: Any) -> Any:
    """A module-scoped fixture: the address of a server of `LiveApp(page, **options)`
    (`url = live_url(PAGE, data=state)` in a test module)."""

    @pytest.fixture(scope="module")
    def url() -> Iterator[str]:
        with serve(LiveApp(page, **options)) as address:
            yield address

    return url


def rendered(template: str, data: Any, path: str) -> str:
    """`template` with `data` as HTML on `path`: "render" (`petite.render`) or "mount"
    (`petite.testing.mount(...).html()`)."""
    if path == "render":
        return petite.render(template, data)
    page = mount(template, data)
    try:
        return page.html()
    finally:
        page.unmount()


def expire_once_closed(app: Any, now: list[float]) -> None:
    """Expire every session of live `app` once the server has seen their sockets close:
    wait for that (a deadline on an outside event, not a timing assertion), then move the
    app's injected clock `now[0]` past any TTL and sweep."""
    deadline = time.monotonic() + 10
    while any(s.connected for s in app.sessions.values()) and time.monotonic() < deadline:
        time.sleep(0.01)  # until the server has seen the socket close
    now[0] += 1000.0
    app.expire()
    assert app.sessions == {}


@contextlib.contextmanager
def live_page(chromium: Any, url: str) -> Iterator[Any]:
    """A Chromium tab on the live page at `url`, once its client has settled."""
    page = chromium.new_page()
    page.goto(url)
    settled(page)
    try:
        yield page
    finally:
        page.close()


def settled(page: Any) -> None:
    """Wait until the live client has no event waiting for its answer."""
    page.evaluate("() => window.petite.settled()")


@contextlib.contextmanager
def opened(chromium: Any, url: str, *, cookies: Any = (), **context_options: Any) -> Iterator[Any]:
    """A live page of `url` in a browser context of its own (`context_options`: its
    viewport, pixel ratio, colour scheme; `cookies`: what the browser holds for `url`),
    connected and settled."""
    context = chromium.new_context(**context_options)
    try:
        if cookies:
            context.add_cookies([{"url": url + "/", **cookie} for cookie in cookies])
        page = context.new_page()
        page.goto(url + "/")
        settled(page)
        yield page
    finally:
        context.close()


class RecordingConnection:
    """A live session's socket in a test: the messages it was sent, as text."""

    skeletons = None

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        self.sent.append(text)

    def close(self, code: int) -> None:
        pass


def click_result(template: str, data: Any = None) -> str:
    """Mount `template`, click its `<button>` and give the text of its `<i>`."""
    page = mount(template, data)
    try:
        page.find("button").click()
        return page.find("i").text()
    finally:
        page.unmount()
