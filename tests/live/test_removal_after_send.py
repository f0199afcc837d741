"""Removed rows are freed after their batch is sent (petite.block.Removed): the event
stops their effects and takes their nodes out of the tree, the patch goes to the
connection, and only then are their subscriptions, node links and node-map entries
dropped, in slices with safe points. Nothing of a removed row runs meanwhile, and
once the event's work is done the rows are gone (reference counting alone)."""

from __future__ import annotations

import gc
import json
import weakref

from petite.checkpoints import use_pause
from petite.live import Connection, LiveApp
from petite.live_nodes import NodeMap
from petite.skeletons import Skeletons
from petite.testing import mount

from ..security._live import Live, event, find, walk

ROWS = '<button @click="make()">make</button><button @click="clear()">clear</button><table><tbody>' \
       '<tr v-for="i in rows" :key="i" :class="{ on: i === sel }"><td>{{ i }}</td>' \
       '<td><a @click="sel = i">x</a></td></tr></tbody></table>'


class StandIn:
    """A v2 socket that notes when it is sent a text."""

    def __init__(self, log: list) -> None:
        self.skeletons = Skeletons()
        self.log = log

    def send(self, text: str) -> None:
        self.log.append("send")

    def close(self, code: int) -> None:
        pass


def session_with_rows(count: int, log: list):
    app = LiveApp(ROWS, data=lambda: {"rows": [], "sel": None, "make": None, "clear": None})
    session = app.new_session()
    state = session.app.state
    state["make"] = lambda: state.__setitem__("rows", list(range(count)))
    state["clear"] = lambda: state.__setitem__("rows", [])
    session.connection = StandIn(log)
    return session


def click(session, index: int, seq: int) -> None:
    button = [n for n in session.app.root.iter() if getattr(n, "tag", None) == "button"][index]
    session.handle({"t": "event", "seq": seq, "type": "click", "node": button.nid, "target": button.nid})


def test_cleared_rows_are_freed_after_the_send_in_slices():
    log: list[str] = []
    session = session_with_rows(2000, log)
    click(session, 0, 1)
    rows = [n for n in session.app.root.iter() if getattr(n, "tag", None) == "tr"]
    assert len(rows) == 2000
    first, last = weakref.ref(rows[0]), weakref.ref(rows[-1])
    row_ids = [row.nid for row in rows]
    del rows
    mapped_at_send: list[bool] = []
    freed_at_pauses: set[tuple[bool, bool]] = set()

    def pause() -> None:
        log.append("pause")
        if "send" in log:
            if not mapped_at_send:  # the first safe point after the send
                mapped_at_send.append(session.nodes._nodes.get(row_ids[-1]) is not None)
            freed_at_pauses.add((first() is None, last() is None))

    session.scheduler.run(use_pause, pause)
    gc.collect()
    gc.disable()
    try:
        log.clear()
        click(session, 1, 2)
        assert gc.collect() < 50
    finally:
        gc.enable()
    sent = log.index("send")
    assert log[sent + 1:].count("pause") >= 2000 // 64  # freeing 2,000 rows has safe points
    assert mapped_at_send == [True]  # the node map still held the removed rows at the send
    assert first() is None and last() is None  # ... and nothing once the event's work is done
    assert (True, False) in freed_at_pauses  # rows are freed as they are released, not all at the end
    assert all(session.nodes._nodes.get(i) is None for i in row_ids)
    assert session.app.removed.effects == [] and session.app.removed.nodes == []


def test_a_live_event_is_answered_before_its_removed_rows_are_freed(monkeypatch):
    """Through the socket: the patch and then the ack of the click that cleared the
    rows are queued while the rows still wait to be freed (the client waiting for its
    answer does not wait for the freeing), and the rows are freed in the same piece of
    work, right after the ack."""
    live = Live(ROWS.replace("make()", "rows = [...Array(300).keys()]").replace("clear()", "rows = []"),
                data=lambda: {"rows": [], "sel": None})
    live.send(event(find(live.init, "button"), "click"))
    row = weakref.ref(live.session.app.root.query_selector("tr"))
    sends: list[tuple[str, bool]] = []
    send = Connection.send

    def noting_send(self, text: str) -> None:
        sends.append((json.loads(text)["t"], row() is not None))
        send(self, text)

    monkeypatch.setattr(Connection, "send", noting_send)
    clear = [nid for nid, tag, *_ in walk(live.init["tree"]) if tag == "button"][1]
    replies = live.send(event(clear, "click"))
    assert [reply["t"] for reply in replies] == ["patch", "ack"]
    assert sends == [("patch", True), ("ack", True)]
    live.send(event(clear, "click"))  # (its turn follows the last one's, freeing included)
    gc.collect()
    assert row() is None
    assert not live.session.app.removed
    live.close()


def test_a_removed_rows_bindings_never_run_again():
    runs: list[int] = []

    def seen(i):
        runs.append(i)
        return i

    m = mount('<div><p v-for="i in rows" :title="seen(i) + tag">{{ i }}</p></div>',
              {"rows": [1, 2, 3], "tag": "a", "seen": seen})
    m.patches()
    runs.clear()
    m.data["rows"] = [1]
    m.data["tag"] = "b"  # (queued with the removal: the removed rows' effects are stopped)
    m.flush()
    # their jobs, queued before the loop removed them, still run once (petite-vue: the
    # runner of a stopped effect calls its function; its DOM is detached)
    assert runs == [1, 2, 3]
    assert [p.attributes()["title"] for p in m.find_all("p")] == ["1b"]
    m.data["tag"] = "c"
    m.flush()
    assert runs == [1, 2, 3, 1]


def test_removed_rows_leave_the_shared_key_once_the_flush_ends():
    m = mount('<div><p v-for="i in rows" :class="{ on: i == sel }">{{ i }}</p></div>',
              {"rows": list(range(50)), "sel": 3})
    sel = object.__getattribute__(m.data, "_p_deps")["sel"]  # (the key every row reads)
    assert len(sel.subs) == 50
    m.data["rows"] = []
    m.flush()
    assert m.find_all("p") == []
    assert len(sel.subs) == 0 and sel.owner is None


def test_removed_rows_leave_the_shared_keys_comparisons_once_the_flush_ends():
    # `+i === sel` subscribes each row to its comparison (reactivity's SelectorDep)
    m = mount('<div><p v-for="i in rows" :class="{ on: +i === sel }">{{ i }}</p></div>',
              {"rows": list(range(50)), "sel": 3})
    sel = object.__getattribute__(m.data, "_p_deps")["sel"]
    assert len(sel.subs) == 0 and len(sel.selectors) == 50
    groups = list(sel.selectors.values())
    m.data["rows"] = []
    m.flush()
    assert m.find_all("p") == []
    assert sel.selectors is None
    assert all(not group.subs and group.owner is None for group in groups)


class FakeNode:
    """What a NodeMap reads of a node: id, type, children."""

    def __init__(self, nid: int, children: list | None = None) -> None:
        self.nid = nid
        self.nodeType = 1
        self.children = children or []
        self.parent = None
        for child in self.children:
            child.parent = self


def test_the_node_map_unmaps_removed_nodes_on_release_and_in_order_with_inserts():
    leaf = FakeNode(3)
    moved = FakeNode(2, [leaf])
    root = FakeNode(1, [moved, FakeNode(4)])
    nodes = NodeMap(lambda: root)
    assert nodes.get(3) is leaf
    # removed then put back in one batch (the tree as after it): mapped, in op order
    root.children = [root.children[1], moved]
    nodes.follow([["remove", 2], ["insert", 1, None, [2, 1, "p", [], [[3, 1, "b", [], []]]]]])
    nodes.release()
    assert nodes.get(2) is moved and nodes.get(3) is leaf
    # removed: kept until the batch is sent (`release`), then unmapped with what is below
    root.children = [root.children[0]]
    nodes.follow([["remove", 2]])
    assert nodes.get(2) is moved and nodes.get(3) is leaf
    nodes.release()
    assert nodes.get(2) is None and nodes.get(3) is None and nodes.get(4) is not None
    assert not nodes._stale
