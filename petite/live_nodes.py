"""A live session's map from node ids to the nodes of its tree.

Client events name nodes by id. The map is built by walking the tree (with safe
points: `petite.checkpoints`) and then kept current by following each batch's
structural ops: an `insert` adds the inserted subtree's nodes, a `remove` drops the
removed subtree's (so removed nodes are not kept alive), a `move` changes nothing
(unless it involves a span, below).
A batch it cannot follow (nodes inserted and then moved or removed again in the same
flush, an insert under a node it does not know) makes it walk the whole tree again at
the next lookup. So an event after a 1,000-row update costs no walk of 15,000 nodes,
and an unknown id never costs a scan.

Text nodes are not mapped (about half the nodes of a table row): no client message
names one (event targets and form entries are elements), and no op the map follows
needs one by id: a text node is never a parent, has nothing below it to drop, and an
insert placed before one finds its inserted nodes by scanning the parent (the
fall-back below; v-for's anchor is such an empty text, so v-for's inserts are found
that way, the scan bounded by the walk it saves). Comments stay mapped: they are the
anchors v-if inserts before, so finding those inserts stays a lookup.

Spans: a small subtree whose node ids run consecutively in document order (a copy
of a block's template: a table row) is mapped by its root alone, with its number of
nodes: an id inside that range is found by walking the span (at most `SPAN_LIMIT`
nodes), after a binary search of the sorted span starts. A span's subtree only
loses nodes: before an op puts a node into it (an insert or a move under one of its
nodes) the span is *opened* (its nodes mapped one by one), so a lookup never walks
more than `SPAN_LIMIT` nodes. A table row costs one map entry instead of seven.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

from .checkpoints import checkpoint, sliced
from .patches import FlatTree, top_ids

WALK_SLICE = 512  # nodes mapped between two safe points
SPAN_LIMIT = 64  # nodes of a subtree mapped as one span, at most


TEXT = 3  # nodeType of text nodes, which are not mapped


class NodeMap:
    """Node id -> node for the tree under `root()` (not entering template contents),
    text nodes left out."""

    def __init__(self, root: Callable[[], Any]) -> None:
        self._root = root
        self._nodes: dict[int, Any] = {}  # elements and comments (a span: its root alone)
        self._spans: dict[int, int] = {}  # a span root's id -> its number of nodes
        self._starts: list[int] = []  # span root ids, sorted (may hold spans since dropped)
        self._stale = True
        self._removed: list[int] = []  # ids of removed nodes still mapped (`release`)

    def invalidate(self) -> None:
        """Forget everything: the next lookup walks the tree."""
        self._nodes = {}  # (removed nodes are not kept alive meanwhile)
        self._spans = {}
        self._starts = []
        self._removed = []
        self._stale = True

    def get(self, node_id: int) -> Any:
        """The node with that id, or None (always None for a text node)."""
        if self._stale:
            root = self._root()
            self._nodes = {root.nid: root}
            self._spans, self._starts, self._removed = {}, [], []
            self._map_below(root)
            self._stale = False
        node = self._nodes.get(node_id)
        if node is None and self._spans:
            span = self._span_of(node_id)
            if span is not None:
                for below in islice(_subtree(span), self._spans[span.nid]):
                    if below.nid == node_id:
                        return below if below.nodeType != TEXT else None
        return node

    def entries(self) -> dict[int, Any]:
        """Every id the map answers and its node (spans walked): for tests."""
        found = dict(self._nodes)
        for start in self._spans:
            found.update((node.nid, node) for node in _subtree(self._nodes[start]) if node.nodeType != TEXT)
        return found

    def follow(self, ops: list[list]) -> None:
        """Keep the map current through a batch of plain ops (`petite.patches`), applied
        to the tree before this call. Removed nodes stay mapped until `release()` (a
        batch removing 1,000 rows is sent first; a lookup checks that a node is in the
        tree), unless an insert or a move involving spans follows them in the batch
        (unmapped first, in order)."""
        if self._stale:
            return
        nodes = self._nodes
        budget = [len(nodes)]  # children scanned to find inserted nodes: past a walk's cost, walk
        for op in sliced(ops):
            kind = op[0]
            if kind == "remove":
                self._removed.extend(op[1:])
            elif kind == "insert":
                if self._removed:
                    self.release()
                self._open(op[1])
                if not self._add_inserted(op, budget):
                    self.invalidate()
                    return
            elif kind == "move" and self._spans:  # (a move keeps the map, unless spans change)
                if self._removed:
                    self.release()
                self._open(op[2])
                if op[1] not in nodes and self._span_of(op[1]) is not None and not self._add_moved(op, budget):
                    self.invalidate()
                    return

    @property
    def removing(self) -> bool:
        """Whether removed nodes wait to be unmapped (`release`)."""
        return bool(self._removed)

    def release(self) -> None:
        """Unmap the nodes removed by the batches followed so far, and what was below
        them (with safe points)."""
        removed, self._removed = self._removed, []
        nodes, spans = self._nodes, self._spans
        for node_id in sliced(removed, 16):
            node = nodes.pop(node_id, None)
            if node is not None:
                if node_id in spans:  # (a span's nodes below its root were never mapped)
                    self._drop_span(node_id)
                else:
                    self._drop_below(node)

    # Spans ---------------------------------------------------------------------
    def _span_of(self, node_id: int) -> Any:
        """The root of the span whose ids hold `node_id`, or None."""
        starts = self._starts
        i = bisect_right(starts, node_id) - 1
        if i < 0:
            return None
        start = starts[i]
        count = self._spans.get(start)
        if count is None or node_id >= start + count:
            return None
        return self._nodes[start]

    def _open(self, node_id: Any) -> None:
        """Map one by one the nodes of the span holding `node_id` (something is about to
        be put under that node), unless it is mapped already."""
        if node_id in self._nodes or not self._spans:
            return
        span = self._span_of(node_id)
        if span is not None:
            self._drop_span(span.nid)
            _add_below(span, self._nodes)

    def _add_span(self, node: Any, count: int) -> bool:
        """Map `node` as a span of `count` nodes; False (nothing done) when its ids fall
        inside another span's (one of that span's nodes, taken out and put back)."""
        start = node.nid
        starts = self._starts
        if self._span_of(start) is not None:
            return False
        if not starts or start > starts[-1]:
            starts.append(start)  # (new copies have the newest ids: the usual case)
        else:  # spans never overlap: starts left inside this one (spans dropped) go
            i, j = bisect_left(starts, start), bisect_left(starts, start + count)
            if any(inside in self._spans for inside in starts[i:j]):
                return False
            starts[i:j] = [start]
        self._nodes[start] = node
        self._spans[start] = count
        return True

    def _drop_span(self, start: int) -> None:
        """Forget the span starting at `start`, if any (its start stays in `_starts`
        until those left there outnumber the spans: then they go, in one pass)."""
        spans = self._spans
        if spans.pop(start, None) is not None and len(self._starts) > 2 * len(spans) + 256:
            self._starts = [s for s in self._starts if s in spans]

    def _map(self, node: Any) -> bool:
        """Map `node` (an element or comment); False when it became a span (nothing
        below it to map)."""
        if node.nodeType == 1 and node.children:
            count = _span_size(node)
            if count and self._add_span(node, count):
                return False
        self._nodes[node.nid] = node
        return True

    def _map_below(self, node: Any) -> None:
        """Map every node but text nodes below `node`, small copies as spans (a safe
        point every `WALK_SLICE` nodes)."""
        stack = [node.children] if getattr(node, "children", None) else []
        count = 0
        while stack:
            children = stack.pop()
            for child in children:
                if child.nodeType == TEXT:
                    continue
                if self._map(child):
                    below = getattr(child, "children", None)
                    if below:
                        stack.append(below)
            count += len(children)
            if count >= WALK_SLICE:
                count = 0
                checkpoint()

    def _drop_below(self, node: Any) -> None:
        """Unmap the nodes below `node` (text nodes were never mapped, a span's nodes
        but its root neither)."""
        nodes = self._nodes
        stack = [node.children] if getattr(node, "children", None) else []
        drop = nodes.pop
        while stack:
            for child in stack.pop():
                if child.nodeType != TEXT and drop(child.nid, None) is not None:
                    self._drop_span(child.nid)
                    below = getattr(child, "children", None)
                    if below:
                        stack.append(below)

    # Inserts and moves -----------------------------------------------------------
    def _add_inserted(self, op: list, budget: list[int]) -> bool:
        """Map the nodes an `insert` op added; False when they are not found together
        under its parent (moved or removed again since) or finding them costs too much."""
        nodes = self._nodes
        parent = nodes.get(op[1])
        if parent is None or not getattr(parent, "children", None):
            return False
        tops = top_ids(op[3])
        children = parent.children
        before = nodes.get(op[2]) if op[2] is not None else None
        if op[2] is None:
            end = len(children)
        elif before is not None and before.parent is parent:
            end = children.index(before)  # (identity: nodes do not define ==)
        else:  # the reference is a text node (v-for's anchor: not mapped) or left meanwhile
            # (a v-if branch replaced): look for the first inserted node; the walk this
            # saves would visit the inserted nodes too, so they count in the budget
            budget[0] += len(tops)
            end = _find(children, tops[0], budget)
            if end >= 0:
                end += len(tops)
        start = end - len(tops)
        if start < 0 or budget[0] < 0 or [child.nid for child in children[start:end]] != tops:
            return False
        tree = op[3]
        encoded = tree[2] if type(tree) is not FlatTree and tree[1] == 11 else (tree,)
        for child, tree in zip(sliced(children[start:end]), encoded):
            if child.nodeType == TEXT:
                continue
            if type(tree) is FlatTree:  # (a row: its span read from its encoding, not walked)
                count = _flat_span(tree)
                if count and self._add_span(child, count):
                    continue
            if self._map(child):
                self._map_below(child)
        return True

    def _add_moved(self, op: list, budget: list[int]) -> bool:
        """Map a node a `move` op took out of a span (or put into an opened one) and
        the nodes below it; False when it is not found under its new parent."""
        nodes = self._nodes
        parent = nodes.get(op[2])
        if parent is None:
            return False
        if op[1] in nodes:
            return True
        at = _find(parent.children, op[1], budget)
        if at < 0 or budget[0] < 0:
            return False
        node = parent.children[at]
        if node.nodeType != TEXT:  # one by one (its ids are inside the span it left)
            self._nodes[node.nid] = node
            _add_below(node, self._nodes)
        return True


def _find(children: Any, node_id: int, budget: list[int]) -> int:
    """The index of the child with that id (-1: none), charged to `budget`."""
    for i, child in enumerate(children):
        if child.nid == node_id:
            budget[0] -= i
            return i
    budget[0] -= len(children)
    return -1


def _flat_span(tree: FlatTree) -> int:
    """`_span_size` of an inserted element from its flat encoding (its nodes in
    document order, read as it was inserted: the ops after it in the batch, followed
    next, open the span before they change it), or 0 (then the tree is walked). An
    encoding lists a `<template>`'s content, which the map does not enter: such a
    span may count more ids than its walk meets, which only answer None, as they should
    (and the content's fragment holds an id no encoding lists: they are rarely
    consecutive)."""
    count = len(tree.ids)
    return count if 1 < count <= SPAN_LIMIT and tree.consecutive() else 0


def _span_size(node: Any) -> int:
    """The number of nodes of `node`'s subtree when their ids run consecutively from
    `node.nid` in document order and they are at most `SPAN_LIMIT`, else 0."""
    expected = node.nid
    count = 0
    stack = [node]
    while stack:
        current = stack.pop()
        if current.nodeType == TEXT:  # (a row's text may hold its id as a Rel to its parent's)
            nid = current._nid
            if nid.__class__ is not int:
                nid += current.parent.nid
        else:
            nid = current.nid
        if nid != expected or count == SPAN_LIMIT:
            return 0
        expected += 1
        count += 1
        children = getattr(current, "children", None)
        if children:
            stack.extend(reversed(children))
    return count


def _subtree(node: Any) -> Iterator[Any]:
    """`node` and the nodes below it in document order (a span's: at most `SPAN_LIMIT`)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        children = getattr(current, "children", None)
        if children:
            stack.extend(reversed(children))


def _add_below(node: Any, nodes: dict[int, Any]) -> None:
    """Map every node but text nodes below `node`, one by one (an opened span's)."""
    for below in _subtree(node):
        if below is not node and below.nodeType != TEXT:
            nodes[below.nid] = below
