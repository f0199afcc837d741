"""Row hot paths, differential: generated list pages and click sequences (row_steps.py)
on petite's three paths against petite-vue 0.4.1 in Chromium, and, without a browser,
the mounted page after every click against a fresh render of the same data.

What these catch: rows reused with another row's bindings or listeners after a keyed or
unkeyed reorder, bindings of removed rows still writing, an effect that keeps a
dependency its last run did not read (or misses a new one: `flag ? r.label : other`
flipping), nodes freed or renumbered while the client still names them, patches that do
not replay to the server's DOM.
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

import petite
from petite import patches
from petite.reactivity import to_raw
from petite.testing import mount
from petite.testing.mirror import Mirror

from ..conformance.harness import describe
from ..conformance.test_ssr_conformance import as_html_can_say
from ..conformance.test_steps_conformance import apply_step, live_state, snapshots, with_live_state
from ..realworld.test_realworld import live_snapshots
from .row_steps import GLOBAL_OPS, ROW_PARTS, draw_case, sample

pytestmark = pytest.mark.timeout(300)

ORACLE_CASES = sample(36, seed=20261202)
LIVE_CASES = ORACLE_CASES[:14]


def oracle(browser, case) -> list:
    result = browser.petite_vue(case)
    assert result["errors"] == [], (case.template, case.steps, result["errors"])
    return result["snapshots"]


def compare(case, want: list, got: list, path: str) -> None:
    assert len(got) == len(want)
    for i, (w, g) in enumerate(zip(want, got)):
        if w != g:
            step = "initial" if i == 0 else f"after step {i}: {case.steps[i - 1]!r}"
            pytest.fail(f"{path}: {case.template}\ndata {case.data}\nsteps {case.steps}\n{step}\n" + describe(w, g),
                        pytrace=False)


@pytest.mark.parametrize("case", ORACLE_CASES, ids=[c.name for c in ORACLE_CASES])
def test_testing_path_and_render_match_petite_vue(browser, case):
    want = oracle(browser, case)
    rendered = browser.canonicalize(petite.render(case.template, copy.deepcopy(case.data)))
    compare(case, [as_html_can_say(copy.deepcopy(want[0]))], [rendered], "render")
    got = [with_live_state(browser.canonicalize(html), state) for html, state in snapshots(case)]
    compare(case, want, got, "testing")


@pytest.fixture(scope="module")
def live_url():
    from starlette.applications import Starlette
    from starlette.routing import Mount

    from petite.live import LiveApp

    from ..support import serve

    routes = [Mount(f"/{c.name}", LiveApp(c.template, data=lambda c=c: copy.deepcopy(c.data))) for c in LIVE_CASES]
    with serve(Starlette(routes=routes)) as url:
        yield url


@pytest.mark.parametrize("case", LIVE_CASES, ids=[c.name for c in LIVE_CASES])
def test_live_path_matches_petite_vue(browser, chromium, live_url, case):
    want = oracle(browser, case)
    snaps, errors = live_snapshots(chromium, f"{live_url}/{case.name}/", case.steps)
    assert errors == []
    got = [with_live_state(browser.canonicalize(s["html"]), s["states"]) for s in snaps]
    compare(case, want, got, "live")


# Without a browser: many more pages, each click checked against a fresh render -------

# parts whose DOM legitimately differs from a fresh render of the same data: a row's
# v-scope is evaluated once, a checkbox's checked state is a property
STATEFUL = ('v-scope="', "v-model")
FRESH_PARTS = [p for p in ROW_PARTS if not any(s in p[0] for s in STATEFUL)]


def fresh_cases(count: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        case = draw_case(rng, f"fresh_{seed}_{len(out)}", steps=12)
        if not any(s in case.template for s in STATEFUL):
            out.append(case)
    return out


FRESH = fresh_cases(120, seed=7)


def current_data(page) -> dict:
    return json.loads(json.dumps(to_raw(page.data), default=to_raw))


@pytest.mark.parametrize("case", FRESH, ids=[c.name for c in FRESH])
def test_every_click_leaves_what_a_fresh_render_gives(case):
    page = mount(case.template, copy.deepcopy(case.data))
    try:
        mirror = Mirror(json.loads(json.dumps(page.app.tree())))
        for step in case.steps:
            apply_step(page, step)
            html = page.html()
            expected = petite.render(case.template, current_data(page))
            assert html == expected, f"{case.template}\n{case.data}\n{case.steps}\nafter {step!r}"
            mirror.apply(json.loads(patches.dumps(page.patches()))["ops"])
            assert mirror.html() == html, f"patches do not replay after {step!r}: {case.template}"
    finally:
        page.unmount()


def test_the_generator_reaches_every_part_and_op():
    templates = " ".join(c.template for c in ORACLE_CASES)
    clicked = {s[1] for c in ORACLE_CASES for s in c.steps}
    assert [p for p, _ in ROW_PARTS if p.format(i="r.id") not in templates and p.format(i="i") not in templates] == []
    assert {f"#g-{name}" for name in GLOBAL_OPS} - clicked == set()
    for what in (".inc", ".tog", ".sel", ".del", ".kid", ".chk", " i"):
        assert any(s.endswith(what) for s in clicked), what
