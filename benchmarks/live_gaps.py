"""How long a live session's big update holds the turn between safe points.

While one tab creates 10,000 rows, another tab's small event waits for the next safe
point (`petite.checkpoints.checkpoint`, where `petite.live_turns.Turns.pause` may hand
the turn over) plus any garbage-collector pause (the collector stops every thread).
So a bystander's worst latency is about the longest *gap*: the time the session runs
between two safe points, and the collector's pauses. This benchmark measures gaps directly, in CPU time of the
working thread (comparable on a shared, busy machine), and names where each long gap
started and ended.

One live session of `demos/pages/benchmark.html` runs in this process, with a stand-in
v2 connection (the skeleton encoding and the JSON text a socket would get), behind the
`Turns` a `LiveApp` uses. Its pause function is replaced by one that records the time
since the last safe point; the click's work from the event to the patch text is
measured, `--creates` times (each create replaces the rows of the last: removed rows
become garbage). Printed: the gaps' p50/p99/max, the longest gaps with their places
(collector time excluded), the collector's pauses in the same window, and the create's CPU time.

    python benchmarks/live_gaps.py                 # 3 creates of 10,000 rows
    python benchmarks/live_gaps.py --rows 1000 --creates 5 --top 8
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

from jsfb_session import button, new_session
from petite.checkpoints import use_pause
from petite.live_turns import Turns


class Recorder:
    """Gaps between safe points (thread CPU seconds) and the places they end at."""

    def __init__(self) -> None:
        self.active = False
        self.gaps: list[tuple[float, str, str]] = []  # (seconds, from, to)
        self.gc_pauses: list[tuple[float, int]] = []
        self._last = 0.0
        self._where = "start"
        self._gc_started = 0.0
        self._in_gc = 0.0  # collector time inside the current gap (reported apart)

    def start(self) -> None:
        self.active = True
        self._last = time.thread_time()
        self._where = "event"
        self._in_gc = 0.0

    def mark(self, where: str | None = None) -> None:
        now = time.thread_time()
        if where is None:
            frame = sys._getframe(3)
            where = f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno} {frame.f_code.co_name}"
        self.gaps.append((now - self._last - self._in_gc, self._where, where))
        self._last, self._where, self._in_gc = now, where, 0.0

    def stop(self) -> None:
        self.mark("end")
        self.active = False

    def on_gc(self, phase: str, info: dict) -> None:
        if not self.active:
            return
        if phase == "start":
            self._gc_started = time.thread_time()
        else:
            self.gc_pauses.append((time.thread_time() - self._gc_started, info["generation"]))
            self._in_gc += self.gc_pauses[-1][0]


recorder = Recorder()


def pause() -> None:
    if recorder.active:
        recorder.mark()


def sent() -> None:
    if recorder.active:
        recorder.mark("send")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--creates", type=int, default=3)
    parser.add_argument("--top", type=int, default=6, help="list the N longest gaps [6]")
    parser.add_argument("--thresholds", help="collector thresholds to try instead, e.g. 5000,4,100")
    args = parser.parse_args(argv)

    session = new_session(args.rows, on_send=sent)  # (a LiveApp sets the process's collector thresholds)
    if args.thresholds:
        gc.set_threshold(*(int(x) for x in args.thresholds.split(",")))
    session.scheduler.run(use_pause, pause)
    nid = button(session, "run")
    collector = getattr(Turns.process(), "collector", None)  # (petite.live_turns' full passes, if any)
    settle = collector.settle if collector is not None else None
    gc.collect()
    gc.callbacks.append(recorder.on_gc)
    cpu = []
    try:
        for seq in range(1, args.creates + 1):
            started = time.thread_time()
            recorder.start()
            session.handle({"t": "event", "seq": seq, "node": nid, "target": nid, "type": "click"})
            if settle is not None:  # the end of the turn: a live server's full passes run here
                settle()
            recorder.stop()
            cpu.append(time.thread_time() - started)
    finally:
        gc.callbacks.remove(recorder.on_gc)
    gaps = sorted(recorder.gaps, reverse=True)
    seconds = sorted(g for g, _, _ in gaps)
    p = lambda q: seconds[min(len(seconds) - 1, int(q * (len(seconds) - 1)))] * 1000  # noqa: E731
    print(f"{args.creates} creates of {args.rows} rows (collector thresholds {gc.get_threshold()}): "
          f"create CPU median {statistics.median(cpu) * 1000:.0f} ms; {len(seconds)} gaps between safe points: "
          f"p50 {p(0.5):.2f} ms, p99 {p(0.99):.2f} ms, max {seconds[-1] * 1000:.1f} ms (thread CPU)")
    for gap, start, end in gaps[:args.top]:
        print(f"  {gap * 1000:8.1f} ms  {start}  ->  {end}")
    pauses = sorted(recorder.gc_pauses, reverse=True)
    by_generation = ", ".join(
        f"gen {g}: {len(ps)} max {max(ps) * 1000:.0f} ms"
        for g in range(3) if (ps := [p for p, gen in pauses if gen == g]))
    print(f"collector: {len(pauses)} collections, {sum(p for p, _ in pauses) * 1000:.0f} ms in all; "
          + (by_generation or "none"))


if __name__ == "__main__":
    main()
