"""The globals an expression can reach: Math, JSON, Object, Array, Number, String..."""

from __future__ import annotations

import base64
import binascii
import logging
import math
import random
import re
import struct
from collections.abc import Mapping
from typing import Any, Callable
from urllib.parse import quote

from petite.reactivity import is_proxy

from . import bigint, bigint_builtin, host, utf16
from . import dom_interfaces, reflect
from .timers import FRAME_MS
from .reflect import same_value
from .dates import JSDate, date_now, date_parse, date_utc, format_locale, locale_parts, make_date, resolved_date_options
from .errors import ExpressionError
from .budget import ExpressionLimitError
from .collections import (
    JSCollection,
    JSMap,
    JSSet,
    JSWeakMap,
    JSWeakRef,
    JSWeakSet,
    make_map,
    make_set,
    make_weak_map,
    make_weak_ref,
    make_weak_set,
    not_without_new,
)
from .formdata import JSFormData, make_form_data
from . import typed_arrays
from .urls import JSURL, JSURLSearchParams, can_parse, make_search_params, make_url, parse_or_null
from .media_queries import match_media
from .intl_text import make_list_format, make_plural_rules, make_relative_time_format
from .locale_tags import requested_locales, resolve_locale, supported_locales_of
from .promises import PROMISE, queue_microtask
from .regexp import LEGACY_STATICS, JSRegExp, make_regexp
from .functions import OBJECT_RECEIVER, Builtin, PageObject, callback
from .method_tables import ARRAY_METHODS, OBJECT_METHODS, STRING_METHODS
from .methods import (
    ARRAY_RECEIVER,
    collation_options,
    has_own,
    metered_string_method,
    s_locale_compare,
)
from .number_locales import format_number, number_format_options, number_parts
from .runtime import get_member, iteration_items, not_iterable, power, set_member, spread_items, spread_object, tick
from .scope import GLOBALS, ScopeClass
from .descriptors import props_of
from .tagged import string_raw
from types import MappingProxyType

from .values import (
    SYMBOL_ITERATOR,
    SYMBOL_TO_PRIMITIVE,
    JSSymbol,
    symbol_for,
    symbol_key_for,
    symbol_string,
    ERROR_CLASS_NAMES,
    INF,
    JS_SPACES,
    MAX_ARRAY_LENGTH,
    MAX_SAFE_INTEGER,
    MAX_STRING_LENGTH,
    NAN,
    Accessor,
    array_limit,
    is_array,
    is_object,
    js_typeof,
    js_key_order,
    make_error,
    json_parse,
    json_stringify,
    normalize_number,
    object_entries,
    string_limit,
    to_integer,
    to_js_string,
    to_number,
    to_property_key,
    to_uint32,
    truthy,
    undefined,
    to_double,
)

U = undefined
console_logger = logging.getLogger("petite.console")


# -- Math ---------------------------------------------------------------------------


def math_round(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if type(n) is int:
        return n
    if n != n or n in (INF, -INF):
        return n
    r = math.floor(n)
    if n - r >= 0.5:  # exact for every float (floor(n + 0.5) is not: 0.49999999999999994)
        r += 1
    if r == 0 and (n < 0 or math.copysign(1, n) < 0):
        return -0.0
    return normalize_number(r)


def _int_or_float(fn: Any) -> Any:
    def wrapper(x: Any = U, *_: Any) -> Any:
        n = to_number(x)
        if type(n) is int:
            return n
        if n != n or n in (INF, -INF):
            return n
        r = fn(n)
        if r == 0 and math.copysign(1, n) < 0:
            return -0.0
        return normalize_number(int(r))

    return wrapper


def math_max(*args: Any) -> Any:
    result: Any = -INF
    for a in args:
        n = to_number(a)
        if n != n:
            return NAN
        if n > result or (n == 0 and result == 0 and math.copysign(1, result) < 0):  # +0 beats -0
            result = n
    return result


def math_min(*args: Any) -> Any:
    result: Any = INF
    for a in args:
        n = to_number(a)
        if n != n:
            return NAN
        if n < result or (n == 0 and result == 0 and math.copysign(1, n) < 0):  # -0 beats +0
            result = n
    return result


def math_imul(a: Any = U, b: Any = U, *_: Any) -> int:
    product = (to_uint32(a) * to_uint32(b)) & 0xFFFFFFFF
    return product - 0x100000000 if product >= 0x80000000 else product


def math_fround(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if n != n or n in (INF, -INF):
        return n
    try:
        return normalize_number(struct.unpack("f", struct.pack("f", n))[0])
    except OverflowError:  # beyond float32's range: rounds to infinity
        return INF if n > 0 else -INF


def math_clz32(x: Any = U, *_: Any) -> int:
    return 32 - to_uint32(x).bit_length()


def _float_fn(fn: Any, arity: int = 1) -> Any:
    def wrapper(*args: Any) -> Any:
        values = [to_number(a) for a in (args + (U,) * arity)[:arity]]
        if any(v != v for v in values):
            return NAN
        try:
            r = fn(*values)
        except (ValueError, ZeroDivisionError):
            return NAN
        except OverflowError:
            return INF
        return r

    return wrapper


def math_sign(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if n != n or n == 0:
        return n
    return 1 if n > 0 else -1


def math_log(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if n != n or n < 0:
        return NAN
    if n == 0:
        return -INF
    return math.log(n)


def _log_base(fn: Any) -> Any:
    def wrapper(x: Any = U, *_: Any) -> Any:
        n = to_number(x)
        if n != n or n < 0:
            return NAN
        if n == 0:
            return -INF
        if n == INF:
            return INF
        r = fn(n)
        return normalize_number(int(r)) if r.is_integer() else r

    return wrapper


def math_sqrt(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if n != n or n < 0:
        return NAN
    if n == INF:
        return INF
    r = math.sqrt(n)
    return normalize_number(int(r)) if r.is_integer() else r


def math_pow(a: Any = U, b: Any = U, *_: Any) -> Any:
    return power(a, b)


def math_hypot(*args: Any) -> Any:
    values = [to_number(a) for a in args]
    if any(v in (INF, -INF) for v in values):
        return INF
    if any(v != v for v in values):
        return NAN
    # V8's algorithm (scaled by the largest value, Kahan-compensated sum), digit for digit
    absolute = [abs(to_double(v)) for v in values]
    largest = max(absolute, default=0.0)
    if largest == 0:
        return 0
    total = compensation = 0.0
    for v in absolute:
        n = v / largest
        summand = n * n - compensation
        preliminary = total + summand
        compensation = (preliminary - total) - summand
        total = preliminary
    return normalize_number(math.sqrt(total) * largest)


def math_cbrt(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    if n != n or n in (INF, -INF) or n == 0:
        return n
    return normalize_number(fdlibm_cbrt(to_double(n)))


def fdlibm_cbrt(x: float) -> float:
    """fdlibm's cbrt (what V8 runs), bit for bit: a 23-bit estimate, one Newton step."""
    bits = struct.unpack("<Q", struct.pack("<d", x))[0]
    hx, sign = (bits >> 32) & 0x7FFFFFFF, (bits >> 32) & 0x80000000
    if hx < 0x00100000:  # subnormal: scale by 2**54 first
        t = x * 18014398509481984.0
        high = (struct.unpack("<Q", struct.pack("<d", t))[0] >> 32) & 0x7FFFFFFF
        t = _from_words(sign | (high // 3 + 696219795), 0)
    else:
        t = _from_words(sign | (hx // 3 + 715094163), 0)
    r = (t * t) * (t / x)
    t = t * ((1.87595182427177009643 + r * (-1.88497979543377169875 + r * 1.621429720105354466140))
             + ((r * r) * r) * (-0.758397934778766047437 + r * 0.145996192886612446982))
    tb = (struct.unpack("<Q", struct.pack("<d", t))[0] + 0x80000000) & 0xFFFFFFFFC0000000
    t = struct.unpack("<d", struct.pack("<Q", tb))[0]
    s = t * t
    r = x / s
    w = t + t
    r = (r - t) / (w + r)
    return t + t * r


def _from_words(high: int, low: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", (high << 32) | low))[0]


def math_abs(x: Any = U, *_: Any) -> Any:
    n = to_number(x)
    return abs(n)


MATH = Builtin(
    "Math",
    {
        "PI": math.pi,
        "E": math.e,
        "LN2": math.log(2),
        "LN10": math.log(10),
        "LOG2E": 1 / math.log(2),
        "LOG10E": 1 / math.log(10),
        "SQRT2": math.sqrt(2),
        "SQRT1_2": math.sqrt(0.5),
        "abs": math_abs,
        "ceil": _int_or_float(math.ceil),
        "floor": _int_or_float(math.floor),
        "trunc": _int_or_float(math.trunc),
        "round": math_round,
        "max": math_max,
        "imul": math_imul,
        "fround": math_fround,
        "clz32": math_clz32,
        "min": math_min,
        "pow": math_pow,
        "sqrt": math_sqrt,
        "cbrt": math_cbrt,
        "sign": math_sign,
        "random": lambda *_: random.random(),
        "log": math_log,
        "log2": _log_base(math.log2),
        "log10": _log_base(math.log10),
        "log1p": _float_fn(math.log1p),
        "exp": _float_fn(math.exp),
        "expm1": _float_fn(math.expm1),
        "sin": _float_fn(math.sin),
        "cos": _float_fn(math.cos),
        "tan": _float_fn(math.tan),
        "asin": _float_fn(math.asin),
        "acos": _float_fn(math.acos),
        "atan": _float_fn(math.atan),
        "atan2": _float_fn(math.atan2, 2),
        "sinh": _float_fn(math.sinh),
        "cosh": _float_fn(math.cosh),
        "tanh": _float_fn(math.tanh),
        "hypot": math_hypot,
    },
)


# -- JSON ---------------------------------------------------------------------------


def json_stringify_builtin(value: Any = U, replacer: Any = U, space: Any = U, *_: Any) -> Any:
    function = None
    if replacer not in (U, None):
        if is_array(replacer):
            keys = [to_property_key(k) for k in replacer]
            value = _pick_keys(value, set(keys))
        elif callable(replacer) and js_typeof(replacer) == "function":
            function = replacer
    return json_stringify(value, None if space is U else space, function)


def _pick_keys(value: Any, keys: set[str], depth: int = 0, count: list[int] | None = None) -> Any:
    """A copy of ``value`` with only ``keys`` in its objects. Every node copied counts:
    a structure that shares itself expands, and is held to the string limit."""
    count = [0] if count is None else count
    if is_object(value) or is_array(value):
        if depth > 200:
            raise ExpressionLimitError("JSON.stringify: structure is nested too deeply")
        count[0] += 1 + len(value)
        tick(1 + len(value))
        if count[0] > MAX_STRING_LENGTH:
            raise string_limit()
        if is_object(value):
            return {k: _pick_keys(v, keys, depth + 1, count) for k, v in spread_object(value).items() if k in keys}
        return [_pick_keys(v, keys, depth + 1, count) for v in value]
    return value


def structured_clone(value: Any = U, *_: Any) -> Any:
    """`structuredClone(value)`: a deep copy of data - objects (their own properties,
    getters read), arrays, Dates, Maps, Sets, regular expressions and primitives, with
    shared and cyclic references kept as shared and cyclic; a function, a Python object
    or reactive state (petite-vue's state is a Proxy, which a browser cannot clone) is a
    DataCloneError. Each value copied is charged, nesting is bounded."""
    copies: dict[int, Any] = {}

    def clone(v: Any, depth: int) -> Any:
        if v is None or v is U or isinstance(v, (bool, int, float, str, bigint.JSBigInt)):
            return v
        done = copies.get(id(v))
        if done is not None:
            return done
        if depth > 200:
            raise ExpressionLimitError("structuredClone: structure is nested too deeply")
        tick(1)
        t = type(v)
        if is_proxy(v) or type(t) is ScopeClass:  # (a browser cannot clone a Proxy: petite-vue's state is one)
            raise ExpressionError("Failed to execute 'structuredClone' on 'Window': #<Object> could not be cloned.",
                                  kind="DataCloneError")
        if t is JSDate:
            out = copies[id(v)] = JSDate(v.ms)
        elif t is JSRegExp:
            out = copies[id(v)] = make_regexp(v.source, v.flags)
        elif isinstance(v, JSMap):
            out = copies[id(v)] = JSMap()
            for key, item in v._pairs():
                out.set(clone(key, depth + 1), clone(item, depth + 1))
        elif isinstance(v, JSSet):
            out = copies[id(v)] = JSSet()
            for item in v._values():
                out.add(clone(item, depth + 1))
        elif t in (typed_arrays.JSArrayBuffer, typed_arrays.JSDataView) or isinstance(v, typed_arrays.JSTypedArray):
            out = copies[id(v)] = typed_arrays.clone(v, copies)  # (views of one buffer stay views of one copy)
        elif is_array(v):
            out = copies[id(v)] = []
            items = list(v)
            tick(len(items))
            out.extend(clone(item, depth + 1) for item in items)
        elif is_object(v) and js_typeof(v) == "object":
            out = copies[id(v)] = {}
            for key, item in _own_entries(v):
                out[key] = clone(item, depth + 1)
        else:
            raise ExpressionError(f"{to_js_string(v) if js_typeof(v) != 'function' else 'function'} could not be cloned.",
                                  kind="DataCloneError")
        return out

    return clone(value, 0)


def json_parse_builtin(text: Any = U, reviver: Any = U, *_: Any) -> Any:
    """``JSON.parse``, charged for the values it makes (about one per 4 characters)."""
    if type(text) is str and len(text) > 256:
        tick(len(text) >> 2)
    revive = callable(reviver) and js_typeof(reviver) == "function"
    return json_parse(text, reviver if revive else None)


JSON = Builtin("JSON", {"stringify": json_stringify_builtin, "parse": json_parse_builtin})


# -- Object / Array -----------------------------------------------------------------


def _own_entries(obj: Any) -> list[tuple[str, Any]]:
    if obj is None or obj is U:
        raise ExpressionError("Cannot convert undefined or null to object")
    if hasattr(obj, "__len__"):
        tick(len(obj))
    if is_object(obj) and props_of(obj) is not None:  # (defined properties: the enumerable ones)
        return object_entries(obj)
    if is_object(obj):
        items = []
        for key in list(obj.keys()):
            if type(key) is JSSymbol:
                continue
            value = obj[key]
            if type(value) is Accessor:
                value = value.get(obj)
            items.append((to_property_key(key), value))
        return js_key_order(items)
    if type(obj) is str:
        return [(str(i), v) for i, v in enumerate(utf16.units(obj))]
    if is_array(obj):
        return [(str(i), v) for i, v in enumerate(obj)]
    if hasattr(obj, "__js_fields__") or callable(obj):  # the scope ($data), DOM views, a function's own properties
        return object_entries(obj)
    return []


def object_assign(target: Any = U, *sources: Any) -> Any:
    if target is None or target is U:
        raise ExpressionError("Cannot convert undefined or null to object")
    for source in sources:
        for key, value in spread_object(source).items():
            set_member(target, key, value, True)  # (Object.assign's writes are strict)
    return target


def object_from_entries(entries: Any = U, *_: Any) -> dict:
    """`Object.fromEntries`: each item the iteration protocol gives must be an object;
    its members 0 and 1 are a key and a value."""
    items = iteration_items(entries)
    if items is None:
        raise not_iterable(entries)
    out = {}
    for entry in items:
        if entry is None or js_typeof(entry) not in ("object", "function"):
            raise ExpressionError(f"Iterator value {to_js_string(entry)} is not an entry object")
        out[to_property_key(get_member(entry, 0))] = get_member(entry, 1)
    return out


def _groups(items: Any, fn: Any) -> list[tuple[Any, Any]]:
    """(key, item) for each item of `items`, its key what `fn(item, index)` gives."""
    iterated = iteration_items(items)
    if iterated is None:
        raise not_iterable(items)
    call, _ = callback(fn)
    tick(len(iterated))
    return [(call(item, index), item) for index, item in enumerate(list(iterated))]


def object_group_by(items: Any = U, fn: Any = U, *_: Any) -> dict:
    """`Object.groupBy(items, fn)`: the items in arrays under their keys (as property keys)."""
    out: dict[str, list] = {}
    for key, item in _groups(items, fn):
        out.setdefault(to_property_key(key), []).append(item)
    return out


def map_group_by(items: Any = U, fn: Any = U, *_: Any) -> JSMap:
    """`Map.groupBy(items, fn)`: a Map from each key (compared as Map keys) to its items."""
    out = JSMap()
    for key, item in _groups(items, fn):
        group = out.get(key)
        if group is U:
            out.set(key, [item])
        else:
            group.append(item)
    return out


def prototype(name: str, methods: dict[str, Any], receiver: Any) -> Builtin:
    """`Array.prototype` and the like: the built-in methods of that kind of value, bound
    to a value no call can change (`receiver`), to `call`/`apply` on another one
    (`Array.prototype.slice.call(arguments, 1)`)."""
    members = {key: get_member(receiver, key) for key in methods}
    if isinstance(receiver, (str, tuple)):
        members["length"] = 0
    return Builtin(f"{name}.prototype", members)


def object_has_own(o: Any = U, key: Any = U, *_: Any) -> bool:
    if o is None or o is U:
        raise ExpressionError("Cannot convert undefined or null to object", kind="TypeError")
    return has_own(o, key)


OBJECT = Builtin(
    "Object",
    {
        "keys": lambda o=U, *_: [k for k, _ in _own_entries(o)],
        "values": lambda o=U, *_: [v for _, v in _own_entries(o)],
        "entries": lambda o=U, *_: [[k, v] for k, v in _own_entries(o)],
        "assign": object_assign,
        "fromEntries": object_from_entries,
        "groupBy": object_group_by,
        "is": lambda a=U, b=U, *_: same_value(a, b),
        "hasOwn": object_has_own,
        **reflect.OBJECT_STATICS,
        "prototype": prototype("Object", OBJECT_METHODS, OBJECT_RECEIVER),
    },
    lambda v=U, *_: {} if v is None or v is U else v,
)


def array_from(source: Any = U, fn: Any = U, this: Any = U, *_: Any) -> list:
    if source is None or source is U:
        raise ExpressionError(f"{to_js_string(source)} is not iterable")
    iterated = iteration_items(source)
    if iterated is not None:
        tick(len(iterated))
        items = list(iterated)
    elif is_object(source):
        length = to_integer(source.get("length", 0)) if isinstance(source, Mapping) else 0
        if length > MAX_ARRAY_LENGTH:
            raise array_limit()
        tick(max(0, length))
        items = [source.get(str(i), U) for i in range(max(0, length))]
    else:
        items = []
    if fn is not U:
        f, n = callback(fn, this)
        tick(len(items))
        items = [f(x, i) if n >= 2 else (f(x) if n == 1 else f()) for i, x in enumerate(items)]
    return items


def array_constructor(*args: Any) -> list:
    if len(args) == 1 and type(args[0]) in (int, float):
        n = args[0]
        if n != int(n) or n < 0:
            raise ExpressionError("Invalid array length", kind="RangeError")
        if n > MAX_ARRAY_LENGTH:
            raise array_limit()
        tick(int(n))
        return [U] * int(n)
    return list(args)


ARRAY = Builtin(
    "Array",
    {"isArray": lambda v=U, *_: is_array(v), "from": array_from, "of": lambda *items: list(items),
     "prototype": prototype("Array", ARRAY_METHODS, ARRAY_RECEIVER)},
    array_constructor,
)
reflect.PROTOTYPES.update(Object=OBJECT.members["prototype"], Array=ARRAY.members["prototype"])


# -- Number / String / Boolean ------------------------------------------------------


def parse_int(value: Any = U, radix: Any = U, *_: Any) -> Any:
    text = to_js_string(value)
    tick(len(text) >> 2)  # (read a character at a time)
    text = text[JS_SPACES.match(text).end():]
    sign = 1
    if text[:1] in ("+", "-"):
        sign = -1 if text[0] == "-" else 1
        text = text[1:]
    base = 0 if radix is U else to_integer(radix)
    if base == 0:
        base = 10
        if text[:2].lower() == "0x":
            base, text = 16, text[2:]
    elif base == 16 and text[:2].lower() == "0x":
        text = text[2:]
    if not 2 <= base <= 36:
        return NAN
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    end = 0
    while end < len(text) and text[end].lower() in digits:
        end += 1
    if end == 0:
        return NAN
    if end > 300:  # beyond any double's precision (and Python's int-parsing limit)
        return sign * float(text[:end]) if base == 10 else sign * INF
    return normalize_number(sign * int(text[:end], base))


FLOAT_PREFIX = re.compile(r"[+-]?(?:Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)")


def parse_float(value: Any = U, *_: Any) -> Any:
    text = to_js_string(value).lstrip(" \t\n\r\v\f\u00a0\u2028\u2029\ufeff")
    m = FLOAT_PREFIX.match(text)
    if not m:
        return NAN
    s = m.group()
    if "Infinity" in s:
        return -INF if s.startswith("-") else INF
    n = float(s)
    if n.is_integer() and abs(n) <= MAX_SAFE_INTEGER and not (n == 0 and s.startswith("-")):
        return int(n)
    return n


def is_nan(value: Any = U, *_: Any) -> bool:
    n = to_number(value)
    return n != n


def is_finite(value: Any = U, *_: Any) -> bool:
    n = to_number(value)
    return not (n != n or n in (INF, -INF))


def _is_number(v: Any) -> bool:
    return type(v) in (int, float)


NUMBER = Builtin(
    "Number",
    {
        "isInteger": lambda v=U, *_: _is_number(v) and is_finite(v) and to_double(v).is_integer(),
        "isSafeInteger": lambda v=U, *_: _is_number(v) and is_finite(v) and to_double(v).is_integer() and abs(v) <= MAX_SAFE_INTEGER,
        "isFinite": lambda v=U, *_: _is_number(v) and is_finite(v),
        "isNaN": lambda v=U, *_: _is_number(v) and v != v,
        "parseFloat": parse_float,
        "parseInt": parse_int,
        "MAX_SAFE_INTEGER": MAX_SAFE_INTEGER,
        "MIN_SAFE_INTEGER": -MAX_SAFE_INTEGER,
        "EPSILON": 2.0**-52,
        "MAX_VALUE": 1.7976931348623157e308,
        "MIN_VALUE": 5e-324,
        "POSITIVE_INFINITY": INF,
        "NEGATIVE_INFINITY": -INF,
        "NaN": NAN,
    },
    lambda v=0, *_: bigint.to_number(v) if type(v) is bigint.JSBigInt else to_number(v),
)


def from_char_code(*codes: Any) -> str:
    return utf16.join("".join(chr(to_integer(c) & 0xFFFF) for c in codes))


STRING = Builtin(
    "String",
    {"fromCharCode": from_char_code, "raw": string_raw, "fromCodePoint": lambda *c: "".join(chr(to_integer(x)) for x in c),
     "prototype": prototype("String", STRING_METHODS, "")},
    lambda v="", *_: symbol_string(v) if type(v) is JSSymbol else to_js_string(v),
)
BOOLEAN = Builtin("Boolean", {}, lambda v=U, *_: truthy(v))
reflect.PROTOTYPES["String"] = STRING.members["prototype"]


# -- URI / console / Date ------------------------------------------------------------


def encode_uri_component(value: Any = U, *_: Any) -> str:
    return quote(to_js_string(value), safe="-_.!~*'()")


def encode_uri(value: Any = U, *_: Any) -> str:
    return quote(to_js_string(value), safe="-_.!~*'();/?:@&=+$,#")


URI_RESERVED = ";/?:@&=+$,#"


def decode_uri_component(value: Any = U, *_: Any) -> str:
    return _decode(to_js_string(value), "")


def decode_uri(value: Any = U, *_: Any) -> str:
    return _decode(to_js_string(value), URI_RESERVED)


def _decode(text: str, keep: str) -> str:
    """The spec's Decode: ``%XX`` escapes of UTF-8; a malformed one is a URIError;
    escapes of the characters in ``keep`` stay escaped (decodeURI)."""
    if "%" not in text:
        return text
    tick(len(text) >> 1)  # (read and decoded a character at a time)
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        first = _hex_byte(text, i)
        if first < 0x80:
            out.append(text[i : i + 3] if chr(first) in keep else chr(first))
            i += 3
            continue
        count = 2 if 0xC0 <= first < 0xE0 else 3 if 0xE0 <= first < 0xF0 else 4 if 0xF0 <= first < 0xF8 else 0
        if count == 0:
            raise _uri_error()
        data = bytes([first] + [_hex_byte(text, i + 3 * k) for k in range(1, count)])
        try:
            out.append(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise _uri_error() from None
        i += 3 * count
    return "".join(out)


def _hex_byte(text: str, i: int) -> int:
    digits = text[i + 1 : i + 3]
    if text[i : i + 1] != "%" or len(digits) != 2 or not all(c in "0123456789abcdefABCDEF" for c in digits):
        raise _uri_error()
    return int(digits, 16)


def _uri_error() -> ExpressionError:
    return ExpressionError("URI malformed", kind="URIError")


def _console(level: int) -> Any:
    def log(*args: Any) -> Any:
        console_logger.log(level, " ".join(a if type(a) is str else _inspect(a) for a in args))
        return U

    return log


def _inspect(v: Any) -> str:
    """What console.log writes for ``v`` (logging never throws: a circular structure,
    such as DOM elements pointing at each other, is written as ``[Circular]``)."""
    if is_array(v) or is_object(v):
        try:
            text = json_stringify(v)
        except ExpressionLimitError:
            raise
        except ExpressionError:
            return "[Circular]"
        return text if type(text) is str else to_js_string(v)
    return to_js_string(v)


CONSOLE = Builtin(
    "console",
    {
        "log": _console(logging.INFO),
        "info": _console(logging.INFO),
        "debug": _console(logging.DEBUG),
        "warn": _console(logging.WARNING),
        "error": _console(logging.ERROR),
    },
)
def _error_class(name: str) -> Builtin:
    def make(message: Any = U, options: Any = U, *_: Any) -> dict:
        error = make_error(name, "" if message is U else to_js_string(message))
        if is_object(options) and "cause" in options:
            error["cause"] = options["cause"]
        return error

    def make_aggregate(errors: Any = U, message: Any = U, options: Any = U, *_: Any) -> dict:
        items = spread_items(errors)  # (an iterable: a TypeError otherwise, as in JavaScript)
        error = make(message, options)
        error["errors"] = list(items)
        return error

    return Builtin(name, {}, make_aggregate if name == "AggregateError" else make)


DATE = Builtin(
    "Date",
    {"now": date_now, "parse": date_parse, "UTC": date_utc},
    lambda *_: make_date().toString(),  # Date() without new gives a string
    make_date,
)

def _number_format(locales: Any = U, options: Any = U, *_: Any) -> Builtin:
    """``new Intl.NumberFormat(locales, options)``: ``format`` and ``resolvedOptions``
    (bad options fail here, as in JavaScript)."""
    resolved = number_format_options(locales, options)
    def format_to_parts(value: Any = U, *_: Any) -> list:
        return [{"type": kind, "value": text} for kind, text in number_parts(value, resolved)]

    return Builtin("Intl.NumberFormat", {"format": lambda value=U, *_: format_number(value, resolved),
                                         "formatToParts": format_to_parts,
                                         "resolvedOptions": lambda *_: resolved.resolved()})


def _date_format(locales: Any = U, options: Any = U, *_: Any) -> Builtin:
    """``new Intl.DateTimeFormat(locales, options)``: ``format`` and ``resolvedOptions``."""
    resolved = resolved_date_options(locales, options)  # a bad tag or time zone fails here, as in JavaScript

    def date_of(value: Any) -> JSDate:
        date = value if type(value) is JSDate else make_date() if value is U else make_date(value)
        if date.ms != date.ms:
            raise ExpressionError("Invalid time value", kind="RangeError")
        return date

    def format_date(value: Any = U, *_: Any) -> str:  # not named "format": the sandbox refuses that name
        return format_locale(date_of(value), options, "format", locales)

    def format_to_parts(value: Any = U, *_: Any) -> list:
        return [{"type": kind, "value": text} for kind, text in locale_parts(date_of(value), options, "format", locales)]

    return Builtin("Intl.DateTimeFormat", {"format": format_date, "formatToParts": format_to_parts,
                                           "resolvedOptions": lambda *_: dict(resolved)})


def _collator(locales: Any = U, options: Any = U, *_: Any) -> Builtin:
    """``new Intl.Collator(locales, options)``: ``compare`` as ``localeCompare`` with those
    options (sensitivity, numeric, ignorePunctuation), usable as a sort comparator."""
    sensitivity, numeric, punctuation = collation_options(options)  # bad options fail here, as in JavaScript
    locale = resolve_locale(locales)

    def compare(a: Any = U, b: Any = U, *_: Any) -> int:
        return s_locale_compare(to_js_string(a), b, locales, options)

    def resolved_options(*_: Any) -> dict[str, Any]:
        return {"locale": locale, "usage": "sort", "sensitivity": sensitivity, "ignorePunctuation": punctuation,
                "collation": "default", "numeric": numeric, "caseFirst": "false"}

    return Builtin("Intl.Collator", {"compare": compare, "resolvedOptions": resolved_options})


def _intl_class(name: str, make: Callable[..., Builtin]) -> Builtin:
    """An `Intl` constructor, with its static ``supportedLocalesOf``."""
    return Builtin(name, {"supportedLocalesOf": supported_locales_of}, make)


INTL = Builtin(
    "Intl",
    {
        "NumberFormat": _intl_class("NumberFormat", _number_format),
        "DateTimeFormat": _intl_class("DateTimeFormat", _date_format),
        "Collator": _intl_class("Collator", _collator),
        "RelativeTimeFormat": _intl_class("RelativeTimeFormat", make_relative_time_format),
        "PluralRules": _intl_class("PluralRules", make_plural_rules),
        "ListFormat": _intl_class("ListFormat", make_list_format),
        "getCanonicalLocales": lambda locales=U, *_: list(dict.fromkeys(requested_locales(locales))),
    },
)


def btoa(text: Any = U, *_: Any) -> str:
    text = to_js_string(text)
    try:
        raw = text.encode("latin-1")
    except UnicodeEncodeError:
        raise ExpressionError("Invalid character", kind="InvalidCharacterError") from None
    return base64.b64encode(raw).decode("ascii")


def atob(text: Any = U, *_: Any) -> str:
    text = to_js_string(text)
    text = "".join(text.split())
    try:
        return base64.b64decode(text + "=" * (-len(text) % 4), validate=True).decode("latin-1")
    except (ValueError, binascii.Error):
        raise ExpressionError("The string to be decoded is not correctly encoded.", kind="InvalidCharacterError") from None


REGEXP = Builtin("RegExp", LEGACY_STATICS, make_regexp, instances=JSRegExp)
SET = Builtin("Set", {}, not_without_new("Set"), make_set, instances=JSSet)
MAP = Builtin("Map", {"groupBy": map_group_by}, not_without_new("Map"), make_map, instances=JSMap)
WEAK_MAP = Builtin("WeakMap", {}, not_without_new("WeakMap"), make_weak_map, instances=JSWeakMap)
WEAK_SET = Builtin("WeakSet", {}, not_without_new("WeakSet"), make_weak_set, instances=JSWeakSet)
WEAK_REF = Builtin("WeakRef", {}, not_without_new("WeakRef"), make_weak_ref, instances=JSWeakRef)
FORM_DATA = Builtin("FormData", {}, not_without_new("FormData"), make_form_data, instances=JSFormData)
URL = Builtin("URL", {"canParse": can_parse, "parse": parse_or_null}, not_without_new("URL"), make_url, instances=JSURL)
URL_SEARCH_PARAMS = Builtin("URLSearchParams", {}, not_without_new("URLSearchParams"), make_search_params,
                            instances=JSURLSearchParams)


# What a page makes with `new` from the DOM: `Event(type, init)`, `CustomEvent(type, init)`,
# `Option(text, value, defaultSelected, selected)`, `Image(width, height)` and `Audio(src)`, made by the makers the DOM views
# install (petite.domview), as FormData reads forms through theirs
_page_makers: dict[str, Any] = {}


def install_page_maker(name: str, make: Any) -> None:
    _page_makers[name] = make


def _page_builtin(name: str, required: int) -> Builtin:
    def construct(*args: Any) -> Any:
        if required and (not args or args[0] is undefined):
            raise ExpressionError(f"Failed to construct '{name}': {required} argument required, but only 0 present.",
                                  kind="TypeError")
        make = _page_makers.get(name)
        if make is None:
            raise ExpressionError(f"Failed to construct '{name}': no page here", kind="TypeError")
        return make(name, *args)

    def without_new(*_: Any) -> Any:
        raise ExpressionError(f"Failed to construct '{name}': Please use the 'new' operator, this DOM object "
                              "constructor cannot be called as a function.", kind="TypeError")

    return Builtin(name, {}, without_new, construct)


# The events a page can make and dispatch (`new KeyboardEvent('keydown', { key: 'Enter' })`:
# petite.domview reads their init dictionaries)
PAGE_EVENTS = ("Event", "CustomEvent", "UIEvent", "MouseEvent", "PointerEvent", "WheelEvent", "KeyboardEvent",
               "FocusEvent", "InputEvent", "SubmitEvent")
EVENT_MAKERS = {name: _page_builtin(name, 1) for name in PAGE_EVENTS}
OPTION, IMAGE, AUDIO = _page_builtin("Option", 0), _page_builtin("Image", 0), _page_builtin("Audio", 0)


# Node's constants, on Node and every interface that inherits from it (`Node.ELEMENT_NODE`,
# `Element.TEXT_NODE`, `node.compareDocumentPosition(...) & Node.DOCUMENT_POSITION_FOLLOWING`)
NODE_CONSTANTS = {
    "ELEMENT_NODE": 1, "ATTRIBUTE_NODE": 2, "TEXT_NODE": 3, "CDATA_SECTION_NODE": 4, "ENTITY_REFERENCE_NODE": 5,
    "ENTITY_NODE": 6, "PROCESSING_INSTRUCTION_NODE": 7, "COMMENT_NODE": 8, "DOCUMENT_NODE": 9,
    "DOCUMENT_TYPE_NODE": 10, "DOCUMENT_FRAGMENT_NODE": 11, "NOTATION_NODE": 12,
    "DOCUMENT_POSITION_DISCONNECTED": 1, "DOCUMENT_POSITION_PRECEDING": 2, "DOCUMENT_POSITION_FOLLOWING": 4,
    "DOCUMENT_POSITION_CONTAINS": 8, "DOCUMENT_POSITION_CONTAINED_BY": 16,
    "DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC": 32,
}


def _interface_builtin(name: str) -> Builtin:
    """A DOM interface's global (`HTMLElement`, `MouseEvent` ...): what `instanceof`
    asks about the DOM views (petite.expr.dom_interfaces), with Node's constants where
    it inherits them; no page object is made from it here."""
    def construct(*_: Any) -> Any:
        raise ExpressionError(f"Failed to construct '{name}': Illegal constructor", kind="TypeError")

    statics = dict(NODE_CONSTANTS) if "Node" in dom_interfaces.interfaces_of(name) else {}
    return Builtin(name, statics, not_without_new(name), construct)


def _no_function_constructor(*_: Any) -> Any:
    raise ExpressionError("Function() is not supported: template expressions do not compile code from strings",
                          kind="EvalError")


# `Function`: `typeof`, `instanceof Function`, its name; it makes no function from text
FUNCTION = Builtin("Function", {}, _no_function_constructor)


DOM_INTERFACE_GLOBALS = {name: _interface_builtin(name) for name in dom_interfaces.interface_names()
                         if name not in EVENT_MAKERS}


def interface_global(name: str) -> Any:
    """The global of DOM interface `name` (a view's `constructor`), else undefined."""
    return EVENT_MAKERS.get(name) or DOM_INTERFACE_GLOBALS.get(name, undefined)

# charged as string methods are: the characters read and written, the result held to the limit
btoa, atob = metered_string_method(btoa), metered_string_method(atob)
encode_uri_component = metered_string_method(encode_uri_component)
encode_uri = metered_string_method(encode_uri)
decode_uri_component = metered_string_method(decode_uri_component)
decode_uri = metered_string_method(decode_uri)

# -- Symbol, escape / unescape -------------------------------------------------------


def make_symbol(description: Any = U, *_: Any) -> JSSymbol:
    """``Symbol(description)``: a new, unique symbol."""
    return JSSymbol(U if description is U else to_js_string(description))


def _symbol_not_constructor(*_: Any) -> Any:
    raise ExpressionError("Symbol is not a constructor", kind="TypeError")


SYMBOL = Builtin("Symbol", {"iterator": SYMBOL_ITERATOR, "toPrimitive": SYMBOL_TO_PRIMITIVE, "for": symbol_for,
                            "keyFor": symbol_key_for}, make_symbol,
                 _symbol_not_constructor)

ESCAPE_KEEP = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./")


def escape(value: Any = U, *_: Any) -> str:
    """``escape(s)``: %XX for a code unit below 256, %uXXXX above (UTF-16 units)."""
    out = []
    for unit in utf16.units(to_js_string(value)):
        code = ord(unit)
        out.append(unit if unit in ESCAPE_KEEP else f"%{code:02X}" if code < 256 else f"%u{code:04X}")
    return "".join(out)


HEX = frozenset("0123456789abcdefABCDEF")


def unescape(value: Any = U, *_: Any) -> str:
    """``unescape(s)``: %uXXXX and %XX back to their code units; anything else kept."""
    text = utf16.units(to_js_string(value))
    tick(len(text) >> 1)  # (read and decoded a character at a time)
    out = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "%":
            if text[i + 1:i + 2] == "u" and len(text) >= i + 6 and all(c in HEX for c in text[i + 2:i + 6]):
                out.append(chr(int(text[i + 2:i + 6], 16)))
                i += 6
                continue
            if len(text) >= i + 3 and all(c in HEX for c in text[i + 1:i + 3]):
                out.append(chr(int(text[i + 1:i + 3], 16)))
                i += 3
                continue
        out.append(ch)
        i += 1
    return utf16.join("".join(out))


escape, unescape = metered_string_method(escape), metered_string_method(unescape)

# -- timers ----------------------------------------------------------------------------


def _timer_callback(callback: Any, name: str) -> Any:
    if not callable(callback):
        raise ExpressionError(f"{name}: the callback must be a function (strings are not evaluated)", kind="TypeError")
    return callback


def set_timeout(callback: Any = undefined, delay: Any = 0, *args: Any) -> int:
    return host.current().timers.set(_timer_callback(callback, "setTimeout"), delay, args)


def set_interval(callback: Any = undefined, delay: Any = 0, *args: Any) -> int:
    return host.current().timers.set(_timer_callback(callback, "setInterval"), delay, args, repeat=True)


def clear_timer(timer_id: Any = undefined, *_: Any) -> None:
    host.current().timers.clear(timer_id)


def request_animation_frame(callback: Any = undefined, *_: Any) -> int:
    """`requestAnimationFrame(cb)`: `cb(time)` one frame later (a timer of the same ids)."""
    timers = host.current().timers
    return timers.set(_timer_callback(callback, "requestAnimationFrame"), FRAME_MS, (timers.now() + FRAME_MS,))


IDLE_MS = 50  # what an idle period leaves a callback (`timeRemaining()`: Chromium's most)


class IdleDeadline(PageObject):
    """What `requestIdleCallback` passes its callback: `didTimeout` (false: petite's
    page is always idle after a frame) and `timeRemaining()`."""

    __slots__ = ()
    NAME = "IdleDeadline"
    METHODS = {"timeRemaining": lambda this, *_: IDLE_MS}

    def __js_get__(self, key: Any) -> Any:
        return False if key == "didTimeout" else PageObject.__js_get__(self, key)


def request_idle_callback(callback: Any = undefined, *_: Any) -> int:
    """`requestIdleCallback(cb, options)`: `cb(deadline)` once the next frame is done (a
    timer of the same ids: `cancelIdleCallback` clears it)."""
    timers = host.current().timers
    return timers.set(_timer_callback(callback, "requestIdleCallback"), FRAME_MS, (IdleDeadline(),))


def cancel_animation_frame(handle: Any = undefined, *_: Any) -> None:
    clear_timer(handle)  # (a function of its own: its name and length are not clearTimeout's)


def cancel_idle_callback(handle: Any = undefined, *_: Any) -> None:
    clear_timer(handle)


def performance_now(*_: Any) -> float:
    """`performance.now()`: the running context's timer clock, in milliseconds (a live
    session's real one, a mounted test app's virtual one)."""
    return host.current().timers.now()


PERFORMANCE = Builtin("performance", {"now": performance_now})


TIMER_BUILTINS = {  # the running context's scheduler's timers (petite.expr.timers)
    "setTimeout": set_timeout,
    "setInterval": set_interval,
    "clearTimeout": clear_timer,
    "clearInterval": clear_timer,
    "requestAnimationFrame": request_animation_frame,
    "cancelAnimationFrame": cancel_animation_frame,
    "requestIdleCallback": request_idle_callback,
    "cancelIdleCallback": cancel_idle_callback,
    "performance": PERFORMANCE,
}


GLOBALS.update(TIMER_BUILTINS)
GLOBALS.update({
    "RegExp": REGEXP,
    "Promise": PROMISE,
    "queueMicrotask": queue_microtask,
    "structuredClone": structured_clone,
    "matchMedia": match_media,
    "Intl": INTL,
    "btoa": btoa,
    "atob": atob,
    "Set": SET,
    "Map": MAP,
    "WeakMap": WEAK_MAP,
    "WeakSet": WEAK_SET,
    "WeakRef": WEAK_REF,
    "Symbol": SYMBOL,
    "Reflect": reflect.REFLECT,
    "escape": escape,
    "unescape": unescape,
    "FormData": FORM_DATA,
    **DOM_INTERFACE_GLOBALS,
    "Function": FUNCTION,
    **EVENT_MAKERS,
    "Option": OPTION,
    "Image": IMAGE,
    "Audio": AUDIO,
    "URL": URL,
    "URLSearchParams": URL_SEARCH_PARAMS,
    **typed_arrays.GLOBALS,
    "Math": MATH,
    "JSON": JSON,
    "Object": OBJECT,
    "Array": ARRAY,
    "Number": NUMBER,
    "BigInt": bigint_builtin.global_object(),
    "String": STRING,
    "Boolean": BOOLEAN,
    "Date": DATE,
    "console": CONSOLE,
    **{name: _error_class(name) for name in ERROR_CLASS_NAMES},
    "parseInt": parse_int,
    "parseFloat": parse_float,
    "isNaN": is_nan,
    "isFinite": is_finite,
    "encodeURIComponent": encode_uri_component,
    "encodeURI": encode_uri,
    "decodeURIComponent": decode_uri_component,
    "decodeURI": decode_uri,
    "undefined": U,
    "NaN": NAN,
    "Infinity": INF,
})


def global_this() -> Builtin:
    """``globalThis``: the built-in globals an expression sees (a frozen object that
    holds itself), nothing of Python's."""
    members = dict(GLOBALS)
    this = Builtin("globalThis", {})
    members["globalThis"] = this
    object.__setattr__(this, "members", MappingProxyType(members))
    return this


GLOBALS["globalThis"] = global_this()
