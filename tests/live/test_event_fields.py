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
