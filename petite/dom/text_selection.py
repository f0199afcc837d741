"""The text selection of inputs and textareas: `selectionStart`, `selectionEnd`,
`selectionDirection`, `setSelectionRange()`, `select()` and `setRangeText()`, as
Chromium has them (checked in Chromium 156).

A control's selection is state kept in its element's data, beside the value it was made
for. Offsets are UTF-16 units of the value, never past its end. Setting the value to
another text puts the caret at its end (what a user's typing does too); a value changed
any other way (its default, while it was never edited) leaves the selection at 0. The
direction is "forward" unless "backward" was asked for (Chromium reports "none" as
"forward" outside macOS). Inputs whose type has no text selection (number, email,
checkbox ...) read null and refuse writes.

On a live page the browser owns the selection: each event tells the server the focused
control's (`petite.live`), and a script's `setSelectionRange()`, `select()` and
`setRangeText()` are also run by the browser (`browser_call`).
"""

from __future__ import annotations

from typing import Any

from ..expr.budget import tick
from ..expr.errors import ExpressionError
from ..expr.utf16 import join, length, units
from ..expr.values import check_string, to_js_string, to_uint32, undefined
from .core import HTML_NS

PROPERTIES = frozenset({"selectionStart", "selectionEnd", "selectionDirection"})
METHODS = frozenset({"setSelectionRange", "select", "setRangeText"})
SELECTABLE_INPUT_TYPES = frozenset({"text", "search", "url", "tel", "password"})
_KEY = "selection"  # (in the element's data: start, end, direction, the value they are offsets of)
_RANGE_TEXT_MODES = ("select", "start", "end", "preserve")


def is_text_control(el: Any) -> bool:
    """An input or textarea (they have the selection API, null where their type has none)."""
    return el.tag in ("input", "textarea") and el.namespace == HTML_NS


def has_selection(el: Any) -> bool:
    """Does the control's type have a text selection (a textarea, a text-like input)?"""
    return el.tag == "textarea" or el.type in SELECTABLE_INPUT_TYPES


def selection(el: Any) -> tuple[int, int, str]:
    """(start, end, direction) of a control's selection."""
    data = el.data_or_none()
    kept = data.get(_KEY) if data is not None else None
    if kept is None or kept[3] != el.value:
        return 0, 0, "forward"
    return kept[0], kept[1], kept[2]


def select_range(el: Any, start: int, end: int, direction: str = "forward") -> None:
    """Select [start, end) of the control's value (clamped to it; an end before the start
    is a caret at the end)."""
    value = el.value
    size = length(value)
    end = min(end, size)
    start = min(start, end)
    el.data[_KEY] = (start, end, "backward" if direction == "backward" else "forward", value)


def value_changed(el: Any, value: str) -> None:
    """A script or the user set the control's value to another text: the caret goes to its end."""
    size = length(value)
    el.data[_KEY] = (size, size, "forward", value)


def read(el: Any, key: str) -> int | str | None:
    """`el.selectionStart`, `selectionEnd` or `selectionDirection` (null without a selection)."""
    if not has_selection(el):
        return None
    start, end, direction = selection(el)
    return start if key == "selectionStart" else end if key == "selectionEnd" else direction


def write(el: Any, key: str, value: Any) -> None:
    """`el.selectionStart = n` (the end moves up to it), `selectionEnd = n` (the start
    moves down to it) or `selectionDirection = d`."""
    _check_selectable(el, f"Failed to set the '{key}' property")
    start, end, direction = selection(el)
    if key == "selectionStart":
        offset = to_uint32(value)
        start, end = offset, max(end, offset)
    elif key == "selectionEnd":
        end = to_uint32(value)
    else:
        direction = to_js_string(value)
    select_range(el, start, end, direction)
    _tell_browser(el)


def set_selection_range(el: Any, *args: Any) -> Any:
    """`setSelectionRange(start, end, direction?)`: offsets as unsigned longs."""
    if len(args) < 2:
        raise ExpressionError("Failed to execute 'setSelectionRange' on '%s': 2 arguments required, but only %d "
                              "present." % (_interface(el), len(args)), kind="TypeError")
    _check_selectable(el, "Failed to execute 'setSelectionRange'")
    direction = args[2] if len(args) > 2 and args[2] is not undefined else "none"
    select_range(el, to_uint32(args[0]), to_uint32(args[1]), to_js_string(direction))
    _tell_browser(el)
    return undefined


def select_all(el: Any, *_: Any) -> Any:
    """`select()`: the whole value (a type without a selection: nothing, no error)."""
    if has_selection(el):
        select_range(el, 0, length(el.value))
        el.select_text()
    return undefined


def set_range_text(el: Any, *args: Any) -> Any:
    """`setRangeText(text)` replaces the selection, `setRangeText(text, start, end,
    mode?)` the range given; `mode` places the selection after it: "select" (the new
    text), "start", "end", or "preserve" (the default: kept, moved with the text)."""
    name = f"Failed to execute 'setRangeText' on '{_interface(el)}'"
    if not args:
        raise ExpressionError(f"{name}: 1 argument required, but only 0 present.", kind="TypeError")
    if len(args) == 2:
        raise ExpressionError(f"{name}: Overload resolution failed.", kind="TypeError")
    _check_selectable(el, "Failed to execute 'setRangeText'")
    text = to_js_string(args[0])
    sel_start, sel_end, direction = selection(el)
    if len(args) == 1:
        start, end, mode = sel_start, sel_end, "preserve"
    else:
        start, end = to_uint32(args[1]), to_uint32(args[2])
        mode = to_js_string(args[3]) if len(args) > 3 and args[3] is not undefined else "preserve"
        if mode not in _RANGE_TEXT_MODES:
            raise ExpressionError(f"{name}: The provided value '{mode}' is not a valid enum value of type "
                                  "SelectionMode.", kind="TypeError")
        if start > end:
            raise ExpressionError(f"{name}: The provided start value ({start}) is larger than the provided end "
                                  f"value ({end}).", kind="IndexSizeError")
    value_units = units(el.value)
    size = len(value_units)
    tick(1 + size // 64)
    start, end = min(start, size), min(end, size)
    inserted = units(text)
    value = check_string(join(value_units[:start] + inserted + value_units[end:]))
    new_end = start + len(inserted)
    delta = len(inserted) - (end - start)
    el.value = value
    if mode == "select":
        sel_start, sel_end = start, new_end
    elif mode == "start":
        sel_start = sel_end = start
    elif mode == "end":
        sel_start = sel_end = new_end
    else:
        sel_start = sel_start + delta if sel_start > end else start if sel_start > start else sel_start
        sel_end = sel_end + delta if sel_end > end else new_end if sel_end > start else sel_end
    select_range(el, sel_start, sel_end, direction)
    _tell_browser(el)
    return undefined


def _check_selectable(el: Any, failed: str) -> None:
    if not has_selection(el):
        raise ExpressionError(f"{failed} on '{_interface(el)}': The input element's type ('{el.type}') does not "
                              "support selection.", kind="InvalidStateError")


def _interface(el: Any) -> str:
    return "HTMLTextAreaElement" if el.tag == "textarea" else "HTMLInputElement"


def _tell_browser(el: Any) -> None:
    """The browser showing a live page selects what the model now holds."""
    start, end, direction = selection(el)
    el.set_selection_range(start, end, direction)
