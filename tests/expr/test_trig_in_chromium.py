"""Math.sin, Math.cos, Math.tan, Math.exp, Math.log, Math.log10, Math.atan and
Math.atan2 give V8's doubles, bit for bit
(petite.expr.trig runs fdlibm's steps as V8 does; the host's libm rounds the last bit
otherwise for 2 to 6% of arguments: glibc's sin(4*pi/3) is -0.8660254037844384, V8's
-0.8660254037844385, and petite-vue's examples/svg.html drew its polygon from them).
Each expression shows in petite what it shows in a Chromium page."""

from __future__ import annotations

import math

from petite.expr import trig

from .test_in_chromium import assert_as_in_chromium

# (x, sin x, cos x) as Node 20 (V8) gives them, where glibc's sin or cos differs
V8_VALUES = [
    (4.1887902047863905, -0.8660254037844385, -0.5000000000000004),
    (26.179938779914945, 0.8660254037844393, 0.49999999999999883),
    (64.92624817418906, 0.866025403784441, -0.4999999999999958),
    (83.77580409572782, 0.8660254037844379, -0.5000000000000013),
    (69.11503837997545, 9.999938358037342e-10, 1),
    (127.75810124598492, 0.8660254037844423, -0.4999999999999936),
    (7663.441300392151, -0.8897596386833365, -0.4564293870579529),
    (418724.4176864624, 0.37319031497271105, 0.9277548107180952),
    (0.17849427461624146, 0.17754797261503003, 0.9841121467700176),
]


def _arguments() -> list[str]:
    """Multiples and near-multiples of pi/2, pi/3 and 2pi/n (polygons), small and large
    numbers, the special values."""
    out = ["0", "-0", "1e-300", "-1e-10", "0.3", "-0.785", "Math.PI / 4", "Math.PI", "NaN", "Infinity", "-Infinity",
           "1e5", "823549", "823551", "1e6", "-7.5", "-1e5 - 0.5"]  # (beyond 2**19*pi/2 the host libm: see trig)
    for k in range(1, 41):
        out += [f"{k} * Math.PI / 2", f"-{k} * Math.PI / 2", f"{k} * Math.PI / 2 + 1e-9", f"{k} * Math.PI / 3"]
    for n in range(3, 13):
        out += [f"Math.PI * 2 / {n} * {i}" for i in range(n)]
    state = 12345
    for i in range(600):
        state = (state * 1103515245 + 12345) % 2147483648
        scale = [1e-9, 1e-3, 0.5, 1, 3, 10, 100, 1e4, 5e5][i % 9]
        out.append(repr((state / 2147483648 * 2 - 1) * scale))
    return out


# (x, exp x, log x) as Node 20 gives them, where glibc's exp or log differs
V8_EXP_LOG = [
    (1, 2.718281828459045, 0),
    (3.030484914779663, 20.707271417161486, 1.108722644597659),
    (0.17602920532226562, 1.1924728846970045, -1.7371053583793383),
    (0.4388580322265625, 1.5509350889562183, -0.8235793072140187),
]


# (x, log10 x) as Node 20 gives them, where glibc's log10 differs
V8_LOG10 = [(0.8012709617614746, -0.09622059590275404), (0.6197099089622498, -0.2078115595656331), (0.8193497657775879, -0.08653066610213969)]


# atan(x) and atan2(y, x) as Node 20 gives them, where glibc's differ
V8_ATAN = [(-3.2603836059570312, -1.273192823137526), (23.366475105285645, 1.5280260691440768),
           (2.65159472823143, 1.2101582210562003)]
V8_ATAN2 = [(0.34601831436157227, -1, 2.8084693872597324), (1.6202259063720703, -0.24878907203674316, 1.7231583765181504),
            (-0.8502120971679688, -0.10559368133544922, -1.6943604692154608)]


# tan(x) as Node 20 gives it, where glibc's differs
V8_TAN = [(9.42477796076938, -3.6739403974420594e-16), (-9.42477796076938, 3.6739403974420594e-16),
          (10.995574287564276, 2333034193313624.5)]


def test_recorded_v8_values():
    for x, sin, cos in V8_VALUES:
        assert (trig.sin(x), trig.cos(x)) == (sin, cos), x
    assert math.copysign(1, trig.sin(-0.0)) == -1 and trig.cos(-0.0) == 1
    for x, exp, log in V8_EXP_LOG:
        assert (trig.exp(x), trig.log(x)) == (exp, log), x
    for x, log10 in V8_LOG10:
        assert trig.log10(x) == log10, x
    for x, tan in V8_TAN:
        assert trig.tan(x) == tan, x
    assert math.copysign(1, trig.tan(-0.0)) == -1
    for x, atan in V8_ATAN:
        assert trig.atan(x) == atan, x
    for y, x, atan2 in V8_ATAN2:
        assert trig.atan2(y, x) == atan2, (y, x)


def test_sin_and_cos_as_in_chromium(chromium):
    args = _arguments()
    assert_as_in_chromium(chromium, [f"[Math.sin({a}), Math.cos({a}), Math.tan({a})].join()" for a in args], at_least=800)


def test_exp_and_log_as_in_chromium(chromium):
    args = _arguments() + ["709.78", "710", "-745.2", "-746", "5e-324", "1e308", "Math.E", "2", "10", "0.5"]
    sources = [f"[Math.exp({a}), Math.exp(({a}) / 1000), Math.log({a}), Math.log(Math.abs({a}) * 7), Math.log10(Math.abs({a}) * 3)].join()"
               for a in args]
    assert_as_in_chromium(chromium, sources, at_least=800)


def test_atan_and_atan2_as_in_chromium(chromium):
    args = _arguments()
    others = ["-1", "3", "-0.25", "0", "-0", "Infinity", "-Infinity", "1e-310"]
    sources = [f"[Math.atan({a}), Math.atan2({a}, {others[i % 8]}), Math.atan2({others[i % 8]}, {a}), Math.atan2({a}, 1)].join()"
               for i, a in enumerate(args)]
    assert_as_in_chromium(chromium, sources, at_least=800)
