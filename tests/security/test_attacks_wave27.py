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


# -- generators dropped suspended (generators.GeneratorItems.walk) -----------------------
def _collected_in_another_evaluation(body: str) -> None:
    """Evaluation A leaves a generator suspended inside a `for…of` over another one, in a
    reference cycle; evaluation B (another session's) runs when the collector frees it.
    Nothing of A may run then: no `finally` of A's generators (in JavaScript a collected
    generator runs nothing), no work charged to B, whose result stays its own."""
    import gc

    from petite.expr import Scope, compile_expression
    from petite.expr.budget import budget_get

    ran: list = []

    def probe(*args: object) -> None:
        budget = budget_get()
        ran.append((args, budget.depth if budget is not None else None))

    attacker = (f"(() => {{ {body} const it = outer(); it.next(); const o = {{ it }}; o.o = o; "
                "return 'left suspended' })()")
    victim = "(() => { const r = collect(); let s = 0; for (let i = 0; i < 1000; i++) s += i; return r + s })()"
    enabled = gc.isenabled()
    gc.disable()
    try:
        assert compile_expression(attacker)(Scope({"probe": probe}), None, None) == "left suspended"
        assert ran == []
        value = compile_expression(victim)(Scope({"collect": lambda: gc.collect() * 0}), None, None)
    finally:
        if enabled:
            gc.enable()
    assert (value, ran) == (499500, [])


COLLECTED = {
    "busy-finally": "function* inner() { try { yield 1; yield 2 } finally { probe('inner'); while (true) {} } } "
                    "function* outer() { for (const x of inner()) { yield x } }",
    "nested-loops": "function* a() { try { yield 1; yield 2 } finally { probe('a'); for (;;) {} } } "
                    "function* b() { for (const x of a()) { yield x } } "
                    "function* outer() { for (const y of b()) { yield y } }",
    "timer-in-finally": "function* inner() { try { yield 1; yield 2 } finally { probe('timer'); setTimeout(() => probe('later'), 0) } } "
                        "function* outer() { for (const x of inner()) { yield x } }",
    "async-loop": "function* inner() { try { yield 1; yield 2 } finally { probe('async'); while (true) {} } } "
                  "const hang = new Promise(() => {}); const loop = { hang }; loop.loop = loop; "
                  "async function run() { for (const x of inner()) { await hang } } "
                  "function* outer() { run(); yield 1 }",
}


@pytest.mark.parametrize("body", [
    pytest.param(body, id=f"w27-generator-collected-{name}")
    for name, body in COLLECTED.items()])
def test_generator_collected_later_runs_nothing(body: str) -> None:
    _collected_in_another_evaluation(body)


def test_generator_break_still_closes() -> None:
    """What the fix keeps: a loop left by break, or by an error, closes the generator at
    once, in its own evaluation (its `finally` runs, charged there)."""
    from petite.expr import Scope, compile_expression

    src = ("(() => { const log = []; function* g() { try { yield 1; yield 2 } finally { log.push('closed') } } "
           "for (const x of g()) { break } "
           "try { for (const x of g()) { throw 'e' } } catch (e) { log.push(e) } "
           "function* outer() { for (const x of g()) { yield x } } const it = outer(); it.next(); it.return(5); "
           "const [a] = g(); return log.join() })()")
    assert compile_expression(src)(Scope({}), None, None) == "closed,closed,e,closed,closed"


def test_generator_dropped_with_its_state_runs_nothing() -> None:
    """A session's state holding generators suspended in `for…of` loops is let go of
    outside any evaluation (the session expires): each loop's iterator closed then ran
    its `finally` as a new top-level evaluation, each with a full budget (3 here; a
    handler can leave thousands: a million steps each, in the server's thread)."""
    from petite.expr import Scope, compile_expression
    from petite.expr.budget import budget_get

    ran: list = []
    state: dict = {"keep": [], "probe": lambda *a: ran.append((a, budget_get().depth))}
    src = ("(() => { function* inner() { try { yield 1; yield 2 } finally { probe('dropped'); while (true) {} } } "
           "function* outer() { for (const x of inner()) { yield x } } "
           "for (let i = 0; i < 3; i++) { const it = outer(); it.next(); keep.push(it) } return keep.length })()")
    assert compile_expression(src)(Scope(state), None, None) == 3
    state["keep"].clear()  # (the session's state let go of, outside any evaluation)
    assert ran == []
