"""Sessions take turns: one tab's big update never stalls the others.

A live server's engine work (mounting a page, handling an event, flushing, tearing a
session down) runs in worker threads, never on the event loop, and one piece of it at
a time: the worker holding the *turn* runs, the others wait in line. Long work reaches
safe points (`petite.checkpoints`: between v-for rows, between jobs of a flush, every
few dozen rows while a batch is noted, compacted and encoded as JSON, and while a
session maps its node ids); there, when others are waiting and the turn has lasted
its `slice`, the worker hands the turn to the first in line and queues again behind
the others. So a tab that
creates 10,000 rows is cut into slices, and a small event of another tab waits about
one slice plus its own work, not the whole creation.

Garbage collection pauses every thread, so a slice cannot bound it. A live server holds
many small long-lived objects (a tree and its effects per tab), and a tab creating
thousands of rows allocates hundreds of thousands more. The collector's young passes
cost about the number of objects they scan: CPython's default thresholds (700, 10, 10)
make full passes over every tab's objects frequent (pauses of seconds), and large young
generations (20,000, 20, 10) make each second-generation pass scan up to 400,000
objects (pauses of 150-250 ms, `benchmarks/live_gaps.py`). The process's turns
(`Turns.process()`, which every `LiveApp` uses by default) therefore set the thresholds
once to `GC_THRESHOLDS`: a young pass every 5,000 allocations, a second-generation pass
every second one (so it scans at most ~15,000 objects: pauses of about 10-30 ms), and a
full pass considered only every 4 million allocations (run when the long-lived objects
grew by a quarter, as CPython decides). A full pass still scans every object the
process holds, garbage included; it is rare, not short (1.5-3.4 s on this 2-core
machine with removed 10,000-row tables waiting in it: removed rows are cyclic garbage
that only a full pass frees; `benchmarks/live_memory.py --gc N`). They also set the interpreter's switch interval
to `SWITCH_INTERVAL`: a thread waiting for the GIL (the event loop with a bystander's
message, the worker the turn was handed to) gets it within 1 ms instead of 5 while
another thread works. Both are process state: to choose others, call
`gc.set_threshold(...)` / `sys.setswitchinterval(...)` after creating the apps.
Nothing turns the collector off or on while it runs (that would be process state
changing under other sessions' threads).

Running one piece of engine work at a time keeps what sessions share (stores handed
to several tabs, caches) free of races; a safe point is a place where the running
session's state is consistent, so another session may read and change a shared store
there. The event loop stays free for sockets meanwhile; messages a worker produces
reach their socket through the loop (`Connection.send` is thread-safe).
"""

from __future__ import annotations

import asyncio
import gc
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

SLICE = 0.005  # seconds a turn lasts while others wait
WORKERS = 8
GC_THRESHOLDS = (5_000, 2, 400)  # see the module docstring
SWITCH_INTERVAL = 0.001  # seconds (CPython's default: 0.005)


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
                sys.setswitchinterval(SWITCH_INTERVAL)
            return cls._process

    _process: Turns | None = None


_process_lock = threading.Lock()
