"""Promises, async functions and the microtask queue: ordering as Node prints it, the
budget bounding promise loops, unhandled rejections, and pages using them."""

import gc
import json
import logging
import shutil
import subprocess
from pathlib import Path

import pytest

from petite import render
from petite.expr import ExpressionError, ExpressionLimitError, Scope, compile_expression, to_display_string
from petite.scheduler import Scheduler
from petite.testing import mount

NODE = shutil.which("node") or "/usr/bin/node"
ORACLE = Path(__file__).with_name("node_async_oracle.js")

# Each program logs with log(...); what matters is the order microtasks ran in.
PROGRAMS = [
    "Promise.resolve(1).then(v => log('a', v)); log('sync')",
    """(async () => { log('a1'); await null; log('a2'); await null; log('a3') })();
       Promise.resolve().then(() => log('p1')).then(() => log('p2')).then(() => log('p3'));
       log('s')""",
    """(async () => { await { then(r) { r(1) } }; log('thenable') })();
       (async () => { await Promise.resolve(); log('promise') })();
       Promise.resolve().then(() => log(1)).then(() => log(2)).then(() => log(3)).then(() => log(4))""",
    """Promise.resolve().then(() => Promise.resolve('x')).then(v => log(v));
       Promise.resolve().then(() => log(1)).then(() => log(2)).then(() => log(3)).then(() => log(4))""",
    """(async () => Promise.resolve(5))().then(log);
       Promise.resolve().then(() => log(1)).then(() => log(2)).then(() => log(3)).then(() => log(4))""",
    """(async () => { try { await Promise.reject(new Error('boom')) } catch (e) { log(e.message) }
       finally { log('fin') } })()""",
    "Promise.reject(1).then(v => log('no')).catch(e => log('caught', e)).finally(() => log('f'))",
    "Promise.resolve(2).finally(() => 9).then(v => log(v)); Promise.reject(3).finally(() => {}).catch(e => log('r', e))",
    "Promise.resolve(2).finally(() => { throw 'inner' }).catch(e => log('r', e))",
    """Promise.all([1, Promise.resolve(2), new Promise(r => r(3))]).then(v => log(v));
       Promise.allSettled([Promise.reject('x'), 1]).then(v => log(v));
       Promise.race([new Promise(() => {}), Promise.resolve('fast')]).then(v => log(v));
       Promise.any([Promise.reject(1), Promise.resolve(2)]).then(v => log(v));
       Promise.any([Promise.reject(1)]).catch(e => log(e.name, e.errors));
       Promise.all([]).then(v => log('empty', v));
       Promise.all([1, Promise.reject('no'), 3]).catch(e => log('all', e))""",
    "new Promise(() => { throw new Error('e') }).catch(e => log(e.message))",
    "new Promise((res, rej) => { res(1); res(2); rej(3) }).then(log); log('executor ran first')",
    "const o = { n: 1, async inc() { await null; this.n++; return this.n } }; o.inc().then(v => log(v, o.n))",
    "queueMicrotask(() => log('q')); Promise.resolve().then(() => log('p')); log('s')",
    "(async () => { let s = 0; for (const x of [1, 2, 3]) { s += await x } log(s) })()",
    "const f = async x => x * 2; f(4).then(log); const g = async (a, b) => { return a + await b }; g(1, 2).then(log)",
    "const p = Promise.resolve().then(() => p); p.catch(e => log(e.name))",
    "class A { async get() { await null; return 'k' } } new A().get().then(log)",
    """async function a() { log('a'); await b(); log('a2') }
       async function b() { log('b'); await null; log('b2') }
       a(); log('s')""",
    "log(typeof Promise.resolve(), typeof (async () => {}), typeof Promise.all)",
    "const t = { then(res, rej) { rej('thenable no') } }; Promise.resolve(t).catch(e => log(e))",
    "(async () => { throw new TypeError('bad') })().catch(e => log(e.name, e.message))",
    """let n = 0; const tick = () => { if (++n < 5) return Promise.resolve().then(tick) };
       tick().then(() => log('ticks', n))""",
    "(async function () { const [a, b] = await Promise.all([1, 2]); log(a + b) })()",
    "Promise.resolve(1).then(2).then(v => log('pass-through', v))",
    "const r = []; Promise.resolve().then(() => r.push(1)); r.push(0); Promise.resolve().then(() => log(r))",
    "new Promise(1)",
    "Promise()",
]


def run_program(program: str) -> str:
    """What the program logged once the microtasks ran (an isolated scheduler)."""
    wrapped = (
        "(() => { const out = []; const log = (...a) => { out.push(a.length === 1 ? a[0] : a) }; "
        f"{program}\n; return out }})()"
    )
    scheduler = Scheduler.isolated()

    def run() -> str:
        try:
            out = compile_expression(wrapped)(Scope({}))
        except ExpressionError as exc:
            return "!" + exc.kind
        scheduler.flush()
        return to_display_string(out)

    return scheduler.run(run)


# Each expression returns an object its promise reactions fill in once they ran.
RESULT_CASES = [
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


@pytest.mark.parametrize("src, expected", RESULT_CASES)
def test_async_results_after_the_microtasks(src, expected):
    scheduler = Scheduler.isolated()

    def run() -> object:
        value = compile_expression(src)(Scope({}))
        scheduler.flush()
        return value

    assert scheduler.run(run) == expected


def test_code_after_the_call_runs_before_the_callee_continues():
    page = mount(
        """<div v-scope="{ users: [], status: '', async load() {
              const fetch = async () => ({ json: async () => ({ data: ['ann', 'bob'] }) })
              this.status += 'fetching,'
              const r = await fetch('/users'); this.users = (await r.json()).data; this.status += 'done' } }">
           <button @click="load(); status += 'loading,'">go</button><p>{{ status }}{{ users.join() }}</p></div>"""
    )
    page.find("button").trigger("click")
    assert page.find("p").text() == "fetching,loading,doneann,bob"


@pytest.fixture(scope="module")
def node_results() -> dict[str, str]:
    if not Path(NODE).exists():
        pytest.fail("node is required (the JavaScript oracle): install Node.js", pytrace=False)
    done = subprocess.run(
        [NODE, str(ORACLE)], input=json.dumps(PROGRAMS), capture_output=True, text=True, timeout=60, check=True
    )
    return dict(zip(PROGRAMS, json.loads(done.stdout)))


@pytest.mark.parametrize("program", PROGRAMS)
def test_same_log_as_node(program, node_results):
    assert run_program(program) == node_results[program]


def test_microtasks_run_at_the_next_flush_not_before():
    scheduler = Scheduler.isolated()

    def run() -> None:
        out = compile_expression("(() => { const o = []; Promise.resolve().then(() => o.push(1)); return o })()")(
            Scope({})
        )
        assert out == []
        scheduler.flush()
        assert out == [1]

    scheduler.run(run)


def test_an_endless_then_chain_ends_in_the_limit_error():
    page = mount(
        """<div v-scope="{ n: 0 }"><button @click="const loop = () => Promise.resolve().then(() => { n++; return loop() }); loop()">go</button>{{ n > 0 }}</div>"""
    )
    with pytest.raises(ExpressionLimitError):
        page.find("button").trigger("click")
    page.flush()  # the queue was cleared: nothing is left running


def test_an_endless_await_loop_ends_in_the_limit_error():
    page = mount("""<div v-scope="{ n: 0 }"><button @click="(async () => { while (true) { await null; n++ } })()">go</button></div>""")
    with pytest.raises(ExpressionLimitError):
        page.find("button").trigger("click")


def test_unhandled_rejections_are_logged_as_the_console_does(caplog):
    page = mount("""<div v-scope="{}"><button @click="(async () => { throw new Error('lost') })()">go</button></div>""")
    with caplog.at_level(logging.ERROR, logger="petite.console"):
        page.find("button").trigger("click")
    assert [r.getMessage() for r in caplog.records] == ["Uncaught (in promise) Error: lost"]


def test_a_handled_rejection_is_not_reported(caplog):
    page = mount(
        """<div v-scope="{ m: '' }"><button @click="Promise.reject(new Error('x')).catch(e => m = e.message)">go</button>{{ m }}</div>"""
    )
    with caplog.at_level(logging.ERROR, logger="petite.console"):
        page.find("button").trigger("click")
    assert caplog.records == []
    assert page.find("div").text() == "gox"


def test_an_async_handler_updates_the_page_after_its_awaits():
    template = """<div v-scope="{ items: [], state: 'idle',
        async load() { this.state = 'loading'; const r = await fetch(); this.items = await r.json(); this.state = 'done' } }">
      <button @click="load">go</button><p>{{ state }}: {{ items.join(',') }}</p></div>"""
    data = {"fetch": compile_expression("async () => ({ json: async () => [1, 2] })")(Scope({}))}
    page = mount(template, data)
    page.find("button").trigger("click")
    assert page.find("p").text() == "done: 1,2"


def test_render_shows_the_page_after_mount_microtasks_ran():
    template = """<div v-scope="{ n: 0, async load() { this.n = await new Promise(r => r(7)) } }" @vue:mounted="load">{{ n }}</div>"""
    assert render(template) == "<div>7</div>"


def test_an_async_function_returns_its_promise_at_the_first_await():
    page = mount("""<div v-scope="{ s: '' }"><button @click="s = typeof (async () => { await 1 })().then">go</button>{{ s }}</div>""")
    page.find("button").trigger("click")
    assert page.find("div").text() == "gofunction"


def test_await_is_refused_outside_async_functions():
    with pytest.raises(ExpressionError, match="await is only valid in async functions"):
        compile_expression("[1].map(x => await x)")


def test_a_compiled_render_that_makes_promises_mounts_instead():
    template = """<div v-scope="{ n: 1 }"><i>{{ void Promise.resolve().then(() => n = 2) }}</i>{{ n }}</div>"""
    assert render(template) == "<div><i></i>2</div>"
    assert render("<p>{{ 1 + 1 }}</p>") == "<p>2</p>"


def test_next_tick_returns_a_promise_as_petite_vue_does():
    page = mount(
        """<div v-scope="{ s: '', n: 0 }"><button @click="n++; $nextTick(() => s = 'after ' + n).then(() => s += '!')">go</button>{{ s }}</div>"""
    )
    page.find("button").trigger("click")
    assert page.find("div").text() == "goafter 1!"


def test_an_abandoned_async_function_never_runs_its_finally():
    scheduler = Scheduler.isolated()

    def run() -> list:
        out = compile_expression(
            "(() => { const out = []; (async () => { try { await new Promise(() => {}) } finally { out.push('finally') } })();"
            " return out })()"
        )(Scope({}))
        scheduler.flush()
        gc.collect()  # the pending generator is closed here
        return out

    assert scheduler.run(run) == []
