"""Work on a select's options and a table's rows is charged for what it walks: each
insertion into a select resets its selection over all its options, and `select.options`,
`add`, `selectedIndex`, `table.rows`, `insertRow` read the whole select or table. Before
the charge, a loop appending options to one select (`appendChild`, `select.add`) ran
for more than two minutes inside the work budget. Each attack must end with the limit
error, or finish, in a child process (`assert_ends_in_budget`: nothing is timed)."""

from __future__ import annotations

import pytest

from petite import render

from .test_attacks_wave33 import assert_ends_in_budget

LOOP = "<div><select ref=\"s\"></select><table ref=\"t\"></table><p v-effect=\"{code}\"></p></div>"

ATTACKS = {
    "append-options": "for (let i = 0; i < 1e6; i++) $refs.s.appendChild(document.createElement('option'))",
    "add-options-first": "for (let i = 0; i < 1e6; i++) $refs.s.add(new Option('x'), 0)",
    "add-options-last": "for (let i = 0; i < 1e6; i++) $refs.s.add(new Option('x', i, false, true))",
    "read-options": "for (let i = 0; i < 3000; i++) $refs.s.add(new Option('x')); "
                    "for (let i = 0; i < 1e6; i++) $refs.s.options[0]",
    "select-index": "for (let i = 0; i < 3000; i++) $refs.s.add(new Option('x')); "
                    "for (let i = 0; i < 1e6; i++) $refs.s.selectedIndex = i % 3000",
    "insert-rows": "for (let i = 0; i < 1e6; i++) $refs.t.insertRow(0)",
    "row-indexes": "for (let i = 0; i < 3000; i++) $refs.t.insertRow(); const r = $refs.t.rows[2999]; "
                   "for (let i = 0; i < 1e6; i++) r.rowIndex",
    "insert-cells": "const r = $refs.t.insertRow(); for (let i = 0; i < 1e6; i++) r.insertCell(0)",
    "options-length": "for (let i = 0; i < 1e6; i++) { $refs.s.options.length = 100000; $refs.s.options.length = 0 }",
    "collection-items": "for (let i = 0; i < 3000; i++) $refs.s.add(new Option('x')); "
                        "for (let i = 0; i < 1e6; i++) $refs.s.options.item(2999).index + $refs.s.options.namedItem('n')",
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_select_and_table_work_is_charged(attack: str) -> None:
    assert_ends_in_budget(attack, LOOP.format(code=ATTACKS[attack]))


def test_a_few_options_and_rows_still_work() -> None:
    out = render('<div><select ref="s"><option>a</option></select><table ref="t"></table><p v-effect="'
                 "for (let i = 0; i < 3; i++) { $refs.s.add(new Option('o' + i, i), 0); $refs.t.insertRow().insertCell().textContent = i }"
                 '; $el.textContent = $refs.s.options.length + \' \' + $refs.t.rows.length"></p></div>')
    assert out == ('<div><select><option value="2">o2</option><option value="1">o1</option><option value="0">o0</option>'
                   '<option>a</option></select><table><tbody><tr><td>0</td></tr><tr><td>1</td></tr><tr><td>2</td></tr>'
                   '</tbody></table><p>4 3</p></div>')
