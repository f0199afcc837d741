"""The markdown demo's small Markdown-to-HTML function."""

import pytest

from demos.markdown import to_html


@pytest.mark.parametrize(
    "source, html",
    [
        ("# Title", "<h1>Title</h1>"),
        ("###### six ##", "<h6>six</h6>"),
        ("####### seven", "<p>####### seven</p>"),
        ("one\ntwo\n\nthree", "<p>one two</p>\n<p>three</p>"),
        ("**bold** and *em* and _em_", "<p><strong>bold</strong> and <em>em</em> and <em>em</em></p>"),
        ("snake_case_name", "<p>snake_case_name</p>"),
        ("`a *b* <c>`", "<p><code>a *b* &lt;c&gt;</code></p>"),
        ("- a\n- b\n\n1. x\n2) y", "<ul><li>a</li><li>b</li></ul>\n<ol><li>x</li><li>y</li></ol>"),
        ("> quoted\n> **text**", "<blockquote><p>quoted <strong>text</strong></p></blockquote>"),
        ("```\n<b>\n  x\n```", "<pre><code>&lt;b&gt;\n  x</code></pre>"),
        ("a\n---\nb", "<p>a</p>\n<hr>\n<p>b</p>"),
        ("para\n# head", "<p>para</p>\n<h1>head</h1>"),
        ("", ""),
    ],
)
def test_markdown_subset(source, html):
    assert to_html(source) == html


@pytest.mark.parametrize(
    "source, html",
    [
        ("[site](https://example.com/?a=1&b=2)", '<p><a href="https://example.com/?a=1&amp;b=2">site</a></p>'),
        ("[rel](docs/page.html) [top](#top)", '<p><a href="docs/page.html">rel</a> <a href="#top">top</a></p>'),
        ("[x](javascript:alert(1))", "<p>x)</p>"),
        ("[x](JavaScript:void)", "<p>x</p>"),
        ("[x](data:text/html,hi)", "<p>x</p>"),
        ('[x](a"onclick=b)', "<p>x</p>"),
        ("[<b>](#)", '<p><a href="#">&lt;b&gt;</a></p>'),
        ("<script>alert('x')</script>", "<p>&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;</p>"),
        ("<img src=x onerror=alert(1)>", "<p>&lt;img src=x onerror=alert(1)&gt;</p>"),
    ],
)
def test_markdown_escapes_and_drops_unsafe_links(source, html):
    assert to_html(source) == html
