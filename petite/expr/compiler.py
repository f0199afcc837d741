"""The public entry points: ``python_source`` and the cached ``compile_expression``."""

from __future__ import annotations

from petite.pysource import literal

import re
import warnings
from threading import get_ident
from typing import Any, Callable

from .lru import bounded_cache
from . import bindings, budget, classes, functions, generators, promises, runtime, tagged, utf16, values
from .method_tables import ARRAY_METHODS, NUMBER_METHODS, STRING_METHODS
from .ast import Node, walk
from .builtins import GLOBALS
from .codegen import Compiler, Resolve, mangle, pure
from .methods import PURE_ARRAY_METHODS, PURE_GLOBAL_FUNCTIONS
from .errors import ExpressionSyntaxError
from .parser import parse
from .regexp import JSRegExp
from .bigint import JSBigInt
from .functions import GENERATED_FILENAME

# petite-vue calls a handler that is a bare function path (`save`, `obj.save`,
# `list[0].go`) with the event; anything else runs as statements.
SIMPLE_PATH = re.compile(
    r"^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\['[^']*?'\]|\[\"[^\"]*?\"\]|\[\d+\]|\[[A-Za-z_$][\w$]*\])*$"
)
KINDS = ("expr", "statements", "handler")
# Nodes through which a pure expression runs built-ins (whose work is priced on a budget)
CALLS = frozenset({"Call", "New", "TaggedTemplate"})

RUNTIME: dict[str, Any] = {
    name: getattr(runtime, name)
    for name in """get_member set_member call_method call_name add sub mul div mod
    power negate plus bit_not bit_and bit_or bit_xor shift_left shift_right shift_right_unsigned lt gt le
    ge strict_equals equals_selected selected_equals js_equals is_nullish in_operator instance_of delete_member spread_items
    spread_object make_object check_array iterate iterate_keys item_at pattern_items object_rest template
    throw caught throw_destructure void increment update_name update_member tick wrap_error limit_guard
    construct JS_WHITESPACE iter_list MAP_TYPES SEQ_TYPES LEN_TYPES STR_TYPES NUM_TYPES
    CMP_TYPES FAIL MISSING""".split()
}
RUNTIME.update(
    call=functions.call,
    call_with_this=functions.call_with_this,
    JSFunction=functions.JSFunction,
    with_length=functions.with_length,
    Builtin=functions.Builtin,
    JSBigInt=JSBigInt,
    Cell=bindings.Cell,
    start_async=promises.start_async,
    template_strings=tagged.template_strings,
    make_generator=generators.make_generator,
    yield_star=generators.yield_star,
    self_bind=bindings.self_bind,
    JSClass=classes.JSClass,
    super_construct=classes.super_construct,
    super_call=classes.super_call,
    super_get=classes.super_get,
    PrivateName=classes.PrivateName,
    private_method=classes.private_method,
    private_methods=classes.private_methods,
    private_define=classes.private_define,
    private_get=classes.private_get,
    private_set=classes.private_set,
    private_in=classes.private_in,
    str_length=utf16.str_length,
    assign_global=bindings.assign_global,
    undefined=values.undefined,
    NAN=values.NAN,
    INF=values.INF,
    truthy=values.truthy,
    js_typeof=values.js_typeof,
    to_number=values.to_number,
    to_numeric=values.to_numeric,
    to_js_string=values.to_js_string,
    to_property_key=values.to_property_key,
    to_display_string=values.to_display_string,
    check_string=values.check_string,
    JSRegExp=JSRegExp,
    budget_get=budget.budget_get,
    new_budget=budget.new_budget,
    get_ident=get_ident,
    current_budget=budget.current_budget,
    metered=budget.metered,
    exhausted=budget.exhausted,
    drop_props=budget.drop_props,
    list=list,
    len=len,
    type=type,
    str=str,
    int=int,
    float=float,
    bool=bool,
    dict=dict,
    enumerate=enumerate,
    any=any,
    all=all,
    next=next,
    BaseException=BaseException,
    Exception=Exception,
    KeyError=KeyError,
    __builtins__={},
)
for _name in PURE_ARRAY_METHODS:
    RUNTIME[f"am_{_name}"] = ARRAY_METHODS[_name]
for _name, _method in STRING_METHODS.items():
    RUNTIME[f"sm_{_name}"] = _method
for _name, _method in NUMBER_METHODS.items():
    RUNTIME[f"nm_{_name}"] = _method
for _name in PURE_GLOBAL_FUNCTIONS:
    RUNTIME[f"G_{_name}"] = GLOBALS[_name]


def handler_tree(src: str) -> Node:
    """The statements a ``v-on`` handler runs. A bare function path (`SIMPLE_PATH`, the
    raw text, not trimmed) is petite-vue's `(e => PATH(e))` called with the event: the
    path is read inside an arrow whose parameter `e` is the event (`e.stopPropagation`
    is the event's method), a keyword the pattern admits is that keyword (`delete` is
    `delete(e)`, which calls nothing; `true` is not a function), and `$event` is no name
    of petite-vue's there (only its statement handlers bind it): a scope lookup, marked
    ``unbound`` for the code generator (`$event.preventDefault` is a ReferenceError)."""
    if SIMPLE_PATH.match(src):
        arrow = parse(f"(e => {src}(e))", "expr")
        for node in walk(arrow.body):
            if node.type == "Ident" and node.name == "$event":
                node.unbound = True
        call = Node("Call", 0, callee=arrow, args=[Node("Ident", 0, name="$event")], optional=False)
        return Node("Block", 0, body=[Node("ExprStmt", 0, expr=call)])
    return parse(src, "statements")


def _statements(compiler: Compiler, tree: Node) -> list[str]:
    compiler.function_body(tree.body)
    return compiler.lines


def python_source(src: str, kind: str = "expr", resolve: Resolve | None = None, aliases: str | None = None) -> str:
    """The Python code the compiler generates for ``src``.

    ``expr``: one Python expression. ``statements``/``handler``: statement lines (no
    indentation at the top level) for the body of a function whose parameters are
    ``scope, el, event``. The code uses only those names, its own locals (``j_*`` for
    JavaScript locals, ``_t*`` temporaries, ``_f*`` functions) and the names in
    ``RUNTIME``. ``resolve(name)`` maps a JavaScript identifier to a Python expression
    for reads (None: look it up in ``scope``); ``aliases``: Python for a dict of the
    names ``resolve`` maps (a getter read from ``scope`` sees them, see Compiler).
    """
    if kind not in KINDS:
        raise ValueError(f"unknown expression kind {kind!r}")
    if kind == "expr":
        tree = parse(src, "expr")
        compiler = Compiler(src, resolve, aliases=aliases)
        code = compiler.expr(tree)
        if not compiler.lines:
            return code
        return _hoisted_expression(src, tree, resolve, aliases)
    tree = handler_tree(src) if kind == "handler" else parse(src, "statements")
    compiler = Compiler(src, resolve)
    return "\n".join(["_b = current_budget()", *_statements(compiler, tree)])


def python_fast_source(src: str, resolve: Resolve | None = None) -> str | None:
    """Optimistic Python for a pure expression, or None when ``src`` is not pure.

    The code gives JavaScript's result or raises (any ``Exception``); on an exception
    evaluate ``python_source(src, "expr", resolve)`` instead. It never has side effects,
    so running it and then the exact code is safe.
    """
    tree = parse(src, "expr")
    if not pure(tree):
        return None
    compiler = Compiler(src, resolve, fast=True)
    code = compiler.expr(tree)
    return None if compiler.lines else code


def _hoisted_expression(src: str, tree: Node, resolve: Resolve | None, aliases: str | None = None) -> str:
    """Compile an expression that needs statements into a function, made by ``hoisted``.

    The generated code names the function by its source (a constant); ``hoisted`` compiles
    it once and keeps it in a bounded cache, so nothing grows with every template.
    ``aliases`` (see ``python_source``) reaches the function as ``_aliases``, a function
    returning that dict, made where the loop's locals are.
    """
    names: dict[str, str] = {}

    def as_parameter(name: str) -> str | None:
        if resolve is None or resolve(name) is None:
            return None
        names.setdefault(name, "r_" + mangle(name))
        return names[name]

    compiler = Compiler(src, as_parameter, aliases=None if aliases is None else "_aliases()")
    code = compiler.expr(tree)
    row = [] if aliases is None else ["_aliases"]
    params = ", ".join(["scope", "el", "event", *row, *names.values()])
    body = "\n".join("    " + line for line in ["_b = current_budget()", *compiler.lines])
    source = f"def _hoisted({params}):\n{body}\n    return {code}\n"
    try:
        hoisted(source)  # compile now: errors belong to compile time
    except ExpressionSyntaxError as exc:
        raise ExpressionSyntaxError(exc.message, src, 1, exc.expected) from None
    row_args = [] if aliases is None else [f"lambda: {aliases}"]
    args = ", ".join(["scope", "el", "event", *row_args, *(resolve(n) for n in names)])  # type: ignore[misc]
    return f"hoisted({literal(source)})({args})"


@bounded_cache(512, 32_768, long_entries=32, long_size=16_000_000)  # (generated Python: ~10 times its source)
def hoisted(source: str) -> Callable[..., Any]:
    """The function ``def _hoisted`` in ``source`` (generated code), compiled once."""
    return _exec(source, "")["_hoisted"]


RUNTIME["hoisted"] = hoisted


def _exec(source: str, src: str) -> dict[str, Any]:
    budget.charge_compiled(source)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            code = compile(source, GENERATED_FILENAME, "exec")
    except (SyntaxError, RecursionError, MemoryError, ValueError) as exc:
        raise ExpressionSyntaxError(
            f"expression is too complex to compile ({type(exc).__name__})", src, 1, "a simpler expression"
        ) from None
    namespace: dict[str, Any] = {}
    exec(code, RUNTIME, namespace)  # our generated code, never the user's text
    return namespace


@bounded_cache(2048, 8_192, long_entries=32, long_size=2_000_000)
def compile_expression(src: str, kind: str = "expr") -> Callable[..., Any]:
    """Compile ``src`` to a function ``fn(scope, el=None, event=None)``, cached.

    ``expr`` returns the expression's value; ``handler`` runs a ``v-on`` handler
    (a bare function path is called with the event); ``statements`` runs statements and
    returns what ``return`` gives (else ``undefined``). Errors raised while running are
    ``ExpressionError``s naming the expression.
    """
    if kind not in KINDS:
        raise ValueError(f"unknown expression kind {kind!r}")
    compiler = Compiler(src, scope_dict="_d", select=True)
    fast = ""
    header = "def _petite_expr(scope, el=None, event=None):\n"
    if kind == "expr":
        tree = parse(src, "expr")
        code = compiler.expr(tree)
        lines = [*compiler.lines, f"return {code}"]
        if pure(tree) and not compiler.lines:
            # Optimistic variants, tried in order; each gives the exact result or raises.
            # Without functions in it, a pure expression's work is linear in its text and
            # data (bounded by the size limits): such variants run before the budget is
            # set up (it costs more than they do).
            fast_compiler = Compiler(src, fast=True, scope_dict="_d", select=True)
            fast_code = fast_compiler.expr(tree)
            if fast_code != code:
                fast = f"    try:\n        _d = scope.fast\n        return {fast_code}\n    except Exception:\n        pass\n"
            # First, names read straight from the scope's own dict: a KeyError (a name
            # held by a parent scope or a built-in) turns this variant off for good.
            # Not with functions in it: a closure reads its names after this returns,
            # where no KeyError can fall back to the exact path.
            direct_compiler = Compiler(src, fast=True, scope_dict="_d", direct=True, select=True)
            direct_code = direct_compiler.expr(tree)
            if direct_compiler.names_read and not direct_compiler.lines:
                names = sorted(direct_compiler.names_read)
                header = "def _petite_expr(scope, el=None, event=None, _direct=[True]):\n"
                fast = (
                    "    if _direct[0]:\n"
                    f"        try:\n            _d = scope.fast\n            return {direct_code}\n"
                    "        except KeyError as _k:\n"
                    f"            if _k.args and _k.args[0] in {literal(names)}:\n"
                    "                _direct[0] = False\n"
                    "        except Exception:\n            pass\n"
                ) + fast
    else:
        tree = handler_tree(src) if kind == "handler" else parse(src, "statements")
        lines = [*_statements(compiler, tree), "return undefined"]
    body = "\n".join("        " + line for line in ["_d = scope.fast", *lines])
    exact = (
        "    try:\n"
        f"{body}\n"
        "    except BaseException as _e:\n"
        f"        raise wrap_error(_e, {literal(src)})\n"
    )
    metered = compiler.uses_budget
    optimistic = bool(fast)
    kinds = {node.type for node in walk(tree)}
    if fast and "Function" not in kinds:
        # before the budget is set up; an expression that calls built-ins only inside a
        # running evaluation: they price their work on its budget and refuse what it
        # cannot pay for (a backtracking regex search, Date.parse's tokens); run
        # top-level, `'ab'.repeat(5000).replace(/(?=(a|b)*c)/g, 'x')` ran 4 s unpriced
        if kinds & CALLS:
            fast = "".join("    " + line + "\n" for line in fast.splitlines())
            fast = "    if (_r := budget_get()) is not None and _r.depth:\n" + fast
        header, fast = header + fast, ""

    def assemble(head: str, code: str) -> str:
        if not metered:
            return head + code
        # The budget of the running evaluation, or this one is top-level: a new budget.
        inner = "".join("    " + line + "\n" for line in code.splitlines())
        return (
            f"{head}    _b = budget_get()\n"
            "    if _b is None or _b.thread != get_ident():\n        _b = new_budget()\n"
            f"    if not _b.depth:\n        _b.steps = {budget.MAX_STEPS}\n        _b.reason = ''\n"
            "        if _b.props is not None: drop_props(_b)\n"
            "    _b.depth += 1\n"
            f"    try:\n{inner}"
            "    finally:\n        _b.depth -= 1\n"
            f"        if _b.steps < 0: exhausted(_b, {literal(src)})\n"
        )

    source = assemble(header, fast + exact)
    try:
        fn = _exec(source, src)["_petite_expr"]
    except ExpressionSyntaxError:
        if not optimistic:
            raise
        source = assemble("def _petite_expr(scope, el=None, event=None):\n", exact)  # noqa: E501
        fn = _exec(source, src)["_petite_expr"]
    fn.source = source
    fn.uses_el = reads_el(source)
    return fn


def reads_el(source: str) -> bool:
    """Does generated `source` use the local `el` (``$el``) past its own parameter? The
    caller of an expression that never reads it need not build its view. Read from the
    text, in linear time (conservative: a word `el` inside a string literal counts); a
    walk of the bytecode with `dis` is quadratic in its jump targets (found measuring
    long expressions: a template literal of 2,500 substitutions took 14 s to compile)."""
    return _EL_WORD.search(source) is not None


_EL_WORD = re.compile(r"(?<![\w.])el\b(?!=None)")
