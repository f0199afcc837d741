"""Wave 35 (an attacker helper): holes found, each loaded in Chromium with an execution
hook (`__xss`, set by the page before anything runs) on the paths it reaches.

* A data-block `<script>` (`type="text/plain"`, `text/x-template`) holds data as text:
  petite fills it (`{{ c }}`, `v-text`, `textContent` from a handler), as it is documented
  to. Its `type` could then be made a JavaScript one, and the data ran as the page's
  code: a binding of `type` with a modifier (`:type.prop.camel`, `v-bind:type.prop`, an
  object's `v-bind.prop`) was not seen as one (`safety._TYPE_BINDINGS` named four exact
  spellings), and an expression's `setAttribute('type', ...)`, `removeAttribute('type')`,
  `el.type = ...`, `toggleAttribute`, an `Attr`'s value or a `:type` binding's later
  write turned the filled script executable on the mount path (and `petite.render`,
  which mounts such templates): the page output held `<script>data</script>`; on a live
  page the script then moved (a move re-inserts it in the browser) ran the data. Now any
  binding whose argument is `type` (whatever its modifiers) or an object's `v-bind`
  marks the script executable (`safety._binds_type`), and an attribute write that would
  turn a script holding children executable is a NotSupportedError
  (`safety.arms_script`, `Element.set_attribute`/`remove_attribute`).
"""

from __future__ import annotations

import pytest

import petite
from petite.expr.errors import ExpressionError
from petite.live import LiveApp
from petite.testing import mount

from ..support import serve, settled

HOOK = "window.__hits = 0; window.__xss = () => { window.__hits++ }"
DATA = {"c": "__xss()", "t": "text/javascript", "k": "type", "o": {"type": "module"}}


def hits_in_chromium(chromium, html: str) -> int:
    """How often the page `html` (a body's content) called its hook in Chromium."""
    page = chromium.new_page()
    try:
        page.add_init_script(HOOK)
        page.route("http://petite.test/", lambda route: route.fulfill(
            body=f"<!doctype html><html><body>{html}</body></html>", content_type="text/html"))
        page.goto("http://petite.test/")
        page.wait_for_timeout(50)  # (a module script runs after parsing)
        return page.evaluate("() => window.__hits")
    finally:
        page.close()


def test_the_hook_sees_a_script_that_runs(chromium):
    """Positive control: the harness sees a script run."""
    assert hits_in_chromium(chromium, "<script>__xss()</script><script type=module>__xss()</script>") == 2


# -- a data-block script's type bound with modifiers -----------------------------------------
TYPE_BINDINGS = [
    '<div v-scope><script type="text/plain" :type.prop.camel="t">{{ c }}</script></div>',
    '<div v-scope><script type="text/plain" v-bind:type.prop="t">{{ c }}</script></div>',
    '<div v-scope><script type="text/plain" v-bind:type.attr="t">{{ c }}</script></div>',
    '<div v-scope><script type="text/plain" :type.attr.camel="t">{{ c }}</script></div>',
    '<div v-scope><script type="text/plain" v-bind.prop="o">{{ c }}</script></div>',
    '<div v-scope><script type="text/plain" v-bind.attr="o" v-text="c"></script></div>',
    '<div v-scope><svg><script type="text/plain" :type.prop.camel="t">{{ c }}</script></svg></div>',
]


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("template", TYPE_BINDINGS)
def test_a_type_bound_with_modifiers_makes_the_script_keep_its_text(chromium, template, path):
    html = petite.render(template, DATA) if path == "render" else mount(template, DATA).html()
    assert hits_in_chromium(chromium, html) == 0, html


def test_a_data_block_is_still_filled():
    assert petite.render('<script type="text/x-template">{{ c }}</script>', DATA) == \
        '<script type="text/x-template">__xss()</script>'
    assert petite.render('<script type="application/json" :data-x.prop="t">{{ c }}</script>', DATA) == \
        '<script type="application/json" data-x="text/javascript">__xss()</script>'


# -- a filled data-block script made executable by an expression -------------------------------
ARMING = [
    "$refs.s.removeAttribute('type')",
    "$refs.s.removeAttribute(k)",
    "$refs.s.type = ''",
    "$refs.s.type = t",
    "$refs.s.setAttribute('type', 'module')",
    "$refs.s.setAttribute('TYPE', 'text/javascript')",
    "$refs.s.attributes.type.value = ''",
    "$refs.s.attributes[0].value = 'module'",
    "$refs.s.toggleAttribute('type')",
    "Object.assign($refs.s, { type: '' })",
]
EFFECT_TEMPLATE = ('<div v-scope><script type="text/plain" ref="s">{{ c }}</script>'
                   '<p v-effect="ARM"></p></div>')


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("arm", ARMING)
def test_a_filled_data_block_is_not_made_executable_on_render_and_mount(chromium, arm, path):
    template = EFFECT_TEMPLATE.replace("ARM", arm)
    try:
        html = petite.render(template, DATA) if path == "render" else mount(template, DATA).html()
    except ExpressionError as exc:
        assert "NotSupportedError" in str(exc) or exc.kind == "NotSupportedError"
        return
    assert hits_in_chromium(chromium, html) == 0, html


HANDLER_TEMPLATE = """<div v-scope="{ r: '', t: 'text/plain', n: 0 }"><script type="text/plain" ref="s"></script>
<script :type="t" ref="b"></script><p ref="box">box</p>
<button @click="try { ATTACK } catch (e) { r = e.name }; n++">go</button><output>{{ n }} {{ r }}</output></div>"""
HANDLER_ATTACKS = [
    *(f"$refs.s.textContent = c; {arm}" for arm in ARMING),
    "$refs.s.textContent = c; $refs.s.removeAttribute('type'); $refs.box.append($refs.s)",
    "$refs.s.append(c); $refs.s.type = 'module'; $refs.box.prepend($refs.s)",
    "$refs.b.textContent = c; t = 'text/javascript'",
    "$refs.b.textContent = c; t = ''; $refs.box.append($refs.b)",
    "const s = document.createElement('script'); s.type = 'x'; s.text = c; $refs.box.append(s); s.type = ''",
    "const s = document.createElement('script'); s.type = 'x'; s.text = c; s.removeAttribute('type'); $refs.box.append(s)",
    "const s = $refs.s.cloneNode(); s.append(c); s.type = 'module'; $refs.box.append(s)",
]


@pytest.mark.parametrize("attack", HANDLER_ATTACKS)
def test_a_handler_does_not_make_a_filled_data_block_executable_on_mount(chromium, attack):
    m = mount(HANDLER_TEMPLATE.replace("ATTACK", attack), DATA)
    try:
        m.find("button").click()
    except ExpressionError as exc:  # (a binding's write refused in the flush)
        assert "NotSupportedError" in str(exc)
    assert hits_in_chromium(chromium, m.html()) == 0, m.html()


@pytest.mark.parametrize("attack", HANDLER_ATTACKS)
def test_a_handler_does_not_make_a_filled_data_block_executable_on_a_live_page(chromium, attack):
    app = LiveApp(HANDLER_TEMPLATE.replace("ATTACK", attack), dict(DATA))
    with serve(app) as url:
        page = chromium.new_page()
        page.add_init_script(HOOK)
        page.goto(url)
        settled(page)
        page.click("button")
        settled(page)
        page.wait_for_timeout(50)  # (a script inserted runs at once; a module script a little later)
        assert page.evaluate("() => window.__hits") == 0
        page.reload()  # (the page's first paint, rendered again from the session's state)
        settled(page)
        page.wait_for_timeout(50)
        assert page.evaluate("() => window.__hits") == 0
        page.close()


def test_an_empty_script_may_still_change_type():
    m = mount('<div v-scope><script type="text/plain" ref="s"></script><p v-effect="$refs.s.type = \'x\'"></p></div>')
    assert m.html() == '<div><script type="x"></script><p></p></div>'
