"""`:style` bound to an empty object or array keeps the element's static style (both are
objects: only null, undefined and '' remove the attribute), and an object binding
whose properties all go leaves `style=""` as the browser's style declaration does.
Objects are not falsy for `hidden` either: its setter takes a boolean, a number or a
string, so `[]` is '' (removed) and `{}` sets it; "until-found" in any case stays.
Recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

TOGGLE = (("click", "button"), ("click", "button"))
CASES = [
    Case(
        "style_empty_object_keeps_static_style",
        '<div v-scope="{ big: false }"><p style="color: red" :style="big ? { fontSize: \'2em\' } : {}">x</p>'
        '<p style="margin: 1px" :style="[]">y</p><p style="color: red" :style="\'\'">z</p>'
        '<button @click="big = !big">go</button></div>',
        None,
        TOGGLE,
    ),
    Case(
        "style_object_emptied_leaves_empty_attribute",
        '<div v-scope="{ big: false }"><p :style="big ? { fontSize: \'2em\' } : {}">x</p>'
        '<p :style="big ? { fontSize: \'2em\' } : null">y</p><button @click="big = !big">go</button></div>',
        None,
        TOGGLE,
    ),
]
CASES.append(
    Case(
        "hidden_takes_a_boolean_number_or_string",
        '<div v-scope="{ o: {}, a: [], u: \'UNTIL-found\' }"><p :hidden="a">1</p><p :hidden="o">2</p><p :hidden="[1]">3</p>'
        '<p :hidden="u">4</p><p :hidden="0">5</p><p :hidden="NaN">6</p><p ref="p">x</p><button @click="$refs.p.hidden = '
        '\'until-found\'; $refs.p.title = $refs.p.hidden; $refs.p.lang = String($refs.p.hidden = \'\')">go</button></div>',
        None,
        (("click", "button"),),
    )
)
