"""Templates from petite-vue's own issue tracker and pull requests: v-model and bindings.

Each case cites the pull request, discussion or commit it comes from (vuejs/petite-vue;
vuejs/core#6031 is the petite-vue 0.4.1 report filed on Vue core). What is recorded is
what petite-vue 0.4.1 does in Chromium, bug or not.
"""

from ..harness import Case

CASES = [
    # https://github.com/vuejs/petite-vue/pull/73 (discussion #65, fixed by 06d3aa7): v-model's
    # listener runs before a v-on listener for the same event, so the handler sees the new value
    Case(
        "pvi_pr73_model_listener_before_on_input",
        "<div v-scope=\"{ text: 'a', log: '' }\"><input v-model=\"text\" @input=\"log = text\"><p>{{ log }}</p></div>",
        steps=(("input", "input", "abc"), ("input", "input", "abcd")),
    ),
    # https://github.com/vuejs/petite-vue/pull/73: the select of petite-vue's tests/model.html with @change
    Case(
        "pvi_pr73_select_change_sees_model",
        "<div v-scope=\"{ selected: 'two', seen: '' }\">"
        '<select v-model="selected" @change="seen = selected + \'/\' + $event.target.value">'
        "<option>one</option><option>two</option><option>three</option></select><p>{{ selected }} {{ seen }}</p></div>",
        steps=(("select", "select", "three"), ("select", "select", "one")),
    ),
    # https://github.com/vuejs/petite-vue/pull/73: the @change written before v-model still runs after it
    Case(
        "pvi_pr73_on_written_before_model_checkbox",
        '<div v-scope="{ on: false, seen: null }"><input type="checkbox" @change="seen = on" v-model="on">'
        "<p>{{ on }} {{ seen }}</p></div>",
        steps=(("check", "input", True), ("check", "input", False)),
    ),
    # https://github.com/vuejs/petite-vue/pull/149: v-model.lazy syncs on change, not on input
    Case(
        "pvi_pr149_model_lazy",
        "<div v-scope=\"{ text: 'start' }\"><input v-model.lazy=\"text\"><p>{{ text }}</p></div>",
        steps=(("input", "input", "typed"), ("change", "input", "typed")),
    ),
    # https://github.com/vuejs/petite-vue/pull/149: .lazy with .trim
    Case(
        "pvi_pr149_model_lazy_trim",
        "<div v-scope=\"{ text: '' }\"><input v-model.lazy.trim=\"text\"><p>[{{ text }}]</p></div>",
        steps=(("input", "input", "  pad  "), ("change", "input", "  pad  ")),
    ),
    # petite-vue 7acb515 "fix v-model ordering w/ value bindings": a checkbox array with :value="123"
    Case(
        "pvi_model_checkbox_array_bound_number_value",
        "<div v-scope=\"{ arr: ['one'] }\">"
        '<label><input class="one" type="checkbox" v-model="arr" value="one"> one</label>'
        '<label><input class="two" type="checkbox" v-model="arr" value="two"> two</label>'
        '<label><input class="num" type="checkbox" v-model="arr" :value="123"> actual number</label>'
        "<div>{{ arr }}</div></div>",
        steps=(("check", ".num", True), ("check", ".one", False), ("check", ".two", True)),
    ),
    # petite-vue 7acb515: a checkbox with object :true-value / :false-value
    Case(
        "pvi_model_checkbox_object_true_false_values",
        '<div v-scope="{ checkToggle: { a: 1 }, trueValue: { a: 1 }, falseValue: { a: 2 } }">'
        '<input type="checkbox" v-model="checkToggle" :true-value="trueValue" :false-value="falseValue">'
        "<div>{{ checkToggle }}</div></div>",
        steps=(("check", "input", True), ("check", "input", False)),
    ),
    # petite-vue 7acb515: :value bound before and after v-model on a radio group
    Case(
        "pvi_model_radio_value_binding_order",
        "<div v-scope=\"{ picked: 2 }\">"
        '<input class="a" type="radio" :value="1" v-model="picked">'
        '<input class="b" type="radio" v-model="picked" :value="2">'
        "<p>{{ picked }} {{ typeof picked }}</p></div>",
        steps=(("check", ".a", True),),
    ),
    # https://github.com/vuejs/core/issues/6031: ":value / :placeholder of a missing property"
    Case(
        "pvi_core6031_bound_value_placeholder_undefined",
        '<input :value="input.value" :placeholder="input.placeholder">',
        {"input": {}},
        differs="null/undefined DOM property: Vue 3 removes the attribute",
    ),
    # https://github.com/vuejs/core/issues/6031: the same bound to null
    Case(
        "pvi_core6031_bound_value_placeholder_null",
        '<input :value="input.value" :placeholder="input.placeholder"><textarea :placeholder="input.placeholder"></textarea>',
        {"input": {"value": None, "placeholder": None}},
        differs="null/undefined DOM property: Vue 3 removes the attribute",
    ),
    # https://github.com/vuejs/core/issues/6031: set, then cleared to undefined by a click
    Case(
        "pvi_core6031_bound_placeholder_cleared",
        '<div v-scope="{ input: { value: \'v\', placeholder: \'p\' } }">'
        '<input :value="input.value" :placeholder="input.placeholder" :title="input.placeholder">'
        '<button @click="input = {}">clear</button></div>',
        steps=(("click", "button"),),
        differs="null/undefined DOM property: Vue 3 removes the attribute",
    ),
    # https://github.com/vuejs/core/issues/6031: the usual guard, `|| ''`, renders the same on both
    Case(
        "pvi_core6031_bound_placeholder_guarded",
        '<div v-scope="{ input: { value: \'v\', placeholder: \'p\' } }">'
        '<input :value="input.value || \'\'" :placeholder="input.placeholder || \'\'">'
        '<button @click="input = {}">clear</button></div>',
        steps=(("click", "button"),),
    ),
    # v-model on type="number" (petite-vue's tests/model.html, discussion #65's form): what the model holds
    Case(
        "pvi_model_number_input_type",
        '<div v-scope="{ n: 1 }"><input type="number" v-model="n"><p>{{ n }} {{ typeof n }}</p></div>',
        steps=(("input", "input", "42"), ("input", "input", "")),
    ),
    # petite-vue d3b72da "fix v-bind class co-existence": static class/style with bound ones, v-bind object
    Case(
        "pvi_bind_class_style_coexistence",
        '<div class="static" :class="classes">class binding</div>'
        '<div style="font-weight: bold" :style="style">style binding</div>'
        '<div v-bind="obj">object binding</div><div :id="id">simple</div>',
        {"id": "green", "classes": ["foo", {"red": True}], "style": {"color": "blue"}, "obj": {"class": "orange"}},
    ),
    # https://github.com/vuejs/petite-vue/pull/186: the class attribute is kept while :class toggles
    Case(
        "pvi_pr186_class_attribute_retained",
        '<div v-scope="{ on: false }"><p class="a b" :class="{ c: on, a: on }">x</p>'
        '<button @click="on = !on">toggle</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/186: v-bind object carrying class next to a static class
    Case(
        "pvi_pr186_vbind_object_class_with_static",
        '<div v-scope="{ attrs: { class: \'x\', id: \'i1\' } }"><p class="keep" v-bind="attrs">x</p>'
        '<button @click="attrs = { class: \'y\', id: \'i2\' }">swap</button></div>',
        steps=(("click", "button"),),
    ),
]
