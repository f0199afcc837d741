"""Helpers the generated render functions call (with the directive modules' `ssr_*`).

An element whose attributes depend on data is an `ElementState`: its attributes in DOM
order plus the live form state (value, checked, selected) a binding or `v-model` gives
it, applied in petite-vue's directive order and serialized as the attributes a parser
needs to rebuild that state.
"""

from __future__ import annotations

from typing import Any

from petite.directives.html import ssr_html
from petite.directives.model import SSRSelect
from petite.directives.text import ssr_text
from petite.expr.budget import charge_chars, charge_written
from petite.expr.errors import ExpressionSyntaxError
from petite.expr.values import to_js_string, undefined
from petite.input_value import VALUE_IS_ATTRIBUTE, input_type, sanitize
from petite.safety import (TrustedURL, escape_html, is_executable_script, safe_attribute, safe_attribute_value,
                           urls_to_recheck)

MISSING = object()


def charged(n: int) -> int:
    """Charge `n` characters the render wrote (`charge_chars`); 0, the count starting again."""
    charge_chars(n)
    return 0


def bound_attr(value: Any) -> str | None:
    """The attribute string of a plain `:name` binding (no DOM property involved)."""
    t = type(value)
    if t is str:
        return value
    if value is None or value is undefined:
        return None
    return to_js_string(value)


def url_attr(tag: str, name: str, value: Any, text: str | None) -> str | None:
    """The attribute string `text` of a bound URL-valued attribute with dangerous
    schemes neutralised (`value` is the bound value: a TrustedURL is kept as it is)."""
    if text is None or isinstance(value, TrustedURL):
        return text
    return safe_attribute_value(tag, name, text)


class ElementState:
    """An element's attributes while petite-vue's directives are applied to it (the
    directive modules' `ssr_*` functions do the directive-specific parts)."""

    MISSING = MISSING

    __slots__ = ("tag", "namespace", "attrs", "data", "content", "live_value", "live_checked", "live_selected",
                 "select_model")

    def __init__(self, tag: str, namespace: str, attrs: dict[str, str]) -> None:
        self.tag = tag
        self.namespace = namespace
        self.attrs = attrs
        #: what bindings remember, as on a live element: static_class, _value, true/false_value
        self.data: dict[str, Any] = {}
        self.content: str | None = None
        self.live_value: Any = MISSING
        self.live_checked: Any = MISSING
        self.live_selected: Any = MISSING
        self.select_model: SSRSelect | None = None

    @property
    def static_class(self) -> str | None:
        return self.data.get("static_class")

    @property
    def bound_value(self) -> Any:
        return self.data.get("_value", MISSING)

    @property
    def true_value(self) -> Any:
        return self.data.get("true_value", MISSING)

    @property
    def false_value(self) -> Any:
        return self.data.get("false_value", MISSING)

    # the element interface `set_prop` writes through (a live element has the same) ------
    def set_attribute(self, name: str, value: str) -> None:
        """`setAttribute`: the name and value pass `petite.safety.safe_attribute`."""
        value = safe_attribute(self.tag, name, value, self.attrs)
        if self.tag == "link":  # (a rel turning it loading: its URLs checked again first)
            for url, checked in urls_to_recheck(self.tag, name, value, self.attrs):
                self.attrs[url] = checked
        self.attrs[name] = value

    def remove_attribute(self, name: str) -> None:
        self.attrs.pop(name, None)

    @property
    def value(self) -> Any:
        return self.element_value()

    @value.setter
    def value(self, value: Any) -> None:
        self.set_value(value)

    @property
    def checked(self) -> bool:
        return self.live_checked is True or (self.live_checked is MISSING and "checked" in self.attrs)

    @checked.setter
    def checked(self, value: bool) -> None:
        self.live_checked = bool(value)

    @property
    def selected(self) -> bool:
        return self.live_selected is True or (self.live_selected is MISSING and "selected" in self.attrs)

    @selected.setter
    def selected(self, value: bool) -> None:
        self.live_selected = bool(value)

    def set_prop(self, name: str, value: Any) -> None:
        """A live property with no attribute (muted, indeterminate): nothing to render."""

    def set_text(self, text: str) -> None:
        if not self.keeps_text():
            charge_written(text)
            self.content = ssr_text(text, self.tag, self.namespace)

    def set_inner_html(self, html: str) -> None:
        if not self.keeps_text():
            self.content = ssr_html(html, self.tag, self.namespace)

    def keeps_text(self) -> bool:
        """An executable script keeps its text as written (`is_executable_script`; the
        compiler leaves out its text directives and interpolations)."""
        return self.tag == "script" and is_executable_script(self.tag, self.namespace, self.attrs)

    # form state -----------------------------------------------------------------------
    def set_value(self, value: Any) -> None:
        """`el.value = value` on an input, textarea or select."""
        self.live_value = "" if value is None else to_js_string(value)  # the DOM setter
        charge_written(self.live_value)
        if self.tag == "input":
            kind = self.input_type()
            if kind in VALUE_IS_ATTRIBUTE:  # (its value is the attribute)
                self.set_attribute("value", self.live_value)
                self.live_value = MISSING
                return
            self.live_value = sanitize(kind, self.live_value, self.attrs)
        if self.tag == "select":  # selects the first option with that exact value
            self.select_model = SSRSelect(self.live_value, False, exact=True)

    def input_type(self) -> str:
        if self.tag != "input":
            return self.tag
        return input_type(self.attrs.get("type"))

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

    # output ---------------------------------------------------------------------------
    def start_tag(self) -> str:
        attrs = self.attrs
        if self.tag == "input":
            if self.live_value is not MISSING or self.live_checked is not MISSING:
                attrs = dict(attrs)
                if self.live_value is not MISSING:
                    attrs["value"] = sanitize(self.input_type(), self.live_value, attrs)
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
            self.content = escape_html(self.live_value)
        parts = [f"<{self.tag}"]
        for name, value in attrs.items():
            parts.append(f' {name}="{escape_html(value)}"')
        parts.append(">")
        return "".join(parts)


def syntax_error(message: str, expression: str, column: int, expected: str | None) -> Any:
    """Raise the SyntaxError of an expression that does not parse, when it runs (the
    compiled path's side of the mount path's rule: `CodeGenerator.python`)."""
    raise ExpressionSyntaxError(message, expression, column, expected)
