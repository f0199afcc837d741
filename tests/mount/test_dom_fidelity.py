"""The server DOM as Chromium's, on both paths (issue 13); conformance cases in
tests/conformance/cases/dom_fidelity.py compare with petite-vue in Chromium."""

import pytest

from petite import render
from petite.errors import TemplateSyntaxError
from petite.testing import mount


def both(template: str, data: dict | None = None) -> str:
    page = mount(template, data)
    try:
        html = page.html()
    finally:
        page.unmount()
    assert render(template, data) == html
    return html


def test_empty_string_sets_boolean_properties_as_vue_3():
    html = both('<button :disabled="\'\'">a</button><input type="checkbox" :checked="\'\'"><button :disabled="null">b</button>')
    assert html == '<button disabled="">a</button><input type="checkbox" checked=""><button>b</button>'


@pytest.mark.parametrize("template", [
    '<p v-else>x</p>',
    '<div><p v-if="a">a</p><i>b</i><p v-else>x</p></div>',
    '<p v-else-if="a">x</p>',
    '<ul><li v-for="i in 2"><b v-else>{{ i }}</b></li></ul>',
    '<template v-if="true"><span v-else-if="b">x</span></template>',
])
def test_orphan_else_is_a_template_syntax_error_on_both_paths(template):
    with pytest.raises(TemplateSyntaxError, match="without a preceding v-if"):
        render(template, {"a": True, "b": True})
    with pytest.raises(TemplateSyntaxError, match="without a preceding v-if") as info:
        mount(template, {"a": True, "b": True})
    assert info.value.line == 1


def test_dataset_reads_and_writes_data_attributes():
    page = mount('<p data-foo-bar="x" @click="$el.dataset.n = 1; $el.dataset.fooBar += \'y\'">'
                 '{{ JSON.stringify($el.parentNode.dataset) }}</p>')
    page.find("p").trigger("click")
    assert page.find("p").attributes() == {"data-foo-bar": "xy", "data-n": "1"}
    assert page.find("p").text() == '{"fooBar":"x"}'  # the interpolation ran before the click


def test_render_runs_no_unmounted_hooks():
    data = {"log": []}
    html = render('<div v-scope @vue:mounted="log.push(\'mounted\')" @vue:unmounted="log.push(\'unmounted\')">'
                  '<p v-if="true" @vue:unmounted="log.push(\'branch\')">x</p></div>', data)
    assert html == "<div><p>x</p></div>"
    assert data["log"] == ["mounted"]
    page = mount('<div v-scope @vue:unmounted="log.push(\'unmounted\')">x</div>', data)
    page.unmount()  # an app that is unmounted runs them
    assert data["log"] == ["mounted", "unmounted"]


def test_a_checked_radio_inserted_unchecks_its_group_only():
    page = mount('<form><input type="radio" name="g" value="f" checked></form>'
                 '<input type="radio" name="g" value="a" checked><input type="radio" name="g" value="b">'
                 '<input type="radio" name="h" value="c" checked>'
                 '<template v-if="on"><input type="radio" name="g" value="n" checked></template>'
                 '<button @click="on = !on">t</button>', {"on": False})
    checked = lambda: [w.element.attrs["value"] for w in page.find_all("input") if w.checked]
    assert checked() == ["f", "a", "c"]
    page.find("button").trigger("click")
    assert checked() == ["f", "c", "n"]  # the form's radio is in another group
