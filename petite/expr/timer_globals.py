"""The `setTimeout`, `setInterval`, `clearTimeout`, `clearInterval` built-ins: the
running context's scheduler's timers (`petite.expr.timers`)."""

from __future__ import annotations

from typing import Any

from petite import scheduler

from .errors import ExpressionError
from .values import undefined


def _callable(callback: Any, name: str) -> Any:
    if not callable(callback):
        raise ExpressionError(f"{name}: the callback must be a function (strings are not evaluated)", kind="TypeError")
    return callback


def set_timeout(callback: Any = undefined, delay: Any = 0, *args: Any) -> int:
    return scheduler.current().timers.set(_callable(callback, "setTimeout"), delay, args)


def set_interval(callback: Any = undefined, delay: Any = 0, *args: Any) -> int:
    return scheduler.current().timers.set(_callable(callback, "setInterval"), delay, args, repeat=True)


def clear_timer(timer_id: Any = undefined, *_: Any) -> None:
    scheduler.current().timers.clear(timer_id)


BUILTINS = {
    "setTimeout": set_timeout,
    "setInterval": set_interval,
    "clearTimeout": clear_timer,
    "clearInterval": clear_timer,
}
