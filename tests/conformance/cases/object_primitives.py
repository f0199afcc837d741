"""An object that is neither an array nor a plain object turns into its `toString()` text
in `+`, `==` and template literals (its `valueOf` is itself): a method bound as
`@click="inc"` with a default parameter gets the event, and `this.n += by` concatenates
"[object PointerEvent]"; a function, a Set, a regular expression or an element joins a
string the same way. Recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "object_primitive_event_added_to_a_number",
        '<div v-scope="{ n: 0, inc(by = 1) { this.n += by } }"><button class="a" @click="inc">a</button>'
        '<button class="b" @click="inc(5)">b</button><p>{{ n }}</p></div>',
        None,
        (("click", ".b"), ("click", ".a")),
    ),
    Case(
        "object_primitive_values_joined_with_strings",
        '<div v-scope="{ out: \'\', f: (x) => x * 2 }">'
        '<button @click="out = [1 + f, new Set([1]) + \'!\', /a+/g + 1, $el + \'\', $event + \'\', f == \'(x) => x * 2\', '
        'new Map() == \'[object Map]\', 1 + $refs.p].join(\' | \')">go</button><p ref="p">{{ out }}</p></div>',
        None,
        (("click", "button"),),
    ),
]
