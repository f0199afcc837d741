"""Attacks that still succeed on main, by id: each is a strict xfail with its cause.

When a fix lands the xfail turns into an unexpected pass (strict): remove its line.
"""

from __future__ import annotations

import os

import pytest

# PETITE_ATTACKS_DISCOVER=1: no marks, so every succeeding attack shows as a failure
DISCOVER = bool(os.environ.get("PETITE_ATTACKS_DISCOVER"))

KNOWN_CORPUS: dict[str, str] = {  # test_corpus.py
    'c1-deep-elements': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vif': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-vfor': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c1-deep-scope': '5: deeply nested template text ends in a raw RecursionError (petite/parser.py _convert recursion)',
    'c5-template-vfor-nested-2': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-template-vfor-nested-3': '5: v-for iterations of a template are not charged: nested loops multiply work without limit',
    'c5-mount-component-recursion-id': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-recursion-data': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-mount-component-doubling': '5: a component that includes itself ends in a raw RecursionError (template.py render_template / app mount)',
    'c5-cache-delimiters-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
    'c5-cache-template-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
    'c5-cache-component-from-data': '5: a per-template cache keyed by data ($delimiters, $template strings) grows without bound (petite/template.py _variants/_components)',
}

KNOWN_BROWSER: dict[str, str] = {  # test_xss_browser.py (path-attack id)
    'render-c2-script-js': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'render-c2-script-vtext': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'render-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'render-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
    'render-c2-template-from-data': '2: a $template string from data renders as markup (a v-html by another name)',
    'render-c2-srcdoc-camel': '2: :src-doc.camel (srcDoc) from data reaches the srcdoc attribute: a whole HTML document',
    'render-c2-effect-innerhtml': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-outerhtml': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-setattribute-on': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-insert-adjacent': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-onclick-prop': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-srcdoc': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'render-c2-effect-textcontent-script': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c3-a-href-tostring': '3: the mount path converts an object to its URL string after the scheme check (a toString() returning javascript: runs)',
    'mount-c2-script-js': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'mount-c2-script-vtext': '2: data bound inside a <script> element runs as JavaScript (bindings in script are not refused)',
    'mount-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'mount-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
    'mount-c2-template-from-data': '2: a $template string from data renders as markup (a v-html by another name)',
    'mount-c2-srcdoc-camel': '2: :src-doc.camel (srcDoc) from data reaches the srcdoc attribute: a whole HTML document',
    'mount-c2-effect-innerhtml': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-outerhtml': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-setattribute-on': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-insert-adjacent': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-onclick-prop': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-srcdoc': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'mount-c2-effect-textcontent-script': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
    'live-c3-meta-refresh-9': '3: a javascript: URL inside a non-URL attribute (meta refresh content) is not neutralised; runs when patched in live',
    'live-c2-innerhtml-camel': '2: :innerHTML (or a v-bind key innerHTML) from data inserts markup: a v-html outside v-html',
    'live-c2-srcdoc': '2: :srcdoc from data is a whole HTML document (not treated as a markup sink)',
    'live-c2-srcdoc-camel': '2: :src-doc.camel (srcDoc) from data reaches the srcdoc attribute: a whole HTML document',
    'live-c2-effect-innerhtml': "2: $el's facade lets an expression write markup, handlers or srcdoc from data (innerHTML, outerHTML, insertAdjacentHTML, setAttribute('on*'), onclick, srcdoc, script text)",
}

KNOWN_RUNAWAY: dict[str, str] = {  # test_runaway.py
}

KNOWN = {**KNOWN_CORPUS, **KNOWN_BROWSER, **KNOWN_RUNAWAY}


def mark(attack, prefix: str = ""):
    """The attack as a pytest param, a strict xfail while it is known to succeed."""
    id = prefix + attack.id
    reason = None if DISCOVER else getattr(attack, "xfail", None) or KNOWN.get(id)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(attack, id=id, marks=marks)
