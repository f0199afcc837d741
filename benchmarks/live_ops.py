"""Server CPU per js-framework-benchmark operation of the live demo, and its bytes.

The server's share of `benchmarks/live_browser.py`'s figures without a browser or a
socket: one live session of `demos/pages/benchmark.html` in this process, with a
stand-in connection that reads skeletons (wire v2, as `static/petite.js`), runs each
operation from the state js-framework-benchmark starts it from (the same setup clicks
as live_browser.py) and measures the click from the event to the patch message's text
handed to the connection ("to send": what the browser waits for; removed rows are freed
after it) and to the end of the click's turn ("whole"), in CPU time of this thread
(comparable on a shared, busy machine), median of `--repeat`; also the message's bytes and the part of the CPU time spent in garbage
collections during the click (`gc.callbacks`). Each click runs in a turn of the process's
`Turns`, as a server runs it (its collector settings and what it does at a turn's end
included); nothing else collects between clicks. Run it with another venv's python for "before" figures (it imports only
petite.live, petite.live_turns and petite.skeletons).

    python benchmarks/live_ops.py [--repeat 7] [--only create,select]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import time

from jsfb_session import button, new_session
from petite.live_turns import Turns

# name, setup clicks, measured click: as benchmarks/live_browser.py
OPERATIONS = [
    ("create 1,000", ["clear"], "run"),
    ("replace 1,000", ["run"], "run"),
    ("update every 10th", ["run"], "update"),
    ("select", ["run"], ("label", 4)),
    ("swap", ["run"], "swaprows"),
    ("remove", ["run"], ("remove", 4)),
    ("append 1,000", ["run"], "add"),
    ("clear", ["run"], "clear"),
    ("create 10,000", ["clear"], "runlots"),
]


def target(session, what) -> int:
    """The node id of a button (by id) or of the n-th row's link (by class)."""
    if isinstance(what, str):
        return button(session, what)
    cls, index = what
    links = [n for n in session.app.root.iter() if getattr(n, "tag", None) == "a" and n.get_attribute("class") == cls]
    return links[index].nid


class CollectionClock:
    """CPU time this thread spends in garbage collections, summed (a `gc.callbacks` entry)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._started = 0.0
        gc.callbacks.append(self.noted)

    def noted(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.thread_time()
        else:
            self.seconds += time.thread_time() - self._started


def click(session, what, seq: int, collections: CollectionClock) -> tuple[float, float, float, int]:
    """(CPU seconds of this thread to the patch text's send, of them in collections, to
    the end of the click's turn, bytes sent) of one click."""
    nid = target(session, what)
    connection = session.connection
    sent = connection.sent
    collected = collections.seconds
    at_send: list[tuple[float, float]] = []
    connection.on_send = lambda: at_send.append((time.thread_time(), collections.seconds))
    started = time.thread_time()
    Turns.process().call(session.handle, {"t": "event", "seq": seq, "node": nid, "target": nid, "type": "click"})
    done = time.thread_time()
    connection.on_send = None
    send_time, send_collected = at_send[0] if at_send else (done, collections.seconds)
    return send_time - started, send_collected - collected, done - started, connection.sent - sent


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--only", default="", help="comma-separated operation name prefixes")
    args = parser.parse_args(argv)
    collections = CollectionClock()
    session = new_session()
    seq = 0
    print(f"{'operation':<20}{'to send ms':>11}{'min':>8}{'in GC':>8}{'whole ms':>10}{'KB sent':>9}")
    for name, setup, measured in OPERATIONS:
        if args.only and not any(name.startswith(p) for p in args.only.split(",")):
            continue
        times, in_gc, wholes, sizes = [], [], [], []
        for _ in range(2 if name == "create 10,000" else args.repeat):
            for step in setup:
                seq += 1
                click(session, step, seq, collections)
            seq += 1
            cpu, collecting, whole, size = click(session, measured, seq, collections)
            times.append(cpu * 1000)
            in_gc.append(collecting * 1000)
            wholes.append(whole * 1000)
            sizes.append(size)
        print(f"{name:<20}{statistics.median(times):>11.1f}{min(times):>8.1f}{statistics.median(in_gc):>8.1f}"
              f"{statistics.median(wholes):>10.1f}{statistics.median(sizes) / 1024:>9.1f}")
    print(f"collector thresholds {gc.get_threshold()}; medians of {args.repeat} runs (create 10,000: 2), thread CPU")


if __name__ == "__main__":
    main()
