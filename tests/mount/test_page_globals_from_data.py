"""A function made outside any app (compiled and run on its own, passed as data) reads
the page globals of the app that calls it: `document`, `window`, `alert`, as a module's
function in a browser reads its page's (`petite.expr.property_tables.Table.page`)."""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionError, Scope, compile_expression
from petite.testing import mount

STATE = """(() => {
  const count = () => document.querySelectorAll('li').length
  return {
    n: '',
    count,
    tick() { this.n = [count(), typeof window, this === window, window.document === document].join() },
    shout() { alert('hi ' + count()) },
  }
})()"""
TEMPLATE = ('<div v-scope><ul><li v-for="x in xs">{{ x }}</li></ul><button @click="tick()">t</button>'
            '<p>{{ n }}</p></div>')


def state(items):
    data = compile_expression(STATE)(Scope({}), None, None)
    data["xs"] = items
    return data


def test_a_method_from_data_reads_the_calling_apps_document():
    page = mount(TEMPLATE, state(["a", "b"]))
    page.find("button").click()
    assert page.find("p").text() == "2,object,false,true"


def test_two_apps_calling_one_function_each_see_their_own_page():
    shared = state([])
    one = mount(TEMPLATE, {**shared, "xs": ["a"]})
    two = mount(TEMPLATE, {**shared, "xs": ["a", "b", "c"]})
    one.find("button").click()
    two.find("button").click()
    assert (one.find("p").text(), two.find("p").text()) == ("1,object,false,true", "3,object,false,true")


def test_a_page_global_read_while_rendering_renders_by_mounting():
    template = '<div v-scope><ul><li v-for="x in xs">{{ x }}</li></ul><i>{{ count() }}</i></div>'
    assert petite.render(template, state(["a", "b"])) == "<div><ul><li>a</li><li>b</li></ul><i>2</i></div>"


def test_the_page_dialogs_are_the_calling_apps():
    page = mount('<div v-scope><li>x</li><button @click="shout()">s</button></div>', state([]))
    page.find("button").click()
    assert page.dialogs == [("alert", "hi 1")]


def test_outside_any_app_the_page_globals_are_not_defined():
    with pytest.raises(ExpressionError, match="document is not defined"):
        state([])["count"]()
