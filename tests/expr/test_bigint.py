"""BigInt on petite's own paths: what Python gets back (a JSBigInt, never an int), the
server render, a mounted page's state and handlers, reactive state, and the lexer's
literals. The JavaScript semantics themselves are compared with Chromium in
test_bigint_in_chromium.py; sizes and work in tests/security/test_bigint_attacks.py."""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionError, ExpressionSyntaxError, Scope, compile_expression
from petite.expr.bigint import JSBigInt
from petite.testing import mount


def run(src: str, **data: object) -> object:
    return compile_expression(src)(Scope(dict(data)))


def test_python_gets_a_bigint_not_an_int() -> None:
    value = run("2n ** 64n")
    assert type(value) is JSBigInt and value.value == 2**64
    assert value == JSBigInt(2**64) and value != 2**64 and hash(value) == hash(JSBigInt(2**64))
    assert run("a * 2n", a=JSBigInt(21)) == JSBigInt(42)
    assert run("Number(a)", a=JSBigInt(7)) == 7 and type(run("Number(a)", a=JSBigInt(7))) is int


def test_python_ints_stay_numbers() -> None:
    with pytest.raises(ExpressionError, match="Cannot mix BigInt"):
        run("n + 1n", n=1)
    assert run("typeof n", n=2**80) == "number"
    assert run("BigInt(n) + 1n", n=41) == JSBigInt(42)


def test_a_bigint_is_immutable_and_shows_no_python() -> None:
    big = JSBigInt(5)
    with pytest.raises(AttributeError):
        big.value = 6  # type: ignore[misc]
    assert run("b.value", b=big) is petite.expr.undefined
    assert run("(b.value = 9, b)", b=big) == JSBigInt(5)
    assert run("Object.keys(b).length", b=big) == 0


@pytest.mark.parametrize("src, message", [
    ("1.5n", "invalid number"),
    ("1e3n", "invalid number"),
    ("017n", "invalid number"),
    ("1nx", "invalid BigInt literal"),
])
def test_bad_literals_are_syntax_errors(src: str, message: str) -> None:
    with pytest.raises(ExpressionSyntaxError, match=message):
        compile_expression(src)


def test_render_shows_digits_without_n() -> None:
    html = petite.render('<p v-scope="{ n: 16n ** 20n }" :title="n">{{ n }} {{ typeof n }} {{ n > 1e24 }}</p>')
    assert html == '<p title="1208925819614629174706176">1208925819614629174706176 bigint true</p>'


def test_render_of_an_object_holding_a_bigint_is_the_json_type_error() -> None:
    with pytest.raises(ExpressionError, match="Do not know how to serialize a BigInt"):
        petite.render("<p>{{ { n: 1n } }}</p>")


def test_mounted_state_and_handlers() -> None:
    page = mount('<div v-scope="{ n: 1n, seen: new Set([1n]) }"><p>{{ n }} {{ seen.has(n) }}</p>'
                 '<button @click="n = n * 10n + 1n; seen.add(n)">more</button></div>')
    assert page.find("p").text() == "1 true"
    page.find("button").click()
    page.find("button").click()
    assert page.find("p").text() == "111 true"
    page.unmount()


def test_reactive_state_holds_a_bigint_as_a_value() -> None:
    state = petite.reactivity.reactive({"n": JSBigInt(3)})
    assert type(state["n"]) is JSBigInt
    assert run("n ** 2n", n=state["n"]) == JSBigInt(9)
