"""How `toLocaleDateString/TimeString/String(locale)` and `Intl.DateTimeFormat(locale)`
write a date in the common European locales, as Chromium's ICU (CLDR) writes them
(checked against Chromium: tests/conformance/cases/hunt_rwpages.py, `rw_date_locales*`).

Covered: the numeric date (`5.1.2024`, `05/01/2024`), a day with a long or short month
and a year (`5. Januar 2024`, `5 de enero de 2024`), with a weekday, a month and year,
a weekday or month alone, `dateStyle`, and the 24-hour time (`14:07:09`, `14:07`). Other
field combinations, and other locales, are written as en-US (`petite.expr.dates`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(frozen=True)
class DateLocale:
    months: tuple[str, ...]
    months_short: tuple[str, ...]
    weekdays: tuple[str, ...]  # Sunday first
    weekdays_short: tuple[str, ...]
    numeric: str  # the numeric date: {d} {m} {y}; "2" pads day and month to two digits
    pad_numeric: bool
    long: str  # a day, a long month, a year
    short: str  # a day, a short month, a year
    month_year: str
    weekday_sep: str  # between the weekday and the date
    medium: str  # dateStyle: 'medium' ("numeric2" = the 2-digit numeric date)
    time_sep: str  # between the date and the time in toLocaleString
    pad_hour: bool = True
    months_alone_short: tuple[str, ...] | None = None  # a short month shown alone, where it differs
    weekdays_short_dated: tuple[str, ...] | None = None  # a short weekday before a date, where it differs
    month_year_short: str | None = None  # a short month and a year, where it differs from month_year
    at_time: str = ", "  # between a date with a long month and the time


def _t(s: str) -> tuple[str, ...]:
    return tuple(s.split(","))


EN_GB = DateLocale(
    _t("January,February,March,April,May,June,July,August,September,October,November,December"),
    _t("Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sept,Oct,Nov,Dec"),
    _t("Sunday,Monday,Tuesday,Wednesday,Thursday,Friday,Saturday"), _t("Sun,Mon,Tue,Wed,Thu,Fri,Sat"),
    "{d}/{m}/{y}", True, "{d} {M} {y}", "{d} {M} {y}", "{M} {y}", ", ", "{d} {M} {y}|short", ", ",
    at_time=" at ",
)
DATE_LOCALES: dict[str, DateLocale] = {
    "en-gb": EN_GB,
    "fr": DateLocale(
        _t("janvier,février,mars,avril,mai,juin,juillet,août,septembre,octobre,novembre,décembre"),
        _t("janv.,févr.,mars,avr.,mai,juin,juil.,août,sept.,oct.,nov.,déc."),
        _t("dimanche,lundi,mardi,mercredi,jeudi,vendredi,samedi"), _t("dim.,lun.,mar.,mer.,jeu.,ven.,sam."),
        "{d}/{m}/{y}", True, "{d} {M} {y}", "{d} {M} {y}", "{M} {y}", " ", "{d} {M} {y}|short", " ",
        at_time=" à ",
    ),
    "de": DateLocale(
        _t("Januar,Februar,März,April,Mai,Juni,Juli,August,September,Oktober,November,Dezember"),
        _t("Jan.,Feb.,März,Apr.,Mai,Juni,Juli,Aug.,Sept.,Okt.,Nov.,Dez."),
        _t("Sonntag,Montag,Dienstag,Mittwoch,Donnerstag,Freitag,Samstag"), _t("So,Mo,Di,Mi,Do,Fr,Sa"),
        "{d}.{m}.{y}", False, "{d}. {M} {y}", "{d}. {M} {y}", "{M} {y}", ", ", "numeric2", ", ",
        months_alone_short=_t("Jan,Feb,Mär,Apr,Mai,Jun,Jul,Aug,Sep,Okt,Nov,Dez"),
        weekdays_short_dated=_t("So.,Mo.,Di.,Mi.,Do.,Fr.,Sa."), at_time=" um ",
    ),
    "es": DateLocale(
        _t("enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre"),
        _t("ene,feb,mar,abr,may,jun,jul,ago,sept,oct,nov,dic"),
        _t("domingo,lunes,martes,miércoles,jueves,viernes,sábado"), _t("dom,lun,mar,mié,jue,vie,sáb"),
        "{d}/{m}/{y}", False, "{d} de {M} de {y}", "{d} {M} {y}", "{M} de {y}", ", ", "{d} {M} {y}|short", ", ",
        pad_hour=False, month_year_short="{M} {y}", at_time=" a las ",
    ),
    "it": DateLocale(
        _t("gennaio,febbraio,marzo,aprile,maggio,giugno,luglio,agosto,settembre,ottobre,novembre,dicembre"),
        _t("gen,feb,mar,apr,mag,giu,lug,ago,set,ott,nov,dic"),
        _t("domenica,lunedì,martedì,mercoledì,giovedì,venerdì,sabato"), _t("dom,lun,mar,mer,gio,ven,sab"),
        "{d}/{m}/{y}", True, "{d} {M} {y}", "{d} {M} {y}", "{M} {y}", " ", "{d} {M} {y}|short", ", ",
        at_time=" alle ore ",
    ),
    "pt": DateLocale(
        _t("janeiro,fevereiro,março,abril,maio,junho,julho,agosto,setembro,outubro,novembro,dezembro"),
        _t("jan.,fev.,mar.,abr.,mai.,jun.,jul.,ago.,set.,out.,nov.,dez."),
        _t("domingo,segunda-feira,terça-feira,quarta-feira,quinta-feira,sexta-feira,sábado"),
        _t("dom.,seg.,ter.,qua.,qui.,sex.,sáb."),
        "{d}/{m}/{y}", True, "{d} de {M} de {y}", "{d} de {M} de {y}", "{M} de {y}", ", ", "{d} de {M} de {y}|short", ", ",
        at_time=" às ",
    ),
    "nl": DateLocale(
        _t("januari,februari,maart,april,mei,juni,juli,augustus,september,oktober,november,december"),
        _t("jan,feb,mrt,apr,mei,jun,jul,aug,sep,okt,nov,dec"),
        _t("zondag,maandag,dinsdag,woensdag,donderdag,vrijdag,zaterdag"), _t("zo,ma,di,wo,do,vr,za"),
        "{d}-{m}-{y}", False, "{d} {M} {y}", "{d} {M} {y}", "{M} {y}", " ", "{d} {M} {y}|short", ", ",
        at_time=" om ",
    ),
}
ALIASES = {"fr-fr": "fr", "de-de": "de", "es-es": "es", "it-it": "it", "pt-br": "pt", "nl-nl": "nl"}


def date_locale(locales: Any) -> DateLocale | None:
    """The table for `locales` (a tag, or a list whose first tag decides), or None (en-US)."""
    tags = [locales] if isinstance(locales, str) or not hasattr(locales, "__iter__") or isinstance(locales, Mapping) else locales
    for tag in tags:
        if not isinstance(tag, str) or not tag:
            continue
        key = tag.lower().replace("_", "-")
        parts = key.split("-")
        region = next((p for p in parts[1:] if len(p) == 2 and p.isalpha()), None)
        full = f"{parts[0]}-{region}" if region else parts[0]
        if full in DATE_LOCALES:
            return DATE_LOCALES[full]
        if full in ALIASES:
            return DATE_LOCALES[ALIASES[full]]
        if region is None and parts[0] in DATE_LOCALES:
            return DATE_LOCALES[parts[0]]
        return None  # the first tag decides (a region petite does not list: en-US)
    return None


def format_date_fields(loc: DateLocale, moment: Any, f: dict[str, str]) -> str | None:
    """The date part for the fields `f` (weekday/year/month/day: their styles), or None
    when `loc` does not cover that combination."""
    weekday, year, month, day = f.get("weekday"), f.get("year"), f.get("month"), f.get("day")
    wd = (moment.weekday() + 1) % 7
    if weekday and not (year or month or day):
        return {"long": loc.weekdays[wd], "short": loc.weekdays_short[wd]}.get(weekday)
    if month in ("long", "short") and not (year or day or weekday):
        return (loc.months if month == "long" else loc.months_alone_short or loc.months_short)[moment.month - 1]
    if year not in ("numeric", None) or not year:
        return None
    y = str(moment.year)
    if month in ("numeric", "2-digit") and day in ("numeric", "2-digit") and not weekday:
        two = month == "2-digit" or day == "2-digit" or loc.pad_numeric
        d = f"{moment.day:02d}" if two or day == "2-digit" else str(moment.day)
        m = f"{moment.month:02d}" if two or month == "2-digit" else str(moment.month)
        return loc.numeric.replace("{d}", d).replace("{m}", m).replace("{y}", y)
    if month in ("long", "short") and not day and not weekday:
        name = (loc.months if month == "long" else loc.months_short)[moment.month - 1]
        pattern = loc.month_year if month == "long" else loc.month_year_short or loc.month_year
        return pattern.replace("{M}", name).replace("{y}", y)
    if month in ("long", "short") and day in ("numeric", "2-digit"):
        name = (loc.months if month == "long" else loc.months_short)[moment.month - 1]
        d = f"{moment.day:02d}" if day == "2-digit" else str(moment.day)
        text = (loc.long if month == "long" else loc.short).replace("{d}", d).replace("{M}", name).replace("{y}", y)
        if weekday == "long":
            return loc.weekdays[wd] + loc.weekday_sep + text
        if weekday == "short":
            return (loc.weekdays_short_dated or loc.weekdays_short)[wd] + loc.weekday_sep + text
        return text if not weekday else None
    return None


def format_date_style(loc: DateLocale, moment: Any, style: str) -> str | None:
    if style == "long":
        return format_date_fields(loc, moment, {"year": "numeric", "month": "long", "day": "numeric"})
    if style == "full":
        return format_date_fields(loc, moment, {"weekday": "long", "year": "numeric", "month": "long", "day": "numeric"})
    if style == "medium":
        if loc.medium == "numeric2":
            return format_date_fields(loc, moment, {"year": "numeric", "month": "2-digit", "day": "2-digit"})
        return format_date_fields(loc, moment, {"year": "numeric", "month": "short", "day": "numeric"})
    return None


def format_time_fields(loc: DateLocale, moment: Any, f: dict[str, str]) -> str | None:
    """The 24-hour time for hour[/minute[/second]], or None for other combinations."""
    hour, minute, second = f.get("hour"), f.get("minute"), f.get("second")
    if not hour or not minute:
        return None
    h = f"{moment.hour:02d}" if loc.pad_hour or hour == "2-digit" else str(moment.hour)
    text = f"{h}:{moment.minute:02d}"
    if second:
        text += f":{moment.second:02d}"
    return text
