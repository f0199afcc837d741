"""A job queue for effects that do not re-run synchronously.

`queue_job(job)` queues a callable once; `flush()` runs the queue synchronously
(pre jobs, then jobs, then post jobs, including ones queued while flushing);
`next_tick()` flushes on the running asyncio loop (or at once without one).
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Generator

RECURSION_LIMIT = 100

_pre: dict[Callable[[], Any], None] = {}
_jobs: dict[Callable[[], Any], None] = {}
_post: dict[Callable[[], Any], None] = {}
_flushing = False
_scheduled_loop: asyncio.AbstractEventLoop | None = None
_waiters: list[asyncio.Future] = []


class SchedulerError(RuntimeError):
    """A job kept re-queueing itself (probably an effect that changes its own input)."""


def queue_job(job: Callable[[], Any], *, flush: str = "default") -> None:
    """Queue `job` to run at the next flush (once, however often it is queued).
    `flush='pre'` jobs run before the others, `flush='post'` after them."""
    queue = _pre if flush == "pre" else _post if flush == "post" else _jobs
    if job not in queue:
        queue[job] = None
        _schedule()


def queue_post_job(job: Callable[[], Any]) -> None:
    queue_job(job, flush="post")


def has_pending_jobs() -> bool:
    return bool(_pre or _jobs or _post)


def _schedule() -> None:
    global _scheduled_loop
    if _flushing:
        return
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return  # no loop: the caller flushes (flush() or next_tick())
    if _scheduled_loop is not loop:  # (a flush scheduled on a loop that ended is forgotten)
        _scheduled_loop = loop
        loop.call_soon(_flush_on_loop)


def _flush_on_loop() -> None:
    global _scheduled_loop
    _scheduled_loop = None
    waiters = _waiters[:]
    del _waiters[:]
    try:
        flush()
    except BaseException as exc:
        for waiter in waiters:
            if not waiter.done():
                waiter.set_exception(exc)
        if not waiters:
            raise
        return
    for waiter in waiters:
        if not waiter.done():
            waiter.set_result(None)


def _next_job() -> Callable[[], Any] | None:
    for queue in (_pre, _jobs, _post):
        if queue:
            job = next(iter(queue))
            del queue[job]
            return job
    return None


def flush() -> None:
    """Run every queued job now, in order, until the queues are empty. A job that runs
    more than RECURSION_LIMIT times in one flush raises SchedulerError. If a job raises,
    the rest still run and the first error is raised at the end."""
    global _flushing
    if _flushing:
        return
    _flushing = True
    counts: dict[Any, int] = {}
    error: BaseException | None = None
    try:
        while True:
            job = _next_job()
            if job is None:
                break
            count = counts.get(job, 0) + 1
            counts[job] = count
            if count > RECURSION_LIMIT:
                _pre.clear()
                _jobs.clear()
                _post.clear()
                raise SchedulerError(
                    f"maximum recursive updates exceeded: {getattr(job, '__qualname__', job)!r} was queued again "
                    f"{RECURSION_LIMIT} times in one flush; an effect probably changes state it depends on"
                )
            try:
                job()
            except Exception as exc:
                if error is None:
                    error = exc
    finally:
        _flushing = False
    if error is not None:
        raise error


class _Done:
    """The awaitable `next_tick()` returns when there is no running loop."""

    __slots__ = ("result",)

    def __init__(self, result: Any) -> None:
        self.result = result

    def __await__(self) -> Generator[Any, None, Any]:
        return self.result
        yield  # pragma: no cover


def next_tick(fn: Callable[[], Any] | None = None) -> Any:
    """After the pending jobs ran, call `fn`. Inside a running asyncio loop this returns
    an awaitable resolving (to `fn()`'s result) after the flush scheduled on the loop;
    without a loop it flushes at once and returns an already-finished awaitable."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        flush()
        return _Done(fn() if fn is not None else None)
    waiter = loop.create_future()
    _waiters.append(waiter)
    global _scheduled_loop
    if _flushing or _scheduled_loop is not loop:
        _scheduled_loop = loop
        loop.call_soon(_flush_on_loop)
    if fn is None:
        return waiter

    async def after() -> Any:
        await waiter
        return fn()

    return loop.create_task(after())
