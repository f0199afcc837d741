"""Property-based attacks on the live guard (petite/live_guard.py): generated events with
hostile form state (in `state` and in `forms`) against every control of
corpus_reach.PAGE. For every example: the session answers (ack or error, never a crash),
and every control's server-side state is still one a user could have produced from the
state before: a value the browser's sanitization keeps, within maxlength unless it only
lost characters, nothing changed on a disabled, inert or read-only control, no radio
unchecked, no disabled option newly selected.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petite.dom import select
from petite.input_value import sanitize
from petite.live_guard import is_disabled, is_inert

from .._live import Live, event
from .corpus_reach import PAGE, _data

pytestmark = pytest.mark.timeout(600)

CONTROLS = ["inert-text", "inert-box", "inert-select", "off-text", "set-select", "set-radio", "text", "max",
            "max-over", "area-max", "ro", "num", "range", "color", "date", "time", "week", "when", "email",
            "emails", "url", "area", "file", "hid", "submit", "box", "off-box", "radio-on", "radio-off", "one", "many"]

text = st.lists(st.sampled_from(list("ab1.-+eE:#Tw W@,\n\r\t \u2028\U0001f600\x00") + ["x" * 9]), max_size=12).map("".join)
value = st.one_of(text, st.sampled_from(["", "5", "4", "10", "#abcdef", "2024-02-29", "10:00", "2024-W01",
                                         "2024-01-31T10:00", "a@b.c", "C:\\fakepath\\x", "abc", "ab"]),
                  st.integers(), st.none(), st.lists(st.booleans(), max_size=4))
state = st.dictionaries(st.sampled_from(["value", "checked", "selected", "other"]),
                        st.one_of(value, st.booleans(), st.lists(st.booleans(), max_size=4)), max_size=3)


@pytest.fixture(scope="module")
def live():
    live = Live(PAGE, data=_data)
    yield live
    live.close()


def _controls(live):
    return {c.attrs["class"]: c for c in select(live.session.app.root, "input, textarea, select")}


def _snapshot(control):
    return (control.value, control.checked, [o.selected for o in control.options] if control.tag == "select" else None)


def _user_could(control, before, after) -> bool:
    if before == after:
        return True
    if is_disabled(control) or (is_inert(control) and control.type not in ("checkbox", "radio")):
        return False
    value, checked, selected = after
    if value != before[0]:
        kind = control.type
        if control.tag == "input" and kind in ("hidden", "checkbox", "radio", "button", "submit", "reset", "image"):
            return False
        if "readonly" in control.attrs and kind not in ("checkbox", "radio", "color", "range", "file"):
            return False
        if control.tag == "input" and kind != "file" and sanitize(kind, value, control.attrs) != value:
            return False
        limit = control.attrs.get("maxlength")
        if limit is not None and len(value.encode("utf-16-le")) // 2 > int(limit):
            rest = iter(before[0])
            if not all(ch in rest for ch in value):
                return False
    if checked != before[1] and control.type == "radio" and not checked:
        return False
    if selected != before[2] and selected is not None:
        newly = [o for o, on, was in zip(control.options, selected, before[2]) if on and not was]
        if any(is_disabled(o) for o in newly) or ("multiple" not in control.attrs and sum(selected) > 1):
            return False
    return True


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(target=st.sampled_from(CONTROLS), own=state, pick=st.integers(0, 5),
       others=st.lists(st.tuples(st.sampled_from(CONTROLS), state), max_size=3))
def test_no_generated_state_is_one_no_user_could_produce(live, target, own, pick, others):
    controls = _controls(live)
    before = {name: _snapshot(c) for name, c in controls.items()}
    listened = [entry.type for entry in controls[target].listeners] or ["click"]
    (ok,) = select(live.session.app.root, ".ok")
    forms = [[controls[name].nid, s] for name, s in others]
    for message in (event(controls[target].nid, listened[pick % len(listened)], state=own),
                    event(ok.nid, "click", forms=forms)):  # a valid click carrying the forms entries
        replies = live.send(message)
        assert replies[-1]["t"] in ("ack", "error"), replies
    for name, control in _controls(live).items():
        after = _snapshot(control)
        assert _user_could(control, before[name], after), (name, before[name], after)
