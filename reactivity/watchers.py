"""`watch` and `watch_effect`: run callbacks when reactive state changes."""

from __future__ import annotations

import inspect
import math
from typing import Any, Callable

from .core import ReactiveEffect, has_changed
from .proxies import KEYS, ReactiveList, ReactiveObject, ReactiveProxy, ReactiveSet, is_reactive, is_shallow
from .refs import is_ref
from .scheduler import current_queue

_INITIAL: Any = object()
_FLUSHES = ("pre", "post", "sync")


class WatchHandle:
    """Returned by `watch()`/`watch_effect()`: call it (or `.stop()`) to stop watching."""

    __slots__ = ("effect", "_cleanups", "__weakref__")
    __reactive_skip__ = True

    def __init__(self) -> None:
        self.effect: ReactiveEffect | None = None
        self._cleanups: list[Callable[[], Any]] = []

    def on_cleanup(self, fn: Callable[[], Any]) -> None:
        """Register `fn` to run before the next callback run and when stopped."""
        self._cleanups.append(fn)

    def _run_cleanups(self) -> None:
        cleanups, self._cleanups = self._cleanups, []
        for cleanup in cleanups:
            cleanup()

    def stop(self) -> None:
        if self.effect is not None:
            self.effect.stop()

    __call__ = stop

    @property
    def active(self) -> bool:
        return self.effect is not None and self.effect.active


def traverse(value: Any, depth: float = math.inf, seen: set[int] | None = None) -> Any:
    """Read everything reachable from `value` (so a running effect tracks all of it)."""
    if depth <= 0:
        return value
    if is_ref(value):
        traverse(value.value, depth, seen)
        return value
    if not isinstance(value, ReactiveProxy):
        return value
    if seen is None:
        seen = set()
    if id(value) in seen:
        return value
    seen.add(id(value))
    depth -= 1
    if isinstance(value, (ReactiveList, ReactiveSet)):
        items: Any = list(value)
    elif isinstance(value, ReactiveObject):
        raw = value._p_raw
        value._p_track_all(KEYS)
        items = [getattr(value, name) for name in list(getattr(raw, "__dict__", ()))]
    else:
        items = list(value.values())
    for item in items:
        traverse(item, depth, seen)
    return value


def _accepts_argument(fn: Callable[..., Any], count: int) -> int:
    """How many of `count` positional arguments `fn` accepts."""
    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return count
    accepted = 0
    for parameter in parameters:
        if parameter.kind == parameter.VAR_POSITIONAL:
            return count
        if parameter.kind in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            accepted += 1
    return min(accepted, count)


def _scheduler(job: Callable[[], Any], flush: str) -> Callable[[], Any]:
    if flush not in _FLUSHES:
        raise ValueError(f"flush must be one of {_FLUSHES}, not {flush!r}")
    if flush == "sync":
        return job
    queue = current_queue()  # the queue of the app that creates the watcher, for good
    return lambda: queue.queue_job(job, flush=flush)


def _getter_of(source: Any, deep: bool | int | None) -> tuple[Callable[[], Any], bool]:
    """(getter, force): how to read a watch source; `force` fires the callback on every
    trigger even when the value is the same object (reactive sources, shallow refs)."""
    if is_ref(source):
        return (lambda: source.value), is_shallow(source)
    if is_reactive(source):
        levels = math.inf if deep is None or deep is True else 1 if deep is False else deep
        return (lambda: traverse(source, levels)), True
    if isinstance(source, (list, tuple)):
        parts = [item if callable(item) and not is_ref(item) and not is_reactive(item) else _getter_of(item, deep)[0] for item in source]
        force = any(is_reactive(item) or (is_ref(item) and is_shallow(item)) for item in source)
        return (lambda: [part() for part in parts]), force
    if callable(source):
        return source, False
    raise TypeError(f"watch() source must be a ref, a reactive object, a getter or a list of them, not {type(source).__name__}")


def watch(
    source: Any,
    callback: Callable[..., Any],
    *,
    immediate: bool = False,
    deep: bool | int | None = None,
    once: bool = False,
    flush: str = "pre",
) -> WatchHandle:
    """Call `callback(new, old, on_cleanup)` when `source` changes. `source` is a ref,
    a reactive object (watched deeply), a getter, or a list of those. `flush` is
    'pre'/'post' (queued; run by `flush()`/`next_tick()`) or 'sync' (at once)."""
    getter, force = _getter_of(source, deep)
    if deep and not is_reactive(source):
        base, levels = getter, (math.inf if deep is True else deep)
        getter = lambda: traverse(base(), levels)  # noqa: E731
    handle = WatchHandle()
    accepted = _accepts_argument(callback, 3)
    state = {"old": _INITIAL}

    def job() -> None:
        effect = handle.effect
        if not effect.active or not effect.dirty:  # type: ignore[union-attr]
            return
        new = effect.run()  # type: ignore[union-attr]
        old = state["old"]
        if deep or force or old is _INITIAL or _changed(old, new):
            handle._run_cleanups()
            state["old"] = new
            args = (new, None if old is _INITIAL else old, handle.on_cleanup)[:accepted]
            try:
                callback(*args)
            except BaseException as exc:
                exc.add_note(f"raised in watch callback {getattr(callback, '__qualname__', callback)!r}")
                raise
            finally:
                if once:
                    handle.stop()

    effect = ReactiveEffect(getter, _scheduler(job, flush), name=f"watch({getattr(callback, '__qualname__', callback)})")
    effect.on_stop = handle._run_cleanups
    handle.effect = effect
    if immediate:
        job()
    else:
        state["old"] = effect.run()
    return handle


def _changed(old: Any, new: Any) -> bool:
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return any(map(has_changed, old, new))
    return has_changed(old, new)


def watch_effect(fn: Callable[..., Any], *, flush: str = "pre") -> WatchHandle:
    """Run `fn` at once (given `on_cleanup` if it takes an argument) and again after
    anything it read changed, at the chosen flush."""
    handle = WatchHandle()
    wants_cleanup = _accepts_argument(fn, 1) == 1

    def getter() -> Any:
        handle._run_cleanups()
        return fn(handle.on_cleanup) if wants_cleanup else fn()

    def job() -> None:
        effect = handle.effect
        if effect.active and effect.dirty:  # type: ignore[union-attr]
            effect.run()  # type: ignore[union-attr]

    effect = ReactiveEffect(getter, _scheduler(job, flush), name=f"watch_effect({getattr(fn, '__qualname__', fn)})")
    effect.on_stop = handle._run_cleanups
    handle.effect = effect
    effect.run()
    return handle


def watch_sync_effect(fn: Callable[..., Any]) -> WatchHandle:
    return watch_effect(fn, flush="sync")


def watch_post_effect(fn: Callable[..., Any]) -> WatchHandle:
    return watch_effect(fn, flush="post")
