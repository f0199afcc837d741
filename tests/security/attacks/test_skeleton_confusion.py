"""Skeleton confusion (class 6): rows whose data changes their shape only slightly (a
`v-bind` object's keys and their order, values equal in Python but not on the wire:
1 / 1.0 / True / "1", 0 / False / None / "", a namespace, a property present or
absent, listeners) must never be sent as an instance of a skeleton they do not match:
what the browser builds from the compact batches (petite.skeletons.Expander, as the
client reads them) is exactly the server's DOM, byte for byte as JSON."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from petite.app import create_app
from petite.skeletons import Expander, Skeletons
from petite.testing.mirror import Mirror

pytestmark = pytest.mark.timeout(600)

ROW = """
<div v-scope>
<template v-for="r in rows">
  <p v-bind="r.attrs" :data-v="r.v">{{ r.v }}</p>
  <input v-if="r.input" :value="r.v" :checked="r.v" :type="r.t">
  <svg v-if="r.svg"><a v-bind="r.attrs"><text>{{ r.v }}</text></a></svg>
  <button v-if="r.on" @click="r.n = 1">b</button><button v-else>b</button>
</template>
<button id="go" @click="rows = next">go</button>
</div>
"""

NAMES = ["title", "class", "lang", "dir", "data-a", "data-b", "aria-label", "hidden", "id", "name"]
value = st.sampled_from([1, 1.0, True, "1", 0, False, None, "", "x", 2, "true", "null", [1], {"a": 1}])
row = st.fixed_dictionaries({
    "attrs": st.dictionaries(st.sampled_from(NAMES), value, max_size=4),
    "v": value,
    "t": st.sampled_from(["text", "checkbox", "radio", "number", "hidden"]),
    "input": st.booleans(),
    "svg": st.booleans(),
    "on": st.booleans(),
})
rows = st.lists(row, min_size=1, max_size=8)


def as_json(value):
    return json.loads(json.dumps(value))


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(first=rows, batches=st.lists(rows, min_size=1, max_size=4))
def test_compact_batches_build_the_servers_dom(first, batches):
    app = create_app({"rows": first, "next": []}).mount(ROW)
    try:
        tree = as_json(app.tree())
        app.take_patches()
        skeletons, expander, mirror = Skeletons(), Expander(), Mirror(tree)
        # the init as a reconnecting v2 client gets it: skeletons + instances
        registered, compact_tree = Skeletons().compact_tree(as_json(app.tree()))
        init_expander = Expander()
        init_expander.expand(registered)
        assert json.dumps(init_expander.tree(compact_tree)) == json.dumps(as_json(app.tree()))
        for data in batches:
            app.state["next"] = data
            go = app.root.query_selector("#go")
            go.click()
            app.scheduler.flush()
            ops = as_json(app.take_patches())
            compact = skeletons.compact(as_json(ops))
            expanded = expander.expand(as_json(compact))
            assert json.dumps(expanded) == json.dumps(ops)
            mirror.apply(expanded)
            assert mirror.html() == app.html()
    finally:
        app.unmount()
