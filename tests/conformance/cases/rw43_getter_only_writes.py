"""A write to an accessor property that has no setter, and what it triggers.

JavaScript ignores a failed write (a getter-only accessor, a read-only property, a new
key on a non-extensible object) in sloppy code and throws a TypeError in strict code (a
class body, a 'use strict' function). petite-vue's expressions are sloppy (`new
Function`), and so is a function a template or createApp's data defines without the
directive.

Through a reactive object, Vue's `set` trap reads the old value (the getter, on the raw
object), runs `Reflect.set` (the setter with the proxy as receiver, or nothing) and then
triggers the key when the written value differs from the old one, whether the write
took or not: a `v-model` on a getter puts the getter's value back into the field, and a
setter that changes nothing the getter reads still re-runs what reads the accessor.

Found on a real page (skypro-fastdev/skypro-resume-builder's checker: `<textarea
v-model="model.resume">` on a getter composing the resume; petite raised "Cannot set
property which has only a getter" and left the typed text in the field).
"""

from ..harness import Case, button_probe


def _attempt(code: str) -> str:
    """A line that runs ``code`` and shows its value, or the error's name it raised."""
    return f"(() => {{ try {{ return {code} }} catch (e) {{ return e.name }} }})()"


SCOPE = ("r: [], o: { a: 1, get g() { return this.a } }, "
         "ro: Object.defineProperty({}, 'x', { value: 1, enumerable: true }), "
         "sealed: Object.preventExtensions({ k: 1 })")

CASES = [
    button_probe(
        "rw43_failed_writes_sloppy_and_strict",
        "",
        [
            _attempt("(o.g = 5, o.g)"),
            _attempt("(function () { o.g = 6; return o.g })()"),
            _attempt("(() => { o.g = 7; return o.g })()"),
            _attempt("(function () { 'use strict'; o.g = 8; return o.g })()"),
            _attempt("new (class { get g() { return 2 } m() { this.g = 3; return this.g } })().m()"),
            _attempt("new (class { get g() { return 2 } m() { o.g = 3; return o.g } })().m()"),
            _attempt("(ro.x = 5, ro.x)"),
            _attempt("(function () { 'use strict'; ro.x = 5; return ro.x })()"),
            _attempt("new (class { m() { sealed.n = 1; return sealed.n } })().m()"),
            _attempt("(sealed.n = 1, String(sealed.n))"),
            _attempt("(o.a = 3, o.g)"),
        ],
        scope=SCOPE,
    ),
    Case(
        "rw43_model_on_a_getter_puts_its_value_back",
        '<div v-scope="{ m: { a: \'x\', get full() { return this.a + \'!\' } } }">'
        '<textarea v-model="m.full"></textarea><input class="a" v-model="m.a"><p>{{ m.full }}</p></div>',
        steps=(("input", "textarea", "typed"), ("input", "input.a", "y"), ("input", "textarea", "again")),
    ),
    Case(
        "rw43_setter_that_changes_nothing_read_retriggers",
        '<div v-scope="{ n: 0, get v() { return \'fixed\' }, set v(x) { this.n++ } }">'
        '<input v-model="v"><p>{{ n }} {{ v }}</p></div>',
        steps=(("input", "input", "abc"), ("input", "input", "fixed")),
    ),
]
