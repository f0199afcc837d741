"""Wave 27 of the attacker helper: attacks on what was added recently (locale options,
tagged templates, labelled statements, generators, property descriptors) and on the
marks that keep templates from calling what changes data. Each attack failed before
the fix named beside it; the harness (`attacks/harness.py`) judges every one under its
canaries.
"""

from __future__ import annotations

import pytest

from .attacks.harness import Attack, judge


# -- marks a framework puts on callables (sandbox.TEMPLATE_MARKS) ------------------------
class Deleter:
    """A callable data object marked as changing data (Django's convention): a
    template must never call it, whatever it writes first."""

    alters_data = True

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args: object) -> str:
        self.calls += 1
        return "deleted"


class Hidden(Deleter):
    alters_data = False
    do_not_call_in_templates = True


def _never_called(template: str, path: str, steps: tuple = ()) -> Attack:
    """The marked callables stay uncalled (and keep their mark) after the attack."""
    made: dict[str, Deleter] = {}

    def data() -> dict:
        made.clear()
        made.update(d=Deleter(), h=Hidden())
        return dict(made)

    def check(outcome) -> None:
        assert [made["d"].calls, made["h"].calls] == [0, 0], outcome.text()[:300]
        assert made["d"].alters_data is True and made["h"].do_not_call_in_templates is True

    return Attack("", 4, template, data, path, steps=steps, must="safe", check=check)


MARK_WRITES = {
    "assign": "d.alters_data = false; h.do_not_call_in_templates = false",
    "assign-index": "d['alters_data'] = 0; h['do_not_call_in_templates'] = 0",
    "object-assign": "Object.assign(d, { alters_data: false }); Object.assign(h, { do_not_call_in_templates: null })",
    "compound": "d.alters_data &&= false; h.do_not_call_in_templates &&= false",
    "destructure": "[d.alters_data, h.do_not_call_in_templates] = [false, false]",
}
MARK_ATTACKS = []
for _name, _writes in MARK_WRITES.items():
    _calls = "try { d() } catch (e) {} try { h() } catch (e) {}"
    MARK_ATTACKS.append((f"w27-mark-{_name}-expr", _never_called(f"(() => {{ try {{ {_writes} }} catch (e) {{}} {_calls} }})()",
                                                                 "expr")))
    MARK_ATTACKS.append((f"w27-mark-{_name}-render", _never_called(
        f"<p>{{{{ (() => {{ try {{ {_writes} }} catch (e) {{}} {_calls} }})() }}}}</p>", "render")))
    MARK_ATTACKS.append((f"w27-mark-{_name}-mount", _never_called(
        f'<div v-scope><button @click="try {{ {_writes} }} catch (e) {{}} {_calls}">x</button></div>'.replace(
            "'", "&#39;"), "mount", steps=(("click", "button"),))))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [pytest.param(a, id=i) for i, a in MARK_ATTACKS])
def test_marked_callables_stay_uncalled(attack: Attack) -> None:
    judge(attack)
