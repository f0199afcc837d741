"""State that belongs to a thread's work is never shared with another thread.

A web server renders on many threads; each thread's apps queue their updates, promise
reactions and timers on a scheduler of their own (as each browser tab has its own event
loop), never on one shared by the process.
"""

from __future__ import annotations

import threading
from typing import Any, Callable

import petite
from petite import scheduler
from petite.reactivity import reactive
from petite.reactivity import scheduler as watcher_queue


def in_thread(fn: Callable[[], Any]) -> Any:
    """`fn()` run to its end in a new thread (its result, or its exception raised here)."""
    result: dict[str, Any] = {}

    def run() -> None:
        try:
            result["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the calling thread
            result["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in result:
        raise result["error"]
    return result["value"]


def test_each_thread_has_its_own_scheduler_and_watcher_queue():
    here = (scheduler.current(), watcher_queue.current_queue())
    there = in_thread(lambda: (scheduler.current(), watcher_queue.current_queue()))
    assert there[0] is not here[0]
    assert there[1] is not here[1]
    assert there[0].watchers is there[1]  # a thread's scheduler drains that thread's watchers
    assert in_thread(scheduler.current) is not there[0]  # (a new thread, a new one)


def test_a_flush_in_another_thread_never_runs_this_threads_updates():
    state = reactive({"n": 0})
    app = petite.create_app(state)
    app.mount("<p>{{ n }}</p>")
    try:
        state["n"] = 1  # queued on this thread's scheduler, not flushed yet
        in_thread(scheduler.flush)
        assert app.html() == "<p>0</p>"
        scheduler.flush()
        assert app.html() == "<p>1</p>"
    finally:
        app.unmount()


def test_render_in_another_thread_leaves_this_threads_microtasks():
    queued: list[str] = []
    scheduler.current().queue_microtask(lambda: queued.append("here"))
    assert in_thread(lambda: petite.render("<p>{{ 1 + 1 }}</p>")) == "<p>2</p>"
    assert in_thread(lambda: scheduler.current().microtask_count()) == 0
    assert scheduler.current().microtask_count() == 1
    scheduler.flush()
    assert queued == ["here"]
