"""JavaScript ``Set`` and ``Map``: insertion-ordered, keys compared with SameValueZero.

``keys()``, ``values()`` and ``entries()`` return iterator objects (``[object Map
Iterator]``: ``next()``, spread, ``for…of``, the iterator helpers; see iterators.py) over
the entries as they are then. They are values made by templates, not reactive
containers: a mutation of a ``Set`` kept in state does not re-render by itself.
"""

from __future__ import annotations

from typing import Any

from . import operations
from .budget import tick
from .errors import ExpressionError
from .functions import callback
from .iterators import list_iterator
from .bigint import JSBigInt
from .values import MAX_ARRAY_LENGTH, JSSymbol, array_limit, js_typeof, to_js_string, undefined

_NAN_KEY = object()


def same_value_zero_key(value: Any) -> Any:
    """A dict key under which SameValueZero-equal values meet (1 and 1.0, NaN and NaN)."""
    t = type(value)
    if t is str or t is int or value is None or value is undefined:
        return value
    if t is float:
        if value != value:
            return _NAN_KEY
        return int(value) if value.is_integer() else value
    if t is bool:
        return ("bool", value)
    if t is JSBigInt or t is JSSymbol:  # (equal BigInts, registered symbols of one key)
        return value
    if getattr(t, "__js_same__", False) is True:  # (a DOM view: the node it shows)
        return ("object", value)
    return ("object", id(value))


class JSCollection:
    """Shared by Set and Map: ``size``, ``has``, ``delete``, ``clear``."""

    __slots__ = ("_entries",)
    __reactive_skip__ = True
    _kind = "Collection"

    def __init__(self) -> None:
        self._entries: dict[Any, tuple[Any, Any]] = {}  # key -> (key value, value)

    @property
    def size(self) -> int:
        return len(self._entries)

    def has(self, key: Any = undefined, *_: Any) -> bool:
        return same_value_zero_key(key) in self._entries

    def delete(self, key: Any = undefined, *_: Any) -> bool:
        return self._entries.pop(same_value_zero_key(key), None) is not None

    def clear(self, *_: Any) -> Any:
        self._entries.clear()
        return undefined

    def _store(self, key: Any, value: Any) -> None:
        if len(self._entries) >= MAX_ARRAY_LENGTH:
            raise array_limit()
        self._entries[same_value_zero_key(key)] = (key, value)

    def _for_each(self, fn: Any, pairs: list, this: Any = undefined) -> Any:
        call, _ = callback(fn, this)
        tick(1 + len(pairs))  # (as an array's forEach: a step an item, the callback's own work apart)
        for key, value in pairs:
            call(value, key, self)
        return undefined

    def toString(self, *_: Any) -> str:
        return f"[object {self._kind}]"

    def __str__(self) -> str:
        return self.toString()

    def toJSON(self, *_: Any) -> dict:
        return {}  # JSON.stringify(new Set([1])) is "{}"


class JSSet(JSCollection):
    __slots__ = ()
    _kind = "Set"

    def add(self, value: Any = undefined, *_: Any) -> JSSet:
        if not self.has(value):
            self._store(value, value)
        return self

    def _values(self) -> list:
        tick(1 + len(self._entries))
        return [v for _, v in self._entries.values()]

    def values(self, *_: Any) -> Any:
        return list_iterator(self._values(), "Set Iterator")

    keys = values

    def entries(self, *_: Any) -> Any:
        return list_iterator([[v, v] for v in self._values()], "Set Iterator")

    def forEach(self, fn: Any = undefined, this: Any = undefined, *_: Any) -> Any:
        return self._for_each(fn, list(self._entries.values()), this)

    def _iteration(self) -> list:
        return self._values()

    # -- the set methods (ES2025): `other` is a Set or a Map (its keys) ----------------

    def union(self, other: Any = undefined, *_: Any) -> JSSet:
        keys = _set_like(other, "union")
        return make_set(self._values() + keys)

    def intersection(self, other: Any = undefined, *_: Any) -> JSSet:
        keys = _set_like(other, "intersection")
        if self.size <= len(keys):
            return make_set([v for v in self._values() if same_value_zero_key(v) in other._entries])
        return make_set([k for k in keys if self.has(k)])

    def difference(self, other: Any = undefined, *_: Any) -> JSSet:
        _set_like(other, "difference")
        return make_set([v for v in self._values() if same_value_zero_key(v) not in other._entries])

    def symmetricDifference(self, other: Any = undefined, *_: Any) -> JSSet:
        keys = _set_like(other, "symmetricDifference")
        mine = [v for v in self._values() if same_value_zero_key(v) not in other._entries]
        return make_set(mine + [k for k in keys if not self.has(k)])

    def isSubsetOf(self, other: Any = undefined, *_: Any) -> bool:
        _set_like(other, "isSubsetOf")
        tick(1 + len(self._entries))
        return all(key in other._entries for key in self._entries)

    def isSupersetOf(self, other: Any = undefined, *_: Any) -> bool:
        return all(self.has(k) for k in _set_like(other, "isSupersetOf"))

    def isDisjointFrom(self, other: Any = undefined, *_: Any) -> bool:
        _set_like(other, "isDisjointFrom")
        tick(1 + len(self._entries))
        return not any(key in other._entries for key in self._entries)

    def __repr__(self) -> str:
        return f"Set({self._values()!r})"


def _set_like(other: Any, method: str) -> list:
    """The keys of a set method's argument (a Set, or a Map's keys), charged (the
    methods that walk their own set read it through the charged `values()`)."""
    if not isinstance(other, (JSSet, JSMap)):
        raise ExpressionError(f"Set.prototype.{method}: the argument must be a Set or a Map", kind="TypeError")
    tick(1 + len(other._entries))
    return [k for k, _ in other._entries.values()]


class JSMap(JSCollection):
    __slots__ = ()
    _kind = "Map"

    def get(self, key: Any = undefined, *_: Any) -> Any:
        entry = self._entries.get(same_value_zero_key(key))
        return undefined if entry is None else entry[1]

    def set(self, key: Any = undefined, value: Any = undefined, *_: Any) -> JSMap:
        entry = self._entries.get(same_value_zero_key(key))
        self._store(key if entry is None else entry[0], value)
        return self

    def _pairs(self) -> list:
        tick(1 + len(self._entries))
        return [[k, v] for k, v in self._entries.values()]

    def keys(self, *_: Any) -> Any:
        return list_iterator([k for k, _ in self._pairs()], "Map Iterator")

    def values(self, *_: Any) -> Any:
        return list_iterator([v for _, v in self._pairs()], "Map Iterator")

    def entries(self, *_: Any) -> Any:
        return list_iterator(self._pairs(), "Map Iterator")

    def forEach(self, fn: Any = undefined, this: Any = undefined, *_: Any) -> Any:
        return self._for_each(fn, list(self._entries.values()), this)

    def _iteration(self) -> list:
        return self._pairs()

    def __repr__(self) -> str:
        return f"Map({self._pairs()!r})"


_MISSING = object()


class JSPairList(JSCollection):
    """Shared by FormData and URLSearchParams: ordered name/value pairs of strings (a
    name may repeat), with their methods and their argument checks (a TypeError when
    one is missing, as a browser's)."""

    __slots__ = ()
    _value_filters = False  # has(name, value) and delete(name, value) (URLSearchParams)

    def __init__(self, pairs: list[list[str]] | None = None) -> None:
        self._entries: list[list[str]] = pairs or []  # type: ignore[assignment]
        if len(self._entries) > MAX_ARRAY_LENGTH:
            raise array_limit()

    def _text(self, value: Any) -> str:
        return to_js_string(value)

    def _changed(self) -> None:
        """Called after every change (a URL's search params rewrite its query)."""

    def _required(self, method: str, count: int, args: tuple) -> None:
        given = sum(1 for arg in args if arg is not _MISSING)
        if given < count:
            raise ExpressionError(f"Failed to execute '{method}' on '{self._kind}': {count} argument"
                                  f"{'s' if count > 1 else ''} required, but only {given} present.", kind="TypeError")

    def append(self, name: Any = _MISSING, value: Any = _MISSING, *_: Any) -> Any:
        self._required("append", 2, (name, value))
        if len(self._entries) >= MAX_ARRAY_LENGTH:
            raise array_limit()
        self._entries.append([self._text(name), self._text(value)])
        self._changed()
        return undefined

    def set(self, name: Any = _MISSING, value: Any = _MISSING, *_: Any) -> Any:
        self._required("set", 2, (name, value))
        tick(1 + len(self._entries))
        key, text = self._text(name), self._text(value)
        first = next((i for i, (k, _) in enumerate(self._entries) if k == key), None)
        if first is None:
            self._entries.append([key, text])
        else:
            self._entries[first] = [key, text]
            self._entries[first + 1:] = [e for e in self._entries[first + 1:] if e[0] != key]
        self._changed()
        return undefined

    def get(self, name: Any = _MISSING, *_: Any) -> Any:
        self._required("get", 1, (name,))
        tick(1 + len(self._entries))
        key = self._text(name)
        return next((v for k, v in self._entries if k == key), None)

    def getAll(self, name: Any = _MISSING, *_: Any) -> list:
        self._required("getAll", 1, (name,))
        tick(1 + len(self._entries))
        key = self._text(name)
        return [v for k, v in self._entries if k == key]

    def has(self, name: Any = _MISSING, value: Any = undefined, *_: Any) -> bool:
        self._required("has", 1, (name,))
        tick(1 + len(self._entries))
        key = self._text(name)
        if value is undefined or not self._value_filters:
            return any(k == key for k, _ in self._entries)
        text = self._text(value)
        return any(k == key and v == text for k, v in self._entries)

    def delete(self, name: Any = _MISSING, value: Any = undefined, *_: Any) -> Any:  # type: ignore[override]
        self._required("delete", 1, (name,))
        tick(1 + len(self._entries))
        key = self._text(name)
        text = None if value is undefined or not self._value_filters else self._text(value)
        self._entries[:] = [e for e in self._entries if e[0] != key or (text is not None and e[1] != text)]
        self._changed()
        return undefined

    def clear(self, *_: Any) -> Any:  # (neither has one)
        raise ExpressionError(f"{self._kind}.prototype.clear is not a function", kind="TypeError")

    def keys(self, *_: Any) -> Any:
        return list_iterator([k for k, _ in self._pairs()], f"{self._kind} Iterator")

    def values(self, *_: Any) -> Any:
        return list_iterator([v for _, v in self._pairs()], f"{self._kind} Iterator")

    def entries(self, *_: Any) -> Any:
        return list_iterator(self._pairs(), f"{self._kind} Iterator")

    def _pairs(self) -> list:
        tick(1 + len(self._entries))
        return [[k, v] for k, v in self._entries]

    def forEach(self, fn: Any = undefined, this: Any = undefined, *_: Any) -> Any:
        call, _ = callback(fn, this)
        tick(1 + len(self._entries))
        for key, value in list(self._entries):
            call(value, key, self)
        return undefined

    def _iteration(self) -> list:
        return self._pairs()

    def __repr__(self) -> str:
        return f"{self._kind}({self._pairs()!r})"


def _items_of(iterable: Any) -> list:
    if iterable is undefined or iterable is None:
        return []
    return list(operations.spread_items(iterable))


def make_set(iterable: Any = undefined, *_: Any) -> JSSet:
    """``new Set(iterable)``."""
    result = JSSet()
    for item in _items_of(iterable):
        result.add(item)
    return result


def make_map(iterable: Any = undefined, *_: Any) -> JSMap:
    """``new Map([[key, value], ...])``."""
    result = JSMap()
    for entry in _items_of(iterable):
        if isinstance(entry, str) or not isinstance(entry, (list, tuple, dict)) and not hasattr(entry, "__getitem__"):
            # (its JavaScript string: Python's str() showed a host object's repr)
            raise ExpressionError(f"Iterator value {to_js_string(entry)} is not an entry object", kind="TypeError")
        result.set(operations.get_member(entry, 0), operations.get_member(entry, 1))
    return result


def not_without_new(name: str) -> Any:
    def call(*_: Any) -> Any:
        raise ExpressionError(f"Constructor {name} requires 'new'")

    return call


# -- WeakMap / WeakSet / WeakRef ----------------------------------------------------------------


def _weak_key(key: Any, message: str) -> Any:
    """An object (or a symbol): what a WeakMap, a WeakSet or a WeakRef may hold."""
    if key is None or js_typeof(key) not in ("object", "function", "symbol") or (type(key) is JSSymbol and key.registered):
        raise ExpressionError(f"{message}: {to_js_string(key) if js_typeof(key) != 'symbol' else 'Symbol()'}",
                              kind="TypeError")
    return ("object", id(key))


class _WeakCollection:
    """Shared by ``WeakMap`` and ``WeakSet``: object keys only, no size, not iterable.
    Its entries are held as long as it is (it lives in one page's state: nothing is
    shared)."""

    __slots__ = ("_entries",)
    __reactive_skip__ = True
    _kind = "WeakMap"
    _message = "Invalid value used as weak map key"

    def __init__(self) -> None:
        self._entries: dict[Any, tuple[Any, Any]] = {}

    def has(self, key: Any = undefined, *_: Any) -> bool:
        entry = self._entries.get(("object", id(key)))
        return entry is not None and entry[0] is key

    def delete(self, key: Any = undefined, *_: Any) -> bool:
        if not self.has(key):
            return False
        del self._entries[("object", id(key))]
        return True

    def _put(self, key: Any, value: Any) -> Any:
        slot = _weak_key(key, self._message)
        if slot not in self._entries and len(self._entries) >= MAX_ARRAY_LENGTH:
            raise array_limit()
        self._entries[slot] = (key, value)
        return self

    def toString(self, *_: Any) -> str:
        return f"[object {self._kind}]"

    def __str__(self) -> str:
        return self.toString()

    def toJSON(self, *_: Any) -> dict:
        return {}


class JSWeakMap(_WeakCollection):
    __slots__ = ()

    def get(self, key: Any = undefined, *_: Any) -> Any:
        entry = self._entries.get(("object", id(key)))
        return entry[1] if entry is not None and entry[0] is key else undefined

    def set(self, key: Any = undefined, value: Any = undefined, *_: Any) -> Any:
        return self._put(key, value)


class JSWeakSet(_WeakCollection):
    __slots__ = ()
    _kind = "WeakSet"
    _message = "Invalid value used in weak set"

    def add(self, value: Any = undefined, *_: Any) -> Any:
        return self._put(value, True)


class JSWeakRef:
    """A ``WeakRef``: ``deref()`` gives its target (kept while the ref is)."""

    __slots__ = ("_target",)
    __reactive_skip__ = True
    _kind = "WeakRef"

    def __init__(self, target: Any) -> None:
        _weak_key(target, "WeakRef: invalid target")
        self._target = target

    def deref(self, *_: Any) -> Any:
        return self._target

    def toString(self, *_: Any) -> str:
        return "[object WeakRef]"

    def __str__(self) -> str:
        return self.toString()

    def toJSON(self, *_: Any) -> dict:
        return {}


def make_weak_map(iterable: Any = undefined, *_: Any) -> JSWeakMap:
    result = JSWeakMap()
    for entry in _items_of(iterable):
        result.set(operations.get_member(entry, 0), operations.get_member(entry, 1))
    return result


def make_weak_set(iterable: Any = undefined, *_: Any) -> JSWeakSet:
    result = JSWeakSet()
    for item in _items_of(iterable):
        result.add(item)
    return result


def make_weak_ref(target: Any = undefined, *_: Any) -> JSWeakRef:
    return JSWeakRef(target)
