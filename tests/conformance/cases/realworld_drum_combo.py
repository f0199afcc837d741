"""Cases from elevorous/DrumComboDemo's pages, recorded from petite-vue 0.4.1:

* a page's `<body>` and `<html>` found by tag name
  (`document.getElementsByTagName('body')[0].setAttribute(...)`): petite's template
  mounted from a string has neither, so the element standing for `document.body` is
  found, as Chromium finds the page's own;
* a `v-scope` over a reactive object (a component object reached through reactive data:
  `v-for="item in menuItems" v-scope="item.componentInstance"`) takes its getters and
  setters as accessors, as `getOwnPropertyDescriptors(proxy)` reads its target's: a
  v-model write runs the setter (which clamps) and the input shows what the getter reads.
"""

from ..harness import Case, expression_probe

ACCESSORS = "_g: 0, get g() { return this._g }, set g(v) { this._g = Math.min(v, 3) }"

CASES = [
    expression_probe(
        "page_body_by_tag_name",
        "<p>x</p>",
        [
            "document.getElementsByTagName('body').length",
            "document.getElementsByTagName('body')[0] === document.body",
            "document.getElementsByTagName('BODY')[0] === document.body",
            "document.getElementsByTagName('html').length",
            "document.getElementsByTagName('html')[0] === document.documentElement",
            "document.getElementsByTagName('body')[0].contains(document.querySelector('p'))",
            "document.getElementsByTagName('body').item(0) === document.body",
            "(document.getElementsByTagName('body')[0].setAttribute('data-running', true), document.body.getAttribute('data-running'))",
            "document.getElementsByTagName('bodyx').length",
        ],
    ),
    Case(
        "vscope_reactive_object_accessors",
        f'<div v-scope="{{ c: {{ {ACCESSORS} }} }}"><div v-scope="c"><input id="a" type="number" v-model="g">'
        '<p>{{ g }} {{ _g }} {{ Object.getOwnPropertyDescriptor(c, "g").get ? "accessor" : "data" }}</p></div></div>',
        steps=(("input", "#a", "7"), ("input", "#a", "2")),
    ),
    Case(
        "vscope_reactive_object_accessors_in_v_for",
        f'<div v-scope="{{ items: [{{ name: \'one\', c: {{ {ACCESSORS} }} }}] }}">'
        '<div v-for="item in items" v-scope="item.c"><input id="a" v-model="g">{{ item.name }} {{ g }}</div></div>',
        steps=(("input", "#a", "9"), ("input", "#a", "1")),
    ),
    Case(
        "vscope_reactive_object_getter_tracks",
        '<div v-scope="{ c: { a: 1, b: 2, get sum() { return this.a + this.b }, inc() { this.a++ } } }">'
        '<div v-scope="c"><button @click="inc()">inc</button><button id="b" @click="b = 10">b</button><p>{{ sum }} {{ a }} {{ c.a }}</p></div></div>',
        steps=(("click", "button"), ("click", "#b")),
    ),
]
