"""Property-based tests: random operation sequences on a reactive dict / list give the
same result as on a plain one, and effects see every change exactly once."""

from hypothesis import given, settings
from hypothesis import strategies as st

from petite.reactivity import effect, reactive, to_raw

KEYS = st.sampled_from(["a", "b", "c", "d"])
VALUES = st.integers(-3, 3)

DICT_OPS = st.one_of(
    st.tuples(st.just("set"), KEYS, VALUES),
    st.tuples(st.just("del"), KEYS),
    st.tuples(st.just("pop"), KEYS),
    st.tuples(st.just("pop_default"), KEYS),
    st.tuples(st.just("popitem")),
    st.tuples(st.just("setdefault"), KEYS, VALUES),
    st.tuples(st.just("update"), st.dictionaries(KEYS, VALUES, max_size=3)),
    st.tuples(st.just("clear")),
    st.tuples(st.just("ior"), st.dictionaries(KEYS, VALUES, max_size=2)),
)


def apply_dict(target, op):
    name, *args = op
    if name == "set":
        target[args[0]] = args[1]
    elif name == "del":
        del target[args[0]]
    elif name == "pop":
        return target.pop(args[0])
    elif name == "pop_default":
        return target.pop(args[0], None)
    elif name == "popitem":
        return target.popitem()
    elif name == "setdefault":
        return target.setdefault(*args)
    elif name == "update":
        target.update(args[0])
    elif name == "clear":
        target.clear()
    elif name == "ior":
        target |= args[0]
    return None


def outcome(apply, target, op):
    try:
        return ("ok", apply(target, op))
    except Exception as exc:  # both must raise the same kind of error
        return ("error", type(exc))


class Recorder:
    """Effects on the whole content, on the length and on one key/index."""

    def __init__(self, proxy, read_one):
        self.content, self.length, self.one = [], [], []
        self.runners = [
            # comprehensions, not list(): list() also calls len(), which would hide a missing trigger
            effect(lambda: self.content.append([item for item in (proxy.items() if hasattr(proxy, "items") else proxy)])),
            effect(lambda: self.length.append(len(proxy))),
            effect(lambda: self.one.append(read_one(proxy))),
        ]


def read_key(proxy):
    return proxy.get("a", "missing")


def read_index(proxy):
    try:
        return proxy[0]
    except IndexError:
        return "missing"


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(KEYS, VALUES), st.lists(DICT_OPS, max_size=25))
def test_dict_operations(initial, ops):
    plain = dict(initial)
    proxy = reactive(dict(initial))
    recorder = Recorder(proxy, read_key)
    for op in ops:
        before = (list(plain.items()), len(plain), read_key(plain))
        counts = (len(recorder.content), len(recorder.length), len(recorder.one))
        assert outcome(apply_dict, proxy, op) == outcome(apply_dict, plain, op)
        assert to_raw(proxy) == plain and list(to_raw(proxy)) == list(plain)
        after = (list(plain.items()), len(plain), read_key(plain))
        # Each effect ran exactly once if what it reads changed, otherwise not at all.
        for seen, count, old, new in zip(
            (recorder.content, recorder.length, recorder.one), counts, before, after
        ):
            assert len(seen) == count + (old != new), (op, old, new)
            assert seen[-1] == new


LIST_OPS = st.one_of(
    st.tuples(st.just("append"), VALUES),
    st.tuples(st.just("extend"), st.lists(VALUES, max_size=3)),
    st.tuples(st.just("insert"), st.integers(-5, 5), VALUES),
    st.tuples(st.just("pop")),
    st.tuples(st.just("pop_at"), st.integers(-5, 5)),
    st.tuples(st.just("remove"), VALUES),
    st.tuples(st.just("setitem"), st.integers(-5, 5), VALUES),
    st.tuples(st.just("delitem"), st.integers(-5, 5)),
    st.tuples(st.just("setslice"), st.integers(-5, 5), st.integers(-5, 5), st.lists(VALUES, max_size=3)),
    st.tuples(st.just("delslice"), st.integers(-5, 5), st.integers(-5, 5)),
    st.tuples(st.just("sort"), st.booleans()),
    st.tuples(st.just("reverse")),
    st.tuples(st.just("clear")),
    st.tuples(st.just("iadd"), st.lists(VALUES, max_size=2)),
    st.tuples(st.just("imul"), st.integers(0, 2)),
)


def apply_list(target, op):
    name, *args = op
    if name == "append":
        target.append(args[0])
    elif name == "extend":
        target.extend(args[0])
    elif name == "insert":
        target.insert(*args)
    elif name == "pop":
        return target.pop()
    elif name == "pop_at":
        return target.pop(args[0])
    elif name == "remove":
        target.remove(args[0])
    elif name == "setitem":
        target[args[0]] = args[1]
    elif name == "delitem":
        del target[args[0]]
    elif name == "setslice":
        target[args[0]:args[1]] = args[2]
    elif name == "delslice":
        del target[args[0]:args[1]]
    elif name == "sort":
        target.sort(reverse=args[0])
    elif name == "reverse":
        target.reverse()
    elif name == "clear":
        target.clear()
    elif name == "iadd":
        target += args[0]
    elif name == "imul":
        target *= args[0]
    return None


@settings(max_examples=150, deadline=None)
@given(st.lists(VALUES, max_size=6), st.lists(LIST_OPS, max_size=25))
def test_list_operations(initial, ops):
    plain = list(initial)
    proxy = reactive(list(initial))
    recorder = Recorder(proxy, read_index)
    for op in ops:
        before = (list(plain), len(plain), read_index(plain))
        counts = (len(recorder.content), len(recorder.length), len(recorder.one))
        assert outcome(apply_list, proxy, op) == outcome(apply_list, plain, op)
        assert to_raw(proxy) == plain
        after = (list(plain), len(plain), read_index(plain))
        for seen, count, old, new in zip(
            (recorder.content, recorder.length, recorder.one), counts, before, after
        ):
            assert len(seen) == count + (old != new), (op, old, new)
            assert seen[-1] == new


SET_OPS = st.one_of(
    st.tuples(st.just("add"), VALUES),
    st.tuples(st.just("discard"), VALUES),
    st.tuples(st.just("remove"), VALUES),
    st.tuples(st.just("update"), st.sets(VALUES, max_size=3)),
    st.tuples(st.just("difference_update"), st.sets(VALUES, max_size=3)),
    st.tuples(st.just("intersection_update"), st.sets(VALUES, max_size=3)),
    st.tuples(st.just("symmetric_difference_update"), st.sets(VALUES, max_size=3)),
    st.tuples(st.just("clear")),
)


@settings(max_examples=100, deadline=None)
@given(st.sets(VALUES), st.lists(SET_OPS, max_size=20))
def test_set_operations(initial, ops):
    plain = set(initial)
    proxy = reactive(set(initial))
    contents, has_zero = [], []
    runners = [effect(lambda: contents.append(sorted(proxy))), effect(lambda: has_zero.append(0 in proxy))]  # noqa: F841

    def apply(target, op):
        name, *args = op
        return getattr(target, name)(*args)

    for op in ops:
        before = (sorted(plain), 0 in plain)
        counts = (len(contents), len(has_zero))
        assert outcome(apply, proxy, op) == outcome(apply, plain, op)
        assert to_raw(proxy) == plain
        after = (sorted(plain), 0 in plain)
        for seen, count, old, new in zip((contents, has_zero), counts, before, after):
            assert len(seen) == count + (old != new), (op, old, new)
            assert seen[-1] == new
