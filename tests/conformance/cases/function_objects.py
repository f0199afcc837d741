"""Cases: functions are objects. A function takes own properties (`memo.cache = {}`,
`counter.calls += 1`), listed by `Object.keys`, spread and `for…in`, seen by `in` and
removed by `delete`, while `name` and `length` stay read-only; a `function`'s
`prototype` (its `constructor` hidden) is what `new` gives its objects, so pre-class
constructors (`Todo.prototype.toggle = function () {...}`, `B.prototype =
Object.create(A.prototype)`) work with `instanceof`; recorded from petite-vue 0.4.1 in
Chromium. petite keeps these properties in the owner's side table
(petite.expr.function_props), never on the Python object."""

from ..harness import Case
from ..harness import button_probe as _probe

_TODO = ("function Todo(text) { this.text = text; this.done = false }"
         " Todo.prototype.toggle = function () { this.done = !this.done };"
         " Todo.prototype.label = function () { return (this.done ? '[x] ' : '[ ] ') + this.text };")

CASES = [
    _probe("function_own_properties", "", [
        "(() => { const f = () => 1; f.x = 5; return f.x + ':' + ('x' in f) + ':' + f.hasOwnProperty('x') })()",
        "(() => { function f() {} f.count = (f.count || 0) + 1; f.count += 1; return f.count })()",
        "(() => { const f = () => 1; f.b = 1; f.a = 2; return Object.keys(f).join() + '|' + JSON.stringify({ ...f }) + '|' + JSON.stringify(Object.entries(f)) })()",
        "(() => { function f() {} f.a = 1; const out = []; for (const k in f) out.push(k); return out.join() })()",
        "(() => { const f = () => 1; f.x = 1; const gone = delete f.x; return gone + ':' + ('x' in f) + ':' + f.x })()",
        "(() => { function f(a, b) {} f.name = 'g'; f.length = 7; return f.name + f.length })()",
        "(() => { const memo = (n) => memo.cache[n] ?? (memo.cache[n] = n * n); memo.cache = {}; memo(2); memo(3); memo(2); return JSON.stringify(memo.cache) })()",
        "(() => { const m = Math.max; m.note = 'x'; return m.note + Math.max.note })()",
        "(() => { const f = () => 1; f.x = 1; const g = f.bind(null); return String(g.x) + ':' + f.x })()",
        "(() => { const f = () => 1; Object.assign(f, { a: 1, b: 2 }); return f.a + f.b + ':' + Object.keys(f).length })()",
    ]),
    _probe("function_prototypes_and_new", "", [
        "(() => { function f() {} return typeof f.prototype + ':' + Object.keys(f.prototype).length + ':' + (f.prototype.constructor === f) })()",
        "(() => { " + _TODO + " const a = new Todo('a'); a.toggle(); return a.label() + ':' + (a instanceof Todo) + ':' + (a.constructor === Todo) + ':' + Object.keys(a).join() + ':' + JSON.stringify(a) })()",
        "(() => { " + _TODO + " const a = new Todo('a'); const out = []; for (const k in a) out.push(k); return out.join() + ':' + a.hasOwnProperty('toggle') + ':' + ('toggle' in a) })()",
        "(() => { function A() { this.a = 1 } A.prototype.hi = function () { return 'A' + this.a };"
        " function B() { A.call(this); this.b = 2 } B.prototype = Object.create(A.prototype); B.prototype.constructor = B;"
        " const b = new B(); return [b.hi(), b instanceof A, b instanceof B, b.constructor === B, Object.getPrototypeOf(b) === B.prototype].join() })()",
        "(() => { function P() {} P.prototype = { greet() { return 'hi' } }; const p = new P(); return p.greet() + ':' + (p instanceof P) + ':' + (p.constructor === Object) })()",
        "(() => { function F() { return { made: 1 } } F.prototype.x = 1; const o = new F(); return o.made + ':' + (o instanceof F) + ':' + o.x })()",
        "(() => { function F() {} const a = new F(); F.prototype.late = 'L'; return a.late + ':' + ({} instanceof F) + ':' + (1 instanceof F) })()",
        "(() => { function Counter() { this.n = 0 } Counter.prototype = { inc() { this.n++; return this } }; return new Counter().inc().inc().n })()",
    ]),
    Case("function_constructed_rows_are_reactive",
         '<div v-scope="{ todos: [], make(t) { ' + _TODO.replace('"', "&quot;") + ' return new Todo(t) },'
         ' add() { this.todos.push(this.make(\'t\' + this.todos.length)) } }">'
         '<button id="add" @click="add()">add</button>'
         '<ul><li v-for="t in todos" :class="{ done: t.done }" @click="t.toggle()">{{ t.label() }}</li></ul>'
         '<p>{{ todos.filter((t) => t.done).length }} done</p></div>',
         steps=(("click", "#add"), ("click", "#add"), ("click", "li"), ("click", "#add"), ("click", "li:nth-child(3)"),
                ("click", "li"))),
    # a method (object literal or class) and an async function are no constructors and
    # have no `prototype`
    _probe("function_methods_are_not_constructors", "", [
        "(() => { const o = { m() { return 1 }, f: function () {}, a: () => 1 }; return [typeof o.m.prototype, typeof o.f.prototype, typeof o.a.prototype, o.m.hasOwnProperty('prototype'), 'prototype' in o.m].join() })()",
        "(() => { const o = { m() {} }; try { new o.m(); return 'made' } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { const o = { async m() {} }, h = async function () {}; return [typeof o.m.prototype, typeof h.prototype].join() })()",
        "(() => { const h = async function () {}; try { new h(); return 'made' } catch (e) { return e.name + ': ' + e.message } })()",
        "(() => { class A { m() { return 2 } } const a = new A(); try { new a.m(); return 'made' } catch (e) { return e.name + ': ' + typeof a.m.prototype } })()",
        "(() => { const o = { m() { return this === o } }; o.m.prototype = { x: 1 }; return [o.m(), o.m.prototype.x, Object.keys(o.m).join()].join() })()",
    ]),
]
