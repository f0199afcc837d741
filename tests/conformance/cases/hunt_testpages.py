"""Hunt: patterns from petite-vue's own manual test pages ($data display, object true-values, keyed destructuring)."""

from ..harness import Case

CASES = [
    Case("hunt_testpages_model_page", '<div v-scope="{ text: \'hello\', checked: true, checkToggle: { a: 1 }, trueValue: { a: 1 }, falseValue: { a: 2 }, arr: [\'one\'], radioSelected: \'two\', selected: \'two\' }">\n  {{ text }}\n  <input v-model.trim="text" />\n  <textarea v-model.trim="text"></textarea>\n  <input type="checkbox" id="checkbox" v-model="checked" />\n  <label for="checkbox">{{ checked }}</label>\n  <label><input type="checkbox" v-model="arr" value="one" /> one</label>\n  <label><input type="checkbox" v-model="arr" value="two" /> two</label>\n  <label><input type="checkbox" v-model="arr" :value="123" /> actual number</label>\n  <div>{{ arr }}</div>\n  <input type="checkbox" v-model="checkToggle" :true-value="trueValue" :false-value="falseValue" />\n  <div>{{ checkToggle }}</div>\n  <label><input type="radio" v-model="radioSelected" value="one" /> one</label>\n  <label><input type="radio" v-model="radioSelected" value="two" /> two</label>\n  <select v-model="selected"><option>one</option><option>two</option><option>three</option></select>\n  <div>{{ selected }}</div>\n</div>'),
    Case("hunt_testpages_for_page", '<ul><li v-for="({ id, text }, index) in list" :key="id"><div>{{ index }} {{ { id, text } }}</div></li></ul><ul><li v-for="item of list" :key="item.id"><input v-model="item.text" /></li></ul>', {"list": [{"id": 1, "text": "bar"}, {"id": 2, "text": "boo"}]}),
    Case("hunt_testpages_bind_page", '<div v-scope v-cloak><div :id="id">simple</div><div class="static" :class="classes">class</div><div style="font-weight: bold" :style="style">style</div><div v-bind="obj">object</div></div>', {"id": "green", "classes": ["foo", {"red": True}], "style": {"color": "blue"}, "obj": {"class": "orange"}}),
    Case("hunt_testpages_checkbox_false_value_object", '<input type="checkbox" v-model="v" :true-value="{ a: 1 }" :false-value="{ a: 2 }"><p>{{ v }}</p>', {"v": {"a": 2}}),
    Case("hunt_testpages_multi_mount_like", '<div v-scope="{ n: 1 }"><p>{{ n }}</p></div>\n<div v-scope="{ n: 2 }"><p>{{ n }}</p><div v-scope="{ m: n + 1 }">{{ m }}</div></div>'),
    Case("hunt_testpages_html_page", '<div v-scope="{ html: \'<h1>hello</h1><p>para</p>\' }"><div v-html="html"></div><div v-text="html"></div></div>'),
    Case("hunt_testpages_show_page", '<div v-scope="{ open: true }"><div v-show="open">shown</div><div v-show="!open">hidden</div></div>'),
]
