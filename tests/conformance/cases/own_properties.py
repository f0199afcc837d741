"""`hasOwnProperty` / `Object.hasOwn` on what is not a plain object: the scope (`$data`, a
method's `this`, which petite-vue makes an object inheriting Object.prototype) and DOM
views whose own properties are what `Object.keys` lists (dataset entries, a collection's
indices, an event's isTrusted, a navigator's written properties), recorded from
petite-vue 0.4.1. (The navigator written is put back: the oracle's page is shared by later cases.)"""

from ..harness import Case
from ..harness import button_probe as _probe

_READS = [
    "$el.dataset.hasOwnProperty('x')", "$el.dataset.hasOwnProperty('y')", "$data.hasOwnProperty('out')",
    "$data.hasOwnProperty('nope')", "$el.children.hasOwnProperty('0')", "$el.children.hasOwnProperty('5')",
    "$el.hasOwnProperty('id')", "Object.hasOwn($el.dataset, 'x')", "navigator.hasOwnProperty('language')",
    "(navigator.zz = 1, [navigator.hasOwnProperty('zz'), delete navigator.zz][0])", "$el.classList.hasOwnProperty('0')",
    "$el.attributes.hasOwnProperty('0')", "Object.keys($el.children)", "document.hasOwnProperty('title')",
    "Object.prototype.hasOwnProperty.call($el.dataset, 'x')", "$el.dataset.propertyIsEnumerable('x')",
    "$event.hasOwnProperty('isTrusted')",
]

CASES = [
    Case(
        "own_properties_of_views",
        '<div v-scope="{ out: [] }" data-x="1" class="a b" id="q"><button @click="out = ['
        + ", ".join(r.replace('"', "&quot;") for r in _READS)
        + '].map(String)">go</button><p v-for="o in out">{{ o }}</p></div>',
        steps=(("click", "button"),),
    ),
    Case(
        "own_properties_of_the_scope",
        """<div v-scope="{ out: 1, m() { return this.hasOwnProperty('out') + ' ' + this.hasOwnProperty('zz') + this.toString() } }">"""
        """<p>{{ $data.hasOwnProperty('out') }} {{ Object.hasOwn($data, 'out') }} {{ Object.keys($data) }} {{ m() }}"""
        """ {{ String($data) }} {{ $data.valueOf() === $data }} {{ $data.propertyIsEnumerable('out') }}</p>"""
        """<i v-scope="{ inner: 2 }">{{ $data.hasOwnProperty('inner') }} {{ $data.hasOwnProperty('out') }} {{ Object.keys($data) }}</i></div>""",
    ),
]

# What a page's code writes on a DOM object (an element's, a style's, an attribute map's,
# an event's, the document's, the navigator's expandos) is its own property: listed by
# Object.keys / entries / JSON / spread / Object.assign, found by hasOwnProperty, removed
# by delete; a symbol-keyed one is read back (not listed). `getAttributeNode`. What is
# written on the document and the navigator is deleted again (the oracle's page is shared).
_EXPANDOS = [
    "(() => { const e = document.createElement('span'); e.foo = 1; e.bar = 'b'; return Object.keys(e).join() + ' ' + JSON.stringify(e) + ' ' + JSON.stringify({...e}) })()",
    "(() => { const e = document.createElement('span'); e.foo = 1; return Object.entries(e).join() + ' ' + Object.getOwnPropertyNames(e).join() + ' ' + Object.assign({}, e).foo })()",
    "(() => { const e = document.createElement('span'); e.foo = 1; return [e.hasOwnProperty('foo'), e.hasOwnProperty('id'), 'id' in e, Object.hasOwn(e, 'foo')].join() })()",
    "(() => { const e = document.createElement('span'); e.foo = 1; const gone = delete e.foo; return [gone, e.foo, Object.keys(e).length, delete e.id, typeof e.id].join() })()",
    "(() => { const e = document.createElement('span'); const s = Symbol('k'); e[s] = 5; return [e[s], Object.keys(e).length].join() })()",
    "(() => { const e = document.createElement('span'); e.style.foo = 1; const had = e.style.hasOwnProperty('foo'); delete e.style.foo; return [had, e.style.foo].join() })()",
    "(() => { const e = document.createElement('span'); e.setAttribute('title', 't'); e.attributes.foo = 1; const keys = Object.keys(e.attributes).join(); delete e.attributes.foo; return [keys, e.attributes.foo].join() })()",
    "(() => { const e = new Event('x'); e.foo = 1; const keys = Object.keys(e).join() + ' ' + JSON.stringify(e); delete e.foo; return keys + ' ' + e.foo })()",
    "(() => { document.foo = 1; const r = [Object.keys(document).join(), document.hasOwnProperty('foo'), delete document.foo, document.foo]; return r.join() })()",
    "(() => { navigator.foo = 1; const s = Symbol('n'); navigator[s] = 2; const r = [navigator[s], Object.keys(navigator).join(), delete navigator.foo, navigator.foo, Object.keys(navigator).length]; delete navigator[s]; return r.join() })()",
    "(() => { const e = document.createElement('span'); e.setAttribute('title', 'x'); const a = e.getAttributeNode('TITLE'); return [a.name, a.value, a.ownerElement === e, e.getAttributeNode('nope'), a === e.attributes[0]].join() })()",
]

CASES += [
    _probe("own_properties_written_by_code", '<span id="t">t</span>', _EXPANDOS),
]
