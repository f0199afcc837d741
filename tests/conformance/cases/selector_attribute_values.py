"""Attribute selectors as Chromium matches them, on both of petite's paths (a simple list
matched on the tree, anything else through the lxml mirror; `:not(p)` sends a selector to
the mirror): the values HTML compares without regard to case (`[type=TEXT]` finds a text
input, `[lang=en]` an element of `lang="EN"`: HTML's list of such attributes, on HTML
elements), the first of two attribute names differing only in case on an SVG element
(set by `setAttribute`, which keeps an SVG name's case), and values holding control
characters (a selector's NUL is U+FFFD, a carriage return or form feed a line break,
which ends a quoted string: a syntax error)."""

from ..harness import button_probe

MARKUP = ('<input id="t" type="text"><p id="p" lang="EN" dir="RTL" data-x="ab" align="Left"></p>'
          '<svg><g id="g" type="ABC"></g></svg><b id="b"></b>')
# HTML's list, and attributes outside it (compared with case)
LISTED = ("accept accept-charset align alink axis bgcolor charset checked clear codetype color compact "
          "declare defer dir direction disabled enctype face frame hreflang http-equiv lang language link "
          "media method multiple nohref noresize noshade nowrap readonly rel rev rules scope scrolling "
          "selected shape target text type valign valuetype vlink").split()
UNLISTED = ["name", "title", "value", "class", "href", "role", "for", "kind", "form", "wrap", "step"]
SCOPE = ("r: [], n: (css) => { try { return document.querySelectorAll(css).length } "
         "catch (e) { return e.name } }, "
         "q: (name, value) => '[' + name + '=' + String.fromCharCode(34) + value + String.fromCharCode(34) + ']'")


def _counts(*selectors: str) -> str:
    return "[" + ", ".join(f"n('{css}')" for css in selectors) + "].join('|')"


def _both(*selectors: str) -> str:
    return _counts(*(s for css in selectors for s in (css, css + ":not(p)")))


CASES = [
    button_probe(
        "selector_attribute_values",
        MARKUP,
        [
            _both("[type=TEXT]", "input[type=TEXT]", "[type=Text], [lang=x]", "[lang=en]", "[dir=rtl]",
                  "[align=left]", "[data-x=AB]", "[type=abc]", "[type=ABC]", "g[type=abc]"),
            _counts("[type=TEXT i]", "[data-x=AB i]", "[data-x=ab s]", "[type=TEXT s]", "[lang|=en]",
                    "[lang^=e]", "[lang*=N]"),
            "(document.getElementById('g').setAttribute('dataX', 'b'), "
            + _both("[datax=a]", "[datax=b]", "[datax]", "g[datax=b]") + ")",
            "(document.getElementById('g').setAttribute('datax', 'a'), "
            + _both("[datax=a]", "[datax=b]", "[datax]", "g[datax=a]") + ")",
            "(document.getElementById('g').removeAttribute('dataX'), "
            + _both("[datax=a]", "[datax=b]") + ")",
            "(document.getElementById('g').removeAttribute('datax'), "
            "[...'" + " ".join(LISTED + UNLISTED) + "'.split(' ')]"
            ".map((k) => (document.getElementById('b').setAttribute(k, 'xY'), "
            "k + n('b[' + k + '=XY]') + n('[' + k + '=xy]:not(p)') + n('g[' + k + '=xY]'))).join(' '))",
            "(document.getElementById('p').setAttribute('data-c', 'a' + String.fromCharCode(1) + 'b'), "
            "[n(q('data-c', 'a' + String.fromCharCode(1) + 'b')), n(q('data-c', 'a' + String.fromCharCode(1) + 'b') + ':not(i)'), "
            "n(q('data-c', 'a' + String.fromCharCode(65533) + 'b')), n(q('data-c', 'a' + String.fromCharCode(65533) + 'b') + ':not(i)')].join('|') + document.getElementById('p').removeAttribute('data-c'))",
            "(document.getElementById('p').setAttribute('data-z', 'a' + String.fromCharCode(0) + 'b'), "
            "[n(q('data-z', 'a' + String.fromCharCode(0) + 'b')), n(q('data-z', 'a' + String.fromCharCode(0) + 'b') + ':not(i)'), "
            "n(q('data-z', 'a' + String.fromCharCode(65533) + 'b')), n(q('data-z', 'a' + String.fromCharCode(65533) + 'b') + ':not(i)')].join('|') + document.getElementById('p').removeAttribute('data-z'))",
            "(document.getElementById('p').setAttribute('data-r', 'a' + String.fromCharCode(13) + 'b'), "
            "[n(q('data-r', 'a' + String.fromCharCode(13) + 'b')), n(q('data-r', 'a' + String.fromCharCode(13) + 'b') + ':not(i)'), "
            "n(q('data-r', 'a' + String.fromCharCode(12) + 'b')), n(q('data-r', 'a' + String.fromCharCode(10) + 'b'))].join('|') + document.getElementById('p').removeAttribute('data-r'))",
        ],
        scope=SCOPE,
    ),
]
