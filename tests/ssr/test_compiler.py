"""The generated code: static HTML pre-joined, loops as Python loops, aliases as locals."""

from __future__ import annotations

import pytest

import petite
from petite.compiler import LINE_INFO
from petite.plan import scope_roots
from petite.compiler import needs_mount
from petite.dom import parse_fragment


def test_static_template_is_one_chunk():
    source = petite.compile('<div class="a"><p>Hello &amp; <b>world</b></p><!-- c --></div>').source
    body = [line.strip() for line in source.splitlines()[2:] if line.strip()]
    assert body == ["_a('<div class=\"a\"><p>Hello &amp; <b>world</b></p><!-- c --></div>')"]


def test_loop_alias_is_a_python_local_and_static_parts_are_merged():
    source = petite.compile('<ul><li v-for="x in xs" class="i">{{ x }}</li></ul>').source
    assert "for x_" in source and "in _for_values(" in source  # the local is named after the alias
    assert "lookup('x')" not in source and "'x'" not in source  # x never looked up in a scope
    assert "<li class=\"i\">{" in source  # start tag, value and end tag in one append


def test_v_if_chain_is_an_if_statement():
    source = petite.compile('<p v-if="a">1</p><p v-else-if="b">2</p><p v-else>3</p>').source
    assert source.count("\n    if _truthy(") == 1 and source.count("elif _truthy(") == 1
    assert source.count("else:") == 1


def test_error_lines_map_to_expressions():
    template = petite.compile('<p :title="a.b">{{ c.d }}</p>')
    lines = LINE_INFO[template._compiled.filename]
    assert sorted(info[0] for info in lines.values()) == ["a.b", "c.d"]
    assert all("<p" in info[1] for info in lines.values())


def test_roots_and_mount_detection():
    fragment = parse_fragment('<p>x</p><div v-scope><i v-scope></i></div><section v-scope></section>')
    assert [root.tag for root in scope_roots(fragment)] == ["div", "section"]
    assert scope_roots(parse_fragment("<p>{{ a }}</p>")) == []
    assert needs_mount(parse_fragment('<p v-effect="x">a</p>')) == "v-effect"
    assert needs_mount(parse_fragment("<p>{{ $refs.a }}</p>")) == "$el/$refs/$data"
    assert needs_mount(parse_fragment('<p v-pre v-effect="x">{{ $el }}</p>')) is None
    assert needs_mount(parse_fragment("<p>{{ a }}</p>")) is None


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ('<p v-if="">x</p>', "v-if needs an expression"),
        ('<p v-if="a">x</p><p v-else="b">y</p>', "v-else takes no expression"),
        ('<p v-for="(a, b.c) in xs">x</p>', "invalid v-for alias"),
        ('<p v-else-if="a">x</p>', "v-else-if without"),
        ("<p>{{ a }} and {{ b</p>", "unclosed {{"),
        ("<p>{{ a }} and {{}}</p>", "empty {{}} in text"),  # (petite-vue's /{{([^]+?)}}/ finds no expression)
    ],
)
def test_template_syntax_errors(template, message):
    with pytest.raises(petite.TemplateSyntaxError, match=message.replace("{", r"\{")):
        petite.compile(template)


def test_component_templates_are_compiled_once_per_template():
    template = petite.compile('<div v-scope="{ C() { return { $template: \'<b>{{ 1 }}</b>\' } } }"><i v-scope="C()"></i><i v-scope="C()"></i></div>')
    assert template.render() == "<div><i><b>1</b></i><i><b>1</b></i></div>"
    assert len(template._components) == 1


def test_refs_in_listeners_do_not_need_the_mount_path():
    assert needs_mount(parse_fragment('<input ref="i"><button @click="$refs.i.focus()">b</button>')) is None
    assert petite.render('<input ref="i"><button @click="$refs.i.focus()">b</button>') == "<input><button>b</button>"


def test_expressions_that_change_state_use_the_mount_path():
    assert needs_mount(parse_fragment("<p>{{ n }}</p><p>{{ n++ }}</p>")).startswith("an expression that changes state")
    assert needs_mount(parse_fragment('<p :title="list.push(1)">x</p>')) is not None
    assert needs_mount(parse_fragment('<div v-scope="{ inc() { this.n++ } }">{{ n === 1 }}</div>')) is None
    assert needs_mount(parse_fragment('<input v-model="x"><p v-for="i in xs.filter(x => x >= 1)">{{ i }}</p>')) is None
    assert petite.render("<p>{{ n }}</p><p>{{ n++ }}</p>", {"n": 1}) == "<p>2</p><p>1</p>"


def test_generated_lines_name_their_template_line():
    from petite.template import Template

    template = Template("<div v-scope>\n  <p>{{ a.b.c }}</p>\n</div>", filename="pages/page.html")
    line = next(line for line in template.source.splitlines() if "a_b_c_" in line)
    assert line.endswith("# pages/page.html:2:3")  # the template file, line and column
    assert "page-html" in template._compiled.filename  # the generated module is named after it
    try:
        template.render({"a": {}})
    except Exception as exc:  # noqa: BLE001 - the error's location is what is tested
        assert "line 2, column 3" in str(exc)
    else:
        raise AssertionError("rendering should fail")
