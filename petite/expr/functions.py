"""The function objects expressions see, and calling them.

A function defined in an expression (``JSFunction``), one bound with ``bind``
(``BoundFunction``), a built-in method read off its receiver (``BoundMethod``) and a
global such as ``Math`` (``Builtin``) are sealed, immutable wrappers. ``call`` and
``call_with_this`` call any of them, or a Python callable the sandbox allows.
"""

from __future__ import annotations

import functools
import types
import weakref
from collections.abc import Mapping
from functools import partial
from types import MappingProxyType
from typing import Any, Callable

from . import operations, sandbox
from .builtin_lengths import LENGTHS
from .budget import call_generated, tick
from .errors import ExpressionError
from . import utf16
from .values import (MAX_ARRAY_LENGTH, MAX_STRING_LENGTH, array_limit, is_array, is_object, string_limit, to_js_string,
                     to_number, undefined)


class Sealed:
    """Base of the function objects expressions see: no attribute can be changed."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        raise ExpressionError(f"Cannot assign to read only property '{name}' of function")

    def __delattr__(self, name: str) -> None:
        raise ExpressionError(f"Cannot delete property '{name}' of function")


class PageObject(Sealed):
    """Base of the small objects the page's built-ins return (a MediaQueryList, an
    IdleDeadline, the Clipboard): every member is its prototype's (`__js_get__`: its
    METHODS, bound to it, unless a subclass reads more), so it has no own keys, displays
    as `[object NAME]` and JSON as `{}`; `in` finds what a read finds."""

    __slots__ = ()
    __reactive_skip__ = True
    __js_object__ = True
    NAME = "Object"
    METHODS: dict[str, Callable[..., Any]] = {}

    def __repr__(self) -> str:
        return f"[object {self.NAME}]"

    def __js_string__(self) -> str:
        return f"[object {self.NAME}]"

    def __js_fields__(self) -> dict[str, Any]:
        return {}

    def __js_get__(self, key: Any) -> Any:
        method = self.METHODS.get(key) if type(key) is str else None
        return undefined if method is None else BoundMethod(method, self)

    def __js_has__(self, key: Any) -> bool:
        return self.__js_get__(key) is not undefined


# -- functions ------------------------------------------------------------------------


class JSFunction(Sealed):
    """A ``function``/method defined in an expression: it receives ``this``.

    Calling it from Python passes ``this = undefined``; member calls (``obj.m()``) and
    bare-name calls through a scope pass the object or the scope. Immutable.
    """

    __slots__ = ("func", "name", "length", "constructible", "__weakref__")
    __reactive_skip__ = True  # functions are values, never reactive proxies

    def __init__(self, func: Any, name: str | None = None, length: int = 0, constructible: bool = True) -> None:
        if not is_generated(func):
            raise TypeError("JSFunction wraps functions compiled from expressions only")
        object.__setattr__(self, "func", func)
        object.__setattr__(self, "name", name or "")
        object.__setattr__(self, "length", length)  # the parameters before the first default or rest
        # a `function` (`new` makes its objects, it has a `prototype`); not a method or an async function
        object.__setattr__(self, "constructible", constructible)

    def __call__(self, *args: Any) -> Any:
        return call_generated(self.func, (undefined, *args))

    def call_with_this(self, this: Any, args: Any) -> Any:
        return call_generated(self.func, (this, *args))

    def __repr__(self) -> str:
        return f"<JSFunction {self.name or 'anonymous'}>"


class BoundFunction(Sealed):
    """``fn.bind(this, ...args)``: calls ``fn`` with a fixed ``this`` and leading arguments."""

    __slots__ = ("target", "this", "args")
    __reactive_skip__ = True

    def __init__(self, target: Any, this: Any, args: tuple) -> None:
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "this", this)
        object.__setattr__(self, "args", tuple(args))

    def __call__(self, *args: Any) -> Any:
        return call_with_this(self.target, self.this, (*self.args, *args), "bound function")

    def __repr__(self) -> str:
        return "function () { [native code] }"


# arrow functions whose parameter count is not their `length` (one has a default value)
ARROW_LENGTHS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def with_length(fn: Any, length: int) -> Any:
    """Record the `length` of a compiled arrow function that has a default parameter, or
    of the implementation of a page's method (`window.matchMedia`, as Chromium's)."""
    ARROW_LENGTHS[fn] = length
    return fn


def function_length(fn: Any) -> Any:
    """``fn.length``: how many parameters come before the first default or rest one, for
    functions defined in expressions (a bound one: less its bound arguments); else None."""
    t = type(fn)
    if t is JSFunction:
        return fn.length
    if t is BoundFunction:
        inner = function_length(fn.target)
        return None if inner is None else max(0, inner - len(fn.args))
    if t.__name__ == "JSClass":  # (classes.py imports this module)
        return fn.static_member("length")
    if is_generated(fn):  # an arrow function: its positional parameters (a rest one is *args)
        length = ARROW_LENGTHS.get(fn)
        return fn.__code__.co_argcount if length is None else length
    if t is BoundMethod:
        fn = fn.impl
        if _hashable(fn) and fn in ARROW_LENGTHS:
            return ARROW_LENGTHS[fn]
    return builtin_lengths().get(fn) if _hashable(fn) else None


def function_name(fn: Any) -> str:
    """``fn.name``: a function's own or inferred name (``f`` for ``f: x => x``), ``bound f``
    for a bound one, a built-in's JavaScript name (``max``, ``push``, ``String``), else ""."""
    t = type(fn)
    if t is JSFunction:
        return fn.name
    if t is BoundFunction:
        return "bound " + function_name(fn.target)
    if t is Builtin or t.__name__ == "JSClass":
        return fn.name
    facts = _js_facts(fn)
    if facts is not None:
        return facts[1]
    if t is BoundMethod:
        return fn.name or builtin_names().get(fn.impl, "")
    return builtin_names().get(fn, "") if _hashable(fn) else ""


def function_text(fn: Any) -> str:
    """``String(fn)``: a function defined in an expression is its source text (``x => x * 2``,
    ``m(a) { return a }``); a built-in is ``function max() { [native code] }``; a bound
    function, or a Python callable of the data, ``function () { [native code] }``."""
    t = type(fn)
    if t.__name__ == "JSClass" and fn.source:
        return fn.source
    facts = _js_facts(fn.func if t is JSFunction else fn)
    if facts is not None and facts[0]:
        return facts[0]
    if t is BoundMethod or t is Builtin or (_hashable(fn) and fn in builtin_names()):
        return f"function {function_name(fn)}() {{ [native code] }}"
    return "function () { [native code] }"


def _js_facts(fn: Any) -> tuple[str, str] | None:
    """(source text, name) of a function compiled from an expression (codegen.js_facts)."""
    if type(fn) is JSFunction:
        fn = fn.func
    if not is_compiled(fn):
        return None
    facts = (fn.__kwdefaults__ or {}).get("_js")
    return facts if type(facts) is tuple else None


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True


@functools.cache
def builtin_names() -> Mapping[Any, str]:
    """The JavaScript name of each built-in function: the globals' (``parseInt``), their
    members' (``Math.max``, ``Object.keys``) and the methods' by receiver (``push``,
    ``toUpperCase``). Read once all are defined (the tables never change afterwards;
    ``runtime``, above them all, gives them: ``operations.builtin_tables``)."""
    names: dict[Any, str] = {}
    for _owner, table in operations.builtin_tables():
        for name, value in table.items():
            if type(name) is str and callable(value) and type(value) is not Builtin and _hashable(value):
                names.setdefault(value, name)
    return types.MappingProxyType(names)


@functools.cache
def builtin_lengths() -> Mapping[Any, int]:
    """``fn.length`` of each built-in function (its implementation's) and of each global
    constructor (its Builtin's), as Chromium gives them (``builtin_lengths.LENGTHS``)."""
    lengths: dict[Any, int] = {}
    for owner, table in operations.builtin_tables():
        recorded = LENGTHS.get(owner, {})
        for name, value in table.items():
            if type(name) is str and name in recorded and _hashable(value):
                lengths.setdefault(value, recorded[name])
    return types.MappingProxyType(lengths)


def has_functions(data: dict) -> bool:
    """Does a `v-scope` object hold template-defined functions (to bind)?"""
    return any(_bound_in_scope(value) for value in dict.values(data))


def _bound_in_scope(value: Any) -> bool:
    """Is `value` a function petite-vue binds to its scope (`typeof` 'function' and
    defined in a template: functions, arrows, classes)?"""
    return type(value) is JSFunction or is_compiled(value) or type(value).__name__ == "JSClass"


def bind_scope_methods(data: dict, scope: Any) -> None:
    """petite-vue's bindContextMethods, one rule for both paths: the functions a
    `v-scope` object holds are bound to its scope (`this` sees the whole scope chain),
    so `run(inc)` calls `inc` with the scope as `this`. `data` must be the scope's own
    copy: it is changed in place."""
    for key, value in dict.items(data):
        if _bound_in_scope(value):  # (arrows and classes too: `arrow.name` is "bound arrow", a class loses its statics)
            dict.__setitem__(data, key, BoundFunction(value, scope, ()))


class BoundMethod(Sealed):
    """A built-in method read without calling it (``const f = arr.push``). Immutable.
    ``name``: its JavaScript name, when the method tables do not know it (a DOM view's)."""

    __slots__ = ("impl", "obj", "name")
    __reactive_skip__ = True

    def __init__(self, impl: Any, obj: Any, name: str = "") -> None:
        object.__setattr__(self, "impl", impl)
        object.__setattr__(self, "obj", obj)
        object.__setattr__(self, "name", name)

    def __call__(self, *args: Any) -> Any:
        return self.impl(self.obj, *args)

    def __repr__(self) -> str:
        return "function () { [native code] }"


class Builtin(Sealed):
    """A global like ``Math`` or ``Number``: read-only members, maybe callable. Immutable.
    ``instances``: the Python type of what ``new`` makes, when it is one type
    (``x instanceof Map`` asks it)."""

    __slots__ = ("name", "members", "function", "constructor", "instances")
    __reactive_skip__ = True

    def __init__(self, name: str, members: dict[str, Any], function: Any = None, constructor: Any = None,
                 instances: type | None = None) -> None:
        object.__setattr__(self, "name", name)
        object.__setattr__(self, "members", types.MappingProxyType(dict(members)))
        object.__setattr__(self, "function", function)
        object.__setattr__(self, "constructor", constructor or function)
        object.__setattr__(self, "instances", instances)

    def __call__(self, *args: Any) -> Any:
        if self.function is None:
            raise ExpressionError(f"{self.name} is not a function")
        return self.function(*args)

    def __repr__(self) -> str:
        return f"[object {self.name}]"


GENERATED_FILENAME = "<petite-expr>"


FUNCTION_TYPES = (types.FunctionType, types.BuiltinFunctionType, types.MethodType, partial)


def arity(fn: Any) -> int:
    """How many of ``(item, index, array)`` to pass a callback."""
    t = type(fn)
    if t is JSFunction or t is BoundMethod or t is Builtin or t is BoundFunction:
        return 3
    code = getattr(fn, "__code__", None)
    if code is None:
        if t is types.MethodType:
            code = getattr(fn.__func__, "__code__", None)
            if code is not None:
                return max(0, min(3, _code_arity(code) - 1)) if not code.co_flags & 4 else 3
        return 1
    return _code_arity(code)


@functools.lru_cache(maxsize=1024)
def _code_arity(code: Any) -> int:
    if code.co_flags & 4 and code.co_filename != GENERATED_FILENAME:
        return 3
    return min(code.co_argcount, 3)


# the file name prefix of a compiled render function's module (petite.compiler.codegen)
TEMPLATE_FILENAME_PREFIX = "<petite-template-"


def is_compiled(fn: Any) -> bool:
    """Is ``fn`` a function compiled from template text, by the expression compiler or
    in a render function's module (an arrow function in `{{ }}`)?"""
    if type(fn) is not types.FunctionType:
        return False
    filename = fn.__code__.co_filename
    return filename == GENERATED_FILENAME or filename.startswith(TEMPLATE_FILENAME_PREFIX)


def is_generated(fn: Any) -> bool:
    """Is ``fn`` a function compiled from an expression (an arrow function)?"""
    return type(fn) is types.FunctionType and fn.__code__.co_filename == GENERATED_FILENAME


def call(fn: Any, args: Any, description: str = "expression") -> Any:
    """Call ``fn`` with ``this = undefined``."""
    t = type(fn)
    if t is JSFunction:
        return call_generated(fn.func, (undefined, *args))
    if t is types.LambdaType and fn.__code__.co_filename == GENERATED_FILENAME:
        return call_generated(fn, args)
    if t is BoundMethod or t is Builtin:
        return fn(*args)  # immutable wrappers of the built-in tables
    if not callable(fn) or is_object(fn) or t is list:
        raise ExpressionError(f"{description} is not a function")
    sandbox.check_callable(fn, description)
    return host_result(fn(*args))


def host_result(value: Any) -> Any:
    """What a Python callable from the data returned, charged as a built-in's result is:
    a string (or bytes) as a string of its length, a list, tuple, dict or set as an
    array of its size; past the limits it is a limit error. A host method that grows
    its input (a `datetime`'s `strftime` with a long format) cannot build values
    larger than expressions may."""
    if isinstance(value, (str, bytes, bytearray)):
        n = len(value)
        if n > MAX_STRING_LENGTH:
            raise string_limit()
        if n > 4096:
            tick(n >> 6)
    elif isinstance(value, (list, tuple, dict, set, frozenset)):
        n = len(value)
        if n > MAX_ARRAY_LENGTH:
            raise array_limit()
        tick(n)
    return value


def call_with_this(fn: Any, this: Any, args: Any, description: str) -> Any:
    """`fn` called with `this` (`call`, `apply`, `bind`, `Reflect.apply`): a built-in
    method read off a value gets `this` as its receiver (`receiver_like`)."""
    if type(fn) is JSFunction:
        return call_generated(fn.func, (this, *args))
    if type(fn) is BoundMethod:
        return fn.impl(receiver_like(fn.obj, this), *args)
    return call(fn, args, description)


#: what `Object.prototype`'s methods are bound to when read as values: an empty object
#: that no call can change; `call`/`apply` give them their receiver (`receiver_like`)
OBJECT_RECEIVER = MappingProxyType({})


def receiver_like(original: Any, this: Any) -> Any:
    """``this`` for a built-in method taken from ``original`` (``String.prototype.x.call``):
    converted to a string or number as JavaScript does, else it must be the same kind of
    value (an array for array methods...): a built-in never runs on a host object it was
    not written for. `Object.prototype`'s methods take any value."""
    if original is OBJECT_RECEIVER:
        return this
    if is_array(original) and isinstance(this, str):  # (an array-like: its UTF-16 units)
        return list(utf16.units(this))
    if isinstance(original, str):
        return to_js_string(this)
    if isinstance(original, (int, float)):
        return to_number(this)
    if is_array(original) and (is_array(this) or getattr(type(this), "__js_array_like__", False)):
        return this  # (a typed array: `Array.prototype.slice.call(bytes)` walks its elements)
    if isinstance(original, Mapping) and isinstance(this, Mapping):
        return this
    if type(this) is type(original):
        return this
    raise ExpressionError("Method called on an incompatible receiver")


def callback(fn: Any, this: Any = undefined) -> tuple[Callable, int]:
    """The callable and how many of (item, index, array) it takes; a `function`
    runs with `this` (a built-in's `thisArg`: arrow functions keep their own)."""
    if not callable(fn) or isinstance(fn, (Mapping, list, str)):
        raise ExpressionError(f"{to_js_string(fn)} is not a function")
    if type(fn) is JSFunction and this is not undefined:
        func = fn.func
        return (lambda *args: call_generated(func, (this, *args))), arity(fn)
    if type(fn) is not JSFunction and not is_generated(fn):
        sandbox.check_callable(fn, "callback")
        if type(fn) is not BoundMethod and type(fn) is not Builtin:  # a host function: its results are charged
            return (lambda *args: host_result(fn(*args))), arity(fn)
    return fn, arity(fn)
