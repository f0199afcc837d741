"""Step cases: clicks, event modifiers, keys and what they update."""

from ..harness import Case

COUNTER = '<div v-scope="{ n: 0 }"><button @click="n++">+</button><span>{{ n }}</span></div>'

CASES = [
    Case("steps_counter", COUNTER, steps=(("click", "button"), ("click", "button"), ("click", "button"))),
    Case(
        "steps_counter_root_data",
        '<button @click="count += 2">add</button><p>{{ count }}</p>',
        {"count": 1},
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_method_handler",
        '<div v-scope="{ n: 1, double() { this.n *= 2 } }"><button @click="double">x2</button>{{ n }}</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_method_call_args",
        '<div v-scope="{ total: 0, add(k) { this.total += k } }">'
        '<button class="a" @click="add(5)">5</button><button class="b" @click="add(10)">10</button>'
        "<p>{{ total }}</p></div>",
        steps=(("click", ".a"), ("click", ".b"), ("click", ".a")),
    ),
    Case(
        "steps_event_object",
        '<div v-scope="{ last: \'\' }"><button @click="last = $event.type">go</button><i>{{ last }}</i></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_statements",
        '<div v-scope="{ a: 0, b: 0 }"><button @click="a++; b += 2">go</button>{{ a }}/{{ b }}</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_bubbling",
        '<div v-scope="{ inner: 0, outer: 0 }"><section @click="outer++"><button @click="inner++">in</button></section>'
        "<p>{{ inner }} {{ outer }}</p></div>",
        steps=(("click", "button"), ("click", "section")),
    ),
    Case(
        "steps_stop",
        '<div v-scope="{ inner: 0, outer: 0 }"><section @click="outer++"><button @click.stop="inner++">in</button></section>'
        "<p>{{ inner }} {{ outer }}</p></div>",
        steps=(("click", "button"), ("click", "section")),
    ),
    Case(
        "steps_self",
        '<div v-scope="{ hits: 0 }"><section @click.self="hits++"><button>in</button></section><p>{{ hits }}</p></div>',
        steps=(("click", "button"), ("click", "section"), ("click", "button")),
    ),
    Case(
        "steps_prevent_checkbox",
        '<div v-scope="{ n: 0 }"><input type="checkbox" @click.prevent="n++"><p>{{ n }}</p></div>',
        steps=(("click", "input"), ("click", "input")),
    ),
    Case(
        "steps_once",
        '<div v-scope="{ n: 0 }"><button @click.once="n++">once</button><p>{{ n }}</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_capture_order",
        '<div v-scope="{ log: [] }"><section @click.capture="log.push(\'outer\')">'
        '<button @click="log.push(\'inner\')">go</button></section><p>{{ log.join(",") }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_bubble_order",
        '<div v-scope="{ log: [] }"><section @click="log.push(\'outer\')">'
        '<button @click="log.push(\'inner\')">go</button></section><p>{{ log.join(",") }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_stop_in_capture",
        '<div v-scope="{ log: [] }"><section @click.capture.stop="log.push(\'cap\')">'
        '<button @click="log.push(\'btn\')">go</button></section><p>{{ log.join(",") }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_key_enter",
        '<div v-scope="{ n: 0 }"><input @keydown.enter="n++"><p>{{ n }}</p></div>',
        steps=(("keydown", "input", "Enter"), ("keydown", "input", "a"), ("keydown", "input", "Enter")),
    ),
    Case(
        "steps_key_escape_keyup",
        '<div v-scope="{ open: true }"><input @keyup.escape="open = false"><p v-if="open">open</p></div>',
        steps=(("keyup", "input", "x"), ("keyup", "input", "Escape")),
    ),
    Case(
        "steps_key_page_down",
        '<div v-scope="{ page: 1 }"><input @keydown.page-down="page++" @keydown.page-up="page--"><p>{{ page }}</p></div>',
        steps=(("keydown", "input", "PageDown"), ("keydown", "input", "PageDown"), ("keydown", "input", "PageUp")),
    ),
    Case(
        "steps_key_arrows",
        '<div v-scope="{ i: 0 }"><div tabindex="0" @keydown.arrow-down="i++" @keydown.arrow-up="i--">{{ i }}</div></div>',
        steps=(("keydown", "[tabindex]", "ArrowDown"), ("keydown", "[tabindex]", "ArrowDown"), ("keydown", "[tabindex]", "ArrowUp")),
    ),
    Case(
        "steps_key_any",
        '<div v-scope="{ keys: \'\' }"><input @keydown="keys += $event.key"><p>{{ keys }}</p></div>',
        steps=(("keydown", "input", "a"), ("keydown", "input", "b"), ("keydown", "input", "Enter")),
    ),
    Case(
        "steps_key_two_names",
        '<div v-scope="{ n: 0 }"><input @keydown.enter.tab="n++"><p>{{ n }}</p></div>',
        steps=(("keydown", "input", "Tab"), ("keydown", "input", "Enter"), ("keydown", "input", "x")),
    ),
    Case(
        "steps_click_left",
        '<div v-scope="{ n: 0 }"><button @click.left="n++">l</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_click_right_not_on_click",
        '<div v-scope="{ n: 0 }"><button @click.right="n++">r</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_click_middle_not_on_click",
        '<div v-scope="{ n: 0 }"><button @click.middle="n++">m</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_click_exact",
        '<div v-scope="{ n: 0 }"><button @click.exact="n++">e</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_click_ctrl_required",
        '<div v-scope="{ n: 0 }"><button @click.ctrl="n++">c</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_event_target",
        '<div v-scope="{ t: \'\' }"><section @click="t = $event.target.tagName + \'/\' + $event.currentTarget.tagName">'
        "<b>bold</b></section><p>{{ t }}</p></div>",
        steps=(("click", "b"),),
    ),
    Case(
        "steps_toggle_v_if",
        '<div v-scope="{ on: false }"><button @click="on = !on">t</button><p v-if="on">yes</p><p v-else>no</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_v_else_if_cycle",
        '<div v-scope="{ n: 0 }"><button @click="n = (n + 1) % 3">next</button>'
        '<p v-if="n === 0">zero</p><p v-else-if="n === 1">one</p><p v-else>two</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_template_v_if",
        '<div v-scope="{ on: true }"><button @click="on = !on">t</button>'
        "<template v-if=\"on\"><h1>a</h1><h2>b</h2></template><i>end</i></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_toggle_show",
        '<div v-scope="{ on: true }"><button @click="on = !on">t</button><p v-show="on" style="color: red">x</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_toggle_class",
        '<div v-scope="{ on: false }"><button class="btn" :class="{ active: on }" @click="on = !on">t</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_toggle_style",
        '<div v-scope="{ big: false }"><p :style="{ fontSize: big ? \'20px\' : \'10px\', color: big ? \'red\' : null }" '
        '@click="big = !big">x</p></div>',
        steps=(("click", "p"), ("click", "p")),
    ),
    Case(
        "steps_toggle_attr",
        '<div v-scope="{ on: false }"><button :data-state="on ? \'on\' : null" :aria-pressed="on" @click="on = !on">t</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_toggle_disabled",
        '<div v-scope="{ off: false }"><button class="t" @click="off = !off">t</button><button class="x" :disabled="off">x</button></div>',
        steps=(("click", ".t"), ("click", ".t")),
    ),
    Case(
        "steps_v_text_update",
        '<div v-scope="{ msg: \'a\' }"><p v-text="msg" @click="msg += \'<b>\'"></p></div>',
        steps=(("click", "p"), ("click", "p")),
    ),
    Case(
        "steps_v_html_update",
        '<div v-scope="{ n: 1 }"><button @click="n++">+</button><div v-html="\'<b>\' + n + \'</b><i>x</i>\'"></div></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_nested_scope_writes_outer",
        '<div v-scope="{ total: 0 }"><div v-scope="{ step: 3 }"><button @click="total += step">add</button></div>'
        "<p>{{ total }}</p></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_nested_scope_shadow",
        '<div v-scope="{ n: 1 }"><div v-scope="{ n: 10 }"><button @click="n++">in</button>{{ n }}</div><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_getter_recomputes",
        '<div v-scope="{ n: 2, get square() { return this.n * this.n } }"><button @click="n++">+</button>{{ square }}</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_v_effect",
        '<div v-scope="{ n: 0 }"><button @click="n++">+</button><p v-effect="$el.textContent = \'n is \' + n"></p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_refs",
        '<div v-scope="{}"><button @click="$refs.out.textContent = \'set\'">go</button><p ref="out">empty</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_mounted_hook",
        '<div v-scope="{ ready: false, n: 0 }" @vue:mounted="ready = true"><button @click="n++">{{ n }}</button>'
        "<p>{{ ready }}</p></div>",
        steps=(("click", "button"),),
    ),
    Case(
        "steps_unmounted_hook",
        '<div v-scope="{ on: true, log: \'\' }"><button @click="on = false">hide</button>'
        "<p v-if=\"on\" @vue:unmounted=\"log += 'gone'\">here</p><i>{{ log }}</i></div>",
        steps=(("click", "button"),),
    ),
    Case(
        "steps_dynamic_component_like",
        '<div v-scope="{ tab: \'a\' }"><button class="a" @click="tab = \'a\'">A</button><button class="b" @click="tab = \'b\'">B</button>'
        "<section v-if=\"tab === 'a'\"><h1>Tab A</h1></section><section v-else><h1>Tab B</h1><p>more</p></section></div>",
        steps=(("click", ".b"), ("click", ".b"), ("click", ".a")),
    ),
    Case(
        "steps_handler_arrow_fn",
        '<div v-scope="{ n: 0 }"><button @click="() => n += 5">+5</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_ternary_handler",
        '<div v-scope="{ n: 0 }"><button @click="n < 2 ? n++ : n = 0">c</button><p>{{ n }}</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_dblclick_not_click",
        '<div v-scope="{ n: 0 }"><button @dblclick="n++">d</button><p>{{ n }}</p></div>',
        steps=(("click", "button"),),
    ),
]
