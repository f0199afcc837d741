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

    def toLocaleDateString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "date")

    def toLocaleTimeString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "time")

    def toLocaleString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "any")

    # -- setters: each returns the new time value ----------------------------------------
    def setTime(self, ms: Any = undefined, *_: Any) -> Any:
        self.ms = make_date(ms).ms
        return self.getTime()

    def _set(self, utc: bool, values: tuple, first: int) -> Any:
        moment = self._utc() if utc else self._local()
        if moment is None and first != 0:
            return NAN
        fields = [0, 0, 1, 0, 0, 0, 0] if moment is None else [
            moment.year, moment.month - 1, moment.day, moment.hour, moment.minute, moment.second,
            moment.microsecond // 1000,
        ]
        given = [v for v in values if v is not undefined] or [undefined]
        for i, value in enumerate(given[: 7 - first]):
            fields[first + i] = value
        if utc:
            ms = date_utc(*fields)
            self.ms = float(ms) if ms == ms else NAN
        else:
            self.ms = make_date(*fields).ms
        return self.getTime()

    def setFullYear(self, *v: Any) -> Any:
        return self._set(False, v, 0)

    def setMonth(self, *v: Any) -> Any:
        return self._set(False, v, 1)

    def setDate(self, *v: Any) -> Any:
        return self._set(False, v[:1], 2)

    def setHours(self, *v: Any) -> Any:
        return self._set(False, v, 3)

    def setMinutes(self, *v: Any) -> Any:
        return self._set(False, v, 4)

    def setSeconds(self, *v: Any) -> Any:
        return self._set(False, v, 5)

    def setMilliseconds(self, *v: Any) -> Any:
        return self._set(False, v[:1], 6)

    def setUTCFullYear(self, *v: Any) -> Any:
        return self._set(True, v, 0)

    def setUTCMonth(self, *v: Any) -> Any:
        return self._set(True, v, 1)

    def setUTCDate(self, *v: Any) -> Any:
        return self._set(True, v[:1], 2)

    def setUTCHours(self, *v: Any) -> Any:
        return self._set(True, v, 3)

    def setUTCMinutes(self, *v: Any) -> Any:
        return self._set(True, v, 4)

    def setUTCSeconds(self, *v: Any) -> Any:
        return self._set(True, v, 5)

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


WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]


def format_locale(date: JSDate, options: Any, defaults: str) -> str:
    """en-US ``toLocale(Date|Time)String`` with the common ``Intl.DateTimeFormat`` options:
    ``weekday year month day hour minute second`` (numeric, 2-digit, long, short,
    narrow), ``hour12`` and ``timeZone: 'UTC'``."""
    from collections.abc import Mapping

    opts = options if isinstance(options, Mapping) else {}
    utc = to_js_string(opts.get("timeZone", "")).upper() in ("UTC", "ETC/UTC", "GMT")
    moment = date._utc() if utc else date._local()
    if moment is None:
        return "Invalid Date"
    fields = {k: to_js_string(opts[k]) for k in ("weekday", "year", "month", "day", "hour", "minute", "second") if opts.get(k, undefined) is not undefined}
    has_date = any(k in fields for k in ("weekday", "year", "month", "day"))
    has_time = any(k in fields for k in ("hour", "minute", "second"))
    # ECMA-402 ToDateTimeOptions(required, defaults): toLocaleDateString needs a date,
    # toLocaleTimeString a time, toLocaleString and Intl.DateTimeFormat either one
    required, default = {"date": ("date", "date"), "time": ("time", "time"), "any": ("any", "all"),
                         "format": ("any", "date")}[defaults]
    need_defaults = not (required in ("date", "any") and has_date) and not (required in ("time", "any") and has_time)
    if need_defaults and default in ("date", "all"):
        fields.update(year="numeric", month="numeric", day="numeric")
    if need_defaults and default in ("time", "all"):
        fields.update(hour="numeric", minute="2-digit", second="2-digit")
    parts = []
    date_text = _date_part(moment, fields)
    if date_text:
        parts.append(date_text)
    time_text = _time_part(moment, fields, opts.get("hour12", undefined))
    if time_text:
        parts.append(time_text)
    return ", ".join(parts)


def _date_part(moment: datetime, f: dict) -> str:
    def number(style: str, value: int) -> str:
        return f"{value % 100:02d}" if style == "2-digit" else str(value)

    weekday = month = ""
    if "weekday" in f:
        name = WEEKDAYS[(moment.weekday() + 1) % 7]
        weekday = {"long": name, "short": name[:3], "narrow": name[0]}.get(f["weekday"], name)
    year = number(f["year"], moment.year) if "year" in f else ""
    day = number(f["day"], moment.day) if "day" in f else ""
    style = f.get("month")
    if style in ("long", "short", "narrow"):
        name = MONTH_NAMES[moment.month - 1]
        month = {"long": name, "short": name[:3], "narrow": name[0]}[style]
        text = month
        if day:
            text += " " + day
        if year:
            text += (", " if day else " ") + year
        return f"{weekday}, {text}" if weekday else text
    if style is not None:
        month = number(style, moment.month)
    numeric = "/".join(p for p in (month, day, year) if p)
    if weekday and numeric:
        return f"{weekday}, {numeric}"
    return weekday or numeric


def _time_part(moment: datetime, f: dict, hour12: Any) -> str:
    if not any(k in f for k in ("hour", "minute", "second")):
        return ""
    twelve = True if hour12 is undefined else bool(hour12)
    pieces = []
    if "hour" in f:
        hour = moment.hour % 12 or 12 if twelve else moment.hour
        pieces.append(f"{hour:02d}" if f["hour"] == "2-digit" or (not twelve and "minute" in f) else str(hour))
    if "minute" in f:
        pieces.append(f"{moment.minute:02d}" if pieces or f["minute"] == "2-digit" else str(moment.minute))
    if "second" in f:
        pieces.append(f"{moment.second:02d}" if pieces or f["second"] == "2-digit" else str(moment.second))
    text = ":".join(pieces)
    if "hour" in f and twelve:
        text += " AM" if moment.hour < 12 else " PM"
    return text


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
    if any(p != p or p in (math.inf, -math.inf) for p in parts):
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
    if any(to_number(a) in (math.inf, -math.inf) for a in args[:7]):
        return NAN
    parts = [to_integer(a) for a in args[:7]] + [0] * 7
    year, month, day = parts[0], parts[1], parts[2] if len(args) > 2 else 1
    try:
        moment = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=timezone.utc) + timedelta(
            days=day - 1, hours=parts[3], minutes=parts[4], seconds=parts[5], milliseconds=parts[6]
        )
    except (OverflowError, ValueError):
        return NAN
    return int(round(moment.timestamp() * 1000))
