"""Class 7, removed rows stay quiet: a row removed in a flush never runs a binding
again, even when the same handler changes what its bindings read so that they would
fail (`items[i].name` once `items` lost index i) and even while its subscriptions are
only released after the batch is sent (`petite.block.Removed`). A binding of a removed
row that ran would raise in the page (an error in a live session) or write a detached
node; `v-effect` logs show it.
"""

from __future__ import annotations

import pytest

import petite
from petite.reactivity import to_raw
from petite.testing import mount

ROWS = [
    '<p v-for="i in idx" :key="i">{{ items[i].name }}</p>',
    '<p v-for="i in idx" :key="i" :class="{ on: items[i].on }">x</p>',
    '<p v-for="i in idx" :key="i"><b v-if="items[i].on">{{ items[i].name }}</b><s v-else>{{ items[i].name }}</s></p>',
    '<p v-for="i in idx" :key="i"><i v-for="c in items[i].kids">{{ c }}</i></p>',
    '<p v-for="i in idx" :key="i" v-effect="log.push(items[i].name)">e</p>',
    '<template v-for="i in idx" :key="i"><p>{{ items[i].name }}</p><b :title="items[i].name">t</b></template>',
    '<p v-for="i in idx">{{ items[i].name }}</p>',
    '<div v-if="idx.length"><p v-for="i in idx" :key="i" v-scope="{ get n() { return items[i].name } }">{{ n }}</p></div>',
]

HANDLERS = {
    "pop-both": "idx.pop(); items.pop()",
    "items-first": "items.pop(); idx.pop()",
    "clear-both": "items.splice(0); idx.splice(0)",
    "replace": "items = items.slice(0, 1); idx = [0]",
    "shift-renumber": "idx = idx.slice(1).map(i => i - 1); items.shift()",
}


@pytest.mark.parametrize("rows", ROWS)
@pytest.mark.parametrize("handler", list(HANDLERS))
def test_a_removed_row_never_runs_a_binding_again(rows, handler):
    template = f'<div v-scope><button @click="{HANDLERS[handler]}">go</button>{rows}</div>'
    items = [{"name": n, "on": k % 2 == 0, "kids": [n, n]} for k, n in enumerate(["n-a", "n-b", "n-c"])]
    page = mount(template, {"idx": [0, 1, 2], "items": items, "log": []})
    try:
        runs = len(page.data["log"])
        page.find("button").click()
        page.flush()
        left = list(page.data["idx"])
        names = [page.data["items"][i]["name"] for i in left]
        html = page.html()
        for gone in {"n-a", "n-b", "n-c"} - set(names):
            assert f">{gone}<" not in html and f'"{gone}"' not in html, (gone, html)
        fresh = {"idx": left, "items": [dict(to_raw(item)) for item in page.data["items"]], "log": []}
        assert html == petite.render(template, fresh)
        log = list(page.data["log"])[runs:]
        assert set(log) <= set(names), log  # (only rows still shown ran their v-effect)
        page.find("button").click()  # and the page keeps working
        page.flush()
    finally:
        page.unmount()
