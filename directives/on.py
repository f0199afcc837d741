"""v-on (`@event`): event listeners with petite-vue's modifiers.

Modifiers: `.stop .prevent .self` guards, `.ctrl .shift .alt .meta .exact` system-key
guards, `.left .middle .right` mouse buttons (`@click.right` listens to `contextmenu`,
`@click.middle` to `mouseup`), `.once .capture .passive` listener options, and key
modifiers on keyboard events (`@keyup.enter`, `@keydown.page-down`: the hyphenated
`event.key`). `@vue:mounted` runs after the mount's first flush, `@vue:unmounted` when
the element's block is torn down.

Deliberate differences from petite-vue 0.4.1 (as Vue 3): only key modifiers filter keys
(petite-vue treats `.prevent`, `.exact`, `.self`, `.ctrl` ... on a key event as key names
that must match), and the aliases `.esc .space .up .down .left .right .delete` match
(petite-vue never matches them).
"""

from __future__ import annotations

from typing import Any

from petite.css import hyphenate
from petite import scheduler
from petite.directive_api import Directive, run_handler
from petite.directives.prevent import may_prevent_default

SYSTEM_MODIFIERS = ("ctrl", "shift", "alt", "meta")
KEY_EVENTS = frozenset({"keydown", "keyup", "keypress"})
OPTION_MODIFIERS = frozenset({"once", "capture", "passive"})
NON_KEY_MODIFIERS = frozenset({"stop", "prevent", "self", "ctrl", "shift", "alt", "meta", "exact", "middle"})
KEY_ALIASES = {
    "esc": "escape",
    "space": " ",
    "up": "arrow-up",
    "left": "arrow-left",
    "right": "arrow-right",
    "down": "arrow-down",
    "delete": "backspace",
}


def _guard(name: str, event: Any, modifiers: dict[str, bool], is_key_event: bool) -> bool:
    """True when modifier `name` stops the handler for `event` (petite-vue's guards)."""
    if name == "stop":
        event.stopPropagation()
    elif name == "prevent":
        event.preventDefault()
    elif name == "self":
        return event.target is not event.currentTarget
    elif name in SYSTEM_MODIFIERS:
        return not getattr(event, f"{name}Key", False)
    elif name in ("left", "middle", "right") and not is_key_event:
        button = getattr(event, "button", None)
        return button is not None and button != {"left": 0, "middle": 1, "right": 2}[name]
    elif name == "exact":
        return any(getattr(event, f"{m}Key", False) and not modifiers.get(m) for m in SYSTEM_MODIFIERS)
    return False


def key_matches(event_key: str | None, key_modifiers: list[str]) -> bool:
    """Does `event.key` match one of the key modifiers (hyphenated names or aliases)?"""
    if event_key is None:
        return False
    key = hyphenate(event_key)
    return any(m == key or KEY_ALIASES.get(m) == key for m in key_modifiers)


def client_hints(
    event_type: str, modifiers: dict[str, bool], key_modifiers: list[str], prevents: bool = False
) -> dict[str, Any]:
    """The guards a live page's browser client applies before forwarding an event:
    `.prevent`/`.stop` (and a handler that may call preventDefault) must act
    synchronously, and filtered events need not travel."""
    hints: dict[str, Any] = {m: 1 for m in ("prevent", "stop", "self", "exact") if modifiers.get(m)}
    if prevents:
        hints["prevent"] = 1
    system = [m for m in SYSTEM_MODIFIERS if modifiers.get(m)]
    if system:
        hints["sys"] = system
    if event_type in KEY_EVENTS and key_modifiers:
        hints["keys"] = key_modifiers
    elif event_type not in KEY_EVENTS:
        buttons = [b for b in ("left", "middle", "right") if modifiers.get(b)]
        if buttons:
            hints["button"] = {"left": 0, "middle": 1, "right": 2}[buttons[0]]
    return hints


# -- live (mount engine) ---------------------------------------------------------------


def on(d: Any) -> Any:
    """The live `v-on` (`apply_on` with the directive's context)."""
    return apply_on(d.el, d.exp, d.ctx, d.arg, d.modifiers)


def apply_on(el: Any, exp: str, ctx: Any, arg: str | None, modifiers: dict[str, bool] | None) -> Any:
    """The live `v-on`: a listener on the element running the handler expression."""
    if not arg:
        return None
    handler = Handler(exp, ctx, el)

    if arg == "vue:mounted":
        scheduler.next_tick(lambda: handler() if ctx.connected(el) else None)
        return None
    if arg == "vue:unmounted":
        return handler

    modifiers = modifiers or {}
    listener: Any = handler
    # live pages: the browser prevents the default at once when the handler may call
    # preventDefault() (petite.directives.prevent); the server cannot answer in time
    prevents = not modifiers.get("prevent") and may_prevent_default(exp or "", ctx.scope, scheduler.current().memo)
    if prevents and not modifiers:
        def listener(event: Any) -> Any:
            return handler(event)

        listener.hints = {"prevent": 1}  # type: ignore[attr-defined]
    if modifiers:
        if arg == "click":
            if modifiers.get("right"):
                arg = "contextmenu"
            if modifiers.get("middle"):
                arg = "mouseup"
        is_key_event = arg in KEY_EVENTS
        key_modifiers = [
            m for m in modifiers
            if m not in OPTION_MODIFIERS and m not in NON_KEY_MODIFIERS
            and (is_key_event or m not in ("left", "right"))
        ]
        raw = handler

        def listener(event: Any) -> Any:
            if key_modifiers and is_key_event and not key_matches(getattr(event, "key", None), key_modifiers):
                return None
            for name in modifiers:
                if _guard(name, event, modifiers, is_key_event):
                    return None
            return raw(event)

        listener.hints = client_hints(arg, modifiers, key_modifiers, prevents)  # type: ignore[attr-defined]

    if listener is handler:  # the handler is its own listener entry
        handler.type = arg
        el.add_listener(handler)
        return None
    el.add_event_listener(
        arg,
        listener,
        capture=bool(modifiers.get("capture")),
        once=bool(modifiers.get("once")),
        passive=bool(modifiers.get("passive")),
    )
    return None



class Handler:
    """Runs a `v-on` expression as a handler (`$event` is the event); without
    modifiers it is also the element's listener entry (as `Listener`: `handler` is
    itself, never captured, once or passive). One per listener of every mounted copy:
    only its event type, expression, context and element are its own."""

    __slots__ = ("type", "exp", "ctx", "el")
    hints = None  # (the client's guards: none; `petite.patches.listen_args`)
    capture = once = passive = False  # (a listener with these has modifiers: not a Handler entry)

    @property
    def handler(self) -> Handler:
        """Itself (a read, not a stored link: a link to itself would be a cycle, which
        only the collector frees)."""
        return self

    def __init__(self, exp: str, ctx: Any, el: Any) -> None:
        self.type = ""
        self.exp = exp
        self.ctx = ctx
        self.el = el

    def __call__(self, event: Any = None) -> Any:
        # as its app's work, whoever dispatched the event (its promise jobs, next-tick
        # callbacks and timers are the app's: run_handler)
        return run_handler(self.ctx, self.exp, self.el, event)


DIRECTIVE = Directive("on", mount=on, apply=apply_on)
