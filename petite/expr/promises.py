"""``Promise``, ``async`` functions and ``await`` without an event loop.

Nothing a template can reach waits for the outside world (no timers, no network), so
every promise settles during the evaluation that made it. Reactions (``then``
callbacks, the continuation after an ``await``) are *jobs*, queued on the running
evaluation's budget and run, in order, when the outermost evaluation ends — as
JavaScript runs microtasks when the current script finishes. So
``load(); status = 'loading'`` sets ``status`` before ``load``'s continuation runs,
as in a browser, and the page is settled when the handler returns.

An ``async`` function is compiled to a Python generator (``await x`` is ``yield x``);
calling it runs the body up to the first ``await`` at once and returns a promise.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Callable

from . import budget as budget_module
from .errors import ExpressionError, ExpressionLimitError
from .values import undefined

PENDING, FULFILLED, REJECTED = 0, 1, 2


def schedule(job: Callable[[], Any]) -> None:
    """Queue ``job`` to run when the outermost evaluation ends (now, if none runs)."""
    budget = budget_module.CURRENT.get()
    if budget is None or not budget.depth:
        budget = budget_module.enter()
        budget.jobs.append(job)
        budget_module.leave(budget)
        return
    budget.jobs.append(job)


class JSPromise:
    """A JavaScript promise: ``then``, ``catch``, ``finally``."""

    __slots__ = ("_state", "_value", "_reactions", "__weakref__")
    __reactive_skip__ = True

    def __init__(self) -> None:
        self._state = PENDING
        self._value: Any = undefined
        self._reactions: list[tuple[Callable, Callable]] | None = []

    def __repr__(self) -> str:
        return "[object Promise]"

    # -- settling ---------------------------------------------------------------------

    def _settle(self, state: int, value: Any) -> None:
        if self._state != PENDING:
            return
        self._state, self._value = state, value
        reactions, self._reactions = self._reactions or [], None
        for on_ok, on_err in reactions:
            self._run_later(on_ok, on_err)

    def _run_later(self, on_ok: Callable, on_err: Callable) -> None:
        value = self._value
        if self._state == FULFILLED:
            schedule(lambda: on_ok(value))
        else:
            schedule(lambda: on_err(value))

    def _resolve(self, value: Any) -> None:
        """Resolve with ``value``: a promise or thenable is followed, anything else fulfils."""
        if self._state != PENDING:
            return
        if value is self:
            self._settle(REJECTED, {"name": "TypeError", "message": "Chaining cycle detected for promise"})
            return
        if type(value) is JSPromise:
            value._subscribe(lambda v: self._resolve(v), lambda r: self._settle(REJECTED, r))
            return
        then = _then_of(value)
        if then is not None:
            once = [False]

            def resolve(v: Any = undefined, *_: Any) -> None:
                if not once[0]:
                    once[0] = True
                    self._resolve(v)

            def reject(r: Any = undefined, *_: Any) -> None:
                if not once[0]:
                    once[0] = True
                    self._settle(REJECTED, r)

            def job() -> None:
                try:
                    call_js(then, value, (resolve, reject))
                except ExpressionLimitError:
                    raise
                except Exception as exc:  # noqa: BLE001 - becomes the rejection
                    reject(rejection(exc))

            schedule(job)
            return
        self._settle(FULFILLED, value)

    def _subscribe(self, on_ok: Callable, on_err: Callable) -> None:
        if self._state == PENDING:
            assert self._reactions is not None
            self._reactions.append((on_ok, on_err))
        else:
            self._run_later(on_ok, on_err)

    # -- JavaScript methods -----------------------------------------------------------

    def then(self, on_ok: Any = undefined, on_err: Any = undefined, *_: Any) -> JSPromise:
        result = JSPromise()

        def handle(callback: Any, value: Any, rejected: bool) -> None:
            if not callable(callback):
                if rejected:
                    result._settle(REJECTED, value)
                else:
                    result._resolve(value)
                return
            try:
                result._resolve(call_js(callback, undefined, (value,)))
            except ExpressionLimitError:
                raise
            except Exception as exc:  # noqa: BLE001 - becomes the rejection
                result._settle(REJECTED, rejection(exc))

        self._subscribe(lambda v: handle(on_ok, v, False), lambda r: handle(on_err, r, True))
        return result

    def catch(self, on_err: Any = undefined, *_: Any) -> JSPromise:
        return self.then(undefined, on_err)

    def finally_(self, callback: Any = undefined, *_: Any) -> JSPromise:
        result = JSPromise()

        def after(value: Any, rejected: bool) -> None:
            try:
                if callable(callback):
                    call_js(callback, undefined, ())
            except ExpressionLimitError:
                raise
            except Exception as exc:  # noqa: BLE001
                result._settle(REJECTED, rejection(exc))
                return
            if rejected:
                result._settle(REJECTED, value)
            else:
                result._resolve(value)

        self._subscribe(lambda v: after(v, False), lambda r: after(r, True))
        return result


setattr(JSPromise, "finally", JSPromise.finally_)  # ``finally`` is a Python keyword


def _then_of(value: Any) -> Any:
    """The ``then`` method of a thenable (an object with a callable ``then``), or None."""
    if value is None or value is undefined or isinstance(value, (bool, int, float, str, list)):
        return None
    from .runtime import get_member

    try:
        then = get_member(value, "then")
    except ExpressionError:
        return None
    return then if callable(then) and not isinstance(then, Mapping) else None


def call_js(fn: Any, this: Any, args: tuple) -> Any:
    from .runtime import call_with_this

    return call_with_this(fn, this, args, "callback")


def rejection(exc: BaseException) -> Any:
    """The value a ``catch`` receives for a Python exception raised by template code."""
    from .runtime import caught

    return caught(exc)


def thrown(reason: Any) -> ExpressionError:
    """The exception ``await`` raises in the async function for a rejection ``reason``."""
    from .runtime import throw

    try:
        throw(reason)
    except ExpressionError as exc:
        return exc
    raise AssertionError("unreachable")


def resolved(value: Any) -> JSPromise:
    if type(value) is JSPromise:
        return value
    promise = JSPromise()
    promise._resolve(value)
    return promise


def rejected(reason: Any) -> JSPromise:
    promise = JSPromise()
    promise._settle(REJECTED, reason)
    return promise


# -- async functions --------------------------------------------------------------------


def start_async(generator: Any) -> JSPromise:
    """Call of an async function: run its body (a generator) to the first ``await``."""
    promise = JSPromise()
    step(generator, promise, None, None)  # a generator starts with send(None)
    return promise


def step(generator: Any, promise: JSPromise, value: Any, error: ExpressionError | None) -> None:
    """Run ``generator`` to its next ``await`` (``yield``), then continue when that settles."""
    try:
        awaited = generator.throw(error) if error is not None else generator.send(value)
    except StopIteration as stop:
        promise._resolve(undefined if stop.value is None else stop.value)
        return
    except ExpressionLimitError:
        raise
    except RecursionError:
        raise
    except Exception as exc:  # noqa: BLE001 - an exception in an async function rejects its promise
        promise._settle(REJECTED, rejection(exc))
        return
    resolved(awaited)._subscribe(
        lambda v: step(generator, promise, v, None),
        lambda r: step(generator, promise, undefined, thrown(r)),
    )


# -- the Promise global -------------------------------------------------------------------


def make_promise(executor: Any = undefined, *_: Any) -> JSPromise:
    """``new Promise((resolve, reject) => ...)``."""
    if not callable(executor):
        raise ExpressionError("Promise resolver is not a function")
    promise = JSPromise()

    def resolve(value: Any = undefined, *_: Any) -> Any:
        promise._resolve(value)
        return undefined

    def reject(reason: Any = undefined, *_: Any) -> Any:
        promise._settle(REJECTED, reason)
        return undefined

    try:
        call_js(executor, undefined, (resolve, reject))
    except ExpressionLimitError:
        raise
    except Exception as exc:  # noqa: BLE001
        promise._settle(REJECTED, rejection(exc))
    return promise


def promise_all(items: Any = undefined, *_: Any) -> JSPromise:
    return _combine(items, settled=False)


def promise_all_settled(items: Any = undefined, *_: Any) -> JSPromise:
    return _combine(items, settled=True)


def _combine(items: Any, settled: bool) -> JSPromise:
    from .runtime import spread_items

    promises = [resolved(v) for v in spread_items(items)]
    result = JSPromise()
    values: list[Any] = [undefined] * len(promises)
    left = [len(promises)]
    if not promises:
        result._resolve([])
        return result

    def done(i: int, value: Any) -> None:
        values[i] = value
        left[0] -= 1
        if left[0] == 0:
            result._resolve(values)

    for i, p in enumerate(promises):
        if settled:
            p._subscribe(lambda v, i=i: done(i, {"status": "fulfilled", "value": v}),
                         lambda r, i=i: done(i, {"status": "rejected", "reason": r}))
        else:
            p._subscribe(lambda v, i=i: done(i, v), lambda r: result._settle(REJECTED, r))
    return result


def promise_race(items: Any = undefined, *_: Any) -> JSPromise:
    from .runtime import spread_items

    result = JSPromise()
    for p in spread_items(items):
        resolved(p)._subscribe(result._resolve, lambda r: result._settle(REJECTED, r))
    return result
