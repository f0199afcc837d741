"""The object model's operations that modules below the runtime call back into.

JavaScript's abstract operations recurse through the whole object model: converting an
object to a string calls its own ``toString`` (ToPrimitive), a class extending a
built-in or a host object reads that parent's members and constructs it, ``new
Map(iterable)`` spreads any iterable. The modules that define the values (``values``,
``classes``, ``collections``) sit below ``runtime``, which defines member access,
construction and spreading over all of them; they reach those operations here, and
``runtime`` provides them once, when it is imported (``provide``; ``reflect``, which
sits above the runtime, provides ``get_prototype_of``). Nothing else changes them.
"""

from __future__ import annotations

from typing import Any, Callable


def _not_provided(*_: Any) -> Any:
    raise RuntimeError("petite.expr.runtime provides the object model's operations when it is imported")


#: ``obj[key]`` (runtime.get_member)
get_member: Callable[[Any, Any], Any] = _not_provided
#: ``new cls(...args)`` (runtime.construct)
construct: Callable[[Any, Any, str], Any] = _not_provided
#: the items ``...value`` spreads (runtime.spread_items)
spread_items: Callable[[Any], Any] = _not_provided
#: a function ``obj`` has as ``name`` or None; ``required``: a non-function is a TypeError (classes.user_method)
user_method: Callable[..., Any] = _not_provided
#: call ``fn`` with ``this`` (functions.call_with_this)
call_with_this: Callable[[Any, Any, Any, str], Any] = _not_provided
#: ``String(fn)`` of a function (functions.function_text)
function_text: Callable[[Any], str] = _not_provided
#: ``receiver[key]`` found up a prototype ``proto``'s chain (descriptors.inherited_get), or
#: NOT_INHERITED when the chain ends at Object.prototype without it
inherited_get: Callable[[Any, Any, Any], Any] = _not_provided
NOT_INHERITED: Any = None
#: the setter a write of ``key`` meets up a prototype's chain, or None (descriptors.inherited_setter)
inherited_setter: Callable[[Any, Any], Any] = _not_provided
#: ``Object.getPrototypeOf(obj)`` (reflect.get_prototype_of: ``reflect`` provides it when imported)
get_prototype_of: Callable[[Any], Any] = _not_provided
#: the tables of built-in functions by JavaScript name: methods by receiver, the globals
#: and their members (runtime.builtin_tables, for functions.builtin_names)
builtin_tables: Callable[[], tuple] = _not_provided

_NAMES = frozenset({"get_member", "construct", "spread_items", "user_method", "call_with_this", "function_text",
                    "builtin_tables", "inherited_get", "NOT_INHERITED", "inherited_setter",
                    "get_prototype_of"})


def provide(**operations: Callable[..., Any]) -> None:
    """Install the operations (``runtime`` calls this once, at import)."""
    unknown = set(operations) - _NAMES
    if unknown:
        raise TypeError(f"unknown operations: {sorted(unknown)}")
    globals().update(operations)
