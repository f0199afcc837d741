"""The ``BigInt`` global and BigInts' methods: the parts of BigInt that convert other
values (``BigInt(x)``, ``asIntN``'s operand, a radix argument) or format them
(``toLocaleString`` through the number formatter). The BigInt itself and its
operators are ``bigint``'s.
"""

from __future__ import annotations

from typing import Any

from . import values
from .bigint import MAX_BITS, JSBigInt, from_string, make, size_limit, to_string
from .errors import ExpressionError
from .functions import BoundMethod, Builtin
from .number_locales import n_to_locale_string
from .scope import GLOBALS
from .undefined import undefined


def _describe(v: Any) -> str:
    if type(v) is str:
        return v
    return values.to_js_string(v)


def to_bigint(v: Any) -> JSBigInt:
    """ToBigInt (``BigInt.asIntN``'s operand): booleans and strings convert, a Number is a
    TypeError."""
    v = values.to_primitive(v)
    t = type(v)
    if t is JSBigInt:
        return v
    if t is bool:
        return JSBigInt(int(v))
    if t is str:
        result = from_string(v)
        if result is None:
            raise ExpressionError(f"Cannot convert {v} to a BigInt", kind="SyntaxError")
        return result
    if t is values.JSSymbol:
        raise ExpressionError("Cannot convert Symbol() to a BigInt")
    raise ExpressionError(f"Cannot convert {_describe(v)} to a BigInt")


def construct(value: Any = undefined, *_: Any) -> JSBigInt:
    """``BigInt(value)``: an integral Number converts too (RangeError for 1.5, NaN)."""
    prim = values.to_primitive(value)
    if values.is_number(prim) or isinstance(prim, values.EXACT_NUMBERS):
        n = values.to_double(prim) if type(prim) is not int else prim
        if type(n) is float and not n.is_integer():
            shown = values.number_to_string(n)
            raise ExpressionError(f"The number {shown} cannot be converted to a BigInt because it is not an integer",
                                  kind="RangeError")
        return make(int(n))
    return to_bigint(prim)


def _bits(n: Any) -> int:
    bits = values.to_integer(n)
    if not 0 <= bits <= 2**53 - 1:
        raise ExpressionError("Invalid value: not (convertible to) a safe integer", kind="RangeError")
    return bits


def as_int_n(bits: Any = undefined, big: Any = undefined, *_: Any) -> JSBigInt:
    """``BigInt.asIntN(bits, big)``: ``big`` wrapped to a signed ``bits``-bit integer."""
    n = _bits(bits)
    value = to_bigint(big).value
    if n == 0:
        return JSBigInt(0)
    if n > MAX_BITS:
        return JSBigInt(value) if value.bit_length() < n else make(value)
    value &= (1 << n) - 1
    return JSBigInt(value - (1 << n) if value >> (n - 1) else value)


def as_uint_n(bits: Any = undefined, big: Any = undefined, *_: Any) -> JSBigInt:
    """``BigInt.asUintN(bits, big)``: ``big`` modulo 2**bits."""
    n = _bits(bits)
    value = to_bigint(big).value
    if n > MAX_BITS:
        if value >= 0:
            return JSBigInt(value)
        raise size_limit()
    return JSBigInt(value & ((1 << n) - 1))


def method_to_string(b: JSBigInt, radix: Any = undefined, *_: Any) -> str:
    """``big.toString(radix)``."""
    return to_string(b, 10 if radix is undefined else values.to_integer(radix))


def to_locale_string(b: JSBigInt, locales: Any = undefined, options: Any = undefined, *_: Any) -> str:
    """``big.toLocaleString(locales, options)``: the number formatter, exact digits
    (its conversion to decimal charged there)."""
    return n_to_locale_string(b, locales, options)


def _value_of(b: JSBigInt, *_: Any) -> JSBigInt:
    return b


METHODS = {"toString": method_to_string, "toLocaleString": to_locale_string, "valueOf": _value_of}


def member(b: JSBigInt, key: Any) -> Any:
    """``big[key]``: its methods (bound), ``constructor``, else undefined."""
    key = values.to_property_key(key)
    if key == "constructor":
        return GLOBALS["BigInt"]
    impl = METHODS.get(key) if type(key) is str else None
    return BoundMethod(impl, b) if impl is not None else undefined


def not_a_constructor(*_: Any) -> Any:
    raise ExpressionError("BigInt is not a constructor")


def global_object() -> Any:
    """The ``BigInt`` global: a function, no constructor, ``asIntN`` and ``asUintN``."""
    return Builtin("BigInt", {"asIntN": as_int_n, "asUintN": as_uint_n}, construct, not_a_constructor)
