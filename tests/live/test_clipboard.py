"""`navigator.clipboard.writeText` on a live page (Chromium): the server's handler asks,
the browser writes the user's clipboard (petite.clipboard); the page at 127.0.0.1 is a
secure context, as Chromium counts it."""

from __future__ import annotations

from ..support import live_url, settled

COPY = """
<div v-scope="{ code: 'abc-123', copied: false, secure: isSecureContext }">
  <button class="copy" @click="navigator.clipboard.writeText(code).then(() => copied = true)">copy</button>
  <p class="state">{{ copied }} {{ secure }}</p>
</div>
"""


url = live_url(COPY)


def test_a_copy_button_writes_the_browsers_clipboard(chromium, url):
    context = chromium.new_context()
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url)
    page = context.new_page()
    try:
        page.goto(url + "/")
        settled(page)
        assert page.text_content(".state") == "false true"
        page.evaluate("() => navigator.clipboard.writeText('before')")
        page.click(".copy")
        page.wait_for_function("() => document.querySelector('.state').textContent === 'true true'")
        page.wait_for_function("async () => (await navigator.clipboard.readText()) === 'abc-123'")
    finally:
        context.close()
