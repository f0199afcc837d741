"""watch / watch_effect with every source kind, options and flush timing."""

import asyncio

import pytest

from petite.reactivity import computed, effect_scope, flush, next_tick, reactive, ref, watch, watch_effect


def test_watch_ref_runs_callback_after_flush():
    count = ref(0)
    calls = []
    watch(count, lambda new, old: calls.append((new, old)))
    count.value = 1
    count.value = 2
    assert calls == []
    flush()
    assert calls == [(2, 0)]


def test_watch_sync_and_once():
    count = ref(0)
    calls = []
    watch(count, lambda new, old: calls.append((new, old)), flush="sync", once=True)
    count.value = 1
    count.value = 2
    assert calls == [(1, 0)]


def test_watch_immediate():
    count = ref(5)
    calls = []
    watch(count, lambda new, old: calls.append((new, old)), immediate=True, flush="sync")
    assert calls == [(5, None)]


def test_watch_getter_only_fires_on_value_change():
    state = reactive({"n": 1})
    calls = []
    watch(lambda: state["n"] % 2, lambda new, old: calls.append((new, old)), flush="sync")
    state["n"] = 3
    state["n"] = 4
    assert calls == [(0, 1)]


def test_watch_reactive_is_deep():
    state = reactive({"user": {"tags": []}})
    calls = []
    watch(state, lambda new, old: calls.append(new is old), flush="sync")
    state["user"]["tags"].append("x")
    assert calls == [True]


def test_watch_getter_with_deep():
    state = reactive({"user": {"name": "a"}})
    shallow_calls, deep_calls = [], []
    watch(lambda: state["user"], lambda *a: shallow_calls.append(1), flush="sync")
    watch(lambda: state["user"], lambda *a: deep_calls.append(1), flush="sync", deep=True)
    state["user"]["name"] = "b"
    assert shallow_calls == [] and deep_calls == [1]


def test_watch_reactive_with_deep_false_is_one_level():
    state = reactive({"a": 1, "nested": {"x": 1}})
    calls = []
    watch(state, lambda *a: calls.append(1), flush="sync", deep=False)
    state["nested"]["x"] = 2
    assert calls == []
    state["a"] = 2
    assert calls == [1]


def test_watch_list_of_sources():
    a, b = ref(1), ref(2)
    double = computed(lambda: a.value * 2)
    calls = []
    watch([a, lambda: b.value, double], lambda new, old: calls.append((new, old)), flush="sync")
    a.value = 10
    assert calls == [([10, 2, 20], [1, 2, 2])]


def test_cleanup_runs_before_next_callback_and_on_stop():
    count = ref(0)
    log = []

    def callback(new, old, on_cleanup):
        log.append(f"run {new}")
        on_cleanup(lambda: log.append(f"cleanup {new}"))

    handle = watch(count, callback, flush="sync")
    count.value = 1
    count.value = 2
    handle.stop()
    assert log == ["run 1", "cleanup 1", "run 2", "cleanup 2"]
    count.value = 3
    assert log[-1] == "cleanup 2"


def test_callback_with_fewer_parameters():
    count = ref(0)
    seen = []
    watch(count, lambda new: seen.append(new), flush="sync")
    watch(count, lambda: seen.append("no args"), flush="sync")
    count.value = 1
    assert seen == [1, "no args"]


def test_flush_order_pre_then_post():
    count = ref(0)
    order = []
    watch(count, lambda: order.append("post"), flush="post")
    watch(count, lambda: order.append("pre"), flush="pre")
    watch(count, lambda: order.append("sync"), flush="sync")
    count.value = 1
    flush()
    assert order == ["sync", "pre", "post"]


def test_watch_effect_and_cleanup():
    count = ref(0)
    log = []

    def fn(on_cleanup):
        value = count.value
        log.append(value)
        on_cleanup(lambda: log.append(f"cleanup {value}"))

    handle = watch_effect(fn)
    assert log == [0]
    count.value = 1
    flush()
    assert log == [0, "cleanup 0", 1]
    handle()
    assert log[-1] == "cleanup 1"
    count.value = 2
    flush()
    assert log[-1] == "cleanup 1"


def test_watch_effect_skipped_when_computed_did_not_change():
    count = ref(1)
    parity = computed(lambda: count.value % 2)
    runs = []
    watch_effect(lambda: runs.append(parity.value))
    count.value = 3
    flush()
    assert runs == [1]


def test_watcher_error_reaches_flush_with_name():
    count = ref(0)

    def broken(new):
        raise ValueError("nope")

    watch(count, broken)
    count.value = 1
    with pytest.raises(ValueError) as info:
        flush()
    assert "broken" in "".join(info.value.__notes__)


def test_watchers_stop_with_scope():
    count = ref(0)
    calls = []
    scope = effect_scope()
    scope.run(lambda: watch(count, lambda n: calls.append(n), flush="sync"))
    scope.stop()
    count.value = 1
    assert calls == []


def test_watch_with_asyncio_next_tick():
    count = ref(0)
    calls = []
    watch(count, lambda new: calls.append(new))

    async def main():
        count.value = 1
        assert calls == []
        await next_tick()
        assert calls == [1]
        count.value = 2
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        return list(calls)

    assert asyncio.run(main()) == [1, 2]


def test_bad_source_and_flush():
    with pytest.raises(TypeError):
        watch(3, lambda: None)
    with pytest.raises(ValueError):
        watch(ref(0), lambda: None, flush="later")


def test_deep_watch_reaches_instances_sets_and_cycles():
    class Node:
        def __init__(self, name):
            self.name = name
            self.children = []
            self.parent = None

    root = Node("root")
    child = Node("child")
    child.parent = root  # a cycle: traversal must terminate
    root.children.append(child)
    state = reactive({"tree": root, "tags": {"a"}})
    calls = []
    watch(state, lambda *a: calls.append(1), flush="sync")
    state["tree"].children[0].name = "renamed"
    state["tags"].add("b")
    state["tree"].extra = 1  # a new attribute
    assert calls == [1, 1, 1]


def test_watch_list_with_reactive_member_fires_on_deep_change():
    state = reactive({"a": {"b": 1}})
    count = ref(0)
    calls = []
    watch([state, count], lambda new, old: calls.append(new[1]), flush="sync")
    state["a"]["b"] = 2
    count.value = 5
    assert calls == [0, 5]


def test_immediate_once_runs_only_immediately():
    count = ref(0)
    calls = []
    watch(count, lambda new: calls.append(new), immediate=True, once=True, flush="sync")
    count.value = 1
    assert calls == [0]
