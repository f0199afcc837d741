"""Classes 2 and 3: data that becomes script in the browser.

Each attack is a template that shows `v` (or the object `o`) and a hostile value for
it. The browser test loads the output in Chromium (SSR render, testing.mount's HTML,
and a live page where the value arrives as a patch) and detects execution with hooks:
`top.pwn()`, `alert()`/`confirm()`/`prompt()`, never by reading the HTML.
"""

from __future__ import annotations

import dataclasses
from typing import Any

CALL = "top.pwn(1)"
ALERT = "alert(1)"


@dataclasses.dataclass(frozen=True)
class XSS:
    id: str
    cls: int
    template: str  # shows `v` / `o`
    value: Any  # what `v` (or `o`) holds
    var: str = "v"

    def data(self) -> dict:
        return {self.var: self.value}


# -- class 3: dangerous URL schemes ------------------------------------------------------
JS_URLS = [
    f"javascript:{CALL}",
    f"JavaScript:{ALERT}",
    f"  javascript:{CALL}",
    f"\tjava\nscript:{CALL}",
    f"\x01javascript:{CALL}",
    f"JAVASCRIPT:{CALL}",
    "javascript:top.pw%6E(1)",
    f"java\rscript:{CALL}",
    f"javascript://%0a{CALL}",
    f"\u0000javascript:{CALL}",
    f"javascript\u0009:{CALL}",
    f"jav\tas\tcri\tpt:{CALL}",
    "javascript:alert`1`",
    f"\x0cjavascript:{CALL}",
    f"javascript:/*\u2028*/{CALL}",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    f"javascript&colon;{CALL}",
    f"&#106;avascript:{CALL}",
    f"vbscript:msgbox(1)",
]
URL_SLOTS = {
    "a-href": '<a :href="v">link</a>',
    "a-vbind-href": '<a v-bind:href="v">link</a>',
    "a-object": '<a v-bind="{ href: v }">link</a>',
    "a-object-data": '<a v-bind="o">link</a>',
    "a-concat": "<a :href=\"'' + v\">link</a>",
    "a-template-literal": '<a :href="`${v}`">link</a>',
    "a-upper-attr": '<a :HREF="v">link</a>',
    "area-href": '<img usemap="#m" src="data:," width="9" height="9"><map name="m"><area :href="v" shape="default"></map>',
    "iframe-src": '<iframe :src="v"></iframe>',
    "iframe-object": '<iframe v-bind="{ src: v }"></iframe>',
    "embed-src": '<embed :src="v">',
    "object-data": '<object :data="v"></object>',
    "form-action": '<form :action="v"><button>go</button></form>',
    "button-formaction": '<form><button :formaction="v">go</button></form>',
    "input-formaction": '<form><input type="submit" :formaction="v"></form>',
    "svg-a-href": '<svg><a :href="v"><text y="20">link</text></a></svg>',
    "svg-a-xlink": '<svg><a :xlink:href="v"><text y="20">link</text></a></svg>',
    "svg-a-object": '<svg><a v-bind="{ href: v }"><text y="20">link</text></a></svg>',
    "svg-animate-values": '<svg><a href="#"><animate attributeName="href" :values="v" dur="1s" fill="freeze"/><text y="20">x</text></a></svg>',
    "svg-set-to": '<svg><a href="#"><set attributeName="href" :to="v"/><text y="20">x</text></a></svg>',
    "math-href": '<math><mtext :href="v">link</mtext></math>',
    "a-in-vfor": '<a v-for="u in [v]" :href="u">link</a>',
    "a-in-scope": '<div v-scope="{ u: v }"><a :href="u">link</a></div>',
    "a-ternary": "<a :href=\"v ? v : '#'\">link</a>",
    "a-upper-key": '<a v-bind="{ HREF: v }">link</a>',
    "a-mixed-key": '<a v-bind="{ hReF: v }">link</a>',
    "a-camel-href": '<a :h-r-e-f.camel="v">link</a>',
    "form-camel-action": '<form :form-action.camel="v"><button>go</button></form>',
    "button-camel-formaction": '<form><button :form-action.camel="v">go</button></form>',
    "svg-xlink-key": '<svg><a v-bind="{ \'xlink:href\': v }"><text y="20">link</text></a></svg>',
    "script-src": '<script :src="v"></script>',
    "svg-script-href": '<svg><script :href="v"></script></svg>',
    # (live: the page's benign value "x" must not refresh the page before the attack)
    "meta-refresh": '<meta http-equiv="refresh" :content="v === \'x\' ? \'\' : \'0;url=\' + v">',
    "object-data-html": '<object type="text/html" :data="v"></object>',
    "a-href-effect": '<a href="#" v-effect="$el.setAttribute(\'href\', v)">link</a>',
    "a-href-effect-prop": '<a href="#" v-effect="$el.href = v">link</a>',
}
URL_VALUES_NOT_STRINGS = {
    "list": ["javascript:top.pwn(1)"],
    "nested-list": [["javascript:top.pwn(1)"]],
}


def _url_attacks() -> list[XSS]:
    out = []
    n = len(JS_URLS)
    for i, (slot, template) in enumerate(URL_SLOTS.items()):
        for k in range(4):
            j = (i * 4 + k) % n
            value = JS_URLS[j]
            if slot == "a-object-data":
                out.append(XSS(f"c3-{slot}-{j}", 3, template, {"href": value}, var="o"))
            else:
                out.append(XSS(f"c3-{slot}-{j}", 3, template, value))
    for key, value in URL_VALUES_NOT_STRINGS.items():  # ToString happens after the check?
        out.append(XSS(f"c3-a-href-{key}", 3, '<a :href="v">link</a>', value))
        out.append(XSS(f"c3-iframe-src-{key}", 3, '<iframe :src="v"></iframe>', value))
    out.append(XSS("c3-a-href-tostring", 3, '<a :href="{ toString: () => v }">link</a>', "javascript:top.pwn(1)"))
    out.append(XSS("c3-a-href-object", 3, '<a :href="v">link</a>', Stringy("javascript:top.pwn(1)")))
    out.append(XSS("c3-a-vbind-object", 3, '<a v-bind="o">link</a>', {"href": Stringy("javascript:top.pwn(1)")}, var="o"))
    return out


class Stringy:
    """A host object whose str() is a URL (a Python value that is not a str)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Stringy({self.text!r})"


# -- class 2: markup and handlers from data ----------------------------------------------
IMG = f"<img src=x onerror={CALL}>"
RAW_TEXT = {
    "style": ("<style>{{ v }}</style>", f"</style>{IMG}"),
    "style-vtext": ('<style v-text="v"></style>', f"</style>{IMG}"),
    "script-breakout": ('<script type="text/x-data">{{ v }}</script>', f"</script>{IMG}"),
    "script-js": ("<script>var a = '{{ v }}'</script>", f"';{CALL};'"),
    "script-vtext": ('<script v-text="v"></script>', f"{CALL}"),
    "noscript": ("<noscript>{{ v }}</noscript>", f"</noscript>{IMG}"),
    "iframe-text": ("<iframe>{{ v }}</iframe>", f"</iframe>{IMG}"),
    "xmp": ("<xmp>{{ v }}</xmp>", f"</xmp>{IMG}"),
    "noembed": ("<noembed>{{ v }}</noembed>", f"</noembed>{IMG}"),
    "noframes": ("<noframes>{{ v }}</noframes>", f"</noframes>{IMG}"),
    "textarea": ("<textarea>{{ v }}</textarea>", f"</textarea>{IMG}"),
    "title": ("<title>{{ v }}</title>", f"</title>{IMG}"),
    "textarea-model": ('<textarea v-model="v"></textarea>', f"</textarea>{IMG}"),
    "style-uppercase-close": ("<style>{{ v }}</style>", f"</STYLE >{IMG}"),
    "style-slash-close": ("<style>{{ v }}</style>", f"</style/>{IMG}"),
    "svg-style": ("<svg><style>{{ v }}</style></svg>", f"</style>{IMG}"),
    "svg-script": ('<svg><script type="text/x">{{ v }}</script></svg>', f"</script>{IMG}"),
    "comment-like": ("<p>{{ v }}</p>", f"<!--x-->{IMG}"),
    "text": ("<p>{{ v }}</p>", IMG),
    "vtext": ('<p v-text="v"></p>', IMG),
    "title-attr": ('<p :title="v">x</p>', f'"><img src=x onerror={CALL}>'),
    "id-attr-single": ("<p :id=\"v\">x</p>", f"'><img src=x onerror={CALL}>"),
    "class-string": ('<p :class="v">x</p>', f'"><img src=x onerror={CALL}>'),
    "class-key": ('<p :class="{ [v]: true }">x</p>', f'"><img src=x onerror={CALL}>'),
    "style-string": ('<p :style="v">x</p>', f'" onmouseover="{CALL}'),
    "style-key": ('<p :style="{ [v]: 1 }">x</p>', f'"><img src=x onerror={CALL}>'),
    "input-value": ('<input :value="v">', f'"><img src=x onerror={CALL}>'),
    "input-model": ('<input v-model="v">', f'"><img src=x onerror={CALL}>'),
    "option-value": ('<select><option :value="v">a</option></select>', f'"><img src=x onerror={CALL}>'),
    "for-key": ('<i v-for="(val, key) in o" :data-k="key">{{ key }}</i>', None),
    "onclick-bound": ('<p :onclick="v">x</p>', CALL),
    "onerror-bound": ('<img src="x" :onerror="v">', CALL),
    "onload-svg": ('<svg :onload="v"></svg>', CALL),
    "onfocus-autofocus": ('<input autofocus :onfocus="v">', CALL),
    "innerhtml-prop": ('<p :innerHTML="v"></p>', IMG),
    "innerhtml-camel": ('<p :inner-h-t-m-l.camel="v"></p>', IMG),
    "outerhtml-prop": ('<p><i :outerHTML="v"></i></p>', IMG),
    "srcdoc": ('<iframe :srcdoc="v"></iframe>', f"<script>{CALL}</script>"),
    "template-from-data": ('<div v-scope="{ $template: v }"></div>', IMG),
    "dataset-key": ('<p v-bind="o">x</p>', None),
    "srcdoc-camel": ('<iframe :src-doc.camel="v"></iframe>', f"<script>{CALL}</script>"),
    "onclick-camel": ('<p :on-click.camel="v">x</p>', CALL),
    "onclick-camel-button": ('<button :on-click.camel="v">x</button>', CALL),
    "outerhtml-camel": ('<p><i :outer-h-t-m-l.camel="v"></i></p>', IMG),
    "iframe-vtext": ('<iframe v-text="v"></iframe>', f"</iframe>{IMG}"),
    "noembed-vtext": ('<noembed v-text="v"></noembed>', f"</noembed>{IMG}"),
    "xmp-vtext": ('<xmp v-text="v"></xmp>', f"</xmp>{IMG}"),
    "math-style": ("<math><style>{{ v }}</style></math>", f"</style>{IMG}"),
    "effect-innerhtml": ('<p v-effect="$el.innerHTML = v"></p>', IMG),
    "effect-outerhtml": ('<p><i v-effect="$el.outerHTML = v"></i></p>', IMG),
    "effect-setattribute-on": ('<p v-effect="$el.setAttribute(\'onclick\', v)">x</p>', CALL),
    "effect-insert-adjacent": ('<p v-effect="$el.insertAdjacentHTML(\'afterend\', v)">x</p>', IMG),
    "effect-onclick-prop": ('<p v-effect="$el.onclick = v">x</p>', CALL),
    "effect-srcdoc": ('<iframe v-effect="$el.srcdoc = v"></iframe>', f"<script>{CALL}</script>"),
    "effect-textcontent-script": ('<script v-effect="$el.textContent = v"></script>', CALL),
    "vbind-computed-innerhtml": ("<p v-bind=\"{ ['inner' + 'HTML']: v }\"></p>", IMG),
}
OBJECT_KEYS = {
    "onclick": {"onclick": CALL},
    "onClick": {"onClick": CALL},
    "ONCLICK": {"ONCLICK": CALL},
    "onmouseover": {"onmouseover": CALL},
    "oncommand": {"oncommand": CALL, "commandfor": "p", "command": "--x"},
    "onbeforetoggle": {"onbeforetoggle": CALL, "popover": ""},
    "onfocus-autofocus": {"onfocus": CALL, "autofocus": "", "tabindex": "0"},
    "onanimationstart": {"onanimationstart": CALL, "style": "animation: pw 1ms"},
    "space-key": {"x onclick": CALL},
    "quote-key": {'"><img src=x onerror=top.pwn(1)>': "1"},
    "slash-key": {"/onclick": CALL},
    "equals-key": {"a=1 onclick": CALL},
    "nul-key": {"on\u0000click": CALL},
    "tab-key": {"x\tonclick": CALL},
    "style-breakout": {"style": f'" onclick="{CALL}'},
    "srcdoc": {"srcdoc": f"<script>{CALL}</script>"},
    "formaction": {"formaction": f"javascript:{CALL}"},
    "innerHTML": {"innerHTML": IMG},
    "INNERHTML": {"INNERHTML": IMG},
    "srcDoc": {"srcDoc": f"<script>{CALL}</script>"},
    "onClick-mixed": {"oNcLiCk": CALL},
    "on-unicode": {"on\u200bclick": CALL},
    "outerHTML": {"outerHTML": IMG},
    "textContent-script": {"textContent": CALL},
}


def _markup_attacks() -> list[XSS]:
    out = []
    for key, (template, value) in RAW_TEXT.items():
        if key == "for-key":
            out.append(XSS(f"c2-{key}", 2, template, {IMG: 1, f'"><img src=x onerror={CALL}>': 2}, var="o"))
        elif key == "dataset-key":
            continue
        else:
            out.append(XSS(f"c2-{key}", 2, template, value))
    for key, obj in OBJECT_KEYS.items():
        out.append(XSS(f"c2-vbind-{key}", 2, '<p id="p" v-bind="o">x</p>', obj, var="o"))
        out.append(XSS(f"c2-vbind-button-{key}", 2, '<button id="p" v-bind="o">x</button>', obj, var="o"))
    for key in ("onload", "onbegin", "onclick", "onfocusin", "onmouseover", "onClick"):
        out.append(XSS(f"c2-svg-{key}", 2, '<svg v-bind="o"><rect width="9" height="9"/></svg>', {key: CALL}, var="o"))
        out.append(XSS(f"c2-svg-animate-{key}", 2,
                       '<svg><rect width="9" height="9"><animate v-bind="o"/></rect></svg>',
                       {key: CALL, "attributeName": "x", "dur": "1ms"}, var="o"))
    return out


# -- class 2: markup sinks sanitised, executable scripts kept as written ---------------------
SVG_IMG = f"<svg><image href=x onerror={CALL}></image></svg>"
MARKUP_VALUES = {  # hostile markup for every sink; each must run nothing once sanitised
    "img": IMG,
    "script": f"<script>{CALL}</script><b>x</b>",
    "svg-onload": f"<svg onload={CALL}></svg>",
    "svg-script": f"<svg><script>{CALL}</script></svg>",
    "svg-image": SVG_IMG,
    "iframe-srcdoc": f'<iframe srcdoc="<script>{CALL}</script>"></iframe>',
    "iframe-js": f'<iframe src="javascript:{CALL}"></iframe>',
    "a-js": f'<a href="javascript:{CALL}">x</a>',
    "a-entity": f'<a href="&#106;ava&Tab;script&colon;{CALL}">x</a>',
    "form-action": f'<form action="javascript:{CALL}"><button>go</button></form>',
    "formaction": f'<form><button formaction="javascript:{CALL}">go</button></form>',
    "object": f'<object data="javascript:{CALL}"></object>',
    "embed": f'<embed src="javascript:{CALL}">',
    "meta-refresh": f'<meta http-equiv="refresh" content="0;url=javascript:{CALL}">',
    "details": f"<details open ontoggle={CALL}><summary>s</summary></details>",
    "autofocus": f"<input autofocus onfocus={CALL}>",
    "svg-animate-href": f'<svg><a><animate attributeName="href" values="javascript:{CALL}"/><text y="20">x</text></a></svg>',
    "svg-set-href": f'<svg><a><set attributeName="href" to="javascript:{CALL}"/><text y="20">x</text></a></svg>',
    "svg-set-onclick": f'<svg><rect width="9" height="9"><set attributeName="onclick" to="{CALL}"/></rect></svg>',
    "math-href": f'<math><mtext href="javascript:{CALL}">x</mtext></math>',
    "noscript-mxss": f'<noscript><p title="</noscript><img src=x onerror={CALL}>"></noscript>',
    "style-mxss": f'<svg></p><style><a id="</style><img src=1 onerror={CALL}>">',
    "math-mxss": f'<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror={CALL}&gt;">',
    "template-script": f"<template><script>{CALL}</script></template><img src=x onerror={CALL}>",
    "upper": f"<IMG SRC=x ONERROR={CALL}>",
    "null-in-tag": f"<img src=x o\x00nerror={CALL}>",
    "body": f"<body onload={CALL}>",
    "base-then-link": f'<base href="javascript:{CALL}//"><a href="x">x</a>',
    # raw text in an HTML context, markup in SVG: parsed in the element's own context
    "style-breakout": f"<style><img src=x onerror={CALL}></style><circle r=1 />",
}
SINK_VALUES = ("img", "script", "a-js", "iframe-srcdoc", "style-breakout")
MARKUP_SINKS = {
    "vhtml": '<div v-html="v"></div>',
    "vhtml-table": '<table v-html="v"></table>',
    "vhtml-tr": '<table><tbody><tr v-html="v"></tr></tbody></table>',
    "vhtml-svg": '<svg v-html="v"></svg>',
    "vhtml-svg-g": '<svg><g v-html="v"></g></svg>',
    "vhtml-math": '<math><mrow v-html="v"></mrow></math>',
    "effect-svg-innerhtml": '<svg><g v-effect="$el.innerHTML = v"></g></svg>',
    "vhtml-select": '<select v-html="v"></select>',
    "innerhtml-camel": '<div :inner-h-t-m-l.camel="v"></div>',
    "innerhtml-vbind-camel": '<div v-bind:inner-h-t-m-l.camel="v"></div>',
    "effect-innerhtml": '<div v-effect="$el.innerHTML = v"></div>',
    "effect-parent-innerhtml": '<div><i v-effect="$el.parentElement.innerHTML = v"></i></div>',
    "effect-outerhtml": '<div><i v-effect="$el.outerHTML = v"></i></div>',
    "effect-adjacent-beforebegin": '<div><i v-effect="$el.insertAdjacentHTML(\'beforebegin\', v)"></i></div>',
    "effect-adjacent-afterbegin": '<div v-effect="$el.insertAdjacentHTML(\'AfterBegin\', v)"></div>',
    "effect-adjacent-beforeend": '<div v-effect="$el.insertAdjacentHTML(\'beforeend\', v)"></div>',
    "srcdoc": '<iframe :srcdoc="v"></iframe>',
    "srcdoc-upper": '<iframe :SRCDOC="v"></iframe>',
    "srcdoc-camel": '<iframe :src-doc.camel="v"></iframe>',
    "srcdoc-vbind-camel": '<iframe v-bind:src-doc.camel="v"></iframe>',
    "srcdoc-effect": '<iframe v-effect="$el.srcdoc = v"></iframe>',
    "srcdoc-setattribute": '<iframe v-effect="$el.setAttribute(\'SrcDoc\', v)"></iframe>',
    "template-from-data": '<div v-scope="{ $template: v }"></div>',
    "template-from-data-nested": '<div v-scope="{ a: 1 }"><p v-scope="{ $template: v }"></p></div>',
}
SCRIPT_TEXT = {  # data bound into an executable script's text: the text stays as written
    "interp": "<script>{{ v }}</script>",
    "interp-string": "<script>var a = '{{ v }}'</script>",
    "interp-module": '<script type="module">{{ v }}</script>',
    "interp-type-js": '<script type=" TEXT/JavaScript ">{{ v }}</script>',
    "interp-type-bound": "<script :type=\"'text/x'\">{{ v }}</script>",
    "interp-svg": "<svg><script>{{ v }}</script></svg>",
    "vtext": '<script v-text="v"></script>',
    "vhtml": '<script v-html="v"></script>',
    "textcontent-camel": '<script :text-content.camel="v"></script>',
    "innertext-camel": '<script :inner-text.camel="v"></script>',
    "innerhtml-camel": '<script :inner-h-t-m-l.camel="v"></script>',
    "effect-textcontent": '<script v-effect="$el.textContent = v"></script>',
    "effect-innerhtml": '<script v-effect="$el.innerHTML = v"></script>',
    "effect-firstchild-data": '<script v-effect="$el.firstChild.data = v">;</script>',
    "effect-firstchild-nodevalue": '<script v-effect="$el.firstChild.nodeValue = v">;</script>',
    "effect-adjacent": '<script v-effect="$el.insertAdjacentHTML(\'beforeend\', v)"></script>',
}
REFRESH = {  # a URL inside a non-URL attribute (live: the benign value "x" must not refresh)
    "meta-refresh-url": '<meta http-equiv="refresh" :content="v === \'x\' ? \'\' : \'0; URL=\' + v">',
    "meta-refresh-comma": '<meta http-equiv="refresh" :content="v === \'x\' ? \'\' : \'0,url=\' + v">',
    "meta-refresh-bare": '<meta http-equiv="refresh" :content="v === \'x\' ? \'\' : \'0;\' + v">',
    "meta-refresh-quoted": '<meta http-equiv="refresh" :content="v === \'x\' ? \'\' : \'0;url=\\\'\' + v + \'\\\'\'">',
    "meta-refresh-object": '<meta v-bind="{ \'http-equiv\': \'refresh\', content: v === \'x\' ? \'\' : \'0;url=\' + v }">',
}
EFFECT_HANDLERS = {  # $el writes of handlers: ignored, as bindings
    "setattribute-upper": '<p v-effect="$el.setAttribute(\'ONCLICK\', v)">x</p>',
    "setattribute-mouseover": '<p v-effect="$el.setAttribute(\'onmouseover\', v)">x</p>',
    "onmouseover-prop": '<p v-effect="$el.onmouseover = v">x</p>',
    "onfocus-prop": '<input autofocus v-effect="$el.onfocus = v">',
}
TO_STRING = {  # ToString runs before the URL check, on both paths
    "a-method": '<a :href="{ toString() { return v } }">link</a>',
    "iframe-arrow": '<iframe :src="{ toString: () => v }"></iframe>',
    "a-object-key": '<a v-bind="{ href: { toString: () => v } }">link</a>',
    "a-setattribute": '<a v-effect="$el.setAttribute(\'href\', { toString: () => v })">link</a>',
    "form-action": '<form :action="{ toString: () => v }"><button>go</button></form>',
}


def _sink_attacks() -> list[XSS]:
    out = []
    for sink, template in MARKUP_SINKS.items():  # every value in v-html, the common ones elsewhere
        for name, value in MARKUP_VALUES.items():
            if sink == "vhtml" or name in SINK_VALUES:
                out.append(XSS(f"c2-sink-{sink}-{name}", 2, template, value))
    for key, template in SCRIPT_TEXT.items():
        out.append(XSS(f"c2-script-text-{key}", 2, template, CALL))
        out.append(XSS(f"c2-script-text-{key}-close", 2, template, f"</script><script>{CALL}</script>"))
    for key, template in REFRESH.items():
        out.append(XSS(f"c3-{key}", 3, template, f"javascript:{CALL}"))
    for key, template in EFFECT_HANDLERS.items():
        out.append(XSS(f"c2-effect-{key}", 2, template, CALL))
    for key, template in TO_STRING.items():
        out.append(XSS(f"c3-tostring-{key}", 3, template, f"javascript:{CALL}"))
    return out


ATTACKS = _url_attacks() + _markup_attacks() + _sink_attacks()
