"""Where the page is shown (petite.expr.viewport): the assumed page on render and mount
alike, a test's own viewport (`mount(viewport=)`), apps kept apart, and what a client may
report (`Viewport.reported`: each value checked, a bad one ignored)."""

from __future__ import annotations

import threading
from dataclasses import fields

import pytest

import petite
from petite.expr.viewport import ASSUMED, MAX_PIXELS, MAX_USER_AGENT
from petite.testing import mount

READS = ("[innerWidth, innerHeight, outerWidth, outerHeight, devicePixelRatio, screen.width, screen.height,"
         " screen.orientation.type, matchMedia('(min-width: 1024px)').matches, matchMedia('(max-width: 100vw)').matches,"
         " navigator.maxTouchPoints, /Mobi|Android|iPhone/.test(navigator.userAgent)].join()")
PAGE = f'<p v-scope>{{{{ {READS} }}}}</p>'
DESKTOP = "1280,720,1280,720,1,1280,720,landscape-primary,true,true,0,false"
PHONE = petite.Viewport(width=390, height=844, outer_width=390, outer_height=844, screen_width=390, screen_height=844,
                        avail_width=390, avail_height=844, pixel_ratio=3, pointer="coarse", hover="none", touch_points=5,
                        user_agent="Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148")


def test_render_and_mount_answer_for_the_assumed_page():
    assert petite.render(PAGE, {}) == f"<p>{DESKTOP}</p>"
    assert mount(PAGE).html() == f"<p>{DESKTOP}</p>"


def test_a_test_chooses_its_viewport():
    assert mount(PAGE, viewport=PHONE).html() == "<p>390,844,390,844,3,390,844,portrait-primary,false,true,5,true</p>"


PHONE_READS = "<p>390,844,390,844,3,390,844,portrait-primary,false,true,5,true</p>"


@pytest.mark.parametrize("template", [PAGE, f"<div v-scope><p>{{{{ {READS} }}}}</p></div>", f"<p>{{{{ {READS} }}}}</p>"])
def test_a_render_chooses_its_viewport(template):
    expected = PHONE_READS if template == PAGE else f"<div>{PHONE_READS}</div>" if "<div" in template else PHONE_READS
    assert petite.render(template, {}, viewport=PHONE) == expected
    assert petite.compile(template).render({}, viewport=PHONE) == expected
    assert petite.render(template, {}) == expected.replace(PHONE_READS[3:-4], DESKTOP)  # (the default unchanged)


def test_a_render_in_a_viewport_keeps_its_address_delimiters_and_directives():
    page = '<p v-scope v-mark>{{ innerWidth }} [[ innerWidth ]] {{ location.pathname }}</p>'
    marked = {"mark": lambda el: el.set_attribute("data-w", "marked")}
    assert petite.render(page, {"$delimiters": ["[[", "]]"]}, viewport=PHONE, url="http://x.test/a") == (
        '<p v-mark="">{{ innerWidth }} 390 {{ location.pathname }}</p>')
    assert petite.render(page, {}, viewport=PHONE, url="http://x.test/a", directives=marked) == (
        '<p data-w="marked">390 [[ innerWidth ]] /a</p>')


def test_render_refuses_a_viewport_of_another_type():
    with pytest.raises(TypeError, match="petite.Viewport"):
        petite.render(PAGE, {}, viewport={"width": 390})
    with pytest.raises(TypeError, match="petite.Viewport"):
        petite.compile(PAGE).render({}, viewport="390x844")


def test_renders_keep_their_own_viewports_across_threads():
    results: dict[str, set[str]] = {"phone": set(), "desktop": set()}

    def run(name: str, viewport: petite.Viewport | None) -> None:
        for _ in range(20):
            results[name].add(petite.render(PAGE, {}, viewport=viewport))

    threads = [threading.Thread(target=run, args=("phone", PHONE)), threading.Thread(target=run, args=("desktop", None))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {"phone": {PHONE_READS}, "desktop": {f"<p>{DESKTOP}</p>"}}


def test_the_page_is_not_scrolled_until_shown_scrolled():
    page = ('<p v-scope="{ log: [] }" @vue:mounted="window.addEventListener(\'scroll\', () => log.push(scrollY))">'
            '{{ [scrollX, scrollY, pageXOffset, pageYOffset, screenX, screenY, screenLeft, screenTop].join() }} {{ log }}</p>')
    assert petite.render(page, {}) == "<p>0,0,0,0,10,10,10,10 []</p>"
    mounted = mount(page)
    mounted.show_in(petite.Viewport(scroll_y=812.5, scroll_x=3))
    assert mounted.html() == "<p>3,812.5,3,812.5,10,10,10,10 [\n  812.5\n]</p>"
    assert petite.render(page, {}, viewport=petite.Viewport(scroll_y=40, screen_x=-1920)) == "<p>0,40,0,40,-1920,10,-1920,10 []</p>"


WINDOW_EVENTS = """<div v-scope="{ log: [] }" @scroll="log.push('the top element')" @vue:mounted="
  const d = (who) => (e) => log.push([who, e.type, String(e.target), String(e.currentTarget), e.bubbles,
                                      e.target === window, e.target === document, e.eventPhase, e.constructor.name].join('|'));
  window.addEventListener('resize', d('win')); document.addEventListener('resize', d('doc'));
  window.addEventListener('scroll', d('win')); document.addEventListener('scroll', d('doc'));
  window.addEventListener('resize', function (e) { log.push('this ' + (this === window) + ' ' + e.target.innerWidth) })">
  <p v-for="line in log">{{ line }}</p></div>"""


def test_resize_is_the_windows_and_scroll_the_documents_as_in_chromium():
    """`resize` is at the window (its target and current target; the document's listeners
    do not hear it), `scroll` at the document, bubbling to the window; no element hears
    either. Recorded in Chromium (a window resized to 700 wide, then scrolled)."""
    page = mount(WINDOW_EVENTS)
    page.show_in(petite.Viewport(width=700, outer_width=700))
    page.show_in(petite.Viewport(width=700, outer_width=700, scroll_y=300))
    assert [p.text() for p in page.find_all("p")] == [
        "win|resize|[object Window]|[object Window]|false|true|false|2|Event",
        "this true 700",
        "doc|scroll|[object HTMLDocument]|[object HTMLDocument]|true|false|true|2|Event",
        "win|scroll|[object HTMLDocument]|[object Window]|true|false|true|3|Event",
    ]


def test_apps_keep_their_own_viewports_across_threads():
    results: dict[str, str] = {}

    def run(name: str, viewport: petite.Viewport | None) -> None:
        for _ in range(20):
            results[name] = mount(PAGE, viewport=viewport).html()

    threads = [threading.Thread(target=run, args=("phone", PHONE)), threading.Thread(target=run, args=("desktop", None))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == {"phone": "<p>390,844,390,844,3,390,844,portrait-primary,false,true,5,true</p>",
                       "desktop": f"<p>{DESKTOP}</p>"}
    assert petite.render(PAGE, {}) == f"<p>{DESKTOP}</p>"  # (nothing process-wide changed)


def test_a_page_write_shadows_the_value_for_that_page_only():
    page = '<p v-scope>{{ (window.innerWidth = 5, innerWidth) + ":" + screen.width }}</p>'
    assert mount(page).html() == "<p>5:1280</p>"
    assert mount(PAGE).html() == f"<p>{DESKTOP}</p>"


def test_screen_is_one_object_and_takes_no_python_reach():
    page = "<p v-scope>{{ [screen === screen, screen.viewport, screen.__class__, screen.orientation.viewport, Object.keys(screen).length] }}</p>"
    assert mount(page).html() == "<p>[\n  true,\n  null,\n  null,\n  null,\n  0\n]</p>"


def test_mount_refuses_a_viewport_of_another_type():
    with pytest.raises(TypeError, match="petite.Viewport"):
        mount(PAGE, viewport={"width": 390})


@pytest.mark.parametrize("report, kept", [
    ({"width": 390, "height": 844, "color_scheme": "dark", "pixel_ratio": 2.5}, {"width": 390, "height": 844, "color_scheme": "dark", "pixel_ratio": 2.5}),
    ({"width": MAX_PIXELS + 1, "height": -1, "screen_width": 1.5, "avail_width": True}, {}),
    ({"pixel_ratio": float("nan")}, {}), ({"pixel_ratio": 1e9}, {}), ({"pixel_ratio": "2"}, {}),
    ({"color_scheme": "blue", "pointer": ["fine"], "hover": None, "reduced_motion": "reduce"}, {"reduced_motion": "reduce"}),
    ({"user_agent": "x" * (MAX_USER_AGENT + 1)}, {}), ({"user_agent": "a\nb"}, {}), ({"user_agent": 7}, {}),
    ({"platform": "iPhone"}, {"platform": "iPhone"}), ({"touch_points": 33}, {}), ({"touch_points": 10}, {"touch_points": 10}),
    ({"__class__": 1, "features": 2, "reported": 3}, {}), ("width=1", {}), (None, {}), ([1, 2], {}),
])
def test_a_report_keeps_only_checked_values(report, kept):
    reported = ASSUMED.reported(report)
    changed = {f.name: getattr(reported, f.name) for f in fields(ASSUMED) if getattr(reported, f.name) != getattr(ASSUMED, f.name)}
    assert changed == kept
    assert reported is ASSUMED or kept


# -- a test shows the page elsewhere: resize and the lists' change (Mounted.show_in) -----

LISTS = """<div v-scope="{ log: [] }" @vue:mounted="
  const dark = matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', (e) => log.push('dark ' + e.matches));
  dark.addEventListener('change', () => { throw new Error('boom') });
  dark.onchange = (e) => log.push('on ' + e.media);
  window.matchMedia('(max-width: 600px)').addListener((e) => log.push('narrow ' + e.matches));
  window.addEventListener('resize', () => log.push('resize ' + innerWidth))"><p>{{ log.join('; ') }}</p></div>"""


def test_showing_the_page_elsewhere_fires_resize_then_the_changed_lists():
    page = mount(LISTS)
    page.show_in(petite.Viewport(width=500, height=600))
    assert page.html() == "<div><p>resize 500; narrow true</p></div>"
    with pytest.raises(petite.ExpressionError, match="boom"):  # (reported after: the others ran)
        page.show_in(petite.Viewport(width=500, height=600, color_scheme="dark"))
    assert page.html() == "<div><p>resize 500; narrow true; dark true; on (prefers-color-scheme: dark)</p></div>"
    page.show_in(petite.Viewport(width=500, height=600, color_scheme="dark"))  # (the same: nothing)
    assert page.html() == "<div><p>resize 500; narrow true; dark true; on (prefers-color-scheme: dark)</p></div>"


def test_another_page_and_a_render_keep_theirs():
    page, other = mount(LISTS), mount(LISTS)
    page.show_in(petite.Viewport(width=500, height=600))
    assert other.html() == "<div><p></p></div>"
    assert other.app.viewport.width == 1280
    rendered = petite.render("<p v-scope=\"{ m: matchMedia('(max-width: 600px)') }\">{{ m.matches }}</p>", {})
    assert rendered == "<p>false</p>"


@pytest.mark.parametrize("loop, message", [
    ("for (;;) matchMedia('(min-width: 1px)').addListener(() => 1)", "more than 1000 media query lists"),
    ("const m = matchMedia('(min-width: 1px)'); for (;;) m.addListener(() => 1)", "more than 1000 listeners added to one MediaQueryList"),
])
def test_listening_in_a_loop_ends_in_a_limit_error(loop, message):
    page = mount(f'<button v-scope @click="{loop}">go</button>')
    with pytest.raises(petite.ExpressionError, match=message):
        page.find("button").click()


def test_the_same_listener_twice_is_kept_once_and_removal_works():
    page = mount("""<div v-scope="{ log: [] }" @vue:mounted="
      const m = matchMedia('(max-width: 600px)'); const f = (e) => log.push(e.matches);
      m.addListener(f); m.addEventListener('change', f); m.addEventListener('resize', f);
      const g = () => log.push('g'); m.addListener(g); m.removeListener(g)"><p>{{ log.join() }}</p></div>""")
    page.show_in(petite.Viewport(width=500, height=600))
    assert page.html() == "<div><p>true</p></div>"
    assert len(page.app.media_lists) == 1
