"""Syntax errors name the expression, the column and what was expected; runtime errors
give JavaScript's message, the expression and (when the caller sets it) the element."""

import pytest

from petite.expr import ExpressionError, ExpressionSyntaxError, Scope, compile_expression, parse


@pytest.mark.parametrize(
    "src, column, expected",
    [
        ("a +", 4, "an expression"),
        ("foo(", 5, "an expression"),
        ("a ? b", 6, "':'"),
        ("{ a: 1", 7, "'}'"),
        ("[1, 2", 6, "']'"),
        ("a b", 3, "end of expression"),
        ("'abc", 1, "a closing '"),
        ("`abc ${x", 9, "'}'"),
        ("a.", 3, "a property name"),
        ("1 = 2", 3, "a variable or property"),
        ("x => ", 6, "an expression"),
        ("a +* b", 4, "an expression"),
        ("@click", 1, "an expression"),
        ("if (a) b", 1, "an expression"),
    ],
)
def test_syntax_errors_point_at_the_problem(src, column, expected):
    with pytest.raises(ExpressionSyntaxError) as info:
        parse(src)
    error = info.value
    assert error.expression == src
    assert error.column == column
    assert error.expected == expected
    text = str(error)
    assert text.startswith("SyntaxError: ") and f"column {column}" in text and src in text
    caret_line = text.splitlines()[2]
    assert caret_line.index("^") - caret_line.index(" " * 17) == 17 + column - 1 or caret_line.endswith("^")


@pytest.mark.parametrize(
    "src, message",
    [
        ("async () => { for await (const x of y) {} }", "for await is not supported"),
        ("() => await x", "await is only valid in async functions"),
        ("async function* g() {}", "async generators are not supported"),
        ("[a, b + 1] = [1, 2]", "invalid destructuring assignment target"),
        ("[...a, b] = [1, 2]", "a rest element must be last"),
        ("({ f() {} } = o)", "invalid destructuring assignment target"),
    ],
)
def test_unsupported_syntax_says_so(src, message):
    with pytest.raises(ExpressionSyntaxError, match=message):
        parse(src)


@pytest.mark.parametrize(
    "src",
    ["break", "switch (a) { case 1 }", "switch (a) { default: 1; default: 2 }", "try { a }", "try a catch (e) {}",
     "continue", "switch (a) { case 1: continue }", "const x", "let = ", "return return", "for (const x in) {}"],
)
def test_statement_syntax_errors(src):
    with pytest.raises(ExpressionSyntaxError):
        compile_expression(src, "statements")


def test_syntax_errors_are_raised_at_compile_time_not_run_time():
    with pytest.raises(ExpressionSyntaxError):
        compile_expression("a +")
    with pytest.raises(ExpressionSyntaxError):
        compile_expression("count++ ;; )", "handler")


def test_runtime_error_carries_expression_and_element():
    fn = compile_expression("user.name.first")
    with pytest.raises(ExpressionError) as info:
        fn(Scope({"user": {}}), None, None)
    error = info.value
    assert error.kind == "TypeError"
    assert error.message == "Cannot read properties of undefined (reading 'first')"
    assert error.expression == "user.name.first"
    error.element = '<span v-text="user.name.first">'
    assert str(error) == (
        "TypeError: Cannot read properties of undefined (reading 'first')\n"
        "  in expression: user.name.first\n"
        '  on element: <span v-text="user.name.first">'
    )


def test_python_exceptions_from_user_functions_are_wrapped_with_their_cause():
    def boom():
        raise KeyError("missing")

    with pytest.raises(ExpressionError) as info:
        compile_expression("boom()")(Scope({"boom": boom}), None, None)
    assert isinstance(info.value.__cause__, KeyError)
    assert info.value.expression == "boom()"
    assert "KeyError" in info.value.message


def test_throw_statement_and_reference_errors():
    with pytest.raises(ExpressionError, match="custom failure") as info:
        compile_expression("throw new Error('custom failure')", "statements")(Scope({}), None, None)
    assert info.value.kind == "Error"
    with pytest.raises(ExpressionError) as info:
        compile_expression("missing()", "handler")(Scope({}), None, None)
    assert info.value.kind == "ReferenceError" and info.value.message == "missing is not defined"
