"""The values the closed outsider classes must give (the attacks only prove that nothing
raw escapes): delimiters from data, numbers past the double range, ..."""

from __future__ import annotations

import pytest

import petite

from ..support import rendered

PATHS = ("render", "mount")


output = rendered


# -- numbers: a Python int is the double it stands for -----------------------------------
@pytest.mark.parametrize("path", PATHS)
def test_an_int_past_the_double_range_shows_as_infinity(path):
    html = output('<p :title="big">{{ big }} {{ -big }} {{ [big] }} {{ big > 1e308 }}</p><i v-text="big - 1"></i>',
                  {"big": 10**400}, path)
    assert html == '<p title="Infinity">Infinity -Infinity [\n  null\n] true</p><i>Infinity</i>'


@pytest.mark.parametrize("path", PATHS)
def test_an_int_inside_the_double_range_rounds_as_javascript(path):
    html = output("<p>{{ big }} {{ Number(big) === 2 ** 60 }} {{ JSON.stringify(big) }}</p>", {"big": 2**60 + 1}, path)
    assert html == "<p>1152921504606847000 true 1152921504606847000</p>"


# -- delimiters given by data ----------------------------------------------------------------
@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("delimiters", [["[["], ["[[", 1], "[]", ["", ""], {"0": "[[", "1": "]]"}])
def test_malformed_delimiters_are_a_template_error(path, delimiters):
    with pytest.raises(petite.TemplateSyntaxError, match=r"\$delimiters must be a list of two non-empty strings"):
        output("<p>{{ x }}</p>", {"x": 1, "$delimiters": delimiters}, path)


@pytest.mark.parametrize("path", PATHS)
def test_well_formed_delimiters_from_data_apply(path):
    assert output("<p>{{ x }} [[ x ]]</p>", {"x": 1, "$delimiters": ("[[", "]]")}, path) == "<p>{{ x }} 1</p>"


# -- iteration: one rule for v-for and the expression language ------------------------------
@pytest.mark.parametrize("path", PATHS)
def test_a_generator_is_not_walked_by_vfor_or_spread(path):
    ran: list[int] = []

    def body():
        ran.append(1)
        yield "item"

    gen = body()
    html = output('<i v-for="x in gen">{{ x }}</i><b>{{ Array.from(gen).length }}</b>', {"gen": gen}, path)
    assert html == "<b>0</b>"
    assert ran == [] and next(gen) == "item"  # its body never ran: it is still whole
    with pytest.raises(petite.ExpressionError, match="is not iterable"):
        output("<p>{{ [...gen] }}</p>", {"gen": body()}, path)


@pytest.mark.parametrize("path", PATHS)
def test_collections_iterate_alike_in_vfor_and_for_of(path):
    data = {"s": {"a"}, "keys": {"k": 1}.keys(), "vals": {"k": 2}.values()}
    html = output('<i v-for="x in [s, keys, vals]"><b v-for="y in x">{{ y }}</b>{{ [...x].join() }}</i>', data, path)
    assert html == "<i><b>a</b>a</i><i><b>k</b>k</i><i><b>2</b>2</i>"


@pytest.mark.parametrize("path", PATHS)
def test_vfor_over_a_javascript_set_or_map_walks_what_for_of_walks(path):
    """README, deliberate differences: petite-vue renders nothing (own keys); as Vue 3."""
    html = output("<div v-scope=\"{ s: new Set(['a', 'b']), m: new Map([['k', 1]]) }\">"
                  '<i v-for="x in s">{{ x }}</i><b v-for="[k, v] in m">{{ k }}={{ v }}</b></div>', {}, path)
    assert html == "<div><i>a</i><i>b</i><b>k=1</b></div>"
