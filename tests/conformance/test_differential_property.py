"""Generated templates and data: the render function and the mount path agree, always.

`petite.render(t, d)` (the compiled path) and `petite.testing.mount(t, d).html()` (the
DOM path) must give the same HTML, or fail with the same kind of error. Templates are
built from every built-in directive (`v-if`/`v-else-if`/`v-else` chains, `v-for` with
and without keys, nested and over objects, `v-scope` nested and shadowing, `v-once`,
`v-pre`, `v-cloak`, `v-show`, `v-text`, `v-html`, `v-model` on every control,
`v-effect`, `ref`, `:class`/`:style` objects and arrays, `v-bind="obj"`, dynamic
arguments, `@event` listeners), nested; data holds Python values that have no
JavaScript twin (sets, frozensets, tuples, dataclasses, dicts with integer keys), keys
whose JavaScript order is not their insertion order (integer-like strings first), big,
negative, fractional and negative-zero numbers, `None` and missing names. A fixed
sample of JSON-only cases also goes through petite-vue in Chromium and must match it.
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
        # JavaScript orders integer-like keys first, ascending; "-1", "01" and 2**32 - 1
        # are not array indices and keep their place
        "ordkeys": {"b": 1, "10": 2, "9": 3, "-1": 4, "01": 5, "a": 6, "4294967295": 7, "0": 8},
        "mixkeys": {1: "one", "b": "bee", 0: "zero"},
        "groups": [{"id": 2, "rows": [{"id": "b", "v": 1}, {"id": "a", "v": 2}]}, {"id": 1, "rows": []}],
        "big": 10**21,
        "neg": -7,
        "flt": 0.1 + 0.2,
        "tiny": 1e-7,
        "negzero": -0.0,
        "huge": 2**70,
        "deep": {"a": {"b": [1, {"c": None}]}},
    }


def json_data() -> dict:
    data = python_data()
    for name in ("tags", "frozen", "pair", "intkeys", "point", "mixkeys", "huge"):
        del data[name]
    return data


SOURCES = ["items", "nums", "obj", "n", "[]", "cls", "style", "none", "ordkeys", "groups", "deep"]
PY_SOURCES = SOURCES + ["tags", "frozen", "pair", "intkeys", "point", "mixkeys"]
VALUES = ["text", "n", "flag", "off", "empty", "none", "nums", "obj", "cls", "nums.length", "n * 2",
          "text + n", "`t${n}`", "flag ? 'y' : 'n'", "nums[0]", "obj.a", "obj['2']", "ordkeys", "big", "neg",
          "flt", "tiny", "negzero", "n / 3", "-n", "big * big", "deep", "groups[0].rows", "Object.keys(ordkeys)",
          "ordkeys['01']"]
# null and false on attributes are deliberate differences (petite writes as Vue 3 does)
ORACLE_VALUES = [v for v in VALUES if v not in ("none", "off")]
PY_VALUES = VALUES + ["tags", "frozen", "point", "point.x", "pair", "intkeys", "point._hidden", "missing",
                      "mixkeys", "huge", "huge + 1", "Object.keys(mixkeys)", "missing?.x"]


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
    '<p v-pre :title="{v}">{{{{ {v} }}}}<b v-if="{v}">x</b></p>',
    "<p v-cloak>{{{{ {v} }}}}</p>",
    '<p v-effect="$el.title = String({v})">e</p>',
    '<p ref="r" :title="{v}">r</p>',
    '<button @click="n++" :title="{v}">b</button>',
    '<button @click.prevent="n++" v-on:keyup.enter="n--">b</button>',
    '<p :class="[{v}, {{ on: flag, off: off }}, \'x\']">t</p>',
    '<p :class="{{ [String({v})]: true, z: flag }}">t</p>',
    '<p :style="{{ width: n + \'px\', \'--v\': {v} }}">t</p>',
    '<p v-text="{v}" v-show="flag">t</p>',
    '<p v-bind="{{ id: {v}, class: [\'k\', {v}] }}" class="s">t</p>',
]
BRANCHES = [
    '<div v-if="{v}">{a}</div><div v-else>{b}</div>',
    '<section v-if="{v}">{a}</section>',
    '<ul><li v-for="x in {s}">{{{{ x }}}}{a}</li></ul>',
    '<ol><li v-for="(x, k, i) in {s}" :key="k">{{{{ k }}}}:{{{{ i }}}}{a}</li></ol>',
    '<template v-for="(x, k) in {s}"><i>{{{{ k }}}}</i>{a}</template>',
    '<div v-scope="{{ local: {v} }}">{{{{ local }}}}{a}</div>',
    "<div>{a}{b}</div>",
    '<div v-if="{v}">{a}</div><section v-else-if="n > 2">{b}</section><p v-else-if="flag">e</p><i v-else>z</i>',
    '<template v-if="{v}">{a}</template><template v-else>{b}</template>',
    '<ul><li v-for="g in groups" :key="g.id"><b v-for="r in g.rows" :key="r.id">{{{{ g.id }}}}{{{{ r.id }}}}{a}</b></li></ul>',
    '<div v-for="(x, k) in {s}" :key="k"><p v-for="(y, j) in {s}" :key="j">{{{{ k }}}}{{{{ j }}}}</p>{a}</div>',
    '<div v-scope="{{ n: {v}, extra: 1 }}"><div v-scope="{{ extra: n }}">{{{{ extra }}}}{{{{ n }}}}{a}</div>{b}</div>',
    "<div v-once>{a}{b}</div>",
]
# petite-vue 0.4.1 throws on a v-if directly inside <template v-for> (a documented
# difference: petite follows Vue 3) and leaves a third v-for alias unset for arrays
# (a ReferenceError where petite gives undefined): the oracle's sample avoids both
# Chromium drops a style value that its property's grammar refuses (`color: <i>`);
# petite checks numbers only (a known gap, in the closing note): the sample leaves
# style values from data out
# petite-vue leaves directives with modifiers in the DOM (a deliberate difference, tested
# on its own): the sample leaves them out
ORACLE_LEAVES = [leaf for leaf in LEAVES if ":style" not in leaf and ".prevent" not in leaf]
ORACLE_BRANCHES = [b.replace("(x, k, i)", "(x, k)").replace(":{{{{ i }}}}", "")
                   for b in BRANCHES if not b.startswith("<template v-for")]


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


def sample_cases(count: int = 60, seed: int = 20261202) -> list[Case]:
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


# Found by the generator (with invalid nesting such as `<p v-else-if><div>`, which the HTML
# parser turns into a broken chain): render analyses the whole template, the mount path
# only the branches and items it renders, so the same template is an error or not
# depending on the data. The mount path now analyses the whole template before it runs
# (`petite.plan.plan_roots`): a broken chain anywhere is an error on both paths.
BROKEN_CHAINS_NOT_RENDERED = [
    '<div v-scope><div v-if="true">a</div><div v-else><span v-if="n">x</span><b>y</b><i v-else>z</i></div></div>',
    '<div v-scope><template v-for="x in []"><span v-if="n">x</span><b>y</b><i v-else>z</i></template></div>',
]


@pytest.mark.parametrize("template", BROKEN_CHAINS_NOT_RENDERED)
def test_a_broken_chain_where_nothing_renders_is_an_error_on_both_paths(template: str) -> None:
    assert both(template, {"n": 1}) == (("error", "TemplateSyntaxError"),) * 2
