"""Hunt: v-scope nesting, components with $template, v-if chains, v-show, v-once, v-pre, v-cloak, delimiters."""

from ..harness import Case

CASES = [
    # v-scope
    Case("hunt_scope_nested_shadowing", '<div v-scope="{ a: 1, b: 2 }">{{ a }}{{ b }}<div v-scope="{ a: 10 }">{{ a }}{{ b }}<p v-scope="{ b: 20 }">{{ a }}{{ b }}</p></div>{{ a }}</div>'),
    Case("hunt_scope_multiple_roots", '<div v-scope="{ n: 1 }">{{ n }}</div><p>{{ untouched }}</p><div v-scope="{ n: 2 }">{{ n }}</div>'),
    Case("hunt_scope_root_data_visible", '<div v-scope="{ local: \'L\' }">{{ local }}-{{ global }}</div>', {"global": "G"}),
    Case("hunt_scope_empty", '<div v-scope>{{ x }}</div>', {"x": "root"}),
    Case("hunt_scope_expression_data", '<div v-scope="{ items: [1, 2, 3].map(n => ({ n, sq: n * n })) }"><span v-for="i in items">{{ i.n }}:{{ i.sq }} </span></div>'),
    Case("hunt_scope_method_this", '<div v-scope="{ count: 3, double() { return this.count * 2 } }">{{ double() }}</div>'),
    Case("hunt_scope_uses_outer_in_init", '<div v-scope="{ base: 5 }"><p v-scope="{ v: base * 2 }">{{ v }}</p></div>'),
    Case("hunt_scope_with_if", '<div v-scope="{ show: false }"><p v-if="show">a</p><p v-else>b</p></div>'),
    Case("hunt_scope_on_for_item_child", '<ul v-scope="{ list: [\'x\', \'y\'] }"><li v-for="(it, i) in list"><span v-scope="{ label: it + i }">{{ label }}</span></li></ul>'),
    Case("hunt_scope_attr_removed_with_other_attrs", '<section id="app" class="c" v-scope="{ t: \'T\' }" :title="t">{{ t }}</section>'),
    # components
    Case("hunt_component_string_template", '<div v-scope="{ Counter(props) { return { $template: \'<b>{{ count }}</b><i>{{ label }}</i>\', count: props.start, label: \'c\' } } }"><span v-scope="Counter({ start: 5 })"></span><span v-scope="Counter({ start: 7 })"></span></div>'),
    Case("hunt_component_template_id", '<template id="item-tpl"><li>{{ name }} ({{ qty }})</li></template><ul v-scope="{ Item(p) { return { $template: \'#item-tpl\', name: p.name, qty: p.qty } } }"><div v-scope="Item({ name: \'apple\', qty: 2 })"></div></ul>'),
    Case("hunt_component_in_for", '<div v-scope="{ Tag(t) { return { $template: \'<em>#{{ t }}</em>\', t } }, tags: [\'a\', \'b\'] }"><span v-for="t in tags" v-scope="Tag(t)"></span></div>'),
    Case("hunt_component_with_state_getter", '<div v-scope="{ Card(p) { return { $template: \'<h4>{{ title }}</h4><p v-if=&quot;body&quot;>{{ body }}</p>\', title: p.title.toUpperCase(), body: p.body } } }"><div v-scope="Card({ title: \'hi\', body: \'\' })"></div><div v-scope="Card({ title: \'yo\', body: \'text\' })"></div></div>'),
    Case("hunt_component_replaces_children", '<div v-scope="{ C() { return { $template: \'<b>new</b>\' } } }"><p v-scope="C()">old children</p></div>'),
    # v-if chains
    Case("hunt_if_chain_all_false", '<p v-if="a">a</p><p v-else-if="b">b</p><div>after</div>', {"a": False, "b": 0}),
    Case("hunt_if_chain_whitespace_between", '<p v-if="n === 1">one</p>\n  <p v-else-if="n === 2">two</p>\n  <p v-else>other</p>', {"n": 2}),
    Case("hunt_if_template_group", '<template v-if="ok"><h1>T</h1><p>P</p></template><template v-else><p>no</p></template>', {"ok": True}),
    Case("hunt_if_template_else", '<template v-if="ok"><h1>T</h1></template><template v-else>plain text {{ n }}</template>', {"ok": False, "n": 1}),
    Case("hunt_if_nested_ifs", '<div v-if="a"><span v-if="b">ab</span><span v-else>a only</span></div>', {"a": True, "b": False}),
    Case("hunt_if_with_other_attrs", '<p v-if="ok" class="x" :title="t" id="i">x</p>', {"ok": True, "t": "T"}),
    Case("hunt_if_truthiness", '<i v-if="[]">arr</i><i v-if="{}">obj</i><i v-if="\'0\'">str0</i><i v-if="0">zero</i><i v-if="NaN">nan</i>'),
    Case("hunt_if_in_table_rows", '<table><tbody><tr v-for="r in rows"><td v-if="r.x">{{ r.x }}</td><td v-else>-</td></tr></tbody></table>', {"rows": [{"x": 1}, {}]}),
    # v-show
    Case("hunt_show_with_style_display", '<p v-show="s" style="display: flex; color: red">a</p><p v-show="!s" style="display: grid">b</p>', {"s": True}),
    Case("hunt_show_with_bound_style", '<p v-show="s" :style="{ color: \'red\' }">a</p><p :style="{ display: \'inline\' }" v-show="s">b</p>', {"s": False}),
    Case("hunt_show_no_style_truthy", '<p v-show="1">a</p><p v-show="\'\'">b</p>'),
    Case("hunt_show_on_template_like_element", '<ul><li v-for="i in items" v-show="i.v" :class="{ on: i.v }">{{ i.n }}</li></ul>', {"items": [{"n": 1, "v": 1}, {"n": 2, "v": 0}]}),
    Case("hunt_show_style_important_display", '<p v-show="false" style="display: block !important">x</p>'),
    # v-once, v-pre, v-cloak
    Case("hunt_once_renders_once", '<p v-once>{{ msg }} <b :title="msg">{{ msg.length }}</b></p>', {"msg": "hi"}),
    Case("hunt_pre_keeps_everything", '<div v-pre>{{ raw }} <b :title="x" @click="y" v-if="false">kept</b></div>{{ n }}', {"n": 1}),
    Case("hunt_pre_attr_kept", '<span v-pre :class="c">{{ c }}</span>'),
    Case("hunt_cloak_removed_everywhere", '<div v-cloak><p v-cloak>{{ a }}</p><p v-for="i in [1]" v-cloak>{{ i }}</p></div>', {"a": 1}),
    # delimiters
    Case("hunt_delimiters_scope", '<div v-scope="{ $delimiters: [\'${\', \'}\'], x: 1 }">${ x } {{ x }}</div>'),
    Case("hunt_delimiters_root", '<p>[[ a ]] {{ a }}</p>', {"$delimiters": ["[[", "]]"], "a": "A"}),
    # effects-free refs and listeners
    Case("hunt_on_attrs_removed_all_forms", '<button @click="a = 1" v-on:mouseover="b = 2" @keyup.enter="c = 3" @vue:unmounted="d = 4">x</button>', {"a": 0}),
    Case("hunt_on_object_syntax_removed", '<button v-on="{ click: () => 1 }">x</button>'),
    # pages
    Case("hunt_page_commits_like", '<div v-scope="{ branches: [\'main\', \'dev\'], current: \'main\', commits: [{ sha: \'abcdef1234567\', commit: { message: \'Fix bug\\nmore\', author: { name: \'Ann\', date: \'2024-01-02T03:04:05Z\' } }, html_url: \'#1\' }], truncate(v) { const n = v.indexOf(\'\\n\'); return n > 0 ? v.slice(0, n) : v }, formatDate(v) { return v.split(\'T\').join(\' \').replace(\'Z\', \'\') } }"><template v-for="b in branches"><input type="radio" :id="b" :value="b" name="branch" v-model="current"><label :for="b">{{ b }}</label></template><p>vuejs/petite-vue@{{ current }}</p><ul><li v-for="{ html_url, sha, author, commit } in commits"><a :href="html_url" target="_blank" class="commit">{{ sha.slice(0, 7) }}</a> - <span class="message">{{ truncate(commit.message) }}</span><br>by <span class="author">{{ commit.author.name }}</span> at <span class="date">{{ formatDate(commit.author.date) }}</span></li></ul></div>'),
    Case("hunt_page_grid_like", '<table v-scope="{ cols: [\'name\', \'power\'], rows: [{ name: \'Chuck\', power: Infinity }, { name: \'Bruce\', power: 9000 }], sortKey: \'power\', order: -1, get sorted() { return this.rows.slice().sort((a, b) => (a[this.sortKey] > b[this.sortKey] ? 1 : -1) * this.order) } }"><thead><tr><th v-for="c in cols" :class="{ active: sortKey == c }">{{ c[0].toUpperCase() + c.slice(1) }}<span class="arrow" :class="order > 0 ? \'asc\' : \'dsc\'"></span></th></tr></thead><tbody><tr v-for="r in sorted"><td v-for="c in cols">{{ r[c] }}</td></tr></tbody></table>'),
    Case("hunt_page_markdown_like", '<div v-scope="{ input: \'# hello\' }"><textarea :value="input"></textarea><div v-html="input.startsWith(\'# \') ? \'<h1>\' + input.slice(2) + \'</h1>\' : input"></div></div>'),
]
