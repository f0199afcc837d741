"""Sandbox-escape attempts, from the history of template sandboxes, each failing safely.

Sources of inspiration: Jinja2's sandbox CVEs (CVE-2014-1402 no, but CVE-2016-10745
str.format, CVE-2019-10906 str.format_map, CVE-2024-56326 indirect str.format,
CVE-2025-27516 |attr filter), the classic ``''.__class__.__mro__[1].__subclasses__()``
SSTI chain, AngularJS 1.x expression-sandbox escapes (``constructor.constructor``,
``__proto__`` pollution, ``toString.constructor``), Vue/Handlebars prototype-pollution
reports, and Python frame/generator/traceback walks.

"Fails safely" means: the expression either raises ``ExpressionError`` or yields only
JavaScript values (``undefined``, strings, numbers...) — never a Python internal — and
nothing dangerous ran (the canaries below record calls to os.system and friends).
"""

import builtins
import os
import subprocess
import sys
import types

import pytest

from petite.expr import ExpressionError, JSFunction, Scope, compile_expression, undefined
from petite.expr.functions import BoundMethod, Builtin


class User:
    def __init__(self):
        self.name = "ann"
        self._token = "secret"

    def greet(self):
        return "hi"


def make_generator():
    yield 1


def make_traceback():
    try:
        raise ValueError("x")
    except ValueError as exc:
        return exc


CANARY: list = []


@pytest.fixture
def scope(monkeypatch):
    CANARY.clear()
    monkeypatch.setattr(os, "system", lambda *a: CANARY.append(("os.system", a)))
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: CANARY.append(("subprocess.run", a)))
    data = {
        "user": User(),
        "fn": lambda x: x,
        "cls": User,
        "mod": os,
        "sysmod": sys,
        "subprocess": subprocess,
        "gen": make_generator(),
        "err": make_traceback(),
        "frame": sys._getframe(),
        "ev": builtins.eval,
        "ex": builtins.exec,
        "op": builtins.open,
        "ga": builtins.getattr,
        "imp": builtins.__import__,
        "ty": type,
        "fmt": "{0.__class__}".format,
        "fmtmap": "{x.__class__}".format_map,
        "s": "{0.__class__.__mro__}",
        "items": [1, 2],
        "obj": {"a": 1},
    }
    yield Scope(data)
    assert CANARY == []


SAFE_TYPES = (type(None), type(undefined), bool, int, float, str, JSFunction, BoundMethod, Builtin)


def assert_safe(value, scope):
    """Only JavaScript values, or objects the scope itself handed out."""
    handed_out = {id(v) for v in scope.data.values()}
    if id(value) in handed_out:
        return
    if isinstance(value, list):
        for item in value:
            assert_safe(item, scope)
        return
    if isinstance(value, dict):
        for item in value.values():
            assert_safe(item, scope)
        return
    if isinstance(value, types.FunctionType) and value.__code__.co_filename == "<petite-expr>":
        return  # an arrow function the expression itself defined
    assert isinstance(value, SAFE_TYPES), f"escaped: {value!r}"
    if isinstance(value, str):
        assert "class '" not in value and "module" not in value and "frame" not in value, value


ATTACKS = [
    # JavaScript-style constructor / prototype escapes
    "constructor.constructor('return process')()",
    "''.constructor.constructor('return this')()",
    "[].constructor.constructor('alert(1)')()",
    "({}).constructor",
    "(() => 1).constructor('return 1')",
    "toString.constructor",
    "this.constructor.constructor('x')()",
    "({}).__proto__.polluted = 1",
    "obj.__proto__.polluted = 1",
    "Object.prototype.polluted = 1",
    "Object.constructor",
    "Math.max.constructor",
    "items.map.constructor('return 1')",
    "Function('return 1')()",
    "eval('1 + 1')",
    "globalThis",
    "window.location",
    "process.env",
    "require('fs')",
    "arguments.callee",
    "Reflect.get(obj, 'a')",
    "new Proxy({}, {})",
    # the classic Python SSTI chain and relatives
    "''.__class__.__mro__[1].__subclasses__()",
    "s.__class__",
    "user.__class__.__init__.__globals__['os']",
    "user.__dict__",
    "user._token",
    "user['_token']",
    "user.greet.__func__.__globals__",
    "user.greet.__self__",
    "user.__getattribute__('__dict__')",
    "user.__reduce_ex__(2)",
    "fn.__code__.co_consts",
    "fn.__globals__",
    "fn.func_globals",
    "fn.__closure__",
    "cls.__subclasses__()",
    "cls.mro()",
    "cls.__bases__",
    "cls.register",
    "items.__class__",
    "obj.__class__.__base__",
    "obj.keys",
    "items.append(3)",
    "items.copy",
    "Math.__dict__",
    "JSON.parse.__globals__",
    "JSON.parse.__module__",
    "items.push.__self__",
    # str.format gadgets (CVE-2016-10745, CVE-2019-10906, CVE-2024-56326)
    "'{0.__class__}'.format(user)",
    "s.format(user)",
    "s.format_map(obj)",
    "fmt(user)",
    "fmtmap({ x: user })",
    "user.name.format",
    "String.format",
    # dangerous objects the scope hands out
    "mod.system('echo pwned')",
    "mod.popen('id').read()",
    "mod.environ",
    "mod.path.exists('/etc/passwd')",
    "sysmod.modules",
    "sysmod.exit(1)",
    "subprocess.run(['id'])",
    "subprocess.Popen",
    "gen.gi_frame.f_globals",
    "gen.gi_code",
    "err.__traceback__.tb_frame.f_globals",
    "err.with_traceback(null)",
    "frame.f_back.f_globals",
    "frame.f_locals",
    "ev('1 + 1')",
    "ex('import os')",
    "op('/etc/passwd').read()",
    "ga(user, '_token')",
    "imp('os').system('id')",
    "ty(user).mro()",
    "ty('x', [], {})",
    "new cls().__class__",
    # reaching the compiler's own variables
    "scope", "scope.data", "this.data", "this.parent", "this.lookup('user')", "_d", "_t1",
    "RUNTIME", "FUNCS", "FUNCS[0]", "__builtins__", "get_member", "wrap_error", "j_user",
    "__import__('os')", "`${__import__('os')}`", "ｓｃｏｐｅ", "$__class__",
    # code injection through strings, keys and identifiers
    "'\\'); import os; os.system(\"id\"); (\\''",
    "({ \"a')+__import__('os').system('id')#\": 1 })",
    "obj[\"') or __import__('os').system('id') or ('\"]",
    "`${'\\n__import__(\"os\")'}`",
    # mutating the shared built-ins (would leak between users)
    "Math.max = () => 666",
    "Object.assign(Math, { PI: 3 })",
    "JSON.stringify = null",
    "delete Math.PI",
    # the prototypes' methods (Array.prototype.slice.call(...)): shared by everyone
    "Array.prototype.push(1)",
    "Array.prototype.push.call(Array.prototype, 1)",
    "Object.prototype.valueOf().polluted = 1",
    "(Object.assign(Object.prototype.valueOf(), { polluted: 1 }), 1)",
    "(Object.assign(Array.prototype, { polluted: 1 }), 1)",
    "Array.prototype.slice.call(user)",
    "Array.prototype.map.call(mod, x => x)",
    "Object.prototype.hasOwnProperty.call(user, '_token')",
    "Object.prototype.toString.call(mod)",
    "String.prototype.trim.call(user)",
    "Object.prototype.toString.constructor",
    "Array.prototype.slice.__self__",
    "Array.prototype.slice.obj",
    # structuredClone walks whatever it is given: Python objects are refused, not read
    "structuredClone(user)._token",
    "structuredClone(mod)",
    "structuredClone({ u: user })",
    "structuredClone([fn])",
    "structuredClone(this)",
    "(() => { const a = []; for (let i = 0; i < 300; i++) a.push(a); return structuredClone(a).length })()",
    "(() => { let a = []; for (let i = 0; i < 400; i++) a = [a]; return structuredClone(a).length })()",
]


def test_attack_corpus_is_large_enough():
    assert len(ATTACKS) >= 50


@pytest.mark.parametrize("attack", ATTACKS)
def test_attack_fails_safely(attack, scope):
    try:
        value = compile_expression(attack)(scope, None, None)
    except ExpressionError:
        return
    assert_safe(value, scope)


@pytest.mark.parametrize("attack", ["Math.max = () => 666; Object.assign(Math, { PI: 3 })", "delete JSON.parse"])
def test_built_ins_stay_intact(attack, scope):
    try:
        compile_expression(attack, "handler")(scope, None, None)
    except ExpressionError:
        pass
    assert compile_expression("Math.max(1, 2) + Math.PI")(Scope({}), None, None) == 2 + 3.141592653589793
    assert compile_expression("JSON.parse('1')")(Scope({}), None, None) == 1


@pytest.mark.parametrize("attack", [
    "Array.prototype.push(1)", "Array.prototype.push.call(Array.prototype.concat(), 1)",
    "Object.prototype.valueOf().polluted = 1", "Object.assign(Object.prototype.valueOf(), { polluted: 1 })",
    "Array.prototype.polluted = 1", "Object.prototype.polluted = 1", "String.prototype.polluted = 1",
])
def test_prototypes_stay_intact(attack, scope):
    """What one evaluation does to a prototype never reaches another (they are shared)."""
    try:
        compile_expression(attack, "handler")(scope, None, None)
    except ExpressionError:
        pass
    check = ("[Array.prototype.length, String.prototype.length, Object.keys(Object.prototype.valueOf()).length,"
             " typeof ({}).polluted, typeof [].polluted, typeof Array.prototype.polluted].join()")
    assert compile_expression(check)(Scope({}), None, None) == "0,0,0,undefined,undefined,undefined"


def test_blocked_calls_say_why(scope):
    with pytest.raises(ExpressionError, match="not allowed"):
        compile_expression("ev('1')")(scope, None, None)
    with pytest.raises(ExpressionError, match="not allowed"):
        compile_expression("fmt(user)")(scope, None, None)
    with pytest.raises(ExpressionError, match="is not a function"):
        compile_expression("mod.system('id')")(scope, None, None)


def test_hidden_attributes_read_as_undefined(scope):
    assert compile_expression("user._token")(scope, None, None) is undefined
    assert compile_expression("user.__class__")(scope, None, None) is undefined
    assert compile_expression("mod.environ")(scope, None, None) is undefined
    assert compile_expression("user.name")(scope, None, None) == "ann"


def test_generated_code_never_contains_user_text_outside_literals():
    src = "a['\\'] + __import__(\"os\") + [\\''] + `${b}__import__`"
    from petite.expr import python_source

    code = python_source(src)
    compiled = compile(code, "<check>", "eval")
    names = set(compiled.co_names)
    assert "__import__" not in names and "os" not in names
