"""Timers in a live page run in real time in the session's own scheduler: their changes
reach the browser as patches; a session that ends drops its timers (Chromium)."""

from __future__ import annotations

from petite.live import LiveApp

from ..support import serve

PAGE = """
<div v-scope="{ n: 0, s: 'idle', id: 0 }" @vue:mounted="id = setInterval(() => { if (n < 3) n++; else clearInterval(id) }, 10)">
  <p class="n">{{ n }}</p>
  <button @click="s = 'waiting'; setTimeout(() => s = 'done', 30)">{{ s }}</button>
</div>
"""


def test_timers_update_the_page_and_end_with_the_session(chromium):
    app = LiveApp(PAGE)
    with serve(app) as url:
        page = chromium.new_page()
        page.goto(url)
        page.evaluate("() => window.petite.settled()")
        page.wait_for_function("document.querySelector('p.n').textContent === '3'")
        page.click("button")
        page.wait_for_function("document.querySelector('button').textContent === 'done'")
        sessions = list(app.sessions.values())
        assert len(sessions) == 1 and sessions[0].scheduler.timers.pending() == 0
        page.close()
