"""One template analysis, two back ends: the mount path analyses the whole template
before it runs (`petite.plan.plan_roots`), so what the analysis decides — chains,
v-if with v-for, `$template`, option selectedness — is the same on both paths,
whatever the data shows."""

from __future__ import annotations

import uuid
import warnings

import pytest

import petite
from petite.app import create_app
from petite.errors import ExpressionSyntaxError
from petite.plan import ApplyStep, IfStep, ScopeStep, TextStep, plan_roots, scope_roots
from petite.testing import mount
from petite.dom import Element, parse_fragment
from petite.directives import BUILTINS
from petite.context import DEFAULT_DELIMITERS, DEFAULT_DELIMITERS_RE


def both(template: str) -> tuple[str, str]:
    def outcome(fn):
        try:
            return fn()
        except petite.TemplateSyntaxError as error:
            return f"TemplateSyntaxError: {str(error).split(' on <')[0].split(' (')[0]}"

    return outcome(lambda: petite.render(template)), outcome(lambda: mount(template).html())


@pytest.mark.parametrize(("template", "expected"), [
    # v-if is evaluated before v-for, on a <template> as on an element (Vue 3)
    ('<div v-scope="{ xs: [1, 2], on: true }"><template v-if="on" v-for="x in xs"><i>{{ x }}</i></template></div>',
     "<div><i>1</i><i>2</i></div>"),
    ('<div v-scope="{ xs: [1, 2], on: true }"><b v-if="on" v-for="x in xs">{{ x }}</b></div>',
     "<div><b>1</b><b>2</b></div>"),
    # `$template` is a non-empty string or nothing (one rule: petite.plan.template_of)
    ('<div v-scope="{ $template: 5, a: 1 }"><p>{{ a }}</p></div>', "<div><p>1</p></div>"),
    ("<div v-scope=\"{ $template: '<i>{{ a }}</i>', a: 1 }\"><p>{{ a }}</p></div>", "<div><i>1</i></div>"),
    # a multiple select's model: an array or a set decides, anything else leaves the options
    ("<div v-scope=\"{ v: 'x' }\"><select v-model=\"v\" multiple><option selected>a</option><option>b</option></select></div>",
     '<div><select multiple=""><option selected="">a</option><option>b</option></select></div>'),
    ("<div v-scope=\"{ v: new Set(['b']) }\"><select v-model=\"v\" multiple><option selected>a</option><option>b</option></select></div>",
     '<div><select multiple=""><option>a</option><option selected="">b</option></select></div>'),
    ("<div v-scope=\"{ v: ['b'] }\"><select v-model=\"v\" multiple><option selected>a</option><option>b</option></select></div>",
     '<div><select multiple=""><option>a</option><option selected="">b</option></select></div>'),
    # a live property without attribute keeps the static attribute (one table: bind.binding_of)
    ('<div v-scope><video muted :muted="false"></video></div>', '<div><video muted=""></video></div>'),
    ('<div v-scope><video :muted="true" :title="1"></video></div>', '<div><video title="1"></video></div>'),
    # a structural name with an argument or modifiers is the directive of that name (the
    # plan's reading, as petite-vue's walk, which matches `v-if` exactly): unknown, kept
    ('<div v-scope="{ a: 1 }"><p v-if:x="a">t</p><i v-for.m="x in [1]">{{ a }}</i></div>',
     '<div><p v-if:x="a">t</p><i v-for.m="x in [1]">1</i></div>'),
    ('<div v-scope="{ a: 1 }"><b v-scope:q="{}" v-once.z v-pre:x v-cloak:y v-else:x>{{ a }}</b></div>',
     '<div><b v-scope:q="{}" v-once.z="" v-pre:x="" v-cloak:y="" v-else:x="">1</b></div>'),
    # a v-for alias is any name an expression can read (the expression lexer's rule)
    ('<div v-scope><p v-for="(é, ñ) in [5, 6]">{{ é }}{{ ñ }}</p></div>', "<div><p>50</p><p>61</p></div>"),
    ('<div v-scope><p v-for="{ a, é } of [{ a: 1, é: 2 }]">{{ a }}{{ é }}</p></div>', "<div><p>12</p></div>"),
    ('<div v-scope><p v-for="(x, ) in [1]">{{ x }}</p></div>', "<div><p>1</p></div>"),
])
def test_both_paths_give_what_the_analysis_decides(template: str, expected: str) -> None:
    assert both(template) == (expected, expected)


@pytest.mark.parametrize(("template", "message"), [
    ('<div v-scope="{ n: 0 }"><p v-if="n">a</p><p v-else-if="">b</p></div>',
     "v-else-if without a preceding v-if or v-else-if"),
    ('<div v-scope="{ n: 0 }"><p v-if="n">a</p><p v-else="x">b</p></div>', "v-else takes no expression"),
    ('<div v-scope><p v-if="">a</p></div>', "v-if needs an expression"),
    # inside a branch that does not show, an item list that is empty
    ('<div v-scope><p v-if="false"><b v-else>x</b></p></div>', "v-else without a preceding v-if or v-else-if"),
    ('<div v-scope><ul v-for="x in []"><li v-else-if="x">x</li></ul></div>',
     "v-else-if without a preceding v-if or v-else-if"),
    # a v-for expression without `in`/`of`, or an alias no expression could read
    ('<div v-scope><p v-if="false"><i v-for="x">{{ x }}</i></p></div>',
     "invalid v-for expression 'x'"),
    ('<div v-scope><p v-for="1a in [1]">a</p></div>', "invalid v-for alias '1a' in '1a in [1]'"),
    ('<div v-scope><p v-for="(x, 1) in []">a</p></div>', "invalid v-for alias '1' in '(x, 1) in []'"),
    ('<div v-scope><p v-for="{ a, 2 } in []">a</p></div>', "invalid v-for alias '2' in '{ a, 2 } in []'"),
])
def test_a_broken_template_is_an_error_on_both_paths_whatever_shows(template: str, message: str) -> None:
    assert both(template) == (f"TemplateSyntaxError: {message}",) * 2


@pytest.mark.parametrize("template", [
    "<div v-scope=\"{ s: '' }\"><p v-if=\"!s\">A</p><p v-else>{{ s ? 'a' : 'b\nc' }}</p></div>",
    "<div v-scope=\"{ s: '' }\" @vue:mounted=\"0\"><p v-if=\"!s\">A</p><p v-else>{{ s ? 'a' : 'b\nc' }}</p></div>",
    '<div v-scope="{ s: 0 }"><p v-if="s" :title="a +">x</p><p v-else>A</p></div>',
])
def test_an_expression_that_does_not_parse_fails_only_when_it_runs_on_both_paths(template: str) -> None:
    """petite-vue compiles an expression when it first evaluates it, so a broken one in a
    branch never shown never fails; shown, it is a SyntaxError naming its element, on the
    compiled path as on the mount path (whichever path a render takes)."""
    assert both(template) == ("<div><p>A</p></div>",) * 2
    shown = template.replace("{ s: '' }", "{ s: 'x' }").replace("{ s: 0 }", "{ s: 1 }")
    errors = []
    for run in (lambda: petite.render(shown), lambda: mount(shown)):
        with pytest.raises(ExpressionSyntaxError) as caught:
            run()
        element = caught.value.element  # (each path describes its element its own way: the same place)
        errors.append((caught.value.message, caught.value.expression.strip(), "<p" in element, element[-20:]))
    assert errors[0] == errors[1] and errors[0][2] and "line 1, column" in errors[0][3]


def test_a_failed_analysis_runs_nothing() -> None:
    app = create_app({"n": 1})
    with pytest.raises(petite.TemplateSyntaxError):
        app.mount('<div v-scope><p>{{ n }}</p><p v-if="false"><b v-else>x</b></p></div>')
    assert app.ctx.effects == [] and not app.ctx.blocks and app.roots == []


def test_the_mount_plan_is_typed_steps_cached_by_template_text() -> None:
    source = '<div v-scope="{ a: 1 }"><p :title="a">{{ a }}</p><i v-if="a">x</i><i v-else>y</i></div>'
    fragment = parse_fragment(source)
    roots = scope_roots(fragment)
    args = (DEFAULT_DELIMITERS, DEFAULT_DELIMITERS_RE, BUILTINS.planned)
    (plan,) = plan_roots(roots, source, *args)
    assert plan.prototype is None and not plan.prepared  # the root runs in place
    (scope,) = plan.steps
    assert type(scope) is ScopeStep and scope.exp == "{ a: 1 }"
    assert [type(step) for step in scope.body] == [TextStep, ApplyStep, IfStep]
    chain = scope.body[2]
    assert [branch.exp for branch in chain.branches] == ["a", None]
    # each branch is a prepared prototype: its copies need no attribute removed
    assert all(branch.block.prepared and isinstance(branch.block.prototype, Element) for branch in chain.branches)
    assert chain.branches[0].block.prototype.attrs == {}
    again = plan_roots(scope_roots(parse_fragment(source)), source, *args)
    assert again[0] is plan


def test_the_compiled_fast_path_reads_set_props_table() -> None:
    from petite.directives.bind import binding_of

    assert binding_of("a", "html", "title") == ("string", "title", "string")
    assert binding_of("video", "html", "muted") == ("live", "muted", "none")
    assert binding_of("label", "html", "htmlFor") == ("string", "for", "string")
    assert binding_of("p", "html", "onclick")[0] == "handler"
    source = petite.compile('<div v-scope><p :title="t" :class="{ a: t }"></p><video :muted="t"></video></div>').source
    assert "_El('p'" not in source and "_El('video'" in source  # inline start tag / set_prop's path


def test_an_unknown_directive_warns_once_per_analysis_on_both_paths() -> None:
    name = f"v-unknown-{uuid.uuid4().hex[:8]}"  # a template no cache has analysed yet
    template = f'<div v-scope><p {name}="a">x</p><i v-if="1" {name}:arg="b">y</i><b {name}="c" v-custom>z</b></div>'

    def warnings_of(run) -> list[str]:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            run()
        return sorted(str(w.message) for w in caught if "unknown directive" in str(w.message))

    expected = [f"unknown directive {name} (left in place as an attribute)",
                f"unknown directive {name}:arg (left in place as an attribute)"]
    app = create_app().directive("custom", lambda el: None)  # a custom directive is known
    assert warnings_of(lambda: app.mount(template)) == expected
    assert warnings_of(lambda: petite.render(template)) == sorted([*expected, "unknown directive v-custom (left in place as an attribute)"])
    # the analysis is cached by template text: no second warning
    assert warnings_of(lambda: create_app().directive("custom", lambda el: None).mount(template)) == []
    assert warnings_of(lambda: petite.render(template)) == []


class _Settings:
    n = 5  # a class attribute: a class is callable, not an instance


class _Instance:
    def __init__(self) -> None:
        self.n = 7


@pytest.mark.parametrize(("value", "expected"), [
    (_Settings, "1"),  # a class (callable): no names, as a function
    (_Instance(), "7"),  # an instance: its public attributes
    ([5], "1"), ("n", "1"), (None, "1"),
    ({"n": 3}, "3"),
])
def test_a_scope_value_gives_the_same_names_on_both_paths(value: object, expected: str) -> None:
    """One rule (petite.expr.scope.scope_data) for what a v-scope value gives its scope."""
    template = '<div v-scope="{ n: 1 }"><p v-scope="value">{{ n }}</p></div>'
    html = f"<div><p>{expected}</p></div>"
    assert (petite.render(template, {"value": value}), mount(template, {"value": value}).html()) == (html, html)


@pytest.mark.parametrize(("template", "path"), [
    ("<p :title=\"document.title\">x</p>", "mount"),
    ("<p>{{ document.getElementById('p') ? 1 : 0 }}</p>", "mount"),
    ("<p>This document says {{ 1 }}</p>", "compiled"),  # (prose: only expressions count)
    ('<p title="a document">{{ 1 }}</p>', "compiled"),
    ("<p>{{ documents }}</p>", "compiled"),
])
def test_document_in_an_expression_renders_by_mounting(template: str, path: str) -> None:
    """`document` is the page the app is mounted in: only the mount path has one."""
    reason = petite.Template(template).mount_reason
    assert (reason is not None) == (path == "mount"), reason


@pytest.mark.parametrize("template", [
    # a directive on an element whose v-if / v-for the mount path has removed since
    '<div v-scope="{ s: 1 }"><p v-if="s" :title="a.b">x</p></div>',
    '<div v-scope="{ s: 1 }"><p v-for="i in 2" :id="a.b">x</p></div>',
    # an interpolation: its element, the expression without the spaces around it
    '<div v-scope="{ s: 1 }"><p class="k">hello {{ a.b }}</p></div>',
    # an error thrown in a function the expression calls: the element that called it
    '<div v-scope="{ s: 1, f() { return null.x } }">\n  <p v-if="s" :title="f()">x</p></div>',
    # a syntax error: the expression as written, so the caret points into it
    '<div v-scope="{ s: 1 }"><p v-if="s" :title=" a + ">x</p></div>',
    '<div v-scope="{ s: 1 }"><p class="k">hello {{ a + }}</p></div>',
])
def test_an_error_names_the_expression_and_element_alike_on_both_paths(template: str) -> None:
    messages = []
    for run in (lambda: petite.render(template), lambda: mount(template)):
        with pytest.raises(petite.ExpressionError) as caught:
            run()
        messages.append(str(caught.value))
    assert messages[0] == messages[1]
    assert "on element: <p " in messages[0] and "(line " in messages[0]
