"""One click cannot make a live page send megabytes of writes nobody sees (the wave 31
attacker: a handler writing `el.textContent` 30,000 times sent 30,000 text ops, 12.7 MB,
in one message; then `el.value` and `el.innerHTML` in a loop still sent every write).
`petite.patches.PatchLog` keeps, of the writes to one node's text, one element's
attribute or one element's property, only the last; a subtree inserted and removed soon
after is sent neither time; everything else keeps its order."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from petite.app import create_app
from petite.live import LiveApp
from petite.patches import PatchLog
from petite.scheduler import flush
from petite.testing import mount
from petite.testing.mirror import Mirror

from ..support import live_page, serve, settled

LOOP = ('<div v-scope="{}"><p ref="t">x</p><i ref="u" lang="en">y</i>'
        '<button @click="for (let i = 0; i < 30000; i++) { $refs.t.textContent = \'x\'.repeat(400) + i; '
        '$refs.u.title = i; $refs.u.removeAttribute(\'lang\') }">go</button></div>')


def test_a_loop_of_writes_sends_the_last_of_each():
    m = mount(LOOP)
    m.patches()
    m.find("button").click()
    m.flush()
    ops = m.patches()
    # (a page's textContent write puts a new text node in, as the DOM does: the last one
    # is inserted, the first removed; the 29,998 between never leave the server)
    assert sorted(op[0] for op in ops) == ["attr", "insert", "remove", "rmattr"]
    assert len(json.dumps(ops)) < 1000
    assert m.find("p").text() == "x" * 400 + "29999"
    assert m.find("i").attributes("title") == "29999"


LOOPS = {
    "value": "$refs.f.value = 'x'.repeat(400) + i",
    "checked": "$refs.c.checked = i % 2 == 0",
    "innerHTML": "$refs.t.innerHTML = '<b>' + 'y'.repeat(300) + i + '</b>'",
}


@pytest.mark.parametrize("write", LOOPS)
def test_a_loop_of_property_or_markup_writes_sends_the_last(write):
    m = mount('<div v-scope="{}"><p ref="t">x</p><input ref="f"><input type="checkbox" ref="c">'
              f'<button @click="for (let i = 0; i < 3001; i++) {{ {LOOPS[write]} }}">go</button></div>')
    m.patches()
    m.find("button").click()
    m.flush()
    ops = m.patches()
    assert len(json.dumps(ops)) < 1000
    assert len(ops) == (2 if write == "innerHTML" else 1)  # (the first write removes the old text)
    assert m.find("p").html() == ("<p><b>" + "y" * 300 + "3000</b></p>" if write == "innerHTML" else "<p>x</p>")
    assert m.find("input").value == ("x" * 400 + "3000" if write == "value" else "")


def test_a_removal_of_an_inserted_subtree_named_in_between_is_sent():
    log = PatchLog()
    log.record(["insert", 1, None, [9, 1, "b", [], [[10, 3, "x"]]]])
    log.record(["text", 10, "y"])
    log.record(["remove", 9])
    assert [op[0] for op in log.take()] == ["insert", "text", "remove"]
    log.record(["insert", 1, None, [9, 1, "b", [], []]])
    log.record(["insert", 1, 9, [11, 3, "z"]])  # (before the inserted element)
    log.record(["remove", 9])
    log.record(["insert", 1, None, [12, 3, "w"]])
    log.record(["remove", 12])
    assert [op[0] for op in log.take()] == ["insert", "insert", "remove"]


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


WRITE = st.tuples(st.sampled_from(["text", "title", "lang", "rm", "move", "html", "value"]),
                  st.integers(0, 3), st.integers(0, 9))


@settings(max_examples=80, deadline=None)
@given(steps=st.lists(WRITE, min_size=1, max_size=40))
@example(steps=[("text", 0, 0), ("text", 2, 0), ("text", 3, 0), ("html", 0, 0), ("text", 0, 0),
                ("text", 0, 1), ("text", 1, 0)])  # a text node made anew after innerHTML = ""
def test_any_sequence_of_writes_ends_as_the_server_tree(steps):
    """The coalesced batch, applied as the client applies it, gives the server's tree."""
    app = create_app({})
    app.mount("<section><p>a</p><p>b</p><p>c</p><p>d</p><input><input><input><input></section>")
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
        elif kind == "html":
            el.innerHTML = f"<b>{value}</b>" if value % 3 else ""
        elif kind == "value":
            section.query_selector_all("input")[which].value = f"v{value}"
        else:
            section.append_child(el)
    flush()
    ops = app.take_patches()
    written = [op[1] for op in ops if op[0] == "text"]
    assert len(written) == len(set(written))  # one write per text node (innerHTML makes new ones)
    mirror.apply(ops)
    assert mirror.html() == app.html()
    assert mirror_values(mirror) == [el.value for el in section.query_selector_all("input")]


def mirror_values(mirror: Mirror) -> list[str]:
    """The values the mirror's inputs show (their value property, else attribute)."""
    return [node.value for node in mirror.root.query_selector_all("input")]


# Property writes that change other elements in the browser (a radio checked unchecks
# its group, an option selected unselects the others of a single select, `select.value`
# picks an option): the batch keeps only the last write of each, so the order the client
# applies them in must still end where the server's tree is.
FORM = """
<div v-scope="{ seen: '', n: 0 }">
  <input type="radio" name="g" ref="r0"><input type="radio" name="g" ref="r1" checked><input type="radio" name="g" ref="r2">
  <select ref="s"><option ref="o0" value="v0">a</option><option ref="o1" value="v1">b</option><option ref="o2" value="v2">c</option></select>
  <input ref="t" value="start" type="text">
  <button @click="
    const radios = [$refs.r0, $refs.r1, $refs.r2], options = [$refs.o0, $refs.o1, $refs.o2]
    for (const [kind, i, flag] of plans[n]) {
      if (kind === 'radio') radios[i].checked = flag
      else if (kind === 'option') options[i].selected = flag
      else if (kind === 'select') $refs.s.value = 'v' + i
      else if (kind === 'text') $refs.t.value = flag ? String(i) : 'text' + i
      else if (kind === 'type') $refs.t.setAttribute('type', flag ? 'number' : 'text')
      else $refs.t.setAttribute('value', 'attr' + i)
    }
    n++
    seen = JSON.stringify([radios.map(r => r.checked), options.map(o => o.selected), $refs.s.value, $refs.t.value])
  ">go</button><i>{{ seen }}</i>
</div>"""

BROWSER_STATE = """() => JSON.stringify([
  [...document.querySelectorAll('input[type=radio]')].map(r => r.checked),
  [...document.querySelectorAll('option')].map(o => o.selected),
  document.querySelector('select').value, document.querySelector('input:not([name])').value])"""


def _steps(seed: int) -> list[list]:
    rng = random.Random(seed)
    kinds = ["radio", "option", "select", "text", "attr", "type"]
    return [[rng.choice(kinds), rng.randrange(3), rng.random() < 0.6] for _ in range(rng.randrange(2, 14))]


def test_property_writes_coalesced_end_where_the_server_is_in_chromium(chromium):
    plans = [_steps(seed) for seed in range(40)]
    with serve(LiveApp(FORM, data=lambda: {"plans": plans})) as address, live_page(chromium, address) as page:
        for plan in plans:
            page.click("button")
            settled(page)
            server = page.text_content("i")
            assert json.loads(page.evaluate(BROWSER_STATE)) == json.loads(server), plan
