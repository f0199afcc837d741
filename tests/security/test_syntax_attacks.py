"""Labels, tagged templates, generators and `#private` names against the sandbox.

Names written in templates (a label, a tag, a private name) never become Python
identifiers of their own choosing: they are mangled or stay data. Every loop turn,
generator resumption and iterator step is charged to the evaluation's budget: an
infinite generator consumed whole ends in the limit error, which no `catch` or
`finally` swallows.
"""

from __future__ import annotations

import ast

import pytest

from petite.expr import ExpressionError, Scope, compile_expression
from petite.expr.budget import ExpressionLimitError
from petite.expr.compiler import python_source

HOSTILE = ["__import__", "__class__", "__globals__", "__builtins__", "scope", "_b", "_j1", "_t1", "j_x", "exec", "eval",
           "getattr", "__subclasses__", "self", "this"]
INFINITE = "function* inf() { let i = 0; while (true) yield i++ }"


def ev(src, data=None):
    return compile_expression(src)(Scope({} if data is None else data))


def run(body, data=None):
    return ev(f"(() => {{ {body} }})()", data)


def python_names(src: str, kind: str = "expr") -> set[str]:
    """Every identifier and attribute name in the Python generated for ``src``."""
    tree = ast.parse(python_source(src, kind))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.Lambda)):
            names.update(a.arg for a in ast.walk(node.args) if isinstance(a, ast.arg))
            if isinstance(node, ast.FunctionDef):
                names.add(node.name)
    return names


# -- names ---------------------------------------------------------------------------------


@pytest.mark.parametrize("label", HOSTILE)
def test_a_label_never_becomes_a_python_name(label):
    body = f"let r = 0; {label}: for (;;) {{ for (;;) {{ r++; if (r > 2) break {label}; continue {label} }} }} return r"
    assert run(body) == 3
    names = python_names(f"(() => {{ {body} }})()")
    assert label not in names or label in ("scope", "_b", "this")  # (the engine's own names, not the label's)
    assert not any(n.startswith("__") for n in names)


@pytest.mark.parametrize("tag", HOSTILE)
def test_a_tag_is_a_name_looked_up_in_the_scope(tag):
    src = f"{tag}`x${{1}}y`"
    names = python_names(src)
    assert not any(n.startswith("__") for n in names)
    with pytest.raises(ExpressionError):
        ev(src) if tag not in ("this", "self") else ev(f"this.{tag}`x`")


def test_tagged_template_strings_expose_no_python_state():
    assert run("const f = s => [s.__class__, s.raw.__class__, s.__dict__, s.raw.__len__]; return f`a${1}b`") == [
        ev("undefined")] * 4


def test_generator_objects_expose_no_python_state():
    body = "function* g() { yield 1 } const it = g(); return [it.body, it.gi_frame, it.send, it.close, it.state, it.__class__, it.resume, it._iteration]"
    assert run(body) == [ev("undefined")] * 8
    assert run("function* g() { yield 1 } return g().next.__self__") is ev("undefined")


def test_a_generator_body_cannot_catch_its_return():
    # return() is not an Exception a `catch` takes: the finally runs, the catch does not
    body = "const log = []; function* g() { try { yield 1 } catch (e) { log.push('caught') } finally { log.push('fin') } } const it = g(); it.next(); it.return(1); return log"
    assert run(body) == ["fin"]


# -- work ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "use",
    [
        "return [...inf()]",
        "return Array.from(inf())",
        "const [...rest] = inf(); return rest",
        "return Math.max(...inf())",
        "function* wrap() { yield* inf() } return [...wrap()]",
        "return Object.fromEntries((function* () { while (true) yield ['k', 1] })())",
        "return new Set(inf())",
        "return Promise.all(inf())",
        "try { return [...inf()] } catch (e) { return 'swallowed' }",
        "try { return [...inf()] } finally { return 'swallowed' }",
        "const it = inf(); for (;;) it.next()",
        "function* g() { while (true) {} } return g().next()",
        "function* g() { try { yield 1 } finally { while (true) {} } } for (const x of g()) break; return 'done'",
        "let n = 0; L: while (true) { for (;;) { n++; continue L } }",
        "L: { for (;;) { } }",
    ],
)
def test_infinite_generators_and_labelled_loops_end_in_the_limit_error(use):
    with pytest.raises(ExpressionLimitError):
        run(f"{INFINITE} {use}")


def test_v_for_over_an_infinite_generator_ends_in_the_limit_error():
    from petite import render
    from petite.errors import PetiteError

    with pytest.raises((ExpressionLimitError, PetiteError)):
        render('<ul v-scope="{ *inf() { while (true) yield 1 } }"><li v-for="x in inf()">{{ x }}</li></ul>')


def test_a_generator_resumed_from_python_is_its_own_evaluation():
    it = run("function* g() { while (true) { for (let i = 0; i < 100000; i++) {} yield 1 } } return g()")
    next_ = it.__js_get__("next")
    assert next_() == {"value": 1, "done": False}  # a fresh budget for this resumption
    assert next_() == {"value": 1, "done": False}
    spin = run("function* g() { while (true) {} } return g()")
    with pytest.raises(ExpressionLimitError):
        spin.__js_get__("next")()


@pytest.mark.parametrize("name", HOSTILE)
def test_a_private_name_never_becomes_a_python_name(name):
    src = f"(() => {{ class C {{ #{name} = 7; static #{name}s() {{ return 1 }} get() {{ return this.#{name} + C.#{name}s() }} }} return new C().get() }})()"
    assert ev(src) == 8
    assert not any(n.startswith("__") for n in python_names(src))


def test_private_members_are_not_properties():
    body = "class C { #__globals__ = 1; #m() {} } const c = new C(); return [Object.keys(c), JSON.stringify(c), c['#__globals__'], c.__globals__, '#m' in c]"
    assert run(body) == [[], "{}", ev("undefined"), ev("undefined"), False]


def test_a_class_cannot_read_another_classs_private_of_the_same_name():
    body = "class A { #x = 'a'; static r(o) { return o.#x } } class B { #x = 'b' } try { return A.r(new B()) } catch (e) { return e.name }"
    assert run(body) == "TypeError"
