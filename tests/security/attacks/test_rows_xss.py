"""Rows turning hostile after benign rows (corpus_rows_xss.py), decided in Chromium on
the three paths: `petite.render`, `petite.testing.mount(...).html()`, and a live page
where the benign rows are on screen and the hostile ones arrive as patches (an in-place
update of a row, and a new row sent as a skeleton instance)."""

from __future__ import annotations

import pytest

from .corpus_rows_xss import ATTACKS, LIVE
from .harness import live_attack_ran, serve_live_attacks
from .known import mark, mark_id
from .test_xss_browser import EXERCISE, HOOK, assert_path_safe, browser_context, page  # noqa: F401 - fixtures

pytestmark = pytest.mark.timeout(300)


@pytest.mark.parametrize("attack", [mark(a, prefix="render-") for a in ATTACKS])
def test_ssr_render(page, attack):  # noqa: F811 - the imported fixture
    assert_path_safe(page, attack, "render")


@pytest.mark.parametrize("attack", [mark(a, prefix="mount-") for a in ATTACKS])
def test_testing_mount(page, attack):  # noqa: F811
    assert_path_safe(page, attack, "mount")


@pytest.fixture(scope="module")
def live_server():
    with serve_live_attacks([("v", template, benign, hostile) for _, template, benign, hostile in LIVE]) as base:
        yield base


@pytest.mark.parametrize("index", [mark_id(id, i) for i, (id, *_) in enumerate(LIVE)])
def test_live_rows(live_server, chromium, index):
    ran = live_attack_ran(chromium, f"{live_server}/{index}/", HOOK, EXERCISE)
    assert not ran, f"script ran: {ran}"


def test_the_live_rows_arrive():
    """The live pages really show the hostile rows (else the live test proves nothing)."""
    from petite.testing import mount

    for _, template, benign, hostile in LIVE:
        page = mount(f'<div v-scope><button id="go" @click="v = hostile">go</button>{template}</div>',
                     {"v": benign, "hostile": hostile})
        try:
            before = page.html()
            page.find("#go").trigger("click")
            assert page.html() != before, template
        finally:
            page.unmount()
