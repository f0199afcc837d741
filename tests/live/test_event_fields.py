"""The event fields a live client may report: a mouse event's position is a finite number,
and a server-side mouse event without one has the position `el.click()` gives (0)."""

import math

import pytest

from petite import dom
from petite.live_guard import Refused, event_fields


def test_mouse_position_fields_pass_as_numbers():
    fields = event_fields({"button": 0, "clientX": 12, "clientY": 7.5, "offsetX": -3, "buttons": 1, "other": 5})
    assert fields == {"button": 0, "clientX": 12, "clientY": 7.5, "offsetX": -3, "buttons": 1}


@pytest.mark.parametrize("bad", [math.nan, math.inf, "12", True, [1]])
def test_mouse_position_must_be_a_finite_number(bad):
    with pytest.raises(Refused):
        event_fields({"clientX": bad})


def test_server_mouse_events_default_to_position_zero():
    event = dom.make_event("click", clientX=40)
    assert (event.clientX, event.clientY, event.pageX, event.offsetY, event.x, event.buttons) == (40, 0, 0, 0, 0, 0)
    assert not hasattr(dom.make_event("keydown"), "clientX")


# -- the legacy key codes and `which` (found by a helper: `$event.keyCode === 13` in pages
# written for older browsers read undefined) ---------------------------------------------

KEYS = """<div v-scope="{ seen: [] }"><input class="box" @keyup="seen.push([$event.key, $event.keyCode, $event.which].join(':'))">
<button class="b" @click="seen.push('click:' + $event.which + ':' + $event.composed)">b</button><p class="seen">{{ seen.join(' ') }}</p></div>"""


def test_a_test_presses_a_key_as_a_user_does():
    from petite.testing import mount

    page = mount(KEYS)
    try:
        page.find(".box").trigger("keyup", key="Enter")
        page.find(".box").trigger("keyup", key="a")
        page.find(".box").trigger("keyup", key="Escape", keyCode=99)
        page.find(".b").click()
        assert page.find(".seen").text() == "Enter:13:13 a:65:65 Escape:99:99 click:1:true"
    finally:
        page.unmount()


def test_a_live_page_hears_the_browsers_key_codes(chromium):
    from petite.live import LiveApp

    from ..support import live_page, serve, settled

    with serve(LiveApp(KEYS)) as url, live_page(chromium, url) as page:
        page.press(".box", "Enter")
        page.press(".box", "x")
        page.click(".b")
        settled(page)
        assert page.locator(".seen").text_content() == "Enter:13:13 x:88:88 click:1:true"


@pytest.mark.parametrize("bad", ["13", 1.5, True, [13]])
def test_key_codes_are_integers(bad):
    with pytest.raises(Refused):
        event_fields({"keyCode": bad})
