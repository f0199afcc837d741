"""Sessions take turns: one tab's big update never stalls the others.

A live server's engine work (mounting a page, handling an event, flushing, tearing a
session down) runs in worker threads, never on the event loop, and one piece of it at
a time: the worker holding the *turn* runs, the others wait in line. Long work reaches
safe points (`petite.checkpoints.checkpoint`: between v-for rows and their encoding, between jobs of a
flush); there, when others are waiting and the turn has lasted its `slice`, the worker
hands the turn to the first in line and queues again behind the others. So a tab that
creates 10,000 rows is cut into slices, and a small event of another tab waits about
one slice plus its own work, not the whole creation.

Garbage collection pauses every thread, so a slice cannot bound it. A live server holds
many small long-lived objects (a tree and its effects per tab): with CPython's default
thresholds (700, 10, 10) the collector rescans them again and again while a tab builds
thousands of rows, in pauses of seconds. The process's turns (`Turns.process()`, which
every `LiveApp` uses by default) therefore set the thresholds once to `GC_THRESHOLDS`:
young collections every 20,000 allocations, a full one considered every 4 million (and
run only when the long-lived objects grew by a quarter, as CPython decides). To choose
others, call `gc.set_threshold(...)` after creating the apps. Nothing turns the
collector off or on while it runs (that would be process state changing under other
sessions' threads).

Running one piece of engine work at a time keeps what sessions share (stores handed
to several tabs, caches) free of races; a safe point is a place where the running
session's state is consistent, so another session may read and change a shared store
there. The event loop stays free for sockets meanwhile; messages a worker produces
reach their socket through the loop (`Connection.send` is thread-safe).
"""

from __future__ import annotations

import asyncio
import gc
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

SLICE = 0.005  # seconds a turn lasts while others wait
WORKERS = 8
GC_THRESHOLDS = (20_000, 20, 10)  # see the module docstring


class Turns:
    """A fair lock over engine work, with worker threads that take it in turn."""

    def __init__(self, slice: float = SLICE, workers: int = WORKERS, clock: Callable[[], float] = time.perf_counter) -> None:
        self.slice = slice
        self.clock = clock
        self._guard = threading.Lock()
        self._line: deque[threading.Lock] = deque()  # the waiting workers' gates, in order
        self._owner: int | None = None  # the thread holding the turn
        self._since = 0.0
        self._executor = ThreadPoolExecutor(workers, thread_name_prefix="petite-turn")

    def acquire(self) -> None:
        """Wait for the turn (first come, first served)."""
        with self._guard:
            if self._owner is None:
                self._owner = threading.get_ident()
                self._since = self.clock()
                return
            gate = threading.Lock()
            gate.acquire()
            self._line.append(gate)
        gate.acquire()  # released by the worker handing the turn over
        self._owner = threading.get_ident()
        self._since = self.clock()

    def release(self) -> None:
        """End the turn: the first in line gets it."""
        with self._guard:
            self._owner = None
            if self._line:
                self._owner = -1  # handed over: nobody else may take it meanwhile
                self._line.popleft().release()

    def pause(self) -> None:
        """A safe point: when others wait and this turn lasted its slice, let them run first."""
        if self._line and self._owner == threading.get_ident() and self.clock() - self._since >= self.slice:
            self.release()
            self.acquire()

    def held(self) -> bool:
        """Whether the calling thread holds the turn."""
        return self._owner == threading.get_ident()

    def waiting(self) -> int:
        """How many workers wait in line."""
        return len(self._line)

    def call(self, fn: Callable[..., T], *args: Any) -> T:
        """Call `fn(*args)` holding the turn (in the calling thread)."""
        self.acquire()
        try:
            return fn(*args)
        finally:
            self.release()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """Call `fn(*args)` in a worker thread holding the turn; await its result."""
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, self.call, fn, *args)

    @classmethod
    def process(cls) -> Turns:
        """The turns every `LiveApp` of this process shares by default: its pages run on
        one interpreter, and stores handed to several pages are shared across them."""
        with _process_lock:
            if cls._process is None:
                cls._process = cls()
                gc.set_threshold(*GC_THRESHOLDS)
            return cls._process

    _process: Turns | None = None


_process_lock = threading.Lock()
