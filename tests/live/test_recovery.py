"""When the session is gone (server restarted, session expired), the page does not
reload: the client fetches a new token, connects to a new session and recovers the
form's values into it, as LiveView does (Chromium, through a proxy that can cut the
network and switch servers)."""

from __future__ import annotations

import time

from petite.live import LiveApp

from ..support import serve
from .latency import proxy_for
from .test_adopt import PAGE, ROOT_OFFLINE, WATCH


def data():
    return {"name": "", "n": 0, "box": False}


def open_page(chromium, url):
    page = chromium.new_page()
    page.add_init_script(WATCH)
    page.goto(url)
    page.evaluate("() => window.petite.settled()")
    return page


def work_then_lose_the_session(page, proxy, lose):
    page.keyboard.type("abc")
    page.click(".inc")
    page.check(".box")
    page.evaluate("() => window.petite.settled()")
    proxy.cut()
    page.wait_for_function(ROOT_OFFLINE)
    page.focus(".name")
    page.keyboard.type("d")  # typed while offline
    lose()
    proxy.restore()
    page.wait_for_function(f"!({ROOT_OFFLINE})", timeout=20000)
    page.evaluate("() => window.petite.settled()")


def assert_recovered(page):
    assert page.input_value(".name") == "abcd"
    assert page.inner_text(".echo") == "abcd"  # the new session has the form's values
    assert page.inner_text(".boxed") == "true"
    assert page.inner_text(".inc") == "0"  # (non-form state was the old session's)
    assert page.evaluate("window.runs") == 1  # no reload
    assert page.evaluate("window.painted.inc === document.querySelector('.inc')")


def test_a_server_restart_recovers_the_form(chromium):
    with serve(LiveApp(PAGE, data=data)) as first, serve(LiveApp(PAGE, data=data)) as second:
        proxy = proxy_for(first)
        with proxy.running() as url:
            page = open_page(chromium, url)

            def restart():  # another process: another secret, no sessions
                proxy.upstream = ("127.0.0.1", int(second.rsplit(":", 1)[1]))

            work_then_lose_the_session(page, proxy, restart)
            assert_recovered(page)
            page.close()


def test_an_expired_session_recovers_the_form(chromium):
    now = [0.0]
    app = LiveApp(PAGE, data=data, session_ttl=60, pending_ttl=30, clock=lambda: now[0])
    with serve(app) as server:
        proxy = proxy_for(server)
        with proxy.running() as url:
            page = open_page(chromium, url)

            def expire():
                deadline = time.monotonic() + 10
                while any(s.connected for s in app.sessions.values()) and time.monotonic() < deadline:
                    time.sleep(0.01)  # until the server has seen the socket close
                now[0] = 1000.0
                app.expire()
                assert app.sessions == {}

            work_then_lose_the_session(page, proxy, expire)
            assert_recovered(page)
            page.close()
