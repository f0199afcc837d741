"""Rules found by comparing petite.render with petite-vue 0.4.1 on new templates."""

import pytest

from petite import render


@pytest.mark.parametrize(
    "template, expected",
    [
        # translate / autocorrect are enumerated properties: truthiness picks the keyword
        ('<p :translate="false">x</p>', '<p translate="no">x</p>'),
        ('<p :translate="\'no\'">x</p>', '<p translate="yes">x</p>'),
        ('<p :autocorrect="0">x</p>', '<p autocorrect="off">x</p>'),
        # el.nonce = v never writes the attribute
        ('<p :nonce="\'n\'">x</p>', "<p>x</p>"),
        # meter/progress values are doubles: true is 1
        ('<meter :value="1/4" :max="true"></meter>', '<meter value="0.25" max="1"></meter>'),
        # textarea rows/cols fall back to their defaults when not positive
        ('<textarea :rows="0" :cols="-1"></textarea>', '<textarea rows="2" cols="20"></textarea>'),
        ('<ul :compact="1"></ul>', '<ul compact=""></ul>'),
    ],
)
def test_reflected_property_kinds(template, expected):
    assert render(template) == expected


def test_nested_template_v_for_renders_as_vue3():
    # petite-vue throws (the inner <template> has no parentElement); Vue 3 renders it
    html = render(
        '<template v-for="g in gs"><h3>{{ g.n }}</h3><template v-for="i in g.items"><b>{{ i }}</b></template></template>',
        {"gs": [{"n": "A", "items": [1, 2]}, {"n": "B", "items": []}]},
    )
    assert html == "<h3>A</h3><b>1</b><b>2</b><h3>B</h3>"


def test_option_value_null_removes_attribute_as_vue3():
    html = render('<select v-model="v"><option :value="null">none</option><option value="x">x</option></select>', {"v": None})
    assert html == '<select><option selected="">none</option><option value="x">x</option></select>'
