"""The date and time inputs' values as numbers, as HTML converts them: milliseconds since
1970 UTC for date, week (its Monday), time (on 1970-01-01) and datetime-local, months
since 1970-01 for month. `valueAsDate` (Chromium's: date, month, week and time inputs,
null when empty and on other inputs; written, a Date sets the value, null or an invalid
date empties it) and stepping (`petite.dom.stepping`) read and write through them."""

from __future__ import annotations

import datetime as dt
from typing import Any

from ..expr.dates import JSDate
from ..expr.errors import ExpressionError
from ..expr.values import undefined

TEMPORAL_TYPES = frozenset({"date", "month", "week", "time", "datetime-local"})
DATE_TYPES = frozenset({"date", "month", "week", "time"})  # (valueAsDate's)
_EPOCH = dt.datetime(1970, 1, 1)
_DAY_MS = 86_400_000
_MS = dt.timedelta(milliseconds=1)


def to_number(kind: str, text: str) -> int | None:
    """A (valid) value of a `kind` input as its number, None when empty or invalid."""
    try:
        if kind == "month":
            year, month = text.split("-")
            return (int(year) - 1970) * 12 + int(month) - 1
        if kind == "time":
            return _time_ms(text)
        if kind == "date":
            moment = dt.datetime.strptime(text, "%Y-%m-%d")
        elif kind == "week":
            year, week = text.split("-W")
            moment = dt.datetime.combine(dt.date.fromisocalendar(int(year), int(week), 1), dt.time())
        elif kind == "datetime-local":
            day, clock = text.split("T")
            return (dt.datetime.strptime(day, "%Y-%m-%d") - _EPOCH) // _MS + _time_ms(clock)
        else:
            return None
    except ValueError:
        return None
    return (moment - _EPOCH) // _MS


def _time_ms(text: str) -> int:
    hours, minutes, *rest = text.split(":")
    seconds = float(rest[0]) if rest else 0.0
    if not (0 <= int(hours) < 24 and 0 <= int(minutes) < 60 and 0 <= seconds < 60):
        raise ValueError(text)
    return round(((int(hours) * 60 + int(minutes)) * 60 + seconds) * 1000)


def from_number(kind: str, number: int) -> str:
    """A `kind` input's value for `number` (as `to_number` reads it)."""
    if kind == "month":
        year, month = divmod(number, 12)
        return f"{year + 1970:04d}-{month + 1:02d}"
    if kind == "time":
        return _time_text(number % _DAY_MS)
    moment = _EPOCH + number * _MS
    if kind == "week":
        year, week, _ = moment.isocalendar()
        return f"{year:04d}-W{week:02d}"
    day = f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}"
    return day if kind == "date" else f"{day}T{_time_text(number % _DAY_MS)}"


def _time_text(ms: int) -> str:
    text = f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}"
    if ms % 60_000:
        text += f":{ms // 1000 % 60:02d}" + (f".{ms % 1000:03d}" if ms % 1000 else "")
    return text


def value_as_date(el: Any) -> JSDate | None:
    """`el.valueAsDate` (an input element)."""
    kind = el.type
    number = to_number(kind, el.value) if kind in DATE_TYPES else None
    if number is None:
        return None
    if kind == "month":
        year, month = divmod(number, 12)
        return JSDate(float((dt.datetime(year + 1970, month + 1, 1) - _EPOCH) // _MS))
    return JSDate(float(number))


def set_value_as_date(el: Any, date: Any) -> None:
    """`el.valueAsDate = date`."""
    kind = el.type
    if kind not in DATE_TYPES:
        raise _error("This input element does not support Date values.", "InvalidStateError")
    if date is undefined:
        date = None
    if date is not None and not isinstance(date, JSDate):
        if isinstance(date, (str, bool, int, float)):
            raise _error("Failed to convert value to 'object'.", "TypeError")
        raise _error("The provided value is not of type 'Date'.", "TypeError")
    if date is None or date.ms != date.ms:
        el.value = ""
        return
    ms = int(date.ms)
    if kind == "month":
        moment = _EPOCH + ms * _MS
        el.value = f"{moment.year:04d}-{moment.month:02d}"
    else:
        el.value = from_number(kind, ms)


def _error(message: str, kind: str) -> ExpressionError:
    return ExpressionError(f"Failed to set the 'valueAsDate' property on 'HTMLInputElement': {message}", kind=kind)
