"""Records how Chromium writes a date's fields in the locales `petite.expr.date_locales`
covers, into `petite/expr/date_patterns.py` (generated: do not edit it by hand).

For every combination of weekday (long, short), year (numeric, 2-digit), month
(numeric, 2-digit, long, short) and day (numeric, 2-digit), and every dateStyle, it
formats twelve dates (the 5th of each month of 2024) and seven days (one week) with
`formatToParts` and keeps: the pattern (literals, and which field goes where, padded
or not) and the month and weekday names that combination uses (a month may be written
differently alone than with a day: `Mär` and `5. März`). For every combination of hour,
minute, second and hour12, and timeStyle short and medium, the pattern of 14:07:09 and
09:03:04 (12 or 24 hours, padding, the am/pm words); and for each dateStyle, what joins
the date to the time.

    python -m tests.expr.record_date_patterns
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

from playwright.sync_api import sync_playwright

from tests.conformance.harness import CHROMIUM_ARGS, find_chromium

LOCALES = {"en-gb": "en-GB", "fr": "fr-FR", "de": "de-DE", "es": "es-ES", "it": "it-IT", "pt": "pt-BR", "nl": "nl-NL"}
STYLES = {"weekday": ("", "long", "short"), "year": ("", "numeric", "2-digit"),
          "month": ("", "numeric", "2-digit", "long", "short"), "day": ("", "numeric", "2-digit")}
TARGET = Path(__file__).resolve().parents[2] / "petite" / "expr" / "date_patterns.py"

TIME_STYLES = {"hour": ("numeric", "2-digit"), "minute": ("", "numeric", "2-digit"), "second": ("", "numeric", "2-digit"),
               "hour12": ("", "true", "false")}

IN_PAGE_TIME = """([tag, options]) => {
  const parts = (d) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(d);
  return [parts(new Date(Date.UTC(2024, 0, 5, 14, 7, 9))), parts(new Date(Date.UTC(2024, 0, 5, 9, 3, 4)))];
}"""

IN_PAGE_GLUE = """([tag, dateStyle]) => {
  const parts = new Intl.DateTimeFormat(tag, { dateStyle, timeStyle: 'short', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2024, 0, 5, 14, 7, 9)));
  const hour = parts.findIndex(p => p.type === 'hour');
  return parts[hour - 1].value;
}"""

IN_PAGE = """([tag, options]) => {
  const parts = (d) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' }).formatToParts(d);
  const months = [...Array(12).keys()].map(m => parts(new Date(Date.UTC(2024, m, 5))));
  const week = [...Array(7).keys()].map(i => parts(new Date(Date.UTC(2024, 0, 7 + i))));
  return { months, week };
}"""


def pattern(parts: list[dict]) -> str:
    """The first date's parts as a pattern: {W} weekday, {M} month name, {m}/{mm}
    month number, {d}/{dd} day, {y}/{yy} year, the rest literal."""
    out = []
    for part in parts:
        kind, value = part["type"], part["value"]
        if kind == "weekday":
            out.append("{W}")
        elif kind == "month":
            out.append("{mm}" if value == "01" else "{m}" if value == "1" else "{M}")
        elif kind == "day":
            out.append("{dd}" if value == "05" else "{d}")
        elif kind == "year":
            out.append("{yy}" if value == "24" else "{y}")
        else:
            out.append(value.replace("{", "{{").replace("}", "}}"))
    return "".join(out)


def time_pattern(pm: list[dict], am: list[dict]) -> tuple[str, tuple[str, str] | None]:
    """The pattern of 14:07:09 (`pm`) given 09:03:04 (`am`) too: {h}/{hh} the 12-hour
    hour, {H}/{HH} the 24-hour one, {n}/{nn} minutes, {s}/{ss} seconds, {a} the day
    period (the am and pm words returned with it)."""
    early = {part["type"]: part["value"] for part in am}
    out = []
    periods = None
    for part in pm:
        kind, value = part["type"], part["value"]
        if kind == "hour":
            twelve = value in ("2", "02")
            out.append(("{hh}" if early["hour"] == "09" else "{h}") if twelve else ("{HH}" if early["hour"] == "09" else "{H}"))
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


def record() -> dict:
    table: dict[str, dict[str, list]] = {}
    times: dict[str, dict[str, list]] = {}
    glues: dict[str, dict[str, str]] = {}
    name_lists: list[tuple[str, ...]] = []

    def name_id(found: tuple[str, ...] | None) -> int:
        if found is None:
            return -1
        if found not in name_lists:
            name_lists.append(found)
        return name_lists.index(found)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        page = browser.new_page()
        for key, tag in LOCALES.items():
            table[key] = {}
            for combo in itertools.product(*STYLES.values()):
                if not any(combo):
                    continue
                options = {field: style for field, style in zip(STYLES, combo) if style}
                result = page.evaluate(IN_PAGE, [tag, options])
                table[key]["|".join(combo)] = [pattern(result["months"][0]), name_id(names(result["months"], "month")),
                                               name_id(names(result["week"], "weekday"))]
            for style in ("full", "long", "medium", "short"):
                result = page.evaluate(IN_PAGE, [tag, {"dateStyle": style}])
                table[key]["style:" + style] = [pattern(result["months"][0]), name_id(names(result["months"], "month")),
                                                name_id(names(result["week"], "weekday"))]
            times[key] = {}
            for combo in itertools.product(*TIME_STYLES.values()):
                options = {field: style for field, style in zip(TIME_STYLES, combo) if style}
                if "hour12" in options:
                    options["hour12"] = options["hour12"] == "true"
                text, periods = time_pattern(*page.evaluate(IN_PAGE_TIME, [tag, options]))
                times[key]["|".join(combo)] = [text, name_id(periods)]
            for style in ("short", "medium"):
                text, periods = time_pattern(*page.evaluate(IN_PAGE_TIME, [tag, {"timeStyle": style}]))
                times[key]["style:" + style] = [text, name_id(periods)]
            glues[key] = {style: page.evaluate(IN_PAGE_GLUE, [tag, style]) for style in ("full", "long", "medium", "short")}
        browser.close()
    return {"table": table, "times": times, "glues": glues, "names": name_lists}


def write(recorded: dict) -> None:
    lines = ['"""How Chromium writes a date\'s fields in the locales of `petite.expr.date_locales`.',
             "",
             "Generated by `python -m tests.expr.record_date_patterns` (do not edit): for each",
             "locale, each combination of styles `weekday|year|month|day` (empty: the field is not",
             "shown) gives (pattern, index of its month names in NAMES or -1, index of its weekday",
             "names or -1). Pattern fields: {W} weekday, {M} month name, {m}/{mm} month number",
             "(padded), {d}/{dd} day, {y}/{yy} year (two digits); `style:full` etc.: dateStyle.",
             "TIMES: `hour|minute|second|hour12` (or `style:short|medium`, timeStyle) gives",
             "(pattern, index of its am/pm words or -1): {h}/{hh} 12-hour hour, {H}/{HH} 24-hour,",
             "{n}/{nn} minutes, {s}/{ss} seconds, {a} am/pm. GLUES: what joins a date of that",
             "width (dateStyle) to its time.",
             '"""',
             "",
             "NAMES = ("]
    for found in recorded["names"]:
        lines.append(f"    {json.dumps(list(found), ensure_ascii=False)},")
    lines += [")", "", "PATTERNS = {"]
    for key, combos in recorded["table"].items():
        lines.append(f"    {key!r}: {{")
        for combo, (text, months, weekdays) in combos.items():
            lines.append(f"        {combo!r}: ({json.dumps(text, ensure_ascii=False)}, {months}, {weekdays}),")
        lines.append("    },")
    lines += ["}", "", "TIMES = {"]
    for key, combos in recorded["times"].items():
        lines.append(f"    {key!r}: {{")
        for combo, (text, periods) in combos.items():
            lines.append(f"        {combo!r}: ({json.dumps(text, ensure_ascii=False)}, {periods}),")
        lines.append("    },")
    lines += ["}", "", "GLUES = {"]
    for key, glue in recorded["glues"].items():
        lines.append(f"    {key!r}: {json.dumps(glue, ensure_ascii=False)},")
    lines += ["}", ""]
    TARGET.write_text("\n".join(lines), encoding="utf-8")


if __name__ == "__main__":
    write(record())
