"""A select's options made and added by a page's code: `new Option(text, value,
defaultSelected, selected)` and `select.add(option, before)`, as Chromium does them."""

from __future__ import annotations

from typing import Any

from ..expr.errors import ExpressionError
from ..expr.budget import tick
from ..expr.values import to_int32, to_js_string, to_uint32, truthy, undefined
from . import tree_methods
from .core import HTML_NS, is_html
from .nodes import Element, Text


def new_option(text: Any = undefined, value: Any = undefined, default_selected: Any = False,
               selected: Any = False, *_: Any) -> Element:
    """An `<option>` holding `text` (none when empty), `value` as its value attribute when
    given, the `selected` attribute when `default_selected`; its selectedness is
    `selected` (so `new Option('a', 'b', true, false).selected` is false)."""
    option = Element("option")
    label = "" if text is undefined else to_js_string(text)
    if label:
        option.append_child(Text(label))
    if value is not undefined:
        option.set_attribute("value", to_js_string(value))
    if truthy(default_selected):
        option.set_attribute("selected", "")
    if truthy(selected) != truthy(default_selected):  # (else its selectedness is its attribute's)
        option.selected = truthy(selected)
    return option


def _error(message: str, kind: str) -> ExpressionError:
    return ExpressionError(f"Failed to execute 'add' on 'HTMLSelectElement': {message}", kind=kind)


def add(select: Element, *args: Any) -> None:
    """`select.add(item, before)`: `item` (an option or optgroup) goes before `before`,
    a child element of the select (else a NotFoundError), or before the option at index
    `before` (inside that option's optgroup), or at the end (null, undefined, an index
    past the options)."""
    if not args:
        raise _error("1 argument required, but only 0 present.", "TypeError")
    item, before = args[0], args[1] if len(args) > 1 else None
    if not is_html(item, "option", "optgroup"):
        raise _error("The provided value is not of type '(HTMLOptGroupElement or HTMLOptionElement)'.", "TypeError")
    parent, ref = select, None
    if isinstance(before, Element) and before.namespace == HTML_NS:
        if before.parent is not select:
            raise _error("The node before which the new node is to be inserted is not a child of this node.",
                         "NotFoundError")
        ref = before
    elif before is not None and before is not undefined:
        index, options = to_int32(before), select.options
        if 0 <= index < len(options):
            ref = options[index]
            parent = ref.parent
    if ref is not item:
        tree_methods.insert_before(parent, item, ref)


MAX_OPTIONS = 100_000  # Chromium's limit on `options.length = n` (past it, nothing happens)


def set_length(select: Element, value: Any) -> None:
    """`select.options.length = n`: the last options go, or blank options are appended
    up to `n` (none past `MAX_OPTIONS`, as Chromium); a step each."""
    n, options = to_uint32(value), select.options
    if n > MAX_OPTIONS:
        return
    for option in options[n:]:
        tick(1)
        tree_methods.remove(option)
    for _ in range(n - len(options)):
        tick(1)
        tree_methods.insert_before(select, Element("option"), None)
