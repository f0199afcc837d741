"""`hasOwnProperty` / `Object.hasOwn` on what is not a plain object: the scope (`$data`, a
method's `this`, which petite-vue makes an object inheriting Object.prototype) and DOM
views whose own properties are what `Object.keys` lists (dataset entries, a collection's
indices, an event's isTrusted, a navigator's written properties), recorded from
petite-vue 0.4.1. (The navigator written is put back: the oracle's page is shared by later cases.)"""

from ..harness import Case

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
