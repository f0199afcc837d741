"""Where the browser shows a live page (Chromium): the client reports its viewport after
it connects and when it changes (petite.expr.viewport, petite.window.viewport_reported),
so the server's `innerWidth`, `screen`, `matchMedia` and `navigator` answer for this
browser, and `resize` reaches the page's listeners, as in a browser."""

from __future__ import annotations

import pytest

from petite.expr import ExpressionLimitError
from petite.live import LiveApp

from ..conformance.harness import PETITE_VUE_JS
from ..support import live_url, opened, serve, settled

PAGE = """
<div v-scope="{ width: innerWidth, resizes: 0, seen: '',
                look() { this.seen = [innerWidth, innerHeight, screen.width, devicePixelRatio,
                                      matchMedia('(max-width: 600px)').matches, matchMedia('(prefers-color-scheme: dark)').matches,
                                      /Chrome/.test(navigator.userAgent)].join() } }"
     @vue:mounted="window.addEventListener('resize', () => { width = window.innerWidth; resizes++ })">
  <p class="width">{{ width }} {{ resizes }}</p>
  <button @click="look()">look</button>
  <p class="seen">{{ seen }}</p>
</div>
"""


url = live_url(PAGE)


def _wait_frames(page) -> None:
    """Two frames: a browser dispatches resize and the lists' change events when it next
    renders, and the client's report of them has gone by then."""
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")


def _look(page) -> str:
    page.click("button")
    page.wait_for_function("() => document.querySelector('.seen').textContent !== ''")
    return page.text_content(".seen")


def test_the_server_answers_for_the_browsers_viewport(chromium, url):
    with opened(chromium, url, viewport={"width": 390, "height": 700}, device_scale_factor=2, color_scheme="dark") as page:
        # the first paint assumed 1280x720; the report after connecting resized the page
        page.wait_for_function("() => document.querySelector('.width').textContent === '390 1'")
        assert _look(page) == "390,700,390,2,true,true,true"
        page.set_viewport_size({"width": 800, "height": 600})
        page.wait_for_function("() => document.querySelector('.width').textContent === '800 2'")
        page.emulate_media(color_scheme="light")
        _wait_frames(page)
        page.click("button")
        page.wait_for_function("() => document.querySelector('.seen').textContent.startsWith('800,600,')")
        assert page.text_content(".seen") == "800,600,800,2,false,false,true"  # (headless: the screen is the window)


def test_a_browser_the_size_assumed_sees_no_resize(chromium, url):
    with opened(chromium, url, viewport={"width": 1280, "height": 720}) as page:
        assert _look(page) == "1280,720,1280,1,false,false,true"
        assert page.text_content(".width") == "1280 0"


def test_a_burst_of_resize_events_is_reported_once(chromium, url):
    """Sixty resize events and a new size: one report, of the size it stopped at (each
    message is charged against the session's event rate; a window dragged through many
    sizes is reported once it has stood still for 150 ms)."""
    with opened(chromium, url, viewport={"width": 1280, "height": 720}) as page:
        page.evaluate("""() => { window.sentViewports = 0; const send = WebSocket.prototype.send;
            WebSocket.prototype.send = function (text) {
                if (String(text).includes('"viewport"')) window.sentViewports++
                return send.call(this, text) } }""")
        page.set_viewport_size({"width": 980, "height": 600})
        page.evaluate("() => { for (let i = 0; i < 60; i++) window.dispatchEvent(new Event('resize')) }")
        page.wait_for_function("() => document.querySelector('.width').textContent === '980 1'")
        _wait_frames(page)
        page.evaluate("() => new Promise((done) => setTimeout(done, 400))")  # (past the client's pause)
        assert page.evaluate("window.sentViewports") == 1


STICKY = """
<div v-scope="{ top: scrollY, scrolls: 0, seen: '' }"
     @vue:mounted="window.addEventListener('scroll', () => { top = window.scrollY; scrolls++ })">
  <header :class="{ sticky: top > 50 }">{{ top }}</header>
  <button @click="seen = [scrollX, scrollY, pageYOffset, innerWidth].join()">look</button>
  <p class="seen">{{ seen }}</p>
  <div style="height: 5000px"></div>
</div>
"""


def test_scrolling_reaches_the_servers_scroll_listeners(chromium):
    """The user scrolls: the page's `scroll` listeners run on the server and `scrollY`
    answers where the page is (a sticky header), and a burst of scroll events costs a
    report per 100 ms at most, the last one where the page stopped."""
    with serve(LiveApp(STICKY)) as address, opened(chromium, address, viewport={"width": 800, "height": 600}) as page:
        assert page.get_attribute("header", "class") == ""
        page.evaluate("""() => { window.sentScrolls = 0; const send = WebSocket.prototype.send;
            WebSocket.prototype.send = function (text) {
                if (String(text).includes('"scroll_y"')) window.sentScrolls++
                return send.call(this, text) } }""")
        page.evaluate("() => { for (let y = 10; y <= 600; y += 10) window.scrollTo(0, y) }")
        page.wait_for_function("() => document.querySelector('header').textContent === '600'")
        assert page.get_attribute("header", "class") == "sticky"
        page.click("button")
        page.wait_for_function("() => document.querySelector('.seen').textContent !== ''")
        assert page.text_content(".seen") == "0,600,600,800"
        assert 1 <= page.evaluate("window.sentScrolls") <= 2  # (sixty scroll events, at once)
        page.evaluate("() => window.scrollTo(0, 0)")
        page.wait_for_function("() => document.querySelector('header').textContent === '0'")
        assert page.get_attribute("header", "class") == ""


def test_a_scroll_report_fires_scroll_alone():
    """A report of scroll offsets fires `scroll`, not `resize`, and evaluates no media
    query list (a scroll changes no media feature)."""
    page = """<div v-scope="{ log: [] }" @vue:mounted="
        matchMedia('(max-width: 600px)').addEventListener('change', () => log.push('change'));
        window.addEventListener('resize', () => log.push('resize'));
        window.addEventListener('scroll', () => log.push('scroll ' + scrollY))"><p>{{ log.join() }}</p></div>"""
    session = LiveApp(page).new_session()
    session.handle({"t": "viewport", "viewport": {"scroll_y": 240.5}})
    session.handle({"t": "viewport", "viewport": {"scroll_y": 240.5}})  # (the same offsets: nothing)
    session.handle({"t": "viewport", "viewport": {"scroll_y": 10, "width": 500}})
    assert _shown(session) == "scroll 240.5,resize,scroll 10,change"
    assert (session.app.viewport.scroll_y, session.app.viewport.width) == (10, 500)


LISTS = """
<div v-scope="{ log: [] }" @vue:mounted="
  const dark = matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', function (e) { log.push('dark ' + e.matches + ' ' + e.media + ' ' + (this === dark)) });
  const narrow = window.matchMedia('(max-width: 600px)');
  narrow.onchange = (e) => log.push('narrow ' + e.matches + ' ' + narrow.matches);
  const wide = matchMedia('(min-width: 1000px)');
  const listener = () => log.push('wide');
  wide.addListener(listener); wide.removeListener(listener);
  window.addEventListener('resize', () => log.push('resize ' + innerWidth + ' ' + narrow.matches))">
  <p class="log">{{ log.join('; ') }}</p>
</div>
"""
CHANGES = [("size", {"width": 500, "height": 600}), ("scheme", "dark"), ("size", {"width": 900, "height": 600}),
           ("scheme", "light")]


def _change(page, change) -> None:
    kind, value = change
    if kind == "size":
        page.set_viewport_size(value)
    else:
        page.emulate_media(color_scheme=value)
    _wait_frames(page)


def test_media_lists_fire_change_as_petite_vue_in_chromium(chromium):
    """The same page under petite-vue 0.4.1 and live, each in a 1280x720 light window,
    put through the same resizes and colour-scheme switches: the same log."""
    context = chromium.new_context(viewport={"width": 1280, "height": 720}, color_scheme="light")
    try:
        oracle = context.new_page()
        oracle.set_content(f'<div id="app">{LISTS}</div>')
        oracle.add_script_tag(path=str(PETITE_VUE_JS))
        oracle.evaluate("() => PetiteVue.createApp().mount('#app')")
        with serve(LiveApp(LISTS)) as address:
            live = context.new_page()
            live.goto(address + "/")
            settled(live)
            for change in CHANGES:
                _change(oracle, change)
                _change(live, change)
                want = oracle.text_content(".log")
                live.wait_for_function("(want) => document.querySelector('.log').textContent === want", arg=want)
                settled(live)
            assert live.text_content(".log") == oracle.text_content(".log") == (
                "resize 500 true; narrow true true; dark true (prefers-color-scheme: dark) true; "
                "resize 900 false; narrow false false; dark false (prefers-color-scheme: dark) true")
    finally:
        context.close()


# -- what a client may report (class e: forged messages; class c: sessions kept apart) ---

WATCH = """
<div v-scope="{ resizes: 0 }" @vue:mounted="window.addEventListener('resize', () => resizes++)">
  <p>{{ innerWidth }} {{ matchMedia('(max-width: 600px)').matches }} {{ resizes }}</p>
</div>
"""


def _shown(session) -> str:
    return session.app.root.query_selector("p").text_content


def test_one_sessions_report_leaves_the_others_alone():
    app = LiveApp(WATCH)
    first, second = app.new_session(), app.new_session()
    first.handle({"t": "viewport", "seq": 1, "viewport": {"width": 390, "height": 844}})
    assert (_shown(first), _shown(second)) == ("390 true 1", "1280 false 0")
    assert (first.app.viewport.width, second.app.viewport.width) == (390, 1280)


@pytest.mark.parametrize("report", [
    None, "width=390", [390], {"width": "390"}, {"width": 10 ** 9}, {"width": -5}, {"width": 1e3},
    {"width": True}, {"height": None}, {"__class__": 390}, {"user_agent": "x" * 100_000},
    {"user_agent": "Mozilla\u0000"}, {"pixel_ratio": float("inf")}, {"color_scheme": {"dark": 1}},
    {"scroll_y": -1}, {"scroll_y": float("nan")}, {"scroll_x": float("inf")}, {"scroll_y": 10 ** 8}, {"scroll_y": "5"},
    {"scroll_y": True}, {"scroll_x": [1]},
])
def test_a_forged_report_changes_nothing_and_fires_nothing(report):
    session = LiveApp(WATCH).new_session()
    session.handle({"t": "viewport", "seq": 1, "viewport": report})
    assert _shown(session) == "1280 false 0"
    assert session.app.viewport == session.app.viewport.__class__()


def test_the_same_report_again_fires_no_second_resize():
    session = LiveApp(WATCH).new_session()
    for seq in range(1, 4):
        session.handle({"t": "viewport", "seq": seq, "viewport": {"width": 500, "height": 500}})
    session.handle({"t": "viewport", "seq": 4, "viewport": {"color_scheme": "dark"}})  # (not a resize)
    assert _shown(session) == "500 true 1"
    assert session.app.viewport.color_scheme == "dark"


def test_a_report_is_one_charged_evaluation():
    """What a report runs (the lists' queries, their listeners) is one evaluation under
    the work budget: a listener that never ends, or a page of many long lists, costs a
    client's report no more than an event (class d)."""
    runaway = LiveApp('<div v-scope @vue:mounted="matchMedia(\'(max-width: 600px)\').addListener(() => { for (;;) {} })"></div>')
    session = runaway.new_session()
    with pytest.raises(ExpressionLimitError):
        session.handle({"t": "viewport", "viewport": {"width": 500}})
    query = "(min-width: 1px) and " * 90 + "(max-width: 600px)"
    many = LiveApp('<div v-scope="{ n: 0 }" @vue:mounted="for (let i = 0; i < 250; i++) matchMedia(q + \' \'.repeat(i % 3))'
                   '.addListener(() => n++)"><p>{{ n }}</p></div>', data={"q": query})
    session = many.new_session()
    session.handle({"t": "viewport", "viewport": {"width": 500}})
    session.handle({"t": "viewport", "viewport": {"width": 520}})  # (no list changes: none fires)
    assert session.app.root.query_selector("p").text_content == "250"
