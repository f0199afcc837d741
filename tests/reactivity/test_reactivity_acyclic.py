"""Reactive records hold no cycle once nothing subscribes: a dropped object and its
proxies are freed by reference counting alone (the collector is off in these tests),
while an effect that still subscribes keeps the record its proxies find."""

from __future__ import annotations

import gc
import weakref

import pytest

from petite.reactivity import effect, readonly, reactive, stop
from petite.reactivity.proxies import private_reactive


class Box:
    def __init__(self, **values):
        self.__dict__.update(values)


@pytest.fixture
def collector_off():
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_a_dropped_object_read_by_a_stopped_effect_is_freed_without_the_collector(collector_off):
    raw = Box(items=[{"n": 1}], name="a")
    seen = []
    runner = effect(lambda: seen.append((reactive(raw).name, reactive(raw).items[0]["n"])))
    assert seen == [("a", 1)]
    stop(runner)
    gone = weakref.ref(raw)
    del raw, runner
    assert gone() is None
    assert gc.collect() == 0


def test_a_dropped_dict_and_list_proxy_leave_nothing_to_collect(collector_off):
    data = reactive({"rows": [{"id": i} for i in range(50)], "flag": True})
    runners = [effect(lambda i=i: data["rows"][i]["id"] if data["flag"] else None) for i in range(50)]
    for runner in runners:
        stop(runner)
    del data, runners
    assert gc.collect() == 0


def test_a_private_proxy_leaves_nothing_to_collect(collector_off):
    scope = private_reactive({"a": 1})
    runner = effect(lambda: scope["a"])
    stop(runner)
    del scope, runner
    assert gc.collect() == 0


def test_a_subscribed_effect_keeps_the_record_its_proxies_find(collector_off):
    raw = {"n": 1}
    seen = []
    runner = effect(lambda: seen.append(reactive(raw)["n"]))  # (the proxy is dropped after the read)
    gc.enable()
    gc.collect()
    reactive(raw)["n"] = 2  # a new lookup finds the same record
    assert seen == [1, 2]


def test_a_readonly_proxy_shares_the_record_after_the_deep_one_is_dropped(collector_off):
    raw = {"n": 1}
    view = readonly(reactive(raw))
    seen = []
    runner = effect(lambda: seen.append(view["n"]))
    reactive(raw)["n"] = 2
    assert seen == [1, 2]
    assert readonly(reactive(raw)) is view and reactive(raw) is reactive(raw)


def test_a_key_read_again_after_its_subscribers_left_keeps_its_record(collector_off):
    raw = {"n": 1}
    first = effect(lambda: reactive(raw)["n"])
    stop(first)  # the key's dep lets go of its proxy
    seen = []
    runner = effect(lambda: seen.append(reactive(raw)["n"]))
    gc.enable()
    gc.collect()
    reactive(raw)["n"] = 3
    assert seen == [1, 3]
