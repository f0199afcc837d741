"""Wave 36 (an attacker helper): holes found, and the attacks on the newest code paths
that held, kept as regression tests.

* A write into a shared store (`petite.live_store.shared_store`, process-local or
  replicated) copies the value as JSON (`petite.store_replica.to_json`), and that copy
  was not charged to the work budget. A copy is a tree, so a value that shares its
  parts expands: `a = [a, a]` thirty times costs an expression 30 steps and is a
  2^30-leaf tree once copied, so one click pinned the server's CPU for hours and its
  memory without bound (measured before the fix: 2^18 leaves 2.1 s, 2^20 8.8 s), and
  every other session waited behind it. A long string in every item is the same
  (copied by reference in the process, sent and snapshotted as text by a replicated
  store). The copy is now charged a step a value and a step per 64 characters of a
  string, so such a write ends in the limit error and stores nothing.

* Text written into the page was free up to 4,096 characters *a write*
  (`budget.FREE_WRITE`), and nothing bounded the number of writes a step could make: a
  `v-for` row holding a hundred bindings of a 4,000-character value cost 6 steps and
  wrote 400 KB (1,000 rows: a 400 MB page for 6,000 steps, on both paths; 190,000 rows
  would be 76 GB), and so did `{{ s }}` a hundred times in a row, and a loop appending,
  cloning or setting attributes of 4,000 characters (20,000 iterations: 80 MB). The
  free part is now the evaluation's (`budget.charge_chars`): past 4,096 characters
  written in all, every write costs a step per 64 characters, whatever its length;
  the compiled render charges every value it escapes and a raw-text element's text
  (`<style>{{ s }}</style>` was never charged on that path), and a `v-for` row's
  static text costs a step per 64 characters from the first.

* A write into an item of a list in a shared store found the item's index by scanning
  the list from its start (`_Recorded._path`), unpaid: a loop writing into each item of
  a list of 20,000 took 61 s for 80,000 steps. An item now remembers its index, checked
  at each write; a miss (the list changed before it) numbers the list's items again,
  charged a step per 16 items.

Held (kept below as regression tests, each loaded in Chromium with the execution hook of
wave 35): markup from data through `outerHTML` on a detached element, in a fragment, in a
`<template>`'s content and on the new factories' elements (`new Image`, `new Audio`),
through `options.add` and a collection's `namedItem`; a declarative shadow root
(`shadowrootmode`) bound or set on a `<template>` whose content an expression filled; a
raw-text element (`style`, `xmp`, `noscript`, `noembed`, `noframes`, `iframe`) under an
HTML-namespace `svg` or `math` made by `document.createElement` (reparsed as foreign
content) or foster-parented out of a table.
"""

from __future__ import annotations

import pytest

from petite.expr.budget import ExpressionLimitError
from petite.live_store import shared_store
from petite.reactivity import to_raw
from petite.store_replica import to_json
from petite.testing import mount

from ..support import rendered
from .test_attacks_wave35 import hits_in_chromium

# -- class (d): a shared store's copy is charged -------------------------------------------
EXPANDING_WRITES = [
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.x = a",  # 2^21 leaves
    "let o = {}; for (let i = 0; i < 21; i++) o = {l: o, r: o}; store.x = o",
    "const s = 'x'.repeat(1e6); store.x = Array(100).fill(s)",  # 100 M characters
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.list.push(a)",
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.list.splice(0, 0, a, a)",
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; Object.assign(store, {x: a})",
]


@pytest.mark.parametrize("write", EXPANDING_WRITES)
def test_a_store_write_that_expands_shared_parts_ends_in_the_limit_error(write):
    store = shared_store("wave36", {"x": None, "list": []})
    page = mount(f'<div v-scope><button @click="{write}">go</button><p>{{{{ store.list.length }}}}</p></div>',
                 {"store": store})
    with pytest.raises(ExpressionLimitError):
        page.find("button").click()
    assert store["x"] is None and list(store["list"]) == []  # nothing was stored


def test_a_store_write_within_the_budget_is_stored():
    store = shared_store("wave36", {"x": None})
    page = mount('<div v-scope><button @click="let a = [1]; for (let i = 0; i < 10; i++) a = [a, a]; '
                 'store.x = a; store.s = \'y\'.repeat(5000)">go</button></div>', {"store": store})
    page.find("button").click()
    leaves, node = 0, [to_raw(store)["x"]]
    while node:
        item = node.pop()
        if isinstance(item, list):
            node.extend(item)
        else:
            leaves += 1
    assert leaves == 1024 and store["s"] == "y" * 5000


# -- class (d): an item's index in a shared store's list is not looked for from the start ----
def test_a_write_whose_item_moved_each_time_is_charged_for_the_search():
    store = shared_store("wave36", {"list": [{} for _ in range(8000)]})
    page = mount('<div v-scope><button @click="const l = store.list; '
                 'for (let i = 0; i < 2000; i++) { l.unshift(0); l[8000].x = i }">go</button></div>', {"store": store})
    with pytest.raises(ExpressionLimitError):
        page.find("button").click()


def test_writes_into_items_land_on_the_right_ones_after_the_list_changes():
    store = shared_store("wave36", {"list": [{"n": n} for n in range(6)]})
    page = mount('<div v-scope><button @click="const l = store.list; for (const it of l) it.a = it.n; l.reverse(); '
                 'l[0].b = 1; l.unshift({n: 9}); l[1].c = 2; l.splice(2, 1); l[2].d = 3; '
                 'l.sort((x, y) => x.n - y.n); l[0].e = 4; l[5].f = 5">go</button></div>', {"store": store})
    page.find("button").click()
    raw = to_raw(store)
    assert to_json(raw["list"]) == [{"n": 0, "a": 0, "e": 4}, {"n": 1, "a": 1}, {"n": 2, "a": 2},
                                    {"n": 3, "a": 3, "d": 3}, {"n": 5, "a": 5, "b": 1, "c": 2}, {"n": 9, "f": 5}]
    assert raw._replica.confirmed == to_json(raw)  # (the operations say what the view did)


# -- class (d): text written into the page is counted per evaluation, not per write ---------
VALUE = "'x'.repeat(4000)"
BINDINGS = " ".join(f':a{k}="s"' for k in range(100))
MANY_WRITES = {  # each writes 80 M characters of 4,000 at a time (before: an 80 MB page)
    "bindings-in-rows": f'<div v-scope="{{ s: {VALUE} }}"><p v-for="i in 200" {BINDINGS}></p></div>',
    "interpolations-in-rows": f'<div v-scope="{{ s: {VALUE} }}"><p v-for="i in 200">{"{{ s }}" * 100}</p></div>',
    "raw-text-rows": f'<div v-scope="{{ s: {VALUE} }}"><style v-for="i in 200">{"{{ s }}" * 100}</style></div>',
    "text-bindings-in-rows": f'<div v-scope="{{ s: {VALUE} }}"><p v-for="i in 200">'
                             + '<i v-text="s"></i>' * 100 + "</p></div>",
    "append-loop": f'<p v-effect="const s = {VALUE}; for (let k = 0; k < 20000; k++) $el.append(s)"></p>',
    "set-attribute-loop": f'<p v-effect="const s = {VALUE}; for (let k = 0; k < 20000; k++) '
                          "$el.setAttribute('a' + k, s)\"></p>",
    "clone-loop": '<div><p ref="p">' + "y" * 4000 + '</p><i v-effect="for (let k = 0; k < 20000; k++) '
                  '$el.append($refs.p.cloneNode(true))"></i></div>',
}


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("attack", list(MANY_WRITES))
def test_many_writes_of_a_few_thousand_characters_are_charged(attack, path):
    with pytest.raises(ExpressionLimitError):
        rendered(MANY_WRITES[attack], {}, path)


@pytest.mark.parametrize("path", ["render", "mount"])
def test_a_page_of_many_short_writes_still_renders(path):
    html = rendered('<ul><li v-for="i in 1000" :title="t">{{ t }} {{ i }}</li></ul>', {"t": "a<" * 50}, path)
    text = "a&lt;" * 50
    assert html == "<ul>" + "".join(f'<li title="{text}">{text} {i}</li>' for i in range(1, 1001)) + "</ul>"


# -- class (b): held, on render and mount -------------------------------------------------------
MARKUP = {"h": "<img src=x onerror=__xss()>", "c": "__xss()", "m": "open"}
HELD = [
    "const d = document.createElement('div'); d.innerHTML = '<p></p>'; d.firstChild.outerHTML = h; $el.append(d)",
    "const f = document.createDocumentFragment(); const q = document.createElement('p'); f.append(q); "
    "q.outerHTML = h; $el.append(f)",
    "$refs.t.content.firstChild.outerHTML = h; $el.append($refs.t.content.cloneNode(true))",
    "const i = new Image(1, 1); i.outerHTML = h; $el.append(i); const j = new Image(); $el.append(j); j.outerHTML = h",
    "const a = new Audio(c); $el.append(a); a.insertAdjacentHTML('afterend', h); a.innerHTML = h",
    "$refs.s.options.add(new Option(h, h)); $refs.s.options.item(0).outerHTML = h",
    "$refs.f.elements.namedItem('b').outerHTML = h",
    "const t = document.createElement('template'); t.setAttribute('shadowrootmode', m); t.innerHTML = h; $el.append(t)",
    "$refs.t.setAttribute('shadowrootmode', m); $refs.t.content.firstChild.innerHTML = h; "
    "$refs.t.content.firstChild.setAttribute('onclick', c)",
    *(f"const o = document.createElement('{outer}'); const i = document.createElement('{inner}'); "
      f"i.textContent = '</{inner}>' + h; o.append(i); $el.append(o)"
      for outer in ("svg", "math") for inner in ("style", "xmp", "noscript", "noembed", "noframes", "iframe")),
    "const i = document.createElement('style'); i.textContent = h; const s = document.createElement('svg'); "
    "s.append(i); $refs.b.append(s)",
]
HELD_TEMPLATE = ('<div v-scope><template ref="t"><p>t</p></template><select ref="s"></select>'
                 '<form ref="f"><input name="b"></form><table><tbody ref="b"></tbody></table>'
                 '<p v-effect="ATTACK"></p></div>')


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("attack", HELD)
def test_markup_from_data_on_the_newest_paths_does_not_run(chromium, attack, path):
    html = rendered(HELD_TEMPLATE.replace("ATTACK", attack), MARKUP, path)
    assert hits_in_chromium(chromium, html) == 0, html
