"""`location` on a live page (Chromium): the page's address from its request, a hash
router that follows the browser's own fragment navigations (a link, the back button) and
the page script's (`location.hash = ...`, shown in the address bar), and navigations away
to http(s) addresses only (petite.location)."""

from __future__ import annotations

import pytest

from petite.live import LiveApp

from ..support import live_page, live_url, serve, settled

ROUTER = """
<div v-scope="{ route: location.hash.slice(2) || 'all', changes: 0 }"
     @vue:mounted="window.addEventListener('hashchange', () => { route = location.hash.slice(2) || 'all'; changes++ })">
  <p class="where">{{ location.pathname }}{{ location.search }}</p>
  <p class="route">{{ route }} {{ changes }}</p>
  <a class="active" href="#/active">active</a>
  <button class="done" @click="location.hash = '#/done'">done</button>
  <button class="same" @click="location.hash = '#/done'">again</button>
  <button class="away" @click="location.href = '/elsewhere?from=' + route">away</button>
  <button class="script" @click="location.href = 'javascript:document.title = \\'pwned\\''">script</button>
</div>
"""


url = live_url(ROUTER)


def test_the_page_reads_its_own_address(chromium, url):
    with live_page(chromium, url + "/?tab=2") as page:
        assert page.text_content(".where") == "/?tab=2"
        assert page.text_content(".route") == "all 0"


def test_a_link_to_a_fragment_and_the_back_button_reach_the_servers_hashchange(chromium, url):
    with live_page(chromium, url + "/") as page:
        page.click(".active")
        page.wait_for_function("() => document.querySelector('.route').textContent === 'active 1'")
        page.go_back()
        page.wait_for_function("() => document.querySelector('.route').textContent === 'all 2'")
        assert page.evaluate("location.hash") == ""


def test_the_scripts_fragment_navigation_shows_in_the_address_bar_once(chromium, url):
    with live_page(chromium, url + "/") as page:
        page.click(".done")
        page.wait_for_function("() => document.querySelector('.route').textContent === 'done 1'")
        assert page.evaluate("location.hash") == "#/done"
        page.click(".same")  # (the fragment it has: no navigation, no hashchange)
        settled(page)
        page.click(".active")
        page.wait_for_function("() => document.querySelector('.route').textContent === 'active 2'")
        page.go_back()
        page.wait_for_function("() => document.querySelector('.route').textContent === 'done 3'")


def test_a_deep_link_reaches_the_server_once_connected(chromium, url):
    with live_page(chromium, url + "/#/active") as page:
        page.wait_for_function("() => document.querySelector('.route').textContent === 'active 1'")


def test_the_script_navigates_away_to_http_only(chromium, url):
    with live_page(chromium, url + "/#/active") as page:
        page.wait_for_function("() => document.querySelector('.route').textContent === 'active 1'")
        page.click(".script")
        settled(page)
        assert page.title() != "pwned" and page.evaluate("location.pathname") == "/"
        with page.expect_navigation():
            page.click(".away")
        assert page.evaluate("location.pathname + location.search") == "/elsewhere?from=active"


def test_an_address_of_another_page_is_refused():
    app = LiveApp(ROUTER)
    session = app.new_session()
    session.app.url = "http://testserver/todo?x=1"
    with pytest.raises(Exception, match="not this page's address"):
        session.handle({"t": "address", "seq": 1, "url": "http://testserver/admin#/x"})
    with pytest.raises(Exception, match="an address is a string"):
        session.handle({"t": "address", "seq": 2, "url": "#" * 9000})
    session.handle({"t": "address", "seq": 3, "url": "https://proxy.example/todo?x=1#/done"})
    assert session.app.url == "http://testserver/todo?x=1#/done"


HISTORY = """
<div v-scope="{ log: [] }" @vue:mounted="window.addEventListener('popstate', e => log.push(JSON.stringify(e.state) + ' ' + location.pathname + location.search + location.hash + ' ' + history.length))">
  <p class="log">{{ log.join(', ') }}</p>
  <button class="push" @click="history.pushState({ n: 1 }, '', 'page2?x=1')">push</button>
  <button class="replace" @click="history.replaceState({ n: 2 }, '')">replace</button>
  <button class="back" @click="history.back()">back</button>
  <a class="fragment" href="#/f">f</a>
</div>
"""


@pytest.fixture(scope="module")
def history_url():
    with serve(LiveApp(HISTORY)) as address:
        yield address


def wait_log(page, text: str) -> None:
    page.wait_for_function("(t) => document.querySelector('.log').textContent === t", arg=text)


def test_push_state_the_back_button_and_a_link_keep_the_servers_history_in_step(chromium, history_url):
    with live_page(chromium, history_url + "/") as page:
        page.click(".push")
        settled(page)
        assert page.evaluate("location.pathname + location.search") == "/page2?x=1"
        page.click(".fragment")
        wait_log(page, "null /page2?x=1#/f 3")
        page.go_back()  # (the browser's button: the entry pushState made, its state the server's)
        wait_log(page, 'null /page2?x=1#/f 3, {"n":1} /page2?x=1 3')
        page.click(".replace")
        page.click(".back")  # (the script's back(): the browser goes, the server follows)
        wait_log(page, 'null /page2?x=1#/f 3, {"n":1} /page2?x=1 3, null / 3')
        assert page.evaluate("location.pathname") == "/"
        page.go_forward()
        wait_log(page, 'null /page2?x=1#/f 3, {"n":1} /page2?x=1 3, null / 3, {"n":2} /page2?x=1 3')


OPENER = """
<div v-scope="{ clicks: 0, got: '' }">
  <button class="docs" @click="got = String(window.open('/docs?from=' + clicks, '_blank')); clicks++">docs</button>
  <button class="script" @click="open('javascript:document.title = \\'pwned\\''); open('data:text/html,<script>opener.document.title=1</script>'); clicks++">script</button>
  <button class="self" @click="window.open('/moved', '_self')">self</button>
  <p class="state">{{ clicks }} {{ got }}</p>
</div>
"""


@pytest.fixture(scope="module")
def opener_url():
    with serve(LiveApp(OPENER)) as address:
        yield address


def test_window_open_opens_an_http_address_without_an_opener(chromium, opener_url):
    with live_page(chromium, opener_url + "/") as page:
        with page.context.expect_page() as opened:
            page.click(".docs")
        popup = opened.value
        popup.wait_for_load_state()
        assert popup.url == opener_url + "/docs?from=0"
        assert popup.evaluate("window.opener") is None
        page.wait_for_function("() => document.querySelector('.state').textContent === '1 null'")
        popup.close()


def test_window_open_refuses_script_and_data_addresses(chromium, opener_url):
    with live_page(chromium, opener_url + "/") as page:
        pages_before = len(page.context.pages)
        page.click(".script")
        page.wait_for_function("() => document.querySelector('.state').textContent.startsWith('1')")
        settled(page)
        assert len(page.context.pages) == pages_before and page.title() != "pwned"


def test_window_open_in_the_same_window_navigates(chromium, opener_url):
    with live_page(chromium, opener_url + "/") as page:
        with page.expect_navigation():
            page.click(".self")
        assert page.evaluate("location.pathname") == "/moved"
