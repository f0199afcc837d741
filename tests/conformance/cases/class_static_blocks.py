"""Cases: a class's `static { }` blocks (run once, in order with the static fields, `this`
being the class, each its own scope, seeing the class's `#names`) and `super` in static
members (the parent class itself, not its prototype), recorded from petite-vue 0.4.1 in
Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("class_static_blocks", "", [
        "(() => { class A { static #c = 0; static { A.#c = 5 } static get c() { return A.#c } }; return A.c })()",
        "(() => { const log = []; class A { static a = log.push('a'); static { log.push('block ' + this.a) } static b = log.push('b') }; return log.join() })()",
        "(() => { class A { static x = 1; static { let y = this.x + 1; this.y = y } static { let y = 10; this.z = y } }; return [A.y, A.z].join() })()",
        "(() => { let getter; class A { #p = 42; static { getter = o => o.#p } }; return getter(new A) })()",
        "(() => { class A { static { var v = 3; this.v = v } }; return typeof v + A.v })()",
        "(() => { class B { static n = 'B' }; class C extends B { static { this.m = super.n + '!' } }; return C.m })()",
    ]),
    _probe("super_in_static_members", "", [
        "(() => { class B { static n = 'B' }; class C extends B { static f() { return super.n } }; return C.f() })()",
        "(() => { class B { static n = 'B' }; class C extends B { static m = super.n + '?' }; return C.m })()",
        "(() => { class B { static g() { return 'g' + this.name } }; class C extends B { static f() { return super.g() } }; return C.f() })()",
        "(() => { class B { n = 'i' }; class C extends B { x = super.constructor.name }; return new C().x })()",
        "(() => { class B { static t() { return 2 } }; class C extends B { static #q() { return super.t() } static r() { return C.#q() } }; return C.r() })()",
        "(() => { class B { static get g() { return this.name } }; class C extends B { static h() { return super.g } }; return C.h() })()",
        "(() => { class C { static f() { return typeof super.call } }; return C.f() })()",
    ]),
]
