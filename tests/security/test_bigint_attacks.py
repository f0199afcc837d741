"""BigInt attacks: values too large to hold and work too large to do. A BigInt holds at
most ``bigint.MAX_BITS`` bits (a larger result is refused before it is computed), and
each operation on large values charges the evaluation's budget by its size before it
runs (multiplication, division and decimal conversion by the product of the sizes), so
a loop of a few costly operations ends in the limit error instead of running for
minutes in C where the call-counting tracer cannot see it. Each attack failed before
the charge (or the size check) named beside it.
"""

from __future__ import annotations

import pytest

from petite.expr import ExpressionLimitError, Scope, compile_expression
from petite.expr.bigint import MAX_BITS, JSBigInt
from petite.expr.budget import MAX_STEPS, evaluation

from .attacks.harness import Attack, judge

# -- sizes: refused before the work (bigint.make / the estimates in power, mul, shift) -----
SIZES = {
    "power-huge": "return 10n ** 10000000n",
    "power-just-over": f"return 2n ** {MAX_BITS + 1}n",
    "power-odd-base": f"return 3n ** {MAX_BITS}n",
    "shift-huge": "return 1n << 100000000n",
    "shift-just-over": f"return 1n << {MAX_BITS}n",
    "shift-right-negative": "return 1n >> -100000000n",
    "mul-of-halves": f"const a = 1n << {MAX_BITS // 2 + 8}n; return a * a",
    "squaring-loop": "let x = 3n; for (;;) x = x * x",
    "doubling-loop": "let x = 1n; for (;;) x = x + x",
    "shift-loop": "let x = 1n; for (;;) x <<= 4096n",
    "as-uint-negative": "return BigInt.asUintN(2 ** 40, -1n)",
    "hex-string-huge": "return BigInt('0x' + 'f'.repeat(400000))",
    "binary-string-huge": "return BigInt('0b' + '1'.repeat(" + str(MAX_BITS + 100) + "))",
}
# -- work: each operation charged by its size (bigint._charge_product/_decimal/_linear) ---
WORK = {
    # 100,000-bit operands: about 1 ms of C each, under 4 steps of a loop turn uncharged
    "mul-loop": "const a = (1n << 100000n) - 1n; for (;;) a * a",
    "div-loop": "const a = (1n << 200000n) - 1n; const b = (1n << 100000n) - 3n; for (;;) a / b",
    "mod-loop": "const a = (1n << 200000n) - 1n; const b = (1n << 100000n) - 3n; for (;;) a % b",
    "power-loop": "for (;;) 3n ** 60000n",
    # decimal conversion is quadratic: String, template, +'' , toLocaleString, radix 3
    "string-loop": "const a = (1n << 60000n) - 1n; for (;;) String(a)",
    "template-loop": "const a = (1n << 60000n) - 1n; for (;;) `${a}`",
    "concat-loop": "const a = (1n << 60000n) - 1n; for (;;) a + ''",
    "locale-loop": "const a = (1n << 60000n) - 1n; for (;;) a.toLocaleString()",
    "radix3-loop": "const a = (1n << 60000n) - 1n; for (;;) a.toString(3)",
    "property-key-loop": "const a = (1n << 60000n) - 1n; const o = {}; for (;;) o[a] = 1",
    "compare-string-loop": "const s = '9'.repeat(20000); for (;;) 1n < s",
    "parse-loop": "const s = '9'.repeat(20000); for (;;) BigInt(s)",
    "string-too-big": "return String(1n << 1000000n)",
    "parse-too-big": "return BigInt('9'.repeat(900000))",
    # linear operations on the largest values: copying 128 KB a turn
    "increment-loop": f"let x = 1n << {MAX_BITS - 8}n; for (;;) x++",
    "negate-loop": f"const x = 1n << {MAX_BITS - 8}n; for (;;) -x",
    "and-loop": f"const x = (1n << {MAX_BITS - 8}n) - 1n; for (;;) x & x",
}

ATTACKS = [Attack(f"c5-bigint-{name}", 5, src, {}, "statements", must="limit")
           for name, src in {**SIZES, **WORK}.items()]
# the same on the other paths: a server render, a handler, a mounted page's text
for name in ("power-huge", "mul-loop", "string-too-big"):
    src = {**SIZES, **WORK}[name]
    ATTACKS.append(Attack(f"c5-bigint-render-{name}", 5, f"<p>{{{{ (() => {{ {src} }})() }}}}</p>", {}, "render",
                          must="limit"))
    ATTACKS.append(Attack(f"c5-bigint-handler-{name}", 5, src, {}, "handler", must="limit"))
# the display of a BigInt too large to write: refused even outside the expression's
# evaluation ({{ }} writes the value after the expression returned)
ATTACKS += [
    Attack("c5-bigint-render-display", 5, "<p>{{ 1n << 1000000n }}</p>", {}, "render", must="limit"),
    Attack("c5-bigint-mount-display", 5, '<div v-scope="{ n: 1n }"><p>{{ n }}</p><button @click="n = 1n << 1000000n">b</button></div>',
           {}, "mount", steps=(("click", "button"),), must="limit"),
]


@pytest.mark.timeout(300)
@pytest.mark.parametrize("attack", [a.param() for a in ATTACKS])
def test_bigint_attack(attack: Attack) -> None:
    judge(attack)


def test_corpus_size() -> None:
    assert len(ATTACKS) >= 35


def _steps_of(src: str, **data: object) -> tuple[object, int]:
    """The value of ``src`` and the steps its evaluation charged."""
    fn = compile_expression(src)
    with evaluation() as budget:
        before = budget.steps
        value = fn(Scope(dict(data)))
        return value, before - budget.steps


@pytest.mark.parametrize("src, least", [
    ("a * a", 38_000),  # 1,563 words squared / 64
    ("a / b", 19_000),
    ("a % b", 19_000),
    ("String(a)", 500_000),  # 1,563 words squared / 4
    ("a.toString(7)", 500_000),
    ("a + a", 190),  # 100,000 bits / 512
    ("a << 1n", 190),
    ("-a", 190),
    ("~a", 190),
    ("a & a", 190),
    ("(() => { let x = a; x++; return x })()", 190),
    ("BigInt(s)", 500_000),  # 30,103 digits: 1,563 words squared / 4
])
def test_large_operations_are_charged_by_size(src: str, least: int) -> None:
    a = JSBigInt((1 << 100_000) - 1)
    b = JSBigInt((1 << 50_000) - 3)
    _, steps = _steps_of(src, a=a, b=b, s="9" * 30_103)
    assert least <= steps < MAX_STEPS


def test_small_operations_cost_nothing_extra() -> None:
    value, steps = _steps_of("(a * a + 1n) / 3n % 1000n", a=JSBigInt(2**200 + 7))
    assert value == JSBigInt(((2**200 + 7) ** 2 + 1) // 3 % 1000)
    assert steps < 50


def test_the_largest_value_is_allowed_and_one_more_bit_is_not() -> None:
    value, _ = _steps_of(f"1n << {MAX_BITS - 1}n")
    assert value.value.bit_length() == MAX_BITS
    with pytest.raises(ExpressionLimitError, match="Maximum BigInt size exceeded"):
        _steps_of(f"1n << {MAX_BITS}n")


def test_the_size_limit_cannot_be_caught() -> None:
    fn = compile_expression("try { 10n ** 10000000n } catch (e) { return 'caught' } return 'after'", "statements")
    with pytest.raises(ExpressionLimitError):
        fn(Scope({}))
