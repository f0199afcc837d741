"""A page's `el.textContent = value` puts one new text node in (found by a helper: petite reused the
element's lone text node, so the `{{ }}` that owned it went on writing over the page's text; in a
browser the interpolation's node is left detached), and the value is its JavaScript string (null and
undefined: empty), recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'text_content_write_detaches_interpolation',
        '<div v-scope="{ n: 1 }"><span ref="s">v{{ n }}</span><button id="w" @click="$refs.s.textContent = \'manual\'">w</button><button id="i" @click="n++">i</button><i>{{ n }}</i></div>',
        steps=(('click', '#w'), ('click', '#i')),
    ),
    Case(
        'text_content_write_values',
        '<div v-scope="{ r: \'\' }"><b ref="b">x</b><button @click="const b = $refs.b; const out = []; for (const v of [true, 1.0, 2.5, null, undefined, 0, [1, 2], {}]) { b.textContent = v; out.push(JSON.stringify(b.textContent) + b.childNodes.length) } r = out.join()">go</button><p>{{ r }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
