"""A binding that compares a scope name with `===` subscribes to the comparison, not to
the value (issue 11, the live demo's "select": 1,000 `:class` bindings comparing
`row.id === selected` re-ran on every selection; now the two whose result can change
do). `Scope.select` reads the name, `ReactiveProxy._p_select` subscribes, a write
marks the comparisons with the old value and with the new.

The rule must never change what a page shows: every test checks the DOM against the
render path (no reactivity there) after each change, and counts the re-runs."""

from __future__ import annotations

import gc

from hypothesis import given, settings
from hypothesis import strategies as st

import petite
from petite.expr.compiler import compile_expression
from petite.expr.scope import Scope
from petite.expr.undefined import undefined
from petite.reactivity import effect, reactive, to_raw
from petite.testing import mount


def counted(calls: list) -> object:
    """`seen(x)`: returns x and notes that a binding (re-)ran with it."""
    def seen(value):
        calls.append(value)
        return value
    return seen


ROWS = '<ul><li v-for="row in rows" :key="row.id" :class="{ on: seen(row.id) === selected }">{{ row.id }}</li></ul>'


def classes(m) -> list[str]:
    return [li.attributes("class") or "" for li in m.find_all("li")]


def test_a_selection_re_runs_only_the_two_rows_whose_comparison_changes():
    calls: list = []
    m = mount(ROWS, {"rows": [{"id": i} for i in range(100)], "selected": None, "seen": counted(calls)})
    assert len(calls) == 100
    calls.clear()
    m.data["selected"] = 7
    m.flush()
    assert calls == [7]
    assert classes(m) == ["on" if i == 7 else "" for i in range(100)]
    calls.clear()
    m.data["selected"] = 42
    m.flush()
    assert sorted(calls) == [7, 42]
    assert classes(m) == ["on" if i == 42 else "" for i in range(100)]
    calls.clear()
    m.data["selected"] = 1000  # nobody's: only the old one re-runs
    m.flush()
    assert calls == [42]
    assert "on" not in classes(m)


def test_the_name_on_the_left_and_not_equal_follow_the_same_rule():
    calls: list = []
    template = ('<p v-for="row in rows" :class="{ a: selected === seen(row.id), b: seen(row.id) !== selected }">'
                '{{ row.id }}</p>')
    m = mount(template, {"rows": [{"id": i} for i in range(20)], "selected": 3, "seen": counted(calls)})
    calls.clear()
    m.data["selected"] = 5
    m.flush()
    assert sorted(set(calls)) == [3, 5]
    assert [p.attributes("class") for p in m.find_all("p")] == ["a" if i == 5 else "b" for i in range(20)]


def test_a_python_object_state_selects_as_a_dict_does():
    class Table:
        def __init__(self) -> None:
            self.rows = [{"id": i} for i in range(30)]
            self.selected = None

        def select(self, i: int) -> None:
            self.selected = i

        def seen(self, value: int) -> int:
            calls.append(value)
            return value

    calls: list = []
    page = ('<div><button v-for="row in rows" :class="{ on: seen(row.id) === selected }" @click="select(row.id)">'
            '{{ row.id }}</button></div>')
    m = mount(page, Table())
    calls.clear()
    m.find_all("button")[4].click()
    m.flush()
    assert calls == [4]
    calls.clear()
    m.find_all("button")[9].click()
    m.flush()
    assert sorted(calls) == [4, 9]
    assert [b.attributes("class") or "" for b in m.find_all("button")] == ["on" if i == 9 else "" for i in range(30)]


VALUES = [0, 1, 1.0, -0.0, 2.5, True, False, "1", "", "a", None, undefined, float("nan")]


def test_strict_equality_groups_values_as_javascript_does():
    # true is not 1, "1" is not 1, 1 is 1.0, 0 is -0, null is not undefined, NaN is nothing
    template = '<ul><li v-for="(item, i) in items" :class="{ on: item.v === pick }">{{ i }}</li></ul>'
    items = [{"v": v} for v in VALUES]
    m = mount(template, {"items": items, "pick": "none"})
    for pick in [*VALUES, "none", 1, True, None]:
        m.data["pick"] = pick
        m.flush()
        expected = petite.render(template, {"items": items, "pick": pick})
        assert m.html() == expected, pick


def test_a_row_whose_value_changes_re_subscribes_with_its_new_value():
    calls: list = []
    m = mount(ROWS, {"rows": [{"id": i} for i in range(10)], "selected": 3, "seen": counted(calls)})
    m.data["rows"][3]["id"] = 30  # row 3 now compares 30
    m.flush()
    assert classes(m)[3] == ""
    calls.clear()
    m.data["selected"] = 30
    m.flush()
    assert calls == [30]
    assert classes(m) == ["on" if i == 3 else "" for i in range(10)]


def test_two_names_subscribe_to_both_as_before():
    calls: list = []
    template = '<p><i v-for="t in tabs" :class="{ on: seen(t) === tab }">{{ t }}</i><b v-for="t in tabs" :class="{ on: t === tab }"></b></p>'
    m = mount(template, {"tabs": ["a", "b", "c"], "tab": "a", "seen": counted(calls)})
    m.data["tab"] = "c"
    m.flush()
    assert [b.attributes("class") for b in m.find_all("b")] == ["", "", "on"]
    assert [i.attributes("class") for i in m.find_all("i")] == ["", "", "on"]


def test_objects_compared_by_identity_subscribe_to_the_value():
    rows = [{"id": i} for i in range(5)]
    template = '<ul><li v-for="row in rows" :class="{ on: row === selected }">{{ row.id }}</li></ul>'
    m = mount(template, {"rows": rows, "selected": None})
    m.data["selected"] = m.data["rows"][2]
    m.flush()
    assert classes(m) == ["", "", "on", "", ""]
    m.data["selected"] = m.data["rows"][4]
    m.flush()
    assert classes(m) == ["", "", "", "", "on"]


def test_a_getter_in_the_chain_is_read_as_before():
    # the name is a getter: its own reads subscribe as usual (the getter's `this.pick`
    # read is never taken for the comparison's operand)
    template = ('<div v-scope="{ pick: 1, get selected() { return this.pick * 2 } }">'
                '<i v-for="n in [1, 2, 3, 4]" :class="{ on: +n === selected }">{{ n }}</i>'
                '<button @click="pick = 2">two</button></div>')
    m = mount(template)
    assert [i.attributes("class") or "" for i in m.find_all("i")] == ["", "on", "", ""]
    m.find("button").click()
    m.flush()
    assert [i.attributes("class") or "" for i in m.find_all("i")] == ["", "", "", "on"]


def test_a_python_property_is_read_as_before():
    class State:
        def __init__(self) -> None:
            self._pick = 1

        @property
        def selected(self) -> int:
            return self._pick + 1

    template = '<p><i v-for="n in [1, 2, 3, 4]" :class="{ on: +n === selected }">{{ n }}</i></p>'
    state = State()
    m = mount(template, state)
    assert [i.attributes("class") or "" for i in m.find_all("i")] == ["", "on", "", ""]
    m.data._pick = 2
    m.flush()
    assert [i.attributes("class") or "" for i in m.find_all("i")] == ["", "", "on", ""]


def chain_results(outer: dict, inner: dict) -> tuple[dict, dict, list[list]]:
    """Three effects evaluating `+n === selected` (n = 1, 2, 3) in a scope `inner` over
    `outer` (both reactive), and the list of their results after each run."""
    outer, inner = reactive(outer), reactive(inner)
    scope = Scope(outer).child(inner).child({"n": 0})
    compare = compile_expression("+n === selected")
    shown = [None, None, None]
    for n in (1, 2, 3):
        row = scope.parent.child({"n": n})

        def run(row=row, n=n):
            shown[n - 1] = compare(row)

        effect(run)
    return outer, inner, shown


def test_a_name_removed_from_a_nearer_scope_re_runs_every_comparison():
    outer, inner, shown = chain_results({"selected": 1}, {"selected": 2})
    assert shown == [False, True, False]
    del inner["selected"]  # the outer scope's name shows through
    assert shown == [True, False, False]
    outer["selected"] = 3
    assert shown == [False, False, True]


def test_a_name_added_to_a_nearer_scope_takes_over():
    outer, inner, shown = chain_results({"selected": 1}, {})
    assert shown == [True, False, False]
    inner["selected"] = 3
    assert shown == [False, False, True]
    outer["selected"] = 2  # shadowed
    assert shown == [False, False, True]
    inner.pop("selected")
    assert shown == [False, True, False]


def test_comparisons_let_go_of_their_groups_when_rows_go():
    m = mount(ROWS, {"rows": [{"id": i} for i in range(50)], "selected": None, "seen": lambda v: v})
    m.data["selected"] = 4
    m.flush()
    dep = m.data._p_deps["selected"]
    assert len(dep.selectors) == 50
    m.data["rows"] = [{"id": i} for i in range(1000, 1005)]
    m.flush()
    gc.collect()
    assert sorted(dep.selectors) == list(range(1000, 1005))
    m.data["rows"] = []
    m.flush()
    assert dep.selectors is None
    assert to_raw(m.data)["selected"] == 4


@settings(max_examples=60, deadline=None)
@given(
    ids=st.lists(st.sampled_from([0, 1, 2, 1.0, True, False, "1", "x", None]), min_size=1, max_size=8),
    picks=st.lists(st.sampled_from([0, 1, 2, 1.0, True, "1", "x", None, 7]), min_size=1, max_size=6),
)
def test_any_sequence_of_selections_shows_what_a_fresh_render_shows(ids, picks):
    template = ('<ul><li v-for="(row, i) in rows" :class="{ a: row.v === pick, b: pick !== row.v }" '
                ':title="pick === row.v ? \'yes\' : \'no\'">{{ i }}</li></ul>')
    rows = [{"v": v} for v in ids]
    m = mount(template, {"rows": rows, "pick": "start"})
    for pick in picks:
        m.data["pick"] = pick
        m.flush()
        assert m.html() == petite.render(template, {"rows": rows, "pick": pick})
