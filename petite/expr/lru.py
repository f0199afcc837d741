"""Bounded least-recently-used caches.

Every cache whose keys can come from template text or data (compiled expressions,
regular expressions, selectors, component templates, delimiter variants) is an ``LRU``:
bounded in entries and in the total size of its keys, so no input grows memory without
bound; an evicted entry is simply rebuilt. Thread-safe: a lock guards each change.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

V = TypeVar("V")
MISSING = object()


def key_size(key: Any) -> int:
    """The size charged for a key: its string lengths (1 for anything else)."""
    if type(key) is str:
        return len(key)
    if type(key) is tuple:
        return sum(key_size(part) for part in key)
    return 1


class LRU(Generic[V]):
    """At most ``entries`` values, whose keys add up to at most ``size`` characters."""

    __slots__ = ("entries", "size", "used", "data", "lock")

    def __init__(self, entries: int, size: int = 1_000_000) -> None:
        self.entries = entries
        self.size = size
        self.used = 0
        self.data: OrderedDict[Hashable, tuple[V, int]] = OrderedDict()
        self.lock = threading.Lock()

    def __len__(self) -> int:
        return len(self.data)

    def get(self, key: Hashable, default: Any = None) -> Any:
        with self.lock:
            found = self.data.get(key, MISSING)
            if found is MISSING:
                return default
            self.data.move_to_end(key)
            return found[0]  # type: ignore[index]

    def put(self, key: Hashable, value: V) -> V:
        weight = key_size(key)
        if weight > self.size:
            return value  # too big to keep: built again when asked again
        with self.lock:
            old = self.data.pop(key, None)
            if old is not None:
                self.used -= old[1]
            self.data[key] = (value, weight)
            self.used += weight
            while len(self.data) > self.entries or self.used > self.size:
                _, (_, dropped) = self.data.popitem(last=False)
                self.used -= dropped
        return value

    def get_or_make(self, key: Hashable, make: Callable[[], V]) -> V:
        """The cached value for ``key``, else ``make()`` (cached unless it raises)."""
        found = self.get(key, MISSING)
        if found is not MISSING:
            return found
        return self.put(key, make())

    def clear(self) -> None:
        with self.lock:
            self.data.clear()
            self.used = 0


def bounded_cache(
    entries: int, max_key: int, long_entries: int = 0, long_size: int = 0
) -> Callable[[Callable[..., V]], Callable[..., V]]:
    """Decorator for a process-wide compile cache of a function of text (its first
    argument; the others are short: flags, a kind) with ``functools.lru_cache`` (fast):
    at most ``entries`` results, and only for texts of at most ``max_key`` characters,
    so it holds at most ``entries * max_key`` characters of keys whatever the input.
    Longer texts are kept in an ``LRU`` of ``long_entries`` results whose texts add up to
    at most ``long_size`` characters (without one, or past that size, they are computed
    each time): a big expression is compiled once, not at every use."""

    def decorate(fn: Callable[..., V]) -> Callable[..., V]:
        cached = functools.lru_cache(maxsize=entries)(fn)
        long: LRU[V] | None = LRU(long_entries, long_size) if long_entries else None

        @functools.wraps(fn)
        def call(text: str, *args: Any, **kwargs: Any) -> V:
            if len(text) <= max_key:
                return cached(text, *args, **kwargs)
            if long is None:
                return fn(text, *args, **kwargs)
            return long.get_or_make((text, args, tuple(kwargs.items())), lambda: fn(text, *args, **kwargs))

        def cache_clear() -> None:
            cached.cache_clear()
            if long is not None:
                long.clear()

        call.cache_clear = cache_clear  # type: ignore[attr-defined]
        return call

    return decorate
