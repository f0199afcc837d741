"""`addEventListener`'s third argument and listener objects (found by a helper): `once`, `capture`
(a boolean or `{ capture }`: capture listeners run first, and removing needs the same capture),
`passive` (its `preventDefault()` is ignored), an object with `handleEvent`, recorded from
petite-vue 0.4.1. They were ignored: a `{ once: true }` listener ran every time and one that
re-dispatched its event recursed until the stack limit."""

from ..harness import Case

CASES = [
    Case(
        'ael_once',
        '<div v-scope="{ log: [] }"><button id="a" @click="const t = $refs.t; const f = () => log.push(\'f\'); t.addEventListener(\'x\', f, { once: true }); t.dispatchEvent(new Event(\'x\')); t.dispatchEvent(new Event(\'x\')); t.addEventListener(\'x\', f, { once: true }); t.dispatchEvent(new Event(\'x\'))">a</button><span ref="t"></span><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_capture_order',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o, i = $refs.i; o.addEventListener(\'y\', () => log.push(\'bubble\'), false); o.addEventListener(\'y\', () => log.push(\'capture\'), true); i.addEventListener(\'y\', () => log.push(\'target\')); i.dispatchEvent(new Event(\'y\', { bubbles: true }))">a</button><div ref="o"><span ref="i"></span></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_remove_needs_capture',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; const f = () => log.push(\'c\'); o.addEventListener(\'z\', f, { capture: true }); o.removeEventListener(\'z\', f); o.dispatchEvent(new Event(\'z\')); o.removeEventListener(\'z\', f, true); o.dispatchEvent(new Event(\'z\'))">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_passive',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; o.addEventListener(\'w\', e => e.preventDefault(), { passive: true }); const e = new Event(\'w\', { cancelable: true }); o.dispatchEvent(e); log.push(e.defaultPrevented)">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_once_redispatch',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; o.addEventListener(\'v\', () => { log.push(\'v\'); o.dispatchEvent(new Event(\'v\')) }, { once: true }); o.dispatchEvent(new Event(\'v\'))">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_handle_event_object',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; const h = { n: 0, handleEvent(e) { this.n++; log.push(e.type + this.n) } }; o.addEventListener(\'u\', h); o.dispatchEvent(new Event(\'u\')); o.dispatchEvent(new Event(\'u\')); o.removeEventListener(\'u\', h); o.dispatchEvent(new Event(\'u\'))">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_dedupe_by_capture',
        '<div v-scope="{ log: [] }"><button id="a" @click="const o = $refs.o; const f = () => log.push(\'f\'); o.addEventListener(\'q\', f); o.addEventListener(\'q\', f, false); o.addEventListener(\'q\', f, true); o.addEventListener(\'q\', f, { capture: true, once: true }); o.dispatchEvent(new Event(\'q\'))">a</button><div ref="o"></div><p>{{ log.join() }}</p></div>',
        steps=(('click', '#a'),),
    ),
    Case(
        'ael_mounted_once',
        '<div v-scope="{ n: 0 }"><button @vue:mounted="$el.addEventListener(\'click\', () => n++, { once: true })">b</button><p>{{ n }}</p></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
    Case(
        'ael_document_once',
        '<div v-scope="{ n: 0 }" @vue:mounted="document.addEventListener(\'click\', () => n++, { once: true })"><button>b</button><p>{{ n }}</p></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
]
