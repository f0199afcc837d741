"""The outsider's XSS attacks (corpus_outsider_xss.py) decided in Chromium on the three
paths, with the hooks and the exercise of test_xss_browser.py."""

from __future__ import annotations

import contextlib

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount

import petite
from petite.expr import ExpressionError
from petite.live import LiveApp
from petite.testing import mount

from ...support import serve
from .corpus_outsider_xss import ATTACKS, OutXSS
from .known import DISCOVER, KNOWN, mark
from .test_xss_browser import EXERCISE, HOOK, assert_nothing_ran, browser_context, page  # noqa: F401 (fixtures)

pytestmark = pytest.mark.timeout(300)


def test_ids_are_unique():
    ids = [a.id for a in ATTACKS]
    assert len(ids) == len(set(ids))


def _output(attack: OutXSS, path: str) -> str:
    if path == "render":
        return petite.render(attack.template, attack.data())
    wrapper = mount(attack.template, attack.data())
    try:
        return wrapper.html()
    finally:
        wrapper.unmount()


@pytest.mark.parametrize("attack", [mark(a, prefix="render-") for a in ATTACKS])
def test_ssr_render(page, attack):  # noqa: F811
    try:
        html = _output(attack, "render")
    except (petite.PetiteError, ExpressionError):
        return  # refused: nothing reaches the browser
    assert_nothing_ran(page, html)


@pytest.mark.parametrize("attack", [mark(a, prefix="mount-") for a in ATTACKS])
def test_testing_mount(page, attack):  # noqa: F811
    try:
        html = _output(attack, "mount")
    except (petite.PetiteError, ExpressionError):
        return
    assert_nothing_ran(page, html)


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


@pytest.mark.parametrize("index", range(len(ATTACKS)), ids=[f"live-{a.id}" for a in ATTACKS])
def test_live_patches(live_server, chromium, index, request):
    attack = ATTACKS[index]
    reason = None if DISCOVER else KNOWN.get(f"live-{attack.id}")
    if reason:
        request.applymarker(pytest.mark.xfail(strict=True, reason=reason))
    context = chromium.new_context()
    context.add_init_script(HOOK)
    try:
        tab = context.new_page()
        dialogs: list[str] = []
        tab.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
        tab.goto(f"{live_server}/o{index}/", wait_until="load")
        tab.wait_for_function("window.petite && window.petite.settled")
        tab.evaluate("window.petite.settled()")
        tab.click("#petite-go")
        tab.evaluate("window.petite.settled()")
        ran = tab.evaluate(EXERCISE)
        assert not ran and not dialogs, f"script ran: {ran + dialogs}"
    finally:
        with contextlib.suppress(Exception):
            context.close()
