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

* Compiling was free (class d). A `$template` string from data is compiled inside the
  render's evaluation (its render function) or the mount's (each expression), and was
  charged only what parsing it costs: 10,000 distinct bindings (300 KB) compiled for
  8 s on the render path and 10 s on the mount path, with no limit error. Generated
  code compiled while an evaluation runs is now charged a step per 2 characters
  (`budget.COMPILED_CHARS`: `compiler._exec` for expressions and function bodies, the
  render function's `codegen.Lines` as it is made), a cached compile nothing. And a
  top-level template's render function, compiled outside any evaluation, had no bound:
  20,000 bindings (420 KB) took 13 s, 47,000 (1 MB) 73 s; one longer than
  `MAX_RENDER_SOURCE` (1,000,000 characters of code; the biggest real-world page
  200,713) mounts instead, whose evaluation is bounded.
"""

from __future__ import annotations

import pytest

import petite
from petite.compiler.codegen import MAX_RENDER_SOURCE
from petite.expr import MAX_NESTING_DEPTH, ExpressionLimitError, ExpressionSyntaxError, compile_expression
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


# -- class d: compiling is work -------------------------------------------------------------

def distinct_bindings(n: int) -> str:
    return "".join('<p :title="x+%d">{{ y+%d }}</p>' % (i, i) for i in range(n))


COMPONENT = '<div v-scope="{ $template: c, x: 1, y: 2 }"></div>'


@pytest.mark.parametrize("path", ["render", "mount"])
def test_a_template_string_in_data_pays_for_compiling_its_expressions(path):
    # (before: 10,000 distinct bindings, a 300 KB `$template` string, compiled for 8-10 s
    # on either path, charged only what parsing it costs; each compile of generated code
    # in an evaluation is now charged a step per 2 characters, so this ends in the limit
    # error after about 2,000 compiles)
    markup = distinct_bindings(10_000) + "<!-- %s -->" % path
    with pytest.raises(ExpressionLimitError, match="Too much work"):
        if path == "render":
            petite.render(COMPONENT, {"c": markup})
        else:
            mount(COMPONENT, {"c": markup})


@pytest.mark.parametrize("path", ["render", "mount"])
def test_a_template_string_of_ordinary_size_still_renders(path):
    markup = distinct_bindings(300) + "<!-- ordinary %s -->" % path
    html = petite.render(COMPONENT, {"c": markup}) if path == "render" else mount(COMPONENT, {"c": markup}).html()
    assert html.count("<p ") == 300
    assert '<p title="300">301</p>' in html


def test_a_render_function_past_its_length_limit_mounts_instead():
    # (before: 20,000 bindings, a 420 KB template, compiled for 13 s to 4.7 MB of Python;
    # 47,000 for 73 s: the render function is compiled outside any evaluation)
    template = petite.compile('<p :title="x">{{ y }}</p>' * 5_000)
    assert template.mount_reason == f"a render function longer than {MAX_RENDER_SOURCE} characters of code"
    html = template.render({"x": 1, "y": 2})
    assert html == '<p title="1">2</p>' * 5_000


def test_a_long_render_function_of_static_html_still_compiles():
    # (static HTML is a string literal: a sixteenth of its length counts)
    template = petite.compile('<div v-scope><p :title="x">%s</p></div>' % ("static text " * 200_000))
    assert template.mount_reason is None
    assert template.render({"x": 1}).startswith('<div><p title="1">static text static')


def test_the_largest_real_world_pages_compile_far_below_the_limit():
    from tests.realworld.corpus import all_pages
    sizes = {}
    for page in all_pages():
        if len(page.template) > 15_000:
            template = petite.Template(page.template)
            assert template.mount_reason is None or "characters of code" not in template.mount_reason
            if template.mount_reason is None:
                sizes[page.name] = len(template.source)
    assert len(sizes) >= 5
    assert max(sizes.values()) < MAX_RENDER_SOURCE // 4
