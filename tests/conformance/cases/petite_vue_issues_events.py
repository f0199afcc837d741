"""Templates from petite-vue's pull requests about events and reactivity (vuejs/petite-vue):
the modifier parsing fix (#72, commit 15f75e9 and its tests/on.html), methods bound to
their scope (#74), the component pattern of the README discussed in #179/#180/#181, and
the array/object mutations the v-for reports (#78/#79, discussion #26) rely on.
What is recorded is what petite-vue 0.4.1 does in Chromium.
"""

from ..harness import Case

CASES = [
    # https://github.com/vuejs/petite-vue/pull/72 / tests/on.html: .right and .middle are not left clicks
    Case(
        "pvi_pr72_click_right_middle_not_left",
        "<div v-scope=\"{ log: '' }\"><button class=\"r\" @click.right=\"log += 'r'\">r</button>"
        "<button class=\"m\" @click.middle=\"log += 'm'\">m</button><button class=\"l\" @click.left=\"log += 'l'\">l</button>"
        "<p>[{{ log }}]</p></div>",
        steps=(("click", ".r"), ("click", ".m"), ("click", ".l")),
    ),
    # https://github.com/vuejs/petite-vue/pull/72: .once chained with .stop
    Case(
        "pvi_pr72_once_stop_chain",
        '<div v-scope="{ n: 0, outer: 0 }" @click="outer++"><button @click.once.stop="n++">once</button>'
        "<p>{{ n }} {{ outer }}</p></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/72 / tests/on.html: a key modifier on an input
    Case(
        "pvi_pr72_keyup_enter_on_input",
        "<div v-scope=\"{ n: 0, last: '' }\"><input @keyup.enter=\"n++; last = $event.key\" placeholder=\"type x\">"
        "<p>{{ n }} {{ last }}</p></div>",
        steps=(("keyup", "input", "a"), ("keyup", "input", "Enter"), ("keyup", "input", "Enter")),
    ),
    # https://github.com/vuejs/petite-vue/pull/72: a hyphenated key modifier (page-down)
    Case(
        "pvi_pr72_keydown_hyphenated_key",
        '<div v-scope="{ n: 0 }"><input @keydown.page-down="n++" @keydown.a="n += 10"><p>{{ n }}</p></div>',
        steps=(("keydown", "input", "PageDown"), ("keydown", "input", "a"), ("keydown", "input", "b")),
    ),
    # README component pattern (discussed in https://github.com/vuejs/petite-vue/pull/180): v-scope="Counter(n)"
    Case(
        "pvi_pr180_component_function_scopes",
        "<div v-scope=\"{ Counter(start) { return { count: start, inc() { this.count++ } } } }\">"
        '<p class="a" v-scope="Counter(1)"><button @click="inc">+</button>{{ count }}</p>'
        '<p class="b" v-scope="Counter(10)"><button @click="inc()">+</button>{{ count }}</p></div>',
        steps=(("click", ".a button"), ("click", ".b button"), ("click", ".b button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/180: a component scope's getter reading a root data name
    # (a name of the v-scope that defines the function throws in petite-vue 0.4.1: not recorded)
    Case(
        "pvi_pr180_component_reads_outer_scope",
        "<div v-scope=\"{ Item(v) { return { v, get text() { return this.v + '/' + label } } } }\">"
        "<i v-for=\"x in [1, 2]\" v-scope=\"Item(x)\">{{ text }} </i><button @click=\"label = 'M'\">m</button></div>",
        {"label": "L"},
        steps=(("click", "button"),),
    ),
    # discussion #26 (https://github.com/vuejs/petite-vue/pull/78): index assignment and length on a list
    Case(
        "pvi_pr78_index_assignment_and_length",
        "<div v-scope=\"{ list: ['a', 'b', 'c'] }\"><button class=\"set\" @click=\"list[1] = 'B'\">set</button>"
        '<button class="cut" @click="list.length = 1">cut</button><i v-for="x in list">{{ x }}</i><b>{{ list.length }}</b></div>',
        steps=(("click", ".set"), ("click", ".cut")),
    ),
    # discussion #26: delete and Object.assign on an object iterated by v-for
    Case(
        "pvi_pr78_object_delete_and_assign",
        '<div v-scope="{ obj: { a: 1, b: 2, c: 3 } }"><button class="del" @click="delete obj.b">del</button>'
        '<button class="asg" @click="Object.assign(obj, { a: 10, d: 4 })">assign</button>'
        '<i v-for="(v, k) in obj">{{ k }}{{ v }} </i></div>',
        steps=(("click", ".del"), ("click", ".asg")),
    ),
    # https://github.com/vuejs/petite-vue/pull/74: `this` in a method called from a v-for item's handler
    Case(
        "pvi_pr74_method_this_from_vfor_handler",
        "<div v-scope=\"{ picked: '', pick(x) { this.picked = x } }\"><button v-for=\"x in ['p', 'q']\" :class=\"x\" @click=\"pick(x)\">{{ x }}</button>"
        "<p>{{ picked }}</p></div>",
        steps=(("click", ".q"), ("click", ".p")),
    ),
    # tests/on.html (15f75e9): an inline handler that is a function expression gets the event
    Case(
        "pvi_pr72_arrow_function_handler",
        "<div v-scope=\"{ t: '' }\"><button @click=\"e => t = e.type + ':' + e.target.tagName\">go</button>{{ t }}</div>",
        steps=(("click", "button"),),
    ),
]
