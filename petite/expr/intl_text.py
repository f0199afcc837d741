"""`Intl.RelativeTimeFormat`, `Intl.PluralRules` and `Intl.ListFormat` in English, French,
German and Spanish, as Chromium's ICU writes them ("3 days ago", "yesterday", "il y a 2
jours", "a, b, and c"; checked against Chromium: tests/conformance/cases/hunt_rwpages.py,
`rw_intl_text`). Another language is written as English; RelativeTimeFormat's `short`
and `narrow` styles are written as `long`.
"""

from __future__ import annotations

from typing import Any, Mapping

from .budget import tick
from .errors import ExpressionError
from .functions import Builtin
from .methods import n_to_locale_string
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


def language(locales: Any) -> str:
    tag = locales[0] if isinstance(locales, (list, tuple)) and locales else locales
    lang = to_js_string(tag).lower().replace("_", "-").split("-")[0] if isinstance(tag, str) else "en"
    return lang if lang in _NAMES else "en"


def _option(options: Any, name: str, default: str, allowed: tuple[str, ...], kind: str) -> str:
    value = options.get(name, undefined) if isinstance(options, Mapping) else undefined
    value = default if value is undefined else to_js_string(value)
    if value not in allowed:
        raise ExpressionError(f"Value {value} out of range for Intl.{kind} options property {name}", kind="RangeError")
    return value


def plural_category(lang: str, n: float, ordinal: bool = False) -> str:
    """CLDR plural rules for English, French, German, Spanish (cardinal and ordinal)."""
    n = abs(n)
    integer = n == int(n)
    if ordinal:
        if not integer:
            return "other"
        i = int(n)
        if lang == "en":
            if i % 10 == 1 and i % 100 != 11:
                return "one"
            if i % 10 == 2 and i % 100 != 12:
                return "two"
            if i % 10 == 3 and i % 100 != 13:
                return "few"
            return "other"
        if lang == "fr":
            return "one" if i == 1 else "other"
        return "other"
    if lang == "fr":
        if n < 2:
            return "one"
        return "many" if integer and n != 0 and int(n) % 1_000_000 == 0 else "other"
    if lang == "es" and integer and n != 0 and int(n) % 1_000_000 == 0:
        return "many"
    return "one" if n == 1 else "other"


def make_relative_time_format(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    lang = language(locales)
    _option(options, "style", "long", ("long", "short", "narrow"), "RelativeTimeFormat")
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
            phrase = _AUTO[lang].get(name, {}).get(int(number))
            if phrase is not None:
                return phrase
        past = number < 0 or (number == 0 and str(number).startswith("-"))
        digits = n_to_locale_string(abs(number), locales if lang != "en" else "en")
        singular, plural = _NAMES[lang][name]
        word = singular if plural_category(lang, number) == "one" else plural
        pattern = _PAST_FUTURE[lang][0 if past else 1]
        return pattern.replace("{n}", f"{digits} {word}")

    return Builtin("RelativeTimeFormat", {"format": format_relative})


def make_plural_rules(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    lang = language(locales)
    kind = _option(options, "type", "cardinal", ("cardinal", "ordinal"), "PluralRules")

    def select(value: Any = undefined, *_: Any) -> str:
        number = to_number(value)
        if number != number or number in (float("inf"), float("-inf")):
            return "other"
        return plural_category(lang, number, kind == "ordinal")

    return Builtin("PluralRules", {"select": select})


# (conjunction, disjunction, unit) by style: the word before the last item ("" = a comma)
_LISTS = {
    "en": {"long": (", and ", " and ", ", or ", " or ", ", ", ", "), "short": (", & ", " & ", ", or ", " or ", ", ", ", "),
           "narrow": (", ", ", ", ", or ", " or ", " ", " ")},
    "fr": {"long": (" et ", " et ", " ou ", " ou ", " et ", " et "), "short": (" et ", " et ", " ou ", " ou ", " et ", " et "),
           "narrow": (", ", ", ", " ou ", " ou ", " ", " ")},
    "de": {"long": (" und ", " und ", " oder ", " oder ", " und ", " und "), "short": (" und ", " und ", " oder ", " oder ", " und ", " und "),
           "narrow": (" und ", " und ", " oder ", " oder ", " und ", " und ")},
    "es": {"long": (" y ", " y ", " o ", " o ", " y ", " y "), "short": (" y ", " y ", " o ", " o ", ", ", ", "),
           "narrow": (" y ", " y ", " o ", " o ", " ", " ")},
}


def make_list_format(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    lang = language(locales)
    kind = _option(options, "type", "conjunction", ("conjunction", "disjunction", "unit"), "ListFormat")
    style = _option(options, "style", "long", ("long", "short", "narrow"), "ListFormat")
    index = {"conjunction": 0, "disjunction": 2, "unit": 4}[kind]
    last_many, last_two = _LISTS[lang][style][index], _LISTS[lang][style][index + 1]
    middle = " " if last_many == " " else ", "  # (a narrow unit list is spaced: "a b c")

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
            return words[0] + last_two + words[1]
        return middle.join(words[:-1]) + last_many + words[-1]

    return Builtin("ListFormat", {"format": format_list})
