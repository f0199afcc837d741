"""The cyclic garbage collector is the process's: the engine never switches it off and
on around its work (other sessions' threads run meanwhile); a live server sets its
thresholds (petite.live_turns.GC_THRESHOLDS) and switch interval once."""

from __future__ import annotations

import gc
import sys
import threading

import petite
from petite.live import LiveApp
from petite.live_turns import GC_THRESHOLDS, SWITCH_INTERVAL, Collector, Turns
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
    assert GC_THRESHOLDS[0] * (GC_THRESHOLDS[1] + 1) <= 20_000  # a young pass scans few objects
    assert GC_THRESHOLDS[2] >= 10**9  # no automatic full pass: the process's Collector runs them
    collector = Turns.process().collector
    assert collector is not None and collector.noted in gc.callbacks


class Objects:
    """A stand-in for the collector's object count and full pass."""

    def __init__(self, count: int, garbage: int = 0) -> None:
        self.live, self.garbage, self.counted, self.collected = count, garbage, 0, 0

    def count(self) -> int:
        self.counted += 1
        return self.live + self.garbage

    def collect(self) -> None:
        self.collected += 1
        self.garbage = 0


def young_passes(collector: Collector, n: int) -> None:
    for _ in range(n):
        collector.noted("start", {"generation": 1})
        collector.noted("stop", {"generation": 1, "collected": 0, "uncollectable": 0})
    collector.noted("stop", {"generation": 0, "collected": 0, "uncollectable": 0})  # (young passes: not counted)


def test_the_full_pass_waits_for_the_tracked_objects_to_double():
    objects = Objects(600)
    collector = Collector(growth=2.0, floor=1000, count=objects.count, collect=objects.collect, promoted_per_pass=100)
    assert collector.limit() == 1200
    young_passes(collector, 5)  # could have promoted 500 objects: 1,100 < 1,200, not even counted
    assert not collector.settle() and objects.counted == 1
    young_passes(collector, 2)
    objects.live = 700  # churn: the passes promoted objects that died since
    assert not collector.settle() and objects.counted == 2 and objects.collected == 0
    young_passes(collector, 4)  # 700 + 400 < 1,200: no count yet
    assert not collector.settle() and objects.counted == 2
    young_passes(collector, 2)
    objects.garbage = 600  # cyclic garbage reached the old generation
    assert collector.settle() and objects.collected == 1
    assert collector.baseline == 700 and collector.limit() == 1400


def test_a_small_process_never_pays_for_a_full_pass():
    objects = Objects(100)
    collector = Collector(growth=2.0, floor=1000, count=objects.count, collect=objects.collect, promoted_per_pass=100)
    young_passes(collector, 20)
    objects.live = 900
    assert not collector.settle() and objects.collected == 0


def test_the_full_pass_runs_at_the_end_of_a_turn_nobody_waits_for():
    objects = Objects(2000)
    collector = Collector(growth=2.0, floor=1000, count=objects.count, collect=objects.collect, promoted_per_pass=100)
    young_passes(collector, 50)
    objects.garbage = 5000
    turns = Turns(clock=lambda: 0.0)
    turns.collector = collector
    turns.acquire()
    gate = threading.Lock()
    gate.acquire()
    turns._line.append(gate)  # another worker waits for the turn
    turns.release()  # handed over: no pause of the other's turn
    assert objects.collected == 0 and not gate.locked()
    turns._owner = threading.get_ident()  # (this thread plays the worker it was handed to)
    turns.release()  # nobody waits now
    assert objects.collected == 1
