"""A small JavaScript ``Date``: construction, getters, ISO and en-US formatting."""

from __future__ import annotations

import math
import time
from datetime import datetime, timedelta, timezone
from typing import Any

from .values import NAN, to_integer, to_js_string, to_number, undefined

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


class JSDate:
    """A point in time as milliseconds since 1970 (NaN: "Invalid Date")."""

    __slots__ = ("ms",)
    __reactive_skip__ = True

    def __init__(self, ms: float) -> None:
        self.ms = ms

    # -- helpers -----------------------------------------------------------------------
    def _utc(self) -> datetime | None:
        if self.ms != self.ms:
            return None
        return EPOCH + timedelta(milliseconds=self.ms)

    def _local(self) -> datetime | None:
        utc = self._utc()
        return None if utc is None else utc.astimezone()

    def _part(self, local: bool, name: str) -> Any:
        moment = self._local() if local else self._utc()
        if moment is None:
            return NAN
        if name == "day":
            return (moment.weekday() + 1) % 7
        if name == "month":
            return moment.month - 1
        if name == "ms":
            return moment.microsecond // 1000
        return getattr(moment, name)

    # -- JavaScript methods ------------------------------------------------------------
    def getTime(self, *_: Any) -> Any:
        return self.ms if self.ms != self.ms else int(self.ms)

    valueOf = getTime

    def getFullYear(self, *_: Any) -> Any:
        return self._part(True, "year")

    def getMonth(self, *_: Any) -> Any:
        return self._part(True, "month")

    def getDate(self, *_: Any) -> Any:
        return _day(self, True)

    def getDay(self, *_: Any) -> Any:
        return self._part(True, "day")

    def getHours(self, *_: Any) -> Any:
        return self._part(True, "hour")

    def getMinutes(self, *_: Any) -> Any:
        return self._part(True, "minute")

    def getSeconds(self, *_: Any) -> Any:
        return self._part(True, "second")

    def getMilliseconds(self, *_: Any) -> Any:
        return self._part(True, "ms")

    def getUTCFullYear(self, *_: Any) -> Any:
        return self._part(False, "year")

    def getUTCMonth(self, *_: Any) -> Any:
        return self._part(False, "month")

    def getUTCDate(self, *_: Any) -> Any:
        return _day(self, False)

    def getUTCDay(self, *_: Any) -> Any:
        return self._part(False, "day")

    def getUTCHours(self, *_: Any) -> Any:
        return self._part(False, "hour")

    def getUTCMinutes(self, *_: Any) -> Any:
        return self._part(False, "minute")

    def getUTCSeconds(self, *_: Any) -> Any:
        return self._part(False, "second")

    def getTimezoneOffset(self, *_: Any) -> Any:
        local = self._local()
        if local is None:
            return NAN
        return -int(local.utcoffset().total_seconds() // 60)

    def toISOString(self, *_: Any) -> str:
        utc = self._utc()
        if utc is None:
            from .errors import ExpressionError

            raise ExpressionError("Invalid time value", kind="RangeError")
        return utc.strftime("%Y-%m-%dT%H:%M:%S.") + f"{utc.microsecond // 1000:03d}Z"

    def toJSON(self, *_: Any) -> Any:
        return None if self.ms != self.ms else self.toISOString()

    def toLocaleDateString(self, *_: Any) -> str:
        local = self._local()
        return "Invalid Date" if local is None else f"{local.month}/{local.day}/{local.year}"

    def toLocaleTimeString(self, *_: Any) -> str:
        local = self._local()
        if local is None:
            return "Invalid Date"
        hour = local.hour % 12 or 12
        return f"{hour}:{local.minute:02d}:{local.second:02d} {'AM' if local.hour < 12 else 'PM'}"

    def toLocaleString(self, *_: Any) -> str:
        if self.ms != self.ms:
            return "Invalid Date"
        return f"{self.toLocaleDateString()}, {self.toLocaleTimeString()}"

    def toDateString(self, *_: Any) -> str:
        local = self._local()
        if local is None:
            return "Invalid Date"
        return f"{DAYS[(local.weekday() + 1) % 7]} {MONTHS[local.month - 1]} {local.day:02d} {local.year:04d}"

    def toString(self, *_: Any) -> str:
        local = self._local()
        if local is None:
            return "Invalid Date"
        offset = int(local.utcoffset().total_seconds() // 60)
        sign = "+" if offset >= 0 else "-"
        zone = f"GMT{sign}{abs(offset) // 60:02d}{abs(offset) % 60:02d}"
        name = "Coordinated Universal Time" if offset == 0 and local.tzname() in ("UTC", "GMT") else local.tzname()
        return f"{self.toDateString()} {local:%H:%M:%S} {zone} ({name})"

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        return f"JSDate({self.toJSON()!r})"


def _day(date: JSDate, local: bool) -> Any:
    moment = date._local() if local else date._utc()
    return NAN if moment is None else moment.day


def make_date(*args: Any) -> JSDate:
    """``new Date(...)``."""
    if not args:
        return JSDate(int(time.time() * 1000))
    if len(args) == 1:
        value = args[0]
        if isinstance(value, JSDate):
            return JSDate(value.ms)
        if type(value) is str:
            return JSDate(parse_date(value))
        ms = to_number(value)
        return JSDate(NAN if ms != ms or abs(ms) > 8.64e15 else float(math.trunc(ms)))
    parts = [to_number(a) for a in args[:7]]
    if any(p != p for p in parts):
        return JSDate(NAN)
    year, month = int(parts[0]), int(parts[1])
    if 0 <= year <= 99:
        year += 1900
    rest = [int(p) for p in parts[2:]] + [1, 0, 0, 0, 0][len(parts) - 2 :]
    day, hour, minute, second, ms = (rest + [0] * 5)[:5]
    try:
        base = datetime(year + month // 12, month % 12 + 1, 1)
        local = base + timedelta(days=day - 1, hours=hour, minutes=minute, seconds=second, milliseconds=ms)
        return JSDate(float(round(local.astimezone().timestamp() * 1000)))
    except (OverflowError, ValueError):
        return JSDate(NAN)


def parse_date(text: str) -> float:
    text = text.strip()
    try:
        if len(text) == 10 and text[4] == "-":  # a date-only ISO string is UTC
            moment = datetime.fromisoformat(text).replace(tzinfo=timezone.utc)
        else:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
            if moment.tzinfo is None:
                moment = moment.astimezone()
    except ValueError:
        return NAN
    return float(round(moment.timestamp() * 1000))


def date_now(*_: Any) -> int:
    return int(time.time() * 1000)


def date_parse(text: Any = undefined, *_: Any) -> Any:
    ms = parse_date(to_js_string(text))
    return ms if ms != ms else int(ms)


def date_utc(*args: Any) -> Any:
    parts = [to_integer(a) for a in args[:7]] + [0] * 7
    year, month, day = parts[0], parts[1], parts[2] if len(args) > 2 else 1
    try:
        moment = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=timezone.utc) + timedelta(
            days=day - 1, hours=parts[3], minutes=parts[4], seconds=parts[5], milliseconds=parts[6]
        )
    except (OverflowError, ValueError):
        return NAN
    return int(round(moment.timestamp() * 1000))
