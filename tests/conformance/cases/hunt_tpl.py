"""Hunt: bindings on <template> elements themselves."""

from ..harness import Case

CASES = [
    Case("hunt_tpl_template_show_class", '<template v-show="false" :class="\'c\'" :title="t"><p>{{ t }}</p></template>', {"t": "T"}),
    Case("hunt_tpl_template_in_for_bindings", '<div v-for="i in [1]"><template :id="\'t\' + i"><b>{{ i }}</b></template></div>'),
    Case("hunt_tpl_template_if_with_attrs", '<template v-if="ok" class="x"><p>a</p></template>', {"ok": True}),
]
