"""Numbers written as Chromium writes them, in every locale it has
(`petite.expr.number_locales`, tables recorded by `python -m tests.expr.record_number_formats`):
for each tag of `locales/available.json`, a grid of numbers (0, -0, 1, -1234.5,
1234567.891, 0.000123, 1e21, NaN, Infinity ...) written in every style (decimal, percent,
currency in several currencies with each currencyDisplay and currencySign, compact
short and long, scientific and engineering), with each signDisplay, useGrouping and
numbering system, and as the numbers inside units and relative times. Each expression
shows in petite what it shows in a Chromium page (`assert_as_in_chromium`).

Not covered, deliberately:
- compact notation with a currency or percent (ICU has patterns of their own for them
  that are not recorded: petite writes the compact number in the currency pattern);
- units in other tags than the languages petite has unit words for
  (`petite.expr.unit_patterns`: en, fr, de, es, it, pt, nl; their regions' words, en-GB's
  kilometre, and other languages' are not recorded);
- currency names (`currencyDisplay: 'name'`) in the tags where Chromium writes the
  symbol with the name (`namesWithSymbols`, en-DE: `-€1.00 euros`, tr-TR, pt-CV: ICU's
  long-name pattern there takes the whole currency format, sometimes garbled:
  `CHF 21,0 İsviçre frangı0`; petite writes their language's `-1.00 euros`);
- the plural category of numbers from 10^18 on in names and relative times (ICU keeps
  18 digits of a number's integer operand i but not of n: 1e21 is `1e21 jour` in fr,
  `Canadian dollars` in pa; petite takes i's).
"""

from __future__ import annotations


from petite.expr.locale_tags import locale_file
from tests.expr.recording import available_tags
from tests.expr.test_in_chromium import assert_as_in_chromium

NUMBERS = ["0", "-0", "1", "-1", "2", "5", "-5", "21", "1.5", "-1234.5", "1234", "12345", "1234567.891", "0.000123",
           "1e21", "-999999.5", "NaN", "Infinity", "-Infinity"]
COMPACT = ["0", "1", "-1", "999", "1234", "-1600000", "16000", "999999", "123456789", "1e15", "0.5", "12345678", "2000000",
           "1e6", "NaN"]
CURRENCIES = ["USD", "EUR", "JPY", "GBP", "INR", "CHF", "BHD", "BRL", "CNY", "CAD"]
DISPLAYS = ["symbol", "narrowSymbol", "code", "name"]
UNIT_LANGUAGES = {"en", "fr", "de", "es", "it", "pt", "nl"}


def locale_numbers() -> list[str]:
    """The grid: every tag Chromium has (and a few tags with a numbering system), the
    languages' whole, their regions' and scripts' every other case."""
    out = []
    tags = available_tags() + ["ar-u-nu-latn", "en-u-nu-arab", "hi-u-nu-deva", "th-u-nu-thai", "fa-u-nu-latn"]
    quirky = set(locale_file("currency_names")["namesWithSymbols"])
    counted = [n for n in NUMBERS if n != "1e21"]
    for i, tag in enumerate(tags):
        cases = []
        nf = f"new Intl.NumberFormat({tag!r}"
        cases += [f"({n}).toLocaleString({tag!r})" for n in NUMBERS]
        cases += [f"{nf}, {{ style: 'percent' }}).format({n})" for n in ("0", "-0.256", "12.345", "NaN")]
        cases += [f"{nf}, {{ maximumFractionDigits: 2, style: 'percent', signDisplay: 'exceptZero' }}).format({n})"
                  for n in ("0.5", "-0.00001")]
        for j, display in enumerate(DISPLAYS):
            if display == "name" and tag in quirky:
                continue
            pool = counted if display == "name" else NUMBERS
            for k, code in enumerate(CURRENCIES):
                n = pool[(i + j + k) % len(pool)]
                cases.append(f"{nf}, {{ style: 'currency', currency: '{code}', currencyDisplay: '{display}' }}).format({n})")
        cases += [f"{nf}, {{ style: 'currency', currency: 'EUR', currencySign: 'accounting' }}).format({n})"
                  for n in ("-1234.5", "0", "1")]
        for display in ("short", "long"):
            cases += [f"{nf}, {{ notation: 'compact', compactDisplay: '{display}' }}).format({n})" for n in COMPACT]
        cases += [f"{nf}, {{ notation: '{notation}' }}).format({n})"
                  for notation in ("scientific", "engineering") for n in ("-0.000123", "1234.5", "0")]
        for sign in ("always", "exceptZero", "never", "negative"):
            cases += [f"{nf}, {{ signDisplay: '{sign}' }}).format({n})" for n in ("0", "-0", "5", "-5", "-0.0001")]
        for grouping in ("false", "'always'", "'min2'", "true", "'auto'"):
            cases += [f"{nf}, {{ useGrouping: {grouping} }}).format({n})" for n in ("1234", "12345678.5")]
        cases.append(f"{nf}, {{ minimumIntegerDigits: 3, minimumFractionDigits: 2 }}).format(7)")
        cases.append(f"{nf}).resolvedOptions().numberingSystem")
        cases.append(f"{nf}, {{ numberingSystem: 'arab' }}).format(-1234.5)")
        cases.append(f"new Intl.RelativeTimeFormat({tag!r}).format({counted[i % len(counted)].replace('NaN', '3').replace('Infinity', '7')}, 'day')")
        cases.append(f"new Intl.RelativeTimeFormat({tag!r}, {{ style: 'short' }}).format(-1234.5, 'hours')")
        if tag in UNIT_LANGUAGES:  # (unit words are recorded by language: en-GB writes kilometre)
            for display in ("short", "long", "narrow"):
                cases += [f"{nf}, {{ style: 'unit', unit: '{unit}', unitDisplay: '{display}' }}).format({n})"
                          for unit in ("kilometer-per-hour", "day", "percent") for n in ("1", "-1234.5", "2")]
        # (a region or script has every other case of its language's grid)
        out += cases if "-" not in tag else cases[i % 2::2]
    return out


def test_locale_numbers_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, locale_numbers(), at_least=30000)
