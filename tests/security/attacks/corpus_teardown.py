"""Use after teardown (class 6): what a removed row, a closed session or a torn-down
app left behind must never act again.

Row teardown is a hot path (cycles broken when a row goes, collection policies), so:

- a removed row's node id, sent by a late or hand-made event (or in `forms`), reaches
  nothing: not the removed handler, not a row created since (ids are never reused);
- a removed row's effects never run again when what they read changes, and no patch
  names a removed node;
- a timer or promise a row's handler started fires as in a browser (it is JavaScript's
  closure) but writes no DOM of the removed row and breaks nothing;
- `@vue:unmounted` of a row runs once, when the row goes (not again at teardown);
- a closed session's state, effects and timers are gone: a store shared with other
  sessions stops notifying it, its intervals stop, nothing of it stays reachable.
"""

from __future__ import annotations

import gc
import json
import weakref

from petite import scheduler
from petite.expr.promises import JSPromise, fulfill
from petite.reactivity import reactive
from petite.testing import mount

from .._live import Live, event, walk
from .harness import Attack, assert_refused

ROWS = """
<div v-scope>
  <p v-for="(r, i) in rows" :key="r.id" :class="'row-' + r.id">
    <button class="hit" @click="hits.push(r.id)">{{ r.id }}</button>
    <button class="drop" @click="rows.splice(i, 1)">x</button>
    <input class="field" :name="'f' + r.id">
  </p>
  <button class="add" @click="rows.push({ id: next++ })">add</button>
  <button class="swap" @click="rows = [{ id: next++ }, { id: next++ }]">swap</button>
  <button class="tick" @click="tick++">{{ tick }}</button>
</div>
"""


def rows_data():
    return {"rows": [{"id": 1}, {"id": 2}, {"id": 3}], "hits": [], "next": 4, "tick": 0}


def ids_of(tree, cls: str) -> list[int]:
    return [nid for nid, _, attrs, _, _ in walk(tree) if attrs.get("class") == cls]


def current_tree(live) -> list:
    """The session's tree as a fresh init would encode it (after patches applied)."""
    return json.loads(live.session.init_message())["tree"]


def _click(live, cls: str, index: int = 0) -> list[dict]:
    return live.send(event(ids_of(current_tree(live), cls)[index], "click"))


def _stale_ids(action: str):
    """Remove rows (`action`), add new ones; every old id is refused and runs nothing."""

    def run():
        live = Live(ROWS, data=rows_data)
        try:
            old_hit = ids_of(live.init["tree"], "hit")
            old_all = {nid for nid, *_ in walk(live.init["tree"])}
            if action == "splice":
                assert _click(live, "drop", 0)[-1]["t"] == "ack"
                stale = old_hit[:1]
            else:
                assert _click(live, "swap")[-1]["t"] == "ack"
                stale = old_hit
            for _ in range(3):
                assert _click(live, "add")[-1]["t"] == "ack"
            gc.collect()
            new_ids = {nid for nid, *_ in walk(current_tree(live))}
            for nid in stale:
                assert nid not in new_ids, f"node id {nid} was reused"
                replies = live.send(event(nid, "click"))
                assert replies[-1]["t"] == "error", replies
            assert live.state()["hits"] == [], live.state()["hits"]
            removed = old_all - new_ids
            assert removed, "nothing was removed"
            assert not (new_ids - old_all) & old_all
        finally:
            live.close()

    return run


def _stale_forms():
    """A `forms` entry naming a removed row's input is skipped; the event still runs."""

    def run():
        live = Live(ROWS, data=rows_data)
        try:
            stale_field = ids_of(live.init["tree"], "field")[0]
            assert _click(live, "drop", 0)[-1]["t"] == "ack"
            tick = ids_of(current_tree(live), "tick")[0]
            message = json.loads(event(tick, "click"))
            message["forms"] = [[stale_field, {"value": "owned"}]]
            replies = live.send(json.dumps(message))
            assert replies[-1]["t"] == "ack", replies
            assert live.state()["tick"] == 1
            text = json.dumps(replies)
            assert "owned" not in text and str(stale_field) not in [str(op[1]) for r in replies
                                                                   for op in r.get("ops", []) if len(op) > 1]
        finally:
            live.close()

    return run


def _no_patch_names_removed():
    """After rows go, a change they read produces patches for the living rows only."""

    def run():
        template = """<div v-scope><p v-for="r in rows" :key="r.id" :title="tick + r.id">{{ tick }}-{{ r.id }}</p>
        <button class="drop" @click="rows.shift()">x</button><button class="tick" @click="tick++">t</button></div>"""
        live = Live(template, data=lambda: {"rows": [{"id": i} for i in range(5)], "tick": 0})
        try:
            before = {nid for nid, *_ in walk(live.init["tree"])}
            assert live.send(event(ids_of(live.init["tree"], "drop")[0], "click"))[-1]["t"] == "ack"
            living = {nid for nid, *_ in walk(current_tree(live))}
            removed = before - living
            replies = live.send(event(ids_of(live.init["tree"], "tick")[0], "click"))
            named = {op[1] for r in replies if r["t"] == "patch" for op in r["ops"] if len(op) > 1 and isinstance(op[1], int)}
            assert named, replies
            assert not named & removed, f"patches name removed nodes {named & removed}"
        finally:
            live.close()

    return run


def _removed_effects_never_run():
    """A removed row's bindings do not evaluate again (a probe counts their calls)."""

    def run():
        seen: list = []

        def probe(row_id, tick):
            seen.append((row_id, tick))
            return row_id

        page = mount('<div v-scope><p v-for="r in rows" :key="r.id" :title="probe(r.id, tick)">{{ probe(r.id, tick) }}</p></div>',
                     {"rows": [{"id": 1}, {"id": 2}, {"id": 3}], "tick": 0, "probe": probe})
        try:
            page.data["rows"].pop(1)
            page.flush()
            gc.collect()
            seen.clear()
            for n in range(1, 4):
                page.data["tick"] = n
                page.flush()
            assert {row for row, _ in seen} == {1, 3}, seen
        finally:
            page.unmount()

    return run


def _late_timer():
    """A timer started by a removed row's handler fires (JavaScript keeps the closure) and
    writes no DOM: no patch, no error, the other rows intact."""

    def run():
        scheduler.current().timers.cancel_all()  # (a timer an earlier test left on this thread's clock is not this one)
        page = mount('<div v-scope><p v-for="r in rows" :key="r.id">'
                     '<button @click="setTimeout(() => { r.label = \'late\'; hits.push(r.id) }, 100)">{{ r.label }}</button>'
                     '</p></div>', {"rows": [{"id": 1, "label": "a"}, {"id": 2, "label": "b"}], "hits": []})
        try:
            page.find("button").trigger("click")
            page.data["rows"].pop(0)
            page.flush()
            page.patches()
            gc.collect()
            assert page.advance(200) == 1
            assert list(page.data["hits"]) == [1]
            assert page.patches() == []
            assert page.html() == "<div><p><button>b</button></p></div>", page.html()
        finally:
            page.unmount()

    return run


def _late_promise():
    def run():
        page = mount('<div v-scope><p v-for="r in rows" :key="r.id">'
                     '<button @click="wait.then(() => { r.label = \'late\'; hits.push(r.id) })">{{ r.label }}</button>'
                     '</p><button class="go" @click="release()">go</button></div>',
                     {"rows": [{"id": 1, "label": "a"}, {"id": 2, "label": "b"}], "hits": [], "wait": None,
                      "release": None})
        try:
            _deferred(page)
            page.find("button").trigger("click")
            page.data["rows"].pop(0)
            page.flush()
            page.patches()
            gc.collect()
            page.find(".go").trigger("click")
            assert list(page.data["hits"]) == [1]
            assert page.patches() == []
        finally:
            page.unmount()

    return run


def _deferred(page) -> None:
    """A promise the page resolves when its `release()` is called."""
    promise = JSPromise()
    page.data["wait"] = promise
    page.data["release"] = lambda: fulfill(promise, None)


def _unmounted_once():
    def run():
        page = mount('<div v-scope><p v-for="r in rows" :key="r.id" @vue:unmounted="gone.push(r.id)">{{ r.id }}</p></div>',
                     {"rows": [{"id": 1}, {"id": 2}, {"id": 3}], "gone": []})
        page.data["rows"].pop(0)
        page.flush()
        gc.collect()
        assert list(page.data["gone"]) == [1]
        page.unmount()
        gc.collect()
        assert sorted(page.data["gone"]) == [1, 2, 3] and len(page.data["gone"]) == 3, list(page.data["gone"])

    return run


def _closed_sessions_release_the_store():
    """Sessions showing a shared store, closed: the store notifies none of them, their
    intervals stop, and their state is unreachable."""

    def run():
        store = reactive({"n": 0, "log": []})
        states = []

        def data():
            return {"store": store, "mine": {"alive": True}}

        template = ('<div v-scope><p v-for="i in 20">{{ store.n }}-{{ i }}</p>'
                    '<button class="every" @click="setInterval(() => store.log.push(1), 10)">i</button></div>')
        baseline = _subscribers(store)
        for _ in range(5):
            live = Live(template, data=data)
            try:
                states.append(weakref.ref(live.session.app.state["mine"]))
                assert live.send(event(ids_of(live.init["tree"], "every")[0], "click"))[-1]["t"] == "ack"
                session = live.session
                assert session.scheduler.timers.pending() == 1
            finally:
                live.close()
            live.app.expire()
            live.app._drop(session)
            assert session.scheduler.timers.pending() == 0, "a closed session's interval still runs"
            del session, live
        gc.collect()
        assert _subscribers(store) <= baseline, f"{_subscribers(store)} subscribers left (was {baseline})"
        store["n"] += 1
        log_before = len(store["log"])
        alive = [ref for ref in states if ref() is not None]
        assert not alive, f"{len(alive)} closed sessions' state still reachable"
        assert len(store["log"]) == log_before

    return run


def _subscribers(store) -> int:
    """How many effects the store's deps hold (through the proxy's dependency table)."""
    deps = getattr(store, "_p_deps", None) or {}
    return sum(len(dep.subs or ()) for dep in deps.values())


CAPTURED_OPS = {
    "text": "saved.textContent = 'x'", "click": "saved.click()", "parent": "hits.push(String(saved.parentNode))",
    "closest": "hits.push(saved.closest('div'))", "focus": "saved.focus()", "inner-html": "saved.innerHTML = '<b>b</b>'",
    "set-attribute": "saved.setAttribute('title', 't')", "query": "hits.push(saved.querySelector('i'))",
    "parent-remove": "saved.parentElement && saved.parentElement.remove()", "class-list": "saved.classList.add('z')",
    "value": "saved.value = 'v'", "style": "saved.style.color = 'red'", "dataset": "saved.dataset.x = '1'",
}


def _captured_element(op: str):
    """A handler keeps `$el` of its row; the row goes; another handler then uses it: no
    raw error, no patch, the page unchanged (what is written to a removed node stays there)."""

    def run():
        page = mount('<div v-scope="{ rows: [1, 2, 3], saved: null, hits: [] }"><p v-for="r in rows" :key="r">'
                     '<button @click="saved = $el">{{ r }}<i>i</i></button></p>'
                     f'<b id="go" @click="{op}">go</b><span id="drop" @click="rows.splice(0, 1)">d</span></div>')
        try:
            page.find("button").trigger("click")
            page.find("#drop").trigger("click")
            page.patches()
            gc.collect()
            before = page.html()
            try:
                page.find("#go").trigger("click")
            except Exception as error:  # noqa: BLE001 - only a petite refusal passes
                assert_refused(error)
            assert page.patches() == []
            assert page.html() == before
        finally:
            page.unmount()

    return run


def _timers_after_unmount():
    """Timers and promises of an unmounted page: advancing the clock runs nothing of it
    that writes, and raises nothing."""

    def run():
        page = mount('<div v-scope="{ n: 0 }"><p>{{ n }}</p>'
                     '<button @click="setInterval(() => n++, 10); setTimeout(() => n = 100, 50)">go</button></div>')
        page.find("button").trigger("click")
        page.advance(25)
        assert page.html() == "<div><p>2</p><button>go</button></div>", page.html()
        page.unmount()
        gc.collect()
        page.patches()
        page.advance(1000)
        assert page.patches() == []

    return run


def _late_message_to_a_closed_session():
    """A message read before its session was dropped and handled after (a worker's race):
    it runs nothing, and queues nothing on the worker thread's own scheduler (which
    other sessions' work shares)."""

    def run():
        from petite import scheduler

        template = ('<div v-scope><button class="b" @click="setTimeout(() => hits.push(1), 0); '
                    'Promise.resolve().then(() => hits.push(2)); hits.push(3)">b</button><p>{{ hits.length }}</p></div>')
        live = Live(template, data=lambda: {"hits": []})
        button = ids_of(live.init["tree"], "b")[0]
        session = live.session
        state = session.app.state
        live.close()
        live.app._drop(session)
        worker = scheduler.current()
        worker.flush()
        timers_before = worker.timers.pending()
        try:
            session.handle(json.loads(event(button, "click", seq=99)))
        except Exception as error:  # noqa: BLE001 - a refusal is fine, a raw error is not
            assert type(error).__name__ in ("ProtocolError", "Refused"), repr(error)
        assert not worker.pending() and worker.timers.pending() == timers_before
        worker.flush()
        worker.timers.advance(10)
        assert list(state["hits"]) == [], list(state["hits"])

    return run


def _attacks() -> list[Attack]:
    out: list[Attack] = []

    def add(id, run):
        out.append(Attack(f"c6-teardown-{id}", 6, path="custom", run=run, must="renders"))

    add("stale-id-spliced-row", _stale_ids("splice"))
    add("stale-id-replaced-rows", _stale_ids("swap"))
    add("stale-forms-entry", _stale_forms())
    add("no-patch-for-removed", _no_patch_names_removed())
    add("removed-effects-stay-dead", _removed_effects_never_run())
    add("late-timer", _late_timer())
    add("late-promise", _late_promise())
    add("unmounted-hook-once", _unmounted_once())
    add("closed-sessions-release-store", _closed_sessions_release_the_store())
    for key, op in CAPTURED_OPS.items():
        add(f"captured-el-{key}", _captured_element(op))
    add("timers-after-unmount", _timers_after_unmount())
    add("late-message-closed-session", _late_message_to_a_closed_session())
    return out


ATTACKS = _attacks()
