"""A leading newline in `<pre>`, `<textarea>` and `<listing>`: the HTML parser drops one
newline right after their start tag, so page output (render, the mounted page) writes one
more when the content starts with a newline (`petite.safety.page_content`); the
`outerHTML` an expression reads is Chromium's, which adds none."""

from ..harness import Case

CASES = [
    Case("pre_newline_interpolation", "<pre>{{ s }}</pre><pre>{{ s }}{{ s }}</pre>", {"s": "\nx"}),
    Case("pre_newline_literal", '<pre>{{ "\\n\\ny" }}</pre><pre>{{ "\\n" }}</pre>'),
    Case("pre_newline_static_in_scope", '<div v-scope="{ n: 1 }"><pre>\n\nx {{ n }}</pre><pre>\n\n</pre></div>'),
    Case("pre_newline_static_outside_scope", '<div v-scope="{}"></div><pre>\n\nout</pre><textarea>\n\nta</textarea>'),
    Case("pre_newline_v_text_v_html", '<pre v-text="t"></pre><pre v-html="t"></pre><pre v-html="h"></pre>',
         {"t": "\n<b>hi</b>", "h": "<b>b</b>\nafter"}),
    Case("pre_newline_textarea_model", '<textarea v-model="t"></textarea><textarea :value="t"></textarea>',
         {"t": "\nline"}, steps=(("input", "textarea", "\n\nnew"),)),
    Case("pre_newline_listing", "<listing>{{ s }}</listing>", {"s": "\nl"}),
    Case("pre_newline_v_html_markup_with_pre", '<div v-html="h"></div>', {"h": "<pre>\n\nq</pre><textarea>\n\nt</textarea>"}),
    Case("pre_newline_element_first", "<pre><b>a</b>{{ s }}</pre><pre><!-- c -->{{ s }}</pre>", {"s": "\nb"}),
    Case("pre_newline_v_for_lines", '<pre><template v-for="l in lines">{{ l }}\n</template></pre>', {"lines": ["", "a"]}),
    Case("pre_newline_v_if_first", '<pre><template v-if="ok">\nyes</template>x</pre><pre><span v-if="ok">s</span>\nz</pre>',
         {"ok": True}),
    Case("pre_newline_outer_html_read", '<div><pre>\n\ny</pre><span v-text="$el.previousElementSibling.outerHTML"></span>'
         '<i v-text="$el.parentElement.firstElementChild.innerHTML"></i></div>'),
    Case("pre_newline_svg_pre_is_not_html", '<svg><foreignObject><pre>{{ s }}</pre></foreignObject></svg>', {"s": "\nf"}),
    Case("pre_newline_update", '<div v-scope="{ s: \'a\' }"><pre>{{ s }}</pre><button @click="s = \'\\nb\'">go</button></div>',
         steps=(("click", "button", None),)),
]
