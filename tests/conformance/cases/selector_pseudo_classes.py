"""`:focus` and `:focus-within` in selectors match the focused element (and its ancestors), and
`:not()` takes a selector list (`input:not([type=hidden], [type=submit])`): found by a helper
(`:focus` matched nothing after `focus()`, the others were SyntaxErrors), recorded from
petite-vue 0.4.1. The focus is given in one step and read in the next: on a live page focus is the
browser's (README), the server learns of it with the next event."""

from ..harness import Case

CASES = [
    Case(
        "selector_focus",
        '<div v-scope="{ r: \'\' }"><form ref="f"><fieldset><input ref="a" name="a"></fieldset><input name="b"></form>'
        '<button id="focus" @click="$refs.a.focus()">focus</button><button id="go" @click="const f = $refs.f;'
        " r = [f.querySelectorAll(':focus').length, f.querySelector('input:focus').name,"
        " f.querySelectorAll(':focus-within').length, f.matches(':focus-within'), $refs.a.matches(':focus'),"
        ' f.querySelectorAll(\'[name=b]:focus\').length].join()">go</button><p>{{ r }}</p></div>',
        steps=(("click", "#focus"), ("click", "#go")),
    ),
    Case(
        'selector_not_lists',
        '<div v-scope="{ r: \'\' }"><form ref="f"><input name="a" type="text"><input name="b" type="hidden"><input name="c" type="submit"><i class="x">i</i><b class="y">b</b><u>u</u></form><button @click="const f = $refs.f; r = [f.querySelectorAll(\'input:not([type=hidden], [type=submit])\').length, f.querySelectorAll(\':not(i, b, input)\').length, f.querySelectorAll(\':not(.x, .y):not(input)\')[0].tagName, f.querySelector(\'u\').matches(\':not(i, b)\'), f.querySelector(\'i\').closest(\':not(i, u)\').tagName].join()">go</button><p>{{ r }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
