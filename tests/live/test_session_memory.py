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
