"""Operators, member access and calls with JavaScript semantics.

Generated code calls these helpers; each checks the common exact types first
(``type(x) is int``, ``type(obj) is dict``) and falls back to the general rule.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping, MutableMapping, MutableSequence, Sequence
from collections.abc import MappingView, Set as AbstractSet
from typing import Any

from petite.reactivity import to_raw
from petite.reactivity.proxies import PLAIN_DICT_PROXIES, SELECTABLE, ReactiveObject

from . import bigint, bigint_builtin, operations, sandbox, utf16
from .bigint import JSBigInt
from .bindings import python_error
from .classes import MISSING as MISSING_MEMBER
from .classes import JSClass, JSInstance, instance_behind, user_method
from .classes import object_create as create_inheriting
from .budget import CURRENT, ExpressionLimitError, call_generated, exhausted, stack_limit, tick
from .scope import ATTRIBUTE_PROXIES, FAST_MAPPINGS, GLOBALS, ScopeClass
from .scope import MISSING as SCOPE_MISSING
from .dates import JSDate
from .dom_interfaces import interface_names, interfaces
from .collections import JSCollection
from .regexp import MatchArray
from .tagged import TemplateStrings
from .generators import GeneratorItems, JSGenerator
from .iterators import JSIterator, protocol_items, symbol_member
from .errors import ExpressionError, NeedsPage
from . import descriptors
from .descriptors import MAX_PROTOTYPE_CHAIN, props_of
from .property_tables import tables_get
from .method_tables import ARRAY_METHODS, BOOLEAN_METHODS, FUNCTION_METHODS, NUMBER_METHODS, OBJECT_METHODS, STRING_METHODS
from .method_tables import TYPED_ARRAY_METHODS
from .functions import FUNCTION_TYPES, BoundFunction, BoundMethod, Builtin, JSFunction, call, call_with_this, function_length
from .functions import function_name, function_text
from . import function_props
from .values import (
    ERROR_CLASS_NAMES,
    EXACT_NUMBERS,
    INF,
    JS_WHITESPACE,
    MAX_ARRAY_LENGTH,
    MAX_SAFE_INTEGER,
    MAX_STRING_LENGTH,
    NAN,
    SYMBOL_ITERATOR,
    Accessor,
    JSObject,
    JSSymbol,
    array_limit,
    error_to_string,
    is_array,
    is_error,
    is_object,
    js_key_order,
    js_typeof,
    make_error,
    normalize_number,
    object_entries,
    string_limit,
    symbol_string,
    to_int32,
    to_js_string,
    to_number,
    to_numeric,
    to_primitive,
    to_property_key,
    to_double,
    to_uint32,
    undefined,
)

ERROR_NAMES = frozenset(ERROR_CLASS_NAMES)
MISSING = SCOPE_MISSING

# what every object inherits from Object.prototype (``'toString' in {}`` is true)
OBJECT_PROTO_NAMES = frozenset(
    "constructor hasOwnProperty isPrototypeOf propertyIsEnumerable toLocaleString toString valueOf".split()
)  # call apply bind toString (methods.py fills it)


# Receiver types whose Python operations match JavaScript's (see ``register_types``):
# the optimistic code subscripts these directly.
MAP_TYPES: set[type] = {dict}
SEQ_TYPES: set[type] = {list}
LEN_TYPES: set[type] = {list, str}
STR_TYPES = frozenset({str})
NUM_TYPES = frozenset({int, float})
CMP_TYPES = frozenset({int, float, str})
FAIL = None  # ``FAIL[0]`` raises TypeError: the optimistic code gives up


# Reactive proxies of exact dicts read as dicts (`row.id` on a reactive row).
MAP_TYPES.update(PLAIN_DICT_PROXIES)
ATTRIBUTE_PROXIES.append(ReactiveObject)
SELECTABLE.add(type(undefined))  # (`undefined === x` is identity, as null's)


def register_types(mapping: Any = (), sequence: Any = ()) -> None:
    """Declare proxy types that behave like dict / list for reads.

    ``mapping`` types: ``obj[key]`` returns the property or raises KeyError, ``key in obj``
    agrees. ``sequence`` types: ``len`` and non-negative indexing behave like a list's.
    Registered types take the compiled code's fast paths.
    """
    for cls in mapping:
        MAP_TYPES.add(cls)
        FAST_MAPPINGS.add(cls)
    for cls in sequence:
        SEQ_TYPES.add(cls)
        LEN_TYPES.add(cls)


def iter_list(value: Any) -> Any:
    """The list an inlined ``map``/``filter`` walks (TypeError: not the fast case)."""
    if type(value) in SEQ_TYPES:
        tick(len(value))
        return value
    raise TypeError("not a list")


# -- work budget (see budget.py) ------------------------------------------------------


def limit_guard() -> None:
    """First statement of a generated ``finally``: a limit error is never swallowed."""
    exc = sys.exc_info()[1]
    if type(exc) is GeneratorExit:  # an async function nothing will resume is collected:
        raise exc  # its ``finally`` never runs, as in JavaScript
    if isinstance(exc, (ExpressionLimitError, RecursionError, MemoryError)):
        raise exc if isinstance(exc, ExpressionLimitError) else _limit_from(exc)
    budget = CURRENT.get()
    if budget is not None and budget.steps < 0:
        exhausted(budget)


def _limit_from(exc: BaseException) -> ExpressionLimitError:
    if isinstance(exc, MemoryError):
        return ExpressionLimitError("Out of memory")
    return stack_limit()  # type: ignore[return-value]


def call_method(obj: Any, key: Any, args: Any, description: str = "expression") -> Any:
    """``obj[key](...args)`` with ``this = obj``."""
    t = type(obj)
    if t is list:
        impl = ARRAY_METHODS.get(key)
        if impl is not None:
            return impl(obj, *args)
        fn = get_member(obj, key)
    elif t is str:
        impl = STRING_METHODS.get(key)
        if impl is not None:
            return impl(obj, *args)
        fn = get_member(obj, key)
    elif t is dict:
        fn = obj.get(key, MISSING) if type(key) is str else get_member(obj, key)
        if fn is MISSING and (tables := tables_get()) and id(obj) in tables:
            fn = _object_proto(obj, key)  # (a property defined with Object.defineProperty)
        elif fn is MISSING:
            impl = OBJECT_METHODS.get(key)
            if impl is not None:
                return impl(obj, *args)
            fn = undefined
    elif t is Builtin:
        fn = obj.members.get(key, MISSING) if type(key) is str else undefined
        return call(get_member(obj, key) if fn is MISSING else fn, args, description)
    elif obj is None or obj is undefined:
        raise cannot_read(obj, key)
    elif t is int or t is float or t is bool:
        impl = (BOOLEAN_METHODS if t is bool else NUMBER_METHODS).get(key)
        if impl is not None:
            return impl(obj, *args)
        fn = undefined
    else:
        if type(t) is ScopeClass:
            fn, holder = obj.find(key)
            if type(fn) is JSFunction:
                return call_generated(fn.func, (holder, *args))
            return call(obj.inherited(key) if fn is undefined else fn, args, description)
        if is_array(obj):
            impl = ARRAY_METHODS.get(key)
            if impl is not None:
                return impl(obj, *args)
        elif isinstance(obj, str):
            impl = STRING_METHODS.get(key)
            if impl is not None:
                return impl(str.__str__(obj), *args)
        elif is_object(obj) and key not in obj and instance_behind(obj) is None and props_of(obj) is None:
            # (a class instance, or a reactive proxy of one, asks its class chain first)
            impl = OBJECT_METHODS.get(key)
            if impl is not None and not (key == "toString" and is_error(obj)):
                return impl(obj, *args)
        fn = get_member(obj, key)
    if type(fn) is JSFunction:
        return call_generated(fn.func, (obj, *args))
    return call(fn, args, description)


def call_name(scope: Any, name: str, args: Any) -> Any:
    """A bare-name call ``name(...)``: JavaScript functions get the scope as ``this``."""
    fn, holder = scope.find(name, True)
    if type(fn) is JSFunction:
        return call_generated(fn.func, (holder, *args))
    return call(fn, args, name)


# -- member access --------------------------------------------------------------------


def get_member(obj: Any, key: Any) -> Any:
    """``obj[key]`` / ``obj.key``."""
    t = type(obj)
    if t is dict:
        if type(key) is str:
            value = obj.get(key, MISSING)
        else:
            value = obj.get(to_property_key(key), MISSING)
            if value is MISSING and type(key) is not float:
                value = obj.get(key, MISSING) if _hashable(key) else MISSING
        if value is MISSING:
            return _object_proto(obj, key)
        return value
    if t is list:
        if type(key) is int:
            if 0 <= key < len(obj):
                return obj[key]
            return undefined
        return _sequence_member(obj, key)
    if t is str:
        if type(key) is int:
            if obj.isascii():
                return obj[key] if 0 <= key < len(obj) else undefined
            unit = utf16.unit_at(obj, key)
            return undefined if unit is None else unit
        if key == "length":
            return utf16.length(obj)
        return _string_member(obj, key)
    if obj is None or obj is undefined:
        raise cannot_read(obj, key)
    if t is JSObject:
        value = dict.get(obj, to_property_key(key), MISSING)
        if value is MISSING:
            return _object_proto(obj, key)
        if type(value) is Accessor:
            return value.get(obj)
        return value
    if t is Builtin:
        if type(key) is not str:
            return undefined
        value = obj.members.get(key, undefined)
        if type(value) is Accessor:  # (RegExp.$1 ...: regexp.LEGACY_STATICS)
            return value.get(obj)
        if value is not undefined or obj.function is None:
            return value
        if key == "length":  # (`String.length`, `Image.length`: Chromium's)
            length = function_length(obj)
            return undefined if length is None else length
        if key == "name":
            return obj.name
        impl = FUNCTION_METHODS.get(key)  # (a callable one is a function: `Array.apply`, `Boolean.call`)
        return undefined if impl is None else BoundMethod(impl, obj)
    if t is int or t is float or t is bool:
        if key == "constructor":
            return GLOBALS["Boolean" if t is bool else "Number"]
        impl = (BOOLEAN_METHODS if t is bool else NUMBER_METHODS).get(key if type(key) is str else to_property_key(key))
        return BoundMethod(impl, obj) if impl is not None else undefined
    if t is JSClass:
        return obj.static_member(to_property_key(key))
    if type(t) is ScopeClass:
        return obj.member(key)
    if t is JSBigInt:
        return bigint_builtin.member(obj, key)
    if t is JSFunction or t is BoundMethod or t is BoundFunction or t in FUNCTION_TYPES:
        own = function_props.own_get(obj, to_property_key(key), t is JSFunction and obj.constructible)
        if own is not function_props.MISSING:  # (`fn.cache`, `Todo.prototype`: function_props)
            return own
        impl = FUNCTION_METHODS.get(key) if type(key) is str else None
        if impl is not None:
            return BoundMethod(impl, obj)
        if key == "name":
            return function_name(obj)
        if key == "length":
            length = function_length(obj)
            if length is not None:
                return length
        if t is not JSFunction and t is not BoundMethod and t is not BoundFunction:
            return sandbox.get_attribute(obj, key)
        return undefined
    if isinstance(obj, str):
        return get_member(str.__str__(obj), key)
    if isinstance(obj, Mapping):
        value = obj.get(to_property_key(key), MISSING)
        if value is MISSING:
            if type(key) is not int:
                return _object_proto(obj, key)
            value = obj.get(key, MISSING)
            if value is MISSING:
                return _object_proto(obj, key)
        if type(value) is Accessor:
            return value.get(obj)  # ``this`` is the mapping itself (a proxy stays a proxy)
        return value
    if t is MatchArray and key in ("index", "input", "groups"):
        return getattr(obj, key)
    if t is TemplateStrings and key == "raw":
        return obj.raw
    if is_array(obj):
        index = _array_index(key)
        if index is not None:
            return obj[index] if index < len(obj) else undefined
        return _sequence_member(obj, key)
    if isinstance(obj, (int, float)):
        return get_member(float(obj) if isinstance(obj, float) else int(obj), key)
    if isinstance(obj, EXACT_NUMBERS):
        return get_member(to_double(obj), key)
    if type(key) is JSSymbol:  # (a host object's own symbol-keyed property, an iterable built-in's [Symbol.iterator])
        own_properties = getattr(t, "__js_own__", None)  # (`el[s] = 1`: what the page's code wrote, petite.domview)
        own = own_properties(obj) if own_properties is not None else None
        return own[key] if own and key in own else symbol_member(obj, key)
    value = sandbox.get_attribute(obj, key)
    if value is undefined and type(key) is str and key in OBJECT_METHODS and interfaces(obj) is not None:
        return _dom_object_member(obj, key)
    return value


def cannot_read(nothing: Any, key: Any) -> ExpressionError:
    """The TypeError of reading `key` of undefined or null, as V8 words it."""
    text = to_js_string(nothing)
    if key is SYMBOL_ITERATOR:
        return ExpressionError(f"{text} is not iterable (cannot read property Symbol(Symbol.iterator))")
    name = symbol_string(key) if type(key) is JSSymbol else to_js_string(key)
    return ExpressionError(f"Cannot read properties of {text} (reading '{name}')")


def _dom_object_member(view: Any, key: str) -> Any:
    """What a DOM view inherits from Object.prototype (`$el.toString()`, `valueOf`,
    `hasOwnProperty` ...): its `toString` is its string (`[object HTMLDivElement]`,
    a classList's value)."""
    if key in ("toString", "toLocaleString"):
        return BoundMethod(lambda obj, *_: to_js_string(obj), view, key)
    return BoundMethod(OBJECT_METHODS[key], view, key)


def _hashable(key: Any) -> bool:
    try:
        hash(key)
    except TypeError:
        return False
    return True


def _array_index(key: Any) -> int | None:
    t = type(key)
    if t is int:
        return key if key >= 0 else None
    if t is float:
        return int(key) if key.is_integer() and key >= 0 else None
    if t is str and key.isdigit() and key.isascii() and (key == "0" or key[0] != "0"):
        return int(key)
    if t is JSBigInt:
        return key.value if key.value >= 0 else None
    return None


def _sequence_member(obj: Any, key: Any) -> Any:
    index = _array_index(key)
    if index is not None:
        return obj[index] if index < len(obj) else undefined
    if key == "length":
        return len(obj)
    if key == "constructor":
        return GLOBALS["Array"]
    impl = ARRAY_METHODS.get(key) if type(key) is str or type(key) is JSSymbol else None
    if impl is not None:
        return BoundMethod(impl, obj)
    own = getattr(type(obj), "__js_member__", None)  # (a DOM collection's `item`, `namedItem` ...)
    return own(obj, key) if own is not None else undefined


def _string_member(obj: str, key: Any) -> Any:
    index = _array_index(key)
    if index is not None:
        unit = utf16.unit_at(obj, index)
        return undefined if unit is None else unit
    if key == "constructor":
        return GLOBALS["String"]
    impl = STRING_METHODS.get(key) if type(key) is str or type(key) is JSSymbol else None
    return BoundMethod(impl, obj) if impl is not None else undefined


def _object_proto(obj: Any, key: Any) -> Any:
    if type(obj) is dict:
        table = tables.get(id(obj)) if (tables := tables_get()) else None
    else:
        table = props_of(obj)
    if table is not None:  # (defined properties, a prototype set: descriptors.py)
        value = descriptors.hidden_member(obj, table, key, get_member)
        if value is not descriptors.DEFAULT:
            return value
    instance = instance_behind(obj)  # class members, Object.create's prototype
    if instance is not None:
        value = instance.inherited(to_property_key(key), obj)
        if value is not MISSING_MEMBER:
            return value
    if key == "toString" and is_error(obj):
        return BoundMethod(error_to_string, obj)  # Error.prototype.toString
    if key == "constructor":  # Object.prototype.constructor, or the instance's class
        if instance is not None and type(instance.proto) is JSClass:
            return instance.proto
        if is_error(obj) and (name := obj.get("name")) in ERROR_NAMES:  # (`e.constructor.name`: "RangeError")
            return GLOBALS[name]
        return GLOBALS["Object"]
    impl = OBJECT_METHODS.get(key) if type(key) is str else None
    return BoundMethod(impl, obj) if impl is not None else undefined


def set_member(obj: Any, key: Any, value: Any, strict: bool = False) -> Any:
    """``obj[key] = value``; returns ``value``. A write that cannot take (an accessor
    without a setter, a read-only property, a new key on a non-extensible object) does
    nothing in sloppy code and is a TypeError in ``strict`` code (a class body, a 'use
    strict' function: the compiler passes it)."""
    if strict and (refused := descriptors.refused_write(obj, key)) is not None:
        raise ExpressionError(refused, kind="TypeError")
    t = type(obj)
    if t is dict:
        if (tables := tables_get()) and id(obj) in tables:  # (read-only, accessor or frozen: descriptors.py)
            descriptors.write(obj, obj, tables[id(obj)], to_property_key(key), value)
            return value
        obj[key if type(key) is str else to_property_key(key)] = value
        return value
    if t is list or (t is not str and isinstance(obj, MutableSequence)):
        if key == "length":
            own = getattr(t, "__js_set_length__", None) if t is not list else None  # (a select's options)
            (own or set_length)(obj, value)
            return value
        index = _array_index(key)
        if index is None:
            raise ExpressionError(f"Cannot set property '{to_js_string(key)}' of an array")
        n = len(obj)
        if index < n:
            obj[index] = value
        elif index - n > MAX_ARRAY_LENGTH:
            raise array_limit()
        else:
            obj.extend([undefined] * (index - n))
            obj.append(value)
        return value
    if obj is None or obj is undefined:
        raise ExpressionError(f"Cannot set properties of {to_js_string(obj)} (setting '{to_js_string(key)}')")
    if type(t) is ScopeClass:
        obj.assign(to_property_key(key), value)
        return value
    if t is JSClass:
        return obj.set_static(to_property_key(key), value)
    if t is JSObject or isinstance(obj, MutableMapping):
        pkey = to_property_key(key)
        table = props_of(obj)
        if table is not None:
            descriptors.write(obj, descriptors.raw_dict(obj), table, pkey, value)
            return value
        current = obj.get(pkey, None) if t is JSObject else None
        # a class's setter runs for its instances, and for a reactive proxy of one (with
        # the proxy as `this`, so the setter's own writes trigger), not an own property
        instance = obj if t is JSInstance else None if t is dict or t is JSObject else instance_behind(obj)
        if instance is not None and not dict.__contains__(instance, pkey):
            current = instance.inherited_setter(pkey)
            proxied = getattr(obj, "_p_inherited_write", None) if instance is not obj else None
            if type(current) is Accessor and proxied is not None:
                proxied(pkey, current, value)  # (the key triggers as an added one)
                return value
        if type(current) is Accessor:
            current.set(obj, value)
        else:
            obj[pkey] = value
        return value
    if t is Builtin or isinstance(obj, (Mapping, Sequence)) or t in (int, float, bool, str, JSBigInt):
        # frozen built-ins, read-only mappings, primitives: JavaScript ignores the write
        return value
    if t is JSFunction or t is BoundMethod or t is BoundFunction or t in FUNCTION_TYPES:
        function_props.own_set(obj, to_property_key(key), value, t is JSFunction and obj.constructible)  # (never a Python attribute)
        return value
    sandbox.set_attribute(obj, key, value)
    return value


def set_length(obj: Any, value: Any) -> None:
    n = to_number(value)
    if type(n) is float and n.is_integer():
        n = int(n)
    if type(n) is not int or n < 0:
        raise ExpressionError("Invalid array length", kind="RangeError")
    if n > MAX_ARRAY_LENGTH:
        raise array_limit()
    current = len(obj)
    if n < current:
        del obj[n:]
    elif n > current:
        obj.extend([undefined] * (n - current))


def delete_member(obj: Any, key: Any) -> bool:
    if obj is None or obj is undefined:
        raise ExpressionError(f"Cannot convert undefined or null to object (deleting '{to_js_string(key)}')")
    if isinstance(obj, MutableMapping):
        pkey = to_property_key(key)
        table = props_of(obj)
        if table is not None and not descriptors.delete(descriptors.raw_dict(obj), table, pkey):
            return False
        if pkey in obj:
            del obj[pkey]
        return True
    if isinstance(obj, MutableSequence):
        index = _array_index(key)
        if index is not None and index < len(obj):
            obj[index] = undefined  # (a hole reads as undefined: petite's arrays have none)
        return index is not None or to_property_key(key) != "length"  # length is not configurable
    js_delete = getattr(type(obj), "__js_delete__", None)
    if js_delete is not None:  # a view whose properties are its items (petite.storage)
        return js_delete(obj, to_property_key(key))
    t = type(obj)
    if t is JSFunction or t is BoundMethod or t is BoundFunction or t in FUNCTION_TYPES:
        return function_props.own_delete(obj, to_property_key(key))
    return False


def has_property(obj: Any, key: Any) -> bool:
    """``key in obj``."""
    if type(obj) is dict and not ((tables := tables_get()) and id(obj) in tables):
        pkey = to_property_key(key)
        return pkey in obj or pkey in OBJECT_PROTO_NAMES
    if obj is None or obj is undefined or type(obj) in (str, int, float, bool):
        raise ExpressionError(f"Cannot use 'in' operator to search for '{to_js_string(key)}' in {to_js_string(obj)}")
    if type(type(obj)) is ScopeClass:
        return obj.has(to_property_key(key))
    if isinstance(obj, Mapping):
        pkey = to_property_key(key)
        if pkey in obj:
            return True
        table = props_of(obj)
        if table is not None:  # defined properties, a prototype set (descriptors.py)
            found = descriptors.has_hidden(table, pkey, has_property)
            if found is not None:
                return found
        if pkey in OBJECT_PROTO_NAMES:
            return True
        instance = instance_behind(obj)
        return instance is not None and instance.inherited(pkey) is not MISSING_MEMBER
    if is_array(obj):
        index = _array_index(key)
        if index is not None:
            return index < len(obj)
        pkey = to_property_key(key)
        if pkey == "length" or pkey in ARRAY_METHODS or pkey in OBJECT_PROTO_NAMES:
            return True
        own = getattr(type(obj), "__js_member__", None)  # (a DOM collection's `item`, named items)
        return own is not None and own(obj, pkey) is not undefined
    if type(obj) is Builtin:  # (its keys as property keys: `{} in Math` asked for an unhashable dict)
        # (and a constructor's `name`, `length`, `call` ...: what reading it finds, `get_member`)
        pkey = to_property_key(key)
        return pkey in obj.members or obj.function is not None and get_member(obj, pkey) is not undefined
    t = type(obj)
    if t is JSFunction or t is BoundMethod or t is BoundFunction or t in FUNCTION_TYPES:
        # (a function has what reading it finds, `get_member`'s rule: its methods, `name`,
        # `length`; asking the Python object showed a built-in method's `impl` and `obj`
        # and a bound function's `target` and `args`, and hid `name`, `length` and `call`)
        return get_member(obj, key) is not undefined
    js_has = getattr(type(obj), "__js_has__", None)
    if js_has is not None:  # a view whose properties are its items (petite.storage)
        return js_has(obj, to_property_key(key))
    return sandbox.attribute_allowed(obj, key) and hasattr(obj, key)


DOM_INTERFACES = frozenset(interface_names())
# A DOM constructor named otherwise than the interface of what it makes (its prototype is
# that interface's): `new Option() instanceof Option`
LEGACY_FACTORIES = {"Option": "HTMLOptionElement", "Image": "HTMLImageElement", "Audio": "HTMLAudioElement"}


def instance_of(value: Any, cls: Any) -> bool:
    if type(cls) is BoundFunction:  # (asks its target)
        return instance_of(value, cls.target)
    instance = instance_behind(value)
    if instance is not None and instance.inherits(cls):
        return True
    if type(cls) is JSClass:
        return False
    if type(cls) is JSFunction:
        return function_props.inherits_prototype(value, cls)
    if type(cls) is Builtin and GLOBALS.get(cls.name) is cls and LEGACY_FACTORIES.get(cls.name, cls.name) in DOM_INTERFACES:
        chain = interfaces(value)  # (a DOM view: `$event instanceof MouseEvent`)
        return chain is not None and LEGACY_FACTORIES.get(cls.name, cls.name) in chain
    if cls is GLOBALS.get("Array"):
        return is_array(value)
    if cls is GLOBALS.get("Function"):
        return js_typeof(value) == "function"
    if cls is GLOBALS.get("Date"):
        return type(value) is JSDate or type(getattr(instance_behind(value), "base", None)) is JSDate
    if type(cls) is Builtin and cls.instances is not None:  # (RegExp, Set, Map, URL, Promise ...)
        return type(value) is cls.instances
    if type(cls) is Builtin and cls.name in ERROR_NAMES:
        if not isinstance(value, Mapping) or value.get("name") not in ERROR_NAMES:
            return False
        return cls.name == "Error" or value.get("name") == cls.name
    if cls is GLOBALS.get("Object"):
        return is_array(value) or is_object(value) or js_typeof(value) == "function" or interfaces(value) is not None
    if isinstance(cls, type) and not isinstance(cls, Builtin):
        return isinstance(value, cls)
    if js_typeof(cls) != "function":
        raise ExpressionError("Right-hand side of 'instanceof' is not callable")
    return False


# -- operators ------------------------------------------------------------------------


def concat(a: str, b: str) -> str:
    """`a + b` of two strings: past 4,096 characters a step per 64 (as any string an
    operator builds), past the longest string a RangeError. (A string and a number, a
    boolean or an object joined uncharged: `a.push(s + i)` with a long `s` kept gigabytes
    for a few steps each.)"""
    n = len(a) + len(b)
    if n > 4096:
        if n > MAX_STRING_LENGTH:
            raise string_limit()
        tick(n >> 6)
    return a + b


def add(a: Any, b: Any) -> Any:
    ta = type(a)
    tb = type(b)
    if ta is int and tb is int:
        r = a + b
        if -MAX_SAFE_INTEGER <= r <= MAX_SAFE_INTEGER:
            return r
        return to_double(r)
    if ta is str and tb is str:
        return a + b if len(a) + len(b) <= 4096 else concat(a, b)
    if (ta is float or ta is int) and (tb is float or tb is int):
        return a + b
    a = to_primitive(a)
    b = to_primitive(b)
    if type(a) is str or type(b) is str:
        return concat(to_js_string(a), to_js_string(b))
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.add(a, b)
    return normalize_number(to_number(a) + to_number(b))


def sub(a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int:
        r = a - b
        if -MAX_SAFE_INTEGER <= r <= MAX_SAFE_INTEGER:
            return r
        return to_double(r)
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.sub(a, b)
    a = to_number(a)
    b = to_number(b)
    return normalize_number(a - b)


def mul(a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int:
        r = a * b
        if r == 0 and (a < 0 or b < 0):
            return -0.0
        if -MAX_SAFE_INTEGER <= r <= MAX_SAFE_INTEGER:
            return r
        return to_double(r)
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.mul(a, b)
    a = to_number(a)
    b = to_number(b)
    try:
        return normalize_number(a * b)
    except OverflowError:
        return to_double(a) * to_double(b)


def div(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.div(a, b)
    a = to_number(a)
    b = to_number(b)
    if b == 0:
        if a != a or a == 0:
            return NAN
        negative = (a < 0) != (math.copysign(1.0, b) < 0)
        return -INF if negative else INF
    if type(a) is int and type(b) is int:
        q, r = divmod(a, b)
        if r == 0:
            if q == 0 and (a < 0) != (b < 0):
                return -0.0
            return q
    try:
        return a / b
    except OverflowError:
        return to_double(a) / to_double(b)


def mod(a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int and b != 0:
        r = abs(a) % abs(b)
        if a < 0:
            return -r if r else -0.0
        return r
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.mod(a, b)
    a = to_number(a)
    b = to_number(b)
    if b == 0 or a != a or b != b or a in (INF, -INF):
        return NAN
    if b in (INF, -INF):
        return a
    r = math.fmod(a, b)
    return normalize_number(int(r)) if r.is_integer() and r != 0 else r


def power(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.power(a, b)
    a = to_number(a)
    b = to_number(b)
    if b != b:
        return NAN
    if b == 0:
        return 1
    if a != a:
        return NAN
    if type(a) is int and type(b) is int and b >= 0 and (abs(a) <= 1 or b * abs(a).bit_length() <= 64):
        return normalize_number(a**b)
    if abs(a) == 1 and b in (INF, -INF):
        return NAN
    if a == 0 and b < 0:  # ±0 to a negative power: ±Infinity (-0 to an odd integer: -Infinity)
        odd = float(b).is_integer() and int(b) % 2 == 1
        return -INF if odd and math.copysign(1, a) < 0 else INF
    try:
        r = math.pow(a, b)
    except OverflowError:
        r = INF if a > 0 or (float(b).is_integer() and int(b) % 2 == 0) else -INF
    except ValueError:
        return NAN
    return r


def negate(a: Any) -> Any:
    if type(a) is int:
        return -a if a else -0.0
    if type(a) is JSBigInt:
        return bigint.negate(a)
    return -to_number(a)


def plus(a: Any) -> Any:
    return to_number(a)


def bit_not(a: Any) -> Any:
    if type(a) is JSBigInt:
        return bigint.bit_not(a)
    return ~to_int32(a)


def bit_and(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.bit_and(a, b)
    return to_int32(to_int32(a) & to_int32(b))


def bit_or(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.bit_or(a, b)
    return to_int32(to_int32(a) | to_int32(b))


def bit_xor(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.bit_xor(a, b)
    return to_int32(to_int32(a) ^ to_int32(b))


def shift_left(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.shift_left(a, b)
    return to_int32(to_int32(a) << (to_uint32(b) & 31))


def shift_right(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.shift_right(a, b)
    return to_int32(a) >> (to_uint32(b) & 31)


def shift_right_unsigned(a: Any, b: Any) -> Any:
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.shift_right_unsigned(a, b)
    return to_uint32(a) >> (to_uint32(b) & 31)


def increment(a: Any, delta: int) -> Any:
    if type(a) is int:
        r = a + delta
        return r if -MAX_SAFE_INTEGER <= r <= MAX_SAFE_INTEGER else to_double(r)
    if type(a) is JSBigInt:
        return bigint.increment(a, delta)
    return normalize_number(to_number(a) + delta)


def _compare(a: Any, b: Any) -> Any:
    """Abstract relational comparison: returns (a, b) as comparable values or None for NaN."""
    if type(a) is JSDate:  # the "number" hint: dates compare by time
        a = a.ms
    if type(b) is JSDate:
        b = b.ms
    a = to_primitive(a, "number")
    b = to_primitive(b, "number")
    if type(a) is str and type(b) is str:
        if len(a) > 4096:
            tick(len(a) >> 6)  # comparing long strings reads them
        return a, b
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.compare_pair(_bigint_operand(a), _bigint_operand(b))
    a = to_number(a)
    b = to_number(b)
    if a != a or b != b:
        return None
    return a, b


def lt(a: Any, b: Any) -> bool:
    ta = type(a)
    if (ta is int or ta is float) and type(a) is type(b):
        return a < b
    pair = _compare(a, b)
    return pair is not None and pair[0] < pair[1]


def gt(a: Any, b: Any) -> bool:
    ta = type(a)
    if (ta is int or ta is float) and type(a) is type(b):
        return a > b
    pair = _compare(a, b)
    return pair is not None and pair[0] > pair[1]


def le(a: Any, b: Any) -> bool:
    ta = type(a)
    if (ta is int or ta is float) and type(a) is type(b):
        return a <= b
    pair = _compare(a, b)
    return pair is not None and pair[0] <= pair[1]


def ge(a: Any, b: Any) -> bool:
    ta = type(a)
    if (ta is int or ta is float) and type(a) is type(b):
        return a >= b
    pair = _compare(a, b)
    return pair is not None and pair[0] >= pair[1]


_NUMBER_TYPES = (int, float, *EXACT_NUMBERS)


def strict_equals(a: Any, b: Any) -> bool:
    """``a === b``."""
    ta = type(a)
    tb = type(b)
    if ta is tb:
        if ta is str:
            if len(a) > 4096 and a is not b:
                tick(len(a) >> 6)  # comparing long strings reads them
            return a == b
        if ta is int or ta is float or ta is bool:
            return a == b
        if a is b:
            return True
        if a is None or a is undefined:
            return False
        if ta is JSBigInt:
            return a.value == b.value
        if ta is JSSymbol:
            return a == b  # (registered symbols of one key)
        if isinstance(a, str):
            return str.__eq__(a, b)
        if isinstance(a, _NUMBER_TYPES) and ta is not bool:
            return a == b
        return getattr(ta, "__js_same__", False) is True and a == b  # (two views of one DOM node)
    if ta is bool or tb is bool:
        return False
    if ta in _NUMBER_TYPES and tb in _NUMBER_TYPES:
        return a == b
    if isinstance(a, str) and isinstance(b, str):
        return str.__eq__(str.__str__(a), str.__str__(b))
    if isinstance(a, _NUMBER_TYPES) and isinstance(b, _NUMBER_TYPES):
        return to_double(a) == to_double(b)
    return a is b


def equals_selected(other: Any, value: Any, owner: Any, name: str) -> bool:
    """``other === name``, ``name`` read by ``Scope.select`` (``value``, ``owner``): when
    the proxy ``owner`` left its read unsubscribed, the running effect subscribes to the
    comparison (`_p_select`: it re-runs only when the result can change) for a
    primitive ``other``, else to the value as a read would."""
    if owner is not None:
        if other.__class__ in SELECTABLE:
            owner._p_select(name, other, value)
        else:
            owner._p_track(name)
    return strict_equals(other, value)


def selected_equals(value: Any, owner: Any, name: str, other: Any) -> bool:
    """``name === other``: ``name`` read first, as JavaScript does (see ``equals_selected``)."""
    return equals_selected(other, value, owner, name)


def js_equals(a: Any, b: Any) -> bool:
    """``a == b`` (loose equality)."""
    ta = type(a)
    tb = type(b)
    if ta is tb and ta is not bool and (ta is str or ta is int or ta is float):
        return a == b
    a_nullish = a is None or a is undefined
    b_nullish = b is None or b is undefined
    if a_nullish or b_nullish:
        return a_nullish and b_nullish
    a_prim = _is_primitive(a)
    b_prim = _is_primitive(b)
    if not a_prim and not b_prim:
        return strict_equals(a, b) if ta is tb else False
    if not a_prim:
        a = to_primitive(a)
        if not _is_primitive(a):
            return False
    if not b_prim:
        b = to_primitive(b)
        if not _is_primitive(b):
            return False
    if type(a) is str and type(b) is str:
        return a == b
    if type(a) is JSBigInt or type(b) is JSBigInt:
        return bigint.loose_equals(_bigint_operand(a), _bigint_operand(b))
    if isinstance(a, bool):
        a = int(a)
    if isinstance(b, bool):
        b = int(b)
    return to_number(a) == to_number(b)


def _bigint_operand(v: Any) -> Any:
    """A primitive compared with a BigInt: a BigInt or string as it is, else its number."""
    return v if type(v) is JSBigInt or type(v) is str else to_number(v)


def _is_primitive(v: Any) -> bool:
    return isinstance(v, (str, int, float, JSBigInt, *EXACT_NUMBERS)) or v is None or v is undefined


def is_nullish(v: Any) -> bool:
    return v is None or v is undefined


# -- building values ------------------------------------------------------------------


def iteration_items(value: Any) -> Any:
    """The one rule for what JavaScript's iteration protocol walks in `value` (`for…of`,
    spread, `Array.from`, destructuring and `v-for` all use it): a string's characters,
    an array's items (any Python sequence), a set's items (Python sets, a JavaScript
    Set), a dict view's items, a Map's [key, value] pairs, a generator object's values
    (taken lazily, each resumption charged: `generators.GeneratorItems`), an iterator
    object's remaining values (`arr.values()`, `map.keys()`: iterators.py), an object's
    own `[Symbol.iterator]()` protocol (`iterators.protocol_items`, each `next()`
    charged), a DOM collection's items (its class's `__js_iteration__`: `classList`,
    `form.elements`); None when `value` is not iterable.

    Python generators and iterators are not iterable in templates: walking one runs host
    code (its body) and uses it up, so they stay opaque objects (with no own keys, as a
    JavaScript generator object is to petite-vue's `v-for`)."""
    t = type(value)
    if t is list or t is str or t is tuple:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    if is_array(value) or isinstance(value, (AbstractSet, MappingView)):
        return value
    if isinstance(value, (JSCollection, JSGenerator, JSIterator)):  # (a generator's: taken lazily)
        return value._iteration()
    items = getattr(t, "__js_iteration__", None)  # (a DOM collection: `[...el.classList]`)
    if items is not None:
        return items(value)
    if isinstance(value, Mapping) and not isinstance(value, AbstractSet):  # [Symbol.iterator]() { ... }
        method = get_member(value, SYMBOL_ITERATOR)
        if method is not undefined:
            return protocol_items(value, method)
    return None


def not_iterable(value: Any) -> ExpressionError:
    return ExpressionError(f"{to_js_string(value) if value is None or value is undefined else typename(value)} is not iterable")


def spread_items(value: Any) -> Any:
    """The items of ``...value`` in an array literal or call."""
    items = iteration_items(value)
    if items is None:
        raise not_iterable(value)
    tick(len(items))
    return items if type(items) is list else list(items)


def array_like_items(value: Any) -> list:
    """The arguments ``fn.apply(this, value)`` and ``Reflect.apply``/``construct`` pass
    (CreateListFromArrayLike): an array's items, else items 0 to ``length - 1`` of an
    object (``{ length: 2 }``: two undefined), at most 65,535 (V8's argument limit)."""
    if is_array(value):
        return list(spread_items(value))
    length = to_number(get_member(value, "length"))  # (ToLength: '3' is 3, 2.7 is 2, NaN and below 0 are 0)
    n = 0 if not length > 0 else int(length) if length < 2**53 else 2**53 - 1  # (Infinity: a RangeError, V8's kind)
    tick(n)
    return [get_member(value, i) for i in range(min(n, 65_535))]


def typename(value: Any) -> str:
    if is_object(value):
        return "object"
    return js_typeof(value)


def spread_object(value: Any) -> dict:
    """The own entries of ``...value`` in an object literal."""
    t = type(value)
    if t is dict:
        if len(value) > 16:
            tick(len(value))
        return value if not ((tables := tables_get()) and id(value) in tables) else dict(object_entries(value))
    if value is None or value is undefined or t in (int, float, bool):
        return {}
    if hasattr(value, "__len__"):
        tick(len(value))
    if t is str:  # one key per UTF-16 unit
        return {str(i): c for i, c in enumerate(utf16.units(value))}
    if is_array(value):
        return {str(i): v for i, v in enumerate(value)}
    if isinstance(value, Mapping):
        if props_of(value) is not None:
            return dict(object_entries(value))
        if t is JSObject:
            return {k: (v.get(value) if type(v) is Accessor else v) for k, v in dict.items(value)}
        return {to_property_key(k): value[k] for k in list(value.keys())}
    if hasattr(value, "__js_fields__") or callable(value):  # the scope ($data), DOM views, navigator; a function's own properties
        entries = dict(object_entries(value))
        tick(len(entries))
        return entries
    return {}


def make_object(entries: list[tuple[str, Any, Any]]) -> dict:
    """An object literal with getters/setters: ``entries`` of (kind, key, value)."""
    obj = JSObject()
    for kind, key, value in entries:
        if kind == "init":
            dict.__setitem__(obj, key, value)
        elif kind == "spread":
            for k, v in spread_object(value).items():
                dict.__setitem__(obj, k, v)
        else:
            current = dict.get(obj, key)
            accessor = current if type(current) is Accessor else Accessor()
            if kind == "get":
                accessor.getter = value
            else:
                accessor.setter = value
            dict.__setitem__(obj, key, accessor)
    return obj


def check_array(items: list) -> list:
    tick(len(items))
    if len(items) > MAX_ARRAY_LENGTH:
        raise array_limit()
    return items


def iterate(value: Any) -> Any:
    """What ``for (x of value)`` walks (see `iteration_items`)."""
    items = iteration_items(value)
    if items is None:
        raise not_iterable(value)
    return items


def iterate_keys(value: Any) -> list:
    """What ``for (k in value)`` walks, charged a step a key (the keys are listed before
    the loop's first step: a loop that breaks at once still paid for them)."""
    keys = _for_in_keys(value)
    tick(len(keys))
    return keys


def _for_in_keys(value: Any) -> list:
    if value is None or value is undefined:
        return []
    if isinstance(value, Mapping):  # its own enumerable keys, then its prototypes' not shadowed
        keys: list = []
        shadowed: set = set()
        for _ in range(MAX_PROTOTYPE_CHAIN):
            raw = descriptors.raw_dict(value)
            table = props_of(raw) if raw is not None else None
            if table is not None:  # (defined properties: the enumerable ones)
                own = descriptors.own_keys(raw)
            else:
                own = [k for k in value.keys() if type(k) is not JSSymbol]
            ordered = [k for k, _ in js_key_order([(to_property_key(k), None) for k in own])]
            keys += [k for k in ordered if k not in shadowed]
            proto = _prototype_object(value, table)
            if proto is None:
                break
            every = own if table is None else descriptors.own_keys(raw, enumerable_only=False)
            shadowed.update(to_property_key(k) for k in every)  # (every own key shadows, enumerable or not)
            value = proto
        return keys
    if is_array(value) or isinstance(value, str):
        return [str(i) for i in range(len(value))]
    if type(type(value)) is ScopeClass:
        return value.for_in_keys()
    if hasattr(value, "__js_fields__") or callable(value):  # DOM views, a function's own properties
        return [k for k, _ in object_entries(value)]
    return []


def _prototype_object(value: Any, table: Any) -> Mapping | None:
    """The object `value` inherits from when it is one with properties of its own to
    list (`Object.create(p)`, `Object.setPrototypeOf(o, p)`), else None (Object.prototype,
    null, a class's prototype: nothing enumerable)."""
    proto = table.proto if table is not None else descriptors.DEFAULT
    if proto is descriptors.DEFAULT:
        raw = to_raw(value)
        proto = raw.proto if type(raw) is JSInstance else None
    return proto if isinstance(proto, Mapping) else None


def item_at(seq: Any, index: int) -> Any:
    return seq[index] if index < len(seq) else undefined


def pattern_items(value: Any, count: int = -1) -> list:
    """Items for an array destructuring pattern (``count``: it takes that many, no rest;
    a generator gives only those)."""
    if count >= 0 and type(value) is JSGenerator:
        return GeneratorItems(value).take(count)
    if count >= 0 and isinstance(value, Mapping):  # an object's own iterator (maybe endless)
        items = iteration_items(value)
        if hasattr(items, "take"):
            return items.take(count)
    return list(spread_items(value))


def object_rest(value: Any, used: list[str]) -> dict:
    return {k: v for k, v in spread_object(value).items() if k not in used}


def template(*parts: Any) -> str:
    out = "".join(p if type(p) is str else to_js_string(p) for p in parts)
    if len(out) > 4096:
        if len(out) > MAX_STRING_LENGTH:
            raise string_limit()
        tick(len(out) >> 6)
    return out


def throw(value: Any) -> None:
    """``throw value``: an ExpressionError (kind from ``new TypeError(...)`` etc.).

    The error keeps the thrown value as ``thrown`` for a ``catch`` to receive.
    """
    if isinstance(value, ExpressionError):
        raise value
    if isinstance(value, Mapping):
        kind = value.get("name", "Error")
        error = ExpressionError(to_js_string(value.get("message", "")), kind=to_js_string(kind))
    else:
        error = ExpressionError(f"Uncaught {to_js_string(value)}", kind="Error")
    error.thrown = value
    raise error


def caught(exc: BaseException) -> Any:
    """The value a ``catch (e)`` receives for ``exc``.

    Running out of a limit (work budget, stack depth, memory, string/array size) is not
    catchable: a template cannot loop on its own limit errors.
    """
    if isinstance(exc, ExpressionLimitError):
        raise exc
    if isinstance(exc, (RecursionError, MemoryError)):
        raise _limit_from(exc) from None
    budget = CURRENT.get()
    if budget is not None and budget.steps < 0:
        exhausted(budget)
    if isinstance(exc, ExpressionError):
        if hasattr(exc, "thrown"):
            return exc.thrown
        return make_error(exc.kind, exc.message)
    mapped = python_error(exc)
    if mapped is not None:
        return make_error(mapped.kind, mapped.message)
    return make_error("Error", f"{type(exc).__name__}: {exc}")


def void(_value: Any) -> Any:
    return undefined




def in_operator(key: Any, obj: Any) -> bool:
    """``key in obj``."""
    return has_property(obj, key)


def update_name(scope: Any, name: str, delta: int, prefix: bool) -> Any:
    """``name++`` / ``--name`` on a scope variable."""
    old = to_numeric(scope.lookup(name))
    new = increment(old, delta)
    scope.assign(name, new)
    return new if prefix else old


def update_member(obj: Any, key: Any, delta: int, prefix: bool, strict: bool = False) -> Any:
    """``obj.key++`` / ``--obj[key]``."""
    old = to_numeric(get_member(obj, key))
    new = increment(old, delta)
    set_member(obj, key, new, strict)
    return new if prefix else old


def throw_destructure(value: Any) -> None:
    raise ExpressionError(f"Cannot destructure '{to_js_string(value)}' as it is {to_js_string(value)}.")


def wrap_error(exc: BaseException, expression: str) -> BaseException:
    """Turn any exception raised while evaluating into an ``ExpressionError``."""
    if isinstance(exc, ExpressionError):
        if exc.expression is None:
            exc.expression = expression
        return exc
    if isinstance(exc, RecursionError):
        return ExpressionLimitError("Maximum call stack size exceeded", expression)
    if isinstance(exc, MemoryError):
        return ExpressionLimitError("Out of memory", expression)
    if isinstance(exc, (KeyboardInterrupt, SystemExit, GeneratorExit, NeedsPage)):
        return exc
    error = python_error(exc)
    if error is not None:
        error.expression = expression
        error.__cause__ = exc
        return error
    error = ExpressionError(f"{type(exc).__name__}: {exc}", expression, kind="Error")
    error.__cause__ = exc
    return error


def construct(cls: Any, args: Any, description: str) -> Any:
    """``new cls(...args)``: built-ins with a constructor, Python classes, and functions
    defined in templates (``this`` is a new object; an object the function returns wins)."""
    if type(cls) is JSClass:
        return cls.construct(args)
    if type(cls) is BoundFunction:  # (its bound `this` is ignored; its bound arguments come first)
        return construct(cls.target, (*cls.args, *args), description)
    if type(cls) is JSFunction and cls.constructible:
        proto = get_member(cls, "prototype")  # (its objects inherit it: `Todo.prototype.toggle`)
        this = create_inheriting(proto) if is_object(proto) else JSObject()
        result = call_generated(cls.func, (this, *args))
        primitive = result is None or result is undefined or isinstance(result, (bool, int, float, str))
        return this if primitive else result  # an object the function returns (a Date too) wins
    if type(cls) is Builtin:
        if cls.constructor is None:
            raise ExpressionError(f"{description} is not a constructor")
        return cls.constructor(*args)
    if isinstance(cls, type):
        sandbox.check_callable(cls, description)
        return cls(*args)
    raise ExpressionError(f"{description} is not a constructor")


def builtin_tables() -> tuple:
    """The built-in functions by JavaScript name, each table with its owner's name
    (``Array.prototype``, ``Math``, ``globalThis``: ``operations.builtin_tables``)."""
    methods = (("Array.prototype", ARRAY_METHODS), ("String.prototype", STRING_METHODS),
               ("Number.prototype", NUMBER_METHODS), ("Boolean.prototype", BOOLEAN_METHODS),
               ("Object.prototype", OBJECT_METHODS), ("Function.prototype", FUNCTION_METHODS),
               ("Uint8Array.prototype", TYPED_ARRAY_METHODS))
    return (*methods, *((g.name, g.members) for g in GLOBALS.values() if type(g) is Builtin), ("globalThis", GLOBALS))


operations.provide(
    builtin_tables=builtin_tables,
    get_member=get_member,
    construct=construct,
    spread_items=spread_items,
    user_method=user_method,
    call_with_this=call_with_this,
    function_text=function_text,
    inherited_get=lambda proto, key, receiver: descriptors.inherited_get(proto, to_property_key(key), receiver, get_member),
    NOT_INHERITED=descriptors.DEFAULT,
    inherited_setter=descriptors.inherited_setter,
)
