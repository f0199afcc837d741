"""Which listeners a live client prevents the default for at once: `.prevent`, and
handlers that may call preventDefault() (petite.directives.prevent)."""

from __future__ import annotations

import pytest

import petite
from petite.expr import Scope, compile_expression

DATA = """({
  n: 0,
  app: { save(e) { this.check(e) }, check(e) { if (!e.target.value) e.preventDefault() } },
  add(e) { e.preventDefault() },
  later(e) { this.add(e) },
  plain() { this.n++ },
  get risky() { throw new Error('never run while analysing') },
})"""


def hints(handler: str, data: str = DATA) -> dict:
    scope = compile_expression(data)(Scope({}), None, None)
    app = petite.create_app(scope).mount(f'<button @click{handler}>x</button>')
    on = app.tree()[4][0][5]["on"]
    return on[0][2] if len(on[0]) > 2 else {}


@pytest.mark.parametrize(
    "handler, prevents",
    [
        ('="add"', True),
        ('="later($event)"', True),  # through this.add
        ('="app.save"', True),  # through this.check on the object holding it
        ('="$event.preventDefault(); n++"', True),
        ('="plain"', False),
        ('="n++"', False),
        ('="risky"', False),  # a getter is never run to find out
        ('.prevent="n++"', True),
    ],
)
def test_prevent_hint(handler, prevents):
    assert bool(hints(handler).get("prevent")) is prevents


def test_python_callables_are_read_too():
    def submit(event):
        event.preventDefault()

    app = petite.create_app({"submit": submit, "other": lambda e: None}).mount(
        '<button @click="submit">a</button><button @click="other">b</button>'
    )
    first, second = app.tree()[4]
    assert first[5]["on"] == [["click", 0, {"prevent": 1}]]
    assert second[5]["on"] == [["click", 0]]
