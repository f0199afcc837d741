"""Regular expressions (translation, refusals, limits, sandbox) and switch/try statements."""

import pytest

from petite.expr import (
    ExpressionError,
    ExpressionLimitError,
    ExpressionSyntaxError,
    Scope,
    compile_expression,
    python_source,
    to_display_string,
)
from petite.expr.regexp import MAX_REGEX_SUBJECT, MAX_REGEX_SUBJECT_REPEATING, translate


def run(src, data=None, kind="expr"):
    return compile_expression(src, kind)(Scope(data or {}))


# patterns that backtrack without bound AND need backtracking features (a lookaround, a
# backreference: RE2 cannot run them) are refused by the guard
@pytest.mark.parametrize(
    "src, message",
    [
        ("/(a+)+(?=$)/.test(s)", "nested quantifiers"),
        ("/(\\w*\\s?)*x\\1/.test(s)", "nested quantifiers"),
        ("/(?:a{1,}b?)*(?!c)/.test(s)", "nested quantifiers"),
        ("/(a{2,500})+\\1/.test(s)", "nested quantifiers"),
        ("/(a|aa)*(?=b)/.test(s)", "alternatives that can start with the same character"),
        ("/^(.|\\s)*\\1$/.test(s)", "alternatives that can start with the same character"),
        ("/(?:\\r\\n|\\n|\\r)+(?=x)/.test(s)", "alternatives that can start with the same character"),
        ("/(a{1,3})+(?<=b)/.test(s)", "can split the same text"),
        ("/^(?:[a-z]{2,4})+(?!x)$/.test(s)", "can split the same text"),
        ("/\\p{Foo}/u.test(s)", "Invalid property name"),
        ("/\\p{scx=Hira}/u.test(s)", "cannot be translated"),
        ("/(?<=a+)b/.test(s)", "look-behind"),
        ("/a/d.test(s)", "flag 'd' is not supported"),
        ("/a/gg", "Invalid regular expression flags"),
        ("/(a/", "Unterminated group"),
        ("/*a/", "unterminated comment"),
        ("/a{2,1}/", "out of order"),
        ("/[z-a]/", "out of order"),
    ],
)
def test_untranslatable_or_dangerous_patterns_are_syntax_errors(src, message):
    with pytest.raises(ExpressionSyntaxError, match=message):
        compile_expression(src)


@pytest.mark.parametrize("src", [
    "/(a+)+$/", "/(\\w*\\s?)*x/", "/(?:a{1,}b?)*c/", "/(a{2,500})+c/", "/(a|aa)*b/", "/^(.|\\s)*x$/",
    "/(?:\\r\\n|\\n|\\r)+x/", "/(a{1,3})+b/", "/^(?:[a-z]{2,4})+$/", "/^([^@\\s]+(\\.[^@\\s]+)*)@x$/",
])
def test_exponential_patterns_run_in_linear_time_on_re2(src):
    # (each takes years on a backtracking engine with this subject)
    assert run(f"{src}.test(s)", {"s": "a" * 5000 + "." * 5000 + "!"}) is False
    assert run(f"{src}.test(s)", {"s": "aaaa"}) is (src in ("/(a+)+$/", "/^(?:[a-z]{2,4})+$/"))


def test_user_typed_patterns_cannot_hang_the_server():
    # a search box feeding new RegExp(query): the classic exponential patterns run on RE2
    for query in ["(a|a)*b", "(a+)+b", "(a|aa)+$", "(\\d|\\d\\d)*x", "(\\w|-\\w)*(\\w+)+!"]:
        found = run("items.filter(i => new RegExp(q, 'i').test(i))", {"q": query, "items": ["a" * 40000, "xab"]})
        assert found == {"(a|aa)+$": ["a" * 40000], "(\\w|-\\w)*(\\w+)+!": []}.get(query, ["xab"])
    # with a backreference they need re, and the guard refuses them
    with pytest.raises(ExpressionError) as info:
        run("new RegExp(q).test('aaaa')", {"q": "(a+)+\\1b"})
    assert info.value.kind == "SyntaxError"


def test_safe_repetitions_are_allowed():
    assert run("/^(cat|dog|cow)+$/.test('cowcat')") is True
    assert run("/^(x\\d{1,2})+$/.test('x1x22')") is True
    assert run("'a b,c'.split(/(?:\\s|,)+/)") == ["a", "b", "c"]
    assert run("/^(\\d{1,3}\\.){3}\\d{1,3}$/.test('10.0.0.255')") is True
    assert run("'a, b;c'.split(/[,;]\\s*/)") == ["a", "b", "c"]
    assert run("/^(?:[a-z]+\\.)?example\\.com$/.test('www.example.com')") is True


def test_runtime_patterns_are_checked_too():
    with pytest.raises(ExpressionError) as info:
        run("new RegExp(p).test('aaaa')", {"p": "(a*)*b\\1"})
    assert info.value.kind == "SyntaxError" and "nested quantifiers" in info.value.message
    with pytest.raises(ExpressionError, match="Unterminated group"):
        run("new RegExp('(')")


def test_subject_length_is_capped():
    long = "a" * (MAX_REGEX_SUBJECT + 1)
    with pytest.raises(ExpressionLimitError, match="at most"):
        run("s.replace(/a/g, 'b')", {"s": long})
    assert run("s.replace(/a/g, 'b').length", {"s": long[:-1]}) == MAX_REGEX_SUBJECT
    # on re, a pattern that repeats without bound can search in quadratic time: a lower cap
    with pytest.raises(ExpressionLimitError, match="at most"):
        run("/a+(?=b)/.test(s)", {"s": "a" * (MAX_REGEX_SUBJECT_REPEATING + 1)})
    # on RE2 (linear): the whole subject limit
    assert run("/a+b/.test(s)", {"s": "a" * MAX_REGEX_SUBJECT}) is False
    assert run("/a+b/.test(s)", {"s": "a" * MAX_REGEX_SUBJECT_REPEATING}) is False


def test_translation_follows_javascript_classes_and_anchors():
    # \d and \w are ASCII, \s is JavaScript's whitespace, . stops at every line terminator,
    # $ does not match before a final newline
    assert translate("\\d", "").pattern.match("٣") is None
    assert run("'é'.match(/\\w/)") is None
    assert run("/^\\s$/.test('\\ufeff')") is True
    assert run("/./.test('\\u2028')") is False
    assert run("/x$/.test('x\\n')") is False
    assert run("/^b/m.test('a\\rb')") is True


def test_replace_with_a_function_and_patterns():
    assert run("'a1b22'.replace(/\\d+/g, (m, offset) => `[${m}@${offset}]`)") == "a[1@1]b[22@3]"
    assert run("'x-y'.replace(/(?<a>\\w)-(?<b>\\w)/, '$<b>-$<a>-$3-$$')") == "y-x-$3-$"


def test_exec_loop_and_last_index():
    src = "(() => { const r = /\\d/g; const seen = []; let m; while ((m = r.exec('a1b2')) !== null) seen.push(m[0] + m.index + r.lastIndex); return seen })()"
    assert run(src) == ["112", "234"]


def test_regexp_values_display_like_petite_vue():
    assert to_display_string(run("/a/g")) == "{}"
    assert run("String(/a\\/b/gi)") == "/a\\/b/gi"
    assert run("typeof /a/") == "object"
    assert run("/a/ instanceof RegExp") is True


@pytest.mark.parametrize(
    "src",
    [
        "/a/._translation", "/a/._source", "/a/.constructor", "/a/.__class__", "/a/.__dict__",
        "'ab'.match(/a/).__class__", "'ab'.match(/a/)._items", "/a/._match_at", "/a/._exec",
    ],
)
def test_regexps_expose_no_internals(src):
    assert run(src) is run("undefined")


def test_regexp_read_only_properties_cannot_change_the_pattern():
    with pytest.raises(ExpressionError):
        run("(() => { const r = /a/; r.source = 'b'; return r.test('b') })()")
    assert run("(() => { const r = /a/g; r.lastIndex = 5; return r.lastIndex })()") == 5


def test_regexp_source_text_stays_data():
    src = "/'\"\\); import os; #/.test(s)"
    assert run(src, {"s": "x"}) is False
    assert run(src, {"s": "'\"); import os; #"}) is True


def test_division_is_still_division():
    assert run("a / b / c", {"a": 12, "b": 2, "c": 3}) == 2
    assert run("(a) / 2 + [4][0] / 2", {"a": 2}) == 3
    assert run("x++ / 2", {"x": 4}) == 2


# -- switch and try ----------------------------------------------------------------------


def test_switch_in_a_handler_updates_state():
    data = {"mode": "b", "log": []}
    run("switch (mode) { case 'a': log.push('A'); break; case 'b': log.push('B'); case 'c': log.push('C'); break; default: log.push('?') }", data, "handler")
    assert data["log"] == ["B", "C"]


def test_switch_evaluates_cases_lazily_and_in_order():
    data = {"seen": []}
    src = "switch (2) { case (seen.push(1), 1): break; case (seen.push(2), 2): break; case (seen.push(3), 3): break }"
    run(src, data, "statements")
    assert data["seen"] == [1, 2]


def test_catch_gets_the_thrown_value_and_error_objects():
    assert run("(() => { try { throw { code: 3 } } catch (e) { return e.code } })()") == 3
    assert run("(() => { try { null.x } catch (e) { return [e.name, e instanceof TypeError, e instanceof RangeError] } })()") == ["TypeError", True, False]


def test_python_errors_from_host_functions_are_catchable():
    def boom():
        raise ValueError("bad")

    assert run("(() => { try { boom() } catch (e) { return e.message } })()", {"boom": boom}) == "ValueError: bad"


@pytest.mark.parametrize(
    "src",
    [
        "while (true) { try { while (true) {} } catch (e) {} }",
        "for (;;) { try { 'x'.repeat(1e9) } catch { } }",
        "const f = () => { try { return f() } catch (e) { return f() } }; f()",
    ],
)
def test_limits_cannot_be_caught(src):
    with pytest.raises(ExpressionLimitError):
        run(src, {}, "statements")


def test_finally_runs_on_break_and_return():
    src = "const out = []; for (const x of [1, 2, 3]) { try { if (x === 2) break; out.push(x) } finally { out.push('f') } } return out"
    assert run(src, {}, "statements") == [1, "f", "f"]


# -- the optimistic variants ---------------------------------------------------------------


def test_direct_scope_reads_fall_back_for_names_held_elsewhere():
    fn = compile_expression("price * qty + Math.max(tax, 0) + items.filter(i => i.on).length")
    root = {"price": 2, "qty": 3, "tax": 1, "items": [{"on": True}, {"on": False}]}
    assert fn(Scope(dict(root))) == 8
    child = Scope({"qty": 10}, Scope({"price": 2, "tax": -5, "items": []}))
    assert fn(child) == 20
    assert fn(Scope(dict(root))) == 8
    fn2 = compile_expression("a + b")
    assert fn2(Scope({"a": 1, "b": 2})) == 3
    assert fn2(Scope({"a": 1}, Scope({"b": 5}))) == 6  # turns the direct variant off
    assert fn2(Scope({"a": "x", "b": 2})) == "x2"


def test_missing_properties_do_not_turn_the_direct_variant_off():
    fn = compile_expression("todos.filter(t => t.nope).length")
    assert fn(Scope({"todos": [{"a": 1}]})) == 0
    assert fn.__defaults__[-1] == [True]
