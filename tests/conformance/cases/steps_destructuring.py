"""Step cases: destructuring assignment (`[a, b] = [b, a]`) in handlers and methods."""

from ..harness import Case

CASES = [
    Case(
        "steps_destructuring_assignment",
        '<div v-scope="{ a: 1, b: 2, o: { x: 0 }, xs: [1, 2, 3], r: [], v: null, '
        "s() { [this.a, this.b] = [this.b, this.a] }, t() { ;[this.a, , this.b] = 'xyz' }, "
        'f() { let p = 1, q = 2; const g = () => p + q; [p, q] = [10, 20]; return g() } }">'
        '<button class="s" @click="s()">s</button><button class="t" @click="[a, b] = [b, a]">t</button>'
        '<button class="u" @click="({ x: o.x, y: a = 9 } = { x: 5 })">u</button>'
        '<button class="w" @click="v = ([a, ...r] = xs)">w</button><button class="z" @click="t()">z</button>'
        "<i>{{ a }} {{ b }} {{ o.x }} {{ r }} {{ v }} {{ f() }}</i></div>",
        steps=(("click", "button.s"), ("click", "button.t"), ("click", "button.u"), ("click", "button.w"), ("click", "button.z")),
    ),
]
