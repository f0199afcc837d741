"""The scheduler: effects queued and flushed together, as petite-vue's scheduler.ts.

A binding's effect does not re-run when its data changes; its job is queued instead.
`flush()` runs the queued jobs, each once, in creation order (parents before the
blocks they created), including jobs queued while flushing, then the `next_tick`
callbacks, then the flush listeners (apps taking their patch ops). Inside a running
asyncio loop a flush is scheduled automatically (`loop.call_soon`); tests and
synchronous code call `flush()` directly.
"""

from __future__ import annotations

import asyncio
import gc
import heapq
import itertools
from collections.abc import Awaitable, Callable
from typing import Any

from petite import reactivity

RECURSION_LIMIT = 100
_job_ids = itertools.count(1)
_heap: list[tuple[int, Any]] = []
_queued: set[int] = set()
_ticks: list[Callable[[], Any]] = []
_listeners: list[Callable[[], Any]] = []
_flushing = False
_scheduled = False


class Job:
    """A callable queued by id; the id (creation order) decides the run order."""

    __slots__ = ("id", "fn", "active")

    def __init__(self, fn: Callable[[], Any]) -> None:
        self.id = next(_job_ids)
        self.fn = fn
        self.active = True

    def __call__(self) -> Any:
        if self.active:
            return self.fn()
        return None


def new_job_id() -> int:
    return next(_job_ids)


def queue_job(job: Any, job_id: int | None = None) -> None:
    """Queue `job` (a callable with an `id`, or give `job_id`) for the next flush."""
    jid = job_id if job_id is not None else job.id
    if jid in _queued:
        return
    _queued.add(jid)
    heapq.heappush(_heap, (jid, job))
    _schedule()


def next_tick(fn: Callable[[], Any] | None = None) -> Awaitable[None] | None:
    """Run `fn` after the next flush. Inside an asyncio loop, returns an awaitable
    that resolves after that flush (`await next_tick()`)."""
    future = None
    loop = _running_loop()
    if loop is not None:
        future = loop.create_future()

        def done() -> None:
            if not future.done():
                future.set_result(None)

        if fn is not None:
            _ticks.append(fn)
        _ticks.append(done)
    elif fn is not None:
        _ticks.append(fn)
    _schedule(force=True)
    return future


def on_flush(listener: Callable[[], Any]) -> Callable[[], None]:
    """Call `listener()` at the end of every flush; returns an unsubscribe function."""
    _listeners.append(listener)

    def off() -> None:
        if listener in _listeners:
            _listeners.remove(listener)

    return off


def pending() -> bool:
    """True when jobs or next-tick callbacks wait for a flush."""
    return bool(_heap or _ticks)


def flush() -> None:
    """Run every queued job (in creation order), then the next-tick callbacks."""
    global _flushing, _scheduled
    if _flushing:
        return
    _flushing = True
    _scheduled = False
    errors: list[BaseException] = []
    # A flush allocates many small objects (blocks, effects, nodes) that live on:
    # the cyclic collector would rescan them over and over; it runs after the flush.
    collecting = gc.isenabled()
    gc.disable()
    runs: dict[int, int] = {}
    try:
        for _ in range(100):  # next-tick callbacks may queue more work
            while _heap:
                jid, job = heapq.heappop(_heap)
                _queued.discard(jid)
                runs[jid] = count = runs.get(jid, 0) + 1
                if count > RECURSION_LIMIT:
                    errors.append(RecursionError(
                        f"an effect re-queued itself {RECURSION_LIMIT} times in one flush "
                        "(does it change what it reads, or do two effects feed each other?)"
                    ))
                    continue
                _run(job, errors)
            if reactivity.has_pending_jobs():  # watchers of the reactivity package
                _run(reactivity.flush, errors)
                continue
            if not _ticks:
                break
            ticks = _ticks[:]
            del _ticks[:]
            for fn in ticks:
                _run(fn, errors)
            if not _heap and not _ticks and not reactivity.has_pending_jobs():
                break
    finally:
        _flushing = False
        if collecting:
            gc.enable()
        for listener in list(_listeners):
            _run(listener, errors)
    if errors:
        raise errors[0]


def _run(fn: Callable[[], Any], errors: list[BaseException]) -> None:
    """Run one job; an error is kept for the end of the flush, the others still run."""
    try:
        fn()
    except Exception as exc:  # noqa: BLE001 - re-raised by flush()
        errors.append(exc)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _schedule(force: bool = False) -> None:
    global _scheduled
    if _scheduled or _flushing:
        return
    loop = _running_loop()
    if loop is not None:
        _scheduled = True
        loop.call_soon(flush)
