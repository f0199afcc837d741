"""Cases: a text, comment or fragment node is one object however it is reached (`===`,
`==`, `Object.is`, `indexOf`, a Set's or Map's key), `ownerDocument` and `getRootNode()`,
recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import expression_probe as _probe

CASES = [
    _probe("node_identity_of_text_and_fragments",
           '<p ref="p">x<b>y</b><!--c--></p><template ref="t"><i>z</i></template>', [
               "$refs.p.firstChild === $refs.p.firstChild", "$refs.p.firstChild == $refs.p.childNodes[0]",
               "$refs.p.firstChild !== $refs.p.firstChild", "$refs.p.firstChild === $refs.p.lastChild",
               "$refs.p.lastChild === $refs.p.childNodes[2]", "Object.is($refs.p.firstChild, $refs.p.firstChild)",
               "[...$refs.p.childNodes].indexOf($refs.p.firstChild)", "[...$refs.p.childNodes].includes($refs.p.lastChild)",
               "new Set([$refs.p.firstChild, $refs.p.childNodes[0], $refs.p.lastChild]).size",
               "new Map([[$refs.p.firstChild, 1]]).get($refs.p.childNodes[0])",
               "$refs.t.content === $refs.t.content", "$refs.t.content.firstChild.parentNode === $refs.t.content",
               "$refs.p.firstChild.nextSibling.previousSibling === $refs.p.firstChild",
           ]),
    _probe("node_owner_document_and_root",
           '<p ref="p">x<b>y</b></p><template ref="t"><i>z</i></template>', [
               "$refs.p.ownerDocument === document", "$refs.p.firstChild.ownerDocument === document",
               "document.createElement('a').ownerDocument === document", "document.createTextNode('a').ownerDocument === document",
               "$refs.p.getRootNode() === document", "$refs.p.firstChild.getRootNode() === document",
               "document.createElement('a').getRootNode().tagName",
               "(() => { const d = document.createElement('div'); d.innerHTML = '<b>1</b>'; return d.firstChild.firstChild.getRootNode() === d })()",
               "$refs.t.content.getRootNode() === $refs.t.content", "$refs.t.content.firstChild.getRootNode() === $refs.t.content",
               "$refs.p.getRootNode({ composed: true }) === document",
               "(() => { const f = document.createDocumentFragment(); f.append('t'); return f.firstChild.getRootNode() === f })()",
               "(() => { const b = $refs.p.lastChild; b.remove(); return [b.getRootNode() === b, b.ownerDocument === document].join() })()",
               "String($refs.p.getRootNode())",
           ]),
]
