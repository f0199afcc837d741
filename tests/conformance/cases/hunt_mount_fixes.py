"""Cases where the mount path disagreed with petite-vue (found by the SSR hunt)."""

from ..harness import Case

CASES = [
    Case("hunt_fix_noscript", '<noscript>{{ x }} <b>n</b></noscript><p>{{ x }}</p>', {"x": 2}),
    Case("hunt_fix_bind_object_camel_props", '<input v-bind="{ readOnly: true, tabIndex: 2, maxLength: 4, className: \'k\' }">'),
    Case(
        "hunt_fix_aria_camel",
        '<input :aria-x.camel="1" :aria-has-popup.camel="\'menu\'" v-bind="{ ariaLabel: \'l\', ariaFoo: 2 }">',
    ),
    Case("hunt_fix_camel_on_html", '<p :data-foo-bar.camel="1" :tab-index.camel="3">x</p>'),
    Case(
        "hunt_fix_output_value",
        "<output :value=\"true\">c</output><output :value=\"0\">c</output><output :value=\"'x'\">c</output>"
        "<output :value=\"''\">c</output>",
    ),
    Case(
        "hunt_fix_output_value_updates",
        '<div v-scope="{ n: 1 }"><output :value="n * 2">c</output><button @click="n++">+</button></div>',
        steps=(("click", "button"),),
    ),
]
