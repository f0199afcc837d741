"""More templates from petite-vue's own pull requests and discussions (vuejs/petite-vue),
varied along what each report was about: keyed list moves (#78/#79, discussion #26),
lifecycle hooks (#116/#170/#202), v-cloak (#71), v-model order (#73, discussion #65),
custom delimiters (#41/#90/#100), refs (#181), scopes (#13, #74), classes (#186).
What is recorded is what petite-vue 0.4.1 does in Chromium.
"""

from ..harness import Case

ROWS = "[{ id: 1, n: 'c' }, { id: 2, n: 'a' }, { id: 3, n: 'b' }, { id: 4, n: 'd' }]"

CASES = [
    # https://github.com/vuejs/petite-vue/pull/79: the index alias of keyed rows after a sort
    Case(
        "pvi_pr79_keyed_index_alias_after_sort",
        f'<div v-scope="{{ list: {ROWS} }}"><button @click="list.sort((x, y) => x.n.localeCompare(y.n))">sort</button>'
        '<p v-for="(item, index) in list" :key="item.id" :data-i="index">{{ index }}:{{ item.n }}</p></div>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/79: remove from the middle, then prepend
    Case(
        "pvi_pr79_keyed_remove_middle_then_prepend",
        f'<div v-scope="{{ list: {ROWS}, next: 5 }}"><button class="rm" @click="list.splice(1, 2)">rm</button>'
        "<button class=\"pre\" @click=\"list.unshift({ id: next++, n: 'new' })\">pre</button>"
        '<p v-for="item in list" :key="item.id">{{ item.id }}{{ item.n }}</p></div>',
        steps=(("click", ".rm"), ("click", ".pre"), ("click", ".pre")),
    ),
    # https://github.com/vuejs/petite-vue/pull/79: a new, reversed array assigned over the old one
    Case(
        "pvi_pr79_keyed_array_replaced_reversed",
        f'<div v-scope="{{ list: {ROWS} }}"><button @click="list = list.slice().reverse()">rev</button>'
        '<p v-for="item in list" :key="item.id">{{ item.n }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # discussion #26 (https://github.com/vuejs/petite-vue/pull/78): v-for over an object, a key added
    Case(
        "pvi_pr78_object_vfor_key_added",
        '<div v-scope="{ obj: { a: 1, b: 2 } }"><button @click="obj.z = 26">add</button>'
        '<p v-for="(v, k, i) in obj" :key="k">{{ i }} {{ k }}={{ v }}</p></div>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/116: @vue:mounted on each v-for item, and on a pushed one
    Case(
        "pvi_pr116_mounted_on_vfor_items",
        '<div v-scope="{ items: [1, 2, 3], count: 0 }"><button @click="items.push(items.length + 1)">add</button>'
        '<i v-for="i in items" @vue:mounted="count++">{{ i }}</i><b>{{ count }}</b></div>',
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/116: @vue:unmounted on a v-for item that is removed
    Case(
        "pvi_pr116_unmounted_on_vfor_removal",
        '<div v-scope="{ items: [1, 2, 3], gone: [] }"><button @click="items.pop()">pop</button>'
        '<i v-for="i in items" :key="i" @vue:unmounted="gone.push(i)">{{ i }}</i><b>{{ gone }}</b></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/71: v-cloak on nested v-scope elements
    Case(
        "pvi_pr71_vcloak_nested_scopes",
        '<div v-scope v-cloak class="outer"><div v-scope="{ a: 1 }" v-cloak>{{ a }}</div><p v-cloak>{{ 1 + 1 }}</p></div>',
    ),
    # https://github.com/vuejs/petite-vue/pull/73: select with numeric :value options and an @change
    Case(
        "pvi_pr73_select_numeric_options_with_change",
        '<div v-scope="{ n: 1, seen: \'\' }"><select v-model="n" @change="seen = typeof n">'
        '<option v-for="o in [1, 2, 3]" :value="o">#{{ o }}</option></select><p>{{ n }} {{ seen }}</p></div>',
        steps=(("select", "select", "2"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/73: a multiple select with an @change after v-model
    Case(
        "pvi_pr73_select_multiple_with_change",
        "<div v-scope=\"{ picked: ['b'], seen: 0 }\"><select multiple v-model=\"picked\" @change=\"seen = picked.length\">"
        "<option>a</option><option>b</option><option>c</option></select><p>{{ picked }} {{ seen }}</p></div>",
        steps=(("select", "select", ["a", "c"]),),
    ),
    # https://github.com/vuejs/petite-vue/pull/73: textarea v-model with an @input reading the model
    Case(
        "pvi_pr73_textarea_model_then_input_handler",
        "<div v-scope=\"{ text: 'x', len: 0 }\"><textarea v-model=\"text\" @input=\"len = text.length\"></textarea>"
        "<p>{{ len }}</p></div>",
        steps=(("input", "textarea", "hello\nworld"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/90: custom delimiters do not touch attribute bindings or v-text
    Case(
        "pvi_pr90_delimiters_with_bindings_and_vtext",
        "<div v-scope=\"{ x: 'X' }\"><p :title=\"'t-' + x\">${ x } {{ x }}</p><span v-text=\"x + '!'\"></span>"
        '<template v-if="x"><b>${ x.toLowerCase() }</b></template></div>',
        {"$delimiters": ["${", "}"]},
    ),
    # https://github.com/vuejs/petite-vue/pull/181: a ref on v-for items
    Case(
        "pvi_pr181_ref_on_vfor_items",
        "<div v-scope=\"{ t: '' }\"><i v-for=\"n in 3\" ref=\"item\">{{ n }}</i>"
        "<button @click=\"t = $refs.item ? $refs.item.textContent : 'none'\">read</button>{{ t }}</div>",
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/13: sibling v-scope roots with the same names stay apart
    Case(
        "pvi_pr13_sibling_scope_roots_independent",
        '<div v-scope="{ n: 1 }" class="a"><button @click="n++">a</button>{{ n }}</div>'
        '<div v-scope="{ n: 10 }" class="b"><button @click="n--">b</button>{{ n }}</div>',
        steps=(("click", ".a button"), ("click", ".b button"), ("click", ".a button")),
    ),
    # https://github.com/vuejs/petite-vue/pull/74: a getter calling a method, after a push
    Case(
        "pvi_pr74_getter_calls_method",
        "<div v-scope=\"{ items: [1, 2, 3], total() { return this.items.reduce((s, x) => s + x, 0) }, get sum() { return this.total() } }\">"
        "<button @click=\"items.push(4)\">push</button>{{ sum }} {{ total() }}</div>",
        steps=(("click", "button"),),
    ),
    # https://github.com/vuejs/petite-vue/pull/186: :class switching between a string and an object
    Case(
        "pvi_pr186_class_string_then_object",
        '<div v-scope="{ on: true }"><p class="base" :class="on ? \'x y\' : { z: true, x: false }">p</p>'
        '<button @click="on = !on">t</button></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    # https://github.com/vuejs/core/issues/6031: the working shape, toggled and then the list grown
    Case(
        "pvi_core6031_vif_wrapper_toggle_then_push",
        "<div v-scope=\"{ selected: true, fruits: ['apple'] }\"><div v-if=\"selected\"><div v-for=\"fruit in fruits\"><p>{{ fruit }}</p></div></div>"
        "<button class=\"t\" @click=\"selected = !selected\">toggle</button><button class=\"p\" @click=\"fruits.push('pear')\">push</button></div>",
        steps=(("click", ".t"), ("click", ".p"), ("click", ".t")),
    ),
]
