"""Size and work limits end in a clear ExpressionLimitError, quickly."""

import pytest

import petite
from petite.expr import (
    MAX_ARRAY_LENGTH,
    MAX_EXPRESSION_LENGTH,
    MAX_NESTING_DEPTH,
    MAX_STRING_LENGTH,
    ExpressionError,
    ExpressionLimitError,
    ExpressionSyntaxError,
    Scope,
    compile_expression,
    json_stringify,
    parse,
)
from petite.expr import compiler
from petite.testing import mount

RUNAWAY = [
    ("'x'.repeat(1e9)", "expr", "string length"),
    ("'x'.padStart(1e10)", "expr", "string length"),
    ("Array(1e9)", "expr", "array length"),
    ("new Array(1e9).fill(0)", "expr", "array length"),
    ("Array.from({ length: 1e9 })", "expr", "array length"),
    ("[...Array(1e6)].map(() => [...Array(1e6)])", "expr", "Too much work"),
    ("big.map(a => big.map(b => big.map(c => 1)))", "expr", "Too much work"),
    ("`${'x'.repeat(1e6)}${'x'.repeat(1e6)}`", "expr", "string length"),
    ("(a => a + a)('x'.repeat(1e6))", "expr", "string length"),
    ("JSON.stringify(Array(1e5).fill('x'.repeat(100)))", "expr", "string length"),
    ("JSON.parse('['.repeat(100000))", "expr", "nested too deeply"),
    ("while (true) {}", "statements", "Too much work"),
    ("for (;;);", "statements", "Too much work"),
    ("do {} while (1)", "statements", "Too much work"),
    ("let t = 'x'; while (true) t += t", "statements", "string length"),
    ("let a = [1]; while (true) a = a.concat(a)", "statements", "Too much work"),
    ("let a = []; while (true) a.push('x'.repeat(1e6))", "statements", "Too much work"),
    ("let x = 2; while (true) x = x * x", "statements", "Too much work"),
    ("Intl.getCanonicalLocales(Array(1e6).fill('en'))", "expr", "Too much work"),
    ("Intl.NumberFormat.supportedLocalesOf(Array(1e6).fill('fr-BE'))", "expr", "Too much work"),
    ("const tags = Array(1e6).fill('de'); return (1).toLocaleString(tags)", "statements", "Too much work"),
    ("const f = () => f(); f()", "statements", "call stack"),
    ("const o = { get x() { return this.x } }; return o.x", "statements", "call stack"),
]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("src, kind, message", RUNAWAY)
def test_runaway_expressions_stop_with_a_clear_error(src, kind, message):
    scope = Scope({"big": list(range(300))})
    with pytest.raises(ExpressionLimitError, match=message) as info:
        compile_expression(src, kind)(scope, None, None)
    assert info.value.expression == src
    assert info.value.kind == "RangeError"


def test_limits_are_module_constants():
    assert MAX_STRING_LENGTH >= 100_000 and MAX_ARRAY_LENGTH >= 100_000
    assert MAX_EXPRESSION_LENGTH >= 1000 and MAX_NESTING_DEPTH >= 20


def test_work_budget_is_per_evaluation():
    fn = compile_expression("big.map(x => x).length")
    scope = Scope({"big": list(range(100_000))})
    for _ in range(30):  # 3 million callbacks in total, 100k per evaluation
        assert fn(scope, None, None) == 100_000


def test_expression_length_and_nesting_limits():
    with pytest.raises(ExpressionSyntaxError, match="longer than"):
        parse("1+" * MAX_EXPRESSION_LENGTH + "1")
    with pytest.raises(ExpressionSyntaxError, match="nested"):
        parse("(" * (MAX_NESTING_DEPTH + 5) + "1" + ")" * (MAX_NESTING_DEPTH + 5))
    with pytest.raises(ExpressionSyntaxError, match="nested"):
        parse("[" * (MAX_NESTING_DEPTH + 5) + "]" * (MAX_NESTING_DEPTH + 5))
    with pytest.raises(ExpressionSyntaxError, match="nested"):
        parse("- " * 500 + "1")
    # just under the limits compiles and runs
    deep = "(" * 40 + "1" + ")" * 40
    assert compile_expression(deep)(Scope({}), None, None) == 1
    deep = "[" * 40 + "]" * 40
    assert json_stringify(compile_expression(deep)(Scope({}), None, None)) == "[" * 40 + "]" * 40
    long_sum = "+".join(["1"] * 50)
    assert compile_expression(long_sum)(Scope({}), None, None) == 50
    with pytest.raises(ExpressionSyntaxError, match="nested"):
        compile_expression("+".join(["1"] * 2000))


def test_long_chains_compile_up_to_the_limit():
    src = " && ".join(f"a{i}" for i in range(50))
    data = {f"a{i}": i + 1 for i in range(50)}
    assert compile_expression(src)(Scope(data), None, None) == 50
    src = "x" + ".y" * 50
    value: dict = {}
    cur = value
    for _ in range(49):
        cur["y"] = {}
        cur = cur["y"]
    cur["y"] = 7
    assert compile_expression(src)(Scope({"x": value}), None, None) == 7


def test_limit_error_is_an_expression_error():
    assert issubclass(ExpressionLimitError, ExpressionError)


def _app_object(methods: int) -> str:
    """A createApp-like object of `methods` methods, about 150 characters each."""
    body = ",\n".join(f"  m{i}(a, b) {{ const x = this.items.filter(it => it.v > a).map(it => ({{ ...it, w: it.v * {i} }}));"
                      f" if (x.length > b) {{ return x.slice(0, b) }} return x }}" for i in range(methods))
    return "{ items: [{ v: 5 }, { v: 1 }], count: 3,\n" + body + "\n}"


def test_a_real_page_sized_app_object_is_accepted_and_compiled_once(monkeypatch):
    """A page's createApp object passes 10,000 characters (13,000 in a real page): it is
    accepted on both paths, and its code (87 KB and more of generated Python, over the
    short-key caches) is compiled once, not again at every render or mount."""
    source = _app_object(120)
    assert 15_000 < len(source) < MAX_EXPRESSION_LENGTH
    template = f'<div v-scope="{source}"><p>{{{{ count }}}} {{{{ m7(2, 5).length }}}} {{{{ m119(0, 1)[0].w }}}}</p></div>'
    compiled = []
    real_exec = compiler._exec
    monkeypatch.setattr(compiler, "_exec", lambda code, src: compiled.append(len(code)) or real_exec(code, src))
    page = petite.compile(template)
    assert page.render({}) == "<div><p>3 1 595</p></div>"
    first = len(compiled)
    assert first and max(compiled) > 32_768  # (past the short-key cache)
    assert page.render({}) == "<div><p>3 1 595</p></div>"
    assert len(compiled) == first  # (a second render compiles nothing)
    assert mount(template).html() == "<div><p>3 1 595</p></div>"
    after_one_mount = len(compiled)
    assert mount(template).html() == "<div><p>3 1 595</p></div>"
    assert len(compiled) == after_one_mount  # (nor a second mount)


@pytest.mark.parametrize("source, reads", [
    ("$el.id", True), ("(() => $el)()", True), ("function f() { return $el }", True),
    ("a + 1", False), ("$event.type", False), ("`${a}`.repeat(2)", False),
])
def test_an_expression_knows_whether_it_reads_el(source, reads):
    assert compile_expression(source).uses_el is reads
