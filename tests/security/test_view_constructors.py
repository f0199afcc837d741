"""A DOM view's `constructor` is its interface's global (`$event.constructor.name`, as in
Chromium): the same object the global names, which compiles nothing and leads nowhere
(in a browser `x.constructor.constructor` is `Function`, the classic way from any object
to code from a string)."""

from __future__ import annotations

import pytest

from ..support import click_result

REACH = [
    ("$event.constructor === PointerEvent", "true"),
    ("$event.target.constructor === HTMLButtonElement", "true"),
    ("typeof $event.constructor.constructor", "undefined"),
    ("$event.constructor.constructor('return 1')", "TypeError"),
    ("$el.constructor.call", "function call() { [native code] }"),  # (as Chromium: calling it is calling the constructor)
    ("$el.constructor.call(null)", "TypeError"),
    ("new $event.constructor('click')", "[object PointerEvent]"),  # (an untrusted event, as Chromium makes)
    ("new $event.target.constructor()", "TypeError"),  # (Illegal constructor)
    ("Object.getOwnPropertyNames($event.constructor).length", "0"),
]


@pytest.mark.parametrize(("expression", "shown"), REACH)
def test_a_views_constructor_leads_nowhere(expression, shown):
    template = ('<div v-scope="{ r: \'\' }"><button @click="try { r = String(' + expression.replace('"', "&quot;")
                + ') } catch (x) { r = x.name }">b</button><i>{{ r }}</i></div>')
    assert click_result(template) == shown
