"""Reactive class instances: attributes, methods bound to the proxy, properties."""

import copy
import pickle
from dataclasses import dataclass, field

import pytest

from petite.reactivity import ReadonlyError, computed, effect, is_reactive, mark_raw, reactive, readonly, to_raw


class Counter:
    label = "counter"

    def __init__(self):
        self.count = 0
        self.items = []

    def increment(self):
        self.count += 1

    def add(self, item):
        self.items.append(item)

    @property
    def double(self):
        return self.count * 2

    @double.setter
    def double(self, value):
        self.count = value // 2

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def version():
        return 1


def watcher(fn):
    seen = []
    effect(lambda: seen.append(fn()))
    return seen


def test_attribute_get_set_delete():
    counter = reactive(Counter())
    seen = watcher(lambda: getattr(counter, "extra", None))
    counter.extra = 1
    counter.extra = 1
    del counter.extra
    assert seen == [None, 1, None]


def test_methods_are_bound_to_the_proxy():
    counter = reactive(Counter())
    seen = watcher(lambda: counter.count)
    counter.increment()
    counter.increment()
    assert seen == [0, 1, 2]
    items = watcher(lambda: list(counter.items))
    counter.add("x")
    assert items == [[], ["x"]]


def test_property_getter_tracked_and_setter_goes_through_proxy():
    counter = reactive(Counter())
    seen = watcher(lambda: counter.double)
    counter.count = 3
    counter.double = 10
    assert seen == [0, 6, 10]
    assert to_raw(counter).count == 5


def test_class_attributes_classmethods_staticmethods():
    counter = reactive(Counter())
    assert counter.label == "counter"
    assert isinstance(counter.make(), Counter)
    assert counter.version() == 1
    seen = watcher(lambda: counter.label)
    counter.label = "mine"  # instance attribute now shadows the class attribute
    assert seen == ["counter", "mine"]


def test_isinstance_and_identity():
    raw = Counter()
    counter = reactive(raw)
    assert isinstance(counter, Counter)
    assert reactive(raw) is counter and to_raw(counter) is raw
    assert counter == raw and hash(counter) == hash(raw)
    assert is_reactive(counter)


def test_computed_over_instance():
    counter = reactive(Counter())
    total = computed(lambda: counter.count + len(counter.items))
    counter.increment()
    counter.add(1)
    assert total.value == 2


def test_dataclass_and_dunders_forwarded():
    @dataclass
    class Todo:
        title: str
        tags: list = field(default_factory=list)

        def __len__(self):
            return len(self.tags)

    todo = reactive(Todo("write"))
    assert todo == Todo("write")
    assert repr(todo) == "test_dataclass_and_dunders_forwarded.<locals>.Todo(title='write', tags=[])"
    lengths = watcher(lambda: len(todo))
    todo.tags.append("a")
    assert lengths == [0, 1]
    with pytest.raises(TypeError):
        hash(todo)  # dataclass with eq=True is unhashable, and so is its proxy


def test_slots_instances():
    class Point:
        __slots__ = ("x", "y")

        def __init__(self):
            self.x, self.y = 0, 0

    point = reactive(Point())
    seen = watcher(lambda: point.x)
    point.x = 5
    point.y = 1
    assert seen == [0, 5]


def test_missing_attribute_raises_attribute_error():
    counter = reactive(Counter())
    with pytest.raises(AttributeError):
        counter.nope


def test_nested_instance_in_dict_is_proxied():
    state = reactive({"counter": Counter()})
    assert is_reactive(state["counter"])
    seen = watcher(lambda: state["counter"].count)
    state["counter"].increment()
    assert seen == [0, 1]


def test_mark_raw_and_class_opt_out():
    class Service:
        __reactive_skip__ = True

    service = Service()
    marked = mark_raw(Counter())
    state = reactive({"service": service, "marked": marked, "plain": mark_raw({"a": 1})})
    assert state["service"] is service
    assert state["marked"] is marked
    assert not is_reactive(state["plain"])
    with pytest.raises(TypeError):
        reactive(service)


def test_readonly_instance():
    counter = readonly(Counter())
    with pytest.raises(ReadonlyError):
        counter.count = 3
    with pytest.raises(ReadonlyError):
        counter.increment()
    assert to_raw(counter).count == 0


def test_copy_pickle_give_plain_instances():
    counter = reactive(Counter())
    counter.increment()
    assert type(copy.copy(counter)) is Counter and copy.copy(counter).count == 1
    assert type(copy.deepcopy(counter)) is Counter
    loaded = pickle.loads(pickle.dumps(reactive({"n": 1})))
    assert loaded == {"n": 1}


def test_enum_and_builtins_not_wrapped():
    import datetime
    import enum

    class Color(enum.Enum):
        RED = 1

    now = datetime.datetime(2020, 1, 1)
    state = reactive({"color": Color.RED, "when": now, "fn": len})
    assert state["color"] is Color.RED and state["when"] is now and state["fn"] is len


def test_user_attributes_named_like_internals():
    class Thing:
        def __init__(self):
            self._track = "mine"
            self._raw = "raw attribute"

        def _trigger(self):
            return "method"

    thing = reactive(Thing())
    assert thing._track == "mine" and thing._raw == "raw attribute" and thing._trigger() == "method"
    seen = watcher(lambda: thing._raw)
    thing._raw = "changed"
    assert seen == ["raw attribute", "changed"]


def test_pickle_instance_proxy_gives_the_plain_instance():
    counter = reactive(Counter())
    counter.increment()
    loaded = pickle.loads(pickle.dumps(counter))
    assert type(loaded) is Counter and loaded.count == 1


def test_instance_proxies_as_dict_keys_and_set_members():
    raw = Counter()
    proxied = reactive(raw)
    table = reactive({})
    table[proxied] = "value"
    assert list(to_raw(table)) == [raw]
    assert table[raw] == "value" and table[proxied] == "value" and proxied in table
    members = reactive(set())
    members.add(proxied)
    assert to_raw(members) == {raw} and raw in members and proxied in members
