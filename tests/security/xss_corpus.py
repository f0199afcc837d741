"""XSS attacks of issue 9, classes 2 (data is text) and 3 (URLs): data-driven.

Each attack is a template reading `d` and the data `d` holds. Payloads call the page's
hook: `XSS` becomes `top.__xss(<id>)`, `XSSMSG` a `postMessage` to the parent (for
documents with an opaque origin, such as `data:` frames), `B64` a base64 `data:` page
posting that message. Families are generated from lists (elements x binding forms x
payload variants: case, whitespace, control characters, entities, camelCase, SVG,
MathML, nested templates, `$template`). An attack with `refused=True` must be refused
with `petite.safety.UnsafeAttributeError` (an attribute name no browser accepts).
"""

from __future__ import annotations

import base64
import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class XSSAttack:
    id: int
    cls: int
    name: str
    template: str
    data: Any
    refused: bool = False
    last: bool = False  # swallows what follows (<plaintext>): placed at the end of a page

    def benign(self) -> Any:
        """The same shape with harmless strings (a live page starts with it)."""
        return _benign(self.data)


def _benign(value: Any) -> Any:
    if isinstance(value, str):
        return "b"
    if isinstance(value, dict):
        return {k: _benign(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_benign(v) for v in value]
    return value


def _fill(value: Any, n: int) -> Any:
    if isinstance(value, str):
        message = f"parent.postMessage('__xss:{n}','*')"
        page = base64.b64encode(f"<script>{message}</script>".encode()).decode()
        return value.replace("XSSMSG", message).replace("XSS", f"top.__xss({n})").replace("B64", page)
    if isinstance(value, dict):
        return {_fill(k, n): _fill(v, n) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, n) for v in value]
    return value


# -- class 2: data is text -------------------------------------------------------------------

RAW_TAGS = ["style", "script", "noscript", "iframe", "xmp", "noembed", "noframes", "textarea", "title"]
RAW_FORMS = ["<{t}>{{{{ d.x }}}}</{t}>", "<{t}>a {{{{ d.x }}}} b</{t}>", '<{t} v-text="d.x"></{t}>',
             '<{t} :text-content.camel="d.x"></{t}>']
RAW_PAYLOADS = ["</{t}><img src=x onerror=XSS>", "</{T}><img src=x onerror=XSS>", "</{t} ><svg onload=XSS>",
                "</{t}\t/><img src=x onerror=XSS>", "<!--<script></{t}><img src=x onerror=XSS>"]
FOREIGN_TEXT = ["<svg><style>{{ d.x }}</style></svg>", '<svg><style v-text="d.x"></style></svg>',
                "<svg><title>{{ d.x }}</title></svg>", "<math><mi>{{ d.x }}</mi></math>",
                "<math><mtext>{{ d.x }}</mtext></math>", "<svg><foreignObject><p>{{ d.x }}</p></foreignObject></svg>"]
FOREIGN_PAYLOADS = ["<img src=x onerror=XSS>", "</style><img src=x onerror=XSS>", "]]><img src=x onerror=XSS>"]
ATTRIBUTE_VALUES = ['<p :title="d.x">t</p>', '<p v-bind="{ title: d.x }">t</p>', '<img src="x" :alt="d.x">',
                    '<input :value="d.x">', '<textarea v-model="d.x"></textarea>', '<p :class="d.x">t</p>',
                    '<p :style="d.x">t</p>', '<p :data-x="d.x">t</p>', '<svg :viewBox.camel="d.x"></svg>']
VALUE_PAYLOADS = ['"><img src=x onerror=XSS>', "' onmouseover='XSS' x='", '&quot; onfocus=XSS autofocus x=&quot;']
BAD_NAMES = ["x onerror=XSS", 'x"onerror="XSS', "x'onerror='XSS", "x/onerror=XSS", "><img src=x onerror=XSS>",
             "x\tonerror=XSS", "x\nonerror", "x=XSS", "x\x00onerror=XSS", "<img src=x onerror=XSS>"]
HANDLER_KEYS = ["onerror", "onload", "onclick", "onClick", "ONCLICK", "oNmOuSeOvEr", "onfocus", "oncommand", "onbegin",
                "onanimationstart", "ontoggle", "onbeforetoggle", "onpointerenter", "onscrollend", "onsearch",
                "oncontentvisibilityautostatechange", "onwebkitanimationend", "onbeforematch", "onauxclick",
                "oninput", "onInput", "onend", "onrepeat", "onfocusin"]
HANDLER_ELEMENTS = ['<img src="x" v-bind="d.o">', '<div v-bind="d.o">t</div>', '<svg v-bind="d.o"></svg>',
                    '<svg><animate attributeName="x" dur="1s" v-bind="d.o"/></svg>',
                    '<math v-bind="d.o"><mi>x</mi></math>',
                    '<details open v-bind="d.o"><summary>s</summary></details>']
HANDLER_BINDINGS = ['<svg :onload="d.x"></svg>', '<svg><a :onclick="d.x"><text>t</text></a></svg>',
                    '<img src="x" :onerror="d.x">', '<div :on-click.camel="d.x">t</div>',
                    '<input autofocus :onfocus="d.x">', '<img src="x" v-bind="{ onError: d.x }">',
                    '<math :onclick="d.x"><mi>x</mi></math>', '<template v-for="h in [d.x]"><img src="x" :onerror="h"></template>',
                    '<div v-scope="{ $template: \'#t{n}\' }"></div><template id="t{n}"><img src="x" :onerror="d.x"></template>',
                    "<div v-scope='{ $template: \"<img src=x :onerror=d.x>\" }'></div>",
                    '<img src="x" v-bind="{ [d.k]: d.x }">']
MARKUP_KEYS = [('<div v-bind="d.o"></div>', {"innerHTML": "<img src=x onerror=XSS>"}),
               ('<iframe v-bind="d.o"></iframe>', {"srcdoc": "<script>XSS</script>"}),
               ('<p v-bind="d.o">t</p>', {"outerHTML": "<img src=x onerror=XSS>"})]


def class2() -> list[tuple]:
    out: list[tuple] = []
    for t in RAW_TAGS:
        for form in RAW_FORMS:
            for payload in RAW_PAYLOADS:
                out.append((f"raw-{t}", form.format(t=t), {"x": payload.format(t=t, T=t.upper())}))
    for form in FOREIGN_TEXT:
        for payload in FOREIGN_PAYLOADS:
            out.append(("foreign-text", form, {"x": payload}))
    for form in ATTRIBUTE_VALUES:
        for payload in VALUE_PAYLOADS:
            out.append(("attribute-value", form, {"x": payload}))
    for key in HANDLER_KEYS:
        for form in HANDLER_ELEMENTS:
            out.append(("handler-key", form, {"o": {key: "XSS"}}))
    for form in HANDLER_BINDINGS:
        out.append(("handler-binding", form, {"x": "XSS", "k": "onerror"}))
    for form, obj in MARKUP_KEYS:
        out.append(("markup-key", form, {"o": obj}))
    for form in GETTER_FORMS:  # a getter (Object.defineProperty) returning markup, read in text and attributes
        out.append(("getter", form, {"x": "<img src=x onerror=XSS>", "o": {"onerror": "XSS"}}))
    for form in SCRIPT_TYPE_FORMS:  # a data-block script filled with data, its type bound from data (wave 35)
        out.append(("script-type", form, {"x": "XSS", "t": "text/javascript", "o": {"type": "module"}}))
    return out


SCRIPT_TYPE_FORMS = [
    '<script type="text/plain" :type.prop.camel="d.t">{{ d.x }}</script>',
    '<script type="text/plain" v-bind:type.prop="d.t">{{ d.x }}</script>',
    '<script type="text/plain" v-bind:type.attr="d.t" v-text="d.x"></script>',
    '<script type="text/plain" v-bind.prop="d.o">{{ d.x }}</script>',
    '<svg><script type="text/plain" :type.prop.camel="d.t">{{ d.x }}</script></svg>',
]


GETTER_FORMS = [
    "<p>{{ Object.defineProperty({}, 'x', { get: () => d.x }).x }}</p>",
    "<p>{{ Object.defineProperty({}, 'x', { get: () => d.x, enumerable: true }) }}</p>",
    "<p :title=\"Object.defineProperty({}, 'x', { get: () => d.x }).x\">t</p>",
    "<img src=\"x\" v-bind=\"Object.defineProperty({}, 'onerror', { get: () => d.o.onerror, enumerable: true })\">",
    "<p v-for=\"x in { [Symbol.iterator]() { return [d.x].values() } }\">{{ x }}</p>",
]


def refused() -> list[tuple]:
    return [("bad-name", '<p v-bind="d.o">t</p>', {"o": {name: "XSS"}}) for name in BAD_NAMES] + [
        ("bad-name-svg", '<svg v-bind="d.o"></svg>', {"o": {name: "XSS"}}) for name in BAD_NAMES[:4]
    ]


# -- class 3: URLs -----------------------------------------------------------------------------

URL_SINKS = [
    ("a-href", '<a :href="d.u">l</a>', "u"),
    ("area-href", '<map name="m{n}"><area shape="rect" coords="0,0,9,9" :href="d.u"></map>', "u"),
    ("form-action", '<form :action="d.u"><button>s</button></form>', "u"),
    ("button-formaction", '<form><button :formaction="d.u">s</button></form>', "u"),
    ("input-formaction", '<form><input type="submit" :formaction="d.u"></form>', "u"),
    ("iframe-src", '<iframe :src="d.u"></iframe>', "u"),
    ("embed-src", '<embed :src="d.u">', "u"),
    ("object-data", '<object :data="d.u"></object>', "u"),
    ("svg-href", '<svg><a :href="d.u"><text y="10">l</text></a></svg>', "u"),
    ("svg-xlink-href", '<svg><a :xlink:href="d.u"><text y="10">l</text></a></svg>', "u"),
    ("bind-literal", '<a v-bind="{ href: d.u }">l</a>', "u"),
    ("bind-data", '<a v-bind="d.o">l</a>', {"href"}),
    ("bind-data-case", '<a v-bind="d.o">l</a>', {"HREF"}),
    ("bind-svg", '<svg><a v-bind="d.o"><text y="10">l</text></a></svg>', {"href"}),
    ("bind-svg-xlink", '<svg><a v-bind="d.o"><text y="10">l</text></a></svg>', {"xlink:href"}),
    ("bind-iframe", '<iframe v-bind="d.o"></iframe>', {"src"}),
    ("bind-form", '<form v-bind="d.o"></form>', {"action"}),
    ("v-for", '<template v-for="u in d.list"><a :href="u">l</a></template>', "list"),
    ("template-id", '<div v-scope="{ $template: \'#u{n}\' }"></div><template id="u{n}"><a :href="d.u">l</a></template>', "u"),
    ("template-string", "<div v-scope='{ $template: \"<a :href=d.u>l</a>\" }'></div>", "u"),
    ("nested-scope", '<div v-scope="{ inner: d.u }"><a :href="inner">l</a></div>', "u"),
    ("set-attribute", "<a v-effect=\"$el.setAttribute('href', d.u)\">l</a>", "u"),
    # the namespace-aware setter (SVG sprites' `setAttributeNS(xlink, 'xlink:href', ...)`)
    ("set-attribute-ns", "<a v-effect=\"$el.setAttributeNS(null, 'href', d.u)\">l</a>", "u"),
    ("set-attribute-ns-case", "<a v-effect=\"$el.setAttributeNS(null, 'HREF', d.u)\">l</a>", "u"),
    ("set-attribute-ns-xlink", "<svg><a v-effect=\"$el.setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', d.u)\"><text y=\"10\">l</text></a></svg>", "u"),
    ("set-attribute-ns-svg-case", "<svg><a v-effect=\"$el.setAttributeNS(null, 'HREF', d.u)\"><text y=\"10\">l</text></a></svg>", "u"),
    ("url-object", '<a :href="URL.parse(d.u)">l</a>', "u"),  # (a URL object: its href)
    # a link's URL part written from data (petite.dom.hyperlink): the scheme turns the
    # template's opaque `x:` link into a `javascript:` one
    ("link-protocol", "<a href=\"x:top.__xss({n})\" v-effect=\"$el.protocol = d.u.slice(0, d.u.indexOf(':'))\">l</a>", "u"),
    ("area-protocol", "<map name=\"p{n}\"><area shape=\"rect\" coords=\"0,0,9,9\" href=\"x:top.__xss({n})\" v-effect=\"$el.protocol = d.u.slice(0, d.u.indexOf(':'))\"></map>", "u"),
    ("url-resolved", "<a :href=\"URL.parse(d.u, 'https://example.com/')?.href\">l</a>", "u"),
    # attribute objects built by the newer built-ins, and a toString hook
    ("bind-map-entries", "<a v-bind=\"Object.fromEntries(new Map([['href', d.u]]))\">l</a>", "u"),
    ("bind-params-entries", "<a v-bind=\"Object.fromEntries(new URLSearchParams([['href', d.u]]))\">l</a>", "u"),
    ("bind-group-by", "<a v-bind=\"Object.groupBy([d.u], () => 'href')\">l</a>", "u"),
    ("to-string-hook", '<a :href="{ toString: () => d.u }">l</a>', "u"),
    ("define-getter", "<a :href=\"Object.defineProperty({}, 'u', { get: () => d.u }).u\">l</a>", "u"),
    ("bind-getter", "<a v-bind=\"Object.defineProperty({}, 'href', { get: () => d.u, enumerable: true })\">l</a>", "u"),
    ("reflect-get", "<a :href=\"Reflect.get({ get u() { return this.v } }, 'u', { v: d.u })\">l</a>", "u"),
    ("iterator-next", '<a :href="[d.u].values().next().value">l</a>', "u"),
    ("symbol-iterable", '<a v-for="u in { *[Symbol.iterator]() { yield d.u } }" :href="u">l</a>', "u"),
]
URLS = ["javascript:XSS", "JAVASCRIPT:XSS", "JaVaScRiPt:XSS", " javascript:XSS", "\tjavascript:XSS", "java\tscript:XSS",
        "java\nscript:XSS", "java\rscript:XSS", "\x01javascript:XSS", "\x0b\x0c javascript:XSS",
        "&#106;avascript:XSS", "javascript&colon;XSS", "javascript:XSS//", "javascript://%0aXSS",
        "data:text/html,<script>XSSMSG</script>", "data:text/html;base64,B64"]


def class3() -> list[tuple]:
    out: list[tuple] = []
    for name, template, where in URL_SINKS:
        for url in URLS:
            if where == "u":
                data = {"u": url}
            elif where == "list":
                data = {"list": [url]}
            else:
                data = {"o": {next(iter(where)): url}}
            out.append((f"url-{name}", template, data))
    return out


def corpus() -> list[XSSAttack]:
    attacks: list[XSSAttack] = []
    families = [(2, class2(), False), (2, refused(), True), (3, class3(), False)]
    for cls, items, is_refused in families:
        for name, template, data in items:
            n = len(attacks) + 1
            attacks.append(XSSAttack(n, cls, name, template.replace("{n}", str(n)), _fill(data, n), is_refused))
    n = len(attacks) + 1
    attacks.append(XSSAttack(n, 2, "raw-plaintext", "<plaintext>{{ d.x }}", _fill({"x": "</plaintext><img src=x onerror=XSS>"}, n), last=True))
    return attacks


ATTACKS = corpus()
