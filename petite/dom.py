"""A small server-side DOM: elements, text, comments and fragments.

Trees come from `petite.parser.parse_fragment` (HTML5 rules) and serialize back to
HTML with `outer_html` / `inner_html`, escaping text and attribute values the way
`markupsafe` does, so a mounted tree and `petite.render` print the same string.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from markupsafe import escape

HTML_NS = "html"
SVG_NS = "svg"
MATHML_NS = "math"

VOID_ELEMENTS = frozenset(
    "area base br col embed hr img input link meta source track wbr "
    "basefont bgsound frame keygen param".split()
)
RAW_TEXT_ELEMENTS = frozenset("script style xmp iframe noembed noframes plaintext".split())

_ids = itertools.count(1)


class Node:
    """Base of every node: a parent link and a stable id."""

    __slots__ = ("parent", "id", "__weakref__")

    def __init__(self) -> None:
        self.parent: Element | Fragment | None = None
        self.id: int = next(_ids)

    # Tree navigation ---------------------------------------------------------
    @property
    def next_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = siblings.index(self) + 1
        return siblings[i] if i < len(siblings) else None

    @property
    def previous_sibling(self) -> Node | None:
        if self.parent is None:
            return None
        siblings = self.parent.children
        i = siblings.index(self)
        return siblings[i - 1] if i > 0 else None

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


class Text(Node):
    __slots__ = ("data",)

    def __init__(self, data: str) -> None:
        super().__init__()
        self.data = data

    def clone(self, deep: bool = True) -> Text:
        return Text(self.data)

    @property
    def text_content(self) -> str:
        return self.data

    def outer_html(self) -> str:
        parent = self.parent
        if isinstance(parent, Element) and parent.tag in RAW_TEXT_ELEMENTS and parent.namespace == HTML_NS:
            return self.data
        return str(escape(self.data))

    def __repr__(self) -> str:
        return f"<Text {self.data!r}>"


class Comment(Node):
    __slots__ = ("data",)

    def __init__(self, data: str) -> None:
        super().__init__()
        self.data = data

    def clone(self, deep: bool = True) -> Comment:
        return Comment(self.data)

    def outer_html(self) -> str:
        return f"<!--{self.data}-->"

    def __repr__(self) -> str:
        return f"<Comment {self.data!r}>"


class ParentNode(Node):
    """A node with children: elements and fragments."""

    __slots__ = ("children",)

    def __init__(self) -> None:
        super().__init__()
        self.children: list[Node] = []

    def append_child(self, node: Node) -> Node:
        return self.insert_before(node, None)

    def insert_before(self, node: Node, ref: Node | None) -> Node:
        """Insert `node` (or a fragment's children) before `ref` (None: at the end)."""
        if isinstance(node, Fragment):
            for child in list(node.children):
                self.insert_before(child, ref)
            return node
        if node.parent is not None:
            node.parent.remove_child(node)
        node.parent = self  # type: ignore[assignment]
        if ref is None:
            self.children.append(node)
        else:
            self.children.insert(self.children.index(ref), node)
        return node

    def remove_child(self, node: Node) -> Node:
        self.children.remove(node)
        node.parent = None
        return node

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

    def inner_html(self) -> str:
        return "".join(child.outer_html() for child in self.children)

    def _clone_children_into(self, copy: ParentNode) -> None:
        for child in self.children:
            copy.append_child(child.clone(True))


class Fragment(ParentNode):
    """A document fragment (also a `<template>`'s content)."""

    __slots__ = ()

    def clone(self, deep: bool = True) -> Fragment:
        copy = Fragment()
        if deep:
            self._clone_children_into(copy)
        return copy

    def outer_html(self) -> str:
        return self.inner_html()

    def __repr__(self) -> str:
        return f"<Fragment {len(self.children)} children>"


class Element(ParentNode):
    """An element: tag, namespace, ordered attributes, children, live properties."""

    __slots__ = ("tag", "namespace", "attrs", "content", "props", "data")

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
        # Engine bookkeeping (listeners, source position ...); never serialized.
        self.data: dict[str, object] = {}

    # Attributes ---------------------------------------------------------------
    def get_attribute(self, name: str) -> str | None:
        return self.attrs.get(name)

    def has_attribute(self, name: str) -> bool:
        return name in self.attrs

    def set_attribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def remove_attribute(self, name: str) -> None:
        self.attrs.pop(name, None)

    # Copy and serialization ---------------------------------------------------
    def clone(self, deep: bool = True) -> Element:
        copy = Element(self.tag, self.attrs, self.namespace)
        copy.props = dict(self.props)
        copy.data = {k: v for k, v in self.data.items() if k == "source"}
        if deep:
            self._clone_children_into(copy)
            if self.content is not None and copy.content is not None:
                self.content._clone_children_into(copy.content)
        return copy

    def start_tag(self) -> str:
        parts = [self.tag]
        for name, value in self.attrs.items():
            parts.append(f'{name}="{escape(value)}"')
        return "<" + " ".join(parts) + ">"

    def outer_html(self) -> str:
        if self.tag in VOID_ELEMENTS and self.namespace == HTML_NS:
            return self.start_tag()
        inner = self.content.inner_html() if self.content is not None else self.inner_html()
        return f"{self.start_tag()}{inner}</{self.tag}>"

    def __repr__(self) -> str:
        return f"<Element {self.start_tag()}>"
