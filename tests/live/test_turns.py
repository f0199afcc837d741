"""Sessions take turns (petite.live_turns): engine work runs in worker threads one piece
at a time, a long flush hands the turn over at its safe points, and the reactive state
(the running effect, the batch) belongs to each context, not to the process."""

from __future__ import annotations

import asyncio
import threading

from petite.live import LiveApp
from petite.live_turns import Turns
from petite.reactivity import effect, reactive

from tests.security._live import find


def wait_until(condition, limit=10_000_000):
    """Spin (bounded) until `condition()` holds; another thread makes it true."""
    for _ in range(limit):
        if condition():
            return
        threading.Event().wait(0.0005)
    raise AssertionError("never happened")


def test_a_pause_hands_the_turn_to_the_worker_in_line_and_queues_behind_it():
    now = [0.0]
    turns = Turns(slice=1.0, clock=lambda: now[0])
    order = []
    turns.acquire()
    waiter = threading.Thread(target=lambda: turns.call(order.append, "waiter"))
    waiter.start()
    wait_until(lambda: turns.waiting() == 1)
    turns.pause()  # the slice has not passed: keep the turn
    assert order == [] and turns.held()
    now[0] = 2.0
    turns.pause()  # it has: the waiter runs first, then this worker again
    order.append("long work")
    turns.release()
    waiter.join()
    assert order == ["waiter", "long work"]


def test_pages_of_one_process_share_its_turns():
    assert LiveApp(COUNTER).turns is LiveApp(ROWS).turns is Turns.process()


def test_a_pause_outside_a_turn_does_nothing():
    turns = Turns(slice=0.0)
    turns.pause()
    assert not turns.held() and turns.waiting() == 0


def test_effects_in_two_threads_track_only_their_own_reads():
    """A thread's reads while another thread's effect runs never subscribe that effect."""
    a, b = reactive({"x": 1, "y": 1}), reactive({"z": 1})
    a_started, inside_b, a_read = threading.Event(), threading.Event(), threading.Event()
    runs = {"a": 0, "b": 0}

    def effect_a():
        runs["a"] += 1
        a["x"]
        if runs["a"] == 1:
            a_started.set()
            inside_b.wait(10)
            a["y"]  # read while the other thread's effect is running
            a_read.set()

    def effect_b():
        runs["b"] += 1
        b["z"]
        if runs["b"] == 1:
            inside_b.set()
            a_read.wait(10)

    def other_thread():
        a_started.wait(10)
        effect(effect_b)

    other = threading.Thread(target=other_thread)
    other.start()
    effect(effect_a)
    other.join()
    a["y"] = 2
    assert runs == {"a": 2, "b": 1}  # y is effect_a's dependency, not effect_b's
    b["z"] = 2
    assert runs == {"a": 2, "b": 2}


ROWS = '<button @click="make()">make</button><p v-for="i in rows" :key="i">{{ i }}</p>'
COUNTER = '<button @click="n++">{{ n }}</button>'


def test_a_small_event_is_answered_while_another_session_creates_many_rows():
    """The big flush pauses between rows: the other tab's click finishes first."""
    app = LiveApp(ROWS, data=lambda: {"rows": [], "make": make}, turns=Turns(slice=0.0))  # pause at every safe point
    started = threading.Event()

    def make():
        started.set()
        wait_until(lambda: app.turns.waiting() > 0)  # the small event is in line
        state = next(s for s in app.sessions.values() if s.app.state.get("make")).app.state
        state["rows"] = list(range(3000))

    heavy = app.new_session()
    small = LiveApp(COUNTER, data=lambda: {"n": 0}, turns=app.turns)
    light = small.new_session()
    click = lambda session: {"t": "event", "seq": 1, "type": "click",  # noqa: E731
                             "node": find({"tree": session.app.tree()}, "button"),
                             "target": find({"tree": session.app.tree()}, "button")}

    async def run():
        loop = asyncio.get_running_loop()
        big = asyncio.ensure_future(app.in_turn(heavy, heavy.handle, click(heavy)))
        await loop.run_in_executor(None, started.wait, 10)
        little = asyncio.ensure_future(small.in_turn(light, light.handle, click(light)))
        done, _ = await asyncio.wait([big, little], return_when=asyncio.FIRST_COMPLETED)
        first = "small" if little in done else "big"
        await asyncio.gather(big, little)
        return first

    assert asyncio.run(run()) == "small"
    assert light.app.html() == "<button>1</button>"
    assert heavy.app.html().count("<p>") == 3000
