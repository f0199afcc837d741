"""The window's named access (petite.window): a name no scope has is the page's element
by id, as in Chromium. Ids come from data (`:id`, v-html markup), so what such a name
reaches is checked here: only element views and the collection, never Python objects;
its walks of the page are charged to the evaluation's budget; the list of the window's
own properties (which no id overrides) is the browser's; and a render that needs the
page mounts whatever the template's own error handling says."""

from __future__ import annotations

import logging

import pytest

import petite
from petite.expr.budget import ExpressionLimitError
from petite.expr.errors import ExpressionError
from petite.testing import mount
from petite.window_properties import WINDOW_PROPERTIES

# what the window's named properties never hide, in the browser the suite runs
BROWSER_NAMES = """() => {
  const names = new Set();
  for (const o of [window, Window.prototype, EventTarget.prototype, Object.prototype])
    Object.getOwnPropertyNames(o).forEach((k) => names.add(k));
  return [...names];
}"""


def test_the_list_holds_every_window_property_the_browser_has(chromium):
    page = chromium.new_page()
    try:
        page.set_content("<!doctype html><html><head></head><body></body></html>")
        missing = set(page.evaluate(BROWSER_NAMES)) - WINDOW_PROPERTIES
    finally:
        page.close()
    assert missing == set(), f"add to petite/window_properties.py: {sorted(missing)}"


PATHS = {
    "render": lambda t, d=None: petite.render(t, d),
    "mount": lambda t, d=None: mount(t, d).html(),
}


@pytest.mark.parametrize("path", PATHS)
def test_ids_from_data_name_only_elements(path):
    keys = ["__class__", "__globals__", "__builtins__", "_secret", "__init__", "gi_frame", "f_globals"]
    template = (
        '<i v-for="k in keys" :id="k"></i>'
        "<p v-for=\"k in keys\">{{ String(window[k]) }}|{{ window[k].__class__ }}|{{ window[k].constructor }}</p>"
        "<b>{{ String(__class__) }}|{{ __class__.__init__ }}|{{ String(_secret) }}</b>"
    )
    html = PATHS[path](template, {"keys": keys})
    # (the element's own members stay the sandbox's: no Python attribute; its constructor
    # is its interface's global, as in Chromium, which compiles nothing)
    assert html.count("<p>[object HTMLElement]||function HTMLElement() { [native code] }</p>") == len(keys)
    assert "<b>[object HTMLElement]||[object HTMLElement]</b>" in html


@pytest.mark.parametrize("path", PATHS)
def test_an_id_never_hides_the_window_or_its_built_ins(path):
    names = ["window", "document", "Math", "JSON", "Object", "name", "top", "self", "constructor", "toString"]
    template = "".join(f'<i id="{n}"></i>' for n in names) + (
        "<p>{{ window === self }}|{{ top === window }}|{{ String(document) }}|{{ Math.max(1, 2) }}"
        "|{{ JSON.stringify([1]) }}|{{ typeof Object.keys }}|{{ name }}|{{ typeof window.constructor !== 'object' }}|{{ typeof toString !== 'object' }}</p>"
    )
    html = PATHS[path](template)
    assert "<p>true|true|[object HTMLDocument]|2|[1]|function||true|true</p>" in html


def test_an_id_from_data_reaches_a_bare_name():
    """An element from data (bound id) answers a name the data lacks, on every path."""
    template = '<div :id="k">D</div><p>{{ typeof config }}|{{ config.textContent }}</p>'
    assert petite.render(template, {"k": "config"}) == '<div id="config">D</div><p>object|D</p>'
    assert mount(template, {"k": "config"}).html() == '<div id="config">D</div><p>object|D</p>'


def test_walks_of_the_page_are_charged():
    """Each read of a missing name walks the page: the evaluation's budget ends a loop
    of them (a `typeof` does not swallow the limit), fast."""
    template = (
        '<div><b v-for="n in 5000" :id="n"></b></div>'
        "<p>{{ Array.from({ length: 100000 }, () => typeof zz).length }}</p>"
    )
    with pytest.raises(ExpressionLimitError):
        petite.render(template)
    with pytest.raises(ExpressionLimitError):
        mount(template)


def test_typeof_raises_what_a_getter_raises():
    """`typeof x` is "undefined" only for a name nothing has: a getter's error is raised
    (as in JavaScript), a missing name is not."""
    template = "<p v-scope=\"{ get g() { throw new Error('boom') } }\">{{ typeof g }}</p>"
    with pytest.raises(ExpressionError, match="boom"):
        petite.render(template)
    assert petite.render("<p>{{ typeof nothing }}</p>") == "<p>undefined</p>"


def test_a_render_mounts_past_catch_and_non_strict_handling(caplog):
    """A render that finds it needs the page mounts: neither a `catch` in the template nor
    strict=False's logging sees the moment it found out."""
    template = "<div id=\"foo\"></div><p>{{ (() => { try { return String(foo) } catch (e) { return 'caught' } })() }}</p>"
    want = '<div id="foo"></div><p>[object HTMLDivElement]</p>'
    assert petite.render(template) == want
    with caplog.at_level(logging.WARNING):
        assert petite.render(template, strict=False) == want
        assert petite.render('<i id="bar"></i>{{ String(bar) }}', strict=False) == '<i id="bar"></i>[object HTMLElement]'
    assert caplog.records == []


def test_a_name_no_element_can_have_stays_an_error_on_render():
    """No element of the page can be called so: the render's ReferenceError is kept (and
    `typeof` of it is "undefined"), without mounting."""
    with pytest.raises(ExpressionError, match="nope is not defined"):
        petite.render('<i id="other"></i><p>{{ nope }}</p>')
    assert petite.render('<i id="other"></i><p>{{ typeof nope }}</p>') == '<i id="other"></i><p>undefined</p>'


def test_the_collection_is_live_and_one_per_name():
    page = mount(
        '<div v-scope="{ more: false, r: \'\' }"><i id="d">1</i><i id="d">2</i><i v-if="more" id="d">3</i>'
        '<button @click="more = true">m</button>'
        '<b @click="r = [d.length, d === window.d, d.item(2).textContent, d.namedItem(\'d\').textContent].join()">r</b>{{ r }}</div>'
    )
    page.find("button").trigger("click")
    page.find("b").trigger("click")
    assert page.html().endswith("<b>r</b>3,true,3,1</div>")
