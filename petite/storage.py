"""`localStorage` and `sessionStorage` in expressions: the page's Web Storage, one pair
per app (`page_globals`), never process-wide.

Each starts empty, as in a browser on a first visit, and lives as long as its app: a
test's mounted page, a render, a live page's session (kept across reconnects, gone with
the session; the server cannot read the browser's own storage before a handler runs).
So a page that loads its state with `JSON.parse(localStorage.getItem(key) || '[]')`
starts from its defaults and one that saves with `setItem` reads its own writes back.

As Chromium's `Storage`: keys and values are strings (`setItem('n', 1)` stores "1");
`getItem` of a missing key is null; stored items are also properties (`localStorage.theme`,
`localStorage.theme = 'dark'`, `delete localStorage.theme`, `'theme' in localStorage`,
`Object.keys`, `JSON.stringify`) except where `Storage.prototype` or `Object.prototype`
has the name (`length`, `getItem`, `toString` ...); a missing argument is a TypeError;
keys and values together hold at most 5 Mi UTF-16 code units per storage (Chromium's
quota; here each item also counts `ITEM_UNITS`, its cost in server memory), beyond which
`setItem` throws a QuotaExceededError and stores nothing. Keys are
listed in the order they were first set (Chromium lists them in its hash table's order).
Storage is not reactive, as in petite-vue.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

from .expr import utf16
from .expr.budget import tick
from .expr.errors import ExpressionError
from .expr.functions import BoundMethod, Sealed
from .expr.dom_interfaces import interfaces_of
from .expr.method_tables import OBJECT_METHODS
from .expr.values import to_js_string, to_uint32, undefined

QUOTA = 5 * 1024 * 1024  # UTF-16 code units of keys and values, per storage (Chromium's)
# what each item counts besides its key and value: its cost in server memory (about 110
# bytes of Python objects), so the quota bounds memory too (at most 81,920 items, where
# Chromium takes some 760,000 empty ones)
ITEM_UNITS = 64
STORAGE_COST = 20  # steps an operation costs, besides one per 100 code units it stores


def _required(method: str, args: tuple[Any, ...], count: int) -> None:
    if len(args) < count:
        plural = "argument" if count == 1 else "arguments"
        raise ExpressionError(f"Failed to execute '{method}' on 'Storage': {count} {plural} required, "
                              f"but only {len(args)} present.")


def _get_item(storage: StorageView, *args: Any) -> Any:
    _required("getItem", args, 1)
    tick(STORAGE_COST)
    return storage.items.get(to_js_string(args[0]))


def _set_item(storage: StorageView, *args: Any) -> Any:
    _required("setItem", args, 2)
    storage.store(to_js_string(args[0]), to_js_string(args[1]), "execute 'setItem' on")
    return undefined


def _remove_item(storage: StorageView, *args: Any) -> Any:
    _required("removeItem", args, 1)
    tick(STORAGE_COST)
    storage.remove(to_js_string(args[0]))
    return undefined


def _clear(storage: StorageView, *_: Any) -> Any:
    tick(STORAGE_COST)
    storage.items.clear()
    object.__setattr__(storage, "used", 0)
    return undefined


def _key(storage: StorageView, *args: Any) -> Any:
    """`key(n)`: the n-th key, null past the end (n as a WebIDL unsigned long)."""
    _required("key", args, 1)
    tick(STORAGE_COST)
    index = to_uint32(args[0])
    if index >= len(storage.items):
        return None
    tick(index)  # (the keys are walked to the n-th)
    return next(itertools.islice(storage.items, index, None))


def _on_prototype(name: str) -> bool:
    """Is `name` a member of Storage.prototype or Object.prototype (which a stored item
    of that name does not shadow)?"""
    return name in StorageView.PROTOTYPE_NAMES or name in OBJECT_METHODS


class StorageView(Sealed):
    """`localStorage` or `sessionStorage` of one app (see the module's docstring)."""

    __slots__ = ("items", "used")
    __reactive_skip__ = True
    __js_object__ = True
    METHODS = {"getItem": _get_item, "setItem": _set_item, "removeItem": _remove_item, "clear": _clear,
               "key": _key}
    # names a stored item never shadows: Storage.prototype's and Object.prototype's
    PROTOTYPE_NAMES = frozenset(METHODS) | {"length", "constructor", "__proto__"}

    def __init__(self) -> None:
        object.__setattr__(self, "items", {})  # key -> value, both str, in the order first set
        object.__setattr__(self, "used", 0)  # UTF-16 code units of keys and values

    def __repr__(self) -> str:
        return "[object Storage]"

    def __js_string__(self) -> str:
        return "[object Storage]"

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of("Storage")

    def __js_fields__(self) -> dict[str, Any]:
        """Its items as own properties (`for…in`, spread, `Object.keys`, JSON): a copy,
        charged per item (a loop of them over 80,000 items ran for minutes)."""
        tick(len(self.items))
        return dict(self.items)

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            key = to_js_string(key)
        method = self.METHODS.get(key)
        if method is not None:
            return BoundMethod(method, self, key)
        if key == "length":
            return len(self.items)
        if _on_prototype(key):
            return undefined  # (the prototype's: Object.prototype's members are found after this)
        return self.items.get(key, undefined)

    def __js_set__(self, key: Any, value: Any) -> None:
        """`storage.key = value` stores an item, whatever the name (WebIDL's named setter)."""
        name = key if type(key) is str else to_js_string(key)
        self.store(name, to_js_string(value), f"set a named property '{name}' on")

    def __js_has_own__(self, key: Any) -> bool:
        return key in self.items

    def __js_has__(self, key: Any) -> bool:
        return type(key) is str and (key in self.items or _on_prototype(key))

    def __js_delete__(self, key: Any) -> bool:
        if type(key) is str and not _on_prototype(key):
            self.remove(key)
        return True

    def store(self, key: str, value: str, doing: str) -> None:
        """Set an item, within the quota (else a QuotaExceededError, nothing stored);
        `doing` names the operation in the error, as Chromium's message does."""
        tick(STORAGE_COST + (len(key) + len(value)) // 100)
        old = self.items.get(key)
        used = self.used + utf16.length(value) + (
            utf16.length(key) + ITEM_UNITS if old is None else -utf16.length(old))
        if used > QUOTA:
            raise ExpressionError(f"Failed to {doing} 'Storage': Setting the value of '{key}' "
                                  "exceeded the quota.", kind="QuotaExceededError")
        self.items[key] = value
        object.__setattr__(self, "used", used)

    def fill(self, items: Mapping[str, str]) -> None:
        """Store `items` (strings, within the quota) before the page runs."""
        if not isinstance(items, Mapping):
            raise TypeError(f"storage items are a mapping of str to str, not {type(items).__name__}")
        for key, value in items.items():
            if type(key) is not str or type(value) is not str:
                raise TypeError(f"storage keys and values are str: {key!r}: {value!r}")
            try:
                self.store(key, value, "execute 'setItem' on")
            except ExpressionError as error:
                raise ValueError(error.message) from None

    def remove(self, key: str) -> None:
        old = self.items.pop(key, None)
        if old is not None:
            object.__setattr__(self, "used", self.used - utf16.length(key) - utf16.length(old) - ITEM_UNITS)


def page_storages() -> dict[str, StorageView]:
    """An app's `localStorage` and `sessionStorage`, both empty."""
    return {"localStorage": StorageView(), "sessionStorage": StorageView()}
