"""Event-handler properties (`el.onclick = fn`, `document.onclick`, `window.onclick`) and the
`this` of a listener, recorded from petite-vue 0.4.1 in Chromium (found by the wave-46 helper on
opitral/exchanger, whose form installs `input.onclick = function () { this.style.outline = "" }`
from module code). petite ignored the writes (the handler never ran, the property read null)
and called every function listener with `this` = the window; Chromium calls a listener, and
an event-handler property's function, with `this` = the object it listens on (the event's
currentTarget), keeps a handler property's place among the listeners when it is replaced,
removes it when set to null (or to anything not an object), and cancels the event when the
handler returns false."""

from ..harness import Case

CASES = [
    Case(
        'listener_this_is_the_current_target',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o, i = $refs.i; o.addEventListener(\'y\', function () { log.push(this === o, this.id) }); i.addEventListener(\'y\', function (e) { log.push(this === e.currentTarget, this.id) }); i.addEventListener(\'y\', () => log.push(typeof this)); i.dispatchEvent(new Event(\'y\', { bubbles: true }))">a</button><div ref="o" id="outer"><span ref="i" id="inner"></span></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'handler_property_runs_with_the_element_as_this',
        '<div v-scope="{ log: [] }"><button id="a" @click="$refs.o.onclick = function (e) { log.push(this.id, e.type, e.currentTarget === this) }">a</button><input ref="o" id="field" style="outline: 1px solid red"><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'), ('click', '#field'), ('click', '#field')),
    ),
    Case(
        'handler_property_clears_a_style_from_module_code',
        '<div v-scope="{ arm() { const i = document.querySelector(\'#f\'); i.style.outline = \'1px solid red\'; i.onclick = function () { this.style.outline = \'\' } } }"><button id="a" @click="arm()">a</button><input id="f"></div>',
        steps=(('click', '#a'), ('click', '#f')),
    ),
    Case(
        'handler_property_reads_back',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; log.push(o.onclick === null); const f = () => 1; o.onclick = f; log.push(o.onclick === f, typeof o.onclick); o.onclick = null; log.push(o.onclick); o.onclick = f; o.onclick = \'alert(1)\'; log.push(o.onclick, o.hasAttribute(\'onclick\')); o.oninput = f; o.oninput = 5; log.push(o.oninput)">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'handler_property_keeps_its_place_among_listeners',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; o.onclick = () => log.push(\'h1\'); o.addEventListener(\'click\', () => log.push(\'l\')); o.onclick = () => log.push(\'h2\'); o.dispatchEvent(new Event(\'click\')); log.push(\'|\'); o.onclick = null; o.onclick = () => log.push(\'h3\'); o.dispatchEvent(new Event(\'click\'))">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'handler_property_returning_false_cancels',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; o.onclick = () => false; let e = new Event(\'click\', { cancelable: true }); o.dispatchEvent(e); log.push(e.defaultPrevented); o.onclick = () => 0; e = new Event(\'click\', { cancelable: true }); o.dispatchEvent(e); log.push(e.defaultPrevented)">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'handler_property_of_a_form_link_cancels_its_default',
        '<div v-scope="{ n: 0 }"><button id="a" @click="$refs.box.onclick = () => { n++; return false }">a</button><input type="checkbox" ref="box" id="box"><p>{{ n }} {{ $refs.box.checked }}</p></div>',
        steps=(('click', '#a'), ('click', '#box'), ('click', '#box')),
    ),
    Case(
        'document_and_window_handler_properties',
        '<div v-scope="{ log: [] }"><button id="a" @click="document.onclick = function (e) { log.push(\'d\', this === document) }; window.onclick = function () { log.push(\'w\', this === window) }; log.push(typeof document.onclick, typeof window.onclick)">a</button><button id="b">b</button><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'), ('click', '#b')),
    ),
    Case(
        'handler_property_removes_itself_while_it_runs',
        '<div v-scope="{ n: 0 }"><button id="a" @click="$refs.o.onclick = function () { n++; this.onclick = null }">a</button><button ref="o" id="o">o</button><p>{{ n }} {{ $refs.o.onclick === null }}</p></div>',
        steps=(('click', '#a'), ('click', '#o'), ('click', '#o')),
    ),
    Case(
        'listener_this_of_a_bound_function_stays_bound',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; const who = { name: \'who\' }; o.addEventListener(\'x\', function () { log.push(this.name || this.id) }.bind(who)); o.onx = 1; o.onclick = function () { log.push(this.id) }.bind(who); o.dispatchEvent(new Event(\'x\')); o.dispatchEvent(new Event(\'click\'))">a</button><div ref="o" id="target"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
]
