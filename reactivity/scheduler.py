"""A job queue for effects that do not re-run synchronously.

`queue_job(job)` queues a callable once; `flush()` runs the queue synchronously
(pre jobs, then jobs, then post jobs, including ones queued while flushing);
`next_tick()` flushes on the running asyncio loop (or at once without one).

The queue is a `JobQueue` object, chosen through a context variable: code that runs
many independent apps in one process (one per browser session, say) gives each its
own queue (`use_queue`), and a watcher keeps the queue that was current when it was
created, so its jobs never run inside another app's flush.
"""

from __future__ import annotations

import asyncio
import contextvars
import threading
from typing import Any, Callable, Generator

RECURSION_LIMIT = 100


class SchedulerError(RuntimeError):
    """A job kept re-queueing itself (probably an effect that changes its own input)."""


class JobQueue:
    """Queued jobs in three flush orders; `wake`, when given, is called instead of
    scheduling a flush on the running loop (an owner that flushes the queue itself)."""

    def __init__(self, wake: Callable[[], Any] | None = None) -> None:
        self.pre: dict[Callable[[], Any], None] = {}
        self.jobs: dict[Callable[[], Any], None] = {}
        self.post: dict[Callable[[], Any], None] = {}
        self.flushing = False
        self.wake = wake
        self._scheduled_loop: asyncio.AbstractEventLoop | None = None
        self._waiters: list[asyncio.Future] = []

    def queue_job(self, job: Callable[[], Any], *, flush: str = "default") -> None:
        queue = self.pre if flush == "pre" else self.post if flush == "post" else self.jobs
        if job not in queue:
            queue[job] = None
            self._schedule()

    def has_pending_jobs(self) -> bool:
        return bool(self.pre or self.jobs or self.post)

    def clear(self) -> None:
        self.pre.clear()
        self.jobs.clear()
        self.post.clear()

    def _schedule(self) -> None:
        if self.flushing:
            return
        if self.wake is not None:
            self.wake()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no loop: the caller flushes (flush() or next_tick())
        if self._scheduled_loop is not loop:  # (a flush scheduled on a loop that ended is forgotten)
            self._scheduled_loop = loop
            loop.call_soon(self._flush_on_loop)

    def _flush_on_loop(self) -> None:
        self._scheduled_loop = None
        waiters = self._waiters[:]
        del self._waiters[:]
        try:
            self.flush()
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

    def _next_job(self) -> Callable[[], Any] | None:
        for queue in (self.pre, self.jobs, self.post):
            if queue:
                job = next(iter(queue))
                del queue[job]
                return job
        return None

    def flush(self) -> None:
        """Run every queued job now, in order, until the queues are empty. A job that runs
        more than RECURSION_LIMIT times in one flush raises SchedulerError. If a job raises,
        the rest still run and the first error is raised at the end."""
        if self.flushing:
            return
        self.flushing = True
        counts: dict[Any, int] = {}
        error: BaseException | None = None
        try:
            while True:
                job = self._next_job()
                if job is None:
                    break
                count = counts.get(job, 0) + 1
                counts[job] = count
                if count > RECURSION_LIMIT:
                    self.clear()
                    raise SchedulerError(
                        f"maximum recursive updates exceeded: {getattr(job, '__qualname__', job)!r} was queued "
                        f"again {RECURSION_LIMIT} times in one flush; an effect probably changes state it depends on"
                    )
                try:
                    job()
                except Exception as exc:
                    if error is None:
                        error = exc
        finally:
            self.flushing = False
        if error is not None:
            raise error

    def next_tick(self, fn: Callable[[], Any] | None = None) -> Any:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self.flush()
            return _Done(fn() if fn is not None else None)
        waiter = loop.create_future()
        self._waiters.append(waiter)
        if self.flushing or self._scheduled_loop is not loop:
            self._scheduled_loop = loop
            loop.call_soon(self._flush_on_loop)
        if fn is None:
            return waiter

        async def after() -> Any:
            await waiter
            return fn()

        return loop.create_task(after())


_current: contextvars.ContextVar[JobQueue | None] = contextvars.ContextVar("petite_reactivity_queue", default=None)
_thread = threading.local()  # plain use: each thread has its queue, as each JavaScript realm


def current_queue() -> JobQueue:
    """The job queue of the running context (an app's own, set with `use_queue`), else
    this thread's: two threads never run each other's jobs."""
    queue = _current.get()
    if queue is None:
        queue = getattr(_thread, "queue", None)
        if queue is None:
            queue = _thread.queue = JobQueue()
    return queue


def use_queue(queue: JobQueue) -> contextvars.Token:
    """Make `queue` the current one in this context (returns a token for `reset_queue`)."""
    return _current.set(queue)


def reset_queue(token: contextvars.Token) -> None:
    _current.reset(token)


def queue_job(job: Callable[[], Any], *, flush: str = "default") -> None:
    """Queue `job` to run at the next flush (once, however often it is queued).
    `flush='pre'` jobs run before the others, `flush='post'` after them."""
    current_queue().queue_job(job, flush=flush)


def queue_post_job(job: Callable[[], Any]) -> None:
    queue_job(job, flush="post")


def has_pending_jobs() -> bool:
    return current_queue().has_pending_jobs()


def flush() -> None:
    """Run the current queue's jobs now (see `JobQueue.flush`)."""
    current_queue().flush()


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
    return current_queue().next_tick(fn)
