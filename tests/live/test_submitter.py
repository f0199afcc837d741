"""A submit event's `submitter` on a live page: the button a user pressed (Chromium), and
what a forged client can say (only a submit button of that form a user can press)."""

from __future__ import annotations

import pytest

from petite.live import LiveApp
from petite.live_guard import Refused

from ..security.test_attacks_wave31_live import _Client
from ..support import live_page, serve, settled

PAGE = """<div v-scope="{ r: [] }"><form class="f" @submit.prevent="r.push($event.submitter ? $event.submitter.value : 'none')">
<input class="q" name="q"><button class="save" value="save">S</button><button class="off" value="off" disabled>O</button>
<button class="plain" type="button" value="plain">P</button></form>
<form class="g"><button class="other" value="other">X</button></form><i>{{ r.join() }}</i></div>"""


def test_the_button_a_user_pressed(chromium):
    with serve(LiveApp(PAGE)) as url, live_page(chromium, url) as page:
        page.click(".save")
        settled(page)
        page.press(".q", "Enter")  # (implicit submission: the form's first submit button)
        settled(page)
        assert page.inner_text("i") == "save,save"


@pytest.mark.parametrize("forged", ["off", "plain", "other", "q", "f", 10**9])
def test_a_forged_submitter_is_null(forged):
    """A disabled button, a non-submit button, another form's, a field, the form itself,
    an unknown id: the event has no submitter."""
    client = _Client(PAGE)
    try:
        client.send("f", "submit", init={"submitter": client.el[forged].nid if forged in client.el else forged})
        assert client.session.app.root.query_selector("i").text_content == "none"
    finally:
        client.close()


def test_a_submitter_that_is_not_an_id_is_refused():
    client = _Client(PAGE)
    try:
        with pytest.raises(Refused, match="bad event field"):
            client.send("f", "submit", init={"submitter": "x"})
    finally:
        client.close()


def test_a_real_submitter_is_kept():
    client = _Client(PAGE)
    try:
        client.send("f", "submit", init={"submitter": client.el["save"].nid})
        assert client.session.app.root.query_selector("i").text_content == "save"
    finally:
        client.close()
