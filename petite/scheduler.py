"""The scheduler: effects queued and flushed together, as petite-vue's scheduler.ts.

A binding's effect does not re-run when its data changes; its job is queued instead.
`flush()` runs the queued jobs in the order they were queued (the order their data
changed), including jobs queued while flushing, then the `next_tick` callbacks, then
the flush listeners (apps taking their patch ops). As in petite-vue's scheduler, a job
runs at most once per pass over the queue: a job queued again after it ran in this pass
is not run again (petite-vue's `queue.includes(job)`), so effects feeding each other
stop instead of looping; a pass ends when the queue is done. A binding may so run before
the loop that removes its row in the same pass (on data the loop will drop: petite-vue
stops its scheduler on that error); its error is dropped once its block is gone. Microtasks (promise reactions,
`async` functions resuming: `petite.expr.promises`) queued before the first job made a
flush due run first, as a browser runs them before petite-vue's flush (itself a promise
reaction); those queued after it, and whatever they queue, run after the pass, and again
whenever jobs queued more. `next_tick` callbacks registered while no flush is due are
such early ones too (petite-vue's `nextTick` is `Promise.resolve().then(fn)`). Inside a running
asyncio loop a flush is scheduled automatically (`loop.call_soon`); tests and
synchronous code call `flush()` directly.

The queue is a `Scheduler` object chosen through a context variable. Plain use
(`render`, `petite.testing`, scripts) shares one per thread (as the pages of one browser
tab share its event loop; a web server's threads never run each other's jobs or
microtasks). A live session gets its
own with `Scheduler.isolated()`: a `contextvars.Context` in which that scheduler, its
own watcher queue and reactive state (`petite.reactivity`) and its own node-id counter
are current. Every effect keeps the scheduler it was created under, so a change made by
one session to a shared store queues the other sessions' effects on their own
schedulers, and each flushes later in its own context: one session's work never runs inside another's.
"""

from __future__ import annotations

import asyncio
import contextvars
import itertools
import threading
import weakref
from collections import deque
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any

from petite.checkpoints import checkpoint
from petite.expr import host
from petite.expr.budget import CALL_COST, evaluation, stack_limit, tick
from petite.expr.timers import Timers
from petite.reactivity import context as reactive_context
from petite.reactivity import scheduler as watcher_queue
from .node_ids import use_node_ids


class Scheduler:
    """One queue of jobs, next-tick callbacks and flush listeners."""

    def __init__(self, watchers: watcher_queue.JobQueue | None = None) -> None:
        self._job_ids = itertools.count(1)
        self._queue: list[tuple[int, Any]] = []  # (job id, job) in the order queued
        self._queued: set[Any] = set()  # job keys in the queue this pass, run or not
        self._ran: set[Any] = set()  # job keys this pass ran
        self._cancelled: set[Any] = set()
        self._ticks: list[Callable[[], Any]] = []
        self._early: list[Callable[[], Any]] = []  # next-tick callbacks due before the jobs
        # how many microtasks were queued when the first job made a flush due: petite-vue's
        # flush is itself a promise reaction, so only those run before its jobs
        self._due_at: int | None = None
        self._listeners: list[Callable[[], Any]] = []
        self._microtasks: deque[Callable[[], Any]] = deque()
        self._checkpoint: list[Callable[[], Any]] = []
        self._flushing = False
        self._scheduled = False
        #: the watcher queue (petite.reactivity) this scheduler drains at each flush
        self.watchers = watchers if watchers is not None else watcher_queue.JobQueue(wake=self._schedule)
        #: the context its work runs in (None: whatever context is running)
        self.context: contextvars.Context | None = None
        #: called instead of scheduling a flush on the running loop (an owner that runs
        #: the flush itself, from any thread: `petite.live`)
        self.wake: Callable[[], Any] | None = None
        #: its `setTimeout`/`setInterval` queue (`petite.expr.timers`)
        self.timers = Timers(self)
        #: errors listeners reported during a `reporting()` block (None: outside one)
        self.reported: list[Exception] | None = None
        #: what directives work out once for many copies of a template (the rows of a
        #: list) from values that stand still meanwhile; emptied when a flush ends
        self.memo: dict[Any, Any] = {}

    @classmethod
    def isolated(cls) -> Scheduler:
        """A scheduler with a context of its own (see the module docstring)."""
        scheduler = cls()
        context = contextvars.Context()

        def enter() -> None:
            _current.set(scheduler)
            reactive_context.use_new_context()
            watcher_queue.use_queue(scheduler.watchers)
            use_node_ids(itertools.count(1))

        context.run(enter)
        scheduler.context = context
        return scheduler

    def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Call `fn(*args)` in this scheduler's context (at once when already in it)."""
        if self.context is None or current() is self:
            return fn(*args)
        return self.context.run(fn, *args)

    @contextmanager
    def reporting(self) -> Iterator[None]:
        """Collect the errors listeners report while the block runs (the DOM's "report
        the exception": `petite.dom.events.report_exception`), then raise the first: the
        other listeners ran and the event's default actions happened meanwhile."""
        outer, self.reported = self.reported, []
        try:
            yield
        finally:
            reported, self.reported = self.reported, outer
        if reported:
            raise reported[0]

    def new_job_id(self) -> int:
        return next(self._job_ids)

    def queue_job(self, job: Any, job_id: Any = None) -> bool:
        """Queue `job` (a callable with an `id`, or give `job_id`: a `new_job_id()`, or
        an object that stands for the job, such as the effect whose job it is) for the
        next flush; a job whose key is queued already is not queued again (also when it
        already ran in this pass, as in petite-vue: `ran`). Whether it was queued."""
        jid = job_id if job_id is not None else job.id
        if jid in self._queued:
            return False
        self._queued.add(jid)
        self._queue.append((jid, job))
        if self._due_at is None and not self._flushing:
            self._due_at = len(self._microtasks)
        self._schedule()
        return True

    def ran(self, job_id: Any) -> bool:
        """Did the pass running now run the job of this key already?"""
        return job_id in self._ran

    def queue_once(self, fn: Callable[[], Any]) -> QueuedJob:
        """Queue `fn` for the next flush; `.stop()` on the result takes it back (a
        `v-once` binding whose block is torn down, or whose mount failed, never runs)."""
        job_id = self.new_job_id()
        self.queue_job(fn, job_id)
        return QueuedJob(self, job_id)

    def cancel(self, job_id: int) -> None:
        """Take a queued job back (its queue entry is skipped when it comes up)."""
        if job_id in self._queued:
            self._cancelled.add(job_id)

    def next_tick(self, fn: Callable[[], Any] | None = None) -> Awaitable[None] | None:
        """Run `fn` after the next flush. Inside an asyncio loop, returns an awaitable
        that resolves after that flush (`await next_tick()`).

        As petite-vue's (and Vue's) `nextTick`, a promise reaction: while no job waits
        and no flush runs, no flush is due yet, so `fn` runs first, before the jobs that
        changes made after this call queue (`$nextTick(f); n++`: `f` sees the old DOM)."""
        ticks = self._ticks if self._flushing or self._queue else self._early
        future = None
        loop = _running_loop()
        if loop is not None:
            future = loop.create_future()

            def done() -> None:
                if not future.done():
                    future.set_result(None)

            if fn is not None:
                ticks.append(fn)
            ticks.append(done)
        elif fn is not None:
            ticks.append(fn)
        self._schedule()
        return future

    def on_flush(self, listener: Callable[[], Any], weak: bool = False) -> Callable[[], None]:
        """Call `listener()` at the end of every flush; returns an unsubscribe function.
        `weak` (a bound method): the scheduler does not keep its object alive, and the
        listener ends with it (an app mounted on a thread's scheduler and dropped without
        `unmount` is freed and no longer called at every flush of that thread)."""
        entry: Any = weakref.WeakMethod(listener) if weak else listener  # type: ignore[arg-type]
        self._listeners.append(entry)

        def off() -> None:
            if entry in self._listeners:
                self._listeners.remove(entry)

        return off

    def pending(self) -> bool:
        """True when jobs, watchers, microtasks or next-tick callbacks wait for a flush."""
        jobs = any(jid not in self._cancelled for jid, _ in self._queue)
        return bool(jobs or self._ticks or self._early or self._microtasks or self.watchers.has_pending_jobs())

    def queue_microtask(self, task: Callable[[], Any]) -> None:
        """Queue `task` to run before the next flush's jobs (a promise reaction)."""
        self._microtasks.append(task)
        self._schedule()

    def microtask_count(self) -> int:
        return len(self._microtasks)

    def drop_microtasks(self, keep: int) -> None:
        """Forget the microtasks queued after the first `keep` (a render that mounts instead)."""
        while len(self._microtasks) > keep:
            self._microtasks.pop()

    def after_microtasks(self, fn: Callable[[], Any]) -> None:
        """Call `fn` once the microtask queue is next empty (unhandled-rejection checks)."""
        self._checkpoint.append(fn)

    def run_microtasks(self, limit: int | None = None) -> None:
        """Run queued microtasks until none remain, as one evaluation: its work budget
        bounds a promise loop (the limit error clears the queue and propagates). With
        `limit`, only the first `limit` queued (those the flush found due before it)."""
        if not self._microtasks and not self._checkpoint:
            return
        tasks = self._microtasks
        try:
            with evaluation():
                if limit is not None:
                    for _ in range(min(limit, len(tasks))):
                        tick(CALL_COST)
                        tasks.popleft()()
                    return
                while tasks or self._checkpoint:
                    while tasks:
                        tick(CALL_COST)  # a microtask costs what a call does
                        tasks.popleft()()
                    checks = self._checkpoint[:]
                    del self._checkpoint[:]
                    for check in checks:
                        check()
        except BaseException:
            tasks.clear()
            del self._checkpoint[:]
            raise

    def _run_pass(self, errors: list[BaseException]) -> None:
        """Run the queue, jobs queued meanwhile included; then its jobs may be queued
        again (what ran leaves the queue even when a job raised past `_run`)."""
        queue, cancelled = self._queue, self._cancelled
        failed: list[tuple[Any, BaseException]] = []
        i = 0
        try:
            while i < len(queue):
                jid, job = queue[i]
                i += 1
                self._ran.add(jid)
                if jid not in cancelled:
                    count = len(errors)
                    _run(job, errors)
                    if len(errors) > count:
                        failed.append((job, errors[-1]))
                    checkpoint()  # between jobs: other sessions may run (petite.live_turns)
        finally:
            del queue[:i]
            if not queue:
                self._queued.clear()
                self._ran.clear()
                cancelled.clear()
        for job, error in failed:
            # A binding that failed before a later job of the pass removed its block
            # (`items.pop(); idx.pop()`: the row's `items[i].name` runs before the loop
            # drops row i) belongs to nothing on the page any more: its error is dropped.
            # (An effect's own `job` runs only while the effect is active; a `v-once`
            # binding's one run is another function, of an effect never started.)
            effect = getattr(job, "__self__", None)
            if effect is not None and job == getattr(effect, "job", None) and effect.active is False:
                errors.remove(error)

    def flush(self) -> None:
        """Run every queued job (in the order queued), then the next-tick callbacks."""
        if self.context is not None and current() is not self:
            self.context.run(self.flush)
            return
        if self._flushing:
            return
        self._flushing = True
        self._scheduled = False
        errors: list[BaseException] = []
        # (the cyclic collector stays on: it is the process's, and other sessions' threads
        # run between this flush's slices; a live server tunes it once: petite.live_turns)
        queue = self._queue
        metered = evaluation()  # the flush is one evaluation: its effects share one budget
        try:
            metered.__enter__()
            for _ in range(100):  # next-tick callbacks may queue more work
                due, self._due_at = self._due_at, None
                # (microtasks queued after a job made the flush due run after its pass)
                _run(self.run_microtasks if due is None else lambda: self.run_microtasks(due), errors)
                if self._early:  # (registered while no flush was due: before its jobs)
                    early, self._early = self._early, []
                    for fn in early:
                        _run(fn, errors)
                self._run_pass(errors)
                if self.watchers.has_pending_jobs():  # watchers of the reactivity package
                    _run(self.watchers.flush, errors)
                    continue
                if self._microtasks:
                    continue
                if not self._ticks:
                    break
                ticks = self._ticks[:]
                del self._ticks[:]
                for fn in ticks:
                    _run(fn, errors)
                if not queue and not self._ticks and not self._early and not self._microtasks and not self.watchers.has_pending_jobs():
                    break
        finally:
            self._flushing = False
            self.memo.clear()
            _run(lambda: metered.__exit__(None, None, None), errors)
            for listener in list(self._listeners):
                if type(listener) is weakref.WeakMethod:
                    method = listener()
                    if method is None:  # (its object is gone)
                        self._listeners.remove(listener)
                        continue
                    listener = method
                _run(listener, errors)
        if errors:
            raise errors[0]

    def _schedule(self) -> None:
        if self._scheduled or self._flushing:
            return
        if self.wake is not None:
            self._scheduled = True
            self.wake()
            return
        loop = _running_loop()
        if loop is not None:
            self._scheduled = True
            loop.call_soon(self.flush, context=self.context)


class QueuedJob:
    """A job waiting in a scheduler; `stop()` takes it back."""

    __slots__ = ("scheduler", "job_id")

    def __init__(self, scheduler: Scheduler, job_id: int) -> None:
        self.scheduler = scheduler
        self.job_id = job_id

    def stop(self) -> None:
        self.scheduler.cancel(self.job_id)


_current: contextvars.ContextVar[Scheduler | None] = contextvars.ContextVar("petite_scheduler", default=None)
_thread = threading.local()  # plain use: each thread's scheduler, draining its watcher queue


def current() -> Scheduler:
    """The scheduler of the running context (a live session's own), else this thread's."""
    scheduler = _current.get()
    if scheduler is None:
        scheduler = getattr(_thread, "scheduler", None)
        if scheduler is None:
            scheduler = _thread.scheduler = Scheduler(watchers=watcher_queue.current_queue())
    return scheduler


host.install(current)  # promises and timers of expressions queue on the running scheduler


def new_job_id() -> int:
    return current().new_job_id()


def queue_job(job: Any, job_id: Any = None) -> None:
    """Queue `job` on the current scheduler (see `Scheduler.queue_job`)."""
    current().queue_job(job, job_id)


def next_tick(fn: Callable[[], Any] | None = None) -> Awaitable[None] | None:
    """Run `fn` after the current scheduler's next flush (see `Scheduler.next_tick`)."""
    return current().next_tick(fn)


def on_flush(listener: Callable[[], Any]) -> Callable[[], None]:
    return current().on_flush(listener)


def pending() -> bool:
    return current().pending()


def flush() -> None:
    """Flush the current scheduler."""
    current().flush()


def _run(fn: Callable[[], Any], errors: list[BaseException]) -> None:
    """Run one job; an error is kept for the end of the flush, the others still run."""
    try:
        fn()
    except RecursionError as exc:  # a job past Python's stack: the limit error, never the raw one
        errors.append(stack_limit())
    except Exception as exc:  # noqa: BLE001 - re-raised by flush()
        errors.append(exc)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """This thread's running event loop, or None (asked without raising: outside a
    loop, as in `petite.testing`, every queued job asks)."""
    return asyncio.events._get_running_loop()


def memo() -> dict[Any, Any]:
    """The running scheduler's `memo` (what stands still until its flush ends)."""
    return current().memo
