"""When the session is gone (server restarted, session expired), the page does not
reload: the client fetches a new token, connects to a new session and recovers the
form's values into it, as LiveView does (Chromium, through a proxy that can cut the
network and switch servers)."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import expire_once_closed, serve
from .latency import proxy_for, through_an_outage
from .test_adopt import PAGE, WATCH


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

    def offline():
        page.focus(".name")
        page.keyboard.type("d")  # typed while offline
        lose()

    through_an_outage(page, proxy, offline)


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
                expire_once_closed(app, now)

            work_then_lose_the_session(page, proxy, expire)
            assert_recovered(page)
            page.close()


# -- form recovery by name -------------------------------------------------------------
# The new session's page may differ from the old one (a new version after a restart, a
# v-if shown): each value goes to the control with its name, never to the one at its place.

FORM = """
<div class="app">
  {extra}<form id="order">
    {order_extra}<input name="title" class="title" v-model="title">
    <textarea name="notes" class="notes" v-model="notes"></textarea>
    <select name="color" class="color" v-model="color">{options}</select>
    <label><input type="radio" name="size" value="s" class="size-s" v-model="size">S</label>
    <label><input type="radio" name="size" value="l" class="size-l" v-model="size">L</label>
    <input type="checkbox" name="gift" class="gift" v-model="gift">
  </form>
  <form id="other"><input name="title" class="other-title" v-model="other"></form>
  <p class="echo">{{{{ [title, notes, color, size, gift, other].join('|') }}}}</p>
</div>
"""
OLD = FORM.format(extra="", order_extra="", options="<option>red</option><option>blue</option>")
# the next version: a search box first, a new field before the others, the options in another order
NEW = FORM.format(extra='<input class="search" name="q">', order_extra='<input name="code" class="code">',
                  options="<option>green</option><option>blue</option><option>red</option>")


def form_data():
    return {"title": "", "notes": "", "color": "red", "size": "s", "gift": False, "other": ""}


def fill_then_lose_the_session(page, proxy, lose):
    page.evaluate("window.loadedOnce = true")  # (a reload would forget it)
    page.fill(".title", "tea")
    page.fill(".notes", "no sugar")
    page.select_option(".color", "blue")
    page.check(".size-l")
    page.check(".gift")
    page.fill(".other-title", "second form")
    page.evaluate("() => window.petite.settled()")

    def offline():
        page.fill(".title", "tea for two")  # typed while offline
        lose()

    through_an_outage(page, proxy, offline)


def assert_recovered_by_name(page, new_page: bool):
    assert page.input_value(".title") == "tea for two"
    assert page.input_value(".notes") == "no sugar"
    assert page.input_value(".color") == "blue"
    assert page.is_checked(".size-l") and not page.is_checked(".size-s") and page.is_checked(".gift")
    assert page.input_value(".other-title") == "second form"  # same name, other form
    # the new session has the values (its own state echoes them)
    assert page.inner_text(".echo") == "tea for two|no sugar|blue|l|true|second form"
    if new_page:  # the controls the old page did not have are left as the new page made them
        assert page.input_value(".search") == "" and page.input_value(".code") == ""
    assert page.evaluate("window.loadedOnce") is True  # recovered without a reload


def test_a_restart_into_a_new_page_version_recovers_each_value_by_name(chromium):
    with serve(LiveApp(OLD, data=form_data)) as first, serve(LiveApp(NEW, data=form_data)) as second:
        proxy = proxy_for(first)
        with proxy.running() as url:
            page = open_page(chromium, url)

            def restart():  # another process serving the next version of the page
                proxy.upstream = ("127.0.0.1", int(second.rsplit(":", 1)[1]))

            fill_then_lose_the_session(page, proxy, restart)
            assert_recovered_by_name(page, new_page=True)
            page.close()


def test_an_expired_session_recovers_each_value_by_name(chromium):
    now = [0.0]
    app = LiveApp(OLD, data=form_data, session_ttl=60, pending_ttl=30, clock=lambda: now[0])
    with serve(app) as server:
        proxy = proxy_for(server)
        with proxy.running() as url:
            page = open_page(chromium, url)

            def expire():
                expire_once_closed(app, now)

            fill_then_lose_the_session(page, proxy, expire)
            assert_recovered_by_name(page, new_page=False)
            page.close()


def test_a_dropped_socket_keeps_the_session_and_every_value(chromium):
    with serve(LiveApp(OLD, data=form_data)) as server:
        proxy = proxy_for(server)
        with proxy.running() as url:
            page = open_page(chromium, url)
            fill_then_lose_the_session(page, proxy, lambda: None)  # the same session resumes
            assert_recovered_by_name(page, new_page=False)
            page.close()
