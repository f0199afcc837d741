"""Scoping that the Node differential cases cannot show: where implicit globals live,
handler top level vs functions, ``$data``, comment-only expressions, cells per iteration."""

import petite
from petite.expr import ExpressionError, Scope, compile_expression
from petite.testing import mount


def run(src, data=None, kind="expr"):
    scope = Scope(data if data is not None else {})
    return compile_expression(src, kind)(scope), scope


def test_implicit_global_in_function_is_not_a_scope_variable():
    value, scope = run("(() => { function f() { tmp = 41 } f(); return tmp + 1 })()", {"count": 1})
    assert value == 42
    assert "tmp" not in scope.data
    assert scope.globals == {"tmp": 41}


def test_implicit_globals_are_shared_by_child_scopes_of_one_root_only():
    root = Scope({})
    child = root.child({})
    compile_expression("(function () { g = 'x' })()")(child)
    assert compile_expression("g")(root) == "x"
    assert compile_expression("typeof g")(Scope({})) == "undefined"


def test_assignment_in_function_writes_an_existing_scope_variable():
    value, scope = run("(() => { const f = () => { count = count + 1 }; f(); f(); return count })()", {"count": 1})
    assert value == 3
    assert scope.data["count"] == 3


def test_update_of_undeclared_name_in_function_is_a_reference_error():
    try:
        run("(() => { missing++ })()")
    except ExpressionError as exc:
        assert exc.kind == "ReferenceError"
    else:
        raise AssertionError("expected a ReferenceError")


def test_handler_top_level_assignment_still_writes_the_root_scope():
    _, scope = run("fresh = 5", {}, kind="handler")
    assert scope.data["fresh"] == 5


def test_function_in_template_does_not_requeue_effects():
    page = mount(
        '<div v-scope="{ n: 2, twice() { tmp = this.n * 2; return tmp } }">{{ twice() }} {{ n }}</div>'
    )
    assert page.html() == "<div>4 2</div>"


def test_dollar_data_is_the_scope():
    value, scope = run("$data.count + 1", {"count": 1})
    assert value == 2
    compile_expression("$data.count = 9", "handler")(scope)
    assert scope.data["count"] == 9


def test_comment_only_interpolation_renders_nothing():
    assert petite.render("<p>a{{ /* note */ }}b</p>") == "<p>ab</p>"
    assert mount("<p>a{{ /* note */ }}b</p>").html() == "<p>ab</p>"


def test_tdz_error_names_the_variable():
    try:
        run("(() => { const f = () => late; f(); const late = 1 })()")
    except ExpressionError as exc:
        assert exc.kind == "ReferenceError"
        assert exc.message == "Cannot access 'late' before initialization"
    else:
        raise AssertionError("expected a ReferenceError")


def test_loop_closures_get_one_binding_per_iteration_in_handlers():
    _, scope = run(
        "fs = []; for (let i = 0; i < 3; i++) { const j = i * 10; fs.push(() => i + j) } out = fs.map(f => f())",
        {"fs": None, "out": None},
        kind="handler",
    )
    assert scope.data["out"] == [0, 11, 22]


def test_class_instance_in_reactive_state_keeps_its_methods_and_reacts():
    page = mount(
        '<div v-scope="{ c: null, make() { class C { n = 2; twice() { return this.n * 2 } inc() { this.n++ } }'
        ' this.c = new C() } }"><button @click="make()">x</button><i @click="c.inc()">i</i>'
        "<p>{{ c ? c.twice() : 'none' }}</p></div>"
    )
    assert page.find("p").text() == "none"
    page.find("button").trigger("click")
    assert page.find("p").text() == "4"
    page.find("i").trigger("click")
    assert page.find("p").text() == "6"



def test_loop_closures_called_from_python_keep_their_iteration():
    fs, _ = run("(() => { const fs = []; for (let i = 0; i < 3; i++) fs.push(() => { const r = i * 2; return r });"
                " return fs })()")
    assert [f() for f in fs] == [0, 2, 4]


class SubclassScope(Scope):
    """A scope class of its own (as a v-for row's may be): the runtime treats it as a scope."""

    __slots__ = ()


def test_a_scope_subclass_is_a_scope_to_the_runtime():
    from petite.directives.for_ import iterate_source

    def scope_of(kind):
        twice = compile_expression("function () { return this.count * 2 }")(Scope({}))
        return kind({"count": 1, "twice": twice})

    scope = scope_of(SubclassScope)
    assert compile_expression("$data.count + 1")(scope) == 2
    assert compile_expression("$data.twice()")(scope) == 2
    assert compile_expression("['count' in $data, 'other' in $data]")(scope) == [True, False]
    keys = "(() => { const keys = []; for (const k in $data) keys.push(k); return keys.join() })()"
    assert compile_expression(keys)(scope) == compile_expression(keys)(scope_of(Scope)) == "count,twice,$refs"
    compile_expression("$data.count = 9", "handler")(scope)
    assert scope.data["count"] == 9
    assert [key for _, key in iterate_source(scope)] == ["count", "twice", "$refs"]
    try:
        compile_expression("structuredClone($data)")(scope)
    except ExpressionError as exc:
        assert exc.kind == "DataCloneError"
    else:
        raise AssertionError("expected a DataCloneError")
