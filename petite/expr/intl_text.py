"""`Intl.RelativeTimeFormat` and `Intl.PluralRules` in English, French, German and
Spanish (plural rules also Italian, Portuguese and Dutch), as Chromium's ICU writes them
("3 days ago", "yesterday", "il y a 2 jours"; checked against Chromium:
tests/conformance/cases/hunt_rwpages.py, `rw_intl_text`; the short and narrow
relative-time styles: tests/expr/test_in_chromium.py); another language is written as
English. `Intl.ListFormat` in every locale Chromium has, from the patterns recorded in
`locales/lists.json` (`python -m tests.expr.record_list_patterns`).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path
from typing import Any, Mapping

from .budget import tick
from .errors import ExpressionError
from .functions import Builtin
from .methods import n_to_locale_string
from .locale_tags import resolve_locale, table_keys
from .plurals import plural_categories, plural_category, plural_language
from .runtime import iteration_items, not_iterable
from .values import to_js_string, to_number, undefined

UNITS = ("second", "minute", "hour", "day", "week", "month", "quarter", "year")

# unit: (singular, plural)
_NAMES = {
    "en": {u: (u, u + "s") for u in UNITS},
    "fr": {"second": ("seconde", "secondes"), "minute": ("minute", "minutes"), "hour": ("heure", "heures"),
           "day": ("jour", "jours"), "week": ("semaine", "semaines"), "month": ("mois", "mois"),
           "quarter": ("trimestre", "trimestres"), "year": ("an", "ans")},
    "de": {"second": ("Sekunde", "Sekunden"), "minute": ("Minute", "Minuten"), "hour": ("Stunde", "Stunden"),
           "day": ("Tag", "Tagen"), "week": ("Woche", "Wochen"), "month": ("Monat", "Monaten"),
           "quarter": ("Quartal", "Quartalen"), "year": ("Jahr", "Jahren")},
    "es": {"second": ("segundo", "segundos"), "minute": ("minuto", "minutos"), "hour": ("hora", "horas"),
           "day": ("día", "días"), "week": ("semana", "semanas"), "month": ("mes", "meses"),
           "quarter": ("trimestre", "trimestres"), "year": ("año", "años")},
}
_PAST_FUTURE = {"en": ("{n} ago", "in {n}"), "fr": ("il y a {n}", "dans {n}"), "de": ("vor {n}", "in {n}"),
                "es": ("hace {n}", "dentro de {n}")}
# numeric: 'auto' phrases: unit -> {offset: phrase}
_AUTO = {
    "en": {"second": {0: "now"}, "minute": {0: "this minute"}, "hour": {0: "this hour"},
           "day": {-1: "yesterday", 0: "today", 1: "tomorrow"},
           **{u: {-1: f"last {u}", 0: f"this {u}", 1: f"next {u}"} for u in ("week", "month", "quarter", "year")}},
    "fr": {"second": {0: "maintenant"}, "minute": {0: "cette minute-ci"}, "hour": {0: "cette heure-ci"},
           "day": {-2: "avant-hier", -1: "hier", 0: "aujourd’hui", 1: "demain", 2: "après-demain"},
           "week": {-1: "la semaine dernière", 0: "cette semaine", 1: "la semaine prochaine"},
           "month": {-1: "le mois dernier", 0: "ce mois-ci", 1: "le mois prochain"},
           "quarter": {-1: "le trimestre dernier", 0: "ce trimestre", 1: "le trimestre prochain"},
           "year": {-1: "l’année dernière", 0: "cette année", 1: "l’année prochaine"}},
    "de": {"second": {0: "jetzt"}, "minute": {0: "in dieser Minute"}, "hour": {0: "in dieser Stunde"},
           "day": {-2: "vorgestern", -1: "gestern", 0: "heute", 1: "morgen", 2: "übermorgen"},
           "week": {-1: "letzte Woche", 0: "diese Woche", 1: "nächste Woche"},
           "month": {-1: "letzten Monat", 0: "diesen Monat", 1: "nächsten Monat"},
           "quarter": {-1: "letztes Quartal", 0: "dieses Quartal", 1: "nächstes Quartal"},
           "year": {-1: "letztes Jahr", 0: "dieses Jahr", 1: "nächstes Jahr"}},
    "es": {"second": {0: "ahora"}, "minute": {0: "este minuto"}, "hour": {0: "esta hora"},
           "day": {-2: "anteayer", -1: "ayer", 0: "hoy", 1: "mañana", 2: "pasado mañana"},
           "week": {-1: "la semana pasada", 0: "esta semana", 1: "la próxima semana"},
           "month": {-1: "el mes pasado", 0: "este mes", 1: "el próximo mes"},
           "quarter": {-1: "el trimestre pasado", 0: "este trimestre", 1: "el próximo trimestre"},
           "year": {-1: "el año pasado", 0: "este año", 1: "el próximo año"}},
}

# The short and narrow styles, as Chromium 156's ICU writes them: (lang, style) ->
# unit -> (past one, past other, future one, future other), {n} the number
_STYLED = {
    ('en', 'short'): {
        'second': ('{n} sec. ago', '{n} sec. ago', 'in {n} sec.', 'in {n} sec.'),
        'minute': ('{n} min. ago', '{n} min. ago', 'in {n} min.', 'in {n} min.'),
        'hour': ('{n} hr. ago', '{n} hr. ago', 'in {n} hr.', 'in {n} hr.'),
        'day': ('{n} day ago', '{n} days ago', 'in {n} day', 'in {n} days'),
        'week': ('{n} wk. ago', '{n} wk. ago', 'in {n} wk.', 'in {n} wk.'),
        'month': ('{n} mo. ago', '{n} mo. ago', 'in {n} mo.', 'in {n} mo.'),
        'quarter': ('{n} qtr. ago', '{n} qtrs. ago', 'in {n} qtr.', 'in {n} qtrs.'),
        'year': ('{n} yr. ago', '{n} yr. ago', 'in {n} yr.', 'in {n} yr.'),
    },
    ('en', 'narrow'): {
        'second': ('{n}s ago', '{n}s ago', 'in {n}s', 'in {n}s'),
        'minute': ('{n}m ago', '{n}m ago', 'in {n}m', 'in {n}m'),
        'hour': ('{n}h ago', '{n}h ago', 'in {n}h', 'in {n}h'),
        'day': ('{n}d ago', '{n}d ago', 'in {n}d', 'in {n}d'),
        'week': ('{n}w ago', '{n}w ago', 'in {n}w', 'in {n}w'),
        'month': ('{n}mo ago', '{n}mo ago', 'in {n}mo', 'in {n}mo'),
        'quarter': ('{n}q ago', '{n}q ago', 'in {n}q', 'in {n}q'),
        'year': ('{n}y ago', '{n}y ago', 'in {n}y', 'in {n}y'),
    },
    ('fr', 'short'): {
        'second': ('il y a {n}\xa0s', 'il y a {n}\xa0s', 'dans {n}\xa0s', 'dans {n}\xa0s'),
        'minute': ('il y a {n}\xa0min', 'il y a {n}\xa0min', 'dans {n}\xa0min', 'dans {n}\xa0min'),
        'hour': ('il y a {n}\xa0h', 'il y a {n}\xa0h', 'dans {n}\xa0h', 'dans {n}\xa0h'),
        'day': ('il y a {n}\xa0j', 'il y a {n}\xa0j', 'dans {n}\xa0j', 'dans {n}\xa0j'),
        'week': ('il y a {n} sem.', 'il y a {n} sem.', 'dans {n} sem.', 'dans {n} sem.'),
        'month': ('il y a {n} m.', 'il y a {n} m.', 'dans {n} m.', 'dans {n} m.'),
        'quarter': ('il y a {n} trim.', 'il y a {n} trim.', 'dans {n} trim.', 'dans {n} trim.'),
        'year': ('il y a {n} a', 'il y a {n} a', 'dans {n} a', 'dans {n} a'),
    },
    ('fr', 'narrow'): {
        'second': ('-{n} s', '-{n} s', '+{n} s', '+{n} s'),
        'minute': ('-{n} min', '-{n} min', '+{n} min', '+{n} min'),
        'hour': ('-{n} h', '-{n} h', '+{n} h', '+{n} h'),
        'day': ('-{n} j', '-{n} j', '+{n} j', '+{n} j'),
        'week': ('-{n} sem.', '-{n} sem.', '+{n} sem.', '+{n} sem.'),
        'month': ('-{n} m.', '-{n} m.', '+{n} m.', '+{n} m.'),
        'quarter': ('-{n} trim.', '-{n} trim.', '+{n} trim.', '+{n} trim.'),
        'year': ('-{n} a', '-{n} a', '+{n} a', '+{n} a'),
    },
    ('de', 'short'): {
        'second': ('vor {n} Sek.', 'vor {n} Sek.', 'in {n} Sek.', 'in {n} Sek.'),
        'minute': ('vor {n} Min.', 'vor {n} Min.', 'in {n} Min.', 'in {n} Min.'),
        'hour': ('vor {n} Std.', 'vor {n} Std.', 'in {n} Std.', 'in {n} Std.'),
        'day': ('vor {n} Tag', 'vor {n} Tagen', 'in {n} Tag', 'in {n} Tagen'),
        'week': ('vor {n} Woche', 'vor {n} Wochen', 'in {n} Woche', 'in {n} Wochen'),
        'month': ('vor {n} Monat', 'vor {n}\xa0Monaten', 'in {n} Monat', 'in {n} Monaten'),
        'quarter': ('vor {n} Quart.', 'vor {n} Quart.', 'in {n} Quart.', 'in {n} Quart.'),
        'year': ('vor {n} Jahr', 'vor {n} Jahren', 'in {n} Jahr', 'in {n} Jahren'),
    },
    ('de', 'narrow'): {
        'second': ('vor {n} s', 'vor {n} s', 'in {n} s', 'in {n} s'),
        'minute': ('vor {n} m', 'vor {n} m', 'in {n} m', 'in {n} m'),
        'hour': ('vor {n} Std.', 'vor {n} Std.', 'in {n} Std.', 'in {n} Std.'),
        'day': ('vor {n} Tag', 'vor {n} Tagen', 'in {n} Tag', 'in {n} Tagen'),
        'week': ('vor {n} Wo.', 'vor {n} Wo.', 'in {n} Wo.', 'in {n} Wo.'),
        'month': ('vor {n}\xa0Monat', 'vor {n} Monaten', 'in {n} Monat', 'in {n} Monaten'),
        'quarter': ('vor {n} Q', 'vor {n} Q', 'in {n} Q', 'in {n} Q'),
        'year': ('vor {n} Jahr', 'vor {n} Jahren', 'in {n} Jahr', 'in {n} Jahren'),
    },
    ('es', 'short'): {
        'second': ('hace {n} s', 'hace {n} s', 'dentro de {n} s', 'dentro de {n} s'),
        'minute': ('hace {n} min', 'hace {n} min', 'dentro de {n} min', 'dentro de {n} min'),
        'hour': ('hace {n} h', 'hace {n} h', 'dentro de {n} h', 'dentro de {n} h'),
        'day': ('hace {n} d', 'hace {n} d', 'dentro de {n} d', 'dentro de {n} d'),
        'week': ('hace {n} sem.', 'hace {n} sem.', 'dentro de {n} sem.', 'dentro de {n} sem.'),
        'month': ('hace {n} m', 'hace {n} m', 'dentro de {n} m', 'dentro de {n} m'),
        'quarter': ('hace {n} trim.', 'hace {n} trim.', 'dentro de {n} trim.', 'dentro de {n} trim.'),
        'year': ('hace {n} a', 'hace {n} a', 'dentro de {n} a', 'dentro de {n} a'),
    },
    ('es', 'narrow'): {
        'second': ('hace {n} s', 'hace {n} s', 'dentro de {n} s', 'dentro de {n} s'),
        'minute': ('hace {n} min', 'hace {n} min', 'dentro de {n} min', 'dentro de {n} min'),
        'hour': ('hace {n} h', 'hace {n} h', 'dentro de {n} h', 'dentro de {n} h'),
        'day': ('hace {n} d', 'hace {n} d', 'dentro de {n} d', 'dentro de {n} d'),
        'week': ('hace {n} sem.', 'hace {n} sem.', 'dentro de {n} sem.', 'dentro de {n} sem.'),
        'month': ('hace {n} m', 'hace {n} m', 'dentro de {n} m', 'dentro de {n} m'),
        'quarter': ('hace {n} trim.', 'hace {n} trim.', 'dentro de {n} trim.', 'dentro de {n} trim.'),
        'year': ('hace {n} a', 'hace {n} a', 'dentro de {n} a', 'dentro de {n} a'),
    },
}
# numeric: 'auto' phrases of those styles that differ from the long style's
_AUTO_STYLED = {
    ('en', 'short'): {'week': {-1: 'last wk.', 0: 'this wk.', 1: 'next wk.'}, 'month': {-1: 'last mo.', 0: 'this mo.', 1: 'next mo.'}, 'quarter': {-1: 'last qtr.', 0: 'this qtr.', 1: 'next qtr.'}, 'year': {-1: 'last yr.', 0: 'this yr.', 1: 'next yr.'}},
    ('en', 'narrow'): {'week': {-1: 'last wk.', 0: 'this wk.', 1: 'next wk.'}, 'month': {-1: 'last mo.', 0: 'this mo.', 1: 'next mo.'}, 'quarter': {-1: 'last qtr.', 0: 'this qtr.', 1: 'next qtr.'}, 'year': {-1: 'last yr.', 0: 'this yr.', 1: 'next yr.'}},
    ('fr', 'short'): {'year': {-1: 'l’an dernier', 1: 'l’an prochain'}},
    ('fr', 'narrow'): {'year': {-1: 'l’an dernier', 1: 'l’an prochain'}},
    ('es', 'short'): {'week': {-1: 'sem. ant.', 0: 'esta sem.', 1: 'próx. sem.'}},
    ('es', 'narrow'): {'week': {-1: 'sem. ant.', 0: 'esta sem.', 1: 'próx. sem.'}},
}


def language(locales: Any) -> str:
    """The language relative times are written in (others: English)."""
    return plural_language(locales, _NAMES.keys())


def _option(options: Any, name: str, default: str, allowed: tuple[str, ...], kind: str) -> str:
    value = options.get(name, undefined) if isinstance(options, Mapping) else undefined
    value = default if value is undefined else to_js_string(value)
    if value not in allowed:
        raise ExpressionError(f"Value {value} out of range for Intl.{kind} options property {name}", kind="RangeError")
    return value


def make_relative_time_format(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    lang = language(locales)
    style = _option(options, "style", "long", ("long", "short", "narrow"), "RelativeTimeFormat")
    numeric = _option(options, "numeric", "always", ("always", "auto"), "RelativeTimeFormat")

    def format_relative(value: Any = undefined, unit: Any = undefined, *_: Any) -> str:
        number = to_number(value)
        name = to_js_string(unit)
        if name.endswith("s") and name[:-1] in UNITS:
            name = name[:-1]
        if name not in UNITS:
            raise ExpressionError(f"Invalid unit argument for format() '{to_js_string(unit)}'", kind="RangeError")
        if number != number or number in (float("inf"), float("-inf")):
            raise ExpressionError("Invalid number value", kind="RangeError")
        if numeric == "auto" and number == int(number):
            phrases = _AUTO_STYLED.get((lang, style), {}).get(name, {})
            phrase = phrases.get(int(number)) or _AUTO[lang].get(name, {}).get(int(number))
            if phrase is not None:
                return phrase
        past = number < 0 or (number == 0 and str(number).startswith("-"))
        digits = n_to_locale_string(abs(number), locales if lang != "en" else "en")
        one = plural_category(lang, number) == "one"
        if style != "long":
            patterns = _STYLED[(lang, style)][name]
            return patterns[(0 if past else 2) + (0 if one else 1)].replace("{n}", digits)
        singular, plural = _NAMES[lang][name]
        pattern = _PAST_FUTURE[lang][0 if past else 1]
        return pattern.replace("{n}", f"{digits} {singular if one else plural}")

    resolved = {"locale": resolve_locale(locales), "style": style, "numeric": numeric, "numberingSystem": "latn"}
    return Builtin("RelativeTimeFormat", {"format": format_relative, "resolvedOptions": lambda *_: dict(resolved)})


def make_plural_rules(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    lang = plural_language(locales)
    kind = _option(options, "type", "cardinal", ("cardinal", "ordinal"), "PluralRules")

    def select(value: Any = undefined, *_: Any) -> str:
        number = to_number(value)
        if number != number or number in (float("inf"), float("-inf")):
            return "other"
        return plural_category(lang, number, kind == "ordinal")

    resolved = {"locale": resolve_locale(locales), "type": kind, "notation": "standard", "minimumIntegerDigits": 1,
                "minimumFractionDigits": 0, "maximumFractionDigits": 3,
                "pluralCategories": plural_categories(lang, kind == "ordinal"), "roundingIncrement": 1,
                "roundingMode": "halfExpand", "roundingPriority": "auto", "trailingZeroDisplay": "auto"}
    return Builtin("PluralRules", {"select": select, "resolvedOptions": lambda *_: {**resolved, "pluralCategories": list(resolved["pluralCategories"])}})


LISTS = Path(__file__).with_name("locales") / "lists.json"


@functools.cache
def _list_tables() -> dict[str, Any]:
    """Chromium's list patterns (recorded by `python -m tests.expr.record_list_patterns`)."""
    return json.loads(LISTS.read_text(encoding="utf-8"))


def list_patterns(locales: Any, kind: str, style: str) -> list[str]:
    """The words Chromium puts between the items of a list in `locales`: (between two
    items, after the first of more, between middle ones, before the last)."""
    recorded = _list_tables()
    for key in table_keys(locales):
        index = recorded["locales"].get(key)
        if index is not None:
            return recorded["tables"][index][f"{kind}/{style}"]
    return recorded["tables"][recorded["locales"]["en"]][f"{kind}/{style}"]


SPANISH_E = re.compile(r"i|hi(?![aeiouáéíóú])", re.IGNORECASE)  # (hielo keeps "y")
SPANISH_U = re.compile(r"o|ho|8|11(?!\d)", re.IGNORECASE)


def _spanish_joiner(joiner: str, word: str) -> str:
    """Spanish writes "y" as "e" before an i sound (agua e Italia) and "o" as "u" before
    an o sound (siete u ocho), as ICU does."""
    if joiner == " y " and SPANISH_E.match(word):
        return " e "
    if joiner == " o " and SPANISH_U.match(word):
        return " u "
    return joiner


def make_list_format(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    kind = _option(options, "type", "conjunction", ("conjunction", "disjunction", "unit"), "ListFormat")
    style = _option(options, "style", "long", ("long", "short", "narrow"), "ListFormat")
    two, first, middle, last = list_patterns(locales, kind, style)
    spanish = _spanish_joiner if table_keys(locales)[-1] == "es" else lambda joiner, _: joiner

    def format_list(items: Any = undefined, *_: Any) -> str:
        if items is undefined:
            return ""
        found = iteration_items(items)
        if found is None:
            raise not_iterable(items)
        words = []
        for item in found:
            if not isinstance(item, str):
                raise ExpressionError("Iterable yielded " + to_js_string(item) + " which is not a string", kind="TypeError")
            words.append(item)
        tick(1 + len(words) + sum(len(w) for w in words) // 64)  # (charged as join is)
        if len(words) <= 1:
            return "".join(words)
        if len(words) == 2:
            return words[0] + spanish(two, words[1]) + words[1]
        return words[0] + first + middle.join(words[1:-1]) + spanish(last, words[-1]) + words[-1]

    resolved = {"locale": resolve_locale(locales), "type": kind, "style": style}
    return Builtin("ListFormat", {"format": format_list, "resolvedOptions": lambda *_: dict(resolved)})
