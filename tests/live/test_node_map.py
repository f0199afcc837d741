"""A session's id -> node map follows each batch's inserts and removes (petite.live_nodes)
instead of walking the whole tree before the next event; whatever the batches do, the
map it keeps is the map a fresh walk gives."""

from __future__ import annotations

import random

import pytest

from petite.live import LiveApp, ProtocolError

PAGE = """<div>
  <button @click="step()">step</button>
  <ul><li v-for="item in items" :key="item.id" :class="{ on: item.on }">
    {{ item.id }}<template v-if="item.on"><b>on</b><i>!</i></template><span v-else>off</span>
  </li></ul>
  <p v-if="flag">flag</p>
</div>"""


def walked(session) -> dict:
    """Every node of the tree by id, text nodes left out (no message names one)."""
    root = session.app.root
    return {root.nid: root, **{node.nid: node for node in root.iter() if node.nodeType != 3}}


def followed(session) -> dict | None:
    """The map as the session keeps it (None: it will walk at the next lookup)."""
    nodes = session.nodes
    return None if nodes._stale else nodes.entries()


def test_the_map_kept_through_random_batches_is_the_walked_map():
    rng = random.Random(5)
    box: dict = {}

    def step():
        state = box["state"]  # the session's reactive state
        for _ in range(rng.randint(1, 4)):
            items = state["items"]
            roll = rng.random()
            if roll < 0.25:
                items.insert(rng.randint(0, len(items)), {"id": state["next"], "on": rng.random() < 0.5})
                state["next"] += 1
            elif roll < 0.45 and items:
                del items[rng.randrange(len(items))]
            elif roll < 0.6 and len(items) > 1:
                i, j = rng.randrange(len(items)), rng.randrange(len(items))
                items[i], items[j] = items[j], items[i]
            elif roll < 0.75 and items:
                item = items[rng.randrange(len(items))]
                item["on"] = not item["on"]
            elif roll < 0.85:
                state["flag"] = not state["flag"]
            else:
                state["items"] = [{"id": state["next"] + k, "on": k % 2 == 0} for k in range(rng.randint(0, 30))]
                state["next"] += 30

    def data():
        return {"items": [{"id": k, "on": False} for k in range(20)], "next": 20, "flag": True, "step": step}

    session = LiveApp(PAGE, data=data).new_session()
    box["state"] = session.app.state
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    kept = 0
    for seq in range(1, 200):
        session.handle({"t": "event", "seq": seq, "type": "click", "node": button.nid, "target": button.nid})
        mapped = followed(session)
        if mapped is not None:
            kept += 1
            assert mapped == walked(session)
        session.node(button.nid)  # a lookup: a stale map is walked here
    assert kept > 150  # most batches were followed, not walked again


def test_an_update_of_many_rows_is_followed_and_removed_rows_are_not_kept():
    app = LiveApp('<button @click="rows = rows.map(r => r + 1000)">go</button>'
                  '<p v-for="r in rows" :key="r">{{ r }}</p>', data=lambda: {"rows": list(range(1000))})
    session = app.new_session()
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    first_row = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "p")
    session.node(button.nid)
    session.handle({"t": "event", "seq": 1, "type": "click", "node": button.nid, "target": button.nid})
    assert followed(session) == walked(session)
    assert first_row.nid not in followed(session)


def test_text_nodes_are_not_mapped_and_events_still_reach_elements():
    app = LiveApp('<p v-for="r in rows" :key="r" @click="picked = r">{{ r }}</p><i>{{ picked }}</i>',
                  data=lambda: {"rows": [1, 2, 3], "picked": 0})
    session = app.new_session()
    rows = [n for n in session.app.root.iter() if getattr(n, "tag", None) == "p"]
    text = rows[1].children[0]
    assert text.nodeType == 3 and text.data == "2"
    assert session.nodes.get(text.nid) is None
    with pytest.raises(ProtocolError):
        session.node(text.nid)
    session.handle({"t": "event", "seq": 1, "type": "click", "node": rows[1].nid, "target": rows[1].nid})
    assert session.app.state["picked"] == 2
    assert followed(session) == walked(session)
    assert all(node.nodeType != 3 for node in followed(session).values())


def test_rows_created_in_an_empty_list_are_followed_not_walked():
    # v-for inserts its rows before an empty text (its anchor), which the map does not
    # hold: the inserted rows are found in the parent, however small the map was
    app = LiveApp('<button @click="rows = [...Array(1000).keys()]">go</button>'
                  '<ul><li v-for="r in rows" :key="r"><a>{{ r }}</a></li></ul>', data=lambda: {"rows": []})
    session = app.new_session()
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.node(button.nid)
    session.handle({"t": "event", "seq": 1, "type": "click", "node": button.nid, "target": button.nid})
    mapped = followed(session)
    assert mapped is not None and mapped == walked(session)
    assert len(mapped) > 2000


def answered(session, extra: int = 50) -> dict:
    """What `session.nodes.get` answers for every id of the tree (text ids included)
    and for ids past them (none yet): None dropped."""
    root = session.app.root
    ids = [root.nid, *(node.nid for node in root.iter())]
    top = max(ids)
    found = {node_id: session.nodes.get(node_id) for node_id in [*ids, *range(top + 1, top + extra)]}
    return {node_id: node for node_id, node in found.items() if node is not None}


NESTED = """<div>
  <button @click="step()">step</button>
  <ul><li v-for="row in rows" :key="row.id"><i>{{ row.id }}</i>
    <b v-for="c in row.cells" :key="c">{{ c }}</b><em v-if="row.on">on</em>
  </li></ul>
</div>"""


def test_rows_are_mapped_as_spans_and_every_id_is_answered_as_a_walk_would():
    # rows and their nested lists inserted, removed, moved (in and out of rows) and
    # shuffled: every id still finds its node (text ids none), ids of removed nodes none
    rng = random.Random(11)
    box: dict = {}

    def step():
        state = box["state"]
        rows = state["rows"]
        for _ in range(rng.randint(1, 4)):
            roll = rng.random()
            if roll < 0.2:
                rows.insert(rng.randint(0, len(rows)), {"id": state["next"], "cells": [1, 2, 3], "on": False})
                state["next"] += 1
            elif roll < 0.35 and rows:
                del rows[rng.randrange(len(rows))]
            elif roll < 0.5 and len(rows) > 1:
                i, j = rng.randrange(len(rows)), rng.randrange(len(rows))
                rows[i], rows[j] = rows[j], rows[i]
            elif roll < 0.7 and rows:
                cells = rows[rng.randrange(len(rows))]["cells"]
                rng.shuffle(cells)
                if rng.random() < 0.5:
                    cells.append(max(cells, default=0) + 1)
                elif cells:
                    cells.pop(rng.randrange(len(cells)))
            elif roll < 0.85 and rows:
                row = rows[rng.randrange(len(rows))]
                row["on"] = not row["on"]
            else:
                state["rows"] = [{"id": state["next"] + k, "cells": list(range(k % 4)), "on": k % 3 == 0}
                                 for k in range(rng.randint(0, 20))]
                state["next"] += 20

    def data():
        return {"rows": [{"id": k, "cells": [1, 2], "on": k % 2 == 0} for k in range(10)], "next": 10, "step": step}

    session = LiveApp(NESTED, data=data).new_session()
    box["state"] = session.app.state
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.node(button.nid)
    spans = 0
    for seq in range(1, 150):
        session.handle({"t": "event", "seq": seq, "type": "click", "node": button.nid, "target": button.nid})
        spans += len(session.nodes._spans)
        assert answered(session) == walked(session)
        mapped = followed(session)
        assert mapped is None or mapped == walked(session)
    assert spans > 150  # rows (or their cells) were kept as spans


def test_a_table_row_costs_one_map_entry_and_unknown_ids_cost_no_walk():
    app = LiveApp('<button @click="rows = [...Array(1000).keys()]">go</button>'
                  '<table><tbody><tr v-for="r in rows" :key="r"><td>{{ r }}</td><td><a>x</a></td></tr></tbody></table>',
                  data=lambda: {"rows": []})
    session = app.new_session()
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.node(button.nid)
    session.handle({"t": "event", "seq": 1, "type": "click", "node": button.nid, "target": button.nid})
    assert len(session.nodes._nodes) < 1000 + 20 and len(session.nodes._spans) >= 1000
    assert answered(session) == walked(session)
    links = [n for n in session.app.root.iter() if getattr(n, "tag", None) == "a"]
    assert session.node(links[500].nid) is links[500]
    visited = []

    class Counting(list):  # children lists that count how often a lookup reads them
        def __iter__(self):
            visited.append(1)
            return super().__iter__()

    top = max(node.nid for node in session.app.root.iter())
    for node in session.app.root.iter():
        if getattr(node, "children", None):
            node.children = Counting(node.children)
    visited.clear()
    for node_id in range(top + 1, top + 200):  # unknown ids
        with pytest.raises(ProtocolError):
            session.node(node_id)
    assert len(visited) == 0
    for link in links[:200]:  # a text id: found as text (not mapped) in its row's span
        assert session.nodes.get(link.children[0].nid) is None
    assert len(visited) <= 200 * 4  # at most the nodes of one row per id


def test_rows_inserted_with_a_template_element_are_answered_as_a_walk_would():
    # a row's span is read from its flat encoding, which lists a <template>'s content
    # (the map does not enter template contents: none of those ids is answered)
    app = LiveApp('<button @click="rows = [...Array(30).keys()]">go</button>'
                  '<ul><li v-for="r in rows" :key="r"><template><b>in content</b></template><i>{{ r }}</i></li>'
                  '<li v-for="r in rows" :key="r"><b>{{ r }}</b><i>x</i></li></ul>',
                  data=lambda: {"rows": []})
    session = app.new_session()
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.node(button.nid)
    session.handle({"t": "event", "seq": 1, "type": "click", "node": button.nid, "target": button.nid})
    assert followed(session) == walked(session) and answered(session) == walked(session)
    assert len(session.nodes._spans) >= 30  # (the rows without a template)
