"""Class 6 in Chromium: a page of another origin cannot drive a live session, even
holding a genuine token (cross-site WebSocket hijacking)."""

from __future__ import annotations

import re

import httpx
import pytest

from petite.live import LiveApp

from ..support import serve

OPEN_SOCKET = """async ([url, token]) => new Promise((resolve) => {
  const got = []
  const ws = new WebSocket(url)
  ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', token }))
  ws.onmessage = (m) => got.push(JSON.parse(m.data).t)
  ws.onclose = () => resolve(got)
})"""


@pytest.fixture(scope="module")
def site():
    app = LiveApp('<button @click="n++">{{ n }}</button>', data=lambda: {"n": 0})
    with serve(app) as url:
        yield url, app


def test_a_page_of_another_origin_cannot_open_a_session(site, chromium):
    url, app = site
    token = re.search(r'data-token="([^"]+)"', httpx.get(url).text).group(1)
    other_origin = url.replace("127.0.0.1", "localhost")  # same server, another origin
    page = chromium.new_page()
    page.goto(other_origin)
    ws_url = url.replace("http://", "ws://") + "/ws"
    assert page.evaluate(OPEN_SOCKET, [ws_url, token]) == []  # refused before any message
    assert not app.sessions[token.split(".")[0]].connected  # the token's session stayed unclaimed
    page.close()


def test_the_same_page_can(site, chromium):
    url, _ = site
    page = chromium.new_page()
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    page.click("button")
    page.evaluate("() => window.petite.settled()")
    assert page.inner_text("button") == "1"
    page.close()
