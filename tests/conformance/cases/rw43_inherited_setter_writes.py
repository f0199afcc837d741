"""A write through a reactive proxy to a key the object only inherits a setter for.

Vue's `set` trap finds the key missing on the raw object, runs `Reflect.set` with the
proxy as receiver (the inherited setter runs, `this` the proxy) and then triggers an
"add" of the key, as for a new property: what reads the key, `key in o` or the object's
keys re-runs, though no own property was made. A second write is an "add" again.
"""

from ..harness import Case

COUNT = "$el.dataset.runs = (+$el.dataset.runs || 0) + 1"

CASES = [
    Case(
        "rw43_inherited_setter_write_triggers_an_add",
        '<div v-scope="{ log: [], o: Object.create({ set x(v) { this.seen = (this.seen || 0) + 1 },'
        ' get x() { return 7 } }), p: Object.create({ set y(v) { } }) }">'
        '<button @click="o.x = 1; p.y = 2">go</button>'
        f'<i v-effect="{COUNT}; Object.keys(p)"></i>'
        f'<b v-effect="{COUNT}; \'y\' in p"></b>'
        f'<s v-effect="{COUNT}; p.y"></s>'
        f'<u v-effect="{COUNT}; o.x"></u>'
        '<p>{{ Object.keys(o).join() }} {{ o.seen }} {{ o.x }} {{ Object.keys(p).length }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
    Case(
        "rw43_class_setter_write_through_a_proxy_triggers_an_add",
        '<div v-scope="{ make() { return new (class { set v(x) { this.w = x } get v() { return 1 } })() }, i: null }"'
        ' @vue:mounted="i = make()">'
        '<button @click="i.v = 5">go</button>'
        f'<i v-effect="{COUNT}; i && Object.keys(i)"></i>'
        f'<u v-effect="{COUNT}; i && i.v"></u>'
        '<p>{{ i && i.w }} {{ i && i.v }}</p></div>',
        steps=(("click", "button"), ("click", "button")),
    ),
]
