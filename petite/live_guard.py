"""What a live client may ask of a session: the checks a browser would make for it.

A live client is any program speaking the protocol, so the session refuses whatever no
user could do in a browser (scripts on the page could do more; the server cannot tell
them from an attacker, so it grants what a user's own input can produce):

- the listener's element exists in the session's tree and listens to that event type
  (in that phase); the target is that element or one of its descendants;
- the target is one a user's input reaches for that kind of event (`reachable`):
  * disabled form controls (a `disabled` attribute, or inside a `<fieldset disabled>`
    outside its first legend, or an option in a disabled optgroup) get no click: HTML
    "A form control that is disabled must prevent any click events that are queued on
    the user interaction task source from being dispatched on the element"; Chromium
    drops click, dblclick, mousedown and mouseup on them and on their descendants (a
    `<fieldset disabled>` itself, and what is not a control inside it, still get them),
    but still delivers hover, pointer, contextmenu and auxclick events. A disabled control
    is not focusable, so no focus, key or input events target it.
  * inert subtrees (an HTML element with `inert`, HTML "inert subtrees": hit-testing acts
    as if `pointer-events: none`, the nodes cannot be focused or edited) get no pointer,
    mouse, focus, key or input events -- except a labelable control whose label a user
    can click: the label's activation behaviour clicks the control (Chromium also
    toggles an inert checkbox or radio so).
  * `hidden`, `display: none` (`v-show`) and `content-visibility` are NOT checked: they
    are CSS, and author style the server never sees can show the element again
    (`[hidden] { display: block }`, `!important`), then a user can click it. Hiding is
    not a security boundary (docs/security.md).
- form state travels only for controls, and only what a user could produce: anything
  equal to the server's state is a no-op; a change needs a control the user can edit
  (not disabled, not inert, not `readonly` where readonly applies), a value that is a
  fixed point of the browser's value sanitization (`petite.input_value.sanitize`: no
  "not a number" in `type=number`, only `#rrggbb` in a color input, a range value on
  its steps ...), no longer than `maxlength` (unless it only deletes from a longer
  value), a checkbox toggled or a radio checked (never unchecked), a selection of
  existing, enabled options (one at most without `multiple`); a file input's value is
  only the browser's `C:\\fakepath\\<name>`. The same rules serve the event's `state`
  and the `forms` entries of unbound controls;
- a `submit` passes the form's constraint validation with its submitter, as the
  browser checks it before it fires one (`check_submission`); a `reset` goes only to a
  form with a reset button a user can press;
- the event's fields are a fixed list of plain values (no `target`, `isTrusted` ...);
  `isTrusted` is the message's `trusted` when it is `true` (the browser's word: a
  client can claim it, and its events are held to what a user can do anyway).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from typing import Any

from . import dom
from .dom.commands import command_buttons, command_for
from .dom.core import is_inclusive_ancestor
from .dom.events import is_disabled, is_inert
from .dom.labels import first_with_id, is_label, is_labelable, labeled_control
from .dom.validity import submission_invalid
from .expr import utf16
from .expr.budget import ExpressionLimitError, metered
from .input_value import sanitize

#: event fields a client may report (anything else is ignored), with their types
EVENT_FIELDS: dict[str, tuple[type, ...]] = {
    "key": (str,), "code": (str,), "ctrlKey": (bool,), "shiftKey": (bool,), "altKey": (bool,),
    "metaKey": (bool,), "button": (int,), "buttons": (int,), "detail": (int,), "repeat": (bool,),
    "keyCode": (int,), "charCode": (int,), "which": (int,), "location": (int,), "isComposing": (bool,),
    "composed": (bool,),
    **{name: (int, float) for name in dom.MOUSE_POSITION},
    "command": (str,), "source": (int,),  # (a CommandEvent's: its source is a node id, `command_source`)
    "oldState": (str,), "newState": (str,),  # (a ToggleEvent's)
    "submitter": (int,),  # (a SubmitEvent's: a node id, `submit_source`)
}
MAX_FIELD_LENGTH = 64
MAX_SELECTIONS = 32  # (text selections one event reports: the client's cap)
_NOT_TYPED_INTO = frozenset({"hidden", "checkbox", "radio", "file", "button", "submit", "reset", "image"})
_READONLY_APPLIES = frozenset({"text", "search", "url", "tel", "email", "password", "date", "month", "week",
                               "time", "datetime-local", "number", "textarea"})
_MAXLENGTH_APPLIES = frozenset({"text", "search", "url", "tel", "email", "password", "textarea"})
_FAKE_PATH = "C:\\fakepath\\"

# Events a browser dispatches at the element under the user's pointer (hit testing).
# Boundary events (mouseout/leave, pointerout/leave) and the rest of a gesture already
# begun (touchmove/end, drag/dragend, pointer capture) are not listed: the browser
# sends them to an element that became unreachable meanwhile.
_HIT_TESTED = frozenset(
    "click dblclick auxclick contextmenu mousedown mouseup mousemove mouseover mouseenter "
    "pointerdown pointerup pointermove pointerover pointerenter pointerrawupdate wheel "
    "touchstart dragstart dragenter dragover drop".split()
)
# Events that need the target focused or editable (key events go to the focused element;
# input/change to a control the user edits). blur/focusout are not listed: a control
# that loses focus because it became disabled or inert gets them.
_NEEDS_FOCUS = frozenset(
    "focus focusin keydown keyup keypress beforeinput input change paste cut "
    "compositionstart compositionupdate compositionend".split()
)
# Events a disabled form control (but a fieldset), and everything inside it, never gets from a user.
_ACTIVATION = frozenset({"click", "dblclick", "mousedown", "mouseup"})
_NON_NEGATIVE_INTEGER = re.compile(r"[ \t\n\f\r]*\+?(\d+)")


class Refused(Exception):
    """A client message that a browser could not have sent; the text names no page content."""


def check_event(node: dom.Node, target: dom.Node, kind: str, capture: bool) -> int:
    """The dispatch phase of an allowed event at `node`, or raise `Refused`."""
    if not isinstance(node, dom.Element):
        raise Refused("events reach elements only")
    if not is_inclusive_ancestor(node, target):
        raise Refused("the target is not inside the listening element")
    if target is node:
        phase = dom.AT_TARGET
        bound = any(entry.type == kind for entry in node.listeners)
    else:
        phase = dom.CAPTURING_PHASE if capture else dom.BUBBLING_PHASE
        if not capture and not dom.make_event(kind).bubbles:
            raise Refused("this event does not bubble")
        bound = any(entry.type == kind and entry.capture == capture for entry in node.listeners)
    if not bound:
        raise Refused("no listener for this event")
    check_reachable(target, kind)
    return phase


def check_reachable(target: dom.Node, kind: str) -> None:
    """Raise `Refused` if a user's input never dispatches a `kind` event at `target`."""
    if kind in _ACTIVATION and any(is_disabled(el) and el.tag != "fieldset" for el in _self_and_ancestors(target)):
        raise Refused("the element is disabled")
    if kind in _NEEDS_FOCUS and isinstance(target, dom.Element) and is_disabled(target):
        raise Refused("the element is disabled")
    if (kind in _HIT_TESTED or kind in _NEEDS_FOCUS) and is_inert(target) and not _label_activates(target, kind):
        raise Refused("the element is inert")
    if kind == "submit" and not _submittable(target):
        raise Refused("no user can submit this")
    if kind == "reset" and not _resettable(target):
        raise Refused("no user can reset this")


def _submittable(target: dom.Node) -> bool:
    """Can a user submit `target`: a form with a submit button a user can press (enabled,
    not inert), or with none and a field to press Enter in (implicit submission, which a
    disabled default button blocks, as in Chromium)?"""
    if not (isinstance(target, dom.Element) and target.tag == "form"):
        return False
    buttons = [el for el in target.form_controls if el.is_submit_button]
    if buttons:
        return any(not is_disabled(el) and not is_inert(el) for el in buttons)
    return _submits_without_a_button(target)


def check_fired(target: dom.Node, kind: str, fields: dict[str, Any] | None = None) -> None:
    """Raise `Refused` if the browser never fires a `kind` event at `target` in the
    state the message left it in (its `forms` and the target's own `state` applied:
    a dialog the user closed reports itself closed with its `close` event); a `toggle`
    event's `fields` must say what happened to it (`_check_toggle`)."""
    reachable = _FIRED_BY_STATE.get(kind)
    if reachable is not None and not reachable(target):
        raise Refused("no user input fires this event here")
    if kind == "toggle" and fields is not None:
        _check_toggle(target, fields)


def _check_toggle(target: dom.Node, fields: dict[str, Any]) -> None:
    """`toggle` at a `<details>` or a `<dialog>` follows its opening or closing: its
    `newState` is what the element is now ("open" or "closed") and its `oldState` the
    other, as the browser sets them; a message saying otherwise is refused, one saying
    nothing gets them."""
    if not isinstance(target, dom.Element) or target.namespace != dom.HTML_NS or target.tag not in ("details", "dialog"):
        return
    now = "open" if "open" in target.attrs else "closed"
    before = "closed" if now == "open" else "open"
    if fields.get("newState", now) != now or fields.get("oldState", before) != before:
        raise Refused("a toggle that did not happen")
    fields["newState"], fields["oldState"] = now, before


def _formdata_reachable(target: dom.Node) -> bool:
    """`formdata`: fired at a form while it is submitted, so at a form a user can submit."""
    return _submittable(target)


def _invalid_reachable(target: dom.Node) -> bool:
    """`invalid`: fired, with no script, at a control that fails its constraints when a
    user submits its form (interactive validation: not with `novalidate`). A check past
    the work budget counts as valid (no `invalid`)."""
    if not isinstance(target, dom.Element):
        return False
    form = target.form_owner
    if form is None or not _submittable(form):
        return False
    try:
        return any(el is target for el in metered(submission_invalid, form, None))
    except ExpressionLimitError:
        return False


def _cancel_reachable(target: dom.Node) -> bool:
    """`cancel`: fired at an open `<dialog>` by a close request (Escape, a light dismiss)
    when it takes one, or by a `command="request-close"` button a user can press; and at
    a file input whose chooser the user dismissed."""
    if not isinstance(target, dom.Element) or target.namespace != dom.HTML_NS:
        return False
    if target.tag == "input":
        return target.type == "file" and not is_disabled(target) and not is_inert(target)
    if target.tag != "dialog" or "open" not in target.attrs:
        return False
    return _takes_close_requests(target) or any(
        command_for(el, target) == "request-close" for el in user_command_buttons(target))


def _close_reachable(target: dom.Node) -> bool:
    """`close`: fired at a `<dialog>` once it is closed (the event's `forms`, applied
    first, say so when the user closed it), once for each time it closed in the browser
    (`dom.dialog.take_owed_close`: not at a dialog never opened, nor twice for one
    close), never at an open one or another element."""
    return (isinstance(target, dom.Element) and target.namespace == dom.HTML_NS and target.tag == "dialog"
            and "open" not in target.attrs and dom.dialog.take_owed_close(target))


# Events the browser fires only in a state the user's input led to: a forged one at an
# element in another state was dispatched as it came (a dialog's `close` while it was
# still open, `invalid` at a valid control, `formdata` at a form nobody can submit).
_FIRED_BY_STATE = {"formdata": _formdata_reachable, "invalid": _invalid_reachable,
                   "cancel": _cancel_reachable, "close": _close_reachable}


def _resettable(target: dom.Node) -> bool:
    """Can a user reset `target`: a form with a reset button a user can press (its own
    or `form=` owned; no key resets a form)?"""
    if not (isinstance(target, dom.Element) and target.tag == "form"):
        return False
    return any(el.tag in ("button", "input") and el.type == "reset" and not is_disabled(el) and not is_inert(el)
               for el in target.form_controls)


def check_submission(form: dom.Node, submitter: dom.Element | None) -> None:
    """Raise `Refused` if the browser's constraint validation blocks `form`'s submission
    by `submitter` (None: Enter with no submit button): a click on a submit button,
    Enter in a field (which submits with the default button as its submitter) and
    `requestSubmit()` fire `invalid` and no `submit` while a control's constraint fails,
    unless the form has `novalidate` or the submitter `formnovalidate` (Chromium,
    checked: `petite.dom.validity`, the rule the mount path's submit follows)."""
    if isinstance(form, dom.Element) and _constraints_fail(form, submitter):
        raise Refused("the form's constraints block this submission")


def _constraints_fail(form: dom.Element, submitter: dom.Element | None) -> bool:
    """Does constraint validation block `form`'s submission by `submitter`? Checked as
    one evaluation (one work budget: each control and each `pattern` match is charged,
    `petite.dom.validity`), so a client that filled a page's controls with values
    slow to match pays once per message, not once per control; a check past the budget
    counts as failing."""
    try:
        return bool(metered(submission_invalid, form, submitter))
    except ExpressionLimitError:
        return True


def event_fields(init: Any) -> dict[str, Any]:
    """The allowed fields of a client's event init, with the right types."""
    if init is None:
        return {}
    if not isinstance(init, dict):
        raise Refused("event init must be an object")
    fields = {}
    for name, types in EVENT_FIELDS.items():
        value = init.get(name)
        if value is None:
            continue
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise Refused("bad event field")
        if isinstance(value, str) and len(value) > MAX_FIELD_LENGTH:
            raise Refused("bad event field")
        if isinstance(value, float) and not math.isfinite(value):
            raise Refused("bad event field")
        fields[name] = value
    return fields


def reported_selections(selections: Any) -> list[tuple[Any, int, int, str]]:
    """The text selections an event reports, `[[id, start, end, direction], ...]` (the
    focused control's and those of controls blurred since the last event: a few), as
    (id, start, end, direction); offsets are the DOM's unsigned longs (the control
    clamps them). Refused when malformed or more than a browser could send."""
    if selections is None:
        return []
    if type(selections) is not list or len(selections) > MAX_SELECTIONS:
        raise Refused("bad selections")
    out = []
    for entry in selections:
        if type(entry) is not list or len(entry) != 4:
            raise Refused("bad selections")
        nid, start, end, direction = entry
        if type(start) is not int or type(end) is not int or not 0 <= start < 1 << 32 or not 0 <= end < 1 << 32 \
                or direction not in ("forward", "backward", "none"):
            raise Refused("bad selections")
        out.append((nid, start, end, direction))
    return out


def writable_state(target: dom.Node, state: Any, reported: bool = False,
                   labels: LabelIndex | None = None) -> dict[str, Any]:
    """The part of a client's form `state` a user could have produced on `target`
    (what equals the server's state passes unchanged); `Refused` for anything else.
    `reported`: a `forms` entry (a change no event carried), the only way a dialog a
    command button opened is told; `labels`: the message's label index."""
    if state is None or not isinstance(target, dom.Element):
        return {}
    if not isinstance(state, dict):
        raise Refused("form state must be an object")
    allowed: dict[str, Any] = {}
    if "value" in state:
        value = state["value"]
        if not isinstance(value, str):
            raise Refused("a value is a string")
        if target.tag not in ("input", "textarea"):
            raise Refused("this element has no value a user can type")
        if value != target.value:
            _check_typed(target, value)
        allowed["value"] = value
    if "checked" in state:
        checked = state["checked"]
        if not isinstance(checked, bool):
            raise Refused("checked is a boolean")
        if target.tag != "input" or target.type not in ("checkbox", "radio"):
            raise Refused("this element cannot be checked")
        if checked != target.checked:
            if target.type == "radio" and not checked:
                raise Refused("a user cannot uncheck a radio button")
            if is_disabled(target) or (is_inert(target) and not _reachable_label(target, labels)):
                raise Refused("the element cannot be changed")
        allowed["checked"] = checked
    if "selected" in state:
        allowed["selected"] = _selection(target, state["selected"])
    if "open" in state and "returnValue" not in state:  # (details: its summary opens and closes it)
        if not isinstance(state["open"], bool):
            raise Refused("open is a boolean")
        if target.tag == "dialog" and target.namespace == dom.HTML_NS:
            # (a user opens a dialog by a command button only; one the server closed
            # meanwhile, or no user could open, stays as the server has it)
            if state["open"] and reported and ("open" in target.attrs or _opened_by_command(target)):
                allowed["open"] = True
            return allowed
        if target.tag != "details" or target.namespace != dom.HTML_NS:
            raise Refused("only details open and close")
        if state["open"] != ("open" in target.attrs) and is_inert(target):
            raise Refused("the element cannot be changed")
        allowed["open"] = state["open"]
    if "returnValue" in state:  # (a closed dialog: a user can close one, never open one)
        value = state["returnValue"]
        if not isinstance(value, str) or len(value) > MAX_FIELD_LENGTH:
            raise Refused("a dialog's return value is a string")
        if target.tag != "dialog" or target.namespace != dom.HTML_NS or state.get("open") is not False:
            raise Refused("only a dialog closes")
        if "open" in target.attrs:  # (one the server closed already keeps its return value: the
            if value not in _user_closing_values(target):  # browser's close event on its way carries the same)
                raise Refused("no user closes this dialog with that value")
            allowed["returnValue"] = value
    return allowed


def _user_closing_values(dialog: dom.Element) -> set[str]:
    """`_closing_values` as one evaluation (one budget for the forms' constraints it
    checks); past the budget, none."""
    try:
        return metered(_closing_values, dialog)
    except ExpressionLimitError:
        return set()


def _closing_values(dialog: dom.Element) -> set[str]:
    """The return values a user's input can close `dialog` with: "" by a close request
    (Escape, a light dismiss) when the dialog takes one (a modal one, or its `closedby`
    says so, checked in Chromium 150), or what a button a user can press gives (its
    `value`, else the value the dialog has): a submit button of a `method="dialog"`
    form in it whose constraints pass (as `check_submission`), or a button whose
    `command` closes it (`commandfor` names its id)."""
    current = dom.dialog.return_value(dialog)
    values = {""} if _takes_close_requests(dialog) else set()
    for el in dom.root_elements(dialog):
        if el.tag == "form" and dom.dialog.submit_method(el) == "dialog" and _dialog_of(el) is dialog \
                and _submits_without_a_button(el) and not _constraints_fail(el, None):
            values.add("")  # (Enter in its field: "" in Chromium 150)
        if el.tag not in ("button", "input") or el.namespace != dom.HTML_NS:
            continue
        if _submits_to_dialog(el, dialog) and not is_disabled(el) and not is_inert(el) \
                and not _constraints_fail(el.form_owner, el):
            values.add(el.attrs.get("value", current))
    for el in user_command_buttons(dialog):
        if command_for(el, dialog) in ("close", "request-close"):
            values.add(el.attrs.get("value", current))
    return values


def _takes_close_requests(dialog: dom.Element) -> bool:
    """Does a close request (Escape, a light dismiss) reach `dialog`: a modal one, or one
    whose `closedby` says so (Chromium 150)?"""
    closed_by = (dialog.attrs.get("closedby") or "").strip().lower()
    return closed_by in ("any", "closerequest") or closed_by != "none" and dom.dialog.is_modal(dialog)


def user_command_buttons(target: dom.Element) -> list[dom.Element]:
    """The command buttons naming `target` that a user can press (`petite.dom.commands`)."""
    return [el for el in command_buttons(target) if not is_disabled(el) and not is_inert(el)]


def _opened_by_command(dialog: dom.Element) -> bool:
    return any(command_for(el, dialog) == "show-modal" for el in user_command_buttons(dialog))


def command_source(source: Any, target: dom.Node) -> dom.Element | None:
    """The button a client's `command` event says it came from, when it is one a user
    can press that gives `target` a command; else None (the event has no source)."""
    if isinstance(target, dom.Element) and isinstance(source, dom.Element) and source in user_command_buttons(target):
        return source
    return None


def submit_source(button: Any, form: dom.Node) -> dom.Element | None:
    """The button a client's `submit` event says submitted `form`, when it is a submit
    button of that form a user can press; else None (Enter in a field, or a forged id)."""
    if not (isinstance(button, dom.Element) and isinstance(form, dom.Element) and button.is_submit_button):
        return None
    if button.form_owner is not form or is_disabled(button) or is_inert(button):
        return None
    return button


def _submits_to_dialog(el: dom.Element, dialog: dom.Element) -> bool:
    """Is `el` a submit button of a form whose dialog method (its own or the button's
    `formmethod`) closes `dialog`?"""
    if not el.is_submit_button:
        return False
    form = el.form_owner
    return form is not None and dom.dialog.submit_method(form, el) == "dialog" and _dialog_of(form) is dialog


def _submits_without_a_button(form: dom.Element) -> bool:
    """Can Enter in a field submit `form` with no submit button? HTML's implicit
    submission: only when the form has exactly one field that blocks implicit
    submission (a text, search, url, tel, email, password or number input, disabled and
    read-only ones counted), the one Enter is pressed in, which a user can focus
    (Chromium 150, checked: two text fields, a text and a number field, a text and a
    disabled text field submit nothing on Enter; a date, time or range field never
    submits; a text field beside a checkbox, a date, a select or a textarea does)."""
    inputs = [el for el in form.elements() if el.tag in ("button", "input")]
    if any(el.is_submit_button for el in inputs):
        return False
    fields = [el for el in inputs if el.tag == "input" and el.type in _IMPLICIT_SUBMISSION_TYPES]
    return len(fields) == 1 and not is_disabled(fields[0]) and not is_inert(fields[0])


# (HTML's "field that blocks implicit submission": also the fields Enter submits from)
_IMPLICIT_SUBMISSION_TYPES = frozenset({"text", "search", "url", "tel", "email", "password", "number"})


def _dialog_of(form: dom.Element) -> dom.Node | None:
    """The dialog a `method="dialog"` form closes: its nearest dialog ancestor."""
    owner = form.parent
    while owner is not None and not (isinstance(owner, dom.Element) and owner.tag == "dialog"):
        owner = owner.parent
    return owner


def _check_typed(control: dom.Element, value: str) -> None:
    """Raise `Refused` unless a user could have typed `value` into `control`."""
    kind = control.type
    if kind == "file" and (value == "" or value.startswith(_FAKE_PATH)):
        return  # the only values a file input gives: none chosen, or a chosen file's name
    if control.tag == "input" and kind in _NOT_TYPED_INTO:
        raise Refused("this element has no value a user can type")
    if is_disabled(control) or is_inert(control):
        raise Refused("the element cannot be changed")
    if "readonly" in control.attrs and kind in _READONLY_APPLIES:
        raise Refused("the element is read-only")
    # the value a browser holds is always sanitized (a textarea's API value has LF line breaks)
    if "\r" in value if control.tag == "textarea" else sanitize(kind, value, control.attrs) != value:
        raise Refused("no browser holds this value")
    limit = _maxlength(control)
    if limit is not None and utf16.length(value) > limit and not _only_deletes(control.value, value):
        raise Refused("the value is longer than maxlength")


def _selection(select: dom.Element, selected: Any) -> list[bool]:
    options = select.options if select.tag == "select" else []
    if select.tag != "select" or not isinstance(selected, list) or len(selected) != len(options):
        raise Refused("bad selection")
    if not all(isinstance(on, bool) for on in selected):
        raise Refused("bad selection")
    if selected == [option.selected for option in options]:
        return selected
    if is_disabled(select) or is_inert(select):
        raise Refused("the element cannot be changed")
    if "multiple" not in select.attrs and sum(selected) > 1:
        raise Refused("bad selection")
    if any(on and is_disabled(option) for option, on in zip(options, selected) if not option.selected):
        raise Refused("the option is disabled")
    return selected


def _maxlength(control: dom.Element) -> int | None:
    """The control's maximum allowed value length (HTML: a valid non-negative integer)."""
    if control.type not in _MAXLENGTH_APPLIES or "maxlength" not in control.attrs:
        return None
    match = _NON_NEGATIVE_INTEGER.match(control.attrs["maxlength"] or "")
    return int(match[1]) if match else None


def _only_deletes(before: str, after: str) -> bool:
    """`after` is `before` with some characters removed (all a user can do to a value
    already past maxlength)."""
    rest = iter(before)
    return all(char in rest for char in after)


def _label_activates(target: dom.Node, kind: str) -> bool:
    """A click on the control's label reaches an inert control: `click` (and the
    `input`/`change` of a checkbox or radio it toggles)."""
    if not isinstance(target, dom.Element):
        return False
    toggles = target.tag == "input" and target.type in ("checkbox", "radio")
    return (kind == "click" or (toggles and kind in ("input", "change"))) and _reachable_label(target)


def _reachable_label(control: dom.Element, labels: LabelIndex | None = None) -> bool:
    """The control has a `<label>` outside any inert subtree (a user can click it)."""
    return (labels or LabelIndex()).reachable(control)


class LabelIndex:
    """The controls a user can reach through a `<label>` outside any inert subtree, per
    tree, found on the first question (one walk of the page for all the `forms` entries
    of a message: a walk per entry let one 26 KB message cost seconds)."""

    def __init__(self) -> None:
        self._trees: dict[int, tuple[dom.Node, set[int]]] = {}

    def reachable(self, control: dom.Element) -> bool:
        if not is_labelable(control):
            return False
        root = dom.root_of(control)
        known = self._trees.get(id(root))
        if known is None:
            known = self._trees[id(root)] = (root, _labelled_controls(root))  # (the root kept: its id stays its own)
        return id(control) in known[1]


def _labelled_controls(root: dom.Node) -> set[int]:
    """The ids of the controls of `root`'s tree that a label outside inert subtrees labels."""
    elements = list(dom.root_elements(root))
    ids = first_with_id(elements)
    labelled: set[int] = set()
    for label in elements:
        if is_label(label) and not is_inert(label):
            control = labeled_control(label, ids)
            if control is not None:
                labelled.add(id(control))
    return labelled


def _self_and_ancestors(node: dom.Node | None) -> Iterator[dom.Element]:
    while node is not None:
        if isinstance(node, dom.Element):
            yield node
        node = node.parent


