"""An outsider's XSS attacks (classes 2 and 3): sinks and mechanisms corpus_xss.py leaves out.

- mutation XSS: templates whose DOM, once serialized, the browser parses into another
  tree (nested forms around MathML, `mglyph`/`malignmark` in text integration points,
  CDATA sections in foreign content), with data in a raw-text element that changes
  namespace on the way;
- script elements that have not started yet (empty at first paint): data that arrives
  later is their first text;
- sinks reached through DOM members of `$el` the other corpus does not try (`Attr`
  nodes, `setAttributeNS`, `nodeValue` of comments, URL-valued properties such as
  `action`, `formAction`, `src`, `data`);
- URL spellings through other routes: SVG animation `from`/`by` and value lists,
  `xlink:href` in upper case (the HTML parser folds it, `setAttribute` on SVG does not),
  str subclasses whose `__str__` or methods lie, objects converted after the check
  (regex match arrays, class instances with `toString`).

The browser test (test_outsider_xss.py) loads each output in Chromium on the three paths
and detects execution with the hooks of test_xss_browser.py.
"""

from __future__ import annotations

import dataclasses
import enum
from pathlib import PurePosixPath
from typing import Any

CALL = "top.pwn(1)"
IMG = f"<img src=x onerror={CALL}>"
JS = f"javascript:{CALL}"


@dataclasses.dataclass(frozen=True)
class OutXSS:
    id: str
    cls: int
    template: str  # shows `v` / `o`
    value: Any
    var: str = "v"
    benign: Any = "x"  # what the live page shows before the hostile value arrives

    def data(self) -> dict:
        return {self.var: self.value}


class LyingStr(str):
    """A str whose text is harmless but whose str() is a script URL."""

    def __str__(self) -> str:
        return JS


class LyingMethods(str):
    """A str whose text is a script URL but whose methods say otherwise."""

    def lower(self) -> str:
        return "https://example.com/"

    def strip(self, chars=None) -> str:
        return "https://example.com/"

    def casefold(self) -> str:
        return "https://example.com/"

    def startswith(self, *args) -> bool:
        return False


class UrlEnum(enum.StrEnum):
    LINK = JS


def _attacks() -> list[OutXSS]:
    out: list[OutXSS] = []

    def add(id, cls, template, value, var="v", benign="x"):
        out.append(OutXSS(f"c{cls}-out-{id}", cls, template, value, var, benign))

    # -- mutation XSS: data in a raw-text element whose namespace changes on reparse ---------
    breakout = f"</math><img src=x onerror={CALL}>"
    add("mxss-nested-form-mglyph", 2,
        "<form><math><mtext></form><form><mglyph><style>{{ v }}</style></mglyph></form></mtext></math></form>", breakout)
    add("mxss-table-mglyph", 2, "<math><mtext><table><mglyph><style>{{ v }}</style></mglyph></table></mtext></math>", IMG)
    add("mxss-mtext-mglyph", 2, "<math><mtext><mglyph><style>{{ v }}</style></mglyph></mtext></math>", IMG)
    add("mxss-mi-malignmark", 2, "<math><mi><malignmark><style>{{ v }}</style></malignmark></mi></math>", IMG)
    add("mxss-annotation-html", 2,
        '<math><annotation-xml encoding="text/html"><style>{{ v }}</style></annotation-xml></math>', f"</style>{IMG}")
    add("mxss-annotation-plain", 2, "<math><annotation-xml><style>{{ v }}</style></annotation-xml></math>", IMG)
    add("mxss-foreignobject-style", 2, "<svg><foreignObject><style>{{ v }}</style></foreignObject></svg>", f"</style>{IMG}")
    add("mxss-desc-svg-style", 2, "<svg><desc><svg><style>{{ v }}</style></svg></desc></svg>", IMG)
    add("mxss-svg-p-style", 2, "<svg></p><style>{{ v }}</style></svg>", f"</style>{IMG}")
    add("mxss-svg-cdata", 2, "<svg><style><![CDATA[{{ v }}]]></style></svg>", f"]]>{IMG}")
    add("mxss-math-cdata", 2, "<math><mi><![CDATA[{{ v }}]]></mi></math>", f"]]>{IMG}")
    add("mxss-svg-title-style", 2, "<svg><title><style>{{ v }}</style></title></svg>", f"</style>{IMG}")
    add("mxss-select-style", 2, "<select><style>{{ v }}</style></select>", f"</style>{IMG}")
    add("mxss-noscript-attr", 2, '<noscript><p :title="v">x</p></noscript>', f"</noscript>{IMG}")
    add("mxss-svg-textarea", 2, "<svg><textarea>{{ v }}</textarea></svg>", IMG)
    add("mxss-svg-xmp", 2, "<svg><xmp>{{ v }}</xmp></svg>", IMG)
    add("mxss-template-style", 2, "<template><style>{{ v }}</style></template><p>x</p>", f"</style>{IMG}")
    add("mxss-table-style", 2, "<table><style>{{ v }}</style><tr><td>x</td></tr></table>", f"</style>{IMG}")
    # the same class: foster parenting leaves an HTML element where a reparse puts a MathML one
    # (mglyph/malignmark in a text integration point), around every raw-text element and sink
    add("mxss-table-malignmark-mi", 2, "<math><mi><table><malignmark><style>{{ v }}</style></malignmark></table></mi></math>", IMG)
    add("mxss-table-mglyph-xmp", 2, "<math><mo><table><mglyph><xmp>{{ v }}</xmp></mglyph></table></mo></math>", IMG)
    add("mxss-table-mglyph-noembed", 2, "<math><mn><table><mglyph><noembed>{{ v }}</noembed></mglyph></table></mn></math>", IMG)
    add("mxss-table-mglyph-iframe", 2, "<math><ms><table><mglyph><iframe>{{ v }}</iframe></mglyph></table></ms></math>", IMG)
    add("mxss-table-mglyph-vtext", 2, '<math><mtext><table><mglyph><style v-text="v"></style></mglyph></table></mtext></math>', IMG)
    add("mxss-table-mglyph-textcontent", 2,
        '<math><mtext><table><mglyph><style :text-content.camel="v"></style></mglyph></table></mtext></math>', IMG)
    add("mxss-table-mglyph-deep", 2,
        "<math><mtext><table><mglyph><b><style>{{ v }}</style></b></mglyph></table></mtext></math>", IMG)
    add("mxss-table-mglyph-vfor", 2,
        '<math><mtext><table><mglyph v-for="x in [v]"><style>{{ x }}</style></mglyph></table></mtext></math>', IMG)
    add("mxss-vhtml-table-mglyph", 2, '<div v-html="v"></div>',
        f"<math><mtext><table><mglyph><style>{IMG}</style></mglyph></table></mtext></math>")
    add("mxss-vhtml-mglyph-in-style", 2, '<math><mtext><table><mglyph><style v-html="v"></style></mglyph></table></mtext></math>',
        IMG)
    add("mxss-vhtml-svg-foster", 2, '<div v-html="v"></div>',
        f"<svg><desc><table><svg><style>{IMG}</style></svg></table></desc></svg>")
    add("mxss-math-style-vtext", 2, '<math><mtext><mglyph><style v-text="v"></style></mglyph></mtext></math>', IMG)
    # -- script elements that start later ------------------------------------------------
    add("script-empty-then-data", 2, "<script>{{ v }}</script>", CALL, benign="")
    add("script-empty-vtext", 2, '<script v-text="v"></script>', CALL, benign="")
    add("script-text-prop", 2, '<script :text="v"></script>', CALL, benign="")
    add("script-textcontent-camel", 2, '<script :text-content.camel="v"></script>', CALL, benign="")
    add("script-innertext-camel", 2, '<script :inner-text.camel="v"></script>', CALL, benign="")
    add("script-vif-data", 2, '<template v-if="v"><script>{{ v }}</script></template>', CALL, benign="")
    add("script-vfor-data", 2, '<script v-for="s in [v]">{{ s }}</script>', CALL, benign="")
    add("svg-script-empty", 2, "<svg><script>{{ v }}</script></svg>", CALL, benign="")
    add("style-text-prop", 2, '<style :text-content.camel="v"></style>', f"</style>{IMG}")
    add("title-text-prop", 2, '<title :text="v"></title>', f"</title>{IMG}")
    add("textarea-value-prop", 2, '<textarea :value="v"></textarea>', f"</textarea>{IMG}")
    add("textarea-default-value", 2, '<textarea :default-value.camel="v"></textarea>', f"</textarea>{IMG}")
    add("option-text-prop", 2, '<select><option :text="v"></option></select>', f"</select>{IMG}")
    # -- $el members -------------------------------------------------------------------------
    add("effect-attr-node-href", 3, '<a href="#" v-effect="$el.attributes[0].value = v">link</a>', JS)
    add("effect-attr-named-href", 3, '<a href="#" v-effect="$el.attributes.href.value = v">link</a>', JS)
    add("effect-attrnode-get", 3, '<a href="#" v-effect="$el.getAttributeNode(\'href\').value = v">link</a>', JS)
    add("effect-setattributens-href", 3, '<a href="#" v-effect="$el.setAttributeNS(null, \'href\', v)">link</a>', JS)
    add("effect-setattributens-xlink", 3,
        '<svg><a v-effect="$el.setAttributeNS(\'http://www.w3.org/1999/xlink\', \'xlink:href\', v)"><text y="20">x</text></a></svg>', JS)
    add("effect-setattributens-on", 2, '<p v-effect="$el.setAttributeNS(null, \'onclick\', v)">x</p>', CALL)
    add("effect-toggle-on", 2, '<p v-effect="$el.toggleAttribute(v)">x</p>', "onclick")
    add("effect-form-action", 3, '<form v-effect="$el.action = v"><button>go</button></form>', JS)
    add("effect-button-formaction", 3, '<form><button v-effect="$el.formAction = v">go</button></form>', JS)
    add("effect-iframe-src", 3, '<iframe v-effect="$el.src = v"></iframe>', JS)
    add("effect-object-data", 3, '<object type="text/html" v-effect="$el.data = v"></object>', "data:text/html,<script>top.pwn(1)</script>")
    add("effect-svg-href-baseval", 3, '<svg><a href="#" v-effect="$el.href.baseVal = v"><text y="20">x</text></a></svg>', JS)
    add("effect-comment-nodevalue", 2, '<p><!--c--><i v-effect="$el.previousSibling.nodeValue = v"></i></p>', f"-->{IMG}")
    add("effect-comment-textcontent", 2, '<p><!--c--><i v-effect="$el.previousSibling.textContent = v"></i></p>', f"-->{IMG}")
    add("effect-comment-append", 2, '<p><!--c--><i v-effect="$el.previousSibling.appendData(v)"></i></p>', f"-->{IMG}")
    add("effect-comment-replace", 2, '<p><!--c--><i v-effect="$el.previousSibling.replaceData(0, 1, v)"></i></p>', f"-->{IMG}")
    add("effect-style-append", 2, '<style v-effect="$el.append(v)"></style>', f"</style>{IMG}")
    add("effect-style-text-node", 2, '<style v-effect="$el.firstChild.data = v">x</style>', f"</style>{IMG}")
    add("effect-style-innertext", 2, '<style v-effect="$el.innerText = v"></style>', f"</style>{IMG}")
    add("effect-title-textcontent", 2, '<title v-effect="$el.textContent = v"></title>', f"</title>{IMG}")
    add("effect-before-text", 2, '<p><i v-effect="$el.before(v)"></i></p>', IMG)
    add("effect-replacewith", 2, '<p><i v-effect="$el.replaceWith(v)"></i></p>', IMG)
    add("effect-script-append", 2, '<script v-effect="$el.append(v)"></script>', CALL)
    add("effect-dataset-key", 2, '<p v-effect="$el.dataset[v] = 1">x</p>', f'x"><img src=x onerror={CALL}>')
    add("effect-classname", 2, '<p v-effect="$el.className = v">x</p>', f'"><img src=x onerror={CALL}>')
    add("effect-style-csstext", 2, '<p v-effect="$el.style.cssText = v">x</p>', f'"><img src=x onerror={CALL}>')
    add("effect-id-clobber", 2, '<p v-effect="$el.id = v">x</p>', f'"><img src=x onerror={CALL}>')
    # -- URL spellings through other routes ----------------------------------------------------
    add("svg-animate-from", 3, '<svg><a href="#"><animate attributeName="href" :from="v" to="#" dur="1ms" fill="freeze"/><text y="20">x</text></a></svg>', JS)
    add("svg-animate-by", 3, '<svg><a href="#"><animate attributeName="href" :by="v" dur="1ms" fill="freeze"/><text y="20">x</text></a></svg>', JS)
    add("svg-animate-values-list", 3, '<svg><a href="#"><animate attributeName="href" :values="\'#;\' + v" dur="1ms" fill="freeze"/><text y="20">x</text></a></svg>', JS)
    add("svg-animate-values-spaces", 3, '<svg><a href="#"><animate attributeName="href" :values="v" dur="1ms" fill="freeze"/><text y="20">x</text></a></svg>', f"#; {JS} ;#")
    add("svg-set-xlink", 3, '<svg><a xlink:href="#"><set attributeName="xlink:href" :to="v"/><text y="20">x</text></a></svg>', JS)
    add("svg-set-object", 3, '<svg><a href="#"><set v-bind="o"/><text y="20">x</text></a></svg>', {"attributeName": "href", "to": JS}, var="o", benign={})
    add("svg-set-object-upper", 3, '<svg><a href="#"><set v-bind="o"/><text y="20">x</text></a></svg>', {"attributeName": "href", "TO": JS}, var="o", benign={})
    add("svg-xlink-upper-key", 3, '<svg><a v-bind="o"><text y="20">x</text></a></svg>', {"XLINK:HREF": JS}, var="o", benign={})
    add("svg-xlink-upper-bound", 3, '<svg><a :XLINK:HREF="v"><text y="20">x</text></a></svg>', JS)
    add("svg-href-upper-key", 3, '<svg><a v-bind="o"><text y="20">x</text></a></svg>', {"HREF": JS}, var="o", benign={})
    add("svg-use-data", 3, '<svg><use :href="v"/></svg>', "data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='top.pwn(1)'/></svg>#x")
    add("input-image-formaction", 3, '<form><input type="image" src="data:," :formaction="v"></form>', JS)
    add("button-formaction-object", 3, '<form><button v-bind="o">go</button></form>', {"formAction": JS}, var="o", benign={})
    add("form-action-camel-key", 3, '<form v-bind="o"><button>go</button></form>', {"Action": JS}, var="o", benign={})
    add("embed-data-html", 3, '<embed type="text/html" :src="v">', "data:text/html,<script>top.pwn(1)</script>")
    add("iframe-data-image-svg", 3, '<iframe :src="v"></iframe>', "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='top.pwn(1)'/>")
    add("iframe-data-raster-mime-trick", 3, '<iframe :src="v"></iframe>', "data:image/png;x=text/html,<script>top.pwn(1)</script>")
    add("img-raster-then-iframe", 3, '<iframe :src="v"></iframe>', "data:image/png,<script>top.pwn(1)</script>")
    add("a-lying-str", 3, '<a :href="v">link</a>', LyingStr("https://example.com/"))
    add("a-lying-methods", 3, '<a :href="v">link</a>', LyingMethods(JS))
    add("a-str-enum", 3, '<a :href="v">link</a>', UrlEnum.LINK)
    add("a-path-object", 3, '<a :href="v">link</a>', PurePosixPath(JS))
    add("a-lying-str-object", 3, '<a v-bind="o">link</a>', {"href": LyingStr("https://example.com/")}, var="o", benign={})
    add("iframe-lying-str", 3, '<iframe :src="v"></iframe>', LyingStr("https://example.com/"))
    add("a-regex-match", 3, '<a :href="v.match(/.*/)">link</a>', JS)
    add("a-regex-exec", 3, '<a :href="/.*/.exec(v)">link</a>', JS)
    add("a-split-array", 3, '<a :href="v.split(\'!\')">link</a>', JS)
    add("a-class-tostring", 3, '<a :href="new (class { toString() { return v } })()">link</a>', JS)
    add("a-getter-tostring", 3, '<a :href="({ get toString() { return () => v } })">link</a>', JS)
    add("a-object-values", 3, '<a :href="Object.values({ a: v })">link</a>', JS)
    add("a-map-keys", 3, '<a :href="[...new Map([[v, 1]]).keys()]">link</a>', JS)
    add("a-nested-array-object", 3, '<a :href="[[{ toString: () => v }]]">link</a>', JS)
    add("a-template-object", 3, '<a :href="`${{ toString: () => v }}`">link</a>', JS)
    add("iframe-class-tostring", 3, '<iframe :src="new (class { toString() { return v } })()"></iframe>', JS)
    add("form-action-tostring", 3, '<form :action="{ toString: () => v }"><button>go</button></form>', JS)
    add("a-href-vbind-tostring", 3, '<a v-bind="{ href: { toString: () => v } }">link</a>', JS)
    # -- handler attributes and markup through other keys --------------------------------------
    add("vbind-host-onclick", 2, '<p v-bind="o">x</p>', _Handlerish(), var="o", benign={})
    add("vbind-map", 2, "<p v-bind=\"new Map([['onclick', v]])\">x</p>", CALL)
    add("vbind-spread-onclick", 2, '<p v-bind="{ ...o }">x</p>', {"onclick": CALL}, var="o", benign={})
    add("vbind-assign-onclick", 2, '<p v-bind="Object.assign({}, o)">x</p>', {"onmouseover": CALL}, var="o", benign={})
    add("vbind-fromentries", 2, '<p v-bind="Object.fromEntries([[v, \'top.pwn(1)\']])">x</p>', "onclick")
    add("vbind-class-instance", 2, '<p v-bind="new (class { constructor() { this.onclick = v } })()">x</p>', CALL)
    add("vbind-getter", 2, '<p v-bind="{ get onclick() { return v } }">x</p>', CALL)
    add("vbind-fullwidth-on", 2, '<p v-bind="o">x</p>', {"\uff4fnclick": CALL, "on\u0131click": CALL}, var="o", benign={})
    add("vbind-form-onsubmit", 2, '<form v-bind="o"><button>go</button></form>', {"onsubmit": CALL}, var="o", benign={})
    add("vbind-body-like-onpageshow", 2, '<svg v-bind="o"><rect width="9" height="9"/></svg>', {"onpageshow": CALL}, var="o", benign={})
    add("vbind-innerhtml-prop-obj", 2, '<p v-bind="o"></p>', {"innerText": IMG, "textContent": IMG}, var="o", benign={})
    add("vbind-srcdoc-lower", 2, '<iframe v-bind="o"></iframe>', {"SRCDOC": f"<script>{CALL}</script>"}, var="o", benign={})
    add("vbind-is-attr", 2, '<p v-bind="o">x</p>', {"is": "x-y", "style": "x", "onclick ": CALL}, var="o", benign={})
    add("on-prefix-camel-bound", 2, '<p :on-mouse-over.camel="v">x</p>', CALL)
    add("on-bound-svg-animate", 2, '<svg><rect width="9" height="9"><animate :onbegin="v" attributeName="x" dur="1ms"/></rect></svg>', CALL)
    add("on-bound-math", 2, '<math :onclick="v"><mi>x</mi></math>', CALL)
    add("style-url-js", 2, '<p :style="{ background: v }">x</p>', f"url(javascript:{CALL})")
    add("style-expression", 2, '<p :style="v">x</p>', f"x:expression({CALL})")
    add("class-array-markup", 2, '<p :class="[v, { [v]: 1 }]">x</p>', f'"><img src=x onerror={CALL}>')
    add("meta-refresh-object", 3, '<meta v-bind="o">', {"http-equiv": "refresh", "content": f"0;url={JS}"}, var="o", benign={})
    add("link-import", 3, '<link rel="import" :href="v">', "data:text/html,<script>top.pwn(1)</script>")
    add("portal-src", 3, '<portal :src="v"></portal>', JS)
    add("frame-src", 3, '<frameset><frame :src="v"></frameset>', JS)
    return out


class _Handlerish:
    """A Python object whose public fields are handler attributes."""

    def __init__(self) -> None:
        self.onclick = CALL
        self.onmouseover = CALL
        self.title = "x"


ATTACKS = _attacks()
