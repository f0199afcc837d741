"""Hunt: components (`$template` strings and `#id`), SVG/MathML names, delimiters."""

from ..harness import Case

CASES = [
    Case("hunt_components_id_template_appends", '<template id="t1"><b>{{ x }}</b></template><div v-scope="{ C() { return { $template: \'#t1\', x: 1 } } }"><p v-scope="C()">before {{ x }} <i>kept</i></p></div>'),
    Case("hunt_components_string_template_replaces", '<div v-scope="{ C() { return { $template: \'<b>{{ x }}</b>\', x: 2 } } }"><p v-scope="C()">before {{ x }}</p></div>'),
    Case("hunt_components_template_inside_root", '<div v-scope="{ C(n) { return { $template: \'#t2\', n } } }"><template id="t2"><span>#{{ n }}</span></template><p v-scope="C(1)"></p><p v-scope="C(2)"></p></div>'),
    Case("hunt_components_template_multiple_roots_id", '<template id="t3"><dt>{{ k }}</dt><dd>{{ v }}</dd></template><dl v-scope="{ Pair(k, v) { return { $template: \'#t3\', k, v } } }"><div v-scope="Pair(\'a\', 1)"></div></dl>'),
    Case("hunt_components_empty_template_string", '<div v-scope="{ C() { return { $template: \'\', y: 3 } } }"><p v-scope="C()">kept {{ y }}</p></div>'),
    Case("hunt_components_props_object_default", '<div v-scope="{ Btn({ label = \'OK\', kind = \'primary\' } = {}) { return { $template: \'<button :class=&quot;kind&quot;>{{ label }}</button>\', label, kind } } }"><span v-scope="Btn()"></span><span v-scope="Btn({ label: \'Cancel\', kind: \'ghost\' })"></span></div>'),
    Case("hunt_components_component_with_getter_using_props", '<div v-scope="{ Price(p) { return { $template: \'<b>{{ formatted }}</b>\', get formatted() { return \'$\' + (p.cents / 100).toFixed(2) } } } }"><span v-scope="Price({ cents: 1999 })"></span></div>'),
    Case("hunt_components_component_in_table_rows", '<template id="row-tpl"><td>{{ r.a }}</td><td>{{ r.b }}</td></template><table v-scope="{ Row(r) { return { $template: \'#row-tpl\', r } }, rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] }"><tbody><tr v-for="r in rows" v-scope="Row(r)"></tr></tbody></table>'),
    Case("hunt_components_svg_camel_tags", '<svg><defs><linearGradient :id="g"><stop :offset="o" :stop-color="c"></stop></linearGradient><clipPath id="cp"><rect width="5" height="5"></rect></clipPath></defs><rect :fill="`url(#${g})`" clip-path="url(#cp)" width="10" height="10"></rect><foreignObject><div :class="c">{{ g }}</div></foreignObject></svg>', {"g": "grad", "o": "50%", "c": "red"}),
    Case("hunt_components_svg_xlink_static", '<svg xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a" :x="1"></use><text xml:lang="en" :y="2">t</text></svg>'),
    Case("hunt_components_mathml_bindings", '<math display="block"><mfrac><mi :mathvariant="v">{{ a }}</mi><mn>{{ b }}</mn></mfrac><annotation-xml encoding="text/html"><b>{{ a }}</b></annotation-xml></math>', {"a": "x", "b": 2, "v": "bold"}),
    Case("hunt_components_delimiters_percent", '<div v-scope="{ $delimiters: [\'{%\', \'%}\'], a: \'A\' }">{% a %} {{ a }} {% a + 1 %}</div>'),
    Case("hunt_components_delimiters_nested_scope", '<div v-scope="{ $delimiters: [\'[[\', \']]\'], a: 1 }"><p v-scope="{ b: 2 }">[[ a + b ]] {{ a }}</p></div>'),
    # a <template> a component names by id is never walked: its content keeps directive
    # attributes with modifiers on both sides (the harness drops them from petite-vue's
    # processed elements only; the copy the component mounts is processed)
    Case("hunt_components_id_template_source_keeps_modifier_attributes", '<template id="tm"><form @submit.prevent="go"><input v-model.trim="q"><b>{{ q }}</b></form></template><div v-scope="{ C() { return { $template: \'#tm\', q: \'x\', go() {} } } }"><div v-scope="C()"></div></div>'),
    Case("hunt_components_delimiters_in_attr_untouched", '<div v-scope="{ $delimiters: [\'[[\', \']]\'], a: 1 }"><p title="[[ a ]]" :data-a="a">[[a]]</p></div>'),
]
