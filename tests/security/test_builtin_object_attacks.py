"""Attacks through the property built-ins (Object.defineProperty and its family,
freeze/seal, prototypes, Reflect, globalThis, weak collections, iterators, Symbol):
classic escape routes out of a JavaScript sandbox. None may read or write a Python
attribute of a host object, reach the engine's hidden state (a property table, an
iterator's source), change a built-in for another evaluation, bypass a read-only
object, or do work the budget does not charge."""

from __future__ import annotations

import threading

import pytest

from petite.expr import MAX_STEPS, ExpressionError, ExpressionLimitError, Scope, compile_expression, evaluation
from petite.expr import undefined
from petite.reactivity import readonly


class Account:
    """A host object with a private field and a method."""

    def __init__(self) -> None:
        self.name = "alice"
        self._secret = "s3cret"

    def greet(self) -> str:
        return "hi"


class Deleter:
    """A callable data object marked as changing data: a template never calls it."""

    alters_data = True

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args: object) -> str:
        self.calls += 1
        return "deleted"


class GuardedDict(dict):
    """A host dict subclass whose own __setitem__ refuses writes."""

    def __setitem__(self, key: object, value: object) -> None:
        raise PermissionError("read-only mapping")


def run(src: str, data: dict | None = None) -> object:
    return compile_expression(src)(Scope({} if data is None else data))


def statements(src: str, data: dict | None = None) -> object:
    return compile_expression(src, "statements")(Scope({} if data is None else data))


def fails(src: str, data: dict | None = None) -> str:
    with pytest.raises(ExpressionError) as info:
        run(src, data)
    return info.value.kind


# -- host objects: never their Python attributes -----------------------------------------------

HOST_READS = [
    "Object.getOwnPropertyDescriptor(acct, '_secret')",
    "Object.getOwnPropertyDescriptor(acct, '__class__')",
    "Object.getOwnPropertyDescriptor(acct, '__dict__')",
    "Object.getOwnPropertyDescriptor(acct, 'greet')",
    "Object.getOwnPropertyDescriptor(fn, '__globals__')",
    "Object.getOwnPropertyDescriptor(fn, '__code__')",
    "Object.getOwnPropertyDescriptor(jsfn, 'func')",
    "Reflect.get(acct, '_secret')",
    "Reflect.get(acct, '__class__')",
    "Reflect.get(fn, '__globals__')",
    "Object.create(acct, {})._secret",
    "Object.setPrototypeOf({}, acct)._secret",
    "Object.setPrototypeOf({}, acct).__class__",
    "Reflect.get(Object.setPrototypeOf({}, acct), '__dict__')",
]


@pytest.mark.parametrize("src", HOST_READS)
def test_descriptors_and_reflect_read_no_python_attribute(src):
    data = {"acct": Account(), "fn": run, "jsfn": run("() => 1")}
    try:
        value = run(src, data)
    except ExpressionError as error:
        assert error.kind == "TypeError"
    else:
        assert value is undefined


def test_host_key_lists_are_its_public_fields():
    data = {"acct": Account(), "fn": run}
    assert run("Reflect.ownKeys(acct)", data) == ["name"]
    assert run("Object.getOwnPropertyNames(acct)", data) == ["name"]
    assert run("Object.keys(Object.getOwnPropertyDescriptors(acct))", data) == ["name"]
    assert run("Reflect.ownKeys(fn)", data) == []
    assert run("Object.getOwnPropertyDescriptors(fn)", data) == {}


HOST_WRITES = [
    "Object.defineProperty(acct, '__class__', { value: 1, writable: true, enumerable: true, configurable: true })",
    "Object.defineProperty(acct, '_secret', { value: 'x', writable: true, enumerable: true, configurable: true })",
    "Object.defineProperty(acct, 'name', { get() { return 'x' } })",
    "Object.defineProperty(acct, 'name', { value: 'x', writable: false })",
    "Object.defineProperties(acct, { _secret: { value: 'x', writable: true, enumerable: true, configurable: true } })",
    "Reflect.set(acct, '_secret', 'x')",
    "Reflect.set(acct, '__class__', Object)",
    "Reflect.defineProperty(acct, '__dict__', { value: {} })",
    "Reflect.deleteProperty(acct, '_secret')",
    "Reflect.deleteProperty(acct, 'name')",
    "Reflect.setPrototypeOf(acct, null)",
    "Object.setPrototypeOf(acct, {})",
    "Object.freeze(acct)",
    "Object.assign(acct, { _secret: 'x', __class__: 1 })",
]


@pytest.mark.parametrize("src", HOST_WRITES)
def test_descriptors_and_reflect_write_no_python_attribute(src):
    acct = Account()
    try:
        run(src, {"acct": acct})
    except ExpressionError:
        pass
    assert type(acct) is Account and acct._secret == "s3cret" and acct.name == "alice"
    assert vars(acct) == {"name": "alice", "_secret": "s3cret"}


# -- engine state: the property table, iterators, symbols, weak collections ------------------

ENGINE_STATE = [
    "Reflect.ownKeys(o)",
    "Object.getOwnPropertySymbols(o)",
    "Object.getOwnPropertyNames(o)",
    "Object.entries(o)",
    "JSON.stringify(o)",
    "structuredClone(o)",
    "({ ...o })",
    "Object.assign({}, o)",
    "(() => { const out = []; for (const k in o) out.push(k); return out })()",
    "Reflect.ownKeys(o).map(k => typeof o[k])",
    "Object.getOwnPropertyDescriptors(o)",
]


@pytest.mark.parametrize("src", ENGINE_STATE)
def test_the_property_table_is_never_a_value(src):
    data = {"o": {"a": 1}}
    statements("Object.defineProperty(o, 'h', { value: 2 }); Object.setPrototypeOf(o, null); Object.freeze(o)", data)
    shown = repr(run(src, data))
    assert "properties" not in shown.lower() and "Prop" not in shown


HIDDEN_STATE = [
    ("Reflect.ownKeys([1].values())", []),
    ("Object.getOwnPropertyDescriptors([1].values())", {}),
    ("Reflect.get([1].values(), 'source')", undefined),
    ("[1].values().source", undefined),
    ("[1].values().tag", undefined),
    ("new Map().keys().__iter__", undefined),
    ("Reflect.get(new WeakRef(o), '_target')", undefined),
    ("new WeakMap()._entries", undefined),
    ("Reflect.ownKeys(new WeakMap([[o, 1]]))", []),
    ("Object.getOwnPropertyDescriptors(Symbol('x'))", {}),
    ("Symbol('x').__class__", undefined),
    ("Reflect.ownKeys(globalThis).filter(k => k.startsWith('_'))", []),
    ("globalThis.__builtins__", undefined),
    ("globalThis.constructor", undefined),
]


@pytest.mark.parametrize(("src", "want"), HIDDEN_STATE)
def test_engine_objects_show_no_state(src, want):
    assert run(src, {"o": {}}) == want


def test_a_symbol_of_a_host_object_shows_no_repr():
    assert run("Symbol(acct).description", {"acct": Account()}) == '{"name":"alice"}' or run(
        "Symbol(acct).description", {"acct": Account()}) == "[object Object]"


# -- built-ins: frozen for everyone ---------------------------------------------------------------

PATCHES = [
    "Object.defineProperty(Math, 'max', { value: () => 'pwned' })",
    "Object.defineProperty(Object, 'keys', { value: () => 'pwned' })",
    "Object.defineProperty(Array.prototype, 'map', { value: () => 'pwned' })",
    "Object.defineProperty(Object.prototype, 'toString', { value: () => 'pwned' })",
    "Object.defineProperty(globalThis, 'JSON', { value: 1 })",
    "Object.defineProperties(JSON, { stringify: { value: () => 'pwned' } })",
    "Object.setPrototypeOf(Array.prototype, null)",
    "Object.setPrototypeOf(Math, { max: () => 'pwned' })",
    "Object.freeze(Object.prototype)",
    "Object.preventExtensions(Math)",
    "Reflect.set(Math, 'max', () => 'pwned')",
    "Reflect.defineProperty(Math, 'max', { value: () => 'pwned' })",
    "Reflect.deleteProperty(Math, 'max')",
    "Object.assign(Math, { max: () => 'pwned' })",
    "Object.assign(globalThis, { Math: 1 })",
    "Object.defineProperty(Symbol, 'iterator', { value: 1 })",
    "Object.freeze(Symbol.iterator)",
    "Object.defineProperty(Symbol.iterator, 'description', { value: 'x' })",
    "Object.defineProperty([].values(), 'next', { value: () => 1 })",
    "Object.setPrototypeOf([].values(), null)",
]


@pytest.mark.parametrize("src", PATCHES)
def test_no_evaluation_patches_a_builtin_for_another(src):
    try:
        run(src)
    except ExpressionError as error:
        assert error.kind == "TypeError"
    assert run("[Math.max(1, 2), Object.keys({ a: 1 }), [1].map(x => x + 1), JSON.stringify([1]), String({})]") == [
        2, ["a"], [2], "[1]", "[object Object]"]
    assert run("[Object.isFrozen({}), Object.isExtensible({}), Symbol.iterator.description, [1].values().next().value]") == [
        False, True, "Symbol.iterator", 1]
    assert run("typeof globalThis.JSON.stringify") == "function"


def test_a_frozen_object_in_one_thread_leaves_other_threads_alone():
    results: list[object] = []

    def other() -> None:
        results.append(run("(() => { const o = { a: 1 }; o.a = 2; return [o.a, Object.isFrozen(o)] })()"))

    shared = {"o": {"a": 1}}
    statements("Object.freeze(o); Object.freeze(Object.prototype)", shared)
    thread = threading.Thread(target=other)
    thread.start()
    thread.join()
    assert results == [[2, False]]


# -- read-only objects and host mappings stay unchanged ---------------------------------------------

READONLY_WRITES = [
    "Object.defineProperty(o, 'a', { value: 2 })",
    "Object.defineProperty(o, 'x', { get() { return 1 } })",
    "Object.defineProperties(o, { x: { value: 1 } })",
    "Object.freeze(o)",
    "Object.seal(o)",
    "Object.preventExtensions(o)",
    "Object.setPrototypeOf(o, null)",
    "Reflect.defineProperty(o, 'x', { value: 1 })",
    "Reflect.setPrototypeOf(o, {})",
    "Reflect.preventExtensions(o)",
]


@pytest.mark.parametrize("src", READONLY_WRITES)
def test_a_read_only_proxy_takes_no_definition(src):
    raw = {"a": 1}
    try:
        run(src, {"o": readonly(raw)})
    except ExpressionError:
        pass
    assert raw == {"a": 1} and list(raw) == ["a"]  # (without check_writable: a table appeared, or 'a' changed)


@pytest.mark.parametrize("src", [
    "Object.defineProperty(o, 'x', { value: 1 })",
    "Object.defineProperty(o, 'a', { value: 2, writable: false })",
    "Object.defineProperty(o, 'a', { get() { return 2 } })",
    "Object.freeze(o)",
    "Object.setPrototypeOf(o, null)",
    "Reflect.defineProperty(o, 'x', { value: 1, writable: true, enumerable: true, configurable: true })",
])
def test_a_host_dict_subclass_keeps_its_own_guard(src):
    guarded = GuardedDict(a=1)
    try:
        run(src, {"o": guarded})
    except (ExpressionError, PermissionError):
        pass
    assert dict(guarded) == {"a": 1}  # (engine dicts only: without it, dict.__setitem__ went around the guard)


# -- refused callables stay refused through Reflect ------------------------------------------------


@pytest.mark.parametrize("src", [
    "Reflect.apply(d, null, [])",
    "Reflect.apply(d, acct, ['x'])",
    "Reflect.construct(d, [])",
    "Reflect.get({ get x() { return d() } }, 'x')",
    "[...{ [Symbol.iterator]: d }]",
    "Object.defineProperty({}, 'x', { get: d }).x",
    "Object.create({}, { x: { get: d } }).x",
    "new WeakMap([[acct, 1]]).set(acct, d).get(acct)()",
    "[1].values().map(d).toArray()",
])
def test_refused_callables_stay_refused(src):
    d = Deleter()
    try:
        run(src, {"d": d, "acct": Account()})
    except ExpressionError:
        pass
    assert d.calls == 0 and d.alters_data is True


# -- work is charged ------------------------------------------------------------------------------------


@pytest.mark.parametrize("src", [
    "Object.freeze(big)",
    "Object.isFrozen(Object.freeze(big))",
    "Object.getOwnPropertyDescriptors(big)",
    "Reflect.ownKeys(big)",
    "Object.defineProperties({}, Object.fromEntries(Object.keys(big).map(k => [k, { value: 1 }])))",
    "[...Object.keys(big).values()]",
    "Array.from(new Map(Object.entries(big)).keys())",
    "escape(long)",
])
def test_work_proportional_to_the_input_is_charged(src):
    data = {"big": {f"k{i}": i for i in range(50_000)}, "long": "é" * 200_000}
    with evaluation() as budget:
        compile_expression(src)(Scope(data))
        spent = MAX_STEPS - budget.steps
    assert spent >= 3_000


@pytest.mark.parametrize("src", [
    "[...{ [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }) } } }]",
    "Array.from({ [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }) } } })",
    "(() => { for (const x of { [Symbol.iterator]() { return { next: () => ({ value: 1, done: false }) } } }) ; })()",
    "Object.defineProperty({}, 'x', { get() { while (true) ; } }).x",
    "(() => { const o = {}; Object.defineProperty(o, 'x', { get() { return this.x } }); return o.x })()",
    "(() => { let o = {}; for (let i = 0; i < 200000; i++) o = Object.setPrototypeOf({}, o); return o.missing })()",
    "(() => { let o = {}; for (let i = 0; i < 200000; i++) o = Object.create(o); return 'x' in o })()",
    "[1].values().map(function f(x) { return [x].values().map(f).toArray() }).toArray()",
])
def test_endless_or_deep_work_ends_in_a_limit_error(src):
    with pytest.raises(ExpressionLimitError):
        run(src)


def test_prototype_cycles_are_refused():
    assert fails("(() => { const a = {}; const b = Object.create(a); Object.setPrototypeOf(a, b) })()") == "TypeError"
    assert run("(() => { const a = {}; const b = Object.setPrototypeOf({}, a); return Reflect.setPrototypeOf(a, b) })()") is False


# -- XSS: what a getter returns is still text ---------------------------------------------------------


def test_a_getter_returning_markup_renders_as_text():
    import petite
    from petite.testing import mount

    template = ("<p v-scope=\"{ o: Object.defineProperty({}, 'x', { get: () => '<img src=x onerror=alert(1)>', "
                "enumerable: true }) }\">{{ o.x }}|{{ o }}<a :href=\"o.x\">l</a></p>")
    for html in (petite.render(template), mount(template).html()):
        assert "<img" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
