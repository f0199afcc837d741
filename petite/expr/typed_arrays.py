"""JavaScript's binary data: ``ArrayBuffer``, the typed arrays, ``TextEncoder`` /
``TextDecoder`` and ``crypto`` (``randomUUID``, ``getRandomValues``).

An ``ArrayBuffer`` holds a ``bytearray`` of a fixed length; a typed array is a view of
one (its offset, its length, its kind) and reads and writes its elements through a
``memoryview`` cast to the kind's format, native little-endian as V8 on x86. Views of
one buffer share its bytes (``subarray``, ``new Uint8Array(buf, offset, length)``).
A write converts as JavaScript does (``ToNumber``, then ToInt8/ToUint8... wrapping,
Uint8Clamped rounding half to even and clamping, Float32 rounding to float32, NaN and
the infinities 0 in the integer kinds); an index out of range reads ``undefined`` and a
write there is ignored; the length never changes.

They are values made by templates: not reactive (Vue's ``reactive()`` leaves them
unwrapped), no Python attribute of theirs is reachable (``__js_get__`` answers every
read), lengths are held to ``MAX_ARRAY_LENGTH`` elements (buffers to that many
elements of 8 bytes) and the work is charged per element as arrays' methods are.
A ``DataView`` reads and writes any kind at any byte offset, big-endian unless told
little. Not provided: ``BigInt64Array`` / ``BigUint64Array`` (and DataView's BigInt
methods), resizable and shared buffers, ``crypto.subtle``.
"""

from __future__ import annotations

import functools
import math
import os
import uuid
from typing import Any

from . import operations
from .budget import CALL_COST, tick
from .errors import ExpressionError
from .functions import BoundMethod, Builtin, callback
from .iterators import JSIterator, array_walk
from .method_tables import OBJECT_METHODS, TYPED_ARRAY_METHODS
from .methods import (
    a_every,
    a_find,
    a_find_index,
    a_find_last,
    a_find_last_index,
    a_for_each,
    a_includes,
    a_index_of,
    a_join,
    a_last_index_of,
    a_reduce,
    a_some,
    a_to_locale_string,
    relative_index,
    s_at,
)
from .values import (
    MAX_ARRAY_LENGTH,
    SYMBOL_ITERATOR,
    JSSymbol,
    array_join,
    array_limit,
    check_string,
    is_array,
    to_integer,
    to_js_string,
    to_number,
    truthy,
    undefined,
)

U = undefined
NAN = float("nan")
MAX_BYTE_LENGTH = MAX_ARRAY_LENGTH * 8  # (a buffer: as many bytes as the longest Float64Array)
MAX_SAFE_INDEX = 2**53 - 1


def _method(table: dict, obj: Any, key: Any) -> Any:
    """``obj[key]`` of a method of its prototype (``table``), else of Object.prototype's
    (``hasOwnProperty``, ``valueOf`` ...), else undefined."""
    if type(key) is not str:
        return U
    impl = table.get(key) or OBJECT_METHODS.get(key)
    if impl is None:
        return U
    # each method taken costs a call (as a function defined in an expression does): an
    # O(1) method is still a new view or a conversion, and `u.subarray(0)` in a loop ran
    # 10 s of calls within one budget (attacker helper, wave 43)
    tick(CALL_COST)
    return BoundMethod(impl, obj, key)


def _tag(obj: Any) -> str:
    return type(obj).__name__.removeprefix("JS")


# -- ArrayBuffer ---------------------------------------------------------------------------


class JSArrayBuffer:
    """``ArrayBuffer``: a fixed number of bytes (``data``, a bytearray never resized)."""

    __slots__ = ("data",)
    __reactive_skip__ = True
    __js_object__ = True
    _kind = "ArrayBuffer"

    def __init__(self, data: bytearray) -> None:
        self.data = data

    def __js_get__(self, key: Any) -> Any:
        if key == "byteLength" or key == "maxByteLength":
            return len(self.data)
        if key == "resizable" or key == "detached":
            return False
        if key == "constructor":
            return ARRAY_BUFFER
        return _method(BUFFER_METHODS, self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        return None  # (its accessors have no setters: the write is ignored)

    def __js_fields__(self) -> dict:
        return {}

    def __js_has__(self, key: Any) -> bool:
        return key in ("byteLength", "maxByteLength", "resizable", "detached", "constructor") or key in BUFFER_METHODS

    def __js_string__(self) -> str:
        return "[object ArrayBuffer]"

    def __repr__(self) -> str:
        return f"ArrayBuffer({len(self.data)})"


def _buffer_slice(buf: JSArrayBuffer, start: Any = U, end: Any = U, *_: Any) -> JSArrayBuffer:
    n = len(buf.data)
    first, last = relative_index(start, n, 0), relative_index(end, n, n)
    tick(max(0, last - first) >> 3)
    return JSArrayBuffer(bytearray(buf.data[first:last]) if last > first else bytearray())


BUFFER_METHODS = {"slice": _buffer_slice, "toString": lambda buf, *_: "[object ArrayBuffer]"}


def to_index(value: Any, what: str) -> int:
    """ToIndex: undefined is 0, else an integer from 0 to 2**53 - 1 (a RangeError past)."""
    if value is U:
        return 0
    n = to_integer(value)
    if n < 0 or n > MAX_SAFE_INDEX:
        raise ExpressionError(what, kind="RangeError")
    return n


def new_bytes(count: int) -> bytearray:
    """``count`` zero bytes, charged a step per 8 (a Float64Array's element), within the limit."""
    if count > MAX_BYTE_LENGTH:
        raise array_limit()
    tick(count >> 3)
    return bytearray(count)


def make_array_buffer(length: Any = U, *_: Any) -> JSArrayBuffer:
    n = to_index(length, "Invalid array buffer length")
    return JSArrayBuffer(new_bytes(n))


def is_view(value: Any = U, *_: Any) -> bool:
    return isinstance(value, JSTypedArray) or type(value) is JSDataView


# -- element conversions -------------------------------------------------------------------


def _integer(bits: int, signed: bool) -> Any:
    modulus, half = 1 << bits, 1 << (bits - 1)

    def convert(value: Any) -> int:
        n = to_number(value)
        if type(n) is not int:
            if n != n or n in (math.inf, -math.inf):
                return 0
            n = int(n)  # (truncated toward zero)
        n %= modulus
        return n - modulus if signed and n >= half else n

    return convert


def _clamped(value: Any) -> int:
    n = to_number(value)
    if n != n or n <= 0:
        return 0
    if n >= 255:
        return 255
    return round(n)  # (Python rounds half to even, as ToUint8Clamp)


def _float(value: Any) -> float:
    return float(to_number(value))  # (the memoryview rounds a Float32Array's to float32)


class JSTypedArray:
    """A view of ``count`` elements of a buffer from ``offset`` (bytes). Subclasses give
    the kind: ``fmt`` (the memoryview format), ``size``, ``convert``."""

    __slots__ = ("buffer", "offset", "count", "view", "extras")
    __reactive_skip__ = True
    __js_object__ = True
    __js_array_like__ = True  # (Array.prototype's methods take it as their receiver)
    fmt = "B"
    size = 1
    convert = staticmethod(_integer(8, False))
    integer = True

    def __init__(self, buffer: JSArrayBuffer, offset: int, count: int) -> None:
        self.buffer = buffer
        self.offset = offset
        self.count = count
        self.view = memoryview(buffer.data)[offset:offset + count * self.size].cast(self.fmt)
        self.extras: dict[str, Any] = {}  # (expandos: `ta.label = 'x'`)

    # the Python sequence protocol the shared array methods (methods.py) walk
    def __len__(self) -> int:
        return self.count

    def __getitem__(self, index: Any) -> Any:
        if type(index) is slice:
            return self.view[index].tolist()
        return self.view[index]

    def __setitem__(self, index: Any, value: Any) -> None:
        convert = self.convert
        if type(index) is slice:
            self.view[index] = type(self)._array(list(map(convert, value)))
        else:
            self.view[index] = convert(value)

    def __iter__(self) -> Any:
        return iter(self.view.tolist())

    @classmethod
    def _array(cls, items: list) -> memoryview:
        data = bytearray(len(items) * cls.size)
        out = memoryview(data).cast(cls.fmt)
        for i, v in enumerate(items):
            out[i] = v
        return out

    def items(self) -> list:
        tick(self.count)
        return self.view.tolist()

    # what expressions see
    def __js_get__(self, key: Any) -> Any:
        index = numeric_key(key)
        if index is not None:
            return self.view[index] if type(index) is int and 0 <= index < self.count else U
        if key in self.extras:
            return self.extras[key]
        if key == "length":
            return self.count
        if key == "byteLength":
            return self.count * self.size
        if key == "byteOffset":
            return self.offset
        if key == "buffer":
            return self.buffer
        if key == "BYTES_PER_ELEMENT":
            return self.size
        if key == "constructor":
            return TYPED_ARRAY_GLOBALS[_tag(self)]
        return _method(TYPED_ARRAY_METHODS, self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        index = numeric_key(key)
        if index is not None:
            value = self.convert(value)  # (converted first, even for an index out of range)
            if type(index) is int and 0 <= index < self.count:
                self.view[index] = value
            return
        name = to_js_string(key)
        if name in PROTOTYPE_NAMES or name == "__proto__":
            return  # (accessors without setters, methods of the prototype: not own properties)
        if len(self.extras) >= MAX_ARRAY_LENGTH:
            raise array_limit()
        self.extras[name] = value

    def __js_own__(self) -> dict:
        return {SYMBOL_ITERATOR: BoundMethod(_values, self, "values")}

    def __js_fields__(self) -> dict:
        tick(self.count)
        out = {str(i): v for i, v in enumerate(self.view.tolist())}
        out.update(self.extras)
        return out

    def __js_has__(self, key: Any) -> bool:
        index = numeric_key(key)
        if index is not None:
            return type(index) is int and 0 <= index < self.count
        return key in self.extras or key in PROTOTYPE_NAMES

    def __js_has_own__(self, key: Any) -> bool:
        index = numeric_key(key)
        if index is not None:
            return type(index) is int and 0 <= index < self.count
        return key in self.extras

    def __js_delete__(self, key: Any) -> bool:
        index = numeric_key(key)
        if index is not None:
            return not (type(index) is int and 0 <= index < self.count)
        self.extras.pop(key, None)
        return True

    def __js_iteration__(self) -> list:
        return self.items()

    def __js_string__(self) -> str:
        return array_join(self.view.tolist(), ",")

    def __repr__(self) -> str:
        return f"{_tag(self)}({self.view.tolist()!r})"


def numeric_key(key: Any) -> Any:
    """A typed array's integer-indexed key: an int (maybe out of range), NAN for a
    numeric key that is no integer ("1.5", "-0", NaN), None for any other key."""
    t = type(key)
    if t is int:
        return key
    if t is float:
        if key.is_integer() and not (key == 0 and math.copysign(1, key) < 0):
            return int(key)
        return NAN
    if t is not str or not key:
        return None
    if key == "-0":
        return NAN
    c = key[0]
    if not (c.isdigit() or c in "-IN"):
        return None
    n = to_number(key)
    if to_js_string(n) != key:
        return None  # (not canonical: "01", "1e3", " 1" are ordinary properties)
    if type(n) is int:
        return n
    return numeric_key(n)


def _kind(name: str, fmt: str, size: int, convert: Any, integer: bool) -> type:
    return type(f"JS{name}", (JSTypedArray,), {"__slots__": (), "fmt": fmt, "size": size,
                                              "convert": staticmethod(convert), "_kind": name, "integer": integer})


KINDS: dict[str, type] = {
    cls._kind: cls for cls in (
        _kind("Int8Array", "b", 1, _integer(8, True), True),
        _kind("Uint8Array", "B", 1, _integer(8, False), True),
        _kind("Uint8ClampedArray", "B", 1, _clamped, True),
        _kind("Int16Array", "h", 2, _integer(16, True), True),
        _kind("Uint16Array", "H", 2, _integer(16, False), True),
        _kind("Int32Array", "i", 4, _integer(32, True), True),
        _kind("Uint32Array", "I", 4, _integer(32, False), True),
        _kind("Float32Array", "f", 4, _float, False),
        _kind("Float64Array", "d", 8, _float, False),
    )
}


# -- construction ----------------------------------------------------------------------------


def allocate(cls: type, count: int) -> JSTypedArray:
    if count > MAX_ARRAY_LENGTH:
        raise array_limit()
    return cls(JSArrayBuffer(new_bytes(count * cls.size)), 0, count)


def from_values(cls: type, values: list) -> JSTypedArray:
    """A new array of ``cls`` holding ``values``, each converted (charged per element)."""
    out = allocate(cls, len(values))
    convert, view = cls.convert, out.view
    tick(len(values))
    for i, v in enumerate(values):
        view[i] = convert(v)
    return out


def _source_values(source: Any) -> list:
    """The values a typed array is made from: a typed array's, an iterable's (its
    iteration), else an array-like's items 0 to length - 1."""
    if isinstance(source, JSTypedArray):
        return source.items()
    if operations.get_member(source, SYMBOL_ITERATOR) is not U:
        items = operations.spread_items(source)  # (charged an item each)
        if len(items) > MAX_ARRAY_LENGTH:
            raise array_limit()
        return items if type(items) is list else list(items)
    return _array_like(source)


def _is_object(value: Any) -> bool:
    return not (value is None or value is U or type(value) in (bool, int, float, str, JSSymbol)
                or isinstance(value, (int, float, str)) or type(value).__name__ == "JSBigInt")


def construct(cls: type, source: Any = U, offset: Any = U, length: Any = U, *_: Any) -> JSTypedArray:
    """``new Uint8Array(length | array | iterable | array-like | typedArray | buffer, ...)``."""
    name = cls._kind
    if type(source) is JSArrayBuffer:
        start = to_index(offset, f"Start offset {to_js_string(offset)} is outside the bounds of the buffer")
        if start % cls.size:
            raise ExpressionError(f"start offset of {name} should be a multiple of {cls.size}", kind="RangeError")
        available = len(source.data)
        if length is U:
            if available % cls.size:
                raise ExpressionError(f"byte length of {name} should be a multiple of {cls.size}", kind="RangeError")
            if start > available:
                raise ExpressionError(f"Start offset {start} is outside the bounds of the buffer", kind="RangeError")
            count = (available - start) // cls.size
        else:
            count = to_index(length, f"Invalid typed array length: {to_js_string(length)}")
            if start + count * cls.size > available:
                raise ExpressionError(f"Invalid typed array length: {count}", kind="RangeError")
        return cls(source, start, count)
    if _is_object(source):
        if callable(source) and not isinstance(source, JSTypedArray) and type(source) is not Builtin:
            return allocate(cls, 0)  # (a function: an array-like of length 0)
        return from_values(cls, _source_values(source))
    count = to_index(source, f"Invalid typed array length: {to_js_string(source)}")
    return allocate(cls, count)


def _static_from(cls: type) -> Any:
    def from_(source: Any = U, fn: Any = U, this: Any = U, *_: Any) -> JSTypedArray:
        if source is None or source is U:
            raise ExpressionError(f"Cannot convert {to_js_string(source)} to object", kind="TypeError")
        values = _source_values(source)
        if fn is not U:
            call, _ = callback(fn, this)
            values = [call(v, i) for i, v in enumerate(values)]
        return from_values(cls, values)

    return from_


def _static_of(cls: type) -> Any:
    def of(*items: Any) -> JSTypedArray:
        return from_values(cls, list(items))

    return of


def _not_without_new(name: str) -> Any:
    def call(*_: Any) -> Any:
        raise ExpressionError(f"Constructor {name} requires 'new'", kind="TypeError")

    return call


# -- methods (`this` is the typed array) ----------------------------------------------------


def _same_kind(ta: JSTypedArray, values: list) -> JSTypedArray:
    return from_values(type(ta), values)


def _values(ta: JSTypedArray, *_: Any) -> JSIterator:
    return JSIterator(array_walk(ta, "values"))


def _keys(ta: JSTypedArray, *_: Any) -> JSIterator:
    return JSIterator(array_walk(ta, "keys"))


def _entries(ta: JSTypedArray, *_: Any) -> JSIterator:
    return JSIterator(array_walk(ta, "entries"))


def _map(ta: JSTypedArray, fn: Any = U, this: Any = U, *_: Any) -> JSTypedArray:
    call, _ = callback(fn, this)
    n = ta.count
    tick(n)
    out = allocate(type(ta), n)
    convert = out.convert
    for i in range(n):
        out.view[i] = convert(call(ta.view[i], i, ta))
    return out


def _filter(ta: JSTypedArray, fn: Any = U, this: Any = U, *_: Any) -> JSTypedArray:
    call, _ = callback(fn, this)
    tick(ta.count)
    kept = [v for i, v in enumerate(ta.view.tolist()) if truthy(call(v, i, ta))]
    return _same_kind(ta, kept)


def _reduce_right(ta: JSTypedArray, fn: Any = U, *initial: Any) -> Any:
    call, _ = callback(fn)
    tick(ta.count)
    i = ta.count - 1
    if initial:
        acc = initial[0]
    elif i < 0:
        raise ExpressionError("Reduce of empty array with no initial value", kind="TypeError")
    else:
        acc = ta.view[i]
        i -= 1
    while i >= 0:
        acc = call(acc, ta.view[i], i, ta)
        i -= 1
    return acc


def _fill(ta: JSTypedArray, value: Any = U, start: Any = U, end: Any = U, *_: Any) -> JSTypedArray:
    value = ta.convert(value)
    n = ta.count
    first, last = relative_index(start, n, 0), relative_index(end, n, n)
    if last > first:
        tick(last - first)
        ta.view[first:last] = type(ta)._array([value] * (last - first))
    return ta


def _copy_within(ta: JSTypedArray, target: Any = U, start: Any = U, end: Any = U, *_: Any) -> JSTypedArray:
    n = ta.count
    to, first = relative_index(target, n, 0), relative_index(start, n, 0)
    count = min(relative_index(end, n, n) - first, n - to)
    if count > 0:
        tick(count)
        ta.view[to:to + count] = type(ta)._array(ta.view[first:first + count].tolist())
    return ta


def _reverse(ta: JSTypedArray, *_: Any) -> JSTypedArray:
    tick(ta.count)
    ta.view[:] = type(ta)._array(ta.view.tolist()[::-1])
    return ta


def _numeric_order(v: Any) -> tuple:
    """The default sort's order: numbers ascending, -0 before +0, NaN last."""
    if v != v:
        return (1, 0.0, 0)
    return (0, v, 0 if math.copysign(1, v) < 0 else 1) if v == 0 else (0, v, 0)


def _sorted(ta: JSTypedArray, fn: Any) -> list:
    items = ta.view.tolist()
    tick(len(items) * max(1, len(items).bit_length()))
    if fn is U:
        return sorted(items, key=_numeric_order)
    if not callable(fn):
        raise ExpressionError("The comparison function must be either a function or undefined", kind="TypeError")
    call, _ = callback(fn)

    def compare(a: Any, b: Any) -> int:
        r = to_number(call(a, b))
        return -1 if r < 0 else (1 if r > 0 else 0)

    return sorted(items, key=functools.cmp_to_key(compare))


def _sort(ta: JSTypedArray, fn: Any = U, *_: Any) -> JSTypedArray:
    ta.view[:] = type(ta)._array(_sorted(ta, fn))
    return ta


def _to_sorted(ta: JSTypedArray, fn: Any = U, *_: Any) -> JSTypedArray:
    return _same_kind(ta, _sorted(ta, fn))


def _to_reversed(ta: JSTypedArray, *_: Any) -> JSTypedArray:
    return _same_kind(ta, ta.items()[::-1])


def _with(ta: JSTypedArray, index: Any = U, value: Any = U, *_: Any) -> JSTypedArray:
    n = ta.count
    i = to_integer(index)
    i = i + n if i < 0 else i
    value = ta.convert(value)
    if not 0 <= i < n:
        raise ExpressionError("Invalid typed array index", kind="RangeError")
    items = ta.items()
    items[i] = value
    return _same_kind(ta, items)


def _slice(ta: JSTypedArray, start: Any = U, end: Any = U, *_: Any) -> JSTypedArray:
    n = ta.count
    first, last = relative_index(start, n, 0), relative_index(end, n, n)
    return _same_kind(ta, ta.view[first:last].tolist() if last > first else [])


def _subarray(ta: JSTypedArray, start: Any = U, end: Any = U, *_: Any) -> JSTypedArray:
    n = ta.count
    first, last = relative_index(start, n, 0), relative_index(end, n, n)
    return type(ta)(ta.buffer, ta.offset + first * ta.size, max(0, last - first))


def _set(ta: JSTypedArray, source: Any = U, offset: Any = U, *_: Any) -> Any:
    start = to_integer(offset) if offset is not U else 0
    if start < 0:
        raise ExpressionError("offset is out of bounds", kind="RangeError")
    if isinstance(source, JSTypedArray):
        values = source.items()  # (read before any write: the two may share a buffer)
    elif _is_object(source):
        values = _source_values(source) if is_array(source) else _array_like(source)
    else:
        if source is None or source is U:
            raise ExpressionError(f"Cannot convert {to_js_string(source)} to object", kind="TypeError")
        values = []  # (a number, a string...: no length, nothing written, as ToObject's wrapper)
        if type(source) is str:
            values = list(source)
    if start + len(values) > ta.count:
        raise ExpressionError("offset is out of bounds", kind="RangeError")
    convert = ta.convert
    for i, v in enumerate(values):
        ta.view[start + i] = convert(v)
    return U


def _array_like(source: Any) -> list:
    """Items 0 to length - 1 of an array-like (``{ length: 2, 0: 'a' }``)."""
    get_member = operations.get_member
    length = to_integer(get_member(source, "length"))
    if length <= 0:
        return []
    if length > MAX_ARRAY_LENGTH:
        raise array_limit()
    tick(length)
    return [get_member(source, i) for i in range(length)]


def _join(ta: JSTypedArray, sep: Any = U, *_: Any) -> str:
    return a_join(ta.items(), sep)


def _to_string(ta: JSTypedArray, *_: Any) -> str:
    return a_join(ta.items(), U)


def _at(ta: JSTypedArray, index: Any = 0, *_: Any) -> Any:
    return s_at(ta, index)


TYPED_ARRAY_METHODS.update({
    "at": _at,
    "copyWithin": _copy_within,
    "entries": _entries,
    "every": a_every,
    "fill": _fill,
    "filter": _filter,
    "find": a_find,
    "findIndex": a_find_index,
    "findLast": a_find_last,
    "findLastIndex": a_find_last_index,
    "forEach": a_for_each,
    "includes": a_includes,
    "indexOf": a_index_of,
    "join": _join,
    "keys": _keys,
    "lastIndexOf": a_last_index_of,
    "map": _map,
    "reduce": a_reduce,
    "reduceRight": _reduce_right,
    "reverse": _reverse,
    "set": _set,
    "slice": _slice,
    "some": a_some,
    "sort": _sort,
    "subarray": _subarray,
    "toLocaleString": a_to_locale_string,
    "toReversed": _to_reversed,
    "toSorted": _to_sorted,
    "toString": _to_string,
    "values": _values,
    "with": _with,
})
PROTOTYPE_NAMES = frozenset(TYPED_ARRAY_METHODS) | {"length", "byteLength", "byteOffset", "buffer",
                                                    "BYTES_PER_ELEMENT", "constructor"}


def _typed_array_global(cls: type) -> Builtin:
    name = cls._kind
    return Builtin(name, {"BYTES_PER_ELEMENT": cls.size, "from": _static_from(cls), "of": _static_of(cls)},
                   _not_without_new(name), lambda *args: construct(cls, *args), instances=cls)


TYPED_ARRAY_GLOBALS = {name: _typed_array_global(cls) for name, cls in KINDS.items()}
ARRAY_BUFFER = Builtin("ArrayBuffer", {"isView": is_view}, _not_without_new("ArrayBuffer"), make_array_buffer,
                       instances=JSArrayBuffer)


def clone(value: Any, copies: dict) -> Any:
    """``structuredClone`` of a buffer or a view (``copies``: what this clone already
    copied, by id: two views of one buffer are views of one copy)."""
    buffer = value if type(value) is JSArrayBuffer else value.buffer
    copy = copies.get(id(buffer))
    if copy is None:
        tick(len(buffer.data) >> 3)
        copy = copies[id(buffer)] = JSArrayBuffer(bytearray(buffer.data))
    return copy if value is buffer else type(value)(copy, value.offset, value.count)


# -- DataView -------------------------------------------------------------------------------


class JSDataView:
    """``DataView``: ``count`` bytes of a buffer from ``offset``, read and written as any
    kind, big-endian unless ``littleEndian`` is true."""

    __slots__ = ("buffer", "offset", "count")
    __reactive_skip__ = True
    __js_object__ = True
    _kind = "DataView"

    def __init__(self, buffer: JSArrayBuffer, offset: int, count: int) -> None:
        self.buffer = buffer
        self.offset = offset
        self.count = count

    def __js_get__(self, key: Any) -> Any:
        if key == "buffer":
            return self.buffer
        if key == "byteLength":
            return self.count
        if key == "byteOffset":
            return self.offset
        if key == "constructor":
            return DATA_VIEW
        return _method(DATA_VIEW_METHODS, self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        return None

    def __js_fields__(self) -> dict:
        return {}

    def __js_has__(self, key: Any) -> bool:
        return key in ("buffer", "byteLength", "byteOffset", "constructor") or key in DATA_VIEW_METHODS

    def __js_has_own__(self, key: Any) -> bool:
        return False

    def __js_string__(self) -> str:
        return "[object DataView]"


def make_data_view(buffer: Any = U, offset: Any = U, length: Any = U, *_: Any) -> JSDataView:
    if type(buffer) is not JSArrayBuffer:
        raise ExpressionError("First argument to DataView constructor must be an ArrayBuffer", kind="TypeError")
    start = to_index(offset, f"Start offset {to_js_string(offset)} is outside the bounds of the buffer")
    size = len(buffer.data)
    if start > size:
        raise ExpressionError(f"Start offset {start} is outside the bounds of the buffer", kind="RangeError")
    if length is U:
        return JSDataView(buffer, start, size - start)
    count = to_index(length, f"Invalid DataView length {to_js_string(length)}")
    if start + count > size:
        raise ExpressionError(f"Invalid DataView length {count}", kind="RangeError")
    return JSDataView(buffer, start, count)


def _view_place(view: JSDataView, index: Any, size: int) -> int:
    """The buffer position of a get/set at ``index`` (ToIndex), a RangeError past the view."""
    at = to_index(index, "Offset is outside the bounds of the DataView")
    if at + size > view.count:
        raise ExpressionError("Offset is outside the bounds of the DataView", kind="RangeError")
    return view.offset + at


def _view_getter(kind: type) -> Any:
    size, fmt = kind.size, kind.fmt

    def get(view: JSDataView, index: Any = U, little: Any = U, *_: Any) -> Any:
        at = _view_place(view, index, size)
        raw = bytes(view.buffer.data[at:at + size])
        if not truthy(little):
            raw = raw[::-1]
        return memoryview(raw).cast(fmt)[0]

    return get


def _view_setter(kind: type) -> Any:
    size, fmt, convert = kind.size, kind.fmt, kind.convert

    def set_(view: JSDataView, index: Any = U, value: Any = U, little: Any = U, *_: Any) -> Any:
        at = to_index(index, "Offset is outside the bounds of the DataView")
        number = convert(value)  # (converted before the bounds are checked, as JavaScript does)
        at = _view_place(view, at, size)
        cell = bytearray(size)
        memoryview(cell).cast(fmt)[0] = number
        view.buffer.data[at:at + size] = cell if truthy(little) else cell[::-1]
        return U

    return set_


DATA_VIEW_METHODS: dict[str, Any] = {}
for _name in ("Int8", "Uint8", "Int16", "Uint16", "Int32", "Uint32", "Float32", "Float64"):
    DATA_VIEW_METHODS["get" + _name] = _view_getter(KINDS[_name + "Array"])
    DATA_VIEW_METHODS["set" + _name] = _view_setter(KINDS[_name + "Array"])
DATA_VIEW = Builtin("DataView", {}, _not_without_new("DataView"), make_data_view, instances=JSDataView)


# -- TextEncoder / TextDecoder --------------------------------------------------------------


def _well_formed_utf8(text: str) -> bytes:
    """UTF-8 of a JavaScript string: a surrogate pair one character, a lone surrogate U+FFFD."""
    if text.isascii():
        return text.encode("ascii")
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace").encode("utf-8")


class JSTextEncoder:
    __slots__ = ()
    __reactive_skip__ = True
    __js_object__ = True
    _kind = "TextEncoder"

    def __js_get__(self, key: Any) -> Any:
        if key == "encoding":
            return "utf-8"
        if key == "constructor":
            return TEXT_ENCODER
        return _method(ENCODER_METHODS, self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        return None

    def __js_fields__(self) -> dict:
        return {}

    def __js_has__(self, key: Any) -> bool:
        return key in ("encoding", "constructor") or key in ENCODER_METHODS

    def __js_string__(self) -> str:
        return "[object TextEncoder]"


def _encode(_: Any, text: Any = "", *__: Any) -> JSTypedArray:
    data = _well_formed_utf8(to_js_string(text) if text is not U else "")
    out = allocate(KINDS["Uint8Array"], len(data))
    out.buffer.data[:] = data
    return out


def _encode_into(_: Any, text: Any = U, target: Any = U, *__: Any) -> dict:
    text = to_js_string(text)
    if type(target) is not KINDS["Uint8Array"]:
        raise ExpressionError("Failed to execute 'encodeInto' on 'TextEncoder': parameter 2 is not of type "
                              "'Uint8Array'.", kind="TypeError")
    room, read, written = target.count, 0, 0
    base = target.offset
    tick(len(text))
    for ch in text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace"):
        data = ch.encode("utf-8")
        if written + len(data) > room:
            break
        target.buffer.data[base + written:base + written + len(data)] = data
        written += len(data)
        read += 2 if ord(ch) > 0xFFFF else 1
    return {"read": read, "written": written}


ENCODER_METHODS = {"encode": _encode, "encodeInto": _encode_into}

UTF8_LABELS = frozenset({"utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"})


class JSTextDecoder:
    __slots__ = ("fatal", "ignore_bom")
    __reactive_skip__ = True
    __js_object__ = True
    _kind = "TextDecoder"

    def __init__(self, fatal: bool, ignore_bom: bool) -> None:
        self.fatal = fatal
        self.ignore_bom = ignore_bom

    def __js_get__(self, key: Any) -> Any:
        if key == "encoding":
            return "utf-8"
        if key == "fatal":
            return self.fatal
        if key == "ignoreBOM":
            return self.ignore_bom
        if key == "constructor":
            return TEXT_DECODER
        return _method({"decode": _decode}, self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        return None

    def __js_fields__(self) -> dict:
        return {}

    def __js_has__(self, key: Any) -> bool:
        return key in ("encoding", "fatal", "ignoreBOM", "constructor", "decode")

    def __js_string__(self) -> str:
        return "[object TextDecoder]"


def make_text_encoder(*_: Any) -> JSTextEncoder:
    return JSTextEncoder()


def make_text_decoder(label: Any = U, options: Any = U, *_: Any) -> JSTextDecoder:
    get_member = operations.get_member
    name = "utf-8" if label is U else to_js_string(label).strip(" \t\n\f\r").lower()
    if name not in UTF8_LABELS:
        raise ExpressionError(f"Failed to construct 'TextDecoder': The encoding label provided "
                              f"('{to_js_string(label)}') is invalid.", kind="RangeError")
    if options is U or options is None:
        return JSTextDecoder(False, False)
    return JSTextDecoder(truthy(get_member(options, "fatal")), truthy(get_member(options, "ignoreBOM")))


def _decode(decoder: JSTextDecoder, data: Any = U, *_: Any) -> str:
    if data is U:
        return ""
    if isinstance(data, JSTypedArray):
        raw = bytes(data.buffer.data[data.offset:data.offset + data.count * data.size])
    elif type(data) is JSDataView:
        raw = bytes(data.buffer.data[data.offset:data.offset + data.count])
    elif type(data) is JSArrayBuffer:
        raw = bytes(data.data)
    else:
        raise ExpressionError("Failed to execute 'decode' on 'TextDecoder': parameter 1 is not of type 'ArrayBuffer'.",
                              kind="TypeError")
    tick(len(raw) >> 3)
    if not decoder.ignore_bom and raw[:3] == b"\xef\xbb\xbf":
        raw = raw[3:]
    try:
        text = raw.decode("utf-8", "strict" if decoder.fatal else "replace")
    except UnicodeDecodeError:
        raise ExpressionError("Failed to execute 'decode' on 'TextDecoder': The encoded data was not valid.",
                              kind="TypeError") from None
    return check_string(text)


TEXT_ENCODER = Builtin("TextEncoder", {}, _not_without_new("TextEncoder"), make_text_encoder,
                       instances=JSTextEncoder)
TEXT_DECODER = Builtin("TextDecoder", {}, _not_without_new("TextDecoder"), make_text_decoder,
                       instances=JSTextDecoder)


# -- crypto -----------------------------------------------------------------------------------


MAX_RANDOM_BYTES = 65_536


def random_uuid(*_: Any) -> str:
    return str(uuid.UUID(bytes=os.urandom(16), version=4))


def get_random_values(array: Any = U, *_: Any) -> Any:
    where = "Failed to execute 'getRandomValues' on 'Crypto': "
    if type(array) is JSDataView:
        raise ExpressionError(where + "The provided ArrayBufferView is of type 'DataView', which is not an integer "
                              "array type.", kind="TypeMismatchError")
    if not isinstance(array, JSTypedArray):
        raise ExpressionError(where + "parameter 1 is not of type 'ArrayBufferView'.", kind="TypeError")
    if not array.integer:
        kind = _tag(array).removesuffix("Array")  # (Chromium names the element type: 'Float64')
        raise ExpressionError(where + f"The provided ArrayBufferView is of type '{kind}', which is not an "
                              "integer array type.", kind="TypeMismatchError")
    size = array.count * array.size
    if size > MAX_RANDOM_BYTES:
        raise ExpressionError(where + f"The ArrayBufferView's byte length ({size}) exceeds the number of bytes of "
                              f"entropy available via this API ({MAX_RANDOM_BYTES}).", kind="QuotaExceededError")
    tick(size >> 3)
    array.buffer.data[array.offset:array.offset + size] = os.urandom(size)
    return array


CRYPTO = Builtin("crypto", {"randomUUID": random_uuid, "getRandomValues": get_random_values})


GLOBALS = {
    "ArrayBuffer": ARRAY_BUFFER,
    **TYPED_ARRAY_GLOBALS,
    "DataView": DATA_VIEW,
    "TextEncoder": TEXT_ENCODER,
    "TextDecoder": TEXT_DECODER,
    "crypto": CRYPTO,
}

