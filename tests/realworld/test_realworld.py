"""Real-world petite-vue pages against petite-vue 0.4.1, on every path.

For each page in `pages/`: petite-vue's DOM in Chromium after mount and after each step
(the oracle, see corpus.py) is compared with petite's on three paths: `petite.render`
(initial DOM), `petite.testing.mount` step by step, and `petite.live` in Chromium step
by step. Pairs that fail today are strict xfails listed in expected_failures.py.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import petite
from petite.testing import mount

from ..conformance.harness import WEB_PAGE, describe
from ..conformance.test_ssr_conformance import as_html_can_say
from ..conformance.test_steps_conformance import apply_step, live_state, with_live_state
from .corpus import all_pages, oracle
from .expected_failures import EXPECTED_FAILURES

PAGES = all_pages()
PATHS = ("render", "testing", "live")
LIVE_JS = Path(__file__).with_name("live.js").read_text()


def params(path: str) -> list:
    out = []
    for page in PAGES:
        cause = EXPECTED_FAILURES.get((page.name, path))
        marks = [pytest.mark.xfail(strict=True, reason=cause)] if cause else []
        out.append(pytest.param(page, id=page.name, marks=marks))
    return out


def expected(browser, page) -> list:
    result = oracle(browser, page)
    assert result["errors"] == [], f"petite-vue logged errors on {page.name}: {result['errors']}"
    return result["snapshots"]


SETTLED_AFTER_A_FRAME = "() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))).then(() => window.petite.settled())"


def live_snapshots(chromium, url: str, steps, console_prefix: str | None = None) -> tuple[list[dict], list[str]]:
    """A live page in Chromium with the snapshot script (live.js): its snapshot after the
    first paint and after each step once the client settled, and the page's errors
    (uncaught ones, and console messages starting with `console_prefix` if given)."""
    tab = chromium.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    if console_prefix is not None:
        tab.on("console", lambda m: errors.append(m.text) if m.text.startswith(console_prefix) else None)
    try:
        tab.goto(url)
        tab.add_script_tag(content=LIVE_JS)
        tab.evaluate("() => window.petite.settled()")
        snaps = [tab.evaluate("() => window.realworld.snapshot()")]
        for step in steps:
            tab.evaluate("(step) => window.realworld.step(step)", list(step))
            tab.evaluate("() => window.petite.settled()")
            # (events the browser fires as a task after a patch, a details' toggle: their
            # answers too, as the oracle's harness waits a timeout after each step)
            tab.evaluate(SETTLED_AFTER_A_FRAME)
            assert tab.evaluate("() => !!window.realworld"), f"the page navigated away after {step!r}"
            snaps.append(tab.evaluate("() => window.realworld.snapshot()"))
    finally:
        tab.close()
    return snaps, errors


def first_difference(want, got, path: str = "") -> tuple[str, object, object]:
    """The deepest node where two canonical trees part (big pages give huge diffs)."""
    if isinstance(want, list) and isinstance(got, list):
        for i, (w, g) in enumerate(zip(want, got)):
            if w != g:
                return first_difference(w, g, f"{path}[{i}]")
        return path, want, got
    if isinstance(want, dict) and isinstance(got, dict) and want.get("tag") == got.get("tag"):
        if {k: v for k, v in want.items() if k != "children"} == {k: v for k, v in got.items() if k != "children"}:
            return first_difference(want.get("children", []), got.get("children", []), f"{path}<{want['tag']}>")
    return path, want, got


def explain(want: list, got: list) -> str:
    where, w, g = first_difference(want, got)
    return f"first difference at {where or 'the top'}\n" + describe(w if isinstance(w, list) else [w], g if isinstance(g, list) else [g])


def compare(page, want: list, got: list) -> None:
    assert len(got) == len(want)
    for i, (w, g) in enumerate(zip(want, got)):
        step = "initial" if i == 0 else f"after step {i}: {page.steps[i - 1]!r}"
        if g != w:  # pytest.fail: assert's own introspection of big trees is slow
            pytest.fail(f"{page.name} {step}\n" + explain(w, g), pytrace=False)


# The corpus ---------------------------------------------------------------------------


MIN_PAGES, MIN_PROJECTS = 40, 20


def test_corpus_size():
    projects = {p.project for p in PAGES}
    assert len(PAGES) >= MIN_PAGES and len(projects) >= MIN_PROJECTS, (len(PAGES), len(projects))


def test_expected_failures_name_real_pairs():
    names = {p.name for p in PAGES}
    for page, path in EXPECTED_FAILURES:
        assert page in names and path in PATHS, (page, path)


# The three paths ------------------------------------------------------------------------


@pytest.mark.parametrize("page", params("render"))
def test_render(realworld_browser, page):
    want = as_html_can_say(expected(realworld_browser, page)[0])
    got = realworld_browser.canonicalize(petite.render(page.template, page.petite_data(), url=WEB_PAGE))
    if got != want:
        pytest.fail(explain(want, got), pytrace=False)


@pytest.mark.parametrize("page", params("testing"))
def test_testing_step_by_step(realworld_browser, page):
    want = expected(realworld_browser, page)
    mounted = mount(page.template, page.petite_data(), url=WEB_PAGE)  # (the oracle's page's address)
    try:
        states = [(mounted.html(), live_state(mounted.root))]
        for step in page.steps:
            reported = apply_step(mounted, step)
            assert not reported, f"after {step!r}: {reported[0]} (petite-vue logged no error on this page)"
            states.append((mounted.html(), live_state(mounted.root)))
    finally:
        mounted.unmount()
    got = [with_live_state(realworld_browser.canonicalize(html), state) for html, state in states]
    compare(page, want, got)


@pytest.fixture(scope="module")
def live_server():
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from petite.live import LiveApp

    from ..support import serve

    routes = [Mount(f"/{p.name}", LiveApp(p.template, data=p.petite_data)) for p in PAGES]
    with serve(Starlette(routes=routes)) as url:
        yield url


@pytest.mark.parametrize("page", params("live"))
def test_live_step_by_step(realworld_browser, live_server, chromium, page):
    want = expected(realworld_browser, page)
    snaps, errors = live_snapshots(chromium, f"{live_server}/{page.name}/", page.steps)
    got = [with_live_state(realworld_browser.canonicalize(s["html"]), s["states"]) for s in snaps]
    assert errors == []
    compare(page, want, got)
