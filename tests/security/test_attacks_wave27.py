"""Wave 27 of the attacker helper: attacks on what was added recently (locale options,
tagged templates, labelled statements, generators, property descriptors) and on the
marks that keep templates from calling what changes data. Each attack failed before
the fix named beside it; the harness (`attacks/harness.py`) judges every one under its
canaries.
"""

from __future__ import annotations

import pytest

from .attacks.harness import Attack, judge


# -- marks a framework puts on callables (sandbox.TEMPLATE_MARKS) ------------------------
class Deleter:
    """A callable data object marked as changing data (Django's convention): a
    template must never call it, whatever it writes first."""

    alters_data = True

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, *args: object) -> str:
        self.calls += 1
        return "deleted"


class Hidden(Deleter):
    alters_data = False
    do_not_call_in_templates = True


def _never_called(template: str, path: str, steps: tuple = ()) -> Attack:
    """The marked callables stay uncalled (and keep their mark) after the attack."""
    made: dict[str, Deleter] = {}

    def data() -> dict:
        made.clear()
        made.update(d=Deleter(), h=Hidden())
        return dict(made)

    def check(outcome) -> None:
        assert [made["d"].calls, made["h"].calls] == [0, 0], outcome.text()[:300]
        assert made["d"].alters_data is True and made["h"].do_not_call_in_templates is True

    return Attack("", 4, template, data, path, steps=steps, must="safe", check=check)


MARK_WRITES = {
    "assign": "d.alters_data = false; h.do_not_call_in_templates = false",
    "assign-index": "d['alters_data'] = 0; h['do_not_call_in_templates'] = 0",
    "object-assign": "Object.assign(d, { alters_data: false }); Object.assign(h, { do_not_call_in_templates: null })",
    "compound": "d.alters_data &&= false; h.do_not_call_in_templates &&= false",
    "destructure": "[d.alters_data, h.do_not_call_in_templates] = [false, false]",
}
MARK_ATTACKS = []
for _name, _writes in MARK_WRITES.items():
    _calls = "try { d() } catch (e) {} try { h() } catch (e) {}"
    MARK_ATTACKS.append((f"w27-mark-{_name}-expr", _never_called(f"(() => {{ try {{ {_writes} }} catch (e) {{}} {_calls} }})()",
                                                                 "expr")))
    MARK_ATTACKS.append((f"w27-mark-{_name}-render", _never_called(
        f"<p>{{{{ (() => {{ try {{ {_writes} }} catch (e) {{}} {_calls} }})() }}}}</p>", "render")))
    MARK_ATTACKS.append((f"w27-mark-{_name}-mount", _never_called(
        f'<div v-scope><button @click="try {{ {_writes} }} catch (e) {{}} {_calls}">x</button></div>'.replace(
            "'", "&#39;"), "mount", steps=(("click", "button"),))))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [pytest.param(a, id=i) for i, a in MARK_ATTACKS])
def test_marked_callables_stay_uncalled(attack: Attack) -> None:
    judge(attack)


# -- generators dropped suspended (generators.GeneratorItems.walk) -----------------------
def _collected_in_another_evaluation(body: str) -> None:
    """Evaluation A leaves a generator suspended inside a `for…of` over another one, in a
    reference cycle; evaluation B (another session's) runs when the collector frees it.
    Nothing of A may run then: no `finally` of A's generators (in JavaScript a collected
    generator runs nothing), no work charged to B, whose result stays its own."""
    import gc

    from petite.expr import Scope, compile_expression
    from petite.expr.budget import budget_get

    ran: list = []

    def probe(*args: object) -> None:
        budget = budget_get()
        ran.append((args, budget.depth if budget is not None else None))

    attacker = (f"(() => {{ {body} const it = outer(); it.next(); const o = {{ it }}; o.o = o; "
                "return 'left suspended' })()")
    victim = "(() => { const r = collect(); let s = 0; for (let i = 0; i < 1000; i++) s += i; return r + s })()"
    enabled = gc.isenabled()
    gc.disable()
    try:
        assert compile_expression(attacker)(Scope({"probe": probe}), None, None) == "left suspended"
        assert ran == []
        value = compile_expression(victim)(Scope({"collect": lambda: gc.collect() * 0}), None, None)
    finally:
        if enabled:
            gc.enable()
    assert (value, ran) == (499500, [])


COLLECTED = {
    "busy-finally": "function* inner() { try { yield 1; yield 2 } finally { probe('inner'); while (true) {} } } "
                    "function* outer() { for (const x of inner()) { yield x } }",
    "nested-loops": "function* a() { try { yield 1; yield 2 } finally { probe('a'); for (;;) {} } } "
                    "function* b() { for (const x of a()) { yield x } } "
                    "function* outer() { for (const y of b()) { yield y } }",
    "timer-in-finally": "function* inner() { try { yield 1; yield 2 } finally { probe('timer'); setTimeout(() => probe('later'), 0) } } "
                        "function* outer() { for (const x of inner()) { yield x } }",
    "async-loop": "function* inner() { try { yield 1; yield 2 } finally { probe('async'); while (true) {} } } "
                  "const hang = new Promise(() => {}); const loop = { hang }; loop.loop = loop; "
                  "async function run() { for (const x of inner()) { await hang } } "
                  "function* outer() { run(); yield 1 }",
}


@pytest.mark.parametrize("body", [
    pytest.param(body, id=f"w27-generator-collected-{name}")
    for name, body in COLLECTED.items()])
def test_generator_collected_later_runs_nothing(body: str) -> None:
    _collected_in_another_evaluation(body)


def test_generator_break_still_closes() -> None:
    """What the fix keeps: a loop left by break, or by an error, closes the generator at
    once, in its own evaluation (its `finally` runs, charged there)."""
    from petite.expr import Scope, compile_expression

    src = ("(() => { const log = []; function* g() { try { yield 1; yield 2 } finally { log.push('closed') } } "
           "for (const x of g()) { break } "
           "try { for (const x of g()) { throw 'e' } } catch (e) { log.push(e) } "
           "function* outer() { for (const x of g()) { yield x } } const it = outer(); it.next(); it.return(5); "
           "const [a] = g(); return log.join() })()")
    assert compile_expression(src)(Scope({}), None, None) == "closed,closed,e,closed,closed"


def test_generator_dropped_with_its_state_runs_nothing() -> None:
    """A session's state holding generators suspended in `for…of` loops is let go of
    outside any evaluation (the session expires): each loop's iterator closed then ran
    its `finally` as a new top-level evaluation, each with a full budget (3 here; a
    handler can leave thousands: a million steps each, in the server's thread)."""
    from petite.expr import Scope, compile_expression
    from petite.expr.budget import budget_get

    ran: list = []
    state: dict = {"keep": [], "probe": lambda *a: ran.append((a, budget_get().depth))}
    src = ("(() => { function* inner() { try { yield 1; yield 2 } finally { probe('dropped'); while (true) {} } } "
           "function* outer() { for (const x of inner()) { yield x } } "
           "for (let i = 0; i < 3; i++) { const it = outer(); it.next(); keep.push(it) } return keep.length })()")
    assert compile_expression(src)(Scope(state), None, None) == 3
    state["keep"].clear()  # (the session's state let go of, outside any evaluation)
    assert ran == []


# -- Date.parse's legacy reader (date_strings.tokens) -----------------------------------
# A million-character date string made one token per character or two (`+`, `1 `, `a `):
# each token a Python object, all of them made before reading (100-150 MB, 2-4 s of CPU
# per call, charged 250,000 steps: three calls in one evaluation ran 9 s).
DATE_STRINGS = {
    "signs": "'+'.repeat(999999)",
    "numbers": "'1 '.repeat(499999)",
    "words": "'a '.repeat(499999)",
    "colons": "'1:'.repeat(499999)",
    "dots": "'a.'.repeat(499999)",
    "month-then-numbers": "'Jan ' + '1 '.repeat(499990)",
}
DATE_ATTACKS = []
for _name, _text in DATE_STRINGS.items():
    DATE_ATTACKS.append(Attack(f"w27-date-parse-{_name}", 5, f"<p>{{{{ Date.parse({_text}) }}}}</p>", {}, "render",
                               must="limit"))
    DATE_ATTACKS.append(Attack(f"w27-new-date-{_name}", 5, f'<p :title="new Date({_text}).getTime()"></p>', {}, "mount",
                               must="limit"))
    DATE_ATTACKS.append(Attack(f"w27-date-parse-loop-{_name}", 5,
                               f"<p>{{{{ (() => {{ const s = {_text}.slice(0, 40000); let n = 0; "
                               "for (let i = 0; i < 20; i++) n += isNaN(Date.parse(s)) ? 1 : 0; return n })() }}</p>",
                               {}, "render", must="limit"))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [pytest.param(a, id=a.id) for a in DATE_ATTACKS])
def test_date_strings_are_charged_per_token(attack: Attack) -> None:
    judge(attack)


def test_real_date_strings_still_parse_in_a_loop() -> None:
    from petite.expr import Scope, compile_expression

    src = ("(() => { const out = new Set(); for (let i = 0; i < 1000; i++) { "
           "out.add(Date.parse('Mon, 15 Jan 2024 10:30:00 GMT')); out.add(Date.parse('Sat, 02 Mar 2019 18:04:00 EST')); "
           "out.add(new Date('Mon Jan 15 2024 10:30:00 GMT+0100 (Central European Standard Time)').getTime()) } "
           "return [...out] })()")
    assert compile_expression(src)(Scope({}), None, None) == [1705314600000, 1551567840000, 1705311000000]


# -- regex searches on `re` priced by what a character step costs (regexp._weight) -------
# A repeated group saves its state and every capture mark at each turn: `re` ran
# `(?=(?:(a)|(b)|…|(z))*1)` 600 times slower per character step than the price of a
# repeated character, so one render (one budget) of such searches ran a minute.
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
HEAVY_PATTERNS = {
    "26-groups": ("(?=(?:" + "|".join(f"({c})" for c in _LETTERS) + ")*1)", _LETTERS * 40),
    "8-groups": ("(?=(?:" + "|".join(f"({c})" for c in _LETTERS[:8]) + ")*1)", _LETTERS[:8] * 150),
    "nested-groups": ("(?=((((((a|b))))))*c)", "ab" * 600),
    "groups-behind": ("(?<=a)(?=((a)|(b))*c)", "ab" * 600),
    "backreference": ("(a|b)*c\\1", "ab" * 600),
    "bounded-groups": ("(?=(?:" + "|".join(f"({c})" for c in _LETTERS) + "){0,100}1)", _LETTERS * 40),
}
REGEX_ATTACKS = []
for _name, (_pattern, _subject) in HEAVY_PATTERNS.items():
    for _call in ("replace(new RegExp(p, 'g'), 'x').length", "match(new RegExp(p, 'g'))", "search(new RegExp(p))"):
        REGEX_ATTACKS.append(Attack(f"w27-regex-weight-{_name}-{_call.split('(')[0]}", 5, f"<p>{{{{ s.{_call} }}}}</p>",
                                    {"s": _subject, "p": _pattern}, "render", must="limit"))


@pytest.mark.timeout(300)
@pytest.mark.parametrize("attack", [pytest.param(a, id=a.id) for a in REGEX_ATTACKS])
def test_regex_searches_priced_by_their_steps(attack: Attack) -> None:
    judge(attack)


# -- pure expressions evaluated top-level (petite.expr.compile_expression) ---------------
# A pure expression without functions tries its optimistic variants before the budget is
# set up; the built-ins it calls then run unpriced: a backtracking search is never
# refused (`afford` needs a running evaluation), Date.parse's tokens never charged. One
# expression of such calls ran for as long as it had calls (4 s each here).
# A pure expression's optimistic variants ran before its budget was set up: called
# top-level (the public compile_expression), the built-ins it called priced nothing.
FAST_ATTACKS = [
    Attack("w27-top-level-regex", 5, "'ab'.repeat(5000).replace(/(?=(a|b)*c)/g, 'x').length", {}, "expr", must="limit"),
    Attack("w27-top-level-regex-many", 5, " + ".join(["'ab'.repeat(1500).replace(/(?=(a|b)*c)/g, 'x').length"] * 8),
           {}, "expr", must="limit"),
    Attack("w27-top-level-date", 5, "Date.parse('+'.repeat(999999))", {}, "expr", must="limit"),
    Attack("w27-top-level-dates", 5, " + ".join(["Date.parse(s)"] * 6), {"s": "1 " * 100_000}, "expr", must="limit"),
]


@pytest.mark.timeout(300)
@pytest.mark.parametrize("attack", FAST_ATTACKS, ids=[a.id for a in FAST_ATTACKS])
def test_pure_expressions_run_in_their_budget(attack: Attack) -> None:
    judge(attack)


# -- a control's `pattern` attribute (dom.validity) --------------------------------------
# Constraint validation ran the pattern with Python's `re`, unguarded: a value a live
# client types (or data holds) made `(x+)+`-shaped patterns backtrack for ever, on a
# submit button's click (the browser's interactive validation), `checkValidity`,
# `reportValidity`, `validity` and `validationMessage`; 22 characters took 1.3 s, 40 days.
PATTERN_CHILD = r"""
import json, sys
from petite.testing import mount
pattern, value, action = json.loads(sys.argv[1])
page = mount('<form v-scope="{ out: [] }" ref="f" @submit.prevent="out.push(\'sent\')">'
             '<input name="e" :pattern="pattern" v-model="value" required>'
             '<button type="button" id="check" @click="out.push($refs.f.checkValidity(), $refs.f.e.validity.patternMismatch, '
             '$refs.f.e.validity.valid)">check</button><button id="send">send</button><p>{{ out }}</p></form>',
             {"pattern": pattern, "value": value})
page.find("#" + action).trigger("click")
print("ended:", page.find("p").text().replace(chr(10), "").replace(" ", ""))
"""


def _validate_in_child(pattern: str, value: str, action: str, net: int = 60) -> str:
    import json
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", PATTERN_CHILD, json.dumps([pattern, value, action])],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = child.communicate(timeout=net)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"still validating after the safety net ({net}s): /{pattern}/") from None
    assert child.returncode == 0 and output.startswith("ended:"), output[-2000:]
    return output.split("ended:", 1)[1].strip()


HOSTILE_PATTERNS = {
    "nested-plus": ("([a-z0-9]+)+@x", "a" * 40 + "!"),
    "classic-email": (r"([a-zA-Z0-9_.\-])+@(([a-zA-Z0-9\-])+\.)+([a-zA-Z0-9]{2,4})+", "a@" + "b" * 40 + "!"),
    "alternation": ("(a|aa)+b", "a" * 50),
    "with-lookahead": ("(?=.)(a|a)+b", "a" * 40),
    "backreference": ("(a*)*\\1b", "a" * 40),
}


@pytest.mark.timeout(300)
@pytest.mark.parametrize("action", ["check", "send"])
@pytest.mark.parametrize("name", list(HOSTILE_PATTERNS))
def test_pattern_attribute_runs_bounded(name: str, action: str) -> None:
    pattern, value = HOSTILE_PATTERNS[name]
    shown = _validate_in_child(pattern, value, action)
    if name in ("nested-plus", "classic-email", "alternation"):  # (RE2 runs them: a mismatch, as in Chromium)
        assert shown == ("[false,true,false]" if action == "check" else "[]"), shown
    else:  # refused by the guard: ignored, as a pattern a browser cannot compile is
        assert shown == ("[true,false,true]" if action == "check" else '["sent"]'), shown


def test_pattern_attribute_still_validates() -> None:
    """JavaScript's pattern syntax and whole-value matching, as in Chromium."""
    from petite.testing import mount

    page = mount('<form ref="f"><input name="a" pattern="\\d{3}" :value="a"><input name="b" pattern="[a-z]+|x" '
                 ':value="b"><input name="c" pattern="(?<y>\\d{4})-\\k<y>" :value="c"></form>',
                 {"a": "123", "b": "ab1", "c": "2024-2024"})
    from petite.dom.validity import validity

    assert [validity(page.find(f"[name={n}]").element)["patternMismatch"] for n in "abc"] == [False, True, False]


# -- DOM work priced by what it walks (dom.selection, dom.forms, dom.validity) -----------
# Every query mirrors the whole tree (charged for the subtree asked, 1 step a node), a
# form's controls each cost ~25 Python calls of type, value, owner and ancestors
# (charged 0 or 1 step): on a page of 2,000 inputs, one click's budget of these calls
# ran for hours (90 ms a `$el.querySelector('x')` on an empty button, 216 ms a
# `closest`, 80 ms a `checkValidity()`, 45 ms a `new FormData(form)`). Each attack
# makes 100-300 calls: before the fixes they finished (after minutes), now the budget ends them.
_BIG_FORM = ('<form v-scope="{{ k: 0 }}" ref="f"><input v-for="i in 2000" :name="\'x\' + i" value="v">'
             '<button type="button" @click="for (let i = 0; i < {n}; i++) {{ {call}; k++ }}">go</button>'
             '<p>{{{{ k }}}}</p></form>')
DOM_CALLS = {  # (the call, how many: few enough that the old prices let them finish)
    # (selectors with a combinator: a simple list, `'x'`, is matched on the subtree asked
    # without a mirror since wave 43, a step a node: test_simple_queries_are_cheap)
    "query-leaf": ("$el.querySelector('form x')", 300),
    "query-all-leaf": ("$el.querySelectorAll('form p')", 300),
    "closest": ("$el.closest('form x')", 300),
    "check-validity": ("$refs.f.checkValidity()", 100),
    "report-validity": ("$refs.f.reportValidity()", 100),
    "form-data": ("new FormData($refs.f)", 300),
    "named-control": ("$refs.f.x1999.validity.valid", 100),
    "elements": ("$refs.f.elements.length", 300),
}
DOM_ATTACKS = [Attack(f"w27-dom-{name}", 5, _BIG_FORM.format(call=call, n=n), {}, "mount", steps=(("click", "button"),),
                      must="limit") for name, (call, n) in DOM_CALLS.items()]


@pytest.mark.timeout(600)
@pytest.mark.parametrize("attack", [pytest.param(a, id=a.id) for a in DOM_ATTACKS])
def test_dom_walks_priced_by_their_work(attack: Attack) -> None:
    judge(attack)


def test_simple_queries_are_cheap() -> None:
    """The same 300 calls with simple selectors walk only the subtree asked (a leaf:
    nothing), a step a node: they finish, as in Chromium."""
    from petite.testing import mount

    for call in ("$el.querySelector('x')", "$el.querySelectorAll('p')", "$el.closest('x')"):
        page = mount(_BIG_FORM.format(call=call, n=300))
        page.find("button").click()
        assert page.find("p").text() == "300"


# -- `{{ }}` found in linear time (plan.Delimiters) -------------------------------------
# The interpolation regex `{{([\s\S]+?)}}` retried every later opening after one that
# never closes: a 60 KB template of `{{ ` (or a `$template` string from data) took 65 s
# to parse, quadratic in its length, before any budget runs (template text is parsed
# outside evaluations).
DELIMITER_CHILD = r"""
import sys
import petite
from petite.testing import mount
text = "<p>" + sys.argv[1] * 40000 + "</p>"
for run in (lambda: petite.render(text, {}), lambda: mount(text, {}).html()):
    try:
        run()
        print("rendered")
    except Exception as exc:
        print(type(exc).__name__)
"""


@pytest.mark.parametrize("opening", ["{{ ", "{{"])
def test_unclosed_interpolations_parse_in_linear_time(opening: str) -> None:
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", DELIMITER_CHILD, opening], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = child.communicate(timeout=30)  # (a safety net: linear is milliseconds, quadratic minutes)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError("still parsing after the safety net (30 s)") from None
    assert output.split() == ["TemplateSyntaxError", "TemplateSyntaxError"], output[-2000:]


# -- property attributes kept inside the application's own dicts (expr.descriptors) ------
# `Object.freeze(row)`, `defineProperty`, `seal`, `preventExtensions`, `setPrototypeOf` on
# a dict the application passed in stored the engine's `Props` table in that dict under a
# non-string key: afterwards the application's own Python code broke on its data
# (`json.dumps(row)`: keys must be str; `copy.deepcopy(row)`: an ExpressionError from
# the engine's table; a dict shared by every request, as a cached config, broke them all).
# Fixed: the table is kept beside the object, by the render or app that owns the work
# (expr.property_tables); tests/expr/test_property_tables.py covers the mount path,
# sharing between renders and sessions, and threads.
PROPERTY_WRITES = {
    "freeze": "Object.freeze(row)",
    "seal": "Object.seal(row)",
    "prevent-extensions": "Object.preventExtensions(row)",
    "define-hidden": "Object.defineProperty(row, 'h', { value: 1, enumerable: false })",
    "define-getter": "Object.defineProperty(row, 'g', { get() { return 1 }, enumerable: true })",
    "set-prototype": "Object.setPrototypeOf(row, null)",
}


@pytest.mark.parametrize("write", list(PROPERTY_WRITES.values()), ids=list(PROPERTY_WRITES))
def test_property_attributes_leave_application_dicts_plain(write: str) -> None:
    import copy
    import json

    import petite

    row = {"a": 1}
    petite.render("<p>{{ (() => { try { " + write + " } catch (e) {} return 1 })() }}</p>", {"row": row})
    assert all(type(key) is str for key in row), list(row)
    assert json.loads(json.dumps(row)) == copy.deepcopy(row) == {k: v for k, v in row.items()}
