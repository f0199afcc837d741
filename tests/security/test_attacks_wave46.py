"""Wave 46 (an attacker helper): holes found, and the attacks that held, kept as
regression tests.

* An owner's property table (`petite.expr.property_tables`: what `Object.freeze`,
  `defineProperty` and a function's own properties record) kept objects nothing could
  reach any more (class c/d: a session grew without bound, a render held hundreds of
  megabytes). Its sweep dropped an entry only when the entry's record was the one
  thing holding its object, but records hold objects too: a `prototype`'s hidden
  `constructor` is its function, whose record holds the prototype; `f.self = f`; a
  property defined with its own object as value; and every compiled arrow function
  holds itself (`_self`, its keyword default). Measured: a session whose click defines
  a constructor (`const T = function () {...}; T.prototype.up = ...; current = new T()`,
  the commonest use of the new function properties) kept 2 entries a click forever
  (600 after 300 clicks), and `f.self = f` or `defineProperty(o, 'me', {value: o})`
  1 a click; one render looping `const f = function () {}; f.prototype` until the
  limit error held 263 MB (tracemalloc peak). The sweep now follows the records as
  Python's cycle collector follows references: an entry lives when something outside
  the records holds its object, or a live entry's record holds it.

* An address that does not parse was read without charge (class d): `parse_url` ran its
  scans (well-formedness, the tab and newline removal, the authority's search) before
  anything charged the text, and only `new URL(s)` charged it first. Measured: a
  400,000-character `http://[yyy…` from data, in a loop (each call in try/catch) until
  the limit error: `window.open(s)` ran 236 s of CPU (four parses a call, for the 200
  steps a call costs), `location.assign(s)`, `location.replace(s)`, `location.href = s`
  and `history.pushState(null, '', s)` more than 30 s each (stopped there). Likewise
  `window.open('', s)`: a long target name lowered at each call, 8.8 s. `parse_url` now
  charges its text (a step per 64 characters) for every caller, and `window.open` its
  target name: 0.3 to 0.6 s.

* An error's message quoted what it was given, uncharged (class d, the lead "error
  messages that carry text from data"): a 400,000-character string from data given where
  it ends in a RangeError or SyntaxError (a locale, `style`, `currency`, `unit`,
  `timeZone`, a RegExp's flags, a TextDecoder's label, a dataset name) cost the steps of
  a call, and a loop catching the error made one 400,000-character message a call (and
  its `stack`). Measured, in a loop until the limit error: `new Intl.NumberFormat(s)`,
  `{style: 'currency', currency: s}`, `{style: 'unit', unit: s}`, `DateTimeFormat`'s
  `timeZone`, `(1).toLocaleString(s)`, `new RegExp('a', s)`, `new TextDecoder(s)` more
  than 20 s each (stopped there), `{style: s}` 8.4 s, `el.dataset[d] = 1` (d: `'a-' + s`) 7.4 s,
  `'a'.localeCompare('b', s)` 6.7 s. An Error object's message is now charged where every
  one is made (`values.make_error`: a `catch`, a rejection): 0.2 to 0.3 s. And `btoa`
  and `atob` read their text before they can fail, uncharged (a failing call returns no
  string to charge): `btoa(s)` of a text ending in 'Ā' and `atob(s)` of one starting with '!' ran more than 60 s;
  they charge their text first now (0.3 s), and btoa's check is the encoding itself.

* A media query list was parsed at every read of `matches` (the viewport may have
  changed) and charged a step per 64 characters, while the parse costs about a
  microsecond a character and 5 a query of the list (class d, the lead "matchMedia:
  parser costs, huge lists"): a 1,864-character list of 900 one-word queries took
  4.6 ms a parse for 30 steps, and `m.matches` (or `matchMedia(q).matches`) in a loop ran
  more than 100 s (stopped there); 44 `(min-width: 100px) and (max-width: 2000px)`
  queries 5.6 s; a 400,000-character query (never parsed: longer than 2,000) was split
  for `media` in a Python loop, 3.6 s. `matches` now charges a step a character plus 4
  a query, and `media` a step per 4 characters: 0.35 to 0.6 s.
"""

from __future__ import annotations

import pytest

import petite
from petite.expr import ExpressionLimitError
from petite.testing import mount

SESSION_CLICKS = {
    # each click drops what the previous one made; nothing but the table holds it
    "constructor": "const T = function (n) { this.n = n }; T.prototype.up = function () { return this.n + 1 }; "
                   "current = new T(current.n + 1)",
    "function holding itself": "const f = () => 1; f.self = f; current = { n: current.n + 1 }",
    "arrow with a property": "const f = () => 1; f.x = 1; current = Object.freeze({ n: current.n + 1 })",
    "property holding its object": "const o = { n: current.n + 1 }; Object.defineProperty(o, 'me', { value: o }); "
                                   "current = { n: o.me.n }",
    "getter of its object": "const o = { n: current.n + 1 }; Object.defineProperty(o, 'g', { get: function () { return this.n } }); "
                            "current = { n: o.g }",
}


@pytest.mark.parametrize("name", list(SESSION_CLICKS))
def test_a_session_keeps_no_table_entry_for_what_it_dropped(name):
    # (before: 600, 300, 350 and 300 entries after 300 clicks for the first four: 2 or 1 a click, forever)
    page = mount('<p>{{ current.n }}</p><button @click="' + SESSION_CLICKS[name] + '"></button>', {"current": {"n": 0}})
    button = page.find("button")
    for _ in range(300):
        button.trigger("click")
    assert page.find("p").text() == "300"
    assert len(page.app.properties) < 130  # (swept when it doubles past 64: the live ones and the last few)
    page.unmount()


def test_what_a_live_object_reaches_through_the_table_stays():
    # the prototype is held only by its function's record, the function only by the
    # prototype's `constructor` and by the instance kept in the data: all stay, frozen
    # objects stay frozen, through many sweeps
    page = mount("<p>{{ kept && [current.up(), current.constructor === kept.constructor, Object.isFrozen(kept.box)].join(' ') }}</p>"
                 '<button id="make" @click="const T = function (n) { this.n = n }; '
                 "T.prototype.up = function () { return this.n + 1 }; kept = new T(1); "
                 'kept.box = Object.freeze({ b: 1 }); current = kept"></button>'
                 '<button id="churn" @click="for (let i = 0; i < 40; i++) { const g = function () {}; g.prototype.x = i; '
                 'Object.freeze({ i }) }; current = new kept.constructor(current.n + 1)"></button>',
                 {"current": {"n": 0}, "kept": None})
    page.find("#make").trigger("click")
    for _ in range(30):
        page.find("#churn").trigger("click")
    assert page.find("p").text() == "32 true true"
    assert len(page.app.properties) < 300  # (30 clicks made 2,400 entries)
    page.unmount()


# -- class d: a long address or window name is charged, parsed or not ------------------------

@pytest.mark.parametrize("call", ["window.open(s)", "location.assign(s)", "location.replace(s)", "location.href = s",
                                  "history.pushState(null, '', s)", "history.replaceState(null, '', s)",
                                  "document.createElement('a').href = s", "new URL(s)"])
def test_an_address_that_does_not_parse_is_charged(call):
    # (before: 200 calls of 400,000 characters cost 200 steps each, and a budget's worth
    # ran 236 s for window.open, more than 30 s for the location and history calls)
    template = f'<div v-scope><i v-effect="for (let k = 0; k < 200; k++) try {{ {call} }} catch (e) {{}}">x</i></div>'
    with pytest.raises(ExpressionLimitError, match="Too much work"):
        petite.render(template, {"s": "http://[" + "y" * 400_000})


def test_a_long_window_name_is_charged():
    # (before: 200 steps a call; a budget's worth of calls ran 8.8 s)
    template = '<div v-scope><i v-effect="for (let k = 0; k < 200; k++) window.open(\'\', s)">x</i></div>'
    with pytest.raises(ExpressionLimitError, match="Too much work"):
        petite.render(template, {"s": "y" * 400_000})


# -- class d: an error's message and a text that fails are charged -----------------------------

@pytest.mark.parametrize("call", [
    "new Intl.NumberFormat(s)", "new Intl.NumberFormat('en', { style: s })",
    "new Intl.NumberFormat('en', { style: 'currency', currency: s })",
    "new Intl.NumberFormat('en', { style: 'unit', unit: s })", "new Intl.DateTimeFormat('en', { timeZone: s })",
    "(1).toLocaleString(s)", "'a'.localeCompare('b', s)", "new RegExp('a', s)", "new TextDecoder(s)",
    "document.createElement('p').dataset[d] = 1", "btoa(b)", "atob(a)",
])
def test_a_long_text_that_ends_in_an_error_is_charged(call):
    # (before: each call cost a call's steps; a budget's worth ran 6.7 s to minutes)
    template = f'<div v-scope><i v-effect="for (let k = 0; k < 200; k++) try {{ {call} }} catch (e) {{}}">x</i></div>'
    with pytest.raises(ExpressionLimitError, match="Too much work"):
        petite.render(template, {"s": "y" * 400_000, "d": "a-" + "y" * 400_000, "b": "y" * 400_000 + "\u0100",
                                 "a": "!" + "y" * 400_000})


def test_a_caught_error_keeps_its_message():
    template = ('<div v-scope="{ m: \'\' }"><i v-effect="try { new Intl.NumberFormat(s) } catch (e) { '
                'm = e.name + \' \' + e.message.length + \' \' + e.stack.startsWith(\'RangeError: \') }">{{ m }}</i></div>')
    assert petite.render(template, {"s": "y" * 1000}) == "<div><i>RangeError 1022 true</i></div>"


# -- class d: a media query list is charged what its parse costs -------------------------------

@pytest.mark.parametrize(("loop", "query"), [
    ("const m = matchMedia(q); for (let k = 0; k < 200; k++) m.matches", "(" * 32 + ")" * 32 + ",a" * 900),
    ("for (let k = 0; k < 200; k++) matchMedia(q).matches", "(" * 32 + ")" * 32 + ",a" * 900),
    ("const m = matchMedia(q); for (let k = 0; k < 600; k++) m.matches", "(min-width: 100px) and (max-width: 2000px), " * 44),
    ("for (let k = 0; k < 100; k++) matchMedia(q)", "y" * 400_000),
])
def test_a_media_query_list_is_charged_what_its_parse_costs(loop, query):
    # (before: a step per 64 characters; the first three loops ran 5.6 s to minutes to their limit)
    with pytest.raises(ExpressionLimitError, match="Too much work"):
        petite.render(f'<div v-scope><i v-effect="{loop}">x</i></div>', {"q": query})


def test_media_queries_still_answer():
    template = ("<div v-scope><i>{{ [matchMedia('(min-width: 768px)').matches, matchMedia('print').matches, "
                "matchMedia(' screen ,print ').media, matchMedia(q).matches].join() }}</i></div>")
    assert petite.render(template, {"q": "(max-width: 100px), " * 90 + "(orientation: landscape)"}) == (
        "<div><i>true,false,screen, print,true</i></div>")
