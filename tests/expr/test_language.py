"""Unit tests, one group per construct of the expression language."""

import math
from collections.abc import MutableMapping, MutableSequence

import pytest

from petite.expr import (
    ExpressionError,
    JSFunction,
    Scope,
    compile_expression,
    is_array,
    is_object,
    js_equals,
    js_typeof,
    json_stringify,
    strict_equals,
    to_display_string,
    to_js_string,
    to_number,
    truthy,
    undefined,
)


def ev(src, data=None, kind="expr", el=None, event=None):
    scope = data if isinstance(data, Scope) else Scope({} if data is None else data)
    return compile_expression(src, kind)(scope, el, event)


# -- values ------------------------------------------------------------------------------


def test_undefined_is_a_falsy_singleton_distinct_from_null():
    assert repr(undefined) == "undefined"
    assert not undefined
    assert undefined is type(undefined)()
    assert ev("undefined") is undefined
    assert ev("null") is None
    assert ev("void 0") is undefined


@pytest.mark.parametrize(
    "value, expected",
    [([], True), ({}, True), ("", False), ("0", True), (0, False), (0.0, False), (-0.0, False),
     (math.nan, False), (None, False), (undefined, False), (1, True), (False, False), (object(), True)],
)
def test_truthy_follows_javascript(value, expected):
    assert truthy(value) is expected


@pytest.mark.parametrize(
    "value, shown",
    [(None, ""), (undefined, ""), ("s", "s"), (1.0, "1"), (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"),
     (-0.0, "0"), (math.nan, "NaN"), (math.inf, "Infinity"), (True, "true"), ([1, "a"], '[\n  1,\n  "a"\n]'),
     ({"a": None}, '{\n  "a": null\n}'), ([], "[]"), ({}, "{}"), (123456789.0, "123456789"), (1e-7, "1e-7"),
     (12345678901234567890, "12345678901234567000"), (9007199254740993, "9007199254740992"), (2**70, "1.1805916207174113e+21")],
)
def test_to_display_string_is_petite_vues(value, shown):
    assert to_display_string(value) == shown


def test_conversions_and_type_tests():
    assert to_js_string([1, None, [2, 3]]) == "1,,2,3"
    assert to_js_string({"a": 1}) == "[object Object]"
    assert to_number(" 12 ") == 12 and math.isnan(to_number("12px")) and to_number(None) == 0
    assert js_typeof(len) == "function" and js_typeof(None) == "object" and js_typeof(undefined) == "undefined"
    assert is_array([1]) and is_array((1,)) and not is_array("ab") and not is_array({})
    assert is_object({}) and not is_object([])
    assert json_stringify({"a": [1, {"b": undefined}]}) == '{"a":[1,{}]}'
    assert json_stringify(undefined) is undefined
    assert strict_equals(1, 1.0) and not strict_equals(1, True) and not strict_equals([], [])
    assert js_equals(None, undefined) and js_equals("1", 1) and not js_equals(None, 0)


class ReactiveLikeList(MutableSequence):
    """Stands in for a reactive list proxy: only the ABC methods."""

    def __init__(self, items):
        self.items = list(items)
        self.writes = 0

    def __getitem__(self, i):
        return self.items[i]

    def __setitem__(self, i, v):
        self.writes += 1
        self.items[i] = v

    def __delitem__(self, i):
        self.writes += 1
        del self.items[i]

    def __len__(self):
        return len(self.items)

    def insert(self, i, v):
        self.writes += 1
        self.items.insert(i, v)


class ReactiveLikeDict(MutableMapping):
    def __init__(self, data):
        self.data = dict(data)
        self.reads = []

    def __getitem__(self, key):
        self.reads.append(key)
        return self.data[key]

    def __setitem__(self, key, value):
        self.data[key] = value

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    def __len__(self):
        return len(self.data)


def test_sequence_and_mapping_proxies_are_arrays_and_objects():
    items = ReactiveLikeList([3, 1, 2])
    data = ReactiveLikeDict({"items": items, "n": 2})
    assert ev("items.length + n", data) == 5
    assert ev("items.map(x => x * n)", data) == [6, 2, 4]
    ev("items.push(4); items.sort((a, b) => a - b)", data, "handler")
    assert items.items == [1, 2, 3, 4] and items.writes > 0
    assert "items" in data.reads  # reads went through __getitem__ (dependency tracking)
    assert to_display_string(items) == "[\n  1,\n  2,\n  3,\n  4\n]"
    assert ev("Array.isArray(items) && typeof data", {"items": items, "data": data}) == "object"


# -- operators ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "src, expected",
    [("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("2 ** 3 ** 2", 512), ("7 % -3", 1), ("-7 % 3", -1),
     ("'a' + 1 + 2", "a12"), ("1 + 2 + 'a'", "3a"), ("'3' * '4'", 12), ("10 / 4", 2.5), ("1 - -1", 2),
     ("!!''", False), ("typeof null", "object"), ("1 < 2 && 2 < 3", True), ("0 || null || 'x'", "x"),
     ("null ?? 0", 0), ("0 ?? 1", 0), ("1 ? 'a' : 'b'", "a"), ("(1, 2)", 2), ("5 & 3 | 8", 9),
     ("~0", -1), ("1 << 31", -2147483648), ("-1 >>> 0", 4294967295), ("'b' in { b: 1 }", True),
     ("[] instanceof Array", True), ("({}) instanceof Array", False), ("null == undefined", True),
     ("null === undefined", False), ("NaN !== NaN", True), ("'10' == 10", True), ("[] + {}", "[object Object]")],
)
def test_operators(src, expected):
    result = ev(src)
    assert result == expected and type(result) is not bool or result is expected


def test_division_by_zero_and_negative_zero():
    assert ev("1 / 0") == math.inf and ev("-1 / 0") == -math.inf and math.isnan(ev("0 / 0"))
    assert math.copysign(1, ev("-0")) == -1
    assert ev("1 / -0") == -math.inf
    assert to_display_string(ev("-0")) == "0"


def test_huge_powers_do_not_hang():
    assert ev("9 ** 9 ** 9") == math.inf
    assert ev("2 ** 1e9") == math.inf
    assert ev("(-2) ** 1025") == -math.inf and ev("(-2) ** 1001") == -(2.0**1001)


# -- member access, calls, optional chaining -----------------------------------------------


def test_member_access_on_all_kinds_of_values():
    data = {"user": {"name": "Ann", "tags": ["a", "b"]}, "s": "hey", "n": 3.14159}
    assert ev("user.name", data) == "Ann"
    assert ev("user['tags'][1]", data) == "b"
    assert ev("user.tags.length", data) == 2
    assert ev("s.length", data) == 3 and ev("s[1]", data) == "e"
    assert ev("user.missing", data) is undefined
    assert ev("user.tags[5]", data) is undefined
    assert ev("user.tags[-1]", data) is undefined
    assert ev("n.toFixed(2)", data) == "3.14"
    assert ev("user?.missing?.deep", data) is undefined
    assert ev("nope?.x", {"nope": None}) is undefined
    assert ev("user.fn?.()", data) is undefined
    assert ev("{ 1: 'one' }[1]") == "one"


def test_python_objects_expose_public_attributes_and_methods():
    class User:
        def __init__(self):
            self.name = "Ann"
            self._secret = "hidden"

        def greet(self, other):
            return f"hi {other}, I am {self.name}"

        @property
        def upper(self):
            return self.name.upper()

    data = {"u": User()}
    assert ev("u.name", data) == "Ann"
    assert ev("u.upper", data) == "ANN"
    assert ev("u.greet('Bob')", data) == "hi Bob, I am Ann"
    assert ev("u._secret", data) is undefined
    ev("u.name = 'Eve'", data)
    assert data["u"].name == "Eve"


def test_python_callables_get_positional_arguments():
    calls = []
    data = {"log": lambda *args: calls.append(args) or len(args), "double": lambda x: x * 2}
    assert ev("log(1, 'a', null)", data) == 3
    assert calls == [(1, "a", None)]
    assert ev("[1, 2].map(double)", data) == [2, 4]  # (item, index, array) cut to what it takes
    assert ev("['1', '2', '3'].map(parseInt)") != [1, 2, 3]  # JavaScript's famous radix trap
    assert ev("['1', '2', '3'].map(Number)") == [1, 2, 3]


def test_calling_non_functions_gives_javascript_messages():
    with pytest.raises(ExpressionError, match="save is not a function"):
        ev("save()", {"save": 1})
    with pytest.raises(ExpressionError, match="user.go is not a function"):
        ev("user.go()", {"user": {}})
    with pytest.raises(ExpressionError, match=r"Cannot read properties of null \(reading 'name'\)"):
        ev("u.name", {"u": None})
    with pytest.raises(ExpressionError, match=r"Cannot read properties of undefined \(reading 'x'\)"):
        ev("a.b.x", {"a": {}})
    with pytest.raises(ExpressionError, match="nothing is not defined") as info:
        ev("nothing + 1")
    assert info.value.kind == "ReferenceError" and info.value.expression == "nothing + 1"
    with pytest.raises(ExpressionError, match=r"Cannot set properties of undefined \(setting 'y'\)"):
        ev("a.x.y = 1", {"a": {}})


# -- literals ----------------------------------------------------------------------------


def test_object_and_array_literals():
    assert ev("({ a: 1, 'b-c': 2, [k]: 3, k, ...rest })", {"k": "key", "rest": {"z": 0}}) == {
        "a": 1, "b-c": 2, "key": 3, "k": "key", "z": 0}
    assert ev("[1, ...xs, , 4]", {"xs": [2, 3]}) == [1, 2, 3, undefined, 4]
    assert ev("[...'hi']") == ["h", "i"]
    assert ev("`a${1 + 1}b${'c'}`") == "a2bc"
    assert ev("`multi\nline`") == "multi\nline"
    assert ev("`nested ${`inner ${x}`}`", {"x": "!"}) == "nested inner !"


def test_getters_and_methods_in_object_literals():
    obj = ev("{ count: 2, inc() { this.count++ }, get double() { return this.count * 2 }, set double(v) { this.count = v / 2 } }")
    scope = Scope(obj)
    assert ev("double", scope) == 4
    ev("inc()", scope, "handler")
    assert obj["count"] == 3 and ev("double", scope) == 6
    assert obj["double"] == 6  # Python code sees the getter's value too
    ev("double = 10", scope, "handler")
    assert obj["count"] == 5
    assert ev("o.double", {"o": obj}) == 10
    assert ev("JSON.stringify(o)", {"o": obj}) == '{"count":5,"double":10}'


# -- functions and this ------------------------------------------------------------------


def test_v_scope_methods_get_the_scope_as_this():
    root = Scope({"count": 0, "label": "root"})
    data = ev("{ step: 2, inc() { this.count += this.step }, name() { return this.label } }", root)
    child = Scope(data, root)
    ev("inc()", child, "handler")
    ev("inc", child, "handler")  # a bare function path is called with the event
    assert root.data["count"] == 4
    assert ev("name()", child) == "root"
    assert ev("obj.m()", {"obj": {"v": 7, "m": ev("{ m() { return this.v } }")["m"]}}) == 7


def test_arrow_functions_capture_lexical_this_and_variables():
    fn = ev("{ n: 5, f() { return [1, 2].map(x => x * this.n) } }")["f"]
    assert isinstance(fn, JSFunction)
    assert fn.call_with_this({"n": 10}, ()) == [10, 20]
    counter = ev("(() => { let n = 0; return () => ++n })()")
    assert counter() == 1 and counter() == 2
    assert ev("((a, b = a * 2, ...rest) => [a, b, rest])(1)") == [1, 2, []]
    assert ev("(({ x, y: [z] = [9] }) => x + z)({ x: 1 })") == 10
    assert ev("(function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) })(5)") == 120


def test_python_functions_never_receive_this():
    seen = []
    data = {"obj": {"f": lambda *a: seen.append(a)}}
    ev("obj.f(1)", data)
    assert seen == [(1,)]


# -- statements --------------------------------------------------------------------------


def test_statements_kind_returns_and_loops():
    data = {"items": [1, 2, 3, 4]}
    src = """
      let total = 0
      for (const x of items) {
        if (x % 2) continue
        total += x
      }
      for (let i = 0; i < 3; i++) total += i
      let j = 0
      while (true) { if (++j > 2) break }
      const { length } = items
      return total + j + length
    """
    assert ev(src, data, "statements") == 6 + 3 + 3 + 4
    assert ev("if (items.length > 2) { return 'big' } else { return 'small' }", data, "statements") == "big"
    assert ev("items.push(5)", data, "statements") is undefined
    assert data["items"] == [1, 2, 3, 4, 5]
    assert ev("const out = []; for (const k in { a: 1, b: 2 }) out.push(k); return out", None, "statements") == ["a", "b"]
    assert ev("function sq(x) { return x * x } return sq(4)", None, "statements") == 16


def test_handler_kind_follows_petite_vue():
    seen = []
    data = {"count": 0, "save": lambda e=None: seen.append(e), "obj": {"go": lambda e: seen.append(("go", e))}}
    ev("count++; save()", data, "handler", event="E1")
    ev("save", data, "handler", event="E2")
    ev("obj.go", data, "handler", event="E3")
    ev("save($event)", data, "handler", event="E4")
    ev("count += $event.detail", data, "handler", event={"detail": 10})
    assert data["count"] == 11
    assert seen == [None, "E2", ("go", "E3"), "E4"]
    assert ev("$el.tag", data, el=type("El", (), {"tag": "button"})()) == "button"


# -- scopes ------------------------------------------------------------------------------


def test_scope_chain_reads_and_writes():
    root = Scope({"a": 1, "shared": 0})
    child = Scope({"b": 2}, root)
    assert child.lookup("a") == 1 and child.has("b") and not child.has("Math")
    assert child.lookup("Math").members["PI"] == math.pi
    ev("shared = a + b; b = 20; fresh = 1", child, "handler")
    assert root.data == {"a": 1, "shared": 3, "fresh": 1}
    assert child.data == {"b": 20}
    assert ev("a + b", child) == 21
    assert ev("this", child) is undefined  # (the page's window at the top, as petite-vue; here no page)
    ev("a = 5", child, "handler")
    assert root.data["a"] == 5
    with pytest.raises(ExpressionError, match="zzz is not defined"):
        child.lookup("zzz")


def test_scope_over_a_plain_object():
    class State:
        def __init__(self):
            self.count = 1

        def inc(self):
            self.count += 1

    state = State()
    scope = Scope(state)
    ev("inc(); count += 10", scope, "handler")
    assert state.count == 12
    assert ev("count * 2", scope) == 24


# -- built-ins ---------------------------------------------------------------------------


def test_string_methods():
    assert ev("'a-b-c'.split('-')") == ["a", "b", "c"]
    assert ev("'x'.padStart(3, 'ab') + '|' + 'x'.padEnd(2)") == "abx|x "
    assert ev("'Hello'.replaceAll('l', 'L')") == "HeLLo"
    assert ev("'abc'.at(-1) + 'abc'.slice(-2, -1)") == "cb"
    assert ev("' hi '.trim().toUpperCase().repeat(2)") == "HIHI"
    assert ev("'abc'.includes('bc') && 'abc'.startsWith('ab') && 'abc'.endsWith('c')") is True


def test_array_methods_and_mutations():
    data = {"xs": [3, 1, 2]}
    assert ev("xs.slice().sort()", data) == [1, 2, 3] and data["xs"] == [3, 1, 2]
    assert ev("xs.sort((a, b) => b - a)", data) == [3, 2, 1] and data["xs"] == [3, 2, 1]
    assert ev("xs.splice(0, 1, 'a', 'b')", data) == [3] and data["xs"] == ["a", "b", 2, 1]
    assert ev("xs.reverse().join('')", data) == "12ba"
    assert ev("[[1, [2]], [3]].flat(Infinity)") == [1, 2, 3]
    assert ev("[1, 2, 3].reduce((acc, x) => acc + x)") == 6
    assert ev("[1, 2, 3].findIndex(x => x === 2)") == 1
    assert ev("[1, 2, 3].includes(2) && [NaN].includes(NaN)") is True
    assert ev("Array.from({ length: 3 }, (_, i) => i * 2)") == [0, 2, 4]
    assert ev("Object.entries({ a: 1 }).map(([k, v]) => k + v)") == ["a1"]


def test_math_json_number_globals():
    assert ev("Math.max(1, 5, 3) + Math.min(4, 2)") == 7
    assert ev("Math.round(2.5) + Math.round(-2.5)") == 1
    assert ev("JSON.parse(JSON.stringify({ a: [1, 2.5] }))") == {"a": [1, 2.5]}
    assert ev("JSON.stringify({ a: 1 }, null, 2)") == '{\n  "a": 1\n}'
    assert ev("Number('3.5') + parseInt('7px') + parseFloat('.5')") == 11
    assert ev("(1234.5678).toFixed(2)") == "1234.57"
    assert ev("String(null) + String([1, 2])") == "null1,2"
    assert ev("encodeURIComponent('a b&c')") == "a%20b%26c"
    # the URI functions and btoa take any value (metered as string methods are)
    assert ev("[encodeURIComponent(0), encodeURI(null), encodeURIComponent(), btoa(12), decodeURI(-1)]") == [
        "0", "null", "undefined", "MTI=", "-1"]
    assert ev("isNaN('x') && isFinite('1')") is True
    assert ev("Object.keys({ b: 1, a: 2 })") == ["b", "a"]
    assert ev("Object.assign(t, { x: 1 }).x", {"t": {}}) == 1


def test_console_logs_instead_of_printing(caplog):
    caplog.set_level("INFO", logger="petite.console")
    assert ev("console.log('hi', [1], { a: 1 })") is undefined
    assert caplog.records[-1].getMessage() == 'hi [1] {"a":1}'


def test_functions_made_by_a_pure_expression_work_later():
    data = ev("{ items: [1, 2, 3], sum: (xs) => xs.reduce((a, b) => a + b, 0), fmt: x => `<${x}>` }")
    scope = Scope(data)
    assert ev("sum(items)", scope) == 6
    assert data["fmt"]("x") == "<x>"
    assert ev("sum([1.5, 'a'])", scope) == "1.5a"
    fns = ev("[x => x + 1, y => y * 2]")
    assert [f(10) for f in fns] == [11, 20]


def test_registered_proxy_types_take_the_fast_path_and_stay_correct():
    from petite.expr import register_types
    from petite.expr.runtime import LEN_TYPES, MAP_TYPES, SEQ_TYPES
    from petite.expr.scope import FAST_MAPPINGS

    class Proxy(ReactiveLikeDict):
        pass

    class ListProxy(ReactiveLikeList):
        pass

    try:
        register_types(mapping=[Proxy], sequence=[ListProxy])
        data = Proxy({"user": Proxy({"name": "ann"}), "xs": ListProxy([1, 2, 3])})
        scope = Scope(data)
        assert scope.fast is data
        assert ev("user.name + xs.length + xs[0]", scope) == "ann31"
        assert ev("xs.filter(x => x > 1).map(x => x * 10)", scope) == [20, 30]
        assert ev("user.missing", scope) is undefined
        assert "user" in data.reads
    finally:
        MAP_TYPES.discard(Proxy)
        FAST_MAPPINGS.discard(Proxy)
        SEQ_TYPES.discard(ListProxy)
        LEN_TYPES.discard(ListProxy)


def test_fast_paths_never_use_python_semantics_of_look_alike_types():
    from collections import Counter, defaultdict

    dd = defaultdict(int, {"done": 1})
    counter = Counter({"a": 2})
    data = {"items": [{"done": 1, "t": "x"}, dd, None], "c": counter, "d": dd}
    assert ev("items.filter(i => i?.done).length", data) == 2
    assert ev("items.map(i => i?.t)", data) == ["x", undefined, undefined]
    assert "t" not in dd  # reading did not insert a default
    assert ev("d.missing", data) is undefined and "missing" not in dd
    assert ev("c.b", data) is undefined and "b" not in counter
    assert ev("[1, 2] + [3]") == "1,23"  # not list concatenation
    assert ev("'ab' * 2") != "abab"
    assert ev("[[1, 2], [1, 3]].map(p => p[0] < p[1])") == [True, True]
    assert ev("[[2], [10]].map(p => p < [5])") == [True, True]  # compared as strings "2" < "5", "10" < "5"
