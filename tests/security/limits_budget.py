"""The work budget belongs to one top-level evaluation: threads have their own, nested
evaluations charge the outer one, limit errors cannot be caught. Work is counted in
steps (the budget's own counter), never timed."""

from __future__ import annotations

import threading

import pytest

from petite.expr import MAX_STEPS, ExpressionLimitError, Scope, compile_expression, evaluation
from petite.testing import mount

RUNAWAY = "while (true) { n++ }"
# about 80% of a budget: fine alone, over the limit if the runaway's steps counted too
FINITE = "let i = 0; while (i < 200000) { i++ } return i"


def test_two_threads_have_independent_budgets_and_the_runaway_ends() -> None:
    start = threading.Barrier(2)
    results: dict[str, object] = {}

    def run(name: str, src: str, rounds: int) -> None:
        fn = compile_expression(src, "statements")
        start.wait()
        outcome: list[object] = []
        for _ in range(rounds):
            try:
                outcome.append(fn(Scope({"n": 0})))
            except ExpressionLimitError as exc:
                outcome.append(exc)
        results[name] = outcome

    threads = [threading.Thread(target=run, args=("runaway", RUNAWAY, 3)),
               threading.Thread(target=run, args=("finite", FINITE, 3))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not any(t.is_alive() for t in threads)
    assert results["finite"] == [200000, 200000, 200000]
    runaway = results["runaway"]
    assert len(runaway) == 3 and all(isinstance(e, ExpressionLimitError) for e in runaway)
    assert "Too much work" in str(runaway[0])


def test_a_budget_is_per_context_and_refilled_per_top_level_evaluation() -> None:
    fn = compile_expression(FINITE, "statements")
    for _ in range(5):  # each top-level evaluation starts with a full budget
        assert fn(Scope({})) == 200000
    with pytest.raises(ExpressionLimitError):  # the evaluation itself ends in the error
        with evaluation() as budget:  # one evaluation around several: they share it
            assert fn(Scope({})) == 200000
            with pytest.raises(ExpressionLimitError):
                fn(Scope({}))
            assert budget.steps < 0


def test_nested_evaluations_charge_the_outer_one() -> None:
    page = mount(
        '<div v-scope="{n: 0}"><button id="a" @click="for (let k = 0; k < 3; k++) $refs.b.click()">a</button>'
        '<button ref="b" @click="let i = 0; while (i < 100000) { i++ }; n++">b</button><p>{{ n }}</p></div>'
    )
    with pytest.raises(ExpressionLimitError):
        page.find("#a").trigger("click")  # 3 x 100k iterations x 4 steps > one budget
    solo = mount('<div v-scope="{n: 0}"><button @click="let i = 0; while (i < 100000) { i++ }; n++">b</button>'
                 "<p>{{ n }}</p></div>")
    solo.find("button").trigger("click")  # one of them alone fits
    assert solo.find("p").text() == "1"


def test_limit_errors_are_not_caught_and_finally_cannot_swallow_them() -> None:
    for src in ("try { while (true) {} } catch (e) { return 'caught' }",
                "try { while (true) {} } finally { return 'swallowed' }",
                "function f(n) { try { return f(n + 1) } finally { return 0 } } return f(0)",
                "let r = 0; for (;;) { try { for (;;) {} } catch (e) { r++ } }"):
        with pytest.raises(ExpressionLimitError):
            compile_expression(src, "statements")(Scope({}))


def test_deep_recursion_is_a_limit_error_not_a_recursion_error() -> None:
    with pytest.raises(ExpressionLimitError, match="call stack"):
        compile_expression("function f(n) { return f(n + 1) } return f(0)", "statements")(Scope({}))


def test_a_call_costs_steps() -> None:
    with evaluation() as budget:
        compile_expression("function f() { return 1 } for (let i = 0; i < 100; i++) f()", "statements")(Scope({}))
        spent = MAX_STEPS - budget.steps
    assert spent >= 100 * 10  # 100 calls at 10 steps each, plus the loop
