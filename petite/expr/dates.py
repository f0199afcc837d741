"""A small JavaScript ``Date``: construction, getters, ISO and en-US formatting."""

from __future__ import annotations

import functools
import math
import os
import re
import time
import zoneinfo
from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from .budget import tick
from .date_locales import (
    date_locale,
    date_width,
    format_date_fields,
    format_styles,
    format_time_fields,
    join_date_time,
    joined,
    merged,
    Parts,
    time_pattern,
)
from .date_strings import read as read_date_string
from .errors import ExpressionError
from .locale_tags import resolve_locale
from .values import NAN, to_integer, to_js_string, to_number, truthy, undefined

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
LOCALE_FORMAT_COST = 50  # steps: one locale-formatted date
DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MS_PER_DAY = 86_400_000
MAX_TIME = 8.64e15  # the range of a Date: ±100,000,000 days around 1970
# the instants Python's datetime can hold (years 1-9999): local offsets come from it
FIRST_DATETIME_MS, LAST_DATETIME_MS = -62135596800000, 253402300799999


# -- the specification's date arithmetic (any year, proleptic Gregorian) ------------------


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 of ``year-month-day`` (month 1-12)."""
    year -= month <= 2
    era = year // 400
    yoe = year - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(days: int) -> tuple[int, int, int]:
    """``(year, month 1-12, day)`` of a day count since 1970-01-01."""
    days += 719468
    era = days // 146097
    doe = days - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (month <= 2), month, day


def make_time(year: Any, month: Any = 0, day: Any = 1, hour: Any = 0, minute: Any = 0, second: Any = 0,
              ms: Any = 0) -> float:
    """MakeDate(MakeDay(...), MakeTime(...)) on numbers, then TimeClip: ms or NaN."""
    parts = [to_number(v) for v in (year, month, day, hour, minute, second, ms)]
    if any(p != p or p in (math.inf, -math.inf) for p in parts):
        return NAN
    y, m, d, h, mi, sec, milli = (int(p) for p in parts)  # ToIntegerOrInfinity (truncation)
    days = days_from_civil(y + m // 12, m % 12 + 1, 1) + d - 1
    return time_clip(days * MS_PER_DAY + ((h * 60 + mi) * 60 + sec) * 1000 + milli)


def time_clip(t: Any) -> float:
    if t != t or abs(t) > MAX_TIME:
        return NAN
    return float(int(t)) + 0.0


class Moment:
    """The calendar fields of a time value (UTC, or local with its offset)."""

    __slots__ = ("year", "month", "day", "hour", "minute", "second", "microsecond", "_weekday", "offset", "zone")

    def __init__(self, ms: int, offset: int = 0, zone: str = "UTC") -> None:
        days, rest = divmod(ms + offset, MS_PER_DAY)
        self.year, self.month, self.day = civil_from_days(days)
        self.hour, rest = divmod(rest, 3_600_000)
        self.minute, rest = divmod(rest, 60_000)
        self.second, milli = divmod(rest, 1000)
        self.microsecond = milli * 1000
        self._weekday = (days + 3) % 7  # Python's: Monday is 0 (1970-01-01 was a Thursday)
        self.offset = offset
        self.zone = zone

    def weekday(self) -> int:
        return self._weekday

    def utcoffset(self) -> timedelta:
        return timedelta(milliseconds=self.offset)

    def tzname(self) -> str:
        return self.zone


def local_offset(ms: int) -> tuple[int, str]:
    """The server's UTC offset (ms) and zone name at the instant ``ms``."""
    clamped = min(max(ms, FIRST_DATETIME_MS + MS_PER_DAY), LAST_DATETIME_MS - MS_PER_DAY)
    local = (EPOCH + timedelta(milliseconds=clamped)).astimezone()
    offset = local.utcoffset()
    return (int(offset.total_seconds() * 1000) if offset else 0), local.tzname() or ""


UTC_NAMES = frozenset({"UTC", "ETC/UTC", "GMT", "ETC/GMT", "ETC/UCT", "UCT", "ETC/ZULU", "ZULU", "ETC/UNIVERSAL"})
ZONE_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+-]*(?:/[A-Za-z0-9_+-]+){0,2}")


@functools.cache
def _zone_names() -> dict[str, str]:
    """The tz database's names by their lower case (JavaScript's are case-insensitive)."""
    return {name.lower(): name for name in zoneinfo.available_timezones()}


def time_zone(name: str) -> zoneinfo.ZoneInfo:
    """The IANA zone `name` (`America/New_York`, any case), from the system's tz
    database or the `tzdata` package; a RangeError when there is none of that name. The
    name is looked up in the database's list, never tried on the file system (each
    unknown name searched the tz paths and the tzdata package: 1.3 ms a name, uncharged,
    and the files under them: `posixrules`, `right/UTC`)."""
    canonical = _zone_names().get(name.lower()) if len(name) <= 64 and ZONE_NAME.fullmatch(name) else None
    if canonical is not None:
        return zoneinfo.ZoneInfo(canonical)
    raise ExpressionError(f"Invalid time zone specified: {name}", kind="RangeError")


def zone_offset(ms: int, zone: zoneinfo.ZoneInfo) -> tuple[int, str]:
    """The zone's UTC offset (ms) and abbreviation at the instant ``ms``."""
    clamped = min(max(ms, FIRST_DATETIME_MS + MS_PER_DAY), LAST_DATETIME_MS - MS_PER_DAY)
    moment = (EPOCH + timedelta(milliseconds=clamped)).astimezone(zone)
    offset = moment.utcoffset()
    return (int(offset.total_seconds() * 1000) if offset else 0), moment.tzname() or ""


def zoned_moment(ms: float, zone: Any) -> Moment:
    """The calendar fields of a (valid) time value in the `timeZone` option's zone:
    local when undefined, UTC, or an IANA zone (a RangeError for an unknown one)."""
    if zone is undefined:
        return Moment(int(ms), *local_offset(int(ms)))
    name = to_js_string(zone)
    if name.upper() in UTC_NAMES:
        return Moment(int(ms))
    return Moment(int(ms), *zone_offset(int(ms), time_zone(name)))


def local_to_utc(t: float) -> float:
    """UTC(t) for a local time value ``t``."""
    if t != t:
        return NAN
    guess = int(t) - local_offset(int(t))[0]
    return time_clip(int(t) - local_offset(guess)[0])


class JSDate:
    """A point in time as milliseconds since 1970 (NaN: "Invalid Date")."""

    __slots__ = ("ms",)
    __reactive_skip__ = True
    __js_hidden__ = frozenset(__slots__)  # (its state, not a property: petite.expr.sandbox)

    def __init__(self, ms: float) -> None:
        self.ms = ms

    # -- helpers -----------------------------------------------------------------------
    def _utc(self) -> Moment | None:
        return None if self.ms != self.ms else Moment(int(self.ms))

    def _local(self) -> Moment | None:
        return None if self.ms != self.ms else zoned_moment(self.ms, undefined)

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

    def getUTCMilliseconds(self, *_: Any) -> Any:
        return self._part(False, "ms")

    def getTimezoneOffset(self, *_: Any) -> Any:
        local = self._local()
        if local is None:
            return NAN
        return -int(local.utcoffset().total_seconds() // 60)

    def toISOString(self, *_: Any) -> str:
        utc = self._utc()
        if utc is None:
            raise ExpressionError("Invalid time value", kind="RangeError")
        year = f"{utc.year:04d}" if 0 <= utc.year <= 9999 else f"{'+' if utc.year > 0 else '-'}{abs(utc.year):06d}"
        return (
            f"{year}-{utc.month:02d}-{utc.day:02d}T{utc.hour:02d}:{utc.minute:02d}:{utc.second:02d}."
            f"{utc.microsecond // 1000:03d}Z"
        )

    def toJSON(self, *_: Any) -> Any:
        return None if self.ms != self.ms else self.toISOString()

    def toLocaleDateString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "date", locales)

    def toLocaleTimeString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "time", locales)

    def toLocaleString(self, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
        return format_locale(self, options, "any", locales)

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
        t = make_time(*fields)
        self.ms = t if utc else local_to_utc(t)
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

    def setUTCMilliseconds(self, *v: Any) -> Any:
        return self._set(True, v[:1], 6)

    def toDateString(self, *_: Any) -> str:
        local = self._local()
        if local is None:
            return "Invalid Date"
        year = f"{local.year:04d}" if local.year >= 0 else f"-{-local.year:04d}"  # (toISOString: 6 digits)
        return f"{DAYS[(local.weekday() + 1) % 7]} {MONTHS[local.month - 1]} {local.day:02d} {year}"

    def toTimeString(self, *_: Any) -> str:
        local = self._local()
        if local is None:
            return "Invalid Date"
        offset = int(local.utcoffset().total_seconds() // 60)
        sign = "+" if offset >= 0 else "-"
        zone = f"GMT{sign}{abs(offset) // 60:02d}{abs(offset) % 60:02d}"
        name = "Coordinated Universal Time" if offset == 0 and local.tzname() in ("UTC", "GMT") else local.tzname()
        return f"{local.hour:02d}:{local.minute:02d}:{local.second:02d} {zone} ({name})"

    def toString(self, *_: Any) -> str:
        if self.ms != self.ms:
            return "Invalid Date"
        return f"{self.toDateString()} {self.toTimeString()}"

    def toUTCString(self, *_: Any) -> str:
        """``Thu, 01 Jan 1970 00:00:00 GMT`` (also ``toGMTString``)."""
        utc = self._utc()
        if utc is None:
            return "Invalid Date"
        year = f"{utc.year:04d}" if utc.year >= 0 else f"-{-utc.year:04d}"
        return (f"{DAYS[(utc.weekday() + 1) % 7]}, {utc.day:02d} {MONTHS[utc.month - 1]} {year} "
                f"{utc.hour:02d}:{utc.minute:02d}:{utc.second:02d} GMT")

    toGMTString = toUTCString

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        return f"JSDate({self.toJSON()!r})"


WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
               "October", "November", "December"]


def local_zone_name() -> str:
    """The IANA name of the server's time zone (`TZ`, else what /etc/localtime links to,
    else /etc/timezone), as `Intl.DateTimeFormat().resolvedOptions().timeZone` shows it."""
    name = os.environ.get("TZ", "").lstrip(":")
    if not name:
        try:
            name = os.readlink("/etc/localtime").partition("zoneinfo/")[2]
        except OSError:
            try:
                name = Path("/etc/timezone").read_text(encoding="utf-8").strip()
            except OSError:
                name = ""
    return "UTC" if not name or name.upper() in UTC_NAMES else name


DATE_OPTION_ORDER = ("weekday", "era", "year", "month", "day", "dayPeriod", "hour", "minute", "second",
                     "fractionalSecondDigits", "timeZoneName")


def resolved_date_options(locales: Any, options: Any) -> dict[str, Any]:
    """``Intl.DateTimeFormat(locales, options).resolvedOptions()``, with Chromium's
    properties in Chromium's order: the locale, calendar, numbering system and time zone,
    the hour cycle when hours show (from the locale's recorded patterns), then the fields
    or styles (year, month and day when none is asked for)."""
    opts = options if isinstance(options, Mapping) else {}
    zone = opts.get("timeZone", undefined)
    if zone is undefined:
        zone_name = local_zone_name()
    else:
        zone_name = to_js_string(zone)
        zone_name = "UTC" if zone_name.upper() in UTC_NAMES else time_zone(zone_name).key
    out: dict[str, Any] = {"locale": resolve_locale(locales), "calendar": "gregory", "numberingSystem": "latn",
                           "timeZone": zone_name}
    fields = field_options(opts, DATE_OPTION_ORDER)
    styles = {k: to_js_string(opts[k]) for k in ("dateStyle", "timeStyle") if opts.get(k, undefined) is not undefined}
    hour12 = opts.get("hour12", undefined)
    twelve = None if hour12 is undefined else truthy(hour12)
    cycle_option = hour_cycle_option(opts)
    time_zone_name_option(opts)
    if "hour" in fields or "timeStyle" in styles:
        loc = date_locale(locales)
        if twelve is None and cycle_option is not None:
            cycle = cycle_option
        elif twelve is None:  # the locale's own
            pattern = time_pattern(loc, {"hour": fields.get("hour", "numeric")}) or ""
            cycle = "h11" if "{K" in pattern else "h12" if "{h" in pattern else "h23"
        else:  # (Chromium shows h12 for ja's 0-11 hours too)
            cycle = "h12" if twelve else "h23"
        out.update(hourCycle=cycle, hour12=cycle in ("h11", "h12"))
        if "hour" in fields:
            asked = twelve if twelve is not None or cycle_option is None else cycle_option in ("h11", "h12")
            full = time_pattern(loc, fields, asked) or ""
            for name, mark in (("hour", "{" + cycle_letter(cycle) * 2), ("minute", "{nn"), ("second", "{ss")):
                if name in fields and fields[name] in ("numeric", "2-digit") and full:
                    fields[name] = "2-digit" if mark in full else "numeric"
    if styles:
        return {**out, **styles}
    if not any(name in fields for name in DATE_OPTION_ORDER[:-1]):  # (timeZoneName alone adds the date)
        fields = {"year": "numeric", "month": "numeric", "day": "numeric", **fields}
    return {**out, **fields}


def cycle_letter(cycle: str) -> str:
    """The pattern letter of an hour cycle's hours (`{h}` 1-12, `{K}` 0-11, `{H}` 0-23)."""
    return {"h11": "K", "h12": "h"}.get(cycle, "H")


def format_locale(date: JSDate, options: Any, defaults: str, locales: Any = undefined) -> str:
    """``toLocale(Date|Time)String``, ``Intl.DateTimeFormat.format``: the text of
    `locale_parts`."""
    return joined(locale_parts(date, options, defaults, locales))


def locale_parts(date: JSDate, options: Any, defaults: str, locales: Any = undefined) -> Parts:
    """``Intl.DateTimeFormat.formatToParts``: the date, written as ``toLocale(Date|Time)String``
    writes it, as typed parts (a recorded pattern's fields by type; what en-US's own
    rules write, where no pattern is recorded, is one literal). The common options:
    ``weekday year month day hour minute second`` (numeric, 2-digit, long, short,
    narrow), ``hour12`` and ``timeZone`` (an IANA zone): en-US, or the locale's words and
    patterns where `petite.expr.date_locales` covers the locale and the fields. Charged
    as the work it is (~60 Python calls: options, zone, pattern table), a failing call
    too (a budget of unknown time zones in a `try` ran 14 million calls)."""
    tick(LOCALE_FORMAT_COST)
    opts = options if isinstance(options, Mapping) else {}
    if date.ms != date.ms:
        return [("literal", "Invalid Date")]
    moment = zoned_moment(date.ms, opts.get("timeZone", undefined))
    fields = field_options(opts, FIELD_STYLES)
    styles = {k: to_js_string(opts[k]) for k in ("dateStyle", "timeStyle") if opts.get(k, undefined) is not undefined}
    loc = date_locale(locales)
    hour12 = opts.get("hour12", undefined)
    cycle = hour_cycle_option(opts)
    if hour12 is undefined and cycle is not None:
        hour12 = cycle in ("h11", "h12")
    zone_style = time_zone_name_option(opts)
    if styles:
        _check_styles(fields, styles, defaults)
        parts = _styled_in(loc, moment, styles, hour12)
        return merged(parts) if parts is not None else [("literal", _styled(moment, styles, hour12))]
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
        fields.update(hour="numeric", minute="numeric", second="numeric")  # (ECMA-402's defaults)
    date_fields = {k: v for k, v in fields.items() if k in ("weekday", "year", "month", "day")}
    time_fields = {k: v for k, v in fields.items() if k in ("hour", "minute", "second")}
    date_parts = format_date_fields(loc, moment, date_fields) if date_fields else []
    twelve = None if hour12 is undefined else truthy(hour12)
    time_parts = format_time_fields(loc, moment, time_fields, twelve) if time_fields else []
    both = None
    if date_parts is not None and time_parts is not None:
        both = join_date_time(loc, date_width(date_fields), date_parts, time_parts)
    if both is not None:
        if zone_style is not None and loc.startswith("en"):  # (other languages: not shown)
            both = both + [("literal", " " if time_fields else ", "),
                           ("timeZoneName", zone_label(moment, zone_style, loc == "en"))]
        return merged(both)
    # (a combination no table holds, as a minute alone: en-US's rules)
    parts = []
    date_text = _date_part(moment, fields)
    if date_text:
        parts.append(date_text)
    time_text = _time_part(moment, fields, hour12)
    if time_text:
        parts.append(time_text)
    return [("literal", ", ".join(parts))]


# dateStyle / timeStyle: the fields each style shows (en-US)
DATE_STYLES = {
    "full": {"weekday": "long", "month": "long", "day": "numeric", "year": "numeric"},
    "long": {"month": "long", "day": "numeric", "year": "numeric"},
    "medium": {"month": "short", "day": "numeric", "year": "numeric"},
    "short": {"month": "numeric", "day": "numeric", "year": "2-digit"},
}
TIME_STYLES = {"full": "second", "long": "second", "medium": "second", "short": "minute"}


def _check_styles(fields: dict, styles: dict, defaults: str) -> None:
    """``dateStyle``/``timeStyle`` (full, long, medium, short): no single field may be
    set with them, ``toLocaleDateString`` takes no timeStyle and ``toLocaleTimeString``
    no dateStyle (TypeErrors, as ECMA-402)."""
    if fields:
        raise ExpressionError(f"Can't set option {next(iter(fields))} when {next(iter(styles))} is used")
    for name, style in styles.items():
        if style not in DATE_STYLES:
            raise ExpressionError(f"Value {style} out of range for Intl.DateTimeFormat options property {name}",
                                  kind="RangeError")
    wrong = {"date": "timeStyle", "time": "dateStyle"}.get(defaults)
    if wrong in styles:
        raise ExpressionError(f"Invalid option : {wrong}")


def _styled_in(loc: str, moment: Moment, styles: dict, hour12: Any) -> Parts | None:
    """``dateStyle``/``timeStyle`` in the locale's recorded patterns (None: a full or
    long timeStyle, written as en-US)."""
    date_style, time_style = styles.get("dateStyle", ""), styles.get("timeStyle", "")
    if time_style in ("full", "long"):
        return None
    return format_styles(loc, moment, date_style, time_style, None if hour12 is undefined else truthy(hour12))


def _styled(moment: Moment, styles: dict, hour12: Any) -> str:
    """en-US with ``dateStyle``/``timeStyle``."""
    date_style, time_style = styles.get("dateStyle"), styles.get("timeStyle")
    date_text = _date_part(moment, DATE_STYLES[date_style]) if date_style else ""
    if not time_style:
        return date_text
    last = TIME_STYLES[time_style]
    time_text = _time_part(moment, {k: "numeric" for k in ("hour", "minute", "second")[: 2 if last == "minute" else 3]},
                           hour12)
    if time_style in ("full", "long"):
        time_text += " " + _zone_name(moment, time_style == "full")
    if not date_text:
        return time_text
    return date_text + (" at " if date_style in ("full", "long") else ", ") + time_text


TEXT_STYLES = ("long", "short", "narrow")
NUMBER_STYLES = ("numeric", "2-digit")
FIELD_STYLES = {"weekday": TEXT_STYLES, "year": NUMBER_STYLES, "month": NUMBER_STYLES + TEXT_STYLES, "day": NUMBER_STYLES,
                "hour": NUMBER_STYLES, "minute": NUMBER_STYLES, "second": NUMBER_STYLES}


def field_options(opts: Mapping, names: Any) -> dict[str, str]:
    """The date and time field options among `names` that `opts` sets, as strings; a
    RangeError for a style the field has not (`weekday: 'numeric'`)."""
    fields = {name: to_js_string(opts[name]) for name in names if opts.get(name, undefined) is not undefined}
    for name, value in fields.items():
        if name in FIELD_STYLES and value not in FIELD_STYLES[name]:
            raise ExpressionError(f"Value {value} out of range for Intl.DateTimeFormat options property {name}",
                                  kind="RangeError")
    return fields


def hour_cycle_option(opts: Mapping) -> str | None:
    """The ``hourCycle`` option (h11, h12, h23, h24), or None."""
    cycle = opts.get("hourCycle", undefined)
    if cycle is undefined:
        return None
    cycle = to_js_string(cycle)
    if cycle not in ("h11", "h12", "h23", "h24"):
        raise ExpressionError(f"Value {cycle} out of range for Intl.DateTimeFormat options property hourCycle",
                              kind="RangeError")
    return cycle


ZONE_NAME_STYLES = ("short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric")


def time_zone_name_option(opts: Mapping) -> str | None:
    """The ``timeZoneName`` option, or None."""
    style = opts.get("timeZoneName", undefined)
    if style is undefined:
        return None
    style = to_js_string(style)
    if style not in ZONE_NAME_STYLES:
        raise ExpressionError(f"Value {style} out of range for Intl.DateTimeFormat options property timeZoneName",
                              kind="RangeError")
    return style


# the zones en-US names by their abbreviations (ICU's "commonly used" metazones)
US_ZONES = {"E": "Eastern", "C": "Central", "M": "Mountain", "P": "Pacific", "AK": "Alaska", "H": "Hawaii-Aleutian"}


def zone_label(moment: Moment, style: str, us: bool) -> str:
    """The time zone as English writes it for ``timeZoneName``: `UTC`, a US zone's
    abbreviation in en-US (`EST`, `Eastern Standard Time`, `ET`), `GMT` for Greenwich
    time, else the offset (`GMT-3`, `GMT-03:00`, `GMT+0`)."""
    named = style in ("short", "long")
    if not moment.offset and moment.zone in ("UTC", "") and named:
        return "UTC" if style == "short" else "Coordinated Universal Time"
    abbreviation = moment.zone or ""
    region, kind = abbreviation[:-2], abbreviation[-2:]
    if us and region in US_ZONES and kind in ("ST", "DT"):
        season = "Standard" if kind == "ST" else "Daylight"
        label = {"short": abbreviation, "long": f"{US_ZONES[region]} {season} Time",
                 "shortGeneric": region + "T", "longGeneric": f"{US_ZONES[region]} Time"}.get(style)
        if label is not None:
            return label
    if not moment.offset and abbreviation == "GMT" and named:
        return "GMT" if style == "short" else "Greenwich Mean Time"
    return gmt_offset(moment.offset, style.startswith("long"))


def gmt_offset(offset: int, long: bool) -> str:
    """An offset (ms) as `GMT+1`, `GMT+5:30` (short) or `GMT+01:00` (long)."""
    hours, minutes = divmod(abs(offset) // 60_000, 60)
    sign = "-" if offset < 0 else "+"
    if long:
        return f"GMT{sign}{hours:02d}:{minutes:02d}"
    return f"GMT{sign}{hours}" + (f":{minutes:02d}" if minutes else "")


def _zone_name(moment: Moment, full: bool) -> str:
    """The time zone as en-US names it: UTC, else its offset from GMT."""
    if not moment.offset:
        return "Coordinated Universal Time" if full else "UTC"
    return gmt_offset(moment.offset, full)


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
    # (ICU: a minute or second beside another time field has two digits, alone it has
    # its own digits whatever its style: `{ minute: '2-digit' }` writes "5")
    if "minute" in f:
        pieces.append(f"{moment.minute:02d}" if pieces or "second" in f else str(moment.minute))
    if "second" in f:
        pieces.append(f"{moment.second:02d}" if pieces else str(moment.second))
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
    return JSDate(local_to_utc(make_time(*_full_year(args))))


def _full_year(args: tuple) -> list:
    """Date arguments with JavaScript's two-digit years (0-99 mean 1900-1999)."""
    parts = [to_number(a) for a in args[:7]]
    if parts and parts[0] == parts[0] and parts[0] not in (math.inf, -math.inf) and 0 <= int(parts[0]) <= 99:
        parts[0] = 1900 + int(parts[0])
    return parts


ISO_DATE = re.compile(
    r"([+-]\d{6}|\d{4})(?:-(\d\d)(?:-(\d\d))?)?"
    r"(?:T(\d\d):(\d\d)(?::(\d\d)(?:\.(\d+))?)?(Z|[+-]\d\d:\d\d)?)?"
)


def parse_iso(text: str) -> float | None:
    """The ECMAScript date-time string format (expanded years too); None: not that format."""
    m = ISO_DATE.fullmatch(text)
    if m is None:
        return None
    year_text, month, day, hour, minute, second, fraction, zone = m.groups()
    if year_text == "-000000":
        return NAN
    fields = [int(year_text), int(month or 1), int(day or 1), int(hour or 0), int(minute or 0),
              int(second or 0), int((fraction or "0")[:3].ljust(3, "0"))]
    if not (1 <= fields[1] <= 12 and 1 <= fields[2] <= 31 and fields[3] <= 24 and fields[4] <= 59 and fields[5] <= 59):
        return NAN
    if fields[3] == 24 and any(fields[4:]):
        return NAN
    t = make_time(fields[0], fields[1] - 1, *fields[2:])
    if hour is None or zone == "Z":
        return t
    if zone is None:
        return local_to_utc(t)
    sign = 1 if zone[0] == "+" else -1
    return time_clip(t - sign * (int(zone[1:3]) * 60 + int(zone[4:6])) * 60_000) if t == t else NAN


def parse_date(text: str) -> float:
    tick(1 + len(text) // 4)  # (its tokens are read one by one: a few characters each at least)
    text = text.strip()
    iso = parse_iso(text)
    if iso is not None:
        return iso
    fields = read_date_string(text)  # (V8's other formats: "Jan 15, 2024", "2024/01/15"...)
    if fields is None:
        return NAN
    *calendar, offset = fields
    t = make_time(*calendar)
    if offset is None:
        return local_to_utc(t)
    return time_clip(t - offset * 1000) if t == t else NAN


def date_now(*_: Any) -> int:
    return int(time.time() * 1000)


def date_parse(text: Any = undefined, *_: Any) -> Any:
    ms = parse_date(to_js_string(text))
    return ms if ms != ms else int(ms)


def date_utc(*args: Any) -> Any:
    """``Date.UTC(year, month = 0, day = 1, ...)``: a time value (two-digit years as 19xx)."""
    t = make_time(*_full_year(args or (undefined,)))
    return t if t != t else int(t)
