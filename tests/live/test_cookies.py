"""`document.cookie` on a live page (Chromium; petite.cookies): the browser's jar is the
real one. The client reports what its `document.cookie` reads after it connects, so the
server's script reads the user's cookies (never an HttpOnly one: the page's script could
not either), and the server's writes reach the browser's jar. The first paint, rendered
before the browser is known, reads only the cookies the app names (`page_cookies`)."""

from __future__ import annotations

import pytest

from petite.expr import ExpressionLimitError
from petite.live import LiveApp

from ..support import RecordingConnection, live_url, opened, serve, settled

PAGE = """
<div v-scope="{ seen: '', theme: '',
                look() { this.seen = document.cookie },
                dark() { document.cookie = 'theme=dark; max-age=3600; path=/'; this.theme = 'dark' },
                forget() { document.cookie = 'theme=; max-age=0; path=/'; this.theme = '' } }">
  <p class="first">[{{ document.cookie }}]</p>
  <button class="look" @click="look()">look</button>
  <button class="dark" @click="dark()">dark</button>
  <button class="forget" @click="forget()">forget</button>
  <p class="seen">{{ seen }}</p>
</div>
"""


url = live_url(PAGE)


def _look(page) -> str:
    """What the server's `document.cookie` reads now (a click answered: its patch applied)."""
    page.click(".look")
    settled(page)
    return page.text_content(".seen")


def test_the_server_reads_the_browsers_cookies_but_never_an_httponly_one(chromium, url):
    cookies = [{"name": "lang", "value": "fr"}, {"name": "sid", "value": "s3cret", "httpOnly": True},
               {"name": "csrftoken", "value": "abc123"}]
    with opened(chromium, url, cookies=cookies) as page:
        assert page.text_content(".first") == "[]"  # (the first paint knew no cookie)
        assert "s3cret" not in page.content()
        assert _look(page) == "lang=fr; csrftoken=abc123"
        assert page.evaluate("document.cookie") == "lang=fr; csrftoken=abc123"


def test_the_servers_writes_reach_the_browsers_jar(chromium, url):
    with opened(chromium, url) as page:
        page.click(".dark")
        settled(page)
        assert page.evaluate("document.cookie") == "theme=dark"
        assert _look(page) == "theme=dark"
        cookie = next(c for c in page.context.cookies() if c["name"] == "theme")
        assert (cookie["path"], cookie["httpOnly"], cookie["expires"] > 0) == ("/", False, True)
        page.click(".forget")
        settled(page)
        assert page.evaluate("document.cookie") == ""
        assert _look(page) == ""


def test_a_cookie_the_browser_set_alone_is_read_after_the_next_connect(chromium, url):
    with opened(chromium, url) as page:
        page.evaluate("() => { document.cookie = 'late=1' }")  # (behind the server's back)
        assert _look(page) == ""
        page.reload()
        settled(page)
        assert _look(page) == "late=1"


CONSENT = """
<div v-scope="{ shown: !document.cookie.includes('consent=yes'), accept() { document.cookie = 'consent=yes; path=/'; this.shown = false } }">
  <p class="banner" v-if="shown">We use cookies <button @click="accept()">OK</button></p>
  <p class="all">{{ document.cookie }}</p>
</div>
"""


def test_page_cookies_are_read_by_the_first_paint_and_no_other(chromium):
    """A cookie the app names in `page_cookies` is read from the page request by the
    first paint (a consent given before hides the banner from the start, as petite-vue's
    mount in the browser); the others, an HttpOnly one above all, are not."""
    cookies = [{"name": "consent", "value": "yes"}, {"name": "sid", "value": "s3cret", "httpOnly": True},
               {"name": "lang", "value": "fr"}]
    with serve(LiveApp(CONSENT, page_cookies=["consent"])) as address:
        with opened(chromium, address, cookies=cookies) as page:
            first = page.evaluate("() => fetch(location.href).then((r) => r.text())")  # (a first paint as served)
            assert 'class="banner"' not in first and "consent=yes" in first
            assert "s3cret" not in first and "lang=fr" not in first
            assert page.locator(".banner").count() == 0
        with opened(chromium, address) as page:  # (a first visit)
            assert page.locator(".banner").count() == 1
            page.click(".banner button")
            settled(page)
            assert page.locator(".banner").count() == 0 and page.evaluate("document.cookie") == "consent=yes"


# -- what a client may report (class e: forged messages; class c: sessions kept apart) ---

ADDRESS = "http://shop.test/"


def _session(app: LiveApp):
    session = app.new_session()
    session.app.url = ADDRESS  # (a session made without a request: the address its page had)
    return session


@pytest.mark.parametrize("report", [
    None, 5, ["a=1"], {"a": "1"}, "a=1\u0000", "x=" + "1" * 70_000, "a=1\r\nSet-Cookie: b=2",
])
def test_a_forged_report_changes_nothing(report):
    session = _session(LiveApp("<p>x</p>"))
    session.app.cookies.write(ADDRESS, "kept=1")
    session.handle({"t": "cookie", "cookie": report})
    assert session.app.cookies.items(ADDRESS) == {"kept": "1"}


def test_a_report_holds_only_what_a_script_could_set():
    """A report is read as the page's own writes would be: pairs a browser would refuse
    (a name and value over 4,096 characters) are dropped, and a jar keeps 180 at most."""
    session = _session(LiveApp("<p>x</p>"))
    session.handle({"t": "cookie", "cookie": "; ".join([f"k{i}=1" for i in range(300)] + ["big=" + "1" * 5000])})
    kept = session.app.cookies.items(ADDRESS)
    assert len(kept) == 176 and "big" not in kept and "k299" in kept  # (purged to 150 at each 181st: 300 leave 176)


def test_one_sessions_report_leaves_the_others_alone():
    app = LiveApp("<p>x</p>")
    first, second = _session(app), _session(app)
    first.handle({"t": "cookie", "cookie": "a=1; nameless; b=x y"})
    assert first.app.cookies.items(ADDRESS) == {"a": "1", "": "nameless", "b": "x y"}
    assert second.app.cookies.items(ADDRESS) == {}


@pytest.mark.parametrize("loop", [
    "document.cookie = 'a' + (i % 100) + '=' + 'x'.repeat(4000)",
    "document.title = 'x'.repeat(4000) + i",
])
def test_a_loop_of_browser_writes_sends_what_one_budget_allows(loop):
    """Each write a live page sends its browser (a cookie, the title ...: `App.page_call`)
    is charged a step per 8 characters of it (class d): a handler looping until the limit
    error sent 30 MB for 4,000-character cookies and held 122 MB; now under 9 MB."""
    session = _session(LiveApp('<button v-scope @click="for (let i = 0; i < 1e6; i++) ' + loop + '">b</button>'))
    connection = RecordingConnection()
    session.attach(connection)
    button = session.app.root.query_selector("button").nid
    with pytest.raises(ExpressionLimitError):
        session.handle({"t": "event", "seq": 1, "node": button, "target": button, "type": "click"})
    assert sum(map(len, connection.sent)) < 9_000_000
