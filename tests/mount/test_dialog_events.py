"""A `<dialog>`'s `close` event in a test (petite.dom.dialog): Chromium fires it with the
next animation frame after `close()`, so a step's own snapshot may come before it (the
conformance cases steps_dialog_* read `open` and `returnValue` instead); the test's clock
moving past a frame runs it."""

from __future__ import annotations

from petite.dom.dialog import ANIMATION_FRAME_MS
from petite.testing import mount

PAGE = ('<div v-scope="{ n: 0, r: \'\' }"><button id=o @click="$refs.d.showModal()">open</button>'
        '<dialog ref="d" @close="n++; r = $refs.d.returnValue"><button id=c @click="$refs.d.close(\'ok\')">x</button>'
        '</dialog><i>{{ n }} {{ r }}</i></div>')


def test_close_fires_with_the_next_frame_once_per_close():
    page = mount(PAGE)
    page.find("#o").click()
    page.find("#c").click()
    assert page.find("i").text() == "0"  # (not yet: the frame has not come)
    page.advance(ANIMATION_FRAME_MS)
    assert page.find("i").text() == "1 ok"
    page.find("#c").click()  # (closed already: no second event)
    page.advance(ANIMATION_FRAME_MS * 2)
    assert page.find("i").text() == "1 ok"
    page.find("#o").click()
    page.find("#c").click()
    page.advance(ANIMATION_FRAME_MS)
    assert page.find("i").text() == "2 ok"
