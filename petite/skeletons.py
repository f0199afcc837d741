"""Skeletons: the static parts of repeated subtrees travel once per connection.

A live page inserts the same markup again and again (a `v-for` row, a `v-if` branch
shown anew), and only a few of its values differ between copies: a text, an attribute
value, the node ids. A connection whose client speaks wire `VERSION` 2 gets each such
shape once, as a *skeleton*, and every later copy as a compact *instance*: the
skeleton's number, the node ids and the values that differ from the skeleton's (as
LiveView sends a template's statics once and then only its dynamic parts).

A subtree's *shape* is everything but its values (`petite.patches` reads shapes and
slots: `encode_flat` from the DOM, `scan` from a plain tree): tags, namespaces, attribute names
in order, property names, whether it has listeners, and its children's shapes. Its
*slots* are its values in document order: per element its attribute values, property
values and listener list (`on`), per text or comment its data. Two subtrees with the
same shape differ only in slot values and node ids, so

    ["skel", sid, tree]              registers skeleton `sid`: a plain encoded tree
                                     (petite.patches; its node ids mean nothing)
    [ids, 0, sid, [slot, value, ...]]  an instance, wherever a tree may stand: the
                                     skeleton's tree with the node ids `ids` in
                                     document order (an int: consecutive from it) and
                                     the listed slots set to these values

expand exactly to the tree the server encoded (`Expander` does it in Python, as the
browser client does). A connection's `init` tree is encoded the same way
(`compact_tree`), its skeletons registered by the `skel` ops that come with it: a
reconnecting tab with 1,000 rows receives one row's markup and 1,000 instances. A shape becomes a skeleton the second time a connection sees
it (a one-off subtree travels whole); what a connection's table holds is bounded, in
shapes (`limit`) and in characters (`max_chars`: the names in its shapes and the slot
values its skeletons keep, which outlive the rows they came from): past either bound,
new shapes travel whole, so hostile data (rows whose number of words, lines or tags
makes a new shape each time, with long values) cannot grow the tables.
Consecutive `remove` ops are merged into one (`["remove", id, id, ...]`).

The server's DOM stays the source of truth: the encoding is lossless, and a subtree
whose shape differs from every skeleton (a nested `v-if` took another branch) is
simply another shape. Slot values are data: the client writes them as text, attribute
values and properties, never parses them as markup or as skeleton references.
"""

from __future__ import annotations

from typing import Any

from .checkpoints import sliced
from .patches import FlatTree, scan

VERSION = 2

class Skeletons:
    """One connection's skeleton table, on the server: rewrites patch ops compactly."""

    def __init__(self, limit: int = 2048, max_nodes: int = 256, max_chars: int = 1 << 20) -> None:
        self.limit = limit
        self.max_nodes = max_nodes
        self.max_chars = max_chars
        self.held = 0  # characters the table keeps: names in its shapes, its skeletons' values
        self._shapes: dict[tuple, int] = {}  # shapes met (of at most max_nodes nodes) -> number
        # shape number -> (skeleton id, slot values), or None: met once only
        self._skeletons: dict[int, tuple[int, list] | None] = {}
        self._count = 0  # skeletons registered

    def compact(self, ops: list[list]) -> list[list]:
        """The batch `ops` for this connection: skeletons registered before their first
        use, inserted trees as instances where a skeleton fits, removes merged."""
        out: list[list] = []
        for op in sliced(ops):  # (a long batch: safe points, petite.checkpoints)
            kind = op[0]
            if kind == "insert":
                tree = self._tree(op[3], out)
                out.append(["insert", op[1], op[2], tree])
            elif kind == "remove" and out and out[-1][0] == "remove":
                out[-1].append(op[1])
            elif kind == "remove":
                out.append(["remove", op[1]])
            else:
                out.append(op)
        return out

    def compact_tree(self, tree: list) -> tuple[list[list], list]:
        """A whole tree (a connection's `init`) with repeated subtrees as instances, and
        the `skel` ops that register their skeletons (the client applies them first)."""
        registered: list[list] = []
        return registered, self._tree(tree, registered)

    def _tree(self, tree: Any, out: list[list]) -> list:
        """`tree` (plain, or an element's `FlatTree`) as this connection's client will
        receive it (registering skeletons into `out`)."""
        if type(tree) is FlatTree:  # (an inserted element: its shape read as it was encoded)
            if len(tree.ids) <= self.max_nodes:
                instance = self._instance(tree.shape, tree.ids, tree.values, tree, out)
                if instance is not None:
                    return instance
            tree = tree.tree()
            return [*tree[:4], [self._tree(child, out) for child in sliced(tree[4])], *tree[5:]]
        kind = tree[1]
        if kind == 11:
            return [tree[0], 11, [self._tree(child, out) for child in sliced(tree[2])]]
        if kind != 1:
            return tree
        ids: list[int] = []
        values: list = []
        shape: list = []
        if scan(tree, ids, values, shape, self.max_nodes):
            instance = self._instance(tuple(shape), ids, values, tree, out)
            if instance is not None:
                return instance
        children = [self._tree(child, out) for child in sliced(tree[4])]
        return [*tree[:4], children, *tree[5:]]

    def _instance(self, key: tuple, ids: list[int], values: list, tree: Any, out: list[list]) -> list | None:
        """The instance of the skeleton of shape `key` with these ids and slot values, or
        None (the shape is met for the first time, or the table is full)."""
        number = self._shapes.get(key)
        if number is not None:
            skeleton = self._skeletons[number]
            if skeleton is None:  # the second time: the shape becomes a skeleton
                cost = _chars(values)
                if self.held + cost > self.max_chars:
                    return None
                self.held += cost
                skeleton = self._skeletons[number] = (self._count, values)
                self._count += 1
                out.append(["skel", skeleton[0], tree.tree() if type(tree) is FlatTree else tree])
            return _instance(ids, values, *skeleton)
        if len(self._shapes) < self.limit:
            cost = _chars(key)
            if self.held + cost <= self.max_chars:
                self.held += cost
                self._shapes[key] = len(self._shapes)
                self._skeletons[self._shapes[key]] = None
        return None


def _chars(items: list) -> int:
    """Characters of the strings in slot values or shape tokens (one level of tuples)."""
    count = 0
    for item in items:
        if type(item) is str:
            count += len(item)
        elif type(item) is tuple:
            count += _chars(item)
    return count


def _instance(ids: list[int], values: list, sid: int, defaults: list) -> list:
    changed: list = []
    for slot, value in enumerate(values):
        default = defaults[slot]
        if value != default or type(value) is not type(default):  # (1 == True, but not on the wire)
            changed += (slot, value)
    first = ids[0]
    return [first if ids[-1] - first == len(ids) - 1 and ids == list(range(first, first + len(ids))) else ids,
            0, sid, changed]


def flatten(tree: list) -> tuple[list[int], list]:
    """An element tree's node ids and slot values, in document order."""
    ids: list[int] = []
    values: list = []
    scan(tree, ids, values, [], 1 << 62)
    return ids, values


class Expander:
    """A client's side of the table: turns compact ops back into plain ones (as the
    browser client reads them); tests use it to check the encoding is lossless."""

    def __init__(self) -> None:
        self.skeletons: dict[int, list] = {}

    def expand(self, ops: list[list]) -> list[list]:
        out: list[list] = []
        for op in ops:
            if op[0] == "skel":
                self.skeletons[op[1]] = op[2]
            elif op[0] == "insert":
                out.append(["insert", op[1], op[2], self.tree(op[3])])
            elif op[0] == "remove":
                out += (["remove", node] for node in op[1:])
            else:
                out.append(op)
        return out

    def tree(self, tree: list) -> list:
        if tree[1] == 11:
            return [tree[0], 11, [self.tree(child) for child in tree[2]]]
        if tree[1] == 1:
            return [*tree[:4], [self.tree(child) for child in tree[4]], *tree[5:]]
        if tree[1] != 0:
            return tree
        ids, _, sid, changed = tree
        skeleton = self.skeletons[sid]
        count = len(flatten(skeleton)[0])
        id_list = list(range(ids, ids + count)) if isinstance(ids, int) else list(ids)
        overrides = dict(zip(changed[::2], changed[1::2]))
        return _rebuild(skeleton, iter(id_list), overrides, [0])


def _rebuild(tree: list, ids: Any, overrides: dict, slot: list[int]) -> list:
    def take(value: Any) -> Any:
        index = slot[0]
        slot[0] += 1
        return overrides.get(index, value)

    node_id = next(ids)
    if tree[1] != 1:
        return [node_id, tree[1], take(tree[2])]
    attrs = list(tree[3])
    for i in range(1, len(attrs), 2):
        attrs[i] = take(attrs[i])
    extra = dict(tree[5]) if len(tree) > 5 else None
    if extra and "props" in extra:
        extra["props"] = {name: take(value) for name, value in extra["props"].items()}
    if extra and "on" in extra:
        extra["on"] = take(extra["on"])
    children = [_rebuild(child, ids, overrides, slot) for child in tree[4]]
    return [node_id, 1, tree[2], attrs, children] + ([extra] if extra is not None else [])
