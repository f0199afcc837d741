"""The work budget of one top-level evaluation.

Each top-level evaluation (one expression, handler or server-side render) gets a fresh
``Budget``, held in a context variable for as long as it runs: nested evaluations (a
handler that clicks another element, a getter, a ``toJSON`` hook) find it there and
charge it; another thread has its own context, hence its own budget. Generated code
fetches the budget once per evaluation or function call and charges it with a plain
attribute decrement; built-ins charge it through ``tick``.

A budget that ran out stays spent (``steps`` very negative): every later charge raises
again, and the evaluation ends with the limit error even if a ``finally`` tried to
swallow it.
"""

from __future__ import annotations

from contextvars import ContextVar
from threading import get_ident
from typing import Any, Callable, NoReturn

from .errors import ExpressionError
from .property_tables import release

MAX_STEPS = 1_000_000
CALL_COST = 10  # steps charged for calling a function defined in an expression
ITERATION_COST = 4  # steps charged for one loop iteration (and one v-for item)
MAX_COMPONENT_DEPTH = 16  # components (`$template`) rendered inside one another
SPENT = -(2**62)


class ExpressionLimitError(ExpressionError):
    """An expression went over one of the sandbox's size or work limits.

    Raising one spends the running evaluation's budget: the evaluation ends with a limit
    error whatever its code does (``catch`` and ``finally`` cannot swallow it).
    """

    def __init__(self, message: str, expression: str | None = None) -> None:
        super().__init__(message, expression, kind="RangeError")
        spend_current(message)


class Budget:
    """The work budget of the evaluations running in one context (one thread).

    ``depth`` counts the evaluations running (nested ones included); a top-level
    evaluation (depth 0) starts with ``MAX_STEPS``. Negative ``steps``: exhausted.
    One object per context, made once: starting an evaluation costs attribute writes,
    not a context-variable switch. ``thread`` guards against a context copied into
    another thread (``asyncio.to_thread``): that thread makes its own.
    """

    __slots__ = ("steps", "depth", "thread", "reason", "props", "written")

    def __init__(self) -> None:
        self.steps = MAX_STEPS
        self.written = 0  # characters the evaluation wrote into the page (`charge_chars`)
        self.depth = 0
        self.thread = get_ident()
        self.reason = ""  # the message of the limit error that spent it
        # the property table a top-level evaluation with no owner made (property_tables)
        self.props: dict | None = None

    def __repr__(self) -> str:
        return f"<Budget {max(self.steps, -1)} steps left, depth {self.depth}>"


CURRENT: ContextVar[Budget | None] = ContextVar("petite_expression_budget", default=None)
budget_get = CURRENT.get


def new_budget() -> Budget:
    """This context's budget object (made on first use, and for a context copied into
    another thread)."""
    budget = Budget()
    CURRENT.set(budget)
    return budget


def enter() -> Budget:
    """Start an evaluation: a new budget if it is top-level, else the running one."""
    budget = CURRENT.get()
    if budget is None or budget.thread != get_ident():
        budget = new_budget()
    if not budget.depth:
        budget.steps = MAX_STEPS
        budget.written = 0
        budget.reason = ""
        if budget.props is not None:  # (one a compiled top-level evaluation left: see drop_props)
            drop_props(budget)
    budget.depth += 1
    return budget


def leave(budget: Budget, expression: str | None = None) -> None:
    """End an evaluation started by ``enter``; a spent budget raises its limit error."""
    budget.depth -= 1
    if budget.props is not None and not budget.depth:
        drop_props(budget)
    if budget.steps < 0:
        exhausted(budget, expression)


def drop_props(budget: Budget) -> None:
    """A top-level evaluation ended, or another starts: the property table the last
    one made itself (no owner running: ``property_tables``) goes. Evaluations started
    here end here; an expression Python calls directly leaves its table until the next
    top-level evaluation starts (its epilogue, run by every expression, stays as short
    as it was)."""
    release(budget)


def exhausted(budget: Budget | None = None, expression: str | None = None) -> NoReturn:
    """Raise ``budget``'s limit error (the first one it met, else "too much work")."""
    reason = budget.reason if budget is not None else ""
    raise ExpressionLimitError(
        reason
        or f"Too much work: more than {MAX_STEPS} steps (loop iterations, calls, items and characters processed)",
        expression,
    )


def spend_current(reason: str) -> None:
    """Mark the running evaluation's budget as spent (a limit error was raised)."""
    budget = CURRENT.get()
    if budget is not None and budget.depth:
        budget.steps = SPENT
        if not budget.reason:
            budget.reason = reason


def tick(n: int = 1) -> None:
    """Charge ``n`` steps to the running evaluation (no evaluation: nothing to charge)."""
    budget = CURRENT.get()
    if budget is not None and budget.depth:
        budget.steps -= n
        if budget.steps < 0:
            exhausted(budget)


# Text written into a page (a `{{ }}`, an attribute value, a text node's data, a `v-for`
# row's static text, a subtree inserted) costs a step per 64 characters, as a string
# built by an operator does, once an evaluation has written this many: the count is the
# evaluation's, not each write's. A page holds one string many times for little
# otherwise: a `v-for` of 300 rows writing a million-character value was a 300 MB page
# for 1,500 steps, and while each write of up to 4,096 characters was free, a row of a
# hundred such bindings was 400 KB for 6 steps (1,000 rows: 400 MB).
FREE_WRITE = 4096


def charge_written(text: str) -> None:
    """Charge the running evaluation for `text` written into the page."""
    charge_chars(len(text))


def charge_chars(n: int) -> None:
    """Charge the running evaluation for `n` more characters written into the page: a
    step per 64 of those it has written past `FREE_WRITE` (no evaluation: nothing)."""
    budget = CURRENT.get()
    if budget is not None and budget.depth:
        before = budget.written
        budget.written = after = before + n
        if after > FREE_WRITE:
            budget.steps -= (after >> 6) - (max(before, FREE_WRITE) >> 6)
            if budget.steps < 0:
                exhausted(budget)


# Generated Python compiled while an evaluation runs (an expression or a function body
# met for the first time, a `$template` component's render function: `codegen.Lines`)
# costs a step per this many of its characters, charged before Python's compiler runs:
# making and compiling code takes 0.5 to 0.9 us a character (200 to 500 us for `x+1`),
# and a `$template` string from data holding 10,000 distinct bindings was 10 s of
# compiling, unpaid, on the mount path as on the render path. A cached compile costs
# nothing more. Not a step per 2 characters (its first rate, 28d40bb): a page whose
# mount compiles ~1,500 distinct expressions (500 rows of 3 bindings written out; the
# 490-block page of tests/security/live_skeletons.py) then ran out of work on a cold
# cache and mounted once the cache was warm. At 8 such a page mounts cold (1,000 rows
# too), and the 10,000-binding `$template` still ends in the limit error.
COMPILED_CHARS = 8


def charge_compiled(source: str) -> None:
    """Charge the running evaluation for compiling the generated `source`."""
    tick(len(source) // COMPILED_CHARS)


def afford(n: int) -> None:
    """Refuse, before it starts, work of up to ``n`` steps that cannot be stopped midway
    (a backtracking regex search) when the running evaluation has fewer steps left: the
    budget is spent as if the work had run (no evaluation: nothing to refuse)."""
    budget = CURRENT.get()
    if budget is not None and budget.depth and budget.steps < n:
        budget.steps -= n
        exhausted(budget)


def current_budget() -> Budget:
    """The running evaluation's budget, or a detached one when none runs."""
    budget = CURRENT.get()
    return Budget() if budget is None or not budget.depth else budget


def running() -> bool:
    """Is an evaluation running in this context?"""
    budget = CURRENT.get()
    return budget is not None and budget.depth > 0


def metered(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)`` as part of the running evaluation, or as a new top-level one."""
    budget = enter()
    try:
        result = fn(*args)
    except RecursionError:
        budget.steps = SPENT
        _unwind(budget)
        raise stack_limit() from None
    except BaseException:
        _unwind(budget)
        raise
    leave(budget)
    return result


def _unwind(budget: Budget) -> None:
    """Leave an evaluation that raised (its limit error, if any, is on its way)."""
    budget.depth -= 1
    if budget.props is not None and not budget.depth:
        drop_props(budget)


def call_generated(fn: Any, args: Any) -> Any:
    """Call a function compiled from an expression: one call's worth of steps.

    Outside any evaluation (Python code calling it), the call is a top-level evaluation
    of its own. Python's stack running out becomes the limit error.
    """
    budget = CURRENT.get()
    if budget is None or not budget.depth:
        return metered(fn, *args)
    budget.steps -= CALL_COST
    if budget.steps < 0:
        exhausted(budget)
    try:
        return fn(*args)
    except RecursionError:
        budget.steps = SPENT
        raise stack_limit() from None


class evaluation:
    """Context manager: run a block (a server-side render) as one evaluation (top-level,
    or charged to the running one)."""

    __slots__ = ("budget",)

    def __enter__(self) -> Budget:
        self.budget = enter()
        return self.budget

    def __exit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        budget = self.budget
        if exc_type is None:
            leave(budget)
            return
        _unwind(budget)
        if exc_type is RecursionError:  # (not a subclass: the scheduler's effect loop)
            budget.steps = SPENT
            raise stack_limit() from None


def stack_limit() -> Exception:
    return ExpressionLimitError("Maximum call stack size exceeded")


COMPONENTS: ContextVar[int] = ContextVar("petite_component_depth", default=0)


class component_level:
    """Context manager around rendering a component's `$template` (both paths): more
    than ``MAX_COMPONENT_DEPTH`` components inside one another (a component that
    includes itself) is a limit error, not a stack overflow."""

    __slots__ = ("token",)

    def __enter__(self) -> None:
        depth = COMPONENTS.get()
        if depth >= MAX_COMPONENT_DEPTH:  # (raising the error spends the budget)
            raise ExpressionLimitError(
                f"Components nested more than {MAX_COMPONENT_DEPTH} deep (the render depth limit: "
                "does a component include itself?)"
            )
        self.token = COMPONENTS.set(depth + 1)

    def __exit__(self, *exc: Any) -> None:
        COMPONENTS.reset(self.token)
