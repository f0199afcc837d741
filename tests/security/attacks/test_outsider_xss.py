"""The outsider's XSS attacks (corpus_outsider_xss.py) decided in Chromium on the three
paths, with the hooks and the exercise of test_xss_browser.py."""

from __future__ import annotations

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount

from petite.live import LiveApp

from ...support import serve
from .corpus_outsider_xss import ATTACKS, OutXSS
from .harness import live_attack_ran
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
GO = '<button id="petite-go" @click="%s = hostile">go</button>'


def _live_template(attack: OutXSS) -> str:
    return f"<div v-scope>{GO % attack.var}{attack.template}</div>"


def _live_data(attack: OutXSS):
    return lambda: {attack.var: attack.benign, "hostile": attack.value}


@pytest.fixture(scope="module")
def live_server():
    routes = [Mount(f"/o{i}", app=LiveApp(_live_template(a), data=_live_data(a))) for i, a in enumerate(ATTACKS)]
    with serve(Starlette(routes=routes)) as base:
        yield base


@pytest.mark.parametrize("index", [mark_id(f"live-{a.id}", i) for i, a in enumerate(ATTACKS)])
def test_live_patches(live_server, chromium, index):
    ran = live_attack_ran(chromium, f"{live_server}/o{index}/", HOOK, EXERCISE)
    assert not ran, f"script ran: {ran}"
