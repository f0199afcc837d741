"""Wave 36 (an attacker helper): holes found, and the attacks on the newest code paths
that held, kept as regression tests.

* A write into a shared store (`petite.live_store.shared_store`, process-local or
  replicated) copies the value as JSON (`petite.store_replica.to_json`), and that copy
  was not charged to the work budget. A copy is a tree, so a value that shares its
  parts expands: `a = [a, a]` thirty times costs an expression 30 steps and is a
  2^30-leaf tree once copied, so one click pinned the server's CPU for hours and its
  memory without bound (measured before the fix: 2^18 leaves 2.1 s, 2^20 8.8 s), and
  every other session waited behind it. A long string in every item is the same
  (copied by reference in the process, sent and snapshotted as text by a replicated
  store). The copy is now charged a step a value and a step per 64 characters of a
  string, so such a write ends in the limit error and stores nothing.
"""

from __future__ import annotations

import pytest

from petite.expr.budget import ExpressionLimitError
from petite.live_store import shared_store
from petite.reactivity import to_raw
from petite.testing import mount

# -- class (d): a shared store's copy is charged -------------------------------------------
EXPANDING_WRITES = [
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.x = a",  # 2^21 leaves
    "let o = {}; for (let i = 0; i < 21; i++) o = {l: o, r: o}; store.x = o",
    "const s = 'x'.repeat(1e6); store.x = Array(100).fill(s)",  # 100 M characters
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.list.push(a)",
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; store.list.splice(0, 0, a, a)",
    "let a = [1]; for (let i = 0; i < 21; i++) a = [a, a]; Object.assign(store, {x: a})",
]


@pytest.mark.parametrize("write", EXPANDING_WRITES)
def test_a_store_write_that_expands_shared_parts_ends_in_the_limit_error(write):
    store = shared_store("wave36", {"x": None, "list": []})
    page = mount(f'<div v-scope><button @click="{write}">go</button><p>{{{{ store.list.length }}}}</p></div>',
                 {"store": store})
    with pytest.raises(ExpressionLimitError):
        page.find("button").click()
    assert store["x"] is None and list(store["list"]) == []  # nothing was stored


def test_a_store_write_within_the_budget_is_stored():
    store = shared_store("wave36", {"x": None})
    page = mount('<div v-scope><button @click="let a = [1]; for (let i = 0; i < 10; i++) a = [a, a]; '
                 'store.x = a; store.s = \'y\'.repeat(5000)">go</button></div>', {"store": store})
    page.find("button").click()
    leaves, node = 0, [to_raw(store)["x"]]
    while node:
        item = node.pop()
        if isinstance(item, list):
            node.extend(item)
        else:
            leaves += 1
    assert leaves == 1024 and store["s"] == "y" * 5000
