"""`matchMedia(query)` (petite.expr.media_queries): a new member of the window, so a
new place to attack. Its MediaQueryList shows its members and nothing of Python (class
a); a query is parsed in time linear in its length, at most 2,000 characters and 32
parentheses deep, and charged (class d); the object keeps no state between apps."""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionLimitError
from petite.expr.media_queries import MAX_QUERY, matches
from petite.testing import mount


@pytest.mark.parametrize("member", ["__class__", "__dict__", "__slots__", "METHODS", "__init__", "constructor",
                                   "__reduce__", "_no_op", "__js_get__", "viewport_of", "listened", "listeners",
                                   "query", "handlers", "matches_in"])
def test_the_list_reaches_nothing_but_its_members(member):
    page = mount("<p v-scope>{{ typeof matchMedia('(min-width: 1px)')['" + member + "'] }}</p>")
    assert page.find("p").text() == "undefined"


def test_its_methods_reach_nothing_either():
    expression = ("(() => { const m = matchMedia('print'); const f = m.addEventListener;"
                  " return [typeof f.__self__, typeof f.impl, typeof f.obj, String(f.call(m, 'change', () => 1))].join() })()")
    assert mount("<p v-scope>{{ " + expression + " }}</p>").find("p").text() == "undefined,undefined,undefined,undefined"


def test_writes_keep_only_a_function_as_onchange():
    expression = ("(() => { const m = matchMedia('print'); m.onchange = 'alert(1)'; const a = String(m.onchange);"
                  " m.matches = true; m.media = 'x'; m.__class__ = 1; return [a, m.matches, m.media, typeof m.__class__].join() })()")
    assert mount("<p v-scope>{{ " + expression + " }}</p>").find("p").text() == "null,false,print,undefined"


@pytest.mark.parametrize("query", [
    "(" * 5000 + "min-width: 1px" + ")" * 5000,
    "(min-width: 1px) and " * 500,
    ",".join(["(min-width: 1px)"] * 2000),
    "(a" * 5000,
    "(" * 33 + "color" + ")" * 33,
])
def test_hostile_queries_end_at_once_and_match_nothing(query):
    assert matches(query) is False


def test_a_query_just_under_the_limits_still_matches():
    assert matches("(" * 32 + "color" + ")" * 32) is True
    assert matches(("(min-width: 1px), " * 200)[:MAX_QUERY].rstrip(", ")) is True


def test_a_loop_of_queries_is_charged():
    with pytest.raises(ExpressionLimitError):
        petite.render("<p>{{ (() => { const q = '(min-width: 1px), '.repeat(100); for (;;) matchMedia(q) })() }}</p>", {})
