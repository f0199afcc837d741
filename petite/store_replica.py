"""The mechanics of a replicated shared store, transport-agnostic (the rules are in
`petite.live_store`; Redis carries the operations in `petite.store_redis`).

The view is made of recording containers (`RecordedDict`, `RecordedList`: the raw
objects behind the reactive proxies), so every write through it becomes an operation
`[path, method, args]`; `apply_op` replays one on plain data or on the view; `Replica`
keeps the confirmed state, the pending operations and the view in step.
"""

from __future__ import annotations

import copy
import json
import secrets
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any

from petite.expr.budget import tick
from petite.reactivity import reactive, to_raw

Op = list  # [path, method, args]: a path of dict keys and list indexes from the root
_SCALARS = (str, int, float, bool, type(None))


# Values ---------------------------------------------------------------------------


#: levels of dicts and lists in a store, its root included: every process copies,
#: rebases and snapshots the whole state recursively, so a write that nests deeper is
#: refused where it is made (another process could not apply it: its follower would stop)
MAX_DEPTH = 100


def to_json(value: Any, room: int = MAX_DEPTH) -> Any:
    """A plain JSON copy of `value` (proxies unwrapped) opening at most `room` levels of
    dicts and lists; TypeError for anything else. Charged to the running evaluation (a
    step a value, and one per 64 characters of a string or a key: what every process
    copies and sends): a copy is a tree, so a value sharing its parts (`a = [a, a]`
    thirty times, a long string in every item or as a key) would otherwise copy, send
    and store exponentially more than the expression that made it paid for."""
    value = to_raw(value)
    tick(1 + (len(value) >> 6) if type(value) is str else 1)
    if isinstance(value, _SCALARS):
        if isinstance(value, float) and value != value:
            raise TypeError("a shared store holds JSON values, not NaN")
        return value
    if isinstance(value, (dict, list, tuple)) and room <= 0:
        raise TypeError(f"a shared store nests at most {MAX_DEPTH} levels of objects and arrays")
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError(f"a shared store's dict keys are strings, not {type(key).__name__}")
            if len(key) > 63:  # (a key is text sent and stored as much as a value)
                tick(len(key) >> 6)
            out[key] = to_json(item, room - 1)
        return out
    if isinstance(value, (list, tuple)):
        return [to_json(item, room - 1) for item in value]
    raise TypeError(f"a shared store holds JSON values (dict, list, str, number, bool, None), not {type(value).__name__}")


def apply_op(root: Any, op: Op) -> None:
    """Run one operation on `root` (plain data, or a reactive view: then it triggers).
    An operation whose path is gone or whose index is out of range changes nothing."""
    path, method, args = op
    try:
        node = root
        for key in path:
            node = node[key]
        _METHODS[method](node, *copy.deepcopy(args))
    except (KeyError, IndexError, ValueError, TypeError):
        pass  # the same in every process: the operation no longer applies


def _set_slice(node: Any, start: Any, stop: Any, step: Any, values: list) -> None:
    node[slice(start, stop, step)] = values


def _del_slice(node: Any, start: Any, stop: Any, step: Any) -> None:
    del node[slice(start, stop, step)]


def _assign(node: Any, values: list) -> None:
    node[:] = values


_METHODS: dict[str, Callable[..., Any]] = {
    "set": lambda node, key, value: node.__setitem__(key, value),
    "del": lambda node, key: node.__delitem__(key),
    "clear": lambda node: node.clear(),
    "append": lambda node, value: node.append(value),
    "extend": lambda node, values: node.extend(values),
    "insert": lambda node, index, value: node.insert(index, value),
    "pop": lambda node, index: node.pop(index),
    "remove": lambda node, value: node.remove(value),
    "sort": lambda node, reverse: node.sort(reverse=reverse),
    "reverse": lambda node: node.reverse(),
    "setslice": _set_slice,
    "delslice": _del_slice,
    "assign": _assign,
}


# The view: containers that record their changes -----------------------------------


class _Recorded:
    """Shared part of the recording containers: who owns them and where they sit."""

    __slots__ = ()
    _replica: Replica
    _parent: Any
    _key: Any

    def __copy__(self) -> Any:
        return to_json(self)  # a copy is plain data, outside the store

    def __deepcopy__(self, memo: dict) -> Any:
        return to_json(self)

    def __reduce_ex__(self, protocol: Any) -> Any:
        return json.loads, (json.dumps(to_json(self)),)

    def _path(self) -> list | None:
        """Keys and indexes from the root to this container (None: no longer in the store)."""
        path: list = []
        node: Any = self
        while node._parent is not None:
            parent = node._parent
            if isinstance(parent, list):
                index = _index_in(parent, node)
                if index is None:
                    return None
                path.append(index)
            else:
                if dict.get(parent, node._key) is not node:
                    return None
                path.append(node._key)
            node = parent
        if node is not self._replica.root:
            return None
        path.reverse()
        return path

    def _plain(self, value: Any) -> Any:
        """`value` as plain JSON to store in this container (within the store's depth)."""
        depth = 1
        node: Any = self
        while node._parent is not None:
            depth += 1
            node = node._parent
        return to_json(value, MAX_DEPTH - depth)

    def _record(self, method: str, *args: Any) -> None:
        path = self._path()
        if path is not None:
            # the keys are sent and logged with every operation (its value was charged as
            # it was copied): a 100,000-character key written 5,000 times was 500 MB
            keys = [*path, args[0]] if method in ("set", "del") else path
            tick(sum(len(key) >> 6 for key in keys if type(key) is str))
            self._replica.record([path, method, list(args)])

    def _adopt(self, value: Any, key: Any = None) -> Any:
        return adopt(value, self._replica, self, key)


def _index_in(parent: list, node: Any) -> int | None:
    """`node`'s index in the list `parent` (None: not in it): the one it remembers
    (`_key`), else found by numbering the parent's containers again, charged a step per
    16 items. A write into a list's item looked for it from the list's start, unpaid: a
    loop writing into each item of a list of 20,000 took a minute."""
    index = node._key
    if type(index) is int and index < len(parent) and list.__getitem__(parent, index) is node:
        return index
    tick(1 + (len(parent) >> 4))
    found = None
    for i in range(len(parent) - 1, -1, -1):  # (backwards: an item held twice, `*=`, is its first)
        item = list.__getitem__(parent, i)
        if isinstance(item, _Recorded):
            item._key = i
            if item is node:
                found = i
    return found


class RecordedDict(_Recorded, dict):
    """A dict in a replicated store: its changes become operations."""

    __slots__ = ("_replica", "_parent", "_key", "_replica_owner")

    def __setitem__(self, key: Any, value: Any) -> None:
        if not isinstance(key, str):
            raise TypeError(f"a shared store's dict keys are strings, not {type(key).__name__}")
        plain = self._plain(value)
        old = dict.get(self, key, _ABSENT)
        if type(old) is type(plain) and isinstance(plain, _SCALARS) and old == plain:
            return  # nothing changes: nothing to send
        dict.__setitem__(self, key, self._adopt(plain, key))
        self._record("set", key, plain)

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self._record("del", key)

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            value = dict.pop(self, key)
            self._record("del", key)
            return value
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple:
        key, value = dict.popitem(self)
        self._record("del", key)
        return key, value

    def clear(self) -> None:
        dict.clear(self)
        self._record("clear")

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, other: Any = (), /, **kwargs: Any) -> None:
        for key, value in dict(other, **kwargs).items():
            self[key] = value


class RecordedList(_Recorded, list):
    """A list in a replicated store: its changes become operations."""

    __slots__ = ("_replica", "_parent", "_key")

    def _adopt_all(self, values: Iterable[Any]) -> tuple[list, list]:
        plain = [self._plain(v) for v in values]
        return plain, [self._adopt(v) for v in plain]

    def __setitem__(self, index: Any, value: Any) -> None:
        if isinstance(index, slice):
            plain, adopted = self._adopt_all(value)
            list.__setitem__(self, index, adopted)
            self._record("setslice", index.start, index.stop, index.step, plain)
            return
        plain = self._plain(value)
        list.__setitem__(self, index, self._adopt(plain))
        self._record("set", index, plain)

    def __delitem__(self, index: Any) -> None:
        length = len(self)
        list.__delitem__(self, index)
        if isinstance(index, slice):
            if len(self) != length:  # `del items[:-50]` on a short list changes nothing
                self._record("delslice", index.start, index.stop, index.step)
        else:
            self._record("del", index)

    def append(self, value: Any) -> None:
        plain = self._plain(value)
        list.append(self, self._adopt(plain))
        self._record("append", plain)

    def extend(self, values: Iterable[Any]) -> None:
        plain, adopted = self._adopt_all(values)
        list.extend(self, adopted)
        self._record("extend", plain)

    def insert(self, index: int, value: Any) -> None:
        plain = self._plain(value)
        list.insert(self, index, self._adopt(plain))
        self._record("insert", index, plain)

    def pop(self, index: int = -1) -> Any:
        value = list.pop(self, index)
        self._record("pop", index)
        return value

    def remove(self, value: Any) -> None:
        list.remove(self, to_raw(value))
        self._record("remove", to_json(value))

    def clear(self) -> None:
        list.clear(self)
        self._record("clear")

    def sort(self, *, key: Any = None, reverse: bool = False) -> None:
        list.sort(self, key=key, reverse=reverse)
        if key is None:
            self._record("sort", reverse)
        else:  # a Python key function does not travel: the order it gave does
            self._record("assign", to_json(list(self)))  # (items already in the store)

    def reverse(self) -> None:
        list.reverse(self)
        self._record("reverse")

    def __iadd__(self, values: Iterable[Any]) -> RecordedList:
        self.extend(values)
        return self

    def __imul__(self, n: int) -> RecordedList:
        list.__imul__(self, n)
        self._record("assign", to_json(list(self)))  # (items already in the store)
        return self


def adopt(value: Any, replica: Replica, parent: Any = None, key: Any = None) -> Any:
    """`value` (plain JSON) as recording containers of `replica`'s view."""
    if isinstance(value, dict):
        node: Any = RecordedDict()
        node._replica, node._parent, node._key = replica, parent, key
        for k, item in value.items():
            dict.__setitem__(node, k, adopt(item, replica, node, k))
        return node
    if isinstance(value, list):
        node = RecordedList()
        node._replica, node._parent, node._key = replica, parent, key
        list.extend(node, [adopt(item, replica, node) for item in value])
        return node
    return value


# The replica: confirmed state, pending operations, the view -----------------------


class Replica:
    """One process's copy of a replicated store (transport-agnostic).

    `send(op_id, op)` hands a local operation to the sequencer; `receive(seq, op_id,
    op)` takes the sequenced operations, in order; `reset(seq, state)` takes a snapshot.
    """

    def __init__(self, initial: dict, send: Callable[[str, Op], None]) -> None:
        self.send = send
        self.origin = secrets.token_hex(8)
        self.confirmed: dict = to_json(initial)
        self.seq = 0
        self.pending: deque[tuple[str, Op]] = deque()
        self.applied: dict[str, int] = {}  # origin -> its last operation in `confirmed`
        self._count = 0
        self._applying = False
        self.root = adopt(copy.deepcopy(self.confirmed), self)
        self.view = reactive(self.root)

    def record(self, op: Op) -> None:
        """A change made through the view: pending until it comes back sequenced."""
        if self._applying:
            return
        self._count += 1
        op_id = f"{self.origin}:{self._count}"
        self.pending.append((op_id, op))
        self.send(op_id, op)

    def receive(self, seq: int, op_id: str, op: Op) -> None:
        """The operation numbered `seq` (the one after `self.seq`)."""
        apply_op(self.confirmed, op)
        self.seq = seq
        origin, _, number = op_id.rpartition(":")
        self.applied[origin] = max(self.applied.get(origin, 0), int(number or 0))
        if self.pending and self.pending[0][0] == op_id:
            self.pending.popleft()  # ours, in the order we sent it: the view shows it already
        elif not self.pending:
            self._write(lambda: apply_op(self.view, op))
        else:
            self.pending = deque(p for p in self.pending if p[0] != op_id)
            self.rebase()

    def reset(self, seq: int, state: dict) -> None:
        """Start again from a snapshot taken at `seq` (pending operations stay on top)."""
        self.confirmed = to_json(state)
        self.seq = seq
        self.rebase()

    def rebase(self) -> None:
        """The view becomes the confirmed state with the pending operations replayed."""
        target = copy.deepcopy(self.confirmed)
        for _, op in self.pending:
            apply_op(target, op)
        self._write(lambda: reconcile(self.view, target))

    def _write(self, change: Callable[[], None]) -> None:
        self._applying = True
        try:
            change()
        finally:
            self._applying = False

    def snapshot(self) -> str:
        return json.dumps(self.confirmed, separators=(",", ":"))


def reconcile(view: Any, target: Any) -> None:
    """Write into the reactive `view` what differs from plain `target` (same kind)."""
    raw = to_raw(view)
    if isinstance(raw, dict):
        for key in [k for k in raw if k not in target]:
            del view[key]
        for key, value in target.items():
            _reconcile_item(view, raw, key, value)
        return
    n_old, n_new = len(raw), len(target)
    if n_old == n_new:
        for index, value in enumerate(target):
            _reconcile_item(view, raw, index, value)
        return
    # different lengths: keep the common head and tail, replace what lies between
    start = 0
    while start < min(n_old, n_new) and _same_kind(raw[start], target[start]):
        start += 1
    end = 0
    while end < min(n_old, n_new) - start and _same_kind(raw[n_old - 1 - end], target[n_new - 1 - end]):
        end += 1
    view[start:n_old - end] = target[start:n_new - end]
    for index in [*range(start), *range(n_new - end, n_new)]:
        _reconcile_item(view, raw, index, target[index])


def _same_kind(a: Any, b: Any) -> bool:
    """Whether an old item can be updated in place into a new one (else it is replaced)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.get("id", a.get("key")) == b.get("id", b.get("key"))
    if isinstance(a, list) and isinstance(b, list):
        return True
    return type(a) is type(b) and a == b


def _reconcile_item(view: Any, raw: Any, key: Any, value: Any) -> None:
    old = raw[key] if isinstance(raw, list) else raw.get(key, _ABSENT)
    if isinstance(old, dict) and isinstance(value, dict) or isinstance(old, list) and isinstance(value, list):
        if old != value:
            reconcile(view[key], value)
    elif old is _ABSENT or type(old) is not type(value) or old != value:
        view[key] = value


_ABSENT = object()
