"""Wave 42 (an attacker helper): holes found, and the attacks that held, kept as
regression tests.

* Template literals nested in one another (`` `${`${`${ ... }`}`}` ``) reached Python's
  stack limit in the lexer, which read each `${ }` by calling itself, before the parser's
  nesting limit (60 levels of the tree) could refuse them: 1,000 levels raised a raw
  `RecursionError` out of `petite.render` and out of a mounted handler's click (the
  mount path's first evaluation turned it into the limit error). The lexer now counts
  the template literals around it and refuses the 61st with the parser's own error
  ("nested more than 60 levels deep": `MAX_NESTING_DEPTH`, one constant, now defined in
  the lexer), so every path gives the same `SyntaxError`.
"""

from __future__ import annotations

import pytest

import petite
from petite.expr import MAX_NESTING_DEPTH, ExpressionSyntaxError, compile_expression
from petite.testing import mount


def nested_template(levels: int) -> str:
    return "`${" * levels + "1" + "}`" * levels


# -- class d/a: the lexer's recursion ------------------------------------------------------

@pytest.mark.parametrize("levels", [MAX_NESTING_DEPTH + 1, 1_000, 16_000])
def test_deeply_nested_template_literals_are_a_syntax_error_on_every_path(levels):
    source = nested_template(levels)
    with pytest.raises(ExpressionSyntaxError, match="nested more than 60 levels deep"):
        petite.render("<p>{{ %s }}</p>" % source, {})
    with pytest.raises(ExpressionSyntaxError, match="nested more than 60 levels deep"):
        mount("<p v-scope>{{ %s }}</p>" % source, {})
    wrapper = mount('<p v-scope><b @click="%s">x</b></p>' % source, {})
    with pytest.raises(ExpressionSyntaxError, match="nested more than 60 levels deep"):
        wrapper.find("b").click()
    for kind in ("expr", "handler", "statements"):
        with pytest.raises(ExpressionSyntaxError, match="nested more than 60 levels deep"):
            compile_expression(source, kind)


def test_template_literals_nested_within_the_limit_still_run():
    assert petite.render("<p>{{ %s }}</p>" % nested_template(20), {}) == "<p>1</p>"
    assert mount("<p v-scope>{{ %s }}</p>" % nested_template(20), {}).find("p").text() == "1"
    assert petite.render("<p>{{ `a${`b${x}c`}d${`e`}` }}</p>", {"x": 1}) == "<p>ab1cde</p>"
