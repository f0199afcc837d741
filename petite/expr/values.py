"""JavaScript values in Python: ``undefined``, conversions, display and JSON.

``null`` is ``None``; numbers are ``int``/``float``; arrays are sequences (lists and any
``MutableSequence``); objects are mappings (dicts and any ``Mapping``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_UP, Context, Decimal
from fractions import Fraction
from types import ModuleType
from typing import Any

from petite.reactivity import to_raw

from . import bigint, operations
from .bigint import JSBigInt
from .budget import ExpressionLimitError, tick
from .errors import ExpressionError
from .json_errors import json_error_message
from .property_tables import function_props_of, lookup, tables_get
from .sandbox import attribute_allowed, get_attribute
from .undefined import UndefinedType, undefined
from .utf16 import escape_lone_surrogates

MAX_STRING_LENGTH = 1_000_000
MAX_ARRAY_LENGTH = 1_000_000
MAX_SAFE_INTEGER = 2**53 - 1
INF = math.inf
NAN = math.nan


class JSSymbol:
    """A ``Symbol('description')``: unique (compared by identity), usable as a
    property key (never listed by ``Object.keys``, ``JSON.stringify`` or ``for…in``).
    The well-known symbols are ``Symbol.iterator`` and ``Symbol.toPrimitive``.

    ``Symbol.for(key)`` makes a *registered* symbol: registered symbols with the same
    key are equal (``==``, hash: as property keys, Map keys, ``===``), which is what
    JavaScript's registry gives, with no registry to keep (nothing process-wide)."""

    __slots__ = ("description", "registered", "__weakref__")
    __reactive_skip__ = True
    __js_hidden__ = frozenset(__slots__)

    def __init__(self, description: Any = None, registered: bool = False) -> None:
        self.description = description  # a string, or undefined
        self.registered = registered

    def __eq__(self, other: object) -> bool:
        return self is other or (self.registered and type(other) is JSSymbol and other.registered
                                 and other.description == self.description)

    def __hash__(self) -> int:
        return hash((JSSymbol, self.description)) if self.registered else object.__hash__(self)

    def __repr__(self) -> str:
        return symbol_string(self)

    def __reduce__(self) -> Any:
        return WELL_KNOWN_SYMBOLS.get(self) or (JSSymbol, (self.description, self.registered))

    def __js_get__(self, name: Any) -> Any:
        if name == "description":
            return self.description
        if name == "toString" or name == "valueOf":
            return getattr(self, name)
        return undefined

    def toString(self, *_: Any) -> str:
        return symbol_string(self)

    def valueOf(self, *_: Any) -> JSSymbol:
        return self


def symbol_string(sym: JSSymbol, *_: Any) -> str:
    """``String(sym)``: ``Symbol(description)``."""
    return f"Symbol({'' if sym.description is undefined else sym.description})"


def symbol_for(key: Any = undefined, *_: Any) -> JSSymbol:
    """``Symbol.for(key)``: the registered symbol of ``String(key)``."""
    return JSSymbol(to_js_string(key), registered=True)


def symbol_key_for(sym: Any = undefined, *_: Any) -> Any:
    """``Symbol.keyFor(sym)``: a registered symbol's key, else undefined."""
    if type(sym) is not JSSymbol:
        raise ExpressionError(f"{to_js_string(sym)} is not a symbol")
    return sym.description if sym.registered else undefined


def symbol_error(what: str) -> ExpressionError:
    return ExpressionError(f"Cannot convert a Symbol value to a {what}", kind="TypeError")


SYMBOL_ITERATOR = JSSymbol("Symbol.iterator")
SYMBOL_TO_PRIMITIVE = JSSymbol("Symbol.toPrimitive")  # (an object's own conversion, given a hint)
WELL_KNOWN_SYMBOLS = {SYMBOL_ITERATOR: "SYMBOL_ITERATOR", SYMBOL_TO_PRIMITIVE: "SYMBOL_TO_PRIMITIVE"}  # (pickled by name)


class JSObject(dict):
    """A dict made by an object literal that holds getters/setters (``get x() {}``).

    Plain object literals are plain dicts; this subclass only exists so member reads
    can resolve ``Accessor`` entries with the right ``this``. Subscripting it runs
    getters (``this`` is the object), so Python code (and proxies) see values.
    """

    __slots__ = ()

    def __getitem__(self, key: Any) -> Any:
        value = dict.__getitem__(self, key)
        if type(value) is Accessor:
            return value.get(self)
        return value

    def __setitem__(self, key: Any, value: Any) -> None:
        current = dict.get(self, key)
        if type(current) is Accessor:
            current.set(self, value)
        else:
            dict.__setitem__(self, key, value)


ERROR_CLASS_NAMES = ("Error", "TypeError", "RangeError", "SyntaxError", "ReferenceError", "URIError", "EvalError",
                     "AggregateError")  # the built-in ones
ERROR_HIDDEN = frozenset({"name", "message", "stack", "cause"})


class JSError(dict):
    """An Error object (``new TypeError(m)``, what ``catch`` receives for a runtime
    error): a dict holding ``name`` and ``message`` (and ``cause``) that reads as one -
    ``e.message``, ``'message' in e``, ``instanceof`` - but does not list them, as
    JavaScript's are not enumerable: ``Object.keys``, spreading, ``JSON.stringify`` and
    ``{{ e }}`` show only other properties set on it (``{}`` for a plain error). Its
    string is ``Error.prototype.toString``'s (``error_to_string``)."""

    __slots__ = ()

    def __iter__(self) -> Any:
        return (k for k in dict.__iter__(self) if k not in ERROR_HIDDEN)

    def keys(self) -> Any:
        return [k for k in dict.__iter__(self) if k not in ERROR_HIDDEN]

    def values(self) -> Any:
        return [v for k, v in dict.items(self) if k not in ERROR_HIDDEN]

    def items(self) -> Any:
        return [(k, v) for k, v in dict.items(self) if k not in ERROR_HIDDEN]

    def __reduce__(self) -> Any:
        return (JSError, (list(dict.items(self)),))


def make_error(name: str, message: str, **more: Any) -> JSError:
    """An Error object, with the `stack` V8 gives it: its header (`TypeError: message`)
    over one frame (an expression has no script position to show). The header is made
    here, where V8 makes it on the first read of `stack` (a name set after `super()` in
    a subclass's constructor shows there, not here).

    Its message is charged here (a step per 64 characters), as any string made is: a
    message quotes what it was given (a locale, a label, a flag, an address), and a
    `catch` in a loop made one a call for the steps of a call (wave 46: a 400,000-character
    locale given to `new Intl.NumberFormat(s)` in try/catch ran for minutes)."""
    if len(message) >= 64:
        tick(len(message) // 64)
    error = JSError(name=name, message=message)
    error["stack"] = f"{name}: {message}\n    at <anonymous>" if message else f"{name}\n    at <anonymous>"
    error.update(more)
    return error


def is_error(v: Any) -> bool:
    """An Error object, an instance of a class extending an Error class, or a reactive
    proxy of either."""
    if type(v) is JSError:
        return True
    if not isinstance(v, Mapping):
        return False
    raw = to_raw(v)
    return type(raw) is JSError or bool(getattr(raw, "extends_error", None) and raw.extends_error())


def error_to_string(e: Any, *_: Any) -> str:
    """``Error.prototype.toString``: ``name: message``, the name alone when the message is
    empty ('Error' when the name is undefined), the message alone when the name is empty."""
    name = e.get("name", undefined)
    message = e.get("message", undefined)
    name = "Error" if name is undefined else to_js_string(name)
    message = "" if message is undefined else to_js_string(message)
    if not name:
        return message
    if not message:
        return name
    return f"{name}: {message}"


class Accessor:
    """A getter/setter pair stored as a property value of a ``JSObject``."""

    __slots__ = ("getter", "setter")
    __reactive_skip__ = True
    __reactive_accessor__ = True  # a reactive proxy's write runs `set` with the proxy as `this`

    def __init__(self, getter: Any = None, setter: Any = None) -> None:
        self.getter = getter
        self.setter = setter

    def __repr__(self) -> str:  # as Node prints one
        return "[Getter/Setter]" if self.getter and self.setter else "[Getter]" if self.getter else "[Setter]"

    def get(self, this: Any) -> Any:
        getter = self.getter
        if getter is None:
            return undefined
        if type(getter).__name__ == "JSFunction":
            return getter.call_with_this(this, ())
        return operations.call_with_this(getter, this, (), "getter")  # (an arrow function, a bound one...)

    def set(self, this: Any, value: Any) -> None:
        """Run the setter; without one the write does nothing, as in sloppy code (strict
        code is refused before: ``descriptors.refused_write``)."""
        setter = self.setter
        if setter is None:
            return
        if type(setter).__name__ == "JSFunction":
            setter.call_with_this(this, (value,))
        else:
            operations.call_with_this(setter, this, (value,), "setter")


# -- type tests ---------------------------------------------------------------------


def is_array(value: Any) -> bool:
    """A JavaScript array: any sequence that is not a string or bytes."""
    t = type(value)
    if t is list:
        return True
    if t is str or t is dict or t is tuple:
        return t is tuple
    return isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray))


def is_object(value: Any) -> bool:
    """A JavaScript plain object: any mapping."""
    return type(value) is dict or isinstance(value, Mapping)


def is_number(value: Any) -> bool:
    t = type(value)
    return t is int or t is float or (isinstance(value, (int, float)) and t is not bool)


# Python numbers that are JavaScript numbers besides int and float: they compute, compare,
# test and format as the float they equal. A Decimal displays (and JSON-encodes) exactly
# as Python writes it ("7.50"): the data chose its digits. See docs/python-values.md.
EXACT_NUMBERS = (Decimal, Fraction)


def truthy(v: Any) -> bool:
    """JavaScript truthiness: ``[]`` and ``{}`` are true; ``0``, ``NaN``, ``''`` false."""
    t = type(v)
    if t is bool:
        return v
    if t is str or t is int:
        return bool(v)
    if v is None or v is undefined:
        return False
    if t is float:
        return not (v == 0.0 or v != v)
    if isinstance(v, EXACT_NUMBERS):
        return truthy(to_double(v))
    if t is JSBigInt:
        return v.value != 0
    return True


def js_typeof(v: Any) -> str:
    t = type(v)
    if t is str:
        return "string"
    if t is bool:
        return "boolean"
    if t is int or t is float:
        return "number"
    if v is undefined:
        return "undefined"
    if v is None:
        return "object"
    if t is JSSymbol:
        return "symbol"
    if t is JSBigInt:
        return "bigint"
    if isinstance(v, (int, float, *EXACT_NUMBERS)):
        return "number"
    if isinstance(v, str):
        return "string"
    if type(v).__name__ == "Builtin":
        return "function" if v.function is not None else "object"
    if callable(v) and not isinstance(v, (Mapping, Sequence)):
        return "function"
    return "object"


# -- numbers ------------------------------------------------------------------------


def to_double(x: Any) -> float:
    """The JavaScript number (a double) that a Python number stands for: an int,
    Fraction or Decimal past the double range is Infinity or -Infinity, as JavaScript
    reads a numeric literal that long. Never raises: every conversion of a Python
    number to a double goes through here."""
    try:
        return float(x)
    except OverflowError:
        return INF if x > 0 else -INF


def normalize_number(x: int | float) -> int | float:
    """Keep small integral results as ints and huge ints as floats (like a double)."""
    if type(x) is int:
        if -MAX_SAFE_INTEGER <= x <= MAX_SAFE_INTEGER:
            return x
        return to_double(x)
    return x


def number_to_string(x: Any, radix: int = 10) -> str:
    """``Number.prototype.toString``: the shortest round-trip form, as JavaScript prints it."""
    if radix != 10:
        return number_to_radix(x, radix)
    if type(x) is int or type(x) is bool:
        x = int(x)
        if -MAX_SAFE_INTEGER <= x <= MAX_SAFE_INTEGER:
            return str(x)
        x = to_double(x)  # a JavaScript number is a double
    if x != x:
        return "NaN"
    if x == INF:
        return "Infinity"
    if x == -INF:
        return "-Infinity"
    if x == 0:
        return "0"
    sign = "-" if x < 0 else ""
    text = repr(abs(x))
    mantissa, _, exp = text.partition("e")
    exponent = int(exp) if exp else 0
    whole, _, frac = mantissa.partition(".")
    if frac == "0":
        frac = ""
    digits = (whole + frac).lstrip("0")
    point = len(whole) + exponent - (len(whole + frac) - len((whole + frac).lstrip("0")))
    digits = digits.rstrip("0") or "0"
    k = len(digits)
    n = point
    if k <= n <= 21:
        out = digits + "0" * (n - k)
    elif 0 < n <= 21:
        out = digits[:n] + "." + digits[n:]
    elif -6 < n <= 0:
        out = "0." + "0" * (-n) + digits
    else:
        e = n - 1
        sign_e = "+" if e >= 0 else "-"
        out = digits[0] + ("." + digits[1:] if k > 1 else "") + "e" + sign_e + str(abs(e))
    return sign + out


def number_to_radix(x: Any, radix: int) -> str:
    if not 2 <= radix <= 36:
        raise ExpressionError("toString() radix must be between 2 and 36", kind="RangeError")
    if x != x:
        return "NaN"
    if x in (INF, -INF):
        return "Infinity" if x > 0 else "-Infinity"
    chars = "0123456789abcdefghijklmnopqrstuvwxyz"
    negative = x < 0
    x = abs(x)
    whole = int(x)
    frac = x - whole
    out = ""
    while True:
        whole, r = divmod(whole, radix)
        out = chars[r] + out
        if not whole:
            break
    if frac:
        out += "."
        for _ in range(52):
            frac *= radix
            d = int(frac)
            out += chars[d]
            frac -= d
            if not frac:
                break
    return ("-" if negative else "") + out


def to_fixed(x: Any, digits: Any = 0) -> str:
    """``Number.prototype.toFixed``: exact decimal value, ties rounded away from zero."""
    d = to_integer(digits)
    if not 0 <= d <= 100:
        raise ExpressionError("toFixed() digits argument must be between 0 and 100", kind="RangeError")
    x = to_number(x)
    if x != x:
        return "NaN"
    if abs(x) >= 1e21 or x in (INF, -INF):
        return number_to_string(x)
    value = Decimal(x).quantize(Decimal(1).scaleb(-d), rounding=ROUND_HALF_UP, context=Context(prec=200))
    text = f"{value:f}"
    if x == 0 and text.startswith("-"):
        text = text[1:]  # -0 is not < 0: no sign; a negative that rounds to zero keeps it ("-0.00")
    return text


def to_number(v: Any) -> int | float:
    """``Number(v)``: an int past 2**53 becomes the double it stands for."""
    t = type(v)
    if t is float:
        return v
    if t is int:
        return v if -MAX_SAFE_INTEGER <= v <= MAX_SAFE_INTEGER else to_double(v)
    if t is bool:
        return int(v)
    if v is None:
        return 0
    if v is undefined:
        return NAN
    if t is str:
        return string_to_number(v)
    if isinstance(v, (int, float)):
        return float(v) if isinstance(v, float) else normalize_number(int(v))
    if type(v).__name__ == "JSDate":
        return v.getTime()
    if isinstance(v, EXACT_NUMBERS):
        return to_double(v)
    if t is JSSymbol:
        raise symbol_error("number")
    if t is JSBigInt:
        raise ExpressionError("Cannot convert a BigInt value to a number")
    prim = to_primitive(v, "number")
    if prim is v:
        return NAN
    return to_number(prim)


def to_numeric(v: Any) -> Any:
    """ToNumeric: a BigInt stays one, anything else is ``to_number(v)``."""
    return v if type(v) is JSBigInt else to_number(v)


# JavaScript's white space and line terminators (StrWhiteSpaceChar: Zs among them), and
# a string number's decimal literal: ASCII digits only (Python's float() takes other
# scripts' digits and underscores, and copies a long string into its error). Possessive:
# no backtracking on a long string.
JS_WHITESPACE = " \t\n\r\v\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
JS_SPACES = re.compile(f"[{JS_WHITESPACE}]*+")
DECIMAL_LITERAL = re.compile(r"[+-]?+(?:[0-9]++(?:\.[0-9]*+)?+|\.[0-9]++)(?:[eE][+-]?+[0-9]++)?+")


def js_trim(s: str) -> str:
    """`s` without JavaScript's white space at either end (a character class, not
    str.strip's search of a set for each character)."""
    start = JS_SPACES.match(s).end()
    if start == len(s):
        return ""
    return s[start : len(s) - JS_SPACES.match(s[::-1]).end()]


def string_to_number(s: str) -> int | float:
    """StringToNumber, charged a step per 64 characters past the first 64."""
    if len(s) > 64:
        tick(len(s) >> 6)
    s = js_trim(s)
    if not s:
        return 0
    lower = s.lower()
    try:
        if lower[:2] in ("0x", "0o", "0b") and "_" not in s:
            return normalize_number(int(s[2:], {"x": 16, "o": 8, "b": 2}[lower[1]]))
    except ValueError:
        return NAN
    if s in ("Infinity", "+Infinity"):
        return INF
    if s == "-Infinity":
        return -INF
    if not DECIMAL_LITERAL.fullmatch(s):
        return NAN
    value = float(s)
    if value.is_integer() and abs(value) <= MAX_SAFE_INTEGER and not (value == 0 and s.startswith("-")):
        return int(value)
    return value


def to_integer(v: Any) -> int:
    """ToIntegerOrInfinity, clamped to Python ints (infinities become huge ints)."""
    n = to_number(v)
    if type(n) is int:
        return n
    if n != n:
        return 0
    if n == INF:
        return 2**63
    if n == -INF:
        return -(2**63)
    return int(n)


def to_int32(v: Any) -> int:
    n = to_number(v)
    if type(n) is not int:
        if n != n or n in (INF, -INF):
            return 0
        n = int(n)
    n &= 0xFFFFFFFF
    return n - 0x100000000 if n >= 0x80000000 else n


def to_uint32(v: Any) -> int:
    return to_int32(v) & 0xFFFFFFFF


# -- strings ------------------------------------------------------------------------


def to_primitive(v: Any, hint: str = "default") -> Any:
    """ToPrimitive with the default hint: arrays join, objects become '[object Object]',
    a Date its ``toString()`` (Date's own @@toPrimitive treats the default hint as
    "string": ``date + 1`` concatenates, ``date == date.toString()``; the number hint,
    in ``to_number`` and comparisons, gives its time). An object's own or inherited
    ``[Symbol.toPrimitive](hint)`` decides first. Any other object's ``valueOf``
    is the object itself, so its ``toString()`` is its value: a function's text,
    ``/a/g``, ``[object Set]``, ``[object PointerEvent]`` (``1 + fn``, ``'' == set``)."""
    t = type(v)
    if t is str or t is int or t is float or t is bool or v is None or v is undefined:
        return v
    if joins_as_array(v):
        return array_join(v, ",")
    if t is dict or isinstance(v, Mapping):
        return object_to_primitive(v, "valueOf", "toString", hint)
    if t.__name__ == "JSDate":
        return v.toString()
    if isinstance(v, (str, int, float, bigint.JSBigInt, JSSymbol, *EXACT_NUMBERS)):
        return v
    return to_js_string(v)


def object_to_primitive(v: Any, first: str, second: str, hint: str = "default") -> Any:
    """ToPrimitive of an object: its ``[Symbol.toPrimitive](hint)`` if it has one (an
    object it gives is a TypeError), else OrdinaryToPrimitive: a ``valueOf``/``toString``
    the object defines (own or inherited from its class) that gives a primitive, else
    '[object Object]'."""
    exotic = operations.user_method(v, SYMBOL_TO_PRIMITIVE, True)
    if exotic is not None:
        result = operations.call_with_this(exotic, v, (hint,), "[Symbol.toPrimitive]")
        if result is not None and js_typeof(result) in ("object", "function"):  # (reflect.is_object's rule)
            raise ExpressionError("Cannot convert object to primitive value", kind="TypeError")
        return result
    for name in (first, second):
        fn = operations.user_method(v, name)
        if fn is not None:
            result = operations.call_with_this(fn, v, (), name)
            if not isinstance(result, (Mapping, list)):
                return result
    if is_error(v):
        return error_to_string(v)
    return "[object Object]"


def call_site_text(v: Any) -> str:
    """How V8 names a value it cannot call when no expression names it: its type, and
    a primitive's value (``number 5``, ``string "x"``, ``boolean true``, ``object``)."""
    kind = js_typeof(v)
    if type(v) is str:
        return f'string "{v}"'
    if type(v) is bool:
        return f"boolean {'true' if v else 'false'}"
    if kind == "number":
        return f"number {to_js_string(v)}"
    return kind


def to_js_string(v: Any) -> str:
    """``String(v)``."""
    t = type(v)
    if t is str:
        return v
    if t is int or t is float:
        return number_to_string(v)
    if t is bool:
        return "true" if v else "false"
    if v is None:
        return "null"
    if v is undefined:
        return "undefined"
    if joins_as_array(v):
        return array_join(v, ",")
    if isinstance(v, Mapping):
        return to_js_string(object_to_primitive(v, "toString", "valueOf", "string"))
    if isinstance(v, (int, float, Fraction)):
        return number_to_string(to_double(v) if isinstance(v, Fraction) else v)
    if isinstance(v, str):
        return str.__str__(v)
    if t is JSSymbol:
        raise symbol_error("string")
    if t is JSBigInt:
        return bigint.to_string(v)
    if t.__name__ == "Builtin" and v.function is None:  # Math, JSON, Reflect...
        return f"[object {v.name}]"
    if callable(v):
        return operations.function_text(v)
    to_string = getattr(t, "__js_string__", None)  # (a DOM view: `[object HTMLDivElement]`)
    if to_string is not None:
        return to_string(v)
    if isinstance(v, BaseException):
        # its arguments, as JavaScript shows an array: Python's str() shows their reprs
        # (`exc.args = [account]` displayed the account's private fields)
        return array_join(v.args, ",")
    if shows_as_object(v):
        return "[object Object]"
    return str(v)


def shows_as_object(v: Any) -> bool:
    """Is ``v`` a Python object that expressions see as a plain JavaScript object?

    Its class has no ``__str__`` of its own (Python would print its repr: class name,
    address, private fields): it displays as an object of its public fields, as
    JavaScript displays one. Classes with their own ``__str__`` (Decimal, datetime,
    UUID, enums...) display that text. The scope (``this``) is an object too.
    """
    cls = v.__class__  # a reactive proxy answers with the proxied object's class
    return cls.__str__ is object.__str__ or getattr(cls, "__js_object__", False)


def host_fields(obj: Any) -> dict[str, Any]:
    """The public data fields of a Python object: what ``{{ obj }}`` and
    ``JSON.stringify(obj)`` show of it (instance attributes not starting with ``_``,
    methods left out, like JavaScript's own enumerable properties)."""
    fields = getattr(obj, "__js_fields__", None)
    if callable(fields):
        return fields()
    try:
        names = list(vars(obj))
    except TypeError:
        names = [n for c in type(obj).__mro__ for n in getattr(c, "__slots__", ()) if type(n) is str]
    out: dict[str, Any] = {}
    for name in names:
        if type(name) is str and attribute_allowed(obj, name):
            value = get_attribute(obj, name)
            if value is not undefined and not callable(value):
                out[name] = value
    return out


def joins_as_array(v: Any) -> bool:
    """Is `v`'s string its items joined (an array; a DOM collection, an array petite
    makes of it, is `[object NodeList]` as in Chromium: its `__js_string__`)?"""
    return type(v) is list or (is_array(v) and not hasattr(type(v), "__js_string__"))


def array_join(arr: Any, sep: str, seen: set[int] | None = None) -> str:
    seen = seen or set()
    if id(arr) in seen:
        return ""
    # one step per item walked, a nested array's items too: `String(b)` of 450 references
    # to one 1,000-item array walked 450,000 items for nothing (0.2 s a call, a budget of
    # them ran for hours), `b.join()` charged only b's own 450
    tick(len(arr))
    seen.add(id(arr))
    parts = []
    total = 0
    for item in arr:
        if item is None or item is undefined:
            part = ""
        elif joins_as_array(item):
            part = array_join(item, ",", seen)
        else:
            part = to_js_string(item)
        total += len(part) + len(sep)
        if total > MAX_STRING_LENGTH:
            raise string_limit()
        parts.append(part)
    seen.discard(id(arr))
    return sep.join(parts)


def string_limit() -> ExpressionLimitError:
    return ExpressionLimitError(f"Invalid string length (limit is {MAX_STRING_LENGTH} characters)")


def array_limit() -> ExpressionLimitError:
    return ExpressionLimitError(f"Invalid array length (limit is {MAX_ARRAY_LENGTH} items)")


def check_string(s: str) -> str:
    """Refuse strings over the limit; big ones cost work budget (1 step per 64 characters)."""
    n = len(s)
    if n > 4096:
        if n > MAX_STRING_LENGTH:
            raise string_limit()
        tick(n >> 6)
    return s


def to_display_string(v: Any) -> str:
    """petite-vue's ``toDisplayString``: what ``{{ }}`` shows."""
    t = type(v)
    if t is str:
        return v
    if v is None or v is undefined:
        return ""
    if t is int or t is float:
        return number_to_string(v)
    if t is bool:
        return "true" if v else "false"
    if t is list or t is dict or is_array(v) or isinstance(v, Mapping) or hasattr(t, "toJSON"):
        return json_stringify(v, 2)
    if t is JSSymbol:
        return symbol_string(v)
    if t is JSBigInt:
        return bigint.to_string(v)
    if t.__name__ == "Builtin" and v.function is None:  # Math, JSON, Reflect: no own enumerable properties
        return "{}"
    if not callable(v) and shows_as_object(v):
        return json_stringify(v, 2)
    return to_js_string(v)


def to_property_key(key: Any) -> Any:
    """The string form of a property key (numbers print like JavaScript)."""
    t = type(key)
    if t is str:
        return key
    if t is int:
        return str(key)
    if t is JSSymbol:
        return key
    return to_js_string(key)


def is_index_key(key: Any) -> bool:
    """An array-index-like property name ("0", "17"), which JavaScript lists first."""
    return (
        type(key) is str and key.isdigit() and key.isascii() and (key == "0" or key[0] != "0")
        and int(key) < 2**32 - 1
    )


def js_key_order(items: list[tuple[Any, Any]]) -> list[tuple[Any, Any]]:
    """Own-property order: integer-like keys ascending, then the others as inserted."""
    if not any(type(k) is str and k[:1].isdigit() for k, _ in items):
        return items
    ints = sorted((kv for kv in items if is_index_key(kv[0])), key=lambda kv: int(kv[0]))
    return ints + [kv for kv in items if not is_index_key(kv[0])]


def is_plain_object(value: Any) -> bool:
    """`typeof value === 'object'` for a non-null value that directives treat as an
    object: a mapping, or a Python object (not a function) with public attributes."""
    if type(value) is dict or isinstance(value, Mapping) or hasattr(value, "__js_fields__"):  # the scope ($data), DOM views
        return True
    return hasattr(value, "__dict__") and not callable(value) and type(value) not in (str, int, float, bool)


def object_entries(value: Any) -> list[tuple[str, Any]]:
    """The one rule for an object's own (key, value) pairs, in JavaScript's order
    (integer-like keys ascending, then as inserted): a mapping's items (keys as strings,
    getters called), what an object with ``__js_fields__`` (the scope, DOM views) lists,
    a Python object's public attributes; [] for anything else (functions, modules)."""
    tables = tables_get()
    if type(value) is dict and not (tables and id(value) in tables):
        # (the common case: string keys, none integer-like, no getters, no defined properties)
        items = list(value.items())
        for key, item in items:
            if type(key) is not str or type(item) is Accessor or key[:1].isdigit():
                break
        else:
            return items
    if isinstance(value, Mapping):
        items = []
        table = lookup(to_raw(value)) if tables else None
        for key in list(value.keys()):
            if type(key) is JSSymbol:
                continue
            item = value[key]
            if type(item) is Accessor:
                item = item.get(value)
            items.append((key if type(key) is str else to_js_string(key), item))
        if table is not None:  # Object.defineProperty's enumerable accessors (descriptors.py)
            for key, prop in list(table.props.items()):
                if prop.enumerable and not prop.stored and type(key) is not JSSymbol:
                    items.append((key, prop.value.get(value) if type(prop.value) is Accessor else prop.value))
    elif callable(fields := getattr(value, "__js_fields__", None)):  # the scope ($data), DOM views
        return list(fields().items())
    else:
        if callable(value):  # (a function's own properties: petite.expr.function_props)
            props = function_props_of(value)
            return list(props.own.items()) if props is not None else []
        attrs = getattr(value, "__dict__", None)  # a reactive proxy's is a reactive mapping
        if not isinstance(attrs, Mapping) or isinstance(value, ModuleType):
            return []  # a module's dict is its globals, never fields
        items = [(k, v) for k, v in attrs.items() if type(k) is str and not k.startswith("_")]
    return js_key_order(items)


# -- JSON ---------------------------------------------------------------------------


def json_stringify(value: Any, indent: Any = None, replacer: Any = None) -> str | UndefinedType:
    """``JSON.stringify(value, replacer, indent)``; returns ``undefined`` for unserializable
    roots. Every value written - the root (key ``""``), each array item (its index as a
    string), each property - is first replaced by what its own ``toJSON(key)`` returns
    (an object that defines or inherits one), then by ``replacer(key, value)`` called with
    ``this`` the object holding it, when a replacer function is given."""
    if type(indent) is int or type(indent) is float:
        gap = " " * max(0, min(10, int(indent)))
    elif type(indent) is str:
        gap = indent[:10]
    else:
        gap = ""
    out: list[str] = []
    size = [0]
    if replacer is not None or _has_to_json(value):
        value = _json_property({"": value}, "", value, replacer)
    ok = _json_write(value, gap, "", out, _Stack(), size, replacer)
    if size[0] > 4096:
        tick(size[0] >> 6)  # one step per 64 characters written
    if not ok:
        return undefined
    return "".join(out)


class _Stack(list):
    """The ids of the objects JSON.stringify is inside (``objects``: the objects)."""

    __slots__ = ("objects",)

    def __init__(self) -> None:
        super().__init__()
        self.objects: list[Any] = []


def _circular_message(stack: _Stack, value: Any) -> str:
    """V8's TypeError for a cycle: where it starts, the properties down to the one that
    closes it (two first and the last one when there are more than three)."""
    objects = [o for o in stack.objects if o is not None]
    start = next((i for i, o in enumerate(objects) if id(o) == id(value)), 0)
    chain = objects[start:] + [value]

    def key_of(parent: Any, child: Any) -> str:
        items = enumerate(parent) if is_array(parent) else parent.items() if isinstance(parent, Mapping) else ()
        for key, item in items:
            if item is child or id(item) == id(child):
                return f"index {key}" if type(key) is int else f"property '{to_property_key(key)}'"
        return "property '?'"

    def constructor(obj: Any) -> str:
        if to_raw(obj) is not obj:  # (V8 names no constructor for a Proxy: petite-vue's state)
            return "Object"
        if is_array(obj):
            return "Array"
        ctor = operations.get_member(obj, "constructor")
        name = getattr(ctor, "name", "") if type(ctor).__name__ in ("Builtin", "JSClass") else ""
        return name if type(name) is str and name else "Object"

    lines = ["Converting circular structure to JSON", f"    --> starting at object with constructor '{constructor(chain[0])}'"]
    middle = [f"    |     {key_of(a, b)} -> object with constructor '{constructor(b)}'" for a, b in zip(chain[:-2], chain[1:-1])]
    if len(middle) > 3:
        middle = middle[:2] + ["    |     ..."] + middle[-1:]
    lines += middle
    lines.append(f"    --- {key_of(chain[-2], value)} closes the circle")
    return "\n".join(lines)


def _json_string(s: str) -> str:
    if s.isascii():
        return json.dumps(s)
    return escape_lone_surrogates(json.dumps(s, ensure_ascii=False))


def _has_to_json(value: Any) -> bool:
    return isinstance(value, Mapping) and operations.user_method(value, "toJSON") is not None


def _json_property(holder: Any, key: str, value: Any, replacer: Any) -> Any:
    """SerializeJSONProperty's first steps: the value's own ``toJSON(key)``, then the
    replacer function's ``(key, value)`` with ``this`` the holder."""
    if isinstance(value, Mapping):
        fn = operations.user_method(value, "toJSON")
        if fn is not None:
            value = operations.call_with_this(fn, value, (key,), "toJSON")
    if replacer is not None:
        if not isinstance(value, Mapping) and hasattr(type(value), "toJSON"):  # a Date's string
            value = value.toJSON()
        value = operations.call_with_this(replacer, holder, (key, value), "replacer")
    return value


def _json_write(value: Any, gap: str, indent: str, out: list[str], stack: list[int], size: list[int],
                replacer: Any = None) -> bool:
    t = type(value)
    if t is str:
        text = _json_string(value)
    elif t is bool:
        text = "true" if value else "false"
    elif value is None:
        text = "null"
    elif t is int or t is float or (isinstance(value, (int, float)) and not isinstance(value, bool)):
        value = to_number(value)
        text = "null" if value != value or value in (INF, -INF) else number_to_string(value)
    elif isinstance(value, EXACT_NUMBERS):
        number = to_double(value)
        text = "null" if number != number or number in (INF, -INF) else (
            str(value) if t is Decimal and "E" not in str(value) else number_to_string(number)
        )
    elif value is undefined or t is JSSymbol:
        return False
    elif t is JSBigInt:
        raise ExpressionError("Do not know how to serialize a BigInt")
    elif t is list or t is dict or is_array(value) or isinstance(value, Mapping):
        if id(value) in stack:
            raise ExpressionError(_circular_message(stack, value))
        if len(stack) > 200:
            raise ExpressionLimitError("JSON.stringify: structure is nested too deeply")
        stack.append(id(value))
        stack.objects.append(value)
        # one step per item walked: the output alone (1 per 64 characters) priced 150
        # references to one array of 1,000 `{}` at 7,000 steps for 150,000 objects visited
        tick(len(value))
        inner = indent + gap
        sep = ",\n" + inner if gap else ","
        size[0] += 2 + len(value) * (2 + len(inner))  # brackets, separators, indentation
        if size[0] > MAX_STRING_LENGTH:
            raise string_limit()
        if t is list or (t is not dict and is_array(value)):
            if not len(value):
                out.append("[]")
            else:
                out.append("[\n" + inner if gap else "[")
                for i, item in enumerate(value):
                    if i:
                        out.append(sep)
                    if replacer is not None or isinstance(item, Mapping):
                        item = _json_property(value, str(i), item, replacer)
                    if not _json_write(item, gap, inner, out, stack, size, replacer):
                        out.append("null")
                out.append("\n" + indent + "]" if gap else "]")
        else:
            out.append("{")
            first = True
            keys = list(value.keys())
            if tables_get() and lookup(to_raw(value)) is not None:  # (defined properties: descriptors.py)
                value = dict(object_entries(value))
                keys = list(value)
            if any(type(k) is not str or k[:1].isdigit() for k in keys):
                if any(type(k) is JSSymbol for k in keys):  # (symbols)
                    value = dict(object_entries(value))
                    keys = list(value)
                keys = [k for k, _ in js_key_order([(k, None) for k in keys])]
            for key in keys:
                item = value[key]
                if isinstance(item, Accessor):
                    item = item.get(value)
                if replacer is not None or isinstance(item, Mapping):
                    item = _json_property(value, key if type(key) is str else to_property_key(key), item, replacer)
                if item is undefined or (callable(item) and js_typeof(item) == "function"):
                    continue
                if type(key) is not str:
                    key = to_property_key(key)
                mark = len(out)
                out.append(("\n" + inner if gap else "") if first else sep)
                out.append(_json_string(key) + (": " if gap else ":"))
                size[0] += len(key) + 4
                if not _json_write(item, gap, inner, out, stack, size, replacer):
                    del out[mark:]
                    continue
                first = False
            if not first and gap:
                out.append("\n" + indent)
            out.append("}")
        stack.pop()
        stack.objects.pop()
        return True
    elif callable(value):
        if t.__name__ != "Builtin" or value.function is not None:
            return False
        text = "{}"  # Math, JSON, Reflect: objects with no own enumerable properties
    elif hasattr(type(value), "toJSON"):  # dates
        return _json_write(value.toJSON(), gap, indent, out, stack, size, replacer)
    elif shows_as_object(value):  # a Python object: its public fields
        if id(value) in stack:
            raise ExpressionError("Converting circular structure to JSON")
        stack.append(id(value))
        stack.objects.append(None)  # (its fields are a new dict: no key leads to it)
        try:
            return _json_write(host_fields(value), gap, indent, out, stack, size, replacer)
        finally:
            stack.pop()
            stack.objects.pop()
    else:
        text = _json_string(to_js_string(value))
    out.append(text)
    size[0] += len(text)
    if size[0] > MAX_STRING_LENGTH:
        raise string_limit()
    return True


def json_parse(text: Any, reviver: Any = None) -> Any:
    """``JSON.parse``: objects become dicts, arrays lists, integral numbers ints. With a
    ``reviver`` function, every value parsed is replaced by ``reviver(key, value)``
    (``this`` the object or array holding it), innermost first, the root last with key
    ``""``; a property it gives ``undefined`` is deleted (an array item becomes undefined)."""
    value = _json_parse(to_js_string(text))
    if reviver is None:
        return value
    return _json_revive({"": value}, "", reviver)


def _json_revive(holder: Any, key: Any, reviver: Any) -> Any:
    value = holder[key]
    tick(1)
    if type(value) is list:
        for i in range(len(value)):
            value[i] = _json_revive(value, i, reviver)
    elif type(value) is dict:
        for name in list(value):
            item = _json_revive(value, name, reviver)
            if item is undefined:
                del value[name]
            else:
                value[name] = item
    return operations.call_with_this(reviver, holder, (to_property_key(key), value), "reviver")


class _NotJSON(Exception):
    """NaN or Infinity in the text (Python's json reads them; JSON has none)."""


def _json_parse(text: str) -> Any:
    def number(s: str) -> int | float:
        return string_to_number(s)

    def bad_constant(name: str) -> Any:
        raise _NotJSON(name)

    try:
        return json.loads(text, parse_float=number, parse_int=number, parse_constant=bad_constant)
    except (json.JSONDecodeError, _NotJSON) as error:
        # V8's message comes from a second scan, in Python, up to the failure: a step a
        # character it walks (about what that scan costs)
        tick(error.pos if type(error) is json.JSONDecodeError else len(text))
        raise ExpressionError(json_error_message(text), kind="SyntaxError") from None
    except RecursionError:
        raise ExpressionLimitError("JSON.parse: input is nested too deeply") from None
