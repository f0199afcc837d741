"""Attacks on selected comparisons (00d5fcc): a binding comparing one scope name with
`===` subscribes to the comparison's result. Each test changes state through the
mounted page and checks the DOM against petite.render of the same state (no
reactivity), so a comparison left stale fails here."""

from __future__ import annotations

import enum
import gc

import pytest

import petite
from petite.reactivity.context import current
from petite.testing import mount


class Tag(str):
    """A str subclass: `'a' === Tag('a')` is true (a string)."""


class Level(enum.IntEnum):
    ONE = 1
    TWO = 2


ROWS = '<ul><li v-for="row in rows" :class="{ on: row.v === pick }">{{ row.v }}</li></ul>'


def check(template: str, data: dict, writes: list) -> None:
    m = mount(template, dict(data))
    assert m.html() == petite.render(template, dict(data))
    state = dict(data)
    for value in writes:
        m.data["pick"] = value
        state["pick"] = value
        m.flush()
        assert m.html() == petite.render(template, dict(state)), value


@pytest.mark.parametrize("writes", [
    [Tag("a"), "b", "a", Tag("b"), Tag("a"), 1, Tag("a")],
    [Level.ONE, 2, Level.TWO, 1, Level.ONE, "x"],
    ["a", Tag("a"), "b"],
    [1, Level.ONE, Level.TWO, 2.0, True, 1],
])
def test_a_stored_value_of_a_subclass_marks_the_comparisons_it_leaves_and_joins(writes):
    # the stored value was a str subclass or an IntEnum (strictly equal to 'a' or 1):
    # replacing it must re-run the comparison with 'a' / 1, though the old value's
    # class is not one the comparisons are grouped by
    rows = [{"v": v} for v in ["a", "b", 1, 2, True]]
    check(ROWS, {"rows": rows, "pick": writes[0]}, writes[1:])


def test_the_name_on_the_left_with_subclass_values():
    template = '<ul><li v-for="row in rows" :class="{ on: pick === row.v }">{{ row.v }}</li></ul>'
    rows = [{"v": v} for v in ["a", "b", 1, 2]]
    check(template, {"rows": rows, "pick": Tag("a")}, ["b", Level.TWO, 1, Tag("b"), "a"])


def test_a_getter_raising_mid_read_leaves_nothing_armed():
    # a Python property read by Scope.select raises while the proxy's read is armed:
    # afterwards nothing may stay armed (a later read of another name would not subscribe)
    class Page:
        def __init__(self) -> None:
            self.fail = False
            self.other = "x"

        @property
        def pick(self):
            if self.fail:
                raise RuntimeError("boom")
            return 1

    template = '<div><p :class="{ on: 1 === pick }">a</p><i>{{ other }}</i></div>'
    page = Page()
    m = mount(template, page)
    state = current()
    try:
        m.data.fail = True
        m.flush()
    except Exception:
        pass
    assert state.selecting is None and state.selecting_key is None
    m.data.fail = False
    m.data.other = "y"
    m.flush()
    assert state.selecting is None
    assert m.find("i").text() == "y"


def test_a_comparison_mixed_with_a_plain_read_of_the_same_name():
    template = '<ul><li v-for="row in rows" :class="{ on: row.v === pick }">{{ row.v }} {{ pick }}</li></ul>'
    rows = [{"v": v} for v in [1, 2, 3]]
    check(template, {"rows": rows, "pick": 1}, [2, 5, 3, "3", 3])
    template = '<ul><li v-for="row in rows" :title="(row.v === pick) + String(pick)">{{ row.v }}</li></ul>'
    check(template, {"rows": rows, "pick": 1}, [2, 5, 3, "3", 3])


def test_the_same_name_compared_twice_and_nested():
    template = ('<ul><li v-for="row in rows" :title="String((row.v === pick) === (row.w !== pick))">'
                '{{ row.v }}</li></ul>')
    rows = [{"v": v, "w": w} for v, w in [(1, 2), (2, 2), (3, 1)]]
    check(template, {"rows": rows, "pick": 1}, [2, 3, 1, None, 2])


def test_a_side_effect_in_the_other_operand():
    template = '<p :title="String(pick === (n = n + 1, n))">{{ n }}</p>'
    m = mount(template, {"pick": 1, "n": 0})
    for value in [1, 2, 3, 3, 7]:
        m.data["pick"] = value
        m.flush()
        data = {"pick": value, "n": m.data["n"] - 1}
        assert m.find("p").attributes("title") == petite.render(
            '<p :title="String(pick === (n = n + 1, n))"></p>', data).split('"')[1]


def test_selectors_do_not_grow_when_many_comparands_come_and_go():
    m = mount(ROWS, {"rows": [{"v": i} for i in range(10)], "pick": 0})
    raw_deps = m.data._p_deps
    for round in range(200):
        m.data["rows"] = [{"v": i} for i in range(round * 10, round * 10 + 10)]
        m.data["pick"] = round * 10 + 3
        m.flush()
    gc.collect()
    dep = raw_deps.get("pick")
    assert dep is not None and len(dep.selectors) <= 10
    assert m.html() == petite.render(ROWS, {"rows": [{"v": i} for i in range(1990, 2000)], "pick": 1993})


def test_a_ref_stored_in_the_state_is_followed():
    from petite.reactivity import ref

    pick = ref(1)
    template = '<ul><li v-for="row in rows" :class="{ on: row.v === pick }">{{ row.v }}</li></ul>'
    rows = [{"v": v} for v in [1, 2, 3]]
    m = mount(template, {"rows": rows, "pick": pick})
    for value in [2, 3, Tag("x"), 1]:
        pick.value = value
        m.flush()
        assert m.html() == petite.render(template, {"rows": rows, "pick": value})


def test_v_scope_layers_shadow_and_unshadow():
    template = ('<div v-scope="{ pick: 2 }"><ul><li v-for="row in rows" :class="{ on: row.v === pick }">'
                '{{ row.v }}</li></ul><button @click="pick = pick + 1">+</button></div>')
    rows = [{"v": v} for v in [1, 2, 3, 4]]
    m = mount(template, {"rows": rows, "pick": 1})
    lis = lambda: [li.attributes("class") or "" for li in m.find_all("li")]
    assert lis() == ["", "on", "", ""]
    m.find("button").click()
    m.flush()
    assert lis() == ["", "", "on", ""]
    m.data["pick"] = 4
    m.flush()
    assert lis() == ["", "", "on", ""]


def test_a_store_shared_by_two_pages():
    from petite.reactivity import reactive

    rows = [{"v": v} for v in [1, 2, 3]]
    store = reactive({"pick": 1, "rows": rows})
    name_template = '<ul><li v-for="row in rows" :class="{ on: row.v === pick }">{{ row.v }}</li></ul>'
    a = mount(name_template, store)
    b = mount(name_template, store)
    a.flush()
    b.flush()
    for value in [2, Tag("x"), 3, Level.ONE, 1]:
        b.data["pick"] = value
        a.flush()
        b.flush()
        expected = petite.render(name_template, {"rows": rows, "pick": value})
        assert a.html() == expected and b.html() == expected, value


@pytest.mark.parametrize("wrap", ["readonly", "shallow_reactive"])
def test_a_readonly_or_shallow_view_of_the_state_follows_writes_through_the_state(wrap):
    # the comparison subscribes through the view the page reads; writes go through the
    # reactive state of the same object
    from petite import reactivity

    rows = [{"v": v} for v in [1, 2, 3]]
    state = reactivity.reactive({"pick": 1, "rows": rows})
    m = mount(ROWS, getattr(reactivity, wrap)(state))
    for value in [2, Tag("3"), 3, Level.ONE, 1, None]:
        state["pick"] = value
        m.flush()
        assert m.html() == petite.render(ROWS, {"rows": rows, "pick": value}), value


def test_a_value_computed_by_a_class_getattr_re_runs_every_comparison_on_a_write():
    # `pick` comes from __getattr__ (no stored attribute): it changes without a write
    # (here through _d), so a later write's old value (2) is not the one the
    # comparisons saw (1). Before, row 1 kept 'on' next to row 3's: two selected rows
    class Page:
        def __init__(self) -> None:
            self.rows = [{"v": v} for v in [1, 2, 3]]
            self._d = {"pick": 1}

        def __getattr__(self, name):
            if name == "pick":
                return self._d["pick"]
            raise AttributeError(name)

    m = mount(ROWS, Page())
    assert classes(m) == ["on", "", ""]
    m.data._d["pick"] = 2  # untracked (as before): the page still shows 1
    m.flush()
    m.data.pick = 3  # stored now: every comparison re-runs, as a plain read's would
    m.flush()
    assert classes(m) == ["", "", "on"]
    m.data.pick = 2
    m.flush()
    assert classes(m) == ["", "on", ""]


def classes(m) -> list[str]:
    return [li.attributes("class") or "" for li in m.find_all("li")]


def test_a_value_changed_through_the_raw_state_then_written_re_runs_what_it_must():
    # the raw dict changes unseen (1 -> 2: untracked, the page still shows 1), then a
    # write 2 -> 3: the comparisons saw 1, not the write's old value; before, row 1
    # kept 'on' beside row 3 (the old plain subscriptions re-ran every row)
    from petite.reactivity import to_raw

    m = mount(ROWS, {"rows": [{"v": v} for v in [1, 2, 3]], "pick": 1})
    to_raw(m.data)["pick"] = 2
    m.data["pick"] = 3
    m.flush()
    assert classes(m) == ["", "", "on"]
    m.data["pick"] = 1
    m.flush()
    assert classes(m) == ["on", "", ""]
    to_raw(m.data)["pick"] = Tag("2")
    m.data["pick"] = 2
    m.flush()
    assert classes(m) == ["", "on", ""]


def test_random_writes_through_the_state_and_its_raw_dict_end_as_a_render():
    # writes of every kind of value, some through the raw dict (unseen), some to rows;
    # after a last write through the state the page is what a render shows
    import random

    from petite.reactivity import to_raw

    values = [1, 2, 1.0, True, "1", Tag("1"), Level.ONE, Level.TWO, None, "a", Tag("a"), 0, -0.0, float("nan")]
    template = ('<ul><li v-for="row in rows" :class="{ on: row.v === pick, off: pick !== row.v }">{{ row.v }}</li>'
                '</ul><p v-scope="{}">{{ pick === 2 }}</p>')
    rnd = random.Random(7)
    for _ in range(60):
        m = mount(template, {"rows": [{"v": rnd.choice(values)} for _ in range(5)], "pick": rnd.choice(values)})
        for _ in range(12):
            r, value = rnd.random(), rnd.choice(values)
            if r < 0.2:
                to_raw(m.data)["pick"] = value
            elif r < 0.3:
                m.data["rows"][rnd.randrange(5)]["v"] = value
            else:
                m.data["pick"] = value
            if rnd.random() < 0.7:
                m.flush()
        m.data["pick"] = last = rnd.choice(values)
        m.flush()
        rows = [{"v": row["v"]} for row in to_raw(m.data)["rows"]]
        assert m.html() == petite.render(template, {"rows": rows, "pick": last})
