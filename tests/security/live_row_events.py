"""Live events on rows that change under them, in Chromium against petite-vue 0.4.1.

One DOM event can reach several listeners (a row's button, then the row): in the
browser every listener on the event's path runs, even when the first one removes the
target (petite-vue updates the DOM later; the path was fixed when dispatch began).
The live client forwards each listener's call to the server, which must run them all
with the target the browser had — never refuse the later ones because an earlier one
removed the target (or the listening row) from the server's tree — and none after a
handler's `stopPropagation()`. A removed row's listener runs only inside the dispatch
that removed it (live_hops.py).

Left out on purpose: a row whose scope an earlier listener changes (an unkeyed list
re-filled in place). petite-vue's answer depends on how the click was made: a script's
`el.click()` runs every listener before petite-vue's update, a user's click lets the
update run between listeners (a microtask checkpoint after each); the server updates
between listeners, as for a user's click.
"""

from __future__ import annotations

import copy

import pytest
from starlette.applications import Starlette
from starlette.routing import Mount

from petite.live import LiveApp

from ..conformance.harness import Case
from ..realworld.test_realworld import live_snapshots
from ..support import serve
from .test_row_steps import compare, oracle
from ..conformance.test_steps_conformance import with_live_state

CASES = [
    Case("remove-own-row-then-row-listener",
         '<div v-scope><p v-for="x in items" :key="x" @click="last = x">'
         '<button @click="items.splice(items.indexOf(x), 1)">{{ x }}</button></p><i>{{ last }}</i></div>',
         {"items": [1, 2, 3], "last": 0}, (("click", "p:nth-of-type(2) button"), ("click", "p:nth-of-type(1) button"))),
    Case("remove-nested-then-outer-then-root",
         '<div v-scope @click="log.push(\'root\')"><ul><li v-for="r in rows" :key="r.id" @click="log.push(r.id)">'
         '<b v-for="k in r.kids" :key="k" @click="r.kids.splice(r.kids.indexOf(k), 1); log.push(k)">{{ k }}</b>'
         '</li></ul><i>{{ log.join() }}</i></div>',
         {"rows": [{"id": "a", "kids": ["x", "y"]}, {"id": "b", "kids": ["z"]}], "log": []},
         (("click", "li:nth-of-type(2) b"), ("click", "li:nth-of-type(1) b"), ("click", "li:nth-of-type(1) b"))),
    Case("stopped-by-a-handler", '<div v-scope="{ n: 0 }" @click="n += 10"><section @click="n++">'
         '<button @click="$event.stopPropagation()">b</button><a @click="n += 100">a</a></section><i>{{ n }}</i></div>',
         None, (("click", "button"), ("click", "a"))),
    Case("target-hidden-by-first-listener",
         '<div v-scope><section @click="n++"><button v-if="open" @click="open = false">close</button></section>'
         '<i>{{ n }}/{{ open }}</i></div>', {"open": True, "n": 0}, (("click", "button"),)),
]


@pytest.fixture(scope="module")
def url():
    routes = [Mount(f"/{c.name}", LiveApp(c.template, data=lambda c=c: copy.deepcopy(c.data))) for c in CASES]
    with serve(Starlette(routes=routes)) as base:
        yield base


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_listener_on_the_path_runs(browser, chromium, url, case):
    want = oracle(browser, case)
    snaps, errors = live_snapshots(chromium, f"{url}/{case.name}/", case.steps, console_prefix="petite")
    got = [with_live_state(browser.canonicalize(s["html"]), s["states"]) for s in snaps]
    compare(case, want, got, "live")
    assert errors == []
