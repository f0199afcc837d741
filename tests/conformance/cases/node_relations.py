"""Cases: how nodes relate and text nodes split and merge (`petite.dom.relations`,
`tree_methods.split_text` / `normalize`), recorded from petite-vue 0.4.1 in Chromium:
compareDocumentPosition's bits, isSameNode, isEqualNode, contains on text nodes,
splitText (also under a {{ }} binding), wholeText, normalize, a document fragment and a
comment made by a script."""

from ..harness import Case
_GO = (("click", "button"),)
CASES = [
 Case("node_compare_document_position",
      '<div v-scope="{ r: \'\' }"><p ref="a"><b ref="b">x</b>t</p><i ref="c"></i>'
      '<button @click="const { a, b, c } = $refs; const d = document.createElement(\'div\');'
      ' r = [a.compareDocumentPosition(b), b.compareDocumentPosition(a), a.compareDocumentPosition(c), c.compareDocumentPosition(a),'
      ' a.compareDocumentPosition(a), b.compareDocumentPosition(c), c.compareDocumentPosition(b), a.firstChild.compareDocumentPosition(a.lastChild),'
      ' a.lastChild.compareDocumentPosition(b.firstChild), a.compareDocumentPosition(d) & 1, a.compareDocumentPosition(d) & 32,'
      ' b.isSameNode(b), b.isSameNode(a), b.isSameNode(null), a.isEqualNode(a.cloneNode(true)), a.isEqualNode(a.cloneNode(false)),'
      ' a.isEqualNode(null), b.firstChild.isEqualNode(document.createTextNode(\'x\')), a.contains(b.firstChild), b.firstChild.contains(b.firstChild),'
      ' b.firstChild.contains(b), a.contains(undefined), a.contains(null)].join()">go</button>{{ r }}</div>',
      steps=_GO),
 Case("node_compare_errors",
      '<div v-scope="{ r: [] }"><p ref="a">x</p>'
      '<button @click="for (const f of [() => $refs.a.compareDocumentPosition({}), () => $refs.a.contains(\'x\'), () => $refs.a.isEqualNode(1),'
      ' () => $refs.a.compareDocumentPosition()]) { try { r.push(String(f())) } catch (e) { r.push(e.name + \': \' + e.message) } }">go</button>'
      '<p v-for="x in r">{{ x }}</p></div>',
      steps=_GO),
 Case("text_split_whole_normalize",
      '<div v-scope="{ r: \'\' }"><p ref="p">hello world</p><div ref="q"></div>'
      '<button @click="const p = $refs.p, t = p.firstChild; const u = t.splitText(5);'
      ' r = [t.data, u.data, p.childNodes.length, t.wholeText, u.wholeText, p.textContent].join(\'|\');'
      ' u.splitText(0); t.splitText(5); r += \'|\' + p.childNodes.length; p.normalize(); r += \'|\' + p.childNodes.length + \'|\' + p.firstChild.data;'
      ' const q = $refs.q; q.append(\'a\', \'\', \'b\', document.createElement(\'i\'), \'\', \'c\', \'d\'); q.lastChild.before(document.createComment(\'x\'));'
      ' r += \'|\' + q.childNodes.length + \':\' + q.childNodes[1].wholeText; q.normalize();'
      ' r += \'|\' + q.childNodes.length + \':\' + [...q.childNodes].map(n => n.nodeType + (n.data || \'\')).join();'
      ' try { t.splitText(99) } catch (e) { r += \'|\' + e.name + \': \' + e.message }">go</button>{{ r }}</div>',
      steps=_GO),
 Case("text_split_bound_text",
      '<div v-scope="{ n: 1 }"><p ref="p">ab{{ n }}cd</p><button @click="$refs.p.firstChild.splitText(2); n++">go</button>'
      '<button class="two" @click="$refs.p.normalize(); n++">two</button></div>',
      steps=(("click", "button"), ("click", "button.two"), ("click", "button"))),
    Case("document_fragment_and_comment",
         '<div v-scope="{ r: \'\' }"><div ref="q"></div>'
         '<button @click="const f = document.createDocumentFragment(); const b = document.createElement(\'b\'); b.textContent = \'B\';'
         ' f.append(b, \'x\', document.createComment(\'note\')); $refs.q.appendChild(f);'
         ' r = [f.childNodes.length, $refs.q.innerHTML, $refs.q.childNodes.length, String(f), f.nodeType].join(\'|\')">go</button>{{ r }}</div>',
         steps=_GO),
]
