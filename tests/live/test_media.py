"""Media playback on a live page (Chromium): the browser plays and pauses (petite.dom.media,
`browser_call`) and its own `pause` event reaches the server; the plays a pause
interrupted are rejected after that event's listeners, in the order petite-vue shows in
Chromium (tests/conformance/cases/media_playback.py, `media_play_pause_events`:
"after pause true", "pause event", "rejected AbortError true"), with or without a
`@pause` listener on the page."""

from __future__ import annotations

from ..support import live_url, settled

PLAYER = """
<div v-scope="{ log: [] }">
  <audio id="a" @pause="log.push('pause event')"></audio><audio id="quiet"></audio>
  <button id="play" @click="document.getElementById('a').play().catch((e) => log.push('rejected ' + e.name + ' ' + document.getElementById('a').paused))">play</button>
  <button id="pause" @click="document.getElementById('a').pause(); log.push('after pause ' + document.getElementById('a').paused)">pause</button>
  <button id="play-quiet" @click="document.getElementById('quiet').play().catch((e) => log.push('quiet rejected ' + e.name))">q</button>
  <button id="pause-quiet" @click="document.getElementById('quiet').pause()">q</button>
  <p class="log">{{ log.join('; ') }}</p>
</div>
"""


url = live_url(PLAYER)


def _log_after(chromium, url: str, *selectors: str) -> str:
    """The page's log once the clicks on `selectors` were answered and a rejection came."""
    page = chromium.new_page()
    try:
        page.goto(url + "/")
        settled(page)
        for selector in selectors:
            page.click(selector)
            settled(page)
        page.wait_for_function("() => document.querySelector('.log').textContent.includes('rejected')")
        return page.text_content(".log")
    finally:
        page.close()


def test_a_pause_rejects_the_pending_play_after_the_browsers_pause_event(chromium, url):
    assert _log_after(chromium, url, "#play", "#pause") == "after pause true; pause event; rejected AbortError true"


def test_a_page_with_no_pause_listener_still_sees_its_play_rejected(chromium, url):
    assert _log_after(chromium, url, "#play-quiet", "#pause-quiet") == "quiet rejected AbortError"
