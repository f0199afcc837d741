"""SSR through the mount path (v-effect, $el, $refs, @vue:mounted) and scope details."""

from ..harness import Case

CASES = [
    Case("ssr_mount_effect_el_attribute", '<div v-scope="{ n: 1 }" v-effect="$el.title = n * 2">{{ n }}</div>'),
    Case("ssr_mount_effect_text_content", '<div v-scope="{ n: 1 }"><p v-effect="$el.textContent = \'effect \' + n">x</p></div>'),
    Case("ssr_mount_vue_mounted_changes_data", '<div v-scope="{ msg: \'\' }" @vue:mounted="msg = \'mounted\'">{{ msg }}</div>'),
    Case("ssr_mount_refs_in_text", '<div v-scope="{ w: 0 }"><input ref="box" value="abc"><p>{{ $refs.box ? $refs.box.value : \'none\' }}</p></div>'),
    Case("ssr_mount_el_in_binding", '<p :title="$el.tagName">x</p>'),
    Case("ssr_mount_effect_assigns_data", '<div v-scope="{ count: 0 }" v-effect="count = 5"><span>{{ count }}</span></div>'),
    Case("ssr_mount_effect_in_loop", '<ul v-scope="{ items: [1, 2, 3] }"><li v-for="i in items" v-effect="$el.className = \'item-\' + i">{{ i }}</li></ul>'),
    Case("ssr_scope_getter_reads_outer_scope", '<div v-scope="{ a: { b: { c: 1 } } }"><p v-scope="{ get d() { return a.b.c + 1 } }">{{ d }}</p></div>'),
    Case("ssr_scope_getter_sorted_copy", '<div v-scope="{ list: [3, 1, 2], get sorted() { return [...this.list].sort() } }"><i v-for="x in sorted">{{ x }}</i></div>'),
    Case("ssr_scope_method_this_in_loop", '<div v-scope="{ f(x) { return x * this.k }, k: 3 }"><i v-for="x in [1, 2]">{{ f(x) }}</i></div>'),
    Case("ssr_scope_object_from_outer_scope", '<div v-scope="{ user: { first: \'A\', last: \'B\' } }"><p v-scope="user">{{ first }} {{ last }}</p></div>'),
    Case("ssr_text_typeof", '<p>{{ typeof x }} {{ typeof y }} {{ typeof f }}</p>', {"x": 1, "y": "s"}),
    Case("ssr_mount_increment_in_text_rerenders_earlier_bindings", "<p>{{ n }}</p><p>{{ n++ }}</p>", {"n": 1}),
    Case("ssr_mount_push_in_text", '<div v-scope="{ list: [] }"><p>{{ list.length }}</p><p>{{ list.push(1) }}</p></div>'),
    Case("ssr_mount_assignment_in_binding", '<p :title="x = 5">{{ x }}</p>', {"x": 1}),
]
