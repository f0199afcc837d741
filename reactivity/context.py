"""The reactive state of the running context: what Vue keeps in module globals.

The subscriber collecting dependencies, the batch depth, the effects waiting for the
outermost batch to end, paused tracking and the active effect scope belong to whoever
is running reactive code, not to the process: two threads, or two live sessions each
run in its own `contextvars.Context`, never see each other's. The state is a
`ReactiveContext` held in a context variable, created on first use in a context
(`current()`), or explicitly with `use_new_context()` (a session's own context).

A context copied with `contextvars.copy_context()` shares its state object with the
original: run such a copy in another thread only after giving it a state of its own.
"""

from __future__ import annotations

import contextvars
from typing import Any


class ReactiveContext:
    """The tracking and batching state of one context."""

    __slots__ = (
        "active_sub", "cursor", "batch_depth", "pending", "paused", "scope", "scope_stack", "selecting", "selecting_key",
    )

    def __init__(self) -> None:
        #: the effect or computed currently collecting dependencies (None: not tracking)
        self.active_sub: Any = None
        #: how many of its `deps` it read so far in this run (`core.link`)
        self.cursor = 0
        self.batch_depth = 0
        #: effects notified during the current batch, run when it ends
        self.pending: list[Any] = []
        self.paused: list[Any] = []
        #: the effect scope collecting new effects (None: none)
        self.scope: Any = None
        self.scope_stack: list[Any] = []
        #: the reactive proxy whose next read of `selecting_key` is a strict comparison's
        #: operand, left for the comparison to subscribe (`proxies.ReactiveProxy._p_select`):
        #: set by `petite.expr.scope.Scope.select`, None once that read happened (or when
        #: nothing is armed)
        self.selecting: Any = None
        self.selecting_key: Any = None


_var: contextvars.ContextVar[ReactiveContext | None] = contextvars.ContextVar("petite_reactive_context", default=None)
#: the running context's state, or None before its first use (hot paths: `get() or current()`)
get = _var.get


def current() -> ReactiveContext:
    """The running context's reactive state (created on first use)."""
    state = _var.get()
    if state is None:
        state = ReactiveContext()
        _var.set(state)
    return state


def use_new_context() -> ReactiveContext:
    """Give the running context a fresh reactive state (call it inside `Context.run`)."""
    state = ReactiveContext()
    _var.set(state)
    return state
