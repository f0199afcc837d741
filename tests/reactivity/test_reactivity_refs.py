"""ref, shallow_ref, to_ref, to_refs, unref, readonly and shallow proxies."""

import pytest

from petite.reactivity import (
    ReadonlyError,
    computed,
    effect,
    is_reactive,
    is_readonly,
    is_ref,
    is_shallow,
    reactive,
    readonly,
    ref,
    shallow_reactive,
    shallow_readonly,
    shallow_ref,
    to_raw,
    to_ref,
    to_refs,
    trigger_ref,
    unref,
)


def watcher(fn):
    seen = []
    effect(lambda: seen.append(fn()))
    return seen


def test_ref_of_container_is_deep():
    box = ref({"a": 1})
    assert is_reactive(box.value)
    seen = watcher(lambda: box.value["a"])
    box.value["a"] = 2
    assert seen == [1, 2]
    assert ref(box) is box


def test_shallow_ref_only_tracks_value_replacement():
    box = shallow_ref({"a": 1})
    assert not is_reactive(box.value)
    seen = watcher(lambda: box.value["a"])
    box.value["a"] = 2
    assert seen == [1]
    trigger_ref(box)
    assert seen == [1, 2]
    box.value = {"a": 3}
    assert seen == [1, 2, 3]
    assert is_shallow(box)


def test_is_ref_unref():
    box = ref(1)
    assert is_ref(box) and is_ref(computed(lambda: 1)) and not is_ref(1)
    assert unref(box) == 1 and unref(2) == 2


def test_to_ref_on_dict_and_instance():
    state = reactive({"count": 1})
    count = to_ref(state, "count")
    assert is_ref(count)
    seen = watcher(lambda: count.value)
    state["count"] = 2
    count.value = 3
    assert seen == [1, 2, 3] and state["count"] == 3
    assert to_ref(state, "missing", "default").value == "default"

    class Point:
        def __init__(self):
            self.x = 0

    point = reactive(Point())
    x = to_ref(point, "x")
    x.value = 4
    assert point.x == 4


def test_to_ref_of_value_getter_and_ref():
    box = ref(1)
    assert to_ref(box) is box
    assert to_ref(5).value == 5
    getter_ref = to_ref(lambda: box.value + 1)
    assert getter_ref.value == 2


def test_to_refs():
    state = reactive({"a": 1, "b": 2})
    refs = to_refs(state)
    assert set(refs) == {"a", "b"}
    refs["a"].value = 10
    assert state["a"] == 10
    items = reactive([1, 2])
    list_refs = to_refs(items)
    list_refs[1].value = 20
    assert to_raw(items) == [1, 20]


def test_readonly_blocks_every_write_and_changes_nothing():
    raw = {"a": 1, "l": [1], "s": {1}}
    view = readonly(raw)
    assert is_readonly(view) and not is_reactive(view)
    for write in (
        lambda: view.__setitem__("a", 2),
        lambda: view.__delitem__("a"),
        lambda: view.update(a=2),
        lambda: view.pop("a"),
        lambda: view.clear(),
        lambda: view["l"].append(2),
        lambda: view["l"].sort(),
        lambda: view["l"].__setitem__(0, 5),
        lambda: view["s"].add(2),
        lambda: view["s"].discard(1),
    ):
        with pytest.raises(ReadonlyError, match="readonly"):
            write()
    assert raw == {"a": 1, "l": [1], "s": {1}}
    assert is_readonly(view["l"])


def test_readonly_of_reactive_tracks_changes_made_through_the_reactive():
    state = reactive({"a": {"b": 1}})
    view = readonly(state)
    assert is_reactive(view) and is_readonly(view)
    assert readonly(view) is view and reactive(view) is view
    seen = watcher(lambda: view["a"]["b"])
    state["a"]["b"] = 2
    assert seen == [1, 2]


def test_shallow_reactive():
    raw = {"nested": {"x": 1}}
    state = shallow_reactive(raw)
    assert state["nested"] is raw["nested"]
    seen = watcher(lambda: state["nested"]["x"])
    state["nested"]["x"] = 2
    assert seen == [1]
    state["nested"] = {"x": 3}
    assert seen == [1, 3]
    assert is_shallow(state)


def test_shallow_readonly():
    raw = {"nested": {"x": 1}}
    view = shallow_readonly(raw)
    with pytest.raises(ReadonlyError):
        view["nested"] = 1
    view["nested"]["x"] = 2  # nested values are plain
    assert raw["nested"]["x"] == 2


def test_different_flavours_share_dependencies():
    raw = {"a": 1}
    view = readonly(raw)
    seen = watcher(lambda: view["a"])
    reactive(raw)["a"] = 2
    assert seen == [1, 2]


def test_refs_in_lists_are_not_unwrapped():
    box = ref(1)
    items = reactive([box])
    assert items[0] is box


def test_shallow_list_and_readonly_set():
    inner = {"x": 1}
    items = shallow_reactive([inner])
    assert items[0] is inner
    seen = watcher(lambda: len(items))
    items.append({})
    assert seen == [1, 2]
    tags = readonly({1, 2})
    assert 1 in tags and len(tags) == 2
    with pytest.raises(ReadonlyError):
        tags.add(3)
    with pytest.raises(ReadonlyError):
        tags.update({3})
    assert to_raw(tags) == {1, 2}


def test_to_ref_on_list_index():
    items = reactive([1, 2])
    second = to_ref(items, 1)
    seen = watcher(lambda: second.value)
    items[1] = 20
    second.value = 30
    assert seen == [2, 20, 30] and to_raw(items) == [1, 30]
