"""A prepared block plan runs as a program bound once (`petite.walk.program`): rows
mounted by it are the rows the step-by-step walk (`petite.walk.run_steps`) makes —
the same HTML, patches, listeners and client hints, the same updates and handlers."""

import itertools

import pytest

from petite import block, walk
from petite.node_ids import use_node_ids
from petite.testing import mount

ROWS = [
    # text, bindings (class with a static class, style, attribute), listeners with and without modifiers
    '<li v-for="row in rows" :key="row.id" class="r" :class="{ on: row.id === picked }" :title="row.label">'
    '{{ row.id }}: {{ row.label }}<a @click="pick(row.id)">p</a><a @click.prevent.stop="drop(row.id)">d</a>'
    '<a @keyup.enter="pick(row.id)" :style="{ color: row.id === picked ? \'red\' : null }">k</a></li>',
    # a v-scope, a v-if, a nested v-for, v-show and v-text inside the row
    '<li v-for="(row, i) in rows" :key="row.id"><span v-scope="{ n: i + 1 }">{{ n }}</span>'
    '<b v-if="row.id === picked">picked</b><i v-else v-text="row.label"></i>'
    '<em v-for="c in row.label.split(\' \')" v-show="c !== \'b\'">{{ c }}</em></li>',
    # a <template> row, v-once inside, a handler that prevents
    '<template v-for="row in rows" :key="row.id"><dt v-once>{{ row.id }}</dt>'
    '<dd @click="$event.preventDefault(); pick(row.id)">{{ row.label }}</dd></template>',
]


def run_both(template: str, monkeypatch: pytest.MonkeyPatch, steps: bool) -> tuple:
    if steps:  # every block walked step by step, as before the programs
        monkeypatch.setattr(block, "run", lambda plan, nodes, ctx: walk.run_steps(plan.steps, nodes, ctx, plan.prepared))
    else:
        monkeypatch.setattr(block, "run", walk.run)
    picked: list = []
    data = {"rows": [{"id": 1, "label": "a b"}, {"id": 2, "label": "c"}], "picked": None}
    data["pick"] = lambda i: picked.append(("pick", i))
    data["drop"] = lambda i: picked.append(("drop", i))
    use_node_ids(itertools.count(1))  # (both runs number their nodes alike)
    m = mount(f"<ul v-scope>{template}</ul>", data)
    seen = [m.html(), m.patches()]
    m.data["rows"].append({"id": 3, "label": "b d"})
    m.data["picked"] = 3
    m.flush()
    seen += [m.html(), m.patches()]
    for link in m.find_all("a") + m.find_all("dd"):
        link.trigger("click")
    for link in m.find_all("a")[-1:]:
        link.trigger("keyup", key="Enter")
    m.data["rows"].pop(0)
    m.data["rows"][0]["label"] = "x b"
    m.flush()
    seen += [m.html(), m.patches(), picked]
    return tuple(seen)


@pytest.mark.parametrize("template", ROWS)
def test_rows_from_the_program_are_rows_from_the_steps(template, monkeypatch):
    run_both(template, monkeypatch, steps=False)  # (analysed once: both runs below reuse the plans)
    programmed = run_both(template, monkeypatch, steps=False)
    walked = run_both(template, monkeypatch, steps=True)
    assert programmed == walked
    assert "3" in programmed[2] and "x" in programmed[4]
    assert bool(programmed[-1]) is ("@" in template)  # (the handlers ran)


def test_a_program_is_made_once_per_plan_and_table(monkeypatch):
    made: list = []
    real = walk.program
    monkeypatch.setattr(walk, "program", lambda plan, table: made.append(plan) or real(plan, table))
    for _ in range(2):
        m = mount('<ul><li v-for="row in rows" :key="row.id">{{ row.id }}</li></ul>',
                  {"rows": [{"id": i} for i in range(5)]})
        assert m.html().count("<li>") == 5
    assert len(made) <= 1  # (the plan is cached by template text: made by an earlier test, or once here)
