"""Invoker commands: `<button commandfor="id" command="...">` (HTML, Chromium 135+).

A click on such a button (enabled, and outside a form unless its `type` is "button")
fires a cancelable, non-bubbling `command` event (a CommandEvent with `command` and
`source`) at the element its `commandfor` names; unless the event is canceled, a dialog
then does what the command says: `show-modal`, `close` or `request-close` (a `cancel`
event first), closing with the button's `value` when it has one. A custom command
(`--name`) only fires the event; a built-in one the element does not take (`show-modal`
on a `<div>`, a misspelt one) does nothing. Popover commands are not modelled: a
popover's state is not in the tree. Checked in Chromium 156.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..expr.values import undefined
from .core import HTML_NS, is_command_button, is_connected, root_elements
from .dialog import close, request_close, show_modal
from .events import make_event

DIALOG_COMMANDS = frozenset({"show-modal", "close", "request-close"})


def command_activation(button: Any) -> Callable[[bool], None] | None:
    """The activation behaviour of a click on a command button (None: it has none)."""
    explicit = (button.attrs.get("type") or "").lower()
    if explicit in ("submit", "reset"):
        return None  # (the form's behaviour)
    if button.form_owner is not None and explicit != "button":
        return None  # (a command button without a type does nothing in a form: Chromium 156)

    def run(canceled: bool) -> None:
        if not canceled:
            run_command(button)

    return run


def run_command(button: Any) -> None:
    """What a command button's activation does to the element it names."""
    target = command_target(button)
    command = command_for(button, target)
    if command is None:
        return
    event = make_event("command", command=command, source=button)  # (cancelable, not bubbling: petite.dom.events)
    if target.dispatch_event(event):
        perform(target, command, button)


def perform(target: Any, command: str, button: Any) -> None:
    """A command's default action on `target` (its `command` event was not canceled)."""
    if not (target.tag == "dialog" and target.namespace == HTML_NS):
        return
    result = button.attrs["value"] if "value" in button.attrs else undefined
    is_open = "open" in target.attrs
    if command == "show-modal" and not is_open and is_connected(target):
        show_modal(target)
    elif command == "close" and is_open:
        close(target, result)
    elif command == "request-close" and is_open:
        request_close(target, result)


def command_for(button: Any, target: Any) -> str | None:
    """The command `button` gives `target` (built-in ones lower-cased, a custom `--name`
    as written), or None when `target` takes none of it."""
    if target is None:
        return None
    raw = button.attrs.get("command") or ""
    if raw.startswith("--"):
        return raw
    command = raw.lower()
    if command in DIALOG_COMMANDS and target.tag == "dialog" and target.namespace == HTML_NS:
        return command
    return None


def command_buttons(target: Any) -> Iterator[Any]:
    """The command buttons in `target`'s tree whose click gives it a command (whether a
    user can reach them is the caller's to check)."""
    wanted = target.attrs.get("id")
    if not wanted or _first_with_id(target, wanted) is not target:  # (a commandfor names the first)
        return
    for el in root_elements(target):
        if is_command_button(el) and el.attrs.get("commandfor") == wanted \
                and command_activation(el) is not None and command_for(el, target) is not None:
            yield el


def command_target(button: Any) -> Any:
    """The element a button's `commandfor` names (the first with that id in its tree)."""
    wanted = button.attrs.get("commandfor")
    return _first_with_id(button, wanted) if wanted else None


def _first_with_id(node: Any, wanted: str) -> Any:
    """The first element of `node`'s tree with id `wanted`, or None."""
    return next((el for el in root_elements(node) if el.attrs.get("id") == wanted), None)

