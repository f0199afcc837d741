"""An effect's re-run keeps the subscriptions it reads again (Vue 3.4+'s dependency
reuse: petite.reactivity.core.link/settle) instead of dropping and re-adding them all;
what it stops reading is dropped when the run ends. Whatever the order of reads,
repeated reads, nested effects and computeds reading the same keys, the subscriptions
after a run are exactly what it read."""

from __future__ import annotations

import random

import pytest

from petite.reactivity import computed, effect, reactive, ref, stop
from petite.reactivity.core import subscribers


def test_a_rerun_keeps_the_subscriptions_it_reads_again():
    state = reactive({"shared": 0, "own": 1})
    runs: list[int] = []
    runner = effect(lambda: runs.append(state["shared"] + state["own"]))
    shared, own = runner.deps
    subs = shared.subs
    state["own"] = 2
    assert runs == [1, 2]
    assert shared.subs is subs  # (the same subscriber: nothing was dropped and added again)
    assert runner.deps == (shared, own)
    assert shared.mark is None and own.mark is None


def test_a_branch_switch_drops_what_is_no_longer_read():
    state = reactive({"flag": True, "a": 1, "b": 2})
    seen: list[int] = []
    runner = effect(lambda: seen.append(state["a"] if state["flag"] else state["b"]))
    flag, a = runner.deps
    state["flag"] = False
    b = runner.deps[1]
    assert runner.deps == (flag, b) and subscribers(a) == () and subscribers(b) == (runner,)
    state["a"] = 10  # no longer read: nothing runs
    assert seen == [1, 2]
    state["b"] = 3
    state["flag"] = True
    assert seen == [1, 2, 3, 10]
    assert runner.deps == (flag, a) and subscribers(b) == () and subscribers(a) == (runner,)


def test_reads_in_a_new_order_keep_every_subscription():
    state = reactive({"first": True, "a": 1, "b": 2})
    seen: list[tuple] = []
    effect(lambda: seen.append((state["a"], state["b"]) if state["first"] else (state["b"], state["a"])))
    state["first"] = False
    state["a"] = 5
    state["b"] = 6
    assert seen == [(1, 2), (2, 1), (2, 5), (6, 5)]


def test_a_rerun_that_raises_keeps_what_it_read_before_the_error():
    state = reactive({"fail": False, "a": 1, "b": 2})
    seen: list[int] = []

    def body():
        seen.append(state["a"])
        if state["fail"]:
            raise ValueError("boom")
        seen.append(state["b"])

    runner = effect(body)
    with pytest.raises(ValueError):
        state["fail"] = True
    assert [subscribers(dep) for dep in runner.deps] == [(runner,), (runner,)]  # a and fail, not b
    state["b"] = 3  # not read by the failed run: nothing runs
    assert seen == [1, 2, 1]
    state["fail"] = False
    assert seen == [1, 2, 1, 1, 3]


def test_random_reads_with_nested_computeds_subscribe_exactly_what_was_read():
    rng = random.Random(11)
    refs = [ref(i) for i in range(8)]
    plans: list[list] = []  # what the next run of the effect reads

    def reader(picks):
        return lambda: sum(refs[i].value for i in picks)

    computeds = [computed(reader(rng.sample(range(8), 3))) for _ in range(3)]
    runs = [0]

    def body():
        runs[0] += 1
        for kind, index in plans[-1]:
            (refs if kind == "ref" else computeds)[index].value

    def new_plan():
        return [("ref", rng.randrange(8)) if rng.random() < 0.7 else ("computed", rng.randrange(3))
                for _ in range(rng.randint(0, 9))]

    plans.append(new_plan())
    runner = effect(body)
    for step in range(400):
        read = {id(refs[i]) if kind == "ref" else id(computeds[i]) for kind, i in plans[-1]}
        assert {id(dep) for dep in runner.deps} == read  # (a dep may be listed twice: see core.link)
        assert len(runner.deps) <= len(plans[-1])
        for dep in [*refs, *computeds]:
            assert (runner in subscribers(dep)) == (id(dep) in read)
            assert dep.mark is None
        plans.append(new_plan())
        before = runs[0]
        target = rng.randrange(8)
        refs[target].value += 1
        reached = id(refs[target]) in read or any(
            id(c) in read and refs[target] in c.deps for c in computeds)
        if not reached:
            assert runs[0] == before
            plans.pop()  # (it did not run: the last plan is still the one read)
    stop(runner)
    assert all(runner not in subscribers(dep) for dep in [*refs, *computeds])


def test_a_nested_effect_reading_the_same_key_leaves_the_outer_subscribed():
    state = reactive({"x": 1, "y": 1})
    outer_seen: list[int] = []
    inner: list = []

    def outer():
        outer_seen.append(state["x"])
        if inner:
            stop(inner.pop())
        inner.append(effect(lambda: state["x"]))  # reads x too, inside the outer run
        outer_seen.append(state["x"] + state["y"])

    runner = effect(outer)
    state["y"] = 2
    state["x"] = 5
    assert outer_seen == [1, 2, 1, 3, 5, 7]
    assert all(runner in subscribers(dep) for dep in runner.deps)
    assert len({id(dep) for dep in runner.deps}) == 2  # x and y (x may be listed twice: core.link)
    deps = list(runner.deps)
    stop(runner)
    assert all(runner not in subscribers(dep) for dep in deps) and runner.deps == ()
