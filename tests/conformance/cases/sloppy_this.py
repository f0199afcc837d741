"""`this` in a plain function called without a receiver, recorded from petite-vue 0.4.1 in
Chromium: petite-vue compiles expressions with `new Function` (sloppy mode), so such a
`this` is the page's window (`this.x` reads a global, no TypeError); a class body and a
'use strict' function are strict, their `this` stays undefined. `this` at the top of an
expression is the window too (this_top_level.py); a render that reads the window mounts
(Scope.window), so a shorthand method read off its object and called bare
(`const g = o.m; g()`) gets it on every path (sloppy_this_bare_method_in_a_render)."""

from ..harness import Case

CASES = [
    Case("sloppy_this_is_the_window",
         '<div v-scope="{ r: \'\', o: { m() { return this } }, fns: [function () { return typeof this }] }">'
         '<button @click="function f() { return this } const g = o.m; r = [String(f()), f() === window, '
         'typeof (function () { return this })(), [1].map(function () { return this === window })[0], String(g()), fns[0](), '
         '(0, o.m)() === window, (function () { return (() => this)() })() === window, String(function () { return this.nothing }())].join(\' | \')">b</button>'
         '<input :value="r"></div>',
         steps=(('click', 'button'),)),
    Case("sloppy_this_strict_code_keeps_undefined",
         '<div v-scope="{ r: \'\' }"><button @click="function f() { \'use strict\'; return this } '
         'class A { m() { return this } n() { return (function () { return this })() } } const a = new A(); const m = a.m; '
         'r = [String(f()), String(m()), String(a.n()), a.m() === a].join(\'|\')">b</button><input :value="r"></div>',
         steps=(('click', 'button'),)),
    Case("sloppy_this_in_a_rendered_function",
         '<div v-scope="{ f() { return (function () { return String(this) + typeof this.nothing })() } }">'
         '<p>{{ f() }}|{{ [1].map(function (x) { return this === window })[0] }}</p><input></div>'),
    Case("sloppy_this_bare_method_in_a_render",
         '<div v-scope="{ o: { m() { return this } } }">{{ (() => { const g = o.m; return String(g()) })() }}</div>'),
]
