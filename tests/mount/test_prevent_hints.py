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
  async send(e) { e.preventDefault(); await null; this.n++ },
  async relay(e) { await this.plain(); this.add(e) },
  async wait() { await null; this.n++ },
  *gen(e) { e.preventDefault(); yield 1 },
  walk(e) { for (const x of this.gen(e)) this.n = x },
  inc() { this.n += 1 },
  bump() { this.n = this.n + 1 },
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
        ('="send"', True),  # an async method: its body, not only the wrapper starting it
        ('="relay"', True),  # an async body calling a method that prevents
        ('="wait"', False),
        ('="walk"', True),  # a generator's body, run by the loop
        ('="inc"', False),  # `+=` runs the runtime's helper named `add`: not the scope's `add`
        ('="bump"', False),
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


def listener_hints(app) -> list[bool]:
    """Per `<li>` of the mounted tree: does its click listener carry the prevent hint?"""
    out = []

    def visit(tree):
        if tree[1] == 1:
            if tree[2] == "li":
                on = tree[5]["on"]
                out.append(len(on[0]) > 2 and bool(on[0][2].get("prevent")))
            for child in tree[4]:
                visit(child)

    visit(app.tree())
    return out


def test_rows_of_a_list_each_get_their_own_answer():
    """The answer found once for the list's scope serves rows only where their own names
    change nothing: a row's own function, or a row value shadowing a name a function
    calls, is analysed for that row."""
    data = """({
      rows: [{ go(e) {} }, { go(e) { e.preventDefault() } }, { go(e) {} }],
      names: [1, (e) => e.preventDefault(), 2],
      helper(e) {},
      run(e) { helper(e) },
    })"""
    scope = compile_expression(data)(Scope({}), None, None)
    app = petite.create_app(scope).mount(
        '<ul><li v-for="row in rows" @click="row.go($event)">r</li></ul>'
        '<ol><li v-for="helper in names" @click="run($event)">n</li></ol>'
    )
    assert listener_hints(app) == [False, True, False, False, True, False]


def test_a_function_changed_between_flushes_is_read_again():
    data = """({ rows: [1, 2], act(e) {}, stop(e) { e.preventDefault() } })"""
    scope = compile_expression(data)(Scope({}), None, None)
    app = petite.create_app(scope).mount('<ul><li v-for="r in rows" :key="r" @click="act($event)">{{ r }}</li></ul>')
    assert listener_hints(app) == [False, False]
    app.state["act"] = app.state["stop"]
    app.state["rows"] = [3, 4, 5]
    petite.flush()
    assert listener_hints(app) == [True, True, True]


def test_row_values_of_every_kind_are_read_for_functions():
    """Whatever a row's own path reads (plain dicts, a Python object, None), each row
    gets the answer the whole analysis gives it (a Python object's attributes are not
    looked into: `.prevent` is the exact way)."""

    class Row:
        def __init__(self, act):
            self.act = act

    def stop(event):
        event.preventDefault()

    data = {"rows": [{"a": {"act": 1}}, {"a": {"act": stop}}, {"a": Row(stop)}, {"a": Row(None)}, {"a": None}]}
    app = petite.create_app(data).mount('<ul><li v-for="row in rows" @click="go(row.a.act)">r</li></ul>')
    assert listener_hints(app) == [False, True, False, False, False]
