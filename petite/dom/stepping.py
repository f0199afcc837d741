"""`input.stepUp(n)` and `stepDown(n)`, as Chromium steps (checked in Chromium 156), in
exact decimals (0.2 up by 0.1 is 0.3): number and range inputs, and the date and time
inputs in their numbers (`petite.dom.date_inputs`: a date steps by days, a week by
weeks, a month by months, a time by seconds, 60 by default).

A value off the step moves to the nearest allowed value in the direction asked, which
uses up one of the `n` steps; the result is kept within `min` and `max` (a range's are
0 and 100 by default, a time's the day), on the step; a value already past them does
not move further the wrong way. A number input's step and base are the ones validation
uses (`petite.dom.validity`)."""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation, localcontext
from typing import Any

from ..expr.errors import ExpressionError
from ..expr.values import number_to_string, to_int32, undefined
from . import date_inputs
from .validity import allowed_step, decimal_attr, step_base

# kind: (the step's unit in the value's number, default step, default base, whole steps
# only, lowest and highest value)
_TEMPORAL: dict[str, tuple[int, int, int, bool, int | None, int | None]] = {
    "date": (86_400_000, 1, 0, True, None, None),
    "month": (1, 1, 0, True, None, None),
    "week": (604_800_000, 1, -259_200_000, True, None, None),
    "time": (1000, 60, 0, False, 0, 86_399_999),
    "datetime-local": (1000, 60, 0, False, None, None),
}


def step(el: Any, count: Any, down: bool) -> None:
    """`el.stepUp(count)` (or `stepDown`): `count` steps, 1 when not given."""
    name = "stepDown" if down else "stepUp"
    kind = el.type
    if kind not in ("number", "range") and kind not in _TEMPORAL:
        raise ExpressionError(f"Failed to execute '{name}' on 'HTMLInputElement': This form element is not "
                              "steppable.", kind="InvalidStateError")
    if (el.attrs.get("step") or "").strip().lower() == "any":
        raise ExpressionError(f"Failed to execute '{name}' on 'HTMLInputElement': This form element does not "
                              "have an allowed value step.", kind="InvalidStateError")
    n = 1 if count is undefined else to_int32(count)
    if down:
        n = -n
    if kind in _TEMPORAL:
        low, high, base, size, current = _temporal(el, kind)
    else:
        low, high, base, size, current = _numeric(el, kind)
    try:
        with localcontext() as exact:
            exact.prec = 1000  # (a float's 309 integer digits over a step of 1e-308 and more)
            new = _stepped(current, n, low, high, base, size)
    except InvalidOperation:  # (beyond even that: the value stays, as Chromium's does)
        return
    if new is not None and not (el.value and float(new) == float(current)):  # (a step lost in a double's precision: no change)
        el.value = date_inputs.from_number(kind, int(new)) if kind in _TEMPORAL else number_to_string(float(new))


def _numeric(el: Any, kind: str) -> tuple[Decimal | None, Decimal | None, Decimal, Decimal, Decimal]:
    low, high = decimal_attr(el, "min"), decimal_attr(el, "max")
    if kind == "range":
        low = Decimal(0) if low is None else low
        high = Decimal(100) if high is None else high
        base = low
    else:
        base = step_base(el)
    value = el.value
    return low, high, base, allowed_step(el), Decimal(repr(float(value))) if value else Decimal(0)


def _temporal(el: Any, kind: str) -> tuple[Decimal | None, Decimal | None, Decimal, Decimal, Decimal]:
    unit, default_step, default_base, whole, lowest, highest = _TEMPORAL[kind]

    def attr(name: str) -> Decimal | None:
        number = date_inputs.to_number(kind, el.attrs.get(name, ""))
        return None if number is None else Decimal(number)

    low, high = attr("min"), attr("max")
    base = low if low is not None else attr("value")  # (the step base: `min`, else the default value)
    if lowest is not None:
        low = Decimal(lowest) if low is None else max(low, Decimal(lowest))
        high = Decimal(highest) if high is None else min(high, Decimal(highest))  # type: ignore[arg-type]
    size = Decimal(default_step)
    try:
        given = Decimal((el.attrs.get("step") or "").strip())
        if given.is_finite() and given > 0:
            size = given.quantize(Decimal(1), ROUND_HALF_UP) if whole else given
    except InvalidOperation:
        pass
    current = date_inputs.to_number(kind, el.value)
    return (low, high, Decimal(default_base) if base is None else base, (size or Decimal(default_step)) * unit,
            Decimal(current or 0))


def _stepped(current: Decimal, n: int, low: Decimal | None, high: Decimal | None, base: Decimal,
             size: Decimal) -> Decimal | None:
    """The value `n` steps from `current` (None: it stays as it is)."""
    if low is not None and high is not None and low > high:
        return None
    highest = None if high is None else _on_step(high, base, size, ROUND_FLOOR)
    if highest is not None and low is not None and highest < low:
        return None  # (no allowed value between them)
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
        return None
    return new


def _on_step(value: Decimal, base: Decimal, size: Decimal, rounding: str) -> Decimal:
    """The allowed value next to `value` (below it: ROUND_FLOOR, above: ROUND_CEILING)."""
    return base + ((value - base) / size).to_integral_value(rounding) * size
