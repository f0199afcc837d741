"""Hypothesis fuzzing: whatever the text, parsing and compiling end in a result or the
documented ExpressionSyntaxError, and running compiled code ends in a value or an
ExpressionError — never another exception."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .test_differential import GIVE_UP

from petite.expr import (
    ExpressionError,
    ExpressionSyntaxError,
    Scope,
    compile_expression,
    python_fast_source,
    python_source,
    to_display_string,
)

FUZZ = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])

ALPHABET = "abcxyz019_$ .,;:?!~+-*/%&|^=<>()[]{}'\"`\\\n\t@#"
TOKENS = [
    "a", "b", "items", "user", "name", "count", "x", "0", "1", "2.5", "1e3", "'s'", '"t"', "`t${a}`",
    "null", "undefined", "true", "NaN", "this", "$event", "Math", "JSON", "+", "-", "*", "/", "%", "**",
    "==", "===", "!=", "<", ">=", "&&", "||", "??", "?", ":", "!", "typeof", "=>", "(", ")", "[", "]",
    "{", "}", ",", ".", "?.", "...", "=", "+=", "++", "--", ";", "if", "else", "for", "of", "in", "let",
    "const", "return", "function", "new", "map", "filter", "length", "push", "toFixed", "get", "while",
]


def scope() -> Scope:
    return Scope({
        "a": 1, "b": "two", "items": [1, {"x": 2}, [3]], "user": {"name": "ann", "tags": []},
        "name": "n", "count": 3, "x": None, "f": lambda *args: len(args),
    })


def run(src: str, kind: str) -> None:
    try:
        fn = compile_expression(src, kind)
    except ExpressionSyntaxError:
        return
    try:
        value = fn(scope(), None, {"type": "click"})
        to_display_string(value)
    except ExpressionError:
        pass


@FUZZ
@given(st.text(alphabet=ALPHABET, max_size=40))
def test_random_text_expr(src):
    run(src, "expr")


@FUZZ
@given(st.text(max_size=30))
def test_random_unicode_text(src):
    run(src, "expr")
    run(src, "handler")


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=14).map(" ".join))
def test_random_token_soup(src):
    for kind in ("expr", "handler", "statements"):
        run(src, kind)
        try:
            python_source(src, kind)
            if kind == "expr":
                python_fast_source(src)
        except ExpressionSyntaxError:
            pass


ATOMS = st.sampled_from([
    "a", "b", "items", "user", "user.name", "user.tags", "items[1]", "items[1].x", "count", "x", "0", "1",
    "-1", "2.5", "1e21", "NaN", "''", "'s'", "'10'", "null", "undefined", "true", "false", "[]", "{}",
    "[1, 2]", "({ k: 1 })", "Infinity", "name", "f",
])
BINARY = ["+", "-", "*", "/", "%", "**", "==", "===", "!=", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "&", "|"]


def _binary(parts):
    left, op, right = parts
    if op == "**":  # JavaScript forbids a unary operand on the left of ** unparenthesized
        left = f"({left})"
    return f"({left} {op} {right})"


def _extend(inner):
    return st.one_of(
        st.tuples(st.sampled_from(["!", "-", "+", "typeof ", "~"]), inner).map(lambda t: f"{t[0]}({t[1]})"),
        st.tuples(inner, st.sampled_from(BINARY), inner).map(_binary),
        st.tuples(inner, inner, inner).map(lambda t: f"({t[0]} ? {t[1]} : {t[2]})"),
        st.tuples(inner, st.sampled_from(["length", "name", "x", "0", "toString()", "missing"])).map(
            lambda t: f"({t[0]})?.{t[1]}" if not t[1][0].isdigit() else f"({t[0]})?.[{t[1]}]"
        ),
        st.tuples(inner, inner).map(lambda t: f"[{t[0]}, ...[{t[1]}]]"),
        st.tuples(inner, inner).map(lambda t: f"({{ a: {t[0]}, [String({t[1]})]: 1 }})"),
        st.tuples(inner, inner).map(lambda t: f"`<${{{t[0]}}}|${{{t[1]}}}>`"),
        st.tuples(inner, inner).map(lambda t: f"[{t[0]}, 1, 'z'].map(v => ({t[1]}) + v)"),
        st.tuples(inner, inner).map(lambda t: f"[{t[0]}, {t[1]}].filter(v => v).length"),
        st.tuples(inner).map(lambda t: f"String({t[0]})"),
        st.tuples(inner).map(lambda t: f"JSON.stringify({t[0]})"),
        st.tuples(inner).map(lambda t: f"Math.max({t[0]}, 1)"),
        st.tuples(inner).map(lambda t: f"f({t[0]})"),
    )


EXPRESSIONS = st.recursive(ATOMS, _extend, max_leaves=8)


def outcome(thunk):
    try:
        return ("value", to_display_string(thunk()))
    except ExpressionError as exc:
        return ("error", exc.kind)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(EXPRESSIONS)
def test_generated_expressions_run_and_both_code_paths_agree(src):
    from petite.expr import RUNTIME

    fn = compile_expression(src)
    compiled = outcome(lambda: fn(scope(), None, None))
    exact_code = python_source(src)
    exact = outcome(lambda: eval(exact_code, {**RUNTIME, "scope": scope(), "el": None, "event": None}))
    assert compiled == exact
    fast_code = python_fast_source(src)
    if fast_code is not None:
        try:
            value = eval(fast_code, {**RUNTIME, "scope": scope(), "el": None, "event": None})
        except GIVE_UP:
            return  # the fast path gave up: callers run the exact code
        assert ("value", to_display_string(value)) == exact
