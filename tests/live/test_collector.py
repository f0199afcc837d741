"""The cyclic garbage collector is the process's: the engine never switches it off and
on around its work (other sessions' threads run meanwhile); a live server sets its
thresholds (petite.live_turns.GC_THRESHOLDS) and switch interval once."""

from __future__ import annotations

import gc
import sys

import petite
from petite.live import LiveApp
from petite.live_turns import GC_THRESHOLDS, SWITCH_INTERVAL, Turns
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
