"""Functions are objects: their own properties (`fn.cache = {}`, `counter.calls += 1`)
and a `function`'s `prototype` (`Todo.prototype.toggle = function () {...}`, then
`new Todo()` objects inherit it and `todo instanceof Todo` is true).

As every other property record, a function's own properties live in the current
owner's side table (`property_tables`: a render, an app, a session), never on the
function object: a function shared by two sessions (a Python callable in the data, a
page's function) gets its own properties in each, and no Python attribute is written.

`name` and `length` are read-only (a write is ignored, as in sloppy code); a
`prototype` is made when first read, holding its non-enumerable `constructor`.
"""

from __future__ import annotations

from typing import Any

from . import descriptors, operations
from .budget import CURRENT as BUDGET
from .classes import MISSING
from .property_tables import FunctionProps, for_writing, function_props_of as props_of
from .values import is_object

READ_ONLY = frozenset({"name", "length"})


def _props_for_writing(fn: Any) -> FunctionProps:
    tables = for_writing(BUDGET.get())
    found = tables.get(id(fn))
    if type(found) is not FunctionProps:
        found = tables[id(fn)] = FunctionProps(fn)
    return found


def own_get(fn: Any, key: str, constructible: bool) -> Any:
    """`fn[key]` from its own properties, or MISSING (then the function's built-in
    members answer). A constructible `function`'s `prototype` is made here."""
    props = props_of(fn)
    if props is not None and key in props.own:
        return props.own[key]
    if key == "prototype" and constructible:
        return prototype_of(fn)
    return MISSING


def prototype_of(fn: Any) -> Any:
    """A `function`'s `prototype`: a plain object whose (non-enumerable) `constructor`
    is the function, made when first asked."""
    props = _props_for_writing(fn)
    if props.prototype is None:
        proto: dict = {}
        define_hidden(proto, "constructor", fn)
        props.prototype = proto
    return props.prototype


def own_set(fn: Any, key: str, value: Any, constructible: bool) -> None:
    """`fn[key] = value`: `name` and `length` are read-only, a `prototype` replaces the
    function's (what `new` then gives its objects), anything else is an own property."""
    if key in READ_ONLY:
        return
    props = _props_for_writing(fn)
    if key == "prototype" and constructible:
        props.prototype = value
        return
    props.own[key] = value


def own_delete(fn: Any, key: str) -> bool:
    props = props_of(fn)
    if props is not None:
        props.own.pop(key, None)
    return key not in READ_ONLY and key != "prototype"


def define_hidden(obj: dict, key: str, value: Any) -> None:
    """A writable, configurable, non-enumerable property (what `constructor` is)."""
    descriptors.table(obj).props[key] = descriptors.Prop(value, False, True, True, False)


def inherits_prototype(value: Any, fn: Any) -> bool:
    """`value instanceof fn` for a `function`: its prototype is on `value`'s chain."""
    props = props_of(fn)
    proto = props.prototype if props is not None else None
    if proto is None or not is_object(value):
        return False
    walk = operations.get_prototype_of(value)
    for _ in range(descriptors.MAX_PROTOTYPE_CHAIN):
        if walk is proto:
            return True
        if not is_object(walk):
            return False
        walk = operations.get_prototype_of(walk)
    return False
