"""Skeletons: the static parts of repeated subtrees travel once per connection.

A live page inserts the same markup again and again (a `v-for` row, a `v-if` branch
shown anew), and only a few of its values differ between copies: a text, an attribute
value, the node ids. A connection whose client speaks wire `VERSION` 2 gets each such
shape once, as a *skeleton*, and every later copy as a compact *instance*: the
skeleton's number, the node ids and the values that differ from the skeleton's (as
LiveView sends a template's statics once and then only its dynamic parts).

A subtree's *shape* is everything but its values: tags, namespaces, attribute names
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
browser client does). A shape becomes a skeleton the second time a connection sees
it (a one-off subtree travels whole); the shapes a connection remembers are bounded
(`limit`): past it, new shapes travel whole, so hostile data cannot grow the tables.
Consecutive `remove` ops are merged into one (`["remove", id, id, ...]`).

The server's DOM stays the source of truth: the encoding is lossless, and a subtree
whose shape differs from every skeleton (a nested `v-if` took another branch) is
simply another shape. Slot values are data: the client writes them as text, attribute
values and properties, never parses them as markup or as skeleton references.
"""

from __future__ import annotations

from typing import Any

VERSION = 2

_TEXT, _COMMENT = -3, -8  # the shapes of a text and a comment (element shapes are >= 0)


class Skeletons:
    """One connection's skeleton table, on the server: rewrites patch ops compactly."""

    def __init__(self, limit: int = 2048, max_nodes: int = 256) -> None:
        self.limit = limit
        self.max_nodes = max_nodes
        self._shapes: dict[tuple, int] = {}  # shape key -> shape number
        self._seen: set[int] = set()  # shapes met once
        # shape -> (skeleton id, slot values), or None: too big to be a skeleton
        self._skeletons: dict[int, tuple[int, list] | None] = {}
        self._count = 0

    def compact(self, ops: list[list]) -> list[list]:
        """The batch `ops` for this connection: skeletons registered before their first
        use, inserted trees as instances where a skeleton fits, removes merged."""
        out: list[list] = []
        for op in ops:
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

    # Shapes --------------------------------------------------------------------------
    def _shape(self, tree: list, memo: dict[int, int | None]) -> int | None:
        """The shape number of an encoded tree (None: a fragment, or past the limit)."""
        kind = tree[1]
        if kind == 3:
            return _TEXT
        if kind == 8:
            return _COMMENT
        if kind != 1:
            return None
        known = memo.get(id(tree), False)
        if known is not False:
            return known  # type: ignore[return-value]
        children = []
        for child in tree[4]:
            shape = self._shape(child, memo)
            if shape is None:
                memo[id(tree)] = None
                return None
            children.append(shape)
        extra = tree[5] if len(tree) > 5 else None
        props = tuple(extra["props"]) if extra and "props" in extra else ()
        key = (tree[2], extra.get("ns") if extra else None, tuple(tree[3][::2]), props,
               bool(extra and "on" in extra), tuple(children))
        number = self._shapes.get(key)
        if number is None and len(self._shapes) < self.limit:
            number = self._shapes[key] = len(self._shapes)
        memo[id(tree)] = number
        return number

    def _tree(self, tree: list, out: list[list], memo: dict[int, int | None] | None = None) -> list:
        """`tree` as this connection's client will receive it (registering skeletons into `out`)."""
        memo = {} if memo is None else memo
        kind = tree[1]
        if kind == 11:
            return [tree[0], 11, [self._tree(child, out, memo) for child in tree[2]]]
        if kind != 1:
            return tree
        shape = self._shape(tree, memo)
        if shape is not None:
            skeleton = self._skeletons.get(shape, False)
            if skeleton is False and shape in self._seen:
                self._seen.discard(shape)
                ids, values = flatten(tree)
                skeleton = self._skeletons[shape] = None if len(ids) > self.max_nodes else (self._count, values)
                if skeleton is not None:
                    self._count += 1
                    out.append(["skel", skeleton[0], tree])
            if skeleton:
                return self._instance(tree, *skeleton)
            if skeleton is False and len(self._seen) < self.limit:
                self._seen.add(shape)
        children = [self._tree(child, out, memo) for child in tree[4]]
        return [*tree[:4], children, *tree[5:]]

    @staticmethod
    def _instance(tree: list, sid: int, defaults: list) -> list:
        ids, values = flatten(tree)
        changed: list = []
        for slot, value in enumerate(values):
            if value != defaults[slot]:
                changed += (slot, value)
        first = ids[0]
        consecutive = ids[-1] - first == len(ids) - 1 and ids == list(range(first, first + len(ids)))
        return [first if consecutive else ids, 0, sid, changed]


def flatten(tree: list) -> tuple[list[int], list]:
    """An element tree's node ids and slot values, in document order."""
    ids: list[int] = []
    values: list = []
    _flatten(tree, ids, values)
    return ids, values


def _flatten(tree: list, ids: list[int], values: list) -> None:
    ids.append(tree[0])
    if tree[1] != 1:
        values.append(tree[2])
        return
    values += tree[3][1::2]
    extra = tree[5] if len(tree) > 5 else None
    if extra:
        if "props" in extra:
            values += extra["props"].values()
        if "on" in extra:
            values.append(extra["on"])
    for child in tree[4]:
        _flatten(child, ids, values)


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
