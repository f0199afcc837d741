"""Class 5: work and memory past the limits.

Each attack is sized so that, if nothing charges it, it finishes anyway (a few seconds
at most) with work or memory well past `MAX_STEPS`, `MAX_STRING_LENGTH` or
`MAX_ARRAY_LENGTH`: must hold is then a limit error (or a syntax error refusing the
construct). Attacks that would never finish when they succeed (catastrophic regular
expressions, budget refills in a loop) are in RUNAWAY: they run in a child process
that a generous safety net stops; stopping it is the attack succeeding.
"""

from __future__ import annotations

import threading

import petite

from .harness import Attack

BIG = 999_999  # just under the string and array limits

# expressions whose work or output is past a limit
EXPRESSIONS = {
    # strings that grow past MAX_STRING_LENGTH
    "repeat": "'x'.repeat(2000000)",
    "repeat-plus": f"'x'.repeat({BIG}) + 'xx'",
    "padstart": "'ab'.padStart(2000000)",
    "padend": "'a'.padEnd(2000000, 'bc')",
    "template-one-placeholder": f"`${{'x'.repeat({BIG})}}xx`",
    "template-two-placeholders": f"`${{'x'.repeat({BIG})}}${{'x'.repeat({BIG})}}`",
    "concat-method": f"'x'.repeat({BIG}).concat('x'.repeat({BIG}))",
    "concat-many": "''.concat(...Array(100).fill('x'.repeat(20000)))",
    "join-separator": f"Array(20).join('x'.repeat({BIG}))",
    "join-items": f"Array(3).fill('x'.repeat({BIG})).join('')",
    "replace-grow": f"'x'.repeat({BIG}).replace(/x/g, 'yy')",
    "replaceall-grow": "'x'.repeat(10000).replaceAll('x', 'y'.repeat(1000))",
    "replace-dollar": f"'x'.repeat({BIG}).replace('x', '$&$&$&$`$`')",
    "normalize-18x": "'\\ufdfa'.repeat(100000).normalize('NFKD')",
    "upper-3x": "'\\ufb03'.repeat(500000).toUpperCase()",
    "upper-sharp-s": "'\\u00df'.repeat(600000).toUpperCase()",
    "lower-dotted-i": "'\\u0130'.repeat(600000).toLowerCase()",
    "encode-uri": "encodeURIComponent('\\u20ac'.repeat(400000))",
    "btoa": "btoa('x'.repeat(900000))",
    "json-string-escapes": "JSON.stringify('\\u0001'.repeat(300000))",
    "json-array": f"JSON.stringify('x'.repeat({BIG}).split(''))",
    "json-indent": "JSON.stringify([[[[[1]]]]], null, ' '.repeat(1000000))",
    "string-array-shared": "(() => { let a = ['x'.repeat(1000)]; for (let i = 0; i < 12; i++) a = [a, a]; return a.join() })()",
    "double-in-loop": "(() => { let s = 'x'; for (;;) s += s })()",
    "double-concat-loop": "(() => { let s = 'x'; while (true) s = s.concat(s) })()",
    "tofixed": "(1).toFixed(1000)",
    "number-format": "new Intl.NumberFormat('en-US', { minimumFractionDigits: 1000000 }).format(1)",
    "locale-string": "(1).toLocaleString('en-US', { minimumIntegerDigits: 1000000 })",
    "fromcharcode-spread": "String.fromCharCode(...Array(2000000).fill(65))",
    # arrays that grow past MAX_ARRAY_LENGTH
    "array-ctor": "Array(2000000)",
    "new-array": "new Array(2000000).fill(0)",
    "array-from": "Array.from({ length: 2000000 })",
    "array-from-fn": "Array.from({ length: 2000000 }, (_, i) => i)",
    "spread-string": f"[...'x'.repeat({BIG}), ...'x'.repeat({BIG})]",
    "concat-arrays": f"Array({BIG}).fill(0).concat(Array({BIG}).fill(0))",
    "concat-self-loop": "(() => { let a = [1]; for (;;) a = a.concat(a) })()",
    "push-loop": "(() => { const a = []; while (true) a.push(a.length) })()",
    "push-spread": f"(() => {{ const a = Array({BIG}).fill(1); a.push(...a); return a.length }})()",
    "unshift-spread": f"(() => {{ const a = Array({BIG}).fill(1); a.unshift(...a); return a.length }})()",
    "splice-insert": f"(() => {{ const a = Array({BIG}).fill(1); a.splice(0, 0, ...a); return a.length }})()",
    "flat-nested": "Array(2000).fill(Array(2000).fill(0)).flat()",
    "flatmap-grow": "Array(2000).fill(0).flatMap(() => Array(2000).fill(0))",
    "split-huge": "'x,'.repeat(900000).split(',').concat(Array(200000))",
    "length-assign": "(() => { const a = []; a.length = 1e9; return a.length })()",
    "index-assign": "(() => { const a = []; a[1e9] = 1; return a.length })()",
    "fromentries": "Object.fromEntries(Array.from({ length: 2000000 }, (_, i) => [i, i]))",
    # work with no growth: every call and built-in is charged in proportion
    "upper-loop": f"(() => {{ const s = 'x'.repeat({BIG}); for (let i = 0; i < 200; i++) s.toUpperCase() }})()",
    "slice-loop": f"(() => {{ const s = 'x'.repeat({BIG}); for (let i = 0; i < 200; i++) s.slice(1) }})()",
    "indexof-loop": f"(() => {{ const s = 'x'.repeat({BIG}); for (let i = 0; i < 200; i++) s.indexOf('y') }})()",
    "includes-loop": f"(() => {{ const s = 'x'.repeat({BIG}); for (let i = 0; i < 200; i++) s.includes('y') }})()",
    "localecompare-loop": f"(() => {{ const s = 'x'.repeat({BIG}); for (let i = 0; i < 200; i++) s.localeCompare(s) }})()",
    "equals-loop": f"(() => {{ const s = 'x'.repeat({BIG}), t = 'x'.repeat({BIG}); for (let i = 0; i < 300; i++) s === t }})()",
    "compare-loop": f"(() => {{ const s = 'x'.repeat({BIG}), t = 'x'.repeat({BIG}); for (let i = 0; i < 300; i++) s < t }})()",
    "trim-loop": f"(() => {{ const s = ' '.repeat({BIG}); for (let i = 0; i < 200; i++) s.trim() }})()",
    "split-loop": "(() => { const s = 'x,'.repeat(400000); for (let i = 0; i < 30; i++) s.split(',') })()",
    "array-slice-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 100; i++) a.slice() }})()",
    "array-splice-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 100; i++) a.splice(0, 1) }})()",
    "array-indexof-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 100; i++) a.indexOf(1) }})()",
    "array-includes-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 100; i++) a.includes(1) }})()",
    "array-reverse-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 100; i++) a.reverse() }})()",
    "array-join-loop": f"(() => {{ const a = Array({BIG}).fill(''); for (let i = 0; i < 30; i++) a.join('') }})()",
    "array-sort-loop": "(() => { const a = Array(200000).fill(0); for (let i = 0; i < 50; i++) a.sort() })()",
    "array-fill-loop": f"(() => {{ const a = Array({BIG}); for (let i = 0; i < 100; i++) a.fill(i) }})()",
    "keys-loop": f"(() => {{ const a = Array({BIG}).fill(0); for (let i = 0; i < 5; i++) Object.keys(a) }})()",
    "json-parse-loop": f"(() => {{ const s = JSON.stringify(Array(200000).fill(0)); for (let i = 0; i < 10; i++) JSON.parse(s) }})()",
    "set-from-loop": "(() => { const a = Array(200000).fill(0).map((_, i) => i); for (let i = 0; i < 10; i++) new Set(a) })()",
    "sort-callbacks": "Array.from({ length: 100000 }, (_, i) => i).sort((a, b) => b - a).length",
    "regex-scan-loop": "(() => { const s = 'x'.repeat(99999); for (let i = 0; i < 1000; i++) /y/.test(s) })()",
    "doubling-recursion": "(function f(n) { return n ? f(n - 1) + f(n - 1) : 1 })(20)",
    "doubling-arrow": "((f) => f(f, 20))((g, n) => (n ? g(g, n - 1) + g(g, n - 1) : 1))",
    "doubling-method": "({ f(n) { return n ? this.f(n - 1) + this.f(n - 1) : 1 } }).f(20)",
    "doubling-getter": "(() => { const o = { n: 0, get g() { return this.n < 2000000 ? (this.n++, this.g) : 1 } }; return o.g })()",
    "callback-fanout": "Array(1000).fill(0).map(() => Array(1000).fill(0).map(() => 1))",
    # stack: petite's own limit, never a raw RecursionError
    "recursion": "(function f(n) { return f(n + 1) })(0)",
    "recursion-arrow": "((f) => f(f))((g) => g(g))",
    "recursion-method": "({ f() { return this.f() } }).f()",
    "recursion-getter": "({ get x() { return this.x } }).x",
    "recursion-callback": "[1].map(function f(x) { return [x].map(f) })",
    "recursion-tostring": "String({ toString() { return String(this) } })",
    "recursion-sort": "[2, 1].sort(function f(a, b) { return [2, 1].sort(f) })",
    "deep-json-stringify": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return JSON.stringify(a) })()",
    "deep-display": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return a })()",
    "deep-tostring": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return String(a) })()",
    "deep-flat": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return a.flat(Infinity) })()",
    "deep-equal-sort": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return [a, a].sort() })()",
    "deep-object": "(() => { let o = {}; for (let i = 0; i < 100000; i++) o = { o }; return JSON.stringify(o) })()",
    "deep-json-parse": "JSON.parse('['.repeat(100000) + ']'.repeat(100000))",
    "deep-json-parse-object": "JSON.parse('{\"a\":'.repeat(100000) + '1' + '}'.repeat(100000))",
    "deep-structured-includes": "(() => { let a = []; for (let i = 0; i < 100000; i++) a = [a]; return [a].includes([]) })()",
    # limit errors cannot be caught
    "catch-swallow": "(() => { try { while (true) {} } catch (e) { return 'caught' } })()",
    "catch-retry": "(() => { let n = 0; for (let i = 0; i < 3; i++) { try { while (true) {} } catch (e) { n++ } } return n })()",
    "finally-return": "(() => { try { while (true) {} } finally { return 'swallowed' } })()",
    "finally-continue": "(() => { for (let i = 0; i < 3; i++) { try { while (true) {} } finally { continue } } return 'swallowed' })()",
    "finally-break": "(() => { for (;;) { try { while (true) {} } finally { break } } return 'swallowed' })()",
    "finally-throw": "(() => { try { try { while (true) {} } finally { throw 1 } } catch (e) { return 'swallowed' } })()",
    "catch-string-limit": "(() => { try { 'x'.repeat(2e6) } catch (e) { return 'x'.repeat(2e6 - 1) + e.message } })()",
    "catch-recursion": "(() => { try { (function f() { f() })() } catch (e) { return 'caught' } })()",
    "catch-in-callback": "[1, 2, 3].map(() => { try { while (true) {} } catch (e) { return 'caught' } })",
    "catch-in-getter": "({ get x() { try { while (true) {} } catch (e) { return 'caught' } } }).x",
    "catch-in-sort": "[3, 2, 1].sort(() => { try { while (true) {} } catch (e) { return 0 } })",
    "catch-instanceof": "(() => { try { while (true) {} } catch (e) { if (e instanceof RangeError) return 'caught' } })()",
    "catch-in-tojson": "JSON.stringify({ toJSON() { try { while (true) {} } catch (e) { return 'caught' } } })",
    "catch-in-tostring": "String({ toString() { try { while (true) {} } catch (e) { return 'caught' } } })",
    "catch-in-replace": "'a'.replace('a', () => { try { while (true) {} } catch (e) { return 'caught' } })",
    # numbers that are text: conversions of huge digit strings, big integers
    "parseint-digits": "parseInt('9'.repeat(999999))",
    "number-digits": "Number('9'.repeat(999999))",
    "tostring-radix": "(2 ** 1023).toString(2).repeat(1000)",
    "pow-int": "(() => { let n = 3; for (let i = 0; i < 40; i++) n = n * n; return String(n).length })()",
    "shift-big": "(() => { let n = 1; for (let i = 0; i < 100; i++) n = n << 31; return n })()",
    # promise jobs and async functions run after the evaluation: still its budget
    "promise-job-spin": "(() => { Promise.resolve().then(() => { while (true) {} }); return 1 })()",
    "promise-job-catch": "(() => { let r = 'none'; Promise.resolve().then(() => { while (true) {} }).catch(() => { r = 'caught' }); return r })()",
    "promise-all-huge": "Promise.all(Array(2000000).fill(1))",
    "async-spin": "(async () => { while (true) { await null } })()",
    "async-catch-limit": "(async () => { try { while (true) {} } catch (e) { return 'caught' } })()",
    "class-doubling": "new (class { f(n) { return n ? this.f(n - 1) + this.f(n - 1) : 1 } })().f(20)",
    "class-recursion": "(() => { class A { constructor() { new A() } } return new A() })()",
    "class-extends-recursion": "(() => { let C = class { }; for (let i = 0; i < 100000; i++) C = class extends C { }; return new C() })()",
    # loops
    "while-true": "(() => { while (true) {} })()",
    "for-ever": "(() => { for (;;) {} })()",
    "do-while": "(() => { do {} while (true) })()",
    "for-of-growing": "(() => { const a = [1]; for (const x of a) a.push(x) })()",
    "for-in-growing": "(() => { const o = { a: 1 }; let i = 0; for (const k in o) o['k' + i++] = 1; return i })()",
    "map-growing": "(() => { const a = [1]; a.forEach((x) => a.push(x)); return a.length })()",
}

# templates: v-for ranges, nesting, recursion of components
TEMPLATES = {
    "vfor-huge-number": '<i v-for="i in 1000000000">{{ i }}</i>',
    "vfor-infinity": '<i v-for="i in Infinity">{{ i }}</i>',
    "vfor-pow": '<i v-for="i in 2 ** 31">{{ i }}</i>',
    "vfor-length-object": '<i v-for="i in Array.from({ length: 2e9 })">{{ i }}</i>',
    "vfor-nested-2": '<i v-for="i in 300"><b v-for="j in 1000"></b></i>',
    "vfor-nested-3": '<i v-for="i in 70"><b v-for="j in 70"><u v-for="k in 70"></u></b></i>',
    "component-recursion-id": '<template id="t"><div v-scope="{ $template: \'#t\' }"></div></template>'
                              '<div v-scope="{ $template: \'#t\' }"></div>',
    "component-recursion-data": '<div v-scope="{ $template: t }"></div>',
    "component-doubling": '<template id="t"><div v-scope="{ $template: \'#t\' }"></div>'
                          '<div v-scope="{ $template: \'#t\' }"></div></template><div v-scope="{ $template: \'#t\' }"></div>',
}


def _big_data():
    return {"big": "x" * 999_000, "t": '<div v-scope="{ $template: t }">r</div>'}


# budget refills: another thread or a nested evaluation must not refill this one's budget
def _nested_render() -> str:
    return petite.render("<p>{{ 1 }}</p>")


def _render_in_thread() -> str:
    out: list[str] = []
    thread = threading.Thread(target=lambda: out.append(petite.render("<p>{{ 1 + 1 }}</p>")))
    thread.start()
    thread.join()
    return out[0]


def _evaluate_nested() -> object:
    from petite.expr import Scope, compile_expression

    return compile_expression("1 + 1")(Scope({}), None, None)


REFILL_LOOP = "(() => {{ for (let i = 0; i < 400000; i++) {{ if (i % 20000 == 0) {call}() }} return 'finished' }})()"


# these end with JavaScript's own answer (Infinity, 32-bit wrap, a visit of the initial
# keys only): they must end, with that answer or a limit error, never a raw Python error
ENDS_EITHER_WAY = {"promise-job-spin", "promise-job-catch", "async-spin", "json-indent", "deep-display", "deep-flat", "deep-structured-includes", "catch-in-tojson", "parseint-digits",
                   "number-digits", "for-in-growing", "map-growing", "pow-int", "shift-big"}


def _live_render_functions() -> int:
    import gc

    return sum(1 for o in gc.get_objects() if type(o).__name__ == "function"
               and getattr(getattr(o, "__code__", None), "co_filename", "").startswith("<petite"))


def _grows_with_data(make_data, template: str, count: int = 1500):
    """Rendering one template with `count` different data values must not keep `count`
    compiled functions alive (a cache keyed by data grows without bound)."""

    def run():
        import gc

        gc.collect()
        before = _live_render_functions()
        compiled = petite.compile(template)
        for i in range(count):
            try:
                compiled.render(make_data(i))
            except petite.PetiteError:
                pass
        gc.collect()
        grown = _live_render_functions() - before
        assert grown <= 600, f"{grown} compiled functions kept for {count} data values"

    return run


def _steady_memory(run_once, rounds: int, limit: int):
    """After `rounds` calls of `run_once(i)` with different data values, `rounds` more must
    keep at most `limit` more bytes alive: a bounded cache is full by then and stays the
    same size; a process-wide cache keyed by data grows without bound."""

    def run():
        import gc
        import tracemalloc

        state = run_once(None)
        for i in range(rounds):
            run_once(i, state)
        gc.collect()
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            for i in range(rounds, 2 * rounds):
                run_once(i, state)
            gc.collect()
            kept = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        assert kept <= limit, f"{kept:,} more bytes kept after {rounds} more data values"

    return run


def _select_from_data(i, state=None):
    from petite import testing

    if i is None:
        return testing.mount("<p>x</p>")
    state.find_all(f"p.c{i} > b[title='{'x' * 500}']")


def _compare_from_data(i, state=None):
    if i is not None:
        petite.render("<p>{{ a.localeCompare(b) }}</p>", {"a": f"{i}" + "x" * 20_000, "b": "y"})


CACHE_ATTACKS = {
    "selectors-from-data": _steady_memory(_select_from_data, 600, 3_000_000),
    "locale-compare-from-data": _steady_memory(_compare_from_data, 40, 3_000_000),
    "delimiters-from-data": _grows_with_data(lambda i: {"x": 1, "$delimiters": [f"[{i}[", "]]"]}, "<p>{{ x }}</p>"),
    "template-from-data": _grows_with_data(lambda i: {"t": f"<p>{i}</p>"}, '<div v-scope="{ $template: t }"></div>'),
    "component-from-data": _grows_with_data(lambda i: {"t": f'<p :title="{i}">x</p>'}, '<div v-scope="{ $template: t }"></div>'),
}


LATE_CALLS = {
    "arrow-work": "() => Array(2000).fill(0).map(() => Array(2000).fill(0).map(() => 1)).length",
    "arrow-loop-callback": "() => Array(1000000).fill(0).map((x, i) => i).filter(x => x % 2).length * 3",
    "arrow-recursion": "(f => n => f(f, n))((g, n) => g(g, n + 1))",
    "arrow-in-object": "({ f: () => 'x'.repeat(999999).split('').map(c => c + c).join('') }).f",
    "method-work": "({ f() { let n = 0; while (true) n++ } }).f",
}


LINEAR_REGEX = {
    "email": ("/^([^@\\s]+(\\.[^@\\s]+)*)@x$/.test('a.'.repeat(20000) + '!')", False),
    "email-full": ("/^(([^<>()[\\]\\\\.,;:\\s@\"]+(\\.[^<>()[\\]\\\\.,;:\\s@\"]+)*)|(\".+\"))@x$/.test('a.'.repeat(20000))", False),
    "words": ("/^(\\w+\\s?)+$/.test('ab '.repeat(20000) + '!')", False),
    "nested": ("new RegExp('^(a+)+$').test('a'.repeat(50000) + 'b')", False),
    "alternation": ("/(a|a)+$/.test('a'.repeat(50000) + 'b')", False),
    "bounded": ("/(a|a){1,100}$/.test('a'.repeat(30) + 'b')", False),
    "polynomial": ("'a'.repeat(50000).split(/a*a*a*a*b/).length", 1),
}


def _regex_answer(expr: str, want):
    def run():
        from petite.expr import Scope, compile_expression

        assert compile_expression(expr)(Scope({}), None, None) == want

    return run


def _late_call(expr: str):
    """The function an expression returns, called by Python after the evaluation."""

    def run():
        from petite.expr import Scope, compile_expression

        fn = compile_expression(expr)(Scope({}), None, None)
        fn(1)

    return run


def _attacks() -> list[Attack]:
    out = []
    for key, expr in EXPRESSIONS.items():
        must = "safe" if key in ENDS_EITHER_WAY else "limit"
        out.append(Attack(f"c5-expr-{key}", 5, expr, path="expr", must=must, data={}))
    for key, expr in list(EXPRESSIONS.items())[::6]:
        must = "safe" if key in ENDS_EITHER_WAY else "limit"
        out.append(Attack(f"c5-render-{key}", 5, f"<p>{{{{ {expr.replace('<', '&lt;')} }}}}</p>", must=must, data={}))
    for key, template in TEMPLATES.items():
        out.append(Attack(f"c5-template-{key}", 5, template, must="limit", data=_big_data))
        if key.startswith("component"):
            out.append(Attack(f"c5-mount-{key}", 5, template, path="mount", must="limit", data=_big_data))
    for key, fn in {"render": _nested_render, "thread": _render_in_thread, "evaluate": _evaluate_nested}.items():
        out.append(Attack(f"c5-refill-{key}", 5, REFILL_LOOP.format(call="refill"), path="expr", must="limit",
                          data={"refill": fn}))
    # a handler that triggers another element's handler (a nested evaluation in mount)
    out.append(Attack(
        "c5-refill-nested-click", 5,
        '<div><button id="a" @click="for (let i = 0; i < 400000; i++) { if (i % 20000 == 0) $refs.b.click() }">a</button>'
        '<button id="b" ref="b" @click="n++">b</button>{{ n }}</div>',
        path="mount", steps=(("click", "#a"),), must="limit", data=lambda: {"n": 0}))
    # nested v-for on the mount path and in a live flush: every block created is charged
    for key in ("vfor-nested-2", "vfor-nested-3"):
        out.append(Attack(f"c5-mount-{key}", 5, TEMPLATES[key], path="mount", must="limit", data=_big_data))
    out.append(Attack(
        "c5-flush-vfor-nested", 5, '<div v-scope="{ n: 0 }"><button @click="n = 1000">go</button>'
        '<i v-for="i in n"><b v-for="j in n"></b></i></div>',
        path="mount", steps=(("click", "button"),), must="limit"))
    # nesting: markup from data (v-html, $template) and components inside components
    for key, template, data in [
        ("vhtml-deep", '<div v-html="h"></div>', {"h": "<i>" * 5000}),
        ("template-string-deep", '<div v-scope="{ $template: h }"></div>', {"h": "<i>" * 5000}),
        ("component-chain", '<template id="t"><p v-scope="{ $template: \'#t\' }" v-if="n-- > 0"></p></template>'
                            '<div v-scope="{ $template: \'#t\' }"></div>', {"n": 10_000}),
        ("vfor-64-deep", "".join(f'<i v-for="a{k} in 1">' for k in range(64)) + "x" + "</i>" * 64, {}),
    ]:
        must = "renders" if key == "vfor-64-deep" else "limit"
        out.append(Attack(f"c5-nesting-{key}", 5, template, must=must, data=data))
        out.append(Attack(f"c5-nesting-mount-{key}", 5, template, path="mount", must=must, data=data))
    # template functions called by Python code after their evaluation ended
    for key, expr in LATE_CALLS.items():
        out.append(Attack(f"c5-late-call-{key}", 5, path="custom", run=_late_call(expr), must="limit"))
    # a name missing at the late call is a JavaScript ReferenceError, not a raw KeyError
    out.append(Attack("c5-late-call-missing-name", 5, path="custom", run=_late_call("x => x + missing"), must="error"))
    # real validation patterns on hostile subjects: RE2 answers in linear time
    for key, (expr, want) in LINEAR_REGEX.items():
        out.append(Attack(f"c5-regex-linear-{key}", 5, path="custom", run=_regex_answer(expr, want), must="renders"))
    for key, run in CACHE_ATTACKS.items():
        out.append(Attack(f"c5-cache-{key}", 5, path="custom", run=run, must="renders"))
    return out


# Attacks that never end when they succeed: run in a child process with a safety net.
RUNAWAY = {
    "regex-alternation-bounded": ("/(a|a){1,100}$/.test('a'.repeat(30) + 'b')", None),
    "regex-optional-bounded": ("/^(a?){30}a{30}$/.test('a'.repeat(30))", None),
    "regex-polynomial": ("'a'.repeat(20000).search(/a*a*a*a*b/)", None),
    "regex-polynomial-split": ("'a'.repeat(20000).split(/a*a*a*b/).length", None),
    "regex-polynomial-replace": ("'a'.repeat(20000).replace(/a*a*a*b/g, '')", None),
    "regex-dotstar-groups": ("/(.*a){20}/.test('a'.repeat(40))", None),
    "regex-from-data": ("new RegExp(p).test(s)", {"p": "^(\\w+\\s?)+$", "s": "a" * 40 + "!"}),
    # on RE2 (linear time): hostile subjects end, with JavaScript's answer
    "regex-email-hostile": ("/^([^@\\s]+(\\.[^@\\s]+)*)@x$/.test('a.'.repeat(40000) + '!')", None),
    "regex-nested-from-data-long": ("new RegExp(p).test(s)", {"p": "^(a+)+$", "s": "a" * 99_000 + "!"}),
    "regex-polynomial-linear": ("'a'.repeat(99000).search(/a*a*a*a*a*a*b/)", None),
    "regex-polynomial-global": ("'a'.repeat(99000).replace(/a*a*a*c|x/g, '').length", None),
    "regex-backref-exponential": ("/^(a+)+\\1$/.test('a'.repeat(40) + 'b')", None),
    "regex-from-data-bounded": ("new RegExp(p).test(s)", {"p": "^(a|ab|abc){1,50}$", "s": "a" * 50 + "!"}),
    "regex-nested-lazy": ("/^(a+?)+?$/.test('a'.repeat(40) + 'b')", None),
    "regex-backref": ("/^(a*)*\\1$/.test('a'.repeat(40) + 'b')", None),
    "regex-lookahead": ("/^(?=(a+))*a*b/.test('a'.repeat(30000))", None),
    # choice points the guard must count wherever they sit: in capturing groups (`(.*)`
    # hid its repeat: degree 1 for five of them), alternatives, bounded repeats and inline
    # `?`/alternations (exponential without any repeated group); a backreference keeps
    # them on the backtracking engine
    "regex-groups-polynomial": ("/(.*)(.*)(.*)(.*)\\4!/.test('x'.repeat(800))", None),
    "regex-groups-from-data": ("new RegExp(p).test(s)", {"p": "(\\w*)(\\w*)(\\w*)(\\w*)\\4$", "s": "a" * 800 + "!"}),
    "regex-bounded-groups": ("/(.{0,100})(.{0,100})(.{0,100})(.{0,100})\\4!/.test('x'.repeat(2000))", None),
    "regex-alternatives-repeat": ("/(a|.*)(b|.*)(c|.*)(d|.*)(e|.*)\\5!/.test('x'.repeat(800))", None),
    "regex-inline-optionals": ("new RegExp('(?=a)' + 'a?'.repeat(40) + 'a'.repeat(40) + '$').test('a'.repeat(40))", None),
    "regex-inline-alternations": ("new RegExp('(?=x)' + '(x|xx)'.repeat(40) + 'y').test('x'.repeat(60))", None),
    # a pattern RE2 runs, on the backtracking engine for a subject RE2 cannot take (a
    # multiline pattern naming \\r, a subject holding one): its own degree and limits
    "regex-line-ends-on-backtracking": ("/^\\r?a*a*a*b$/m.test('a'.repeat(19000) + '\\r')", None),
    "regex-repeated-group-of-repeat": ("/(?:.*x)+(?=y)/.test('x'.repeat(40))", None),
    "regex-matchall": ("'a'.repeat(20000).matchAll(/a*a*a*c/g).length", None),
    "json-shared": ("(() => { let a = [1]; for (let i = 0; i < 24; i++) a = [a, a]; return JSON.stringify(a) })()", None),
    "json-shared-keys": ("(() => { let a = { k: 1 }; for (let i = 0; i < 24; i++) a = { a, b: a }; return JSON.stringify(a, ['a', 'b', 'k']) })()", None),
    "display-shared": ("(() => { let a = [1]; for (let i = 0; i < 24; i++) a = [a, a]; return String(a) })()", None),
    "promise-chain-forever": ("(() => { const f = () => Promise.resolve().then(f); f(); return 1 })()", None),
    "async-recursion-forever": ("(async function f() { await null; return f() })()", None),
    "promise-catch-forever": ("(() => { const f = () => Promise.resolve().then(() => { while (true) {} }).catch(f); f(); return 1 })()", None),
    "bigint-pow": ("10n ** 100000000n", None),
    "refill-forever": ("(() => { while (true) refill() })()", "refill"),
    "catch-forever": ("(() => { for (;;) { try { while (true) {} } catch (e) {} } })()", None),
    "finally-forever": ("(() => { for (;;) { try { while (true) {} } finally { continue } } })()", None),
}

ATTACKS = _attacks()
