"""The init dictionaries of the events a page makes (`new KeyboardEvent('keydown', { key:
'Enter', ctrlKey: true })`, `new MouseEvent('click', { clientX: 5 })` ...): each
interface's members, how Chromium converts each one, and its default when the init
does not give it. An interface has its parent's members too (a PointerEvent a
MouseEvent's, a MouseEvent a UIEvent's); `Event`'s own (`bubbles`, `cancelable`,
`composed`) and a CustomEvent's `detail` are read by `petite.domview`.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from ..expr.errors import ExpressionError
from ..expr.values import to_int32, to_js_string, to_number, truthy, undefined

# getModifierState(key) -> the init member that holds it (EventModifierInit: the four
# keys an event exposes as properties, and the others it keeps for getModifierState only)
MODIFIER_MEMBERS = {
    "Alt": "altKey", "Control": "ctrlKey", "Meta": "metaKey", "Shift": "shiftKey",
    **{key: f"modifier{key}" for key in ("AltGraph", "CapsLock", "Fn", "NumLock", "ScrollLock", "Symbol")},
}  # (Chromium's six: no FnLock, Hyper, Super or SymbolLock)
_MODIFIERS = {member: ("boolean", False) for member in MODIFIER_MEMBERS.values()}

# interface -> (parent interface, {member: (conversion, default)})
INITS: dict[str, tuple[str, dict[str, tuple[str, Any]]]] = {
    "UIEvent": ("Event", {"detail": ("long", 0)}),
    "MouseEvent": ("UIEvent", {
        **_MODIFIERS, "button": ("short", 0), "buttons": ("unsigned short", 0),
        "clientX": ("coordinate", 0), "clientY": ("coordinate", 0), "movementX": ("coordinate", 0),
        "movementY": ("coordinate", 0), "relatedTarget": ("EventTarget", None), "screenX": ("coordinate", 0),
        "screenY": ("coordinate", 0),
    }),
    "PointerEvent": ("MouseEvent", {
        "height": ("double", 1), "isPrimary": ("boolean", False), "pointerId": ("long", 0),
        "pointerType": ("DOMString", ""), "pressure": ("double", 0), "tangentialPressure": ("double", 0),
        "tiltX": ("long", 0), "tiltY": ("long", 0), "twist": ("long", 0), "width": ("double", 1),
    }),
    "WheelEvent": ("MouseEvent", {
        "deltaMode": ("long", 0), "deltaX": ("double", 0), "deltaY": ("double", 0), "deltaZ": ("double", 0),
    }),
    "KeyboardEvent": ("UIEvent", {
        **_MODIFIERS, "charCode": ("long", 0), "code": ("DOMString", ""), "isComposing": ("boolean", False),
        "key": ("DOMString", ""), "keyCode": ("long", 0), "location": ("long", 0), "repeat": ("boolean", False),
    }),
    "FocusEvent": ("UIEvent", {"relatedTarget": ("EventTarget", None)}),
    "InputEvent": ("UIEvent", {
        "data": ("DOMString?", None), "inputType": ("DOMString", ""), "isComposing": ("boolean", False),
    }),
    "SubmitEvent": ("Event", {"submitter": ("HTMLElement", None)}),
}
# A mouse event's positions that follow its client position (the page is not scrolled and
# an event a page makes has no target yet: Chromium gives them the client's)
CLIENT_ALIASES = {"pageX": "clientX", "pageY": "clientY", "x": "clientX", "y": "clientY",
                  "offsetX": "clientX", "offsetY": "clientY"}


def _owners() -> dict[str, frozenset[str]]:
    owners: dict[str, set[str]] = {"detail": {"CustomEvent"}, "which": {"UIEvent"}}
    for interface, (_, own) in INITS.items():
        for name in own:
            if not name.startswith("modifier"):
                owners.setdefault(name, set()).add(interface)
    for alias in CLIENT_ALIASES:
        owners[alias] = {"MouseEvent"}
    return {name: frozenset(interfaces) for name, interfaces in owners.items()}


# member -> the interfaces that have it (`shiftKey`: MouseEvent, KeyboardEvent): an event
# of none of them has no such member (a `change` event's `shiftKey` is undefined)
OWNERS = _owners()


def default_of(interface: str, name: str) -> Any:
    """The value of member `name` of an `interface` event that nothing set (its init's
    default), or undefined when the interface has no such member."""
    for owner, member, _, default in members(interface):
        if member == name:
            return default
    return undefined


def members(interface: str) -> list[tuple[str, str, str, Any]]:
    """(owner interface, member, conversion, default) of `interface`'s init, base first."""
    chain = []
    while interface in INITS:
        parent, own = INITS[interface]
        chain.append((interface, own))
        interface = parent
    return [(owner, name, *spec) for owner, own in reversed(chain) for name, spec in own.items()]


def read_init(interface: str, read: Callable[[str], Any], target: Callable[[Any, str], Any]) -> dict[str, Any]:
    """The members of an `interface` event's init, converted: `read(member)` gives the
    init's value (undefined when absent), `target(value, kind)` converts an EventTarget or
    an HTMLElement (or raises TypeError). Mouse events get their derived positions."""
    fields: dict[str, Any] = {}
    for owner, name, kind, default in members(interface):
        value = read(name)
        if value is undefined:
            fields[name] = default
            continue
        try:
            fields[name] = _converted(value, kind, target)
        except ExpressionError as error:
            raise ExpressionError(f"Failed to construct '{interface}': Failed to read the '{name}' property from "
                                  f"'{owner}Init': {error.message}", kind=error.kind) from None
    if "clientX" in fields:
        for alias, source in CLIENT_ALIASES.items():
            fields[alias] = fields[source]
    return fields


def _converted(value: Any, kind: str, target: Callable[[Any, str], Any]) -> Any:
    if kind == "boolean":
        return truthy(value)
    if kind == "DOMString" or (kind == "DOMString?" and value is not None):
        return to_js_string(value)
    if kind == "DOMString?":
        return None
    if kind == "long":
        return to_int32(value)
    if kind in ("short", "unsigned short"):
        n = to_int32(value) & 0xFFFF
        return n - 0x10000 if kind == "short" and n >= 0x8000 else n
    if kind in ("double", "coordinate"):
        n = to_number(value)
        if n != n or n in (math.inf, -math.inf):
            raise ExpressionError("The provided double value is non-finite.", kind="TypeError")
        return math.floor(n) if kind == "coordinate" else n
    if value is None:
        return None
    return target(value, kind)


def modifier_state(event: Any, key: str) -> bool:
    """`event.getModifierState(key)`: is the modifier named `key` (case-sensitive:
    "Shift", "Control", "AltGraph", "CapsLock" ...) on?"""
    member = MODIFIER_MEMBERS.get(key)
    return member is not None and getattr(event, member, False) is True
