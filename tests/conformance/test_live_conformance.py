"""Conformance cases as live pages: petite.live in Chromium (the server's first paint,
the client's adoption, events over the socket, the patches it applies) against
petite-vue 0.4.1's snapshots, step by step.

Every case runs under `petite.testing` (test_steps_conformance.py); here a slice runs
live: every case with form controls, dialogs or details (where the browser and the
server share state: the first paint writes it as markup, adoption and events bring it
back), every case using Web Storage (a session's own) or cookies (the browser's), and a
tenth of the others. Running all of them once
found the adoption of radio groups and selects and the dialog closed by its form
(tests/live/test_first_paint_state.py, tests/live/test_dialogs.py).
"""

from __future__ import annotations

import contextlib
import copy
import re
import zlib
from collections.abc import Iterator

import pytest

from ..realworld.test_realworld import first_difference, live_snapshots
from ..support import serve
from .cases import all_cases
from .harness import describe
from .test_steps_conformance import with_live_state

SHARED_STATE = re.compile(r"<(select|option|input|textarea|dialog|details|form)\b|v-model|Storage\b|document\.cookie")
# Where a live page differs from the harness's page, not from petite-vue.
NOT_COMPARABLE = {
    # the harness snapshots before the browser's close event (one frame later); the live
    # page's settle waits for the event it sends
    "steps_dialog_showmodal": "close event after the harness's snapshot",
    "steps_dialog_show": "close event after the harness's snapshot",
    # the harness step writes `.value` on a contenteditable div, which no user can do
    "dom_model_contenteditable": "a value written to a div by the harness",
    # a live page has a title (its file's); the harness page has none
    "steps_doc_title_effect": "the live page's own title",
    # a command button's request-close closes the dialog in the browser after the events
    # it forwards; the server learns of it with the next event (as of Escape)
    "steps_command_show_modal_and_close": "request-close told with the next event",
    # the server writes an output's value as text: the browser's output keeps no default
    # value override, and its own form reset leaves the text (README, Live pages)
    "output_value_is_its_text": "a form reset in the browser keeps a server-written output's text",
    # a live page's timers run on the server's real clock: a setTimeout(0) chain runs on
    # before the page settles, where the harness snapshots after its first link
    "alm_stopwatch": "chained setTimeout(0) on a real clock",
    "alm_mounted_timeout": "chained setTimeout(0) on a real clock",
    # a live page answers for its own browser window, which sits elsewhere on the screen
    "viewport_window_position": "the live browser window's own position",
    # a live page's address is its test server's, http://127.0.0.1:port/<case>/: a secure
    # context (a Secure cookie is kept) with a longer default cookie path (listed first)
    "cookie_write_and_read": "the live page's default cookie path",
    "cookie_refused_on_an_insecure_page": "the live page's address is a secure context",
    "cookie_paths": "the live page's default cookie path",
}


def _selected() -> list:
    cases = [c for c in all_cases() if not c.differs and c.name not in NOT_COMPARABLE]
    # (a tenth of the others, chosen by name: a case added or removed leaves the rest)
    return [c for c in cases if SHARED_STATE.search(c.template) or zlib.crc32(c.name.encode()) % 10 == 0]


CASES = _selected()


@contextlib.contextmanager
def serve_cases(cases: list) -> Iterator[str]:
    """One server with each case as a live page at `/<case name>/`; yields its URL."""
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from petite.live import LiveApp

    def data(case):
        return lambda: copy.deepcopy(case.data) if case.data is not None else {}

    routes = [Mount(f"/{case.name}", LiveApp(case.template, data=data(case))) for case in cases]
    with serve(Starlette(routes=routes)) as url:
        yield url


@pytest.fixture(scope="module")
def live_server():
    with serve_cases(CASES) as url:
        yield url


def test_the_slice_is_broad():
    assert len(CASES) >= 450 and sum(1 for c in CASES if c.steps) >= 150


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_live_page_matches_petite_vue(browser, live_server, chromium, case):
    result = browser.petite_vue(case)
    if result["errors"]:
        pytest.skip("petite-vue logs an error on this case: its page is not compared live")
    snaps, errors = live_snapshots(chromium, f"{live_server}/{case.name}/", case.steps)
    got = [with_live_state(browser.canonicalize(s["html"]), s["states"]) for s in snaps]
    assert errors == []
    want = result["snapshots"]
    assert len(got) == len(want)
    for i, (w, g) in enumerate(zip(want, got)):
        if g != w:
            step = "initial" if i == 0 else f"after step {i}: {case.steps[i - 1]!r}"
            where, w_part, g_part = first_difference(w, g)
            pytest.fail(f"{step}, at {where or 'the top'}\n" + describe([w_part], [g_part]), pytrace=False)
