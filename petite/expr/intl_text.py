"""`Intl.RelativeTimeFormat`, `Intl.PluralRules` and `Intl.ListFormat` in every locale
Chromium has, as its ICU writes them ("3 days ago", "yesterday", "il y a 2 jours",
"3 часа назад", "a、b、c"): relative-time words and plural rules recorded in
`locales/plurals.json` (`python -m tests.expr.record_plural_forms`, see
`petite.expr.plurals`), list patterns in `locales/lists.json` (`python -m
tests.expr.record_list_patterns`). Numbers in them are written as
`toLocaleString(locale)` writes them (`petite.expr.number_locales`).
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from .budget import tick
from .errors import ExpressionError
from .functions import Builtin
from .locale_tags import locale_file, resolve_locale, table_for, table_keys
from .number_locales import format_number, number_format_options, shown_category
from .plurals import category_of, plural_categories, plural_rule, recorded_for
from .runtime import iteration_items, not_iterable
from .values import to_js_string, to_number, undefined

UNITS = ("second", "minute", "hour", "day", "week", "month", "quarter", "year")


def _option(options: Any, name: str, default: str, allowed: tuple[str, ...], kind: str) -> str:
    value = options.get(name, undefined) if isinstance(options, Mapping) else undefined
    value = default if value is undefined else to_js_string(value)
    if value not in allowed:
        raise ExpressionError(f"Value {value} out of range for Intl.{kind} options property {name}", kind="RangeError")
    return value


def make_relative_time_format(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    style = _option(options, "style", "long", ("long", "short", "narrow"), "RelativeTimeFormat")
    numeric = _option(options, "numeric", "always", ("always", "auto"), "RelativeTimeFormat")
    words = recorded_for("relative", locales)["relative"]
    numbers = number_format_options(locales)

    def format_relative(value: Any = undefined, unit: Any = undefined, *_: Any) -> str:
        number = to_number(value)
        name = to_js_string(unit)
        if name.endswith("s") and name[:-1] in UNITS:
            name = name[:-1]
        if name not in UNITS:
            raise ExpressionError(f"Invalid unit argument for format() '{to_js_string(unit)}'", kind="RangeError")
        if number != number or number in (float("inf"), float("-inf")):
            raise ExpressionError("Invalid number value", kind="RangeError")
        entry = words[f"{style}/{name}"]
        if numeric == "auto" and number == int(number):
            phrase = entry["words"].get(str(int(number)))
            if phrase is not None:
                return phrase
        past = number < 0 or (number == 0 and str(number).startswith("-"))
        forms = entry["forms"].get(shown_category(number, numbers)) or entry["forms"]["other"]
        return forms[0 if past else 1].replace("{0}", format_number(abs(number), numbers))

    resolved = {"locale": resolve_locale(locales), "style": style, "numeric": numeric,
                "numberingSystem": numbers.loc.numbering_system}
    return Builtin("Intl.RelativeTimeFormat", {"format": format_relative, "resolvedOptions": lambda *_: dict(resolved)})


def make_plural_rules(locales: Any = undefined, options: Any = undefined, *_: Any) -> Any:
    kind = _option(options, "type", "cardinal", ("cardinal", "ordinal"), "PluralRules")
    ordinal = kind == "ordinal"
    rule = plural_rule(locales, ordinal)  # (a bad locale fails here, as in JavaScript)

    def select(value: Any = undefined, *_: Any) -> str:
        number = to_number(value)
        if number != number or number in (float("inf"), float("-inf")):
            return "other"
        return category_of(rule, number)

    resolved = {"locale": resolve_locale(locales), "type": kind, "notation": "standard", "minimumIntegerDigits": 1,
                "minimumFractionDigits": 0, "maximumFractionDigits": 3,
                "pluralCategories": plural_categories(locales, ordinal), "roundingIncrement": 1,
                "roundingMode": "halfExpand", "roundingPriority": "auto", "trailingZeroDisplay": "auto"}
    return Builtin("Intl.PluralRules", {"select": select, "resolvedOptions": lambda *_: {**resolved, "pluralCategories": list(resolved["pluralCategories"])}})


def list_patterns(locales: Any, kind: str, style: str) -> list[str]:
    """The words Chromium puts between the items of a list in `locales`: (between two
    items, after the first of more, between middle ones, before the last), recorded in
    `locales/lists.json` by `python -m tests.expr.record_list_patterns`."""
    return table_for(locale_file("lists"), locales)[f"{kind}/{style}"]


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
    return Builtin("Intl.ListFormat", {"format": format_list, "resolvedOptions": lambda *_: dict(resolved)})
