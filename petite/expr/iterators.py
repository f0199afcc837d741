"""Iterator objects: what ``arr.values()``, ``map.entries()``, ``str[Symbol.iterator]()``
and the iterator helpers (``it.map(f)``, ``it.take(2)``...) return, and the iteration
protocol of user objects (``[Symbol.iterator]() { return { next() {...} } }``).

A ``JSIterator`` steps a Python iterator of engine values (never host code: an array's
items read live by index, a snapshot of a Map's entries, a helper's generator over
another iterator); ``next()`` gives ``{value, done}``, each step charged. It is itself
iterable (``runtime.iteration_items`` takes its remaining values), displays as ``{}``
(``JSON.stringify``: no own properties) and converts to ``[object Array Iterator]``.
"""

from __future__ import annotations

from typing import Any, Iterator

from .budget import tick
from .errors import ExpressionError
from . import operations
from .functions import BoundMethod, call_with_this, callback
from .values import MAX_ARRAY_LENGTH, SYMBOL_ITERATOR, array_limit, js_typeof, to_integer, to_js_string, to_number, truthy, undefined

U = undefined


class JSIterator:
    """An iterator object (``[object <tag>]``): ``next()`` and the iterator helpers."""

    __slots__ = ("source", "tag", "__weakref__")
    __reactive_skip__ = True
    __js_hidden__ = frozenset(__slots__)  # (its state, not properties: petite.expr.sandbox)

    def __init__(self, source: Iterator[Any], tag: str = "Array Iterator") -> None:
        self.source: Iterator[Any] | None = source
        self.tag = tag

    @property
    def _kind(self) -> str:  # (Object.prototype.toString's tag)
        return self.tag

    def __js_get__(self, name: Any) -> Any:
        impl = ITERATOR_METHODS.get(name) if type(name) is str or name is SYMBOL_ITERATOR_KEY[0] else None
        return BoundMethod(impl, self) if impl is not None else U

    def __str__(self) -> str:
        return f"[object {self.tag}]"

    def __repr__(self) -> str:
        return f"<{self.tag}>"

    def toJSON(self, *_: Any) -> dict:
        return {}  # JSON.stringify(it) is "{}" (no own enumerable properties)

    def step(self) -> tuple[Any, bool]:
        """The next value: (value, done)."""
        tick(1)
        source = self.source
        if source is None:
            return U, True
        for value in source:
            return value, False
        self.source = None
        return U, True

    def __iter__(self) -> Iterator[Any]:
        while True:
            value, done = self.step()
            if done:
                return
            yield value

    def _iteration(self) -> IteratorItems:
        return IteratorItems(self)


class LazyItems:
    """Values for the iteration protocol (`runtime.iteration_items`), taken one at a time
    from `walk()`; asking for the length (spread, ``Array.from``: they size their result
    first) takes them all, up to the array limit."""

    __slots__ = ("taken",)

    def walk(self) -> Iterator[Any]:
        raise NotImplementedError

    def __iter__(self) -> Iterator[Any]:
        return iter(self.taken) if self.taken is not None else self.walk()

    def __bool__(self) -> bool:
        return True

    def __len__(self) -> int:
        if self.taken is None:
            taken: list[Any] = []
            for item in self.walk():
                taken.append(item)
                if len(taken) > MAX_ARRAY_LENGTH:
                    raise array_limit()
            self.taken = taken
        return len(self.taken)


class IteratorItems(LazyItems):
    """The values an iterator has left."""

    __slots__ = ("source",)

    def __init__(self, iterator: Any) -> None:
        self.source = iter(iterator)
        self.taken: list[Any] | None = None

    def walk(self) -> Iterator[Any]:
        return self.source

    def take(self, count: int) -> list[Any]:
        """The first ``count`` values (destructuring): the iterator is closed after them."""
        out: list[Any] = []
        if count > 0:
            for item in self.source:
                out.append(item)
                if len(out) >= count:
                    break
        close = getattr(self.source, "close", None)
        if close is not None:
            close()
        return out


# -- sources ------------------------------------------------------------------------------


def array_walk(arr: Any, kind: str) -> Iterator[Any]:
    """An array iterator's values, read live (items pushed meanwhile are seen)."""
    i = 0
    while i < len(arr):
        yield i if kind == "keys" else arr[i] if kind == "values" else [i, arr[i]]
        i += 1


def array_iterator(kind: str) -> Any:
    def method(arr: Any, *_: Any) -> JSIterator:
        return JSIterator(array_walk(arr, kind))

    return method


def string_iterator(text: str, *_: Any) -> JSIterator:
    """``str[Symbol.iterator]()``: its code points."""
    return JSIterator(iter(list(text)), "String Iterator")


def list_iterator(items: list[Any], tag: str) -> JSIterator:
    return JSIterator(iter(items), tag)


# -- the iterator helpers (Iterator.prototype) --------------------------------------------------


def _callable(fn: Any, name: str) -> Any:
    if not callable(fn):
        raise ExpressionError(f"{to_js_string(fn)} is not a function", kind="TypeError")
    call, _ = callback(fn)
    return call


def _count(limit: Any) -> int:
    n = to_number(limit)
    if n != n:
        raise ExpressionError(f"{to_js_string(limit)} must be positive", kind="RangeError")
    n = to_integer(n)
    if n < 0:
        raise ExpressionError(f"{to_js_string(limit)} must be positive", kind="RangeError")
    return n


def it_map(it: JSIterator, fn: Any = U, *_: Any) -> JSIterator:
    call = _callable(fn, "map")
    return JSIterator((call(v, i) for i, v in enumerate(it)), "Iterator Helper")


def it_filter(it: JSIterator, fn: Any = U, *_: Any) -> JSIterator:
    call = _callable(fn, "filter")
    return JSIterator((v for i, v in enumerate(it) if truthy(call(v, i))), "Iterator Helper")


def _take(it: JSIterator, n: int) -> Iterator[Any]:
    if n <= 0:
        return
    for i, v in enumerate(it):
        yield v
        if i + 1 >= n:
            return


def _drop(it: JSIterator, n: int) -> Iterator[Any]:
    for i, v in enumerate(it):
        if i >= n:
            yield v


def _flat_map(it: JSIterator, call: Any) -> Iterator[Any]:
    for i, v in enumerate(it):
        inner = call(v, i)
        if isinstance(inner, str):  # (the iterator helpers take no string)
            raise ExpressionError(f"{to_js_string(inner)} is not an object", kind="TypeError")
        yield from operations.spread_items(inner)


def it_take(it: JSIterator, limit: Any = U, *_: Any) -> JSIterator:
    return JSIterator(_take(it, _count(limit)), "Iterator Helper")


def it_drop(it: JSIterator, limit: Any = U, *_: Any) -> JSIterator:
    return JSIterator(_drop(it, _count(limit)), "Iterator Helper")


def it_flat_map(it: JSIterator, fn: Any = U, *_: Any) -> JSIterator:
    return JSIterator(_flat_map(it, _callable(fn, "flatMap")), "Iterator Helper")


def it_to_array(it: JSIterator, *_: Any) -> list:
    items = IteratorItems(it)
    len(items)
    return list(items)


def it_for_each(it: JSIterator, fn: Any = U, *_: Any) -> Any:
    call = _callable(fn, "forEach")
    for i, v in enumerate(it):
        call(v, i)
    return U


def it_some(it: JSIterator, fn: Any = U, *_: Any) -> bool:
    call = _callable(fn, "some")
    return any(truthy(call(v, i)) for i, v in enumerate(it))


def it_every(it: JSIterator, fn: Any = U, *_: Any) -> bool:
    call = _callable(fn, "every")
    return all(truthy(call(v, i)) for i, v in enumerate(it))


def it_find(it: JSIterator, fn: Any = U, *_: Any) -> Any:
    call = _callable(fn, "find")
    for i, v in enumerate(it):
        if truthy(call(v, i)):
            return v
    return U


def it_reduce(it: JSIterator, fn: Any = U, *initial: Any) -> Any:
    call = _callable(fn, "reduce")
    index = 0
    if initial:
        acc = initial[0]
    else:
        acc, done = it.step()
        if done:
            raise ExpressionError("Reduce of empty iterator with no initial value", kind="TypeError")
        index = 1
    for v in it:
        acc = call(acc, v, index)
        index += 1
    return acc


WEB_ITERATORS = frozenset({"URLSearchParams Iterator", "FormData Iterator"})  # (WebIDL's: `done` comes first)


def it_next(it: JSIterator, *_: Any) -> dict:
    value, done = it.step()
    return {"done": done, "value": value} if it.tag in WEB_ITERATORS else {"value": value, "done": done}


SYMBOL_ITERATOR_KEY: list[Any] = [SYMBOL_ITERATOR]

ITERATOR_METHODS: dict[Any, Any] = {
    "next": it_next,
    "map": it_map,
    "filter": it_filter,
    "take": it_take,
    "drop": it_drop,
    "flatMap": it_flat_map,
    "toArray": it_to_array,
    "forEach": it_for_each,
    "some": it_some,
    "every": it_every,
    "find": it_find,
    "reduce": it_reduce,
    "toString": lambda it, *_: str(it),
    SYMBOL_ITERATOR: lambda it, *_: it,
}


# -- the iteration protocol of other objects -------------------------------------------------


def protocol_items(obj: Any, method: Any) -> Any:
    """The values ``obj[Symbol.iterator]()`` gives: a generator's or a built-in
    iterator's own items, else those its ``next()`` results hold until ``done``."""
    iterator = call_with_this(method, obj, (), "[Symbol.iterator]")
    own = getattr(type(iterator), "_iteration", None)
    if own is not None and type(iterator).__module__.startswith("petite.expr"):
        return own(iterator)
    if iterator is None or not _is_object(iterator):
        raise ExpressionError("Result of the Symbol.iterator method is not an object", kind="TypeError")
    return IteratorItems(_protocol_walk(iterator))


def _is_object(value: Any) -> bool:
    return js_typeof(value) in ("object", "function")


def _protocol_walk(iterator: Any) -> Iterator[Any]:
    get_member = operations.get_member
    done = False
    try:
        while True:
            tick(1)
            result = call_with_this(get_member(iterator, "next"), iterator, (), "iterator.next")
            if result is None or not _is_object(result):
                raise ExpressionError(f"Iterator result {to_js_string(result)} is not an object", kind="TypeError")
            if truthy(get_member(result, "done")):
                done = True
                return
            yield get_member(result, "value")
    finally:
        if not done:  # a loop left early: the iterator's return(), if it has one
            closer = get_member(iterator, "return")
            if callable(closer):
                call_with_this(closer, iterator, (), "iterator.return")


def symbol_member(obj: Any, key: Any) -> Any:
    """``obj[sym]`` on a built-in value: the ``[Symbol.iterator]`` of iterable ones."""
    if key is not SYMBOL_ITERATOR_KEY[0]:
        return U
    if type(obj) is JSIterator or type(obj).__name__ == "JSGenerator":
        return BoundMethod(lambda it, *_: it, obj)
    own = getattr(type(obj), "_iteration", None)
    if own is not None and type(obj).__module__.startswith("petite.expr"):
        tag = f"{getattr(obj, '_kind', 'Array')} Iterator"
        return BoundMethod(lambda o, *_: JSIterator(iter(list(own(o))), tag), obj)
    return U
