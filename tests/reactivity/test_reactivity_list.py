"""Reactive lists: indexes, length, iteration, every list method, slices."""

import copy
import pickle
from collections.abc import MutableSequence

import pytest

from petite.reactivity import effect, is_reactive, reactive, to_raw


def watcher(fn):
    seen = []
    effect(lambda: seen.append(fn()))
    return seen


def test_abc_and_identity():
    raw = [1, 2]
    items = reactive(raw)
    assert isinstance(items, MutableSequence)
    assert reactive(raw) is items and to_raw(items) is raw


def test_index_read_tracks_only_that_index():
    items = reactive([1, 2, 3])
    first = watcher(lambda: items[0])
    items[1] = 20
    assert first == [1]
    items[0] = 10
    assert first == [1, 10]


def test_negative_index_follows_length():
    items = reactive([1, 2, 3])
    last = watcher(lambda: items[-1])
    items.append(4)
    items[3] = 40
    items.pop()
    assert last == [3, 4, 40, 3]


def test_out_of_range_read_is_tracked():
    items = reactive([])
    seen = []

    def fn():
        try:
            seen.append(items[0])
        except IndexError:
            seen.append(None)

    effect(fn)
    items.append("x")
    assert seen == [None, "x"]


def test_len_iteration_contains():
    items = reactive([1, 2])
    lengths = watcher(lambda: len(items))
    content = watcher(lambda: list(items))
    has_three = watcher(lambda: 3 in items)
    items[0] = 5  # same length
    items.append(3)
    assert lengths == [2, 3]
    assert content == [[1, 2], [5, 2], [5, 2, 3]]
    assert has_three == [False, False, True]  # `in` depends on the whole content


@pytest.mark.parametrize(
    "operation",
    [
        lambda l: l.append(9),
        lambda l: l.extend([7, 8]),
        lambda l: l.insert(0, 0),
        lambda l: l.insert(-1, 0),
        lambda l: l.pop(),
        lambda l: l.pop(0),
        lambda l: l.remove(2),
        lambda l: l.sort(reverse=True),
        lambda l: l.sort(key=lambda v: -v),
        lambda l: l.reverse(),
        lambda l: l.clear(),
        lambda l: l.__setitem__(slice(1, 2), [20, 21, 22]),
        lambda l: l.__setitem__(slice(None, None, 2), [0, 0]),
        lambda l: l.__delitem__(slice(0, 2)),
        lambda l: l.__delitem__(0),
        lambda l: l.__iadd__([4]),
        lambda l: l.__imul__(2),
    ],
)
def test_mutations_match_plain_lists_and_trigger(operation):
    plain = [3, 1, 2]
    items = reactive([3, 1, 2])
    snapshots = watcher(lambda: (list(items), len(items), items[0] if items else None))
    operation(plain)
    operation(items)
    assert to_raw(items) == plain
    assert snapshots[-1] == (plain, len(plain), plain[0] if plain else None)
    assert len(snapshots) == 2


def test_no_op_mutations_trigger_nothing():
    items = reactive([1, 2, 3])
    seen = watcher(lambda: list(items))
    items.sort()
    items.extend([])
    items[0] = 1
    items[:] = [1, 2, 3]
    assert len(seen) == 1


def test_index_dep_triggered_only_when_that_index_changed():
    items = reactive([1, 2, 3])
    last = watcher(lambda: items[2])
    items.insert(3, 4)  # appends: index 2 unchanged
    items[0] = 0
    assert last == [3]
    items.insert(0, -1)  # shifts
    assert last == [3, 2]


def test_slicing_returns_plain_list_of_proxies():
    items = reactive([{"a": 1}, {"a": 2}, 3])
    part = items[0:2]
    assert type(part) is list and all(is_reactive(p) for p in part)
    seen = watcher(lambda: items[1:])
    items[2] = 4
    assert seen[-1][-1] == 4


def test_index_count_in_with_raw_and_proxied_items():
    raw_item = {"a": 1}
    items = reactive([raw_item, {"b": 2}])
    proxied = items[0]
    assert proxied in items and raw_item in items
    assert items.index(proxied) == 0 and items.index(raw_item) == 0
    assert items.count(proxied) == 1
    items.remove(proxied)
    assert to_raw(items) == [{"b": 2}]


def test_items_iterate_as_proxies_and_stored_raw():
    items = reactive([])
    inner = reactive({"x": 1})
    items.append(inner)
    assert to_raw(items)[0] is to_raw(inner)
    assert next(iter(items)) is inner
    seen = watcher(lambda: [item["x"] for item in items])
    inner["x"] = 2
    assert seen == [[1], [2]]


def test_comparisons_and_arithmetic():
    items = reactive([1, 2])
    assert items == [1, 2] and [1, 2] == items and items != [2]
    assert items < [1, 3] and items <= [1, 2] and items > [0] and items >= [1, 2]
    assert items + [3] == [1, 2, 3] and [0] + items == [0, 1, 2]
    assert items * 2 == [1, 2, 1, 2] and 2 * items == [1, 2, 1, 2]
    assert reactive([[1]]) == [[1]]
    assert list(reversed(items)) == [2, 1]


def test_copy_and_pickle_plain():
    raw = [[1], 2]
    items = reactive(raw)
    assert type(copy.copy(items)) is list and copy.copy(items)[0] is raw[0]
    assert copy.deepcopy(items) == raw and copy.deepcopy(items)[0] is not raw[0]
    assert pickle.loads(pickle.dumps(items)) == raw
    assert items.copy() == raw and type(items.copy()) is list


def test_bool_tracks_length():
    items = reactive([])
    seen = watcher(lambda: bool(items))
    items.append(1)
    assert seen == [False, True]


def test_list_of_nested_lists_deep():
    grid = reactive([[0, 0], [0, 0]])
    seen = watcher(lambda: sum(sum(row) for row in grid))
    grid[1][0] = 5
    assert seen == [0, 5]
