"""What the expression language needs from the page that runs it: a microtask queue
(promise reactions, ``async`` functions resuming) and timers (``setTimeout``).

In a browser these belong to the host, not to JavaScript (ECMAScript's host hooks such
as HostEnqueuePromiseJob). Here the host is the running context's scheduler
(``petite.scheduler``: a live session's own, a mounted test app's own, else the default
one). The scheduler sits above the expression package, so the package reaches it
through this interface: ``petite.scheduler`` installs how to find the running one, once,
when it is imported (and it always is: ``import petite`` imports it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

if TYPE_CHECKING:
    from .timers import Timers


class Host(Protocol):
    """The part of a scheduler expressions use."""

    timers: Timers

    def queue_microtask(self, task: Callable[[], Any]) -> None: ...

    def after_microtasks(self, fn: Callable[[], Any]) -> None: ...


def _not_installed() -> Host:
    raise RuntimeError("no scheduler: import petite.scheduler before running expressions")


_find_current: Callable[[], Host] = _not_installed  # set once, at import, by petite.scheduler


def install(find_current: Callable[[], Host]) -> None:
    """Called once by ``petite.scheduler``: how to find the running context's scheduler."""
    global _find_current
    _find_current = find_current


def current() -> Host:
    """The running context's host (its scheduler)."""
    return _find_current()
