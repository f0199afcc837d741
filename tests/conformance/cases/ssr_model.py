"""SSR: v-model initial state of inputs, textareas, checkboxes, radios and selects."""

from ..harness import Case

CASES = [
    Case("ssr_model_text_input", '<input v-model="name" class="c">', {"name": "Ada <L>"}),
    Case("ssr_model_static_value_overridden", '<input value="static" v-model="v">', {"v": "model"}),
    Case("ssr_model_number_value", '<input type="number" v-model="n">', {"n": 42}),
    Case("ssr_model_null_value", '<input v-model="n">', {"n": None}),
    Case("ssr_model_textarea", '<textarea v-model="t">ignored</textarea>', {"t": "line1\nline2 & <b>"}),
    Case("ssr_model_checkbox_false", '<input type="checkbox" v-model="c" checked>', {"c": False}),
    Case("ssr_model_checkbox_array", '<input type="checkbox" value="a" v-model="picked"><input type="checkbox" value="b" v-model="picked"><input type="checkbox" value="c" v-model="picked">', {"picked": ["a", "c"]}),
    Case("ssr_model_checkbox_bound_values", '<input type="checkbox" v-for="v in [1, 2, 3]" :value="v" v-model="picked">', {"picked": [2, 3]}),
    Case("ssr_model_checkbox_true_false_value", '<input type="checkbox" :true-value="\'yes\'" :false-value="\'no\'" v-model="c"><input type="checkbox" :true-value="\'yes\'" v-model="d">', {"c": "yes", "d": "no"}),
    Case("ssr_model_checkbox_no_value_array", '<input type="checkbox" v-model="picked">', {"picked": ["on"]}),
    Case("ssr_model_radio", '<input type="radio" value="a" v-model="r"><input type="radio" value="b" v-model="r">', {"r": "b"}),
    Case("ssr_model_radio_bound_number", '<input type="radio" :value="1" v-model="r"><input type="radio" :value="2" v-model="r">', {"r": 1}),
    Case("ssr_model_select_values", '<select v-model="s"><option value="x">X</option><option value="y">Y</option></select>', {"s": "y"}),
    Case("ssr_model_select_static_selected_overridden", '<select v-model="s"><option selected>a</option><option>b</option></select>', {"s": "b"}),
    Case("ssr_model_select_text_whitespace", '<select v-model="s"><option>  a  b </option><option>\n c\n</option></select>', {"s": "c"}),
    Case("ssr_model_select_v_for_options", '<select v-model="s"><option v-for="o in opts" :value="o">{{ o }}</option></select>', {"s": "q", "opts": ["p", "q", "r"]}),
    Case("ssr_model_select_number_loose", '<select v-model="s"><option value="1">1</option><option value="2">2</option></select>', {"s": 2}),
    Case("ssr_model_select_optgroup", '<select v-model="s"><optgroup label="g"><option>a</option><option>b</option></optgroup></select>', {"s": "b"}),
    Case("ssr_model_select_multiple", '<select multiple v-model="s"><option>a</option><option>b</option><option>c</option></select>', {"s": ["a", "c"]}),
    Case("ssr_model_select_duplicate_values_first", '<select v-model="s"><option>a</option><option>b</option><option>b</option></select>', {"s": "b"}),
    Case("ssr_model_select_interpolated_text", '<select v-model="s"><option v-for="n in 3">{{ n }}</option></select>', {"s": 2}),
    Case("ssr_model_after_value_binding", '<input :value="\'bound\'" v-model="m">', {"m": "model"}),
    Case("ssr_model_with_listeners_removed", '<input v-model="m" @input="x = 1" @keyup.enter="y = 2">', {"m": "v"}, differs="directive attributes with modifiers are removed (petite-vue leaves them)"),
    Case("ssr_model_in_loop", '<div v-for="f in fields"><input v-model="f.v" :name="f.n"></div>', {"fields": [{"n": "a", "v": "1"}, {"n": "b", "v": "2"}]}),
    Case("ssr_select_value_binding", '<select :value="v"><option>a</option><option selected>b</option><option>c</option></select>', {"v": "c"}),
    Case("ssr_select_value_binding_options_loop", '<select :value="v"><option v-for="o in opts" :value="o">{{ o }}</option></select>', {"v": "y", "opts": ["x", "y"]}),
    Case("ssr_model_select_in_scope", '<div v-scope="{ pick: \'b\', opts: [\'a\', \'b\'] }"><select v-model="pick"><option v-for="o in opts">{{ o }}</option></select></div>'),
    Case("ssr_model_radio_in_loop", '<label v-for="c in colors"><input type="radio" :value="c" v-model="picked">{{ c }}</label>', {"colors": ["red", "green"], "picked": "green"}),
]
