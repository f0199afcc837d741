"""Removed rows are freed by reference counting alone (issue 11): a live server's full
collections pause every session, so a removed v-for row or v-if branch must leave no
cycle for the collector (petite.block.unlink, reactivity's KeyDep.owner).

Each test disables the collector around the change and counts what a collection then
frees: a small constant, never a number that grows with the rows removed."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest

from petite.testing import mount

from .test_row_cost import TABLE

ROWS = 300
FEW = ROWS // 5  # what a collection may find that is not the rows' (other tests' threads...): a leak of one object per row is more


@contextmanager
def collector_off() -> Iterator[Callable[[], int]]:
    """Run the block with the collector off; the callable returns what it then frees."""
    gc.collect()
    gc.disable()
    try:
        yield gc.collect
    finally:
        gc.enable()


def rows(first: int, count: int) -> list[dict]:
    return [{"id": i, "label": f"row {i}"} for i in range(first, first + count)]


def table(count: int):
    m = mount(TABLE, {"rows": rows(1, count), "selected": None, "select": lambda i: None, "remove": lambda i: None})
    m.patches()
    return m


def test_a_replaced_table_leaves_nothing_for_the_collector():
    m = table(ROWS)
    with collector_off() as collect:
        m.data["rows"] = rows(ROWS + 1, ROWS)
        m.flush()
        m.patches()
        assert len(m.find_all("tr")) == ROWS
        assert collect() < FEW


def test_removed_rows_leave_nothing_for_the_collector():
    m = table(ROWS)
    with collector_off() as collect:
        del m.data["rows"][10:]
        m.flush()
        m.data["rows"] = []
        m.flush()
        m.patches()
        assert m.find_all("tr") == []
        assert collect() < FEW


def test_a_hidden_branch_leaves_nothing_for_the_collector():
    m = mount('<div><section v-if="show"><p v-for="n in items" :title="n" @click="n">{{ n }} <b v-if="n">x</b></p></section></div>',
              {"show": True, "items": list(range(ROWS))})
    m.patches()
    with collector_off() as collect:
        m.data["show"] = False
        m.flush()
        m.patches()
        assert m.find_all("p") == []
        assert collect() < FEW


@pytest.mark.parametrize("cycles", [20])
def test_create_and_replace_keeps_memory_bounded(cycles):
    m = table(ROWS)
    gc.collect()
    before = len(gc.get_objects())
    for n in range(cycles):
        m.data["rows"] = rows((n + 2) * ROWS, ROWS)
        m.flush()
        m.patches()
    gc.collect()
    assert len(gc.get_objects()) - before < FEW * 5


def test_a_removed_row_keeps_its_subtree():
    m = table(3)
    tr = m.find_all("tr")[1].element
    m.data["rows"].pop(1)
    m.flush()
    assert tr.parent is None
    assert [td.tag for td in tr.children] == ["td"] * 4
    assert "row 2" in tr.outer_html()
