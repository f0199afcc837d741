"""CLDR plural rules (cardinal and ordinal) as Chromium's ICU selects them
(`Intl.PluralRules`, and the word forms of relative times and units), in every locale
Chromium has: recorded in `locales/plurals.json` by `python -m
tests.expr.record_plural_forms` (each rule's category of 0-999, of i + 0.5 for i in
0-199 and of a million; a larger number takes that of 100 + its last two digits, or a
million's).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Container
from pathlib import Path
from typing import Any

from .locale_tags import table_keys

LANGUAGES = frozenset({"en", "fr", "de", "es", "it", "pt", "nl"})  # (those petite writes unit words in)
PLURALS = Path(__file__).with_name("locales") / "plurals.json"
CATEGORY_NAMES = {"z": "zero", "o": "one", "t": "two", "f": "few", "m": "many", "x": "other"}


@functools.cache
def recorded_forms() -> dict[str, Any]:
    """The recorded rules and relative-time words (read once: they never change)."""
    return json.loads(PLURALS.read_text(encoding="utf-8"))


def recorded_for(part: str, locales: Any) -> dict[str, Any]:
    """The `part` (`rules`, `relative`) recorded for `locales`, else English's."""
    recorded = recorded_forms()[part]
    for key in table_keys(locales):
        index = recorded["locales"].get(key)
        if index is not None:
            return recorded["tables"][index]
    return recorded["tables"][recorded["locales"]["en"]]


def plural_language(locales: Any, known: Container[str] = LANGUAGES) -> str:
    """The language of `locales` (as `petite.expr.locale_tags` resolves them) when it is
    one of `known`, else en."""
    lang = table_keys(locales)[-1]
    return lang if lang in known else "en"


def plural_categories(locales: Any, ordinal: bool = False) -> list[str]:
    """The categories `plural_category` can give in `locales` (`pluralCategories`)."""
    return list(recorded_for("rules", locales)["ordinal" if ordinal else "cardinal"]["categories"])


def plural_category(locales: Any, n: float, ordinal: bool = False) -> str:
    """The plural category of `n` in `locales` (zero, one, two, few, many, other)."""
    rule = recorded_for("rules", locales)["ordinal" if ordinal else "cardinal"]
    n = abs(n)
    i = int(n)
    if n == i:
        if i and i % 1_000_000 == 0:
            return CATEGORY_NAMES[rule["million"]]
        letters = rule["integers"]
    else:
        letters = rule["halves"]
    return CATEGORY_NAMES[letters[i] if i < len(letters) else letters[100 + i % 100]]
