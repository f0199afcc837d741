"""Step cases: what `v-model` writes runs as the app's work, as a `v-on` handler does.

A `v-model` listener runs its assignment whoever dispatched the event (the harness and a
test dispatch on the DOM directly), with the app's property table current: a setter
`Object.defineProperty` gave a v-scope object runs (petite wrote past it). Found on a real page (Participatory-Image-Archives' search, whose
`query` setter, from createApp's data, read `document.title`: "document is not defined"
on petite.testing).
"""

from ..harness import Case

DEFINED = ("Object.defineProperty({ a: 2 }, 'd', { get() { return this.a * 2 }, "
           "set(v) { this.a = v / 2 }, enumerable: true })")

CASES = [
    Case(
        "rw42_model_runs_a_defined_setter",
        f'<div v-scope="{DEFINED}"><input v-model="d"><input class="n" v-model.number="d">'
        '<p>{{ a }} {{ d }}</p></div>',
        steps=(("input", "input", "8"), ("input", "input.n", "30")),
    ),
]
