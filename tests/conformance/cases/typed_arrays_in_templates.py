"""Cases: typed arrays, ArrayBuffer, DataView, TextEncoder/TextDecoder and crypto in
templates (petite/expr/typed_arrays.py), recorded from petite-vue 0.4.1 in Chromium:
`{{ }}` shows a typed array as petite-vue shows any object (JSON, 2-space indent), a
binding as its string ("5,6"); in state it is not reactive (Vue's reactive() leaves it
unwrapped: writing an element re-renders nothing, assigning a new array does); and
Chromium's own errors for `crypto.getRandomValues`."""

from ..harness import Case
from ..harness import button_probe as _probe

CASES = [
    Case(
        "typed_array_display_and_reactivity",
        '<div v-scope="{ u: new Uint8Array([5, 6]), f: new Float32Array([1.1, -0]), n: 0 }">'
        '<b>{{ u }}</b><i>{{ u[0] }}</i><em :title="u" :data-f="f">{{ String(f) }}</em><s>{{ n }}</s>'
        '<button id="w" @click="u[0] = 300; u[1]++">w</button><button id="n" @click="n++">n</button>'
        '<button id="a" @click="u = u.map((x) => x * 2)">a</button></div>',
        steps=(("click", "#w"), ("click", "#n"), ("click", "#a")),
    ),
    _probe("typed_array_errors_in_chromium", "", [
        "crypto.getRandomValues(new Uint8Array(3)).length",
        "crypto.getRandomValues(new Float64Array(2))",
        "crypto.getRandomValues(new Uint8Array(65537))",
        "crypto.getRandomValues([1, 2])",
        "crypto.getRandomValues(new DataView(new ArrayBuffer(2)))",
        "new TextEncoder().encode('h\u00e9\u20ac').join() + '|' + new TextDecoder().decode(new Uint8Array([104, 0xff, 195]))",
        "new TextEncoder().encodeInto('a', [])",
        "new TextDecoder('nope')",
        "new TextDecoder().decode('abc')",
        "new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xc3]))",
        "Uint8Array(2)",
        "new DataView(new ArrayBuffer(4)).getInt32(2)",
        "JSON.stringify([new Int16Array([-1, 70000]), new ArrayBuffer(2), ArrayBuffer.isView(new Uint8Array(1))])",
    ]),
]
