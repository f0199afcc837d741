"""Step cases: tables, options, nested templates, whitespace and comments around blocks."""

from ..harness import Case

CASES = [
    Case(
        "steps_shapes_table_rows",
        '<div v-scope="{ rows: [{ id: 1, v: \'a\' }] }"><button @click="rows.push({ id: rows.length + 1, v: \'n\' + rows.length })">add</button>'
        '<table><tbody><tr v-for="r in rows" :key="r.id"><td>{{ r.id }}</td><td>{{ r.v }}</td></tr></tbody></table></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_table_row_v_if",
        '<div v-scope="{ on: false }"><button @click="on = !on">t</button><table><tbody><tr><td>a</td></tr><tr v-if="on"><td>b</td></tr></tbody></table></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_template_in_tbody",
        '<div v-scope="{ xs: [1] }"><button @click="xs.push(xs.length + 1)">add</button>'
        '<table><tbody><template v-for="x in xs"><tr><td>{{ x }}</td></tr><tr><td>{{ x * 10 }}</td></tr></template></tbody></table></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_shapes_options_grow",
        '<div v-scope="{ opts: [\'a\'], pick: \'a\' }"><select v-model="pick"><option v-for="o in opts" :value="o">{{ o }}</option></select>'
        "<button @click=\"opts.push('o' + opts.length)\">more</button><p>{{ pick }}</p></div>",
        steps=(("click", "button"), ("select", "select", "o1"), ("click", "button")),
    ),
    Case(
        "steps_shapes_whitespace_around_blocks",
        '<div v-scope="{ xs: [1, 2], on: true }">\n  <button @click="xs.reverse(); on = !on">go</button>\n  <ul>\n    <li v-for="x in xs" :key="x">\n      {{ x }}\n    </li>\n  </ul>\n  <p v-if="on">\n    on\n  </p>\n</div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_comments_kept",
        '<div v-scope="{ n: 0 }"><!-- a comment --><button @click="n++">{{ n }}</button><!-- another --><p v-if="n">x</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "steps_shapes_nested_templates",
        '<div v-scope="{ on: true, xs: [1, 2] }"><button @click="on = !on; xs.push(3)">go</button>'
        '<template v-if="on"><template v-for="x in xs"><b>{{ x }}</b><i>,</i></template></template><u>end</u></div>',
        steps=(("click", "button"), ("click", "button")),
        differs="petite-vue 0.4.1 throws on a v-for directly inside a <template v-if> (no parent element); petite renders it, as Vue 3",
    ),
    Case(
        "steps_shapes_v_show_items",
        '<div v-scope="{ min: 0, xs: [1, 2, 3] }"><button @click="min++">more</button><p v-for="x in xs" v-show="x > min">{{ x }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_sibling_lists",
        '<div v-scope="{ a: [1], b: [9] }"><button @click="a.push(a.length + 1); b.unshift(b[0] - 1)">go</button>'
        '<i v-for="x in a">{{ x }}</i><hr><i v-for="y in b">{{ y }}</i></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_if_inside_for_inside_if",
        '<div v-scope="{ show: true, xs: [{ id: 1, ok: true }, { id: 2, ok: false }] }">'
        '<button class="t" @click="show = !show">t</button><button class="f" @click="xs[1].ok = true">f</button>'
        '<section v-if="show"><p v-for="x in xs" :key="x.id"><b v-if="x.ok">{{ x.id }}</b></p></section></div>',
        steps=(("click", ".f"), ("click", ".t"), ("click", ".t")),
    ),
    Case(
        "steps_shapes_svg_list",
        '<div v-scope="{ pts: [5] }"><button @click="pts.push(pts.length * 10 + 5)">add</button>'
        '<svg width="100" height="20"><circle v-for="p in pts" :cx="p" cy="10" r="3"></circle></svg></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_dl_pairs_remove",
        '<div v-scope="{ ts: [{ k: \'a\', v: 1 }, { k: \'b\', v: 2 }, { k: \'c\', v: 3 }] }">'
        '<dl><template v-for="t in ts" :key="t.k"><dt @click="ts.splice(ts.indexOf(t), 1)">{{ t.k }}</dt><dd>{{ t.v }}</dd></template></dl></div>',
        steps=(("click", "dt:nth-of-type(2)"), ("click", "dt:nth-of-type(1)")),
    ),
    Case(
        "steps_shapes_text_only_template_if",
        '<div v-scope="{ on: false }"><button @click="on = !on">t</button><span>[<template v-if="on">yes</template><template v-else>no</template>]</span></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "steps_shapes_pre_untouched",
        '<div v-scope="{ n: 1 }"><button @click="n++">+</button><div v-pre><p @click="n++">{{ n }}</p></div><p>{{ n }}</p></div>',
        steps=(("click", "button"), ("click", "div[v-pre] p")),
    ),
    Case(
        "steps_shapes_cloak_removed_and_live",
        '<div v-scope="{ n: 1 }" v-cloak><button @click="n++">{{ n }}</button></div>',
        steps=(("click", "button"),),
    ),
]
