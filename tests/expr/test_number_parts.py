"""`Intl.NumberFormat.formatToParts` is `format` typed: over every locale Chromium has
and each style, notation and sign display, the parts' texts joined are exactly the
formatted text, and each part holds what its type says (digits only in integer,
fraction and exponentInteger). Chromium's own parts are compared in the conformance
case `number_format_to_parts`."""

from __future__ import annotations

import pytest

from petite.expr.number_locales import format_number, number_format_options, number_parts
from tests.expr.recording import available_tags

NUMBERS = [0, -0.0, 1, -1, 2.5, -1234.5, 1234567.891, 0.000123, 1e21, -999999.5, float("nan"), float("inf"), -float("inf")]
OPTIONS = [
    {},
    {"style": "percent", "minimumFractionDigits": 1},
    {"style": "currency", "currency": "USD"},
    {"style": "currency", "currency": "EUR", "currencyDisplay": "code", "currencySign": "accounting"},
    {"style": "currency", "currency": "JPY", "currencyDisplay": "name"},
    {"notation": "compact"},
    {"notation": "compact", "compactDisplay": "long", "signDisplay": "always"},
    {"notation": "scientific"},
    {"notation": "engineering", "signDisplay": "exceptZero"},
    {"style": "unit", "unit": "kilometer-per-hour", "unitDisplay": "long"},
    {"minimumIntegerDigits": 3, "useGrouping": False, "signDisplay": "never"},
]
TYPES = {"integer", "group", "decimal", "fraction", "minusSign", "plusSign", "percentSign", "currency", "compact",
         "unit", "exponentSeparator", "exponentMinusSign", "exponentInteger", "nan", "infinity", "literal"}


@pytest.mark.parametrize("tag", available_tags()[::7] + ["ar-EG", "fa-IR", "hi-IN", "de-CH", "en-IN", "sw"])
def test_parts_are_the_formatted_text_typed(tag: str) -> None:
    for options in OPTIONS:
        resolved = number_format_options(tag, options)
        for x in NUMBERS:
            parts = number_parts(x, resolved)
            assert "".join(text for _, text in parts) == format_number(x, resolved), (tag, options, x, parts)
            for kind, text in parts:
                assert kind in TYPES and text, (tag, options, x, parts)
                if kind in ("integer", "fraction", "exponentInteger"):
                    assert all(char.isdigit() for char in text), (tag, options, x, parts)
                elif kind not in ("compact", "literal", "exponentSeparator"):  # (fa: ×۱۰^)
                    assert not any(char.isdigit() for char in text), (tag, options, x, parts)
