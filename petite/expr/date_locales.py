"""How `toLocaleDateString/TimeString/String(locale)` and `Intl.DateTimeFormat(locale)`
write a date, as Chromium's ICU (CLDR) writes it: every combination of the date fields
(weekday, year, month, day in each style), of the time fields (hour, minute, second,
hour12), `dateStyle`, `timeStyle` short and medium, and what joins a date to its time,
in 49 locales (en-US, the default, among them; regions whose clock or order differs
from their language's have their own) — from the patterns and words recorded
from Chromium in `petite/expr/locales/<locale>.json` (made by
`python -m tests.expr.record_date_patterns`; their format is described there). A
locale petite does not list is written as en-US; a full or long `timeStyle` is
written by `petite.expr.dates`.
"""

from __future__ import annotations

from string import Formatter
from typing import Any

from .locale_tags import LOCALE_FILES, locale_file, table_keys

# (the other files there: locale_tags' list of locales, intl_text's list patterns and plural forms)
TABLES = frozenset(path.stem for path in LOCALE_FILES.glob("*.json")) - {"available", "lists", "plurals"}
ALIASES = {"en-us": "en", "fr-fr": "fr", "de-de": "de", "es-es": "es", "it-it": "it", "pt-br": "pt", "nl-nl": "nl",
           "nb-no": "nb", "no": "nb", "hi-in": "hi", "ja-jp": "ja", "zh-cn": "zh", "ko-kr": "ko", "ru-ru": "ru",
           "pl-pl": "pl", "sv-se": "sv", "cs-cz": "cs", "da-dk": "da", "el-gr": "el", "fi-fi": "fi", "hu-hu": "hu",
           "id-id": "id", "ro-ro": "ro", "tr-tr": "tr", "uk-ua": "uk", "vi-vn": "vi"}
DATE_FIELDS = ("weekday", "year", "month", "day")
# A recorded pattern's placeholders and the part each writes (`formatToParts`' types)
PART_TYPES = {"W": "weekday", "M": "month", "m": "month", "mm": "month", "d": "day", "dd": "day", "y": "year",
              "yy": "year", "h": "hour", "hh": "hour", "K": "hour", "KK": "hour", "H": "hour", "HH": "hour",
              "n": "minute", "nn": "minute", "s": "second", "ss": "second", "a": "dayPeriod"}
Parts = list[tuple[str, str]]  # a formatted date as (type, text) pairs: `formatToParts`' parts
parse_pattern = Formatter().parse  # (a pattern's literal texts and placeholders: str.format's reading)
TIME_FIELDS = ("hour", "minute", "second")


def date_locale(locales: Any) -> str:
    """The table for `locales` (`petite.expr.locale_tags` resolves them): its language
    and region's (`en-ca`), else its language's (`fr` for `fr-BE`), else en-US's."""
    for key in table_keys(locales):
        key = ALIASES.get(key, key)
        if key in TABLES:
            return key
    return "en"


def format_date_fields(loc: str, moment: Any, f: dict[str, str]) -> Parts | None:
    """The date part for the fields `f` (weekday/year/month/day: their styles)."""
    return _fill(loc, moment, "|".join(f.get(field, "") for field in DATE_FIELDS))


def format_time_fields(loc: str, moment: Any, f: dict[str, str], hour12: bool | None = None) -> Parts | None:
    """The time part for the fields `f` (hour/minute/second) and `hour12` (None: the
    locale's own), or None for a combination the table does not hold (no hour)."""
    key = _time_key(f, hour12)
    return None if key is None else _fill(loc, moment, key)


def time_pattern(loc: str, f: dict[str, str], hour12: bool | None = None) -> str | None:
    """The recorded pattern of the time fields `f` (`{h}:{nn} {a}`; None: not recorded)."""
    key = _time_key(f, hour12)
    found = None if key is None else locale_file(loc)["patterns"].get(key)
    return None if found is None else found[0]


def _time_key(f: dict[str, str], hour12: bool | None) -> str | None:
    """The table's key of the time fields `f`: recorded with an hour only (without one,
    `|2-digit|2-digit|` would be the key of a year and a month)."""
    if not f.get("hour"):
        return None
    return "|".join(f.get(field, "") for field in TIME_FIELDS) + "|" + _twelve(hour12)


def format_styles(loc: str, moment: Any, date_style: str, time_style: str, hour12: bool | None) -> Parts | None:
    """`dateStyle` and/or `timeStyle` (short or medium; None for full and long)."""
    return _fill(loc, moment, f"style:{date_style}+{time_style}|{_twelve(hour12)}")


def join_date_time(loc: str, width: str, date_parts: Parts, time_parts: Parts) -> Parts | None:
    """A date (of that width: a dateStyle's name) and its time, joined as the locale
    joins them (`5 janvier 2024 à 14:07`; Vietnamese puts the time first)."""
    if not date_parts or not time_parts:
        return date_parts or time_parts
    glue = locale_file(loc)["glues"][width]
    return None if glue is None else _placed(glue, {"date": date_parts, "time": time_parts})


def _placed(pattern: str, values: dict[str, Parts]) -> Parts:
    """`pattern`'s literal text and, for each placeholder, its parts in `values`."""
    parts: Parts = []
    for literal, field, _, _ in parse_pattern(pattern):
        if literal:
            parts.append(("literal", literal))
        if field is not None:
            parts += values[field]
    return parts


def date_width(f: dict[str, str]) -> str:
    """The dateStyle a set of date fields is as wide as (which glue joins its time)."""
    if f.get("month") == "long":
        return "full" if f.get("weekday") == "long" else "long"
    return "medium" if f.get("month") == "short" else "short"


def _twelve(hour12: bool | None) -> str:
    return "" if hour12 is None else "true" if hour12 else "false"


def _fill(loc: str, moment: Any, key: str) -> Parts | None:
    table = locale_file(loc)
    found = table["patterns"].get(key)
    if found is None:
        return None
    pattern, months, weekdays, periods = found
    names = table["names"]
    hour12, hour11 = moment.hour % 12 or 12, moment.hour % 12
    texts = {
        "W": names[weekdays][(moment.weekday() + 1) % 7] if weekdays >= 0 else "",
        "M": names[months][moment.month - 1] if months >= 0 else "",
        "m": str(moment.month), "mm": f"{moment.month:02d}",
        "d": str(moment.day), "dd": f"{moment.day:02d}",
        "y": str(moment.year), "yy": f"{moment.year % 100:02d}",
        "h": str(hour12), "hh": f"{hour12:02d}", "K": str(hour11), "KK": f"{hour11:02d}",
        "H": str(moment.hour), "HH": f"{moment.hour:02d}",
        "n": str(moment.minute), "nn": f"{moment.minute:02d}", "s": str(moment.second), "ss": f"{moment.second:02d}",
        "a": names[periods][moment.hour >= 12] if periods >= 0 else "",
    }
    parts: Parts = []
    for literal, field, _, _ in parse_pattern(pattern):
        if literal:
            parts.append(("literal", literal))
        if field is not None:
            parts.append((PART_TYPES[field], texts[field]))
    return parts


def joined(parts: Parts) -> str:
    """The text of a formatted date's parts."""
    return "".join(text for _, text in parts)


def merged(parts: Parts) -> Parts:
    """The parts with each run of literals one literal (as ICU gives them)."""
    out: Parts = []
    for kind, text in parts:
        if kind == "literal" and out and out[-1][0] == "literal":
            out[-1] = ("literal", out[-1][1] + text)
        elif text or kind != "literal":
            out.append((kind, text))
    return out
