"""Records how Chromium writes numbers (`Intl.NumberFormat`, `toLocaleString`) in every
locale it has, into `petite/expr/locales/numbers.json` and, the currency names, into
`currency_names.json`, read only when a name is written (generated: do not edit them by hand).

For each language of `locales/available.json` and each of its regions and scripts:

- `formats`: the digits of its default numbering system (where they are not 0-9), the
  decimal and group separators and grouping (the digits of the last group and of the
  others, and the fewest digits grouped: `es` writes 1234 ungrouped; the currency ones
  where they differ), the words for NaN and infinity, the exponent separator and
  minus, and the patterns of each style (decimal, percent, currency, accounting) for a
  positive, a negative and a signed (`signDisplay: 'always'`) number, `{n}` standing for
  the number and `¤` for the currency (`-{n} %`, `‏‎-{n} ¤`); under `systems`, what the
  tag writes otherwise than `numberingSystems` says in the other numbering systems some
  locale writes by default (hi-u-nu-deva groups as hi);
- `plurals`: the plural category of numbers shown with fraction digits (i.00 for i below
  200: 1.00 is `other` in en; i.f for i below 20 and f in 1-9: hr's 1,2 is `few`);
- `compact`: for each power of ten up to 10^14, short and long, the power the number is
  divided by and the pattern per plural category of the number shown (`{n} Mio.`), of 1
  where it has its own (fr: mille) and of a negative number where its sign is not before
  the pattern (`-one`: sw `milioni -{n}`);
- `symbols`: each currency of `Intl.supportedValuesOf('currency')` where the tag does not
  write it by its code, its symbol (`€`, with its direction marks: he `‎CN¥‎`) or symbol
  and narrow symbol (`["US$", "$"]`), and then the patterns and separators it is written
  with where they are not the tag's (EUR in en-150: `€5.00`, not `5.00 €`);
- in `currency_names.json`, `names`: each currency's name pattern per plural category
  (`{n} US dollars`), but in the tags of `namesWithSymbols` (en-DE, tr-TR: ICU writes the
  currency's symbol and pattern with the name there, `-€1.00 euros`), which take their
  language's.

`formats`, `plurals` and `compact` map tags to one of their `tables`, a region or script
kept only where it differs from what `petite.expr.locale_tags.table_keys` would otherwise
find; `symbols` and `names` map tags to what they change (`overrides`). Besides:
`currencyDigits` (the currencies without two fraction digits) and `numberingSystems`
(each decimal numbering system's digits and symbols, as a locale without its own writes
them: what differs from en's table).

    python -m tests.expr.record_number_formats
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from petite.expr.locale_tags import table_keys
from tests.expr.recording import LOCALES, available_tags, distinct_tables, evaluate_in_chromium

TARGET = LOCALES / "numbers.json"
NAMES = LOCALES / "currency_names.json"  # (read only for `currencyDisplay: 'name'`)

IN_PAGE = """(tags) => {
  const NUMBER = new Set(['integer', 'group', 'decimal', 'fraction', 'nan', 'infinity']);
  // the parts of a formatted number as a pattern: {n} for the number, ¤ for the currency
  const pattern = (parts, named) => parts.map(p => NUMBER.has(p.type) ? '{n}' : p.type === 'currency' && !named ? '¤' : p.value)
                                  .join('').replace(/(\\{n\\})+/g, '{n}');
  const part = (parts, type) => (parts.find(p => p.type === type) || {}).value;
  // a currency pattern without the space ICU puts between a letter of the symbol and a digit
  const unspaced = (text, symbol) => /[\\p{S}\\p{Z}]$/u.test(symbol) || !text.includes('¤\\u00a0{n}')
      ? (/^[\\p{S}\\p{Z}]/u.test(symbol) ? text : text.replace('{n}\\u00a0¤', '{n}¤')) : text.replace('¤\\u00a0{n}', '¤{n}');
  // digits in the last group and in the others, of 1234567890.5 written with `f`
  const grouping = (f) => {
    const groups = f.formatToParts(1234567890.5).filter(p => p.type === 'integer').map(p => p.value.length);
    return [groups[groups.length - 1], groups.length > 2 ? groups[groups.length - 2] : groups[groups.length - 1]];
  };
  const currencies = Intl.supportedValuesOf('currency');
  // the patterns of a currency style (`{ style: 'currency', ... }`) and its separators
  // the patterns of a currency style (`{ style: 'currency', ... }`) as written (`raw`) or without
  // the currency spacing, and its separators
  const money = (tag, options, raw, marked) => {
    const f = new Intl.NumberFormat(tag, options), signed = new Intl.NumberFormat(tag, { ...options, signDisplay: 'always' });
    const accounting = new Intl.NumberFormat(tag, { ...options, currencySign: 'accounting' });
    const symbol = part(f.formatToParts(1), 'currency');
    // (raw: the direction marks of a `marked` symbol, as `written` finds them, are the symbol's)
    const written = (parts) => raw ? pattern(parts).replace(marked.replace(symbol, '¤'), '¤') : unspaced(pattern(parts), symbol);
    const big = new Intl.NumberFormat(tag, { ...options, minimumFractionDigits: 1, maximumFractionDigits: 1 }).formatToParts(1234567890.5);
    return { currency: [f.formatToParts(1), f.formatToParts(-1), signed.formatToParts(1)].map(written),
             accounting: [1, -1].map(v => written(accounting.formatToParts(v))),
             decimal: part(big, 'decimal'), group: part(big, 'group') || '', grouping: grouping(new Intl.NumberFormat(tag, options)) };
  };
  // a currency pattern with the space ICU puts between a letter of `symbol` and a digit
  const spaced = (text, symbol) => text.includes('¤{n}') && !/[\\p{S}\\p{Z}]$/u.test(symbol) ? text.replace('¤{n}', '¤\\u00a0{n}')
      : text.includes('{n}¤') && !/^[\\p{S}\\p{Z}]/u.test(symbol) ? text.replace('{n}¤', '{n}\\u00a0¤') : text;
  const formats = (tag) => {
    const nf = (options) => new Intl.NumberFormat(tag, options);
    const table = {};
    table.digits = [...nf({ useGrouping: false }).format(9876543210)].reverse().join('');
    const big = nf({ maximumFractionDigits: 1 }).formatToParts(1234567890.5);
    table.decimal = part(big, 'decimal');
    table.group = part(big, 'group') || '';
    table.grouping = [...grouping(nf({ maximumFractionDigits: 1 })), nf().formatToParts(1000).some(p => p.type === 'group') ? 1 : 2];
    // a currency whose narrow symbol is all symbol characters: no currency spacing in its patterns
    const code = ['USD', 'EUR', 'GBP', 'JPY', 'INR'].find(c =>
      /^\\p{S}+$/u.test(part(nf({ style: 'currency', currency: c, currencyDisplay: 'narrowSymbol' }).formatToParts(1), 'currency')));
    if (!code) throw new Error(tag + ': no currency with a symbol');
    const shape = money(tag, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    table.currencyDecimal = shape.decimal;
    table.currencyGroup = shape.group;
    table.currencyGrouping = shape.grouping;
    table.nan = nf().format(NaN);
    table.infinity = nf().format(Infinity);
    const sci = nf({ notation: 'scientific' }).formatToParts(0.0012);
    table.exponent = part(sci, 'exponentSeparator');
    table.exponentMinus = sci.slice(sci.findIndex(p => p.type === 'exponentSeparator') + 1, -1).map(p => p.value).join('');
    table.patterns = { currency: shape.currency, accounting: [shape.accounting[0], shape.accounting[1], shape.currency[2]] };
    for (const [style, options] of [['decimal', {}], ['percent', { style: 'percent' }]]) {
      const f = nf(options), signed = nf({ ...options, signDisplay: 'always' });
      table.patterns[style] = [pattern(f.formatToParts(1)), pattern(f.formatToParts(-1)), pattern(signed.formatToParts(1))];
    }
    table.numberingSystem = nf().resolvedOptions().numberingSystem;
    return table;
  };
  const letters = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
  // the numbering systems some locale writes by default (besides latn): each tag's tables in them
  const natives = [...new Set(tags.map(tag => new Intl.NumberFormat(tag).resolvedOptions().numberingSystem))];
  const out = {};
  for (const tag of tags) {
    const nf = (options) => new Intl.NumberFormat(tag, options);
    const entry = { formats: formats(tag) };
    entry.systems = {};
    for (const nu of natives) if (nu !== entry.formats.numberingSystem) entry.systems[nu] = formats(tag + '-u-nu-' + nu);
    // plural categories of numbers shown with fraction digits: i.00 (1.00 is not 1 in en), i.f
    const rules = new Intl.PluralRules(tag), twoDigits = new Intl.PluralRules(tag, { minimumFractionDigits: 2 });
    entry.plurals = { zeros: [...Array(200).keys()].map(i => letters[twoDigits.select(i)]).join(''),
                      tenths: [...Array(20).keys()].map(i => [...Array(9).keys()].map(f => letters[rules.select(i + (f + 1) / 10)]).join('')).join('') };
    // compact notation: the power each power of ten is divided by, its pattern per plural category
    entry.compact = {};
    const minus = entry.formats.patterns.decimal[1];
    for (const display of ['short', 'long']) {
      const f = nf({ notation: 'compact', compactDisplay: display, useGrouping: false });
      const powers = [];
      for (let power = 0; power <= 14; power++) {
        const shown = f.formatToParts(2 * 10 ** power).filter(p => p.type === 'integer').map(p => p.value).join('');
        const divisor = power - shown.length + 1;
        const forms = {};
        const samples = shown.length === 1 ? [...Array(9).keys().map(i => i + 1.5), ...Array(10).keys().map(i => i + (divisor ? 1 : 0))]
                      : [...Array(900).keys().map(i => i + 10 ** (shown.length - 1))];
        const wanted = rules.resolvedOptions().pluralCategories.length;
        for (const d of samples) {
          if (Object.keys(forms).length === wanted) break;
          const category = rules.select(d);
          if (!(category in forms)) {
            forms[category] = pattern(f.formatToParts(d * 10 ** divisor));
            // the sign where it is not before the pattern (sw: milioni -1.6)
            const negative = pattern(f.formatToParts(-d * 10 ** divisor));
            if (negative !== minus.replace('{n}', forms[category])) forms['-' + category] = negative;
          }
        }
        // a pattern of its own for exactly 1 (fr: mille, but 1,2 millier)
        const one = pattern(f.formatToParts(10 ** divisor));
        if (shown.length === 1 && one !== forms[rules.select(1)]) forms['1'] = one;
        powers.push([divisor, forms]);
      }
      entry.compact[display] = powers;
    }
    // currencies: symbols where they are not the code, the patterns of those written otherwise
    // than the locale's (EUR in en-150: €5.00, not 5.00 €), names per plural category
    const own = money(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    const patterns = entry.formats.patterns;
    // a symbol as written, with the direction marks ICU writes around it (he: ‎CN¥‎)
    const written = (code, currencyDisplay) => {
      const parts = nf({ style: 'currency', currency: code, currencyDisplay }).formatToParts(1), symbol = part(parts, 'currency');
      const [before, after] = spaced(patterns.currency[0], symbol).split('¤'), shown = pattern(parts);
      const marks = shown.startsWith(before) && shown.endsWith(after) ? shown.slice(before.length, shown.length - after.length) : '¤';
      return /^[\u200e\u200f\u061c]*¤[\u200e\u200f\u061c]*$/u.test(marks) ? marks.replace('¤', symbol) : symbol;
    };
    const symbols = {}, names = {};
    for (const code of currencies) {
      const symbol = written(code, 'symbol'), narrow = written(code, 'narrowSymbol');
      const usual = { ...own, currency: patterns.currency.map(p => spaced(p, symbol)), accounting: patterns.accounting.slice(0, 2).map(p => spaced(p, symbol)) };
      const differs = JSON.stringify(money(tag, { style: 'currency', currency: code }, true, symbol)) !== JSON.stringify(usual);
      if (symbol !== code || narrow !== symbol || differs) {
        symbols[code] = narrow === symbol && !differs ? symbol
                      : differs ? [symbol, narrow, money(tag, { style: 'currency', currency: code })] : [symbol, narrow];
      }
      const named = nf({ style: 'currency', currency: code, currencyDisplay: 'name', minimumFractionDigits: 0, maximumFractionDigits: 1 });
      const forms = {};
      for (const n of [...Array(22).keys(), 100, 101, 1000000, 0.5, 1.5, 0.4]) {
        const category = rules.select(n);
        if (!(category in forms)) forms[category] = pattern(named.formatToParts(n), true);
      }
      names[code] = new Set(Object.values(forms)).size === 1 ? Object.values(forms)[0] : forms;
    }
    entry.symbols = symbols;
    entry.names = names;
    out[tag] = entry;
  }
  const currencyDigits = {};
  for (const code of currencies) {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
    if (digits !== 2) currencyDigits[code] = digits;
  }
  // numbering systems with digits, as a locale without its own symbols for them writes them
  const numberingSystems = {};
  for (const nu of Intl.supportedValuesOf('numberingSystem')) {
    const digits = [...new Intl.NumberFormat('en', { numberingSystem: nu, useGrouping: false }).format(9876543210)].reverse().join('');
    if (new Intl.NumberFormat('en', { numberingSystem: nu }).resolvedOptions().numberingSystem === nu && [...digits].length === 10)
      numberingSystems[nu] = formats('en-u-nu-' + nu);
  }
  return { tags: out, currencyDigits, numberingSystems };
}"""


def overrides(recorded: dict[str, Any], entry: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """`{"locales": {tag: index}, "tables": [...]}` where each table holds what a tag
    changes (`petite.expr.number_locales` merges a tag's keys, its language first):
    a region writes a few currencies otherwise (en-AU's A$ is $), not all of them."""
    tables: list[dict[str, Any]] = []
    locales: dict[str, int] = {}
    for tag in sorted(recorded, key=lambda tag: tag.count("-")):
        found: dict[str, Any] = {}
        for key in reversed(table_keys(tag)):
            found.update(tables[locales[key]] if key in locales else {})
        table = entry(recorded[tag])
        changes = {code: value for code, value in table.items() if found.get(code) != value}
        changes.update({code: code for code in found.keys() - table.keys()})  # (written by its code again)
        if changes:
            if changes not in tables:
                tables.append(changes)
            locales[tag.lower()] = tables.index(changes)
    return {"locales": locales, "tables": tables}


def formats(table: dict[str, Any], usual: dict[str, Any] | None = None) -> dict[str, Any]:
    """A `formats` table without what goes without saying: 0-9, currency separators and
    grouping that are the number's; without the fields that are `usual`'s."""
    table = {name: value for name, value in expanded(table).items() if usual is None or expanded(usual).get(name) != value}
    if table.get("digits") == "0123456789" and usual is None:
        del table["digits"]
    for name, same_as in (("currencyDecimal", "decimal"), ("currencyGroup", "group")):
        if usual is None and table[name] == table[same_as]:
            del table[name]
    if usual is None and table["currencyGrouping"] == table["grouping"][:2]:
        del table["currencyGrouping"]
    return table


def expanded(table: dict[str, Any]) -> dict[str, Any]:
    """`table` with what `formats` leaves out."""
    return {"digits": "0123456789", "currencyDecimal": table.get("decimal"), "currencyGroup": table.get("group"),
            "currencyGrouping": table.get("grouping", [0, 0])[:2], **table}


def main() -> None:
    recorded = evaluate_in_chromium(IN_PAGE, available_tags())
    tags = recorded["tags"]
    english = expanded(tags["en"]["formats"])
    systems = {nu: formats(table, english) for nu, table in recorded["numberingSystems"].items()}
    quirky = {tag for tag, entry in tags.items() if "€" in str(entry["names"]["EUR"])}

    def tables(entry: dict[str, Any]) -> dict[str, Any]:
        """A tag's tables, and in each other numbering system what is not as
        `petite.expr.number_locales` writes it without (the system's digits and symbols
        with the tag's grouping)."""
        table = formats(entry["formats"])
        other = {}
        for nu, written in entry["systems"].items():
            usual = {**english, **systems.get(nu, {}), "grouping": entry["formats"]["grouping"]}
            changes = formats(written, usual)
            if changes:
                other[nu] = changes
        return {**table, "systems": other} if other else table

    numbers = {
        "formats": distinct_tables(tags, tables),
        "plurals": distinct_tables(tags, lambda entry: entry["plurals"]),
        "compact": distinct_tables(tags, lambda entry: entry["compact"]),
        "symbols": overrides(tags, lambda entry: entry["symbols"]),
        "currencyDigits": recorded["currencyDigits"],
        "numberingSystems": systems,
    }
    names = {
        # (not where ICU writes the symbol with the name, en-DE's `€{n} euros`: those take their language's)
        "names": overrides({tag: entry for tag, entry in tags.items() if tag not in quirky}, lambda entry: entry["names"]),
        "namesWithSymbols": sorted(quirky),
    }
    for target, recorded_part in ((TARGET, numbers), (NAMES, names)):
        target.write_text(json.dumps(recorded_part, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n",
                          encoding="utf-8")
    print(f"{TARGET}: " + ", ".join(f"{part} {len(numbers[part]['tables'])} tables for {len(numbers[part]['locales'])} tags"
                                    for part in ("formats", "plurals", "compact", "symbols"))
          + f", {TARGET.stat().st_size:,} bytes; {NAMES}: {len(names['names']['tables'])} tables for"
          f" {len(names['names']['locales'])} tags, {NAMES.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
