"""Labelled statements, tagged templates, generators, `#private` members and function
`length`, compared with Chromium: each expression shows in petite what it shows in a
page (or throws the error of the same name)."""

from __future__ import annotations

import pytest

from tests.expr.test_in_chromium import assert_as_in_chromium, petite_display


def iife(body: str) -> str:
    return f"(() => {{ {body} }})()"


LABELS = [iife(body) for body in [
    "let r = []; outer: for (let i = 0; i < 3; i++) { for (let j = 0; j < 3; j++) { if (j == 1) continue outer; if (i == 2) break outer; r.push(i + '' + j) } } return r",
    "let r = []; a: { r.push(1); if (r.length) break a; r.push(2) } return r",
    "let r = []; a: { b: { r.push(1); break a } r.push(2) } r.push(3); return r",
    "let n = 0; L: while (true) { for (;;) { n++; if (n > 2) break L; continue L } } return n",
    "let n = 0; L: do { n++; for (;;) { if (n < 3) continue L; break L } } while (true); return n",
    "let r = []; L: for (const k in {a: 1, b: 2}) { for (;;) { r.push(k); continue L } } return r",
    "let r = []; L: for (const x of [1, 2, 3]) { for (const y of [1, 2]) { if (x == 2) continue L; r.push(x * 10 + y) } } return r",
    "let r = 0; L: if (true) { r = 1; break L; r = 2 } return r",
    "let r = []; for (const x of [1, 2, 3]) { switch (x) { case 2: continue } r.push(x) } return r",
    "let r = []; L: for (const x of [1, 2, 3]) { switch (x) { case 2: break L } r.push(x) } return r",
    "let r = []; L: for (var i = 0; i < 3; i++) { try { if (i == 1) continue L; r.push(i) } finally { r.push('f') } } return r",
    "let r = 0; a: b: for (;;) { for (;;) { r++; if (r > 4) break a; continue b } } return r",
    "let r = []; L: switch (1) { case 1: for (;;) { r.push(1); break L } case 2: r.push(2) } return r",
    "let x = 1; x: for (;;) { break x } return x",
    "let r = []; L1: for (let i = 0; i < 2; i++) { L2: for (let j = 0; j < 2; j++) { L3: for (let k = 0; k < 3; k++) { if (k == 1) continue L2; if (i == 1) break L1; r.push([i, j, k].join('')) } } } return r",
    "let fs = []; L: for (let i = 0; i < 3; i++) { for (;;) { fs.push(() => i); continue L } } return fs.map(f => f())",
    "let s = 0; L: for (let i = 0; i < 5; i++) { let j = 0; while (j < 5) { j++; if (j > i) continue L; s += j } } return s",
    "L: { try { break L } finally { } } return 'after'",
    "let r = []; L: { for (const x of [1, 2]) { r.push(x); if (x) break } r.push('in') } return r",
    "break foo",
    "L: { continue L }",
    "L: L: ;",
    "L: for (;;) { (() => { break L })() }",
    "break",
    "L: { continue }",
    "L: for (;;) { function f() { continue L } break }",
    "a: { b: { break c } }",
    "let r = 0; __proto__: for (;;) { r++; break __proto__ } return r",
    "let r = 0; constructor: while (r < 3) { r++; continue constructor } return r",
    "let r = []; L: for (let i = 0; i < 3; i++) { switch (i) { case 0: continue L; case 1: r.push('one'); break; default: break L } r.push(i) } return r",
]]

TAGGED = [
    "((s, ...v) => JSON.stringify([s, s.raw, v]))`a${1}b${'x'}\\n`",
    "(s => s.length)``",
    "((s) => Array.isArray(s) && Array.isArray(s.raw))`a`",
    "((s) => s[0] === undefined && s.raw[0])`\\unicode and \\u{55}`",
    "((s) => s[1] === undefined)`${1}\\x`",
    "((s) => s.raw[0])`\\x41\\u0041`",
    "((s) => s[0])`\\x41\\u0041`",
    "((s) => s.raw.join('|'))`a${1}\\${2}c`",
    "({k: 5, t(s, x) { return this.k + s[0] + x }}).t`q${2}`",
    "((s, a, b) => a + b)`${1}${2}`",
    "((s) => s.length)`${1}${2}${3}`",
    "((s) => JSON.stringify(s))`line1\nline2`",
    "((s) => s.raw[0].length)`\\n`",
    "'abc'`x`",
    "undefined`x`",
    "`\\unicode`",
    "`\\x4`",
    "`\\01`",
    "((s) => s[0] === undefined)`\\01`",
    "(x => s => s[0] + x)(1)`a`",
    "[1, 2].map(x => ((s, v) => s[0] + v)`n${x}`)",
    "((s) => typeof s.raw)``",
    "((s) => Object.keys(s).join())`a${1}b`",
    "((s, ...v) => v.length)`${[]}${{}}${null}`",
    "((s, v) => v)`${undefined}`",
    "((s, v) => typeof v)`${() => 1}`",
    "((s) => s.raw[0])`\\``",
    "((s) => s[0])`\\``",
    "((s) => s.raw[0])`\\\\${1}`",
    "[1, 2, 3].map(n => ((s, x) => s.join(x))`<${n}>`).join('')",
    "(a => b => c => a + b + c)`x``y``z`.length",
    "((s) => s[0] === undefined && s.raw[0] === '\\\\u{110000}')`\\u{110000}`",
]

# String.raw: registered by builtins.py (its owner applies /tmp/h1_string_raw.patch)
STRING_RAW = [
    "String.raw`a\\n${1 + 1}\\u{41}`",
    "String.raw({raw: ['x', 'y']}, 0, 9)",
    "String.raw({raw: 'xyz'}, '-', '-', '-')",
    "String.raw({raw: []}, 1)",
    "String.raw`\\unicode`",
    "String.raw()",
    "String.raw({})",
    "String.raw`${'a'}${'b'}`",
    "String.raw`C:\\Users\\${'me'}`",
]

GENERATORS = [iife(body) for body in [
    "function* g() { yield 1; yield 2; return 3 } const it = g(); return [it.next(), it.next(), it.next(), it.next()]",
    "function* g() { const x = yield 1; yield x * 2 } const it = g(); it.next(); return it.next(21).value",
    "function* inf() { let i = 0; while (true) yield i++ } const r = []; for (const x of inf()) { if (x > 5) break; r.push(x) } return r",
    "function* g() { yield* [1, 2]; const r = yield* h(); yield r } function* h() { yield 'a'; return 'ret' } return [...g()]",
    "const log = []; function* g() { try { yield 1; yield 2 } finally { log.push('fin') } } for (const x of g()) { log.push(x); break } return log",
    "function* g() { try { yield 1 } catch (e) { yield 'caught ' + e } } const it = g(); it.next(); return [it.throw('boom'), it.next()]",
    "function* g() { try { yield 1; yield 2 } finally { yield 'f' } } const it = g(); it.next(); return [it.return(7), it.next(), it.next()]",
    "function* g() { yield 1 } const it = g(); return [String(it), typeof it, Object.prototype.toString.call(it)]",
    "function* g() { yield 1 } return g()",
    "const o = { *m() { yield this.k }, k: 4 }; return [...o.m()]",
    "class C { static *s() { yield 2 } *m() { yield 3 } } return [...C.s(), ...new C().m()]",
    "function* g() { yield 1; yield 2; yield 3 } const [a, b] = g(); const [c, ...d] = g(); return [a, b, c, d]",
    "function* g() { yield 1; yield 2; yield 3 } return Array.from(g(), x => x * 2)",
    "const g = function* () { yield 1 }; const it = g(); return [it.next(), it.next(), it.return(5)]",
    "const g = function* () { yield 1 }; const it = g(); it.next(); it.next(); return it.throw(new TypeError('x'))",
    "function* g() { it.next(); yield 1 } const it = g(); return it.next()",
    "function* g() { yield } return [...g()]",
    "function* g(a, b = 2) { yield a + b; yield arguments.length } return [...g(1)]",
    "function* g() { yield 1; yield 2 } const it = g(); return [it.return(9), it.next()]",
    "function* g() { yield 1 } return JSON.stringify(g())",
    "function* g() { yield 1 } return JSON.stringify({ g: g() })",
    "function* inf() { let i = 0; while (true) yield i++ } const [a, b, c] = inf(); return a + b + c",
    "function* g() { yield* 'héllo' } return [...g()].join('-')",
    "function* g() { yield* new Set([1, 2, 1]) } return [...g()]",
    "function* g() { yield* new Map([[1, 2]]) } return [...g()]",
    "function* g() { const x = yield* [1]; return x } const it = g(); return [it.next(), it.next()]",
    "function* g() { let x = 0; while (x < 3) x += (yield x) || 1 } const it = g(); return [it.next().value, it.next(2).value, it.next().value, it.next().done]",
    "function* fib() { let [a, b] = [0, 1]; while (true) { yield a; [a, b] = [b, a + b] } } const r = []; for (const f of fib()) { if (f > 50) break; r.push(f) } return r",
    "function* g() { yield this.v } return [...g.call({ v: 'me' })]",
    "function* g() { return 5 } const it = g(); return [it.next(), it.next()]",
    "function* g() { throw new RangeError('no') } const it = g(); try { it.next() } catch (e) { return [e.name, it.next()] }",
    "function* g() { yield 1 } const it = g(); return it.throw(new Error('early'))",
    "function* g() { yield 1 } const it = g(); return [it.return(3), it.next()]",
    "function* g() { try { yield 1 } finally { return 'fin' } } const it = g(); it.next(); return it.return(2)",
    "function* inner() { try { yield 1; yield 2 } finally { log.push('inner fin') } } const log = []; function* outer() { yield* inner() } const it = outer(); it.next(); log.push(it.return(9)); return log",
    "function* inner() { try { yield 1 } catch (e) { yield 'inner ' + e } } function* outer() { yield* inner() } const it = outer(); it.next(); return it.throw('x')",
    "function* g() { yield 1; yield 2 } return Math.max(...g())",
    "function* g() { yield ['a', 1]; yield ['b', 2] } return Object.fromEntries(g())",
    "function* g() { yield ['a', 1] } return new Map(g()).get('a')",
    "function* g() { yield 3; yield 3; yield 4 } return new Set(g()).size",
    "function* g() { yield 1 } return typeof g",
    "function* g() { yield 1 } return g().toString()",
    "function* g() { yield 1 } const it = g(); return [...it, ...it]",
    "function* g() { yield 1; yield 2 } const it = g(); it.next(); return [...it]",
    "function* g() { for (const x of [1, 2, 3]) { if (x == 2) continue; yield x } } return [...g()]",
    "function* g() { L: for (;;) { for (;;) { yield 1; break L } } yield 2 } return [...g()]",
    "function* g(n) { if (n > 0) { yield n; yield* g(n - 1) } } return [...g(3)]",
    "const it = (function* () { yield 1 })(); return [it.next().value, it.next().done]",
    "function* g() { const a = [yield 1, yield 2]; return a } const it = g(); it.next(); it.next('x'); return it.next('y')",
    "function* g() { yield 1 } const [x = 5, y = 6] = g(); return [x, y]",
    "function* g() { yield yield yield 1 } const it = g(); return [it.next(1).value, it.next(2).value, it.next(3).value]",
    "function* g() { yield 1 } return [...g()].length",
    "const o = { *[`m${1}`]() { yield 7 } }; return [...o.m1()]",
    "class A { *items() { yield* this.list } constructor() { this.list = [1, 2] } } return [...new A().items()]",
    "function* g() { yield 1 } const it = g(); it.next(); return [it.next(), it.next()]",
    "function* g() { return yield } const it = g(); it.next(); return it.next(4)",
    "function* g() { yield 1 } return [...g()].map(x => x + 1)",
    "function* g() { yield 1; yield 2 } let s = 0; for (const x of g()) s += x; return s",
    "function* g() {} const it = g(); return it.next()",
]] + [
    "(function* () { const f = () => yield 1 })",
    "(class { *constructor() {} })",
    "(function () { yield 1 })",
    "(function* () { yield\n1 })().next()",
    "(function* g() { yield 5 })().next().value",
]


PRIVATE = [iife(body) for body in [
    "class C { #x = 1; get x() { return this.#x } inc() { this.#x++; return this } } const c = new C(); return [c.inc().x, JSON.stringify(c), Object.keys(c)]",
    "class C { #m() { return 'm' + this.k } k = 2; call() { return this.#m() } } return new C().call()",
    "class C { get #g() { return 5 } set #g(v) { this.seen = v } t() { this.#g = 9; return [this.#g, this.seen] } } return new C().t()",
    "class C { static #count = 0; static inc() { return ++C.#count } static #s() { return 's' } static s() { return C.#s() } } C.inc(); return [C.inc(), C.s()]",
    "class C { #x; static has(o) { return #x in o } } return [C.has(new C()), C.has({})]",
    "class C { #x; static has(o) { return #x in o } } return C.has(1)",
    "class C { #x = 1; static read(o) { return o.#x } } return C.read({})",
    "class C { #x = 1; static w(o) { o.#x = 2 } } return C.w({})",
    "class C { #m() {} t() { this.#m = 1 } } new C().t()",
    "class C { get #g() { return 1 } t() { this.#g = 1 } } new C().t()",
    "class C { set #g(v) {} t() { return this.#g } } return new C().t()",
    "class C { #__globals__ = 7; __class__() { return this.#__globals__ } } return new C().__class__()",
    "class A { #p = 'a'; pa() { return this.#p } } class B extends A { #p = 'b'; pb() { return this.#p } } const b = new B(); return [b.pa(), b.pb()]",
    "class C { #x = 1; t() { this.#x += 5; this.#x ||= 0; return this.#x } } return new C().t()",
    "class C { #x = 1; t(o) { return o?.#x } } return [new C().t(null), new C().t(new C())]",
    "class C { #x = 1; t() { [this.#x] = [42]; return this.#x } } return new C().t()",
    "class C { #x = 1; m() { return (() => this.#x)() } } return new C().m()",
    "class C { #f = () => this.#v; #v = 3; g() { return this.#f() } } return new C().g()",
    "class C { #x = 1; static t() { class D { #y = 2; r(o) { return o.#x } } return new D().r(new C()) } } return C.t()",
    "class C { #x = 1 } return String(new C()) + JSON.stringify(new C())",
    "class C { #x = 1; static r(o) { return o.#x } } class D extends C {} return C.r(new D())",
    "class C { #x = 1; static r(o) { return o.#x } } class D { #x = 2 } return C.r(new D())",
    "class C { #m() { return this } t() { return this.#m() === this } } return new C().t()",
    "class C { #m() {} eq(o) { return this.#m === o.#m } } return new C().eq(new C())",
    "class C { #x = 0; t() { return [this.#x++, this.#x, ++this.#x, this.#x--] } } return new C().t()",
    "class C { #x = 'a'; static #y = 'b'; t() { return this.#x + C.#y } } return new C().t()",
    "class C { #m() { return 1 } static has(o) { return #m in o } } return [C.has(new C()), C.has(C)]",
    "class C { static #s = 1; static has(o) { return #s in o } } return [C.has(C), C.has(new C())]",
    "class C { #a = 1; #b = this.#a + 1; get b() { return this.#b } } return new C().b",
    "class C { #x = 1; t() { const o = { f: () => this.#x }; return o.f() } } return new C().t()",
    "class C { #g = function* () { yield 1 }; t() { return [...this.#g()] } } return new C().t()",
    "class C { *#g() { yield 1; yield 2 } t() { return [...this.#g()] } } return new C().t()",
    "class C { #x; t() { return this.#x } } return new C().t()",
    "class C { #x = 1; t() { return this.#x?.toString() } } return new C().t()",
    "class C { #f = x => x * 2; t() { return this.#f?.(4) } } return new C().t()",
]] + [
    "obj.#x",
    "(() => { class C { #x; #x } })",
    "(() => { class C { #x = 1; t() { delete this.#x } } })",
    "(() => { class C { #constructor() {} } })",
    "(() => { class C { m() { return this.#y } } })",
    "(() => { class C { get #a() {} static set #a(v) {} } })",
    "(() => { class C { get #a() { return 1 } set #a(v) {} } return 1 })()",
]


LENGTHS = [
    "[((a, b) => 0).length, ((a, b = 1, c) => 0).length, ((...r) => 0).length, (() => {}).length]",
    "[(a => { return a }).length, (function (a, b, c) {}).length, (function (a, [b], {c}, d = 1) {}).length]",
    "[(async (a, b) => 0).length, (function* (a) {}).length, ((a, b, c) => 0).bind(null, 1).length]",
    "[(function (a, b) { return arguments }).length, (async function (x, ...y) {}).length, ({ m(a, b) {} }).m.length]",
    "[(function (a) {}).bind(null, 1, 2).length, ((a, {b}) => 0).length, ((a, b = 1) => 0).bind(null).length]",
    "(() => { class C { m(a, b) {} static s(x) {} } return [new C().m.length, C.s.length] })()",
    "(() => { function f(a, b = a, ...c) {} return f.length })()",
]


def test_function_lengths_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, LENGTHS, at_least=6)


def test_private_members_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, PRIVATE, at_least=35)


def test_labels_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, LABELS, at_least=25)


def test_tagged_templates_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, TAGGED, at_least=25)


@pytest.mark.skipif(petite_display("typeof String.raw") != "function", reason="String.raw not registered yet")
def test_string_raw_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, STRING_RAW, at_least=6)


def test_generators_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, GENERATORS, at_least=60)
