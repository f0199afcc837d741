"""What everyday page code calls, each result recorded from petite-vue 0.4.1 in Chromium:
formatting numbers, dates and text (Intl, toFixed, toLocaleString), newer array and
object methods, URL and JSON helpers, newer syntax; forms, datasets, classList, style,
selectors, events, tree edits and `document.contains` (a "click outside" handler's
check) on a small page; what `document` answers of itself. Each button writes one JSON result (or the error's name and
message) per `<li>`."""

from ..harness import Case


def _results(name: str, expressions: list[str], page: str = "") -> Case:
    """A case whose button writes each expression's JSON (or its error) into its own `<li>`."""
    quoted = ", ".join("() => " + e for e in expressions)
    script = ("out = [" + quoted + "].map(f => { try { return JSON.stringify(f()) ?? 'undefined' }"
              " catch (e) { return e.name + ': ' + e.message } })")
    template = ('<div v-scope="{ out: [] }">' + page + '<button @click="' + script.replace('"', "&quot;") + '">go</button>'
                '<ol><li v-for="r in out">{{ r }}</li></ol></div>')
    return Case(name, template, steps=(("click", "button"),))


PAGE = ('<form id="f"><input name="a" value="1"><input name="b" type="checkbox" checked value="on2">'
        '<select name="s"><option>x</option><option selected>y</option></select><textarea name="t">tt</textarea></form>'
        '<ul id="u" data-x-y="z"><li class="a">1</li><li class="b">2</li><li>3</li></ul>'
        '<p id="p" style="color: red; --k: 1px">hi <b>there</b></p>')

CASES = [
    _results("everyday_formatting_and_methods", [
        "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(1234.5)",
        "new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)",
        "(1234.5678).toLocaleString('en-US', { maximumFractionDigits: 1 })",
        "(0.125).toFixed(2) + ' ' + (1.005).toFixed(2) + ' ' + (1e21).toFixed(2)",
        "new Intl.NumberFormat('en', { notation: 'compact' }).format(1234567)",
        "new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: 1 }).format(0.256)",
        "new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer-per-hour' }).format(50)",
        "new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')",
        "new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 5)))",
        "new Date('2024-03-10').getTime()",
        "Object.groupBy([1, 2, 3, 4], x => x % 2 ? 'odd' : 'even')",
        "[3, 1, 2].toSorted() + ' ' + [1, 2, 3].findLast(x => x < 3) + ' ' + [1, 2, 3].at(-1) + ' ' + [1, 2, 3].with(0, 9)",
        "'a-b_c d'.replace(/[-_\\s](\\w)/g, (_, c) => c.toUpperCase())",
        "'2024-01-05'.match(/(?<y>\\d{4})-(?<m>\\d{2})/).groups",
        "'abc'.padStart(6, '12') + '|' + 'abc'.padEnd(5) + '|'",
        "'Ünïcödé'.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '')",
        "['b', 'a', 'C'].sort((a, b) => a.localeCompare(b))",
        "encodeURIComponent('a b&c/é') + ' ' + decodeURIComponent('%E2%9C%93')",
        "JSON.stringify({ a: [1, { b: 2 }], c: 'x' }, null, '\\t')",
        "JSON.stringify({ d: new Date(0), u: undefined, f() {}, n: NaN, i: Infinity })",
        "String(Symbol('x')) + ' ' + typeof Symbol.iterator",
        "[...'héllo'].reverse().join('')",
        "Array.from({ length: 3 }, (_, i) => i * 2)",
        "Number('0x1f') + Number('  12  ') + Number('1e3') + parseInt('08') + parseFloat('3.14abc')",
        "(123.456).toPrecision(4) + ' ' + (0.000001234).toString() + ' ' + (1e-7).toString()",
        "Math.round(-0.5) + ' ' + Math.round(2.5) + ' ' + Math.max() + ' ' + Math.min()",
        "[1, [2, [3, [4]]]].flat(Infinity)",
        "Object.entries({ b: 1, a: 2, 1: 'x', 0: 'y' })",
        "new URL('../x?y=1#z', 'http://a.com/b/c/d').href",
        "new URLSearchParams({ a: '1 2', b: 'é' }).toString()",
        "structuredClone({ a: new Date(0), b: [1, 2] })",
        "(() => { let a = null; a ??= 5; let b = 0; b ||= 7; let c = 1; c &&= 3; return [a, b, c] })()",
        "(() => { class A { #x = 1; get x() { return this.#x } static s = 2 } return [new A().x, A.s] })()",
        "(() => { const o = { a: { b: null } }; return [o?.a?.b?.c, o.x?.(), o.a?.['b']] })()",
        "(() => { const [a = 1, ...r] = [undefined, 2, 3]; const { x: { y = 4 } = {} } = {}; return [a, r, y] })()",
        "typeof globalThis + ' ' + typeof window + ' ' + (globalThis === window)",
        "new Error('x', { cause: 'c' }).cause",
        "[10, 1, 2].sort() + ' ' + [10, 1, 2].sort((a, b) => a - b)",
        "'abc'.replaceAll('b', '$&$&') + ' ' + 'a.b.c'.split('.', 2)",
    ]),
    _results("everyday_dom_calls", [
        "[...new FormData(document.getElementById('f')).entries()]",
        "Object.fromEntries(new FormData(document.getElementById('f')))",
        "document.querySelector('#u').dataset.xY + ' ' + JSON.stringify({ ...document.querySelector('#u').dataset })",
        "[...document.querySelectorAll('#u > li:not(.a)')].map(n => n.textContent)",
        "document.querySelector('#u').querySelectorAll(':scope > li').length",
        "document.querySelector('.b').closest('ul').id + ' ' + document.querySelector('.b').matches('ul > .b')",
        "(() => { const l = document.querySelector('.a').classList; l.toggle('q', true); l.toggle('a'); l.replace('q', 'r'); return l.value })()",
        "(() => { const p = document.getElementById('p'); return [p.style.color, p.style.getPropertyValue('--k'), p.style.cssText, p.innerText, p.textContent] })()",
        "(() => { const p = document.getElementById('p'); p.style.setProperty('--k', '2px'); p.style.fontSize = '12px'; return p.getAttribute('style') })()",
        "(() => { const u = document.getElementById('u'); u.insertAdjacentHTML('beforeend', '<li>4</li>'); return u.children.length + ' ' + u.lastElementChild.outerHTML })()",
        "(() => { let got = []; const u = document.getElementById('u'); u.addEventListener('hey', e => got.push(e.detail, e.target.tagName, e.bubbles)); u.firstElementChild.dispatchEvent(new CustomEvent('hey', { detail: 5, bubbles: true })); return got })()",
        "(() => { const i = document.querySelector('[name=a]'); i.value = 'hello'; i.setSelectionRange(1, 3); return [i.selectionStart, i.selectionEnd, i.value.substring(i.selectionStart, i.selectionEnd)] })()",
        "(() => { const s = document.querySelector('select'); return [s.value, s.selectedIndex, s.options.length, [...s.selectedOptions].map(o => o.text)] })()",
        "document.getElementById('f').elements.length + ' ' + document.getElementById('f').elements.a.value",
        "(() => { const t = document.createElement('template'); t.innerHTML = '<b>x</b><i>y</i>'; return t.content.childNodes.length + ' ' + t.innerHTML })()",
        "(() => { const d = document.createElement('div'); d.innerHTML = '<p>a</p><p>b</p>'; d.firstChild.remove(); return d.innerHTML + ' ' + d.childElementCount })()",
        "document.querySelector('#u li:nth-child(2)').previousElementSibling.textContent + document.querySelector('li:last-of-type').textContent",
        "(() => { const b = document.querySelector('b'); return [b.parentElement.id, b.nodeName, b.nodeType, b.firstChild.nodeValue, b.ownerDocument === document] })()",
        "(() => { const el = document.createElement('input'); el.type = 'number'; el.value = '12abc'; const r = el.value; el.value = '3.5'; return [r, el.valueAsNumber] })()",
        "(() => { const el = document.createElement('a'); el.href = 'http://h.test/x?y#z'; return [el.pathname, el.search, el.hash, el.getAttribute('href')] })()",
        "(() => { const u = document.getElementById('u'); u.replaceChildren(...[...u.children].reverse()); return u.textContent })()",
        "[...document.getElementById('u').childNodes].map(n => n.nodeType)",
        "(() => { const e = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true }); return [e.key, e.ctrlKey, e.type, e.code] })()",
        "(() => { const p = document.getElementById('p'); p.hidden = true; return [p.hidden, p.getAttribute('hidden'), p.outerHTML.slice(0, 20)] })()",
        "(() => { const c = document.createElement('input'); c.type = 'checkbox'; c.checked = true; return [c.checked, c.hasAttribute('checked'), c.outerHTML] })()",
        "(() => { const o = new Option('t', 'v', true, true); return [o.text, o.value, o.selected, o.defaultSelected, o.outerHTML] })()",
        "document.getElementById('u').contains(document.querySelector('.b'))",
        "[document.contains(document.querySelector('.b')), document.contains(document), document.contains(null), document.contains(document.createElement('i'))]",
        "document.contains({})",
        "document.contains()",
        "(() => { const f = document.createDocumentFragment(); f.append('a', document.createElement('br')); return f.childNodes.length })()",
    ], PAGE),
    _results("everyday_document_members", [
        "document.readyState", "document.hidden + ' ' + document.visibilityState", "typeof document.hasFocus",
        "document.hasFocus()", "document.dir + '|' + document.referrer + '|' + document.characterSet + '|' + document.charset",
        "document.defaultView === window", "document.compatMode + ' ' + document.contentType",
        "document.isSameNode(document) + ' ' + document.isSameNode(document.body)", "document.hasChildNodes()",
        "document.childElementCount + ' ' + document.children.length", "document.nodeName + document.nodeType",
        "document.forms.length + document.images.length", "typeof window.scroll + typeof window.scrollTo",
        "navigator.onLine", "typeof history.pushState", "typeof performance.now()", "typeof crypto.getRandomValues",
        "typeof requestIdleCallback + typeof cancelAnimationFrame", "window.closed",
        "window.top === window && window.parent === window && window.self === window", "typeof atob + btoa('hi') + atob('aGk=')",
        "typeof alert + typeof confirm + typeof prompt", "typeof queueMicrotask", "typeof HTMLElement",
        "Node.ELEMENT_NODE + Node.TEXT_NODE", "document.location === location",
    ]),
]
