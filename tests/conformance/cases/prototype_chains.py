"""Cases: what an object inherits from a prototype a page gave it (`Object.create(p)`,
`Object.setPrototypeOf(o, p)`, chains of them): a getter or setter found up the chain
runs with the object read as `this`, Object.prototype's methods apply to that object
(`hasOwnProperty`, `valueOf`), and `for…in` lists the object's enumerable keys, then
each prototype's not shadowed; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("prototype_chain_members", '<span id="t">t</span>', [
        "(() => { const o = {}; Object.setPrototypeOf(o, { q: 1 }); return o.hasOwnProperty('q') + ' ' + o.propertyIsEnumerable('q') + ' ' + o.toString() })()",
        "(() => { const o = Object.create({ q: 1 }); return o.hasOwnProperty('q') + ' ' + Object.keys(o).length + ' ' + (o.valueOf() === o) })()",
        "(() => { const p = { n: 1, get dbl() { return this.n * 2 } }; const o = Object.create(p); o.n = 5; return o.dbl + ' ' + p.dbl })()",
        "(() => { const p = { n: 1, get dbl() { return this.n * 2 } }; const o = {}; Object.setPrototypeOf(o, p); o.n = 7; return o.dbl })()",
        "(() => { const p = { set v(x) { this._v = x * 2 } }; const o = Object.create(p); o.v = 4; return o._v + ' ' + o.hasOwnProperty('_v') + ' ' + p._v })()",
        "(() => { const p = { set v(x) { this._v = x * 2 } }; const o = {}; Object.setPrototypeOf(o, p); o.v = 4; return o._v + ' ' + o.hasOwnProperty('_v') + ' ' + p._v })()",
        "(() => { const gp = { get who() { return this.name } }; const o = Object.create(Object.create(gp)); o.name = 'leaf'; return o.who })()",
        "(() => { const gp = { hasOwnProperty() { return 'mine' } }; const o = Object.create(Object.create(gp)); return o.hasOwnProperty('x') })()",
        "(() => { const o = Object.create(Object.create(null)); return String(o.hasOwnProperty) + ' ' + String(o.toString) })()",
        "(() => { class A { get g() { return 'A' + this.k } } const o = Object.create(new A()); o.k = 3; return o.g })()",
    ]),
    _probe("prototype_chain_for_in", '<span id="t">t</span>', [
        "(() => { const o = Object.create({ inherited: 1 }); o.own = 2; let s = ''; for (const k in o) s += k + ','; return s + ' ' + Object.keys(o) })()",
        "(() => { const base = { a: 1, b: 2 }; const mid = Object.create(base); mid.c = 3; Object.defineProperty(mid, 'a', { value: 9, enumerable: false }); const o = Object.create(mid); o.d = 4; o[2] = 'x'; o[1] = 'y'; let s = ''; for (const k in o) s += k + ','; return s })()",
        "(() => { const p = { x: 1 }; const o = Object.create(p); o.x = 2; let s = ''; for (const k in o) s += k + o[k]; return s })()",
        "(() => { const o = Object.create(null); o.z = 1; let s = ''; for (const k in o) s += k; return s })()",
        "(() => { const o = {}; Object.setPrototypeOf(o, { q: 1 }); let s = ''; for (const k in o) s += k; return s + ('q' in o) })()",
        "(() => { class A { constructor() { this.f = 1 } m() {} } let s = ''; for (const k in new A()) s += k; return s })()",
        "(() => { const proto = { get g() { return 1 } }; const o = Object.create(proto, { own: { value: 1, enumerable: true }, hid: { value: 2 } }); let s = ''; for (const k in o) s += k + ','; return s })()",
    ]),
]
