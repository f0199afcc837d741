"""`input.stepUp(n)` and `stepDown(n)` on number and range inputs, as Chromium steps
(checked in Chromium 156), in exact decimals (0.2 up by 0.1 is 0.3).

A value off the step moves to the nearest allowed value in the direction asked, which
uses up one of the `n` steps; the result is kept within `min` and `max` (a range's are
0 and 100 by default), on the step; a value already past them does not move further
the wrong way. The step and its base are the ones validation uses
(`petite.dom.validity`). Date and time inputs are not stepped here: their step is
refused with a clear error.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from typing import Any

from ..expr.errors import ExpressionError
from ..expr.values import number_to_string, to_int32, undefined
from .validity import allowed_step, decimal_attr, step_base

DATE_AND_TIME_TYPES = frozenset({"date", "month", "week", "time", "datetime-local"})


def step(el: Any, count: Any, down: bool) -> None:
    """`el.stepUp(count)` (or `stepDown`): `count` steps, 1 when not given."""
    name = "stepDown" if down else "stepUp"
    kind = el.type
    if kind in DATE_AND_TIME_TYPES:
        raise ExpressionError(f"{name}() on a {kind} input is not supported by petite (number and range are)",
                              kind="TypeError")
    if kind not in ("number", "range"):
        raise ExpressionError(f"Failed to execute '{name}' on 'HTMLInputElement': This form element is not "
                              "steppable.", kind="InvalidStateError")
    if (el.attrs.get("step") or "").strip().lower() == "any":
        raise ExpressionError(f"Failed to execute '{name}' on 'HTMLInputElement': This form element does not "
                              "have an allowed value step.", kind="InvalidStateError")
    n = 1 if count is undefined else to_int32(count)
    if down:
        n = -n
    low, high = decimal_attr(el, "min"), decimal_attr(el, "max")
    if kind == "range":
        low = Decimal(0) if low is None else low
        high = Decimal(100) if high is None else high
        base = low
    else:
        base = step_base(el)
    size = allowed_step(el)
    if low is not None and high is not None and low > high:
        return
    highest = None if high is None else _on_step(high, base, size, ROUND_FLOOR)
    if highest is not None and low is not None and highest < low:
        return  # (no allowed value between them)
    value = el.value
    current = Decimal(repr(float(value))) if value else Decimal(0)
    new = current
    if (current - base) % size:  # off the step: the nearest allowed value that way is one step
        if n < 0:
            new, n = _on_step(current, base, size, ROUND_FLOOR), n + 1
        elif n > 0:
            new, n = _on_step(current, base, size, ROUND_CEILING), n - 1
    new += size * n
    if low is not None and new < low:
        new = _on_step(low, base, size, ROUND_CEILING)
    if highest is not None and new > highest:
        new = highest
    if (n < 0 and current < new) or (n > 0 and current > new):
        return
    el.value = number_to_string(float(new))


def _on_step(value: Decimal, base: Decimal, size: Decimal, rounding: str) -> Decimal:
    """The allowed value next to `value` (below it: ROUND_FLOOR, above: ROUND_CEILING)."""
    return base + ((value - base) / size).to_integral_value(rounding) * size
