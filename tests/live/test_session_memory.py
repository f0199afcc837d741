"""A live session keeps what its page shows, not what it showed before."""

from __future__ import annotations

import gc
import weakref

from petite.live import LiveApp
from tests.security._live import find

ROWS = '<button @click="rows = rows.map(r => r + 100)">replace</button><p v-for="r in rows" :key="r">{{ r }}</p>'


def test_rows_replaced_by_an_event_are_freed():
    app = LiveApp(ROWS, data=lambda: {"rows": [1, 2, 3]})
    session = app.new_session()
    button = find({"tree": session.app.tree()}, "button")
    old = [weakref.ref(p) for p in session.app.root.iter() if getattr(p, "tag", None) == "p"]
    assert len(old) == 3
    session.handle({"t": "event", "seq": 1, "node": button, "target": button, "type": "click"})
    gc.collect()
    assert session.app.html().count("<p>") == 3 and "101" in session.app.html()
    assert [ref() for ref in old] == [None, None, None]  # not kept by the session's node map


TABLE = ('<button @click="run()">run</button><table><tbody><tr v-for="row in rows" :key="row.id">'
         '<td>{{ row.id }}</td><td><a @click="select(row.id)">{{ row.label }}</a></td></tr></tbody></table>')


class Table:
    def __init__(self) -> None:
        self.rows: list[dict] = []
        self.next = 1
        self.selected = None

    def run(self, count: int = 200) -> None:
        self.rows = [{"id": i, "label": f"row {i}"} for i in range(self.next, self.next + count)]
        self.next += count

    def select(self, row_id: int) -> None:
        self.selected = row_id


def tracked() -> int:
    return len(gc.get_objects())


def test_replaced_tables_and_a_closed_session_need_no_full_collection():
    """With the collector off, 20 replaced tables and the session's close free their
    objects by reference counting alone (petite.live_turns never needs a full pass for
    what the engine drops)."""
    app = LiveApp(TABLE, data=Table)
    app.new_session().close()  # (the template's plan and expressions are cached once)
    app.sessions.clear()
    app.pending.clear()
    gc.collect()
    before = tracked()
    gc.disable()
    try:
        session = app.new_session()
        button = find({"tree": session.app.tree()}, "button")
        session.handle({"t": "event", "seq": 1, "node": button, "target": button, "type": "click"})
        one_table = tracked() - before
        assert one_table > 200 * 20  # (a row takes dozens of tracked objects)
        for seq in range(2, 22):
            session.handle({"t": "event", "seq": seq, "node": button, "target": button, "type": "click"})
        assert tracked() - before < one_table + 200  # not 20 tables
        assert "row 4200" in session.app.html()
        session.close()
        app.sessions.clear()
        app.pending.clear()
        del session
        assert tracked() - before < 200
    finally:
        gc.enable()
