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

`encode_tree` writes a new subtree in this format and `listen_args` a listener (the
DOM calls both as it records writes); `petite.testing.mirror.Mirror` applies batches to
a copy of a tree, the way the browser client does.
"""

from __future__ import annotations

import itertools
import json
import sys
from collections import Counter
from typing import Any

from .checkpoints import EVERY, checkpoint, sliced
from .expr.values import to_js_string

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


def ops_json(ops: list[list], default: Any = to_js_string) -> str:
    """The JSON text of a batch's ops (plain, or compact: `petite.skeletons`), the same as
    `json.dumps(ops)` with compact separators, but encoded in pieces with safe points
    between them (`petite.checkpoints`): thousands of inserted rows never hold a live
    server's turn in one piece. Trees are split at fragments and elements; instances,
    texts and other ops are encoded in runs."""
    out: list[str] = []
    _pieces(ops, out, default)
    return "".join(out)


def tree_json(tree: list, default: Any = to_js_string) -> str:
    """The JSON text of one encoded tree, in pieces as `ops_json` does."""
    out: list[str] = []
    _tree_pieces(tree, out, default)
    return "".join(out)


_LEAF_RUN = 64  # leaves encoded by one json.dumps call


def _pieces(items: list, out: list[str], default: Any, tree_at: int = -1) -> None:
    """Append the JSON text of `items` (a list of ops, or of a tree's children when
    `tree_at` is 0) to `out`: trees in pieces, other items in runs."""
    out.append("[")
    run: list = []
    first = True
    for item in sliced(items):
        tree = item if tree_at == 0 else (item[3] if item[0] == "insert" else None)
        if tree is None or tree[1] not in (1, 11):
            run.append(item)
            if len(run) < _LEAF_RUN:
                continue
        if run:
            out.append(("" if first else ",") + _dumps(run, default)[1:-1])
            first = False
            run = []
        if tree is None or tree[1] not in (1, 11):
            continue
        out.append("" if first else ",")
        first = False
        if tree_at == 0:
            _tree_pieces(tree, out, default)
        else:  # an insert op
            out.append(_dumps(item[:3], default)[:-1] + ",")
            _tree_pieces(tree, out, default)
            out.append("]")
    if run:
        out.append(("" if first else ",") + _dumps(run, default)[1:-1])
    out.append("]")


def _tree_pieces(tree: list, out: list[str], default: Any) -> None:
    if tree[1] == 11:
        out.append(f"[{_dumps(tree[0], default)},11,")
        _pieces(tree[2], out, default, 0)
        out.append("]")
    elif tree[1] == 1:
        out.append(_dumps(tree[:4], default)[:-1] + ",")
        _pieces(tree[4], out, default, 0)
        out.append("," + _dumps(tree[5], default) + "]" if len(tree) > 5 else "]")
    else:
        out.append(_dumps(tree, default))


def _dumps(value: Any, default: Any) -> str:
    return json.dumps(value, separators=(",", ":"), default=default)


def release(holder: list[list[list]]) -> None:
    """Free a batch that has been sent, in pieces with safe points between them
    (`petite.checkpoints`): dropping 10,000 inserted rows' trees at once is one long
    stall. `holder` is a one-item list holding the batch (it is emptied); the ops, an
    insert's tree and its list of children are emptied only where nothing else holds
    them (a listener that kept the batch, or a part of it, keeps it whole)."""
    ops = holder.pop()
    if _refs is None or _refs(ops) > _ALONE:
        return
    for _ in sliced(range(len(ops))):
        op = ops.pop()
        if op[0] != "insert" or len(op) != 4 or _refs(op) > _ALONE:
            continue
        tree = op.pop()
        at = 2 if tree[1] == 11 else 4 if tree[1] == 1 else 0
        if not at or len(tree[at]) <= EVERY or _refs(tree) > _ALONE:
            continue
        children, tree[at] = tree[at], None
        if _refs(children) <= _ALONE:
            for _ in sliced(range(len(children))):
                children.pop()


def _alone() -> int:
    """What `getrefcount` says of an object only a local name holds, measured as
    `release` asks it (interpreters count their own stack references differently)."""
    holder = [[]]
    held = holder.pop()
    return _refs(held) if _refs is not None else 0


_refs = getattr(sys, "getrefcount", None)  # (CPython: how many references an object has)
_ALONE = _alone()


def count(ops: list[list]) -> Counter[str]:
    """How many ops of each kind (`count(ops)["move"]`)."""
    return Counter(op[0] for op in ops)


def _json_default(value: Any) -> Any:
    return to_js_string(value)


# Node types (`node.nodeType`): this module reads trees without importing the DOM.
_ELEMENT, _TEXT, _COMMENT, _FRAGMENT = 1, 3, 8, 11


class ControlTree(list):
    """An encoded element or fragment tree with a text control somewhere in it (an
    `<input>`, a `<textarea>` or a `value` property): `encode_tree` marks them as it
    encodes, so that what reads trees for their controls (`petite.live_input`) skips
    the others without a walk. Encoded as JSON as any list."""

    __slots__ = ()


_TEXT_CONTROLS = frozenset({"input", "textarea"})


def holds_control(tree: list) -> bool:
    """Whether an encoded tree (from `encode_tree`) has a text control in it."""
    return type(tree) is ControlTree


def encode_tree(node: Any) -> list:
    """A compact JSON tree of `node` for the `insert` op (the format above)."""
    kind = node.nodeType
    if kind == _ELEMENT:
        return _encode_element(node)
    if kind == _TEXT or kind == _COMMENT:
        return [node.nid, kind, node._data]
    if kind == _FRAGMENT:  # (new v-for rows: a safe point between them)
        encoded = []
        controls = False
        for child in node.children:
            tree = encode_tree(child)
            encoded.append(tree)
            controls = controls or type(tree) is ControlTree
            checkpoint()
        return ControlTree((node.nid, 11, encoded)) if controls else [node.nid, 11, encoded]
    raise TypeError(f"cannot encode {node!r}")


def _encode_element(node: Any) -> list:
    attrs = node.attrs
    content = node.content
    children = node.children if content is None else content.children
    encoded: list = []
    controls = node.tag in _TEXT_CONTROLS
    # (an element with thousands of rows, in a reconnecting tab's `init`: safe points)
    for child in sliced(children) if len(children) > _LEAF_RUN else children:
        kind = child.nodeType
        if kind == _TEXT:
            encoded.append([child.nid, 3, child._data])
        elif kind == _ELEMENT:
            tree = _encode_element(child)
            encoded.append(tree)
            if type(tree) is ControlTree:
                controls = True
        else:
            encoded.append(encode_tree(child))
    out: list = [node.nid, 1, node.tag, [*_flatten(attrs.items())] if attrs else [], encoded]
    props = node.props
    if props or node.listeners or node.namespace != "html":
        extra: dict[str, Any] = {}
        if node.namespace != "html":
            extra["ns"] = node.namespace
        if props:
            extra["props"] = dict(props)
            controls = controls or "value" in props
        if node.listeners:
            extra["on"] = [listen_args(entry) for entry in node.listeners]
        out.append(extra)
    return ControlTree(out) if controls else out


_flatten = itertools.chain.from_iterable


def listener_flags(capture: bool, once: bool, passive: bool) -> int:
    """The `flags` of a `listen` op: 1 capture, 2 once, 4 passive."""
    return (1 if capture else 0) | (2 if once else 0) | (4 if passive else 0)


def listen_args(listener: Any) -> list:
    """[type, flags] or [type, flags, hints] of a listener (`petite.dom.events.Listener`),
    as `listen` carries it; `hints` are the guards a browser client applies first
    (`directives.on.client_hints`)."""
    hints = getattr(listener.handler, "hints", None)
    args = [listener.type, listener_flags(listener.capture, listener.once, listener.passive)]
    return [*args, hints] if hints else args
