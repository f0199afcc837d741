"""Serialization: a tree back to HTML (`outer_html` / `inner_html`), text and attribute
values escaped as `markupsafe` does, so a mounted tree and `petite.render` print the
same string; in page output, live form state is written as the markup a parser needs
to recreate it.
"""

from __future__ import annotations

from typing import Any

from ..safety import RAW_TEXT_ELEMENTS, escape_html, guard_comment, guard_raw_text, is_raw_text_element, page_content
from .core import COMMENT_NODE, ELEMENT_NODE, HTML_NS, TEXT_NODE, VOID_ELEMENTS


def outer_html(node: Any, page: bool = False, state: bool | None = None) -> str:
    """`node` and its descendants as HTML (a fragment: its children). `page`: as page
    output a browser parses again (`petite.safety.page_content`), not as `outerHTML`.
    `state` (by default: `page`): live form state written as the markup that recreates
    it (a control's value, checkedness, selectedness); `outerHTML` shows attributes."""
    kind = node.nodeType
    if kind == ELEMENT_NODE:
        return element_html(node, page, state)
    if kind == TEXT_NODE:
        return text_html(node)
    if kind == COMMENT_NODE:
        return f"<!--{guard_comment(node._data)}-->"
    return inner_html(node, page, state)


def inner_html(parent: Any, page: bool = False, state: bool | None = None) -> str:
    """`parent`'s children as HTML (two stack frames a level: deep trees serialize)."""
    parts = []
    for child in parent.children:
        kind = child.nodeType
        if kind == ELEMENT_NODE:
            parts.append(element_html(child, page, state))
        elif kind == TEXT_NODE:
            parts.append(text_html(child))
        else:
            parts.append(outer_html(child))
    return "".join(parts)


def text_html(text: Any) -> str:
    """A text node as HTML (`text_markup` inside its parent element)."""
    parent = text.parent
    if parent is not None and parent.nodeType == ELEMENT_NODE:
        if parent.tag in RAW_TEXT_ELEMENTS and not is_raw_text_element(parent):  # read back in another namespace
            return escape_html(text._data)
        return text_markup(text._data, parent.tag, parent.namespace)
    return escape_html(text._data)


def text_markup(data: str, tag: str, namespace: str) -> str:
    """Text as it is written inside a `tag` element: escaped, except in an HTML raw-text
    element (`<script>`, `<style>` ...), where it stays as it is but cannot close the
    element. The one rule for text content: the render function's `v-text` and `{{ }}`
    in raw-text elements use it too (`petite.directives.text`)."""
    if tag in RAW_TEXT_ELEMENTS and namespace == HTML_NS:
        return guard_raw_text(data, tag)
    return escape_html(data)


def element_html(el: Any, page: bool = False, state: bool | None = None) -> str:
    """An element as HTML (`outer_html`)."""
    if state is None:
        state = page
    if el.tag in VOID_ELEMENTS and el.namespace == HTML_NS:
        return start_tag(el, state)
    if state and el.tag == "textarea" and "value" in el.props:
        inner = escape_html(el.props["value"])
    else:
        inner = inner_html(el.content if el.content is not None else el, page, state)
    if page:
        inner = page_content(inner, el.tag, el.namespace)
    return f"{start_tag(el, state)}{inner}</{el.tag}>"


def start_tag(el: Any, state: bool = True) -> str:
    return start_tag_of(el.tag, serialized_attrs(el) if state else el.attrs)


def start_tag_of(tag: str, attrs: Any) -> str:
    """The start tag of a `tag` element with these attributes (a mapping)."""
    parts = [tag]
    for name, value in attrs.items():
        parts.append(f'{name}="{escape_html(value)}"')
    return "<" + " ".join(parts) + ">"


def serialized_attrs(el: Any) -> dict[str, str]:
    """Attributes as serialized: live form state written as the markup that
    recreates it (`value`, `checked`, `selected`)."""
    props = el.props
    if not props:
        return el.attrs
    attrs = dict(el.attrs)
    tag = el.tag
    if tag == "input":
        if "value" in props:
            attrs["value"] = el.value
        if "checked" in props:
            _set_flag(attrs, "checked", props["checked"])
    elif tag == "option" and "selected" in props:
        _set_flag(attrs, "selected", props["selected"])
    return attrs


def _set_flag(attrs: dict[str, str], name: str, on: Any) -> None:
    if on:
        attrs.setdefault(name, "")
    else:
        attrs.pop(name, None)
