"""The node classes: `Node`, `Text`, `Comment`, `Fragment` and `Element`.

Every node has a stable integer id (`nid`). A tree whose root has a patch recorder
attached (`petite.dom.core.attach_recorder`) reports each write made through the
methods below (set text, set/remove attribute, set property, insert, move, remove,
add/remove listener) to that recorder as a patch op (`petite.patches`); writes to
detached nodes are not reported, since the insertion that connects them carries their
whole subtree. Live form state (`value`, `checked`, `selected`) lives in
`Element.props` (`petite.dom.forms`).

Elements also answer the small part of the browser DOM API that template expressions
use (`$el.value`, `$event.target.checked`, `$refs.input.focus()` ...): form state from
`FormControl`, listeners, dispatch and focus from `EventTarget` (`petite.dom.events`).
Trees come from `parse_fragment` (HTML5 rules, `petite.dom.parsing`) and serialize back
with `outer_html` / `inner_html` (`petite.dom.serialize`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import islice
from operator import itemgetter
from types import MappingProxyType
from typing import Any

from ..checkpoints import sliced
from ..errors import TemplateSyntaxError, source_excerpt
from ..expr.budget import charge_written
from ..expr.errors import ExpressionError
from ..expr.values import to_js_string, truthy
from ..patches import encode_inserted
from ..scheduler import memo as scheduler_memo
from ..safety import (arms_script, clean_html5_tree, live_property_value, is_executable_script, is_trusted_html,
                      reread_namespace, safe_attribute, urls_to_recheck)
from . import serialize
from .core import HTML_NS, NO_LISTENERS, next_node_id, node_id_counter, recorder_of
from .inner_text import inner_text
from .commands import command_activation
from .dialog import details_toggled, form_submitted
from .events import EventTarget, Listener
from .forms import FormControl, one_options_reset, reset_options, select_inserted_option, settle_inserted_radios
from .forms import VALUE_CLEAN, settle_radio_groups
from .reflection import Boolean, Hidden, Reflection
from .parsing import MAX_NESTING_DEPTH, NAMESPACES, SourcePosition, html5_document, html5_fragment
from .selection import select
from .style import ClassList, Style


def _arming_error(method: str) -> Exception:
    """A script holding text is not made one whose text runs (`petite.safety.arms_script`)."""
    return ExpressionError(f"Failed to execute '{method}' on 'Element': petite does not make a script that holds "
                           "text executable (its type stays a data block's)", kind="NotSupportedError")


# The live properties of a copy that has none yet (shared, read-only; see `_own_props`).
NO_PROPS: Mapping[str, object] = MappingProxyType({})
# The children of a copy of a childless element (shared). A copy's children are a tuple
# (smaller than a list) until the first change makes them a list (`_own_children`).
NO_CHILDREN: tuple = ()
_DATASET_DASH = re.compile(r"-([a-z])")
# HTML "radio button group": when a checked radio's name, type or form owner changes (or
# its checked attribute makes it checked), the others of its new group are unchecked
_RADIO_GROUP_ATTRIBUTES = frozenset({"name", "type", "form", "checked"})


class Rel(int):
    """A node's id held as its distance from its parent element's id: the nodes of a
    copy made from a recipe (a table row) are numbered consecutively in document order,
    so its nodes below the copy's root hold one of the shared `RELS` instead of an int
    of their own. A node's id becomes its own (`pin`) before it leaves its parent."""

    __slots__ = ()


# The distances a node id may be held as (immutable, shared by every copy).
RELS = tuple(Rel(i) for i in range(256))


class Node:
    """Base of every node: a parent link and a stable node id (`nid`; `id` is the
    element attribute, as in the DOM)."""

    __slots__ = ("parent",)
    nodeType = 0
    nid: int
    host: Any = None  # (a template's content fragment: its template, `template_content`)

    def __init__(self) -> None:
        self.parent: Element | Fragment | None = None
        self.nid = next_node_id()

    def pin(self) -> None:
        """Hold the node id as an int of its own before the parent link changes (a text
        node may hold it relative to its parent's: `Rel`)."""

    # Tree navigation ---------------------------------------------------------
    @property
    def next_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = _index(self.parent, siblings, self) + 1
        return siblings[i] if i < len(siblings) else None

    @property
    def previous_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = _index(self.parent, siblings, self)
        return siblings[i - 1] if i > 0 else None

    @property
    def parent_element(self) -> Element | None:
        return self.parent if isinstance(self.parent, Element) else None

    # JavaScript-style names for template expressions.
    nextSibling = next_sibling
    previousSibling = previous_sibling
    parentNode = property(lambda self: self.parent)
    parentElement = parent_element

    def remove(self) -> None:
        """Detach this node from its parent (no-op when detached)."""
        if self.parent is not None:
            self.parent.remove_child(self)

    def clone(self, deep: bool = True) -> Node:
        raise NotImplementedError

    @property
    def text_content(self) -> str:
        return ""

    def outer_html(self) -> str:
        raise NotImplementedError


def _index(parent: ParentNode, siblings: Sequence[Node], node: Node) -> int:
    """`node`'s position among `siblings`, `parent`'s children: `index` compares by
    identity (nodes define no `__eq__`) at C speed; among more than `FEW_CHILDREN` it
    looks first near where the last question about this parent was answered (`_hint`),
    then everywhere. Work on a tree goes in order (a `v-for` inserts each row before its
    end anchor, a mount walks sibling blocks one after the other), so a scan from the
    start made it quadratic in the number of children: a `v-for` of 40,000 rows from
    data mounted in 21 s (50 million nodes scanned for 10,000), 10,000 sibling
    `<template v-if>` blocks in 80 s. Moves to and from anywhere (a keyed list
    shuffled) still scan."""
    if len(siblings) <= FEW_CHILDREN:
        try:
            return siblings.index(node)
        except ValueError:
            raise ValueError("node is not a child of its parent") from None
    hint = _hint(parent)
    try:
        at = siblings.index(node, hint - 8 if hint > 8 else 0, hint + 24)
    except ValueError:
        try:  # (then the end: a keyed `v-for` reversed moves each row before the last)
            at = siblings.index(node, len(siblings) - 16)
        except ValueError:
            try:
                at = siblings.index(node)
            except ValueError:
                raise ValueError("node is not a child of its parent") from None
    _remember(parent, at)
    return at


def node_index(parent: ParentNode, node: Node) -> int:
    """`node`'s position among `parent`'s children (ValueError: not one of them)."""
    return _index(parent, parent.children, node)


# Inserts and moves `insert_many` makes one at a time (more: one pass over the children).
BULK_INSERTS = 16

# Parents with more children than this remember where a child was last found: an
# element in its `data` (made for the few parents of long lists: a slot on every element
# would cost each row of a live table 8 bytes an element), a fragment in `_at`.
FEW_CHILDREN = 32
_POSITION = "position hint"


def _hint(parent: ParentNode) -> int:
    if isinstance(parent, Element):
        data = parent.data_or_none()
        return data.get(_POSITION, 0) if data else 0  # type: ignore[return-value]
    return getattr(parent, "_at", 0)


def _remember(parent: ParentNode, at: int) -> None:
    if isinstance(parent, Element):
        parent.data[_POSITION] = at
    else:
        parent._at = at  # type: ignore[attr-defined]


class HeldId:
    """A node whose id may be held relative to its parent's (`Rel`, in `_nid`): texts
    and elements (a copy's nodes below its root)."""

    __slots__ = ()
    _nid: int
    parent: Any

    @property
    def nid(self) -> int:
        """The node id (a copy's node may hold it relative to its parent's: `Rel`)."""
        n = self._nid
        if n.__class__ is int:
            return n
        return self.parent.nid + n

    @nid.setter
    def nid(self, value: int) -> None:
        self._nid = value

    def pin(self) -> None:
        n = self._nid
        if n.__class__ is not int:
            self._nid = self.parent.nid + n


class CharacterData(HeldId, Node):
    __slots__ = ("_nid", "_data")

    def __init__(self, data: str) -> None:
        super().__init__()
        charge_written(data)
        self._data = data

    @property
    def data(self) -> str:
        return self._data

    @data.setter
    def data(self, value: str) -> None:
        self.set_data(value)

    def set_data(self, value: str) -> None:
        """Change the text; recorded as a `text` op when it changes a connected node.
        The text of an executable script stays as written (`is_executable_script`)."""
        if value == self._data:
            return
        charge_written(value)
        parent = self.parent
        if type(parent) is Element and parent.tag == "script" and is_executable_script(
            parent.tag, parent.namespace, parent.attrs
        ):
            return
        self._data = value
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["text", self.nid, value])

    nodeValue = data

    @property
    def textContent(self) -> str:
        return self._data

    @textContent.setter
    def textContent(self, value: Any) -> None:
        self.set_data("" if value is None else str(value))


class Text(CharacterData):
    __slots__ = ()
    nodeType = 3

    def clone(self, deep: bool = True) -> Text:
        copy = Text.__new__(Text)
        copy.parent = None
        copy._nid = next_node_id()
        copy._data = self._data
        return copy

    @property
    def text_content(self) -> str:
        return self._data

    def outer_html(self) -> str:
        return serialize.text_html(self)

    def __repr__(self) -> str:
        return f"<Text {self._data!r}>"


class Comment(CharacterData):
    __slots__ = ()
    nodeType = 8

    def clone(self, deep: bool = True) -> Comment:
        return Comment(self._data)

    def outer_html(self) -> str:
        return serialize.outer_html(self)

    def __repr__(self) -> str:
        return f"<Comment {self._data!r}>"


class ParentNode(Node):
    """A node with children: elements and fragments."""

    __slots__ = ("children", "__weakref__")

    def __init__(self) -> None:
        super().__init__()
        self.children: list[Node] = []

    def append_child(self, node: Node) -> Node:
        return self.insert_before(node, None)

    def _own_children(self) -> list[Node]:
        """The children as a list, ready to change (a copy's start as a tuple)."""
        children = self.children
        if type(children) is not list:
            children = self.children = list(children)
        return children

    def insert_before(self, node: Node, ref: Node | None, settle: bool = True) -> Node:
        """Insert `node` (or a fragment's children) before `ref` (None: at the end).

        Recorded as `insert` (a detached node with its subtree) or `move` (a node
        already in the same recorded tree) when this parent is connected. A checked
        radio inserted unchecks the others of its group; `settle` False: the caller
        knows the nodes hold no `<input>` (nothing to settle).
        """
        if isinstance(node, Fragment):
            recorder = recorder_of(self)
            if recorder is None or recorder_of(node) is not None:
                with one_options_reset(self):
                    for child in list(node.children):
                        self.insert_before(child, ref)
                return node
            # A detached fragment: its children arrive in one `insert` op.
            if node.children:
                tree = encode_inserted(node.children[0] if len(node.children) == 1 else node)
                recorder.record(["insert", (self.host or self).nid, None if ref is None else ref.nid, tree])
            moved = node.children
            node.children = []
            for child in moved:
                child.parent = self  # type: ignore[assignment]
            children = self._own_children()
            at = len(children) if ref is None else _index(self, children, ref)
            children[at:at] = moved
            if settle:
                for child in sliced(moved):  # (thousands of rows: safe points)
                    settle_inserted_radios(child)
            reset_options(self)
            return node
        if ref is not None and ref.parent is not self:
            raise ValueError("insert_before: the reference node is not a child of this node")
        old_recorder = None
        old_parent = node.parent
        if node.parent is not None:
            old = node.parent
            node.pin()
            old_recorder = recorder_of(old)
            old._own_children().pop(_index(old, old.children, node))
            node.parent = None
        recorder = recorder_of(self)
        moved = recorder is not None and old_recorder is recorder
        if old_recorder is not None and not moved:
            old_recorder.record(["remove", node.nid])
        node.parent = self  # type: ignore[assignment]
        children = self._own_children()
        if ref is None:
            children.append(node)
        else:
            children.insert(_index(self, children, ref), node)
        if recorder is not None:
            before = None if ref is None else ref.nid
            if moved:
                recorder.record(["move", node.nid, (self.host or self).nid, before])
            else:
                recorder.record(["insert", (self.host or self).nid, before, encode_inserted(node)])
        if settle:
            settle_inserted_radios(node)
        select_inserted_option(node)
        reset_options(self)
        if old_parent is not None and old_parent is not self:
            reset_options(old_parent)
        return node

    def insert_many(self, ops: Sequence[tuple[Node, Node | None, bool]]) -> None:
        """`self.insert_before(node, ref, settle)` for each `(node, ref, settle)` of `ops`,
        in order, with the same result and the same recorded ops, in one pass over the
        children: each node a child of this parent (a move), a detached node or a detached
        fragment (its children inserted), each ref a child of it by then (or None: the end). A keyed
        `v-for` reordered (reversed, shuffled) moves most of its rows, and one
        `insert_before` at a time searched for the row and its ref and shifted the
        children list each time: quadratic in the rows (a reversed list of 10,000
        `<template>` rows took 14 s, 40,000 element rows 12 s, one click). Other
        operations, or a few, go one at a time."""
        if len(ops) <= BULK_INSERTS or not self._bulk_insertable(ops):
            for node, ref, settle in ops:
                self.insert_before(node, ref, settle)
            return
        recorder = recorder_of(self)
        parent_id = (self.host or self).nid if recorder is not None else None
        children = self._own_children()
        # the children as a doubly linked list (by id), changed in place, read back at the end
        after: dict[int, Node | None] = {}
        before: dict[int, Node | None] = {}
        previous: Node | None = None
        for child in children:
            before[id(child)] = previous
            if previous is not None:
                after[id(previous)] = child
            previous = child
        if previous is not None:
            after[id(previous)] = None
        first, last = (children[0], children[-1]) if children else (None, None)
        # (what each insert settles, a checked radio unchecking the others of its group
        # and an option selected by a script the others of its select, is settled at once,
        # as `insert_before` does: a group is the radios in the tree at that step, whatever
        # their order, so the children list holds the nodes inserted so far, at its end,
        # until it is put in order)

        def unlink(node: Node) -> None:
            nonlocal first, last
            prev, nxt = before.pop(id(node)), after.pop(id(node))
            if prev is None:
                first = nxt
            else:
                after[id(prev)] = nxt
            if nxt is None:
                last = prev
            else:
                before[id(nxt)] = prev

        def link(node: Node, ref: Node | None) -> None:
            nonlocal first, last
            prev = last if ref is None else before[id(ref)]
            before[id(node)], after[id(node)] = prev, ref
            if prev is None:
                first = node
            else:
                after[id(prev)] = node
            if ref is None:
                last = node
            else:
                before[id(ref)] = node

        def settled(node: Node, settle: bool, select_option: bool) -> None:
            if settle:
                settle_inserted_radios(node)
            if select_option:
                select_inserted_option(node)

        try:
            with one_options_reset(self):
                for node, ref, settle in sliced(ops):
                    if isinstance(node, Fragment):
                        moved = node.children
                        if not moved:
                            continue
                        if recorder is not None:
                            tree = encode_inserted(moved[0] if len(moved) == 1 else node)
                            recorder.record(["insert", parent_id, None if ref is None else ref.nid, tree])
                        node.children = []
                        for child in moved:
                            if recorder is None:
                                child.pin()
                            child.parent = self  # type: ignore[assignment]
                            link(child, ref)
                        children.extend(moved)
                        for child in moved:
                            # (a fragment a page shows no recorder: each child inserted on its own)
                            settled(child, settle if recorder is not None else True, recorder is None)
                        continue
                    if node.parent is None:  # (a detached node: inserted with its subtree)
                        node.parent = self  # type: ignore[assignment]
                        link(node, ref)
                        children.append(node)
                        if recorder is not None:
                            recorder.record(["insert", parent_id, None if ref is None else ref.nid,
                                             encode_inserted(node)])
                    else:
                        node.pin()
                        unlink(node)
                        link(node, ref)
                        if recorder is not None:
                            recorder.record(["move", node.nid, parent_id, None if ref is None else ref.nid])
                    settled(node, settle, True)
        finally:  # (in order, even when a step ran out of work: the tree its ops describe)
            order: list[Node] = []
            node = first
            while node is not None:
                order.append(node)
                node = after[id(node)]
            children[:] = order
            if len(order) > FEW_CHILDREN:
                _remember(self, 0)
        reset_options(self)

    def _bulk_insertable(self, ops: Sequence[tuple[Node, Node | None, bool]]) -> bool:
        """Whether `insert_many` can run `ops` in one pass: each node a child of this
        parent, or a detached node or fragment with no page of its own inserted once, and each
        ref a child by then, not the node itself."""
        present = {id(child) for child in self.children}
        fragments: set[int] = set()
        for node, ref, _ in ops:
            if ref is not None and (ref is node or id(ref) not in present):
                return False
            if isinstance(node, Fragment):
                if node.parent is not None or node.host is not None or node.recorder is not None \
                        or id(node) in fragments or node is self:
                    return False
                fragments.add(id(node))
                for child in node.children:
                    if id(child) in present:
                        return False
                    present.add(id(child))
            elif node.parent is None:
                if id(node) in present or isinstance(node, ParentNode) and node.host is not None:
                    return False
                present.add(id(node))
            elif node.parent is not self:
                return False
        return True

    def remove_child(self, node: Node) -> Node:
        recorder = recorder_of(self)
        self._own_children().pop(_index(self, self.children, node))
        node.pin()
        node.parent = None
        if recorder is not None:
            recorder.record(["remove", node.nid])
        reset_options(self)
        return node

    def replace_children(self, *nodes: Node) -> None:
        """Remove every child, then append `nodes`."""
        with one_options_reset(self):
            for child in list(self.children):
                self.remove_child(child)
            for node in nodes:
                self.append_child(node)

    def iter(self) -> Iterator[Node]:
        """All descendants in document order (not entering template contents). A walk
        with a stack of its own: nested generators cost each node the tree's depth (an
        800-deep chain a page built walked in 20 ms)."""
        stack = [iter(self.children)]
        while stack:
            for child in stack[-1]:
                yield child
                if isinstance(child, ParentNode) and child.children:
                    stack.append(iter(child.children))
                    break
            else:
                stack.pop()

    def elements(self) -> Iterator[Element]:
        return (n for n in self.iter() if isinstance(n, Element))

    @property
    def text_content(self) -> str:
        return "".join(c.text_content for c in self.children if not isinstance(c, Comment))

    @property
    def textContent(self) -> str:
        return self.text_content

    @textContent.setter
    def textContent(self, value: Any) -> None:
        self.set_text(value)

    def set_text(self, value: Any, reuse: bool = True) -> None:
        """`textContent = value`: one text child (a lone one reused by the engine's own
        writes; `reuse` False, a page's write, makes a new one as the DOM does). An
        executable script keeps its text (`petite.safety.is_executable_script`)."""
        if isinstance(self, Element) and is_executable_script(self.tag, self.namespace, self.attrs):
            return
        text = "" if value is None else str(value)
        children = self.children
        if reuse and len(children) == 1 and isinstance(children[0], Text):
            children[0].set_data(text)
            return
        for child in list(children):
            self.remove_child(child)
        if text:
            self.append_child(Text(text))

    @property
    def firstChild(self) -> Node | None:
        return self.children[0] if self.children else None

    @property
    def lastChild(self) -> Node | None:
        return self.children[-1] if self.children else None

    @property
    def childNodes(self) -> list[Node]:
        return list(self.children)

    def inner_html(self) -> str:
        content = getattr(self, "content", None)  # (a `<template>`'s markup is its content's)
        return serialize.inner_html(self if content is None else content)

    def _clone_children_into(self, copy: ParentNode) -> None:
        for child in self.children:
            clone = child.clone(True)
            clone.parent = copy  # type: ignore[assignment]
            copy.children.append(clone)

    # Queries --------------------------------------------------------------------
    def query_selector_all(self, css: str) -> list[Element]:
        return select(self, css)

    def query_selector(self, css: str) -> Element | None:
        found = self.query_selector_all(css)
        return found[0] if found else None

    querySelector = query_selector
    querySelectorAll = query_selector_all


class Fragment(ParentNode):
    """A document fragment (also a `<template>`'s content)."""

    __slots__ = ("nid", "recorder", "active", "modals", "host", "_at")
    nodeType = 11

    def __init__(self) -> None:
        super().__init__()
        self.host = None
        self.recorder: Any = None
        self.active: Any = None  # (its tree's focused element, weakly: `petite.dom.events`)
        self.modals: Any = None  # (its tree's modal dialogs, weakly: `petite.dom.events`)

    def clone(self, deep: bool = True) -> Fragment:
        copy = Fragment()
        if deep:
            self._clone_children_into(copy)
        return copy

    def outer_html(self) -> str:
        return self.inner_html()

    def __repr__(self) -> str:
        return f"<Fragment {len(self.children)} children>"


def template_content(template: Element) -> Fragment:
    """A new content fragment for `template`: its writes reach the recorder of the page
    the template is on, as ops on the template (the client keeps the content there)."""
    content = Fragment()
    content.host = template
    return content


class ElementStatic:
    """What the copies of one template element share and never change: its namespace and
    the parser's source position. An element's rarely used state (live properties,
    template content, `data`, a recorder) is read through it as "none" until the element
    makes its own `ElementExtra` (most copies of a template never do)."""

    __slots__ = ("namespace", "source")
    props: Mapping[str, object] = NO_PROPS
    content = None
    data = None
    recorder = None

    def __init__(self, namespace: str, source: SourcePosition | None = None) -> None:
        self.namespace = namespace
        self.source = source


class ElementExtra:
    """An element's own rarely used state (made by `Element._extra` on its first write)."""

    __slots__ = ("static", "namespace", "source", "props", "content", "data", "recorder")

    def __init__(self, static: ElementStatic) -> None:
        self.static = static  # (what this element's copies share)
        self.namespace = static.namespace
        self.source = static.source
        self.props: Mapping[str, object] = static.props
        self.content: Fragment | None = static.content
        self.data: dict[str, object] | None = static.data
        self.recorder: Any = static.recorder


# The static record of a parsed HTML element without a source position (immutable: shared).
HTML_STATIC = ElementStatic(HTML_NS)


class Element(HeldId, ParentNode, FormControl, EventTarget):
    """An element: tag, namespace, ordered attributes, children, live properties.

    An element holds its tree links, tag, attributes and listeners; the rest (namespace,
    source position, live properties, template content, `data`, a recorder) sits in
    `_x`: the `ElementStatic` its template's copies share, or its own `ElementExtra`
    once it writes one of them (a table row's copies stay small)."""

    __slots__ = ("_nid", "tag", "attrs", "listeners", "_x")
    nodeType = 1

    def __init__(
        self, tag: str, attrs: dict[str, str] | None = None, namespace: str = HTML_NS
    ) -> None:
        super().__init__()
        self.tag = tag
        self.attrs: dict[str, str] = dict(attrs) if attrs else {}
        self._x: ElementStatic | ElementExtra = HTML_STATIC if namespace == HTML_NS else ElementStatic(namespace)
        # Event listeners (`petite.dom.events.Listener`): a tuple, replaced when one is
        # added or removed (most elements have none or one).
        self.listeners: tuple[Listener, ...] = NO_LISTENERS
        # A <template>'s children live in its content fragment, as in browsers.
        if tag == "template" and namespace == HTML_NS:
            self._extra().content = template_content(self)

    def command_activation(self) -> Callable[[bool], None] | None:
        """A click's activation behaviour on this command button (`petite.dom.commands`)."""
        return command_activation(self)

    def submitted(self, submitter: Element) -> None:
        """This form's `submit` event was not canceled (`petite.dom.events`' submit
        activation): its default action (`petite.dom.dialog.form_submitted`)."""
        form_submitted(self, submitter)

    def _extra(self) -> ElementExtra:
        """This element's own `ElementExtra` (made from its static record the first time)."""
        x = self._x
        if type(x) is not ElementExtra:
            x = self._x = ElementExtra(x)  # type: ignore[arg-type]
        return x

    @property
    def namespace(self) -> str:
        return self._x.namespace

    @property
    def props(self) -> Mapping[str, object]:
        """Live DOM properties that differ from attributes (value, checked, selected ...);
        read-only until `_own_props`."""
        return self._x.props

    @property
    def content(self) -> Fragment | None:
        """A `<template>`'s content fragment (None for other elements)."""
        return self._x.content

    @property
    def recorder(self) -> Any:
        return self._x.recorder

    @recorder.setter
    def recorder(self, recorder: Any) -> None:
        if recorder is not None or self._x.recorder is not None:
            self._extra().recorder = recorder

    @property
    def data(self) -> dict[str, object]:
        """Engine bookkeeping (source position, v-model values ...); never serialized.
        Created when first used: most copies of a template never need it."""
        x = self._x
        data = x.data
        if data is None:
            x = self._extra()
            data = x.data = {} if x.source is None else {"source": x.source}
        return data

    def data_or_none(self) -> dict[str, object] | None:
        """`data` when something made it, else None (without making it)."""
        return self._x.data

    @property
    def static_class(self) -> str | None:
        """The class a `:class` binding found in the markup (`data["static_class"]`; as
        the render function's element state), read without making `data`."""
        data = self._x.data
        return data.get("static_class") if data is not None else None  # type: ignore[return-value]

    def _source_position(self) -> Any:
        """The parser's source position, which copies keep."""
        return self._x.source

    def _static(self) -> ElementStatic:
        """The record copies of this element share (its own when it made an extra)."""
        x = self._x
        return x if type(x) is ElementStatic else x.static  # type: ignore[return-value]

    # Attributes ---------------------------------------------------------------
    def get_attribute(self, name: str) -> str | None:
        return self.attrs.get(name)

    def has_attribute(self, name: str) -> bool:
        return name in self.attrs

    def set_attribute(self, name: str, value: str) -> None:
        """Set an attribute; recorded as `attr` when it changes a connected element.
        Name and value pass `petite.safety.safe_attribute` (an invalid or `on*` name is
        an error, a dangerous URL is neutralised unless the value is a TrustedURL)."""
        value = safe_attribute(self.tag, name, value, self.attrs)
        value = str.__str__(value)
        if self.attrs.get(name) == value and name in self.attrs:
            return
        if self.tag == "script" and arms_script(self, name, value):
            raise _arming_error("setAttribute")
        if self.tag == "link":  # (a rel turning it loading: its URLs checked again first)
            for url, checked in urls_to_recheck(self.tag, name, value, self.attrs):
                self.set_attribute(url, checked)
        if self.tag == "select" and name in ("multiple", "size"):
            self._keep_selection()
        before = self.type if name == "type" and self.tag == "input" else None
        attrs = self.attrs
        if type(attrs) is dict:
            attrs[name] = value
        else:  # a copy's shared attributes: shared again when other copies write the same
            self.attrs = _written(attrs, name, value)  # type: ignore[assignment]
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["attr", self.nid, name, value])
        self._attribute_changed(name, before)

    def remove_attribute(self, name: str) -> None:
        if name not in self.attrs:
            return
        if self.tag == "script" and arms_script(self, name, None):
            raise _arming_error("removeAttribute")
        before = self.type if name == "type" and self.tag == "input" else None
        del self._own_attrs()[name]
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["rmattr", self.nid, name])
        self._attribute_changed(name, before)

    def _attribute_changed(self, name: str, type_before: str | None = None) -> None:
        """What follows a change of attribute `name` (set or removed): an input's value
        follows its new type's value mode (`type_before`: its type before), a radio
        group settles, a details element fires `toggle`."""
        if type_before is not None:
            self.value_mode_changed(type_before)
        elif name == "value" and self.tag == "input":
            self.value_attribute_changed()
        if name in _RADIO_GROUP_ATTRIBUTES and self.tag == "input":
            settle_inserted_radios(self)
        if name == "open" and self.tag == "details" and self.namespace == HTML_NS:
            details_toggled(self)

    def _own_props(self) -> dict[str, object]:
        """This element's live properties, ready to change (copies start with none)."""
        x = self._extra()
        props = x.props
        if type(props) is not dict:
            props = x.props = dict(props)
        return props

    def _own_attrs(self) -> dict[str, str]:
        """This element's attributes, ready to change: copies of a template share their
        attributes (read-only) until one of them writes."""
        attrs = self.attrs
        if type(attrs) is not dict:
            attrs = self.attrs = dict(attrs)
        return attrs

    getAttribute = get_attribute
    hasAttribute = has_attribute
    setAttribute = set_attribute
    removeAttribute = remove_attribute

    # Live properties ------------------------------------------------------------
    def set_prop(self, name: str, value: Any) -> None:
        """Set a live DOM property (value, checked, selected ...); recorded as `prop`.
        Only `petite.safety.LIVE_PROPERTIES` (a patch assigns `el[name]` in the browser),
        converted as the browser converts them (`petite.safety.live_property_value`)."""
        value = live_property_value(name, self.tag, value)
        if value is None:  # a value the browser refuses: the property keeps its value
            return
        if name == "value" and (data := self.data_or_none()) is not None:
            data.pop(VALUE_CLEAN, None)  # (the user's or script's own value now)
        if name in self.props and _same(self.props[name], value):
            return
        self._own_props()[name] = value
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["prop", self.nid, name, value])

    @property
    def tagName(self) -> str:
        return self.tag.upper() if self.namespace == HTML_NS else self.tag

    @property
    def localName(self) -> str:
        return self.tag

    @property
    def className(self) -> str:
        return self.attrs.get("class", "")

    @property
    def innerHTML(self) -> str:
        return self.inner_html()

    @innerHTML.setter
    def innerHTML(self, html: Any) -> None:
        self.set_inner_html(html)

    def set_inner_html(self, html: Any) -> None:
        """`innerHTML = html`: untrusted markup is sanitised (`parse_markup`), a
        TrustedHTML is parsed as it is; an executable script keeps its text. The markup
        is parsed as the children of this element as a browser reads the page back
        (`reread_namespace`: an HTML `<mglyph>` that foster parenting put in a MathML
        `<mtext>` is a MathML one there, and its children foreign content)."""
        if is_executable_script(self.tag, self.namespace, self.attrs):
            return
        text = "" if html is None else html if isinstance(html, str) else to_js_string(html)
        fragment = parse_markup(text, self.tag, reread_namespace(self))
        target = self.content if self.content is not None else self
        target.replace_children(fragment)

    @property
    def outerHTML(self) -> str:
        return self.outer_html()

    @property
    def innerText(self) -> str:
        return inner_text(self)

    @property
    def dataset(self) -> dict[str, str]:
        return {
            _dataset_key(name[5:]): value for name, value in self.attrs.items() if name.startswith("data-")
        }
    # Copy and serialization ---------------------------------------------------
    def clone(self, deep: bool = True) -> Element:
        """A copy with new ids (`cloneNode`): attributes, live properties and the source
        position; no listeners. Blocks clone their template for every item, so this
        skips `__init__`."""
        copy = Element.__new__(Element)
        copy.parent = None
        copy._nid = next_node_id()
        copy.tag = self.tag
        copy.attrs = _shared_attrs(self)
        copy._x = self._static()
        if self.props:
            copy._extra().props = dict(self.props)
        if self.content is not None:
            copy._extra().content = template_content(copy)
        copy.listeners = NO_LISTENERS
        copy.children = NO_CHILDREN  # type: ignore[assignment]
        if deep:
            if self.children:
                copy.children = children = [None] * len(self.children)  # type: ignore[list-item]
                for i, child in enumerate(self.children):
                    twin = children[i] = child.clone(True)
                    twin.parent = copy
            if self.content is not None and copy.content is not None:
                self.content._clone_children_into(copy.content)
        return copy

    def serialized_attrs(self) -> dict[str, str]:
        """Attributes as serialized (live form state as the markup that recreates it)."""
        return serialize.serialized_attrs(self)

    def start_tag(self) -> str:
        return serialize.start_tag(self)

    def outer_html(self) -> str:
        return serialize.element_html(self)

    def __repr__(self) -> str:
        return f"<Element {self.start_tag()}>"


def _reflection_property(name: str, reflection: Reflection) -> property:
    """A Python property of every element for a reflected DOM property (expressions
    reach per-element reflections first: `petite.dom.reflection.reflected`)."""
    return property(reflection.get, lambda el, value: reflection.set(el, value, name))


for _name in "id title lang dir href src alt name placeholder target rel action method min max step pattern accept".split():
    setattr(Element, _name, _reflection_property(_name, Reflection(_name)))
for _name, _attr in {"htmlFor": "for", "className": "class", "slot": "slot"}.items():
    setattr(Element, _name, _reflection_property(_name, Reflection(_attr)))
for _name, _attr in {"disabled": "disabled", "required": "required", "readOnly": "readonly", "open": "open",
                     "autofocus": "autofocus"}.items():
    setattr(Element, _name, _reflection_property(_name, Boolean(_attr)))
Element.hidden = _reflection_property("hidden", Hidden("hidden"))  # type: ignore[attr-defined]

Element.classList = property(lambda self: ClassList(self))  # type: ignore[attr-defined]
Element.style = property(lambda self: Style(self))  # type: ignore[attr-defined]


def _same(a: Any, b: Any) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _dataset_key(name: str) -> str:
    """The `dataset` key of `data-<name>` (HTML: a "-" before an ASCII lowercase
    letter goes and the letter is uppercased; anything else stays)."""
    return _DATASET_DASH.sub(lambda m: m.group(1).upper(), name)


def _shared_attrs(el: Element) -> Mapping[str, str]:
    """`el`'s attributes as a read-only view its copies share (each copies them when it
    first writes one: `Element._own_attrs`); `el` itself then copies before writing."""
    attrs = el.attrs
    if type(attrs) is dict:
        attrs = el.attrs = MappingProxyType(attrs)  # type: ignore[assignment]
    return attrs


# How many different values of one attribute the copies of one element share (past
# it, each copy that writes another value takes its own dict: values unique to a row).
SHARED_WRITES = 16


def _written(attrs: Mapping[str, str], name: str, value: str) -> Mapping[str, str]:
    """`attrs` (a read-only view shared by copies of a template element) with `name`
    set to `value`: a view shared by the copies that made the same write during this
    flush (`:class` on a table's rows leaves the same attributes on most of them: one
    dict for all, not one per row), else a dict of the element's own."""
    memo = scheduler_memo()
    key = (_written, id(attrs), name)
    entry = memo.get(key)
    if entry is None:
        entry = memo[key] = (attrs, {})  # (holds `attrs`: its id stays its own)
    shared = entry[1].get(value)
    if shared is None:
        own = dict(attrs)
        own[name] = value
        if len(entry[1]) >= SHARED_WRITES:
            return own
        shared = entry[1][value] = MappingProxyType(own)
    return shared


def clone_listed(node: Element | Fragment) -> tuple[Element | Fragment, list[Node]]:
    """A deep copy of `node` (as `clone(True)`) and the copy's nodes in document order,
    the copy first (a `<template>`'s content is copied, not listed)."""
    nodes: list[Node] = []
    return _clone_listed(node, nodes, node_id_counter()), nodes  # type: ignore[return-value]


def copy_recipe(root: Element | Fragment) -> tuple[tuple[Any, ...], ...] | None:
    """A flat description of `root`'s subtree in document order, from which
    `clone_recipe` makes the copies `clone_listed(root)` makes, without walking the
    tree (a block's prototype is copied for every row of a list). None when the subtree
    holds what it does not describe: a fragment root, comments, template contents,
    live properties. `root` must not change afterwards (its attributes become the
    read-only view its copies share)."""
    if type(root) is not Element:
        return None
    listed = [root, *root.iter()]
    position = {id(node): i for i, node in enumerate(listed)}
    recipe = []
    parents = []
    for i, node in enumerate(listed):
        parent = position[id(node.parent)] if node is not root else -1
        # the copy's id: its parent's plus a shared `Rel`, else (the root, or far from
        # its parent) its root's plus `i`
        kind = type(node)
        nid: int = RELS[i - parent] if 0 <= parent and i - parent < len(RELS) else i
        if kind is Text:
            recipe.append((parent, None, node._data, None, nid))  # type: ignore[attr-defined]
        elif kind is Element and node.content is None and not node.props:  # type: ignore[union-attr]
            recipe.append((parent, node.tag, node._static(), _shared_attrs(node), nid))  # type: ignore[union-attr, arg-type]
            kids = [position[id(child)] for child in node.children]  # type: ignore[union-attr]
            if kids:
                parents.append((i, itemgetter(*kids) if len(kids) > 1 else _one(kids[0])))
        else:
            return None
    return tuple(recipe), tuple(parents)


def _one(index: int) -> Callable[[list[Node]], tuple[Node]]:
    """`itemgetter(index)`, giving a one-item tuple (itemgetter of one index gives the item)."""
    return lambda nodes: (nodes[index],)


def clone_recipe(recipe: tuple[tuple[Any, ...], ...]) -> tuple[Element, list[Node]]:
    """A copy made from `copy_recipe`'s description and its nodes in document order:
    what `clone_listed` gives for the subtree described (children as tuples), its
    nodes numbered alike (consecutive ids in document order), those below its root
    holding theirs as a `Rel` to their parent's."""
    ids = node_id_counter()
    nodes: list[Any] = []
    described, parents = recipe
    base = next(ids)
    if len(described) > 1:  # (the ids of the others, taken: the next copy's come after)
        next(islice(ids, len(described) - 2, None))
    for parent, tag, data, attrs, nid in described:
        if tag is None:
            copy = Text.__new__(Text)
            copy._data = data
            copy._nid = nid if nid.__class__ is Rel else base + nid
        else:  # as Element.clone
            copy = Element.__new__(Element)
            copy.tag = tag
            copy._x = data
            copy.attrs = attrs
            copy.listeners = NO_LISTENERS
            copy.children = NO_CHILDREN
            copy._nid = nid if nid.__class__ is Rel else base + nid
        copy.parent = nodes[parent] if parent >= 0 else None
        nodes.append(copy)
    for index, pick in parents:
        nodes[index].children = pick(nodes)
    return nodes[0], nodes


def _clone_listed(node: Node, nodes: list[Node], ids: Iterator[int]) -> Node:
    kind = type(node)
    if kind is Element:
        copy = Element.__new__(Element)  # as Element.clone
        copy.parent = None
        copy._nid = next(ids)
        copy.tag = node.tag  # type: ignore[union-attr]
        copy.attrs = _shared_attrs(node)  # type: ignore[arg-type]
        copy._x = node._static()  # type: ignore[union-attr]
        if node.props:  # type: ignore[union-attr]
            copy._extra().props = dict(node.props)  # type: ignore[union-attr]
        copy.listeners = NO_LISTENERS
        nodes.append(copy)
        sources = node.children  # type: ignore[union-attr]
        if not sources:
            copy.children = NO_CHILDREN  # type: ignore[assignment]
        else:
            copy.children = children = [None] * len(sources)  # exact size: copies are many
            for i, child in enumerate(sources):
                if type(child) is Text:
                    twin = Text.__new__(Text)
                    twin._nid = next(ids)
                    twin._data = child._data  # type: ignore[attr-defined]
                    nodes.append(twin)
                else:
                    twin = _clone_listed(child, nodes, ids)
                twin.parent = copy
                children[i] = twin
        if node.content is not None:  # type: ignore[union-attr]
            content = copy._extra().content = template_content(copy)
            node.content._clone_children_into(content)  # type: ignore[union-attr]
        return copy
    if kind is Text:
        copy = Text.__new__(Text)
        copy.parent = None
        copy._nid = next(ids)
        copy._data = node._data  # type: ignore[union-attr]
        nodes.append(copy)
        return copy
    if kind is Fragment:
        copy = Fragment()
        nodes.append(copy)
        for child in node.children:  # type: ignore[union-attr]
            twin = _clone_listed(child, nodes, ids)
            twin.parent = copy
            copy.children.append(twin)
        return copy
    copy = node.clone(True)
    nodes.append(copy)
    if isinstance(copy, ParentNode):  # a subclass: listed as clone(True) walks it
        raise TypeError(f"cannot list a copy of {node!r}")
    return copy



# Parsing ----------------------------------------------------------------------------

def parse_fragment(html: str, context: str = "div") -> Fragment:
    """Parse `html` as the children of a `context` element, the way innerHTML does."""
    fragment = Fragment()
    _convert_children(html5_fragment(html, context), fragment, html)
    settle_radio_groups(fragment)
    return fragment


def parse_markup(markup: str, tag: str = "div", namespace: str = HTML_NS) -> Fragment:
    """`markup` parsed as `el.innerHTML = markup` parses it for a `tag` element of
    `namespace` (an SVG element's children are SVG: no second parse in another context
    can change their meaning) and, unless it is TrustedHTML, cleaned before petite's
    nodes are built (`petite.safety.clean_html5_tree`). A `<template>`'s content is
    parsed as a `<div>`'s children."""
    if namespace == HTML_NS and tag == "template":
        tag = "div"
    root = html5_fragment(str.__str__(markup), tag, namespace)
    if not is_trusted_html(markup):
        clean_html5_tree(root, style_text=tag == "style" and namespace == HTML_NS, context=(tag, namespace, {}))
    fragment = Fragment()
    _convert_children(root, fragment, str.__str__(markup))
    settle_radio_groups(fragment)
    return fragment


def parse_document(html: str) -> tuple[Fragment, bool]:
    """Parse `html` as a whole document: its nodes, and whether it has a doctype."""
    root = html5_document(html)
    fragment = Fragment()
    _convert_children(root, fragment, html)
    settle_radio_groups(fragment)
    return fragment, any(child.name == "!doctype" for child in root.children or ())


def _convert_children(source: Any, target: ParentNode, html: str = "") -> None:
    """Convert the parser's nodes under `source` into children of `target`, linked
    straight into the fresh tree (nothing is recorded yet; radio groups are settled once
    the whole tree exists: `settle_radio_groups`). Iterative, in document order (node ids
    follow it); nesting past `MAX_NESTING_DEPTH` raises `TemplateSyntaxError`."""
    stack = [(iter(source.children or ()), target)]
    while stack:
        children, parent = stack[-1]
        child = next(children, None)
        if child is None:
            stack.pop()
            continue
        node = _convert(child)
        if node is None:
            continue
        node.parent = parent
        parent.children.append(node)
        if type(node) is Element:
            if len(stack) > MAX_NESTING_DEPTH:
                raise _too_deep(child, html)
            content = getattr(child, "template_content", None)
            if node.content is not None and content is not None:
                stack.append((iter(content.children or ()), node.content))
            else:
                stack.append((iter(child.children or ()), node))


def _too_deep(source: Any, html: str) -> TemplateSyntaxError:
    line, column = source.origin_line, source.origin_col
    return TemplateSyntaxError(
        f"<{source.name}> is nested more than {MAX_NESTING_DEPTH} elements deep (the nesting limit)",
        line=line, column=column, source_excerpt=source_excerpt(html, line, column),
    )


def _convert(source: Any) -> Node | None:
    name = source.name
    if name == "#text":
        return Text(source.data)
    if name == "#comment":
        return Comment(source.data or "")
    if name.startswith("#") or name == "!doctype":
        return None
    namespace = NAMESPACES.get(source.namespace, source.namespace)
    element = Element(name, source.attrs or {}, namespace)
    if source.origin_line is not None:  # (a template's content keeps its own extra)
        position = SourcePosition(source.origin_line, source.origin_col, source.origin_offset, tuple(element.attrs.items()))
        static = ElementStatic(namespace, position)
        if type(element._x) is ElementExtra:
            element._x.static, element._x.source = static, position
        else:
            element._x = static
    return element
