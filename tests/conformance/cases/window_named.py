"""Cases: the window's named access (petite.window), recorded from petite-vue 0.4.1 in
Chromium. petite-vue evaluates `with($data){return(EXPR)}`, so a name no scope has is
looked up on the window, whose named properties are the page's elements by `id` (any
element, SVG and MathML too) and by `name` on embed, form, img and object; several of
one name are an HTMLCollection. The window's own properties (`name`, `top`, `Math`,
`onclick` ...) come first, and those of EventTarget.prototype and Object.prototype
(`addEventListener`, `toString`) hide an element of their name. It is the page as it is when the
expression runs: a `v-if` element not shown is out of the page once its directive ran,
a bound `:id` counts from when its binding ran."""

from ..harness import Case

CASES = [
    Case("window_named_ids",
         '<div id="foo">F</div><span id="sp">S</span><input id="inp" value="v"><form id="fm"></form>'
         '<p>{{ String(foo) }}|{{ typeof foo }}|{{ foo.textContent }}|{{ String(sp) }}|{{ inp.value }}|{{ String(fm) }}'
         "|{{ foo === document.getElementById('foo') }}|{{ window.foo === foo }}|{{ foo }}|{{ foo.id }}</p>"),
    Case("window_named_names",
         '<form name="f1"></form><img name="im" alt=""><div name="dn"></div><input name="in1"><embed name="em">'
         '<object name="ob"></object><a name="an"></a>'
         '<p>{{ String(f1) }}|{{ String(im) }}|{{ typeof dn }}|{{ typeof in1 }}|{{ String(em) }}|{{ String(ob) }}|{{ typeof an }}'
         "|{{ String(window.f1) }}|{{ typeof window.dn }}</p>"),
    Case("window_named_shadowed_by_scope",
         '<div v-scope="{ foo: 1 }"><div id="foo"></div><div id="bar"></div><div id="baz"></div>'
         '{{ foo }}|{{ bar }}|{{ String(baz) }}</div>',
         {"bar": 2}),
    Case("window_named_window_properties_first",
         '<div id="name"></div><div id="top"></div><div id="Math"></div>'
         '<div id="document"></div><div id="self"></div><div id="valueOf"></div><div id="JSON"></div><div id="status"></div>'
         "<p>{{ typeof name }}|{{ top === window }}|{{ typeof Math.max }}"
         "|{{ String(document) }}|{{ self === window }}|{{ typeof JSON.stringify }}|{{ typeof status }}|{{ typeof valueOf !== 'object' }}</p>"),
    Case("window_named_same_id_twice",
         '<div id="dup">a</div><span id="dup">b</span><form name="fx"></form><i id="fx"></i>'
         "<p>{{ String(dup) }}|{{ dup.length }}|{{ dup[0].textContent }}|{{ dup[1].tagName }}|{{ dup.item(1).textContent }}"
         "|{{ String(dup.namedItem('dup')) }}|{{ dup === window.dup }}|{{ String(fx) }}|{{ fx.length }}|{{ dup }}"
         "|{{ Object.keys(dup) }}|{{ JSON.stringify(dup) }}|{{ typeof dup[2] }}</p>"),
    Case("window_named_v_if_later",
         '<div v-scope="{ show: false, r: \'\' }"><button @click="show = true">s</button>'
         '<b @click="r = typeof later + String(window.later)">r</b><div v-if="show" id="later"></div>{{ r }}</div>',
         steps=(("click", "b"), ("click", "button"), ("click", "b"))),
    Case("window_named_v_if_order",
         '<p>{{ typeof hid }}</p><div v-if="false" id="hid"></div><p>{{ typeof hid }}</p>'
         '<p>{{ typeof hid2 }}</p><div v-if="false" id="hid2"></div>'),
    Case("window_named_v_for",
         '<div v-scope="{ items: [1, 2] }"><p>{{ typeof row1 }}|{{ typeof row }}</p>'
         '<i v-for="n in items" :id="\'row\' + n">{{ n }}</i><u v-for="n in items" id="row">{{ n }}</u>'
         "<p>{{ typeof row1 }}|{{ row.length }}|{{ String(row) }}|{{ row1.textContent }}</p></div>"),
    Case("window_named_bound_id",
         '<div :id="k"></div><p>{{ typeof dyn }}|{{ typeof pre }}</p><div :id="k2"></div><p>{{ typeof pre }}</p>',
         {"k": "dyn", "k2": "pre"}),
    Case("window_named_svg_and_math",
         '<svg><g id="sv"></g></svg><math id="mm"></math><p>{{ typeof sv }}|{{ typeof mm }}|{{ String(sv) }}</p>'),
    Case("window_named_odd_ids",
         '<div id=""></div><div id="a b"></div><div id="__proto__"></div>'
         "<p>{{ window['a b'] ? 'y' : 'n' }}|{{ String(window['']) }}|{{ String(window['a b']) }}</p>"),
    Case("window_named_in_a_handler",
         '<div v-scope="{ r: \'\' }"><div id="tgt">T</div>'
         '<button @click="tgt.textContent = \'U\'; r = tgt.textContent + typeof tgt">b</button>{{ r }}</div>',
         steps=(("click", "button"),)),
    Case("window_named_v_model_of_an_element",
         '<div v-scope="{ }"><div id="sw"></div><input type="checkbox" v-model="sw"><input v-model="sw"></div>'),
    Case("window_named_ids_from_data",
         '<i v-for="k in keys" :id="k"></i><p v-for="k in keys">{{ k }}={{ String(window[k]) }}</p>'
         '<p>{{ String(__class__) }}|{{ typeof _secret }}|{{ typeof __globals__ }}</p>',
         {"keys": ["__class__", "__globals__", "_secret", "__dict__", "window", "document", "name", "Object"]}),
    Case("window_named_read_inside_a_catch",
         '<div id="foo"></div><p>{{ (() => { try { return String(foo) + typeof nope } catch (e) { return \'caught\' } })() }}</p>'),
]
