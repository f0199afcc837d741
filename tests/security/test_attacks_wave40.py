"""Wave 40 (an attacker helper): holes found, and the attacks that held, kept as
regression tests.

* A function in a render's v-for row that wrote one of the row's variables
  (`(() => { x = 7; return x })()`, `x++`, `[x] = ...`, `x += ...` inside an arrow or a
  function, a callback `[0].map(() => x = 5)`, a row's `v-scope` method called by a
  binding) wrote that name in the scope around the row, the app's data (the caller's
  dict on `petite.render`), while the row went on reading its own unchanged value, and
  `x++` threw a ReferenceError: the compiled render holds a row's variables in Python
  locals, and `plan.has_side_effects` does not look into function bodies (a `v-scope`'s
  methods do not run while rendering). The mount path wrote the row's own name. Now the
  expression compiler refuses to write a name the render keeps in a local
  (`WritesResolvedName`) and the template mounts instead (`compiler.MountInstead`, which
  `NestedTooDeep` now is too): both paths give the same page and the data keeps its
  value. So does a root getter read in a row that writes the row's variable through
  its `this` (`this.x = 5`, `this.x++`, `Object.assign(this, ...)`, `Reflect.set`,
  `defineProperty`): the render gave it a copy of the row's variables and the write was
  lost; that copy (`scope.RenderRow`) now makes the render mount when a write reaches
  one of them (`WritesRenderRow`, a `NeedsPage`). (petite-vue itself fails on such a write inside its first run of the binding:
  its scheduler reads the effect's runner before it is initialised, and the title is
  "undefined"; petite follows neither that nor the old render, but its own mount path.)

* A live client could fire `submit` at any form with a listener (class e): one whose
  only submit button is disabled, one inside a disabled fieldset, an inert one, one with
  nothing to submit it with, or an element that is no form; only the submitter was
  checked. `live_guard.check_reachable` now refuses a submit no user could cause (the
  rule Chromium follows, checked there: a submit button a user can press, or none and
  a field to press Enter in; a disabled default button blocks Enter).

* Held (class a): a v-for row's scope (`RowScope`, its own `$data`) shows only the row's
  names; its engine members (`names`, `cells`, `get`, `_dep`, `own_values`, ...) read as
  undefined through every reflection route, and writing them writes the scope around
  the row, never the row's cells.

* Held (class a): an expression that does not parse fails when it runs, through a
  literal of its text in the generated code: quotes, backslashes, line breaks, U+2028,
  NUL and lone surrogates come back out of it exactly, in every directive, and never
  call anything.

* Held (class c): what a handler leaves on `window`, `navigator`, `document`, an
  element, the storages, the cookie, the title or a built-in's prototype stays in its
  session: another session of the same app and a session of another app see none of it.

* A session's memory across events (measured, documented in docs/security.md): a
  handler keeps as much on `window` as in the app's data, per event and over events
  (tracemalloc: 2.39 MB an event for 20,000 new keys, 21.1 MB for strings stored until
  the budget runs out, on either), so a cap on window properties alone would bound
  nothing; what a session accumulates over events is the app's to bound.
"""

from __future__ import annotations

import html

import pytest

import petite
from petite.errors import ExpressionError, ExpressionSyntaxError, PetiteError, TemplateSyntaxError
from petite.dom import Element, parse_fragment
from petite.live import LiveApp
from petite.live_guard import Refused
from petite.testing import mount

from ..support import RecordingConnection, live_page, rendered, serve, settled
from .test_attacks_wave31_live import _Client, _elements

PATHS = ("render", "mount")


# -- a function writing a row's variable: render as mount --------------------------------

ROW_WRITES = {
    "arrow_assign": ("(() => { x = x * 10; return x })()", ["10", "20"]),
    "arrow_update": ("(() => { x++; return x })()", ["2", "3"]),
    "callback": ("[0].map(() => x = x + 5).concat(x).join()", ["6,6", "7,7"]),
    "function": ("(function () { x = -x; return x })()", ["-1", "-2"]),
    "array_pattern": ("(() => { [x] = [x * 3]; return x })()", ["3", "6"]),
    "object_pattern": ("(() => { ({ x } = { x: 'd' + x }); return x })()", ["d1", "d2"]),
    "compound": ("(() => { x += 100; return x })()", ["101", "102"]),
    "logical": ("(() => { x &&= x + 1; return x })()", ["2", "3"]),
}


def titles(page: str) -> list[str]:
    return [part.split('"', 1)[0] for part in page.split(' title="')[1:]]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("case", sorted(ROW_WRITES))
def test_a_function_writing_a_row_variable_writes_the_row(case, path):
    expression, expected = ROW_WRITES[case]
    data = {"list": [1, 2], "x": "orig"}
    page = rendered(f'<div v-scope><p v-for="x in list" :title="{html.escape(expression)}"></p><i>{{{{ x }}}}</i></div>',
                    data, path)
    assert titles(page) == expected
    assert page.endswith("<i>orig</i></div>")  # the scope around the rows kept its x
    assert data["x"] == "orig"


@pytest.mark.parametrize("path", PATHS)
def test_a_row_scope_method_writing_a_row_variable_writes_the_row(path):
    page = rendered('<div v-scope><p v-for="x in list" v-scope="{ twice() { x = x * 2; return x } }">'
                    '{{ twice() }}</p><i>{{ x }}</i></div>', {"list": [1, 2], "x": "orig"}, path)
    assert page == "<div><p>2</p><p>4</p><i>orig</i></div>"


THIS_WRITES = {
    "assign": ("this.x = 5", "5"),
    "update": ("this.x++", "8"),
    "compound": ("this.x += 2", "9"),
    "pattern": ("[this.x] = [3]", "3"),
    "logical": ("this.x &&= 11", "11"),
    "computed": ("this['x'] = 8", "8"),
    "Object.assign": ("Object.assign(this, { x: 4 })", "4"),
    "Reflect.set": ("Reflect.set(this, 'x', 6)", "6"),
    "defineProperty": ("Object.defineProperty(this, 'x', { value: 9 })", "9"),
}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("case", sorted(THIS_WRITES))
def test_a_getter_writing_a_row_variable_through_this_writes_the_row(case, path):
    # (a root getter read in a row runs with the row as `this`, as in petite-vue: the
    # render gave it a copy of the row's variables, and the write was lost)
    write, expected = THIS_WRITES[case]
    page = rendered(f'<div v-scope="{{ n: 1, get bump() {{ {html.escape(write)}; return 0 }} }}">'
                    '<p v-for="x in [7]" :title="bump + x"></p><i>{{ n }}</i></div>', {}, path)
    assert page == f'<div><p title="{expected}"></p><i>1</i></div>'


def test_a_function_writing_a_row_variable_makes_the_template_mount():
    template = petite.Template('<div v-scope><p v-for="x in [1]" :title="(() => { x = 2; return x })()"></p></div>')
    assert template.mount_reason == "a function that writes the v-for variable x"


@pytest.mark.parametrize("expression", [
    "(() => { let x = 1; x = 2; return x })()",  # its own x
    "(() => x * 2)()",  # reads only
    "(() => { const o = { x }; o.x = 5; return o.x })()",  # a property called x
])
def test_a_function_that_does_not_write_a_row_variable_still_renders(expression):
    template = petite.Template(f'<div v-scope><p v-for="x in [1]" :title="{html.escape(expression)}"></p></div>')
    assert template.mount_reason is None
    assert titles(template.render({})) == titles(mount(template.template, {}).html())


# -- class (a): a row's scope shows only the row's names ---------------------------------

ENGINE_MEMBERS = ["names", "cells", "get", "_dep", "_track", "_own", "own_values", "names_of", "data", "fast",
                  "sealed", "own_member", "globals", "__class__", "__dict__", "__slots__", "__init__",
                  "__getitem__", "__setitem__", "_p_raw", "_p_deps", "_p_track", "_p_select", "keys", "items",
                  "constructor", "__proto__"]


def row_title(expression: str, path: str) -> str:
    """The title `expression` gives in the only row of a loop over [1] (alias `x`)."""
    guarded = f"(() => {{ try {{ return String({expression}) }} catch (e) {{ return 'error ' + e.name }} }})()"
    page = rendered(f'<div v-scope="{{ list: [1] }}"><p v-for="x in list" :title="{html.escape(guarded)}"></p></div>',
                    {}, path)
    return html.unescape(titles(page)[0])


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("member", ENGINE_MEMBERS)
def test_a_row_scope_hides_its_engine_members(member, path):
    reads = [f"$data.{member}", f"$data[{member!r}]", f"Reflect.get($data, {member!r})",
             f"Object.getOwnPropertyDescriptor($data, {member!r})"]
    assert row_title("[" + ", ".join(f"typeof {read}" for read in reads) + "].join()", path) == ",".join(
        ["undefined"] * 4)
    assert row_title(f"[{member!r} in $data, Reflect.has($data, {member!r}), "
                     f"Object.prototype.hasOwnProperty.call($data, {member!r})].join()", path) == "false,false,false"


SCOPE_MEMBERS = ["assign", "owner", "resolve", "lookup", "global_value", "select", "typeof_value", "has",
                 "child", "is_dict", "is_mapping"]


@pytest.mark.parametrize("member", ENGINE_MEMBERS + SCOPE_MEMBERS)
def test_a_getters_this_in_a_rendered_row_hides_its_engine_members(member):
    # ($data makes a template mount: on the render path a row is reached as a root
    # getter's `this`, a `scope.RenderRow`)
    template = petite.Template(
        '<div v-scope="{ get row() { return this } }"><p v-for="x in [7]" :title="'
        + html.escape(f"[typeof row[{member!r}], {member!r} in row, Object.keys(row).join('+'), row.x].join()")
        + '"></p></div>')
    assert template.mount_reason is None
    assert titles(template.render({})) == ["undefined,false,x+$refs,7"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize(("expression", "expected"), [
    ("Object.keys($data).join()", "x,$refs"),
    ("Object.getOwnPropertyNames($data).join()", "x,$refs"),
    ("Reflect.ownKeys($data).join()", "x,$refs"),
    ("Object.keys(Object.getOwnPropertyDescriptors($data)).join()", "x,$refs"),
    ("JSON.stringify({ ...$data })", '{"x":1,"$refs":{}}'),
    ("JSON.stringify(Object.assign({}, $data))", '{"x":1,"$refs":{}}'),
    ("Object.entries($data).map(([k, v]) => k + typeof v).join()", "xnumber,$refsobject"),
    ("Object.getPrototypeOf($data).constructor", "undefined"),
    ("$data.constructor.constructor('return 1')()", "error TypeError"),
    ("Object.create($data)", "error TypeError"),
    ("Object.setPrototypeOf($data, {})", "error TypeError"),
    ("typeof $refs.__class__", "undefined"),
])
def test_a_row_scope_reflects_only_the_row_names(expression, expected, path):
    assert row_title(expression, path) == expected


@pytest.mark.parametrize("path", PATHS)
def test_writing_engine_member_names_leaves_the_row_intact(path):
    writes = "; ".join(f"$data[{name!r}] = 9" for name in ("names", "cells", "get", "_dep", "__class__", "__dict__"))
    assert row_title(f"(() => {{ {writes}; return [x, $data.x, Object.keys($data).join('+')].join() }})()",
                     path) == "1,1,x+$refs"


# -- class (a): the literal of an expression that does not parse ----------------------------

BROKEN = ["'", '"', "\\", "'\\", "`${", "'\n", "'\u2028x", "'\x00", "'\ud800", "\ud800'", "a b",
          "x\u2028'", "'''", '"""', "\\'); canary() #", '\\"); canary() #', "'\r\n", "\u0085'",
          "'{canary()}", "a'" + "b" * 20000]
DIRECTIVES = ['<p :title="{}"></p>', '<p v-if="{}">t</p>', '<p v-show="{}">t</p>', '<p v-html="{}"></p>',
              '<p v-for="i in {}">t</p>', "<p>{{{{ {} }}}}</p>", '<p :class="{}"></p>']


def written(template: str) -> str:
    """The expression of the template's `<p>` as the HTML parser reads it (`\\r\\n` is a
    line feed, NUL a U+FFFD): its one attribute's value, else its text inside `{{ }}`."""
    p = next(el for el in parse_fragment(template).iter() if isinstance(el, Element) and el.tag == "p")
    if "v-for" in p.attrs:
        return p.attrs["v-for"].split(" in ", 1)[1]
    if p.attrs:
        return next(iter(p.attrs.values()))
    return p.textContent.split("{{", 1)[1].rsplit("}}", 1)[0]


@pytest.mark.parametrize("directive", DIRECTIVES)
@pytest.mark.parametrize("text", BROKEN, ids=lambda text: repr(text[:12]))
def test_a_broken_expression_comes_back_as_it_was_written(text, directive):
    called = []
    data = {"canary": lambda *_: called.append(1)}
    escaped = html.escape(text, quote=True) if directive.startswith("<p ") else text.replace("<", "&lt;")
    template = '<div v-scope="{}">' + directive.format(escaped) + "</div>"
    with pytest.raises((ExpressionSyntaxError, TemplateSyntaxError)) as caught:
        petite.render(template, data, strict=True)
    if isinstance(caught.value, ExpressionSyntaxError):  # the literal gave the text back
        said, source = caught.value.expression.strip(), written(template).strip()
        assert said == source or len(source) > 10_000 and source.startswith(said.removesuffix("..."))
    else:  # (`{{` with no closing `}}` in the text: the template's error)
        assert isinstance(caught.value, TemplateSyntaxError)
    try:
        petite.render(template, data, strict=False)  # (logged: gives undefined)
    except (ExpressionError, PetiteError):
        pass
    assert called == []


# -- class (c): what a handler leaves on the page stays in its session -------------------------

LEAVES = {
    "window": ("window.zz = 'LEAK'", "typeof window.zz === 'string' ? window.zz : ''"),
    "bare name": ("zz = 'LEAK'", "typeof zz === 'string' ? zz : ''"),
    "navigator": ("navigator.zz = 'LEAK'", "navigator.zz"),
    "document": ("document.zz = 'LEAK'", "document.zz"),
    "body": ("document.body.zz = 'LEAK'", "document.body.zz"),
    "localStorage": ("localStorage.setItem('zz', 'LEAK')", "localStorage.getItem('zz')"),
    "sessionStorage": ("sessionStorage.setItem('zz', 'LEAK')", "sessionStorage.getItem('zz')"),
    "cookie": ("document.cookie = 'zz=LEAK'", "document.cookie"),
    "title": ("document.title = 'LEAK'", "document.title"),
    "window.name": ("window.name = 'LEAK'", "window.name"),
    "Object.prototype": ("Object.prototype.zz = 'LEAK'", "({}).zz"),
    "Array.prototype": ("Array.prototype.zz = 'LEAK'", "[].zz"),
    "Math": ("Math.zz = 'LEAK'", "Math.zz"),
    "JSON": ("JSON.zz = 'LEAK'", "JSON.zz"),
    "HTMLElement.prototype": ("HTMLElement.prototype.zz = 'LEAK'", "document.body.zz"),
    "Error": ("Error.prepareStackTrace = 'LEAK'", "Error.prepareStackTrace"),
}
PAGE = ('<div v-scope="{{ out: \'\' }}"><button class="set" @click="try {{ {} }} catch (e) {{ out = e.name }}">s</button>'
        '<button class="get" @click="out = String({})">g</button><p>{{{{ out }}}}</p></div>')


def click(session, name: str, seq: int) -> str:
    """What `session` sends after a click on the button of class `name`."""
    node = _elements(session)[name]
    session.connection.sent.clear()
    session.handle({"t": "event", "seq": seq, "node": node.nid, "target": node.nid, "type": "click"})
    return "".join(session.connection.sent)


def new_session(app: LiveApp):
    session = app.new_session()
    session.app.url = "http://shop.test/"  # (a page's address, as a request gives it: its cookies are its own)
    session.connection = RecordingConnection()
    return session


@pytest.mark.parametrize("leave", sorted(LEAVES))
def test_what_a_handler_leaves_stays_in_its_session(leave):
    write, read = LEAVES[leave]
    template = PAGE.format(html.escape(write), html.escape(f"(() => {{ try {{ return {read} }} catch (e) {{ return '' }} }})()"))
    app, other_app = LiveApp(template), LiveApp(template)
    writer, reader, stranger = new_session(app), new_session(app), new_session(other_app)
    try:
        click(writer, "set", 1)
        if leave not in ("Object.prototype", "Array.prototype", "Math", "JSON", "HTMLElement.prototype", "Error"):
            assert "LEAK" in click(writer, "get", 2)  # (the writer's own page has it)
        assert "LEAK" not in click(reader, "get", 1)
        assert "LEAK" not in click(stranger, "get", 1)
    finally:
        for session in (writer, reader, stranger):
            session.close()



# -- live protocol: a submit event no user could cause -------------------------------------
# (found in this wave: a client could fire `submit` at any form with a listener, one
# whose only submit button is disabled, an inert one, one with nothing to submit it
# with; the submitter was checked, not the event. `live_guard.check_reachable` now
# refuses it, the rule Chromium follows: a submit button a user can press, or none and
# a field to press Enter in; a disabled default button blocks Enter.)

SUBMITS = """<div v-scope="{ log: [] }">
<form class="disabled_only" @submit.prevent="log.push('disabled_only')"><input class="t1"><button disabled>go</button></form>
<form class="in_fieldset" @submit.prevent="log.push('in_fieldset')"><fieldset disabled><input><button>go</button></fieldset></form>
<form class="nothing" @submit.prevent="log.push('nothing')"><span>text</span></form>
<form class="inert_form" inert @submit.prevent="log.push('inert_form')"><input><button>go</button></form>
<div class="not_a_form" @submit.prevent="log.push('not_a_form')"><input></div>
<form class="one_field" @submit.prevent="log.push('one_field')"><input class="t2"></form>
<form class="second_enabled" @submit.prevent="log.push('second_enabled')"><input><button disabled>a</button><button class="b2">b</button></form>
<form class="owned" id="owned" @submit.prevent="log.push('owned')"><input></form><button class="b3" form="owned">o</button>
<form class="typeless_only" @submit.prevent="log.push('typeless_only')"><input class="t4"><button type="button">b</button></form>
<p class="log">{{ log.join() }}</p></div>"""


@pytest.mark.parametrize("form", ["disabled_only", "in_fieldset", "nothing", "inert_form", "not_a_form"])
def test_a_submit_no_user_could_cause_is_refused(form):
    client = _Client(SUBMITS)
    try:
        with pytest.raises(Refused, match="no user can submit this"):
            client.send(form, "submit")
        assert client.el["log"].text_content == ""
    finally:
        client.close()


@pytest.mark.parametrize("form", ["one_field", "second_enabled", "owned", "typeless_only"])
def test_a_submit_a_user_can_cause_runs(form):
    client = _Client(SUBMITS)
    try:
        client.send(form, "submit")
        assert client.el["log"].text_content == form
    finally:
        client.close()


def test_the_submits_a_user_causes_in_chromium_all_run(chromium):
    with serve(LiveApp(SUBMITS)) as url, live_page(chromium, url) as page:
        page.press(".t2", "Enter")  # (implicit submission: no submit button)
        page.click(".b2")
        page.click(".b3")  # (a button outside its form: form="owned")
        page.press(".t4", "Enter")
        page.press(".t1", "Enter")  # (blocked by the disabled default button: nothing sent)
        settled(page)
        assert page.inner_text(".log") == "one_field,second_enabled,owned,typeless_only"
