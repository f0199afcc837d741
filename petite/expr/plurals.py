"""CLDR plural rules (cardinal and ordinal) as Chromium's ICU selects them
(`Intl.PluralRules`, and the word forms of relative times and units), in every locale
Chromium has: recorded in `locales/plurals.json` by `python -m
tests.expr.record_plural_forms` (each rule's category of 0-999, of i + 0.5 for i in
0-199 and of a million; a larger number takes that of 100 + its last two digits, or a
million's).
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from .locale_tags import locale_file, table_for, table_keys

LANGUAGES = frozenset({"en", "fr", "de", "es", "it", "pt", "nl"})  # (those petite writes unit words in)
CATEGORY_NAMES = {"z": "zero", "o": "one", "t": "two", "f": "few", "m": "many", "x": "other"}


def recorded_for(part: str, locales: Any) -> dict[str, Any]:
    """The `part` (`rules`, `relative`) recorded for `locales`, else English's."""
    return table_for(locale_file("plurals")[part], locales)


def plural_language(locales: Any, known: Container[str] = LANGUAGES) -> str:
    """The language of `locales` (as `petite.expr.locale_tags` resolves them) when it is
    one of `known`, else en."""
    lang = table_keys(locales)[-1]
    return lang if lang in known else "en"


def plural_categories(locales: Any, ordinal: bool = False) -> list[str]:
    """The categories `category_of` can give in `locales` (`pluralCategories`)."""
    return list(plural_rule(locales, ordinal)["categories"])


def plural_rule(locales: Any, ordinal: bool = False) -> dict[str, Any]:
    """The cardinal (or ordinal) rule of `locales`, for `category_of` (resolved once by
    a formatter, used for every number)."""
    return recorded_for("rules", locales)["ordinal" if ordinal else "cardinal"]


def category_of(rule: dict[str, Any], n: float) -> str:
    """The plural category of `n` under `rule` (zero, one, two, few, many, other)."""
    n = abs(n)
    if n >= 1e18:  # (ICU keeps 18 integer digits: 1e21 is as 0)
        n %= 10**18
    i = int(n)
    if n == i:
        if i and i % 1_000_000 == 0:
            return CATEGORY_NAMES[rule["million"]]
        letters = rule["integers"]
    else:
        letters = rule["halves"]
    return CATEGORY_NAMES[letters[i] if i < len(letters) else letters[100 + i % 100]]
