"""What a mounted row keeps: the objects the garbage collector tracks per row of the
js-framework-benchmark table (full collections pause a live server for time that grows
with them; issue 11). The figure is exact on CPython; the bound leaves a little room."""

import gc

from petite.testing import mount

TABLE = (
    '<table><tbody><tr v-for="row in rows" :key="row.id" :class="{ danger: row.id === selected }">'
    '<td class="col-md-1">{{ row.id }}</td>'
    '<td class="col-md-4"><a @click="select(row.id)">{{ row.label }}</a></td>'
    '<td class="col-md-1"><a @click="remove(row.id)">x</a></td>'
    '<td class="col-md-6"></td></tr></tbody></table>'
)
ROWS = 500


def tracked_per_row(rows: list[dict]) -> float:
    m = mount(TABLE, {"rows": [], "selected": None, "select": lambda i: None, "remove": lambda i: None})
    gc.collect()
    before = len(gc.get_objects())
    m.data["rows"] = rows
    m.flush()
    m.patches()
    gc.collect()
    per_row = (len(gc.get_objects()) - before) / len(rows)
    assert len(m.find_all("tr")) == len(rows)
    return per_row


def test_a_row_keeps_few_tracked_objects():
    rows = [{"id": i, "label": f"row {i}"} for i in range(1, ROWS + 1)]
    # 15 nodes, 6 children lists, 3 bindings (their effects) and their dependency lists,
    # 2 listeners, the row's context, scope and block, the reactive records of the row
    # and its scope, and the row's own dict: 45 (66 before issue 11's work)
    assert tracked_per_row(rows) <= 48


def test_rows_still_answer_clicks_and_outer_state():
    seen: list[int] = []
    m = mount(TABLE, {"rows": [{"id": 1, "label": "a"}, {"id": 2, "label": "b"}], "selected": None,
                      "select": seen.append, "remove": lambda i: None})
    m.find_all("a")[2].click()  # the second row's label
    assert seen == [2]
    m.data["selected"] = 2
    m.flush()
    assert [tr.attributes("class") for tr in m.find_all("tr")] == ["", "danger"]
