"""petite.Templates: lookup by name, caching, reloading, components, slots, layouts, errors."""

import os
import textwrap
import threading

import pytest

import petite
from petite import TemplateNotFound, TemplateSyntaxError
from petite.expr import ExpressionError
from petite.errors import ExpressionSyntaxError
from petite.testing import mount


def write(folder, name, text):
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).strip() + "\n")
    return path


def squash(html):
    return " ".join(html.split()).replace("> <", "><")


@pytest.fixture
def folder(tmp_path):
    write(tmp_path, "components/base-layout.html", """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>{{ title }} · Site</title><slot name="head"></slot></head>
        <body><header><slot name="header"><h1>{{ title }}</h1></slot></header><main><slot></slot></main></body>
        </html>
    """)
    write(tmp_path, "components/post-card.html", """
        <script props>{ title: 'Untitled', featured: false, tags: [] }</script>
        <article class="card" :class="{ featured }">
          <h2>{{ title }}</h2>
          <slot>No body.</slot>
          <ul><li v-for="tag in tags"><slot name="tag" :tag="tag" :upper="tag.toUpperCase()">{{ tag }}</slot></li></ul>
        </article>
    """)
    write(tmp_path, "SiteFooter.html", "<footer>{{ year }} {{ owner }}</footer>")
    write(tmp_path, "index.html", """
        <base-layout :title="site">
          <template #head><link rel="stylesheet" href="/style.css"></template>
          <post-card v-for="post in posts" :key="post.id" :title="post.title" :tags="post.tags" :featured="post.id === 1">
            <p>{{ post.body }}</p>
            <template #tag="{ upper }"><b>{{ upper }}</b></template>
          </post-card>
          <post-card v-if="!posts.length"></post-card>
          <site-footer :year="2026" owner="us"></site-footer>
        </base-layout>
    """)
    return tmp_path


POSTS = [
    {"id": 1, "title": "One", "body": "b1", "tags": ["x", "y"]},
    {"id": 2, "title": "Two <&>", "body": "b2", "tags": []},
]


def test_a_page_with_a_layout_components_and_slots(folder):
    html = petite.Templates(folder).render("index.html", {"site": "Blog", "posts": POSTS})
    assert squash(html) == squash("""
        <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Blog · Site</title>
        <link rel="stylesheet" href="/style.css"></head>
        <body><header><h1>Blog</h1></header><main>
        <article class="card featured"><h2>One</h2><p>b1</p><ul><li><b>X</b></li><li><b>Y</b></li></ul></article>
        <article class="card"><h2>Two &lt;&amp;&gt;</h2><p>b2</p><ul></ul></article>
        <!--v-if--><footer>2026 us</footer></main></body></html>
    """)


def test_declared_prop_defaults_and_slot_fallbacks(folder):
    html = petite.Templates(folder).render("index.html", {"site": "Blog", "posts": []})
    assert '<article class="card"><h2>Untitled</h2> No body. <ul></ul></article>' in squash(html)


def test_the_expanded_source_is_a_plain_petite_vue_template_on_both_paths(folder):
    page = petite.Templates(folder).get("index.html")
    assert "<post-card" not in page.source and "<slot" not in page.source
    assert page.source.startswith("<!DOCTYPE html>\n<html")
    body = write(folder, "body.html", """
        <div><post-card v-for="post in posts" :title="post.title" :tags="post.tags">
          <template #tag="{ tag }"><i>{{ tag }}</i></template></post-card></div>
    """)
    expanded = petite.Templates(folder).get(body.name).source
    data = {"posts": POSTS}
    assert squash(petite.render(expanded, data)) == squash(mount(expanded, data).html())


def test_templates_without_components_are_used_exactly_as_written(tmp_path):
    text = '<div v-scope="{ n: 1 }"><my-widget :n="n">{{ n }}</my-widget><template v-for="x in [1]">{{ x }}</template></div>\n'
    (tmp_path / "plain.html").write_text(text)
    page = petite.Templates(tmp_path).get("plain.html")
    assert page.source == text
    assert page.render() == petite.render(text)


def test_lookup_caching_and_unknown_names(folder):
    templates = petite.Templates(folder)
    assert templates.get("index.html") is templates.get("index.html")
    with pytest.raises(TemplateNotFound, match="'missing.html' not found"):
        templates.get("missing.html")
    for bad in ("../secret.html", "/etc/passwd", ""):
        with pytest.raises(TemplateNotFound):
            templates.get(bad)


def test_several_folders_are_searched_in_order(tmp_path, folder):
    override = tmp_path / "override"
    write(override, "SiteFooter.html", "<footer>overridden</footer>")
    html = petite.Templates([override, folder]).render("index.html", {"site": "S", "posts": []})
    assert "<footer>overridden</footer>" in html


def test_auto_reload_rebuilds_when_a_page_or_component_changes(folder):
    templates = petite.Templates(folder, auto_reload=True)
    data = {"site": "S", "posts": []}
    first = templates.get("index.html")
    assert templates.get("index.html") is first
    footer = folder / "SiteFooter.html"
    footer.write_text("<footer>new {{ owner }}</footer>")
    os.utime(footer, ns=(footer.stat().st_atime_ns, footer.stat().st_mtime_ns + 1_000_000_000))
    assert "<footer>new us</footer>" in templates.render("index.html", data)
    # a component file appearing where an earlier lookup found nothing also counts
    write(folder, "components/site-footer.html", "<footer>from components/</footer>")
    assert "<footer>from components/</footer>" in templates.render("index.html", data)


def test_without_auto_reload_the_cache_is_kept(folder):
    templates = petite.Templates(folder)
    templates.render("index.html", {"site": "S", "posts": []})
    (folder / "SiteFooter.html").write_text("<footer>changed</footer>")
    assert "changed" not in templates.render("index.html", {"site": "S", "posts": []})


def test_a_syntax_error_names_the_component_file_line_and_column(folder):
    write(folder, "components/bad-syntax.html", "<div>\n  <p>{{ a }</p>\n</div>")
    write(folder, "page.html", "<section><bad-syntax></bad-syntax></section>")
    with pytest.raises(TemplateSyntaxError) as caught:
        petite.Templates(folder).get("page.html")
    error = caught.value
    assert (error.filename, error.line, error.column) == ("components/bad-syntax.html", 2, 6)
    assert "<p>{{ a }</p>" in str(error)


def test_an_expression_that_does_not_parse_fails_when_it_runs_naming_its_file(folder):
    """As petite-vue (which compiles an expression when it first runs it) and the mount
    path: a broken expression in a branch never shown never fails."""
    write(folder, "components/bad-expression.html", "<div>\n  <p v-if=\"shown\">{{ a + }}</p>\n</div>")
    write(folder, "page.html", "<section><bad-expression></bad-expression></section>")
    templates = petite.Templates(folder)
    assert squash(templates.render("page.html", {"shown": False, "a": 1})) == "<section><div><!--v-if--></div></section>"
    with pytest.raises(ExpressionSyntaxError) as caught:
        templates.render("page.html", {"shown": True, "a": 1})
    assert caught.value.expression.strip() == "a +"
    assert caught.value.element == "<p v-if=\"shown\"> (components/bad-expression.html, line 2, column 3)"


def test_a_syntax_error_in_the_page_names_the_page(folder):
    write(folder, "broken.html", "<ul>\n<li v-for=\"x of\">{{ x }}</li></ul>")
    with pytest.raises(TemplateSyntaxError) as caught:
        petite.Templates(folder).get("broken.html")
    assert (caught.value.filename, caught.value.line) == ("broken.html", 2)


def test_a_runtime_error_names_the_file_line_and_column_of_its_element(folder):
    write(folder, "components/user-name.html", "<div>\n  <p :title=\"user.name.first\">{{ label }}</p>\n</div>")
    write(folder, "uses.html", "<section>\n  <user-name label=\"x\"></user-name>\n  <i>{{ missing.x }}</i>\n</section>")
    templates = petite.Templates(folder)
    with pytest.raises(ExpressionError) as caught:
        templates.render("uses.html", {"user": {}, "missing": {}})
    assert caught.value.element == '<p :title="user.name.first"> (components/user-name.html, line 2, column 3)'
    with pytest.raises(ExpressionError) as caught:
        templates.render("uses.html", {"user": {"name": {"first": "A"}}})
    assert caught.value.element == "<i> (uses.html, line 3, column 3)"


def test_component_errors_say_what_is_wrong(folder):
    write(folder, "components/self-ref.html", "<div><self-ref></self-ref></div>")
    write(folder, "loop.html", "<self-ref></self-ref>")
    with pytest.raises(TemplateSyntaxError, match=r"uses itself \(loop.html → components/self-ref.html → components/self-ref.html\)"):
        petite.Templates(folder).get("loop.html")
    write(folder, "nested-layout.html", "<div><base-layout></base-layout></div>")
    with pytest.raises(TemplateSyntaxError, match="is a layout") as caught:
        petite.Templates(folder).get("nested-layout.html")
    assert (caught.value.filename, caught.value.line, caught.value.column) == ("nested-layout.html", 1, 6)
    write(folder, "listener.html", '<post-card @click="go()"></post-card>')
    with pytest.raises(TemplateSyntaxError, match="takes no listeners"):
        petite.Templates(folder).get("listener.html")


def test_globals_and_keyword_values(folder):
    write(folder, "hello.html", "<p>{{ greet(name) }} {{ n }}</p>")
    templates = petite.Templates(folder, globals={"greet": lambda n: f"hi {n}", "n": 1})
    assert templates.render("hello.html", {"name": "ada"}) == "<p>hi ada 1</p>\n"
    assert templates.render("hello.html", name="bob", n=2) == "<p>hi bob 2</p>\n"


def test_v_bind_object_spread_and_kebab_case_props(folder):
    write(folder, "components/user-badge.html", "<script props>{ userName: '', role: 'guest' }</script><b :data-role=\"role\">{{ userName }}</b>")
    write(folder, "badges.html", '<user-badge user-name="ada"></user-badge><user-badge v-bind="bob"></user-badge>')
    html = petite.Templates(folder).render("badges.html", {"bob": {"userName": "bob", "role": "admin"}})
    assert html == '<b data-role="guest">ada</b><b data-role="admin">bob</b>\n'


def test_slot_content_sees_the_callers_scope(folder):
    write(folder, "components/fancy-list.html", '<script props>{ items: [] }</script><ul><li v-for="item in items"><slot :item="item"></slot></li></ul>')
    write(folder, "list.html", '<fancy-list :items="rows"><template #default="{ item }">{{ prefix }}{{ item }}</template></fancy-list>')
    assert petite.Templates(folder).render("list.html", {"rows": [1, 2], "prefix": "#"}) == "<ul><li>#1</li><li>#2</li></ul>\n"


def test_threads_share_one_loader(folder):
    templates = petite.Templates(folder, auto_reload=True)
    results = []

    def work():
        for _ in range(20):
            results.append(templates.render("index.html", {"site": "T", "posts": POSTS}))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 80 and len(set(results)) == 1


def test_from_string_uses_the_folders_components(folder):
    templates = petite.Templates(folder)
    page = templates.from_string('<div><site-footer :year="1" owner="me"></site-footer></div>', name="inline")
    assert page.render() == "<div><footer>1 me</footer></div>"
    with pytest.raises(TemplateSyntaxError) as caught:
        templates.from_string("<p>\n{{ a }</p>", name="inline")
    assert (caught.value.filename, caught.value.line) == ("inline", 2)


def test_class_style_and_undeclared_attributes_fall_through_to_the_root(folder):
    write(folder, "components/ui-button.html", """
        <script props>{ label: 'OK' }</script>
        <button class="btn" style="color: red" :class="{ wide: label.length > 3 }" type="button">{{ label }}</button>
    """)
    write(folder, "buttons.html", """
        <ui-button class="primary"></ui-button>
        <ui-button label="Cancel" :class="{ active: on }" :style="{ margin: gap }" id="c" :data-n="n" type="submit"></ui-button>
    """)
    html = petite.Templates(folder).render("buttons.html", {"on": True, "gap": "2px", "n": 5})
    assert squash(html) == squash("""
        <button class="btn primary" style="color: red" type="button">OK</button>
        <button class="btn wide active" style="color: red; margin: 2px;" type="submit" id="c" data-n="5">Cancel</button>
    """)


def test_fallthrough_needs_a_single_root(folder):
    write(folder, "components/two-roots.html", "<p>a</p><p>b</p>")
    write(folder, "uses-two.html", '<two-roots class="x"></two-roots>')
    with pytest.raises(TemplateSyntaxError, match="cannot fall through"):
        petite.Templates(folder).get("uses-two.html")


def test_slot_content_sees_the_callers_names_not_the_props(folder):
    write(folder, "components/titled-box.html", """
        <script props>{ title: 'Box', items: [] }</script>
        <section><h2>{{ title }}</h2><slot></slot><p v-for="item in items"><slot name="row" :item="item" :title="title"></slot></p></section>
    """)
    write(folder, "boxes.html", """
        <titled-box title="Inner" :items="[1]"><i>{{ title }}</i>
          <template #row="{ item }"><b>{{ title }}-{{ item }}</b></template></titled-box>
        <titled-box><u>{{ items.length }}</u></titled-box>
    """)
    html = petite.Templates(folder).render("boxes.html", {"title": "Outer", "items": ["a", "b"]})
    assert squash(html) == squash("""
        <section><h2>Inner</h2><i>Outer</i><p><b>Outer-1</b></p></section>
        <section><h2>Box</h2><u>2</u></section>
    """)
    assert squash(mount(petite.Templates(folder).get("boxes.html").source, {"title": "Outer", "items": ["a", "b"]}).html()) == squash(html)
