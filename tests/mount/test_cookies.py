"""`document.cookie` in a test and a render (petite.cookies): a page of an http(s) address
has a jar of its own, which a test fills (`mount(cookies=)`) and reads
(`Mounted.cookies`); a page with no such address has none (Chromium's SecurityError).
The rules a write follows are the conformance cases' (tests/conformance/cases/cookies.py)."""

from __future__ import annotations

import threading

import pytest

import petite
from petite.cookies import MAX_COOKIES, CookieJar
from petite.expr import ExpressionLimitError
from petite.testing import mount

THEME = """<div v-scope="{ theme: (document.cookie.match(/theme=(\\w+)/) || [])[1] || 'light',
  toggle() { this.theme = this.theme === 'light' ? 'dark' : 'light'; document.cookie = 'theme=' + this.theme + '; max-age=31536000; path=/' } }"
  :class="theme"><button @click="toggle()">{{ theme }}</button></div>"""


def test_a_returning_visitors_cookie_chooses_the_theme():
    page = mount(THEME, url="https://shop.test/", cookies={"theme": "dark", "sid": "1"})
    assert page.html() == '<div class="dark"><button>dark</button></div>'
    page.find("button").click()
    assert page.cookies == {"sid": "1", "theme": "light"}
    assert mount(THEME, url="https://shop.test/").html() == '<div class="light"><button>light</button></div>'


def test_a_render_reads_cookies_on_its_page_only():
    assert petite.render(THEME, {}, url="https://shop.test/") == '<div class="light"><button>light</button></div>'
    with pytest.raises(petite.ExpressionError, match="SecurityError: Failed to read the 'cookie' property"):
        petite.render(THEME, {})  # (about:blank: no cookies)


def test_cookies_need_an_address_and_valid_pairs():
    with pytest.raises(ValueError, match="http"):
        mount("<p></p>", cookies={"a": "1"})
    for bad in ({"a;b": "1"}, {"a": "x;y"}, {"a=": "1"}, {"a": 1}, {"": ""}, {"a": "\u0001"}):
        with pytest.raises(ValueError, match="not one a browser keeps"):
            mount("<p></p>", url="http://x.test/", cookies=bad)


def test_apps_keep_their_own_jars_across_threads():
    results: dict[str, set[str]] = {"a": set(), "b": set()}
    page = '<p v-scope="{ c: (document.cookie = \'n=\' + who, document.cookie) }">{{ c }}</p>'

    def run(who: str) -> None:
        for _ in range(30):
            results[who].add(mount(page, {"who": who}, url="http://x.test/").html())

    threads = [threading.Thread(target=run, args=(who,)) for who in results]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {"a": {"<p>n=a</p>"}, "b": {"<p>n=b</p>"}}


def test_a_jar_stays_bounded_and_reading_it_is_charged():
    """A page writing cookies in a loop keeps at most MAX_COOKIES, and reading a full jar
    (about 720,000 characters) in a loop ends in the work-budget error (class d)."""
    fill = "for (let i = 0; i < 1000; i++) document.cookie = 'k' + i + '=' + 'v'.repeat(4000);"
    page = mount(f'<p v-scope="{{ n: (() => {{ {fill} return document.cookie.split(\'; \').length }})() }}">{{{{ n }}}}</p>',
                 url="http://x.test/")
    assert page.html() == "<p>163</p>" and len(page.cookies) == 163 <= MAX_COOKIES  # (purged to 150 at each 181st)
    with pytest.raises(ExpressionLimitError):
        mount(f'<p v-scope="{{ n: (() => {{ {fill} for (;;) document.cookie.length }})() }}"></p>', url="http://x.test/")


def test_the_jar_follows_chromiums_rules():
    jar = CookieJar()
    page = "http://petite.test/a/b/page.html"
    for line in ("a=1", "b=2; path=/", "c=3; path=/a", "d=4; path=/x", "e=5; path=/a/b/page.html",
                 "s=1; secure", "h=1; httponly", "o=1; domain=other.test", "f=1; domain=.PETITE.test"):
        jar.write(page, line)
    assert jar.read(page) == "e=5; a=1; f=1; c=3; b=2"  # (longest path first, then oldest)
    jar.write(page, "a=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/a/b")
    jar.write(page, "b=2; path=/")  # (the same value: it keeps its place)
    assert jar.read(page) == "e=5; f=1; c=3; b=2"
    assert jar.read("https://sub.petite.test/a/b/x") == "f=1"  # (a Domain cookie; the others are host-only)
