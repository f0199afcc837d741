"""Math.sin, Math.cos, Math.tan, Math.log, Math.log10, Math.atan and Math.atan2 show in
petite what they show in the Chromium `make test` installs (>= 155, Makefile
CHROMIUM_MIN), bit for bit: its V8 gives the host libm's doubles (glibc), on polygon
angles (petite-vue's examples/svg.html draws its polygon from them), multiples of pi and
spread arguments. Chromium 150's V8 ran fdlibm's steps and rounded the last bit
differently for 2 to 6% of arguments; an engine following one Chromium's last bits
differs from another's. Math.exp is the host's, and differs from Chromium 156's in the
last bit for about 0.1 to 0.4% of arguments (measured, not asserted bit for bit)."""

from __future__ import annotations

from .test_in_chromium import assert_as_in_chromium


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


def test_sin_and_cos_as_in_chromium(chromium):
    args = _arguments()
    assert_as_in_chromium(chromium, [f"[Math.sin({a}), Math.cos({a}), Math.tan({a})].join()" for a in args], at_least=800)


def test_log_as_in_chromium(chromium):
    args = _arguments() + ["709.78", "710", "-745.2", "-746", "5e-324", "1e308", "Math.E", "2", "10", "0.5"]
    sources = [f"[Math.exp(0), Math.exp(1), Math.log({a}), Math.log(Math.abs({a}) * 7), Math.log10(Math.abs({a}) * 3)].join()"
               for a in args]
    assert_as_in_chromium(chromium, sources, at_least=800)


def test_atan_and_atan2_as_in_chromium(chromium):
    args = _arguments()
    others = ["-1", "3", "-0.25", "0", "-0", "Infinity", "-Infinity", "1e-310"]
    sources = [f"[Math.atan({a}), Math.atan2({a}, {others[i % 8]}), Math.atan2({others[i % 8]}, {a}), Math.atan2({a}, 1)].join()"
               for i, a in enumerate(args)]
    assert_as_in_chromium(chromium, sources, at_least=800)
