"""Shared stores: the process-local default, and the replica logic of replicated
stores (operations recorded from the reactive view, replayed in one order)."""

from __future__ import annotations

import copy

import pytest

from petite.live_store import replica_of, shared_store
from petite.store_replica import Replica
from petite.reactivity import effect, is_reactive, to_raw
from petite.testing import mount


class Sequencer:
    """A stand-in for Redis: numbers operations in the order `deliver` is told."""

    def __init__(self, *replicas_initial: dict) -> None:
        self.sent: list[tuple[str, list]] = []
        self.replicas = [Replica(initial, lambda i, o: self.sent.append((i, o))) for initial in replicas_initial]
        self.seq = 0

    def deliver(self, *op_ids: str) -> None:
        """Sequence these sent operations (in this order) and give them to every replica."""
        ops = dict(self.sent)
        for op_id in op_ids:
            self.seq += 1
            for replica in self.replicas:
                replica.receive(self.seq, op_id, ops[op_id])


def test_without_a_url_a_shared_store_is_the_process_reactive_it_was():
    store = shared_store("chat", {"count": 0})
    assert is_reactive(store) and replica_of(store) is None
    page = mount("<p>{{ store.count }}</p>", {"store": store})
    store["count"] = 3
    page.flush()
    assert page.html() == "<p>3</p>"


def test_writes_through_the_view_become_operations():
    sequencer = Sequencer({"count": 0, "messages": []})
    view = sequencer.replicas[0].view
    view["messages"].append({"id": "a", "text": "hi"})
    view["count"] += 1
    view["count"] = 1  # unchanged: nothing to send
    del view["messages"][:-50]  # removes nothing: nothing to send
    view["messages"][0]["text"] = "hello"
    view["messages"].pop()
    assert [op for _, op in sequencer.sent] == [
        [["messages"], "append", [{"id": "a", "text": "hi"}]],
        [[], "set", ["count", 1]],
        [["messages", 0], "set", ["text", "hello"]],
        [["messages"], "pop", [-1]],
    ]


def test_concurrent_writes_converge_to_the_sequenced_order():
    sequencer = Sequencer({"count": 0, "messages": []}, {"count": 0, "messages": []})
    first, second = sequencer.replicas
    first.view["messages"].append({"id": "a", "text": "from first"})
    first.view["count"] = 5
    second.view["messages"].append({"id": "b", "text": "from second"})
    second.view["count"] = 7
    a1, a2, b1, b2 = (op_id for op_id, _ in sequencer.sent)
    sequencer.deliver(b1, a1, a2, b2)  # the second's append was sequenced first
    expected = {"count": 7, "messages": [{"id": "b", "text": "from second"}, {"id": "a", "text": "from first"}]}
    for replica in (first, second):
        assert to_raw(replica.view) == replica.confirmed == expected
        assert not replica.pending


def test_a_rebase_rewrites_only_what_differs():
    sequencer = Sequencer({"count": 0, "messages": []}, {"count": 0, "messages": []})
    first, second = sequencer.replicas
    counts, texts = [], []
    effect(lambda: counts.append(first.view["count"]))
    effect(lambda: texts.append([m["text"] for m in first.view["messages"]]))
    first.view["messages"].append({"id": "a", "text": "mine"})  # pending in first
    second.view["messages"].append({"id": "b", "text": "theirs"})
    mine, theirs = (op_id for op_id, _ in sequencer.sent)
    sequencer.deliver(theirs)  # sequenced before mine: first rebases
    assert texts[-1] == ["theirs", "mine"] and first.pending
    sequencer.deliver(mine)
    assert texts == [[], ["mine"], ["theirs", "mine"]]  # confirming mine changed nothing
    assert counts == [0]  # the count was never touched


def test_operations_that_no_longer_apply_are_skipped_everywhere():
    sequencer = Sequencer({"items": [1]}, {"items": [1]})
    first, second = sequencer.replicas
    first.view["items"].pop()
    second.view["items"].pop()  # both take the last item: the later pop finds none
    sequencer.deliver(*(op_id for op_id, _ in sequencer.sent))
    assert to_raw(first.view) == to_raw(second.view) == {"items": []}


def test_a_shared_store_holds_json_values():
    replica = Replica({"items": []}, lambda i, o: None)
    with pytest.raises(TypeError, match="JSON values"):
        replica.view["items"].append(object())
    with pytest.raises(TypeError, match="keys are strings"):
        replica.view[1] = "x"
    replica.view["pair"] = (1, 2)
    assert to_raw(replica.view)["pair"] == [1, 2]
    assert type(copy.deepcopy(replica.view)) is dict  # a copy is plain data


def test_a_detached_item_no_longer_writes_to_the_store():
    sequencer = Sequencer({"items": [{"id": 1, "n": 0}]})
    view = sequencer.replicas[0].view
    item = view["items"][0]
    view["items"].clear()
    item["n"] = 5
    assert [op for _, op in sequencer.sent] == [[["items"], "clear", []]]


def test_a_process_store_keeps_no_live_object_of_a_session():
    """A session could leave its element, `$refs`, event or a closure in a process-local
    store for another session to read and write (found by an attacker helper, wave 35:
    session B read A's secret through A's `$el` and wrote into A's DOM outside A's
    patches). The store takes JSON values only, copied in, as a replicated one does."""
    store = shared_store("chat", {"items": []})
    template = ('<div v-scope="{ r: [] }"><p ref="p">secret</p><button @click="'
                "for (const v of [$el, $refs, $refs.p, $event, () => 1, $refs.p.classList]) "
                "{ try { store.items.push(v); r.push('stored') } catch (e) { r.push(e.name) } }"
                '">go</button><i v-for="x in r">{{ x }}</i></div>')
    first = mount(template, {"store": store})
    first.find("button").click()
    assert [i.text() for i in first.find_all("i")] == ["Error"] * 6  # (the store's TypeError, as an Error)
    assert to_raw(store) == {"items": []}
    kept = [1, {"a": [2]}]
    store["kept"] = kept
    kept[1]["a"].append(3)  # (copied in: the store's value does not change)
    assert to_raw(store)["kept"] == [1, {"a": [2]}]
