"""A small server-side DOM: elements, text, comments and fragments.

Trees come from `petite.parser.parse_fragment` (HTML5 rules) and serialize back to
HTML with `outer_html` / `inner_html`, escaping text and attribute values the way
`markupsafe` does, so a mounted tree and `petite.render` print the same string.

Every node has a stable integer `id`. A tree whose root has a patch recorder attached
(`attach_recorder`) reports each write made through the methods below (set text,
set/remove attribute, set property, insert, move, remove, add/remove listener) to that
recorder; writes to detached nodes are not reported, since the insertion that connects
them carries their whole subtree. Live form state (`value`, `checked`, `selected`) lives
in `Element.props` and is serialized as the markup a parser needs to recreate it.

Elements also answer the small part of the browser DOM API that template expressions
use (`$el.value`, `$event.target.checked`, `$refs.input.focus()` ...), and events are
dispatched with capture, target and bubble phases (`dispatch_event`).
"""

from __future__ import annotations

import contextvars
import itertools
import re
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from .input_value import input_type, sanitize
from .safety import RAW_TEXT_ELEMENTS, check_property_name, escape_html, guard_comment, guard_raw_text, safe_attribute

HTML_NS = "html"
SVG_NS = "svg"
MATHML_NS = "math"

VOID_ELEMENTS = frozenset(
    "area base br col embed hr img input link meta source track wbr "
    "basefont bgsound frame keygen param".split()
)

# Node ids come from the counter of the running context: a live session has its own
# (petite.scheduler.Scheduler.isolated), so ids reveal nothing about other sessions.
_node_ids: contextvars.ContextVar[Iterator[int]] = contextvars.ContextVar("petite_node_ids", default=itertools.count(1))


def use_node_ids(counter: Iterator[int]) -> None:
    """Number the nodes created from now on in this context with `counter`."""
    _node_ids.set(counter)


def _next_id() -> int:
    return next(_node_ids.get())


# The listeners of an element that has none (shared, never appended to).
NO_LISTENERS: tuple = ()

# Set once the process has attached a recorder to any tree: until then, looking for a
# tree's recorder costs nothing. A one-way latch (never reset), so threads cannot race it.
_recording = False


def attach_recorder(root: ParentNode, recorder: Any) -> None:
    """Report every write inside `root`'s tree to `recorder.record(op)`
    (an object with a `record(op: list)` method)."""
    global _recording
    _recording = True
    root.recorder = recorder


def detach_recorder(root: ParentNode) -> None:
    root.recorder = None


def recorder_of(node: Node) -> Any:
    """The recorder of the tree `node` is connected to, or None."""
    if not _recording:
        return None
    parent = node.parent
    while parent is not None:
        node = parent
        parent = node.parent
    return getattr(node, "recorder", None)


class Node:
    """Base of every node: a parent link and a stable node id (`nid`; `id` is the
    element attribute, as in the DOM)."""

    __slots__ = ("parent", "nid", "__weakref__")
    nodeType = 0

    def __init__(self) -> None:
        self.parent: Element | Fragment | None = None
        self.nid: int = _next_id()

    # Tree navigation ---------------------------------------------------------
    @property
    def next_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = _index(siblings, self) + 1
        return siblings[i] if i < len(siblings) else None

    @property
    def previous_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = _index(siblings, self)
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


def _index(siblings: list[Node], node: Node) -> int:
    for i, child in enumerate(siblings):
        if child is node:
            return i
    raise ValueError("node is not a child of its parent")


class CharacterData(Node):
    __slots__ = ("_data",)

    def __init__(self, data: str) -> None:
        super().__init__()
        self._data = data

    @property
    def data(self) -> str:
        return self._data

    @data.setter
    def data(self, value: str) -> None:
        self.set_data(value)

    def set_data(self, value: str) -> None:
        """Change the text; recorded as a `text` op when it changes a connected node."""
        if value == self._data:
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
        copy.nid = _next_id()
        copy._data = self._data
        return copy

    @property
    def text_content(self) -> str:
        return self._data

    def outer_html(self) -> str:
        parent = self.parent
        if isinstance(parent, Element) and parent.tag in RAW_TEXT_ELEMENTS and parent.namespace == HTML_NS:
            return guard_raw_text(self._data, parent.tag)
        return escape_html(self._data)

    def __repr__(self) -> str:
        return f"<Text {self._data!r}>"


class Comment(CharacterData):
    __slots__ = ()
    nodeType = 8

    def clone(self, deep: bool = True) -> Comment:
        return Comment(self._data)

    def outer_html(self) -> str:
        return f"<!--{guard_comment(self._data)}-->"

    def __repr__(self) -> str:
        return f"<Comment {self._data!r}>"


class ParentNode(Node):
    """A node with children: elements and fragments."""

    __slots__ = ("children", "recorder")

    def __init__(self) -> None:
        super().__init__()
        self.children: list[Node] = []
        self.recorder: Any = None

    def append_child(self, node: Node) -> Node:
        return self.insert_before(node, None)

    def insert_before(self, node: Node, ref: Node | None) -> Node:
        """Insert `node` (or a fragment's children) before `ref` (None: at the end).

        Recorded as `insert` (a detached node with its subtree) or `move` (a node
        already in the same recorded tree) when this parent is connected.
        """
        if isinstance(node, Fragment):
            recorder = recorder_of(self)
            if recorder is None or recorder_of(node) is not None:
                for child in list(node.children):
                    self.insert_before(child, ref)
                return node
            # A detached fragment: its children arrive in one `insert` op.
            if node.children:
                tree = encode_tree(node.children[0] if len(node.children) == 1 else node)
                recorder.record(["insert", self.nid, None if ref is None else ref.nid, tree])
            moved = node.children
            node.children = []
            for child in moved:
                child.parent = self  # type: ignore[assignment]
            at = len(self.children) if ref is None else _index(self.children, ref)
            self.children[at:at] = moved
            for child in moved:
                settle_inserted_radios(child)
            return node
        if ref is not None and ref.parent is not self:
            raise ValueError("insert_before: the reference node is not a child of this node")
        old_recorder = None
        if node.parent is not None:
            old = node.parent
            old_recorder = recorder_of(old)
            old.children.pop(_index(old.children, node))
            node.parent = None
        recorder = recorder_of(self)
        moved = recorder is not None and old_recorder is recorder
        if old_recorder is not None and not moved:
            old_recorder.record(["remove", node.nid])
        node.parent = self  # type: ignore[assignment]
        if ref is None:
            self.children.append(node)
        else:
            self.children.insert(_index(self.children, ref), node)
        if recorder is not None:
            before = None if ref is None else ref.nid
            if moved:
                recorder.record(["move", node.nid, self.nid, before])
            else:
                recorder.record(["insert", self.nid, before, encode_tree(node)])
        settle_inserted_radios(node)
        return node

    def remove_child(self, node: Node) -> Node:
        recorder = recorder_of(self)
        self.children.pop(_index(self.children, node))
        node.parent = None
        if recorder is not None:
            recorder.record(["remove", node.nid])
        return node

    def replace_children(self, *nodes: Node) -> None:
        """Remove every child, then append `nodes`."""
        for child in list(self.children):
            self.remove_child(child)
        for node in nodes:
            self.append_child(node)

    def iter(self) -> Iterator[Node]:
        """All descendants in document order (not entering template contents)."""
        for child in self.children:
            yield child
            if isinstance(child, ParentNode):
                yield from child.iter()

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

    def set_text(self, value: Any) -> None:
        """`textContent = value`: one text child (reused when there is one)."""
        text = "" if value is None else str(value)
        children = self.children
        if len(children) == 1 and isinstance(children[0], Text):
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
        return "".join(child.outer_html() for child in self.children)

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

    __slots__ = ()
    nodeType = 11

    def clone(self, deep: bool = True) -> Fragment:
        copy = Fragment()
        if deep:
            self._clone_children_into(copy)
        return copy

    def outer_html(self) -> str:
        return self.inner_html()

    def __repr__(self) -> str:
        return f"<Fragment {len(self.children)} children>"


# HTML elements whose `value` property reflects the value attribute (the form controls
# keep live state instead); on any other element `value` is a plain JavaScript expando.
VALUE_ATTRIBUTE_ELEMENTS = frozenset("button data param li meter progress output".split())
_VALUE_PROPERTY_ELEMENTS = VALUE_ATTRIBUTE_ELEMENTS | {"input", "textarea", "select", "option"}

# Boolean attributes, as reflected by the DOM's boolean properties.
BOOLEAN_ATTRIBUTES = frozenset(
    "allowfullscreen async autofocus autoplay checked controls default defer disabled "
    "formnovalidate hidden inert ismap itemscope loop multiple muted nomodule novalidate "
    "open playsinline readonly required reversed selected truespeed".split()
)


class Element(ParentNode):
    """An element: tag, namespace, ordered attributes, children, live properties."""

    __slots__ = ("tag", "namespace", "attrs", "content", "props", "_data", "_source", "listeners")
    nodeType = 1

    def __init__(
        self, tag: str, attrs: dict[str, str] | None = None, namespace: str = HTML_NS
    ) -> None:
        super().__init__()
        self.tag = tag
        self.namespace = namespace
        self.attrs: dict[str, str] = dict(attrs) if attrs else {}
        # A <template>'s children live in its content fragment, as in browsers.
        self.content: Fragment | None = Fragment() if tag == "template" and namespace == HTML_NS else None
        # Live DOM properties that differ from attributes (value, checked, selected ...).
        self.props: dict[str, object] = {}
        self._data: dict[str, object] | None = None  # see `data`
        self._source: Any = None
        # Event listeners: [type, handler, capture, once, passive] (a list once one is
        # added; most elements have none).
        self.listeners: list[list[Any]] = NO_LISTENERS  # type: ignore[assignment]

    @property
    def data(self) -> dict[str, object]:
        """Engine bookkeeping (source position, v-model values ...); never serialized.
        Created when first used: most copies of a template never need it."""
        data = self._data
        if data is None:
            data = self._data = {} if self._source is None else {"source": self._source}
        return data

    def _source_position(self) -> Any:
        """The parser's source position (`data["source"]`), which copies keep."""
        data = self._data
        return self._source if data is None else data.get("source")

    # Attributes ---------------------------------------------------------------
    def get_attribute(self, name: str) -> str | None:
        return self.attrs.get(name)

    def has_attribute(self, name: str) -> bool:
        return name in self.attrs

    def set_attribute(self, name: str, value: str) -> None:
        """Set an attribute; recorded as `attr` when it changes a connected element.
        Name and value pass `petite.safety.safe_attribute` (an invalid or `on*` name is
        an error, a dangerous URL is neutralised unless the value is a TrustedURL)."""
        value = safe_attribute(self.tag, name, value if isinstance(value, str) else str(value))
        value = str.__str__(value)
        if self.attrs.get(name) == value and name in self.attrs:
            return
        if self.tag == "select" and name in ("multiple", "size"):
            self._keep_selection()
        self.attrs[name] = value
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["attr", self.nid, name, value])

    def remove_attribute(self, name: str) -> None:
        if name not in self.attrs:
            return
        del self.attrs[name]
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["rmattr", self.nid, name])

    getAttribute = get_attribute
    hasAttribute = has_attribute
    setAttribute = set_attribute
    removeAttribute = remove_attribute

    # Live properties ------------------------------------------------------------
    def set_prop(self, name: str, value: Any) -> None:
        """Set a live DOM property (value, checked, selected ...); recorded as `prop`.
        Only `petite.safety.LIVE_PROPERTIES` (a patch assigns `el[name]` in the browser)."""
        check_property_name(name, self.tag)
        if name in self.props and _same(self.props[name], value):
            return
        self.props[name] = value
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["prop", self.nid, name, value])

    @property
    def tagName(self) -> str:
        return self.tag.upper() if self.namespace == HTML_NS else self.tag

    @property
    def localName(self) -> str:
        return self.tag

    nodeName = tagName

    @property
    def type(self) -> str:
        """The `type` property: lower-cased for inputs, derived for selects/textareas."""
        if self.tag == "input":
            return input_type(self.attrs.get("type"))
        if self.tag == "select":
            return "select-multiple" if "multiple" in self.attrs else "select-one"
        if self.tag == "textarea":
            return "textarea"
        if self.tag == "button":
            t = (self.attrs.get("type") or "submit").lower()
            return t if t in ("submit", "reset", "button") else "submit"
        return self.attrs.get("type", "")

    @property
    def value(self) -> Any:
        tag = self.tag
        if tag == "input":
            kind = self.type
            if "value" in self.props:
                value = self.props["value"]
                if not isinstance(value, str):
                    value = "" if value is None else _js_string(value)
            else:
                value = self.attrs.get("value", "on" if kind in ("checkbox", "radio") else "")
            return sanitize(kind, value, self.attrs)
        if tag == "textarea":
            return self.props["value"] if "value" in self.props else self.text_content
        if tag == "select":
            for option in self.options:
                if option.selected:
                    return option.value
            return ""
        if tag == "option":
            if "value" in self.attrs:
                return self.attrs["value"]
            return " ".join(self.text_content.split())
        if tag in VALUE_ATTRIBUTE_ELEMENTS and self.namespace == HTML_NS:
            return self.attrs.get("value", "")
        # No `value` property: a JavaScript expando, never in the markup (`div.value`).
        data = self._data
        if data is not None and "value expando" in data:
            return data["value expando"]
        from .expr.values import undefined

        return undefined

    @value.setter
    def value(self, value: Any) -> None:
        if self.tag not in _VALUE_PROPERTY_ELEMENTS or self.namespace != HTML_NS:
            self.data["value expando"] = value
            return
        text = "" if value is None else value if isinstance(value, str) else _js_string(value)
        if self.tag == "select":
            found = False
            for option in self.options:
                hit = not found and option.value == text
                option.set_prop("selected", hit)
                found = found or hit
            return
        if self.tag == "option" or self.tag not in ("input", "textarea"):
            self.set_attribute("value", text)
            return
        if self.tag == "input":
            text = sanitize(self.type, text, self.attrs)
        self.set_prop("value", text)

    @property
    def checked(self) -> bool:
        if "checked" in self.props:
            return bool(self.props["checked"])
        return "checked" in self.attrs

    @checked.setter
    def checked(self, value: Any) -> None:
        value = _truthy(value)
        self.set_prop("checked", value)
        if value and self.tag == "input" and self.type == "radio":
            for other in self._radio_group():
                if other is not self:
                    other.set_prop("checked", False)

    def _radio_group(self) -> list[Element]:
        """The radios of this radio's group, in tree order: same non-empty name, same
        form owner (or both formless), same tree."""
        name = self.attrs.get("name")
        if not name:
            return [self]
        owner = self.form_owner
        return [
            e for e in root_elements(self)
            if e.tag == "input" and e.attrs.get("name") == name and e.type == "radio" and e.form_owner is owner
        ]

    @property
    def selected(self) -> bool:
        if "selected" in self.props:
            return bool(self.props["selected"])
        if "selected" in self.attrs:
            return True
        select = self._select()
        if select is None or select.multiple or _int_attr(select, "size", 0) > 1:
            return False
        # A drop-down select with nothing explicitly selected shows its first option.
        options = select.options
        if any(("selected" in o.props and o.props["selected"]) or ("selected" not in o.props and "selected" in o.attrs) for o in options):
            return False
        if any("selected" in o.props for o in options):
            return False
        first = next((o for o in options if "disabled" not in o.attrs), None)
        return first is self

    @selected.setter
    def selected(self, value: Any) -> None:
        value = _truthy(value)
        select = self._select()
        if value and select is not None and not select.multiple:
            for option in select.options:
                if option is not self:
                    option.set_prop("selected", False)
        self.set_prop("selected", value)

    def _keep_selection(self) -> None:
        """Before a select turns into a list box: browsers keep the option a drop-down
        showed by default as really selected (selectedness is state, not derived)."""
        for option in self.options:
            if "selected" not in option.props and option.selected:
                option.props["selected"] = True

    def _select(self) -> Element | None:
        parent = self.parent
        if isinstance(parent, Element) and parent.tag == "optgroup":
            parent = parent.parent
        return parent if isinstance(parent, Element) and parent.tag == "select" else None

    @property
    def multiple(self) -> bool:
        return "multiple" in self.attrs

    @property
    def options(self) -> list[Element]:
        return [e for e in self.elements() if e.tag == "option"]

    @property
    def selectedIndex(self) -> int:
        for i, option in enumerate(self.options):
            if option.selected:
                return i
        return -1

    @selectedIndex.setter
    def selectedIndex(self, index: int) -> None:
        for i, option in enumerate(self.options):
            option.set_prop("selected", i == index)

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
        from .parser import parse_fragment

        text = "" if html is None else html if isinstance(html, str) else _js_string(html)
        context = self.tag if self.namespace == HTML_NS and self.tag != "template" else "div"
        fragment = parse_fragment(text, context)
        target = self.content if self.content is not None else self
        for child in list(target.children):
            target.remove_child(child)
        target.append_child(fragment)

    @property
    def outerHTML(self) -> str:
        return self.outer_html()

    @property
    def innerText(self) -> str:
        return self.text_content

    @property
    def dataset(self) -> dict[str, str]:
        return {
            _camelize(name[5:]): value for name, value in self.attrs.items() if name.startswith("data-")
        }

    @property
    def form_controls(self) -> list[Element]:
        """A `<form>`'s listed controls in tree order (`form.elements`): those inside it
        (and no nested form) or naming it by its id in a `form` attribute."""
        if self.tag != "form":
            return []
        return [el for el in root_elements(self) if el.tag in LISTED_ELEMENTS and el.form_owner is self]

    @property
    def form_owner(self) -> Element | None:
        """The form a listed control belongs to (`el.form`)."""
        owner_id = self.attrs.get("form")
        if owner_id is not None:
            for el in root_elements(self):
                if el.attrs.get("id") == owner_id:
                    return el if el.tag == "form" else None
            return None
        node = self.parent
        while node is not None:
            if isinstance(node, Element) and node.tag == "form" and node.namespace == HTML_NS:
                return node
            node = node.parent
        return None

    def named_controls(self, name: str) -> list[Element]:
        """A form's controls whose id or name is `name` (its named properties); image
        buttons do not count."""
        return [
            el for el in self.form_controls
            if (el.attrs.get("id") == name or el.attrs.get("name") == name)
            and not (el.tag == "input" and el.type == "image")
        ]

    def focus(self) -> None:
        """Focus this element as `el.focus()` does: nothing when it cannot take focus or
        has it; else `blur` then `focusout` on the element that had focus, then `focus`
        then `focusin` on this one (each with the other as `relatedTarget`)."""
        if not self.is_focusable:
            return
        root = root_of(self)
        previous = _focused.get(root)
        if previous is self and self.data.get("focused"):
            return
        if previous is not None:
            previous.data.pop("focused", None)
            del _focused[root]
            previous.dispatch_event(make_event("blur", relatedTarget=self))
            previous.dispatch_event(make_event("focusout", relatedTarget=self))
        _focused[root] = self
        self.data["focused"] = True
        self.dispatch_event(make_event("focus", relatedTarget=previous))
        self.dispatch_event(make_event("focusin", relatedTarget=previous))

    def blur(self) -> None:
        """`el.blur()`: when this element has focus, `blur` then `focusout` on it (focus
        goes back to the document)."""
        if not self.is_focused:
            return
        self.data.pop("focused", None)
        _focused.pop(root_of(self), None)
        self.dispatch_event(make_event("blur", relatedTarget=None))
        self.dispatch_event(make_event("focusout", relatedTarget=None))

    @property
    def is_focusable(self) -> bool:
        """Can `focus()` move focus here? Enabled form controls, links with an href,
        elements with a tabindex or contenteditable, a details element's summary."""
        if self.namespace != HTML_NS:
            return "tabindex" in self.attrs
        tag = self.tag
        if tag in ("input", "select", "textarea", "button"):
            return "disabled" not in self.attrs and not (tag == "input" and self.type == "hidden")
        if "tabindex" in self.attrs:
            return True
        if tag in ("a", "area"):
            return "href" in self.attrs
        editable = self.attrs.get("contenteditable")
        if editable is not None and editable.lower() != "false":
            return True
        return tag == "summary" and isinstance(self.parent, Element) and self.parent.tag == "details"

    @property
    def is_focused(self) -> bool:
        """Is this element its tree's `document.activeElement`?"""
        return bool(self.data.get("focused")) and _focused.get(root_of(self)) is self

    def click(self) -> bool:
        """Fire a click as `element.click()` does (activation included); a disabled
        form control ignores it."""
        if self.is_disabled_control:
            return False
        return self.dispatch_event(Event("click", bubbles=True, cancelable=True, detail=1, button=0))

    @property
    def is_disabled_control(self) -> bool:
        """A disabled button, input, select, textarea, option or optgroup: browsers
        send it no mouse events."""
        return self.tag in _FORM_CONTROLS and "disabled" in self.attrs and self.namespace == HTML_NS

    # Events -------------------------------------------------------------------
    def add_event_listener(
        self,
        type: str,
        handler: Callable[[Event], Any],
        *,
        capture: bool = False,
        once: bool = False,
        passive: bool = False,
    ) -> None:
        for entry in self.listeners:
            if entry[0] == type and entry[1] is handler and entry[2] == capture:
                return
        if self.listeners is NO_LISTENERS:
            self.listeners = []
        self.listeners.append([type, handler, capture, once, passive])
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["listen", self.nid, *_listen_args(self.listeners[-1])])

    def remove_event_listener(self, type: str, handler: Callable[[Event], Any], *, capture: bool = False) -> None:
        for i, entry in enumerate(self.listeners):
            if entry[0] == type and entry[1] is handler and entry[2] == capture:
                del self.listeners[i]
                recorder = recorder_of(self)
                if recorder is not None and not any(e[0] == type for e in self.listeners):
                    recorder.record(["unlisten", self.nid, type])
                return

    addEventListener = add_event_listener
    removeEventListener = remove_event_listener

    def dispatch_event(self, event: Event) -> bool:
        """Dispatch `event` with capture/target/bubble phases and default actions.

        Returns False when a listener called `preventDefault()`.
        """
        if event.type in MOUSE_EVENTS and self.is_disabled_control:
            return True
        activation = None
        if event.type == "click":
            node: Node | None = self
            while isinstance(node, Element) and activation is None:
                activation = _activation(node, event, self)
                node = node.parent if event.bubbles else None
        dispatch(self, event)
        if activation is not None:
            activation(event.defaultPrevented)
        return not event.defaultPrevented

    dispatchEvent = dispatch_event

    # Copy and serialization ---------------------------------------------------
    def clone(self, deep: bool = True) -> Element:
        """A copy with new ids (`cloneNode`): attributes, live properties and the source
        position; no listeners. Blocks clone their template for every item, so this
        skips `__init__`."""
        copy = Element.__new__(Element)
        copy.parent = None
        copy.nid = _next_id()
        copy.recorder = None
        copy.tag = self.tag
        copy.namespace = self.namespace
        copy.attrs = dict(self.attrs)
        copy.props = dict(self.props) if self.props else {}
        copy._data = None
        copy._source = self._source_position()
        copy.listeners = NO_LISTENERS  # type: ignore[assignment]
        copy.content = Fragment() if self.content is not None else None
        children: list[Node] = []
        copy.children = children
        if deep:
            for child in self.children:
                twin = child.clone(True)
                twin.parent = copy
                children.append(twin)
            if self.content is not None and copy.content is not None:
                self.content._clone_children_into(copy.content)
        return copy

    def serialized_attrs(self) -> dict[str, str]:
        """Attributes as serialized: live form state written as the markup that
        recreates it (`value`, `checked`, `selected`)."""
        props = self.props
        if not props:
            return self.attrs
        attrs = dict(self.attrs)
        tag = self.tag
        if tag == "input":
            if "value" in props:
                attrs["value"] = self.value
            if "checked" in props:
                _set_flag(attrs, "checked", props["checked"])
        elif tag == "option" and "selected" in props:
            _set_flag(attrs, "selected", props["selected"])
        return attrs

    def start_tag(self) -> str:
        parts = [self.tag]
        for name, value in self.serialized_attrs().items():
            parts.append(f'{name}="{escape_html(value)}"')
        return "<" + " ".join(parts) + ">"

    def outer_html(self) -> str:
        if self.tag in VOID_ELEMENTS and self.namespace == HTML_NS:
            return self.start_tag()
        if self.tag == "textarea" and "value" in self.props:
            inner = escape_html(self.props["value"])
        else:
            inner = self.content.inner_html() if self.content is not None else self.inner_html()
        return f"{self.start_tag()}{inner}</{self.tag}>"

    def __repr__(self) -> str:
        return f"<Element {self.start_tag()}>"


def _string_reflection(attr: str) -> property:
    def get(self: Element) -> str:
        return self.attrs.get(attr, "")

    def set(self: Element, value: Any) -> None:
        self.set_attribute(attr, "" if value is None else value if isinstance(value, str) else _js_string(value))

    return property(get, set)


def _boolean_reflection(attr: str) -> property:
    def get(self: Element) -> bool:
        return attr in self.attrs

    def set(self: Element, value: Any) -> None:
        if _truthy(value):
            self.set_attribute(attr, "")
        else:
            self.remove_attribute(attr)

    return property(get, set)


for _name in "id title lang dir href src alt name placeholder target rel action method min max step pattern accept".split():
    setattr(Element, _name, _string_reflection(_name))
for _name, _attr in {"htmlFor": "for", "className": "class", "slot": "slot"}.items():
    setattr(Element, _name, _string_reflection(_attr))
for _name, _attr in {"hidden": "hidden", "disabled": "disabled", "required": "required",
                     "readOnly": "readonly", "open": "open", "autofocus": "autofocus"}.items():
    setattr(Element, _name, _boolean_reflection(_attr))


class ClassList:
    """`el.classList`: add, remove, toggle, contains over the class attribute."""

    __slots__ = ("el",)
    __reactive_skip__ = True

    def __init__(self, el: Element) -> None:
        self.el = el

    def _items(self) -> list[str]:
        return self.el.attrs.get("class", "").split()

    def _write(self, items: list[str]) -> None:
        self.el.set_attribute("class", " ".join(items))

    def contains(self, name: str) -> bool:
        return name in self._items()

    def add(self, *names: str) -> None:
        items = self._items()
        self._write(items + [n for n in dict.fromkeys(names) if n not in items])

    def remove(self, *names: str) -> None:
        self._write([n for n in self._items() if n not in names])

    def toggle(self, name: str, force: Any = None) -> bool:
        on = not self.contains(name) if force is None else _truthy(force)
        self.add(name) if on else self.remove(name)
        return on

    @property
    def length(self) -> int:
        return len(self._items())

    def __repr__(self) -> str:
        return " ".join(self._items())


class Style:
    """`el.style`: CSS properties by camelCase or hyphenated name, over the style
    attribute (`$el.style.color = 'red'`, `style.display`, `style.cssText`)."""

    __reactive_skip__ = True

    def __init__(self, el: Element) -> None:
        object.__setattr__(self, "_el", el)

    def _decls(self) -> dict:
        from petite.directives.bind import parse_css_text

        return parse_css_text(self._el.attrs.get("style", ""))

    def getPropertyValue(self, name: str) -> str:
        from petite.directives.bind import css_property

        return self._decls().get(css_property(name), ("", False))[0]

    def setProperty(self, name: str, value: Any, priority: str = "") -> None:
        from petite.directives.bind import set_style_property, write_style

        decls = self._decls()
        text = "" if value is None else str(value)
        set_style_property(decls, name, text + (" !important" if priority == "important" and text else ""))
        write_style(self._el, decls)

    def removeProperty(self, name: str) -> None:
        self.setProperty(name, "")

    @property
    def cssText(self) -> str:
        from petite.directives.bind import serialize_css

        return serialize_css(self._decls())

    def __getattr__(self, name: str) -> str:
        if name.startswith("_"):
            raise AttributeError(name)
        return self.getPropertyValue(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "cssText":
            from petite.directives.bind import parse_css_text, write_style

            write_style(self._el, parse_css_text("" if value is None else str(value)))
        else:
            self.setProperty(name, value)


Element.classList = property(lambda self: ClassList(self))  # type: ignore[attr-defined]
Element.style = property(lambda self: Style(self))  # type: ignore[attr-defined]


# Tree root -> its focused element.
_focused: weakref.WeakKeyDictionary[Node, Element] = weakref.WeakKeyDictionary()


def settle_inserted_radios(node: Node) -> None:
    """A checked radio inserted into a tree unchecks the others of its group (in tree
    order, as the browser inserts them one by one)."""
    if type(node) is not Element:
        if type(node) is not Fragment:
            return
        radios = [e for e in node.elements() if e.tag == "input"]
    elif node.tag == "input":
        radios = [node]
    elif not node.children:
        return
    else:
        radios = [e for e in node.elements() if e.tag == "input"]
    for radio in radios:
        props = radio.props
        checked = props["checked"] if "checked" in props else "checked" in radio.attrs
        if checked and radio.type == "radio" and radio.attrs.get("name"):
            for other in radio._radio_group():
                if other is not radio and other.checked:
                    other.set_prop("checked", False)


def settle_radio_groups(root: ParentNode) -> None:
    """A freshly parsed tree as a parser inserting it node by node leaves it: the last
    checked radio of each group stays checked (template contents are trees of their own)."""
    for el in reversed(list(root.elements())):  # from the last: it unchecks those before it
        if el.content is not None:
            settle_radio_groups(el.content)
        elif el.tag == "input" and "checked" in el.attrs and el.checked:
            settle_inserted_radios(el)


LISTED_ELEMENTS = frozenset("button fieldset input object output select textarea".split())


def root_elements(node: Node) -> Iterator[Element]:
    """Every element of `node`'s tree, in tree order."""
    root = root_of(node)
    if isinstance(root, Element):
        yield root
    if isinstance(root, ParentNode):
        yield from root.elements()


def root_of(node: Node) -> Node:
    """The topmost ancestor of `node` (itself when detached)."""
    while node.parent is not None:
        node = node.parent
    return node


def _int_attr(el: Element, name: str, default: int) -> int:
    try:
        return int(el.attrs.get(name, default))
    except ValueError:
        return default


def _set_flag(attrs: dict[str, str], name: str, on: Any) -> None:
    if on:
        attrs.setdefault(name, "")
    else:
        attrs.pop(name, None)


def _same(a: Any, b: Any) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _truthy(value: Any) -> bool:
    try:
        from .expr.values import truthy

        return truthy(value)
    except ImportError:  # pragma: no cover - the expression package is part of petite
        return bool(value)


def _js_string(value: Any) -> str:
    try:
        from .expr.values import to_js_string

        return to_js_string(value)
    except ImportError:  # pragma: no cover
        return str(value)


def _camelize(name: str) -> str:
    head, *rest = name.split("-")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


def _listener_flags(capture: bool, once: bool, passive: bool) -> int:
    return (1 if capture else 0) | (2 if once else 0) | (4 if passive else 0)


def _listen_args(entry: list) -> list:
    """[type, flags] or [type, flags, hints] of a listener entry, as patches carry it;
    `hints` are the guards a browser client applies first (`directives.on.client_hints`)."""
    type_, handler, capture, once, passive = entry
    hints = getattr(handler, "hints", None)
    args = [type_, _listener_flags(capture, once, passive)]
    return [*args, hints] if hints else args


# Events ------------------------------------------------------------------------

NONE, CAPTURING_PHASE, AT_TARGET, BUBBLING_PHASE = 0, 1, 2, 3


class Event:
    """A DOM event; init keywords use the DOM's names (`bubbles`, `key`, `ctrlKey` ...)."""

    def __init__(
        self,
        type: str,
        *,
        bubbles: bool = False,
        cancelable: bool = False,
        key: str | None = None,
        code: str | None = None,
        ctrlKey: bool = False,
        shiftKey: bool = False,
        altKey: bool = False,
        metaKey: bool = False,
        button: int | None = None,
        detail: Any = 0,
        **extra: Any,
    ) -> None:
        self.type = type
        self.bubbles = bubbles
        self.cancelable = cancelable
        self.key = key
        self.code = code
        self.ctrlKey = ctrlKey
        self.shiftKey = shiftKey
        self.altKey = altKey
        self.metaKey = metaKey
        self.button = button
        self.detail = detail
        for name, value in extra.items():
            if not name.startswith("_"):
                setattr(self, name, value)
        self.target: Node | None = None
        self.currentTarget: Node | None = None
        self.eventPhase = NONE
        self.defaultPrevented = False
        self.isTrusted = False
        self._stop = False
        self._stop_now = False
        self._in_passive = False

    @property
    def is_keyboard(self) -> bool:
        return self.key is not None

    @property
    def is_mouse(self) -> bool:
        return self.button is not None

    def stopPropagation(self) -> None:
        self._stop = True

    def stopImmediatePropagation(self) -> None:
        self._stop = True
        self._stop_now = True

    def preventDefault(self) -> None:
        if self.cancelable and not self._in_passive:
            self.defaultPrevented = True

    def __repr__(self) -> str:
        return f"<Event {self.type}>"


MOUSE_EVENTS = frozenset(
    "click dblclick mousedown mouseup mousemove mouseover mouseout mouseenter mouseleave "
    "contextmenu auxclick pointerdown pointerup".split()
)
KEYBOARD_EVENTS = frozenset("keydown keyup keypress".split())


def make_event(type: str, **init: Any) -> Event:
    """An event of `type` with sensible defaults for its class (mouse, keyboard, other)."""
    if type in MOUSE_EVENTS:
        init.setdefault("bubbles", type not in ("mouseenter", "mouseleave"))
        init.setdefault("cancelable", True)
        init.setdefault("button", 0)
        init.setdefault("detail", 1 if type in ("click", "dblclick") else 0)
    elif type in KEYBOARD_EVENTS:
        init.setdefault("bubbles", True)
        init.setdefault("cancelable", True)
        init.setdefault("key", "")
        init.setdefault("code", "")
    else:
        # As a browser fires them: most events bubble; these do not.
        init.setdefault("bubbles", type not in NON_BUBBLING_EVENTS)
        init.setdefault("cancelable", type in CANCELABLE_EVENTS)
    return Event(type, **init)


NON_BUBBLING_EVENTS = frozenset(
    "focus blur load unload abort error scroll scrollend resize toggle invalid "
    "pointerenter pointerleave mouseenter mouseleave play pause playing ended "
    "canplay canplaythrough loadeddata loadedmetadata loadstart progress seeked seeking "
    "stalled suspend timeupdate volumechange waiting ratechange durationchange emptied".split()
)
CANCELABLE_EVENTS = frozenset("submit reset wheel touchstart touchmove touchend beforeinput invalid".split())


def dispatch(target: Node, event: Event) -> None:
    """Run the listeners of `target`'s ancestors and itself, phase by phase."""
    path: list[Node] = []
    node: Node | None = target
    while node is not None:
        path.append(node)
        node = node.parent
    event.target = target
    for node in reversed(path[1:]):
        _invoke(node, event, CAPTURING_PHASE)
        if event._stop:
            break
    if not event._stop:
        _invoke(target, event, AT_TARGET)
    if event.bubbles and not event._stop:
        for node in path[1:]:
            _invoke(node, event, BUBBLING_PHASE)
            if event._stop:
                break
    event.eventPhase = NONE
    event.currentTarget = None


def _invoke(node: Node, event: Event, phase: int) -> None:
    listeners = getattr(node, "listeners", None)
    if not listeners:
        return
    event.currentTarget = node
    event.eventPhase = phase
    if phase == AT_TARGET:
        entries = [e for e in listeners if e[2]] + [e for e in listeners if not e[2]]
    else:
        want_capture = phase == CAPTURING_PHASE
        entries = [e for e in listeners if e[2] == want_capture]
    for entry in entries:
        if entry[0] != event.type or entry not in listeners:
            continue
        if entry[3]:  # once
            node.remove_event_listener(entry[0], entry[1], capture=entry[2])  # type: ignore[union-attr]
        event._in_passive = bool(entry[4])
        try:
            entry[1](event)
        finally:
            event._in_passive = False
        if event._stop_now:
            break


_FORM_CONTROLS = frozenset({"button", "input", "select", "textarea", "option", "optgroup", "fieldset"})
_LABELABLE = frozenset({"button", "input", "meter", "output", "progress", "select", "textarea"})


def _activation(el: Element, event: Event, target: Element) -> Callable[[bool], None] | None:
    """Activation behaviour of a click on `el` (the target or its nearest activatable
    ancestor): checkboxes/radios toggle (undone when the click is canceled) and fire
    `input` + `change`; submit buttons submit their form; labels click their control."""
    if el.attrs.get("disabled") is not None and el.tag in _FORM_CONTROLS:
        return None
    if el.tag == "label" and el.namespace == HTML_NS:
        control = _labeled_control(el)
        if control is None or control is target or _contains(control, target):
            return None

        def click_control(canceled: bool) -> None:
            if not canceled:
                control.click()

        return click_control
    if el.tag == "input" and el.type in ("checkbox", "radio"):
        was_checked = el.checked
        group = el._radio_group() if el.type == "radio" else []
        previous = next((r for r in group if r.checked), None)
        if el.type == "checkbox":
            el.checked = not was_checked
        else:
            el.checked = True

        def finish(canceled: bool) -> None:
            if canceled:
                if el.type == "checkbox":
                    el.checked = was_checked
                elif previous is not None:
                    previous.checked = True
                else:
                    el.set_prop("checked", False)
                return
            if el.checked != was_checked:
                el.dispatch_event(Event("input", bubbles=True))
                el.dispatch_event(Event("change", bubbles=True))

        return finish
    if el.tag in ("button", "input") and el.type == "submit":
        def submit(canceled: bool) -> None:
            if canceled:
                return
            form = el.parent
            while form is not None and not (isinstance(form, Element) and form.tag == "form"):
                form = form.parent
            if isinstance(form, Element):
                form.dispatch_event(Event("submit", bubbles=True, cancelable=True))

        return submit
    return None


def _labeled_control(label: Element) -> Element | None:
    target = label.attrs.get("for")
    if target is not None:
        root = root_of(label)
        if isinstance(root, ParentNode):
            for el in root.elements():
                if el.attrs.get("id") == target:
                    return el if el.tag in _LABELABLE else None
        return None
    for el in label.elements():
        if el.tag in _LABELABLE and not (el.tag == "input" and el.type == "hidden"):
            return el
    return None


def _contains(ancestor: Node, node: Node | None) -> bool:
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent
    return False


def clone_listed(node: Element | Fragment) -> tuple[Element | Fragment, list[Node]]:
    """A deep copy of `node` (as `clone(True)`) and the copy's nodes in document order,
    the copy first (a `<template>`'s content is copied, not listed)."""
    nodes: list[Node] = []
    return _clone_listed(node, nodes), nodes  # type: ignore[return-value]


def _clone_listed(node: Node, nodes: list[Node]) -> Node:
    kind = type(node)
    if kind is Element:
        copy = Element.__new__(Element)  # as Element.clone
        copy.parent = None
        copy.nid = _next_id()
        copy.recorder = None
        copy.tag = node.tag  # type: ignore[union-attr]
        copy.namespace = node.namespace  # type: ignore[union-attr]
        copy.attrs = node.attrs.copy()  # type: ignore[union-attr]
        copy.props = node.props.copy() if node.props else {}  # type: ignore[union-attr]
        data = node._data  # type: ignore[union-attr]
        copy._data = None
        copy._source = node._source if data is None else data.get("source")  # type: ignore[union-attr]
        copy.listeners = NO_LISTENERS  # type: ignore[assignment]
        children: list[Node] = []
        copy.children = children
        nodes.append(copy)
        for child in node.children:  # type: ignore[union-attr]
            if type(child) is Text:
                twin = Text.__new__(Text)
                twin.nid = _next_id()
                twin._data = child._data  # type: ignore[attr-defined]
                nodes.append(twin)
            else:
                twin = _clone_listed(child, nodes)
            twin.parent = copy
            children.append(twin)
        if node.content is not None:  # type: ignore[union-attr]
            copy.content = Fragment()
            node.content._clone_children_into(copy.content)  # type: ignore[union-attr]
        else:
            copy.content = None
        return copy
    if kind is Text:
        copy = Text.__new__(Text)
        copy.parent = None
        copy.nid = _next_id()
        copy._data = node._data  # type: ignore[union-attr]
        nodes.append(copy)
        return copy
    if kind is Fragment:
        copy = Fragment()
        nodes.append(copy)
        for child in node.children:  # type: ignore[union-attr]
            twin = _clone_listed(child, nodes)
            twin.parent = copy
            copy.children.append(twin)
        return copy
    copy = node.clone(True)
    nodes.append(copy)
    if isinstance(copy, ParentNode):  # a subclass: listed as clone(True) walks it
        raise TypeError(f"cannot list a copy of {node!r}")
    return copy


# Patch encoding of new subtrees -----------------------------------------------------

def encode_tree(node: Node) -> list:
    """A compact JSON tree of `node` for the `insert` op (see `petite.patches`)."""
    kind = type(node)
    if kind is Element:
        return _encode_element(node)  # type: ignore[arg-type]
    if kind is Text:
        return [node.nid, 3, node._data]  # type: ignore[attr-defined]
    if kind is Comment:
        return [node.nid, 8, node._data]  # type: ignore[attr-defined]
    if kind is Fragment:
        return [node.nid, 11, [encode_tree(child) for child in node.children]]  # type: ignore[attr-defined]
    raise TypeError(f"cannot encode {node!r}")


def _encode_element(node: Element) -> list:
    attrs = node.attrs
    content = node.content
    children = node.children if content is None else content.children
    encoded: list = []
    for child in children:
        kind = type(child)
        if kind is Text:
            encoded.append([child.nid, 3, child._data])  # type: ignore[attr-defined]
        elif kind is Element:
            encoded.append(_encode_element(child))  # type: ignore[arg-type]
        else:
            encoded.append(encode_tree(child))
    out: list = [node.nid, 1, node.tag, [*_flatten(attrs.items())] if attrs else [], encoded]
    if node.props or node.listeners or node.namespace != HTML_NS:
        extra: dict[str, Any] = {}
        if node.namespace != HTML_NS:
            extra["ns"] = node.namespace
        if node.props:
            extra["props"] = dict(node.props)
        if node.listeners:
            extra["on"] = [_listen_args(entry) for entry in node.listeners]
        out.append(extra)
    return out


_flatten = itertools.chain.from_iterable


# CSS selectors --------------------------------------------------------------------

_xpath_cache: dict[str, Any] = {}


_SCOPE_MARK = "petite-scope-mark"
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_SCOPE_RE = re.compile(r":scope\b", re.I)


def select(root: ParentNode, css: str) -> list[Element]:
    """Elements under `root` matching the CSS selector `css`, in document order, as
    `root.querySelectorAll(css)`: the selector is matched against the whole tree (so
    `div p` sees ancestors above `root`), `:scope` is `root`, and only `root`'s
    descendants are returned (cssselect translates the selector to XPath, evaluated on
    an lxml mirror of the tree)."""
    from lxml import etree

    scoped = ":scope" in css.lower()
    key = _SCOPE_RE.sub(f"[{_SCOPE_MARK}]", css) if scoped else css
    xpath = _xpath_cache.get(key)
    if xpath is None:
        from cssselect import HTMLTranslator

        xpath = etree.XPath(HTMLTranslator().css_to_xpath(key, prefix="descendant::"))
        _xpath_cache[key] = xpath
    mirror: dict[Any, Element] = {}
    copies: dict[int, Any] = {}
    document = etree.Element("x-document")
    top = root_of(root)
    if isinstance(top, Element):
        _mirror_element(top, document, mirror, copies)
    elif isinstance(top, ParentNode):
        _mirror_children(top, document, mirror, copies)
    scope = copies.get(id(root), document)
    if scoped:
        scope.set(_SCOPE_MARK, "")
    inside = set(scope.iterdescendants())
    return [mirror[e] for e in xpath(document) if e in inside]


def _mirror_children(parent: ParentNode, target: Any, mirror: dict[Any, Element], copies: dict[int, Any]) -> None:
    last = None
    for child in parent.children:
        if isinstance(child, Element):
            last = _mirror_element(child, target, mirror, copies)
        elif isinstance(child, Text):
            data = _XML_INVALID.sub("\ufffd", child.data)  # lxml refuses control characters
            if last is None:
                target.text = (target.text or "") + data
            else:
                last.tail = (last.tail or "") + data


def _mirror_element(el: Element, target: Any, mirror: dict[Any, Element], copies: dict[int, Any]) -> Any:
    from lxml import etree

    try:
        copy = etree.SubElement(target, el.tag)
    except ValueError:
        copy = etree.SubElement(target, "x-invalid")
    for name, value in el.serialized_attrs().items():
        try:
            copy.set(name, _XML_INVALID.sub("\ufffd", value))
        except ValueError:
            pass
    mirror[copy] = el
    copies[id(el)] = copy
    _mirror_children(el, copy, mirror, copies)
    return copy
