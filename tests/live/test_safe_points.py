"""A big batch reaches safe points while the server prepares its message: noting its
value writes, rewriting it with skeletons and encoding its JSON text happen in pieces
(petite.checkpoints), so another session's event waits for one piece, not for the
whole 10,000-row message. The pieces make the same text as one json.dumps."""

from __future__ import annotations

import json
import random

from petite.checkpoints import sliced, use_pause
from petite.live import LiveApp
from petite.patches import ops_json, tree_json
from petite.skeletons import Expander, Skeletons

ROWS = '<button @click="make()">make</button><table><tbody>' \
       '<tr v-for="i in rows" :key="i"><td>{{ i }}</td><td><a @click="pick(i)">x</a></td></tr></tbody></table>'


class StandIn:
    """A v2 socket: keeps the texts it is sent."""

    def __init__(self, log: list) -> None:
        self.skeletons = Skeletons()
        self.log = log
        self.texts: list[str] = []

    def send(self, text: str) -> None:
        self.log.append("send")
        self.texts.append(text)

    def close(self, code: int) -> None:
        pass


def random_tree(rng: random.Random, depth: int = 0) -> list:
    kind = rng.choice([1, 1, 3, 8, 11] if depth < 4 else [3, 8])
    if kind in (3, 8):
        return [rng.randint(1, 99), kind, rng.choice(["a", "é\u2028", "<x>", "", "\"q\""])]
    count = rng.choice([0, 1, 2, 5, 70]) if depth < 1 else rng.randint(0, 3)
    children = [random_tree(rng, depth + 1) for _ in range(count)]
    if kind == 11:
        return [rng.randint(1, 99), 11, children]
    tree = [rng.randint(1, 99), 1, rng.choice(["p", "tr"]), ["class", "b\"", "title", ""], children]
    if rng.random() < 0.5:
        tree.append({"props": {"value": "x", "checked": True}, "on": [["click", 0, {"prevent": 1}]]})
    return tree


def random_ops(rng: random.Random) -> list[list]:
    ops = []
    for _ in range(rng.choice([0, 1, 3, 80])):
        roll = rng.random()
        if roll < 0.3:
            ops.append(["insert", 3, rng.choice([None, 7]), random_tree(rng)])
        elif roll < 0.6:
            ops.append(["remove", rng.randint(1, 99)])
        else:
            ops.append(["attr", 1, "title", rng.choice(["y", None, 1.5, "\u2028"])])
    return ops


def dumps(value) -> str:
    return json.dumps(value, separators=(",", ":"), default=str)


def test_the_pieces_make_the_text_json_dumps_makes():
    rng = random.Random(11)
    pauses = []
    use_pause(lambda: pauses.append(1))
    try:
        for _ in range(60):
            ops = random_ops(rng)
            assert ops_json(ops) == dumps(ops)
            compact = Skeletons().compact(ops)
            assert ops_json(compact) == dumps(compact)
            tree = random_tree(rng)
            assert tree_json(tree) == dumps(tree)
    finally:
        use_pause(None)
    assert pauses  # the long lists were cut at safe points


def test_sliced_pauses_after_every_run_of_items_and_costs_nothing_without_a_pause():
    calls = []
    use_pause(lambda: calls.append(len(seen)))
    seen: list[int] = []
    try:
        for item in sliced(range(10), every=4):
            seen.append(item)
        short = [1, 2, 3]
        assert sliced(short, every=4) is short
    finally:
        use_pause(None)
    assert seen == list(range(10)) and calls == [4, 8]
    items = list(range(100))
    assert sliced(items, every=4) is items  # no pause function: the list itself


def test_a_big_batch_is_prepared_in_pieces_between_safe_points():
    log: list[str] = []
    app = LiveApp(ROWS, data=lambda: {"rows": [], "make": None, "pick": lambda i: None})
    session = app.new_session()
    state = session.app.state
    state["make"] = lambda: state.__setitem__("rows", list(range(3000)))
    session.connection = StandIn(log)
    noted = session.writes.wrote
    session.writes.wrote = lambda ops: log.append("batch done") or noted(ops)
    session.scheduler.run(use_pause, lambda: log.append("pause"))
    button = next(n for n in session.app.root.iter() if getattr(n, "tag", None) == "button")
    session.handle({"t": "event", "seq": 1, "type": "click", "node": button.nid, "target": button.nid})

    preparing = log[log.index("batch done"):log.index("send")]
    # mapping and compacting 3,000 rows: a safe point every 64 rows in each (noting value
    # writes skips rows without a text control: petite.patches.holds_control)
    assert preparing.count("pause") >= 2 * (3000 // 64)
    message = json.loads(session.connection.texts[-1])
    assert message["t"] == "patch" and message["v"] == 2 and message["re"] == 1
    (insert,) = Expander().expand(message["ops"])
    assert insert[0] == "insert" and len(insert[3][2]) == 3000
    assert insert[3][2][2999][4][0][4][0][2] == "2999"  # the last row's first cell's text


def test_a_reconnecting_tabs_init_is_encoded_in_pieces():
    """The tree of a 3,000-row page for a reconnecting tab: walking it into the wire
    format reaches safe points too (the rows sit in one element, not a fragment)."""
    log: list[str] = []
    app = LiveApp(ROWS, data=lambda: {"rows": list(range(3000)), "make": None, "pick": lambda i: None})
    session = app.new_session()
    tree = session.app.tree
    session.app.tree = lambda *args, **options: log.append("tree") or tree(*args, **options)
    session.scheduler.run(use_pause, lambda: log.append("pause"))
    text = session.scheduler.run(session.init_message, None, Skeletons())
    message = json.loads(text)
    expander = Expander()
    expander.expand(message["ops"])
    rows = [n for n in expander.tree(message["tree"])[4][1][4][0][4] if n[1] == 1]  # root > table > tbody > tr
    assert len(rows) == 3000 and rows[-1][4][0][4][0][2] == "2999"
    # walking, compacting and encoding 3,000 rows: a safe point every 64 rows in each
    # (noting the text controls' values skips rows without one)
    assert log[log.index("tree"):].count("pause") >= 3 * (3000 // 64)
