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
    "meta-refresh": '<meta http-equiv="refresh" :content="\'0;url=\' + v">',
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


ATTACKS = _url_attacks() + _markup_attacks()
