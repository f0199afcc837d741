"""Hunt: v-html in table, select, list and SVG contexts; malformed and raw-text content."""

from ..harness import Case

CASES = [
    Case("hunt_vhtml_vhtml_tr", '<table><tbody><tr v-html="h"></tr></tbody></table>', {"h": "<td>a</td><td>b</td>"}),
    Case("hunt_vhtml_vhtml_table", '<table v-html="h"></table>', {"h": "<tr><td>x</td></tr><caption>c</caption>"}),
    Case("hunt_vhtml_vhtml_select", '<select v-html="h"></select>', {"h": "<option>a</option><option selected>b</option>"}),
    Case("hunt_vhtml_vhtml_ul_text", '<ul v-html="h"></ul>', {"h": "text <li>one<li>two"}),
    Case("hunt_vhtml_vhtml_svg", '<svg v-html="h"></svg>', {"h": "<circle r=\"1\"></circle><foreignObject><p>x</p></foreignObject>"}),
    Case("hunt_vhtml_vhtml_unclosed", '<div v-html="h"></div><p>after</p>', {"h": "<b>bold <i>it"}),
    Case("hunt_vhtml_vhtml_script_style", '<div v-html="h"></div>', {"h": "<style>.a{}</style><script>var x = 1 < 2</script>ok"}, differs='v-html sanitises untrusted markup: the (inert) <script> is removed'),
    Case("hunt_vhtml_vhtml_comment_entities", '<div v-html="h"></div>', {"h": "<!-- c -->&lt;&amp;&nbsp;&#169;"}),
    Case("hunt_vhtml_vhtml_textarea_content", '<div v-html="h"></div>', {"h": "<textarea>\n<b>raw</b></textarea><pre>\nline</pre>"}),
    Case("hunt_vhtml_vtext_in_select_option", '<select v-model="s"><option v-for="o in opts" v-text="o.label" :value="o.id"></option></select>', {"opts": [{"id": 1, "label": "One"}, {"id": 2, "label": "Two"}], "s": 2}),
]
