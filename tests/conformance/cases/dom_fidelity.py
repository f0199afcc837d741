"""The server DOM behaves as Chromium's under petite-vue 0.4.1: input value sanitization
per type, radio groups, v-model write-backs, refs through v-if, expandos, dataset,
text-node `$el`, focus events, a form's named controls (issue 13)."""

from ..harness import Case

SANITIZE_STATIC = (
    '<input type="number" value="abc"><input type="number" value="1e3"><input type="number" value=" 5">'
    '<input type="number" value="1."><input type="number" value="-.5"><input type="number" value="+1">'
    '<input type="range" value="150"><input type="range"><input type="range" max="5">'
    '<input type="range" min="10" max="5"><input type="range" min="0" max="1" step="0.25" value="0.3">'
    '<input type="range" min="2" max="12" step="3" value="7"><input type="range" step="any" value="33.3">'
    '<input type="range" value="x" min="-10" max="-2"><input type="range" value="-7.5" min="-10" max="10" step="5">'
    '<input type="email" value="  a@b.c \n"><input type="email" multiple value=" a@b.c , d@e.f ">'
    '<input type="url" value=" http://x/\ny "><input type="text" value="a\nb\rc">'
    '<input type="search" value="s\n1"><input type="tel" value=" 1\n2 "><input type="password" value="p\nw">'
    '<input type="hidden" value=" h\nh "><input type="color" value="#FF00aa"><input type="color" value="red">'
    '<input type="color" value="#fff"><input type="date" value="2024-02-29"><input type="date" value="2023-02-29">'
    '<input type="date" value="2024-13-01"><input type="time" value="13:45"><input type="time" value="25:00">'
    '<input type="time" value="13:45:30.5"><input type="month" value="2024-02"><input type="month" value="2024-2">'
    '<input type="week" value="2020-W53"><input type="week" value="2021-W53"><input type="datetime-local" value="2024-01-02T03:04">'
    '<input type="datetime-local" value="2024-01-02X03:04"><input type="date" value="0000-01-01">'
)

CASES = [
    Case("dom_input_sanitize_static", SANITIZE_STATIC),
    Case(
        "dom_input_sanitize_model",
        '<input type="number" v-model="n"><input type="range" v-model="r"><input type="range" min="0" max="10" v-model="r2">'
        '<input type="email" v-model="e"><input type="url" v-model="u"><input v-model="t"><input type="color" v-model="c">'
        '<input type="date" v-model="d"><input type="time" v-model="tm"><p>{{ [n, r, r2, e, u, t, c, d, tm].join("|") }}</p>',
        {"n": "abc", "r": 150, "r2": 7.6, "e": " x@y.z ", "u": " http://q/ ", "t": "a\nb", "c": "#ABCDEF", "d": "2024-02-30", "tm": "7:00"},
        steps=(("input", "input[type=number]", "12x"), ("input", "input[type=range]", "42"), ("input", "input[type=email]", " p@q.r "), ("input", "input[type=color]", "#123456")),
    ),
    Case(
        "dom_input_sanitize_bound_value",
        '<input type="number" :value="n"><input type="range" :value="r" :max="m"><input type="color" :value="c"><button @click="r = 9; m = 8">go</button>',
        {"n": "NaN", "r": 5, "m": 50, "c": "blue"},
        steps=(("click", "button"),),
    ),
    Case(
        "dom_model_number_box",
        '<input v-model.number="a"><input type="number" v-model="b"><input v-model.number="c"><p>{{ typeof a }} {{ a }} {{ typeof b }} {{ b }} {{ c }}</p>',
        {"a": 0, "b": 0, "c": "x"},
        steps=(("input", "input", "1.50"), ("input", "input[type=number]", "1e3"), ("input", "input:nth-of-type(3)", " 12 "), ("input", "input", "abc")),
    ),
    Case(
        "dom_radio_inserted_by_for",
        '<label v-for="o in opts"><input type="radio" name="g" :value="o" :checked="o === pick">{{ o }}</label><button @click="opts.unshift(\'z\'); pick = \'z\'">add</button>',
        {"opts": ["a", "b"], "pick": "b"},
        steps=(("click", "button"),),
    ),
    Case(
        "dom_model_trim_lazy_writes_back",
        '<input class="lt" v-model.lazy.trim="a"><input class="t" v-model.trim="b"><input class="l" v-model.lazy="c"><p>[{{ a }}][{{ b }}][{{ c }}]</p>',
        {"a": "", "b": "", "c": ""},
        steps=(("change", ".lt", "  hi there  "), ("input", ".t", "  x  "), ("change", ".t", "  x  "), ("change", ".l", "  y  ")),
    ),
    Case(
        "dom_select_object_values_identity",
        '<select v-model="sel"><option v-for="o in opts" :value="o">{{ o.name }}</option></select>'
        '<p>{{ sel && sel.name }} {{ opts.indexOf(sel) }}</p><button @click="sel = opts[1]">b</button><button class="c" @click="sel = { name: \'c\' }">c</button>',
        {"opts": [{"name": "a"}, {"name": "b"}, {"name": "c"}], "sel": None},
        steps=(("click", "button"), ("select", "select", "[object Object]"), ("click", ".c")),
    ),
    Case(
        "dom_ref_removed_with_v_if",
        '<p v-if="a" ref="x">A</p><button class="t" @click="a = !a">t</button>'
        '<button class="r" @click="out = $refs.x ? $refs.x.textContent : \'none\'">r</button><i>{{ out }}</i>',
        {"a": True, "out": ""},
        steps=(("click", ".t"), ("click", ".r"), ("click", ".t"), ("click", ".r")),
    ),
    Case(
        "dom_el_in_text_is_text_node",
        '<p>{{ $el.nodeName }}|{{ $el.nodeType }}|{{ $el.parentNode.tagName }}|{{ $el.parentElement.localName }}</p>',
    ),
    Case(
        "dom_empty_string_boolean_property",
        '<button :disabled="\'\'">a</button><input type="checkbox" :checked="\'\'"><select><option>x</option><option :selected="\'\'">y</option></select>'
        '<button :disabled="null">b</button><button :hidden="\'\'">c</button><button :disabled="0">d</button>',
        differs="'' on a boolean DOM property: Vue 3 sets it (petite-vue assigns '', which is false)",
    ),
    Case(
        "dom_ref_follows_v_if_swap",
        '<p v-if="a" ref="x">A</p><p v-else ref="x">B</p><button class="t" @click="a = !a">t</button>'
        '<button class="r" @click="out = $refs.x ? $refs.x.textContent : \'none\'">r</button><i>{{ out }}</i>',
        {"a": True, "out": ""},
        steps=(("click", ".r"), ("click", ".t"), ("click", ".r"), ("click", ".t"), ("click", ".r")),
    ),
    Case(
        "dom_model_contenteditable",
        '<div contenteditable v-model="t">static</div><p>{{ t }}</p>',
        {"t": "model"},
        steps=(("input", "div", "typed"),),
    ),
    Case(
        "dom_value_expando_on_div",
        '<div class="d" @click="$el.value = \'v\'; out = $el.value + \'|\' + $el.getAttribute(\'value\')"></div><button value="b" @click="out = $el.value">b</button><i>{{ out }}</i>',
        {"out": ""},
        steps=(("click", ".d"), ("click", "button")),
    ),
    Case(
        "dom_dataset_write",
        '<button data-n="0" data-foo-bar="x" @click="$el.dataset.n = +$el.dataset.n + 1; $el.dataset.fooBar += \'y\'; $el.dataset.newKey = \'k\'; out = $el.dataset.n">go</button><i>{{ out }}</i>',
        {"out": ""},
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "dom_dataset_keys",
        '<p data-foo-bar="1" data-x-1="2" data-a--b="3" data-Up="4" data--lead="5" v-text="JSON.stringify($el.dataset)"></p>',
        {},
    ),
    Case(
        "dom_form_named_controls",
        '<form id="f2" @submit.prevent="out = $event.target.q.value + \'|\' + $event.target[\'s\'].value + \'|\' + $event.target.elements.q.value + \'|\' + $event.target.elements.length; $event.target[\'q\'].value = \'\'">'
        '<input name="q" value="typed"><select name="s"><option>o1</option><option selected>o2</option></select><button>go</button></form><i>{{ out }}</i>',
        {"out": ""},
        steps=(("click", "button"),),
    ),
    Case(
        "dom_form_radio_node_list_and_override",
        '<form id="f2" @submit.prevent="out = $event.target.color.value + \'|\' + $event.target.color.length + \'|\' + $event.target.action.value + \'|\' + $event.target[0].value + \'|\' + $event.target.length + \'|\' + ($event.target.nope === undefined) + \'|\' + $event.target.outside.value + \'|\' + $event.target.elements[4].value + \'|\' + $event.target.fs.tagName; $event.target.color.value = \'r\'">'
        '<input type="radio" name="color" value="r"><input type="radio" name="color" value="g" checked><input name="action" value="act">'
        '<fieldset name="fs"><input name="inner" value="in"></fieldset><button>go</button></form><input form="f2" name="outside" value="out"><i>{{ out }}</i>',
        {"out": ""},
        steps=(("click", "button"),),
    ),
    Case(
        "dom_radio_static_checked_group",
        '<input type="radio" name="g" value="a" checked><input type="radio" name="g" value="b" checked>'
        '<input type="radio" name="h" value="c" checked><form><input type="radio" name="g" value="d" checked></form>'
        '<form><input type="radio" name="g" value="e" checked><input type="radio" name="G" value="f" checked></form>',
    ),
    Case(
        "dom_radio_inserted_checked",
        '<input type="radio" name="g" value="a" checked><template v-if="on"><input type="radio" name="g" value="b" checked></template>'
        '<input type="radio" name="g" value="c"><button @click="on = !on">t</button>',
        {"on": False},
        steps=(("click", "button"), ("click", "button"), ("click", "input[value=c]"), ("click", "button")),
    ),
    Case(
        "dom_focus_moves_with_events",
        '<input class="a" @focus="log.push(\'focus a\')" @blur="log.push(\'blur a\')" @focusin="log.push(\'focusin a\')" @focusout="log.push(\'focusout a\')">'
        '<input class="b" @focus="log.push(\'focus b\')" @blur="log.push(\'blur b\')" @focusin="log.push(\'focusin b\')" @focusout="log.push(\'focusout b\')">'
        '<div @focusin="log.push(\'in:\' + $event.target.className)" @focusout="log.push(\'out:\' + $event.target.className)">'
        '<button class="fa" @click="$el.parentNode.parentNode.querySelector(\'.a\').focus()">a</button>'
        '<button class="fb" @click="$el.parentNode.parentNode.querySelector(\'.b\').focus()">b</button>'
        '<button class="ba" @click="$el.parentNode.parentNode.querySelector(\'.b\').blur()">x</button></div><p>{{ log.join(", ") }}</p>',
        {"log": []},
        steps=(("click", ".fa"), ("click", ".fa"), ("click", ".fb"), ("click", ".ba")),
    ),
    Case(
        "dom_focus_only_focusable",
        '<div class="d" @focus="log.push(\'div\')"></div><div class="t" tabindex="-1" @focus="log.push(\'tabindex\')" @blur="log.push(\'tabindex blur\')"></div>'
        '<a class="a" @focus="log.push(\'a\')">no href</a><input class="dis" disabled @focus="log.push(\'disabled\')">'
        '<span contenteditable class="c" @focus="log.push(\'editable\')"></span>'
        '<button class="go" @click="[\'.d\', \'.a\', \'.dis\', \'.t\', \'.c\'].forEach(s => $el.parentNode.querySelector(s).focus())">go</button><p>{{ log.join(", ") }}</p>',
        {"log": []},
        steps=(("click", ".go"),),
    ),
    Case(
        "dom_model_trim_is_javascript_trim",
        '<input class="a" v-model.trim="a"><input class="b" v-model.lazy.trim="b"><p>[{{ a }}][{{ b }}] {{ a.length }} {{ b.length }}</p>',
        {"a": "", "b": ""},
        steps=(("input", ".a", "\ufeff x\u3000\x1f"), ("change", ".a", "\ufeff x\u3000\x1f"), ("change", ".b", "\x85 y \xa0")),
    ),
    Case(
        "dom_select_equal_objects_first_match",
        '<select v-model="sel"><option v-for="o in opts" :value="o">{{ o.n }}{{ o === sel ? "*" : "" }}</option></select>'
        '<p>{{ opts.indexOf(sel) }}</p><button @click="sel = opts[1]">second</button><button class="m" @click="sel = [1]">arr</button>',
        {"opts": [{"n": 1}, {"n": 1}, [1]], "sel": None},
        steps=(("click", "button"), ("click", ".m"), ("select", "select", "1")),
    ),
    Case(
        "dom_radio_static_checked_in_v_for",
        '<label v-for="o in [1, 2, 3]"><input type="radio" name="g" :value="o" checked>{{ o }}</label>',
    ),
]
