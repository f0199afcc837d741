"""Could a `v-on` handler call `preventDefault()`? (for live pages)

A browser decides an event's default action (submit a form, follow a link, toggle a
box) as soon as its listeners return, long before a live page's server has run the
handler. So the client prevents the default synchronously when the handler *may* call
`preventDefault()`: its expression names it, or a function it names does — a method of
the scope, a member of an object the scope holds (`app.add`), a Python callable — or a
function those call through the scope (`this.validate(e)`), read from their compiled code.

The rule over-approximates: a handler that prevents only on some condition has the
default prevented on every event in a live page, and a `preventDefault()` reached only
through a computed name (`this[name](e)`) or a value passed in is not seen (petite-vue
would run the default). The answer is found when the listener is added and does not
follow later data (a function replaced by one that prevents is not seen until the
element is rendered anew). `.prevent` is the exact way; all are listed in the README.
"""

from __future__ import annotations

import functools
import re
import types
from collections.abc import Mapping
from typing import Any

from petite.expr.functions import BoundFunction, JSFunction
from petite.expr.lru import bounded_cache
from petite.expr.scope import MISSING, RowScope, Scope
from petite.expr.values import Accessor, undefined
from petite.reactivity import to_raw, untracked

NAME = "preventDefault"
PATH_RE = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*(?:\s*(?:\?\.|\.)\s*[A-Za-z_$][\w$]*)*")
IDENTIFIER_RE = re.compile(r"[A-Za-z_$][\w$]*\Z")
WORD_RE = re.compile(r"[A-Za-z_$][\w$]*")
SEPARATOR_RE = re.compile(r"\?\.|\.")
MAX_FUNCTIONS = 64  # functions looked into per handler
PLAIN_VALUES = frozenset({int, float, str, bool, dict, list})  # never callable, nor their proxies


def may_prevent_default(exp: str, scope: Any, memo: dict[Any, Any] | None = None) -> bool:
    """Does the handler `exp`, run in `scope`, possibly call `preventDefault()`?

    With a `memo` (a dict that lives while the scope's values stand still: the
    scheduler's, for one flush), the answer for the enclosing scope is found once and
    serves every child scope (the rows of a list) whose own names change nothing: none
    is a name a function calls, and the paths starting at one (`row.id`) reach no
    function, there as in the enclosing scope. Which paths a row must resolve is found
    once per set of own names (the rows of a list all have the same)."""
    if NAME in exp:
        return True
    if not isinstance(scope, Scope):
        return False
    parent = scope.parent
    if memo is None or parent is None:
        with untracked():  # reading the scope here subscribes no effect
            return _search(exp, scope)[0]
    data = scope.own_values() if type(scope) is RowScope else to_raw(scope.data)
    own = tuple(data) if type(data) is dict else None  # (read raw: no tracking)
    key = ("may_prevent_default", exp, id(parent), own)
    found = memo.get(key)
    if found is None:
        with untracked():
            found = memo[key] = (parent, *_row_checks(exp, parent, own))
    _, answer, checked = found
    if checked is None:  # a name the row holds is one a function calls or reaches
        with untracked():
            return _search(exp, scope)[0]
    for path in checked:
        if own is None or _may_reach_function(data, path):
            with untracked():
                if _resolve(scope, path):
                    return _search(exp, scope)[0]
    return answer


def _may_reach_function(data: dict[str, Any], path: tuple[str, ...]) -> bool:
    """False when the path, read from a scope's own raw dict through exact dicts (as
    their proxies read them), ends at a value no proxy of which is callable (a number,
    a string, a dict, a list ...); True when only `_resolve` can tell."""
    value = data.get(path[0], MISSING)
    for key in path[1:]:
        if type(value) is not dict:
            return True
        value = value.get(key, MISSING)
    return not (value is None or value is MISSING or value is undefined or type(value) in PLAIN_VALUES)


def _row_checks(exp: str, parent: Scope, own: tuple[Any, ...] | None) -> tuple[bool, tuple[tuple[str, ...], ...] | None]:
    """(the answer in `parent`, the paths a child scope holding the names `own` must
    resolve itself; None when such a scope must be searched whole). `own` None: the
    names are not known in advance; every path a row may hold is checked."""
    answer, called, live_heads = _search(exp, parent)
    paths = _paths(exp)
    if own is None:
        return answer, None if called or any(path[0] in live_heads for path in paths) else paths
    names = set(own)
    if names & called or any(path[0] in names and path[0] in live_heads for path in paths):
        return answer, None
    return answer, tuple(path for path in paths if path[0] in names)


def _search(exp: str, scope: Scope) -> tuple[bool, set[str], set[str]]:
    """(may `exp` call preventDefault in `scope`, the names looked up for the functions
    it reaches, the first names of the paths that reach a function)."""
    called: set[str] = set()
    live_heads: set[str] = set()
    pending = []
    for path in _paths(exp):
        found = _resolve(scope, path)
        if found:
            pending.append(found)
            live_heads.add(path[0])
    seen: set[int] = set()
    while pending and len(seen) < MAX_FUNCTIONS:
        fn, holder = pending.pop()
        if id(fn) in seen:
            continue
        seen.add(id(fn))
        names = _names_in(fn)
        if NAME in names:
            return True, called, live_heads
        for name in names:  # what it calls by name: through the scope or `this`
            if IDENTIFIER_RE.match(name):
                called.add(name)
                pending.extend(found for found in (_resolve(scope, (name,)), _member(holder, name)) if found)
    return False, called, live_heads


@bounded_cache(1024, 4096)
def _paths(exp: str) -> tuple[tuple[str, ...], ...]:
    """The name paths a handler expression reads (`app.search` -> ("app", "search")),
    parsed once per expression text (every row of a list asks again)."""
    return tuple(tuple(part.strip() for part in SEPARATOR_RE.split(path)) for path in PATH_RE.findall(exp))


def _resolve(scope: Scope, path: tuple[str, ...]) -> tuple[Any, Any] | None:
    """(function, the object holding it) that a name path (`add`, `app.search`) reads,
    without running getters; None when it is not a function."""
    first, *rest = path
    value: Any = MISSING
    current: Scope | None = scope
    while current is not None and value is MISSING:
        value = current._own(first)
        current = current.parent
    holder: Any = scope
    for key in rest:
        if type(value) is Accessor or not isinstance(value, Mapping):
            return None
        holder, value = value, value.get(key, MISSING)
    return _function(value, holder)


def _member(holder: Any, name: str) -> tuple[Any, Any] | None:
    if not isinstance(holder, Mapping):
        return None
    return _function(holder.get(name, MISSING), holder)


def _function(value: Any, holder: Any) -> tuple[Any, Any] | None:
    if type(value) is BoundFunction:
        value = value.target
    if type(value) is Accessor or value is MISSING or not callable(value):
        return None
    return value, holder


def _code_of(fn: Any) -> Any:
    """The code a Python callable runs: a function's or method's, a `functools.partial`'s
    function's, or a callable object's `__call__` (of the object behind a reactive proxy);
    a tuple of codes for a compiled async function or generator (`_with_body`)."""
    for _ in range(8):  # (callable objects whose `__call__` is a partial ...)
        fn = _unwrapped(fn)
        if isinstance(fn, types.FunctionType):
            return _with_body(fn)
        call = getattr(type(fn), "__call__", None) if fn is not None else None
        if call is None or isinstance(call, (types.WrapperDescriptorType, types.MethodWrapperType)):
            return None
        fn = call
    return None


def _unwrapped(fn: Any) -> Any:
    """What a callable wraps: a compiled function's Python function, a partial's or a
    bound method's function (of the object behind a reactive proxy); None past 8 levels."""
    fn = to_raw(fn)
    for _ in range(8):  # (partials of partials, bound methods of callable objects ...)
        if type(fn) is JSFunction:
            fn = fn.func
        elif isinstance(fn, functools.partial):
            fn = fn.func
        elif isinstance(fn, types.MethodType):
            fn = fn.__func__
        else:
            return fn
    return None


def _with_body(fn: types.FunctionType) -> Any:
    """A compiled function's code, and for an async function or a generator the code of
    its body too: the function is a wrapper that starts its body, a Python generator
    function it holds as the default of its keyword-only `_gen` parameter
    (petite/expr/codegen.py). The body runs synchronously up to its first `await` (a
    generator's, on each `next()`), where a `preventDefault()` takes effect as in a
    plain function."""
    body = (fn.__kwdefaults__ or {}).get("_gen")
    if isinstance(body, types.FunctionType):
        return (fn.__code__, body.__code__)
    return fn.__code__


def _names_in(fn: Any) -> set[str]:
    """The names and string constants in a function's code (nested functions too); of a
    function compiled from JavaScript, only those its source text holds (its code also
    names the runtime's helpers: `+=` calls one named `add`, which a scope's own `add`
    method must not answer for)."""
    code = _code_of(fn)
    names: set[str] = set()
    stack = list(code) if type(code) is tuple else [code] if isinstance(code, types.CodeType) else []
    while stack:
        code = stack.pop()
        names.update(code.co_names)
        for const in code.co_consts:
            if type(const) is str:
                names.add(const)
            elif isinstance(const, types.CodeType):
                stack.append(const)
    source = _js_source(fn)
    if source is not None:
        names.intersection_update(WORD_RE.findall(source))
    return names


def _js_source(fn: Any) -> str | None:
    """The JavaScript source of a function compiled from it (its `_js` default:
    petite/expr/codegen.py), else None (a Python callable)."""
    fn = _unwrapped(fn)
    if not isinstance(fn, types.FunctionType):
        return None
    js = (fn.__kwdefaults__ or {}).get("_js")
    return js[0] if type(js) is tuple and js and type(js[0]) is str else None
