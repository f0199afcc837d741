"""`<dialog>`: `show()`, `showModal()`, `close(result)` and `returnValue`, as HTML's
HTMLDialogElement; and `<details>`' `toggle` event.

The `open` attribute is the dialog's state in the tree. A modal dialog also needs the
browser's top layer: on a live page `showModal()` and `close()` are asked of the
browser (`browser_call`) before the attribute changes (a browser keeps a dialog modal
when only its attribute is removed), and the browser's `close` event reaches the
server's listeners as any event. With no browser the `close` event is fired by the
app's timers one frame later (`ANIMATION_FRAME_MS`), as Chromium fires it.
"""

from __future__ import annotations

from typing import Any

from ..expr import host
from ..expr.errors import ExpressionError
from ..expr.timers import FRAME_MS
from ..expr.values import to_js_string, undefined
from .core import HTML_NS, browser_call, in_browser, is_connected, is_element
from .events import MODAL, make_event, shown_modal

_MODAL = MODAL  # (keys of the element's data)
_RETURN_VALUE = "dialog return value"
_TOGGLE_PENDING = "toggle pending"  # ([old state, new state] of the toggle event to come)
_CLOSING = "dialog closing"  # (its close() is firing beforetoggle)
_CLOSES_OWED = "dialog closes owed"  # (closes in the browser whose close event the server has not heard)
# Chromium fires a dialog's `close` with the next animation frame (after a timeout of 0
# set with it, as petite-vue's pages see), a details' `toggle` as a task before it.
ANIMATION_FRAME_MS = FRAME_MS


def _refuse(method: str, message: str) -> ExpressionError:
    return ExpressionError(f"Failed to execute '{method}' on 'HTMLDialogElement': {message}",
                           kind="InvalidStateError")


def is_modal(dialog: Any) -> bool:
    data = dialog.data_or_none()
    return bool(data and data.get(_MODAL)) and "open" in dialog.attrs


def show(dialog: Any) -> None:
    """`dialog.show()`: open, not modal."""
    if "open" in dialog.attrs:
        if is_modal(dialog):
            raise _refuse("show", "The dialog is already open as a modal dialog, and therefore cannot be "
                                  "opened as a non-modal dialog.")
        return
    if not _before_toggle(dialog, opening=True) or "open" in dialog.attrs:
        return
    browser_call(dialog, "show")  # (the browser's toggle event then reaches the server)
    dialog.data.pop(_MODAL, None)
    dialog.set_attribute("open", "")
    _queue_toggle(dialog)


def show_modal(dialog: Any) -> None:
    """`dialog.showModal()`: open and modal (the page behind it inert, in a browser)."""
    if "open" in dialog.attrs:
        if is_modal(dialog):
            return
        raise _refuse("showModal", "The dialog is already open as a non-modal dialog, and therefore cannot be "
                                   "opened as a modal dialog.")
    if not is_connected(dialog):
        raise _refuse("showModal", "The element is not in a Document.")
    if not _before_toggle(dialog, opening=True) or "open" in dialog.attrs:
        return
    browser_call(dialog, "showModal")
    dialog.data[_MODAL] = True
    dialog.set_attribute("open", "")
    shown_modal(dialog)  # (the rest of the page is inert: `petite.dom.events.is_inert`)
    _queue_toggle(dialog)


def close(dialog: Any, result: Any = undefined) -> None:
    """`dialog.close(result)`: closed, `returnValue` set to `result` when given, and a
    `close` event (the browser's on a live page, else a task)."""
    if "open" not in dialog.attrs or dialog.data.get(_CLOSING):  # (a close from its own beforetoggle: ignored, Chromium 156)
        return
    dialog.data[_CLOSING] = True
    try:
        _before_toggle(dialog, opening=False)
    finally:
        dialog.data.pop(_CLOSING, None)
    if "open" not in dialog.attrs:  # (its listener removed the attribute)
        return
    if result is not undefined:
        dialog.data[_RETURN_VALUE] = to_js_string(result)
    in_browser = browser_call(dialog, "close", return_value(dialog))  # (the browser's close event carries it back)
    if in_browser:
        _owe_close(dialog)
    dialog.data.pop(_MODAL, None)
    dialog.remove_attribute("open")
    _queue_toggle(dialog)
    if not in_browser:
        host.current().timers.set(lambda *_: dialog.dispatch_event(make_event("close")), ANIMATION_FRAME_MS)


def request_close(dialog: Any, result: Any = undefined) -> None:
    """`dialog.requestClose(result)`: a cancelable `cancel` event, then, unless it is
    canceled, `close(result)`. On a live page the browser does it (a command button's
    click ran it there: its `cancel`, and its close, reach the server as the user's)."""
    if "open" not in dialog.attrs or in_browser(dialog):
        return
    if dialog.dispatch_event(make_event("cancel")):
        close(dialog, result)


def shown_in_browser(dialog: Any) -> None:
    """The user opened `dialog` in the browser (a command button's `show-modal`): the
    tree agrees, modal, with no event."""
    if "open" in dialog.attrs:
        return
    dialog.data[_MODAL] = True
    dialog._own_attrs()["open"] = ""
    shown_modal(dialog)


def closed_in_browser(dialog: Any, result: str) -> None:
    """The browser closed `dialog` (Escape, a `method="dialog"` form, the server's own
    `close()`), its `returnValue` then `result`: the tree agrees, with no event (the
    browser's `close` event is the one on its way)."""
    if "open" in dialog.attrs:
        _owe_close(dialog)
    dialog.data.pop(_MODAL, None)
    dialog.data[_RETURN_VALUE] = result
    dialog.remove_attribute("open")


def _owe_close(dialog: Any) -> None:
    """`dialog` closed in the browser (by the user, or by the server's `close()` there):
    the browser's `close` event for it is on its way."""
    dialog.data[_CLOSES_OWED] = dialog.data.get(_CLOSES_OWED, 0) + 1


def take_owed_close(dialog: Any) -> bool:
    """Whether a `close` event is owed to `dialog` (it closed in the browser since the
    last one it heard), counting this one as heard. A live client's `close` at a dialog
    that never closed there is one no browser fires (a dialog never opened, or one
    whose close was heard already)."""
    owed = dialog.data.get(_CLOSES_OWED, 0)
    if not owed:
        return False
    dialog.data[_CLOSES_OWED] = owed - 1
    return True


def form_submitted(form: Any, submitter: Any) -> None:
    """What a form does once its `submit` event is not canceled: a `method="dialog"`
    form (or a submit button's `formmethod="dialog"`) closes its dialog, with the submit
    button's `value` attribute as the dialog's `returnValue` (any other form would
    navigate: a page has no other default here)."""
    if submit_method(form, submitter) != "dialog":
        return
    owner = form.parent
    while owner is not None and not (is_element(owner) and owner.tag == "dialog" and owner.namespace == HTML_NS):
        owner = owner.parent
    if owner is not None:  # (`form.requestSubmit()`, `form.submit()`: no submitter, no value)
        close(owner, submitter.attrs["value"] if submitter is not None and "value" in submitter.attrs else undefined)


def submit_method(form: Any, submitter: Any = None) -> str:
    """The method a form is submitted with: the submit button's `formmethod` when it has
    one, else the form's `method` (ASCII case-insensitive, not trimmed; "get" for anything
    else, as HTML's enumerated attributes: `method="dialog "` navigates in Chromium)."""
    attrs = submitter.attrs if submitter is not None and "formmethod" in submitter.attrs else form.attrs
    method = (attrs.get("formmethod" if attrs is not form.attrs else "method") or "").lower()
    return method if method in ("post", "dialog") else "get"


def return_value(dialog: Any) -> str:
    data = dialog.data_or_none()
    return data.get(_RETURN_VALUE, "") if data else ""


def set_return_value(dialog: Any, value: Any) -> None:
    dialog.data[_RETURN_VALUE] = to_js_string(value)


def details_toggled(details: Any) -> None:
    """`details`' `open` attribute came or went: its `toggle` event (`_queue_toggle`)."""
    _queue_toggle(details)


def _state(el: Any) -> str:
    return "open" if "open" in el.attrs else "closed"


def _before_toggle(dialog: Any, opening: bool) -> bool:
    """A dialog's `beforetoggle` ToggleEvent, at once (cancelable when it opens):
    whether it was not canceled. The server fires it on a live page too (it decides
    before it asks the browser: the browser's own, fired by that call, is not
    forwarded); one the user's input fires in the browser is forwarded as any event."""
    old, new = ("closed", "open") if opening else ("open", "closed")
    return dialog.dispatch_event(make_event("beforetoggle", oldState=old, newState=new))


def _queue_toggle(el: Any) -> None:
    """The `toggle` ToggleEvent of a details or dialog whose open state changed, as a
    task: changes before it runs make one event (the first's old state, the last's
    new one). On a live page the browser fires it, and the server hears that one."""
    if in_browser(el):
        return
    new = _state(el)
    pending = el.data.get(_TOGGLE_PENDING)
    if pending is not None:
        pending[1] = new
        return
    pending = el.data[_TOGGLE_PENDING] = ["closed" if new == "open" else "open", new]

    def fire(*_: Any) -> None:
        el.data.pop(_TOGGLE_PENDING, None)
        el.dispatch_event(make_event("toggle", oldState=pending[0], newState=pending[1]))

    host.current().timers.set(fire, 0)


def opened_in_browser(details: Any, is_open: bool) -> None:
    """The user opened or closed `details` in the browser (its summary): the tree
    agrees, with no event (the browser's `toggle` is the one on its way)."""
    if is_open:
        details._own_attrs()["open"] = ""
    else:
        details._own_attrs().pop("open", None)
