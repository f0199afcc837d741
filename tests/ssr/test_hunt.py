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


def test_camel_case_dom_properties_write_their_attribute():
    html = render(
        '<input v-bind="{ readOnly: true, tabIndex: \'x\', maxLength: 4, className: \'k\', ariaLabel: \'L\' }">'
        '<label v-bind="{ htmlFor: \'f\' }"></label><input v-bind="{ readOnly: false, defaultChecked: 1 }">'
    )
    assert html == (
        '<input readonly="" tabindex="0" maxlength="4" class="k" aria-label="L">'
        '<label for="f"></label><input checked="">'
    )


def test_noscript_text_is_raw():
    # scripting is enabled in the browser: <noscript> holds raw text, serialized unescaped
    assert render("<noscript>a <b>{{ n }}</b> &amp;</noscript>", {"n": 1}) == "<noscript>a <b>1</b> &amp;</noscript>"


def test_option_text_from_v_text_decides_selection():
    html = render('<select v-model="s"><option v-text="\'x\' + 1"></option><option>x2</option></select>', {"s": "x1"})
    assert html == '<select><option selected="">x1</option><option>x2</option></select>'


def test_style_undefined_value_is_ignored():
    html = render('<p style="margin: 1px" :style="{ margin: undefined, \'--v\': undefined }">x</p>')
    assert html == '<p style="margin: 1px; --v: undefined;">x</p>'


def test_style_comments_are_dropped():
    assert render('<p :style="\'color: red; /* c */ margin: 0\'">x</p>') == '<p style="color: red; margin: 0;">x</p>'


@pytest.mark.parametrize(
    "template, expected",
    [
        # <output>.value replaces the element's text
        ('<output :value="1 + 1">old</output>', "<output>2</output>"),
        ('<output v-bind="{ value: \'<b>\' }">old</output>', "<output>&lt;b&gt;</output>"),
        # media volume and <style>.disabled are live properties without an attribute
        ('<audio :volume="0.5"></audio><style :disabled="true"></style>', "<audio></audio><style></style>"),
        # progress.max ignores values <= 0
        ('<progress :max="0"></progress><progress :max="2"></progress>', '<progress></progress><progress max="2"></progress>'),
    ],
)
def test_more_property_kinds(template, expected):
    assert render(template) == expected


def test_repeated_class_key_last_value_wins():
    assert render('<p :class="{ a: 1, b: 1, a: 0 }">x</p>') == '<p class="b">x</p>'


@pytest.mark.parametrize(
    "style, expected",
    [
        ("{ zIndex: 1.5, order: -1 }", ' style="order: -1;"'),  # integers only
        ("{ fontWeight: 0, lineHeight: -1, opacity: -1 }", ' style="opacity: -1;"'),
        ("{ width: 0, height: 10, columnCount: 0, gridRow: 0 }", ' style="width: 0;"'),
        ("{ flex: 1, color: 0 }", ' style="flex: 1;"'),
    ],
)
def test_style_numbers_follow_each_property_grammar(style, expected):
    assert render(f'<p :style="{style}">x</p>') == f"<p{expected}>x</p>"


@pytest.mark.parametrize(
    "style, expected",
    [
        # a repeated property: the last value, in the last place
        ("'color: red; margin: 0; color: blue'", "margin: 0; color: blue;"),
        # ... unless the earlier one is !important
        ("'color: red !important; color: blue'", "color: red !important;"),
        ("{ webkitTransform: 'none' }", "-webkit-transform: none;"),
    ],
)
def test_style_text_parsing(style, expected):
    assert render(f'<p :style="{style}">x</p>') == f'<p style="{expected}">x</p>'


@pytest.mark.parametrize(
    "template, data, expected",
    [
        ('<ul><li v-if="!xs.length">none</li><li v-else v-for="i in xs">{{ i }}</li></ul>', {"xs": [1, 2]},
         "<ul><li>1</li><li>2</li></ul>"),
        ('<p v-if="m === 1">one</p><b v-else-if="m === 2" v-for="n in 2">{{ n }}</b><i v-else>x</i>', {"m": 2},
         "<b>1</b><b>2</b>"),
        ('<p v-if="f">f</p><template v-else v-for="x in xs"><i>{{ x }}</i>,</template>', {"f": False, "xs": [1, 2]},
         "<i>1</i>,<i>2</i>,"),
    ],
)
def test_else_branch_with_v_for_renders_the_list_as_vue3(template, data, expected):
    # petite-vue throws (the branch's clone has no parent) or ignores the v-for
    assert render(template, data) == expected


@pytest.mark.parametrize(
    "template, data, expected",
    [
        # the bound radio is checked after the static one: one checked per group
        ('<input type="radio" name="g" value="a" v-model="p"><input type="radio" name="g" value="b" checked>', {"p": "a"},
         '<input type="radio" name="g" value="a" checked=""><input type="radio" name="g" value="b">'),
        ('<select><option :selected="true">a</option><option selected>b</option></select>', {},
         '<select><option selected="">a</option><option>b</option></select>'),
        # different forms are different groups
        ('<form><input type="radio" name="g" v-model="p" value="a"></form><form><input type="radio" name="g" checked></form>',
         {"p": "a"}, '<form><input type="radio" name="g" value="a" checked=""></form><form><input type="radio" name="g" checked=""></form>'),
    ],
)
def test_exclusive_groups_keep_the_last_state_set(template, data, expected):
    assert render(template, data) == expected


def test_radio_groups_fully_bound_stay_on_the_fast_path():
    from petite import compile

    template = compile('<input type="radio" name="g" value="a" v-model="p" checked><input type="radio" name="g" value="b" v-model="p">')
    assert template.mount_reason is None
    assert template.render({"p": "b"}) == '<input type="radio" name="g" value="a"><input type="radio" name="g" value="b" checked="">'


def test_empty_object_key_is_falsy_in_v_for():
    # petite-vue tests `if (objKey)`: an empty key gives the key alias the index
    html = render('<i v-for="(v, k) in o">[{{ k }}={{ v }}]</i>', {"o": {"a": 1, "": 2}})
    assert html == "<i>[a=1]</i><i>[1=2]</i>"
