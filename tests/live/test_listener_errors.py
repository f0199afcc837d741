"""A listener's error on a live page (Chromium): the other listeners ran and their
changes reach the page, the default action happened, the session goes on."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import live_page, serve, settled

PAGE = """<div v-scope="{ r: [] }" @click="r.push('outer')">
<button @click="r.push('b'); missing.name">b</button>
<input type="checkbox" ref="x" @click="r.push('box'); boom()">
<button class="script" @click="$refs.x.click(); r.push('after ' + $refs.x.checked)">s</button>
<i>{{ r.join() }}</i></div>"""


def test_the_other_listeners_run_and_the_session_goes_on(chromium):
    with serve(LiveApp(PAGE)) as url:
        with live_page(chromium, url) as page:
            page.click("button")
            settled(page)
            assert page.inner_text("i") == "b,outer"
            page.click("input")
            settled(page)
            assert page.inner_text("i") == "b,outer,box,outer"
            assert page.is_checked("input")
            page.click(".script")
            settled(page)
            assert page.inner_text("i") == "b,outer,box,outer,box,outer,after false,outer"
            assert not page.is_checked("input")
