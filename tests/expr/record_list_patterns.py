"""Records how Chromium joins lists (`Intl.ListFormat`) in every locale it has, into
`petite/expr/locales/lists.json` (generated: do not edit it by hand).

For each language of `locales/available.json` and each of its regions and scripts, every type
(conjunction, disjunction, unit) and style (long, short, narrow): the words between the
items of a two-item list, and between the first two, the middle and the last two items
of a four-item list (`, ` `, ` `, and `). A region or script is kept only where it differs from
what `petite.expr.locale_tags.table_keys` would otherwise find (en-GB has no comma
before "and"); `locales` maps each kept tag to its table in `tables`.

    python -m tests.expr.record_list_patterns
"""

from __future__ import annotations

import json

from tests.expr.recording import LOCALES, available_tags, distinct_tables, evaluate_in_chromium

TARGET = LOCALES / "lists.json"

IN_PAGE = """(tags) => {
  const out = {};
  for (const tag of tags) {
    const table = {};
    for (const type of ['conjunction', 'disjunction', 'unit']) for (const style of ['long', 'short', 'narrow']) {
      const f = new Intl.ListFormat(tag, { type, style });
      const two = f.format(['\\u0001', '\\u0002']), four = f.format(['\\u0001', '\\u0002', '\\u0003', '\\u0004']);
      const between = (text, a, b) => text.slice(text.indexOf(a) + 1, text.indexOf(b));
      if (!two.startsWith('\\u0001') || !two.endsWith('\\u0002') || !four.startsWith('\\u0001') || !four.endsWith('\\u0004')) throw new Error(tag + ' wraps its list');
      table[type + '/' + style] = [between(two, '\\u0001', '\\u0002'), between(four, '\\u0001', '\\u0002'),
                                   between(four, '\\u0002', '\\u0003'), between(four, '\\u0003', '\\u0004')];
    }
    out[tag] = table;
  }
  return out;
}"""


def main() -> None:
    recorded = distinct_tables(evaluate_in_chromium(IN_PAGE, available_tags()))
    TARGET.write_text(json.dumps(recorded, ensure_ascii=False, sort_keys=True, indent=0) + "\n", encoding="utf-8")
    print(f"{TARGET}: {len(recorded['locales'])} locales, {len(recorded['tables'])} tables")


if __name__ == "__main__":
    main()
