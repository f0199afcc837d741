"""Cases: DOM collections' own members (`item()`, `namedItem()` and named properties, a
select's `options.add`/`remove`/`selectedIndex`/`length = n`), what
`Object.prototype.toString` and `instanceof` say of them, `document.getRootNode()`, and
`new Image(width, height)` and `new Audio(src)`, `outerHTML = markup` on an element
in a fragment or in no tree, and the document's collections (`forms`, `images`, `links` ...),
recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import expression_probe as _probe

LIST = '<ul ref="u"><li class="p q">1</li><li id="two">2</li><li name="three">3</li></ul>'
SELECT = '<select ref="s"><optgroup label="g"><option>a</option></optgroup><option value="v" selected>b</option></select>'

FORMS = ('<form name="f1" id="fa"><input name="q"></form><form id="fb"></form><img name="pic" src="x.png">'
         '<a href="#x" name="top">a</a><a name="n2">b</a><map><area href="#y"></map><embed src="e">')

CASES = [
    _probe("dom_document_collections", FORMS, [
        "document.forms.length", "document.forms[0].id", "document.forms.f1.id", "document.forms.fb.id",
        "document.forms.namedItem('f1').id", "document.images.length + document.images.pic.getAttribute('src')",
        "document.links.length", "document.anchors.length", "document.embeds.length + document.plugins.length",
        "String(document.forms)", "document.forms.f1.q.name", "'forms' in document",
        "document.forms instanceof HTMLCollection", "[...document.links].map(l => l.hash).join()",
    ]),
    _probe("dom_collection_item_and_named_item", LIST, [
        "$refs.u.childNodes.item(0).textContent", "$refs.u.children.item(1).id", "$refs.u.children.item(5)",
        "$refs.u.children.item(-1)", "$refs.u.children.item('1').textContent", "$refs.u.children.item(NaN).className",
        "$refs.u.childNodes.item()", "$refs.u.children.item()", "$refs.u.children.namedItem('two').textContent",
        "$refs.u.children.namedItem('three').textContent", "$refs.u.children.namedItem('nope')",
        "$refs.u.children.two.textContent", "$refs.u.children.nope", "$refs.u.children['two'].textContent",
        "$refs.u.querySelectorAll('li').item(2).textContent", "$refs.u.getElementsByTagName('li').item(0).className",
        "document.querySelectorAll('li').item(1).id", "document.getElementsByClassName('p').item(0).textContent",
        "document.getElementsByTagName('li').namedItem('two').textContent",
        "document.getElementsByName('three').item(0).textContent",
        "$refs.u.children.length", "[...$refs.u.children].length", "Array.from($refs.u.childNodes).length",
        "(() => { let n = 0; for (const li of $refs.u.children) n++; return n })()",
        "(() => { $refs.u.children.length = 0; return $refs.u.children.length })()",
    ]),
    _probe("dom_collection_kinds", LIST + SELECT, [
        "Object.prototype.toString.call($refs.u.children)", "Object.prototype.toString.call($refs.u.childNodes)",
        "Object.prototype.toString.call($refs.u.querySelectorAll('li'))",
        "Object.prototype.toString.call($refs.s.options)", "Object.prototype.toString.call($refs.s.selectedOptions)",
        "Object.prototype.toString.call(document.getElementsByTagName('li'))",
        "Object.prototype.toString.call(document.getElementsByName('three'))",
        "$refs.u.children instanceof HTMLCollection", "$refs.u.childNodes instanceof NodeList",
        "$refs.s.options instanceof HTMLCollection", "$refs.u.querySelectorAll('li') instanceof NodeList",
        "$refs.u.children instanceof NodeList", "document.getRootNode() === document",
        "document.getRootNode().nodeType", "String($refs.u.children)", "'' + $refs.u.childNodes",
        "`${$refs.s.options}`", "$refs.u.children.toString()", "[$refs.u.children, [1, 2]].join(';')",
    ]),
    _probe("dom_options_collection", SELECT, [
        "$refs.s.options.selectedIndex", "$refs.s.options.item(1).text", "$refs.s.options.namedItem('x')",
        "(() => { $refs.s.options.add(new Option('z', 'zz')); return $refs.s.options.length + ' ' + $refs.s.lastChild.value })()",
        "(() => { $refs.s.options.add(new Option('y'), 0); return $refs.s.options[0].text + ' ' + $refs.s.selectedIndex })()",
        "(() => { $refs.s.options.remove(0); return $refs.s.options.length + ' ' + $refs.s.options[0].text })()",
        "(() => { $refs.s.options.length = 5; return $refs.s.innerHTML })()",
        "(() => { $refs.s.options.length = 2; return $refs.s.innerHTML + ' ' + $refs.s.selectedIndex })()",
        "(() => { $refs.s.options.length = 200000; return $refs.s.options.length })()",
        "(() => { $refs.s.options.length = -1; return $refs.s.options.length })()",
        "(() => { $refs.s.options.length = 'x'; return $refs.s.innerHTML + ' ' + $refs.s.selectedIndex })()",
        "(() => { $refs.s.options.length = 2; return $refs.s.options[1].outerHTML })()",
    ]),
    _probe("dom_image_and_audio_factories", '<p ref="p"></p>', [
        "new Image().outerHTML", "new Image(10).outerHTML", "new Image(10, 'x').outerHTML",
        "new Image(-1, 2.7).outerHTML", "new Image(1e10).outerHTML", "new Image(undefined, 3).outerHTML",
        "new Image() instanceof HTMLImageElement", "new Image() instanceof Image", "Image.name",
        "(() => { try { Image() } catch (e) { return e.name + e.message } })()",
        "new Audio().outerHTML", "new Audio('a.mp3').outerHTML", "new Audio() instanceof HTMLMediaElement",
        "(() => { const i = new Image(4, 5); i.alt = 'a'; $refs.p.append(i); return $refs.p.innerHTML + i.getAttribute('width') })()",
        "(() => { try { Audio() } catch (e) { return e.name } })()",
    ]),
    _probe("dom_outer_html_without_an_element_parent", '<p ref="p"></p>', [
        "(() => { const i = new Image(); try { i.outerHTML = '<b>x</b>' } catch (e) { return e.name } return i.outerHTML })()",
        "(() => { const f = document.createDocumentFragment(); const i = document.createElement('p'); f.append(i); "
        "i.outerHTML = '<img><td>x</td><b>y</b>'; return f.childNodes.length + [...f.childNodes].map(n => n.nodeName).join() })()",
        "(() => { const t = document.createElement('template'); t.innerHTML = '<p>a</p>'; "
        "t.content.firstChild.outerHTML = '<tr><td>1</td></tr><i>z</i>'; return t.innerHTML })()",
    ]),
]
