"""First cases across the directives: the harness's smoke corpus."""

from ..harness import Case

CASES = [
    Case("basics_static", '<p class="a" id="x">Hello <b>world</b></p>'),
    Case("basics_text_root_data", "<p>{{ greeting }}, {{ name }}!</p>", {"greeting": "Hello", "name": "Ada"}),
    Case("basics_text_escaping", "<p>{{ html }}</p>", {"html": "<b>&amp; \"quoted\" 'single'</b>"}),
    Case("basics_v_scope_inline", '<div v-scope="{ count: 1 }"><span>{{ count + 1 }}</span></div>'),
    Case("basics_numbers", "<p>{{ 0.1 + 0.2 }} {{ 7 / 2 }} {{ 6 / 2 }} {{ 1e21 }} {{ -0 }}</p>"),
    Case("basics_null_undefined", "<p>[{{ a }}][{{ o.missing }}]</p>", {"a": None, "o": {}}),
    Case("basics_object_display", "<pre>{{ obj }}</pre>", {"obj": {"a": 1, "b": [1, 2]}}),
    Case("basics_bind_attr", '<a :href="url" :title="title">x</a>', {"url": "/a?b=1&c=2", "title": 'say "hi"'}),
    Case(
        "basics_class_object",
        '<div class="static" :class="{ active: on, \'text-danger\': bad }"></div>',
        {"on": True, "bad": False},
    ),
    Case("basics_class_array", '<div :class="[a, { b: true }, \'c\']"></div>', {"a": "x"}),
    Case("basics_style_object", '<div style="color: red" :style="{ fontSize: size + \'px\' }"></div>', {"size": 12}),
    Case("basics_v_if_true", '<p v-if="ok">yes</p><p v-else>no</p>', {"ok": True}),
    Case("basics_v_if_false", '<p v-if="ok">yes</p><p v-else>no</p>', {"ok": False}),
    Case(
        "basics_v_else_if",
        '<p v-if="n === 1">one</p><p v-else-if="n === 2">two</p><p v-else>many</p>',
        {"n": 2},
    ),
    Case("basics_v_for_array", '<ul><li v-for="item in items">{{ item }}</li></ul>', {"items": ["a", "b", "c"]}),
    Case(
        "basics_v_for_index",
        '<ul><li v-for="(item, i) in items" :key="item.id">{{ i }}: {{ item.name }}</li></ul>',
        {"items": [{"id": 1, "name": "x"}, {"id": 2, "name": "y"}]},
    ),
    Case("basics_v_for_object", '<p v-for="(value, key, i) in obj">{{ i }} {{ key }}={{ value }}</p>', {"obj": {"a": 1, "b": 2}}),
    Case("basics_v_for_range", '<span v-for="n in 3">{{ n }}</span>'),
    Case(
        "basics_template_v_for",
        '<dl><template v-for="t in terms"><dt>{{ t.k }}</dt><dd>{{ t.v }}</dd></template></dl>',
        {"terms": [{"k": "a", "v": 1}, {"k": "b", "v": 2}]},
    ),
    Case("basics_v_show", '<p v-show="visible">a</p><p v-show="!visible" style="color: blue">b</p>', {"visible": True}),
    Case("basics_v_text", '<p v-text="msg">old</p>', {"msg": "<i>new</i>"}),
    Case("basics_v_html", '<div v-html="markup"></div>', {"markup": "<i>raw</i> &amp; more"}),
    Case("basics_v_model_text", '<input v-model="name">', {"name": "Ada"}),
    Case("basics_v_model_checkbox", '<input type="checkbox" v-model="done">', {"done": True}),
    Case(
        "basics_v_model_select",
        '<select v-model="pick"><option>a</option><option>b</option><option>c</option></select>',
        {"pick": "b"},
    ),
    Case("basics_v_cloak", '<div v-cloak>{{ 1 + 1 }}</div>'),
    Case("basics_v_pre", '<div v-pre>{{ not evaluated }}<span :a="b"></span></div>'),
    # what petite-vue does not walk keeps its modifier directives as written
    Case("basics_v_pre_modifiers", '<div v-pre><a @click.prevent="go" v-model.trim="x">a</a></div><b @click.stop="">b</b>'),
    Case("basics_outside_scope_roots", '<div v-scope="{ n: 1 }"><i @click.stop="n++">{{ n }}</i></div><form @submit.prevent="f()"></form>'),
    Case("basics_getter", '<div v-scope="{ n: 2, get double() { return this.n * 2 } }">{{ double }}</div>'),
    Case("basics_template_literal", "<p>{{ `Hi ${name.toUpperCase()}!` }}</p>", {"name": "ada"}),
    Case("basics_filter_map", "<p>{{ items.filter(i => i.done).map(i => i.t).join(', ') }}</p>",
         {"items": [{"t": "a", "done": True}, {"t": "b", "done": False}, {"t": "c", "done": True}]}),
]
