"""How `toLocaleDateString/TimeString/String(locale)` and `Intl.DateTimeFormat(locale)`
write a date in the common European locales (en-GB, fr, de, es, it, pt-BR, nl), as
Chromium's ICU (CLDR) writes them: every combination of the date fields (weekday
long/short, year, month numeric/2-digit/long/short, day), of the time fields (hour,
minute, second, hour12), `dateStyle`, `timeStyle` short and medium, and what joins a
date to its time — from the patterns and words recorded from Chromium in
`petite.expr.date_patterns` (`python -m tests.expr.record_date_patterns`). Narrow
styles, other combinations and other locales are written as en-US (`petite.expr.dates`).
"""

from __future__ import annotations

from typing import Any, Mapping

from .date_patterns import GLUES, NAMES, PATTERNS, TIMES

ALIASES = {"fr-fr": "fr", "de-de": "de", "es-es": "es", "it-it": "it", "pt-br": "pt", "nl-nl": "nl"}
DATE_FIELDS = ("weekday", "year", "month", "day")
TIME_FIELDS = ("hour", "minute", "second")


def date_locale(locales: Any) -> str | None:
    """The table of `locales` (a tag, or a list whose first tag decides), or None (en-US)."""
    tags = [locales] if isinstance(locales, str) or not hasattr(locales, "__iter__") or isinstance(locales, Mapping) else locales
    for tag in tags:
        if not isinstance(tag, str) or not tag:
            continue
        key = tag.lower().replace("_", "-")
        parts = key.split("-")
        region = next((p for p in parts[1:] if len(p) == 2 and p.isalpha()), None)
        full = f"{parts[0]}-{region}" if region else parts[0]
        if full in PATTERNS:
            return full
        if full in ALIASES:
            return ALIASES[full]
        if region is None and parts[0] in PATTERNS:
            return parts[0]
        return None  # the first tag decides (a region petite does not list: en-US)
    return None


def format_date_fields(loc: str, moment: Any, f: dict[str, str]) -> str | None:
    """The date part for the fields `f` (weekday/year/month/day: their styles), or None
    for a combination the table does not hold (narrow)."""
    return _date(loc, moment, "|".join(f.get(field, "") for field in DATE_FIELDS))


def format_date_style(loc: str, moment: Any, style: str) -> str | None:
    return _date(loc, moment, "style:" + style)


def format_time_fields(loc: str, moment: Any, f: dict[str, str], hour12: bool | None = None) -> str | None:
    """The time part for the fields `f` (hour/minute/second) and `hour12` (None: the
    locale's own), or None for a combination the table does not hold."""
    twelve = "" if hour12 is None else "true" if hour12 else "false"
    return _time(loc, moment, "|".join(f.get(field, "") for field in TIME_FIELDS) + "|" + twelve)


def format_time_style(loc: str, moment: Any, style: str) -> str | None:
    return _time(loc, moment, "style:" + style)


def glue(loc: str, width: str) -> str:
    """What joins a date of that width (a dateStyle's name) to its time."""
    return GLUES[loc][width]


def date_width(f: dict[str, str]) -> str:
    """The dateStyle a set of date fields is as wide as (which glue joins its time)."""
    if f.get("month") == "long":
        return "full" if f.get("weekday") == "long" else "long"
    return "medium" if f.get("month") == "short" else "short"


def _date(loc: str, moment: Any, combo: str) -> str | None:
    found = PATTERNS[loc].get(combo)
    if found is None:
        return None
    pattern, months, weekdays = found
    return pattern.format_map({
        "W": NAMES[weekdays][(moment.weekday() + 1) % 7] if weekdays >= 0 else "",
        "M": NAMES[months][moment.month - 1] if months >= 0 else "",
        "m": str(moment.month), "mm": f"{moment.month:02d}",
        "d": str(moment.day), "dd": f"{moment.day:02d}",
        "y": str(moment.year), "yy": f"{moment.year % 100:02d}",
    })


def _time(loc: str, moment: Any, combo: str) -> str | None:
    found = TIMES[loc].get(combo)
    if found is None:
        return None
    pattern, periods = found
    hour12 = moment.hour % 12 or 12
    return pattern.format_map({
        "h": str(hour12), "hh": f"{hour12:02d}", "H": str(moment.hour), "HH": f"{moment.hour:02d}",
        "n": str(moment.minute), "nn": f"{moment.minute:02d}", "s": str(moment.second), "ss": f"{moment.second:02d}",
        "a": NAMES[periods][moment.hour >= 12] if periods >= 0 else "",
    })
