"""Class 6 (and 4): the live wire itself as the attack surface.

- What the server sends: every `init` and `patch` a client receives must be JSON a
  browser can parse (`JSON.parse` knows no NaN or Infinity: one such number loses the
  whole batch, or, in an `init`, the whole page) and must carry no Python repr. Data
  reaches the wire through live DOM properties (`:indeterminate`, `:muted`,
  `:volume`, `:nonce`, `:value` ...), whose values a binding assigns as they are;
  both wires (v1 trees, v2 skeletons and instances), on the first `init` and in a
  patch after a click.
- What the server takes: every frame a client sends costs the server a read, a parse
  and a turn, so every frame is charged to the session's event budget, not only the
  events it runs (malformed frames, replayed seqs, unknown nodes, oversized frames).
- Skeleton tables: what a connection's table holds is bounded in characters, not only
  in shapes, whatever shapes and values the data makes.
- Sessions and output: pages and sockets opened in a loop hold at most `max_sessions`
  sessions; a message bigger than the output bound may go alone, never lets more wait.
"""

from __future__ import annotations

import dataclasses
import json
import math

from starlette.testclient import TestClient

from petite.live import LiveApp

from .._live import ORIGIN, open_page, receive, walk
from .harness import SECRET, Account, Attack, Point, leaks


def strict_json(text: str):
    """`text` parsed as a browser's JSON.parse would: NaN/Infinity are not JSON."""
    def refuse(name):
        raise AssertionError(f"not JSON for a browser: {name} in {text[:300]!r}")

    return json.loads(text, parse_constant=refuse)


def _hello(ws, token: str, wire: int | None) -> dict:
    message = {"t": "hello", "token": token}
    if wire is not None:
        message["v"] = wire
    ws.send_text(json.dumps(message))
    return receive(ws)


def _first_paint_and_click(template: str, value, wire: int | None) -> list[str]:
    """The texts a client receives: the `init` of a page whose data is hostile from the
    start, then, on a page that starts benign, the replies to the click making it so."""
    texts: list[str] = []
    for hostile_at_start in (True, False):
        app = LiveApp(template, data=lambda: {"go": hostile_at_start, "v": value})
        client = TestClient(app)
        token = open_page(client)
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            message = {"t": "hello", "token": token}
            if wire is not None:
                message["v"] = wire
            ws.send_text(json.dumps(message))
            texts.append(ws.receive_text())
            init = json.loads(texts[-1])
            assert init["t"] == "init", init
            if hostile_at_start:
                continue
            go = next(nid for nid, _, attrs, _, _ in walk(init["tree"]) if attrs.get("id") == "go")
            ws.send_text(json.dumps({"t": "event", "seq": 1, "node": go, "target": go, "type": "click", "init": {}}))
            while True:
                texts.append(ws.receive_text())
                if json.loads(texts[-1])["t"] in ("ack", "error"):
                    break
    return texts


def wire_is_clean(template: str, value, wire: int | None):
    def run():
        for text in _first_paint_and_click(template, value, wire):
            strict_json(text)
            assert SECRET not in text, text[:500]
            found = leaks(text)
            assert not found, f"leaked Python internals on the wire: {found}: {text[:500]}"

    return run


# A live property bound to the hostile value `v` once `go` is true (the second copy of a
# repeated row makes a skeleton, the third travels as an instance on wire 2).
PROPERTY_SINKS = {
    "indeterminate": '<input type="checkbox" :indeterminate="go ? v : false">',
    "muted": '<audio :muted="go ? v : false"></audio>',
    "volume": '<audio :volume="go ? v : 0.5"></audio>',
    "video-volume": '<video :volume="go ? v : 1"></video>',
    "nonce": '<script type="application/json" :nonce="go ? v : \'n\'"></script>',
    "nonce-style": '<style :nonce="go ? v : \'n\'"></style>',
    "value": '<input :value="go ? v : \'\'">',
    "value-prop": '<input :value.prop="go ? v : \'\'">',
    "checked": '<input type="checkbox" :checked="go ? v : false">',
    "selected": '<select><option :selected="go ? v : false">a</option></select>',
    "vbind-muted": '<audio v-bind="go ? { muted: v, volume: v } : {}"></audio>',
    "rows-nonce": '<p v-for="i in 3"><style :nonce="go ? v : \'n\'"></style>{{ i }}</p>',
    "rows-indeterminate": '<p v-for="i in 3"><input type="checkbox" :indeterminate="go ? v : false"></p>',
}


@dataclasses.dataclass
class Secretive:
    token: str = SECRET

    def __repr__(self) -> str:
        return f"Secretive({SECRET})"


HOSTILE_VALUES = {
    "account": Account,
    "point": Point,
    "secretive": Secretive,
    "set": lambda: {SECRET},
    "frozenset": lambda: frozenset({1}),
    "nan": lambda: math.nan,
    "inf": lambda: math.inf,
    "neg-inf": lambda: -math.inf,
    "huge-int": lambda: 10**400,
    "exception": lambda: ValueError("boom"),
    "function": lambda: (lambda: SECRET),
}


def _page(sink: str) -> str:
    return f'<div v-scope><button id="go" @click="go = true">go</button>{sink}</div>'


# -- frames the server reads: every one is charged to the session's budget ------------
FLOOD_FRAMES = {
    "not-json": lambda node: "{" * 10,
    "non-object": lambda node: "[1]",
    "replayed-seq": lambda node: json.dumps({"t": "event", "seq": 0, "node": node, "type": "click"}),
    "unknown-type": lambda node: json.dumps({"t": "nope"}),
    "unknown-node": lambda node: json.dumps({"t": "event", "node": 10**9, "type": "click"}),
    "no-seq-event": lambda node: json.dumps({"t": "event", "node": node, "type": "click"}),
    "oversized": lambda node: json.dumps({"t": "event", "pad": "x" * 70000}),
    "deep": lambda node: "[" * 5000 + "]" * 5000,
}
FLOOD = 60
BURST = 5


def flood_is_charged(make_frame):
    """`FLOOD` frames from one socket, with a frozen clock (the budget never refills) and
    a burst of `BURST`: at most `BURST` of them are read past the budget; the rest are
    refused as over the rate, and the session answers them all and goes on."""

    def run():
        app = LiveApp('<div v-scope><button id="ok" @click="hits++">ok</button></div>', data=lambda: {"hits": 0},
                      events_per_second=1000.0, event_burst=float(BURST), clock=lambda: 0.0)
        client = TestClient(app)
        token = open_page(client)
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            init = _hello(ws, token, None)
            ok = next(nid for nid, _, attrs, _, _ in walk(init["tree"]) if attrs.get("id") == "ok")
            for _ in range(FLOOD):
                ws.send_text(make_frame(ok))
            replies = []
            while len(replies) < FLOOD:
                reply = receive(ws)
                if reply["t"] in ("ack", "error"):
                    replies.append(reply)
            read = [r for r in replies if r.get("message") != "too many events: dropped"]
            assert len(read) <= BURST, f"{len(read)} of {FLOOD} frames were read past a budget of {BURST}: {read[-1]}"
            (session,) = app.sessions.values()
            assert session.app.state["hits"] <= BURST
    return run


# -- skeleton tables: bounded in what they hold -----------------------------------------
SKELETON_PAGE = """
<div v-scope>
  <button id="go" @click="round++">go</button>
  <ul><li v-for="row in rows(round)"><b v-for="w in row">{{ w }}</b></li></ul>
</div>
"""


MAX_HELD = 1 << 20  # characters: petite.skeletons.Skeletons' default bound


def held_chars(table) -> int:
    """Characters a skeleton table keeps alive: the slot values of its skeletons and
    the names in its shape keys (counted from its own fields, whatever it reports)."""
    values = sum(len(v) for entry in table._skeletons.values() if entry for v in entry[1] if isinstance(v, str))
    names = sum(len(part) for shape in table._shapes for token in shape if isinstance(token, tuple)
                for item in token for part in (item if isinstance(item, tuple) else (item,)) if isinstance(part, str))
    return values + names


def skeleton_memory_is_bounded(value_chars: int, shapes: int):
    """Each click shows rows of a new shape (a new number of words) twice (the second
    registers a skeleton that keeps its slot values), then they are removed: what the
    connection's skeleton table holds stays bounded (characters of kept values)."""

    def data():
        def rows(round_):
            if round_ == 0:
                return []
            if round_ % 2 == 0:
                return []
            n = round_ // 2 + 1
            word = (str(round_) + "w") * (value_chars // 2)
            return [[word] * n, [word] * n]

        return {"round": 0, "rows": rows}

    def run():
        app = LiveApp(SKELETON_PAGE, data=data, events_per_second=1e6, event_burst=1e6)
        client = TestClient(app)
        token = open_page(client)
        with client.websocket_connect("/ws", headers=ORIGIN) as ws:
            init = _hello(ws, token, 2)
            go = next(nid for nid, _, attrs, _, _ in walk(init["tree"]) if attrs.get("id") == "go")
            for seq in range(1, 2 * shapes + 1):
                ws.send_text(json.dumps({"t": "event", "seq": seq, "node": go, "target": go, "type": "click", "init": {}}))
                while receive(ws)["t"] not in ("ack", "error"):
                    pass
            (session,) = app.sessions.values()
            held = held_chars(session.connection.skeletons)
            assert held <= MAX_HELD, f"a connection's skeleton table holds {held} characters (bound {MAX_HELD})"
    return run


def _attacks() -> list[Attack]:
    out: list[Attack] = []

    def add(id, run, cls=6):
        out.append(Attack(f"c{cls}-wire-{id}", cls, path="custom", run=run, must="renders"))

    for sink, markup in PROPERTY_SINKS.items():
        for name, make in HOSTILE_VALUES.items():
            for wire in (None, 2):
                label = "v2" if wire else "v1"
                add(f"prop-{sink}-{name}-{label}", wire_is_clean(_page(markup), make(), wire), cls=4)
    for kind, frame in FLOOD_FRAMES.items():
        add(f"flood-{kind}", flood_is_charged(frame))
    add("skeleton-held-big-values", skeleton_memory_is_bounded(4_000, 40))
    add("skeleton-held-many-shapes", skeleton_memory_is_bounded(200, 120))
    return out


ATTACKS = _attacks()


# -- replicated shared stores: what one session writes, every process must apply ---------
STORE_WRITES = {
    # one write, nested deeper than another process can copy
    "deep-object": ["let o = 1; for (let i = 0; i < 600; i++) o = {a: o}; store.items.push(o)"],
    "deep-object-set": ["let o = 1; for (let i = 0; i < 600; i++) o = {a: o}; store.x = o"],
    "deep-list-in-object": ["let o = 1; for (let i = 0; i < 300; i++) o = {a: [o]}; store.x = o"],
    "deep-splice": ["let o = 1; for (let i = 0; i < 600; i++) o = {a: o}; store.items.splice(0, 0, o)"],
    "deep-unshift": ["let o = 1; for (let i = 0; i < 600; i++) o = {a: o}; store.items.unshift(o)"],
    # several writes, each shallow, that nest the store deeper and deeper
    "deepening": ["let o = 1; for (let i = 0; i < 90; i++) o = {a: o}; store.x = o"]
    + ["let n = store.x; while (typeof n.a === 'object') n = n.a; "
       "let o = 1; for (let i = 0; i < 90; i++) o = {a: o}; n.a = o"] * 12,
    "deepening-lists": ["let o = 1; for (let i = 0; i < 90; i++) o = [o]; store.x = o"]
    + ["let n = store.x; while (Array.isArray(n[0])) n = n[0]; "
       "let o = 1; for (let i = 0; i < 90; i++) o = [o]; n.push(o)"] * 12,
}


def store_writes_apply_everywhere(writes: list[str]):
    """Two processes' replicas of one store (the sequencer is a list: every operation
    is delivered, in order, to both); one session clicks `writes` in turn. Whatever it
    writes is refused at once in the writing process, or applied by every process:
    they converge, and no process fails on an operation it received."""

    def run():
        from petite.store_replica import Replica
        from petite.testing import mount

        sent: list = []
        writer = Replica({"x": None, "items": []}, lambda op_id, op: sent.append((op_id, op)))
        other = Replica({"x": None, "items": []}, lambda op_id, op: None)
        buttons = "".join(f'<button class="w{i}" @click="{w}">w</button>' for i, w in enumerate(writes))
        page = mount(f"<div>{buttons}</div>", {"store": writer.view})
        refused = 0
        try:
            for i in range(len(writes)):
                try:
                    page.find(f".w{i}").trigger("click")
                except Exception as error:  # noqa: BLE001 - a refusal must be a petite error
                    from .harness import assert_refused

                    assert_refused_store(error, assert_refused)
                    refused += 1
        finally:
            page.unmount()
        for seq, (op_id, op) in enumerate(sent, 1):
            op = json.loads(json.dumps(op))  # as Redis carries it
            for replica in (other, writer):
                try:
                    replica.receive(seq, op_id, op)
                except RecursionError:
                    raise AssertionError(f"a process cannot apply operation {seq} another process sent") from None
        for replica in (other, writer):  # what a process does with its copy: rebase it, snapshot it
            try:
                replica.rebase()
                snapshot = replica.snapshot()
            except RecursionError:
                raise AssertionError("a process cannot rebase or snapshot the store") from None
        assert writer.confirmed == other.confirmed
        assert json.loads(snapshot) == writer.confirmed

    return run


def assert_refused_store(error, assert_refused) -> None:
    """A write the store refuses is an expression error naming the rule (a TypeError
    about JSON values or nesting), raised before anything was sent."""
    from petite.expr import ExpressionError

    assert isinstance(error, ExpressionError), repr(error)
    assert "shared store" in str(error), str(error)


for _id, _writes in STORE_WRITES.items():
    ATTACKS.append(Attack(f"c5-wire-store-{_id}", 5, path="custom", run=store_writes_apply_everywhere(_writes),
                          must="renders"))


# -- reconnect loops: every init costs the server the whole page --------------------------
ROWS_PAGE = ('<div v-scope><ul><li v-for="r in rows" :key="r"><a :href="\'#\' + r">{{ r }}</a>'
             '<button @click="r">x</button></li></ul></div>')
RECONNECTS = 60


def reconnects_are_charged(wire: int | None, rows: int):
    """One page's token, `RECONNECTS` sockets in a row (each sends its hello, reads
    the init, closes), with a frozen clock so the session's budget never refills: only
    as many inits are built as the budget pays for, then the socket is refused (1013)."""

    def run():
        from starlette.websockets import WebSocketDisconnect

        async def frozen(seconds):  # (pacing waits for a clock that never moves)
            return None

        app = LiveApp(ROWS_PAGE, data=lambda: {"rows": list(range(rows))},
                      events_per_second=1000.0, event_burst=200.0, clock=lambda: 0.0, sleep=frozen)
        client = TestClient(app)
        token = open_page(client)
        inits = refused = 0
        for _ in range(RECONNECTS):
            try:
                with client.websocket_connect("/ws", headers=ORIGIN) as ws:
                    reply = _hello(ws, token, wire)
                    assert reply["t"] == "init", reply
                    inits += 1
            except WebSocketDisconnect as closed:
                assert closed.code == 1013, closed.code
                refused += 1
        assert inits + refused == RECONNECTS
        assert inits <= RECONNECTS // 2, f"{inits} inits of a {rows}-row page built for one session with no budget left"
    return run


for _wire in (None, 2):
    ATTACKS.append(Attack(f"c6-wire-reconnect-loop-{'v2' if _wire else 'v1'}", 6, path="custom",
                          run=reconnects_are_charged(_wire, 1000), must="renders"))


# -- session floods: every page and socket holds a whole session ---------------------------
SESSION_FLOOD = 40


def session_flood_is_bounded(connect: bool):
    """`SESSION_FLOOD` pages loaded in a row (each socket, with `connect`, says hello,
    reads its init and closes: its session then waits `session_ttl` for it): the server
    holds at most `max_sessions` sessions, whatever the mix of pending and closed ones."""

    def run():
        app = LiveApp(ROWS_PAGE, data=lambda: {"rows": list(range(50))}, max_sessions=8, max_pending_sessions=100)
        client = TestClient(app)
        for _ in range(SESSION_FLOOD):
            token = open_page(client)
            if connect:
                with client.websocket_connect("/ws", headers=ORIGIN) as ws:
                    assert _hello(ws, token, 2)["t"] == "init"
            assert len(app.sessions) <= 8, f"{len(app.sessions)} sessions held"
    return run


def big_messages_do_not_lift_the_output_bound():
    """A client that never reads, on a page whose every batch is bigger than the output
    bound (the next message to go may be bigger alone, so a big page can be sent): the
    first batch waiting behind the init drops it (4001), nothing more is queued."""

    def run():
        import asyncio

        from petite.live import CLOSE_TOO_SLOW, Connection

        app = LiveApp('<button @click="n += 100">more</button><p v-for="i in n">{{ pad }} {{ i }}</p>',
                      data=lambda: {"n": 100, "pad": "x" * 200}, max_pending_output=5_000)
        session = app.new_session()

        class NeverReads:  # a socket whose client reads nothing: every message waits
            async def send_text(self, text):
                await asyncio.Event().wait()

        async def flood():
            connection = Connection(NeverReads(), app.max_pending_output, None, 2)
            closed = []
            connection.close = lambda code: closed.append(code) or connection.outbox.close()
            session.attach(connection)  # the init: bigger than the bound, taken alone
            assert not closed and connection.outbox.size > app.max_pending_output
            button = session.app.root.query_selector("button").nid
            for seq in range(1, 6):
                session.handle({"t": "event", "seq": seq, "type": "click", "node": button, "target": button})
            assert closed == [CLOSE_TOO_SLOW], closed
            assert connection.outbox.size == 0

        asyncio.run(flood())
    return run


for _connect in (False, True):
    ATTACKS.append(Attack(f"c6-wire-session-flood-{'sockets' if _connect else 'pages'}", 6, path="custom",
                          run=session_flood_is_bounded(_connect), must="renders"))
ATTACKS.append(Attack("c6-wire-big-messages-never-read", 6, path="custom",
                      run=big_messages_do_not_lift_the_output_bound(), must="renders"))
