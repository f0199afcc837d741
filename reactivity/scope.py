"""Effect scopes: collect the effects (and cleanups) created inside, stop them together."""

from __future__ import annotations

from typing import Any, Callable, TypeVar

from .context import current as _current
from .context import get as _get

T = TypeVar("T")


class EffectScope:
    """Effects, watchers, computeds' cleanups and child scopes created while this scope
    is active (inside `run()` or a `with` block) are stopped by `stop()`."""

    __slots__ = ("active", "effects", "cleanups", "scopes", "parent", "__weakref__")
    __reactive_skip__ = True

    def __init__(self, detached: bool = False) -> None:
        self.active = True
        self.effects: dict[Any, None] = {}  # a stopped effect removes itself
        self.cleanups: list[Callable[[], Any]] = []
        self.scopes: list[EffectScope] = []
        self.parent = None if detached else (_get() or _current()).scope
        if self.parent is not None:
            self.parent.scopes.append(self)

    def run(self, fn: Callable[[], T]) -> T | None:
        """Call `fn` with this scope active; returns its result (None once stopped)."""
        if not self.active:
            return None
        context = _get() or _current()
        prev, context.scope = context.scope, self
        try:
            return fn()
        finally:
            context.scope = prev

    def __enter__(self) -> EffectScope:
        context = _get() or _current()
        context.scope_stack.append(context.scope)
        context.scope = self
        return self

    def __exit__(self, *exc: Any) -> None:
        context = _get() or _current()
        context.scope = context.scope_stack.pop()

    def stop(self) -> None:
        """Stop every effect and child scope, run the `on_scope_dispose` callbacks."""
        if not self.active:
            return
        self.active = False
        for effect in list(self.effects):
            effect.stop()
        self.effects.clear()
        for scope in self.scopes:
            scope.stop()
        self.scopes.clear()
        cleanups, self.cleanups = self.cleanups, []
        for cleanup in cleanups:
            cleanup()
        if self.parent is not None and self in self.parent.scopes:
            self.parent.scopes.remove(self)


def effect_scope(detached: bool = False) -> EffectScope:
    """A new scope; unless `detached`, it is stopped with the scope it was created in."""
    return EffectScope(detached)


def get_current_scope() -> EffectScope | None:
    return (_get() or _current()).scope


def on_scope_dispose(fn: Callable[[], Any]) -> None:
    """Call `fn` when the current scope stops."""
    scope = (_get() or _current()).scope
    if scope is None:
        raise RuntimeError("on_scope_dispose() called outside of an effect scope")
    scope.cleanups.append(fn)


def record_effect(effect: Any) -> EffectScope | None:
    """Collect `effect` in the active scope; returns that scope (or None)."""
    scope = (_get() or _current()).scope
    if scope is not None and scope.active:
        scope.effects[effect] = None
        return scope
    return None
