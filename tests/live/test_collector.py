"""The cyclic garbage collector is the process's: the engine never switches it off and
on around its work (other sessions' threads run meanwhile); a live server sets its
thresholds (petite.live_turns.GC_THRESHOLDS) and switch interval once."""

from __future__ import annotations

import gc
import sys
import threading
import weakref

import petite
from petite.live import LiveApp
from petite.live_turns import GC_THRESHOLDS, SWITCH_INTERVAL, Collector, Turns, full_pass
from petite.scheduler import Scheduler


def test_a_flush_leaves_the_collector_as_the_process_has_it():
    seen = []
    scheduler = Scheduler.isolated()
    scheduler.queue_job(lambda: seen.append(gc.isenabled()), 1)
    assert gc.isenabled()
    scheduler.flush()
    assert seen == [True] and gc.isenabled()


def test_a_mount_leaves_the_collector_as_the_process_has_it():
    seen = []
    app = petite.create_app({"seen": lambda: seen.append(gc.isenabled()) or ""})
    app.mount("<ul><li v-for='i in 3'>{{ seen() }}</li></ul>")
    assert seen == [True, True, True] and gc.isenabled()


def test_a_live_server_sets_the_thresholds_once():
    LiveApp("<p>{{ 1 }}</p>")  # uses the process's turns
    assert Turns.process() is Turns.process()
    assert gc.get_threshold() == GC_THRESHOLDS
    assert sys.getswitchinterval() == SWITCH_INTERVAL
    assert GC_THRESHOLDS[0] <= 20_000  # a young pass scans few objects (a turn's survivors are set aside)
    assert GC_THRESHOLDS[2] >= 10**9  # no automatic full pass: the process's Collector runs them
    collector = Turns.process().collector
    assert collector is not None and collector.noted in gc.callbacks


class Memory:
    """A stand-in for the interpreter's allocated-block count and full pass."""

    def __init__(self, live: int, garbage: int = 0) -> None:
        self.live, self.garbage, self.counted, self.collected, self.frozen = live, garbage, 0, 0, 0

    def count(self) -> int:
        self.counted += 1
        return self.live + self.garbage

    def collect(self) -> None:
        self.collected += 1
        self.garbage = 0

    def freeze(self) -> None:
        self.frozen += 1


def collector_over(memory: Memory, floor: int = 1000) -> Collector:
    return Collector(growth=2.0, floor=floor, count=memory.count, collect=memory.collect, freeze=memory.freeze)


def young_passes(collector: Collector, n: int) -> None:
    for _ in range(n):
        collector.noted("start", {"generation": 0})
        collector.noted("stop", {"generation": 0, "collected": 0, "uncollectable": 0})


def test_the_full_pass_waits_for_memory_to_double():
    memory = Memory(600)
    collector = collector_over(memory)
    assert collector.limit() == 1200 and memory.counted == 1
    assert not collector.settle() and (memory.counted, memory.frozen) == (1, 0)  # no pass ran: nothing to do
    young_passes(collector, 3)
    memory.live = 1100  # more live objects: no garbage to find yet
    assert not collector.settle() and memory.counted == 2 and memory.collected == 0
    assert memory.frozen == 1  # what the turn left alive is set aside
    assert not collector.settle() and (memory.counted, memory.frozen) == (2, 1)  # (once per turn with passes)
    young_passes(collector, 1)
    memory.garbage = 300  # cyclic garbage reached the old generation
    assert not collector.settle() and memory.collected == 0  # over the limit once: maybe a peak
    young_passes(collector, 1)
    assert collector.settle() and memory.collected == 1  # twice in a row: garbage
    assert collector.baseline == 1100 and collector.limit() == 2200


def test_a_peak_while_a_table_is_replaced_is_not_taken_for_garbage():
    memory = Memory(1100)
    collector = collector_over(memory)
    for _ in range(10):  # each count alternates: a replace's peak, then the live set alone
        young_passes(collector, 1)
        memory.live = 1500
        assert not collector.settle()
        young_passes(collector, 1)
        memory.live = 1100
        assert not collector.settle()
    assert memory.collected == 0 and memory.counted == 21


def test_a_small_process_never_pays_for_a_full_pass():
    memory = Memory(100)
    collector = collector_over(memory)
    young_passes(collector, 20)
    memory.live = 900
    assert not collector.settle() and memory.collected == 0


def test_no_full_pass_while_the_collector_is_disabled():
    memory = Memory(2000)
    collector = collector_over(memory)
    young_passes(collector, 1)
    memory.garbage = 5000
    gc.disable()
    try:
        assert not collector.settle()
    finally:
        gc.enable()
    assert not collector.settle()  # (over the limit once)
    young_passes(collector, 1)
    assert collector.settle() and memory.collected == 1


def test_the_full_pass_runs_at_the_end_of_a_turn_nobody_waits_for():
    memory = Memory(2000)
    collector = collector_over(memory)
    young_passes(collector, 1)
    memory.garbage = 5000
    turns = Turns(clock=lambda: 0.0)
    turns.collector = collector
    turns.acquire()
    gate = threading.Lock()
    gate.acquire()
    turns._line.append(gate)  # another worker waits for the turn
    turns.release()  # handed over: no pause of the other's turn
    assert memory.collected == 0 and not gate.locked()
    turns._owner = threading.get_ident()  # (this thread plays the worker it was handed to)
    turns.release()  # nobody waits now: over the limit once
    young_passes(collector, 1)
    turns._owner = threading.get_ident()
    turns.release()  # and again
    assert memory.collected == 1


def test_a_line_that_never_empties_does_not_starve_the_full_pass():
    """Tabs that keep the turns busy (an event always waiting, at the rate limit) while
    their handlers leave cyclic garbage do not put the full pass off for ever: past
    `URGENT` times the limit it runs with others waiting (attack found by the attacker
    helper: 1,000 busy turns, a thousand times the limit, no pass)."""
    memory = Memory(2000)
    collector = collector_over(memory)
    turns = Turns(clock=lambda: 0.0)
    turns.collector = collector
    for _ in range(1000):  # a turn ends, another worker always waits for the next one
        young_passes(collector, 1)
        memory.garbage += 1000
        turns._owner = threading.get_ident()
        gate = threading.Lock()
        gate.acquire()
        turns._line.append(gate)
        turns.release()
        if memory.collected:
            break
    assert memory.collected, f"no full pass in 1000 busy turns: {memory.live + memory.garbage} blocks"
    assert memory.live + memory.garbage < 10 * collector.limit()


class Cyclic:
    """An object that refers to itself: only a collection frees it."""

    def __init__(self) -> None:
        self.me = self


def test_what_a_turn_leaves_alive_is_set_aside_and_a_full_pass_takes_it_back():
    """The interpreter's own collector: the objects a turn kept leave the generations
    young passes scan (`gc.freeze`) when the turn ends, a garbage cycle among them too;
    a full pass (`petite.live_turns.full_pass`) scans them all again and frees it."""
    turns = Turns(clock=lambda: 0.0)
    turns.collector = Collector(floor=10**12)  # (no full pass from the turn itself)
    gc.callbacks.append(turns.collector.noted)

    def work() -> tuple[weakref.ref, list]:
        cycle = Cyclic()
        kept = [[index] for index in range(3 * gc.get_threshold()[0])]  # young passes run meanwhile
        return weakref.ref(cycle), kept  # (the cycle is garbage from here on)

    try:
        frozen = gc.get_freeze_count()
        probe, kept = turns.call(work)
        assert gc.get_freeze_count() >= frozen + len(kept)
        gc.collect()  # a collection of the generations: the set-aside objects are not in them
        assert probe() is not None
        full_pass()
        assert probe() is None and gc.get_freeze_count() == 0
    finally:
        gc.callbacks.remove(turns.collector.noted)
        gc.unfreeze()
