"""Reactive dicts: every read tracks, every real change triggers once."""

import copy
import json
import pickle
from collections.abc import MutableMapping

import pytest

from petite.reactivity import effect, is_reactive, reactive, ref, to_raw


def watcher(fn):
    seen = []
    effect(lambda: seen.append(fn()))
    return seen


def test_identity_and_abc():
    raw = {"a": 1}
    proxy = reactive(raw)
    assert reactive(raw) is proxy
    assert reactive(proxy) is proxy
    assert to_raw(proxy) is raw
    assert isinstance(proxy, MutableMapping)
    assert is_reactive(proxy) and not is_reactive(raw)


def test_get_set_delete():
    state = reactive({"a": 1})
    seen = watcher(lambda: state.get("a", "missing"))
    state["a"] = 2
    del state["a"]
    state["a"] = 3
    assert seen == [1, 2, "missing", 3]
    assert to_raw(state) == {"a": 3}


def test_missing_key_read_is_tracked():
    state = reactive({})
    seen = []

    def fn():
        try:
            seen.append(state["x"])
        except KeyError:
            seen.append(None)

    effect(fn)
    state["x"] = 1
    assert seen == [None, 1]


def test_in_tracks_key():
    state = reactive({})
    seen = watcher(lambda: "x" in state)
    state["y"] = 1
    state["x"] = 1
    assert seen == [False, True]


def test_len_and_iteration_track_the_key_set():
    state = reactive({"a": 1})
    lengths = watcher(lambda: len(state))
    keys = watcher(lambda: list(state))
    state["a"] = 2  # value change: key set unchanged
    state["b"] = 1
    state.pop("a")
    assert lengths == [1, 2, 1]
    assert keys == [["a"], ["a", "b"], ["b"]]


def test_values_and_items_track_values():
    state = reactive({"a": 1})
    values = watcher(lambda: list(state.values()))
    items = watcher(lambda: list(state.items()))
    state["a"] = 2
    state["b"] = 3
    assert values == [[1], [2], [2, 3]]
    assert items == [[("a", 1)], [("a", 2)], [("a", 2), ("b", 3)]]


def test_keys_view():
    state = reactive({"a": 1})
    seen = watcher(lambda: sorted(state.keys()))
    state["b"] = 2
    assert seen == [["a"], ["a", "b"]]
    assert "a" in state.keys() and len(state.keys()) == 2


def test_pop_popitem_setdefault_update_clear():
    state = reactive({"a": 1, "b": 2})
    seen = watcher(lambda: dict(state.items()))
    assert state.pop("a") == 1
    assert state.pop("zz", "default") == "default"
    with pytest.raises(KeyError):
        state.pop("zz")
    assert state.popitem() == ("b", 2)
    assert state.setdefault("c", 3) == 3
    assert state.setdefault("c", 4) == 3
    state.update({"d": 4}, e=5)
    state.update([("f", 6)])
    state.clear()
    assert seen == [{"a": 1, "b": 2}, {"b": 2}, {}, {"c": 3}, {"c": 3, "d": 4, "e": 5}, {"c": 3, "d": 4, "e": 5, "f": 6}, {}]


def test_update_runs_effects_once():
    state = reactive({"a": 1, "b": 2})
    seen = watcher(lambda: (state["a"], state["b"]))
    state.update(a=10, b=20)
    assert seen == [(1, 2), (10, 20)]


def test_deep_nested_values_are_proxies_lazily():
    raw = {"user": {"name": "Ada", "tags": ["x"]}}
    state = reactive(raw)
    user = state["user"]
    assert is_reactive(user) and user is state["user"]
    assert is_reactive(user["tags"])
    seen = watcher(lambda: (state["user"]["name"], len(state["user"]["tags"])))
    state["user"]["name"] = "Grace"
    state["user"]["tags"].append("y")
    assert seen == [("Ada", 1), ("Grace", 1), ("Grace", 2)]


def test_nested_proxy_stored_raw():
    state = reactive({})
    inner = reactive({"x": 1})
    state["inner"] = inner
    assert to_raw(state)["inner"] is to_raw(inner)
    assert state["inner"] is inner


def test_refs_in_dicts_are_unwrapped():
    count = ref(1)
    state = reactive({"count": count})
    assert state["count"] == 1
    state["count"] = 2
    assert count.value == 2
    seen = watcher(lambda: state["count"])
    count.value = 3
    assert seen == [2, 3]


def test_equality_with_plain_dicts():
    state = reactive({"a": [1], "b": {"c": 2}})
    assert state == {"a": [1], "b": {"c": 2}}
    assert {"a": [1], "b": {"c": 2}} == state
    assert state != {"a": [1]}
    assert state == reactive({"a": [1], "b": {"c": 2}})
    seen = watcher(lambda: state == {"a": [1], "b": {"c": 2}})
    state["a"] = [1, 2]
    assert seen == [True, False]


def test_setting_equal_value_triggers_nothing():
    state = reactive({"a": 1, "s": "x"})
    seen = watcher(lambda: (state["a"], state["s"]))
    state["a"] = 1
    state["s"] = "x"
    state.update(a=1)
    assert len(seen) == 1


def test_dict_merge_operators():
    state = reactive({"a": 1})
    assert state | {"b": 2} == {"a": 1, "b": 2}
    assert {"b": 2} | state == {"b": 2, "a": 1}
    seen = watcher(lambda: len(state))
    state |= {"c": 3}
    assert seen == [1, 2] and to_raw(state) == {"a": 1, "c": 3}


def test_json_copy_pickle_give_plain_data():
    raw = {"a": [1, {"b": 2}]}
    state = reactive(raw)
    assert json.dumps(state, default=to_raw) == json.dumps(raw)
    with pytest.raises(TypeError):
        json.dumps(state)
    shallow = copy.copy(state)
    assert type(shallow) is dict and shallow == raw and shallow["a"] is raw["a"]
    deep = copy.deepcopy(state)
    assert type(deep) is dict and deep == raw and deep["a"] is not raw["a"]
    loaded = pickle.loads(pickle.dumps(state))
    assert type(loaded) is dict and loaded == raw
    assert type(state.copy()) is dict


def test_repr_is_the_raw_repr():
    assert repr(reactive({"a": 1})) == "{'a': 1}"


def test_proxies_are_unhashable():
    with pytest.raises(TypeError):
        hash(reactive({}))


def test_reactive_rejects_plain_values():
    with pytest.raises(TypeError):
        reactive(3)
    with pytest.raises(TypeError):
        reactive((1, 2))


def test_dict_subclass_proxied():
    from collections import OrderedDict, defaultdict

    ordered = reactive(OrderedDict(a=1))
    assert isinstance(ordered, MutableMapping)
    seen = watcher(lambda: list(ordered))
    ordered["b"] = 2
    assert seen == [["a"], ["a", "b"]]
    counts = reactive(defaultdict(int))
    counts["x"] += 1
    assert to_raw(counts) == {"x": 1}


def test_proxy_dies_with_references_but_tracking_survives():
    import gc

    raw = {"a": {"b": 1}}
    seen = []
    runner = effect(lambda: seen.append(reactive(raw)["a"]["b"]))  # noqa: F841 (kept alive)
    gc.collect()
    reactive(raw)["a"]["b"] = 2
    assert seen == [1, 2]
