"""How `toLocaleString(locale)` and `Intl.NumberFormat(locale)` write a number in the
common locales: separators, grouping, minus sign, percent and currency patterns and
currency symbols, as Chromium's ICU (CLDR) writes them (checked against Chromium:
tests/conformance/cases/hunt_rwpages.py, `rw_number_locales*`).

A locale is looked up by its full tag (`de-AT`), else by its language (`de`); a locale
petite does not know, and no locale at all, is en-US (the default locale of the
reference browser). Numbers are digits 0-9 in every locale listed (the Arabic-script
and Hebrew locales, with other digits and direction marks, are not listed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .locale_tags import table_keys

NBSP = "\u00a0"
NNBSP = "\u202f"
MINUS = "\u2212"

# en-US's symbols (ICU's narrow-ish defaults); other currencies are written by code.
EN_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "CNY": "CN¥", "CAD": "CA$",
              "AUD": "A$", "KRW": "₩", "BRL": "R$", "MXN": "MX$", "ILS": "₪", "VND": "₫", "NZD": "NZ$",
              "TWD": "NT$", "HKD": "HK$", "XAF": "FCFA", "XOF": "F\u202fCFA", "PHP": "₱"}


@dataclass(frozen=True)
class NumberLocale:
    decimal: str = "."
    group: str = ","
    min_grouping: int = 1  # 2: four-digit numbers are not grouped (es: 1234, 12.345)
    indian: bool = False  # 12,34,567: groups of two above the first three digits
    minus: str = "-"
    percent: str = "{n}%"  # {n}: the number, its sign included
    currency: str = "{s}{n}"  # {s}: the symbol; a letter next to a digit gets a space
    negative_currency: str | None = None  # where the sign goes when not before the pattern
    symbols: Mapping[str, str] = field(default_factory=dict)
    codes: bool = False  # currencies not in `symbols` are written by code, not en-US's symbol
    currency_decimal: str | None = None
    currency_group: str | None = None


def _suffix(**kw: Any) -> NumberLocale:
    return NumberLocale(currency="{n}" + NBSP + "{s}", codes=True, **kw)


_FR_SYMBOLS = {"EUR": "€", "USD": "$US", "GBP": "£GB", "JPY": "JPY", "CAD": "$CA", "INR": "₹", "CHF": "CHF"}
_DE_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "CAD": "CA$", "INR": "₹"}
_CODES_ONLY = {"EUR": "EUR", "USD": "USD", "GBP": "GBP", "JPY": "JPY", "CAD": "CAD", "INR": "INR"}

LOCALES: dict[str, NumberLocale] = {
    "en": NumberLocale(symbols=EN_SYMBOLS),
    "en-gb": NumberLocale(symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥"}),
    "en-in": NumberLocale(indian=True, symbols={**EN_SYMBOLS, "JPY": "JP¥"}),
    "en-ca": NumberLocale(symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥", "CAD": "$"}),
    "en-au": NumberLocale(symbols={**_CODES_ONLY, "AUD": "$"}, codes=True),
    "hi": NumberLocale(indian=True, symbols={**EN_SYMBOLS, "JPY": "JP¥"}),
    "ja": NumberLocale(symbols={**EN_SYMBOLS, "JPY": "￥"}),
    "zh": NumberLocale(symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥", "CNY": "¥"}),
    "ko": NumberLocale(symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥"}),
    "th": NumberLocale(symbols={**EN_SYMBOLS, "USD": "US$", "THB": "฿"}),
    "es-mx": NumberLocale(symbols={**_CODES_ONLY, "MXN": "$"}, codes=True),
    "tr": NumberLocale(decimal=",", group=".", percent="%{n}", symbols={**EN_SYMBOLS, "TRY": "₺"}),
    "id": NumberLocale(decimal=",", group=".",
                       symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥", "INR": "Rs", "IDR": "Rp"}),
    "pt": NumberLocale(decimal=",", group=".", currency="{s}" + NBSP + "{n}",
                       symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥"}),
    "nl": NumberLocale(decimal=",", group=".", currency="{s}" + NBSP + "{n}", negative_currency="{s}" + NBSP + "-{n}",
                       symbols={**EN_SYMBOLS, "USD": "US$", "JPY": "JP¥", "CAD": "C$"}),
    "fr": _suffix(decimal=",", group=NNBSP, percent="{n}" + NBSP + "%", symbols=_FR_SYMBOLS),
    "fr-ca": _suffix(decimal=",", group=NBSP, percent="{n}" + NBSP + "%",
                     symbols={"EUR": "€", "USD": "$" + NBSP + "US", "GBP": "£", "JPY": "¥", "CAD": "$", "INR": "INR"}),
    "fr-ch": _suffix(decimal=",", group=NNBSP, currency_decimal=".", symbols=_FR_SYMBOLS),
    "de": _suffix(decimal=",", group=".", percent="{n}" + NBSP + "%", symbols=_DE_SYMBOLS),
    "de-at": NumberLocale(decimal=",", group=NBSP, percent="{n}" + NBSP + "%", currency="{s}" + NBSP + "{n}",
                          currency_group=".", symbols=_DE_SYMBOLS, codes=True),
    "de-ch": NumberLocale(group="'", currency="{s}" + NBSP + "{n}", negative_currency="{s}-{n}",
                          symbols={**_DE_SYMBOLS, "EUR": "EUR"}, codes=True),
    "es": _suffix(decimal=",", group=".", min_grouping=2, percent="{n}" + NBSP + "%",
                  symbols={**_CODES_ONLY, "EUR": "€", "USD": "US$"}),
    "it": _suffix(decimal=",", group=".", min_grouping=2,
                  symbols={**_CODES_ONLY, "EUR": "€", "GBP": "£", "CAD": "CA$"}),
    "pt-pt": _suffix(decimal=",", group=NBSP, min_grouping=2,
                     symbols={"EUR": "€", "USD": "US$", "GBP": "£", "JPY": "JP¥", "CAD": "CA$", "INR": "₹"}),
    "ru": _suffix(decimal=",", group=NBSP, percent="{n}" + NBSP + "%", symbols={**_DE_SYMBOLS, "RUB": "₽"}),
    "uk": _suffix(decimal=",", group=NBSP, symbols={**_CODES_ONLY, "JPY": "¥", "UAH": "грн"}),
    "pl": _suffix(decimal=",", group=NBSP, min_grouping=2, symbols={**_CODES_ONLY, "EUR": "€", "PLN": "zł"}),
    "hu": _suffix(decimal=",", group=NBSP, min_grouping=2, symbols={**_CODES_ONLY, "JPY": "¥", "HUF": "Ft"}),
    "ro": _suffix(decimal=",", group=".", percent="{n}" + NBSP + "%", symbols={**_CODES_ONLY, "RON": "RON"}),
    "cs": _suffix(decimal=",", group=NBSP, percent="{n}" + NBSP + "%",
                  symbols={"EUR": "€", "USD": "US$", "GBP": "£", "JPY": "JP¥", "CAD": "CA$", "INR": "INR", "CZK": "Kč"}),
    "sv": _suffix(decimal=",", group=NBSP, minus=MINUS, percent="{n}" + NBSP + "%",
                  symbols={"EUR": "€", "USD": "US$", "GBP": "GBP", "JPY": "JPY", "CAD": "CA$", "INR": "INR", "SEK": "kr"}),
    "nb": _suffix(decimal=",", group=NBSP, minus=MINUS, percent="{n}" + NBSP + "%",
                  symbols={**_CODES_ONLY, "EUR": "€", "GBP": "£", "NOK": "kr"}),
    "da": _suffix(decimal=",", group=".", percent="{n}" + NBSP + "%",
                  symbols={"EUR": "€", "USD": "US$", "GBP": "£", "JPY": "JP¥", "CAD": "CA$", "INR": "₹", "DKK": "kr."}),
    "fi": _suffix(decimal=",", group=NBSP, minus=MINUS, percent="{n}" + NBSP + "%",
                  symbols={**_CODES_ONLY, "EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}),
    "el": _suffix(decimal=",", group=".", symbols={**_DE_SYMBOLS, "JPY": "JP¥"}),
    "vi": _suffix(decimal=",", group=".", symbols={**_DE_SYMBOLS, "USD": "US$", "VND": "₫"}),
}
# tags whose language alone means another table
ALIASES = {"es-es": "es", "pt-br": "pt", "nb-no": "nb", "no": "nb", "hi-in": "hi", "en-us": "en"}
DEFAULT = LOCALES["en"]


def number_locale(locales: Any) -> NumberLocale:
    """The table for `locales` (`petite.expr.locale_tags` resolves them): its language
    and region's, else its language's, else en-US's."""
    for key in table_keys(locales):
        key = ALIASES.get(key, key)
        if key in LOCALES:
            return LOCALES[key]
    return DEFAULT


def group_digits(digits: str, loc: NumberLocale, separator: str) -> str:
    """`1234567` grouped as `loc` groups it (threes, or Indian twos above the first three;
    nothing below `min_grouping` + 3 digits)."""
    if len(digits) < 3 + loc.min_grouping:
        return digits
    if loc.indian:
        head, tail = digits[:-3], digits[-3:]
        pairs = []
        while len(head) > 2:
            pairs.insert(0, head[-2:])
            head = head[:-2]
        return separator.join(([head] if head else []) + pairs + [tail])
    first = len(digits) % 3 or 3
    return separator.join([digits[:first]] + [digits[i : i + 3] for i in range(first, len(digits), 3)])


# `currencyDisplay: 'narrowSymbol'`: the same in every locale
NARROW_SYMBOLS = {"USD": "$", "CAD": "$", "AUD": "$", "MXN": "$", "NZD": "$", "HKD": "$", "TWD": "$", "SGD": "$",
                  "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "¥", "INR": "₹", "KRW": "₩", "BRL": "R$", "RUB": "₽",
                  "TRY": "₺", "ILS": "₪", "VND": "₫", "PLN": "zł", "SEK": "kr", "NOK": "kr", "DKK": "kr",
                  "PHP": "₱", "THB": "฿", "UAH": "₴"}


def narrow_symbol(loc: NumberLocale, code: str) -> str | None:
    """The narrow symbol: the locale's own when it is one character (ja's ￥), else the
    common one."""
    own = loc.symbols.get(code)
    return own if own is not None and len(own) == 1 else NARROW_SYMBOLS.get(code)


def currency_symbol(loc: NumberLocale, code: str) -> str:
    symbol = loc.symbols.get(code)
    if symbol is not None:
        return symbol
    return code if loc.codes else EN_SYMBOLS.get(code, code)


def place_currency(loc: NumberLocale, symbol: str, number: str, sign: str) -> str:
    """The currency pattern filled: the symbol before or after the number, a no-break
    space between a letter of the symbol and a digit (ICU's currency spacing)."""
    pattern = loc.currency
    if sign == "-" and loc.negative_currency:
        return loc.negative_currency.replace("{s}", symbol).replace("{n}", number)
    if pattern.startswith("{s}{n}") and symbol and symbol[-1].isalpha():
        pattern = "{s}" + NBSP + "{n}"
    return sign + pattern.replace("{s}", symbol).replace("{n}", number)
