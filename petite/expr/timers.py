"""`setTimeout`, `setInterval`, `clearTimeout`, `clearInterval`: timers of the running
context's scheduler (a live session's own, a mounted test app's own), never global.

Each `Scheduler` has a `Timers` queue (`scheduler.timers`) with a clock in milliseconds:

* **virtual** (the default: `petite.testing`, scripts): time moves only when the test
  says so — `Mounted.advance(ms)` runs every timer that falls due, in order, each one a
  task of its own followed by a flush (promise jobs, effects), as a browser's event loop
  does. No sleeping.
* **real** (live sessions: `Timers.use_clock`): a due timer asks the session's socket
  loop for a wake-up (`Timers.wakeup`); it runs in the session's turn and context, and
  its flush sends the patches. Timers due before the socket connected run then.

`render` never runs a timer: petite-vue cannot run one before its first paint is
complete, so no timer changes server-rendered HTML; timers set while rendering are
discarded (`Timers.discarding()`).

As in HTML: a negative or non-numeric delay is 0; timers nested more than 5 deep (an
interval's runs, a timeout set by a timer) wait at least 4 ms; extra arguments are passed
to the callback; ids are positive integers, shared by both kinds; clearing an unknown
id does nothing. Bounds: at most `MAX_TIMERS` pending timers per scheduler
(`ExpressionLimitError` past that), and each callback runs with its own work budget.
"""

from __future__ import annotations

import contextvars
import heapq
import itertools
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .budget import ExpressionLimitError
from .functions import call
from .values import to_number, undefined

# A display frame (60 Hz): `requestAnimationFrame` callbacks and a dialog's `close` event
# run one frame later, as Chromium runs them.
FRAME_MS = 16

if TYPE_CHECKING:
    from petite.scheduler import Scheduler

log = logging.getLogger("petite.timers")

MAX_TIMERS = 10_000
NESTING_CLAMP, CLAMPED_DELAY = 5, 4.0

# True while rendering: timers set then are discarded (see the module docstring)
_discarding: contextvars.ContextVar[bool] = contextvars.ContextVar("petite_timers_discarding", default=False)
# The nesting level of the timer callback running in this context (0: none)
_nesting: contextvars.ContextVar[int] = contextvars.ContextVar("petite_timer_nesting", default=0)


@dataclass(order=True)
class _Timer:
    due: float
    seq: int
    id: int = field(compare=False)
    callback: Any = field(compare=False)
    args: tuple = field(compare=False)
    interval: float | None = field(compare=False)  # None: a timeout
    nesting: int = field(compare=False)


class Timers:
    """One scheduler's timers (see the module docstring)."""

    def __init__(self, owner: Scheduler) -> None:
        self.owner = owner
        self._clock: Callable[[], float] | None = None
        self._virtual = 0.0
        self._heap: list[_Timer] = []
        self._active: dict[int, _Timer] = {}
        self._ids = itertools.count(1)
        self._seq = itertools.count()
        #: with a real clock: asks its owner to call `run_due()` in `delay` seconds (from
        #: any thread; a live session's socket loop sets it)
        self.wakeup: Callable[[float], Any] | None = None
        self._armed: float | None = None  # the due time a wake-up is asked for

    # The clock -------------------------------------------------------------------
    def use_clock(self, clock: Callable[[], float]) -> None:
        """Run on `clock` (milliseconds, e.g. `lambda: time.monotonic() * 1000`): due
        timers ask `wakeup` to run them."""
        self._clock = clock

    def now(self) -> float:
        return self._clock() if self._clock is not None else self._virtual

    # Setting and clearing ----------------------------------------------------------
    def set(self, callback: Any, delay: Any = 0, args: tuple = (), repeat: bool = False) -> int:
        """Schedule `callback(*args)` after `delay` ms (again every `delay` ms with `repeat`)."""
        timer_id = next(self._ids)
        if _discarding.get():
            return timer_id
        if len(self._active) >= MAX_TIMERS:
            raise ExpressionLimitError(f"too many pending timers (the limit is {MAX_TIMERS})")
        nesting = _nesting.get() + 1
        wait = _delay(delay, nesting)
        timer = _Timer(self.now() + wait, next(self._seq), timer_id, callback, tuple(args), wait if repeat else None, nesting)
        self._active[timer_id] = timer
        heapq.heappush(self._heap, timer)
        self._wake()
        return timer_id

    def clear(self, timer_id: Any) -> None:
        timer = self._active.pop(timer_id, None) if type(timer_id) in (int, float) else None
        if timer is not None:
            timer.callback = None  # its heap entry is skipped when it comes up

    def cancel_all(self) -> None:
        """Forget every pending timer (a session that ends)."""
        self._active.clear()
        self._heap.clear()
        self._armed = None

    def pending(self) -> int:
        return len(self._active)

    def next_due(self) -> float | None:
        """When the next timer falls due (the clock's milliseconds), or None."""
        self._drop_cleared()
        return self._heap[0].due if self._heap else None

    # Running ---------------------------------------------------------------------
    def advance(self, ms: float) -> int:
        """Move the virtual clock `ms` forward, running the timers that fall due, in
        order, each followed by a flush; returns how many ran."""
        if self._clock is not None:
            raise RuntimeError("advance() moves a virtual clock; this one is real")
        target = self._virtual + max(0.0, float(ms))
        ran = 0
        errors: list[Exception] = []
        while (due := self.next_due()) is not None and due <= target:
            self._virtual = max(self._virtual, due)
            ran += self._run_next(errors)
        self._virtual = target
        if errors:  # the later timers ran all the same, as in a browser
            raise errors[0]
        return ran

    def run_due(self) -> int:
        """Run the timers due by now (each followed by a flush); an error is logged and
        the others still run. Returns how many ran."""
        ran = 0
        now = self.now()
        errors: list[Exception] = []
        self._armed = None
        try:
            while (due := self.next_due()) is not None and due <= now:
                ran += self._run_next(errors)
        finally:
            self._wake()
        for error in errors:
            log.error("petite: uncaught in a timer callback: %s", error)
        return ran

    def _run_next(self, errors: list[Exception]) -> int:
        timer = heapq.heappop(self._heap)
        if timer.callback is None:
            return 0
        if timer.interval is None:
            del self._active[timer.id]
        else:  # an interval: due again, one level deeper
            timer.nesting += 1
            timer.interval = _delay(timer.interval, timer.nesting)
            timer.due += timer.interval
            timer.seq = next(self._seq)
            heapq.heappush(self._heap, timer)
        try:
            self.owner.run(self._fire, timer)
        except Exception as error:  # noqa: BLE001 - kept for the caller, the others still run
            errors.append(error)
        return 1

    def _fire(self, timer: _Timer) -> None:
        """One task: the callback, then a flush (promise jobs, effects)."""
        token = _nesting.set(timer.nesting)
        try:
            call(timer.callback, timer.args, "timer callback")
        finally:
            _nesting.reset(token)
            self.owner.flush()

    def _drop_cleared(self) -> None:
        while self._heap and self._heap[0].callback is None:
            heapq.heappop(self._heap)

    def rearm(self) -> None:
        """Ask for a wake-up at the next due time again (a new `wakeup`)."""
        self._armed = None
        self._wake()

    def _wake(self) -> None:
        """With a real clock: ask for a wake-up when the next timer is due (once per due time)."""
        if self._clock is None or self.wakeup is None:
            return
        due = self.next_due()
        if due is None or (self._armed is not None and self._armed <= due):
            return
        self._armed = due
        self.wakeup(max(0.0, due - self.now()) / 1000)


def _delay(value: Any, nesting: int) -> float:
    ms = to_number(value) if value is not undefined else 0.0
    if ms != ms or ms < 0:  # NaN, negative
        ms = 0.0
    if nesting > NESTING_CLAMP and ms < CLAMPED_DELAY:
        ms = CLAMPED_DELAY
    return float(ms)


@contextmanager
def discarding() -> Iterator[None]:
    """Timers set inside are never run (rendering: see the module docstring)."""
    token = _discarding.set(True)
    try:
        yield
    finally:
        _discarding.reset(token)
