"""A select's options are reset (the browser's selectedness setting) once per change of
its list, not once per option entering or leaving: a v-for of 500 options took 25 s to
mount and 21 s to clear when each insert or removal reset the whole list (and each
option's default selectedness read the whole list again). The cost is counted as the
options the select's walks visit, exactly, not timed."""

import pytest

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
    clear = click_and_count(page, "#clear", visits)
    assert page.find_all("option") == []
    # A few whole walks per change (the reset, v-model's reads), never one per option.
    assert fill <= 4 * N
    assert shift <= 4 * N
    assert clear <= 4 * N


def test_the_reset_still_keeps_the_last_selected_option():
    page = mount(
        '<select v-scope="{ opts: [] }" @vue:mounted="opts = [\'a\', \'b\', \'c\']">'
        '<option v-for="o in opts" :selected="o !== \'a\'">{{ o }}</option></select>'
    )
    assert [o.selected for o in page.find("select").element.options] == [False, False, True]
