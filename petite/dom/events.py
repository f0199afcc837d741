"""Events: `Event`, dispatch through capture, target and bubble phases, listeners,
focus, and the activation behaviour of clicks (checkboxes, radios, submit buttons,
labels).

`EventTarget` is a part of `petite.dom.Element` (a mixin over the element's
`listeners`, `tag`, `attrs` and tree). `invoke` runs one node's listeners for one
phase: the live server calls it to replay a browser event's phase on the server.
"""

from __future__ import annotations

import contextvars
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..patches import listen_args
from .core import (HTML_NS, browser_call, follow_link, is_command_button, is_connected, is_element, is_inclusive_ancestor,
                   recorder_of, root_of)
from .forms import reset_options, reset_output
from .labels import labeled_control
from ..expr import host
from ..expr.budget import ExpressionLimitError, tick
from ..expr.errors import ExpressionError
from ..input_value import has_own_value, sanitize
from .validity import submission_invalid

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
        self.target: Any = None
        self.currentTarget: Any = None
        self.eventPhase = NONE
        self.defaultPrevented = False
        self.isTrusted = False
        self._stop = False
        self._stop_now = False
        self._in_passive = False
        self._dispatching = False  # (the DOM's dispatch flag: its listeners are running)

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
# A mouse event's position fields (a live client reports them; numbers)
MOUSE_POSITION = ("clientX", "clientY", "pageX", "pageY", "screenX", "screenY", "offsetX", "offsetY",
                  "movementX", "movementY", "x", "y")


# A key's legacy `keyCode` as Chromium gives a user's key press on a US keyboard (a
# letter its capital's code, a digit or shifted digit its digit's)
_KEY_CODES = {
    "Backspace": 8, "Tab": 9, "Enter": 13, "Shift": 16, "Control": 17, "Alt": 18, "Pause": 19, "CapsLock": 20,
    "Escape": 27, " ": 32, "PageUp": 33, "PageDown": 34, "End": 35, "Home": 36, "ArrowLeft": 37, "ArrowUp": 38,
    "ArrowRight": 39, "ArrowDown": 40, "Insert": 45, "Delete": 46, "Meta": 91, "ContextMenu": 93,
    ";": 186, ":": 186, "=": 187, "+": 187, ",": 188, "<": 188, "-": 189, "_": 189, ".": 190, ">": 190, "/": 191,
    "?": 191, "`": 192, "~": 192, "[": 219, "{": 219, "\\": 220, "|": 220, "]": 221, "}": 221, "'": 222, '"': 222,
    **{symbol: 48 + digit for digit, symbol in enumerate(")!@#$%^&*(")},
    **{f"F{n}": 111 + n for n in range(1, 13)},
}


def key_code(key: str) -> int:
    """The `keyCode` (and `which`) of a user's press of `key` (0 for one it does not know)."""
    if len(key) == 1 and key.isascii() and key.isalnum():
        return ord(key.upper())
    return _KEY_CODES.get(key, 0)


def make_event(type: str, **init: Any) -> Event:
    """An event of `type` with sensible defaults for its class (mouse, keyboard, other)."""
    if type in MOUSE_EVENTS:
        init.setdefault("bubbles", type not in ("mouseenter", "mouseleave"))
        init.setdefault("cancelable", True)
        init.setdefault("button", 0)
        init.setdefault("buttons", 0)
        init.setdefault("detail", 1 if type in ("click", "dblclick") else 0)
        for name in MOUSE_POSITION:  # (`el.click()` and a synthetic event: all 0)
            init.setdefault(name, 0)
    elif type in KEYBOARD_EVENTS:
        init.setdefault("bubbles", True)
        init.setdefault("cancelable", True)
        init.setdefault("key", "")
        init.setdefault("code", "")
    else:
        if type == "input":  # (typed text: a user's is an InputEvent, a toggled checkbox's an Event)
            init.setdefault("interface", "InputEvent")
        elif type == "beforetoggle":  # (canceling keeps a dialog or popover from opening, not closing)
            init.setdefault("cancelable", init.get("newState") == "open")
        # As a browser fires them: most events bubble; these do not.
        init.setdefault("bubbles", type not in NON_BUBBLING_EVENTS)
        init.setdefault("cancelable", type in CANCELABLE_EVENTS)
    return Event(type, **init)


NON_BUBBLING_EVENTS = frozenset(
    "focus blur load unload abort error scroll scrollend resize toggle beforetoggle invalid close cancel command "
    "pointerenter pointerleave mouseenter mouseleave play pause playing ended "
    "canplay canplaythrough loadeddata loadedmetadata loadstart progress seeked seeking "
    "stalled suspend timeupdate volumechange waiting ratechange durationchange emptied".split()
)
CANCELABLE_EVENTS = frozenset("submit reset wheel touchstart touchmove touchend beforeinput invalid cancel command".split())


def time_stamp(event: Event) -> float:
    """`event.timeStamp`: set by the running context's clock (a live session's real one, a
    test's virtual one) when first asked: a page's `new Event` when made, another when
    dispatched or first read in its dispatch."""
    stamp = getattr(event, "timeStamp", None)
    if stamp is None:
        stamp = event.timeStamp = host.current().timers.now()
    return stamp


def page_dispatches(event: Event) -> None:
    """`event` about to be dispatched by a page's `dispatchEvent` (an element's, the
    document's, the window's): Chromium's errors for one not initialized or already being
    dispatched; from now on it is not trusted (even a user's event the page heard)."""
    if getattr(event, "_uninitialized", False):  # (`document.createEvent(...)` before its `initEvent`)
        raise ExpressionError("Failed to execute 'dispatchEvent' on 'EventTarget': The event provided is "
                              "uninitialized.", kind="InvalidStateError")
    if event._dispatching:  # (a listener dispatching the event it hears: no endless loop)
        raise ExpressionError("Failed to execute 'dispatchEvent' on 'EventTarget': The event is already being "
                              "dispatched.", kind="InvalidStateError")
    event.isTrusted = False


def dispatch(target: Any, event: Event) -> None:
    """Run the listeners of `target`'s ancestors and itself, phase by phase."""
    time_stamp(event)
    path: list[Any] = []
    node: Any = target
    while node is not None:
        path.append(node)
        node = node.parent
    event.target = target
    for node in reversed(path[1:]):
        invoke(node, event, CAPTURING_PHASE)
        if event._stop:
            break
    if not event._stop:
        invoke(target, event, AT_TARGET)
    if event.bubbles and not event._stop:
        for node in path[1:]:
            invoke(node, event, BUBBLING_PHASE)
            if event._stop:
                break
    event.eventPhase = NONE
    event.currentTarget = None
    event.__dict__.pop("_view", None)  # (the view and the event would hold each other)


def invoke(node: Any, event: Event, phase: int, listeners: tuple | None = None) -> None:
    """Run `node`'s listeners for `event` in one `phase` (CAPTURING_PHASE, AT_TARGET,
    BUBBLING_PHASE), honouring `once`, `passive` and `stopImmediatePropagation`. With
    `listeners`, those run (the node's listeners when the event's dispatch began: the
    node may have left the tree since, and lost them)."""
    kept = listeners is not None
    if not kept:
        listeners = getattr(node, "listeners", None)
    if not listeners:
        return
    tick(len(listeners))  # (each is walked, whatever its type: a node keeps up to 1,000)
    event.currentTarget = node
    event.eventPhase = phase
    dispatching, event._dispatching = event._dispatching, True
    try:
        _run_listeners(node, event, phase, listeners, kept)
    finally:
        event._dispatching = dispatching


# `window.event`: the event whose listeners are running (HTML's "current event"), in the
# context running them (a session's, a thread's): never process-wide
CURRENT_EVENT: contextvars.ContextVar[Event | None] = contextvars.ContextVar("petite_current_event", default=None)


def _run_listeners(node: Any, event: Event, phase: int, listeners: tuple, kept: bool) -> None:
    if phase == AT_TARGET:
        entries = [e for e in listeners if e.capture] + [e for e in listeners if not e.capture]
    else:
        want_capture = phase == CAPTURING_PHASE
        entries = [e for e in listeners if e.capture == want_capture]
    registered, present = None, None  # (the node's listeners as last seen, by identity: a listener may remove one)
    for entry in entries:
        if entry.type != event.type:
            continue
        if node.listeners is not registered:  # (a tuple, replaced on every change: the set is made again then only)
            registered = node.listeners
            present = {id(e) for e in registered}
        if id(entry) not in present and not kept:
            continue
        if entry.once and id(entry) in present:
            node.remove_event_listener(entry.type, entry.handler, capture=entry.capture)
            registered = node.listeners  # (what changed is known: no new set)
            present.discard(id(entry))
        event._in_passive = bool(entry.passive)
        current = CURRENT_EVENT.set(event)
        try:
            entry.handler(event)
        except ExpressionLimitError:
            raise  # (a runaway ends the whole evaluation)
        except ExpressionError as error:
            report_exception(error)
        finally:
            event._in_passive = False
            CURRENT_EVENT.reset(current)
        if event._stop_now:
            break


def report_exception(error: ExpressionError) -> None:
    """A listener's error, as the DOM reports it: the dispatch goes on (the other
    listeners run, default actions happen; a script's `el.click()` returns). The running
    scheduler keeps it for whoever started the work (`Scheduler.reporting`: petite.testing
    raises it after, a live session logs it); outside such work it is raised at once."""
    reported = getattr(host.current(), "reported", None)
    if reported is None:
        raise error
    reported.append(error)


@dataclass(slots=True, eq=False)
class Listener:
    """One `addEventListener` registration of an element (`el.listeners`)."""

    type: str
    handler: Callable[[Event], Any]
    capture: bool = False
    once: bool = False
    passive: bool = False


_FORM_CONTROLS = frozenset({"button", "input", "select", "textarea", "option", "optgroup", "fieldset"})

def is_disabled(el: Any) -> bool:
    """A form control that is disabled, by its own attribute or by a disabled fieldset
    (outside that fieldset's first legend) or optgroup, as the HTML spec defines it."""
    if el.namespace != HTML_NS or el.tag not in _FORM_CONTROLS:
        return False
    if "disabled" in el.attrs:
        return True
    child = el
    parent = el.parent
    while is_element(parent):
        if parent.tag == "fieldset" and "disabled" in parent.attrs and not _in_first_legend(parent, child):
            return True
        if parent.tag == "optgroup" and el.tag == "option" and "disabled" in parent.attrs:
            return True
        child, parent = parent, parent.parent
    return False


def _in_first_legend(fieldset: Any, child: Any) -> bool:
    legend = next((c for c in fieldset.children if is_element(c) and c.tag == "legend"), None)
    return legend is not None and child is legend


def is_inert(node: Any) -> bool:
    """Inside an inert subtree: the node or an ancestor is an HTML element with `inert`
    (Chromium ignores the attribute on SVG and MathML elements), or a modal dialog is
    open in its tree and the node is outside the topmost one (HTML's "blocked by a
    modal dialog": the page behind it)."""
    blocker = blocking_modal(node)
    inside = blocker is None
    while node is not None:
        if is_element(node) and node.namespace == HTML_NS and "inert" in node.attrs:
            return True
        inside = inside or node is blocker
        node = node.parent
    return not inside


MODAL = "dialog modal"  # (a dialog's data: shown with showModal(), `petite.dom.dialog`)


def shown_modal(dialog: Any) -> None:
    """`dialog` was shown modal: it is the topmost modal dialog of its tree (kept at the
    tree's root, weakly, as the focused element is)."""
    root = root_of(dialog)
    modals = _modal_refs(root, create=True)
    # (only the dialogs still modal in the tree stay: a loop of showModal() and close()
    # keeps one entry, not one per call)
    modals[:] = [ref for ref in modals if _still_modal(ref(), root) and ref() is not dialog]
    modals.append(weakref.ref(dialog))


def _modal_refs(root: Any, create: bool = False) -> list | None:
    """The weak references to the modal dialogs a tree keeps at its root (an element's
    data, a fragment's `modals`), in the order shown; None when it keeps none, unless
    `create`."""
    if is_element(root):
        if create:
            return root.data.setdefault("modal dialogs", [])
        data = root.data_or_none()
        return data.get("modal dialogs") if data else None
    if create and root.modals is None:
        root.modals = []
    return getattr(root, "modals", None)


def _still_modal(dialog: Any, root: Any) -> bool:
    return dialog is not None and "open" in dialog.attrs and bool(dialog.data.get(MODAL)) and root_of(dialog) is root


def modal_dialogs(root: Any) -> list[Any]:
    """The modal dialogs of `root`'s tree still open and modal, in the order shown (the
    last is the topmost)."""
    root = root_of(root)
    return [ref() for ref in _modal_refs(root) or () if _still_modal(ref(), root)]


def blocking_modal(node: Any) -> Any:
    """The topmost modal dialog of `node`'s tree that is still open, modal and in the
    tree, or None."""
    root = root_of(node)
    modals = _modal_refs(root)
    while modals:
        dialog = modals[-1]()
        if _still_modal(dialog, root):
            return dialog
        modals.pop()
    return None


def active_element(root: Any) -> Any:
    """The focused element of the tree `root` is the root of (its `document.activeElement`),
    or None. A tree keeps it at its root (an element's data, a fragment's `active`),
    weakly: nothing outside the tree keeps the tree alive, and it holds no cycle. A
    focused element removed from the tree, or that can no longer take focus (disabled,
    inert, behind a modal dialog), leaves focus to the document, as in a browser (its
    focus fixup)."""
    if is_element(root):
        data = root.data_or_none()
        ref = data.get("active element") if data else None
    else:
        ref = getattr(root, "active", None)
    element = ref() if ref is not None else None
    if element is not None and (root_of(element) is not root or not element.is_focusable):
        element.data.pop("focused", None)
        _set_active(root, None)
        return None
    return element


def focused_in_browser(root: Any, element: Any) -> None:
    """The browser showing a live page has focus on `element` (None: on no element of
    `root`'s tree): the tree agrees, with no event (the browser's focus events come as
    events when the page listens). `v-model` and `document.activeElement` read it."""
    previous = active_element(root)
    if previous is element:
        return
    if previous is not None:
        previous.data.pop("focused", None)
    if element is not None:
        element.data["focused"] = True
    _set_active(root, element)


def _set_active(root: Any, element: Any) -> None:
    ref = None if element is None else weakref.ref(element)
    if not is_element(root):
        root.active = ref
    elif ref is not None:
        root.data["active element"] = ref
    elif root.data_or_none():
        root.data.pop("active element", None)


class EventTarget:
    """The event side of an element: listeners, dispatch, `click()`, focus."""

    __slots__ = ()


    def focus(self) -> None:
        """Focus this element as `el.focus()` does: nothing when it cannot take focus or
        has it; else `blur` then `focusout` on the element that had focus, then `focus`
        then `focusin` on this one (each with the other as `relatedTarget`). On a
        live page the browser does it (`browser_call`)."""
        if not self.is_focusable or browser_call(self, "focus"):
            return
        root = root_of(self)
        previous = active_element(root)
        if previous is self and self.data.get("focused"):
            return
        if previous is not None:
            previous.data.pop("focused", None)
            _set_active(root, None)
            previous.dispatch_event(make_event("blur", relatedTarget=self))
            previous.dispatch_event(make_event("focusout", relatedTarget=self))
        _set_active(root, self)
        self.data["focused"] = True
        self.dispatch_event(make_event("focus", relatedTarget=previous))
        self.dispatch_event(make_event("focusin", relatedTarget=previous))

    def blur(self) -> None:
        """`el.blur()`: when this element has focus, `blur` then `focusout` on it (focus
        goes back to the document). On a live page the browser does it (`browser_call`)."""
        if browser_call(self, "blur") or not self.is_focused:
            return
        self.data.pop("focused", None)
        _set_active(root_of(self), None)
        self.dispatch_event(make_event("blur", relatedTarget=None))
        self.dispatch_event(make_event("focusout", relatedTarget=None))

    def select_text(self) -> None:
        """`input.select()`: the browser showing a live page selects the text; a tree no
        browser shows keeps no selection."""
        browser_call(self, "select")

    def set_selection_range(self, start: int, end: int, direction: str) -> None:
        """`input.setSelectionRange(start, end, direction)`: as `select()`, the browser
        showing a live page selects; a tree no browser shows keeps no selection."""
        browser_call(self, "setSelectionRange", start, end, direction)

    def scroll_into_view(self, options: bool | dict[str, str] | None = None) -> None:
        """`el.scrollIntoView(options)`: the browser showing a live page scrolls; a tree
        no browser shows has nothing to scroll."""
        browser_call(self, "scrollIntoView", *(() if options is None else (options,)))

    @property
    def is_focusable(self) -> bool:
        """Can `focus()` move focus here? Enabled form controls (a disabled fieldset
        disables those inside it), links with an href, elements with a tabindex or
        contenteditable, a details element's summary; nothing in an inert subtree."""
        if is_inert(self):
            return False
        if self.namespace != HTML_NS:
            return "tabindex" in self.attrs
        tag = self.tag
        if tag in ("input", "select", "textarea", "button"):
            return not is_disabled(self) and not (tag == "input" and self.type == "hidden")
        if "tabindex" in self.attrs:
            return True
        if tag in ("a", "area"):
            return "href" in self.attrs
        editable = self.attrs.get("contenteditable")
        if editable is not None and editable.lower() != "false":
            return True
        return tag == "summary" and is_element(self.parent) and self.parent.tag == "details"

    @property
    def is_focused(self) -> bool:
        """Is this element its tree's `document.activeElement`?"""
        data = self.data_or_none()
        return bool(data and data.get("focused")) and active_element(root_of(self)) is self

    def click(self) -> bool:
        """Fire a click as `element.click()` does (activation included; a script's
        click has `detail` 0, a user's 1); a disabled form control ignores it."""
        if self.is_disabled_control:
            return False
        return self.dispatch_event(make_event("click", detail=0, composed=True))

    @property
    def is_disabled_control(self) -> bool:
        """A disabled button, input, select, textarea, option or optgroup (by its own
        attribute or a disabled fieldset's: `is_disabled`): browsers send it no mouse
        events, and its `click()` does nothing."""
        return self.tag != "fieldset" and is_disabled(self)

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
        self.add_listener(Listener(type, handler, capture, once, passive))

    def add_listener(self, entry: Listener) -> None:
        """`addEventListener` with its registration made already (an object that is
        its own handler: one object per listener of every mounted copy)."""
        for old in self.listeners:
            if old.type == entry.type and old.handler is entry.handler and old.capture == entry.capture:
                return
        self.listeners = (*self.listeners, entry)  # a tuple: most elements have one listener
        recorder = recorder_of(self)
        if recorder is not None:
            recorder.record(["listen", self.nid, *listen_args(entry)])

    def remove_event_listener(self, type: str, handler: Callable[[Event], Any], *, capture: bool = False) -> None:
        for i, entry in enumerate(self.listeners):
            if entry.type == type and entry.handler is handler and entry.capture == capture:
                self.listeners = self.listeners[:i] + self.listeners[i + 1:]
                recorder = recorder_of(self)
                if recorder is not None and not any(e.type == type for e in self.listeners):
                    recorder.record(["unlisten", self.nid, type])
                return

    addEventListener = add_event_listener
    removeEventListener = remove_event_listener

    def dispatch_event(self, event: Event) -> bool:
        """Dispatch `event` with capture/target/bubble phases and default actions.

        Returns False when a listener called `preventDefault()`. A disabled control hears no
        mouse event and only a mouse click activates: a plain `new Event('click')` a page
        dispatches reaches a disabled control and activates nothing, as in Chromium.
        """
        page_dispatches(event)
        if event.is_mouse and event.type in MOUSE_EVENTS and self.is_disabled_control:
            return True
        activation = None
        if event.type == "click" and event.is_mouse:
            node: Any = self
            while is_element(node) and activation is None:
                activation = _activation(node, event, self)
                node = node.parent if event.bubbles else None
        dispatch(self, event)
        if activation is not None:
            activation(event.defaultPrevented)
        return not event.defaultPrevented

    dispatchEvent = dispatch_event



def toggle_undo(el: Any) -> Callable[[], None]:
    """What puts a checkbox or radio (and its group) back as it is now, when the click
    that toggles it is canceled (the browser's canceled activation)."""
    was_checked = el.checked
    previous = next((r for r in el._radio_group() if r.checked), None) if el.type == "radio" else None

    def undo() -> None:
        if el.type == "checkbox":
            el.checked = was_checked
        elif previous is not None:
            previous.checked = True
        else:
            el.set_prop("checked", False)

    return undo


def _activation(el: Any, event: Event, target: Any) -> Callable[[bool], None] | None:
    """Activation behaviour of a click on `el` (the target or its nearest activatable
    ancestor): checkboxes/radios toggle (undone when the click is canceled) and fire
    `input` + `change`, when they are in the page (one not connected toggles silently,
    the HTML standard's input activation behaviour); submit buttons submit their form;
    labels click their control."""
    if el.attrs.get("disabled") is not None and el.tag in _FORM_CONTROLS:
        return None
    if el.tag == "label" and el.namespace == HTML_NS:
        control = labeled_control(el)
        if control is None or control is target or is_inclusive_ancestor(control, target):
            return None

        def click_control(canceled: bool) -> None:
            if not canceled:
                control.click()

        return click_control
    if el.tag == "input" and el.type in ("checkbox", "radio"):
        was_checked = el.checked
        undo = toggle_undo(el)
        if el.type == "checkbox":
            el.checked = not was_checked
        else:
            el.checked = True

        def finish(canceled: bool) -> None:
            if canceled:
                undo()
                return
            if el.checked != was_checked and is_connected(el):
                el.dispatch_event(Event("input", bubbles=True))
                el.dispatch_event(Event("change", bubbles=True))

        return finish
    if el.tag == "summary" and el.namespace == HTML_NS and _summary_of(el.parent) is el:
        def toggle(canceled: bool) -> None:
            details = el.parent
            if canceled:
                return
            if "open" in details.attrs:
                details.remove_attribute("open")
            else:
                details.set_attribute("open", "")

        return toggle
    if is_command_button(el):
        run = el.command_activation()  # (petite.dom.commands: None for a submit or reset button)
        if run is not None or el.type == "button":
            return run
    if el.tag in ("button", "input") and el.type == "reset":
        def reset(canceled: bool) -> None:
            form = el.form_owner
            if not canceled and form is not None:
                reset_form(form)

        return reset
    if el.is_submit_button:
        def submit(canceled: bool) -> None:
            form = el.form_owner
            if not canceled and form is not None:
                request_submit(form, el)

        return submit
    if el.tag in ("a", "area") and el.namespace == HTML_NS and "href" in el.attrs:
        def follow(canceled: bool) -> None:
            if not canceled:
                follow_link(el)

        return follow
    return None


def reset_form(form: Any) -> None:
    """`form.reset()` (and a reset button's click): a cancelable `reset` event, then each
    of the form's controls back to its default value, checkedness and selectedness
    (the markup's). Fires no `input`: `v-model` keeps what it had, as in a browser."""
    if not form.dispatch_event(make_event("reset")):
        return
    for control in form.form_controls:
        if control.tag == "select":
            options = list(control.options)
            for option in options:
                option.set_prop("selected", "selected" in option.attrs)
            reset_options(control)
        elif control.tag == "textarea":
            control.set_prop("value", control.text_content)
        elif control.tag == "input" and control.type in ("checkbox", "radio"):
            control.set_prop("checked", "checked" in control.attrs)
        elif control.tag == "input" and has_own_value(control.type):  # (the others: nothing to reset)
            control.set_prop("value", sanitize(control.type, control.attrs.get("value", ""), control.attrs))
        elif control.tag == "output":
            reset_output(control)


def _summary_of(details: Any) -> Any:
    """A details element's summary (its first `<summary>` child), or None."""
    if not (is_element(details) and details.tag == "details" and details.namespace == HTML_NS):
        return None
    return next((c for c in details.children if is_element(c) and c.tag == "summary"), None)


def request_submit(form: Any, submitter: Any) -> None:
    """A form's submission as a submit button's click or `form.requestSubmit(submitter)`
    starts it: its constraints checked (`submission_allowed`), a cancelable `submit`
    event (a SubmitEvent with its `submitter`, or null), then its default action
    (petite.dom.nodes: a dialog form closes its dialog; any other would navigate).
    A form that is not connected cannot navigate: nothing happens, no `invalid` and no
    `submit` (the HTML standard's form submission algorithm, as Chromium runs it)."""
    if not is_connected(form):
        return
    if submission_allowed(form, submitter):
        submit_event = Event("submit", bubbles=True, cancelable=True, submitter=submitter, interface="SubmitEvent")
        if form.dispatch_event(submit_event):
            form.submitted(submitter)


def submission_allowed(form: Any, submitter: Any) -> bool:
    """A browser checks a form's constraints before a submit button submits it
    (petite.dom.validity): `invalid` at each invalid control, and no submission."""
    invalid = submission_invalid(form, submitter)
    for control in invalid:
        control.dispatch_event(Event("invalid", bubbles=False, cancelable=True))
    return not invalid
