"""`Math.sin` and `Math.cos` as V8 computes them, bit for bit.

V8 does not call the C library: it runs fdlibm's algorithm (argument reduction by a
multiple of pi/2 split in three parts, then a degree-13/14 minimax polynomial on
[-pi/4, pi/4]). The host's libm may round the last bit differently (glibc gives
sin(4*pi/3) = -0.8660254037844384, V8 -0.8660254037844385), and a page drawing an SVG
polygon from sin/cos then shows other coordinates than in Chromium. Here the same
steps run on Python floats (IEEE doubles, the same operations in the same order).

Arguments beyond 2**19 * pi/2 (where fdlibm switches to a multi-word reduction) use
the host's libm.
"""

from __future__ import annotations

import math
import struct

# the minimax coefficients of sin(x) - x and of cos(x) - 1 + x*x/2 on [-pi/4, pi/4]
_S1, _S2, _S3 = -1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04
_S4, _S5, _S6 = 2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10
_C1, _C2, _C3 = 4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05
_C4, _C5, _C6 = -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11

# 2/pi, and pi/2 as three pairs (a 33-bit head and the rest) for the reduction
_INV_PIO2 = 6.36619772367581382433e-01
_PIO2_1, _PIO2_1T = 1.57079632673412561417e00, 6.07710050650619224932e-11
_PIO2_2, _PIO2_2T = 6.07710050630396597660e-11, 2.02226624879595063154e-21
_PIO2_3, _PIO2_3T = 2.02226624871116645580e-21, 8.47842766036889956997e-32


def _high(x: float) -> int:
    """The upper 32 bits of a double, as a signed int (its sign, exponent, top mantissa)."""
    word = struct.unpack("<Q", struct.pack("<d", x))[0] >> 32
    return word - (1 << 32) if word & 0x80000000 else word


def _with_high(high: int) -> float:
    """The double whose upper word is `high` and lower word 0."""
    return struct.unpack("<d", struct.pack("<Q", (high & 0xFFFFFFFF) << 32))[0]


# the upper words of n*pi/2 for n = 1..32: where the first reduction step is exact enough
_NPIO2_HIGH = tuple(_high(n * _PIO2_1 + n * _PIO2_1T) for n in range(1, 33))


def _kernel_sin(x: float, y: float, tail: bool) -> float:
    """sin(x + y) for |x + y| <= pi/4, y the tail of x (used when `tail`)."""
    if (_high(x) & 0x7FFFFFFF) < 0x3E400000 and int(x) == 0:  # |x| < 2**-27
        return x
    z = x * x
    v = z * x
    r = _S2 + z * (_S3 + z * (_S4 + z * (_S5 + z * _S6)))
    if not tail:
        return x + v * (_S1 + z * r)
    return x - ((z * (0.5 * y - v * r) - y) - v * _S1)


def _kernel_cos(x: float, y: float) -> float:
    """cos(x + y) for |x + y| <= pi/4, y the tail of x."""
    ix = _high(x) & 0x7FFFFFFF
    if ix < 0x3E400000 and int(x) == 0:  # |x| < 2**-27
        return 1.0
    z = x * x
    r = z * (_C1 + z * (_C2 + z * (_C3 + z * (_C4 + z * (_C5 + z * _C6)))))
    if ix < 0x3FD33333:  # |x| < 0.3
        return 1.0 - (0.5 * z - (z * r - x * y))
    qx = 0.28125 if ix > 0x3FE90000 else _with_high(ix - 0x00200000)  # x/4, exactly
    hz = 0.5 * z - qx
    a = 1.0 - qx
    return a - (hz - (z * r - x * y))


def _reduce(x: float) -> tuple[int, float, float] | None:
    """(n, y0, y1): x = n*pi/2 + y0 + y1 with |y0 + y1| <= pi/4, or None when |x| is
    beyond the range the three-part pi/2 reduces exactly."""
    hx = _high(x)
    ix = hx & 0x7FFFFFFF
    if ix < 0x4002D97C:  # |x| < 3pi/4: n is 1 or -1
        sign = 1.0 if hx > 0 else -1.0
        z = x - sign * _PIO2_1
        if ix != 0x3FF921FB:  # 33+53 bits of pi/2 suffice
            y0 = z - sign * _PIO2_1T
            return int(sign), y0, (z - y0) - sign * _PIO2_1T
        z -= sign * _PIO2_2  # near pi/2: 33 more bits
        y0 = z - sign * _PIO2_2T
        return int(sign), y0, (z - y0) - sign * _PIO2_2T
    if ix > 0x413921FB:  # |x| > 2**19 * pi/2
        return None
    t = abs(x)
    n = int(t * _INV_PIO2 + 0.5)
    fn = float(n)
    r = t - fn * _PIO2_1
    w = fn * _PIO2_1T  # the first 33+53 bits of pi/2
    if n < 32 and ix != (_NPIO2_HIGH[n - 1] & 0x7FFFFFFF):
        y0 = r - w  # no cancellation: done
    else:
        exponent = ix >> 20
        y0 = r - w
        if exponent - ((_high(y0) >> 20) & 0x7FF) > 16:  # cancellation: 33 more bits
            t = r
            w = fn * _PIO2_2
            r = t - w
            w = fn * _PIO2_2T - ((t - r) - w)
            y0 = r - w
            if exponent - ((_high(y0) >> 20) & 0x7FF) > 49:  # and 33 more
                t = r
                w = fn * _PIO2_3
                r = t - w
                w = fn * _PIO2_3T - ((t - r) - w)
                y0 = r - w
    y1 = (r - y0) - w
    if hx < 0:
        return -n, -y0, -y1
    return n, y0, y1


def sin(x: float) -> float:
    """Math.sin(x) as V8 computes it."""
    ix = _high(x) & 0x7FFFFFFF
    if ix <= 0x3FE921FB:  # |x| <= pi/4
        return _kernel_sin(x, 0.0, False)
    if ix >= 0x7FF00000:  # NaN, infinities
        return math.nan
    reduced = _reduce(x)
    if reduced is None:
        return math.sin(x)
    n, y0, y1 = reduced
    quadrant = n & 3
    if quadrant == 0:
        return _kernel_sin(y0, y1, True)
    if quadrant == 1:
        return _kernel_cos(y0, y1)
    if quadrant == 2:
        return -_kernel_sin(y0, y1, True)
    return -_kernel_cos(y0, y1)


def cos(x: float) -> float:
    """Math.cos(x) as V8 computes it."""
    ix = _high(x) & 0x7FFFFFFF
    if ix <= 0x3FE921FB:  # |x| <= pi/4
        return _kernel_cos(x, 0.0)
    if ix >= 0x7FF00000:
        return math.nan
    reduced = _reduce(x)
    if reduced is None:
        return math.cos(x)
    n, y0, y1 = reduced
    quadrant = n & 3
    if quadrant == 0:
        return _kernel_cos(y0, y1)
    if quadrant == 1:
        return -_kernel_sin(y0, y1, True)
    if quadrant == 2:
        return -_kernel_cos(y0, y1)
    return _kernel_sin(y0, y1, True)
