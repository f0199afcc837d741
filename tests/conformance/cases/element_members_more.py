"""Cases: element members pages call that petite lacked (`isContentEditable`,
`outerText`, `getClientRects`, `getAnimations`, `webkitMatchesSelector`, and the
namespace-aware attribute methods an SVG sprite uses: `getAttributeNS(xlink, 'href')`,
`setAttributeNS(xlink, 'xlink:href', ...)`); recorded from petite-vue 0.4.1 in
Chromium. Layout is not modelled: `getClientRects()` counts one box for an element in
the page and none for one out of it, as for an element Chromium renders."""

from ..harness import button_probe as _probe

_MARKUP = ('<div id="c" contenteditable><span id="in">x</span><p id="no" contenteditable="false">no <b>b</b></p>'
           '<i id="pt" contenteditable="PLAINTEXT-ONLY">t</i><i id="odd" contenteditable="maybe">o</i></div>'
           '<svg><use id="u" xlink:href="#a"></use></svg>')
_X = "'http://www.w3.org/1999/xlink'"

CASES = [
    _probe("element_members_more", _MARKUP, [
        "['c', 'in', 'no', 'pt', 'odd'].map((id) => document.getElementById(id).isContentEditable).join()",
        "document.createElement('div').isContentEditable + ':' + ('isContentEditable' in document.getElementById('c'))",
        "document.getElementById('no').outerText + '|' + typeof document.getElementById('no').outerText",
        "document.getElementById('c').getClientRects().length + ':' + document.createElement('p').getClientRects().length",
        "document.getElementById('c').getAnimations().length + ':' + Array.isArray(document.getElementById('c').getAnimations())",
        "document.getElementById('c').webkitMatchesSelector('div[contenteditable]') + ':' + document.getElementById('in').webkitMatchesSelector('b')",
        f"(() => {{ const u = document.getElementById('u'); return [u.getAttributeNS({_X}, 'href'), u.hasAttributeNS({_X}, 'href'), String(u.getAttributeNS(null, 'href')), u.hasAttributeNS(null, 'href')].join() }})()",
        f"(() => {{ const u = document.getElementById('u'); u.setAttributeNS({_X}, 'xlink:href', '#b'); const a = [u.getAttribute('xlink:href'), u.getAttributeNS({_X}, 'href')]; u.removeAttributeNS({_X}, 'href'); a.push(u.hasAttribute('xlink:href')); return a.join() }})()",
        "(() => { const d = document.getElementById('in'); d.setAttributeNS(null, 'data-k', 'v'); return [d.getAttributeNS(null, 'data-k'), d.getAttributeNS('', 'data-k'), d.hasAttributeNS(null, 'data-k'), d.outerHTML].join() })()",
        "(() => { try { document.getElementById('in').setAttributeNS(null, 'a:b', '1'); return 'set' } catch (e) { return e.name } })()",
    ]),
]
