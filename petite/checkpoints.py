"""Safe points of long work: places where a long piece of engine work (a flush, a
v-for creating thousands of rows, encoding their insert) is in a consistent state and
may let other work run first.

The context running the work may set a pause function (`use_pause`); a live server's
sessions set `petite.live_turns.Turns.pause`, which hands the turn to other sessions
when they wait. Without one, `checkpoint()` costs a context-variable read.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterable, Iterator, Sized
from typing import Any, TypeVar

T = TypeVar("T")

EVERY = 64  # items of a long loop between two safe points (`sliced`)

_pause: contextvars.ContextVar[Callable[[], Any] | None] = contextvars.ContextVar("petite_pause", default=None)


def checkpoint() -> None:
    """A safe point: call the running context's pause function, if any."""
    pause = _pause.get()
    if pause is not None:
        pause()


def use_pause(pause: Callable[[], Any] | None) -> None:
    """Make `pause` the running context's pause function (None: none)."""
    _pause.set(pause)


def sliced(items: Iterable[T], every: int = EVERY) -> Iterable[T]:
    """`items`, with a safe point after every `every` of them: for long loops whose
    steps are each small (walking, encoding or writing thousands of rows). A short
    list, or a context without a pause function, gets `items` itself (no cost)."""
    pause = _pause.get()
    if pause is None or (isinstance(items, Sized) and len(items) <= every):
        return items
    return _sliced(items, every, pause)


def _sliced(items: Iterable[T], every: int, pause: Callable[[], Any]) -> Iterator[T]:
    for count, item in enumerate(items, 1):
        yield item
        if count % every == 0:
            pause()
