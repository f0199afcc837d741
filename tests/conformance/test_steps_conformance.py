"""The mount engine against petite-vue 0.4.1, step by step.

Every conformance case is mounted with `petite.testing.mount`; its steps are applied as
the browser harness applies them (harness.js `applyStep`) and each snapshot's HTML is
canonicalized by the browser and compared with petite-vue's snapshot. Also: the mount
path and `petite.render` give the same HTML for every case.
"""

from __future__ import annotations

import copy
import json

import pytest

from petite import patches
from petite.dom import Element, Event, make_event
from petite.expr.budget import ExpressionLimitError
from petite.expr.errors import ExpressionError
from petite.testing import mount
from petite.testing.mirror import Mirror

from .cases import all_cases
from .harness import RENDER_LIMITS, describe

CASES = [c for c in all_cases() if not c.differs]
STEP_CASES = [c for c in CASES if c.steps]


def apply_step(page, step) -> list[ExpressionError]:
    """One harness step on the server DOM, exactly as harness.js does it in Chromium.
    Returns the errors listeners reported: petite-vue logs them (console.error) and the
    dispatch goes on, which `Scheduler.reporting` models; the snapshots compare the DOM."""
    try:
        with page.app.scheduler.reporting():
            _apply_step(page, step)
    except ExpressionLimitError:
        raise
    except ExpressionError as error:
        return [error]
    return []


def _apply_step(page, step) -> None:
    kind, selector, *rest = step
    arg = rest[0] if rest else None
    el = page.root.query_selector(selector)
    assert el is not None, f"step {step!r}: no element matches {selector}"

    def fire(type_: str) -> None:
        el.dispatch_event(Event(type_, bubbles=True))

    if kind == "click":
        el.click()
    elif kind in ("input", "change"):
        el.value = arg
        fire(kind)
    elif kind == "check":
        if el.checked != arg:
            el.click()
    elif kind == "select":
        wanted = [str(a) for a in arg] if isinstance(arg, list) else [str(arg)]
        for option in el.options:
            option.selected = option.value in wanted
        fire("input")
        fire("change")
    elif kind in ("keydown", "keyup"):
        el.dispatch_event(make_event(kind, key=arg, bubbles=True, cancelable=True))
    else:
        raise ValueError(f"unknown step kind {kind}")
    page.flush()
    settle(page)


def settle(page) -> None:
    """harness.js's `await settle()`, a `setTimeout(resolve, 0)` set after the step: the
    timers due by now that were set before it run, in order, each a task and a flush;
    the ones they set (a chained `setTimeout(f, 0)`, an interval's next run) come after
    it, so they wait for the next step's settle, as in the browser."""
    page.app.run(page.app.scheduler.flush)
    timers = page.app.scheduler.timers
    last = max((timer.seq for timer in timers._heap), default=-1)
    errors: list[Exception] = []

    def run() -> None:
        while (due := timers.next_due()) is not None and due <= timers.now() and timers._heap[0].seq <= last:
            timers._run_next(errors)

    page.app.run(run)
    if errors:
        raise errors[0]


def snapshots(case, errors: list | None = None) -> list[tuple[str, list]]:
    """(HTML, live form state) after mounting and after each step; the errors listeners
    reported go to `errors`."""
    page = mount(case.template, copy.deepcopy(case.data), url=case.page)
    try:
        settle(page)  # (harness.js settles after mounting too)
        out = [(page.html(), live_state(page.root))]
        for step in case.steps:
            reported = apply_step(page, step)
            if errors is not None:
                errors.extend(reported)
            out.append((page.html(), live_state(page.root)))
        return out
    finally:
        page.unmount()


def live_state(root) -> list[dict]:
    """The live value/checked/selected of every element, in the harness's order
    (some states, like a select with no option selected, have no HTML form)."""
    out: list[dict] = []

    def visit(parent) -> None:
        for child in parent.children:
            if isinstance(child, Element):
                state: dict = {}
                if child.tag == "input":
                    state["value"] = child.value
                    if child.type in ("checkbox", "radio"):
                        state["checked"] = child.checked
                elif child.tag in ("textarea", "select"):
                    state["value"] = child.value
                elif child.tag == "option":
                    state["selected"] = child.selected
                    state["value"] = child.value
                out.append(state)
                if child.tag != "textarea":
                    visit(child.content if child.content is not None else child)

    visit(root.content if isinstance(root, Element) and root.content is not None else root)
    return out


def with_live_state(tree: list, states: list[dict]) -> list:
    """The browser's canonical tree of petite's HTML, with petite's live form state."""
    queue = list(states)

    def visit(nodes: list) -> None:
        for node in nodes:
            if isinstance(node, dict):
                node.update(queue.pop(0))
                visit(node.get("children", []))

    visit(tree)
    assert not queue, "element count differs between petite's DOM and its HTML"
    return tree


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_mount_matches_petite_vue(browser, case):
    oracle = browser.petite_vue(case)
    expected = oracle["snapshots"]  # (harness.js drops what petite removes as Vue 3)
    errors: list = []
    actual = [with_live_state(browser.canonicalize(html), state) for html, state in snapshots(case, errors)]
    if errors:  # (a listener's error: petite-vue must have logged one too)
        assert oracle["errors"], f"petite reported {errors[0]} where petite-vue logged nothing"
    assert len(actual) == len(expected)
    for i, (want, got) in enumerate(zip(expected, actual)):
        step = "initial" if i == 0 else f"after step {i}: {case.steps[i - 1]!r}"
        assert got == want, f"{step}\n" + describe(want, got)


ALL_CASES = [c for c in all_cases() if c.name not in RENDER_LIMITS]  # (render's documented limits aside)


@pytest.mark.parametrize("case", ALL_CASES, ids=[c.name for c in ALL_CASES])
def test_render_and_mount_agree(case):
    """Same HTML from both engines, deliberate differences from petite-vue included."""
    from petite import render

    page = mount(case.template, copy.deepcopy(case.data), url=case.page)
    try:
        assert page.html() == render(case.template, copy.deepcopy(case.data), url=case.page)
    finally:
        page.unmount()


def test_enough_step_cases():
    assert len(STEP_CASES) >= 60


@pytest.mark.parametrize("case", STEP_CASES, ids=[c.name for c in STEP_CASES])
def test_patches_replay_every_step(case):
    """A client applying only the patch ops ends each step with the server's DOM."""
    page = mount(case.template, copy.deepcopy(case.data), url=case.page)
    try:
        mirror = Mirror(json.loads(json.dumps(page.app.tree())))
        for step in case.steps:
            apply_step(page, step)
            ops = json.loads(patches.dumps(page.patches()))["ops"]
            mirror.apply(ops)
            assert mirror.html() == page.html(), f"after {step!r}"
    finally:
        page.unmount()
