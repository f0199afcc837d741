"""What an expression may read, write and call on Python objects.

Expressions see JavaScript values (dicts, lists, strings, numbers) through the
JavaScript rules in ``runtime``; everything else is a "host" object, and this module
decides what of it is visible: public attributes of ordinary objects, nothing of
modules, functions, frames, code or generators, and never a name starting with ``_``.
"""

from __future__ import annotations

import builtins
import functools
import types
from typing import Any

from .errors import ExpressionError
from .undefined import undefined

BLOCKED_ATTRIBUTES = frozenset(
    """mro format format_map constructor prototype func_globals func_code func_closure
    im_func im_self im_class gi_frame gi_code gi_yieldfrom gi_running gi_suspended
    cr_frame cr_code cr_await cr_origin cr_running ag_frame ag_code ag_await ag_running
    f_globals f_locals f_builtins f_back f_code f_trace f_lasti tb_frame tb_next tb_lasti
    co_code co_consts co_names co_varnames co_filename with_traceback
    __proto__ __defineGetter__ __defineSetter__ __lookupGetter__ __lookupSetter__""".split()
)

# Objects whose attributes are never visible: modules, code, frames, functions, and raw
# bytes (their Python methods copy and grow buffers outside the budget; decode in Python).
OPAQUE_TYPES = (
    bytes,
    bytearray,
    memoryview,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.BuiltinMethodType,
    types.MethodWrapperType,
    types.WrapperDescriptorType,
    types.MethodDescriptorType,
    types.ClassMethodDescriptorType,
    types.GetSetDescriptorType,
    types.MemberDescriptorType,
    types.CodeType,
    types.FrameType,
    types.TracebackType,
    types.GeneratorType,
    types.CoroutineType,
    types.AsyncGeneratorType,
    types.CellType,
    types.MappingProxyType,
    property,
    staticmethod,
    classmethod,
    super,
)

_DANGEROUS_BUILTINS = (
    "eval exec compile open getattr setattr delattr hasattr __import__ globals locals vars dir "
    "input breakpoint help exit quit type object super memoryview classmethod staticmethod "
    "property id print __build_class__ __loader__ copyright credits license"
)
DANGEROUS_CALLABLES = frozenset(
    id(getattr(builtins, name)) for name in _DANGEROUS_BUILTINS.split() if hasattr(builtins, name)
)
DANGEROUS_MODULES = frozenset(
    """os posix nt sys subprocess shutil importlib ctypes socket pickle marshal code codeop
    pty signal io _io runpy gc inspect types _thread threading multiprocessing
    pathlib tempfile shelve dbm sqlite3 urllib http ftplib smtplib telnetlib webbrowser
    asyncio concurrent ast dis pdb bdb traceback linecache tokenize zipimport pkgutil
    sysconfig site platform resource fcntl mmap select selectors ssl _posixsubprocess
    operator functools copyreg weakref _weakref atexit faulthandler tracemalloc _pickle codecs
    _codecs zipfile tarfile gzip bz2 lzma _frozen_importlib _frozen_importlib_external _imp
    _ctypes _socket _signal _ssl msvcrt winreg _winapi posixpath ntpath genericpath glob
    fileinput filecmp shelve _sqlite3 _multiprocessing ctypes.util""".split()
)

# Packages whose objects are a connection to something outside the page: a database's
# connection, cursor or SQL compiler (an ORM's query, Django's `qs.query`), a file, a
# socket, a process, a cache client. Their objects are opaque (no attribute is read) and
# their callables refused, as DANGEROUS_MODULES' are: a template reached from a Django
# `user` in the data `user.groups.all().query.get_compiler('default').connection`, read
# the database's password from its `settings_dict` and ran SQL through its `cursor()`.
CONNECTION_MODULES = frozenset(
    """io _io socket _socket ssl _ssl subprocess multiprocessing sqlite3 _sqlite3 django.db.backends
    django.db.models.sql django.db.transaction psycopg psycopg2 psycopg_pool MySQLdb pymysql mysql
    asyncpg aiosqlite aiomysql sqlalchemy.engine sqlalchemy.pool sqlalchemy.orm.session redis
    pymongo motor""".split()
)
DANGEROUS_MODULES = DANGEROUS_MODULES | CONNECTION_MODULES

# Functions and classes that run SQL text an expression would give them (an ORM's raw
# query and its string-built clauses; a Django manager's copy of a QuerySet method has
# the method's qualified name): `user.groups.raw('DELETE FROM auth_user').columns`
# emptied the users' table.
SQL_TEXT_CALLABLES = frozenset(
    """django.db.models.query.QuerySet.raw django.db.models.query.QuerySet.extra
    django.db.models.expressions.RawSQL""".split()
)


NO_NAMES = frozenset()
CLASS_HIDDEN = frozenset({"register", "mro"})  # (on a class: ABC registration, the MRO)


def attribute_allowed(obj: Any, name: Any) -> bool:
    """May an expression read ``obj.name`` on a host (non-JavaScript) object?"""
    if not name_allowed(name):
        return False
    hidden = hidden_names(obj)
    return hidden is not True and name not in hidden


def name_allowed(name: Any) -> bool:
    """The names no host object shows, whatever it is: private, dunder and the blocked."""
    return type(name) is str and name != "" and name[0] != "_" and name not in BLOCKED_ATTRIBUTES


def hidden_names(obj: Any) -> bool | frozenset[str]:
    """What of an object's public names `attribute_allowed` hides: True for all of
    them (an opaque object), else the set of those it hides (a scope whose data is an
    object asks once: `petite.expr.scope.Scope`)."""
    if is_opaque(obj):
        return True
    if isinstance(obj, type):
        return CLASS_HIDDEN
    # an engine value's Python state (`__js_hidden__`: a Date's time value, a promise's
    # state and reactions) is no JavaScript property: `date.ms = 'x'` corrupted the date
    # (a raw ValueError at its next read), `promise.state = 'pending'` an AssertionError
    return getattr(type(obj), "__js_hidden__", NO_NAMES)


def is_opaque(obj: Any) -> bool:
    """`isinstance(obj, OPAQUE_TYPES)`, reading the object's claimed `__class__` once
    (isinstance reads it once per type of the tuple: a reactive proxy answers through a
    Python property, and scope lookups ask this for every name)."""
    kind = type(obj)
    if issubclass(kind, OPAQUE_TYPES) or not connection_free(kind.__module__):
        return True
    claimed = getattr(obj, "__class__", kind)
    return claimed is not kind and isinstance(claimed, type) and (
        issubclass(claimed, OPAQUE_TYPES) or not connection_free(claimed.__module__)
    )


@functools.lru_cache(maxsize=4096)
def connection_free(module: Any) -> bool:
    """Is `module` (a class's `__module__`) outside CONNECTION_MODULES and their packages?"""
    return _outside(module, CONNECTION_MODULES)


def _outside(module: Any, packages: frozenset[str]) -> bool:
    if type(module) is not str:
        return True
    parts = module.split(".")
    return not any(".".join(parts[: n + 1]) in packages for n in range(len(parts)))


def get_attribute(obj: Any, name: Any) -> Any:
    """Read a public attribute of a host object (``undefined`` when absent or hidden)."""
    js_get = getattr(type(obj), "__js_get__", None)
    if js_get is not None:  # a view that lists its own members (petite.domview)
        return js_get(obj, name)
    if not attribute_allowed(obj, name):
        return undefined
    try:
        return getattr(obj, name)
    except AttributeError:
        return undefined


# The marks `_marked_not_for_templates` reads: an expression never writes them (a
# callable object's own `alters_data`: `d.alters_data = false; d()` called it)
TEMPLATE_MARKS = frozenset({"alters_data", "do_not_call_in_templates"})


def set_attribute(obj: Any, name: Any, value: Any) -> None:
    if type(name) is str and name in TEMPLATE_MARKS:
        raise ExpressionError(f"Cannot assign to property '{name}' of this object")
    js_set = getattr(type(obj), "__js_set__", None)
    if js_set is not None:
        js_set(obj, name, value)
        return
    if not attribute_allowed(obj, name) or isinstance(obj, type):
        raise ExpressionError(f"Cannot assign to property '{name}' of this object")
    try:
        setattr(obj, name, value)
    except AttributeError:  # no such slot, a read-only property: the object is not extensible
        raise ExpressionError(f"Cannot assign to property '{name}' of this object") from None


BLOCKED_FUNCTION_NAMES = frozenset({"format", "format_map", "__subclasses__", "mro", "__getattribute__"})


@functools.lru_cache(maxsize=4096)
def module_allowed(module: Any) -> bool:
    """Is `module` outside DANGEROUS_MODULES and their packages (`django.db.backends.utils`)?"""
    return _outside(module, DANGEROUS_MODULES)


def check_callable(fn: Any, description: str) -> None:
    """Refuse to call Python's own dangerous functions, whatever hands them out.

    Runs at the final call of every host callable (``runtime.call``, callbacks of
    built-ins, constructors). petite's own function objects never get here: functions
    compiled from expressions and the immutable wrappers of the built-in tables
    (``BoundMethod``, ``Builtin``, ``BoundFunction``) are the allow-list, checked by type
    before. No cache: a verdict is a few type tests.
    """
    _check_callable(fn, description)


def _check_callable(fn: Any, description: str) -> None:
    if id(fn) in DANGEROUS_CALLABLES:
        raise ExpressionError(f"{description} is not allowed in expressions")
    if _marked_not_for_templates(fn):
        raise ExpressionError(f"{description} changes data: templates do not call it")
    t = type(fn)
    if t is types.MethodType:
        fn = fn.__func__
        t = type(fn)
        if id(fn) in DANGEROUS_CALLABLES:
            raise ExpressionError(f"{description} is not allowed in expressions")
    if t is types.FunctionType:
        module = fn.__module__
    elif t is types.BuiltinFunctionType:
        # builtin functions, and methods of builtin objects such as "...".format
        if fn.__name__ in BLOCKED_FUNCTION_NAMES:
            raise ExpressionError(f"{description} is not allowed in expressions")
        # a method of a C object (a file's `write`, a socket's `connect`, an sqlite3
        # connection's `execute`) has no `__module__`: its object's class says where it is from
        owner = fn.__self__
        if isinstance(owner, types.ModuleType):
            module = owner.__name__
        else:
            module = fn.__module__
            home = owner if isinstance(owner, type) else type(owner)  # (a class method's: its class)
            if not module_allowed(home.__module__):
                raise ExpressionError(f"{description} is not allowed in expressions")
    elif isinstance(fn, type):
        module = fn.__module__
    else:
        module = getattr(fn, "__module__", None) or type(fn).__module__
        if t in (types.MethodWrapperType, types.WrapperDescriptorType, types.MethodDescriptorType):
            raise ExpressionError(f"{description} is not allowed in expressions")
    if not module_allowed(module) or (t is not type and getattr(fn, "__name__", "") in BLOCKED_FUNCTION_NAMES):
        raise ExpressionError(f"{description} is not allowed in expressions")
    if f"{module}.{getattr(fn, '__qualname__', '')}" in SQL_TEXT_CALLABLES:
        raise ExpressionError(f"{description} runs SQL text: templates do not call it")


def _marked_not_for_templates(fn: Any) -> bool:
    """A method its framework marks as changing data (Django's ``alters_data`` on
    ``save``/``delete``) or as not callable from templates (``do_not_call_in_templates``):
    a template, possibly written by a user, never calls it."""
    try:
        return getattr(fn, "alters_data", False) is True or getattr(fn, "do_not_call_in_templates", False) is True
    except Exception:  # noqa: BLE001 - a host object whose attribute lookup fails is not marked
        return False
