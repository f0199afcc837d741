"""Hunt: bindings on SVG and MathML elements (attributes, never DOM properties)."""

from ..harness import Case

CASES = [
    Case("hunt_ns_mathml_class_style", '<math class="s" :class="\'d\'" :style="{ color: \'red\' }"><mi :class="[\'v\']">x</mi></math>'),
    Case("hunt_ns_svg_anchor_href", '<svg><a :href="u" :target="t"><text>{{ u }}</text></a></svg>', {"u": "/x", "t": "_blank"}),
    Case("hunt_ns_svg_bool_like_attrs", '<svg :hidden="true" :tabindex="0"><rect :visibility="v" :display="d"></rect></svg>', {"v": "hidden", "d": None}),
    Case("hunt_ns_svg_null_attr", '<svg><rect :x="null" :y="undefined" :width="0"></rect></svg>'),
    Case("hunt_ns_svg_style_show", '<svg><g v-show="s" style="opacity: 0.5"><rect></rect></g></svg>', {"s": False}),
]
