"""Selectors naming a form control's state (`petite.dom.states`): `:required`, `:optional`, `:valid`,
`:invalid`, `:in-range`, `:out-of-range`, `:read-write`, `:read-only`, `:placeholder-shown`, `:default`,
`:indeterminate`, `:any-link`, `:defined`, read before and after typing; and a submit button is a
candidate for constraint validation (`willValidate`, `setCustomValidity` blocks its form). Found by a
helper (each was a SyntaxError; willValidate was false), recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'selector_form_states',
        '<div v-scope="{ r: [] }"><form ref="f" id="fm"><input name="a" required><input name="b" placeholder="p"><input name="c" type="number" min="1" max="5" value="9"><input name="d" type="number" min="1" max="5" value="3"><input name="e" type="range"><input name="f" readonly value="x"><input name="g" type="email" value="bad"><textarea name="h" placeholder="t"></textarea><select name="i" required><option value="">-</option><option selected>o</option></select><input type="checkbox" name="j" checked><input type="radio" name="k"><input type="radio" name="k"><button name="s1">s</button><button name="s2" type="submit">t</button><fieldset id="fs"><input name="l" required></fieldset><a href="#x" id="lk">l</a><a id="nolink">n</a><progress id="pg"></progress><x-widget id="xw"></x-widget><div contenteditable id="ce"><span id="ces">e</span></div><input name="z" disabled required></form><button id="go" type="button" @click="r = [\'required:\' + [...$refs.f.querySelectorAll(\':required\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'optional:\' + [...$refs.f.querySelectorAll(\':optional\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'valid:\' + [...$refs.f.querySelectorAll(\':valid\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'invalid:\' + [...$refs.f.querySelectorAll(\':invalid\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'in-range:\' + [...$refs.f.querySelectorAll(\':in-range\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'out-of-range:\' + [...$refs.f.querySelectorAll(\':out-of-range\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'read-write:\' + [...$refs.f.querySelectorAll(\':read-write\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'read-only:\' + [...$refs.f.querySelectorAll(\':read-only\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'placeholder-shown:\' + [...$refs.f.querySelectorAll(\':placeholder-shown\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'default:\' + [...$refs.f.querySelectorAll(\':default\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'indeterminate:\' + [...$refs.f.querySelectorAll(\':indeterminate\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'any-link:\' + [...$refs.f.querySelectorAll(\':any-link\')].map(e => e.name || e.id || e.tagName).join(\' \'),\'defined:\' + [...$refs.f.querySelectorAll(\':defined\')].map(e => e.name || e.id || e.tagName).join(\' \')]">go</button><p v-for="x in r">{{ x }}</p></div>',
        steps=(('click', '#go'), ('input', '[name=b]', 'typed'), ('input', '[name=a]', 'v'), ('click', '#go')),
    ),
    Case(
        'button_constraint_validation',
        '<div v-scope="{ r: \'\', n: 0 }"><form ref="f" @submit.prevent="n++"><button ref="s">s</button><button ref="t" type="button">t</button><button ref="u" type="reset">u</button><button ref="d" disabled>d</button></form><button id="go" @click="const f = $refs.f; r = [$refs.s.willValidate, $refs.t.willValidate, $refs.u.willValidate, $refs.d.willValidate, $refs.s.checkValidity(), ($refs.s.setCustomValidity(\'no\'), $refs.s.checkValidity()), f.checkValidity(), $refs.s.validity.customError, $refs.s.validationMessage].join()">go</button><button id="sub" @click="$refs.s.click()">sub</button><p>{{ r }} {{ n }}</p></div>',
        steps=(('click', '#go'), ('click', '#sub')),
    ),
]
