"""Classes 2 and 3 on the row hot path: rows whose data turns hostile after benign rows.

A per-plan decision (a specialised clone of the row prototype, a cached attribute
table, a skeleton whose slots the client fills in) is made on the first rows; the
hostile row comes later, with the same shape or a shape that changes only in data
(a `v-bind` object's keys, a dynamic argument `:[r.k]`, an SVG animation's target).
Each attack is a list `v` of rows: benign ones first (with keys 1 and 2), then hostile
ones (key 2 again and key 3), so that on a live page the benign rows are on screen
and the hostile values arrive as an in-place update of row 2 and as a new row 3.
"""

from __future__ import annotations

from .corpus_xss import XSS

CALL = "top.pwn(1)"
JS = f"javascript:{CALL}"
MARKUP = f"<img src=x onerror={CALL}>"


def rows(benign: dict, hostile: dict) -> tuple[list[dict], list[dict]]:
    """(the benign rows shown first, the rows with hostile values): row 2 changes in
    place, row 3 is new."""
    first = [{"id": 1, **benign}, {"id": 2, **benign}]
    return first, [{"id": 1, **benign}, {"id": 2, **hostile}, {"id": 3, **hostile}]


# (template over `v`, benign row values, hostile row values)
CASES: dict[str, tuple[str, dict, dict]] = {
    "a-href": ('<a v-for="r in v" :key="r.id" :href="r.u">x</a>', {"u": "/a"}, {"u": JS}),
    "a-href-upper": ('<a v-for="r in v" :key="r.id" :href="r.u">x</a>', {"u": "/a"}, {"u": "  JaVaScRiPt:" + CALL}),
    "a-vbind-href": ('<a v-for="r in v" :key="r.id" v-bind="r.b">x</a>', {"b": {"href": "/a"}}, {"b": {"href": JS}}),
    "a-vbind-new-key": ('<a v-for="r in v" :key="r.id" v-bind="r.b">x</a>', {"b": {"title": "t"}},
                        {"b": {"title": "t", "href": JS}}),
    "div-vbind-handler": ('<div v-for="r in v" :key="r.id" v-bind="r.b">x</div>', {"b": {"title": "a"}},
                          {"b": {"onmouseover": CALL}}),
    "div-vbind-camel-handler": ('<div v-for="r in v" :key="r.id" v-bind="r.b">x</div>', {"b": {"title": "a"}},
                                {"b": {"onMouseOver": CALL, "onClick": CALL}}),
    "div-vbind-focus": ('<div v-for="r in v" :key="r.id" v-bind="r.b">x</div>', {"b": {"tabindex": "0"}},
                        {"b": {"tabindex": "0", "autofocus": "", "onfocus": CALL}}),
    "div-dynamic-arg": ('<div v-for="r in v" :key="r.id" :[r.k]="r.val">x</div>', {"k": "title", "val": "t"},
                        {"k": "onmouseover", "val": CALL}),
    "a-dynamic-arg": ('<a v-for="r in v" :key="r.id" :[r.k]="r.val">x</a>', {"k": "title", "val": "t"},
                      {"k": "href", "val": JS}),
    "iframe-dynamic-srcdoc": ('<iframe v-for="r in v" :key="r.id" :[r.k]="r.val"></iframe>', {"k": "title", "val": "t"},
                              {"k": "srcdoc", "val": f"<script>{CALL}</script>"}),
    "iframe-src": ('<iframe v-for="r in v" :key="r.id" :src="r.u"></iframe>', {"u": "about:blank"}, {"u": JS}),
    "form-action": ('<form v-for="r in v" :key="r.id" :action="r.u"><button>s</button></form>', {"u": "/a"}, {"u": JS}),
    "button-formaction": ('<form><button v-for="r in v" :key="r.id" :formaction="r.u">s</button></form>',
                          {"u": "/a"}, {"u": JS}),
    "input-turns-submit": ('<form><input v-for="r in v" :key="r.id" v-bind="r.b"></form>',
                           {"b": {"type": "text", "value": "a"}},
                           {"b": {"type": "submit", "formaction": JS}}),
    "input-turns-image": ('<form><input v-for="r in v" :key="r.id" v-bind="r.b"></form>',
                          {"b": {"type": "text"}}, {"b": {"type": "image", "src": "x", "onerror": CALL}}),
    "svg-a-href": ('<svg><a v-for="r in v" :key="r.id" :href="r.u"><text y="20">x</text></a></svg>',
                   {"u": "/a"}, {"u": JS}),
    "svg-animate-values": ('<svg><a v-for="r in v" :key="r.id"><animate attributeName="href" :values="r.u" />'
                           '<text y="20">x</text></a></svg>', {"u": "/a"}, {"u": JS}),
    "svg-set-to": ('<svg><a v-for="r in v" :key="r.id"><set attributeName="href" :to="r.u" />'
                   '<text y="20">x</text></a></svg>', {"u": "/a"}, {"u": JS}),
    "svg-animate-name": ('<svg><a v-for="r in v" :key="r.id" href="/a"><animate :attributeName="r.k" :to="r.u" />'
                         '<text y="20">x</text></a></svg>', {"k": "title", "u": "t"}, {"k": "href", "u": JS}),
    "style-rows": ('<style v-for="r in v" :key="r.id">{{ r.u }}</style>', {"u": "b{}"},
                   {"u": "</style>" + MARKUP}),
    "textarea-rows": ('<textarea v-for="r in v" :key="r.id">{{ r.u }}</textarea>', {"u": "a"},
                      {"u": "</textarea>" + MARKUP}),
    "title-rows": ('<svg><title v-for="r in v" :key="r.id">{{ r.u }}</title></svg>', {"u": "a"},
                   {"u": "</title>" + MARKUP}),
    "template-rows": ('<template v-for="r in v" :key="r.id"><a :href="r.u">x</a><b v-bind="r.b">y</b></template>',
                      {"u": "/a", "b": {"title": "t"}}, {"u": JS, "b": {"onmouseover": CALL}}),
    "nested-rows": ('<div v-for="r in v" :key="r.id"><a v-for="u in [r.u, r.u]" :href="u">x</a></div>',
                    {"u": "/a"}, {"u": JS}),
    "text-rows": ('<p v-for="r in v" :key="r.id">{{ r.u }}</p>', {"u": "a"}, {"u": MARKUP}),
    "row-type-changes": ('<a v-for="r in v" :key="r.id" v-bind="r.b" :href="r.u">x</a>', {"b": "s", "u": "/a"},
                         {"b": {"href": JS}, "u": JS}),
}


def _attacks() -> list[XSS]:
    out = []
    for key, (template, benign, hostile) in CASES.items():
        first, last = rows(benign, hostile)
        out.append(XSS(f"c2-rows-{key}", 2, template, [*first, *last[1:]]))
    return out


ATTACKS = _attacks()
# live pages: (var, template, benign rows shown first, rows after the click)
LIVE = [(f"live-c2-rows-{key}", template, *rows(benign, hostile)) for key, (template, benign, hostile) in CASES.items()]
