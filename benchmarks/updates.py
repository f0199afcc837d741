"""js-framework-benchmark operations on the mounted server DOM.

For each operation: the time it takes (the state change plus the scheduler flush
that updates the DOM and records the patches), the number of patch ops written and
the minimum possible number for that operation, and, side by side, the time
`petite.render` takes to re-render the whole table as a string (the peer: what a
server without a diffing renderer would do), as a ratio.

Each timing starts after a full garbage collection, so it counts the collector's work
caused by that operation (the objects it creates), not the garbage of earlier runs.

Minimums: inserting consecutive new rows is one op (one fragment); removing a row is
one op; changing a text or an attribute is one op; reordering kept rows takes
n - LIS moves (the rows outside a longest increasing subsequence).

    python benchmarks/updates.py [--repeat 5] [--cpu]

`--cpu` times with this process's CPU clock instead of the wall clock (steadier on a
busy shared machine).
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import petite  # noqa: E402
from petite.app import create_app  # noqa: E402
from petite.patches import count  # noqa: E402
from petite.scheduler import flush  # noqa: E402

TEMPLATE = (
    '<table class="table"><tbody>'
    '<tr v-for="row in rows" :key="row.id" :class="{ danger: row.id === selected }">'
    '<td class="col-md-1">{{ row.id }}</td>'
    '<td class="col-md-4"><a @click="select(row.id)">{{ row.label }}</a></td>'
    '<td class="col-md-1"><a @click="remove(row.id)"><span class="glyphicon glyphicon-remove" aria-hidden="true"></span></a></td>'
    '<td class="col-md-6"></td></tr></tbody></table>'
)

ADJECTIVES = "pretty large big small tall short long handsome plain quaint clean elegant easy angry crazy helpful mushy odd unsightly adorable important inexpensive cheap expensive fancy".split()
COLOURS = "red yellow blue green pink brown purple brown white black orange".split()
NOUNS = "table chair house bbq desk car pony cookie sandwich burger pizza mouse keyboard".split()


class Rows:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.next_id = 1

    def build(self, n: int) -> list[dict]:
        out = []
        for _ in range(n):
            label = f"{self.rng.choice(ADJECTIVES)} {self.rng.choice(COLOURS)} {self.rng.choice(NOUNS)}"
            out.append({"id": self.next_id, "label": label})
            self.next_id += 1
        return out


def new_app() -> tuple:
    app = create_app({"rows": [], "selected": None})
    app.mount(TEMPLATE)
    app.take_patches()
    return app


CLOCK = time.perf_counter


def run_op(name, setup, action, minimum, repeat):
    """Time `action` on a fresh app prepared by `setup`; returns a result row."""
    times, ssr_times, ops = [], [], None
    for _ in range(repeat):
        rows = Rows()
        app = new_app()
        setup(app, rows)
        flush()
        app.take_patches()
        gc.collect()  # earlier repetitions' garbage is not this operation's work
        start = CLOCK()
        action(app, rows)
        flush()
        times.append(CLOCK() - start)
        ops = app.take_patches()
        data = {"rows": list(app.state["rows"]), "selected": app.state["selected"]}
        gc.collect()
        start = CLOCK()
        petite.render(TEMPLATE, data)
        ssr_times.append(CLOCK() - start)
        app.unmount()
    return name, statistics.median(times), len(ops), minimum, dict(count(ops)), statistics.median(ssr_times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cpu", action="store_true", help="time with the process's CPU clock")
    args = parser.parse_args()
    if args.cpu:
        global CLOCK
        CLOCK = time.process_time
    r = args.repeat

    def create(n):
        return lambda app, rows: app.state.__setitem__("rows", rows.build(n))

    def nothing(app, rows):
        pass

    def update_every_10th(app, rows):
        data = app.state["rows"]
        for i in range(0, len(data), 10):
            data[i]["label"] += " !!!"

    def select(app, rows):
        app.state["selected"] = app.state["rows"][1]["id"]

    def swap(app, rows):
        data = app.state["rows"]
        data[1], data[998] = data[998], data[1]

    def remove(app, rows):
        del app.state["rows"][1]

    def append(app, rows):
        app.state["rows"].extend(rows.build(1000))

    def clear(app, rows):
        app.state["rows"] = []

    results = [
        run_op("create 1,000 rows", nothing, create(1000), 1, r),
        run_op("replace all 1,000 rows", create(1000), create(1000), 1000 + 1, r),
        run_op("update every 10th row", create(1000), update_every_10th, 100, r),
        run_op("select row", create(1000), select, 1, r),
        run_op("swap two rows", create(1000), swap, 2, r),
        run_op("remove row", create(1000), remove, 1, r),
        run_op("create 10,000 rows", nothing, create(10000), 1, max(1, r // 3)),
        run_op("append 1,000 rows", create(1000), append, 1, r),
        run_op("clear 1,000 rows", create(1000), clear, 1000, r),
    ]
    print(f"{'operation':<26}{'time':>10}{'ops':>8}{'minimum':>9}  {'kinds':<28}{'render()':>10}{'ratio':>8}")
    all_minimal = True
    for name, seconds, ops, minimum, kinds, ssr in results:
        all_minimal &= ops == minimum
        kinds_text = " ".join(f"{k}:{v}" for k, v in sorted(kinds.items()))
        print(
            f"{name:<26}{seconds * 1000:>8.1f}ms{ops:>8}{minimum:>9}  {kinds_text:<28}{ssr * 1000:>8.1f}ms"
            f"{seconds / ssr if ssr else float('nan'):>7.2f}x"
        )
    print()
    print("ratio: mounted update time / petite.render of the whole table (lower is better)")
    print("op counts equal the minimum on every operation" if all_minimal else "SOME OPERATIONS WRITE MORE OPS THAN THE MINIMUM")


if __name__ == "__main__":
    main()
