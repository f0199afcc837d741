"""Cases: `this` at the top of an expression, recorded from petite-vue 0.4.1 in Chromium.
petite-vue compiles an expression with `new Function('$data', '$el', 'with($data){...}')`
and calls it without a receiver (sloppy mode), so `this` there, and in an arrow function
made there, is the page's window (not the scope: `$data` is): `this.x = 1` makes a global
`x`, which a bare `x` the scope has does not see and a bare `y` the scope lacks does. A
method called on the scope (`inc()`, `@click="inc"`) has the scope as `this`, as before."""

from ..harness import Case

CASES = [
    Case("this_top_level_is_the_window",
         "<p>{{ this === window }}|{{ typeof this }}|{{ String(this) }}|{{ this.Math === Math }}"
         "|{{ this.document === document }}|{{ this === $data }}|{{ this.x }}|{{ this.window === window }}</p>",
         {"x": 1}),
    Case("this_top_level_writes_a_global",
         "<div v-scope=\"{ x: 0, r: '' }\"><button @click=\"this.x = 1; r = String(x) + typeof window.x + (this === window)\">b</button>"
         '<b @click="this.y = 5">y</b><i @click="r = typeof y + y">r</i>{{ x }}|{{ r }}|{{ this.x }}</div>',
         steps=(("click", "button"), ("click", "b"), ("click", "i"))),
    Case("this_top_level_in_arrows_and_methods",
         '<div v-scope="{ f: () => this === window, g() { return this === window }, h() { return (() => this)() === window }, '
         'k: function () { return this === window } }">{{ f() }}|{{ g() }}|{{ h() }}|{{ k() }}'
         "|{{ [1].map(() => this === window)[0] }}</div>"),
    Case("this_top_level_methods_keep_the_scope",
         '<div v-scope="{ n: 0, inc() { this.n++ } }"><button @click="inc">a</button><b @click="inc()">b</b>'
         '<i @click="(() => this.n = 9)()">c</i>{{ n }}|{{ this.n }}</div>',
         steps=(("click", "button"), ("click", "b"), ("click", "i"))),
    Case("this_top_level_in_a_v_for",
         '<ul v-scope="{ rows: [1, 2] }"><li v-for="row in rows" :title="typeof this.row">{{ this === window }}|{{ typeof this.rows }}</li></ul>'),
]
