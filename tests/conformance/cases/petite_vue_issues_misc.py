"""Templates from petite-vue's own issue tracker and pull requests: scopes, events,
lifecycle hooks, v-cloak, custom delimiters, $el / $refs / $root, v-effect.

Each case cites the pull request, discussion or commit it comes from (vuejs/petite-vue).
What is recorded is what petite-vue 0.4.1 does in Chromium, bug or not.
"""

from ..harness import Case

CASES = [
    # https://github.com/vuejs/petite-vue/pull/71 (discussion #70): v-cloak on an element v-if re-creates
    Case(
        "pvi_pr71_vcloak_on_toggled_vif",
        '<div v-scope="{ show: false }"><button @click="show = !show">t</button><p v-if="show" v-cloak>shown</p></div>',
        steps=(("click", "button"), ("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/71: v-cloak on v-for items added later
    Case(
        "pvi_pr71_vcloak_on_vfor_items",
        '<ul v-scope="{ items: [1] }" v-cloak><li v-for="i in items" v-cloak>{{ i }}</li>'
        '<button @click="items.push(items.length + 1)">add</button></ul>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/72 (15f75e9): chained modifiers .prevent.stop
    Case(
        "pvi_pr72_chained_modifiers_stop_prevent",
        '<div v-scope="{ n: 0, outer: 0 }" @click="outer++"><form><button type="submit" @click.prevent.stop="n++">submit</button></form>'
        "<p>{{ n }} {{ outer }}</p></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/72: the same modifiers the other way round, and .self.stop
    Case(
        "pvi_pr72_chained_modifiers_other_orders",
        '<div v-scope="{ a: 0, b: 0, outer: 0 }" @click="outer++">'
        '<button class="a" @click.stop.prevent="a++">a</button>'
        '<section class="s" @click.self.stop="b++"><button class="b">b</button></section>'
        "<p>{{ a }} {{ b }} {{ outer }}</p></div>",
        steps=(("click", ".a"), ("click", ".b"), ("click", ".s")),
    ),
    # https://github.com/vuejs/petite-vue/pull/186: modifier-carrying attributes on a link
    Case(
        "pvi_pr186_click_prevent_link",
        '<div v-scope="{ n: 0 }"><a href="#go" @click.prevent="n++">go</a> {{ n }}</div>',
        steps=(("click", "a"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/74: methods are bound to their scope (handler by name)
    Case(
        "pvi_pr74_method_by_name_bound_to_scope",
        '<div v-scope="{ count: 1, inc() { this.count++ }, get double() { return this.count * 2 } }">'
        '<button @click="inc">+</button>{{ count }} {{ double }}</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/74: a method called from a nested scope updates its own scope
    Case(
        "pvi_pr74_outer_method_from_inner_scope",
        '<div v-scope="{ count: 0, inc() { this.count++ } }"><div v-scope="{ count: 100 }">'
        '<button @click="inc()">+</button><i>{{ count }}</i></div><b>{{ count }}</b></div>',
        steps=(("click", "button"),),
    ),
    # petite-vue ff630a7 "fix nested data scope mutating outer property" (its demos/data.html)
    Case(
        "pvi_nested_scope_mutating_outer",
        "<div v-scope=\"{ msg: 'two', outer: 'outer' }\">{{ msg }} {{ outer }}"
        '<button class="b2" @click="msg = 2">Change two</button>'
        "<div v-scope=\"{ msg: 'three', inner: 'inner' }\">{{ msg }} {{ inner }} {{ outer }}"
        '<button class="b3" @click="msg = 3">Change three</button>'
        "<button class=\"bo\" @click=\"outer = 'changed by inner'\">Change outer</button>"
        "<div v-scope=\"{}\"><button class=\"bl\" @click=\"outer = 'lol'\">change outer</button></div>"
        "</div></div>",
        steps=(("click", ".b3"), ("click", ".bo"), ("click", ".b2"), ("click", ".bl")),
    ),
    # petite-vue ff630a7: $data of nested scopes
    Case(
        "pvi_nested_scope_data_display",
        "<div v-scope=\"{ msg: 'two', outer: 'outer' }\"><pre>{{ $data }}</pre>"
        "<div v-scope=\"{ msg: 'three', inner: 'inner' }\"><pre>{{ $data }}</pre>"
        "<button @click=\"inner = 'changed'\">c</button></div></div>",
        steps=(("click", "button"),),
    ),
    # petite-vue 06cab90 "fix scope getters": a getter read and its source written from an inner scope
    Case(
        "pvi_scope_getter_from_inner_scope",
        '<div v-scope="{ a: 1, get b() { return this.a + 1 } }"><div v-scope="{ c: 10 }">'
        "<button @click=\"a += c\">add</button><p>{{ a }} {{ b }} {{ c + b }}</p></div></div>",
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/90 (and #100, #41): custom delimiters in v-if / v-for blocks
    Case(
        "pvi_pr90_custom_delimiters_child_contexts",
        '<div v-scope="{ count: 1 }"><p v-if="count">count is ${ count }!</p><button @click="count++">increase</button>'
        '<p v-for="i in [1, 2, 3]" :key="i">${ i }</p><p v-if="true">${ count }</p></div>',
        {"$delimiters": ["${", "}"]},
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/41: custom delimiters leave the default ones as text
    Case(
        "pvi_pr41_custom_delimiters_leave_mustaches",
        "<p>[[ msg ]] and {{ msg }}</p><ul><li v-for=\"x in ['a', 'b']\">[[ x.toUpperCase() ]] {{ x }}</li></ul>",
        {"$delimiters": ["[[", "]]"], "msg": "hi"},
    ),
    # https://github.com/vuejs/petite-vue/pull/41 and #90 (found while recording them): petite-vue
    # compiles each interpolation, whatever its delimiters, to `$s(...)`, so its text is an argument
    # list and the first argument shows
    Case(
        "pvi_pr41_interpolation_is_an_argument_list",
        '<div v-scope="{ n: 0, list: [7, 8] }"><p>[{{ }}] [{{ n, \'x\' }}] [{{ ...list }}] [{{ list.length, }}]</p>'
        '<p>[{{ /* note */ }}] [{{ 1,\n2 }}]</p><button @click="list.unshift(n++)">u</button></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "pvi_pr90_custom_delimiters_argument_list",
        '<div v-scope="{ a: \'A\' }"><p>${ a, 1 }|${ }|${ ...[a + a] }</p><p v-if="a">${ a.length, a }</p></div>',
        {"$delimiters": ["${", "}"]},
    ),
    # https://github.com/vuejs/petite-vue/pull/116, #170, #202: @vue:mounted (0.4 syntax)
    Case(
        "pvi_pr116_vue_mounted_hook",
        "<div v-scope=\"{ msg: 'before' }\" @vue:mounted=\"msg = 'mounted ' + $el.tagName\">{{ msg }}</div>",
    ),
    # https://github.com/vuejs/petite-vue/pull/170: the pre-0.4 @mounted is an ordinary event, never fired
    Case(
        "pvi_pr170_old_mounted_syntax_is_plain_event",
        "<div v-scope=\"{ msg: 'before' }\" @mounted=\"msg = 'mounted'\">{{ msg }}</div>",
    ),
    # https://github.com/vuejs/petite-vue/pull/202: todomvc-style set-up in @vue:mounted, then filtering
    Case(
        "pvi_pr202_mounted_sets_filter",
        "<section v-scope=\"{ filter: 'all', todos: [{ t: 'a', done: true }, { t: 'b', done: false }] }\""
        " @vue:mounted=\"filter = 'active'\">"
        "<li v-for=\"todo in todos.filter(t => filter === 'all' || !t.done)\">{{ todo.t }}</li>"
        "<button @click=\"filter = 'all'\">all</button></section>",
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/116: @vue:unmounted when v-if removes the element
    Case(
        "pvi_pr116_vue_unmounted_hook_on_vif",
        '<div v-scope="{ show: true, log: [] }"><button @click="show = !show">toggle</button>'
        "<p v-if=\"show\" @vue:mounted=\"log.push('m')\" @vue:unmounted=\"log.push('u')\">x</p><i>{{ log }}</i></div>",
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/180 and #179: $root does not exist in 0.4.1; $el does
    # (not in a v-scope expression: petite-vue 0.4.1 throws there, so $el is read by handlers)
    Case(
        "pvi_pr180_root_is_undefined_el_is_element",
        '<section id="s1" v-scope="{ tag: \'\', id: \'\' }" @vue:mounted="tag = $el.tagName.toLowerCase()">'
        "{{ tag }} {{ id }} {{ typeof $root }}"
        '<button id="b1" @click="id = $el.id">which</button></section>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/181: $refs of an element with its own v-scope
    Case(
        "pvi_pr181_ref_on_nested_vscope_element",
        "<div v-scope=\"{ t: '' }\" ref=\"root\"><p ref=\"father\" v-scope>Hello, PVue</p>"
        "<button @click=\"t = ($refs.father ? 'father ' + $refs.father.textContent : 'no father') + ' / ' + ($refs.root ? 'root' : 'no root')\">check</button>"
        "<span>{{ t }}</span></div>",
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/181: a ref inside the nested scope, read from inside and outside
    Case(
        "pvi_pr181_ref_inside_nested_scope",
        "<div v-scope=\"{ t: '' }\"><div v-scope=\"{ u: '' }\"><p ref=\"para\">inner</p>"
        "<button class=\"in\" @click=\"u = $refs.para ? $refs.para.textContent : 'none'\">in</button>{{ u }}</div>"
        "<button class=\"out\" @click=\"t = $refs.para ? $refs.para.textContent : 'none'\">out</button>{{ t }}</div>",
        steps=(("click", ".in"), ("click", ".out")),
    ),
    # petite-vue's README (v-effect) as asked about in #116's discussion: an effect writing $el
    Case(
        "pvi_veffect_writes_el_property",
        '<div v-scope="{ n: 1 }"><p v-effect="$el.title = \'n=\' + n">x</p>'
        '<p v-effect="$el.textContent = n > 1 ? \'big\' : \'small\'">?</p><button @click="n++">inc</button></div>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/186: <template v-if> removed and re-inserted
    Case(
        "pvi_pr186_template_vif_toggle",
        '<div v-scope="{ show: true }"><template v-if="show"><p>a</p><p>b</p></template><span>end</span>'
        '<button @click="show = !show">t</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
]
