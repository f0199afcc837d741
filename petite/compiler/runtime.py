"""Helpers the generated render functions call.

Text goes out escaped with markupsafe; an element whose attributes depend on data is
an `ElementState`: its attributes in DOM order plus the live form state (value,
checked, selected) a binding or `v-model` gives it, applied in petite-vue's directive
order and serialized as the attributes a parser needs to rebuild that state.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from markupsafe import Markup, escape

from directives.bind import (
    attribute_value,
    class_value,
    parse_css_text,
    prop_kind,
    serialize_css,
    set_style_property,
    ssr_style_value,
)
from directives.model import loose_equal, loose_index_of
from petite.dom import RAW_TEXT_ELEMENTS
from petite.errors import PetiteError
from petite.expr.values import MAX_SAFE_INTEGER, to_display_string, to_js_string, truthy, undefined

MISSING = object()
CONTENT_PROPS = frozenset({"textContent", "innerText", "innerHTML"})  # `:inner-h-t-m-l.camel` ...

# -- text ----------------------------------------------------------------------------


def display(value: Any) -> str:
    """`{{ value }}` as escaped HTML (petite-vue's toDisplayString, then escaped).

    Markup values are escaped too: `{{ }}` always renders text (use v-html for HTML).
    """
    t = type(value)
    if t is int:
        if -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
            return str(value)
        value = float(value)  # a JavaScript number is a double
    text = value if t is str else to_display_string(value)
    if type(text) is not str:
        text = str.__str__(text)
    return escape_str(text)


def escape_str(text: str) -> str:
    """markupsafe's escaping, as a plain str."""
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&#34;").replace("'", "&#39;")
    )


def raw_text(value: Any, tag: str) -> str:
    """`{{ value }}` inside a raw-text element (`<script>`, `<style>` ...): not escaped,
    and never able to close the element."""
    text = to_display_string(value)
    if type(text) is not str:
        text = str.__str__(text)
    if f"</{tag}" in text.lower():
        raise PetiteError(f"a value rendered inside <{tag}> contains '</{tag}': it would end the element")
    return text


def text_content(value: Any, tag: str) -> str:
    """`v-text`: the element's new content, escaped (raw in raw-text elements)."""
    if tag in RAW_TEXT_ELEMENTS:
        return raw_text(value, tag)
    return display(value)


def inner_html(value: Any, tag: str, namespace: str) -> str:
    """`v-html`: the value parsed as the element's innerHTML and serialized again (so
    the markup cannot end the element it was put in). Unsafe with untrusted data."""
    from petite.parser import parse_fragment

    if value is None:
        html = ""
    else:
        html = to_js_string(value)
        if type(html) is not str:
            html = str.__str__(html)
    if not html:
        return ""
    context = tag if namespace == "html" else "div"
    return parse_fragment(html, context).inner_html()


# -- attributes ----------------------------------------------------------------------

_ATTR_NAME_RE = re.compile(r"[^\s\"'>/=\x00-\x1f\x7f]+")


def attr(name: str, value: str | None) -> str:
    """` name="value"` (or nothing when the attribute is absent)."""
    if value is None:
        return ""
    return f' {name}="{escape(value)}"'


def bound_attr(value: Any) -> str | None:
    """The attribute string of a plain `:name` binding (no DOM property involved)."""
    t = type(value)
    if t is str:
        return value
    if value is None or value is undefined:
        return None
    return to_js_string(value)


class ElementState:
    """An element's attributes while petite-vue's directives are applied to it."""

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
        self.select_model: SelectModel | None = None

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
                    self.content = inner_html(value, self.tag, self.namespace)
                else:
                    self.content = text_content("" if value is None else value, self.tag)
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
        """`v-show`: display none when falsy, else the display the element started with."""
        decls = self.declarations()
        current = decls.get("display")
        if truthy(visible):
            if initial_display == "":
                if current is None:
                    return
                del decls["display"]
            else:
                if current == (initial_display, False):
                    return
                decls["display"] = (initial_display, False)
        else:
            if current == ("none", False):
                return
            set_style_property(decls, "display", "none")
        self.attrs["style"] = serialize_css(decls)

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
            self.select_model = SelectModel(self.live_value, False, exact=True)

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
        """`v-model` on an input or textarea (a select is a `SelectModel`)."""
        kind = self.input_type()
        if kind == "checkbox":
            if type(value) is list or type(value) is tuple:
                self.live_checked = loose_index_of(value, self.element_value()) > -1
            else:
                true_value = True if self.true_value is MISSING else self.true_value
                self.live_checked = loose_equal(value, true_value)
        elif kind == "radio":
            self.live_checked = loose_equal(value, self.element_value())
        elif self.tag in ("input", "textarea"):
            self.set_value(value)

    # output ---------------------------------------------------------------------------
    def start_tag(self) -> str:
        attrs = self.attrs
        if self.tag == "input":
            if self.live_value is not MISSING or self.live_checked is not MISSING:
                attrs = dict(attrs)
                if self.live_value is not MISSING:
                    attrs["value"] = self.live_value
                if self.live_checked is True:
                    attrs["checked"] = ""
                elif self.live_checked is False:
                    attrs.pop("checked", None)
        elif self.tag == "option" and self.live_selected is not MISSING:
            attrs = dict(attrs)
            if self.live_selected:
                attrs["selected"] = ""
            else:
                attrs.pop("selected", None)
        elif self.tag == "textarea" and self.live_value is not MISSING:
            self.content = escape(self.live_value)
        parts = [f"<{self.tag}"]
        for name, value in attrs.items():
            parts.append(f' {name}="{escape(value)}"')
        parts.append(">")
        return "".join(parts)


# -- select and option ---------------------------------------------------------------


class SelectModel:
    """`v-model` on a `<select>`: decides each option's selectedness in turn."""

    __slots__ = ("value", "multiple", "matched", "exact")

    def __init__(self, value: Any, multiple: bool, exact: bool = False) -> None:
        self.value = value
        self.multiple = multiple
        self.matched = False
        self.exact = exact  # `select.value = v`: string equality with the option's value

    def option_selected(self, option_value: Any) -> bool:
        value = self.value
        if self.exact:
            if self.matched or to_js_string(option_value) != value:
                return False
            self.matched = True
            return True
        if self.multiple:
            if type(value) is list or type(value) is tuple:
                return loose_index_of(value, option_value) > -1
            if isinstance(value, (set, frozenset)):
                return option_value in value
            return False
        if self.matched:
            return False
        if loose_equal(option_value, value):
            self.matched = True
            return True
        return False


_WS_RE = re.compile(r"[\t\n\f\r ]+")


def option_text(html: str) -> str:
    """An option's `value` when it has no value attribute: its text, whitespace collapsed."""
    text = Markup(html).striptags() if "<" in html or "&" in html else html
    return _WS_RE.sub(" ", str(text)).strip(" ")


def select_option(select: SelectModel | None, option: ElementState, children_html: str | None) -> None:
    """Give `option` the selectedness its `<select v-model>` (or `:value`) decides."""
    if select is None:
        return
    if option.bound_value is not MISSING:
        value = option.bound_value
    elif "value" in option.attrs:
        value = option.attrs["value"]
    else:
        value = option_text(children_html or "")
    option.live_selected = select.option_selected(value)


# -- v-for ---------------------------------------------------------------------------

_INDEX_KEY_RE = re.compile(r"0|[1-9][0-9]*")


def object_items(source: Any) -> list[tuple[str, Any]]:
    """(key, value) pairs of a JavaScript-like object in `for...in` order: integer keys
    ascending first, then the others in insertion order."""
    if isinstance(source, Mapping):
        from petite.expr.runtime import get_member

        keys = [k if type(k) is str else to_js_string(k) for k in source.keys()]
        raw = list(source.keys())
        items = [(key, get_member(source, key) if type(k) is str else source[k]) for key, k in zip(keys, raw)]
    else:
        attrs = getattr(source, "__dict__", None)
        if not isinstance(attrs, dict):
            return []
        items = [(k, v) for k, v in attrs.items() if not k.startswith("_")]
    indexed = [(k, v) for k, v in items if _INDEX_KEY_RE.fullmatch(k) and int(k) < 4294967295]
    if not indexed:
        return items
    indexed.sort(key=lambda kv: int(kv[0]))
    return indexed + [(k, v) for k, v in items if not (_INDEX_KEY_RE.fullmatch(k) and int(k) < 4294967295)]


def _count(source: Any) -> int:
    if source != source or source <= 0:
        return 0
    if source == math.inf:
        raise PetiteError("v-for over Infinity")
    return math.ceil(source)


def for_values(source: Any) -> Iterable[Any]:
    """The items `v-for="item in source"` renders."""
    t = type(source)
    if t is list or t is tuple:
        return source
    if t is int or t is float:
        return range(1, _count(source) + 1)
    if source is None or source is undefined or t is bool:
        return ()
    if t is str:
        return source  # Vue 3 iterates a string's characters (petite-vue renders nothing)
    if isinstance(source, Mapping) or (hasattr(source, "__dict__") and not callable(source)):
        return [v for _, v in object_items(source)]
    if isinstance(source, Iterable) and not callable(source):
        return list(source)
    return ()


def for_pairs(source: Any) -> Iterable[tuple[Any, Any]]:
    """(index or key, item) pairs of `v-for="(item, key) in source"`."""
    t = type(source)
    if t is list or t is tuple or t is str:
        return enumerate(source)
    if t is int or t is float:
        return ((i, i + 1) for i in range(_count(source)))
    if source is None or source is undefined or t is bool:
        return ()
    if isinstance(source, Mapping) or (hasattr(source, "__dict__") and not callable(source)):
        return object_items(source)
    if isinstance(source, Iterable) and not callable(source):
        return enumerate(list(source))
    return ()


def for_triples(source: Any) -> Iterable[tuple[Any, Any, Any]]:
    """(key, item, index) of `v-for="(item, key, index) in source"`; arrays have no
    third alias value (undefined)."""
    if isinstance(source, Mapping) or (
        hasattr(source, "__dict__") and not callable(source) and not isinstance(source, (list, tuple, str))
        and not isinstance(source, Iterable)
    ):
        return ((k, v, i) for i, (k, v) in enumerate(object_items(source)))
    return ((k, v, undefined) for k, v in for_pairs(source))


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
