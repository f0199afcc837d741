"""SSR: realistic page fragments (tabs, forms, tables, lists) end to end."""

from ..harness import Case

CASES = [
    Case('ssr_page_tabs_show', '<div v-scope="{ tab: \'b\', tabs: [\'a\', \'b\', \'c\'] }"><nav><button v-for="t in tabs" :class="{ active: tab === t }" :aria-selected="tab === t" @click="tab = t">{{ t.toUpperCase() }}</button></nav><section v-for="t in tabs" v-show="tab === t" :id="\'panel-\' + t">Panel {{ t }}</section></div>', None),
    Case('ssr_page_accordion_details', '<div v-scope="{ open: [true, false] }"><details v-for="(o, i) in open" :open="o"><summary>Item {{ i + 1 }}</summary><p>Body</p></details></div>', None),
    Case('ssr_page_form_controls', '<form v-scope="{ f: { name: \'Ada\', role: \'dev\', agree: true, tags: [\'x\'] } }"><input name="name" v-model="f.name" required><select v-model="f.role"><option value="">--</option><option value="dev">Dev</option><option value="ops">Ops</option></select><label><input type="checkbox" v-model="f.agree"> agree</label><label v-for="t in [\'x\', \'y\']"><input type="checkbox" :value="t" v-model="f.tags">{{ t }}</label><button :disabled="!f.agree">Send</button></form>', None),
    Case('ssr_page_table_rows', '<table v-scope="{ rows: [{ id: 1, n: \'a\', v: 1.5 }, { id: 2, n: \'b\', v: -2 }] }"><thead><tr><th>#</th><th>Name</th></tr></thead><tbody><tr v-for="(r, i) in rows" :key="r.id" :class="i % 2 ? \'odd\' : \'even\'"><td>{{ i + 1 }}</td><td :title="r.n">{{ r.n }}</td><td :style="{ color: r.v < 0 ? \'red\' : \'green\' }">{{ r.v.toFixed(2) }}</td></tr></tbody></table>', None),
    Case('ssr_page_list_selection', '<ul v-scope="{ items: [\'a\', \'b\'], sel: 1 }"><li v-for="(x, i) in items" :class="[\'item\', { selected: i === sel }]" :data-index="i"><span v-if="i === sel">&#9654;</span>{{ x }}</li></ul>', None),
    Case('ssr_page_login_else', '<div v-scope="{ user: null }"><p v-if="user">Hi {{ user.name }}</p><p v-else>Please <a href="/login">log in</a></p></div>', None),
    Case('ssr_page_nested_ternary_progress', '<div v-scope="{ n: 0 }"><p>{{ n === 0 ? \'none\' : n === 1 ? \'one\' : \'many\' }}</p><progress :value="n" max="10"></progress></div>', None),
    Case('ssr_page_article_text_html', '<article v-scope="{ post: { title: \'T<1>\', body: \'<p>para</p>\', tags: [] } }"><h2 v-text="post.title"></h2><div v-html="post.body"></div><p v-if="post.tags.length">tags</p><small v-else>no tags</small></article>', None),
]
