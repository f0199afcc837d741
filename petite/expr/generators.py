"""Generator objects: what calling a ``function*`` returns.

A generator function compiles to a Python generator function (``yield x`` is
``(yield x)``, ``yield* it`` is ``(yield from yield_star(it))``), as an ``async`` body
does (see promises.py); ``JSGenerator`` steps it for ``next(v)``, ``throw(e)`` and
``return(v)``, each result a ``{value, done}`` object. Every resumption is charged as a
call, and runs inside an evaluation (a new top-level one when Python code resumes it).

Iterating one (``for…of``, spread, ``Array.from``, destructuring, ``v-for``) goes
through ``runtime.iteration_items``, which gets ``GeneratorItems``: its values one at a
time (an infinite generator in ``for…of`` ends when the loop breaks, and its ``finally``
blocks run then, as JavaScript's iterator close does).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Mapping
from typing import Any, Generator, Iterator

from . import operations
from .budget import CALL_COST, budget_get, metered, tick
from .functions import BoundMethod
from .iterators import ITERATOR_METHODS, JSIterator, LazyItems
from .values import to_js_string, undefined
from .errors import ExpressionError

START, SUSPENDED, RUNNING, DONE = "suspendedStart", "suspendedYield", "executing", "completed"


class GeneratorReturn(BaseException):
    """Thrown into a generator's body by ``return(v)``: its ``finally`` blocks run (a
    ``catch`` never takes it: it is not an ``Exception``)."""

    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value


class JSGenerator:
    """A generator object: ``next``, ``return``, ``throw``; ``[object Generator]``."""

    __slots__ = ("body", "state", "__weakref__")
    __reactive_skip__ = True
    __js_hidden__ = frozenset(__slots__)  # (its state, not properties: petite.expr.sandbox)
    _kind = "Generator"  # (Object.prototype.toString's tag)

    def __init__(self, body: Generator[Any, Any, Any]) -> None:
        self.body = body
        self.state = START

    def __js_get__(self, name: Any) -> Any:
        impl = GENERATOR_METHODS.get(name) if type(name) is str else None
        return BoundMethod(impl, self) if impl is not None else undefined

    def __str__(self) -> str:
        return "[object Generator]"

    def __repr__(self) -> str:
        return f"<Generator {self.state}>"

    def toJSON(self, *_: Any) -> dict:
        return {}  # JSON.stringify(gen) is "{}" (no own enumerable properties)

    def _iteration(self) -> GeneratorItems:
        return GeneratorItems(self)

    def resume(self, mode: str, value: Any) -> tuple[Any, bool]:
        """Run the body until it yields or ends: (value, done). ``mode`` is next, throw or return."""
        budget = budget_get()
        if budget is None or not budget.depth:
            return metered(self.resume, mode, value)
        state = self.state
        if state is RUNNING:
            raise ExpressionError("Generator is already running", kind="TypeError")
        if state is DONE or (state is START and mode != "next"):
            self.state = DONE
            if mode == "throw":
                raise thrown(value)
            if mode == "raise":
                raise value
            return (value if mode == "return" else undefined), True
        tick(CALL_COST)
        self.state = RUNNING
        body = self.body
        try:
            if mode == "next":
                out = body.send(value if state is SUSPENDED else None)
            elif mode == "throw":
                out = body.throw(thrown(value))
            elif mode == "raise":  # (an error thrown into a `yield*`, passed on as it is)
                out = body.throw(value)
            else:
                out = body.throw(GeneratorReturn(value))
        except StopIteration as stop:
            self.state = DONE
            return stop.value, True
        except GeneratorReturn as stop:
            self.state = DONE
            return stop.value, True
        except BaseException:
            self.state = DONE
            raise
        self.state = SUSPENDED
        return out, False

    def close(self) -> None:
        """Iterator close (a ``for…of`` left early, a destructuring done): return() it,
        running its ``finally`` blocks; what they throw is dropped (the loop is already
        leaving; a spent budget stays spent)."""
        if self.state is SUSPENDED:
            try:
                self.resume("return", undefined)
            except Exception:  # noqa: BLE001 - see above
                pass
        elif self.state is START:
            self.state = DONE


def thrown(value: Any) -> ExpressionError:
    """The exception ``throw value`` raises, as ``runtime.throw`` makes it (this module
    sits below runtime, which iterates generators): its kind from an error object's
    name, the value kept as ``thrown`` for a ``catch``."""
    if isinstance(value, ExpressionError):
        return value
    if isinstance(value, Mapping):
        error = ExpressionError(to_js_string(value.get("message", "")), kind=to_js_string(value.get("name", "Error")))
    else:
        error = ExpressionError(f"Uncaught {to_js_string(value)}", kind="Error")
    error.thrown = value
    return error


def result(pair: tuple[Any, bool]) -> dict:
    return {"value": pair[0], "done": pair[1]}


def generator_next(gen: JSGenerator, value: Any = undefined, *_: Any) -> dict:
    return result(gen.resume("next", value))


def generator_return(gen: JSGenerator, value: Any = undefined, *_: Any) -> dict:
    return result(gen.resume("return", value))


def generator_throw(gen: JSGenerator, value: Any = undefined, *_: Any) -> dict:
    return result(gen.resume("throw", value))


def _helper(name: str) -> Any:
    """An iterator helper (``gen.map(f)``, ``gen.take(2)``...) on a generator: the
    helper's, over the generator's values as ``for…of`` takes them (a helper that stops
    early, as ``take`` or ``find``, closes the generator, running its ``finally``)."""
    impl = ITERATOR_METHODS[name]

    def method(gen: JSGenerator, *args: Any) -> Any:
        return impl(JSIterator(GeneratorItems(gen).walk(), "Generator"), *args)

    return method


GENERATOR_METHODS = {
    "next": generator_next,
    "return": generator_return,
    "throw": generator_throw,
    "toString": lambda gen, *_: "[object Generator]",
    **{name: _helper(name) for name in
       ("map", "filter", "take", "drop", "flatMap", "toArray", "forEach", "some", "every", "find", "reduce")},
}


class GeneratorItems(LazyItems):
    """A generator's values for the iteration protocol; each resumption is charged
    (``JSGenerator.resume``)."""

    __slots__ = ("generator",)

    def __init__(self, generator: JSGenerator) -> None:
        self.generator = generator
        self.taken: list[Any] | None = None

    def take(self, count: int) -> list[Any]:
        """The first ``count`` values (destructuring): the generator is closed after them."""
        out: list[Any] = []
        if count <= 0:
            self.generator.close()
            return out
        for item in self.walk():
            out.append(item)
            if len(out) >= count:
                break
        return out

    def walk(self) -> Iterator[Any]:
        generator = self.generator
        done = False
        owner = budget_get()  # (the budget of the context whose loop walks it)
        try:
            while True:
                value, done = generator.resume("next", undefined)
                if done:
                    return
                yield value
        finally:
            # The loop left early (break, an error, a destructuring done) in an evaluation
            # of its own context: close the generator, running its `finally` blocks. A
            # walk the collector frees (its loop's generator or async function dropped
            # while suspended, in a reference cycle), or one dropped outside an evaluation
            # of its context (a session's state let go of), runs nothing, as a collected
            # generator in JavaScript: the collector runs in whatever evaluation, context
            # or thread allocates (another session's, whose budget the code would spend),
            # and a dropped session would run each one with a budget of its own.
            if not done and owner is not None and owner.depth and budget_get() is owner and not collecting():
                generator.close()


_collector = threading.local()  # (`active`: the cyclic collector runs in this thread)


def _collector_phase(phase: str, info: Any) -> None:
    _collector.active = phase == "start"


gc.callbacks.append(_collector_phase)


def collecting() -> bool:
    """Is the cyclic collector freeing objects in this thread (finalizers run inside it)?"""
    return getattr(_collector, "active", False)


def yield_star(iterable: Any) -> Generator[Any, Any, Any]:
    """``yield* iterable``: its values yielded one by one; a generator also gets what
    ``next``/``throw``/``return`` pass, and its return value is the result."""
    if type(iterable) is not JSGenerator:
        # a Set's, Map's or iterator's items as they come, else what spread takes
        iteration = getattr(type(iterable), "_iteration", None)
        items = iterable._iteration() if iteration is not None else operations.spread_items(iterable)
        for item in items:
            tick(4)
            yield item
        return undefined
    mode, sent = "next", undefined
    while True:
        value, done = iterable.resume(mode, sent)
        if done:
            if mode == "return":
                raise GeneratorReturn(value)
            return value
        try:
            sent, mode = (yield value), "next"
        except GeneratorReturn as stop:
            mode, sent = "return", stop.value
        except ExpressionError as error:
            mode, sent = "raise", error


def make_generator(body: Generator[Any, Any, Any]) -> JSGenerator:
    return JSGenerator(body)
