"""effect(): tracking, re-running, scheduler, lazy, stop, nesting, branches, batching, errors."""

import pytest

from petite.reactivity import (
    batch,
    computed,
    effect,
    effect_scope,
    live_effect_count,
    reactive,
    ref,
    stop,
    untracked,
    pause_tracking,
    reset_tracking,
)


def test_runs_at_once_and_on_change():
    count = ref(0)
    seen = []
    effect(lambda: seen.append(count.value))
    assert seen == [0]
    count.value = 1
    count.value = 2
    assert seen == [0, 1, 2]


def test_equal_value_triggers_nothing():
    value = ref(1)
    seen = []
    effect(lambda: seen.append(value.value))
    value.value = 1
    assert seen == [1]


def test_nan_over_nan_triggers_nothing():
    value = ref(float("nan"))
    state = reactive({"x": float("nan")})
    seen = []
    effect(lambda: seen.append((value.value, state["x"])))
    value.value = float("nan")
    state["x"] = float("nan")
    assert len(seen) == 1


def test_type_change_with_equal_value_triggers():
    value = ref(1)
    seen = []
    effect(lambda: seen.append(value.value))
    value.value = True
    value.value = 1.0
    assert [type(v) for v in seen] == [int, bool, float]


def test_equal_but_distinct_containers_trigger():
    state = reactive({"item": {"a": 1}})
    seen = []
    effect(lambda: seen.append(state["item"]["a"]))
    state["item"] = {"a": 1}
    state["item"]["a"] = 2
    assert seen == [1, 1, 2]


def test_scheduler_replaces_rerun():
    count = ref(0)
    runs, scheduled = [], []
    runner = effect(lambda: runs.append(count.value), scheduler=lambda: scheduled.append(1))
    count.value = 1
    assert runs == [0] and scheduled == [1]
    runner.run()
    assert runs == [0, 1]


def test_lazy_effect_does_not_run_until_asked():
    count = ref(0)
    runs = []
    runner = effect(lambda: runs.append(count.value), lazy=True)
    assert runs == []
    count.value = 1
    assert runs == []
    runner.run()
    count.value = 2
    assert runs == [1, 2]


def test_run_returns_fn_result():
    count = ref(3)
    runner = effect(lambda: count.value * 2, lazy=True)
    assert runner.run() == 6
    assert runner() == 6


def test_stop():
    count = ref(0)
    runs = []
    runner = effect(lambda: runs.append(count.value))
    before = live_effect_count()
    stop(runner)
    assert not runner.active
    assert live_effect_count() == before - 1
    count.value = 1
    assert runs == [0]
    runner.stop()  # idempotent
    assert live_effect_count() == before - 1
    assert not count.subs


def test_live_effect_count_counts_created_minus_stopped():
    base = live_effect_count()
    runners = [effect(lambda: None) for _ in range(3)]
    assert live_effect_count() == base + 3
    for r in runners:
        r.stop()
    assert live_effect_count() == base


def test_stale_branch_dependencies_are_dropped():
    flag = ref(True)
    a, b = ref("a"), ref("b")
    seen = []
    effect(lambda: seen.append(a.value if flag.value else b.value))
    flag.value = False
    assert seen == ["a", "b"]
    a.value = "A"  # no longer a dependency
    assert seen == ["a", "b"]
    b.value = "B"
    assert seen == ["a", "b", "B"]
    assert not a.subs


def test_no_self_recursion():
    count = ref(0)
    runs = []

    def bump():
        runs.append(count.value)
        count.value += 1

    effect(bump)
    assert runs == [0] and count.value == 1
    count.value = 10
    assert runs == [0, 10] and count.value == 11


def test_effects_triggering_each_other():
    a, b = ref(0), ref(0)
    seen = []
    effect(lambda: setattr(b, "value", a.value * 2))
    effect(lambda: seen.append(b.value))
    a.value = 5
    assert seen == [0, 10]


def test_nested_effects_track_separately():
    outer_dep, inner_dep = ref(0), ref(0)
    log = []

    def inner():
        log.append(("inner", inner_dep.value))

    def outer():
        log.append(("outer", outer_dep.value))
        effect(inner)

    effect(outer)
    assert log == [("outer", 0), ("inner", 0)]
    log.clear()
    inner_dep.value = 1
    assert log == [("inner", 1)]
    log.clear()
    outer_dep.value = 1
    assert log[0] == ("outer", 1)


def test_effect_reading_many_keys_runs_once_per_change():
    state = reactive({"a": 1, "b": 2})
    runs = []
    effect(lambda: runs.append(state["a"] + state["b"] + state["a"]))
    state["a"] = 5
    assert runs == [4, 12]


def test_batch_runs_effects_once_at_the_end():
    a, b = ref(1), ref(2)
    seen = []
    effect(lambda: seen.append(a.value + b.value))
    with batch():
        a.value = 10
        with batch():
            b.value = 20
        assert seen == [3]
        a.value = 100
        assert seen == [3]
    assert seen == [3, 120]


def test_batch_with_no_net_change_runs_nothing_for_computeds():
    a = ref(1)
    parity = computed(lambda: a.value % 2)
    seen = []
    effect(lambda: seen.append(parity.value))
    with batch():
        a.value = 2
        a.value = 3
    assert seen == [1]


def test_batch_flushes_even_when_the_block_raises():
    a = ref(1)
    seen = []
    effect(lambda: seen.append(a.value))
    with pytest.raises(KeyError):
        with batch():
            a.value = 2
            raise KeyError("x")
    assert seen == [1, 2]


def test_untracked_reads_do_not_subscribe():
    a, b = ref(1), ref(1)
    runs = []

    def fn():
        with untracked():
            b.value
        runs.append(a.value)

    effect(fn)
    b.value = 2
    assert runs == [1]
    a.value = 2
    assert runs == [1, 2]


def test_pause_and_reset_tracking():
    a = ref(1)
    runs = []

    def fn():
        pause_tracking()
        runs.append(a.value)
        reset_tracking()

    effect(fn)
    a.value = 2
    assert runs == [1]


def test_error_in_effect_reaches_the_writer_with_the_effect_named():
    value = ref(0)

    def explode():
        if value.value == 1:
            raise ValueError("boom")

    runner = effect(explode, name="exploder")
    with pytest.raises(ValueError) as info:
        value.value = 1
    assert "exploder" in "".join(info.value.__notes__)
    assert value.value == 1
    # The graph is still consistent: the effect is subscribed and recovers.
    value.value = 2
    assert runner.active and value.subs


def test_error_in_one_effect_does_not_skip_the_others():
    value = ref(0)
    seen = []

    def bad():
        if value.value:
            raise RuntimeError("bad")

    effect(bad)
    effect(lambda: seen.append(value.value))
    with pytest.raises(RuntimeError):
        value.value = 1
    assert seen == [0, 1]


def test_error_in_first_run_propagates_with_name():
    def fn():
        raise LookupError("first")

    with pytest.raises(LookupError) as info:
        effect(fn)
    assert "fn" in "".join(info.value.__notes__)


def test_effect_in_scope_stops_with_scope():
    a = ref(0)
    seen = []
    scope = effect_scope()
    scope.run(lambda: effect(lambda: seen.append(a.value)))
    scope.stop()
    a.value = 1
    assert seen == [0]


def test_dirty_flag_for_scheduled_effects():
    a = ref(1)
    parity = computed(lambda: a.value % 2)
    jobs = []
    runner = effect(lambda: parity.value, scheduler=lambda: jobs.append(1))
    a.value = 3  # parity unchanged
    assert jobs == [1]
    assert runner.dirty is False
    a.value = 4
    assert runner.dirty is True


def test_effect_stopping_itself_while_running():
    count = ref(0)
    seen = []
    holder = {}

    def fn():
        if count.value >= 2:
            holder["runner"].stop()
        seen.append(count.value)

    holder["runner"] = effect(fn)
    count.value = 1
    count.value = 2
    count.value = 3
    assert seen == [0, 1, 2]
    assert not count.subs
