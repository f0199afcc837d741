"""JavaScript promises, ``async`` functions and the microtask queue they run on.

A ``JSPromise`` settles once; its reactions run as microtasks, queued on the running
context's scheduler (found through ``petite.expr.host``: a live session's own, else the
thread's), which drains them at each flush before its jobs run — after
a handler, after mounting, in ``render`` before the page is serialized — charging the
running evaluation's budget, so an endless ``then`` chain ends in a limit error.

An ``async`` function compiles to a Python generator function (``await x`` is
``(yield x)``); ``start_async`` runs it to its first ``await`` and returns its promise,
and each settled awaited value resumes it from a microtask, as in JavaScript.
A rejection nobody handles by the end of the microtask checkpoint is logged as the
browser's console does ("Uncaught (in promise) ...", logger ``petite.console``).
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Generator

from . import host
from .budget import tick
from .classes import JSInstance
from .errors import ExpressionError
from .functions import BoundMethod, Builtin, call, call_with_this
from .runtime import caught, get_member, iterate, throw
from .values import is_object, make_error, to_js_string, undefined

console_logger = logging.getLogger("petite.console")

PENDING, FULFILLED, REJECTED = "pending", "fulfilled", "rejected"
MICROTASK_COST = 20  # steps charged for queueing a microtask (a promise reaction, an async step)


class JSPromise:
    """A promise: ``state``, its ``value`` (or reason) once settled, waiting reactions."""

    __slots__ = ("state", "value", "reactions", "handled", "__weakref__")
    __reactive_skip__ = True
    __js_hidden__ = frozenset(__slots__)  # (its state, not properties: petite.expr.sandbox)
    _kind = "Promise"  # (Object.prototype.toString's tag)

    def __init__(self) -> None:
        self.state = PENDING
        self.value: Any = undefined
        self.reactions: list[tuple[Any, Any, JSPromise | None]] | None = []
        self.handled = False

    def __js_get__(self, name: Any) -> Any:
        impl = PROMISE_METHODS.get(name) if type(name) is str else None
        return BoundMethod(impl, self) if impl is not None else undefined

    def __repr__(self) -> str:
        return f"<Promise {self.state}>"

    def __str__(self) -> str:
        return "[object Promise]"  # (String(promise), `${promise}`)


class Native:
    """A reaction written in Python (an ``await`` resuming, ``Promise.all`` collecting):
    called with the settled value, never through the sandboxed ``call``."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Any], Any]) -> None:
        self.fn = fn


# -- settling -------------------------------------------------------------------------


def queue(task: Callable[[], Any]) -> None:
    """Queue a microtask, charged as the work a promise reaction is (its ~25 Python
    calls: a budget of `Promise.resolve(i).then(f)` in a loop ran past 12 million calls
    charged as a loop turn each)."""
    tick(MICROTASK_COST)
    host.current().queue_microtask(task)


def fulfill(promise: JSPromise, value: Any) -> None:
    settle(promise, FULFILLED, value)


def reject(promise: JSPromise, reason: Any) -> None:
    settle(promise, REJECTED, reason)
    if not promise.handled:
        host.current().after_microtasks(lambda: report_unhandled(promise))


def settle(promise: JSPromise, state: str, value: Any) -> None:
    if promise.state is not PENDING:
        return
    reactions = promise.reactions or []
    promise.state, promise.value, promise.reactions = state, value, None
    for reaction in reactions:
        queue_reaction(promise, reaction)


def resolve(promise: JSPromise, value: Any) -> None:
    """Resolve ``promise`` with ``value``: adopt a promise's or thenable's state, else fulfil."""
    if promise.state is not PENDING:
        return
    if value is promise:
        reject(promise, type_error("Chaining cycle detected for promise #<Promise>"))
        return
    if type(value) is JSPromise:
        then: Any = PROMISE_THEN
    elif is_object(value) or is_thenable_host(value):
        try:
            then = get_member(value, "then")
        except Exception as exc:  # noqa: BLE001 - a throwing getter rejects (limits re-raise)
            reject(promise, caught(exc))
            return
    else:
        fulfill(promise, value)
        return
    if not callable(then) or then is undefined:
        fulfill(promise, value)
        return
    queue(lambda: adopt(promise, value, then))


def is_thenable_host(value: Any) -> bool:
    """Objects other than plain mappings that can carry a ``then`` (class instances)."""
    return type(value) is JSInstance


def adopt(promise: JSPromise, thenable: Any, then: Any) -> None:
    """The job resolving ``promise`` through ``thenable.then(resolve, reject)``."""
    resolve_fn, reject_fn = resolving_functions(promise)
    try:
        if then is PROMISE_THEN:
            promise_then(thenable, resolve_fn, reject_fn)
        else:
            call_with_this(then, thenable, [resolve_fn, reject_fn], "then")
    except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
        reject_fn(caught(exc))


def resolving_functions(promise: JSPromise) -> tuple[BoundMethod, BoundMethod]:
    """``resolve``/``reject`` handed to an executor or a thenable: the first call wins."""
    done = [False]

    def on_resolve(_: Any, value: Any = undefined, *__: Any) -> Any:
        if not done[0]:
            done[0] = True
            resolve(promise, value)
        return undefined

    def on_reject(_: Any, reason: Any = undefined, *__: Any) -> Any:
        if not done[0]:
            done[0] = True
            reject(promise, reason)
        return undefined

    return BoundMethod(on_resolve, promise), BoundMethod(on_reject, promise)


def queue_reaction(promise: JSPromise, reaction: tuple[Any, Any, JSPromise | None]) -> None:
    on_fulfilled, on_rejected, derived = reaction
    handler = on_fulfilled if promise.state is FULFILLED else on_rejected
    value, rejected = promise.value, promise.state is REJECTED
    queue(lambda: run_reaction(handler, value, rejected, derived))


def run_reaction(handler: Any, value: Any, rejected: bool, derived: JSPromise | None) -> None:
    if handler is None:  # no handler of this kind: the derived promise takes the state
        if derived is not None:
            (reject if rejected else fulfill)(derived, value)
        return
    try:
        result = handler.fn(value) if type(handler) is Native else call(handler, [value], "then callback")
    except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
        reason = caught(exc)
        if derived is not None:
            reject(derived, reason)
        return
    if derived is not None:
        resolve(derived, result)


def report_unhandled(promise: JSPromise) -> None:
    if promise.handled:
        return
    promise.handled = True  # reported once
    console_logger.error("Uncaught (in promise) %s", describe_reason(promise.value))


def describe_reason(reason: Any) -> str:
    if is_object(reason) and "name" in reason and "message" in reason:
        return f"{to_js_string(reason['name'])}: {to_js_string(reason['message'])}"
    return to_js_string(reason) if not is_object(reason) else "[object Object]"


def type_error(message: str) -> dict:
    return make_error("TypeError", message)


def error_for(reason: Any) -> ExpressionError:
    """The exception that ``throw reason`` raises (thrown into a resumed ``async`` body)."""
    try:
        throw(reason)
    except ExpressionError as error:
        return error
    raise AssertionError("throw() always raises")  # pragma: no cover


# -- then / catch / finally -----------------------------------------------------------


def callable_or_none(fn: Any) -> Any:
    """A reaction handler: a function (or a ``Native``), else None (pass the state on)."""
    if type(fn) is Native:
        return fn
    return fn if callable(fn) and not is_object(fn) else None


def promise_then(promise: JSPromise, on_fulfilled: Any = undefined, on_rejected: Any = undefined, *_: Any) -> JSPromise:
    derived = JSPromise()
    perform_then(promise, callable_or_none(on_fulfilled), callable_or_none(on_rejected), derived)
    return derived


def perform_then(promise: JSPromise, on_fulfilled: Any, on_rejected: Any, derived: JSPromise | None) -> None:
    reaction = (on_fulfilled, on_rejected, derived)
    if promise.state is PENDING:
        assert promise.reactions is not None
        promise.reactions.append(reaction)
    else:
        queue_reaction(promise, reaction)
    promise.handled = True


def promise_catch(promise: JSPromise, on_rejected: Any = undefined, *_: Any) -> JSPromise:
    return promise_then(promise, undefined, on_rejected)


def promise_finally(promise: JSPromise, on_finally: Any = undefined, *_: Any) -> JSPromise:
    if callable_or_none(on_finally) is None:
        return promise_then(promise, on_finally, on_finally)

    def after(value: Any, rejected: bool) -> Any:
        result = promise_resolve_value(call(on_finally, [], "finally callback"))
        if rejected:
            return promise_then(result, Native(lambda _: throw(value)))
        return promise_then(result, Native(lambda _: value))

    return promise_then(promise, Native(lambda v: after(v, False)), Native(lambda r: after(r, True)))


PROMISE_METHODS: dict[str, Callable[..., Any]] = {
    "then": promise_then,
    "catch": promise_catch,
    "finally": promise_finally,
}
PROMISE_THEN = promise_then


# -- the constructor and statics ------------------------------------------------------


def promise_resolve_value(value: Any) -> JSPromise:
    """``Promise.resolve(value)``: a promise as it is, anything else in a new one."""
    if type(value) is JSPromise:
        return value
    promise = JSPromise()
    resolve(promise, value)
    return promise


def new_promise(executor: Any = undefined, *_: Any) -> JSPromise:
    """``new Promise(executor)``: the executor runs at once with ``resolve``/``reject``."""
    if not callable(executor) or is_object(executor):
        raise ExpressionError(f"Promise resolver {describe_reason(executor)} is not a function", kind="TypeError")
    promise = JSPromise()
    resolve_fn, reject_fn = resolving_functions(promise)
    try:
        call(executor, [resolve_fn, reject_fn], "Promise executor")
    except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
        reject_fn(caught(exc))
    return promise


def promise_called(*_: Any) -> Any:
    raise ExpressionError("Promise constructor cannot be invoked without 'new'", kind="TypeError")


def static_resolve(value: Any = undefined, *_: Any) -> JSPromise:
    return promise_resolve_value(value)


def static_reject(reason: Any = undefined, *_: Any) -> JSPromise:
    promise = JSPromise()
    reject(promise, reason)
    return promise


def combinator(items: Any, on_item: Callable[[JSPromise, int, JSPromise, list, list[int]], None],
               on_empty: Callable[[JSPromise, list], None]) -> JSPromise:
    """The shared loop of ``all``/``allSettled``/``any``/``race``: ``Promise.resolve`` each
    item and attach the combinator's reactions; ``on_empty`` settles when none remain."""
    result = JSPromise()
    try:
        values = list(iterate(items))
    except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
        reject(result, caught(exc))
        return result
    slots: list[Any] = [undefined] * len(values)
    remaining = [len(values) + 1]
    for index, item in enumerate(values):
        on_item(promise_resolve_value(item), index, result, slots, remaining)
    remaining[0] -= 1
    if remaining[0] == 0:
        on_empty(result, slots)
    return result


def static_all(items: Any = undefined, *_: Any) -> JSPromise:
    def on_item(p: JSPromise, i: int, result: JSPromise, slots: list, remaining: list[int]) -> None:
        def done(value: Any) -> None:
            slots[i] = value
            remaining[0] -= 1
            if remaining[0] == 0:
                fulfill(result, slots)

        perform_then(p, Native(done), Native(lambda reason: reject(result, reason)), None)

    return combinator(items, on_item, fulfill)


def static_all_settled(items: Any = undefined, *_: Any) -> JSPromise:
    def on_item(p: JSPromise, i: int, result: JSPromise, slots: list, remaining: list[int]) -> None:
        def done(entry: dict) -> None:
            slots[i] = entry
            remaining[0] -= 1
            if remaining[0] == 0:
                fulfill(result, slots)

        perform_then(
            p,
            Native(lambda value: done({"status": "fulfilled", "value": value})),
            Native(lambda reason: done({"status": "rejected", "reason": reason})),
            None,
        )

    return combinator(items, on_item, fulfill)


def static_any(items: Any = undefined, *_: Any) -> JSPromise:
    def aggregate(result: JSPromise, errors: list) -> None:
        reject(result, make_error("AggregateError", "All promises were rejected", errors=errors))

    def on_item(p: JSPromise, i: int, result: JSPromise, slots: list, remaining: list[int]) -> None:
        def failed(reason: Any) -> None:
            slots[i] = reason
            remaining[0] -= 1
            if remaining[0] == 0:
                aggregate(result, slots)

        perform_then(p, Native(lambda value: resolve(result, value)), Native(failed), None)

    return combinator(items, on_item, aggregate)


def static_race(items: Any = undefined, *_: Any) -> JSPromise:
    def on_item(p: JSPromise, i: int, result: JSPromise, slots: list, remaining: list[int]) -> None:
        perform_then(p, Native(lambda value: resolve(result, value)), Native(lambda reason: reject(result, reason)), None)

    return combinator(items, on_item, lambda result, slots: None)


PROMISE = Builtin(
    "Promise",
    {
        "resolve": static_resolve,
        "reject": static_reject,
        "all": static_all,
        "allSettled": static_all_settled,
        "any": static_any,
        "race": static_race,
    },
    promise_called,
    new_promise,
    instances=JSPromise,
)


def queue_microtask(task: Any = undefined, *_: Any) -> Any:
    """``queueMicrotask(fn)``."""
    if not callable(task) or is_object(task):
        raise ExpressionError("Failed to execute 'queueMicrotask': parameter 1 is not of type 'Function'.", kind="TypeError")

    def run() -> None:
        try:
            call(task, [], "queueMicrotask callback")
        except Exception as exc:  # noqa: BLE001 - an uncaught error is reported, as in a browser
            console_logger.error("Uncaught %s", describe_reason(caught(exc)))

    queue(run)
    return undefined


def after(register: Callable[[Callable[[], None]], Any], fn: Any = undefined) -> JSPromise:
    """A promise of ``fn()`` called when ``register`` calls back (``$nextTick(fn)``:
    after the next flush); a throwing ``fn`` rejects it."""
    promise = JSPromise()

    def done() -> None:
        if callable_or_none(fn) is None:
            resolve(promise, undefined)
            return
        try:
            result = call(fn, [], "nextTick callback")
        except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
            reject(promise, caught(exc))
            return
        resolve(promise, result)

    register(done)
    return promise


# -- async functions ------------------------------------------------------------------


def start_async(body: Generator[Any, Any, Any]) -> JSPromise:
    """Run an ``async`` function's body (a generator) to its first ``await``; its promise."""
    promise = JSPromise()
    step(body, promise, False, None)  # a generator starts with send(None)
    return promise


def step(body: Generator[Any, Any, Any], promise: JSPromise, throwing: bool, value: Any) -> None:
    try:
        awaited = body.throw(error_for(value)) if throwing else body.send(value)
    except StopIteration as stop:
        resolve(promise, stop.value)
        return
    except Exception as exc:  # noqa: BLE001 - limits re-raise in caught()
        reject(promise, caught(exc))
        return
    perform_then(
        promise_resolve_value(awaited),
        Native(lambda v: step(body, promise, False, v)),
        Native(lambda r: step(body, promise, True, r)),
        None,
    )


def is_promise(value: Any) -> bool:
    return type(value) is JSPromise


