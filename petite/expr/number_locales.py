"""How `toLocaleString(locales, options)` and `Intl.NumberFormat` write a number, in every
locale Chromium has (and the numbers of units, relative times and currency names).

What a locale writes is recorded from Chromium in `locales/numbers.json` by `python -m
tests.expr.record_number_formats`: its digits (١٢٣ in ar-EG, ۱۲۳ in fa), separators and
grouping (1.234,5 in de, 1234 in es, 12,34,567 in en-IN), the patterns of each style
with their signs and marks (`-{n} %`, `‏‎-{n} ¤`), currency symbols (and names, in
`locales/currency_names.json`, read when one is written), and the compact patterns per
power of ten and plural category (1,6 Mio., 1.6万). The tables are
data; a locale argument only selects one (`petite.expr.locale_tags`), and a numbering
system or a currency is only a key of a recorded dictionary.

`NumberFormatOptions` resolves a formatter's arguments once; `format_number` writes a
number with them (the hot path of `toLocaleString` in a table row).
"""

from __future__ import annotations

import functools
import math
import unicodedata
from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_UP, Context, Decimal
from typing import Any, Callable, Mapping

from .bigint import JSBigInt, charge_decimal
from .budget import tick
from .errors import ExpressionError
from .locale_tags import locale_file, resolve_locale, table_for, table_keys
from .plurals import CATEGORY_NAMES, category_of, plural_language, plural_rule
from .undefined import undefined as U
from .unit_patterns import UNIT_PATTERNS
from .values import to_js_string, to_number, truthy

NBSP = "\u00a0"
INF = float("inf")
MAX_EXACT = 2**53  # (integers below are written as they are; above, as their shortest decimal, as ICU does)
EXACT = Context(prec=400)
# Steps a number written in a locale costs (`_write_number`, for every caller): its
# rounding in Decimal, grouping and the locale's patterns, 6 to 15 µs (a currency); a
# loop of `x.toLocaleString('de-DE', {style: 'currency', currency: 'EUR'})` charged only
# its call ran 3.8 s of CPU before the limit error.
WRITE_COST = 32


def exact_context(value: Decimal) -> Context:
    """A context that keeps every digit of `value` (a BigInt can have thousands)."""
    return EXACT if value.adjusted() < 300 else Context(prec=value.adjusted() + 120)
STYLES = ("decimal", "percent", "currency", "unit")
SIGN_DISPLAYS = ("auto", "always", "exceptZero", "never", "negative")
CURRENCY_DISPLAYS = ("symbol", "narrowSymbol", "code", "name")
# `roundingMode`: the decimal rounding of a number's magnitude, for (positive, negative) numbers
ROUNDING_MODES = {
    "halfExpand": (ROUND_HALF_UP, ROUND_HALF_UP), "halfTrunc": (ROUND_HALF_DOWN, ROUND_HALF_DOWN),
    "halfEven": (ROUND_HALF_EVEN, ROUND_HALF_EVEN), "halfCeil": (ROUND_HALF_UP, ROUND_HALF_DOWN),
    "halfFloor": (ROUND_HALF_DOWN, ROUND_HALF_UP), "expand": (ROUND_UP, ROUND_UP), "trunc": (ROUND_DOWN, ROUND_DOWN),
    "ceil": (ROUND_UP, ROUND_DOWN), "floor": (ROUND_DOWN, ROUND_UP),
}


@dataclass(frozen=True, slots=True)
class NumberLocale:
    """What one locale writes in one numbering system (`numbers.json`'s tables for it)."""

    locale: str
    numbering_system: str
    digits: dict[int, str] | None  # str.translate table from 0-9 (None: 0-9)
    decimal: str
    group: str
    grouping: tuple[int, int]  # digits in the last group and in the others (3, 3; 3, 2 in en-IN: 12,34,567)
    min_grouping: int  # 2: 1234 is not grouped (es, pl)
    currency_decimal: str
    currency_group: str
    currency_grouping: tuple[int, int]
    nan: str
    infinity: str
    exponent: str
    exponent_minus: str
    patterns: Mapping[str, list[str]]  # style -> [positive, negative, signed], {n} the number, ¤ the currency
    plurals: Mapping[str, str]  # the plural categories of numbers shown with fraction digits (`shown_category`)

    # (for methods.py until it formats with `format_number`: /tmp/h3_methods.patch)
    @property
    def minus(self) -> str:
        return self.patterns["decimal"][1].replace("{n}", "")

    @property
    def percent(self) -> str:
        return self.patterns["percent"][0]

    @property
    def primary(self) -> int:
        return self.grouping[0]

    @property
    def secondary(self) -> int:
        return self.grouping[1]


def _numbers() -> dict[str, Any]:
    return locale_file("numbers")


@functools.lru_cache(maxsize=256)
def number_locale(locale: str, numbering_system: str | None = None) -> NumberLocale:
    """The tables of a resolved `locale` (`petite.expr.locale_tags.resolve_locale`) in
    its numbering system, or in `numbering_system` (a key of the recorded ones: latn as
    the locale writes it, another as a locale without symbols of its own for it)."""
    table = table_for(_numbers()["formats"], locale)
    if numbering_system is not None and numbering_system != table["numberingSystem"]:
        # the system's digits and symbols with the locale's grouping (hi-u-nu-deva writes
        # १२,३४,५६७), and what the locale writes otherwise in it (recorded for the systems
        # some locale writes by default)
        table = {**table_for(_numbers()["formats"], "en"), **_numbers()["numberingSystems"].get(numbering_system, {}),
                 "grouping": table["grouping"], **table.get("systems", {}).get(numbering_system, {})}
    digits = table.get("digits", "0123456789")
    grouping = tuple(table["grouping"][:2])
    return NumberLocale(
        locale=locale, numbering_system=table["numberingSystem"],
        digits=None if digits == "0123456789" else str.maketrans("0123456789", digits),
        decimal=table["decimal"], group=table["group"], grouping=grouping, min_grouping=table["grouping"][2],
        currency_decimal=table.get("currencyDecimal", table["decimal"]),
        currency_group=table.get("currencyGroup", table["group"]),
        currency_grouping=tuple(table.get("currencyGrouping", grouping)), nan=table["nan"],
        infinity=table["infinity"], exponent=table["exponent"], exponent_minus=table["exponentMinus"],
        patterns=table["patterns"], plurals=table_for(_numbers()["plurals"], locale))


@functools.lru_cache(maxsize=256)
def _changes(part: str, locale: str) -> dict[str, Any]:
    """A `part` (`symbols`, `names`) of `numbers.json` for a resolved `locale`: its
    language's table with what its region and script change."""
    recorded = locale_file("currency_names")[part] if part == "names" else _numbers()[part]
    merged: dict[str, Any] = {}
    for key in reversed(table_keys(locale)):
        if key in recorded["locales"]:
            merged.update(recorded["tables"][recorded["locales"][key]])
    return merged


def currency_text(locale: str, code: str, display: str) -> str:
    """How `locale` writes the currency `code` (`symbol`: € or US$, `narrowSymbol`: $,
    `code`: USD; a currency it has no symbol for is written by its code)."""
    if display == "code":
        return code
    symbol = _changes("symbols", locale).get(code, code)
    if isinstance(symbol, list):
        return symbol[1] if display == "narrowSymbol" else symbol[0]
    return symbol


def currency_shape(locale: str, code: str) -> dict[str, Any] | None:
    """The patterns and separators `locale` writes the currency `code` with where they
    are not its usual ones (EUR in en-150: €5.00, not 5.00 €), else None."""
    symbol = _changes("symbols", locale).get(code)
    return symbol[2] if isinstance(symbol, list) and len(symbol) > 2 else None


def currency_digits(code: str) -> int:
    """The fraction digits of the currency `code` (¥ 0, BHD 3, most 2)."""
    return _numbers()["currencyDigits"].get(code, 2)


def grouped_digits(digits: str, sizes: tuple[int, int], separator: str) -> str:
    """`1234567` grouped in groups of `sizes` (the last group's, the others': 3, 3; or
    en-IN's 3, 2: 12,34,567)."""
    primary, step = sizes
    head, groups = digits[:-primary], [digits[-primary:]]
    while len(head) > step:
        groups.append(head[-step:])
        head = head[:-step]
    groups.append(head)
    return separator.join(reversed(groups))


def fill_currency(pattern: str, symbol: str, number: str) -> str:
    """A currency pattern (`¤{n}`, `{n} ¤`) filled (see `currency_spacing`)."""
    return currency_spacing(pattern, symbol, number[:1], number[-1:]).replace("{n}", number).replace("¤", symbol)


def currency_spacing(pattern: str, symbol: str, first: str, last: str) -> str:
    """A currency pattern with a no-break space between the symbol and a digit where
    the symbol's letter would touch it (ICU's currency spacing: USD 5.00, but $5.00);
    `first` and `last` are the number's first and last characters."""
    if "¤{n}" in pattern and first.isdigit() and _spaced(symbol[-1:]):
        return pattern.replace("¤{n}", "¤" + NBSP + "{n}")
    if "{n}¤" in pattern and last.isdigit() and _spaced(symbol[:1]):
        return pattern.replace("{n}¤", "{n}" + NBSP + "¤")
    return pattern


def _spaced(char: str) -> bool:
    return bool(char) and unicodedata.category(char)[0] not in "SZ"


class NumberFormatOptions:
    """What ``Intl.NumberFormat(locales, options)`` (and ``toLocaleString``) resolves from
    its arguments, once: the locale's tables, the style and its patterns, the currency's
    text, the digits and rounding, grouping, notation and sign; a RangeError or
    TypeError for bad options, as in JavaScript. `resolved()` is ``resolvedOptions()``."""

    __slots__ = ("locale", "notation", "loc", "style", "currency", "currency_display", "currency_sign", "unit",
                 "unit_display", "unit_forms", "min_int", "min_fd", "max_fd", "min_sd", "max_sd", "rounding",
                 "use_grouping", "group_from", "compact", "compact_forms", "long_units", "sign_display",
                 "rounding_mode", "strip_integer", "patterns", "symbol", "names", "rule", "decimal", "group", "sizes",
                 "plain", "zeros")

    def __init__(self, locales: Any = U, options: Any = U) -> None:
        opts = options if isinstance(options, Mapping) else {}

        def option(name: str, default: Any) -> Any:
            value = opts.get(name, U)
            return default if value is U else value

        def choice(name: str, default: str, allowed: tuple[str, ...]) -> str:
            value = to_js_string(option(name, default))
            if value not in allowed:
                raise ExpressionError(f"Value {value} out of range for Intl.NumberFormat options property {name}",
                                      kind="RangeError")
            return value

        self.locale = resolve_locale(locales)
        self.loc = loc = number_locale(self.locale, _numbering_system(locales, option("numberingSystem", U)))
        self.style = style = choice("style", "decimal", STYLES)
        self.unit = self.unit_display = self.unit_forms = None
        if style == "unit":
            self.unit, self.unit_display = option("unit", U), option("unitDisplay", "short")
            self.unit_forms = _unit_forms(self.locale, self.unit, self.unit_display)
        self.currency = self.symbol = ""
        self.currency_display = "symbol"
        self.currency_sign = "standard"
        self.names = None
        default_min, default_max = 0, 3
        if style == "percent":
            default_max = 0
        elif style == "currency":
            code = option("currency", U)
            if code is U:
                raise ExpressionError("Currency code is required with currency style.", kind="TypeError")
            self.currency = to_js_string(code).upper()
            if not (len(self.currency) == 3 and self.currency.isascii() and self.currency.isalpha()):
                raise ExpressionError(f"Invalid currency code : {to_js_string(code)}", kind="RangeError")
            default_min = default_max = currency_digits(self.currency)
            self.currency_display = choice("currencyDisplay", "symbol", CURRENCY_DISPLAYS)
            self.currency_sign = choice("currencySign", "standard", ("standard", "accounting"))
            self.symbol = currency_text(self.locale, self.currency, self.currency_display)
            if self.currency_display == "name":
                self.names = _changes("names", self.locale).get(self.currency) or {"other": "{n} " + self.currency}
        self.notation = choice("notation", "standard", ("standard", "compact", "scientific", "engineering"))
        self.compact = self.notation == "compact"
        min_fd, max_fd = option("minimumFractionDigits", U), option("maximumFractionDigits", U)
        fraction_set = min_fd is not U or max_fd is not U
        min_fd = default_min if min_fd is U else _digits_option(min_fd, "minimumFractionDigits")
        if max_fd is U:
            max_fd = max(min_fd, default_max)
        else:
            max_fd = _digits_option(max_fd, "maximumFractionDigits")
            if "minimumFractionDigits" not in opts:
                min_fd = min(min_fd, max_fd)
        if min_fd > max_fd:
            raise ExpressionError("maximumFractionDigits value is out of range.", kind="RangeError")
        min_sd, max_sd = option("minimumSignificantDigits", U), option("maximumSignificantDigits", U)
        significant = min_sd is not U or max_sd is not U
        min_sd = 1 if min_sd is U else _digits_option(min_sd, "minimumSignificantDigits", 1, 21)
        max_sd = 21 if max_sd is U else _digits_option(max_sd, "maximumSignificantDigits", 1, 21)
        if min_sd > max_sd:
            raise ExpressionError("maximumSignificantDigits value is out of range.", kind="RangeError")
        self.min_int = _digits_option(option("minimumIntegerDigits", 1), "minimumIntegerDigits", 1, 21)
        self.use_grouping = _grouping(option("useGrouping", U), "min2" if self.compact else "auto")
        self.long_units = to_js_string(option("compactDisplay", "short")) == "long"
        self.compact_forms = table_for(_numbers()["compact"], self.locale)["long" if self.long_units else "short"] \
            if self.compact else None
        self.sign_display = choice("signDisplay", "auto", SIGN_DISPLAYS)
        self.rounding_mode = choice("roundingMode", "halfExpand", tuple(ROUNDING_MODES))
        self.strip_integer = choice("trailingZeroDisplay", "auto", ("auto", "stripIfInteger")) == "stripIfInteger"
        if significant:
            self.rounding: tuple = ("significant", min_sd, max_sd)
        elif self.compact and not fraction_set:
            self.rounding = ("compact",)
            min_fd = max_fd = 0
            min_sd, max_sd = 1, 2
        else:
            self.rounding = ("fraction", min_fd, max_fd)
        self.min_fd, self.max_fd, self.min_sd, self.max_sd = min_fd, max_fd, min_sd, max_sd
        # an integer needs no rounding with fraction digits in standard notation
        self.plain = self.rounding[0] == "fraction" and self.notation == "standard" and style != "percent"
        self.zeros = "" if self.strip_integer else "0" * min_fd
        # the patterns the sign picks from ([positive, negative, signed]), the separators and grouping
        self.decimal, self.group, self.sizes = loc.decimal, loc.group, loc.grouping
        self.patterns = loc.patterns["percent" if style == "percent" else "decimal"]
        if style == "currency":
            shape = currency_shape(self.locale, self.currency) if loc.numbering_system == "latn" else None
            if shape is None:
                self.decimal, self.group, self.sizes = loc.currency_decimal, loc.currency_group, loc.currency_grouping
                patterns = loc.patterns["currency"], loc.patterns["accounting"]
            else:  # (a currency written otherwise: EUR in en-150)
                self.decimal, self.group, self.sizes = shape["decimal"], shape["group"], tuple(shape["grouping"])
                patterns = shape["currency"], shape["accounting"] + shape["currency"][2:]
            if self.names is None:
                self.patterns = patterns[1] if self.currency_sign == "accounting" else patterns[0]
            else:  # (a name follows the number with its sign, grouped as a number: -12,34,567.00 ...)
                self.sizes = loc.grouping
        # the digits a number needs to be grouped (1234 is not in es, nor with min2)
        minimum = {"auto": loc.min_grouping, "min2": 2, "always": 1, False: 0}[self.use_grouping]
        self.group_from = self.sizes[0] + minimum if minimum else 1000
        self.rule = plural_rule(self.locale) if self.compact or self.names else None

    def resolved(self) -> dict[str, Any]:
        """``resolvedOptions()``, with Chromium's properties in Chromium's order."""
        out: dict[str, Any] = {"locale": self.locale, "numberingSystem": self.loc.numbering_system, "style": self.style}
        if self.style == "currency":
            out.update(currency=self.currency, currencyDisplay=self.currency_display, currencySign=self.currency_sign)
        if self.style == "unit":
            out.update(unit=to_js_string(self.unit), unitDisplay=to_js_string(self.unit_display))
        out["minimumIntegerDigits"] = self.min_int
        kind = self.rounding[0]
        if kind != "significant":
            out.update(minimumFractionDigits=self.min_fd, maximumFractionDigits=self.max_fd)
        if kind != "fraction":
            out.update(minimumSignificantDigits=self.min_sd, maximumSignificantDigits=self.max_sd)
        out["useGrouping"] = self.use_grouping
        out["notation"] = self.notation
        if self.compact:
            out["compactDisplay"] = "long" if self.long_units else "short"
        out.update(signDisplay=self.sign_display, roundingIncrement=1, roundingMode=self.rounding_mode,
                   roundingPriority="morePrecision" if kind == "compact" else "auto",
                   trailingZeroDisplay="stripIfInteger" if self.strip_integer else "auto")
        return out


def _numbering_system(locales: Any, option: Any) -> str | None:
    """The numbering system asked for (the `numberingSystem` option, else a `-u-nu-` in
    the first tag) when Chromium has its digits; None for the locale's own. A value
    that is no Unicode type (3-8 letters or digits) is a RangeError, as in Chromium."""
    if option is not U:
        name = to_js_string(option)
        if not all(part.isascii() and part.isalnum() and 3 <= len(part) <= 8 for part in name.split("-")):
            raise ExpressionError(f"Invalid numberingSystem : {name}", kind="RangeError")
    else:
        first = locales if isinstance(locales, str) else locales[0] if isinstance(locales, list) and locales else ""
        _, found, rest = str(first).lower().partition("-u-")
        parts = rest.split("-") if found else []
        name = parts[parts.index("nu") + 1] if "nu" in parts[:-1] else ""
    return name if name in _numbers()["numberingSystems"] else None


def _grouping(value: Any, default: str) -> str | bool:
    """`useGrouping`: true is always, a false value is false, a string is one of always,
    auto and min2 ("true" and "false" are the default)."""
    if value is U:
        return default
    if value is True:
        return "always"
    if not truthy(value):
        return False
    name = to_js_string(value)
    if name in ("true", "false"):
        return default
    if name not in ("always", "auto", "min2"):
        raise ExpressionError(f"Value {name} out of range for Intl.NumberFormat options property useGrouping",
                              kind="RangeError")
    return name


def n_to_locale_string(x: Any, locales: Any = U, options: Any = U, *_: Any) -> str:
    """``toLocaleString(locales, options)`` as Chromium writes it in the locale.

    Options: ``style`` (decimal, percent, currency, unit), ``currency``,
    ``currencyDisplay``, ``currencySign``, ``unit``, ``unitDisplay``, ``numberingSystem``,
    ``minimumFractionDigits``, ``maximumFractionDigits``, ``minimumIntegerDigits``,
    ``minimumSignificantDigits``, ``maximumSignificantDigits`` (they win over the
    fraction digits), ``useGrouping``, ``notation`` (standard, compact: 1.2K, 1,2 Mio.,
    scientific, engineering), ``compactDisplay``, ``signDisplay``, ``roundingMode`` and
    ``trailingZeroDisplay``.
    """
    return format_number(x, number_format_options(locales, options))


PLAIN_OPTION_TYPES = (str, int, float, bool, type(None), type(U))


def number_format_options(locales: Any = U, options: Any = U) -> NumberFormatOptions:
    """`NumberFormatOptions(locales, options)`, shared when both are plain values (a tag
    and an object of strings, numbers and booleans: `toLocaleString('de', {...})` in
    every row resolves them once; a NumberFormatOptions is never changed once made)."""
    if locales is U or type(locales) is str:
        if options is U:
            return _shared_number_options(locales, ())
        if type(options) is dict and all(type(v) in PLAIN_OPTION_TYPES for v in options.values()):
            return _shared_number_options(locales, tuple((k, type(v), v) for k, v in options.items()))
    return NumberFormatOptions(locales, options)


@functools.lru_cache(maxsize=256)
def _shared_number_options(locales: Any, items: tuple) -> NumberFormatOptions:
    return NumberFormatOptions(locales, {k: v for k, _, v in items})


def format_number(x: Any, options: NumberFormatOptions) -> str:
    """`x` written with resolved `options` (see `n_to_locale_string`)."""
    return _write_number(x, options, None)


def number_parts(x: Any, options: NumberFormatOptions) -> Parts:
    """``Intl.NumberFormat.formatToParts``: what `format_number` writes, as typed parts
    (integer, group, decimal, fraction, minusSign, plusSign, percentSign, currency,
    compact, unit, exponentSeparator, exponentMinusSign, exponentInteger, nan, infinity,
    literal); their texts joined are the formatted text."""
    parts: Parts = []
    _write_number(x, options, parts)
    return parts


def _write_number(x: Any, options: NumberFormatOptions, parts: Parts | None) -> str:
    """The text of `x` written with `options`; with a `parts` list, the same text as
    typed parts appended to it. A BigInt has all its digits, its conversion to decimal
    charged here for every caller (found by an attacker helper:
    `Intl.NumberFormat(...).format(big)` was not, where `big.toLocaleString()` was;
    60,000 formats of 10n ** 3000n ran over a minute)."""
    tick(WRITE_COST)
    if type(x) is JSBigInt:
        charge_decimal(x.value.bit_length())
    x = x.value if type(x) is JSBigInt else to_number(x)
    loc, style, rounding = options.loc, options.style, options.rounding
    negative = x < 0 or (x == 0 and math.copysign(1.0, x) < 0)
    zero = False
    whole = fraction = ""
    compact_form = None
    core: Parts = []
    if x != x:
        text = loc.nan
        core = [("nan", text)]
    elif x in (INF, -INF):
        text = loc.infinity
        core = [("infinity", text)]
    else:
        exponent = None
        if options.plain and -MAX_EXACT < x < MAX_EXACT and x == int(x):  # (an integer as it is: the common case)
            whole, fraction = str(abs(int(x))), options.zeros
            zero = x == 0
        else:
            mode = ROUNDING_MODES[options.rounding_mode][negative]
            # (exact: arithmetic in the default context keeps 28 digits, a BigInt has more)
            exact = Decimal(repr(abs(x))) if type(x) is float else Decimal(abs(x))
            if style == "percent":
                exact = exact.scaleb(2, context=exact_context(exact))
            if options.notation in ("scientific", "engineering"):  # 1.235E5, 123.456E3
                exact, exponent = _scientific(exact, rounding, options.notation == "engineering", mode)
            if options.compact:
                whole, fraction, compact_form = _compact(exact, options, mode)
            else:
                whole, fraction = _rounded(exact, rounding, mode)
            zero = not whole.strip("0") and not fraction.strip("0")
            if options.strip_integer and not fraction.strip("0"):
                fraction = ""
        if len(whole) < options.min_int:
            whole = whole.zfill(options.min_int)
        grouped = len(whole) >= options.group_from
        text = grouped_digits(whole, options.sizes, options.group) if grouped else whole
        if parts is not None:
            core = _digit_parts(text.split(options.group) if grouped else [text], fraction, exponent, options)
        if fraction:
            text += options.decimal + fraction
        if exponent is not None:
            text += loc.exponent + (loc.exponent_minus if exponent < 0 else "") + str(abs(exponent))
        if loc.digits is not None:
            text = text.translate(loc.digits)
    sign = options.sign_display
    if sign == "auto":
        signed = 1 if negative else 0
    elif sign == "always":
        signed = 1 if negative else 2
    elif sign == "exceptZero":
        signed = 0 if zero or x != x else 1 if negative else 2
    elif sign == "negative":
        signed = 1 if negative and not zero else 0
    else:
        signed = 0
    pattern = options.patterns[signed]
    if compact_form is not None:
        if signed == 1 and compact_form[1] is not None and style != "currency":
            text, pattern = compact_form[1].replace("{n}", text), "{n}"  # (its own sign: sw milioni -1.6)
            core = _filled(compact_form[1], "{n}", core, _sign_or_compact) if parts is not None else core
        else:
            text = compact_form[0].replace("{n}", text)
            core = _filled(compact_form[0], "{n}", core, _sign_or_compact) if parts is not None else core
    if style == "currency":
        if options.names is None:
            text = fill_currency(pattern, options.symbol, text)
            if parts is not None:
                pattern = currency_spacing(pattern, options.symbol, core[0][1][:1], core[-1][1][-1:])
                core = _filled(pattern, "{n}", core, _sign_text, options.symbol)
        else:
            forms = options.names
            named = forms if isinstance(forms, str) else \
                forms.get(_category(options.rule, x, whole, fraction, loc.plurals)) or forms["other"]
            text = named.replace("{n}", pattern.replace("{n}", text))
            if parts is not None:
                core = _filled(named, "{n}", _filled(pattern, "{n}", core, _sign_text), _words("currency"))
    else:
        text = pattern.replace("{n}", text)
        core = _filled(pattern, "{n}", core, _sign_text) if parts is not None else core
        if options.unit_forms is not None:
            rule, shown, forms = options.unit_forms
            unit = forms.get(_category(rule, x, whole, fraction, shown)) or forms["other"]
            text = unit.replace("{0}", text)
            core = _filled(unit, "{0}", core, _words("unit")) if parts is not None else core
    if parts is not None:
        parts += core
    return text


Parts = list[tuple[str, str]]  # a formatted number as (type, text) pairs: `formatToParts`' parts
SIGN_PARTS = {"-": "minusSign", "\u2212": "minusSign", "+": "plusSign", "%": "percentSign", "\u066a": "percentSign"}


def _digit_parts(groups: list[str], fraction: str, exponent: int | None, options: NumberFormatOptions) -> Parts:
    """A number's digits as parts: its integer's groups and their separators, its
    decimal separator and fraction, its exponent (in the locale's digits)."""
    loc = options.loc
    parts: Parts = []
    for i, digits in enumerate(groups):
        parts += [("group", options.group), ("integer", digits)] if i else [("integer", digits)]
    if fraction:
        parts += [("decimal", options.decimal), ("fraction", fraction)]
    if exponent is not None:
        parts.append(("exponentSeparator", loc.exponent))
        parts += [("exponentMinusSign", loc.exponent_minus)] if exponent < 0 else []
        parts.append(("exponentInteger", str(abs(exponent))))
    if loc.digits is not None:
        parts = [(kind, text.translate(loc.digits)) for kind, text in parts]
    return parts


def _filled(template: str, placeholder: str, inner: Parts, outer: Any, symbol: str = "") -> Parts:
    """The parts of `template` with `placeholder` standing for the parts `inner`; the
    text around is typed by `outer(text, symbol)`."""
    before, _, after = template.partition(placeholder)
    return outer(before, symbol) + inner + outer(after, symbol)


def _typed(rest: str, signs: bool = True) -> Callable[[str, str], Parts]:
    """How a pattern's text around the number is typed: its spaces literal, its ``¤``
    the currency symbol, its signs and percent sign typed (with `signs`: a currency's
    name may hold a hyphen), the rest `rest`."""

    def typed(text: str, symbol: str = "") -> Parts:
        parts: Parts = []
        for char in text:
            if char == "¤":
                parts.append(("currency", symbol))
            else:
                _add(parts, (signs and SIGN_PARTS.get(char)) or ("literal" if char.isspace() else rest), char)
        return parts

    return typed


_sign_text = _typed("literal")  # (``-{n}``, ``¤{n}``, ``({n})``, ``{n} %``)
_sign_or_compact = _typed("compact")  # (``{n}K``, ``{n} Mio.``, ``-{n} milioni``)


def _words(kind: str) -> Callable[[str, str], Parts]:
    """A currency's name or a unit around the number (``{n} US dollars``, ``{0} km/h``)."""
    return _typed(kind, signs=False)


def _add(parts: Parts, kind: str, text: str) -> None:
    """Append `text` as a `kind` part, joined to the last part when that is of its kind
    (a sign is one character each)."""
    if parts and parts[-1][0] == kind and kind in ("literal", "compact", "unit", "currency"):
        parts[-1] = (kind, parts[-1][1] + text)
    else:
        parts.append((kind, text))


def _category(rule: dict[str, Any], x: float, whole: str, fraction: str, shown: Mapping[str, str]) -> str:
    """The plural category of a number as it is shown: 1.00 is not 1 (`1.00 US dollars`),
    1.2 not 1.5 (hr: `1,2 tisuće`). `shown` holds the categories of i.00 for i below 200
    and of i.f for i below 20 and f in 1-9; a larger i takes 100 (10) + its last two
    digits' (its last digit's), a longer fraction its last digit's."""
    if x != x or x in (INF, -INF):
        return "other"
    i = int(whole[-18:] or 0)  # (ICU keeps 18 integer digits: 1e21 is as 0; Python reads at most 4,300)
    if not fraction:
        return category_of(rule, i)
    digits = fraction.rstrip("0")
    if not digits:
        return CATEGORY_NAMES[shown["zeros"][i if i < 200 else 100 + i % 100]]
    return CATEGORY_NAMES[shown["tenths"][(i if i < 20 else 10 + i % 10) * 9 + int(digits[-1]) - 1]]


def shown_category(x: float, options: NumberFormatOptions) -> str:
    """The plural category (in `options`' locale) of `x` as `options` write it (a
    relative time's "1.5 days", "1 day" for 1.0001)."""
    x = to_number(x)
    if x != x or x in (INF, -INF):
        return "other"
    mode = ROUNDING_MODES[options.rounding_mode][x < 0]
    whole, fraction = _rounded(abs(Decimal(repr(x)) if type(x) is float else Decimal(x)), options.rounding, mode)
    return _category(plural_rule(options.locale), x, whole, fraction, options.loc.plurals)


def _compact(exact: Decimal, options: NumberFormatOptions, mode: str) -> tuple[str, str, tuple[str, str | None]]:
    """Compact notation: the digits of `exact` divided by the power of ten its pattern
    divides by (1600000 is 1.6 with `{n}M`), and the patterns for the plural category of
    the number shown (positive; negative where it has the sign in it, else None); a
    number that rounds up to the next power (999,999) takes its."""
    powers = options.compact_forms
    power = min(max(exact.adjusted(), 0), len(powers) - 1) if exact else 0
    while True:
        divisor, forms = powers[power]
        whole, fraction = _rounded(exact.scaleb(-divisor, context=exact_context(exact)), options.rounding, mode)
        shown = min(len(whole.lstrip("0")) + divisor - 1, len(powers) - 1)
        if shown <= power:
            break
        power = shown
    if whole == "1" and not fraction and "1" in forms:  # (a pattern of its own for 1: fr mille)
        return whole, fraction, (forms["1"], forms.get("-1"))
    category = _category(options.rule, 1.0, whole, fraction, options.loc.plurals)
    return whole, fraction, (forms.get(category) or forms.get("other") or next(iter(forms.values())),
                             forms.get("-" + category))


def _scientific(exact: Decimal, rounding: tuple, engineering: bool, mode: str) -> tuple[Decimal, int]:
    """(mantissa, exponent) of a non-negative `exact`: one digit before the point, or
    (engineering) an exponent that is a multiple of 3; a mantissa that rounds up to the
    next power (9.9996E0 to 10.000) moves to the next exponent."""
    if not exact:
        return exact, 0
    exponent = exact.adjusted()
    for _ in range(2):
        shown = exponent - exponent % 3 if engineering else exponent
        mantissa = exact.scaleb(-shown, context=exact_context(exact))
        whole, _fraction = _rounded(mantissa, rounding, mode)
        if len(whole.lstrip("0")) <= (3 if engineering else 1) or not engineering and whole == "0":
            break
        exponent = shown + (3 if engineering else 1)
    return mantissa, shown


def _unit_forms(locale: str, unit: Any, display: Any) -> tuple[dict[str, Any], Mapping[str, str], dict[str, str]]:
    """`style: 'unit'`: the plural rule of the language the unit is written in, and its
    pattern per plural category (`petite.expr.unit_patterns`; languages petite has no
    words for write English's)."""
    if unit is U:
        raise ExpressionError("Unit is required with unit style.", kind="TypeError")
    unit, display = to_js_string(unit), to_js_string(display)
    if display not in ("short", "long", "narrow"):
        raise ExpressionError(f"Value {display} out of range for Intl.NumberFormat options property unitDisplay",
                              kind="RangeError")
    lang = plural_language(locale, UNIT_PATTERNS.keys())
    forms = UNIT_PATTERNS[lang].get(f"{unit}/{display}")
    if forms is None:
        raise ExpressionError(f"Invalid unit argument for Intl.NumberFormat() '{unit}'", kind="RangeError")
    return plural_rule(lang), table_for(_numbers()["plurals"], lang), forms


def _rounded(value: Decimal, rounding: tuple, mode: str = ROUND_HALF_UP) -> tuple[str, str]:
    """The digits of a non-negative `value` rounded (`mode`: ties away from zero, as ICU,
    unless `roundingMode` says otherwise) to ("fraction", min, max) fraction digits,
    ("significant", min, max) significant digits, or as compact notation does (2
    significant digits below 100, else whole): (integer digits, fraction digits)."""
    if rounding[0] == "compact":
        rounding = ("fraction", 0, 0) if value >= 100 else ("significant", 1, 2)
    kind, low, high = rounding
    exponent = -high if kind == "fraction" else (value.adjusted() if value else 0) - high + 1
    text = f"{value.quantize(Decimal((0, (1,), exponent)), rounding=mode, context=exact_context(value)):f}"
    whole, _, fraction = text.partition(".")
    fraction = fraction.rstrip("0")
    if kind == "fraction":
        fraction += "0" * (low - len(fraction))
    else:
        shown = len((whole + fraction).lstrip("0")) if value else 1 + len(fraction)  # (zero: its one 0)
        if shown < low:
            fraction += "0" * (low - shown)
    return whole, fraction


def _digits_option(value: Any, name: str, low: int = 0, high: int = 100) -> int:
    n = to_number(value)
    if n != n or not low <= n <= high:
        raise ExpressionError(f"{name} value is out of range.", kind="RangeError")
    return int(n)

