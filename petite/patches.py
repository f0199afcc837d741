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
    ["call",     el, name, arg?]             a script called `el.name(arg)`, one of
                                              BROWSER_CALLS (live pages only: see
                                              `PatchLog.in_browser`)

A `tree` is one node with its descendants and every node's id:

    [id, 3, data]                                  text
    [id, 8, data]                                  comment
    [id, 1, tag, [name, value, ...], [children...], extra?]   element; the optional
        `extra` dict has "ns" (namespace, when not html), "props" (live properties)
        and "on" ([[type, flags, hints?], ...], its listeners as in "listen")
    [id, 11, [children...]]                         fragment (its children inserted)

`encode_tree` writes a subtree in this format and `listen_args` a listener. The DOM
records an `insert` with `encode_inserted`: each element in it (a v-for row) as its
`FlatTree` (shape, node ids and slot values in document order, read in one walk), from
which a connection that reads skeletons (`petite.skeletons`) makes an instance without
a plain tree; `plain`/`plain_ops` make the lists above (`App.take_patches` returns
them). `petite.testing.mirror.Mirror` applies batches to a copy of a tree, the way the
browser client does.
"""

from __future__ import annotations

import itertools
import json
import sys
from collections import Counter
from typing import Any, Callable

from .checkpoints import EVERY, checkpoint, sliced
from .expr.values import to_js_string

VERSION = 1

OP_NAMES = ("text", "attr", "rmattr", "prop", "insert", "move", "remove", "listen", "unlisten", "call")


class PatchLog:
    """Collects the ops of one mounted tree until they are taken.

    `in_browser` (a live session's log): the tree is shown in a browser, which owns
    focus, text selection and scrolling, so a script's `el.focus()`, `blur()`,
    `select()` or `scrollIntoView()` is recorded as a `call` op for the client to run
    (`petite.dom.core.browser_call`); the focus events are the browser's, forwarded as
    any event (the server does not fire them itself: it does not know where the user's
    focus is)."""

    __slots__ = ("ops", "in_browser", "_last_write", "_inserted", "_dropped")

    def __init__(self) -> None:
        self.ops: list[list] = []
        self.in_browser = False
        # where the latest text write of a node, attribute write or property write of an
        # element is in `ops`: a later one takes its place (a handler writing
        # `el.textContent` in a loop sends its last text once, not 30,000 texts, 12 MB,
        # for one click)
        self._last_write: dict[tuple, int] = {}
        # where the insert of a subtree made in this batch is: its removal soon after,
        # with nothing in between naming its nodes, sends neither (`el.innerHTML = ...`
        # in a loop)
        self._inserted: dict[int, int] = {}
        self._dropped = 0

    def record(self, op: list) -> None:
        kind = op[0]
        if kind == "attr" or kind == "rmattr" or kind == "prop":
            # an input's value and type writes are sent in the order they were made,
            # never one moved before the other by taking an earlier write's place: the
            # browser's value follows each type change (`type_changes_value`)
            name = op[2]
            if name == "value":
                self._last_write.pop((op[1], "type"), None)
            elif name == "type" and kind != "prop":
                self._last_write.pop((op[1], "value"), None)
        if kind == "text" or kind == "attr" or kind == "rmattr":
            key = (op[1],) if kind == "text" else (op[1], op[2])
            ops = self.ops
            at = self._last_write.get(key)
            if at is not None:
                if kind != "rmattr" and ops[at][0] == kind:
                    ops[at] = op  # in its place: an attribute keeps its place among the element's
                    return
                if kind == "rmattr":  # (an attribute removed after a write: the write goes)
                    self._drop(at)
            self._last_write[key] = len(ops)
        elif kind == "prop":
            # the last write of a property, where it was made: a browser's write of
            # `checked` or `selected` unchecks others, so it must come after theirs
            # (properties have no order of their own to keep; the server records what a
            # write does to the others as their own writes)
            key = (op[1], op[2], "prop")
            at = self._last_write.get(key)
            if at is not None:
                self._drop(at)
            self._last_write[key] = len(self.ops)
        elif kind == "insert":
            tree = op[3]
            root = tree.ids[0] if type(tree) is FlatTree else tree[0] if tree[1] != 11 else None
            if root is not None:
                self._inserted[root] = len(self.ops)
        elif kind == "remove":
            at = self._inserted.pop(op[1], None)
            if at is not None and self._unnamed_since(at):
                self._drop(at)
                return
        elif kind == "call" and self._last_write:
            # a browser call reads the element's state (a dialog's `open`): the writes
            # before it stay where they are
            self._last_write.clear()
        self.ops.append(op)

    def type_changes_value(self, nid: int) -> None:
        """An input's type change changed its value (the HTML type change steps: moved
        into the attribute, dropped, sanitized): its next `type` or `value` attribute
        write is sent as a write of its own, after this one, not in the place of an
        earlier one. The browser runs the same steps at each type it is given: `text`
        -> `file` -> `text` drops a typed value, which one write of `text` kept, and a
        `value` attribute written after a range input sanitized its value is the value
        again, which the same write moved before the range's type was not (`record`
        keeps an element's value and type writes in the order they were made)."""
        self._last_write.pop((nid, "type"), None)
        self._last_write.pop((nid, "value"), None)

    def _drop(self, at: int) -> None:
        self.ops[at] = None  # type: ignore[call-overload]  (dropped at `take`)
        self._dropped += 1

    def _unnamed_since(self, at: int) -> bool:
        """Whether no op after the insert at `at` names a node of its subtree (looked at
        for a short window only: a removal long after its insert is sent as it is)."""
        ops = self.ops
        if len(ops) - at > _CANCEL_WINDOW:
            return False
        later = [op for op in ops[at + 1:] if op is not None]
        if not later:
            return True
        ids = set(tree_ids(ops[at][3]))
        for op in later:
            named = op[1:4] if op[0] == "move" else op[1:3] if op[0] == "insert" else op[1:2]
            if any(type(nid) is int and nid in ids for nid in named):
                return False
        return True

    def take(self) -> list[list]:
        """The ops recorded since the last take (the log is emptied); of writes to the
        same text, attribute or property, only the last; a subtree inserted and removed
        again, neither (the order of everything else kept)."""
        ops, self.ops = self.ops, []
        self._last_write.clear()
        self._inserted.clear()
        if self._dropped:
            self._dropped = 0
            ops = [op for op in ops if op is not None]
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
_CANCEL_WINDOW = 64  # ops between a subtree's insert and its removal, at most, for both to go


def _pieces(items: list, out: list[str], default: Any, tree_at: int = -1) -> None:
    """Append the JSON text of `items` (a list of ops, or of a tree's children when
    `tree_at` is 0) to `out`: trees in pieces, other items in runs."""
    out.append("[")
    run: list = []
    first = True
    for item in sliced(items):
        tree = item if tree_at == 0 else (item[3] if item[0] == "insert" else None)
        if type(tree) is FlatTree:  # (a v1 client: the plain tree)
            tree = tree.tree()
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


def _tree_pieces(tree: Any, out: list[str], default: Any) -> None:
    if type(tree) is FlatTree:
        tree = tree.tree()
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
        if type(tree) is FlatTree:
            continue
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


def holds_control(tree: Any) -> bool:
    """Whether an encoded tree (from `encode_tree` or `encode_inserted`) has a text
    control in it."""
    kind = type(tree)
    return kind is ControlTree or (kind is FlatTree and tree.controls)


def tree_ids(tree: Any) -> list[int]:
    """The node ids of an encoded tree (from `encode_tree` or `encode_inserted`)."""
    ids: list[int] = []
    pending = [tree]
    while pending:
        tree = pending.pop()
        if type(tree) is FlatTree:
            ids.extend(tree.ids)
            continue
        ids.append(tree[0])
        if tree[1] == _ELEMENT:
            pending.extend(tree[4])
        elif tree[1] == _FRAGMENT:
            pending.extend(tree[2])
    return ids


def encode_tree(node: Any) -> list:
    """A compact JSON tree of `node` for the `insert` op (the format above): an element's
    is built from its flat encoding (`encode_flat`), the one reading of the DOM."""
    if node.nodeType == _ELEMENT:
        return encode_flat(node).tree()
    return _encode_unflat(node, encode_tree)


def _encode_unflat(node: Any, encode: Callable[[Any], Any]) -> list:
    """A text, comment or fragment node as encoded (a fragment's children by `encode`)."""
    kind = node.nodeType
    if kind == _TEXT or kind == _COMMENT:
        return [node.nid, kind, node._data]
    if kind == _FRAGMENT:  # (new v-for rows: a safe point between them)
        encoded = []
        controls = False
        for child in node.children:
            tree = encode(child)
            encoded.append(tree)
            controls = controls or holds_control(tree)
            checkpoint()
        return ControlTree((node.nid, 11, encoded)) if controls else [node.nid, 11, encoded]
    raise TypeError(f"cannot encode {node!r}")


FLAT_NODES = 256  # nodes of an element encoded as one `FlatTree`, at most (as `Skeletons.max_nodes`)


def encode_inserted(node: Any, limit: int = FLAT_NODES) -> Any:
    """What an `insert` op records of a new subtree (and a live page's `init` of its
    tree): as `encode_tree`, but each element of at most `limit` nodes (a v-for row) as
    its `FlatTree`, a bigger one as its plain head over its children encoded so. A
    connection reading skeletons (`petite.skeletons`) makes instances from the flat
    encodings directly; a plain tree is made only where one is needed (`plain`)."""
    kind = node.nodeType
    if kind == _ELEMENT:
        flat = encode_flat(node, limit)
        if len(flat.ids) <= limit:
            return flat
        head = _built((flat.shape[0], 0), flat.ids, flat.values, [0, 0, 0])  # (no children)
        children = head[4] = [encode_inserted(child, limit) for child in sliced(_child_nodes(node))]
        if type(head) is not ControlTree and any(holds_control(child) for child in children):
            head = ControlTree(head)
        return head
    return _encode_unflat(node, lambda child: encode_inserted(child, limit))


# -- flat encoding: shapes and slots ---------------------------------------------------
# An element's subtree is also read as three lists in document order (`FlatTree`):
#   ids     its node ids;
#   values  its *slots*: per element its attribute values, then its property values,
#           then its listener list (`on`) if it has listeners; per text or comment its data;
#   shape   everything but values: per element a token (tag, attribute names) - or,
#           with an `extra` in the tree, (tag, attribute names, namespace or None,
#           property names, has listeners) - then its number of children; per text or
#           comment its kind (3 or 8).
# Two subtrees with equal shapes differ in ids and slot values alone (`petite.skeletons`).
# `encode_flat` reads it from the DOM, `scan` from a plain tree, `FlatTree.tree` makes
# the plain tree from it.


class FlatTree:
    """An element's subtree, encoded flat (above); `tree()` is its plain tree."""

    __slots__ = ("shape", "ids", "values", "controls")

    def __init__(self, shape: tuple, ids: list[int], values: list, controls: bool) -> None:
        self.shape = shape
        self.ids = ids
        self.values = values
        self.controls = controls  # a text control in it (`holds_control`)

    def consecutive(self) -> bool:
        """Whether its node ids run consecutively (from the first) in document order."""
        ids = self.ids
        first = ids[0]
        return ids[-1] - first == len(ids) - 1 and ids == list(range(first, first + len(ids)))

    def tree(self) -> list:
        """The plain encoded tree (the format above), text-control subtrees marked."""
        return _built(self.shape, self.ids, self.values, [0, 0, 0])

    def __repr__(self) -> str:
        return f"<FlatTree {self.ids[0]} of {len(self.ids)} nodes>"


_SLICE_NODES = 256  # elements read by `encode_flat` between two safe points


def _child_nodes(element: Any) -> Any:
    """An element's children as encoded: a `<template>`'s are its content's."""
    content = element._x.content  # (`petite.dom.nodes.ElementStatic`)
    return element.children if content is None else content.children


def encode_flat(node: Any, limit: int = 1 << 62) -> FlatTree:
    """The flat encoding of an element's subtree (one walk of its nodes); past `limit`
    nodes the walk may stop (then `len(ids) > limit` and the lists hold a part)."""
    ids: list[int] = []
    values: list = []
    shape: list = []
    controls = False
    add_id, add_token, add_value, add_values = ids.append, shape.append, values.append, values.extend
    stack = [node]
    pop, push = stack.pop, stack.extend
    mark = min(_SLICE_NODES, limit)
    while stack:
        node = pop()
        kind = node.nodeType
        nid = node._nid
        if nid.__class__ is not int:  # a copy's node: a Rel to its parent element's id
            parent = node.parent  # (`petite.dom.nodes.Rel`; the parent's own, read inline)
            base = parent._nid
            nid += base if base.__class__ is int else parent.nid
        if kind == _TEXT or kind == _COMMENT:  # (most of a row's nodes)
            add_id(nid)
            add_value(node._data)
            add_token(kind)
            continue
        if kind != _ELEMENT:
            raise TypeError(f"cannot encode {node!r}")
        add_id(nid)
        attrs = node.attrs
        x = node._x  # (namespace, props, content: `petite.dom.nodes.ElementStatic`)
        props = x.props
        listeners = node.listeners
        namespace = x.namespace
        if attrs:
            add_values(attrs.values())
        tag = node.tag
        if props or listeners or namespace != "html":
            if props:
                add_values(props.values())
                controls = controls or "value" in props
            if listeners:
                add_value([listen_args(entry) for entry in listeners])
            add_token((tag, tuple(attrs), None if namespace == "html" else namespace,
                       tuple(props) if props else (), bool(listeners)))
        else:
            add_token((tag, tuple(attrs)))
        if tag in _TEXT_CONTROLS:
            controls = True
        content = x.content  # (a `<template>`'s children are its content's: `_child_nodes`)
        children = node.children if content is None else content.children
        if children:
            add_token(len(children))
            push(reversed(children))
        else:
            add_token(0)
        if len(ids) > mark:  # (an element holding thousands of rows: safe points)
            if len(ids) > limit:
                break
            mark = min(mark + _SLICE_NODES, limit)
            checkpoint()
    return FlatTree(tuple(shape), ids, values, controls)


def _built(shape: tuple, ids: list[int], values: list, at: list[int]) -> list:
    """The plain tree of the node at `at` (shape, id, value positions: moved past it)."""
    s, i, v = at
    token = shape[s]
    if type(token) is int:
        at[0], at[1], at[2] = s + 1, i + 1, v + 1
        return [ids[i], token, values[v]]
    tag, names = token[0], token[1]
    count = len(names)
    if count == 1:
        attrs = [names[0], values[v]]
    elif count:
        attrs = [*_flatten(zip(names, values[v:v + count]))]
    else:
        attrs = []
    v += count
    out: list = [ids[i], 1, tag, attrs, None]
    controls = tag in _TEXT_CONTROLS
    if len(token) > 2:
        extra: dict[str, Any] = {}
        if token[2] is not None:
            extra["ns"] = token[2]
        props = token[3]
        if props:
            extra["props"] = dict(zip(props, values[v:v + len(props)]))
            v += len(props)
            controls = controls or "value" in props
        if token[4]:
            extra["on"] = values[v]
            v += 1
        out.append(extra)
    count = shape[s + 1]
    s += 2
    i += 1
    children: list = []
    add = children.append
    for _ in sliced(range(count)) if count > _LEAF_RUN else range(count):
        kind = shape[s]
        if type(kind) is int:  # (a text or comment: inline)
            add([ids[i], kind, values[v]])
            s += 1
            i += 1
            v += 1
            continue
        at[0], at[1], at[2] = s, i, v
        child = _built(shape, ids, values, at)
        add(child)
        if type(child) is ControlTree:
            controls = True
        s, i, v = at
    at[0], at[1], at[2] = s, i, v
    out[4] = children
    return ControlTree(out) if controls else out


def scan(tree: list, ids: list[int], values: list, shape: list, limit: int) -> bool:
    """Append a plain element tree's node ids, slot values and shape (as `encode_flat`
    reads them from the DOM); False when it has more than `limit` nodes (the lists then
    hold a part)."""
    ids.append(tree[0])
    if tree[1] != 1:
        values.append(tree[2])
        shape.append(tree[1])
        return True
    attrs = tree[3]
    values += attrs[1::2]
    if len(tree) > 5:
        extra = tree[5]
        props = extra.get("props")
        if props:
            values += props.values()
        on = extra.get("on")
        if on is not None:
            values.append(on)
        shape.append((tree[2], tuple(attrs[::2]), extra.get("ns"), tuple(props) if props else (), on is not None))
    else:
        shape.append((tree[2], tuple(attrs[::2])))
    children = tree[4]
    shape.append(len(children))
    for child in children:
        if type(child) is FlatTree:  # (below a plain head: `encode_inserted`)
            ids += child.ids
            values += child.values
            shape += child.shape
            if len(ids) > limit:
                return False
        elif not scan(child, ids, values, shape, limit):
            return False
    return len(ids) <= limit


def plain(tree: Any) -> Any:
    """An inserted tree as plain lists (`encode_inserted`'s flat elements built)."""
    if type(tree) is FlatTree:
        return tree.tree()
    kind = tree[1]
    if kind != 1 and kind != 11:
        return tree
    at = 4 if kind == 1 else 2
    children = tree[at]
    made = [plain(child) for child in sliced(children)]
    if all(new is old for new, old in zip(made, children)):
        return tree
    out = type(tree)(tree)  # (a ControlTree stays one)
    out[at] = made
    return out


def plain_ops(ops: list[list]) -> list[list]:
    """A batch with its inserted trees as plain lists (`plain`)."""
    return [["insert", op[1], op[2], plain(op[3])] if op[0] == "insert" else op for op in ops]


def top_ids(tree: Any) -> list[int]:
    """The ids of the nodes an inserted tree puts under its parent (a fragment's children)."""
    if type(tree) is FlatTree:
        return [tree.ids[0]]
    if tree[1] == 11:
        return [child.ids[0] if type(child) is FlatTree else child[0] for child in tree[2]]
    return [tree[0]]


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
