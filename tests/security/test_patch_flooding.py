"""One click cannot make a live page send megabytes of writes nobody sees (the wave 31
attacker: a handler writing `el.textContent` 30,000 times sent 30,000 text ops, 12.7 MB,
in one message). `petite.patches.PatchLog` keeps, of the writes to one node's text or one
element's attribute, only the last; everything else keeps its order."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from petite.app import create_app
from petite.patches import PatchLog
from petite.scheduler import flush
from petite.testing import mount
from petite.testing.mirror import Mirror

LOOP = ('<div v-scope="{}"><p ref="t">x</p><i ref="u" lang="en">y</i>'
        '<button @click="for (let i = 0; i < 30000; i++) { $refs.t.textContent = \'x\'.repeat(400) + i; '
        '$refs.u.title = i; $refs.u.removeAttribute(\'lang\') }">go</button></div>')


def test_a_loop_of_writes_sends_the_last_of_each():
    m = mount(LOOP)
    m.patches()
    m.find("button").click()
    m.flush()
    ops = m.patches()
    assert sorted(op[0] for op in ops) == ["attr", "rmattr", "text"]
    assert len(json.dumps(ops)) < 1000
    assert m.find("p").text() == "x" * 400 + "29999"
    assert m.find("i").attributes("title") == "29999"


def test_a_browser_call_keeps_the_writes_before_it():
    log = PatchLog()
    log.record(["attr", 5, "open", ""])
    log.record(["call", 5, "close"])
    log.record(["attr", 5, "open", ""])
    log.record(["text", 7, "a"])
    log.record(["text", 7, "b"])
    assert log.take() == [["attr", 5, "open", ""], ["call", 5, "close"], ["attr", 5, "open", ""], ["text", 7, "b"]]
    log.record(["text", 7, "c"])  # a new batch: nothing of the last one is dropped
    assert log.take() == [["text", 7, "c"]]


WRITE = st.tuples(st.sampled_from(["text", "title", "lang", "rm", "move"]), st.integers(0, 3), st.integers(0, 9))


@settings(max_examples=80, deadline=None)
@given(steps=st.lists(WRITE, min_size=1, max_size=40))
def test_any_sequence_of_writes_ends_as_the_server_tree(steps):
    """The coalesced batch, applied as the client applies it, gives the server's tree."""
    app = create_app({})
    app.mount("<section><p>a</p><p>b</p><p>c</p><p>d</p></section>")
    mirror = Mirror(app.tree())
    section = app.root.query_selector("section")
    for kind, which, value in steps:
        el = section.query_selector_all("p")[which]
        if kind == "text":
            el.textContent = f"t{value}"
        elif kind == "title":
            el.set_attribute("title", str(value))
        elif kind == "lang":
            el.set_attribute("lang", f"l{value}")
        elif kind == "rm":
            el.remove_attribute("title")
        else:
            section.append_child(el)
    flush()
    ops = app.take_patches()
    assert len([op for op in ops if op[0] == "text"]) <= 4
    mirror.apply(ops)
    assert mirror.html() == app.html()
