"""Patch ops: every write is one op, updates write only what changed, keyed v-for
moves the fewest blocks, and the ops alone rebuild the server's DOM."""

from __future__ import annotations

import json
import random

import pytest

from petite import patches
from petite.app import create_app
from petite.patches import count, plain
from petite.testing.mirror import Mirror
from petite.scheduler import flush

LIST = '<ul><li v-for="x in xs" :key="x">{{ x }}</li></ul>'
N = 10


def mounted_list(xs):
    app = create_app({"xs": list(xs)})
    app.mount(LIST)
    mirror = Mirror(app.tree())
    return app, mirror


def update(app, mirror, xs):
    app.state["xs"] = xs
    flush()
    ops = app.take_patches()
    mirror.apply(ops)
    assert mirror.html() == app.html()
    json.dumps(patches.encode(ops))  # the wire format is plain JSON
    return ops


def li_texts(app):
    return [li.text_content for li in app.root.query_selector_all("li")]


@pytest.mark.parametrize(
    "name, change, expected",
    [
        ("append", lambda xs: xs + [100], {"insert": 1}),
        ("append many", lambda xs: xs + [100, 101, 102], {"insert": 1}),
        ("prepend", lambda xs: [100] + xs, {"insert": 1}),
        ("insert middle", lambda xs: xs[:4] + [100] + xs[4:], {"insert": 1}),
        ("remove one", lambda xs: xs[:3] + xs[4:], {"remove": 1}),
        ("remove first", lambda xs: xs[1:], {"remove": 1}),
        ("swap two", lambda xs: [xs[8]] + xs[1:8] + [xs[0]] + xs[9:], {"move": 2}),
        ("swap neighbours", lambda xs: [xs[1], xs[0]] + xs[2:], {"move": 1}),
        ("reverse", lambda xs: xs[::-1], {"move": N - 1}),
        ("move last to first", lambda xs: xs[-1:] + xs[:-1], {"move": 1}),
        ("move first to last", lambda xs: xs[1:] + xs[:1], {"move": 1}),
        ("replace all", lambda xs: [x + 100 for x in xs], {"remove": N, "insert": 1}),
        ("clear", lambda xs: [], {"remove": N}),
        ("same", lambda xs: list(xs), {}),
    ],
)
def test_keyed_update_op_counts(name, change, expected):
    xs = list(range(N))
    app, mirror = mounted_list(xs)
    new = change(xs)
    ops = update(app, mirror, new)
    assert dict(count(ops)) == expected
    assert li_texts(app) == [str(x) for x in new]


def lis_length(seq):
    from bisect import bisect_left

    tails = []
    for v in seq:
        i = bisect_left(tails, v)
        tails[i:i + 1] = [v]
    return len(tails)


@pytest.mark.parametrize("seed", range(8))
def test_shuffle_moves_n_minus_lis(seed):
    rng = random.Random(seed)
    xs = list(range(30))
    app, mirror = mounted_list(xs)
    new = xs[:]
    rng.shuffle(new)
    ops = update(app, mirror, new)
    assert dict(count(ops)) == ({"move": len(xs) - lis_length(new)} if new != xs else {})
    assert li_texts(app) == [str(x) for x in new]


@pytest.mark.parametrize("seed", range(12))
def test_random_edits_mirror_the_server(seed):
    """Random removals, insertions and moves: ops rebuild the DOM exactly, and moves
    equal the kept items minus their longest increasing subsequence."""
    rng = random.Random(seed)
    xs = list(range(12))
    app, mirror = mounted_list(xs)
    fresh = 100
    for _ in range(6):
        new = [x for x in xs if rng.random() > 0.25]
        for _ in range(rng.randint(0, 4)):
            new.insert(rng.randint(0, len(new)), fresh)
            fresh += 1
        rng.shuffle(new) if rng.random() < 0.5 else None
        ops = update(app, mirror, new)
        kept_old_positions = [xs.index(x) for x in new if x in xs]
        assert count(ops)["move"] == len(kept_old_positions) - lis_length(kept_old_positions)
        assert count(ops)["remove"] == len([x for x in xs if x not in new])
        assert li_texts(app) == [str(x) for x in new]
        xs = new


def test_text_update_writes_one_op():
    app = create_app({"rows": [{"id": i, "label": f"r{i}"} for i in range(20)]})
    app.mount('<table><tr v-for="r in rows" :key="r.id"><td>{{ r.id }}</td><td>{{ r.label }}</td></tr></table>')
    mirror = Mirror(app.tree())
    for i in range(0, 20, 10):
        app.state["rows"][i]["label"] += " !!!"
    flush()
    ops = app.take_patches()
    assert [op[0] for op in ops] == ["text", "text"]
    assert [op[2] for op in ops] == ["r0 !!!", "r10 !!!"]
    mirror.apply(ops)
    assert mirror.html() == app.html()


def test_unchanged_values_write_nothing():
    app = create_app({"a": 1, "b": "x"})
    app.mount('<p :title="b" :class="{ on: a > 0 }" :style="{ color: b }">{{ a }} {{ b }}</p><i>{{ a }}</i>')
    app.state["a"] = 2  # only the text nodes reading `a` change; the class stays "on"
    flush()
    ops = app.take_patches()
    assert sorted(op[0] for op in ops) == ["text", "text"]
    app.state["a"] = 2
    flush()
    assert app.take_patches() == []


def test_attribute_and_property_ops():
    app = create_app({"on": False, "v": "a"})
    app.mount('<button :disabled="on" :data-x="on ? 1 : null">b</button><input :value="v"><input type="checkbox" :checked="on">')
    mirror = Mirror(app.tree())
    app.state["on"] = True
    app.state["v"] = "b"
    flush()
    ops = app.take_patches()
    button, text_input, checkbox = app.root.query_selector_all("button, input")
    assert ["attr", button.nid, "disabled", ""] in ops
    assert ["attr", button.nid, "data-x", "1"] in ops
    assert ["prop", text_input.nid, "value", "b"] in ops
    assert ["prop", checkbox.nid, "checked", True] in ops
    mirror.apply(ops)
    assert mirror.html() == app.html()
    app.state["on"] = False
    flush()
    ops = app.take_patches()
    assert ["rmattr", button.nid, "disabled"] in ops and ["rmattr", button.nid, "data-x"] in ops


def test_v_if_switch_is_two_ops():
    app = create_app({"n": 0})
    app.mount('<p v-if="n === 0">zero</p><p v-else-if="n === 1">one</p><i>end</i>')
    mirror = Mirror(app.tree())
    for n, expected in ((1, {"insert": 1, "remove": 1}), (5, {"insert": 1, "remove": 1}), (0, {"insert": 1, "remove": 1})):
        app.state["n"] = n
        flush()
        ops = app.take_patches()
        assert dict(count(ops)) == expected
        mirror.apply(ops)
        assert mirror.html() == app.html()
    assert app.html() == "<p>zero</p><i>end</i>"


def test_listener_ops_and_encoding():
    app = create_app({"on": False})
    app.mount('<div><button v-if="on" @click.capture.once="on = false">x</button></div>')
    app.state["on"] = True
    flush()
    ops = app.take_patches()
    assert [op[0] for op in ops] == ["insert", "remove"]  # the branch in, the v-if comment out
    tree = ops[0][3]
    button = app.root.query_selector("button")
    assert tree == [button.nid, 1, "button", [], [[button.children[0].nid, 3, "x"]], {"on": [["click", 3]]}]
    mirror = Mirror(app.tree())
    assert mirror.listening == {button.nid: {"click": 3}}
    # a listener added to a node already in the tree is an op of its own
    button.add_event_listener("focus", lambda e: None, passive=True)
    assert app.take_patches() == [["listen", button.nid, "focus", 4]]
    text = patches.dumps([["text", 1, "a"]])
    assert json.loads(text) == {"v": patches.VERSION, "ops": [["text", 1, "a"]]}


def test_template_block_moves_all_its_nodes():
    app = create_app({"xs": [1, 2, 3]})
    app.mount('<dl><template v-for="x in xs" :key="x"><dt>{{ x }}</dt><dd>{{ x }}</dd></template></dl>')
    mirror = Mirror(app.tree())
    app.state["xs"] = [3, 1, 2]
    flush()
    ops = app.take_patches()
    assert dict(count(ops)) == {"move": 4}  # one block: start anchor, dt, dd, end anchor
    mirror.apply(ops)
    assert mirror.html() == app.html() == "<dl><dt>3</dt><dd>3</dd><dt>1</dt><dd>1</dd><dt>2</dt><dd>2</dd></dl>"


def test_on_patches_listener_gets_each_flush():
    app = create_app({"n": 0})
    app.mount("<p>{{ n }}</p>")
    batches = []
    app.on_patches(batches.append)
    app.state["n"] = 1
    app.state["n"] = 2
    flush()
    assert len(batches) == 1 and [op[0] for op in batches[0]] == ["text"] and batches[0][0][2] == "2"


def _big_insert_app():
    app = create_app({"rows": []})
    app.mount('<ul><li v-for="r in rows" :key="r"><b>{{ r }}</b><input></li></ul>')
    return app


def test_a_listener_that_keeps_a_big_batch_keeps_it_whole():
    app = _big_insert_app()
    kept = []
    app.on_patches(kept.append)
    app.state["rows"] = list(range(500))
    flush()
    (insert,) = [op for op in kept[0] if op[0] == "insert"]
    assert len(insert) == 4 and len(insert[3][2]) == 500
    # (a listener gets each inserted element flat: `plain` makes its lists)
    mirror_rows = [row[4][0][4][0][2] for row in plain(insert[3])[2]]
    assert mirror_rows == [str(r) for r in range(500)]


def test_a_sent_batch_is_freed_in_pieces_with_safe_points_between():
    from petite.checkpoints import use_pause
    from petite.patches import release

    app = _big_insert_app()
    seen = []
    app.on_patches(lambda ops: seen.append(len(ops)))  # reads the batch, keeps none of it
    app.state["rows"] = list(range(500))
    flush()
    assert seen == [1]
    # the freeing itself: a batch nobody else holds is emptied with safe points between pieces
    tree = [1, 11, [[n, 1, "li", [], [], {}] for n in range(2, 502)]]
    holder = [[["insert", 0, None, tree]]]
    del tree
    pauses = []
    use_pause(lambda: pauses.append(1))
    try:
        release(holder)
    finally:
        use_pause(None)
    assert holder == [] and len(pauses) >= 500 // 64
    # a part another holder keeps stays whole
    kept_children = [[n, 3, "x"] for n in range(2, 502)]
    holder = [[["insert", 0, None, [1, 11, kept_children]]]]
    release(holder)
    assert len(kept_children) == 500
