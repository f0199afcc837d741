"""Wave 38 (an attacker helper): holes found on the newest code paths, and the attacks
that held, kept as regression tests.

* A URL in CSS from data kept a dangerous scheme when it was not the first thing after
  `url(`, `image-set(` or `@import` (`petite.safety.safe_css`, for `style` attributes on
  every path and `<style>` text in sanitised markup): the one regular expression read
  `image-set(url(javascript:x) 1x)` as the URL `url(javascript:x` (no scheme) and went
  on after it, so the `url()` inside was never read; so with `-webkit-image-set(url(...))`,
  `@import url(javascript:x)` (the usual spelling of an import), a second string in an
  `image-set("a.png" 1x, "javascript:x" 2x)`, and a text with no `:` at all (`@import
  url(javascript\\3a x)`: the escape is the colon, and the text was returned unread). An
  escaped line break in a string (`url("java\\<LF>script:x")`, which CSS drops) was read
  as a line break. The URLs are now found as the browser's CSS tokenizer finds them
  (`safety.css_urls`: strings, comments, function names with their escapes, a `url(`
  token read to its `)`), at any depth, and the reading is charged (a step per 2 tokens):
  a `:style` of 4,000 characters in 20,000 rows reaches the limit sooner than before
  (`a(a(...`: 1.7 s, was 1.9 s; `url()url()...`: 2.4 s, was 14.6 s).

* `+` of a string and anything else (a number, a boolean, null, an array, an object,
  `+=` too) was not charged for the string it built, where two strings were (a step per
  64 characters past 4,096): `for (;;) a.push(s + n)` with a 100,000-character `s`
  kept 5.8 GB (the process's memory limit: "Out of memory") in 20 to 30 s on mount, a
  live page or a render, and with nothing kept, 3.7 s of copying to the step limit.
  Both now go through one rule (`petite.expr.runtime.concat`): 0.2 s to the step limit,
  107 MB.

* A custom property's name from data added declarations of its own: `:style="{[k]: v}"`
  or `el.style.setProperty(k, v)` with `k` = `--x;position:fixed;inset:0;--y` wrote
  `--x;position:fixed;inset:0;--y: red;`, which the browser reads as `position: fixed`
  and `inset: 0` (an overlay over the page), where petite-vue in Chromium sets one
  custom property with that odd name. The name is now written as Chromium serializes it,
  an escaped identifier (`petite.css.custom_property`: `--x\\;position\\:fixed...`), on
  both paths; Chromium reads the rendered attribute back as that one property.

* Two values from data could make a declaration between them: a value that leaves a
  string, a bracket or a `url(` open (`"`, `url(a`, `a\\`) took in the text after it, so
  `:style="{'--a': a, '--b': b}"` with `a` = `"` and `b` = `"; position: fixed; inset:
  0; x: "` (a string alone, refused by nothing) wrote `--a: "; --b: "; position: fixed;
  ...`, read by the browser as `position: fixed` (so with `fontFamily`/`content`, and
  `url(a` then `") ; position: fixed; x: "`). What a value leaves open is now closed
  as the browser's parser closes it at the value's end (`petite.css.declaration_value`:
  `"` -> `""`, `url(a` -> `url(a)`, a last lone `\\` -> U+FFFD; Chromium writes
  `font-family: ""` and `--a: a\ufffd` for these too).
"""

from __future__ import annotations

import pytest

from petite.expr.budget import ExpressionLimitError
from petite.safety import safe_css

from ..support import rendered

PATHS = ("render", "mount")

# -- class (b): every URL in CSS from data is checked ---------------------------------------
NESTED_URLS = {
    "background: image-set(url(javascript:x) 1x)": "background: image-set(url(unsafe:javascript:x) 1x)",
    "background: -webkit-image-set(url(javascript:x) 1x)": "background: -webkit-image-set(url(unsafe:javascript:x) 1x)",
    "background: image-set(url( 'data:text/html,x' ) 1x)": "background: image-set(url( 'unsafe:data:text/html,x' ) 1x)",
    "background: image-set('a.png' 1x, 'javascript:x' 2x)": "background: image-set('a.png' 1x, 'unsafe:javascript:x' 2x)",
    "background: image-set(url(a.png) 1x, \"vbscript:x\" 2x)": "background: image-set(url(a.png) 1x, \"unsafe:vbscript:x\" 2x)",
    "@import url(javascript:x);": "@import url(unsafe:javascript:x);",
    "@import url('javascript:x') screen;": "@import url('unsafe:javascript:x') screen;",
    "@import url(javascript\\3a x);": "@import url(unsafe:javascript\\3a x);",
    "@import 'javascript\\3a x';": "@import 'unsafe:javascript\\3a x';",
    "@IMPORT /* c */ 'javascript:x';": "@IMPORT /* c */ 'unsafe:javascript:x';",
    "background: url(\"java\\\nscript:x\")": "background: url(\"unsafe:java\\\nscript:x\")",
    "a: url(a/*); b: url(javascript:x)": "a: url(a/*); b: url(unsafe:javascript:x)",
    "a: url(a b/*); b: url(javascript:x)": "a: url(a b/*); b: url(unsafe:javascript:x)",
    "a: image(\"javascript:x\")": "a: image(\"unsafe:javascript:x\")",
    "a: var(--v, cross-fade(url(javascript:x), url(b)))": "a: var(--v, cross-fade(url(unsafe:javascript:x), url(b)))",
    "a: image-set(u\\72l(javascript:x))": "a: image-set(u\\72l(unsafe:javascript:x))",
}
# what CSS does not read as a URL keeps its text (a string outside URL functions, a name
# split by a comment), as do ordinary URLs
KEPT = ["content: 'javascript:x'; b: url(ok.png)", "a: u/**/rl(javascript:x)", "a: xurl(javascript:x)",
        "background: image-set('a.png' 1x, url(b.png) 2x), url(\"c;d.png\"); @import 'e.css'",
        "a: url(data:image/png;base64,AAAA)", "mask: url(#m); filter: drop-shadow(0 0 1px red)"]


@pytest.mark.parametrize("css", list(NESTED_URLS))
def test_a_url_anywhere_in_css_is_checked(css):
    assert safe_css(css) == NESTED_URLS[css]


@pytest.mark.parametrize("css", KEPT)
def test_what_is_no_dangerous_url_keeps_its_text(css):
    expected = css.replace("url(data:", "url(unsafe:data:")  # (a data: URL is refused in CSS, as before)
    assert safe_css(css) == expected


@pytest.mark.parametrize("path", PATHS)
def test_nested_urls_are_checked_on_both_paths(path):
    data = {"v": "image-set(url(javascript:x) 1x, 'javascript:y' 2x)",
            "h": "<style>@import url(javascript:z); a { b: -webkit-image-set(url(javascript:w) 1x) }</style>"}
    html = rendered('<div><p :style="{backgroundImage: v}"></p><p :style="`background: ${v}`"></p>'
                    '<i v-effect="$el.style.setProperty(`background-image`, v)"></i><div v-html="h"></div></div>',
                    data, path)
    assert html.count("unsafe:javascript:") == html.count("javascript:") == 8  # (3 styles of 2 URLs, 2 in the sheet)


# -- class (d): a string joined with anything is charged as two strings are -----------------
JOINS = ["s + i", "i + s", "s + true", "s + null", "s + [i]", "`${s}` + {}", "(() => { let t = s; t += i; return t })()"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("join", JOINS)
def test_a_long_string_joined_with_anything_is_charged(join, path):
    # (700 copies of 100,000 characters: 70 MB for a few thousand steps before)
    with pytest.raises(ExpressionLimitError):
        rendered(f'<p :title="(() => {{ const s = `x`.repeat(100000), a = []; '
                 f'for (let i = 0; i < 700; i++) a.push({join}); return a.length }})()"></p>', {}, path)


@pytest.mark.parametrize("path", PATHS)
def test_joins_of_ordinary_strings_still_work(path):
    html = rendered('<p :title="(() => { const s = `x`.repeat(5000), a = []; for (let i = 0; i < 20; i++) '
                    'a.push(s + i, i + s, s + null); return [a.length, a[3].length, a[59].slice(-5), 1 + `a` + true] })()"></p>',
                    {}, path)
    assert html == '<p title="60,5001,xnull,1atrue"></p>'


# -- a custom property's name from data adds no declaration ---------------------------------
NAMES = {"--x;position:fixed;inset:0;--y": "--x\\;position\\:fixed\\;inset\\:0\\;--y",
         "--a\"b}</style>": "--a\\&#34;b\\}\\&lt;\\/style\\&gt;", "--x y\\z": "--x\\ y\\\\z", "--tab\there": "--tab\\9 here"}


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("name", list(NAMES))
def test_a_custom_property_name_is_written_escaped(name, path):
    html = rendered('<div><p :style="{[k]: `red`}"></p><p v-effect="$el.style.setProperty(k, `red`)"></p>'
                    '<p v-effect="$el.style.setProperty(`--`, `red`)"></p></div>', {"k": name}, path)
    style = f"{NAMES[name]}: red;"
    assert html == f'<div><p style="{style}"></p><p style="{style}"></p><p></p></div>'


@pytest.mark.parametrize("path", PATHS)
def test_chromium_reads_a_named_custom_property_as_one_declaration(chromium, path):
    html = rendered('<p :style="{[k]: `red`}">p</p>', {"k": "--x;position:fixed;inset:0;--y"}, path)
    page = chromium.new_page()
    page.set_content(f"<!doctype html><body>{html}</body>")
    read = page.evaluate("() => { const s = document.querySelector('p').style; "
                         "return [s.length, s.position, s.inset, s.getPropertyValue('--x;position:fixed;inset:0;--y')] }")
    page.close()
    assert read == [1, "", "", "red"]


# -- class (b): a value leaves nothing open for the next one ----------------------------------
OPEN_PAIRS = [('"', '"; position: fixed; inset: 0; x: "'), ("'", "'; position: fixed; inset: 0; x: '"),
              ("url(a", '") ; position: fixed; inset: 0; x: "'), ("f(\"a", '"); position: fixed; inset: 0; x: f("'),
              ("a\\", "x; position: fixed")]


@pytest.mark.parametrize("path", PATHS)
def test_a_value_left_open_takes_in_no_declaration(chromium, path):
    template = ('<div><p :style="{\'--a\': a, \'--b\': b}">p</p><p :style="{fontFamily: a, content: b}">p</p>'
                '<p v-effect="$el.style.setProperty(`--a`, a); $el.style.setProperty(`--b`, b)">p</p></div>')
    parts = [rendered(template, {"a": a, "b": b}, path) for a, b in OPEN_PAIRS]
    page = chromium.new_page()
    page.set_content("<!doctype html><body>" + "".join(parts) + "</body>")
    read = page.evaluate("() => [...document.querySelectorAll('p')].map((p) => [p.style.position, p.style.inset])")
    page.close()
    assert read == [["", ""]] * 15


@pytest.mark.parametrize("path", PATHS)
def test_what_a_value_leaves_open_is_closed_as_chromium_closes_it(path):
    html = rendered('<div><p :style="{fontFamily: q}"></p><p :style="{\'--a\': e, color: `red`}"></p>'
                    '<p :style="{\'--a\': `url(a`, \'--b\': `(a;b`}"></p></div>', {"q": '"', "e": "a\\"}, path)
    assert html == ('<div><p style="font-family: &#34;&#34;;"></p><p style="--a: a\ufffd; color: red;"></p>'
                    '<p style="--a: url(a); --b: (a;b);"></p></div>')
