"""Class 6, memory: what the server keeps for input ownership (petite/live_input.py) is
bounded per session, whatever the client sends or never sends.

Before the bounds, a client that never reported `seen` (a raw client, or an idle tab
whose inputs a timer or a shared store kept rewriting) made the session keep every value
write's old and new text: 3,000 clicks on a page with a 1 kB input held 6 MB; and every
text control ever inserted stayed remembered after its row was removed.
"""

from __future__ import annotations

from petite import live_input

from ._live import Live, event, find

GROWING = """<div v-scope><button class="more" @click="n++">more</button>
<input :value="'v'.repeat(2000) + n"></div>"""

ROWS = """<div v-scope><button class="add" @click="rows += 10">add</button><button class="clear" @click="rows = 0">clear</button>
<div v-for="i in rows" :key="i + '-' + round"><input :value="'v' + i"></div>
<button class="round" @click="round++">round</button></div>"""


def test_unacknowledged_value_writes_are_bounded_by_characters(monkeypatch):
    monkeypatch.setattr(live_input, "MAX_PENDING_CHARS", 100_000)
    live = Live(GROWING, data=lambda: {"n": 0})
    try:
        more = find(live.init, "button", **{"class": "more"})
        for _ in range(200):  # no `seen` in any event: nothing is ever acknowledged
            assert live.send(event(more, "click"))[-1]["t"] == "ack"
        writes = live.session.writes
        assert writes._chars <= 100_000 and len(writes._writes) == 100_000 // 4002
        assert writes._chars == sum(len(w[2]) + len(w[3]) for w in writes._writes)
    finally:
        live.close()


def test_unacknowledged_value_writes_are_bounded_by_count(monkeypatch):
    monkeypatch.setattr(live_input, "MAX_PENDING_WRITES", 50)
    live = Live('<div v-scope><button @click="n++">+</button><input :value="n"></div>', data=lambda: {"n": 0})
    try:
        button = find(live.init, "button")
        for _ in range(120):
            live.send(event(button, "click"))
        writes = live.session.writes
        assert [w[0] for w in writes._writes] == list(range(writes.batch - 49, writes.batch + 1))  # the newest 50
    finally:
        live.close()


def test_removed_rows_leave_no_unbounded_trail_of_remembered_values(monkeypatch):
    monkeypatch.setattr(live_input, "MAX_TRACKED_CONTROLS", 100)
    live = Live(ROWS, data=lambda: {"rows": 0, "round": 0})
    try:
        add, clear = (find(live.init, "button", **{"class": c}) for c in ("add", "clear"))
        for _ in range(30):
            live.send(event(add, "click"))
            live.send(event(clear, "click"))
        assert len(live.session.writes._values) <= 100
    finally:
        live.close()


def test_a_write_the_client_has_seen_is_dropped_and_rebasing_still_works():
    writes = live_input.ValueWrites()
    writes._seed([1, 1, "input", [], [], {"props": {"value": "ab"}}])
    writes.wrote([["prop", 1, "value", "xab"]])  # batch 1
    writes.wrote([["prop", 1, "value", "xaby"]])  # batch 2
    assert writes.rebase(1, "abc", 0) == "xabcy"  # typed over "ab" before seeing either write
    assert [w[0] for w in writes._writes] == [1, 2]
    assert writes.rebase(1, "xabcy!", 2) == "xabcy!" and not writes._writes and writes._chars == 0


def test_a_control_named_again_in_forms_is_not_rebased_again(monkeypatch):
    """Class 6, CPU: each `forms` entry's value is rebased over every pending write to its
    control. One event naming one rewritten control 1,000 times (21 kB) cost 1,000 walks
    of 261 pending 4 kB writes: 26 s of server CPU, 5.2 s for 200 copies. A browser
    reports a control once: the copies after the first are skipped."""
    live = Live(GROWING, data=lambda: {"n": 0})
    try:
        more, field = find(live.init, "button", **{"class": "more"}), find(live.init, "input")
        for _ in range(20):  # no `seen`: 20 writes to the input stay pending
            assert live.send(event(more, "click"))[-1]["t"] == "ack"
        assert len(live.session.writes._writes) == 20
        calls = []
        real = live_input.rebase
        monkeypatch.setattr(live_input, "rebase", lambda *args: calls.append(args) or real(*args))
        forms = [[field, {"value": "x"}]] + [[field, {"value": "y"}]] * 999
        assert live.send(event(more, "click", forms=forms, seen=0))[-1]["t"] == "ack"
        assert len(calls) == 20  # one walk: the first entry's
        assert calls[0][1] == "x" and not any(call[1] == "y" for call in calls)
    finally:
        live.close()


def test_rebasing_a_long_value_is_not_a_character_loop():
    """Class 6, CPU: a value is rebased over each pending write to its control, up to
    `MAX_PENDING_CHARS` of them; the common prefix and suffix were found one character
    at a time in Python: 30 ms of server CPU per event (a session holding a megabyte of
    writes) for a 120-byte message, 10x an ordinary event. Found by slice comparisons."""
    import time

    base = "v" * 2_000_000
    start = time.thread_time()
    for _ in range(5):
        assert live_input.rebase(base, base + "x", "w" + base) == "w" + base + "x"  # (context moved)
        assert live_input.rebase(base + "ab", base + "a!b", base + "ab?") == base + "a!b?"
    assert time.thread_time() - start < 0.1  # (a character loop: over 1 s)
