"""The outsider's XSS attacks (corpus_outsider_xss.py) decided in Chromium on the three
paths, with the hooks and the exercise of test_xss_browser.py."""

from __future__ import annotations

import pytest

from .corpus_outsider_xss import ATTACKS
from .harness import live_attack_ran, serve_live_attacks
from .known import mark, mark_id
from .test_xss_browser import EXERCISE, HOOK, assert_path_safe, browser_context, page  # noqa: F401 (fixtures)

pytestmark = pytest.mark.timeout(300)


def test_ids_are_unique():
    ids = [a.id for a in ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("attack", [mark(a, prefix="render-") for a in ATTACKS])
def test_ssr_render(page, attack):  # noqa: F811
    assert_path_safe(page, attack, "render")


@pytest.mark.parametrize("attack", [mark(a, prefix="mount-") for a in ATTACKS])
def test_testing_mount(page, attack):  # noqa: F811
    assert_path_safe(page, attack, "mount")


# -- live: the hostile value arrives as a patch after a click --------------------------------
@pytest.fixture(scope="module")
def live_server():
    with serve_live_attacks([(a.var, a.template, a.benign, a.value) for a in ATTACKS]) as base:
        yield base


@pytest.mark.parametrize("index", [mark_id(f"live-{a.id}", i) for i, a in enumerate(ATTACKS)])
def test_live_patches(live_server, chromium, index):
    ran = live_attack_ran(chromium, f"{live_server}/{index}/", HOOK, EXERCISE)
    assert not ran, f"script ran: {ran}"
