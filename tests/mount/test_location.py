"""`location` on a mounted page (petite.location): its address (`mount(url=...)`, else
about:blank), fragment navigations with their `hashchange` as a task, navigations away
recorded. Expected values recorded in Chromium at the same address (the same script run
by the page itself)."""

from __future__ import annotations

import pytest

import petite
from petite.app import MAX_RECORDED
from petite.testing import mount

SEQUENCE = """<div v-scope="{ log: [] }" @vue:mounted="window.addEventListener('hashchange', e => log.push('hc ' + e.constructor.name + ' ' + e.oldURL + '>' + e.newURL + ' ' + e.bubbles + e.cancelable))">
<p>{{ log.join(' | ') }}</p>
<button class="a" @click="location.hash = '#/a'; log.push('sync ' + location.hash)">a</button>
<button class="b" @click="location.hash = '/a'; log.push('same done')">b</button>
<button class="c" @click="location.href = '#/b'; log.push('href ' + location.href)">c</button>
<button class="d" @click="location.assign('?x=1#/c'); log.push('assign ' + location.href)">d</button>
<button class="e" @click="location.hash = ''; log.push('empty ' + location.href)">e</button>
<button class="f" @click="location.x = 5; log.push(location.x, String(location.search), typeof location.valueOf)">f</button>
</div>"""

# Chromium 156 at http://petite.test/todo?x=1, the script run with a 50 ms wait after each step
CHROMIUM = [
    "sync #/a",
    "hc HashChangeEvent http://petite.test/todo?x=1>http://petite.test/todo?x=1#/a falsefalse",
    "same done",
    "href http://petite.test/todo?x=1#/b",
    "hc HashChangeEvent http://petite.test/todo?x=1#/a>http://petite.test/todo?x=1#/b falsefalse",
    "assign http://petite.test/todo?x=1#/c",
    "hc HashChangeEvent http://petite.test/todo?x=1#/b>http://petite.test/todo?x=1#/c falsefalse",
    "empty http://petite.test/todo?x=1#",
    "hc HashChangeEvent http://petite.test/todo?x=1#/c>http://petite.test/todo?x=1# falsefalse",
    "5", "?x=1", "function",
]


def test_fragment_navigations_and_their_hashchange_are_chromiums():
    page = mount(SEQUENCE, url="http://petite.test/todo?x=1")
    for button in "abcdef":
        page.find("." + button).click()
        page.advance(0)
    assert page.find("p").text().split(" | ") == CHROMIUM
    assert page.url == "http://petite.test/todo?x=1#" and page.navigations == []


def test_hashchange_is_a_task_after_the_handler():
    page = mount(SEQUENCE, url="http://petite.test/todo?x=1")
    page.find(".a").click()
    assert page.find("p").text() == "sync #/a"
    page.advance(0)
    assert page.find("p").text().count("hc ") == 1


ROUTER = """<div v-scope="{ route: location.hash.slice(2) || 'all', q: new URLSearchParams(location.search).get('q') }">
<p>{{ route }} {{ q }} {{ location.pathname }}</p>
<button class="away" @click="location.href = '/login'">away</button>
<button class="reload" @click="location.reload()">reload</button>
<button class="window" @click="window.location = 'https://example.com/x'">window</button>
<button class="document" @click="document.location.replace('other')">document</button>
</div>"""


def test_a_page_reads_its_address_and_records_where_it_was_sent():
    page = mount(ROUTER, url="http://localhost:8000/app/todo?q=milk#/active")
    assert page.find("p").text() == "active milk /app/todo"
    for button in ("away", "reload", "window", "document"):
        page.find("." + button).click()
    assert page.navigations == ["http://localhost:8000/login", "http://localhost:8000/app/todo?q=milk#/active",
                                "https://example.com/x", "http://localhost:8000/app/other"]
    assert page.url == "http://localhost:8000/app/todo?q=milk#/active"  # (the app stays until the browser leaves)


def test_without_an_address_the_page_is_about_blank_on_every_path():
    template = "<p>{{ location.href }} {{ location.pathname }} {{ location.origin }} {{ location.hash === '' }}</p>"
    assert petite.render(template, {}) == "<p>about:blank blank null true</p>"
    assert mount(template).html() == "<p>about:blank blank null true</p>"


def test_a_name_in_the_data_comes_first():
    assert petite.render("<p>{{ location }}</p>", {"location": "here"}) == "<p>here</p>"
    assert mount("<p>{{ location }}</p>", {"location": "here"}).html() == "<p>here</p>"


@pytest.mark.parametrize("url", ["/relative", "not a url", "http://["])
def test_an_address_must_be_absolute(url):
    with pytest.raises(ValueError, match="not an absolute URL"):
        mount("<p></p>", url=url)


HISTORY = """<div v-scope="{ log: [], base: history.length }" @vue:mounted="window.addEventListener('hashchange', e => log.push('hc ' + e.newURL)); window.addEventListener('popstate', e => log.push('pop ' + JSON.stringify(e.state) + ' ' + location.href + ' ' + e.constructor.name + e.bubbles + e.cancelable))">
<p>{{ log.join(' | ') }}</p>
<a class="link" href="#/x">x</a>
<button class="hash" @click="location.hash = '#/y'; log.push('sync ' + (history.length - base))">hash</button>
<button class="states" @click="history.pushState({ a: 1 }, '', '/other?q=2'); log.push('push ' + location.href + ' ' + (history.length - base) + ' ' + JSON.stringify(history.state) + (history.state === history.state));
  history.replaceState({ b: 2 }, 'ignored', '#r'); log.push('replace ' + location.href + ' ' + (history.length - base) + ' ' + JSON.stringify(history.state));
  history.pushState(null, ''); log.push('push2 ' + location.href + ' ' + (history.length - base));
  try { history.pushState(null, '', 'http://evil.test/') } catch (e) { log.push(e.name + ': ' + e.message) }
  try { history.pushState() } catch (e) { log.push(e.name + ': ' + e.message) }
  history.back(); log.push('sync after back ' + location.href)">states</button>
<button class="back" @click="history.back()">back</button>
<button class="go" @click="history.go(-1)">go</button>
<button class="forward" @click="history.forward()">forward</button>
<button class="far" @click="history.go(5)">far</button>
<button class="end" @click="log.push('end ' + location.href + ' ' + (history.length - base) + ' ' + JSON.stringify(history.state)); log.push(Object.prototype.toString.call(history) + ' ' + Object.keys(history).join() + ' ' + JSON.stringify(history) + ' ' + history.scrollRestoration)">end</button>
</div>"""

# Chromium 156 at http://petite.test/todo?x=1, the same code run by the page with a 50 ms
# wait after each step (a link click, then each button)
CHROMIUM_HISTORY = [
    "pop null http://petite.test/todo?x=1#/x PopStateEventfalsefalse",
    "hc http://petite.test/todo?x=1#/x",
    "pop null http://petite.test/todo?x=1#/y PopStateEventfalsefalse",
    "sync 2",
    "hc http://petite.test/todo?x=1#/y",
    "push http://petite.test/other?q=2 3 {\"a\":1}true",
    "replace http://petite.test/other?q=2#r 3 {\"b\":2}",
    "push2 http://petite.test/other?q=2#r 4",
    "SecurityError: Failed to execute 'pushState' on 'History': A history state object with URL 'http://evil.test/' "
    "cannot be created in a document with origin 'http://petite.test' and URL 'http://petite.test/other?q=2#r'.",
    "TypeError: Failed to execute 'pushState' on 'History': 2 arguments required, but only 0 present.",
    "sync after back http://petite.test/other?q=2#r",
    "pop {\"b\":2} http://petite.test/other?q=2#r PopStateEventfalsefalse",
    "pop null http://petite.test/todo?x=1#/y PopStateEventfalsefalse",
    "pop null http://petite.test/todo?x=1#/x PopStateEventfalsefalse",
    "hc http://petite.test/todo?x=1#/x",
    "pop null http://petite.test/todo?x=1#/y PopStateEventfalsefalse",
    "hc http://petite.test/todo?x=1#/y",
    "end http://petite.test/todo?x=1#/y 4 null",
    "[object History]  {} auto",
]


def test_history_and_link_navigations_are_chromiums():
    page = mount(HISTORY, url="http://petite.test/todo?x=1")
    for button in ("link", "hash", "states", "back", "go", "forward", "far", "end"):
        page.find("." + button).click()
        page.advance(0)
    assert page.find("p").text().split(" | ") == CHROMIUM_HISTORY
    assert page.navigations == []


def test_a_link_elsewhere_is_a_navigation_and_a_canceled_or_new_window_one_is_not():
    page = mount('<div><a class="away" href="/login">in</a><a class="stop" href="/x" @click.prevent>x</a>'
                 '<a class="tab" href="/y" target="_blank">y</a><a class="file" href="/z" download>z</a>'
                 '<a class="in" href="/w"><span>inner</span></a></div>', url="http://localhost/app/")
    for link in (".away", ".stop", ".tab", ".file", ".in span"):
        page.find(link).click()
    assert page.navigations == ["http://localhost/login", "http://localhost/w"]


def test_go_takes_its_delta_as_a_webidl_long():
    # WebIDL converts a long as ToInt32: go(Infinity), go(NaN) and go(2 ** 32) are go(0), a reload; go(2 ** 32 - 1) is go(-1)
    page = mount('<div v-scope><button @click="location.hash = \'#a\'; history.go(Infinity); history.go(NaN); '
                 'history.go(2 ** 32); history.go(2 ** 32 - 1)">b</button></div>', url="http://petite.test/")
    page.find("button").click()
    page.advance(0)
    assert page.navigations == ["http://petite.test/#a"] * 3 and page.url == "http://petite.test/"


def test_a_pages_records_keep_their_last_thousand_entries():
    """A page with no browser records where it navigated, what it opened and copied
    (`Mounted.navigations`, `opened`, `app.clipboard`): a loop keeps the last 1,000 of each."""
    page = mount('<p v-scope="{ go() { for (let i = 0; i < 1500; i++) { location.href = \'/p\' + i;'
                 ' window.open(\'/w\' + i); navigator.clipboard.writeText(\'c\' + i) } } }" @click="go()">x</p>',
                 url="https://shop.test/")
    page.find("p").click()
    assert (len(page.navigations), len(page.opened), len(page.app.clipboard)) == (MAX_RECORDED,) * 3
    assert (page.navigations[-1], page.opened[0], page.app.clipboard[-1]) == (
        "https://shop.test/p1499", "https://shop.test/w500", "c1499")
