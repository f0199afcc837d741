"""CLDR plural rules (cardinal and ordinal) of the languages petite writes words in:
English, French, German, Spanish, Italian, Portuguese and Dutch, as Chromium's ICU
selects them (`Intl.PluralRules`, and the word forms of relative times and units).
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from .locale_tags import table_keys

LANGUAGES = frozenset({"en", "fr", "de", "es", "it", "pt", "nl"})


def plural_language(locales: Any, known: Container[str] = LANGUAGES) -> str:
    """The language of `locales` (as `petite.expr.locale_tags` resolves them) when it is
    one of `known`, else en."""
    lang = table_keys(locales)[-1]
    return lang if lang in known else "en"


# each language's categories (cardinal, ordinal), in the order Chromium lists them
CATEGORIES = {
    "en": (("one", "other"), ("one", "two", "few", "other")),
    "fr": (("one", "many", "other"), ("one", "other")),
    "de": (("one", "other"), ("other",)),
    "es": (("one", "many", "other"), ("other",)),
    "it": (("one", "many", "other"), ("many", "other")),
    "pt": (("one", "many", "other"), ("other",)),
    "nl": (("one", "other"), ("other",)),
}


def plural_categories(lang: str, ordinal: bool = False) -> tuple[str, ...]:
    """The categories `plural_category` can give in `lang` (`pluralCategories`)."""
    return CATEGORIES[lang][1 if ordinal else 0]


def plural_category(lang: str, n: float, ordinal: bool = False) -> str:
    """The plural category of `n` in `lang` (one, two, few, many, other)."""
    n = abs(n)
    integer = n == int(n)
    millions = integer and n != 0 and int(n) % 1_000_000 == 0
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
        if lang == "it":
            return "many" if i in (8, 11, 80, 800) else "other"
        return "other"
    if lang in ("fr", "pt"):
        if n < 2:
            return "one"
        return "many" if millions else "other"
    if lang in ("es", "it") and millions:
        return "many"
    return "one" if n == 1 else "other"
