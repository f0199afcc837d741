"""`:style` bound to an empty object or array keeps the element's static style (both are
objects: only null, undefined and '' remove the attribute), and an object binding
whose properties all go leaves `style=""` as the browser's style declaration does.
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
