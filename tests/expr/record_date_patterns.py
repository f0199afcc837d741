"""Records how Chromium writes dates in each locale `petite.expr.date_locales` covers,
into `petite/expr/locales/<locale>.json` (generated: do not edit them by hand).

For every combination of weekday (long, short, narrow), year (numeric, 2-digit), month
(numeric, 2-digit, long, short, narrow) and day (numeric, 2-digit), and every
dateStyle, it formats twelve dates (the 5th of each month of 2024) and seven days (one
week) with `formatToParts` and keeps: the pattern (literals, and which field goes
where, padded or not) and the month and weekday names that combination uses (a month
may be written differently alone than with a day: `Mär` and `5. März`). For every
combination of hour, minute, second and hour12, and every dateStyle/timeStyle (short,
medium) pair, the pattern of 14:07:09, 09:03:04 and 00:05:03 (12 or 24 hours, 1-12 or
0-11, padding, the am/pm words); and for each dateStyle, the pattern that joins a date
of that width and its time (`{date} à {time}`).

Keys: `weekday|year|month|day` and `hour|minute|second|hour12` (their styles, empty
when not shown), `style:<dateStyle>+<timeStyle>|<hour12>`. Patterns: {W} weekday, {M}
month name, {m}/{mm} month number (padded), {d}/{dd} day, {y}/{yy} year (two digits),
{h}/{hh} 12-hour hour, {K}/{KK} 0-11 hour, {H}/{HH} 24-hour hour, {n}/{nn} minutes,
{s}/{ss} seconds, {a} am/pm; names are indexes into the file's `names`.

    python -m tests.expr.record_date_patterns [table ...]
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.conformance.harness import CHROMIUM_ARGS, find_chromium

# petite's table -> the tag Chromium formats with (the locales of petite.expr.number_locales
# whose dates use the Gregorian calendar and Latin digits: not th, whose years are Buddhist)
LOCALES = {
    "en": "en-US", "en-gb": "en-GB", "en-au": "en-AU", "en-ca": "en-CA", "en-in": "en-IN", "fr": "fr-FR",
    "fr-ca": "fr-CA", "fr-ch": "fr-CH", "de": "de-DE", "de-at": "de-AT", "de-ch": "de-CH", "es": "es-ES",
    "es-mx": "es-MX", "it": "it-IT", "pt": "pt-BR", "pt-pt": "pt-PT", "nl": "nl-NL", "cs": "cs-CZ", "da": "da-DK",
    "el": "el-GR", "fi": "fi-FI", "hi": "hi-IN", "hu": "hu-HU", "id": "id-ID", "ja": "ja-JP", "ko": "ko-KR",
    "nb": "nb-NO", "pl": "pl-PL", "ro": "ro-RO", "ru": "ru-RU", "sv": "sv-SE", "tr": "tr-TR", "uk": "uk-UA",
    "vi": "vi-VN", "zh": "zh-CN",
    # regions whose clock or date order differs from their language's table (Latin
    # America's 12-hour clock, Traditional Chinese's 下午, Belgium's d/m/y ...)
    "es-419": "es-419", "es-ar": "es-AR", "es-cl": "es-CL", "es-co": "es-CO", "es-pe": "es-PE", "es-us": "es-US",
    "zh-tw": "zh-TW", "zh-hk": "zh-HK", "zh-hant": "zh-Hant", "nl-be": "nl-BE",
    "en-nz": "en-NZ", "en-ie": "en-IE", "en-za": "en-ZA", "en-sg": "en-SG",
}
STYLES = {"weekday": ("", "long", "short", "narrow"), "year": ("", "numeric", "2-digit"),
          "month": ("", "numeric", "2-digit", "long", "short", "narrow"), "day": ("", "numeric", "2-digit")}
TARGET = Path(__file__).resolve().parents[2] / "petite" / "expr" / "locales"

TIME_STYLES = {"hour": ("numeric", "2-digit"), "minute": ("", "numeric", "2-digit"), "second": ("", "numeric", "2-digit"),
               "hour12": ("", "true", "false")}

IN_PAGE = """([tag, options]) => {
  const parts = (d) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(d);
  return {
    times: [[14, 7, 9], [9, 3, 4], [0, 5, 3]].map(([h, m, s]) => parts(new Date(Date.UTC(2024, 0, 5, h, m, s)))),
    months: [...Array(12).keys()].map(m => parts(new Date(Date.UTC(2024, m, 5)))),
    week: [...Array(7).keys()].map(i => parts(new Date(Date.UTC(2024, 0, 7 + i)))),
  };
}"""

IN_PAGE_GLUE = """([tag, dateStyle]) => {
  const format = (options) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
    .format(new Date(Date.UTC(2024, 0, 5, 14, 7, 9)));
  const both = format({ dateStyle, timeStyle: 'short' });
  const date = format({ dateStyle }), time = format({ timeStyle: 'short' });
  const at = both.indexOf(date), atTime = both.indexOf(time);
  if (at < 0 || atTime < 0) return null;
  const escape = (text) => text.replaceAll('{', '{{').replaceAll('}', '}}');
  const [first, second] = at < atTime ? [[at, date, '{date}'], [atTime, time, '{time}']]
                                      : [[atTime, time, '{time}'], [at, date, '{date}']];
  if (first[0] + first[1].length > second[0]) return null;
  return escape(both.slice(0, first[0])) + first[2] + escape(both.slice(first[0] + first[1].length, second[0]))
    + second[2] + escape(both.slice(second[0] + second[1].length));
}"""


def pattern(pm: list[dict], am: list[dict], midnight: list[dict]) -> tuple[str, tuple[str, str] | None]:
    """The pattern of Friday 2024-01-05 14:07:09 (`pm`), given 09:03:04 (`am`) and
    00:05:03 (`midnight`) of that day, and the am/pm words it uses."""
    early = {part["type"]: part["value"] for part in am}
    zero = {part["type"]: part["value"] for part in midnight}
    out = []
    periods = None
    for part in pm:
        kind, value = part["type"], part["value"]
        if kind == "weekday":
            out.append("{W}")
        elif kind == "month":
            out.append("{mm}" if value == "01" else "{m}" if value == "1" else "{M}")
        elif kind == "day":
            out.append("{dd}" if value == "05" else "{d}")
        elif kind == "year":
            out.append("{yy}" if value == "24" else "{y}")
        elif kind == "hour":
            letter = ("K" if zero["hour"] in ("0", "00") else "h") if value in ("2", "02") else "H"
            out.append("{" + letter * (2 if early["hour"] == "09" else 1) + "}")
        elif kind == "minute":
            out.append("{nn}" if early["minute"] == "03" else "{n}")
        elif kind == "second":
            out.append("{ss}" if early["second"] == "04" else "{s}")
        elif kind == "dayPeriod":
            out.append("{a}")
            periods = (early["dayPeriod"], value)
        else:
            out.append(value.replace("{", "{{").replace("}", "}}"))
    return "".join(out), periods


def names(dates: list[list[dict]], kind: str) -> tuple[str, ...] | None:
    found = tuple(next((p["value"] for p in parts if p["type"] == kind), "") for parts in dates)
    return found if any(found) and not all(v.isdigit() for v in found) else None


def record_locale(page, tag: str) -> dict:
    """One locale's table: its patterns (each [pattern, month names, weekday names,
    am/pm words]: indexes into `names`, -1 for none), glues and names."""
    name_lists: list[list[str]] = []

    def name_id(found: tuple[str, ...] | None) -> int:
        if found is None:
            return -1
        if list(found) not in name_lists:
            name_lists.append(list(found))
        return name_lists.index(list(found))

    def entry(options: dict) -> list:
        result = page.evaluate(IN_PAGE, [tag, options])
        text, periods = pattern(*result["times"])
        return [text, name_id(names(result["months"], "month")), name_id(names(result["week"], "weekday")),
                name_id(periods)]

    patterns = {}
    for combo in itertools.product(*STYLES.values()):
        if any(combo):
            patterns["|".join(combo)] = entry({field: style for field, style in zip(STYLES, combo) if style})
    for combo in itertools.product(*TIME_STYLES.values()):
        options: dict = {field: style for field, style in zip(TIME_STYLES, combo) if style}
        if "hour12" in options:
            options["hour12"] = options["hour12"] == "true"
        patterns["|".join(combo)] = entry(options)
    for date_style, time_style, twelve in itertools.product(("", "full", "long", "medium", "short"),
                                                            ("", "short", "medium"), ("", "true", "false")):
        if date_style or time_style:
            options = {"dateStyle": date_style, "timeStyle": time_style}
            options = {k: v for k, v in options.items() if v}
            if twelve:
                options["hour12"] = twelve == "true"
            patterns[f"style:{date_style}+{time_style}|{twelve}"] = entry(options)
    glues = {style: page.evaluate(IN_PAGE_GLUE, [tag, style]) for style in ("full", "long", "medium", "short")}
    return {"tag": tag, "patterns": patterns, "glues": glues, "names": name_lists}


def main() -> None:
    """Records every table, or only those named on the command line (`es-ar zh-tw`)."""
    wanted = set(sys.argv[1:]) or set(LOCALES)
    TARGET.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for key, tag in LOCALES.items():
            if key not in wanted:
                continue
            table = record_locale(page, tag)
            (TARGET / f"{key}.json").write_text(json.dumps(table, ensure_ascii=False, separators=(",", ":")) + "\n",
                                                encoding="utf-8")
        browser.close()


if __name__ == "__main__":
    main()
