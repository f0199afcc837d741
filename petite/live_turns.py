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
thousands of rows allocates hundreds of thousands more. The collector's passes cost
about the number of objects they scan: CPython's default thresholds (700, 10, 10) make
full passes over every tab's objects frequent (pauses of seconds), and large young
generations (20,000, 20, 10) make each second-generation pass scan up to 400,000
objects (pauses of 150-250 ms, `benchmarks/live_gaps.py`). The process's turns
(`Turns.process()`, which every `LiveApp` uses by default) therefore set the thresholds
once to `GC_THRESHOLDS`: a young pass every 5,000 allocations, no automatic
second-generation pass in practice and no automatic full pass at all. What a turn
leaves alive when it ends (a new table's rows, say) leaves the generations the young
passes scan (`gc.freeze`, which moves them aside without scanning them): so a young
pass scans about the last 5,000 objects allocated (pauses of a few ms), each object is
scanned once at most, and no second-generation pass rescans a table just created (those
were 10-30 ms each, and a quarter of a 1,000-row create's CPU went to young passes).
A full pass scans every object the process holds, garbage or not (about 240 ms for
530,000 objects on this 2-core machine, seconds with removed tables waiting in it), and
CPython would run one every few million allocations: a tab creating 10,000 rows again
and again would stop every other tab every few creates.

A live server does not need them to free its garbage: what the engine drops is freed by
reference counting alone (a removed row, a torn-down branch, a closed session hold no
cycle: `petite.block.unlink`, reactivity's `KeyDep.owner`; `tests/mount/
test_acyclic_removal.py`). Cycles a turn leaves behind (an application's own cyclic
data, dropped later) still need a full pass, so the process's `Collector` runs one
itself at the end of a turn (moving the frozen objects back first: `full_pass`), once
the memory blocks
the interpreter has allocated (`sys.getallocatedblocks()`, counted in well under a
millisecond) have doubled since the last full pass and number at least `FULL_FLOOR`
at two counts in a row (`OVER_CHECKS`: the peak while a tab's new table replaces its
old one is not garbage; cycles stay until a pass)
(like CPython's own rule, which waits for 25% more long-lived objects, but measured by
memory and never in the middle of another tab's event), and only when no other work
waits in line — or, past `URGENT` times that, even then (tabs that always keep an event
waiting cannot put it off for ever). So garbage cycles can at most about double the
memory the process holds (quadruple on a process never idle), and a server whose live set stays put (tabs
replacing their tables) never pauses for a full pass. (Counting the tracked objects
instead, `len(gc.get_objects())`, walks them all: 40-90 ms for 540,000 on this machine.)

They also set the interpreter's switch interval
to `SWITCH_INTERVAL`: a thread waiting for the GIL (the event loop with a bystander's
message, the worker the turn was handed to) gets it within 1 ms instead of 5 while
another thread works. All of this is process state: to choose others, call
`gc.set_threshold(...)` / `sys.setswitchinterval(...)` after creating the apps (the
collector's freezing and full passes follow `Turns.process().collector`'s `growth` and
`floor`; with `Turns.process().collector = None`, or the collector disabled
(`gc.disable()`), it does neither; docs/deploy.md says it for users). Nothing turns the collector off
or on while it runs (that would be process state changing under other sessions' threads).

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
GC_THRESHOLDS = (5_000, 1_000, 1_000_000_000)  # see the module docstring: young passes only
FULL_GROWTH = 2.0  # a full pass once the allocated memory blocks grew this much since the last one
FULL_FLOOR = 2_000_000  # ... and number at least this many (~100 MB of small objects)
URGENT = 2.0  # ... or this many times that while other work waits (a busy line cannot starve it)
OVER_CHECKS = 2  # ... at this many counts in a row (a transient peak is not garbage)
SWITCH_INTERVAL = 0.001  # seconds (CPython's default: 0.005)


def full_pass() -> None:
    """A full collection of every object, those `gc.freeze` set aside included."""
    gc.unfreeze()
    gc.collect()


class Collector:
    """The process's garbage collections beyond young passes (see the module docstring):
    `settle()`, called at the end of a turn, sets aside what the turn left alive and runs
    a full pass once the memory blocks the interpreter has allocated reached `limit()`.
    `count`, `collect` and `freeze` are the interpreter's own (injectable for tests)."""

    def __init__(self, growth: float = FULL_GROWTH, floor: int = FULL_FLOOR,
                 count: Callable[[], int] = sys.getallocatedblocks,
                 collect: Callable[[], Any] = full_pass,
                 freeze: Callable[[], Any] = gc.freeze) -> None:
        self.growth = growth
        self.floor = floor
        self._count = count
        self._collect = collect
        self._freeze = freeze
        self.baseline = count()  # allocated blocks after the last full pass
        self.passes = 0  # collector passes noted (`noted`)
        self._checked = 0  # ... when `settle` last counted
        self._over = 0  # counts over the limit in a row
        self.full_passes = 0

    def limit(self) -> float:
        """The allocated blocks at which a full pass runs."""
        return max(self.floor, self.growth * self.baseline)

    def noted(self, phase: str, info: dict[str, int]) -> None:
        """A `gc.callbacks` entry: count the passes (each moves survivors on)."""
        if phase == "stop":
            self.passes += 1

    def settle(self, waiting: bool = False) -> bool:
        """Set aside what survived this turn's young passes, then a full pass if memory
        reached the limit (True when it ran); with other work `waiting`, only past
        `URGENT` times the limit (tabs that always keep an event in line cannot put it
        off for ever). Memory must be over the limit at `OVER_CHECKS` counts in a row: a
        peak while one table replaces another passes, garbage stays. Acts only when a
        pass ran since it last did (a small event's turn costs nothing; the count walks
        the allocator's pools: well under a millisecond for 100 MB)."""
        if self.passes == self._checked or not gc.isenabled():
            return False
        self._freeze()
        if self._count() < self.limit() * (URGENT if waiting else 1):
            if not waiting:  # (with others waiting, the next idle turn end counts again)
                self._checked = self.passes
                self._over = 0
            return False
        self._checked = self.passes
        self._over += 1
        if self._over < OVER_CHECKS:
            return False
        self._over = 0
        self._collect()
        self.full_passes += 1
        self.baseline = self._count()
        return True


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
        self.collector: Collector | None = None  # the process's full passes (`Turns.process()`)

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
        """End the turn: the first in line gets it (the collector may run its full pass
        first: `Collector.settle`)."""
        if self.collector is not None and self._owner == threading.get_ident():
            self.collector.settle(waiting=bool(self._line))
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
                turns = cls()
                gc.set_threshold(*GC_THRESHOLDS)
                sys.setswitchinterval(SWITCH_INTERVAL)
                turns.collector = Collector()
                gc.callbacks.append(turns.collector.noted)
                cls._process = turns
            return cls._process

    _process: Turns | None = None


_process_lock = threading.Lock()
