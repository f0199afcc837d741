"""Patch operations: every DOM write the engine makes, as compact JSON.

A mounted app records each write to its tree (`petite.dom` reports them) in a
`PatchLog`; the scheduler's flush ends a batch. A batch is sent as

    {"v": 1, "ops": [op, op, ...]}

and each op is a JSON array whose first item names it. Nodes are referenced by their
stable integer id (`Node.nid`); a browser client keeps the same ids in a map.

    ["text",     node, data]                 set a text/comment node's data
    ["attr",     el, name, value]            set an attribute
    ["rmattr",   el, name]                   remove an attribute
    ["prop",     el, name, value]            set a live property (value, checked,
                                              selected ...); value is JSON
    ["insert",   parent, before, tree]       insert a new subtree before the child
                                              `before` (null: append)
    ["move",     node, parent, before]       move an existing node
    ["remove",   node]                       remove a node (and its subtree)
    ["listen",   el, type, flags, hints?]    a listener was added (flags: 1 capture,
                                              2 once, 4 passive; hints: the guards a
                                              client applies before forwarding, e.g.
                                              {"prevent": 1, "keys": ["enter"]})
    ["unlisten", el, type]                   the last listener of `type` was removed

A `tree` is one node with its descendants and every node's id:

    [id, 3, data]                                  text
    [id, 8, data]                                  comment
    [id, 1, tag, [name, value, ...], [children...], extra?]   element; the optional
        `extra` dict has "ns" (namespace, when not html), "props" (live properties)
        and "on" ([[type, flags, hints?], ...], its listeners as in "listen")
    [id, 11, [children...]]                         fragment (its children inserted)

`Mirror` applies batches to a copy of a tree, the way the browser client does; tests
use it to check that the patches alone rebuild the server's DOM.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from . import dom

VERSION = 1

OP_NAMES = ("text", "attr", "rmattr", "prop", "insert", "move", "remove", "listen", "unlisten")


class PatchLog:
    """Collects the ops of one mounted tree until they are taken."""

    __slots__ = ("ops",)

    def __init__(self) -> None:
        self.ops: list[list] = []

    def record(self, op: list) -> None:
        self.ops.append(op)

    def take(self) -> list[list]:
        """The ops recorded since the last take (the log is emptied)."""
        ops, self.ops = self.ops, []
        return ops

    def __len__(self) -> int:
        return len(self.ops)


def encode(ops: list[list]) -> dict[str, Any]:
    """One batch in the versioned wire format."""
    return {"v": VERSION, "ops": ops}


def dumps(ops: list[list]) -> str:
    """A batch as compact JSON text."""
    return json.dumps(encode(ops), separators=(",", ":"), ensure_ascii=False, default=_json_default)


def count(ops: list[list]) -> Counter[str]:
    """How many ops of each kind (`count(ops)["move"]`)."""
    return Counter(op[0] for op in ops)


def _json_default(value: Any) -> Any:
    from .expr.values import to_js_string

    return to_js_string(value)


class Mirror:
    """A client-side copy of a tree, rebuilt from `encode_tree` and patch batches."""

    def __init__(self, tree: list) -> None:
        self.nodes: dict[int, dom.Node] = {}
        #: node id -> {event type: flags}: the events a client must forward.
        self.listening: dict[int, dict[str, int]] = {}
        self.root = self._build(tree)

    def _build(self, tree: list) -> dom.Node:
        node_id, kind = tree[0], tree[1]
        node: dom.Node
        if kind == 3:
            node = dom.Text(tree[2])
        elif kind == 8:
            node = dom.Comment(tree[2])
        elif kind == 11:
            node = dom.Fragment()
            for child in tree[2]:
                node.append_child(self._build(child))
        else:
            _, _, tag, attrs, children, *rest = tree
            extra = rest[0] if rest else {}
            node = dom.Element(tag, dict(zip(attrs[::2], attrs[1::2])), extra.get("ns", dom.HTML_NS))
            node.props.update(extra.get("props", {}))
            for type_, flags, *_hints in extra.get("on", []):
                listening = self.listening.setdefault(node_id, {})
                listening[type_] = listening.get(type_, 0) | flags
            target = node.content if node.content is not None else node
            for child in children:
                target.append_child(self._build(child))
        self.nodes[node_id] = node
        return node

    def apply(self, ops: list[list]) -> None:
        for op in ops:
            kind = op[0]
            if kind == "text":
                self.nodes[op[1]].set_data(op[2])  # type: ignore[attr-defined]
            elif kind == "attr":
                self.nodes[op[1]].set_attribute(op[2], op[3])  # type: ignore[attr-defined]
            elif kind == "rmattr":
                self.nodes[op[1]].remove_attribute(op[2])  # type: ignore[attr-defined]
            elif kind == "prop":
                self.nodes[op[1]].props[op[2]] = op[3]  # type: ignore[attr-defined]
            elif kind == "insert":
                parent = self.nodes[op[1]]
                ref = self.nodes[op[2]] if op[2] is not None else None
                parent.insert_before(self._build(op[3]), ref)  # type: ignore[attr-defined]
            elif kind == "move":
                parent = self.nodes[op[2]]
                ref = self.nodes[op[3]] if op[3] is not None else None
                parent.insert_before(self.nodes[op[1]], ref)  # type: ignore[attr-defined]
            elif kind == "remove":
                self.nodes[op[1]].remove()
            elif kind == "listen":
                self.listening.setdefault(op[1], {})[op[2]] = op[3]
            elif kind == "unlisten":
                self.listening.get(op[1], {}).pop(op[2], None)
            else:
                raise ValueError(f"unknown patch op {kind!r}")

    def html(self) -> str:
        root = self.root
        if isinstance(root, dom.Element):
            return root.inner_html() if root.content is None else root.content.inner_html()
        return root.outer_html()
