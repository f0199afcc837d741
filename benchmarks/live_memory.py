"""Server memory and time per row of a live page: the js-framework-benchmark demo.

One live session of `demos/pages/benchmark.html` (in this process, no socket: a stand-in
connection encodes each batch as a v2 client would receive it) clicks "Create 10,000
rows". Printed:

    bytes/row     memory the session keeps after the create (tracemalloc, after a full
                  collection), divided by the row count
    create ms     the click -> patch message time of the create, wall and CPU (this
                  thread's: it stays comparable on a busy machine), best of `--repeat`
    objects/row   objects the collector tracks, added per row (gc.get_objects)

With `--top N` also the N allocation sites (file:line) and object types that hold the
most. Run it with PYTHONPATH=/work/wt/baseline for the "before" figures.

    python benchmarks/live_memory.py                  # 10,000 rows
    python benchmarks/live_memory.py --rows 1000 --top 15
    python benchmarks/live_memory.py --gc 3            # collector pauses, 2 sessions x 3 creates
"""

from __future__ import annotations

import argparse
import gc
import time
import tracemalloc
from collections import Counter
from pathlib import Path

from jsfb_session import ROOT, button, new_session
from petite.live_turns import Turns


def click(session, element_id: str, seq: int) -> tuple[float, float]:
    """(wall seconds, CPU seconds of this thread) the click took, to its patch message."""
    nid = button(session, element_id)
    started, cpu = time.perf_counter(), time.thread_time()
    session.handle({"t": "event", "seq": seq, "node": nid, "target": nid, "type": "click"})
    return time.perf_counter() - started, time.thread_time() - cpu


def measure(rows: int, repeat: int, top: int) -> None:
    times = []
    for seq in range(repeat):  # timing: a fresh session per create, no tracing
        session = new_session(rows)
        gc.collect()
        times.append(click(session, "run", 1))
        session.close()
        del session
    best = min(times)
    cpus = sorted(cpu for _, cpu in times)

    session = new_session(rows)
    gc.collect()
    objects_before = len(gc.get_objects())
    tracemalloc.start(1)
    before = tracemalloc.take_snapshot()
    click(session, "run", 1)
    session.app.take_patches()
    gc.collect()
    after = tracemalloc.take_snapshot()
    kept = sum(s.size_diff for s in after.compare_to(before, "filename"))
    tracemalloc.stop()
    objects = len(gc.get_objects()) - objects_before
    print(f"rows {rows}: kept {kept / 1024 / 1024:.1f} MB = {kept / rows:,.0f} bytes/row, "
          f"{objects / rows:.1f} tracked objects/row, create {best[0] * 1000:.0f} ms wall, "
          f"{cpus[0] * 1000:.0f} ms CPU (best of {repeat}; median CPU {cpus[len(cpus) // 2] * 1000:.0f} ms)")
    if top:
        print(f"\ntop {top} allocation sites (kept bytes per row):")
        for stat in after.compare_to(before, "lineno")[:top]:
            frame = stat.traceback[0]
            name = str(Path(frame.filename).resolve()).replace(str(ROOT) + "/", "")
            print(f"  {stat.size_diff / rows:8.0f}  {stat.count_diff / rows:6.1f} blocks  {name}:{frame.lineno}")
        types = Counter(type(o).__qualname__ for o in gc.get_objects())
        print(f"\ntop {top} tracked object types (count per row):")
        for name, count in types.most_common(top):
            print(f"  {count / rows:8.2f}  {name}")
    session.close()


def collector(rows: int, creates: int) -> None:
    """Garbage-collector pauses while two sessions create `rows` rows `creates` times
    each (the rows they replace become garbage), in CPU time of this thread (the
    collector stops every thread: each pause is latency for every other session)."""
    pauses: list[tuple[float, int]] = []
    started = [0.0]

    def timed(phase: str, info: dict) -> None:
        if phase == "start":
            started[0] = time.thread_time()
        else:
            pauses.append((time.thread_time() - started[0], info["generation"]))

    sessions = [new_session(rows) for _ in range(2)]  # (a LiveApp sets the process's thresholds)
    collector = getattr(Turns.process(), "collector", None)  # (petite.live_turns' full passes, if any)
    settle = collector.settle if collector is not None else None
    gc.collect()
    gc.callbacks.append(timed)
    cpu = []
    try:
        for seq in range(1, creates + 1):
            for session in sessions:
                cpu.append(click(session, "run", seq)[1])
                if settle is not None:  # the end of the turn: a live server's full passes run here
                    settle()
    finally:
        gc.callbacks.remove(timed)
    longest = sorted(pauses, reverse=True)[:3]
    print(f"collector over {2 * creates} creates of {rows} rows (thresholds {gc.get_threshold()}): "
          f"{len(pauses)} collections, {sum(p for p, _ in pauses) * 1000:.0f} ms CPU in all, "
          f"{sum(p for p, _ in pauses if p > 0.05) * 1000:.0f} ms in pauses over 50 ms, longest "
          + ", ".join(f"{p * 1000:.0f} ms (gen {g})" for p, g in longest)
          + f"; creates {sum(cpu) * 1000:.0f} ms CPU in all")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--top", type=int, default=0)
    parser.add_argument("--gc", type=int, metavar="CREATES", default=0,
                        help="instead: collector pauses over CREATES creates in each of two sessions")
    args = parser.parse_args(argv)
    if args.gc:
        collector(args.rows, args.gc)
    else:
        measure(args.rows, args.repeat, args.top)


if __name__ == "__main__":
    main()
