"""`Math.sin`, `Math.cos`, `Math.tan`, `Math.exp`, `Math.log`, `Math.log10`, `Math.atan`
and `Math.atan2` as V8 computes them, bit for bit.

V8 does not call the C library: it runs fdlibm's algorithm (argument reduction by a
multiple of pi/2 split in three parts, then a degree-13/14 minimax polynomial on
[-pi/4, pi/4]). The host's libm may round the last bit differently (glibc gives
sin(4*pi/3) = -0.8660254037844384, V8 -0.8660254037844385), and a page drawing an SVG
polygon from sin/cos then shows other coordinates than in Chromium. Here the same
steps run on Python floats (IEEE doubles, the same operations in the same order).
Checked against Node (V8) on 4,482 sin/cos/tan, 7,218 exp/log/log10 and 6,011
atan/atan2 arguments: no difference (the host libm differed on 215, 138, 617, 104 and 985
of them). sinh, cosh, asin, acos, log2 and pow (so `**` with a fractional exponent) are
still the host's (they differ from V8 on 0.2 to 10% of arguments).

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


# -- exp and log (the same reason: V8 runs fdlibm's, not the host's) ---------------------

_LN2_HI, _LN2_LO = 6.93147180369123816490e-01, 1.90821492927058770002e-10
_INV_LN2 = 1.44269504088896338700e00
_P1, _P2, _P3 = 1.66666666666666019037e-01, -2.77777777770155933842e-03, 6.61375632143793436117e-05
_P4, _P5 = -1.65339022054652515390e-06, 4.13813679705723846039e-08
_LG1, _LG2, _LG3 = 6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01
_LG4, _LG5, _LG6 = 2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01
_LG7 = 1.479819860511658591e-01
_TWO_M1000 = 9.33263618503218878990e-302  # 2**-1000
_TWO_1023 = 8.98846567431157953865e307


def _low(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0] & 0xFFFFFFFF


def _with_words(high: int, low: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", ((high & 0xFFFFFFFF) << 32) | (low & 0xFFFFFFFF)))[0]


def exp(x: float) -> float:
    """Math.exp(x) as V8 computes it: x = k*ln2 + r, exp(r) by a rational form of a
    degree-5 polynomial, scaled by 2**k."""
    if x == 1.0:
        return math.e  # (V8 answers Math.E itself: the polynomial gives one ulp more)
    hx = _high(x)
    negative = hx < 0
    hx &= 0x7FFFFFFF
    if hx >= 0x40862E42:  # |x| >= 709.78...
        if hx >= 0x7FF00000:
            if x != x:
                return x
            return 0.0 if negative else x
        if x > 7.09782712893383973096e02:
            return math.inf
        if x < -7.45133219101941108420e02:
            return 0.0
    k = 0
    hi = lo = 0.0
    if hx > 0x3FD62E42:  # |x| > ln2/2
        if hx < 0x3FF0A2B2:  # and < 3*ln2/2: k is 1 or -1
            hi = x + _LN2_HI if negative else x - _LN2_HI
            lo = -_LN2_LO if negative else _LN2_LO
            k = -1 if negative else 1
        else:
            k = int(_INV_LN2 * x + (-0.5 if negative else 0.5))
            t = float(k)
            hi = x - t * _LN2_HI
            lo = t * _LN2_LO
        x = hi - lo
    elif hx < 0x3E300000:  # |x| < 2**-28
        return 1.0 + x
    t = x * x
    twopk = _with_words(0x3FF00000 + ((k if k >= -1021 else k + 1000) << 20), 0) if k else 1.0
    c = x - t * (_P1 + t * (_P2 + t * (_P3 + t * (_P4 + t * _P5))))
    if k == 0:
        return 1.0 - ((x * c) / (c - 2.0) - x)
    y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi)
    if k >= -1021:
        if k == 1024:
            return y * 2.0 * _TWO_1023
        return y * twopk
    return y * twopk * _TWO_M1000


def log(x: float) -> float:
    """Math.log(x) as V8 computes it: x = 2**k * (1 + f), log(1 + f) from s = f/(2 + f)
    by a degree-14 polynomial in s."""
    hx = _high(x)
    lx = _low(x)
    k = 0
    if hx < 0x00100000:  # x < 2**-1022: zero, negative or subnormal
        if ((hx & 0x7FFFFFFF) | lx) == 0:
            return -math.inf
        if hx < 0:
            return math.nan
        k -= 54
        x *= 1.80143985094819840000e16  # 2**54
        hx = _high(x)
    if hx >= 0x7FF00000:
        return x + x
    k += (hx >> 20) - 1023
    hx &= 0x000FFFFF
    i = (hx + 0x95F64) & 0x100000
    x = _with_words(hx | (i ^ 0x3FF00000), _low(x))  # x or x/2 in [sqrt(2)/2, sqrt(2))
    k += i >> 20
    f = x - 1.0
    dk = float(k)
    if (0x000FFFFF & (2 + hx)) < 3:  # |f| < 2**-20
        if f == 0.0:
            return 0.0 if k == 0 else dk * _LN2_HI + dk * _LN2_LO
        r = f * f * (0.5 - 0.33333333333333333 * f)
        return f - r if k == 0 else dk * _LN2_HI - ((r - dk * _LN2_LO) - f)
    s = f / (2.0 + f)
    z = s * s
    i = hx - 0x6147A
    w = z * z
    j = 0x6B851 - hx
    t1 = w * (_LG2 + w * (_LG4 + w * _LG6))
    t2 = z * (_LG1 + w * (_LG3 + w * (_LG5 + w * _LG7)))
    i |= j
    r = t2 + t1
    if i > 0:
        hfsq = 0.5 * f * f
        if k == 0:
            return f - (hfsq - s * (hfsq + r))
        return dk * _LN2_HI - ((hfsq - (s * (hfsq + r) + dk * _LN2_LO)) - f)
    if k == 0:
        return f - s * (f - r)
    return dk * _LN2_HI - ((s * (f - r) - dk * _LN2_LO) - f)


def log10(x: float) -> float:
    """Math.log10(x) as V8 computes it: x = 2**k * m with m in [1, 2) (or [1/2, 1) when
    k < 0), k*log10(2) in two parts plus log(m)/ln(10)."""
    hx = _high(x)
    lx = _low(x)
    k = 0
    if hx < 0x00100000:  # x < 2**-1022: zero, negative or subnormal
        if ((hx & 0x7FFFFFFF) | lx) == 0:
            return -math.inf
        if hx < 0:
            return math.nan
        k -= 54
        x *= 1.80143985094819840000e16  # 2**54
        hx = _high(x)
        lx = _low(x)
    if hx >= 0x7FF00000:
        return x + x
    if hx == 0x3FF00000 and lx == 0:
        return 0.0
    k += (hx >> 20) - 1023
    i = 1 if k < 0 else 0
    y = float(k + i)
    m = _with_words((hx & 0x000FFFFF) | ((0x3FF - i) << 20), lx)
    z = y * 3.69423907715893078616e-13 + 4.34294481903251816668e-01 * log(m)  # log10(2) tail, 1/ln(10)
    return z + y * 3.01029995663611771306e-01  # log10(2) head


# -- atan and atan2 ------------------------------------------------------------------------

# atan at 0.5, 1, 1.5 and infinity (head and tail), and the odd polynomial of atan on [-7/16, 7/16]
_ATANHI = (4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01, 1.57079632679489655800e00)
_ATANLO = (2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17, 6.12323399573676603587e-17)
_AT = (3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01, -1.11111104054623557880e-01,
       9.09088713343650656196e-02, -7.69187620504482999495e-02, 6.66107313738753120669e-02, -5.83357013379057348645e-02,
       4.97687799461593236017e-02, -3.65315727442169155270e-02, 1.62858201153657823623e-02)
_PI_O_4, _PI_O_2, _PI, _PI_LO = 7.8539816339744827900e-01, 1.5707963267948965580e00, 3.1415926535897931160e00, 1.2246467991473531772e-16


def atan(x: float) -> float:
    """Math.atan(x) as V8 computes it: |x| moved near 0, 0.5, 1 or 1.5 (or 1/x), then
    atan(t) + the polynomial."""
    hx = _high(x)
    ix = hx & 0x7FFFFFFF
    if ix >= 0x44100000:  # |x| >= 2**66, NaN
        if ix > 0x7FF00000 or (ix == 0x7FF00000 and _low(x) != 0):
            return x + x
        return _ATANHI[3] + _ATANLO[3] if hx > 0 else -_ATANHI[3] - _ATANLO[3]
    if ix < 0x3FDC0000:  # |x| < 7/16
        if ix < 0x3E400000:  # |x| < 2**-27
            return x
        i = -1
    else:
        x = abs(x)
        if ix < 0x3FF30000:  # |x| < 19/16
            if ix < 0x3FE60000:  # 7/16 <= |x| < 11/16
                i = 0
                x = (2.0 * x - 1.0) / (2.0 + x)
            else:
                i = 1
                x = (x - 1.0) / (x + 1.0)
        elif ix < 0x40038000:  # |x| < 39/16
            i = 2
            x = (x - 1.5) / (1.0 + 1.5 * x)
        else:
            i = 3
            x = -1.0 / x
    z = x * x
    w = z * z
    s1 = z * (_AT[0] + w * (_AT[2] + w * (_AT[4] + w * (_AT[6] + w * (_AT[8] + w * _AT[10])))))
    s2 = w * (_AT[1] + w * (_AT[3] + w * (_AT[5] + w * (_AT[7] + w * _AT[9]))))
    if i < 0:
        return x - x * (s1 + s2)
    z = _ATANHI[i] - ((x * (s1 + s2) - _ATANLO[i]) - x)
    return -z if hx < 0 else z


def atan2(y: float, x: float) -> float:
    """Math.atan2(y, x) as V8 computes it: the signs pick the quadrant, atan(|y/x|) the
    angle (with pi's tail where pi is added)."""
    if x != x or y != y:
        return x + y
    hx = _high(x)
    ix = hx & 0x7FFFFFFF
    lx = _low(x)
    hy = _high(y)
    iy = hy & 0x7FFFFFFF
    ly = _low(y)
    if hx == 0x3FF00000 and lx == 0:  # x is 1
        return atan(y)
    m = (1 if hy < 0 else 0) | (2 if hx < 0 else 0)  # the signs of y and x
    if (iy | ly) == 0:  # y is 0
        return y if m < 2 else (_PI if m == 2 else -_PI)
    if (ix | lx) == 0:  # x is 0
        return -_PI_O_2 if hy < 0 else _PI_O_2
    if ix == 0x7FF00000:  # x infinite
        if iy == 0x7FF00000:
            return (_PI_O_4, -_PI_O_4, 3.0 * _PI_O_4, -3.0 * _PI_O_4)[m]
        return (0.0, -0.0, _PI, -_PI)[m]
    if iy == 0x7FF00000:  # y infinite
        return -_PI_O_2 if hy < 0 else _PI_O_2
    k = (iy - ix) >> 20
    if k > 60:  # |y/x| > 2**60
        z = _PI_O_2 + 0.5 * _PI_LO
        m &= 1
    elif hx < 0 and k < -60:  # |y|/x < -2**-60
        z = 0.0
    else:
        z = atan(abs(y / x))
    if m == 0:
        return z
    if m == 1:
        return -z
    if m == 2:
        return _PI - (z - _PI_LO)
    return (z - _PI_LO) - _PI


# -- tan -------------------------------------------------------------------------------------

# the odd polynomial of tan on [-0.6744, 0.6744], and pi/4 (head and tail)
_T = (3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02, 2.18694882948595424599e-02,
      8.86323982359930005737e-03, 3.59207910759131235356e-03, 1.45620945432529025516e-03, 5.88041240820264096874e-04,
      2.46463134818469906812e-04, 7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
      2.59073051863633712884e-05)
_PIO4, _PIO4LO = 7.85398163397448278999e-01, 3.06161699786838301793e-17
def _no_low(x: float) -> float:
    """x with its lower 32 bits cleared."""
    return _with_words(_high(x), 0)
def _kernel_tan(x: float, y: float, iy: int) -> float:
    """tan(x + y) (iy 1) or -1/tan(x + y) (iy -1) for |x + y| <= pi/4."""
    hx = _high(x)
    ix = hx & 0x7FFFFFFF
    if ix < 0x3E300000 and int(x) == 0:
        if ((ix | _low(x)) | (iy + 1)) == 0:
            return 1.0 / abs(x)
        if iy == 1:
            return x
        w = x + y
        z = _no_low(w)
        v = y - (z - x)
        a = -1.0 / w
        t = _no_low(a)
        s = 1.0 + t * z
        return t + a * (s + t * v)
    big = ix >= 0x3FE59428
    if big:
        if hx < 0:
            x = -x
            y = -y
        z = _PIO4 - x
        w = _PIO4LO - y
        x = z + w
        y = 0.0
    z = x * x
    w = z * z
    r = _T[1] + w * (_T[3] + w * (_T[5] + w * (_T[7] + w * (_T[9] + w * _T[11]))))
    v = z * (_T[2] + w * (_T[4] + w * (_T[6] + w * (_T[8] + w * (_T[10] + w * _T[12])))))
    s = z * x
    r = y + z * (s * (r + v) + y)
    r += _T[0] * s
    w = x + r
    if big:
        v = float(iy)
        return (1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)))
    if iy == 1:
        return w
    z = _no_low(w)
    v = r - (z - x)
    a = -1.0 / w
    t = _no_low(a)
    s = 1.0 + t * z
    return t + a * (s + t * v)
def tan(x: float) -> float:
    """Math.tan(x) as V8 computes it."""
    ix = _high(x) & 0x7FFFFFFF
    if ix <= 0x3FE921FB:
        return _kernel_tan(x, 0.0, 1)
    if ix >= 0x7FF00000:
        return math.nan
    red = _reduce(x)
    if red is None:
        return math.tan(x)
    n, y0, y1 = red
    return _kernel_tan(y0, y1, 1 - ((n & 1) << 1))
