"""Bindings decided by one rule on both paths (`petite.directives.bind.set_prop`):
cases where the compiled path's former copy of the rule disagreed with the mount path."""

from ..harness import Case

CASES = [
    Case("one_rule_style_important_kept", '<p style="color: red !important" :style="{ color: c }">x</p>', {"c": "blue"}),
    Case("one_rule_style_array_value", '<p :style="{ width: [w, w2] }">x</p>', {"w": "1px", "w2": "2px"}),
    Case("one_rule_style_important_value", '<p style="color: red" :style="{ color: c }">x</p>', {"c": "blue !important"}),
    Case("one_rule_object_then_class", '<p class="a" v-bind="o" :class="{ b: true }">x</p>', {"o": {"id": "i", "title": "t", "2": "two"}}),
    Case("one_rule_inner_text_undefined", '<p :inner-text.camel="o.missing">x</p><p :text-content.camel="o.missing">y</p>', {"o": {}}),
    Case("one_rule_value_then_object", '<input :value="v" v-bind="{ value: w }">', {"v": "a", "w": "b"}),
]

CASES += [
    Case("one_rule_radio_model_undefined_keeps_static_checked",
         '<input type="radio" value="a" checked v-model="o.missing"><input type="radio" value="b" v-model="o.missing">', {"o": {}}),
    Case("one_rule_checkbox_model_undefined_keeps_static_checked",
         '<input type="checkbox" checked v-model="o.missing"><input type="checkbox" v-model="o.missing">', {"o": {}}),
    Case("one_rule_checkbox_true_value", '<input type="checkbox" v-model="f" :true-value="1" :false-value="0">', {"f": 1}),
    Case("one_rule_v_show_keeps_other_declarations",
         '<p style="color: red; display: flex" v-show="a">x</p><p style="display: none" v-show="b">y</p><p v-show="b">z</p>',
         {"a": False, "b": True}),
]

CASES += [
    Case("one_rule_scope_methods_are_bound",
         '<div v-scope="{ n: 1, get() { return this.n }, call(f) { return f() } }">{{ call(get) }}</div>'),
    Case("one_rule_scope_method_as_callback", '<div v-scope="{ n: 0, inc() { this.n++ }, run(f) { f() } }">'
         '<button @click="run(inc)">{{ n }}</button></div>', None, (("click", "button"), ("click", "button"))),
]
