"""async/await and Promise: jobs run when the outermost evaluation ends, in order."""

import pytest

from petite.expr import ExpressionError, Scope, compile_expression, to_display_string
from petite.testing import mount

CASES = [
    # body runs synchronously to the first await; the rest after the caller finishes
    ("(() => { const log = []; const f = async () => { log.push(1); await null; log.push(3) }; f(); log.push(2);"
     " return log })()", [1, 2, 3]),
    ("(() => { const out = {}; (async () => { out.v = await Promise.resolve(5) })(); return out })()", {"v": 5}),
    ("(() => { const out = {}; const fetch = async (u) => ({ json: async () => ({ data: [1, 2] }) });"
     " (async () => { const r = await fetch('x'); out.d = (await r.json()).data })(); return out })()",
     {"d": [1, 2]}),
    ("(() => { const out = {}; Promise.all([1, Promise.resolve(2), new Promise(r => r(3))]).then(v => { out.v = v });"
     " return out })()", {"v": [1, 2, 3]}),
    ("(() => { const out = {}; (async () => { try { await Promise.reject(new Error('boom')) }"
     " catch (e) { out.e = e.message } finally { out.f = true } })(); return out })()", {"e": "boom", "f": True}),
    ("(() => { const out = {}; (async () => { throw new TypeError('x') })().catch(e => { out.e = e.name });"
     " return out })()", {"e": "TypeError"}),
    ("(() => { const out = []; Promise.resolve(1).then(v => out.push(v)).finally(() => out.push('f')); out.push(0);"
     " return out })()", [0, 1, "f"]),
    ("(() => { const out = {}; async function g() { return 7 } g().then(v => out.v = v); return out })()", {"v": 7}),
    ("(() => { const out = {}; class A { async m() { return await 3 } } new A().m().then(v => out.v = v);"
     " return out })()", {"v": 3}),
    ("(() => { const out = {}; const o = { async m() { out.v = await { then(r) { r(9) } } } }; o.m(); return out })()",
     {"v": 9}),
    ("(() => { const out = []; const fs = []; for (let i = 0; i < 3; i++) fs.push(async () => { await null;"
     " out.push(i) }); fs.forEach(f => f()); return out })()", [0, 1, 2]),
    ("(() => { const out = {}; Promise.allSettled([Promise.reject(1), 2]).then(r => out.r = r.map(x => x.status));"
     " return out })()", {"r": ["rejected", "fulfilled"]}),
    ("typeof (async () => 1)()", "object"),
    ("(async () => 1)() instanceof Promise", True),
]


@pytest.mark.parametrize("src, expected", CASES)
def test_async_results(src, expected):
    assert compile_expression(src)(Scope({})) == expected


def test_promise_needs_new_and_an_executor():
    for src in ("Promise(() => 1)", "new Promise(5)"):
        with pytest.raises(ExpressionError):
            compile_expression(src)(Scope({}))


def test_async_handler_updates_the_page_after_its_awaits():
    page = mount(
        """<div v-scope="{ users: [], status: '', async load() {
              const fetch = async () => ({ json: async () => ({ data: ['ann', 'bob'] }) })
              const r = await fetch('/users'); this.users = (await r.json()).data; this.status = 'done' } }">
           <button @click="load(); status = 'loading'">go</button><p>{{ status }}:{{ users.join() }}</p></div>"""
    )
    page.find("button").trigger("click")
    assert page.find("p").text() == "done:ann,bob"


def test_a_runaway_promise_chain_hits_the_work_limit():
    src = "(() => { const f = () => Promise.resolve().then(f); f(); return 1 })()"
    with pytest.raises(ExpressionError) as info:
        to_display_string(compile_expression(src)(Scope({})))
    assert info.value.kind == "RangeError"
