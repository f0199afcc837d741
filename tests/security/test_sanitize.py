"""Markup sinks sanitise untrusted strings on every path; TrustedHTML passes as written.

(Whether anything runs is decided in Chromium by tests/security/attacks/test_xss_browser.py;
these tests pin the rules' outputs and that ordinary markup is unchanged.)
"""

from __future__ import annotations

import pytest
from markupsafe import Markup

import petite
from petite.safety import (
    TrustedURL, is_executable_script, safe_attribute_value, safe_css, sanitize_html, value_check,
)
from petite.testing import mount

PATHS = {
    "render": lambda t, d: petite.render(t, d),
    "mount": lambda t, d: mount(t, d).html(),
}


@pytest.fixture(params=sorted(PATHS))
def out(request):
    return PATHS[request.param]


ORDINARY = [
    '<h1 id="t" class="a b">Title</h1><p style="color: red" data-x="1" aria-label="l">para <b>b</b> <i>i</i></p>',
    '<ul><li>one<li>two</ul><a href="/x?a=1&amp;b=2" title="t" target="_blank" rel="noopener">link</a>',
    '<img src="/a.png" alt="a" srcset="/a.png 1x, /b.png 2x" width="9"><img src="data:image/png;base64,iVBORw0KGgo=">',
    '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
    '<form action="/go" method="post"><input name="q" value="v"><button formaction="/b">go</button></form>',
    '<svg viewBox="0 0 9 9"><circle r="1" fill="red"></circle><a href="#x"><text>t</text></a></svg>',
    '<my-widget x-data="{}" hx-get="/x">custom</my-widget><!-- a comment --><details open><summary>s</summary>d</details>',
    '<math><mi>x</mi><mo>+</mo></math><pre>\n  code</pre><textarea>a &lt; b</textarea><style>.a { color: red }</style>',
    'a &amp; b &lt;i&gt; &copy; {{ not evaluated }}',
]


@pytest.mark.parametrize("markup", ORDINARY)
def test_ordinary_markup_renders_as_before(out, markup):
    trusted = out('<div v-html="h"></div>', {"h": Markup(markup)})
    assert out('<div v-html="h"></div>', {"h": markup}) == trusted


@pytest.mark.parametrize(("tag", "markup"), [
    ("tr", "<td>a</td><td>b</td>"), ("table", "<tr><td>x</td></tr><caption>c</caption>"),
    ("select", "<option>a</option><option selected>b</option>"), ("svg", '<circle r="1"></circle>'),
])
def test_markup_is_parsed_in_its_elements_context(out, tag, markup):
    wrap = {"tr": "<table><tbody>{}</tbody></table>", "table": "{}", "select": "{}", "svg": "{}"}[tag]
    template = wrap.format(f'<{tag} v-html="h"></{tag}>')
    assert out(template, {"h": markup}) == out(template, {"h": Markup(markup)})
    assert "<td>" in out(template, {"h": markup}) or tag != "tr"


def test_untrusted_markup_loses_what_runs(out):
    html = out('<div v-html="h"></div>', {"h": (
        '<script>x()</script><img src=x onerror=x() ONLOAD=y()><iframe srcdoc="<script>x()</script>"></iframe>'
        '<a href="javascript:x()" style="background: url(javascript:x())">a</a><object data=x></object>'
        '<embed src=x><base href=/><meta http-equiv=refresh content="0;url=javascript:x()"><link rel=stylesheet href=x>'
        '<svg><script>x()</script><set attributeName="onclick" to="x()"/><animate attributeName="href" values="javascript:x()"/></svg>'
        '<noscript><p title="</noscript><img src=x onerror=x()>"></noscript><template><script>x()</script></template>'
    )})
    assert html == (
        '<div><img src="x"><a href="unsafe:javascript:x()" style="background: url(unsafe:javascript:x())">a</a>'
        '<svg><set attributeName="" to="x()"></set><animate attributeName="href" values="unsafe:javascript:x()"></animate></svg>'
        '<img src="x">&#34;&gt;<template></template></div>'  # (the noscript ends where a browser ends it)
    )


def test_trusted_html_is_written_as_it_is(out):
    assert petite.TrustedHTML is Markup
    html = out('<div v-html="h"></div><iframe :srcdoc="h"></iframe>', {"h": Markup("<img src=x onerror=x()>")})
    assert html == '<div><img src="x" onerror="x()"></div><iframe srcdoc="&lt;img src=x onerror=x()&gt;"></iframe>'
    built = out('<div v-html="h + \'\'"></div>', {"h": Markup("<img src=x onerror=x()>")})
    assert built == '<div><img src="x"></div>'  # a new string is untrusted


@pytest.mark.parametrize("template", [
    '<p :inner-h-t-m-l.camel="h"></p>', '<p v-bind:inner-h-t-m-l.camel="h"></p>', '<p v-html="h"></p>',
    '<p v-effect="$el.innerHTML = h"></p>', '<p v-effect="$el.insertAdjacentHTML(\'beforeend\', h)"></p>',
    '<p v-scope="{ $template: h }"></p>',
])
def test_every_spelling_of_a_markup_sink_sanitises(out, template):
    assert out(template, {"h": "<b onclick=x()>b</b><script>x()</script>"}) == "<p><b>b</b></p>"


@pytest.mark.parametrize("template", [
    '<iframe :srcdoc="h"></iframe>', '<iframe :SRCDOC="h"></iframe>', '<iframe :src-doc.camel="h"></iframe>',
    '<iframe v-effect="$el.srcdoc = h"></iframe>', '<iframe v-effect="$el.setAttribute(\'SrcDoc\', h)"></iframe>',
])
def test_srcdoc_is_sanitised_in_every_spelling(out, template):
    assert out(template, {"h": "<script>x()</script><b>b</b>"}) == '<iframe srcdoc="&lt;b&gt;b&lt;/b&gt;"></iframe>'


def test_executable_scripts_keep_their_text(out):
    data = {"v": "x()"}
    for template in ["<script>var a = '{{ v }}'</script>", '<script type="module">{{ v }}</script>',
                     '<svg><script>{{ v }}</script></svg>', "<script :type=\"'text/x'\">{{ v }}</script>"]:
        assert out(template, data) == template.replace(":type=\"'text/x'\"", 'type="text/x"')
    for template in ['<script v-text="v">go()</script>', '<script v-html="v">go()</script>',
                     '<script :text-content.camel="v">go()</script>', '<script v-effect="$el.textContent = v">go()</script>',
                     '<script v-effect="$el.firstChild.data = v">go()</script>']:
        assert out(template, data) == "<script>go()</script>", template
    assert out('<script type="application/json">{{ v }}</script>', data) == '<script type="application/json">x()</script>'


def test_executable_script_types():
    assert is_executable_script("script", "html", {})
    assert is_executable_script("script", "html", {"type": " Text/JavaScript "})
    assert is_executable_script("script", "svg", {"type": "module"})
    assert is_executable_script("script", "html", {"type": "importmap"})
    assert is_executable_script("script", "html", {"type": "application/json", ":type": "t"})
    assert not is_executable_script("script", "html", {"type": "application/json"})
    assert not is_executable_script("script", "html", {"type": "text/x-template"})
    assert not is_executable_script("style", "html", {})


def test_script_loading_urls_need_the_opt_in(out):
    url = "https://cdn.example/app.js"
    for template in ['<script :src="u"></script>', '<base :href="u">', '<embed :src="u">', '<object :data="u"></object>',
                     '<link rel="stylesheet" :href="u">', '<link rel="modulepreload" :href="u">', '<svg><script :href="u"></script></svg>']:
        assert f'"unsafe:{url}"' in out(template, {"u": url}), template
        assert f'"{url}"' in out(template, {"u": TrustedURL(url)}), template
    assert out('<link rel="canonical" :href="u">', {"u": url}) == f'<link rel="canonical" href="{url}">'


def test_urls_inside_other_attributes(out):
    for content in ["0;url=javascript:x()", "0; URL = 'javascript:x()'", "0,javascript:x()", " 5 ;url=JaVaScRiPt:x()"]:
        html = out('<meta http-equiv="refresh" :content="c">', {"c": content})
        assert "unsafe:" in html, content
    assert out('<meta name="viewport" :content="c">', {"c": "width=device-width"}) == (
        '<meta name="viewport" content="width=device-width">')
    assert 'url(&#34;unsafe:j\\61vascript:x()&#34;)' in out('<p :style="s"></p>', {"s": 'background: url("j\\61vascript:x()")'})


def test_to_string_runs_before_the_check(out):
    html = out('<a :href="{ toString: () => v }">a</a><a v-bind="{ href: { toString() { return v } } }">b</a>',
               {"v": "javascript:x()"})
    assert html == '<a href="unsafe:javascript:x()">a</a><a href="unsafe:javascript:x()">b</a>'


def test_the_rules_directly():
    assert safe_css("a: url( 'javascript:x' ); b: url(/ok.png)") == "a: url( 'unsafe:javascript:x' ); b: url(/ok.png)"
    assert safe_css('@import "javascript:x"; c: image-set("vbscript:x" 1x)') == (
        '@import "unsafe:javascript:x"; c: image-set("unsafe:vbscript:x" 1x)')
    assert safe_attribute_value("iframe", "srcDoc", "<b onclick=x>b</b>") == "<b>b</b>"
    assert safe_attribute_value("animate", "attributeName", " onclick") == ""
    assert value_check("a", "title") is None and value_check("a", "href") == "url"
    assert value_check("script", "src") == value_check("p", "style") == value_check("meta", "content") == "full"
    assert sanitize_html(Markup("<script>x</script>")) == "<script>x</script>"
