"""Generated templates and data: the render function and the mount path agree, always.

`petite.render(t, d)` (the compiled path) and `petite.testing.mount(t, d).html()` (the
DOM path) must give the same HTML, or fail with the same kind of error. Templates are
built from every directive that renders without events, nested; data holds Python
values that have no JavaScript twin (sets, dataclasses, tuples, dicts with integer keys,
generators' lists, missing names). A fixed sample of JSON-only cases also goes through
petite-vue in Chromium and must match it.
"""

from __future__ import annotations

import copy
import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import petite
from petite.errors import PetiteError
from petite.expr import ExpressionError
from petite.testing import mount

from .harness import Case


@dataclasses.dataclass
class Point:
    x: int
    y: str
    _hidden: str = "secret"


def python_data() -> dict:
    return {
        "items": [{"id": 1, "name": "a", "done": True}, {"id": 2, "name": "<b>", "done": False}],
        "nums": [3, 1, 2],
        "tags": {"b", "a", "c"},
        "frozen": frozenset({2, 1}),
        "pair": (1, "two"),
        "obj": {"b": 1, "2": "two", "a": 0, "1": "one"},
        "intkeys": {2: "x", 1: "y"},
        "point": Point(1, "p"),
        "n": 3,
        "flag": True,
        "off": False,
        "text": "<i>&\"'</i>",
        "empty": "",
        "none": None,
        "cls": {"on": True, "off": False, "2": True},
        "style": {"color": "red", "fontSize": "2px"},
        "key": "data-k",
    }


def json_data() -> dict:
    data = python_data()
    for name in ("tags", "frozen", "pair", "intkeys", "point"):
        del data[name]
    return data


SOURCES = ["items", "nums", "obj", "n", "[]", "cls", "style", "none"]
PY_SOURCES = SOURCES + ["tags", "frozen", "pair", "intkeys", "point"]
VALUES = ["text", "n", "flag", "off", "empty", "none", "nums", "obj", "cls", "nums.length", "n * 2",
          "text + n", "`t${n}`", "flag ? 'y' : 'n'", "nums[0]", "obj.a", "obj['2']"]
# null and false on attributes are deliberate differences (petite writes as Vue 3 does)
ORACLE_VALUES = [v for v in VALUES if v not in ("none", "off")]
PY_VALUES = VALUES + ["tags", "point", "point.x", "pair", "intkeys", "point._hidden", "missing"]


LEAVES = [
    "<span>{{{{ {v} }}}}</span>",
    '<p :title="{v}">t</p>',
    '<p :class="{v}" class="s">t</p>',
    '<p :style="{v}">t</p>',
    '<p v-text="{v}">old</p>',
    '<p v-show="{v}">t</p>',
    '<p :data-v="{v}" :id="{v}">t</p>',
    '<input :value="{v}">',
    '<p v-bind="{{ title: {v} }}">t</p>',
    '<p :class="{{ b: true, 2: true, a: {v} }}">t</p>',
    "<b>static &amp; text</b>",
    '<p v-html="{v}">old</p>',
    "<p v-once>{{{{ {v} }}}}</p>",
    '<p v-bind="obj" :title="{v}">t</p>',
    '<p :[key]="{v}">t</p>',
    '<p :style="[style, {{ color: {v} }}]">t</p>',
    '<svg><circle :r="n" :class="{v}" :data-v="{v}"></circle></svg>',
    '<input v-model="text" :placeholder="{v}">',
    '<input type="checkbox" v-model="flag" :title="{v}">',
    '<input type="checkbox" v-model="nums" :value="{v}">',
    '<input type="radio" v-model="n" :value="{v}">',
    '<textarea v-model="text" :title="{v}"></textarea>',
    '<select v-model="n"><option :value="{v}">a</option><option :value="3">b</option></select>',
    '<select v-model="nums" multiple><option v-for="x in [1, 2, 3]" :value="x">{{{{ x }}}}</option></select>',
    '<button :disabled="{v}" :hidden="{v}">b</button>',
    '<a :href="{v}" :target="{v}">a</a>',
]
BRANCHES = [
    '<div v-if="{v}">{a}</div><div v-else>{b}</div>',
    '<section v-if="{v}">{a}</section>',
    '<ul><li v-for="x in {s}">{{{{ x }}}}{a}</li></ul>',
    '<ol><li v-for="(x, k, i) in {s}" :key="k">{{{{ k }}}}:{{{{ i }}}}{a}</li></ol>',
    '<template v-for="(x, k) in {s}"><i>{{{{ k }}}}</i>{a}</template>',
    '<div v-scope="{{ local: {v} }}">{{{{ local }}}}{a}</div>',
    "<div>{a}{b}</div>",
]
# petite-vue 0.4.1 throws on a v-if directly inside <template v-for> (a documented
# difference: petite follows Vue 3) and leaves a third v-for alias unset for arrays
# (a ReferenceError where petite gives undefined): the oracle's sample avoids both
# Chromium drops a style value that its property's grammar refuses (`color: <i>`);
# petite checks numbers only (a known gap, in the closing note): the sample leaves
# style values from data out
ORACLE_LEAVES = [leaf for leaf in LEAVES if ":style" not in leaf]
ORACLE_BRANCHES = [b.replace("(x, k, i)", "(x, k)").replace(":{{{{ i }}}}", "")
                   for b in BRANCHES if not b.startswith("<template")]


def build(choose, values: list[str], sources: list[str], depth: int = 0, branches: list[str] = BRANCHES,
          leaves: list[str] = LEAVES) -> str:
    """A template drawn with `choose(options) -> option` (hypothesis or a seeded RNG)."""
    if depth >= 3 or choose([True, False, False]):
        return choose(leaves).format(v=choose(values))
    parts = [build(choose, values, sources, depth + 1, branches, leaves) for _ in range(2)]
    return choose(branches).format(v=choose(values), s=choose(sources), a=parts[0], b=parts[1])


def draw_template(choose, values: list[str], sources: list[str], branches: list[str] = BRANCHES,
                  leaves: list[str] = LEAVES) -> str:
    body = "".join(build(choose, values, sources, 0, branches, leaves) for _ in range(choose([1, 2])))
    return f"<div v-scope>{body}</div>"


def hypothesis_choice(data: st.DataObject):
    return lambda options: data.draw(st.sampled_from(options))


def outcome(fn) -> tuple[str, str]:
    try:
        return ("html", fn())
    except (PetiteError, ExpressionError) as exc:
        return ("error", type(exc).__name__)


def both(template: str, data: dict) -> tuple[tuple[str, str], tuple[str, str]]:
    rendered = outcome(lambda: petite.render(template, copy.deepcopy(data)))

    def mounted() -> str:
        page = mount(template, copy.deepcopy(data))
        try:
            return page.html()
        finally:
            page.unmount()

    return rendered, outcome(mounted)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_render_equals_mount(data: st.DataObject) -> None:
    template = draw_template(hypothesis_choice(data), PY_VALUES, PY_SOURCES)
    rendered, mounted = both(template, python_data())
    assert rendered == mounted, template


def sample_cases(count: int = 40, seed: int = 20261201) -> list[Case]:
    """A fixed sample of JSON-only generated templates, for the petite-vue oracle."""
    rng = random.Random(seed)
    templates = []
    while len(templates) < count:
        template = draw_template(rng.choice, ORACLE_VALUES, SOURCES, ORACLE_BRANCHES, ORACLE_LEAVES)
        if template not in templates:
            templates.append(template)
    return [Case(f"generated_{i}", t, json_data()) for i, t in enumerate(templates)]


SAMPLE = sample_cases()


@pytest.mark.parametrize("case", SAMPLE, ids=[c.name for c in SAMPLE])
def test_generated_sample_matches_petite_vue(browser, case: Case) -> None:
    rendered = petite.render(case.template, copy.deepcopy(case.data))
    expected = browser.petite_vue(case)
    assert not expected["errors"], expected["errors"]
    assert browser.canonicalize(rendered) == expected["snapshots"][0], case.template


def test_a_failed_mount_leaves_nothing_queued() -> None:
    """A mount that fails half way takes back the jobs it queued (`v-once` bindings):
    they must not run in the next, unrelated mount's flush."""
    from petite import scheduler

    broken = '<div v-scope><p v-once>{{ n }}</p><p v-once>{{ missing }}</p><p :title="missing.x">t</p></div>'
    assert both(broken, python_data()) == (("error", "ExpressionError"), ("error", "ExpressionError"))
    assert not scheduler.current().pending() or not scheduler.current()._queued
    fine = '<div v-scope><p v-for="x in nums">{{ x }}</p></div>'
    assert both(fine, python_data()) == (("html", "<div><p>3</p><p>1</p><p>2</p></div>"),) * 2
