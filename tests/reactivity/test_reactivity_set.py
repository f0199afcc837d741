"""Reactive sets."""

from collections.abc import MutableSet

import pytest

from petite.reactivity import effect, reactive, to_raw


def watcher(fn):
    seen = []
    effect(lambda: seen.append(fn()))
    return seen


def test_abc_and_basic_tracking():
    tags = reactive({"a"})
    assert isinstance(tags, MutableSet)
    has_b = watcher(lambda: "b" in tags)
    size = watcher(lambda: len(tags))
    tags.add("c")
    tags.add("b")
    tags.add("b")
    tags.discard("zz")
    tags.discard("a")
    assert has_b == [False, True]
    assert size == [1, 2, 3, 2]


def test_membership_of_other_keys_untouched():
    tags = reactive({"a"})
    has_a = watcher(lambda: "a" in tags)
    tags.add("x")
    assert has_a == [True]


@pytest.mark.parametrize(
    "operation",
    [
        lambda s: s.update({4, 5}, [6]),
        lambda s: s.difference_update({1}),
        lambda s: s.intersection_update({1, 2}),
        lambda s: s.symmetric_difference_update({1, 9}),
        lambda s: s.__ior__({7}),
        lambda s: s.__iand__({2, 3}),
        lambda s: s.__isub__({3}),
        lambda s: s.__ixor__({3, 8}),
        lambda s: s.remove(2),
        lambda s: s.clear(),
        lambda s: s.pop(),
    ],
)
def test_mutations_match_plain_sets(operation):
    plain = {1, 2, 3}
    tags = reactive({1, 2, 3})
    seen = watcher(lambda: sorted(tags))
    operation(plain)
    operation(tags)
    if len(plain) != len(to_raw(tags)):
        pytest.fail("lengths differ")
    if operation.__code__.co_names != ("pop",):
        assert to_raw(tags) == plain
    assert seen[-1] == sorted(to_raw(tags)) and len(seen) == 2


def test_remove_missing_raises():
    with pytest.raises(KeyError):
        reactive(set()).remove(1)


def test_set_algebra_returns_plain_sets():
    tags = reactive({1, 2})
    assert tags | {3} == {1, 2, 3} and {3} | tags == {1, 2, 3}
    assert tags & {2} == {2} and tags - {1} == {2} and tags ^ {2, 3} == {1, 3}
    assert tags.union([5]) == {1, 2, 5} and tags.intersection({1}) == {1}
    assert tags.difference({1}) == {2} and tags.symmetric_difference({1}) == {2}
    assert tags.issubset({1, 2, 3}) and tags.issuperset({1}) and tags.isdisjoint({9})
    assert tags == {1, 2} and tags <= {1, 2} and tags < {1, 2, 3}
    assert type(tags.copy()) is set


def test_instance_members_iterate_as_proxies():
    class Item:
        def __init__(self, n):
            self.n = n

    item = Item(1)
    items = reactive({item})
    proxied = next(iter(items))
    assert to_raw(proxied) is item and proxied in items
    seen = watcher(lambda: [i.n for i in items])
    proxied.n = 2
    assert seen == [[1], [2]]
