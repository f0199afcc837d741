"""Functions take own properties (`fn.cache = {}`, `Todo.prototype.toggle = ...`:
petite.expr.function_props). They are kept in the owner's side table, so:

* a function two apps, renders or sessions share (a Python callable in the data, a
  page's function) shows each only the properties it wrote itself (class c);
* a write never reaches the Python object: dunder names stay out of reach, a host
  function's attributes are unchanged, and a mark the engine reads from the Python
  object (`alters_data`) cannot be switched off by a template (class a);
* the work is charged as any other: a loop writing properties on a function ends in the
  limit error, and `instanceof` walks a prototype chain of bounded length (class d).
"""

from __future__ import annotations

import threading

import pytest

import petite
from petite.expr import ExpressionError, ExpressionLimitError
from petite.testing import mount


def shared_helper(n=1):
    return n * 2


def test_a_shared_python_function_shows_each_app_its_own_properties():
    data = {"fn": shared_helper}
    first = mount('<p v-scope="{ n: (fn.note = \'mine\', fn.note) }">{{ n }} {{ fn.note }}</p>', data)
    second = mount('<p v-scope>{{ String(fn.note) }} {{ \'note\' in fn }} {{ Object.keys(fn).length }}</p>', data)
    assert first.find("p").text() == "mine mine"
    assert second.find("p").text() == "undefined false 0"
    assert not hasattr(shared_helper, "note")


def test_two_renders_of_one_template_do_not_share_a_functions_properties():
    template = petite.Template("<p>{{ (fn.calls = (fn.calls || 0) + 1) }}</p>")
    data = {"fn": shared_helper}
    assert template.render(data) == "<p>1</p>"
    assert template.render(data) == "<p>1</p>"


def test_threads_writing_one_functions_properties_see_their_own():
    template = petite.Template("<p>{{ (fn.tag = t, [1, 2, 3].map(() => fn.tag).join()) }}</p>")
    out: dict[str, str] = {}

    def render(tag: str) -> None:
        for _ in range(20):
            out[tag] = template.render({"fn": shared_helper, "t": tag})
            if out[tag] != f"<p>{tag},{tag},{tag}</p>":
                return

    threads = [threading.Thread(target=render, args=(tag,)) for tag in ("a", "b", "c")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert out == {tag: f"<p>{tag},{tag},{tag}</p>" for tag in ("a", "b", "c")}


@pytest.mark.parametrize("name", ["__globals__", "__code__", "__class__", "__dict__", "__defaults__", "__closure__"])
def test_dunder_writes_stay_in_the_side_table(name):
    before = getattr(shared_helper, name)
    page = mount(f'<p v-scope>{{{{ (fn.{name} = 7, fn.{name}) }}}} {{{{ fn(4) }}}}</p>', {"fn": shared_helper})
    assert page.find("p").text() == "7 8"
    assert getattr(shared_helper, name) is before


def test_a_dunder_read_before_any_write_finds_nothing():
    page = mount("<p v-scope>{{ typeof fn.__globals__ }} {{ typeof fn.__code__ }} {{ 'x' in fn }}</p>",
                 {"fn": shared_helper})
    assert page.find("p").text() == "undefined undefined false"


def test_an_engine_mark_cannot_be_switched_off_from_a_template():
    calls = []

    def delete_everything():
        calls.append(1)

    delete_everything.alters_data = True  # (Django's mark: never called from a template)
    page = mount("<p v-scope>{{ (d.alters_data = false, String(d.alters_data)) }}</p>", {"d": delete_everything})
    assert page.find("p").text() == "false"  # (the template sees its own write)
    with pytest.raises(ExpressionError, match="changes data: templates do not call it"):
        mount("<p v-scope>{{ (d.alters_data = false, d()) }}</p>", {"d": delete_everything})
    assert calls == [] and delete_everything.alters_data is True


def test_a_loop_writing_properties_on_a_function_ends_in_the_limit_error():
    with pytest.raises(ExpressionLimitError):
        petite.render("<p>{{ (() => { const f = () => 1; for (let i = 0; ; i++) f['k' + i] = i })() }}</p>", {})


def test_instanceof_walks_a_bounded_chain():
    expression = ("(() => { function F() {} let o = {}; for (let i = 0; i < 5000; i++) o = Object.create(o);"
                  " return o instanceof F })()")
    page = mount(f"<p v-scope>{{{{ {expression} }}}}</p>")
    assert page.find("p").text() == "false"
