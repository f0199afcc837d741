"""Unit tests of petite.render / petite.compile: exact output strings."""

from __future__ import annotations

import dataclasses
import warnings

import pytest
from markupsafe import Markup

import petite
from petite import ExpressionError, TemplateSyntaxError
from petite.errors import ExpressionSyntaxError
from petite.testing import mount


def render(template, data=None):
    return petite.render(template, data)


# -- output form ------------------------------------------------------------------------


def test_text_attributes_and_escaping():
    html = render('<p class="a" :title="t">{{ s }} &amp; {{ n }}</p>', {"t": 'x"<', "s": "<b>'", "n": 2.5})
    assert html == '<p class="a" title="x&#34;&lt;">&lt;b&gt;&#39; &amp; 2.5</p>'


def test_v_if_leaves_comment_only_when_no_branch_matches():
    template = '<p v-if="a">A</p><p v-else-if="b">B</p>'
    assert render(template, {"a": False, "b": False}) == "<!--v-if-->"
    assert render(template, {"a": False, "b": True}) == "<p>B</p>"


def test_v_for_leaves_no_anchor_and_keeps_siblings():
    assert render('<ul><li>a</li><li v-for="x in xs">{{ x }}</li><li>z</li></ul>', {"xs": [1, 2]}) == (
        "<ul><li>a</li><li>1</li><li>2</li><li>z</li></ul>"
    )


def test_attribute_order_static_first_new_bindings_appended():
    html = render('<div :id="i" title="t" :class="c" data-x="1" :data-y="y"></div>', {"i": "I", "c": "C", "y": 0})
    assert html == '<div title="t" data-x="1" id="I" class="C" data-y="0"></div>'


def test_binding_replaces_static_attribute_in_place():
    assert render('<a href="/old" id="x" :href="u">x</a>', {"u": "/new"}) == '<a href="/new" id="x">x</a>'


def test_class_merge_with_static_and_object():
    html = render('<li class="item" :class="{ done: d, \'is-new\': n }">x</li>', {"d": True, "n": False})
    assert html == '<li class="item done">x</li>'
    assert render('<li :class="{ a: false }">x</li>') == '<li class="">x</li>'


def test_style_merge_and_v_show():
    html = render('<p style="color: red" :style="{ fontSize: \'2px\' }" v-show="v">x</p>', {"v": False})
    assert html == '<p style="color: red; font-size: 2px; display: none;">x</p>'
    assert render('<p v-show="v">x</p>', {"v": True}) == "<p>x</p>"


def test_boolean_and_live_properties():
    html = render(
        '<button :disabled="d">b</button><input type="checkbox" :checked="c"><input :value="v">',
        {"d": False, "c": True, "v": 3},
    )
    assert html == '<button>b</button><input type="checkbox" checked=""><input value="3">'


def test_v_model_initial_state():
    html = render(
        '<input v-model="t"><input type="checkbox" value="b" v-model="xs"><textarea v-model="t"></textarea>'
        '<select v-model="s"><option>a</option><option value="b">B</option></select>',
        {"t": "<hi>", "xs": ["b"], "s": "b"},
    )
    assert html == (
        '<input value="&lt;hi&gt;"><input type="checkbox" value="b" checked=""><textarea>&lt;hi&gt;</textarea>'
        '<select><option>a</option><option value="b" selected="">B</option></select>'
    )


def test_v_text_v_html():
    assert render('<p v-text="s">old</p>', {"s": "<i>"}) == "<p>&lt;i&gt;</p>"
    assert render('<div v-html="h">old</div>', {"h": "<i>x</i><b>unclosed"}) == "<div><i>x</i><b>unclosed</b></div>"


def test_v_html_cannot_close_its_element():
    # trusted markup is written as it is, but inside its element
    html = render('<div v-html="h"></div><p>after</p>', {"h": Markup("</div><script>x()</script>")})
    assert html == "<div><script>x()</script></div><p>after</p>"
    # untrusted markup is sanitised as well (petite.sanitize)
    html = render('<div v-html="h"></div><p>after</p>', {"h": "</div><script>x()</script><b>b</b>"})
    assert html == "<div><b>b</b></div><p>after</p>"


def test_v_pre_and_v_cloak():
    assert render('<div v-pre :a="b">{{ x }}</div><p v-cloak>{{ 1 }}</p>') == '<div v-pre="" :a="b">{{ x }}</div><p>1</p>'


def test_only_v_scope_roots_are_processed():
    html = render('<p>{{ a }}</p><div v-scope="{ a: 1 }">{{ a }}</div>')
    assert html == "<p>{{ a }}</p><div>1</div>"


def test_custom_delimiters():
    assert render("<p>${ a } {{ a }}</p>", {"$delimiters": ["${", "}"], "a": 1}) == "<p>1 {{ a }}</p>"


def test_template_v_for_and_destructuring():
    html = render(
        '<dl><template v-for="({ k, v }, i) in items"><dt>{{ i }}{{ k }}</dt><dd>{{ v }}</dd></template></dl>',
        {"items": [{"k": "a", "v": 1}, {"k": "b", "v": 2}]},
    )
    assert html == "<dl><dt>0a</dt><dd>1</dd><dt>1b</dt><dd>2</dd></dl>"


def test_v_for_object_with_key_and_index():
    assert render('<i v-for="(v, k, n) in o">{{ n }}{{ k }}{{ v }}</i>', {"o": {"b": 1, "1": 2}}) == (
        "<i>01b2</i><i>1b1</i>"[:0] + "<i>012</i><i>1b1</i>"
    )


def test_components_with_string_and_id_templates():
    html = render(
        '<template id="t"><b>{{ n }}</b></template>'
        '<div v-scope="{ C(p) { return { $template: \'#t\', n: p } }, D() { return { $template: \'<i>{{ m }}</i>\', m: 2 } } }">'
        '<span v-scope="C(1)">kept</span><span v-scope="D()">replaced</span></div>'
    )
    assert html == '<template id="t"><b>{{ n }}</b></template><div><span>kept<b>1</b></span><span><i>2</i></span></div>'


# -- deliberate differences from petite-vue 0.4.1 (Vue 3 behaviour) ------------------------


def test_difference_directives_with_modifiers_are_removed():
    assert render('<button @click.prevent="f" v-on:keyup.enter="g">b</button><input v-model.number="n">', {"n": 1}) == (
        '<button>b</button><input value="1">'
    )


def test_difference_null_dom_property_removes_attribute():
    assert render('<p :id="n" :title="u">x</p><a :href="o.missing">a</a>', {"n": None, "u": None, "o": {}}) == (
        "<p>x</p><a>a</a>"
    )


def test_difference_special_boolean_attribute_false_is_removed():
    assert render('<input :readonly="false"><input :readonly="true">') == '<input><input readonly="">'


def test_difference_v_for_over_string_iterates_characters():
    assert render('<i v-for="c in s">{{ c }}</i>', {"s": "ab"}) == "<i>a</i><i>b</i>"


def test_difference_v_if_with_v_for_on_one_element_evaluates_v_if_first():
    template = '<li v-if="show" v-for="x in xs">{{ x }}</li>'
    assert render(template, {"show": True, "xs": [1, 2]}) == "<li>1</li><li>2</li>"
    assert render(template, {"show": False, "xs": [1, 2]}) == "<!--v-if-->"


def test_difference_v_if_inside_template_v_for():
    html = render('<template v-for="x in xs"><b v-if="x > 1">{{ x }}</b><i v-else>small</i></template>', {"xs": [1, 2]})
    assert html == "<i>small</i><b>2</b>"


# -- Python data -------------------------------------------------------------------------------


@dataclasses.dataclass
class Item:
    name: str
    price: float
    _secret: str = "hidden"

    def label(self):
        return f"{self.name}!"


class Plain:
    def __init__(self):
        self.title = "plain"
        self.items = [Item("a", 1.5)]


def test_python_objects_dataclasses_and_methods():
    html = render(
        '<p>{{ obj.title }}</p><p v-for="i in obj.items">{{ i.name }} {{ i.price }} {{ i.label() }} [{{ i._secret }}]</p>'
        "<p>{{ f(2) }}</p>",
        {"obj": Plain(), "f": lambda x: x * 10},
    )
    assert html == "<p>plain</p><p>a 1.5 a! []</p><p>20</p>"


def test_object_as_root_data():
    assert render("<p>{{ title }}</p>", Plain()) == "<p>plain</p>"


def test_reactive_data():
    from petite.reactivity import reactive

    state = reactive({"items": [{"n": 1}, {"n": 2}], "on": True})
    assert render('<i v-for="x in items" :class="{ on }">{{ x.n }}</i>', state) == '<i class="on">1</i><i class="on">2</i>'


def test_markup_is_escaped_in_text_but_raw_in_v_html():
    data = {"m": Markup("<b>bold</b>")}
    assert render("<p>{{ m }}</p>", data) == "<p>&lt;b&gt;bold&lt;/b&gt;</p>"
    assert render('<p v-html="m"></p>', data) == "<p><b>bold</b></p>"


def test_script_text_cannot_be_closed_by_data():
    data_block = '<script type="text/x-data">var x = \'{{ s }}\'</script>'
    assert render(data_block, {"s": "a"}) == '<script type="text/x-data">var x = \'a\'</script>'
    # neutralised, not refused (petite.safety.guard_raw_text): "\x3C" is "<" in JavaScript
    assert render(data_block, {"s": "</script><b>"}) == (
        '<script type="text/x-data">var x = \'\\x3C/script><b>\'</script>'
    )


def test_executable_script_text_stays_as_written():
    """The browser ran the script's text before petite-vue saw it: data never becomes code."""
    for template in ("<script>var x = '{{ s }}'</script>", "<script type=module>var x = '{{ s }}'</script>"):
        assert render(template, {"s": "';x();'"}) == template.replace("=module", '="module"')
    assert render('<script v-text="s">go()</script>', {"s": "x()"}) == "<script>go()</script>"
    assert render('<script v-html="s">go()</script>', {"s": "x()"}) == "<script>go()</script>"


def test_invalid_attribute_name_from_object_binding():
    with pytest.raises(petite.PetiteError, match="invalid attribute name"):
        render('<p v-bind="o"></p>', {"o": {'x" onclick="y': 1}})


# -- errors ---------------------------------------------------------------------------------------


def test_unclosed_interpolation_is_a_syntax_error_with_position():
    with pytest.raises(TemplateSyntaxError) as info:
        petite.compile("<div>\n  <p>hello {{ name</p>\n</div>")
    error = info.value
    assert (error.line, error.column) == (2, 12)
    assert "unclosed {{" in str(error)
    assert "hello {{ name" in error.source_excerpt and "^" in error.source_excerpt


def test_bad_v_for_is_a_syntax_error():
    with pytest.raises(TemplateSyntaxError, match="invalid v-for") as info:
        petite.compile('<ul>\n<li v-for="item items">x</li></ul>')
    assert info.value.line == 2 and info.value.column == 5  # the v-for attribute


def test_v_else_without_v_if():
    with pytest.raises(TemplateSyntaxError, match="v-else without") as info:
        petite.compile('<p>a</p>\n<p v-else>b</p>')
    assert info.value.line == 2


def test_a_bad_expression_fails_when_it_runs_as_on_the_mount_path():
    """petite-vue compiles an expression when it first evaluates it: an expression that
    does not parse is a SyntaxError naming its element when it runs, on both paths, and a
    branch never shown never fails."""
    template = '<div v-scope><p v-if="shown" :title="a +">x</p></div>'
    compiled = petite.compile(template)  # (compiles: nothing ran)
    assert compiled.render({"shown": False, "a": 1}) == "<div><!--v-if--></div>"
    assert mount(template, {"shown": False, "a": 1}).html() == "<div><!--v-if--></div>"
    for run in (lambda: compiled.render({"shown": True, "a": 1}), lambda: mount(template, {"shown": True, "a": 1})):
        with pytest.raises(ExpressionSyntaxError) as info:
            run()
        assert info.value.expression == "a +" and "<p" in info.value.element and "line 1" in info.value.element
    assert petite.render(template, {"shown": True, "a": 1}, strict=False) == "<div><p>x</p></div>"  # (logged)


def test_unknown_component():
    with pytest.raises(TemplateSyntaxError, match="unknown component 'Missing'") as info:
        render('<div v-scope>\n  <p v-scope="Missing({ a: 1 })"></p></div>')
    assert (info.value.line, info.value.column) == (2, 3) and "Missing" in info.value.source_excerpt
    with pytest.raises(TemplateSyntaxError, match="#nope") as info:
        render('<div v-scope="{ $template: \'#nope\' }"></div>')
    assert (info.value.line, info.value.column) == (1, 1)


def test_runtime_error_names_expression_and_element():
    with pytest.raises(ExpressionError) as info:
        render('<ul>\n  <li v-for="x in xs" :title="x.a.b">{{ x }}</li>\n</ul>', {"xs": [{}]})
    error = info.value
    assert error.expression == "x.a.b"
    assert "<li" in error.element and "line 2" in error.element


def test_python_exception_in_callable_is_wrapped():
    def boom():
        raise ZeroDivisionError("nope")

    with pytest.raises(ExpressionError) as info:
        render("<p>{{ boom() }}</p>", {"boom": boom})
    assert info.value.expression == "boom()"
    assert isinstance(info.value.__cause__, ZeroDivisionError)


def test_unknown_directive_warned_once_and_kept():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        html = render('<p v-tooltip-xyz="a">x</p><p v-tooltip-xyz="b">y</p>')
    assert html == '<p v-tooltip-xyz="a">x</p><p v-tooltip-xyz="b">y</p>'
    assert len([w for w in caught if "v-tooltip-xyz" in str(w.message)]) == 1


# -- compile, caches, source ------------------------------------------------------------------------


def test_compile_is_cached_by_content_and_shows_source():
    a = petite.compile('<p v-for="x in xs">{{ x }}</p>')
    assert petite.compile('<p v-for="x in xs">{{ x }}</p>') is a
    assert a.render({"xs": [1]}) == "<p>1</p>"
    assert a.render({"xs": [2, 3]}) == "<p>2</p><p>3</p>"
    assert "def render(" in a.source and "for " in a.source


def test_compile_file_is_cached_by_mtime(tmp_path):
    import os

    page = tmp_path / "page.html"
    page.write_text("<p>{{ a }}</p>")
    first = petite.compile_file(page)
    assert petite.compile_file(page) is first
    page.write_text("<b>{{ a }}</b>")
    os.utime(page, ns=(os.stat(page).st_atime_ns, os.stat(page).st_mtime_ns + 10**9))
    second = petite.compile_file(page)
    assert second is not first and second.render({"a": 1}) == "<b>1</b>"


def test_cli_render_and_compile(tmp_path, capsys):
    from petite.__main__ import main

    page = tmp_path / "page.html"
    page.write_text('<i v-for="x in xs">{{ x }}</i>')
    data = tmp_path / "data.json"
    data.write_text('{"xs": [1, 2]}')
    assert main(["render", str(page), "--data", str(data)]) == 0
    assert capsys.readouterr().out == "<i>1</i><i>2</i>\n"
    assert main(["compile", str(page)]) == 0
    assert "def render(" in capsys.readouterr().out
    assert main(["render", str(tmp_path / "missing.html")]) == 1


def test_mount_path_for_templates_that_need_a_dom():
    template = petite.compile('<div v-scope="{ n: 1 }" v-effect="n = 5">{{ n }}</div>')
    assert template.mount_reason == "v-effect"
    assert template.render() == "<div>5</div>"


def test_python_callable_component_and_markup_attribute():
    def card(props):
        return {"$template": "<b :title=\"t\">{{ t }}</b>", "t": props["title"]}

    html = render('<div v-scope><p v-scope="Card({ title: t })"></p></div>', {"Card": card, "t": Markup("<x>")})
    assert html == '<div><p><b title="&lt;x&gt;">&lt;x&gt;</b></p></div>'


def test_select_value_binding_selects_exact_option():
    html = render('<select :value="v"><option>1</option><option selected>2</option></select>', {"v": 1})
    assert html == '<select><option selected="">1</option><option>2</option></select>'


def test_difference_svg_class_merges_static_class():
    assert render('<svg class="a" :class="c"></svg>', {"c": "b"}) == '<svg class="a b"></svg>'


@pytest.mark.parametrize(
    ("template", "data", "expected"),
    [
        ('<svg :view-box.camel="vb"></svg>', {"vb": "0 0 1 1"}, '<svg viewBox="0 0 1 1"></svg>'),
        ('<p :text-content.camel="t">old <b>x</b></p>', {"t": "<new>"}, "<p>&lt;new&gt;</p>"),
        ('<p :inner-h-t-m-l.camel="h">old</p>', {"h": "<i>new</i>"}, "<p><i>new</i></p>"),
        ('<input v-model="m" @input="x = 1" @keyup.enter="y = 2">', {"m": "v"}, '<input value="v">'),
    ],
)
def test_difference_modifier_cases(template, data, expected):
    assert render(template, data) == expected


def test_custom_directive_renders_through_the_mount_path():
    def upper(el, get, effect):
        effect(lambda: el.set_attribute("data-upper", str(get()).upper()))

    html = petite.render('<p v-upper="word">x</p>', {"word": "hi"}, directives={"upper": upper})
    assert html == '<p data-upper="HI">x</p>'


def test_delimiters_option():
    assert petite.render("<p>[[ a ]] {{ a }}</p>", {"a": 1}, delimiters=("[[", "]]")) == "<p>1 {{ a }}</p>"


def test_non_strict_mode_renders_failures_as_undefined(caplog):
    template = '<p :title="a.b.c" :class="{ x: a.b.c }">[{{ missing }}]</p><i v-if="nope.x">no</i>'
    with caplog.at_level("WARNING", logger="petite"):
        html = petite.render(template, {"a": {}}, strict=False)
    assert html == '<p class="">[]</p><!--v-if-->'
    assert "missing" in caplog.text and "a.b.c" in caplog.text
    with pytest.raises(ExpressionError):
        petite.render(template, {"a": {}})


def test_difference_template_with_v_if_and_v_for():
    template = '<template v-if="on" v-for="x in xs"><b>{{ x }}</b></template>'
    assert render(template, {"on": True, "xs": [1, 2]}) == "<b>1</b><b>2</b>"
    assert render(template, {"on": False, "xs": [1, 2]}) == "<!--v-if-->"


def test_component_template_needing_a_dom_falls_back_to_mounting():
    template = petite.compile('<div v-scope><i v-scope="{ $template: tpl }"></i></div>')
    assert template.mount_reason is None
    html = template.render({"tpl": '<p v-effect="$el.title = 1">x</p>'})
    assert html == '<div><i><p title="1">x</p></i></div>'


def test_whole_documents_keep_doctype_html_head_and_body():
    page = "<!doctype html>\n<html lang=\"en\"><head><title>{{ t }}</title></head><body><p v-for=\"x in xs\">{{ x }}</p></body></html>"
    assert petite.render(page, {"t": "T", "xs": [1, 2]}) == (
        '<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><p>1</p><p>2</p></body></html>'
    )
    assert petite.render("<html><body><div v-scope=\"{ a: 1 }\" v-effect=\"$el.title = a\">{{ a }}</div></body></html>") == (
        '<html><head></head><body><div title="1">1</div></body></html>'
    )


def test_integers_beyond_2_53_display_as_javascript_doubles():
    html = render("<p>{{ big }} {{ small }} {{ ok }}</p>", {"big": 12345678901234567890, "small": 9007199254740993, "ok": 42})
    assert html == "<p>12345678901234567000 9007199254740992 42</p>"


def test_promises_pending_from_the_data_settle_before_the_html_is_read():
    """Data whose own code left a promise pending (an async load started before
    createApp) renders what the mounted page shows once it settles (pasquale_portfolio)."""
    import petite.scheduler  # noqa: F401  (expressions need a scheduler)
    from petite.expr import Scope, compile_expression
    from petite.reactivity import reactive

    source = "(() => { const s = reactive({ xs: [], async load() { this.xs = await Promise.resolve([1, 2]) } }); s.load(); return { s } })()"
    data = compile_expression(source)(Scope({"reactive": reactive}), None, None)
    assert render('<div v-scope><p v-for="x in s.xs">{{ x }}</p></div>', data) == "<div><p>1</p><p>2</p></div>"


@pytest.mark.parametrize("template", [None, b"<p>x</p>", 5])
def test_a_template_that_is_not_text_is_a_type_error(template):
    with pytest.raises(TypeError, match="a template is a str, not"):
        petite.render(template)
    with pytest.raises(TypeError, match="a template is a str, not"):
        petite.testing.mount(template)


@pytest.mark.parametrize("data", [5, "abc", True, 1.5, (1, 2)])
def test_data_that_cannot_be_a_scope_is_refused_on_every_path(data):
    with pytest.raises(TypeError, match="needs a dict, list, set or class instance") as rendered:
        petite.render("<p>{{ length }}</p>", data)
    with pytest.raises(TypeError, match="needs a dict, list, set or class instance") as mounted:
        petite.testing.mount("<p>{{ length }}</p>", data)
    assert str(rendered.value).split("needs")[1] == str(mounted.value).split("needs")[1]


def test_a_simple_namespace_is_data_on_every_path():
    from types import SimpleNamespace

    template = '<div v-scope><button @click="o.b++">+</button>{{ a }} {{ o.b }} {{ JSON.stringify(o) }}</div>'
    data = SimpleNamespace(a=1, o=SimpleNamespace(b=2, _hidden=3))
    assert petite.render(template, data) == '<div><button>+</button>1 2 {"b":2}</div>'.replace('"', "&#34;")
    page = petite.testing.mount(template, SimpleNamespace(a=1, o=SimpleNamespace(b=2, _hidden=3)))
    page.find("button").click()
    assert page.find("div").text() == '+1 3 {"b":3}'


def test_a_chain_longer_than_pythons_compiler_holds_renders_by_mounting():
    """3,000 `v-else-if` branches are nested `else`s in the render function, deeper than
    CPython's compiler recurses: the template mounts instead (a RecursionError escaped)."""
    branches = "".join(f'<p v-else-if="a === {i}">{i}</p>' for i in range(3000))
    source = f'<div v-scope="{{ a: 2999 }}"><p v-if="a === -1">x</p>{branches}</div>'
    template = petite.compile(source)
    # (where the interpreter's recursion limit is raised, Python compiles it: no reason)
    assert template.mount_reason in (None, "more branches or steps than Python's compiler can hold (RecursionError)")
    assert template.render() == "<div><p>2999</p></div>" == mount(source).html()
