"""A live session's map from node ids to the nodes of its tree.

Client events name nodes by id. The map is built by walking the tree (with safe
points: `petite.checkpoints`) and then kept current by following each batch's
structural ops: an `insert` adds the inserted subtree's nodes, a `remove` drops the
removed subtree's (so removed nodes are not kept alive), a `move` changes nothing.
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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .checkpoints import checkpoint, sliced

WALK_SLICE = 512  # nodes mapped between two safe points


TEXT = 3  # nodeType of text nodes, which are not mapped


class NodeMap:
    """Node id -> node for the tree under `root()` (not entering template contents),
    text nodes left out."""

    def __init__(self, root: Callable[[], Any]) -> None:
        self._root = root
        self._nodes: dict[int, Any] = {}
        self._stale = True
        self._removed: list[int] = []  # ids of removed nodes still mapped (`release`)

    def invalidate(self) -> None:
        """Forget everything: the next lookup walks the tree."""
        self._nodes = {}  # (removed nodes are not kept alive meanwhile)
        self._removed = []
        self._stale = True

    def get(self, node_id: int) -> Any:
        """The node with that id, or None (always None for a text node)."""
        if self._stale:
            root = self._root()
            self._nodes = {root.nid: root}
            self._removed = []
            _add_below(root, self._nodes)
            self._stale = False
        return self._nodes.get(node_id)

    def follow(self, ops: list[list]) -> None:
        """Keep the map current through a batch of plain ops (`petite.patches`), applied
        to the tree before this call. Removed nodes stay mapped until `release()` (a
        batch removing 1,000 rows is sent first; a lookup checks that a node is in the
        tree), unless an insert follows them in the batch (unmapped first, in order)."""
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
                if not _add_inserted(op, nodes, budget):
                    self.invalidate()
                    return

    def release(self) -> None:
        """Unmap the nodes removed by the batches followed so far, and what was below
        them (with safe points)."""
        removed, self._removed = self._removed, []
        nodes = self._nodes
        for node_id in sliced(removed, 16):
            node = nodes.pop(node_id, None)
            if node is not None:
                _drop_below(node, nodes)


def _add_inserted(op: list, nodes: dict[int, Any], budget: list[int]) -> bool:
    """Map the nodes an `insert` op added; False when they are not found together
    under its parent (moved or removed again since) or finding them costs too much."""
    parent = nodes.get(op[1])
    if parent is None or not getattr(parent, "children", None):
        return False
    tree = op[3]
    tops = [child[0] for child in tree[2]] if tree[1] == 11 else [tree[0]]
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
        first = tops[0]
        end = -1
        for i, child in enumerate(children):
            if child.nid == first:
                end = i + len(tops)
                break
        budget[0] -= len(children) if end < 0 else end
    start = end - len(tops)
    if start < 0 or budget[0] < 0 or [child.nid for child in children[start:end]] != tops:
        return False
    for child in sliced(children[start:end]):
        if child.nodeType != TEXT:
            nodes[child.nid] = child
            _add_below(child, nodes)
    return True


def _add_below(node: Any, nodes: dict[int, Any]) -> None:
    """Map every node but text nodes below `node` (a safe point every `WALK_SLICE` nodes)."""
    stack = [node.children] if getattr(node, "children", None) else []
    count = 0
    while stack:
        children = stack.pop()
        for child in children:
            if child.nodeType == TEXT:
                continue
            nodes[child.nid] = child
            below = getattr(child, "children", None)
            if below:
                stack.append(below)
        count += len(children)
        if count >= WALK_SLICE:
            count = 0
            checkpoint()


def _drop_below(node: Any, nodes: dict[int, Any]) -> None:
    """Unmap the nodes below `node` (text nodes were never mapped)."""
    stack = [node.children] if getattr(node, "children", None) else []
    drop = nodes.pop
    while stack:
        for child in stack.pop():
            if child.nodeType != TEXT:
                drop(child.nid, None)
                below = getattr(child, "children", None)
                if below:
                    stack.append(below)
