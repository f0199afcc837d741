"""Form state costs what the tree's size says, not its square.

A select's options are reset (the browser's selectedness setting) once per change of
its list, not once per option entering or leaving: a v-for of 500 options took 25 s to
mount and 21 s to clear when each insert or removal reset the whole list (and each
option's default selectedness read the whole list again). The cost is counted as the
options the select's walks visit, exactly, not timed."""

import pytest

from petite.dom import forms
from petite.dom.nodes import ParentNode
from petite.testing import mount

N = 500
ROW = '<option v-for="i in items" :key="i" :value="i">{{ i }}</option>'
TEMPLATE_ROW = '<template v-for="i in items" :key="i"><option :value="i">{{ i }}</option></template>'
PAGE = (
    '<div v-scope="{ items: [], s: \'\' }">'
    '<select v-model="s">ROWS</select>'
    f'<button id="fill" @click="items = Array.from({{ length: {N} }}, (_, i) => i)">fill</button>'
    f'<button id="shift" @click="items = Array.from({{ length: {N} }}, (_, i) => i + {N})">shift</button>'
    '<button id="reverse" @click="items = items.slice().reverse()">reverse</button>'
    '<button id="clear" @click="items = []">clear</button></div>'
)


@pytest.fixture
def visits(monkeypatch):
    """How many nodes the walks of `<select>` elements visited."""
    seen = [0]
    walk = ParentNode.elements

    def counted(self):
        for el in walk(self):
            if getattr(self, "tag", None) == "select":
                seen[0] += 1
            yield el

    monkeypatch.setattr(ParentNode, "elements", counted)
    return seen


def click_and_count(page, button: str, visits: list[int]) -> int:
    visits[0] = 0
    page.find(button).trigger("click")
    return visits[0]


@pytest.mark.parametrize("row", [ROW, TEMPLATE_ROW], ids=["element", "template"])
def test_a_long_option_list_is_reset_once_per_change(visits, row):
    page = mount(PAGE.replace("ROWS", row))
    fill = click_and_count(page, "#fill", visits)
    assert len(page.find_all("option")) == N
    assert page.find("select").value == "0"  # (the first option shows by default)
    shift = click_and_count(page, "#shift", visits)
    assert page.find("option").attributes("value") == str(N)
    reverse = click_and_count(page, "#reverse", visits)  # (every option but one moves)
    assert page.find("option").attributes("value") == str(2 * N - 1)
    clear = click_and_count(page, "#clear", visits)
    assert page.find_all("option") == []
    # A few whole walks per change (the reset, v-model's reads), never one per option.
    assert fill <= 4 * N
    assert shift <= 4 * N
    assert reverse <= 4 * N
    assert clear <= 4 * N


def test_the_reset_still_keeps_the_last_selected_option():
    page = mount(
        '<select v-scope="{ opts: [] }" @vue:mounted="opts = [\'a\', \'b\', \'c\']">'
        '<option v-for="o in opts" :selected="o !== \'a\'">{{ o }}</option></select>'
    )
    assert [o.selected for o in page.find("select").element.options] == [False, False, True]


CONTROLS = 300
FORM_PAGE = (
    '<form id="f"><input name="inside"></form>'
    + "".join(f'<input type="radio" name="pick" form="f" value="{i}">' for i in range(CONTROLS))
    + '<p id="count">{{ $refs.form.elements.length }}</p>'
).replace('<form id="f">', '<form id="f" ref="form">')


@pytest.fixture
def tree_walks(monkeypatch):
    """How many times form state walked the whole tree."""
    walks = [0]
    walk = forms.root_elements

    def counted(node):
        walks[0] += 1
        return walk(node)

    monkeypatch.setattr(forms, "root_elements", counted)
    return walks


def test_controls_naming_their_form_by_id_cost_one_walk_of_the_tree(tree_walks):
    """`form.elements` and a radio group find each control's form (its `form`
    attribute names an id) from one walk: it was a walk per control (quadratic, and
    charged as one walk)."""
    page = mount(FORM_PAGE)
    assert page.find("#count").text() == str(CONTROLS + 1)
    form = page.find("form").element
    tree_walks[0] = 0
    assert len(form.form_controls) == CONTROLS + 1
    assert tree_walks[0] == 1
    radios = page.find_all("input[type=radio]")
    tree_walks[0] = 0
    radios[7].set_value(True)
    assert tree_walks[0] <= 2
    assert [r.element.checked for r in radios].count(True) == 1
    assert radios[7].element.checked
    assert radios[0].element.form_owner is form
