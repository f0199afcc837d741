"""Safe points of long work: places where a long piece of engine work (a flush, a
v-for creating thousands of rows, encoding their insert) is in a consistent state and
may let other work run first.

The context running the work may set a pause function (`use_pause`); a live server's
sessions set `petite.live_turns.Turns.pause`, which hands the turn to other sessions
when they wait. Without one, `checkpoint()` costs a context-variable read.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from typing import Any

_pause: contextvars.ContextVar[Callable[[], Any] | None] = contextvars.ContextVar("petite_pause", default=None)


def checkpoint() -> None:
    """A safe point: call the running context's pause function, if any."""
    pause = _pause.get()
    if pause is not None:
        pause()


def use_pause(pause: Callable[[], Any] | None) -> None:
    """Make `pause` the running context's pause function (None: none)."""
    _pause.set(pause)
