"""Helpers the generated render functions call.

Text goes out escaped with markupsafe; an element whose attributes depend on data is
an `ElementState`: its attributes in DOM order plus the live form state (value,
checked, selected) a binding or `v-model` gives it, applied in petite-vue's directive
order and serialized as the attributes a parser needs to rebuild that state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from markupsafe import escape

from directives.bind import (
    attribute_value,
    class_value,
    parse_css_text,
    prop_kind,
    serialize_css,
    ssr_style_value,
)
from directives.html import ssr_html
from directives.model import SSRSelect, ssr_model
from directives.show import ssr_show
from directives.text import ssr_text
from petite.errors import PetiteError
from petite.expr.values import to_js_string, truthy, undefined

MISSING = object()
CONTENT_PROPS = frozenset({"textContent", "innerText", "innerHTML"})  # `:inner-h-t-m-l.camel` ...

# -- attributes ----------------------------------------------------------------------

_ATTR_NAME_RE = re.compile(r"[^\s\"'>/=\x00-\x1f\x7f]+")


def bound_attr(value: Any) -> str | None:
    """The attribute string of a plain `:name` binding (no DOM property involved)."""
    t = type(value)
    if t is str:
        return value
    if value is None or value is undefined:
        return None
    return to_js_string(value)


class ElementState:
    """An element's attributes while petite-vue's directives are applied to it (the
    directive modules' `ssr_*` functions do the directive-specific parts)."""

    MISSING = MISSING

    __slots__ = (
        "tag", "namespace", "attrs", "static_class", "content",
        "live_value", "live_checked", "live_selected", "bound_value", "true_value", "false_value",
        "select_model",
    )

    def __init__(self, tag: str, namespace: str, attrs: dict[str, str]) -> None:
        self.tag = tag
        self.namespace = namespace
        self.attrs = attrs
        self.static_class: str | None = None
        self.content: str | None = None
        self.live_value: Any = MISSING
        self.live_checked: Any = MISSING
        self.live_selected: Any = MISSING
        self.bound_value: Any = MISSING
        self.true_value: Any = MISSING
        self.false_value: Any = MISSING
        self.select_model: SSRSelect | None = None

    # v-bind ---------------------------------------------------------------------------
    def record_class(self) -> None:
        """`:class` keeps the class the element had when the binding was processed."""
        self.static_class = self.attrs.get("class")

    def bind(self, key: str, value: Any) -> None:
        """petite-vue's setProp(el, key, value)."""
        if key == "class":
            self.attrs["class"] = class_value(self.static_class, value)
        elif key == "style":
            self.set_style(value)
        else:
            kind = prop_kind(self.tag, self.namespace, key)
            if kind == "value":
                self.bound_value = value
                self.set_value(value)
            elif kind == "checked":
                self.live_checked = truthy(value)
            elif kind == "selected":
                self.live_selected = truthy(value)
            elif kind is None and key in CONTENT_PROPS and self.namespace == "html":
                if key == "innerHTML":
                    self.content = ssr_html(value, self.tag, self.namespace)
                else:
                    self.content = ssr_text("" if value is None else value, self.tag)
            elif kind is None and key == "true-value":
                self.true_value = value
            elif kind is None and key == "false-value":
                self.false_value = value
            else:
                if key == "value":
                    self.bound_value = value
                self.set_attribute(key, attribute_value(kind, key, value))

    def bind_object(self, value: Any) -> None:
        """`v-bind="object"`: every key bound in turn."""
        if value is None or value is undefined:
            return
        from directives.bind import _object_entries

        for key, item in list(_object_entries(value)):
            if key == "innerHTML":
                continue  # keys may come from data: never raw HTML (use v-html)
            self.bind(str(key), item)

    def set_attribute(self, name: str, value: str | None) -> None:
        if value is None:
            self.attrs.pop(self._attr_name(name), None)
        else:
            self.attrs[self._attr_name(name)] = value

    def _attr_name(self, name: str) -> str:
        if self.namespace == "html":
            name = name.lower()
        if not _ATTR_NAME_RE.fullmatch(name):
            raise PetiteError(f"invalid attribute name {name!r} on <{self.tag}>")
        return name

    # style ----------------------------------------------------------------------------
    def declarations(self) -> dict:
        style = self.attrs.get("style")
        return parse_css_text(style) if style else {}

    def set_style(self, value: Any) -> None:
        before = self.declarations()
        decls = ssr_style_value(before, value)
        if decls is None:
            self.attrs.pop("style", None)
        elif isinstance(value, str) or decls != before:  # cssText always rewrites
            self.attrs["style"] = serialize_css(decls)

    def show(self, visible: Any, initial_display: str) -> None:
        ssr_show(self, visible, initial_display)

    def display_value(self) -> str:
        """`el.style.display` right now."""
        style = self.attrs.get("style")
        if not style:
            return ""
        return parse_css_text(style).get("display", ("", False))[0]

    # form state -----------------------------------------------------------------------
    def set_value(self, value: Any) -> None:
        """`el.value = value` on an input, textarea or select."""
        self.live_value = "" if value is None else to_js_string(value)
        if self.tag == "select":  # selects the first option with that exact value
            self.select_model = SSRSelect(self.live_value, False, exact=True)

    def input_type(self) -> str:
        if self.tag != "input":
            return self.tag
        return (self.attrs.get("type") or "text").lower()

    def element_value(self) -> Any:
        """petite-vue's getValue(el): the bound `:value`, else the value property."""
        if self.bound_value is not MISSING:
            return self.bound_value
        if self.live_value is not MISSING:
            return self.live_value
        value = self.attrs.get("value")
        if value is None and self.tag == "input" and self.input_type() in ("checkbox", "radio"):
            return "on"
        return value if value is not None else ""

    def model(self, value: Any) -> None:
        """`v-model` on an input or textarea (a select's is an `SSRSelect`)."""
        ssr_model(self, value)

    # output ---------------------------------------------------------------------------
    def start_tag(self) -> str:
        attrs = self.attrs
        if self.tag == "input":
            if self.live_value is not MISSING or self.live_checked is not MISSING:
                attrs = dict(attrs)
                if self.live_value is not MISSING:
                    attrs["value"] = self.live_value
                if self.live_checked is True:
                    attrs.setdefault("checked", "")
                elif self.live_checked is False:
                    attrs.pop("checked", None)
        elif self.tag == "option" and self.live_selected is not MISSING:
            attrs = dict(attrs)
            if self.live_selected:
                attrs.setdefault("selected", "")
            else:
                attrs.pop("selected", None)
        elif self.tag == "textarea" and self.live_value is not MISSING:
            self.content = escape(self.live_value)
        parts = [f"<{self.tag}"]
        for name, value in attrs.items():
            parts.append(f' {name}="{escape(value)}"')
        parts.append(">")
        return "".join(parts)


# -- scopes and components -------------------------------------------------------------


def template_of(data: Any) -> Any:
    """A v-scope object's `$template` (None when it has none or it is falsy)."""
    if isinstance(data, Mapping):
        from petite.expr.runtime import get_member

        value = get_member(data, "$template") if "$template" in data else None
    else:
        value = None
    if not truthy(value):
        return None
    return value


def child_scope(data: Any, parent: Any) -> Any:
    """The scope a `v-scope` opens over `parent`."""
    from petite.expr import Scope

    if data is None or data is undefined:
        data = {}
    return Scope(data, parent)
