"""A form the user resets in the browser (a reset button, no binding listening): the
browser fires no `input` or `change` for the controls it puts back, so the session's
tree kept what the user had typed, and a handler read it (`$refs.t.value` gave "typed"
where petite-vue gives the default), and a reconnect wrote it back into the page. The
client now reports a reset form's controls with the next event, as any change no event
carried (`static/petite.js`: `unreported`), read through the browser's own
`form.elements` (a control named "elements" shadows the form's)."""

from __future__ import annotations

import pytest

from petite.live import LiveApp

from ..support import live_page, serve, settled
from .test_dialogs import SOCKETS

FORM = """<div v-scope="{ out: '' }">
  <form LISTENER><input class="t" ref="t" value="d"><input class="c" type="checkbox" ref="c" checked>
    <select class="s" ref="s"><option>p</option><option selected>q</option></select>
    <button class="r" type="reset">R</button></form>
  <button class="read" @click="out = [$refs.t.value, $refs.c.checked, $refs.s.value].join()">read</button><i>{{ out }}</i>
</div>"""


def _edit_and_reset(page) -> None:
    page.fill(".t", "typed")
    page.uncheck(".c")
    page.select_option(".s", "p")
    page.click(".r")


@pytest.mark.parametrize("listener", ["", '@reset="out = \'reset\'"', '@reset="out = 1"><input name="elements"'])
def test_a_handler_after_a_reset_reads_the_reset_values(chromium, listener):
    with serve(LiveApp(FORM.replace("LISTENER", listener))) as address, live_page(chromium, address) as page:
        page.click(".read")
        settled(page)
        assert page.text_content("i") == "d,true,q"
        _edit_and_reset(page)
        settled(page)
        page.click(".read")
        settled(page)
        assert page.text_content("i") == "d,true,q"
        assert page.evaluate("() => [document.querySelector('.t').value, document.querySelector('.c').checked]") == ["d", True]


def test_a_reconnect_after_a_reset_keeps_the_reset_values(chromium):
    with serve(LiveApp(FORM.replace("LISTENER", ""))) as address:
        page = chromium.new_page()
        page.add_init_script(SOCKETS)
        page.goto(address)
        settled(page)
        page.fill(".t", "typed")
        page.click(".read")  # (the server has "typed" now)
        settled(page)
        assert page.text_content("i") == "typed,true,q"
        page.click(".r")
        page.evaluate("() => window.sockets.at(-1).close()")
        page.wait_for_function("() => window.sockets.length === 2 && window.sockets[1].readyState === WebSocket.OPEN")
        settled(page)
        assert page.input_value(".t") == "d"
        page.click(".read")
        settled(page)
        assert page.text_content("i") == "d,true,q"
        page.close()
