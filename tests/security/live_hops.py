"""Class 6/7, event hops (`petite.live_dispatch`): a client message naming an earlier
event (`hop`) runs the listeners of a node further along THAT event's path, as the
browser does, and nothing else: not a node off the path, not a step twice, not a
listener of a removed row outside the dispatch that removed it, not after a newer
event, not after `stopPropagation()`, not for another event type.
"""

from __future__ import annotations

import json

import pytest

from ._live import Live, event, find

PAGE = """
<div v-scope class="top" @click="hits.push('top')">
  <section class="sec" @click="hits.push('sec')" @keyup="hits.push('key')">
    <p v-for="r in rows" :key="r" class="row" :data-r="r" @click="hits.push('row' + r)">
      <button class="del" :data-r="r" @click="rows.splice(rows.indexOf(r), 1); hits.push('del' + r)">x</button>
      <button class="stop" :data-r="r" @click="$event.stopPropagation(); hits.push('stop' + r)">s</button>
    </p>
  </section>
  <aside class="side" @click="hits.push('side')">side</aside>
</div>
"""


def data():
    return {"hits": [], "rows": [1, 2, 3]}


@pytest.fixture
def live():
    live = Live(PAGE, data=data)
    yield live
    live.close()


def ids(live, r):
    init = live.init
    return {"del": find(init, "button", **{"class": "del", "data-r": str(r)}),
            "stop": find(init, "button", **{"class": "stop", "data-r": str(r)}),
            "row": find(init, "p", **{"class": "row", "data-r": str(r)}),
            "sec": find(init, "section"), "top": find(init, "div", **{"class": "top"}),
            "side": find(init, "aside")}


def hop(live, node, first, type="click", **extra):
    return live.send(json.dumps({"t": "event", "seq": 1, "node": node, "type": type, "hop": first, **extra}))


def hits(live):
    return list(live.state()["hits"])


def refused(replies) -> bool:
    return replies[-1]["t"] == "error"


def test_the_listeners_after_one_that_removed_the_target_run_in_order(live):
    n = ids(live, 2)
    live.send(event(n["del"], "click"))
    first = live.seq
    for node in (n["row"], n["sec"], n["top"]):
        assert not refused(hop(live, node, first))
    assert hits(live) == ["del2", "row2", "sec", "top"]
    assert list(live.state()["rows"]) == [1, 3]


def test_a_step_runs_once_and_only_forward(live):
    n = ids(live, 1)
    live.send(event(n["del"], "click"))
    first = live.seq
    assert not refused(hop(live, n["sec"], first))
    assert refused(hop(live, n["sec"], first))  # again
    assert refused(hop(live, n["row"], first))  # backwards
    assert refused(hop(live, n["del"], first))  # the first step itself
    assert hits(live) == ["del1", "sec"]


def test_nodes_off_the_path_and_forged_ids_are_refused(live):
    n, other = ids(live, 1), ids(live, 3)
    live.send(event(n["del"], "click"))
    first = live.seq
    for node in (n["side"], other["row"], other["del"], 10**12, -1, "1", None, True, [n["row"]]):
        assert refused(hop(live, node, first)), node
    assert hits(live) == ["del1"]
    assert not refused(hop(live, n["row"], first))  # the dispatch still takes its real steps
    assert hits(live) == ["del1", "row1"]


@pytest.mark.parametrize("bad", ["older", "future", "string", "bool", "float", "list"])
def test_a_hop_names_only_the_latest_event(live, bad):
    n, m = ids(live, 1), ids(live, 3)
    live.send(event(n["del"], "click"))
    older = live.seq
    live.send(event(m["side"], "click"))
    latest = live.seq
    first = {"older": older, "future": latest + 5, "string": str(latest), "bool": True, "float": float(latest),
             "list": [latest]}[bad]
    assert refused(hop(live, n["row"], first))  # row 1 was removed by the older event
    assert refused(hop(live, m["top"], first))
    assert hits(live) == ["del1", "side"]


def test_a_removed_rows_listener_runs_only_inside_the_dispatch_that_removed_it(live):
    n = ids(live, 2)
    live.send(event(n["del"], "click"))
    first = live.seq
    live.send(event(n["row"], "click"))  # a new event naming the removed row: unknown
    assert hits(live) == ["del2"]
    assert refused(hop(live, n["row"], first))  # and the dispatch is no longer the latest
    assert hits(live) == ["del2"]


def test_stop_propagation_in_a_handler_ends_the_path(live):
    n = ids(live, 1)
    live.send(event(n["stop"], "click"))
    first = live.seq
    for node in (n["row"], n["sec"], n["top"]):
        assert not refused(hop(live, node, first))
    assert hits(live) == ["stop1"]


def test_another_event_type_is_refused(live):
    n = ids(live, 1)
    live.send(event(n["del"], "click"))
    first = live.seq
    assert refused(hop(live, n["sec"], first, type="keyup"))
    assert refused(hop(live, n["sec"], first, type="click", capture=True))  # not a capture step of this path
    assert hits(live) == ["del1"]


def test_a_refused_first_message_starts_no_dispatch(live):
    n = ids(live, 1)
    replies = live.send(event(n["side"], "click", target=n["del"]))  # target not inside the node
    assert refused(replies)
    first = live.seq
    assert refused(hop(live, n["top"], first))
    assert hits(live) == []


def test_hops_do_not_reach_another_session():
    one, two = Live(PAGE, data=data), Live(PAGE, data=data)
    try:
        a, b = ids(one, 1), ids(two, 1)
        one.send(event(a["del"], "click"))
        assert refused(two.send(json.dumps({"t": "event", "seq": 1, "node": b["row"], "type": "click",
                                            "hop": one.seq})))
        assert hits(two) == [] and hits(one) == ["del1"]
    finally:
        one.close()
        two.close()


@pytest.mark.parametrize("init", [{"bubbles": False}, {"bubbles": "yes"}, {"cancelable": False, "bubbles": None}])
def test_an_event_init_that_says_it_does_not_bubble_changes_nothing(live, init):
    n = ids(live, 1)
    replies = live.send(json.dumps({"t": "event", "seq": 1, "node": n["sec"], "target": n["del"], "type": "click",
                                    "init": init}))
    first = live.seq
    assert replies[-1]["t"] in ("ack", "error")
    hop(live, n["top"], first)
    assert hits(live) == ["sec", "top"]  # (the browser decides bubbling by the type: init cannot change it)
    assert not refused(live.send(event(n["del"], "click")))  # the session still works
    assert hits(live)[-1] == "del1"
