"""Fidelity divergences on the row hot paths that an attacker could build on, decided
against petite-vue 0.4.1 in Chromium (tests/conformance's harness): what a page shows
and which radio is checked must be what the browser's petite-vue gives, or the server
acts on a state the user never saw.

- a list mutator (push, pop, shift, unshift, splice) run by a binding does not make the
  binding depend on the list's length (Vue 3 runs them untracked): before, rows pushing
  into their own source re-ran one another for every push and a 60-character template
  held the server for minutes;
- v-for keys are read per row (closures made by a key expression keep their row);
- a binding re-run whose value did not change (`:class`) still leaves the DOM as
  petite-vue's does when something else (a handler through `$refs`) wrote the element;
- radio groups settle whatever the template spells: rows that bind `type`, `name` or
  `checked` from data (`v-bind` objects, `:type`, `:name`), rows inserted later, a
  checked radio renamed into another group or turned into a radio.
"""

from __future__ import annotations

import pytest

from ..conformance.harness import Case, describe
from ..conformance.test_steps_conformance import snapshots, with_live_state

pytestmark = pytest.mark.timeout(300)

CASES = [
    Case("push-in-binding", '<div v-scope="{ log: [] }"><p>{{ log.push(1) }}</p><b>{{ log.length }}</b>'
         '<button id="b" @click="log.push(2)">b</button></div>', None, (("click", "#b"), ("click", "#b"))),
] + [
    Case(f"{name}-in-binding", '<div v-scope="{ a: [1, 2, 3, 4, 5, 6, 7, 8] }"><p>{{ a.%s }}</p>'
         '<button id="b" @click="a.push(9)">b</button><button id="c" @click="a.splice(0, 1)">c</button></div>' % call,
         None, (("click", "#b"), ("click", "#c")))
    for name, call in {"pop": "pop()", "shift": "shift()", "unshift": "unshift(0)", "splice": "splice(1, 1).length",
                       "push-two": "push(1, 2)"}.items()
] + [
    Case(f"class-foreign-{key}", '<div v-scope="{ n: 0 }"><p ref="p" class="s" :class="{ a: n >= 0 }">x</p>'
         f'<button id="b" @click="{write}; n++">b</button></div>', None, (("click", "#b"), ("click", "#b")))
    for key, write in {"classlist": "$refs.p.classList.add('x')", "classname": "$refs.p.className = 'evil'",
                       "setattribute": "$refs.p.setAttribute('class', 'evil')",
                       "style": "$refs.p.style.color = 'red'"}.items()
] + [
    Case("key-closures", '<div v-scope="{ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], fns: [], out: \'\' }">'
         '<p v-for="r in rows" :key="(fns.push(() => r.id), r.id)">{{ r.id }}</p><button id="b" '
         '@click="out = fns.map(f => f()).join()">b</button><i>{{ out }}</i>'
         '<button id="c" @click="rows.reverse()">c</button></div>', None, (("click", "#b"), ("click", "#c"), ("click", "#b"))),
    Case("radio-vbind-rows", '<div v-scope="{ rows: [{ type: \'radio\', name: \'g\', checked: true }, '
         '{ type: \'radio\', name: \'g\', checked: true }] }"><input v-for="r in rows" v-bind="r">'
         '<button id="b" @click="rows.push({ type: \'radio\', name: \'g\', checked: true })">b</button></div>',
         None, (("click", "#b"),)),
    Case("radio-type-rows", '<div v-scope="{ rows: [{ t: \'radio\' }, { t: \'checkbox\' }, { t: \'radio\' }] }">'
         '<input v-for="r in rows" :type="r.t" name="g" checked></div>'),
    Case("radio-renamed-into-group", '<div v-scope="{ rows: [{ g: \'a\' }, { g: \'b\' }] }"><label v-for="r in rows">'
         '<input type="radio" :name="r.g" checked></label><button id="b" @click="rows[0].g = \'b\'">b</button></div>',
         None, (("click", "#b"),)),
    Case("class-object-truthiness-rows", '<div v-scope><p v-for="r in rows" :class="{ a: r.v, \'b c\': !r.v, [r.k]: r.v, '
         'd: r.v && r.v.length, e: r.v ? 0 : \'\' }" class="s">{{ typeof r.v }}</p>'
         '<button id="b" @click="rows.forEach(r => r.v = !r.v)">b</button></div>',
         {"rows": [{"v": v, "k": k} for v, k in zip([[], {}, "", 0, "0", None, 1.5, "x", -0.0, [0]],
                                                     ["__proto__", "constructor", "x y", "", "toString", "a",
                                                      "hasOwnProperty", "1", "-1", "valueOf"])]},
         (("click", "#b"), ("click", "#b"))),
    Case("radio-type-changed", '<div v-scope="{ t: \'text\' }"><input name="g" type="radio" checked>'
         '<input name="g" :type="t" checked><button id="b" @click="t = \'radio\'">b</button></div>',
         None, (("click", "#b"),)),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_rows_match_petite_vue(browser, case):
    expected = browser.petite_vue(case)["snapshots"]
    actual = [with_live_state(browser.canonicalize(html), state) for html, state in snapshots(case)]
    for i, (want, got) in enumerate(zip(expected, actual)):
        step = "initial" if i == 0 else f"after step {i}: {case.steps[i - 1]!r}"
        assert got == want, f"{step}\n" + describe(want, got)
