"""``Object``'s property functions (``defineProperty``, ``getOwnPropertyDescriptor``,
``freeze``, prototypes...) and ``Reflect``, over the representation in descriptors.py.

Only dict-based objects (object literals, class instances, errors, and reactive proxies
of them) get defined properties and integrity levels. Built-ins are frozen already;
arrays, strings and Python objects take plain values only (anything else is a
TypeError). Nothing here reads or writes a Python attribute: a Python object's
properties are its public fields (``object_entries``), its writes the sandbox's.
"""

from __future__ import annotations

import math
from typing import Any

from . import descriptors, operations
from .budget import tick
from .classes import JSClass, JSInstance, object_create as create_inheriting
from .descriptors import DEFAULT, Prop, descriptor, props_of, raw_dict, refused_write, to_descriptor
from .errors import ExpressionError
from .functions import Builtin, call_with_this
from .runtime import (
    array_like_items,
    construct,
    delete_member,
    get_member,
    has_property,
    set_member,
    strict_equals,
)
from .values import (
    ERROR_CLASS_NAMES,
    ERROR_HIDDEN,
    Accessor,
    JSError,
    is_array,
    js_typeof,
    object_entries,
    to_js_string,
    to_property_key,
    truthy,
    undefined,
)
from . import utf16

U = undefined
PROTOTYPES: dict[str, Any] = {}  # "Object", "Array", "String": their Builtin prototypes (builtins.py fills it)


def is_object(o: Any) -> bool:
    """Not a primitive: JavaScript's ``Type(o) is Object``."""
    return o is not None and js_typeof(o) in ("object", "function")


def _not_object(name: str) -> ExpressionError:
    return ExpressionError(f"{name} called on non-object", kind="TypeError")


def _nullish(o: Any) -> None:
    if o is None or o is U:
        raise ExpressionError("Cannot convert undefined or null to object", kind="TypeError")


def _key(key: Any) -> Any:
    return key if type(key) is str else to_property_key(key)


def same_value(a: Any, b: Any) -> bool:
    """``Object.is``: like ``===`` except NaN is NaN and 0 is not -0."""
    if type(a) is float and type(b) is float and a != a and b != b:
        return True
    if type(a) in (int, float) and type(b) in (int, float) and a == 0 and b == 0:
        return math.copysign(1, a) == math.copysign(1, b)
    return strict_equals(a, b)


# -- defining -------------------------------------------------------------------------


def define_on(o: Any, key: Any, desc: dict[str, Any]) -> None:
    """Define ``key`` on ``o`` from a parsed descriptor (TypeError when it cannot)."""
    key = _key(key)
    raw = raw_dict(o)
    if raw is not None:
        descriptors.define(o, raw, key, desc, truthy, same_value)
        return
    accessor = "get" in desc or "set" in desc
    flags = ("enumerable", "configurable", "writable")
    plain = not accessor and all(truthy(desc[f]) for f in flags if f in desc) and (
        all(f in desc for f in flags) or own_property(o, key) is not None)  # (absent flags of a new key are false)
    if type(o) is Builtin or not plain:
        raise ExpressionError(f"Cannot define property {key}, object is not extensible", kind="TypeError")
    if "value" in desc:
        set_member(o, key, desc["value"])  # an array item, a class's static, a host object's field (sandboxed)


def define_property(o: Any = U, key: Any = U, attributes: Any = U, *_: Any) -> Any:
    """``Object.defineProperty(o, key, descriptor)``: returns ``o``."""
    if not is_object(o):
        raise _not_object("Object.defineProperty")
    define_on(o, key, to_descriptor(attributes, get_member, has_property))
    return o


def define_properties(o: Any = U, properties: Any = U, *_: Any) -> Any:
    """``Object.defineProperties(o, {key: descriptor, ...})``."""
    if not is_object(o):
        raise _not_object("Object.defineProperties")
    _nullish(properties)
    parsed = [(k, to_descriptor(v, get_member, has_property)) for k, v in object_entries(properties)]
    tick(len(parsed))
    for key, desc in parsed:
        define_on(o, key, desc)
    return o


def object_create(proto: Any = U, properties: Any = U, *_: Any) -> Any:
    """``Object.create(proto, descriptors)``; ``Object.create(null)`` inherits nothing."""
    if proto is None:
        obj: Any = {}
        descriptors.table(obj).proto = None
    elif type(proto) is Builtin and proto is PROTOTYPES.get("Object"):
        obj = {}
    else:
        obj = create_inheriting(proto)
    if properties is not U:
        define_properties(obj, properties)
    return obj


# -- reading ----------------------------------------------------------------------------


def own_property(o: Any, key: Any) -> Prop | None:
    """``o``'s own property ``key`` as a ``Prop``, or None."""
    key = _key(key)
    raw = raw_dict(o)
    if raw is not None:
        prop = descriptors.current(raw, key)
        if prop is not None and type(raw) is JSError and key in ERROR_HIDDEN:
            return Prop(prop.value, False, True, True, True)
        return prop
    if type(o) is str:
        if key == "length":
            return Prop(utf16.length(o), False, False, False, True)
        index = _index(key)
        unit = utf16.unit_at(o, index) if index is not None else None
        return None if unit is None else Prop(unit, True, False, False, True)
    if is_array(o):
        if key == "length":
            return Prop(len(o), False, True, False, True)
        index = _index(key)
        return Prop(o[index], True, True, True, True) if index is not None and index < len(o) else None
    if type(o) is Builtin:
        value = o.members.get(key, descriptors.DEFAULT)
        return None if value is descriptors.DEFAULT else Prop(value, False, False, False, True)
    has_own = getattr(type(o), "__js_has_own__", None)
    if has_own is not None:  # (storage: one lookup, not a list of every item)
        return Prop(get_member(o, key), True, True, True, True) if has_own(o, key) else None
    if not is_object(o):
        return None
    for name, value in object_entries(o):  # a Python object's public fields, a class's nothing
        if name == key:
            return Prop(value, True, True, True, True)
    return None


def _index(key: str) -> int | None:
    return int(key) if descriptors.is_index(key) else None


def get_own_property_descriptor(o: Any = U, key: Any = U, *_: Any) -> Any:
    _nullish(o)
    prop = own_property(o, key)
    return U if prop is None else descriptor(prop)


def own_keys(o: Any) -> list[str]:
    """Every own string key of ``o``, enumerable or not, in JavaScript's order."""
    raw = raw_dict(o)
    if raw is not None:
        keys = descriptors.own_keys(raw, enumerable_only=False)
        if type(raw) is JSError:  # (V8's order: stack, message, cause; a built-in name is its prototype's)
            hidden = [k for k in ("stack", "message", "cause") if dict.__contains__(raw, k)]
            if dict.get(raw, "name") not in ERROR_CLASS_NAMES:
                hidden.append("name")
            keys = hidden + [k for k in keys if k not in ERROR_HIDDEN]
        tick(len(keys))
        return descriptors.ordered(keys)
    if type(o) is str or is_array(o):
        tick(len(o))
        return [str(i) for i in range(utf16.length(o) if type(o) is str else len(o))] + ["length"]
    if type(o) is Builtin:
        return list(o.members)
    keys = [k for k, _ in object_entries(o)]
    tick(len(keys))
    return keys


def get_own_property_descriptors(o: Any = U, *_: Any) -> dict:
    _nullish(o)
    out = {}
    for key in own_keys(o):
        prop = own_property(o, key)
        if prop is not None:
            out[key] = descriptor(prop)
    return out


def get_own_property_names(o: Any = U, *_: Any) -> list[str]:
    _nullish(o)
    return own_keys(o)


# -- prototypes --------------------------------------------------------------------------


def get_prototype_of(o: Any = U, *_: Any) -> Any:
    """``Object.getPrototypeOf``: a prototype set or given to ``Object.create``; the
    built-in prototypes of arrays, strings and plain objects."""
    _nullish(o)
    table = props_of(o)
    if table is not None and table.proto is not DEFAULT:
        return table.proto
    raw = raw_dict(o)
    if type(raw) is JSInstance and type(raw.proto) is not JSClass:
        return raw.proto
    if type(o) is str:
        return PROTOTYPES["String"]
    if is_array(o):
        return PROTOTYPES["Array"]
    if raw is not None and type(raw) is not JSInstance:
        return PROTOTYPES["Object"]
    return PROTOTYPES["Object"] if js_typeof(o) == "object" else U


operations.provide(get_prototype_of=get_prototype_of)


def set_prototype(o: Any, proto: Any) -> bool:
    """[[SetPrototypeOf]]: False when ``o`` is not extensible (or the chain would loop)."""
    raw = raw_dict(o)
    if raw is None:
        if get_prototype_of(o) is proto:
            return True
        raise ExpressionError("Object.setPrototypeOf: petite cannot change the prototype of this value", kind="TypeError")
    if proto is get_prototype_of(o):
        return True
    descriptors.check_writable(o, raw)
    table = props_of(raw)
    if table is not None and not table.extensible:
        return False
    walk = proto
    while walk is not None and walk is not U and is_object(walk):  # (a step a level: the budget bounds it)
        tick(1)
        if raw_dict(walk) is raw:
            return False
        walk = get_prototype_of(walk)
        if type(walk) is Builtin:
            break
    descriptors.table(raw).proto = DEFAULT if proto is PROTOTYPES["Object"] and type(raw) is not JSInstance else proto
    return True


def _check_proto(proto: Any) -> None:
    if proto is not None and not is_object(proto):
        raise ExpressionError(f"Object prototype may only be an Object or null: {_show(proto)}", kind="TypeError")


def _show(value: Any) -> str:
    return to_js_string(value)


def set_prototype_of(o: Any = U, proto: Any = U, *_: Any) -> Any:
    if o is None or o is U:
        raise ExpressionError("Object.setPrototypeOf called on null or undefined", kind="TypeError")
    _check_proto(proto)
    if not is_object(o):
        return o
    if not set_prototype(o, proto):
        raise ExpressionError("Cyclic __proto__ value or object is not extensible", kind="TypeError")
    return o


# -- integrity ----------------------------------------------------------------------------


def _integrity(level: str) -> Any:
    def apply(o: Any = U, *_: Any) -> Any:
        raw = raw_dict(o)
        if raw is not None:
            descriptors.set_integrity(o, raw, level)
        return o

    return apply


def _test_integrity(level: str) -> Any:
    def test(o: Any = U, *_: Any) -> bool:
        if not is_object(o):
            return True
        if type(o) is Builtin:
            return True  # (petite's built-ins are frozen)
        raw = raw_dict(o)
        return raw is not None and descriptors.test_integrity(raw, level)

    return test


def is_extensible(o: Any = U, *_: Any) -> bool:
    if not is_object(o) or type(o) is Builtin:
        return False
    table = props_of(o)
    return table is None or table.extensible


# -- Reflect --------------------------------------------------------------------------------


def _target(name: str, o: Any) -> None:
    if not is_object(o):
        raise _not_object(f"Reflect.{name}")


def reflect_get(o: Any = U, key: Any = U, receiver: Any = U, *_: Any) -> Any:
    _target("get", o)
    if receiver is not U and receiver is not o:
        raw = raw_dict(o)
        prop = descriptors.current(raw, _key(key)) if raw is not None else None
        if prop is not None and type(prop.value) is Accessor:
            return prop.value.get(receiver)
    return get_member(o, key)


def reflect_set(o: Any = U, key: Any = U, value: Any = U, *_: Any) -> bool:
    _target("set", o)
    key = _key(key)
    if type(o) is Builtin or refused_write(o, key) is not None:  # (what strict code's write refuses)
        return False
    set_member(o, key, value)
    return True


def reflect_has(o: Any = U, key: Any = U, *_: Any) -> bool:
    _target("has", o)
    return has_property(o, key)


def reflect_apply(fn: Any = U, this: Any = U, args: Any = U, *_: Any) -> Any:
    if js_typeof(fn) != "function":
        raise ExpressionError(f"Function.prototype.apply was called on {_show(fn)}, which is {js_typeof(fn)} "
                              "and not a function", kind="TypeError")
    if not is_object(args):
        raise ExpressionError("CreateListFromArrayLike called on non-object", kind="TypeError")
    return call_with_this(fn, this, tuple(array_like_items(args)), "Reflect.apply")


def reflect_construct(cls: Any = U, args: Any = U, *_: Any) -> Any:
    if js_typeof(cls) != "function":
        raise ExpressionError(f"{_show(cls)} is not a constructor", kind="TypeError")
    if not is_object(args):
        raise ExpressionError("CreateListFromArrayLike called on non-object", kind="TypeError")
    return construct(cls, tuple(array_like_items(args)), "Reflect.construct")


def reflect_define_property(o: Any = U, key: Any = U, attributes: Any = U, *_: Any) -> bool:
    _target("defineProperty", o)
    desc = to_descriptor(attributes, get_member, has_property)
    try:
        define_on(o, key, desc)
    except ExpressionError as error:
        if error.kind != "TypeError":
            raise
        return False
    return True


def reflect_delete_property(o: Any = U, key: Any = U, *_: Any) -> bool:
    _target("deleteProperty", o)
    return delete_member(o, key)


def reflect_get_prototype_of(o: Any = U, *_: Any) -> Any:
    _target("getPrototypeOf", o)
    return get_prototype_of(o)


def reflect_set_prototype_of(o: Any = U, proto: Any = U, *_: Any) -> bool:
    _target("setPrototypeOf", o)
    _check_proto(proto)
    return set_prototype(o, proto)


def reflect_get_own_property_descriptor(o: Any = U, key: Any = U, *_: Any) -> Any:
    _target("getOwnPropertyDescriptor", o)
    return get_own_property_descriptor(o, key)


def reflect_own_keys(o: Any = U, *_: Any) -> list[Any]:
    _target("ownKeys", o)
    return own_keys(o) + get_own_property_symbols(o)


def get_own_property_symbols(o: Any = U, *_: Any) -> list[Any]:
    _nullish(o)
    raw = raw_dict(o)
    if raw is None:
        return []
    tick(len(raw))  # (every key is looked at)
    return descriptors.own_symbols(raw)


def reflect_prevent_extensions(o: Any = U, *_: Any) -> bool:
    _target("preventExtensions", o)
    raw = raw_dict(o)
    if raw is not None:
        descriptors.set_integrity(o, raw, "extensions")
    return raw is not None or type(o) is Builtin


def reflect_is_extensible(o: Any = U, *_: Any) -> bool:
    _target("isExtensible", o)
    return is_extensible(o)


OBJECT_STATICS = {
    "defineProperty": define_property,
    "defineProperties": define_properties,
    "getOwnPropertyDescriptor": get_own_property_descriptor,
    "getOwnPropertyDescriptors": get_own_property_descriptors,
    "getOwnPropertyNames": get_own_property_names,
    "getOwnPropertySymbols": get_own_property_symbols,
    "getPrototypeOf": get_prototype_of,
    "setPrototypeOf": set_prototype_of,
    "create": object_create,
    "freeze": _integrity("frozen"),
    "seal": _integrity("sealed"),
    "preventExtensions": _integrity("extensions"),
    "isFrozen": _test_integrity("frozen"),
    "isSealed": _test_integrity("sealed"),
    "isExtensible": is_extensible,
}

REFLECT = Builtin("Reflect", {
    "get": reflect_get,
    "set": reflect_set,
    "has": reflect_has,
    "apply": reflect_apply,
    "construct": reflect_construct,
    "defineProperty": reflect_define_property,
    "deleteProperty": reflect_delete_property,
    "getPrototypeOf": reflect_get_prototype_of,
    "setPrototypeOf": reflect_set_prototype_of,
    "getOwnPropertyDescriptor": reflect_get_own_property_descriptor,
    "ownKeys": reflect_own_keys,
    "preventExtensions": reflect_prevent_extensions,
    "isExtensible": reflect_is_extensible,
})

