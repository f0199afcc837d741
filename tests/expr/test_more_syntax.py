"""Labelled statements, tagged templates, generators, `#private` class members and
function `length`: the JavaScript syntax petite once refused."""

import pytest

from petite.expr import ExpressionError, Scope, compile_expression, to_display_string
from petite.expr.errors import ExpressionSyntaxError


def ev(src, data=None, kind="expr"):
    return compile_expression(src, kind)(Scope({} if data is None else data))


def run(body, data=None):
    """The value ``body`` (statements) returns, run in an arrow function."""
    return ev(f"(() => {{ {body} }})()", data)


def shown(src, data=None):
    return to_display_string(ev(src, data))


# -- labelled statements ---------------------------------------------------------------


def test_continue_and_break_an_outer_loop():
    body = """let r = [];
      outer: for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 3; j++) {
          if (j == 1) continue outer;
          if (i == 2) break outer;
          r.push(i + '' + j);
        }
      }
      return r"""
    assert run(body) == ["00", "10"]


def test_labels_on_while_do_for_in_and_for_of():
    assert run("let n = 0; L: while (true) { for (;;) { n++; if (n > 2) break L; continue L } } return n") == 3
    assert run("let n = 0; L: do { n++; for (;;) { if (n < 3) continue L; break L } } while (true); return n") == 3
    assert run("let r = []; L: for (const k in {a: 1, b: 2}) { for (;;) { r.push(k); continue L } } return r") == ["a", "b"]
    assert run("let r = []; L: for (const x of [1, 2, 3]) { for (const y of [1, 2]) { if (x == 2) continue L; r.push(x * 10 + y) } } return r") == [
        11, 12, 31, 32
    ]


def test_break_a_labelled_block_or_statement():
    assert run("let r = []; a: { r.push(1); if (true) break a; r.push(2) } return r") == [1]
    assert run("let r = 0; L: if (true) { r = 1; break L; r = 2 } return r") == 1
    assert run("let r = []; a: { b: { r.push(1); break a } r.push(2) } r.push(3); return r") == [1, 3]


def test_jumps_out_of_switch_and_try_run_finally():
    assert run("let r = []; for (const x of [1, 2, 3]) { switch (x) { case 2: continue } r.push(x) } return r") == [1, 3]
    assert run("let r = []; L: for (const x of [1, 2, 3]) { switch (x) { case 2: break L } r.push(x) } return r") == [1]
    body = "let r = []; L: for (var i = 0; i < 3; i++) { try { if (i == 1) continue L; r.push(i) } finally { r.push('f') } } return r"
    assert run(body) == [0, "f", "f", 2, "f"]
    assert run("let r = 0; a: b: for (;;) { for (;;) { r++; if (r > 4) break a; continue b } } return r") == 5


@pytest.mark.parametrize(
    "body, message",
    [
        ("break foo", "Undefined label 'foo'"),
        ("L: { continue L }", "does not denote an iteration statement"),
        ("L: L: ;", "Label 'L' has already been declared"),
        ("L: for (;;) { (() => { break L })() }", "Undefined label 'L'"),
        ("break", "Illegal break statement"),
        ("L: { continue }", "Illegal continue statement"),
        ("L: let x = 1", "lexical declaration"),
    ],
)
def test_label_errors_are_syntax_errors(body, message):
    with pytest.raises(ExpressionSyntaxError, match=message):
        compile_expression(f"(() => {{ {body} }})()")


def test_a_label_is_not_a_variable():
    assert run("let x = 1; x: for (;;) { break x } return x") == 1
    assert run("let r = 0; __import__: for (;;) { r++; break __import__ } return r") == 1
