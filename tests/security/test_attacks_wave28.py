"""Wave 28 of the attacker: work the budget did not see (built-ins that walk or copy
without charging), and what was added recently. Each attack failed before the fix
named beside it. Work done in C (a list copied, a string joined) is invisible to the
limit corpus's tracer, so those attacks assert what the budget was charged instead:
at least one step per item a built-in walks or copies (docs/security.md, "Expression
limits"), read from the running evaluation's budget.
"""

from __future__ import annotations

from typing import Any

import pytest

import petite
from petite.expr.budget import budget_get


def _steps_left() -> int:
    return budget_get().steps


def charged(expression: str, data: dict[str, Any]) -> int:
    """Steps the budget was charged for evaluating `expression` once, in a render."""
    template = ("<p>{{ (() => { const before = steps(); const r = " + expression.replace("}}", "} }")
                + "; return before - steps() })() }}</p>")
    out = petite.render(template, {**data, "steps": _steps_left})
    return int(out[3:-4])


BIG = 300_000


def _shared() -> dict[str, Any]:
    """450 references to one 1,000-item array (450,000 items to walk for 450 made)."""
    row = [1] * 1000
    return {"b": [row] * 450, "o": [[{}] * 1000] * 150, "p": [[{}] * 1000] * 40, "A": [1] * BIG}


# -- copies and walks charged per item (methods.a_to_reversed) ----------------------------
# `toReversed` copied the array for one call's price: a loop over a 300,000-item array
# ran 3 ms a turn, 100,000 turns (hours) in one budget, invisible to a Python-call tracer.
def test_to_reversed_charged_per_item() -> None:
    assert charged("A.toReversed().length", _shared()) >= BIG


# -- arrays converted to strings (values.array_join, values._json_write) -----------------
# String(b), `${b}`, b + '', b == 'x', { [b]: 1 }, parseInt(b): converting an array to its
# text walked every nested item without a step (0 charged for 450,000 items, 0.2 s a
# call: a budget of them ran for hours); b.join() charged only b's own items.
# JSON.stringify charged 1 step per 64 characters written: 150 references to one array
# of 1,000 `{}` (150,000 objects visited, 0.45 s) cost 7,000 steps, 20 s a budget.
JOIN_PATCH = ("5: arrays converted to text and JSON.stringify walk nested items unpriced "
              "(values.py is being edited by another worker: /tmp/patches/attacker-walks.patch)")
CONVERSIONS = {
    "string": "String(b).length",
    "template": "`${b}`.length",
    "concat": "(b + '').length",
    "loose-equals": "b == 'x'",
    "computed-key": "Object.keys({ [b]: 1 }).length",
    "parse-int": "parseInt(b)",
    "to-string": "b.toString().length",
    "join": "b.join().length",
}


@pytest.mark.parametrize("expression", list(CONVERSIONS.values()), ids=list(CONVERSIONS))
def test_array_text_charged_per_nested_item(expression: str) -> None:
    assert charged(expression, _shared()) >= 450_000


@pytest.mark.parametrize(("expression", "visited"), [("JSON.stringify(o).length", 150_000),
                                                    ("JSON.stringify(p, null, 2).length", 40_000)])
def test_json_stringify_charged_per_value(expression: str, visited: int) -> None:
    assert charged(expression, _shared()) >= visited


def test_join_charges_an_items_once() -> None:
    """A flat array's join is charged its items (and its long output), not much more."""
    spent = charged("A.join().length", _shared())
    assert BIG <= spent <= BIG + 2 * (2 * BIG >> 6) + 100


# -- engine errors caught by a template (runtime.caught's fallback) ----------------------
# A Python exception raised by a bug in the engine reaches `catch (e)` as
# `Error: <Python class>: <Python message>`: `$el.contains(otherElement)` raised
# "AttributeError: 'ElementView' object has no attribute 'parent'" (domview.unwrap
# unwrapped text nodes and events, not elements), Object.hasOwn([1], Symbol())
# "AttributeError: 'JSSymbol' object has no attribute 'isdigit'" (methods.has_own).
def test_element_contains_takes_elements() -> None:
    from petite.testing import mount

    probes = ("[$refs.s.firstElementChild, $refs.s, $refs.i, $refs.s.firstElementChild.lastChild, null, {}, $event]")
    page = mount('<div v-scope="{ out: \'\' }"><section ref="s"><p><b>x</b>t</p></section><i ref="i"></i>'
                 f'<button @click="const r = []; for (const x of {probes}) {{ try {{ r.push($refs.s.contains(x)) }} '
                 'catch (e) { r.push(e.name) } } out = r.join()">b</button><output>{{ out }}</output></div>', {})
    try:
        page.find("button").trigger("click")
        assert page.find("output").text() == "true,true,false,true,false,TypeError,TypeError"
    finally:
        page.unmount()


@pytest.mark.parametrize("expression", ["Object.hasOwn([1], Symbol('x'))", "Object.hasOwn('ab', Symbol.iterator)",
                                        "Object.prototype.hasOwnProperty.call([1], Symbol.iterator)",
                                        "Object.prototype.propertyIsEnumerable.call('ab', Symbol.iterator)"])
def test_symbol_keys_on_arrays_and_strings(expression: str) -> None:
    out = petite.render("<p>{{ (() => { try { return " + expression + " } catch (e) { return String(e) } })() }}</p>", {})
    assert out == "<p>false</p>"


# -- a <link> whose rel turns loading after its href (safety.urls_to_recheck) ------------
# The script-loading rule for `<link href>` reads `rel` when the href is written: an href
# from data written while the link was inert (`icon`) passed as it was, and a later `rel`
# (a binding after it, `v-bind`, an effect, a handler) made the browser load it as a
# style sheet or a module preload: `<link rel="icon" :href="u" :rel="r">` with
# r = 'stylesheet' wrote `href="http://evil/x.css"` on both paths.
LINK_DATA = {"u": "http://evil.example/x.css", "r": "stylesheet", "o": {"rel": "stylesheet"},
             "o2": {"href": "http://evil.example/x.css"}}
LINK_TEMPLATES = {
    "bound-after": '<link rel="icon" :href="u" :rel="r">',
    "v-bind-after": '<link :href="u" rel="icon" v-bind="o">',
    "v-bind-href-first": '<link rel="icon" v-bind="o2" :rel="r">',
    "effect-later": '<div v-scope="{ rr: \'icon\' }"><link :rel="rr" :href="u"><i v-effect="rr = r"></i></div>',
    "imagesrcset": '<link rel="icon" :imagesrcset="u + \' 1x\'" :rel="r">',
}


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("template", list(LINK_TEMPLATES.values()), ids=list(LINK_TEMPLATES))
def test_link_turning_loading_rechecks_its_urls(template: str, path: str) -> None:
    from petite.testing import mount

    out = petite.render(template, dict(LINK_DATA)) if path == "render" else mount(template, dict(LINK_DATA)).html()
    assert 'rel="stylesheet"' in out and "unsafe:http://evil.example/x.css" in out, out


def test_link_rel_written_by_a_handler() -> None:
    from petite.testing import mount

    page = mount('<div v-scope><link rel="icon" :href="u"><button @click="$el.previousElementSibling.rel = r">b</button>'
                 '</div>', dict(LINK_DATA))
    try:
        page.find("button").trigger("click")
        assert page.find("link").attributes() == {"rel": "stylesheet", "href": "unsafe:http://evil.example/x.css"}
    finally:
        page.unmount()


@pytest.mark.parametrize("path", ["render", "mount"])
def test_inert_and_already_loading_links_unchanged(path: str) -> None:
    """Inert links keep their URL from data; a loading link's own href survives a rel
    change between loading relations (a theme switch); a TrustedURL written after a
    loading rel stays trusted (written before it, it is checked again, on both paths)."""
    from petite.testing import mount

    template = ('<link rel="icon" :href="u"><link rel="icon" :href="u" :rel="\'canonical\'">'
                '<link rel="stylesheet" href="/a.css" :rel="\'alternate stylesheet\'"><link href="/b.css" :rel="\'stylesheet\'"><link :rel="r" :href="t"><link rel="icon" :href="t" :rel="r">')
    data = {**LINK_DATA, "t": petite.TrustedURL("https://cdn.example/site.css")}
    out = petite.render(template, data) if path == "render" else mount(template, data).html()
    assert out == ('<link rel="icon" href="http://evil.example/x.css"><link rel="canonical" href="http://evil.example/x.css">'
                   '<link rel="alternate stylesheet" href="/a.css"><link href="/b.css" rel="stylesheet">'
                   '<link rel="stylesheet" href="https://cdn.example/site.css">'
                   '<link rel="stylesheet" href="unsafe:https://cdn.example/site.css">')


# -- process-wide memos keep short keys only (directives.bind.binding_of) ----------------
# `binding_of` memoized (tag, namespace, key) for 4,096 entries, checking only the key's
# length: templates (or `$template` strings from data) with long custom tag names kept
# each name alive for the life of the process, 4,096 x 1 MB whatever the caches evict.
def test_binding_memo_keeps_short_keys_only() -> None:
    import sys

    bind = sys.modules["petite.directives.bind"]
    for i in range(3):
        tag = "x-" + "a" * 200_000 + str(i)
        petite.render(f'<{tag} :foo="1"></{tag}>', {})
    assert max((len(tag) for tag, _, _ in bind._bindings), default=0) < 100


# `{} in Math` asked the built-in's member table for an unhashable dict: a raw
# "TypeError: unhashable type: 'dict'" from Python reached `catch (e)` (runtime.has_property)
def test_in_operator_on_builtins_takes_any_key() -> None:
    out = petite.render("<p>{{ (() => { try { return [{} in Math, [] in JSON, 'max' in Math].join() } "
                        "catch (e) { return String(e) } })() }}</p>", {})
    assert out == "<p>false,false,true</p>"


# -- property tables kept for an app's lifetime (expr.property_tables) -------------------
# Since property attributes moved beside objects (0fd6f6e), an app's or live session's
# table holds every object a template ever froze, sealed or defined a property on, with
# a strong reference, for as long as the app lives: objects the page dropped long ago
# are never freed. A handler freezing 60,000 fresh objects per click kept 1.8 million
# after 30 clicks (1.1 GB); a live client repeating one event grows the server without
# bound (JavaScript frees frozen objects like any other). Fixed by the sidetable worker's
# sweep (4625898): an entry only the table holds is dropped.
def test_property_table_forgets_dropped_objects() -> None:
    from petite.testing import mount

    page = mount('<div v-scope="{ n: 0 }"><button @click="for (let i = 0; i < 2000; i++) Object.freeze({ i }); n++">b'
                 '</button>{{ n }}</div>', {})
    try:
        for _ in range(10):
            page.find("button").trigger("click")
        assert page.html().endswith("10</div>")
        assert len(page.app.properties) < 2000, len(page.app.properties)
    finally:
        page.unmount()


def test_runtime_markup_is_charged_per_tag_too() -> None:
    """Markup of nothing but tags costs the parser about 2.7 times what a character of
    text does: each `<` is charged 4 steps more than its character (html5._charge)."""
    from petite.expr.budget import budget_get, evaluation
    from petite.html5 import html5_fragment

    def charged(markup: str) -> int:
        with evaluation():
            before = budget_get().steps  # (the steps left)
            html5_fragment(markup)
            return before - budget_get().steps

    assert charged("x" * 600) == 601
    assert charged("<p><a>" * 100) == 1 + 600 + 200 * 4
