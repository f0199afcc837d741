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
"""

from __future__ import annotations

import pytest

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
