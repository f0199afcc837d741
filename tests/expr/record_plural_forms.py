"""Records Chromium's plural rules and relative-time words (`Intl.PluralRules`,
`Intl.RelativeTimeFormat`) in every locale it has, into `petite/expr/locales/plurals.json`
(generated: do not edit it by hand).

Plural rules, for each tag: the category (one letter: zero, one, two, few, many, other)
of the integers 0-999 and of i + 0.5 for i in 0-199, of 1,000,000, for cardinal and
ordinal rules, and each rule's categories in Chromium's order. A number past 999 (199 for i + 0.5) takes
the category of 100 + its last two digits (a million's where it is one).

Relative times, for each tag, style (long, short, narrow) and unit: the pattern of a
past and a future amount in each plural category (`{0} days ago`), and the words
`numeric: 'auto'` writes for -2 to 2 (`yesterday`).

Each part (`rules`, `relative`) maps tags to one of its `tables`; a region or script is
kept only where it differs from what `petite.expr.locale_tags.table_keys` would
otherwise find (pt-PT's rules are not pt's).

    python -m tests.expr.record_plural_forms
"""

from __future__ import annotations

import json

from tests.expr.recording import LOCALES, available_tags, distinct_tables, evaluate_in_chromium

TARGET = LOCALES / "plurals.json"

IN_PAGE = """(tags) => {
  const letter = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];
  const out = {};
  for (const tag of tags) {
    const entry = {};
    for (const type of ['cardinal', 'ordinal']) {
      const rules = new Intl.PluralRules(tag, { type });
      let integers = '', halves = '';
      for (let i = 0; i < 1000; i++) integers += letter[rules.select(i)];
      for (let i = 0; i < 200; i++) halves += letter[rules.select(i + 0.5)];
      entry[type] = { integers, halves, million: letter[rules.select(1000000)],
                      categories: rules.resolvedOptions().pluralCategories };
    }
    // a number of each cardinal category, for the relative-time patterns
    const rules = new Intl.PluralRules(tag);
    const samples = {};
    for (const n of [...Array(200).keys(), ...Array(200).keys().map(i => i + 0.5), 1000000]) {
      const c = rules.select(n);
      if (!(c in samples)) samples[c] = n;
    }
    const relative = {};
    for (const style of ['long', 'short', 'narrow']) {
      const f = new Intl.RelativeTimeFormat(tag, { style }), auto = new Intl.RelativeTimeFormat(tag, { style, numeric: 'auto' });
      for (const unit of units) {
        const forms = {};
        for (const [category, n] of Object.entries(samples)) {
          forms[category] = [-n, n].map(v => f.formatToParts(v, unit).map(p => p.type === 'literal' ? p.value : '{0}').join('').replace(/(\{0\})+/, '{0}'));
        }
        const words = {};
        for (const v of [-2, -1, 0, 1, 2]) {
          const parts = auto.formatToParts(v, unit);
          if (parts.length === 1 && parts[0].type === 'literal') words[v] = parts[0].value;
        }
        relative[style + '/' + unit] = { forms, words };
      }
    }
    entry.relative = relative;
    out[tag] = entry;
  }
  return out;
}"""


def main() -> None:
    recorded = evaluate_in_chromium(IN_PAGE, available_tags())
    tables = {
        "rules": distinct_tables(recorded, lambda entry: {"cardinal": entry["cardinal"], "ordinal": entry["ordinal"]}),
        "relative": distinct_tables(recorded, lambda entry: {"relative": entry["relative"]}),
    }
    TARGET.write_text(json.dumps(tables, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n",
                      encoding="utf-8")
    print(f"{TARGET}: rules {len(tables['rules']['tables'])} tables for {len(tables['rules']['locales'])} tags,"
          f" relative times {len(tables['relative']['tables'])} for {len(tables['relative']['locales'])},"
          f" {TARGET.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
