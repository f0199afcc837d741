"""What a live client may ask of a session: the checks a browser would make for it.

A browser fires an event only on an element that exists, that the user can reach
(a disabled control gets none) and only for listeners the page added; it writes a
control's value only where the user can type. A live client is any program speaking
the protocol, so the session checks the same rules before running a handler:

- the listener's element exists in the session's tree and listens to that event type
  (in that phase); the target is that element or one of its descendants;
- no element from the target up to the listener's element is a disabled form control
  (a `disabled` attribute, or inside a `<fieldset disabled>` outside its first legend);
- form state travels only for the target and only what a user could change: the value
  of an editable text control (not `readonly`, not hidden), the checked state of a
  checkbox (a radio can only be checked), the selection of a select;
- the event's fields are a fixed list of plain values (no `target`, `isTrusted` ...).
"""

from __future__ import annotations

from typing import Any

from . import dom

#: event fields a client may report (anything else is ignored), with their types
EVENT_FIELDS: dict[str, tuple[type, ...]] = {
    "key": (str,), "code": (str,), "ctrlKey": (bool,), "shiftKey": (bool,), "altKey": (bool,),
    "metaKey": (bool,), "button": (int,), "detail": (int,), "repeat": (bool,),
}
MAX_FIELD_LENGTH = 64
_FORM_CONTROLS = frozenset({"button", "input", "select", "textarea", "option", "optgroup", "fieldset"})
_NOT_TYPED_INTO = frozenset({"hidden", "checkbox", "radio", "file", "button", "submit", "reset", "image"})
_READONLY_APPLIES = frozenset({"text", "search", "url", "tel", "email", "password", "date", "month", "week",
                               "time", "datetime-local", "number", "textarea"})


class Refused(Exception):
    """A client message that a browser could not have sent; the text names no page content."""


def check_event(node: dom.Node, target: dom.Node, kind: str, capture: bool) -> int:
    """The dispatch phase of an allowed event at `node`, or raise `Refused`."""
    if not isinstance(node, dom.Element):
        raise Refused("events reach elements only")
    if not _contains(node, target):
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
    el: dom.Node | None = target
    while el is not None:
        if isinstance(el, dom.Element) and is_disabled(el):
            raise Refused("the element is disabled")
        if el is node:
            break
        el = el.parent
    return phase


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
        fields[name] = value
    return fields


def is_disabled(el: dom.Element) -> bool:
    """A form control that is disabled, by its own attribute or by a disabled fieldset
    (outside that fieldset's first legend) or optgroup, as the HTML spec defines it."""
    if el.namespace != dom.HTML_NS or el.tag not in _FORM_CONTROLS:
        return False
    if "disabled" in el.attrs:
        return True
    child: dom.Node = el
    parent = el.parent
    while isinstance(parent, dom.Element):
        if parent.tag == "fieldset" and "disabled" in parent.attrs and not _in_first_legend(parent, child):
            return True
        if parent.tag == "optgroup" and el.tag == "option" and "disabled" in parent.attrs:
            return True
        child, parent = parent, parent.parent
    return False


def writable_state(target: dom.Node, state: Any) -> dict[str, Any]:
    """The part of a client's form `state` a user could have produced on `target`."""
    if state is None or not isinstance(target, dom.Element):
        return {}
    if not isinstance(state, dict):
        raise Refused("form state must be an object")
    allowed: dict[str, Any] = {}
    tag, kind = target.tag, target.type
    if "value" in state:
        value = state["value"]
        if not isinstance(value, str):
            raise Refused("a value is a string")
        if tag not in ("input", "textarea") or (tag == "input" and kind in _NOT_TYPED_INTO):
            raise Refused("this element has no value a user can type")
        if "readonly" in target.attrs and kind in _READONLY_APPLIES:
            raise Refused("the element is read-only")
        allowed["value"] = value
    if "checked" in state:
        checked = state["checked"]
        if not isinstance(checked, bool):
            raise Refused("checked is a boolean")
        if tag != "input" or kind not in ("checkbox", "radio") or (kind == "radio" and not checked):
            raise Refused("this element cannot be checked so")
        allowed["checked"] = checked
    if "selected" in state:
        selected = state["selected"]
        options = target.options if tag == "select" else []
        if tag != "select" or not isinstance(selected, list) or len(selected) != len(options):
            raise Refused("bad selection")
        if not all(isinstance(on, bool) for on in selected):
            raise Refused("bad selection")
        if "multiple" not in target.attrs and sum(selected) > 1:
            raise Refused("bad selection")
        if any(on and is_disabled(option) for option, on in zip(options, selected) if not option.selected):
            raise Refused("the option is disabled")
        allowed["selected"] = selected
    return allowed


def _contains(ancestor: dom.Node, node: dom.Node | None) -> bool:
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent
    return False


def _in_first_legend(fieldset: dom.Element, child: dom.Node) -> bool:
    legend = next((c for c in fieldset.children if isinstance(c, dom.Element) and c.tag == "legend"), None)
    return legend is not None and child is legend
