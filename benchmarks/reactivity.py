"""Reactivity benchmark: petite's `reactivity` against observ and reaktiv, side by side.

The js-reactivity-benchmark "kairo" cases plus a cellx-style layered graph, written once
against a tiny adapter (signal / computed / effect / batch) and run for each library in
this process. Every case checks the values it computes, so all libraries must agree.
Prints seconds per case and ratios (reactivity's time / peer's time: < 1 is faster).

    python benchmarks/reactivity.py [--quick]
"""

from __future__ import annotations

import gc
import math
import os
import statistics
import sys
import time
import tracemalloc
from typing import Any, Callable

# This file is named like the package it measures: import the package, not this file.
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]
sys.path.insert(0, os.path.dirname(_HERE))

sys.setrecursionlimit(100_000)  # headroom: libraries may read deep graphs recursively


# --------------------------------------------------------------------------- adapters


class Adapter:
    name = ""

    def signal(self, value: Any) -> tuple[Callable[[], Any], Callable[[Any], None]]:
        raise NotImplementedError

    def computed(self, fn: Callable[[], Any]) -> Callable[[], Any]:
        raise NotImplementedError

    def effect(self, fn: Callable[[], Any]) -> Any:
        raise NotImplementedError

    def batch(self, fn: Callable[[], Any]) -> None:
        fn()

    def reactive(self, value: Any) -> Any:
        return self.lib.reactive(value)


class Reactivity(Adapter):
    name = "reactivity"

    def __init__(self) -> None:
        from petite import reactivity

        self.lib = reactivity

    def signal(self, value):
        box = self.lib.ref(value)

        def write(v):
            box.value = v

        return (lambda: box.value), write

    def computed(self, fn):
        c = self.lib.computed(fn)
        return lambda: c.value

    def effect(self, fn):
        return self.lib.effect(fn)

    def batch(self, fn):
        with self.lib.batch():
            fn()


class Observ(Adapter):
    name = "observ"

    def __init__(self) -> None:
        import observ

        self.lib = observ

    def signal(self, value):
        box = self.lib.ref(value)

        def write(v):
            box["value"] = v

        return (lambda: box["value"]), write

    def computed(self, fn):
        return self.lib.computed(fn)

    def effect(self, fn):
        return self.lib.watch_effect(fn, sync=True, deep=False)


class Reaktiv(Adapter):
    name = "reaktiv"

    def __init__(self) -> None:
        import reaktiv

        self.lib = reaktiv

    def signal(self, value):
        s = self.lib.Signal(value)
        return s, s.set

    def computed(self, fn):
        return self.lib.Computed(fn)

    def effect(self, fn):
        return self.lib.Effect(fn)

    def batch(self, fn):
        with self.lib.batch():
            fn()


# --------------------------------------------------------------------------- cases
# Each case builds its graph with `lib` (kept alive in `keep`) and returns a function
# that runs the updates and returns the values it observed (compared across libraries).


class Counter:
    count = 0


def busy() -> None:
    a = 0
    for _ in range(100):
        a += 1


def avoidable_propagation(lib: Adapter, keep: list) -> Callable[[], Any]:
    head, set_head = lib.signal(0)
    c1 = lib.computed(lambda: head())
    c2 = lib.computed(lambda: (c1(), 0)[1])
    c3 = lib.computed(lambda: (busy(), c2() + 1)[1])
    c4 = lib.computed(lambda: c3() + 2)
    c5 = lib.computed(lambda: c4() + 3)
    counter = Counter()

    def observe():
        c5()
        counter.count += 1
        busy()

    keep.append(lib.effect(observe))

    def run():
        lib.batch(lambda: set_head(1))
        seen = [c5()]
        for i in range(1000):
            lib.batch(lambda: set_head(i))
            seen.append(c5())
        assert set(seen) == {6}
        return seen

    return run


def observer(read: Callable[[], Any], counter: Counter) -> Callable[[], None]:
    def observe() -> None:
        read()
        counter.count += 1

    return observe


def broad_propagation(lib: Adapter, keep: list) -> Callable[[], Any]:
    head, set_head = lib.signal(0)
    counter = Counter()
    last = head
    for i in range(50):
        current = lib.computed(lambda i=i: head() + i)
        current2 = lib.computed(lambda current=current: current() + 1)

        keep.append(lib.effect(observer(current2, counter)))
        last = current2

    def run():
        lib.batch(lambda: set_head(1))
        counter.count = 0
        seen = []
        for i in range(50):
            lib.batch(lambda: set_head(i))
            seen.append(last())
        assert seen == [i + 50 for i in range(50)]
        assert counter.count == 50 * 50, counter.count
        return seen, counter.count

    return run


def deep_propagation(lib: Adapter, keep: list) -> Callable[[], Any]:
    length = 50
    head, set_head = lib.signal(0)
    current = head
    for _ in range(length):
        current = lib.computed(lambda c=current: c() + 1)
    counter = Counter()
    last = current

    def observe():
        last()
        counter.count += 1

    keep.append(lib.effect(observe))

    def run():
        lib.batch(lambda: set_head(1))
        counter.count = 0
        seen = []
        for i in range(50):
            lib.batch(lambda: set_head(i))
            seen.append(last())
        assert seen == [length + i for i in range(50)]
        assert counter.count == 50, counter.count
        return seen, counter.count

    return run


def diamond(lib: Adapter, keep: list) -> Callable[[], Any]:
    width = 5
    head, set_head = lib.signal(0)
    branches = [lib.computed(lambda: head() + 1) for _ in range(width)]
    total = lib.computed(lambda: sum(b() for b in branches))
    counter = Counter()

    def observe():
        total()
        counter.count += 1

    keep.append(lib.effect(observe))

    def run():
        lib.batch(lambda: set_head(1))
        assert total() == 2 * width
        counter.count = 0
        seen = []
        for i in range(500):
            lib.batch(lambda: set_head(i))
            seen.append(total())
        assert seen == [(i + 1) * width for i in range(500)]
        assert counter.count == 500, counter.count
        return seen, counter.count

    return run


def mux(lib: Adapter, keep: list) -> Callable[[], Any]:
    heads = [lib.signal(0) for _ in range(100)]
    muxed = lib.computed(lambda: dict(enumerate(read() for read, _ in heads)))
    split = [lib.computed(lambda i=i: muxed()[i]) for i in range(100)]
    split = [lib.computed(lambda x=x: x() + 1) for x in split]
    for x in split:
        keep.append(lib.effect(x))

    def run():
        seen = []
        for i in range(10):
            lib.batch(lambda: heads[i][1](i))
            seen.append(split[i]())
        for i in range(10):
            lib.batch(lambda: heads[i][1](i * 2))
            seen.append(split[i]())
        assert seen == [i + 1 for i in range(10)] + [i * 2 + 1 for i in range(10)]
        return seen

    return run


def repeated_observers(lib: Adapter, keep: list) -> Callable[[], Any]:
    size = 30
    head, set_head = lib.signal(0)

    def repeated():
        result = 0
        for _ in range(size):
            result += head()
        return result

    current = lib.computed(repeated)
    counter = Counter()

    def observe():
        current()
        counter.count += 1

    keep.append(lib.effect(observe))

    def run():
        lib.batch(lambda: set_head(1))
        assert current() == size
        counter.count = 0
        seen = []
        for i in range(100):
            lib.batch(lambda: set_head(i))
            seen.append(current())
        assert seen == [i * size for i in range(100)]
        assert counter.count == 100, counter.count
        return seen, counter.count

    return run


def triangle(lib: Adapter, keep: list) -> Callable[[], Any]:
    width = 10
    head, set_head = lib.signal(0)
    current = head
    chain = []
    for _ in range(width):
        chain.append(current)
        current = lib.computed(lambda c=current: c() + 1)
    total = lib.computed(lambda: sum(x() for x in chain))
    counter = Counter()

    def observe():
        total()
        counter.count += 1

    keep.append(lib.effect(observe))

    def run():
        constant = sum(range(1, width + 1))
        lib.batch(lambda: set_head(1))
        assert total() == constant
        counter.count = 0
        seen = []
        for i in range(100):
            lib.batch(lambda: set_head(i))
            seen.append(total())
        assert seen == [constant - width + i * width for i in range(100)]
        assert counter.count == 100, counter.count
        return seen, counter.count

    return run


def unstable(lib: Adapter, keep: list) -> Callable[[], Any]:
    head, set_head = lib.signal(0)
    double = lib.computed(lambda: head() * 2)
    inverse = lib.computed(lambda: -head())

    def current_fn():
        result = 0
        for _ in range(20):
            result += double() if head() % 2 else inverse()
        return result

    current = lib.computed(current_fn)
    counter = Counter()

    def observe():
        current()
        counter.count += 1

    keep.append(lib.effect(observe))

    def run():
        lib.batch(lambda: set_head(1))
        assert current() == 40
        counter.count = 0
        seen = []
        for i in range(100):
            lib.batch(lambda: set_head(i))
            seen.append(current())
        assert seen == [i * 40 if i % 2 else i * -20 for i in range(100)]
        assert counter.count == 100, counter.count
        return seen, counter.count

    return run


CELLX_EXPECTED = {1000: ([-3, -6, -2, 2], [-2, -4, 2, 3])}


def cellx(layers: int) -> Callable[[Adapter, list], Callable[[], Any]]:
    """The cellx benchmark: `layers` layers of 4 computeds (each observed by an effect),
    built and then updated in one batch. Timed including construction, as in cellx."""

    def case(lib: Adapter, keep: list) -> Callable[[], Any]:
        def run():
            start = [lib.signal(v) for v in (1, 2, 3, 4)]
            layer = [read for read, _ in start]
            effects = []
            for _ in range(layers):
                p1, p2, p3, p4 = layer
                nxt = [
                    lib.computed(lambda p2=p2: p2()),
                    lib.computed(lambda p1=p1, p3=p3: p1() - p3()),
                    lib.computed(lambda p2=p2, p4=p4: p2() + p4()),
                    lib.computed(lambda p3=p3: p3()),
                ]
                for read in nxt:
                    effects.append(lib.effect(read))
                for read in nxt:
                    read()
                layer = nxt
            before = [read() for read in layer]

            def update():
                for (_, write), value in zip(start, (4, 3, 2, 1)):
                    write(value)

            lib.batch(update)
            after = [read() for read in layer]
            for e in effects:  # stop, so the graph can be collected
                stop = getattr(e, "stop", None) or getattr(e, "dispose", None) or getattr(e, "teardown", None)
                if stop is not None:
                    stop()
            if layers in CELLX_EXPECTED:  # the reference values of the cellx benchmark
                assert (before, after) == CELLX_EXPECTED[layers], (before, after)
            return before, after

        return run

    case.__name__ = f"cellx_{layers}"
    return case


def todo_list(lib: Adapter, keep: list) -> Callable[[], Any]:
    """A reactive list of dicts rendered row by row (one effect per row, like v-for)
    plus a computed count; rows are toggled, appended, removed and re-titled."""
    state = lib.reactive({"todos": [{"title": f"todo {i}", "done": False} for i in range(200)]})
    remaining = lib.computed(lambda: sum(1 for todo in state["todos"] if not todo["done"]))
    rendered: dict[int, Any] = {}

    def row(i: int) -> Callable[[], None]:
        def render() -> None:
            todos = state["todos"]
            if i < len(todos):
                todo = todos[i]
                rendered[i] = (todo["title"], todo["done"])

        return render

    for i in range(220):
        keep.append(lib.effect(row(i)))
    counts: list[int] = []
    keep.append(lib.effect(lambda: counts.append(remaining())))

    def run():
        todos = state["todos"]
        for todo in todos:
            todo["done"] = not todo["done"]
        for i in range(20):
            todos.append({"title": f"new {i}", "done": False})
        for i in range(0, 200, 10):
            todos[i]["title"] = todos[i]["title"].upper()
        for _ in range(20):
            todos.pop()
        return remaining(), rendered[0], rendered[199]

    return run


def dict_fields(lib: Adapter, keep: list) -> Callable[[], Any]:
    """A reactive dict of 100 fields, one effect per field and one over all values."""
    state = lib.reactive({f"field{i}": i for i in range(100)})
    shown: dict[str, Any] = {}

    def field(name: str) -> Callable[[], None]:
        def render() -> None:
            shown[name] = state[name]

        return render

    for name in list(state.keys()):
        keep.append(lib.effect(field(name)))
    totals: list[int] = []
    keep.append(lib.effect(lambda: totals.append(sum(state.values()))))

    def run():
        for round_ in range(5):
            for i in range(100):
                state[f"field{i}"] = i * round_
        return dict(shown), totals[-1]

    return run


COLLECTION_CASES = [todo_list, dict_fields]

CASES = [
    avoidable_propagation,
    broad_propagation,
    deep_propagation,
    diamond,
    mux,
    repeated_observers,
    triangle,
    unstable,
    cellx(1000),
    cellx(15),
]

#: reaktiv 0.24's update time grows exponentially with the number of layers (20 layers
#: take ~10 s, 25 layers ~75 s), so it only runs the small layered graph.
SKIP = {("reaktiv", "cellx_1000")}


# --------------------------------------------------------------------------- runner


def time_cases(case: Callable, libs: list[Adapter], repeat: int) -> list[tuple[float, Any]]:
    """Best time and result of `case` for each library. Runs are interleaved (one run of
    each library per round) so that load changes on the machine affect all alike."""
    runs, results, keeps = [], [], []
    for lib in libs:
        keep: list = []
        run = case(lib, keep)
        results.append(run())  # warm up, and the values to compare
        runs.append(run)
        keeps.append(keep)
    best = [math.inf] * len(libs)
    for _ in range(repeat):
        for i, run in enumerate(runs):
            gc.collect()
            t0 = time.perf_counter()
            run()
            best[i] = min(best[i], time.perf_counter() - t0)
    return list(zip(best, results))


def time_case(case: Callable, lib: Adapter, repeat: int) -> tuple[float, Any]:
    return time_cases(case, [lib], repeat)[0]


def dict_memory() -> tuple[int, int]:
    """Bytes for a dict of 10 keys, and for the same dict plus its reactive proxy
    (with one effect reading every key, so the per-key dependencies exist)."""
    from petite import reactivity

    def measure(make: Callable[[], Any]) -> int:
        gc.collect()
        tracemalloc.start()
        before = tracemalloc.get_traced_memory()[0]
        objects = [make() for _ in range(1000)]
        after = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        del objects
        return (after - before) // 1000

    def raw() -> Any:
        return {f"key{i}": i for i in range(10)}

    def proxied() -> Any:
        return reactivity.reactive(raw())

    def tracked() -> Any:
        state = reactivity.reactive(raw())
        runner = reactivity.effect(lambda: [state[k] for k in state])
        return state, runner

    return measure(raw), measure(proxied), measure(tracked)


def main() -> None:
    quick = "--quick" in sys.argv
    repeat = 5 if quick else 11
    libs = [Reactivity(), Observ(), Reaktiv()]
    names = [lib.name for lib in libs]
    print("seconds per case (best of %d), ratio = reactivity's time / peer's time" % repeat)
    print(f"{'case':24}" + "".join(f"{n:>12}" for n in names) + "   ratio/observ  ratio/reaktiv")
    ratios: dict[str, list[float]] = {"observ": [], "reaktiv": []}
    slower = []
    for case in CASES:
        running = [lib for lib in libs if (lib.name, case.__name__) not in SKIP]
        measured = dict(zip((lib.name for lib in running), time_cases(case, running, repeat)))
        times: list[float | None] = [measured[n][0] if n in measured else None for n in names]
        results = [measured[n][1] for n in names if n in measured]
        assert all(r == results[0] for r in results), f"{case.__name__}: libraries computed different values"
        row = f"{case.__name__:24}"
        cells = ""
        for peer, seconds in zip(names[1:], times[1:]):
            if seconds is None:
                cells += f"{'n/a':>14}"
                continue
            ratio = times[0] / seconds  # type: ignore[operator]
            ratios[peer].append(ratio)
            cells += f"{ratio:14.2f}"
            if ratio > 1:
                slower.append(f"{case.__name__} vs {peer}")
        row += "".join(f"{t * 1000:10.2f}ms" if t is not None else f"{'skipped':>12}" for t in times)
        print(row + " " + cells, flush=True)
    print("reactive collections (observ only: reaktiv has no proxies)")
    for case in COLLECTION_CASES:
        (ours, result), (theirs, other) = time_cases(case, libs[:2], repeat)
        assert result == other, f"{case.__name__}: libraries computed different values"
        print(f"{case.__name__:24}{ours * 1000:10.2f}ms{theirs * 1000:10.2f}ms   ratio/observ {ours / theirs:.2f}", flush=True)
    for peer, values in ratios.items():
        print(f"geometric mean of time ratio reactivity/{peer}: {math.exp(statistics.mean(map(math.log, values))):.2f} ({len(values)} cases)")
    print("cases slower than a peer:", ", ".join(slower) or "none")
    raw, proxied, tracked = dict_memory()
    print(
        f"memory, dict of 10 keys: raw {raw} B; with its reactive proxy {proxied} B "
        f"({proxied / raw:.2f}x); with proxy and the per-key deps of one effect reading every key "
        f"{tracked} B ({tracked / raw:.2f}x)"
    )


if __name__ == "__main__":
    main()
