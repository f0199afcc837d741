"""`.constructor` as JavaScript's prototypes give it: Object for plain objects, Array,
String, Number and Boolean for primitives and arrays, a class for its instances; an own
`constructor` key wins. A function's is undefined: the `Function` constructor (code from
a string) stays out of reach."""

from __future__ import annotations

import pytest

from petite.expr import Scope, compile_expression, to_display_string


def show(src: str, data: dict | None = None) -> str:
    return to_display_string(compile_expression(src)(Scope(dict(data or {}))))


@pytest.mark.parametrize(
    "src, shown",
    [
        ("({}).constructor === Object", "true"),
        ("[].constructor === Array", "true"),
        ("'a'.constructor === String", "true"),
        ("(1.5).constructor === Number", "true"),
        ("false.constructor === Boolean", "true"),
        ("(() => { class A {}; class B extends A {}; return new B().constructor === B })()", "true"),
        ("({ constructor: 5 }).constructor", "5"),
        ("json?.constructor === Object ? 'kept' : 'dropped'", "kept"),
        ("[].constructor.isArray([1])", "true"),
    ],
)
def test_constructor_as_in_javascript(src: str, shown: str) -> None:
    assert show(src, {"json": {"a": 1}}) == shown


@pytest.mark.parametrize("src", ["(x => x).constructor", "(function () {}).constructor", "[].map.constructor"])
def test_function_constructor_unreachable(src: str) -> None:
    assert show(src) == ""


def test_no_python_behind_constructor() -> None:
    assert show("({}).constructor.constructor") == ""
    assert show("typeof ({}).constructor.__class__") == "undefined"
