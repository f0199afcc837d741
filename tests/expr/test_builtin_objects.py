"""Object.defineProperty and friends, freeze/seal, prototypes, Reflect, globalThis,
WeakMap/WeakSet/WeakRef, escape/unescape, iterator objects and Symbol: their values
in expressions, in rendered templates (`petite.render`, `petite.testing.mount`) and
through reactive proxies. (Chromium comparisons: test_builtins_in_chromium.py.)"""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionError, Scope, compile_expression, to_display_string
from petite.expr.property_tables import own_properties
from petite.reactivity import effect, reactive
from petite.testing import mount


@pytest.fixture(autouse=True)
def one_owner():
    """Each test's expressions, run from Python one by one, share one property table
    (as one page's do): what one defines, the next sees (property_tables)."""
    with own_properties():
        yield


def run(src: str, data: dict | None = None) -> object:
    return compile_expression(src)(Scope({} if data is None else data))


def stmts(src: str, data: dict | None = None) -> None:
    compile_expression(src, "statements")(Scope({} if data is None else data))


def show(src: str, data: dict | None = None) -> str:
    return to_display_string(run(src, data))


def error_kind(src: str, data: dict | None = None) -> str:
    with pytest.raises(ExpressionError) as info:
        run(src, data)
    return info.value.kind


# -- defineProperty on the kinds of objects -------------------------------------------------


def test_a_getter_defined_on_a_plain_object_reads_through_this():
    data = {"o": {"a": 1}}
    run("Object.defineProperty(o, 'n', { get() { return this.a + 1 } })", data)
    assert run("o.n", data) == 2
    run("o.a = 5", data)
    assert run("o.n", data) == 6
    assert show("o", data) == '{\n  "a": 5\n}'  # not enumerable: not shown, not listed
    assert run("Object.keys(o)", data) == ["a"]
    assert run("'n' in o && o.hasOwnProperty('n') && !o.propertyIsEnumerable('n')", data) is True


def test_the_python_dict_keeps_plain_entries_and_no_table():
    o = {"a": 1}
    run("Object.defineProperty(o, 'h', { value: 2 })", {"o": o})
    assert o == {"a": 1} and all(type(key) is str for key in o)  # (the table is beside it)
    assert run("[o.h, JSON.stringify(o), { ...o }]", {"o": o}) == [2, '{"a":1}', {"a": 1}]


def test_data_descriptors_default_to_false():
    data = {"o": {}}
    run("Object.defineProperty(o, 'x', { value: 1 })", data)
    run("o.x = 2", data)  # sloppy mode: ignored
    assert run("o.x", data) == 1
    assert run("delete o.x", data) is False
    assert run("Object.getOwnPropertyDescriptor(o, 'x')", data) == {
        "value": 1, "writable": False, "enumerable": False, "configurable": False}
    assert error_kind("Object.defineProperty(o, 'x', { value: 3 })", data) == "TypeError"


def test_a_setter_runs_with_this_and_writes_through():
    data = {"o": {"v": 1}}
    run("Object.defineProperty(o, 'x', { get() { return this.v }, set(n) { this.v = n * 2 }, enumerable: true })", data)
    run("o.x = 4", data)
    assert run("[o.x, o.v, Object.keys(o), JSON.stringify(o)]", data) == [8, 8, ["v", "x"], '{"v":8,"x":8}']


def test_define_on_object_literals_with_getters_and_on_class_instances():
    assert run("(() => { const o = { get a() { return 1 } }; Object.defineProperty(o, 'a', { value: 2, enumerable: true, writable: true, configurable: true }); return [o.a, Object.keys(o)] })()") == [2, ["a"]]
    assert run("(() => { class P { constructor() { this.x = 1 } double() { return this.x * 2 } } const p = new P(); Object.defineProperty(p, 'y', { get() { return this.double() } }); return [p.y, JSON.stringify(p)] })()") == [2, '{"x":1}']


def test_define_properties_and_create_with_descriptors():
    assert run("Object.defineProperties({}, { a: { value: 1, enumerable: true }, b: { get() { return this.a + 1 } } }).b") == 2
    assert run("(() => { const o = Object.create({ base: 1 }, { own: { value: 2, enumerable: true } }); return [o.base, o.own, Object.keys(o)] })()") == [1, 2, ["own"]]
    assert run("(() => { const o = Object.create(null); o.a = 1; return ['toString' in o, o.toString, Object.keys(o)] })()") == [False, petite.expr.undefined, ["a"]]


def test_arrays_strings_builtins_and_host_objects():
    assert run("Object.defineProperty([1, 2], 0, { value: 9, writable: true, enumerable: true, configurable: true })") == [9, 2]
    assert error_kind("Object.defineProperty([1, 2], 0, { get() { return 1 } })") == "TypeError"
    assert error_kind("Object.defineProperty(Math, 'x', { value: 1 })") == "TypeError"
    assert run("Math.PI") > 3  # untouched
    assert run("Object.getOwnPropertyDescriptor('ab', 1)") == {
        "value": "b", "writable": False, "enumerable": True, "configurable": False}

    class Point:
        def __init__(self) -> None:
            self.x = 1
            self._secret = "s"

    p = Point()
    assert run("Object.getOwnPropertyDescriptor(p, 'x').value", {"p": p}) == 1
    assert run("Object.getOwnPropertyDescriptor(p, '_secret')", {"p": p}) is petite.expr.undefined
    assert error_kind("Object.defineProperty(p, 'y', { get() { return 1 } })", {"p": p}) == "TypeError"


# -- integrity levels ------------------------------------------------------------------------


def test_freeze_ignores_writes_adds_and_deletes():
    data = {"o": {"a": 1, "b": {"c": 1}}}
    run("Object.freeze(o)", data)
    stmts("o.a = 2; o.z = 3; delete o.a; o.b.c = 2", data)
    assert run("[o.a, o.z, o.b.c, Object.isFrozen(o), Object.isFrozen(o.b)]", data) == [
        1, petite.expr.undefined, 2, True, False]
    assert error_kind("Object.assign(o, { a: 5 })", data) == "TypeError"
    assert run("Object.keys(o)", data) == ["a", "b"]


def test_seal_and_prevent_extensions():
    data = {"s": {"a": 1}, "p": {"a": 1}}
    run("Object.seal(s)", data)
    run("Object.preventExtensions(p)", data)
    stmts("s.a = 2; s.b = 1; delete s.a; p.a = 3; p.b = 1; delete p.a", data)
    assert run("[JSON.stringify(s), Object.isSealed(s), Object.isFrozen(s), JSON.stringify(p), Object.isExtensible(p)]", data) == [
        '{"a":2}', True, False, "{}", False]


def test_freezing_one_object_leaves_others_alone():
    first, second = {"a": 1}, {"a": 1}
    run("Object.freeze(o)", {"o": first})
    run("o.a = 2", {"o": second})
    assert second == {"a": 2} and run("Object.isFrozen({ a: 1 })") is False


# -- prototypes ----------------------------------------------------------------------------


def test_prototypes():
    assert run("Object.getPrototypeOf({}) === Object.prototype && Object.getPrototypeOf([]) === Array.prototype") is True
    assert run("(() => { const p = { hi() { return 'hi ' + this.n } }; const o = Object.setPrototypeOf({ n: 1 }, p); return [o.hi(), Object.getPrototypeOf(o) === p, 'hi' in o, Object.keys(o)] })()") == [
        "hi 1", True, True, ["n"]]
    assert run("(() => { const o = Object.setPrototypeOf({ a: 1 }, null); return ['toString' in o, o.hasOwnProperty] })()") == [
        False, petite.expr.undefined]
    assert error_kind("(() => { const a = {}; const b = Object.setPrototypeOf({}, a); Object.setPrototypeOf(a, b) })()") == "TypeError"


# -- Reflect, globalThis, weak collections, escape -----------------------------------------


def test_reflect():
    assert run("Reflect.ownKeys(Object.defineProperty({ b: 1 }, 'h', { value: 2 }))") == ["b", "h"]
    assert run("[Reflect.has({ a: 1 }, 'a'), Reflect.get({ get x() { return this.y } }, 'x', { y: 7 })]") == [True, 7]
    assert run("[Reflect.set(Object.freeze({ a: 1 }), 'a', 2), Reflect.defineProperty(Object.freeze({}), 'a', { value: 1 })]") == [False, False]
    assert run("[Reflect.apply(Math.max, null, [1, 3, 2]), Reflect.construct(Date, [0]).getTime()]") == [3, 0]
    assert error_kind("Reflect.ownKeys(1)") == "TypeError"


def test_global_this_holds_the_builtins_and_nothing_of_python():
    assert run("globalThis.Math === Math && globalThis.globalThis === globalThis") is True
    for name in ("__builtins__", "__import__", "open", "eval", "exec", "getattr", "__class__", "__dict__", "os", "sys"):
        assert run(f"globalThis[{name!r}]") is petite.expr.undefined
    stmts("globalThis.Math = 1")
    assert error_kind("Object.defineProperty(globalThis, 'Math', { value: 1 })") == "TypeError"
    assert run("Math.max(1, 2)") == 2


def test_weak_collections():
    assert run("(() => { const k = {}; const m = new WeakMap([[k, 1]]); const s = new WeakSet([k]); return [m.get(k), m.has({}), s.has(k), new WeakRef(k).deref() === k] })()") == [
        1, False, True, True]
    for src in ("new WeakMap().set(1, 2)", "new WeakSet().add('x')", "new WeakRef(null)"):
        assert error_kind(src) == "TypeError"
    assert error_kind("[...new WeakMap()]") == "TypeError"


def test_escape_unescape():
    assert run("escape('a b+ä€😀')") == "a%20b+%E4%u20AC%uD83D%uDE00"
    assert run("unescape(escape('déjà 😀 %zz'))") == "déjà 😀 %zz"


# -- iterators and symbols -----------------------------------------------------------------------


def test_iterator_objects():
    assert run("[1, 2].values().next()") == {"value": 1, "done": False}
    assert show("[1, 2].keys()") == "{}"
    assert run("'' + new Map().entries()") == "[object Map Iterator]"
    assert run("(() => { const it = [1, 2, 3].values(); it.next(); return [...it, ...it] })()") == [2, 3]
    assert run("[1, 2, 3, 4].values().filter(x => x % 2).map(x => x * 10).toArray()") == [10, 30]


def test_symbols():
    assert run("[typeof Symbol('d'), Symbol('d').description, String(Symbol('d'))]") == ["symbol", "d", "Symbol(d)"]
    assert show("Symbol('d')") == "Symbol(d)"
    assert run("(() => { const s = Symbol('k'); const o = { a: 1, [s]: 2 }; return [o[s], Object.keys(o), JSON.stringify(o)] })()") == [
        2, ["a"], '{"a":1}']
    assert error_kind("'' + Symbol()") == "TypeError"


def test_user_iterables_everywhere():
    src = "{ [Symbol.iterator]() { let i = 0; return { next: () => i < 3 ? { value: i++, done: false } : { done: true } } } }"
    assert run(f"[...{src}]") == [0, 1, 2]
    assert run(f"Array.from({src}, x => x * 2)") == [0, 2, 4]
    assert run(f"(() => {{ let t = 0; for (const x of {src}) t += x; return t }})()") == 3
    html = petite.render(f'<ul v-scope="{{ r: {src} }}"><li v-for="x in r">{{{{ x }}}}</li></ul>')
    assert html == "<ul><li>0</li><li>1</li><li>2</li></ul>"


def test_an_endless_iterator_is_bounded_by_the_budget():
    with pytest.raises(ExpressionError):
        run("[...{ [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }) } } }]")


# -- in templates ------------------------------------------------------------------------------


def test_a_getter_in_rendered_and_mounted_templates():
    template = ('<p v-scope="{ o: Object.defineProperty({ a: 1 }, \'n\', { get() { return this.a + 1 } }) }">'
                '{{ o.n }} {{ o }}<button @click="o.a++">+</button></p>')
    assert petite.render(template) == '<p>2 {\n  &#34;a&#34;: 1\n}<button>+</button></p>'
    mounted = mount(template)
    assert mounted.find("p").text() == '2 {\n  "a": 1\n}+'
    mounted.find("button").trigger("click")
    assert mounted.find("p").text() == '3 {\n  "a": 2\n}+'


def test_a_getter_on_reactive_data_tracks_what_it_reads():
    state = reactive({"items": [1, 2]})
    run("Object.defineProperty(s, 'total', { get() { return this.items.reduce((a, b) => a + b, 0) } })", {"s": state})
    seen = []
    effect(lambda: seen.append(run("s.total", {"s": state})))
    state["items"].append(3)
    assert seen == [3, 6]


def test_frozen_data_in_a_handler():
    mounted = mount('<div v-scope="{ o: Object.freeze({ n: 1 }) }"><b>{{ o.n }}</b><button @click="o.n++">+</button></div>')
    mounted.find("button").trigger("click")
    assert mounted.find("b").text() == "1"


def test_a_getter_returning_markup_is_escaped():
    template = """<p v-scope="{ o: Object.defineProperty({}, 'x', { get() { return '<img src=x onerror=alert(1)>' } }) }">{{ o.x }}</p>"""
    assert petite.render(template) == "<p>&lt;img src=x onerror=alert(1)&gt;</p>"
    assert mount(template).html() == "<p>&lt;img src=x onerror=alert(1)&gt;</p>"
