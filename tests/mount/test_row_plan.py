"""What a v-for item's plan decides once for every row (issue 11: the server's CPU per
row): whether an inserted row may hold radios to settle."""

import pytest

from petite.context import DEFAULT_DELIMITERS, DEFAULT_DELIMITERS_RE
from petite.directives import BUILTINS
from petite.dom import parse_fragment
from petite.plan import ForStep, plan_block
from petite.testing import mount


def item_plan(row: str):
    root = parse_fragment(f'<ul><li v-for="row in rows">{row}</li></ul>')
    plan = plan_block(root, DEFAULT_DELIMITERS, DEFAULT_DELIMITERS_RE, BUILTINS.planned, in_place=True)
    (step,) = [s for s in plan.steps if type(s) is ForStep]
    return step.item


@pytest.mark.parametrize(
    "row, inputs",
    [
        ('<a @click="go(row)" :class="{ on: row.on }">{{ row.label }}</a>', False),
        ('<span v-text="row.label" v-show="row.on" :title="row.t"></span>', False),
        ('<input type="radio" name="g">', True),
        ('<span v-pre><input></span>', True),
        ('<span v-html="row.html"></span>', True),
        ('<span :inner-h-t-m-l.camel="row.html"></span>', True),
        ('<span :innerHTML="row.html"></span>', False),  # HTML lowercases it: an attribute
        ('<span v-if="row.on"><b>x</b></span>', True),  # a nested block: decided when it mounts
        ('<span v-scope="{ $template: row.t }"></span>', True),
    ],
)
def test_a_row_plan_says_whether_rows_may_hold_inputs(row, inputs):
    assert item_plan(row).inputs is inputs


def test_checked_radios_in_rows_still_settle_their_group():
    m = mount('<p><label v-for="c in colors"><input type="radio" name="c" :checked="c === picked">{{ c }}</label></p>'
              '<input type="radio" name="c" checked>', {"colors": ["red", "green"], "picked": "green"})
    radios = m.find_all("input")
    assert [r.element.checked for r in radios] == [False, True, False]
    m.data["colors"] = ["red", "green", "blue"]
    m.data["picked"] = "blue"
    m.flush()
    assert [r.element.checked for r in m.find_all("input")] == [False, False, True, False]


def test_a_row_copy_from_the_recipe_is_the_prototype_copy():
    from petite.dom import clone_listed, clone_recipe, copy_recipe

    root = parse_fragment('<table><tbody><tr class="r" data-x="1">\n <td>{{ a }}</td><td><a href="#">x</a>'
                          '<svg viewBox="0 0 1 1"><path d="M0"/></svg></td><td></td></tr></tbody></table>')
    tr = root.children[0].children[0].children[0]
    recipe = copy_recipe(tr)
    assert recipe is not None
    copy, nodes = clone_recipe(recipe)
    twin, twin_nodes = clone_listed(tr)
    assert copy.outer_html() == twin.outer_html() == tr.outer_html()
    assert [type(n) for n in nodes] == [type(n) for n in twin_nodes] and nodes[0] is copy
    assert all(child.parent is node for node in nodes if hasattr(node, "children") for child in node.children)
    assert len({n.nid for n in nodes} | {n.nid for n in twin_nodes}) == 2 * len(nodes)
    assert [n.namespace for n in nodes if hasattr(n, "namespace")] == [n.namespace for n in twin_nodes if hasattr(n, "namespace")]
    copy.children[1].set_attribute("class", "changed")  # copies share the prototype's attributes until they write
    assert "class" not in tr.children[1].attrs and "class" not in clone_recipe(recipe)[0].children[1].attrs
    with_comment = parse_fragment('<div><!-- c --><template><b></b></template></div>').children[0]
    assert copy_recipe(with_comment) is None  # (what the recipe does not describe is copied by clone_listed)
