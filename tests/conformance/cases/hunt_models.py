"""Hunt: v-model initial state in less common shapes (dynamic type, string/undefined models, object values)."""

from ..harness import Case

CASES = [
    Case("hunt_models_dynamic_type_checkbox_model", '<input :type="\'checkbox\'" v-model="c"><input :type="t" v-model="r" value="a">', {"c": True, "t": "radio", "r": "a"}),
    Case("hunt_models_checkbox_string_true", '<input type="checkbox" v-model="a"><input type="checkbox" v-model="b"><input type="checkbox" v-model="c">', {"a": "true", "b": "false", "c": None}),
    Case("hunt_models_model_bound_value_textarea_then_model", '<textarea :value="\'b\'" v-model="m"></textarea>', {"m": "model"}),
    Case("hunt_models_checkbox_array_no_value", '<input type="checkbox" v-model="arr"><input type="checkbox" v-model="arr" value="">', {"arr": ["on", ""]}),
    Case("hunt_models_radio_model_undefined", '<input type="radio" value="a" v-model="o.x"><input type="radio" value="" v-model="o.x">', {"o": {}}),
    Case("hunt_models_select_model_undefined", '<select v-model="o.x"><option value="">none</option><option>a</option></select>', {"o": {}}),
    Case("hunt_models_input_model_object_value", '<input v-model="o"><input v-model="d">', {"o": {"a": [1]}, "d": [None, 1]}),
]
