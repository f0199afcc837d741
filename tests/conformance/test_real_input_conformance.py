"""Conformance cases that type into form controls, driven by real input: Playwright's mouse and
keyboard (`click`, `fill`, `press`, `select_option`, `set_checked`) on petite-vue 0.4.1
and on the same case as a live page, both in Chromium, compared after each step.

The harness (harness.js) fires synthetic events on an element nobody focused; a user's
input focuses it first, and petite-vue's `v-model` reads focus (a focused control keeps
the typed text when it casts to the model's value). Running these found the live
server unaware of the browser's focus (tests/live/test_browser_focus.py).
"""

from __future__ import annotations

import re

import pytest

from ..realworld.test_realworld import LIVE_JS, first_difference
from .cases import all_cases
from .harness import BLANK_PAGE, ORACLE_DIR, describe
from .test_live_conformance import serve_cases
from .test_steps_conformance import with_live_state

FORM_CONTROLS = re.compile(r"<(select|option|input|textarea|form)\b|v-model")
PETITE_VUE = ORACLE_DIR / "node_modules" / "petite-vue" / "dist" / "petite-vue.iife.js"
# what Playwright's real input cannot do to these controls (a user cannot either)
NO_REAL_INPUT = ("checkbox", "radio", "range", "color", "date", "file")
NUMBER_TEXT = re.compile(r"[-+.\deE]*")
SNAPSHOT = """(selector) => {
  const states = (parent, out) => {
    for (const el of parent.children) {
      const state = {}
      if (el.tagName === 'INPUT') {
        state.value = el.value
        if (el.type === 'checkbox' || el.type === 'radio') state.checked = el.checked
      } else if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') state.value = el.value
      else if (el.tagName === 'OPTION') { state.selected = el.selected; state.value = el.value }
      out.push(state)
      if (el.tagName !== 'TEXTAREA') states(el.tagName === 'TEMPLATE' ? el.content : el, out)
    }
    return out
  }
  const root = document.querySelector(selector)
  return { html: root.innerHTML, states: states(root, []) }
}"""
KIND = "(s) => { const e = document.querySelector(s); return [e.tagName, e.type || ''] }"


def _drivable(case) -> bool:
    """A case with form controls whose steps type or press keys (where focus matters),
    all of them steps a user can take."""
    kinds = {step[0] for step in case.steps}
    return bool(FORM_CONTROLS.search(case.template)) and bool(kinds & {"input", "change", "keydown", "keyup"}) and (
        kinds <= {"click", "input", "change", "check", "select", "keydown", "keyup"})


# cases that read what only the harness's synthetic events carry
SYNTHETIC_ONLY = {
    "event_members_of_browser_events": "the events' own members: a real click or key press carries the user's "
                                       "(pointer type and id, position, code, trusted)",
}

CASES = [c for c in all_cases() if not c.differs and _drivable(c) and c.name not in SYNTHETIC_ONLY]


def act(page, root: str, step) -> None:
    """A harness step as a user does it: `input`/`change` type the text into the
    focused control (`change` then leaves it), keys are pressed on it."""
    kind, selector, *rest = step
    arg = rest[0] if rest else None
    target = page.locator(f"{root} {selector}").first
    if kind == "click":
        target.click()
    elif kind in ("input", "change"):
        tag, control = page.evaluate(KIND, f"{root} {selector}")
        if tag == "SELECT":
            target.select_option(str(arg))
        elif control in NO_REAL_INPUT or (control == "number" and not NUMBER_TEXT.fullmatch(str(arg))):
            pytest.skip(f"no real typing of {arg!r} into a {control} input")
        else:
            target.fill(str(arg))
            if kind == "change":
                target.press("Tab")
    elif kind == "check":
        target.set_checked(bool(arg))
    elif kind == "select":
        target.select_option([str(a) for a in arg] if isinstance(arg, list) else str(arg))
    else:
        target.press(arg)


def _canonical(browser, snapshot) -> list:
    """The canonical tree, without the directive attributes petite-vue leaves (petite
    removes them, as Vue 3: not what this compares)."""
    def strip(node):
        if isinstance(node, list):
            return [strip(n) for n in node]
        if isinstance(node, dict):
            attrs = [a for a in node.get("attrs", []) if not a[0].startswith(("v-", "@", ":"))]
            return {**node, "attrs": attrs, "children": strip(node.get("children", []))}
        return node

    return strip(with_live_state(browser.canonicalize(snapshot["html"]), snapshot["states"]))


@pytest.fixture(scope="module")
def live_server():
    with serve_cases(CASES) as url:
        yield url


def test_enough_cases():
    assert len(CASES) >= 60


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_live_page_under_real_input_matches_petite_vue(browser, live_server, chromium, case):
    oracle, live = chromium.new_page(), chromium.new_page()
    try:
        if case.page:  # (its page: an http origin with Web Storage, as harness.py gives it)
            oracle.route(case.page, lambda route: route.fulfill(body=BLANK_PAGE, content_type="text/html"))
            oracle.goto(case.page)
            oracle.evaluate("() => { document.body.innerHTML = '<div id=case></div>' }")
        else:
            oracle.set_content("<body><div id=case></div></body>")
        oracle.add_script_tag(path=str(PETITE_VUE))
        oracle.evaluate("([t, d]) => { const c = document.getElementById('case'); c.innerHTML = t;"
                        " PetiteVue.createApp(d || {}).mount(c) }", [case.template, case.data])
        settle_oracle = "() => new Promise((resolve) => setTimeout(resolve, 0))"
        oracle.evaluate(settle_oracle)
        live.goto(f"{live_server}/{case.name}/")
        live.add_script_tag(content=LIVE_JS)
        live.evaluate("() => window.petite.settled()")
        want, got = [oracle.evaluate(SNAPSHOT, "#case")], [live.evaluate(SNAPSHOT, "#petite-root")]
        for step in case.steps:
            act(oracle, "#case", step)
            oracle.evaluate(settle_oracle)
            act(live, "#petite-root", step)
            live.evaluate("() => window.petite.settled()")
            want.append(oracle.evaluate(SNAPSHOT, "#case"))
            got.append(live.evaluate(SNAPSHOT, "#petite-root"))
    finally:
        oracle.close()
        live.close()
    for i, (w, g) in enumerate(zip(want, got)):
        w, g = _canonical(browser, w), _canonical(browser, g)
        if w != g:
            step = "initial" if i == 0 else f"after step {i}: {case.steps[i - 1]!r}"
            where, w_part, g_part = first_difference(w, g)
            pytest.fail(f"{step}, at {where or 'the top'}\n" + describe([w_part], [g_part]), pytrace=False)
