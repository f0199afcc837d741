"""Wave 41 (an attacker helper): holes found, and the attacks that held, kept as
regression tests.

* A live client could submit a form whose constraints fail (class e): a `required`
  field left empty, a bad email, a `pattern` or `min` not met, an unchecked required
  checkbox; Chromium's interactive validation fires `invalid` and no `submit` for a
  click on a submit button, Enter in a field and `requestSubmit()` alike (checked
  there), unless the form has `novalidate` or the submitter (Enter's: the default
  button) `formnovalidate`. `live_guard.check_submission` now refuses such a submit,
  with petite's own DOM view of validity (`petite.dom.validity`, which the mount path's
  submit uses). A required file input was always "missing" there (a chosen file's
  submit would have been refused): it is missing while no file is chosen, and its value
  is never its `value` attribute (mode "filename", as in Chromium). The same rule by
  another route: a `method="dialog"` form's button closed its dialog with its value
  (a `forms` entry `{open: false, returnValue}`) while the form's constraints failed,
  where Chromium keeps the dialog open (`_closing_values` now asks the same question).
  The rule reads a `pattern` as Chromium does, with the `v` flag: a class that flag
  rejects (`[A-Za-z0-9_-]+`, `[\\w-]`, `[(]`, `[a|b]`) makes Chromium ignore the
  pattern, where petite's `u` reading checked it (and would now have refused the
  submit a browser sends): `validity._v_mode_classes` ignores it too (400 pattern and
  value pairs: 125 differed from Chromium, 9 do, all `[a--b]`, a set subtraction petite
  lacks and does not check).
  And a URL with a space (`http://a.com/a b`, `mailto:x y`) or an email address with
  an internationalised domain (`a@é.c`, punycode in Chromium) failed petite's type
  check where Chromium takes them.

* A live client could fire `reset` at any form with a listener (class e), as it could
  `submit` before wave 40: one with no reset button, a disabled one, an inert form, an
  element that is no form. Only a reset button's click resets a form in Chromium (no
  key does); `check_reachable` now refuses the others.

* The expression parser took a line break inside a token for one between tokens
  (parser fidelity): a string's line continuation (`'\\<LF>'x`) or a template literal's
  line break let two tokens JavaScript rejects run as two statements; a `//` comment
  ran past U+2028/U+2029, and Python's white space stood for JavaScript's (U+001C..U+001F
  and U+0085 separated tokens, U+FEFF did not). It smuggled nothing past a check (the
  analysis and the runtime share the parser), but accepted code petite-vue rejects.
  The lexer now marks a token preceded by a line terminator in white space or a comment
  (`Token.newline_before`), with JavaScript's white space (`values.JS_WHITESPACE`).

* `strict=False` held on the render path only: a template that mounts (a `v-effect`,
  custom `directives`, a render that needs the page midway) raised on the failing
  expression, so data that makes a template mount turned a tolerated error into an
  exception. `template.mount_render` now collects the errors (`collect_errors`, the
  live page's first render's rule) when not strict.

* Held (class a): 29 of the newer objects (an attribute node, formatToParts' parts, an
  error's stack descriptor, generators, async functions, FormData, class instances
  with private fields, ...) show none of 34 Python members (`__class__`, `__globals__`,
  `gi_frame`, `node`, `__js_get__`, `scope`, `app` ...) on either path; no property
  written on a built-in reaches another session, another app or a render (51 routes
  tried: built-ins are frozen per page, so none is even seen by the writer).

* Class (d): a `pattern` attribute's match was afforded but never charged (about 200
  steps for a `checkValidity()` that ran 0.1-0.25 s on a 20,000-character value: one
  render of a hostile template ran minutes), a backreference to a group whose text has
  no bound was priced as if it compared nothing (`/(a*)\\1c/y` linear, though it
  compares up to the whole text at each split), and a live client's submit checked
  each control under a budget of its own. The match is charged as a RegExp's, such a
  backreference adds one to the pattern's degree (`regexp._DegreeWalk`), and the
  guard's checks run as one evaluation each, failing closed past it.

* Open (not fixed): a render that mounts midway has already run what it ran, and the
  mount runs it again on the same data (an app's function called twice, a counter
  written twice): data can choose that fallback (a `$template` with a `v-effect`).
  Kept as strict xfails.
"""

from __future__ import annotations

import html

import pytest

import petite
from petite.errors import ExpressionError
from petite.expr import ExpressionLimitError
from petite.expr.regexp import translate
from petite.live import LiveApp
from petite.testing import mount
from petite.live_guard import Refused, writable_state

from ..support import live_page, rendered, serve, settled
from .test_attacks_wave31_live import _Client


# -- live protocol: a submit the browser's constraint validation blocks -------------------

INVALID_FORMS = """<div v-scope="{ log: [] }">
<form class="required" @submit.prevent="log.push('required')"><input class="t1" required><button class="b1">go</button></form>
<form class="email" @submit.prevent="log.push('email')"><input type="email" value="x"><button class="b2">go</button></form>
<form class="pattern" @submit.prevent="log.push('pattern')"><input value="ab" pattern="a"><button class="b3">go</button></form>
<form class="number" @submit.prevent="log.push('number')"><input type="number" min="5" value="3"><button class="b4">go</button></form>
<form class="checkbox" @submit.prevent="log.push('checkbox')"><input class="c5" type="checkbox" required><button class="b5">go</button></form>
<form class="implicit" @submit.prevent="log.push('implicit')"><input class="t6" required></form>
<form class="choice" @submit.prevent="log.push('choice')"><input class="t7" required><button class="b7" formnovalidate>skip</button><button class="b7b">check</button></form>
<form class="novalidate" novalidate @submit.prevent="log.push('novalidate')"><input class="t8" required><button class="b8">go</button></form>
<form class="skip_first" @submit.prevent="log.push('skip_first')"><input class="t9" required><button class="b9" formnovalidate>a</button><button class="b9b">b</button></form>
<p class="log">{{ log.join() }}</p></div>"""

# (form, the submitter the forged message names, or None: Enter's implicit submission)
BLOCKED = [("required", "b1"), ("required", None), ("email", "b2"), ("pattern", "b3"), ("number", "b4"),
           ("checkbox", "b5"), ("implicit", None), ("choice", "b7b"), ("choice", None), ("skip_first", "b9b")]
ALLOWED = [("choice", "b7"), ("novalidate", "b8"), ("novalidate", None), ("skip_first", "b9")]


def forge_submit(client: _Client, form: str, submitter: str | None) -> None:
    init = {} if submitter is None else {"init": {"submitter": client.el[submitter].nid}}
    client.send(form, "submit", **init)


@pytest.mark.parametrize(("form", "submitter"), BLOCKED)
def test_a_submit_the_constraints_block_is_refused(form, submitter):
    client = _Client(INVALID_FORMS)
    try:
        with pytest.raises(Refused, match="constraint"):
            forge_submit(client, form, submitter)
        assert client.el["log"].text_content == ""
    finally:
        client.close()


@pytest.mark.parametrize(("form", "submitter"), ALLOWED)
def test_a_submit_that_skips_or_passes_validation_runs(form, submitter):
    client = _Client(INVALID_FORMS)
    try:
        forge_submit(client, form, submitter)
        assert client.el["log"].text_content == form
    finally:
        client.close()


def test_a_submit_runs_once_the_user_filled_the_form_in():
    client = _Client(INVALID_FORMS)
    try:
        field, box = client.el["t1"], client.el["c5"]
        client.send("required", "submit", init={"submitter": client.el["b1"].nid},
                    forms=[[field.nid, {"value": "filled"}]])
        client.send("checkbox", "submit", init={"submitter": client.el["b5"].nid},
                    forms=[[box.nid, {"checked": True}]])
        assert client.el["log"].text_content == "required,checkbox"
    finally:
        client.close()


def test_constraint_validation_blocks_the_same_submits_in_chromium(chromium):
    # (Chromium 150, checked first on a plain page: a click, Enter and requestSubmit()
    # all fire `invalid` and no `submit` while a constraint fails; Enter submits with the
    # default button as its submitter, so that button's formnovalidate counts)
    with serve(LiveApp(INVALID_FORMS)) as url, live_page(chromium, url) as page:
        for button in ("b1", "b2", "b3", "b4", "b5", "b7b", "b9b"):
            page.click(f".{button}")
        for field in ("t1", "t6"):
            page.press(f".{field}", "Enter")
        page.press(".t7", "Enter")  # (its default button b7 skips validation)
        page.click(".b7")
        page.press(".t8", "Enter")
        page.press(".t9", "Enter")  # (its default button b9 skips validation)
        page.fill(".t1", "filled")
        page.press(".t1", "Enter")
        settled(page)
        assert page.inner_text(".log") == "choice,choice,novalidate,skip_first,required"


def validity_in_both(chromium, markup: str, selector: str) -> tuple[str, str]:
    """`checkValidity()` of each `selector` element of `markup` as 1 or 0, in Chromium
    (a plain page) and on petite's mount path."""
    read = f"[...document.querySelectorAll('{selector}')].map((e) => e.checkValidity() ? 1 : 0).join('')"
    page = chromium.new_page()
    try:
        page.set_content(markup)
        expected = page.evaluate(f"() => {read}")
    finally:
        page.close()
    wrapper = mount(f'<div v-scope="{{ r: \'\' }}">{markup}<button class="read" type="button" @click="r = '
                    f'{html.escape(read)}">b</button><p class="seen">{{{{ r }}}}</p></div>', {})
    wrapper.find(".read").click()
    return expected, wrapper.find(".seen").text()


# (a `pattern` is compiled with the `v` flag in Chromium: a class that flag rejects makes
# the pattern ignored, so `[A-Za-z0-9_-]+` checks nothing there; petite read it with
# `u` and refused the submit a browser sends)
PATTERNS = ["[(]x", "[a-z]{2}", "[\\w-]+", "[a|b]", "[\\p{L}]+", "[^-]+", "[a-]+", "[-a]+", "[/]", "[{]", "[&&a]",
            "[\\d-x]", "[A-Za-z0-9_-]+", "[A-Za-z0-9_\\-]+", "[a-z-]", "[^a-z]", "[a^]+", "[.]", "[..]", "[\\-]",
            "[a\\-z]", "[\\]]", "[!!]", "\\d{3}-\\d{4}", "(a|b)[c]"]
PATTERN_VALUES = ["y", "ab", "a-b", "(", "Z", "-", "]"]


def test_a_pattern_checks_what_chromium_checks(chromium):
    fields = "".join(f'<input pattern="{html.escape(pattern)}" value="{html.escape(value)}">'
                     for pattern in PATTERNS for value in PATTERN_VALUES)
    expected, seen = validity_in_both(chromium, fields, "input")
    assert expected.count("0") > 20  # (patterns that do check)
    assert seen == expected


def test_a_submit_chromium_sends_past_a_pattern_it_ignores_runs():
    client = _Client('<div v-scope="{ log: [] }"><form class="f" @submit.prevent="log.push(1)">'
                     '<input class="t" pattern="[A-Za-z0-9_-]+" value="x y"><button class="b">go</button></form>'
                     '<p class="log">{{ log.join() }}</p></div>')
    try:
        forge_submit(client, "f", "b")
        assert client.el["log"].text_content == "1"
    finally:
        client.close()


# (a URL with a space, an email address with an internationalised domain: Chromium
# takes them, petite's type check did not and would have refused the submit)
TYPED = [("url", v) for v in ["http://a.com/a b", "http://a b.com", "a:b", "mailto:x y", "x", "1http:a", "h t:x",
                              "a+b:c", "http://[::1", "http:", "http://%zz", "http://a.com:99999"]] + \
        [("email", v) for v in ["a@b", "a@b.c", "a b@c", "a@b..c", "a@-b.c", "a@b-.c", "\u00e9@b.c", "a@\u00e9.c",
                                "a@b_c.d", "a.@b.c", ".a@b.c", "a@b.c,"]]
# (what Chromium's URL parser refuses that petite's check lets pass: never a refusal a
# browser would not make)
LENIENT = {"http://[::1", "http:", "http://%zz", "http://a.com:99999"}


def test_a_typed_value_is_valid_where_chromium_takes_it(chromium):
    fields = "".join(f'<input type="{kind}" value="{html.escape(value)}">' for kind, value in TYPED)
    expected, seen = validity_in_both(chromium, fields, "input")
    assert seen == "".join("1" if value in LENIENT else valid for (_, value), valid in zip(TYPED, expected))
    assert expected.count("0") > 8


# (held: the forms whose constraints the submit rule checks, as Chromium checks them;
# a date's min/max is not checked, docs: lenient, never a refusal a browser would not make)
CONSTRAINED_FORMS = [
    '<select required><option value="">-</option><option>a</option></select>',
    '<select required><option value="" selected>-</option><option>a</option></select>',
    '<select required><option>-</option><option>a</option></select>',
    '<select required><optgroup label=g><option value="">-</option></optgroup><option>a</option></select>',
    '<select required size=2><option value="">-</option><option>a</option></select>',
    '<select required multiple><option value="">-</option></select>',
    '<select required><option value="" disabled>-</option><option>a</option></select>',
    '<select required></select>',
    '<select required><option value="">-</option></select>',
    '<select required><option value=" ">-</option><option>a</option></select>',
    '<input type=radio name=g required><input type=radio name=g checked>',
    '<input type=radio name=h required>',
    '<input type=radio name=k required disabled>',
    '<input type=radio name=m><input type=radio name=m required>',
    '<input type=radio name=n required><input type=radio name=n form=other checked>',
    '<input type=number value="0.3" step="0.1">',
    '<input type=number value="1.1" step="0.1" min="0.1">',
    '<input type=number value="0.30000000000000004" step="0.1">',
    '<input type=number value="5" step="2">',
    '<input type=number value="5" step="2" value="1">',
    '<input type=number value="10" max="1e1">',
    '<input type=number value="1e-7" step="any" min="0">',
    '<input type=number value="3" min="5" max="1">',
    '<input type=range value="3" min="5">',
    '<input type=date value="2020-01-01" min="2021-01-01">',
    '<input type=text value="ab" minlength="5">',
    '<input type=text value="abcdef" maxlength="2">',
    '<input type=checkbox required>',
    '<input required value=" ">',
    '<input type=tel required value="x">',
    '<input type=color required>',
    '<input type=range required>',
    '<textarea required> </textarea>',
    '<textarea required>\n</textarea>',
    '<input type=search required pattern="a">',
    '<input type=email multiple value="a@b.c,  ">',
    '<input type=email multiple value="">',
    '<input type=email value=" a@b.c ">',
    '<input type=password pattern="[0-9]+" value="12a">',
    '<input type=hidden required>',
    '<input required readonly>',
    '<input required disabled>',
    '<fieldset disabled><input required></fieldset>',
    '<fieldset disabled><legend><input required></legend></fieldset>',
    '<datalist><input required></datalist>',
    '<output required></output>',
    '<button type=submit>b</button>',
    '<object></object>',
]


def test_a_forms_validity_is_chromiums(chromium):
    expected, seen = validity_in_both(chromium, "".join(f"<form>{form}</form>" for form in CONSTRAINED_FORMS), "form")
    assert seen == "".join("1" if "type=date" in form else valid for form, valid in zip(CONSTRAINED_FORMS, expected))
    assert expected.count("0") > 15


FILE_FORM = """<div v-scope="{ log: [] }">
<form class="files" @submit.prevent="log.push('files')"><input class="f" type="file" required><button class="go">go</button></form>
<p class="log">{{ log.join() }}</p></div>"""


def test_a_required_file_input_with_a_chosen_file_submits(chromium, tmp_path):
    chosen = tmp_path / "a.txt"
    chosen.write_text("a")
    with serve(LiveApp(FILE_FORM)) as url, live_page(chromium, url) as page:
        page.click(".go")  # (none chosen: blocked)
        page.set_input_files(".f", str(chosen))
        page.click(".go")
        settled(page)
        assert page.inner_text(".log") == "files"


FILE_VALUE = ('<div v-scope="{ r: \'\' }"><input type="file" required value="x" id="f"><p>{{ r }}</p>'
              '<button @click="r = [document.querySelector(\'#f\').value, document.querySelector(\'#f\').checkValidity()].join()">'
              'b</button></div>')


def test_a_file_inputs_value_attribute_is_not_its_value(chromium):
    wrapper = mount(FILE_VALUE, {})
    wrapper.find("button").click()
    page = chromium.new_page()
    try:
        page.set_content('<input type="file" required value="x" id="f">')
        expected = page.evaluate("[f.value, f.checkValidity()].join()")
    finally:
        page.close()
    assert expected == ",false"
    assert wrapper.find("p").text() == expected


DIALOG_FORM = """<div v-scope="{ rv: '-' }">
<dialog class="d" open><form method="dialog"><input class="need" required><button class="ok" value="ok">ok</button></form></dialog>
<button class="read" @click="rv = $el.parentNode.querySelector('dialog').open + ' ' + $el.parentNode.querySelector('dialog').returnValue">read</button>
<p class="rv">{{ rv }}</p></div>"""


def test_a_dialog_form_the_constraints_block_does_not_close_its_dialog():
    client = _Client(DIALOG_FORM)
    try:
        dialog, field = client.el["d"], client.el["need"]
        with pytest.raises(Refused, match="no user closes this dialog"):
            writable_state(dialog, {"open": False, "returnValue": "ok"}, reported=True)
        client.send("read", forms=[[dialog.nid, {"open": False, "returnValue": "ok"}]])
        assert client.el["rv"].text_content == "true "
        client.send("read", forms=[[field.nid, {"value": "filled"}], [dialog.nid, {"open": False, "returnValue": "ok"}]])
        assert client.el["rv"].text_content == "false ok"
    finally:
        client.close()


def test_a_dialog_form_the_constraints_block_stays_open_in_chromium(chromium):
    with serve(LiveApp(DIALOG_FORM)) as url, live_page(chromium, url) as page:
        page.click(".ok")  # (the field is empty: invalid, the dialog stays open)
        page.click(".read")
        settled(page)
        assert page.inner_text(".rv") == "true"
        page.fill(".need", "filled")
        page.click(".ok")
        page.click(".read")
        settled(page)
        assert page.inner_text(".rv") == "false ok"


# -- live protocol: a reset no user could cause ---------------------------------------------

RESETS = """<div v-scope="{ log: [] }">
<form class="none" @reset="log.push('none')"><input><button>go</button></form>
<form class="disabled" @reset="log.push('disabled')"><input><button type="reset" disabled>r</button></form>
<form class="inert_form" inert @reset="log.push('inert_form')"><input><button type="reset">r</button></form>
<div class="not_a_form" @reset="log.push('not_a_form')"><button type="reset">r</button></div>
<form class="button" @reset="log.push('button')"><input><button class="r1" type="reset">r</button></form>
<form class="input" @reset="log.push('input')"><input class="r2" type="reset"></form>
<form class="owned" id="owned_r" @reset="log.push('owned')"><input></form><button class="r3" type="reset" form="owned_r">r</button>
<p class="log">{{ log.join() }}</p></div>"""


@pytest.mark.parametrize("form", ["none", "disabled", "inert_form", "not_a_form"])
def test_a_reset_no_user_could_cause_is_refused(form):
    client = _Client(RESETS)
    try:
        with pytest.raises(Refused, match="no user can reset this"):
            client.send(form, "reset")
        assert client.el["log"].text_content == ""
    finally:
        client.close()


@pytest.mark.parametrize("form", ["button", "input", "owned"])
def test_a_reset_a_user_can_cause_runs(form):
    client = _Client(RESETS)
    try:
        client.send(form, "reset")
        assert client.el["log"].text_content == form
    finally:
        client.close()


def test_the_resets_a_user_causes_in_chromium_all_run(chromium):
    with serve(LiveApp(RESETS)) as url, live_page(chromium, url) as page:
        for button in ("r1", "r2", "r3"):
            page.click(f".{button}")
        settled(page)
        assert page.inner_text(".log") == "button,input,owned"


# -- what separates two statements: a line terminator outside any token --------------------
# (found in this wave: a string's line continuation, '\\<newline>', or a template
# literal's line break counted as a line break between statements, so `'\\<LF>'x` ran
# as two statements where JavaScript has a SyntaxError; a `//` comment ran on past a
# U+2028, and Python's white space stood for JavaScript's: U+001C..U+001F and U+0085
# separated tokens, U+FEFF did not)

STATEMENTS = [
    "out = '\\\n'x", "out = `\\\n`x", "out = `a\nb`x", "out = '\\\n'\n++x", "out = 'a\\\nb'",
    "out = 1 \u2028 out = 2", "out = 1 // c \u2028 out = 2", "out = 1 \u2029 x = 2", "out = 1 /* \u2028 */ out = 2",
    "out = 1 /* \n */ ++x", "out = 1 /* */ ++x", "out = 1 \x1c", "out = 1 \x85", "out = \ufeff 1",
    "out = 1 // c \\\n out = 2", "out = 'q'\n(x = 3)",
]


def in_chromium(chromium, sources: list[str]) -> list[str]:
    page = chromium.new_page()
    try:
        return page.evaluate("""(sources) => sources.map((source) => {
            try { const s = { out: 0, x: 0 }; new Function('s', 'with (s) { ' + source + '\\n}')(s); return s.out + '|' + s.x }
            catch (e) { return e.name }
        })""", sources)
    finally:
        page.close()


def in_petite(source: str) -> str:
    wrapper = mount('<div v-scope="{ out: 0, x: 0 }"><button @click="' + html.escape(source) + '">b</button>'
                    "<p>{{ out }}|{{ x }}</p></div>", {})
    try:
        wrapper.find("button").click()
    except ExpressionError as error:  # (a SyntaxError too)
        return error.kind
    return wrapper.find("p").text()


def test_statements_are_separated_where_javascript_separates_them(chromium):
    expected = in_chromium(chromium, STATEMENTS)
    assert expected[:3] == ["SyntaxError"] * 3  # (the attack: a line break inside a literal)
    assert [in_petite(source) for source in STATEMENTS] == expected


# -- strict=False on a template that mounts ----------------------------------------------
# (found in this wave: a failing expression was logged and undefined on the render path
# only; a template that mounts, from the start (v-effect), by falling back midway (a
# name an element of the page may have) or for custom directives, raised, so data that
# makes a template mount turned a tolerated error into an exception)

TOLERATED = {
    "renders": ('<div v-scope><i>{{ nope.x }}</i><b>{{ 1 + 1 }}</b></div>', None),
    "mounts": ('<div v-scope><i>{{ nope.x }}</i><b v-effect="1">{{ 1 + 1 }}</b></div>', None),
    "falls back": ('<div v-scope><i>{{ nope.x }}</i><b id="foo">{{ typeof foo === "object" ? 2 : 0 }}</b></div>', None),
    "directives": ('<div v-scope><i>{{ nope.x }}</i><b v-mark>{{ 1 + 1 }}</b></div>', {"mark": lambda ctx: None}),
}


@pytest.mark.parametrize("case", sorted(TOLERATED))
def test_strict_false_holds_on_every_path(case, caplog):
    template, directives = TOLERATED[case]
    with pytest.raises(ExpressionError, match="nope is not defined"):
        petite.render(template, {}, directives=directives)
    page = petite.render(template, {}, directives=directives, strict=False)
    assert page.startswith("<div><i></i><b") and page.endswith(">2</b></div>")
    assert "nope is not defined" in caplog.text
    compiled = petite.Template(template, strict=False)
    assert compiled.render({}, directives=directives) == page


# -- open: a render that mounts midway has already run what it ran -------------------------
# (found in this wave, not fixed: `Template._render` runs the compiled render on the
# caller's data and, when it must mount after all (a name an element of the page may
# have, a `$template` that needs a DOM, a promise, a write to a row through `this`),
# mounts the same data again: what the partial render did stays done. Data alone can
# choose the fallback (a `$template` string with a `v-effect`), so the app's own
# function runs twice and the page shows its second result. Fixing it needs the render
# to decide before it runs, or to undo its writes (a journal of every write path):
# left for the owners of the render path.)

ONCE = '<div v-scope><i>{{ record() }}</i><div v-scope="{ $template: bio }"></div></div>'


def record_calls(bio: str) -> tuple[list[int], str]:
    calls: list[int] = []
    page = petite.render(ONCE, {"record": lambda: calls.append(1) or len(calls), "bio": bio})
    return calls, page


def test_a_render_runs_the_apps_function_once():
    assert record_calls("<b>plain</b>") == ([1], "<div><i>1</i><div><b>plain</b></div></div>")


@pytest.mark.xfail(strict=True, reason="open: a render's fallback to mounting re-runs the app's function")
def test_data_choosing_the_mount_path_does_not_run_the_apps_function_twice():
    assert record_calls('<b v-effect="1">x</b>') == ([1], "<div><i>1</i><div><b>x</b></div></div>")


@pytest.mark.xfail(strict=True, reason="open: a render's fallback to mounting re-applies its writes")
def test_a_render_that_mounts_midway_writes_the_data_once():
    data = {"n": 0}
    page = petite.render('<div v-scope><i>{{ [0].map(() => n++).length }}</i><b id="foo">{{ typeof foo }}</b>'
                         "<u>{{ n }}</u></div>", data)
    assert (data["n"], page.endswith("<u>1</u></div>")) == (1, True)


# -- held (class a): the newer objects show no Python internals -------------------------------

NEWER_OBJECTS = {
    "attribute node": "$el.getAttributeNode('title')", "attributes": "$el.attributes",
    "formatToParts": "new Intl.DateTimeFormat('en').formatToParts(0)",
    "a part": "new Intl.DateTimeFormat('en').formatToParts(0)[0]", "DateTimeFormat": "new Intl.DateTimeFormat('en')",
    "error": "new Error('x')", "stack descriptor": "Object.getOwnPropertyDescriptor(new Error('x'), 'stack')",
    "a prototype": "Object.getPrototypeOf(Object.create({ a: 1 }))", "generator": "(function* () { yield 1 })()",
    "generator function": "(function* () { yield 1 })", "async function": "(async () => 1)",
    "promise": "Promise.resolve(1)", "iterator": "[1].values()", "match": "'a'.match(/a/)",
    "URL": "new URL('http://a/')", "FormData": "new FormData()", "event": "new Event('x')", "style": "$el.style",
    "classList": "$el.classList", "dataset": "$el.dataset", "navigator": "navigator", "document": "document",
    "window": "window", "class": "(class A { static x = 1 })",
    "instance": "new (class A { #p = 1; get p() { return this.#p } })()",
    "arguments": "(function () { return arguments })(1)", "bound": "(function () {}).bind(null)",
    "globalThis": "globalThis", "element": "$el",
    # (wave 43: binary data; tests/expr/test_typed_arrays.py tries their own members too)
    "Uint8Array": "new Uint8Array([1, 2])", "Float64Array view": "new Float64Array(new ArrayBuffer(16), 8)",
    "subarray": "new Int16Array(4).subarray(1)", "ArrayBuffer": "new ArrayBuffer(8)",
    "TextEncoder": "new TextEncoder()", "TextDecoder": "new TextDecoder('utf-8', { fatal: true })",
    "crypto": "crypto", "typed array constructor": "Uint8ClampedArray",
    "typed array iterator": "new Uint8Array(2).entries()",
    "DataView": "new DataView(new ArrayBuffer(8), 2)",
}
PYTHON_MEMBERS = ["__class__", "__dict__", "__globals__", "__code__", "__closure__", "__self__", "__func__",
                  "__module__", "__init__", "__reduce_ex__", "__getattribute__", "__subclasses__", "__mro__",
                  "gi_frame", "gi_code", "cr_frame", "f_globals", "node", "_node", "__slots__", "__builtins__",
                  "__wrapped__", "fget", "__traceback__", "with_traceback", "ag_frame", "_raw", "__js_get__",
                  "__js_own__", "scope", "ctx", "app", "session", "connection"]


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("name", sorted(NEWER_OBJECTS))
def test_a_newer_object_shows_no_python_internals(name, path):
    shown = (f"(() => {{ const o = {NEWER_OBJECTS[name]}; return {PYTHON_MEMBERS!r}.filter((m) => {{"
             " try { return o[m] !== undefined && o[m] !== null || m in o } catch (e) { return false } }).join() })()")
    page = rendered(f'<div v-scope><p title="t" v-effect="$el.nextSibling.textContent = {html.escape(shown)}"></p>'
                    "<i>x</i></div>", {}, path)
    assert page.endswith("<i></i></div>")



# -- class (d): a backreference's comparisons, and a pattern attribute's match, are charged ---
# (found in this wave: `<input pattern="(a*)\\1c">` with a 20,000-character value cost
# 0.1-0.25 s a `checkValidity()` and was charged about 200 steps (the match was
# afforded, never charged), so one render ran some 4,500 of them: minutes; a sticky
# RegExp `/(a*)\\1c/y` was priced as linear though the backreference compares up to the
# whole text at each way `a*` splits it. A live client's submit checked each control
# under a budget of its own.)

@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("check", [
    '<input pattern="(a*)\\1c" :value="s" v-effect="for (let i = 0; i < 5000; i++) $el.checkValidity()">',
    '<p v-effect="const re = /(a*)\\1c/y; for (let i = 0; i < 5000; i++) { re.lastIndex = 0; re.test(s) }"></p>',
])
def test_a_slow_backreference_runs_out_of_budget(check, path):
    with pytest.raises(ExpressionLimitError):
        rendered(f'<div v-scope="{{ s: \'a\'.repeat(19999) + \'c\' }}">{check}</div>', {}, path)


@pytest.mark.parametrize(("pattern", "degree"), [
    (r"(a*)\1c", 2), (r"(.*)(.*)\2", 3), (r"(?<n>a+)\k<n>", 2), (r"(a(?:b|c+))\1", 2),
    (r"(\w)\1", 0), (r"(a{1,50})\1", 0), (r"(\w+)\s\1", 1), (r"(?:(a)|b)*\1c", 1),
])
def test_a_backreference_to_an_unbounded_group_is_one_more_degree(pattern, degree):
    assert translate(pattern, "u").degree == degree


def test_a_submit_checks_its_forms_constraints_under_one_budget():
    fields = "".join(f'<input class="i{i}" pattern="(a*)\\1c">' for i in range(300))
    client = _Client(f'<div v-scope="{{ n: 0 }}"><form class="f" @submit.prevent="n++">{fields}'
                     '<button class="b">go</button></form><p class="n">{{ n }}</p></div>')
    try:
        for i in range(300):  # (what earlier messages set: each value matches)
            client.el[f"i{i}"].value = "a" * 700 + "c"
        with pytest.raises(Refused, match="constraint"):  # (past the budget: counted as failing)
            forge_submit(client, "f", "b")
        assert client.el["n"].text_content == "0"
    finally:
        client.close()


def test_a_dialog_forms_constraints_are_checked_under_one_budget():
    fields = "".join(f'<input class="i{i}" pattern="(a*)\\1c">' for i in range(300))
    client = _Client(f'<div v-scope><dialog class="d" open><form method="dialog">{fields}'
                     '<button value="ok">ok</button></form></dialog></div>')
    try:
        for i in range(300):
            client.el[f"i{i}"].value = "a" * 700 + "c"
        with pytest.raises(Refused, match="no user closes this dialog"):  # (past the budget: no value)
            writable_state(client.el["d"], {"open": False, "returnValue": "ok"}, reported=True)
    finally:
        client.close()
