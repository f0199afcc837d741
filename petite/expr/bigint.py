"""BigInt: JavaScript's integers of any size, as V8 computes them.

A BigInt is a ``JSBigInt`` (never a bare Python ``int``: an int is a Number, and the two
must stay apart: ``1n === 1`` is false, ``1n + 1`` a TypeError, ``typeof`` differs). This
module owns their rules: literals and strings read as BigInts, the operators (no mixing
with Numbers, truncating division, no ``>>>``), comparisons with Numbers and strings and
the digits in any radix. It sits below ``values`` (which shows BigInts); the ``BigInt``
global and the methods, which convert other values, are in ``bigint_builtin``.

Size and work: a BigInt holds at most ``MAX_BITS`` bits (V8: 2**30); an operation whose
result would be larger is refused before it runs, and operations on large values charge
the running evaluation's budget by their size (multiplication, division and decimal
conversion by the product of the sizes), before the work starts.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from .budget import MAX_STEPS, ExpressionLimitError, tick
from .errors import ExpressionError
from .undefined import undefined

MAX_BITS = 1 << 20  # (about 315,000 decimal digits)
_CHEAP_BITS = 4096  # operands up to this size cost nothing extra
_STR_DIGITS = 4000  # below Python's int-to-str digit limit (4300)
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
MIX = "Cannot mix BigInt and other types, use explicit conversions"


class JSBigInt:
    """A JavaScript BigInt: an immutable Python int that is not a Number. Equal
    BigInts are equal dict keys (Map/Set's SameValueZero); a BigInt never equals an
    int (``new Set([1n, 1])`` has two items)."""

    __slots__ = ("value", "_hash")
    __reactive_skip__ = True

    def __init__(self, value: int) -> None:
        object.__setattr__(self, "value", value)
        object.__setattr__(self, "_hash", None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a BigInt is immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is JSBigInt and other.value == self.value

    def __hash__(self) -> int:
        h = self._hash
        if h is None:  # (kept: hashing a huge value reads all of it)
            h = hash((JSBigInt, self.value))
            object.__setattr__(self, "_hash", h)
        return h

    def __repr__(self) -> str:
        return f"{to_string(self)}n"


def size_limit() -> ExpressionLimitError:
    return ExpressionLimitError("Maximum BigInt size exceeded")


def make(value: int) -> JSBigInt:
    """A BigInt of ``value``, refused past ``MAX_BITS``."""
    if value.bit_length() > MAX_BITS:
        raise size_limit()
    return JSBigInt(value)


def _charge_linear(bits: int) -> None:
    """Charge an operation that reads or writes ``bits`` bits once (add, and, shift)."""
    if bits > _CHEAP_BITS:
        tick(bits >> 9)


def _charge_product(bits_a: int, bits_b: int) -> None:
    """Charge a multiplication or division: the product of the operands' sizes (in
    64-bit words)."""
    cost = ((bits_a >> 6) + 1) * ((bits_b >> 6) + 1)
    if cost > 4096:
        tick(cost >> 6)


def charge_decimal(bits: int) -> None:
    """Charge converting ``bits`` bits between binary and decimal (quadratic in the size).
    A conversion no budget could pay is refused outright, whether an evaluation runs or
    not (``{{ }}`` writes its value after the expression returned)."""
    words = (bits >> 6) + 1
    if words > 64:
        cost = words * words >> 2
        if cost > MAX_STEPS:
            raise ExpressionLimitError("Maximum BigInt size exceeded (for writing it in decimal)")
        tick(cost)


# -- literals and conversions --------------------------------------------------------


def parse_digits(text: str, radix: int) -> int:
    """The int written by ``text`` (digits only, no sign or prefix) in ``radix``.
    Past Python's int-from-str limit, decimal text is read by ``Decimal`` (exact)."""
    if radix == 10:
        if len(text) <= _STR_DIGITS:
            return int(text)
        charge_decimal(len(text) * 10 // 3)  # (a decimal digit holds 3.3 bits)
        return int(Decimal(text))
    if len(text) * {2: 1, 8: 3, 16: 4}[radix] > MAX_BITS + 64:
        raise size_limit()
    _charge_linear(len(text))
    return int(text, radix)


def from_literal(text: str) -> JSBigInt:
    """The BigInt a literal such as ``16n``, ``0x1fn`` or ``1_000n`` stands for."""
    text = text.replace("_", "")
    prefix = text[:2].lower()
    if prefix in ("0x", "0o", "0b"):
        return make(parse_digits(text[2:], {"0x": 16, "0o": 8, "0b": 2}[prefix]))
    return make(parse_digits(text, 10))


_WHITESPACE = " \t\n\r\v\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"


def from_string(text: str) -> JSBigInt | None:
    """StringToBigInt: ``"12"``, ``" -12 "``, ``"0x1f"``, ``""`` (0n); None when the
    text is not an integer (``"1.5"``, ``"1e3"``, ``"-0x1"``, ``"12n"``). Charged a step
    per 4 characters (its white space is stripped a character at a time)."""
    tick(len(text) >> 2)
    s = text.strip(_WHITESPACE)
    if not s:
        return JSBigInt(0)
    prefix = s[:2].lower()
    if prefix in ("0x", "0o", "0b"):
        radix = {"0x": 16, "0o": 8, "0b": 2}[prefix]
        digits = s[2:]
        if not (digits.isascii() and digits.isalnum()):  # (int() would take "_" and signs)
            return None
        try:
            return make(parse_digits(digits, radix))
        except ValueError:
            return None
    sign = 1
    if s[0] in "+-":
        sign = -1 if s[0] == "-" else 1
        s = s[1:]
    if not s or not s.isascii() or not s.isdigit():
        return None
    return make(sign * parse_digits(s, 10))


MAX_SAFE_INTEGER = 2**53 - 1


def to_number(b: JSBigInt) -> int | float:
    """``Number(big)``: the nearest double (an int while it is safe)."""
    value = b.value
    if -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
        return value
    try:
        return float(value)
    except OverflowError:
        return float("inf") if value > 0 else float("-inf")


def to_string(b: JSBigInt, r: int = 10) -> str:
    """The digits of ``b`` in radix ``r`` (2-36), no ``n``: ``String(big)``,
    ``big.toString(r)``."""
    if not 2 <= r <= 36:
        raise ExpressionError("toString() radix argument must be between 2 and 36", kind="RangeError")
    value = b.value
    sign = "-" if value < 0 else ""
    value = abs(value)
    if r == 16:
        return sign + format(value, "x")
    if r == 2:
        return sign + format(value, "b")
    if r == 8:
        return sign + format(value, "o")
    charge_decimal(value.bit_length())
    if r == 10:
        return sign + (str(value) if value.bit_length() < 13000 else str(Decimal(value)))
    return sign + _radix_digits(value, r)


def _radix_digits(value: int, radix: int) -> str:
    """Digits of ``value`` in a radix that is no power of two: halves by a power of the
    radix until the parts are small."""
    if value < radix:
        return _DIGITS[value]
    if value.bit_length() <= 64:
        out = []
        while value:
            value, d = divmod(value, radix)
            out.append(_DIGITS[d])
        return "".join(reversed(out))
    k = 1
    while radix ** (2 * k) <= value:
        k *= 2
    high, low = divmod(value, radix**k)
    return _radix_digits(high, radix) + _radix_digits(low, radix).rjust(k, "0")


# -- operators -----------------------------------------------------------------------


def _operands(a: Any, b: Any) -> tuple[int, int]:
    if type(a) is not JSBigInt or type(b) is not JSBigInt:
        raise ExpressionError(MIX)
    return a.value, b.value


def _linear(x: int, y: int) -> None:
    _charge_linear(max(x.bit_length(), y.bit_length()))


def add(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    _linear(x, y)
    return make(x + y)


def sub(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    _linear(x, y)
    return make(x - y)


def mul(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    if x.bit_length() + y.bit_length() > MAX_BITS + 1:
        raise size_limit()
    _charge_product(x.bit_length(), y.bit_length())
    return make(x * y)


def _division(a: Any, b: Any) -> tuple[int, int]:
    x, y = _operands(a, b)
    if y == 0:
        raise ExpressionError("Division by zero", kind="RangeError")
    _charge_product(x.bit_length(), y.bit_length())
    q, r = divmod(abs(x), abs(y))
    return (-q if (x < 0) != (y < 0) else q), (-r if x < 0 else r)


def div(a: Any, b: Any) -> JSBigInt:
    """``a / b``: truncated towards zero."""
    return JSBigInt(_division(a, b)[0])


def mod(a: Any, b: Any) -> JSBigInt:
    """``a % b``: the sign of the dividend."""
    return JSBigInt(_division(a, b)[1])


def power(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    if y < 0:
        raise ExpressionError("Exponent must be positive", kind="RangeError")
    if y == 0 or x == 1:
        return JSBigInt(1)
    if x == 0:
        return JSBigInt(0)
    if x == -1:
        return JSBigInt(-1 if y & 1 else 1)
    if y > MAX_BITS or (x.bit_length() - 1) * y > MAX_BITS:
        raise size_limit()
    half = (x.bit_length() * y) >> 1  # the last squaring's operands
    _charge_product(half, half)
    return make(x**y)


def bit_and(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    _linear(x, y)
    return JSBigInt(x & y)


def bit_or(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    _linear(x, y)
    return JSBigInt(x | y)


def bit_xor(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    _linear(x, y)
    return JSBigInt(x ^ y)


def shift_left(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    return _shift(x, y)


def shift_right(a: Any, b: Any) -> JSBigInt:
    x, y = _operands(a, b)
    return _shift(x, -y)


def _shift(x: int, by: int) -> JSBigInt:
    """``x << by`` (a negative ``by`` shifts right, rounding towards -Infinity)."""
    if by <= 0:
        if -by >= x.bit_length():
            return JSBigInt(-1 if x < 0 else 0)
        _charge_linear(x.bit_length())
        return JSBigInt(x >> -by)
    if x == 0:
        return JSBigInt(0)
    if x.bit_length() + by > MAX_BITS:
        raise size_limit()
    _charge_linear(x.bit_length() + by)
    return JSBigInt(x << by)


def shift_right_unsigned(a: Any, b: Any) -> JSBigInt:
    _operands(a, b)
    raise ExpressionError("BigInts have no unsigned right shift, use >> instead")


def negate(a: JSBigInt) -> JSBigInt:
    _charge_linear(a.value.bit_length())
    return JSBigInt(-a.value)


def bit_not(a: JSBigInt) -> JSBigInt:
    _charge_linear(a.value.bit_length())
    return JSBigInt(~a.value)


def increment(a: JSBigInt, delta: int) -> JSBigInt:
    """``x++`` / ``x--`` on a BigInt."""
    _charge_linear(a.value.bit_length())
    return make(a.value + delta)


BINARY = {
    "+": add, "-": sub, "*": mul, "/": div, "%": mod, "**": power, "&": bit_and, "|": bit_or,
    "^": bit_xor, "<<": shift_left, ">>": shift_right, ">>>": shift_right_unsigned,
}


# -- comparisons ---------------------------------------------------------------------


def _comparable(v: Any) -> Any:
    """A BigInt, string or number as a Python number that compares exactly with a
    BigInt's int (ints and floats compare exactly in Python), or None (NaN, a string
    that is no integer)."""
    t = type(v)
    if t is JSBigInt:
        return v.value
    if t is str:
        b = from_string(v)
        return None if b is None else b.value
    return None if v != v else v


def compare_pair(a: Any, b: Any) -> tuple[Any, Any] | None:
    """The relational comparison of two values, one a BigInt, each a BigInt, a string
    or a number (the caller converts other primitives with ToNumber): the pair to
    compare, or None when either side is undefined for it (NaN, ``1n < "x"``)."""
    x, y = _comparable(a), _comparable(b)
    if x is None or y is None:
        return None
    return x, y


def loose_equals(a: Any, b: Any) -> bool:
    """``a == b``, one a BigInt, as ``compare_pair`` takes them (``1n == 1``, ``1n == "1"``)."""
    pair = compare_pair(a, b)
    return pair is not None and pair[0] == pair[1]
