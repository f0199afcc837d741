"""SSR: v-scope roots, nested scopes, methods, getters, components with $template."""

from ..harness import Case

CASES = [
    Case("ssr_scope_only_roots_processed", '<p>{{ outside }}</p><div v-scope="{ a: 1 }">{{ a }}</div><p :title="x">{{ also }}</p>'),
    Case("ssr_scope_two_roots", '<div v-scope="{ a: 1 }">{{ a }}</div><div v-scope="{ a: 2 }">{{ a }}</div>'),
    Case("ssr_scope_root_with_root_data", '<div v-scope="{ local: 2 }">{{ global }} {{ local }}</div>', {"global": 1}),
    Case("ssr_scope_nested_shadow", '<div v-scope="{ a: 1, b: 2 }"><p v-scope="{ a: 10 }">{{ a }} {{ b }}</p>{{ a }}</div>'),
    Case("ssr_scope_method", '<div v-scope="{ n: 3, double(x) { return x * 2 }, greet() { return \'hi \' + this.n } }">{{ double(n) }} {{ greet() }}</div>'),
    Case("ssr_scope_getter_uses_this", '<div v-scope="{ first: \'Ada\', last: \'L\', get full() { return this.first + \' \' + this.last } }"><p>{{ full }}</p></div>'),
    Case("ssr_scope_arrow_function", '<div v-scope="{ items: [1, 2, 3], sum: (xs) => xs.reduce((a, b) => a + b, 0) }">{{ sum(items) }}</div>'),
    Case("ssr_scope_empty", '<div v-scope>{{ 1 + 1 }}</div>'),
    Case("ssr_scope_with_bindings_on_same_element", '<div v-scope="{ c: \'k\' }" :class="c" :title="c"></div>'),
    Case("ssr_scope_with_if", '<div v-scope="{ show: false }"><p v-if="show">a</p><p v-else>b</p></div>'),
    Case("ssr_scope_component_string_template", '<div v-scope="{ Comp(props) { return { $template: \'<b>{{ label }}</b>\', label: props.label } } }"><span v-scope="Comp({ label: \'hi\' })">replaced</span></div>'),
    Case("ssr_scope_component_template_id", '<template id="counter"><button>{{ count }}</button></template><div v-scope="{ Counter(p) { return { $template: \'#counter\', count: p.start } } }"><div v-scope="Counter({ start: 5 })">kept </div></div>'),
    Case("ssr_scope_component_in_loop", '<template id="item"><i>{{ label }}</i></template><ul v-scope="{ Item(p) { return { $template: \'#item\', label: p.n * 2 } }, nums: [1, 2] }"><li v-for="n in nums" v-scope="Item({ n })"></li></ul>'),
    Case("ssr_scope_component_with_method", '<div v-scope="{ C() { return { $template: \'<p>{{ fmt(v) }}</p>\', v: 2, fmt(x) { return \'[\' + x + \']\' } } } }"><div v-scope="C()"></div></div>'),
    Case("ssr_scope_component_directives_inside", '<div v-scope="{ C(p) { return { $template: \'<ul><li v-for=&quot;x in p.xs&quot; :class=&quot;x&quot;>{{ x }}</li></ul>\', p } } }"><div v-scope="C({ xs: [\'a\', \'b\'] })"></div></div>'),
    Case("ssr_scope_loop_alias_visible_in_nested_scope", '<section v-scope><div v-for="x in xs"><p v-scope="{ y: x + 1 }">{{ x }}{{ y }}</p></div></section>', {"xs": [1, 2]}),
    Case("ssr_scope_nested_v_scope_in_plain_loop_is_root", '<div v-for="x in xs"><p v-scope="{ y: 1 }">{{ y }}</p></div>', {"xs": [1, 2]}),
    Case("ssr_scope_root_v_if", '<div v-scope="{ on: false }" v-if="on">shown</div><div v-scope v-if="!on">other</div>', {"on": True}),
    Case("ssr_scope_in_template_tag_ignored", '<template v-scope="{ a: 1 }"><p>{{ a }}</p></template>'),
]
