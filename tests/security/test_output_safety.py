"""petite.safety: one output-safety layer, the same answer on the SSR and mount paths.

Every test renders through `petite.render` (compiled path) and `petite.testing.mount`
(mount path) and asserts on the parsed result. Execution in a browser is tested in
test_xss_browser.py.
"""

import pytest

import petite
from petite.directives.bind import prop_kind
from petite.dom import Element
from petite.dom import parse_fragment
from petite.safety import (
    LIVE_PROPERTIES, PROPERTY_ONLY, TrustedURL, UnsafeAttributeError, guard_comment, guard_raw_text, is_event_handler_name,
    raw_text_ends_early, safe_url_attribute, sanitize_url,
)
from petite.testing import mount

PATHS = {
    "render": lambda t, d: petite.render(t, d),
    "mount": lambda t, d: mount(t, d).html(),
    "app": lambda t, d: petite.create_app(d).mount(t).html(),
}


def elements(html):
    return [el for el in parse_fragment(html).iter() if isinstance(el, Element)]


def all_attributes(html):
    return [(el.tag, name) for el in elements(html) for name in el.attrs]


@pytest.fixture(params=list(PATHS))
def out(request):
    return PATHS[request.param]


# -- attribute names -------------------------------------------------------------------

BAD_NAMES = ["a b", 'x" onclick="y', "x' y", "a>b", "a/b", "a=b", "=a", "", "a\x00b", "a\x01", "a<b", "a\tb",
             "a\nb", "x\x85", "><img src=x onerror=alert(1)>"]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_invalid_attribute_names_from_data_are_refused(out, name):
    with pytest.raises(UnsafeAttributeError, match="invalid attribute name"):
        out('<p v-bind="o">x</p>', {"o": {name: "1"}})


def test_removing_an_invalid_name_is_a_no_op(out):
    assert all_attributes(out('<p v-bind="o">x</p>', {"o": {"a b": None}})) == []  # removeAttribute checks nothing


def test_unusual_but_valid_names_are_written(out):
    html = out('<p v-bind="o">x</p>', {"o": {"data-é": "1", "x:y": "2", "1a": "3", "[x]": "4"}})
    assert all_attributes(html) == [("p", "data-é"), ("p", "x:y"), ("p", "1a"), ("p", "[x]")]


def test_direct_set_attribute_refuses_bad_and_handler_names():
    el = Element("div")
    with pytest.raises(UnsafeAttributeError):
        el.set_attribute("a b", "1")
    with pytest.raises(UnsafeAttributeError, match="event-handler"):
        el.set_attribute("onclick", "alert(1)")
    assert el.attrs == {}


# -- on* names ---------------------------------------------------------------------------

HANDLER_KEYS = ["onclick", "onClick", "ONCLICK", "oNcLiCk", "onerror", "onload", "oncommand", "onbegin",
                "onfocusin", "onmadeup", "on", "On-x"]


@pytest.mark.parametrize("tag", ["div", "img", "svg", "math", "svg><a", "svg><animate", "math><mi"])
def test_handler_names_from_objects_are_never_written(out, tag):
    tags = tag.split("><")
    opening = "".join(f'<{t} v-bind="o" title="t">' for t in tags)
    closing = "".join(f"</{t}>" for t in reversed(tags))
    html = out(f"{opening}x{closing}", {"o": {k: "alert(1)" for k in HANDLER_KEYS}})
    assert [name for _, name in all_attributes(html)] == ["title"] * len(tag.split("><"))


@pytest.mark.parametrize("template", [
    '<svg :onclick="x"></svg>', '<svg><a :onload="x"></a></svg>', '<div :on-click.camel="x"></div>',
    '<div :onclick="x"></div>', '<div :oncommand="x"></div>', '<math :onclick="x"></math>',
    '<div v-bind="{ onClick: x, [k]: x }"></div>',
])
def test_handler_bindings_write_nothing(out, template):
    assert all_attributes(out(template, {"x": "alert(1)", "k": "onmouseover"})) == []


def test_handler_rule_is_every_on_prefix():
    assert is_event_handler_name("onwhatever") and is_event_handler_name("ONX") and is_event_handler_name("On")
    assert not is_event_handler_name("one-way".replace("one", "xne")) and not is_event_handler_name("open")


def test_live_handler_binding_update_writes_nothing():
    page = mount('<div v-scope="{ o: { title: \'a\' } }"><p v-bind="o"></p><button @click="o = { onclick: \'x\', title: \'b\' }">go</button></div>')
    page.find("button").trigger("click")
    assert page.find("p").attributes() == {"title": "b"}


def test_markup_properties_from_objects_are_ignored(out):
    html = out('<div v-bind="o"></div><iframe v-bind="o"></iframe>',
               {"o": {"innerHTML": "<img src=x onerror=alert(1)>", "srcdoc": "<script>alert(1)</script>",
                      "outerHTML": "<b>x</b>"}})
    assert [el.tag for el in elements(html)] == ["div", "iframe"]
    assert all_attributes(html) == []


def test_live_properties_are_an_allow_list():
    el = Element("input")
    for name in ("innerHTML", "href", "onclick", "outerHTML", "src", "srcdoc", "text"):
        with pytest.raises(UnsafeAttributeError):
            el.set_prop(name, "x")
    assert set(PROPERTY_ONLY) | {"value", "checked", "selected"} <= LIVE_PROPERTIES
    kinds = {(tag, name): prop_kind(tag, "html", name) for tag in ("input", "audio", "video", "style", "div")
             for name in PROPERTY_ONLY}
    assert {key for key, kind in kinds.items() if kind == "none"} == {
        ("input", "indeterminate"), ("audio", "muted"), ("audio", "volume"), ("video", "muted"), ("video", "volume"),
        ("style", "disabled"), *((tag, "nonce") for tag in ("input", "audio", "video", "style", "div"))}


# -- raw text ------------------------------------------------------------------------------

RAW = ["style", "script", "noscript", "iframe", "xmp", "noembed", "noframes"]
ESCAPABLE = ["textarea", "title"]
BREAKERS = ["</{t}><b>x</b>", "</{T}><b>x</b>", "</{t} ><b>x</b>", "</{t}\t/><b>x</b>", "</{t}\r><b>x</b>",
            "<!--<script></script><b>x</b>", "<!--<{t}>--></{t}><b>x</b>", "x</{t}"]


@pytest.mark.parametrize("tag", RAW + ESCAPABLE)
@pytest.mark.parametrize("form", ["{{ x }}", "a {{ x }} b", 'v-text', ':text-content.camel'])
def test_raw_text_cannot_end_its_element(out, tag, form):
    for breaker in BREAKERS:
        value = breaker.format(t=tag, T=tag.upper())
        if form.startswith(("v-", ":")):
            template = f'<{tag} {form}="x"></{tag}><p>after</p>'
        else:
            template = f"<{tag}>{form}</{tag}><p>after</p>"
        html = out(template, {"x": value})
        assert [el.tag for el in elements(html)] == [tag, "p"], (template, value, html)


@pytest.mark.parametrize("tag", ["style", "script", "title", "textarea"])
def test_raw_text_in_foreign_content_is_escaped(out, tag):
    for form in (f"<{tag}>{{{{ x }}}}</{tag}>", f'<{tag} v-text="x"></{tag}>'):
        html = out(f"<svg>{form}</svg><math><mi>{{{{ x }}}}</mi></math>", {"x": "<img src=x onerror=alert(1)>"})
        assert "img" not in [el.tag for el in elements(html)], html


def test_raw_text_is_kept_when_it_cannot_end_the_element():
    for tag in RAW:
        for text in ["a < b", "</div>", "<!-- x -->", f"</{tag}x", f"{tag}>", "if (a<b) {}"]:
            assert guard_raw_text(text, tag) == text
    script = "var s = '<!--'; /* <script> */ var t = '-->';"
    assert not raw_text_ends_early(script, "script") and guard_raw_text(script, "script") == script


def test_raw_text_neutralisation_keeps_the_meaning_in_scripts_and_styles():
    assert guard_raw_text("'</script>'", "script") == "'\\x3C/script>'"
    assert guard_raw_text("'<!--<script>'", "script") == "'\\x3C!--\\x3Cscript>'"
    assert guard_raw_text("content: '</style>'", "style") == "content: '<\\/style>'"


def test_template_text_in_scripts_is_unchanged_on_both_paths(out):
    template = "<script type=text/x-js>if (a<b && c) { x = '<!-- {{ v }} -->' }</script>"
    assert out(template, {"v": 1}) == "<script type=\"text/x-js\">if (a<b && c) { x = '<!-- 1 -->' }</script>"
    # an executable script is not interpolated at all: its text ran as written
    template = "<script>if (a<b && c) { x = '<!-- {{ v }} -->' }</script>"
    assert out(template, {"v": 1}) == template


def test_both_paths_agree_on_raw_text():
    template = "<style>.a{} {{ x }} .b{}</style><script type=x>var a = 1 < 2; var s = '{{ x }}'</script><xmp>{{ x }}</xmp>"
    for value in ["</style></script></xmp><b>", "<!--<script>", "fine"]:
        assert petite.render(template, {"x": value}) == mount(template, {"x": value}).html()


# -- URLs ------------------------------------------------------------------------------------

DANGEROUS = [
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
    "\tjava\nscript:alert(1)", "java\rscript:alert(1)", "\x01\x02javascript:alert(1)", "\x00javascript:alert(1)",
    "\x7fjavascript:alert(1)", "&#106;avascript:alert(1)", "&#x6A;avascript:alert(1)", "&#0000106avascript:alert(1)",
    "javascript&colon;alert(1)", "java&Tab;script:alert(1)", "java&NewLine;script:alert(1)", "jav\u200bascript:alert(1)",
    "vbscript:msgbox(1)", "VBScript:x", "data:text/html,<script>alert(1)</script>", "DATA:text/html;base64,PHNjcmlwdD4=",
    " data:image/svg+xml,<svg onload=alert(1)>", "data:,x",
]
HARMLESS = ["https://example.com/a?b=javascript:x", "/javascript:x", "./javascript:x", "#javascript:x", "mailto:a@b",
            "tel:1", "relative/path", "javascriptx", "?q=data:x", "", "unsafe:javascript:x", "ftp://x"]


@pytest.mark.parametrize("url", DANGEROUS)
def test_dangerous_urls_are_prefixed(url):
    assert sanitize_url(url) == "unsafe:" + url


@pytest.mark.parametrize("url", HARMLESS)
def test_harmless_urls_are_kept(url):
    assert sanitize_url(url) == url


def test_raster_data_images_only_in_image_sources():
    png = "data:image/png;base64,iVBORw0KGgo="
    assert safe_url_attribute("img", "src", png) == png
    assert safe_url_attribute("img", "srcset", f"{png} 1x, javascript:x 2x") == f"{png} 1x, unsafe:javascript:x 2x"
    assert safe_url_attribute("video", "poster", "data:image/jpeg,x") == "data:image/jpeg,x"
    assert safe_url_attribute("a", "href", png) == "unsafe:" + png
    assert safe_url_attribute("iframe", "src", png) == "unsafe:" + png
    assert safe_url_attribute("img", "src", "data:image/svg+xml,<svg onload=alert(1)>").startswith("unsafe:")
    assert safe_url_attribute("img", "src", "data:text/html,x").startswith("unsafe:")


def test_url_lists():
    assert safe_url_attribute("a", "ping", "/a javascript:x") == "/a unsafe:javascript:x"
    assert safe_url_attribute("animate", "values", "#a;javascript:x") == "#a;unsafe:javascript:x"
    assert safe_url_attribute("object", "data", "javascript:x") == "unsafe:javascript:x"
    assert safe_url_attribute("div", "data", "javascript:x") == "javascript:x"  # not a URL there
    assert safe_url_attribute("div", "title", "javascript:x") == "javascript:x"


URL_TEMPLATES = [
    ('<a :href="u">l</a>', "a", "href"), ('<form :action="u"></form>', "form", "action"),
    ('<button :formaction="u"></button>', "button", "formaction"), ('<iframe :src="u"></iframe>', "iframe", "src"),
    ('<a v-bind="{ href: u }">l</a>', "a", "href"), ('<a v-bind="o">l</a>', "a", "href"),
    ('<svg><a :href="u"></a></svg>', "a", "href"), ('<svg><a :xlink:href="u"></a></svg>', "a", "xlink:href"),
    ('<svg><a v-bind="o"></a></svg>', "a", "href"), ('<object :data="u"></object>', "object", "data"),
    ('<embed :src="u">', "embed", "src"), ('<video :poster="u"></video>', "video", "poster"),
    ('<blockquote :cite="u"></blockquote>', "blockquote", "cite"), ('<input type="image" :src="u">', "input", "src"),
    ('<template v-for="x in [u]"><a :href="x">l</a></template>', "a", "href"),
    ('<div v-scope="{ $template: \'#t\' }"></div><template id="t"><a :href="u">l</a></template>', "a", "href"),
    ('<a v-effect="$el.setAttribute(\'href\', u)">l</a>', "a", "href"),
    ('<a v-bind="{ HREF: u }">l</a>', "a", "href"),
]


@pytest.mark.parametrize("template,tag,attr", URL_TEMPLATES)
@pytest.mark.parametrize("url", ["javascript:alert(1)", "\x01JavaScript:alert(1)", "&#106;avascript:alert(1)"])
def test_url_attributes_are_sanitised_on_every_path(out, template, tag, attr, url):
    data = {"u": url, "o": {attr: url}}
    html = out(template, data)
    values = [el.attrs[attr] for el in elements(html) if el.tag == tag and attr in el.attrs]
    assert values and all(v == "unsafe:" + url.replace("\x01", "\ufffd") or v == "unsafe:" + url for v in values), html


def test_trusted_urls_are_written_as_they_are(out):
    html = out('<a :href="u">l</a><a v-bind="{ href: u }">l</a><svg><a :href="u"></a></svg>',
               {"u": TrustedURL("javascript:void(0)")})
    assert [el.attrs["href"] for el in elements(html) if el.tag == "a"] == ["javascript:void(0)"] * 3
    html = out('<a :href="u + \'\'">l</a>', {"u": TrustedURL("javascript:void(0)")})
    assert elements(html)[0].attrs["href"] == "unsafe:javascript:void(0)"  # trust is not inherited


def test_trusted_url_is_exported():
    assert petite.TrustedURL is TrustedURL


def test_comment_data_cannot_end_its_comment():
    page = mount('<div><!--c--><p @click="$el.parentNode.firstChild.data = x">p</p></div>',
                 {"x": "--><img src=x onerror=alert(1)><!--"})
    page.find("p").trigger("click")
    assert [el.tag for el in elements(page.html())] == ["div", "p"], page.html()
    for text in ("ok", "a-b", "<!-- x", "-", "a<!-"):
        assert guard_comment(text) == text
    for text in ("-->", "--!>", ">x", "->x", "a--->b"):
        html = f"<!--{guard_comment(text)}--><p></p>"
        assert [el.tag for el in elements(html)] == ["p"]
        assert len(parse_fragment(html).children) == 2


# -- the document can be sent ------------------------------------------------------------
@pytest.mark.parametrize("path", ["render", "app"])
@pytest.mark.parametrize("template, expected", [
    ('<p>{{ s }}</p>', '<p>a\ufffdb</p>'),
    ('<p :title="s" :class="s"></p>', '<p title="a\ufffdb" class="a\ufffdb"></p>'),
    ('<p v-bind="o"></p>', '<p data-x="\ufffd"></p>'),
    ('<style>{{ s }}</style>', '<style>a\ufffdb</style>'),
    ('<textarea v-model="s"></textarea>', '<textarea>a\ufffdb</textarea>'),
    ('<p>{{ e.slice(0, 1) }}|{{ e.slice(0, 2) }}|{{ "\\ud83d" + "\\ude00" }}</p>', '<p>\ufffd|\U0001F600|\U0001F600</p>'),
])
def test_lone_surrogates_from_data_leave_a_document_utf8_can_encode(path, template, expected):
    """JavaScript strings are UTF-16: data (a browser's input value) and string methods
    (an emoji's first unit) give lone surrogates, which made the whole page unencodable
    (a 500 for a framework sending it). Written as a browser's encoder writes them."""
    html = PATHS[path](template, {"s": "a\ud800b", "e": "\U0001F600x", "o": {"data-x": "\udfff"}})
    assert html == expected
    assert html.encode("utf-8").decode("utf-8") == expected
