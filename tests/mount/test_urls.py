"""URLs as the page's document resolves them: a link's `href` and parts, the URL
attributes (`img.src`, `form.action`, `button.formAction`, `q.cite`, `object.data`,
`video.poster` ...), `document.URL`/`documentURI`/`baseURI` and `node.baseURI`, on a page
at about:blank (no address) and at an address (`mount(url=...)`, a live page's request,
`petite.render(url=...)`). Expected values recorded in Chromium 156 with the same markup
and script (the page at about:blank: `set_content`; at the address: served there)."""

from __future__ import annotations

import json

import pytest

import petite
from petite.testing import mount

MARKUP = '<a id="a" href="/x/y?q=1#h">a</a><a id="a2" href="HTTP://EXAMPLE.com/a b">b</a><a id="a3" href="#top">c</a><a id="a4">d</a>\n<img id="i" src="pic.png"><img id="i2" src=" HTTP://Ex.com/p q "><img id="i3"><form id="f" action="go"></form><form id="f2"></form><form id="f3" action=""></form>\n<button id="b" formaction="x"></button><button id="b2"></button><blockquote id="q" cite="c"></blockquote><video id="v" poster="p.jpg" src="v.mp4"></video><script id="s" type="text/x" src="s.js"></script><iframe id="fr" src="f.html"></iframe><link id="l" href="st.css"><object id="o" data="d.swf"></object><input id="in" type="image" src="im.png"><source id="so" src="so.mp4"><track id="tr" src="t.vtt"><embed id="e" src="e.swf"><audio id="au" src="au.mp3"></audio><q id="qq" cite="qc"></q><ins id="ins" cite="ic"></ins><area id="ar" href="ar.html"><a id="a5" href="http://[bad">e</a><img id="i4" src="">'

# every read, as a function of the page (`g(id)`: the element of that id)
READS = "() => { const r = {}; const g = (id) => document.getElementById(id);\n for (const [k, e] of Object.entries({\"a.href\": () => g('a').href, \"a2.href\": () => g('a2').href, \"a3.href\": () => g('a3').href, \"a4.href\": () => g('a4').href, \"a5.href\": () => g('a5').href,\n   \"a.pathname\": () => g('a').pathname, \"i.src\": () => g('i').src, \"i2.src\": () => g('i2').src, \"i3.src\": () => g('i3').src, \"i4.src\": () => g('i4').src,\n   \"f.action\": () => g('f').action, \"f2.action\": () => g('f2').action, \"f3.action\": () => g('f3').action, \"b.formAction\": () => g('b').formAction, \"b2.formAction\": () => g('b2').formAction,\n   \"q.cite\": () => g('q').cite, \"v.poster\": () => g('v').poster, \"v.src\": () => g('v').src, \"s.src\": () => g('s').src, \"fr.src\": () => g('fr').src, \"l.href\": () => g('l').href, \"o.data\": () => g('o').data,\n   \"in.src\": () => g('in').src, \"so.src\": () => g('so').src, \"tr.src\": () => g('tr').src, \"e.src\": () => g('e').src, \"au.src\": () => g('au').src, \"qq.cite\": () => g('qq').cite, \"ins.cite\": () => g('ins').cite, \"ar.href\": () => g('ar').href,\n   \"document.URL\": () => document.URL, \"document.documentURI\": () => document.documentURI, \"document.baseURI\": () => document.baseURI, \"a.baseURI\": () => g('a').baseURI, \"detached.baseURI\": () => document.createElement('a').baseURI,\n   \"detached.href\": () => { const x = document.createElement('a'); x.href = 'rel'; return x.href } })) r[k] = e();\n return r }"

BLANK = {
    'a.href': '/x/y?q=1#h',
    'a2.href': 'http://example.com/a%20b',
    'a3.href': 'about:blank#top',
    'a4.href': '',
    'a5.href': 'http://[bad',
    'a.pathname': '',
    'i.src': 'pic.png',
    'i2.src': 'http://ex.com/p%20q',
    'i3.src': '',
    'i4.src': '',
    'f.action': '',
    'f2.action': 'about:blank',
    'f3.action': 'about:blank',
    'b.formAction': '',
    'b2.formAction': 'about:blank',
    'q.cite': 'c',
    'v.poster': 'p.jpg',
    'v.src': 'v.mp4',
    's.src': 's.js',
    'fr.src': 'f.html',
    'l.href': 'st.css',
    'o.data': 'd.swf',
    'in.src': 'im.png',
    'so.src': 'so.mp4',
    'tr.src': 't.vtt',
    'e.src': 'e.swf',
    'au.src': 'au.mp3',
    'qq.cite': 'qc',
    'ins.cite': 'ic',
    'ar.href': 'ar.html',
    'document.URL': 'about:blank',
    'document.documentURI': 'about:blank',
    'document.baseURI': 'about:blank',
    'a.baseURI': 'about:blank',
    'detached.baseURI': 'about:blank',
    'detached.href': 'rel',
}

AT_ADDRESS = {
    'a.href': 'http://petite.test/x/y?q=1#h',
    'a2.href': 'http://example.com/a%20b',
    'a3.href': 'http://petite.test/dir/page?z=2#top',
    'a4.href': '',
    'a5.href': 'http://[bad',
    'a.pathname': '/x/y',
    'i.src': 'http://petite.test/dir/pic.png',
    'i2.src': 'http://ex.com/p%20q',
    'i3.src': '',
    'i4.src': 'http://petite.test/dir/page?z=2',
    'f.action': 'http://petite.test/dir/go',
    'f2.action': 'http://petite.test/dir/page?z=2',
    'f3.action': 'http://petite.test/dir/page?z=2',
    'b.formAction': 'http://petite.test/dir/x',
    'b2.formAction': 'http://petite.test/dir/page?z=2',
    'q.cite': 'http://petite.test/dir/c',
    'v.poster': 'http://petite.test/dir/p.jpg',
    'v.src': 'http://petite.test/dir/v.mp4',
    's.src': 'http://petite.test/dir/s.js',
    'fr.src': 'http://petite.test/dir/f.html',
    'l.href': 'http://petite.test/dir/st.css',
    'o.data': 'http://petite.test/dir/d.swf',
    'in.src': 'http://petite.test/dir/im.png',
    'so.src': 'http://petite.test/dir/so.mp4',
    'tr.src': 'http://petite.test/dir/t.vtt',
    'e.src': 'http://petite.test/dir/e.swf',
    'au.src': 'http://petite.test/dir/au.mp3',
    'qq.cite': 'http://petite.test/dir/qc',
    'ins.cite': 'http://petite.test/dir/ic',
    'ar.href': 'http://petite.test/dir/ar.html',
    'document.URL': 'http://petite.test/dir/page?z=2',
    'document.documentURI': 'http://petite.test/dir/page?z=2',
    'document.baseURI': 'http://petite.test/dir/page?z=2',
    'a.baseURI': 'http://petite.test/dir/page?z=2',
    'detached.baseURI': 'http://petite.test/dir/page?z=2',
    'detached.href': 'http://petite.test/dir/rel',
}
ADDRESS = "http://petite.test/dir/page?z=2"


def reads(url: str | None) -> dict[str, str]:
    template = f"<div v-scope>{MARKUP}<p id=out>{{{{ JSON.stringify(({READS})()) }}}}</p></div>"
    page = mount(template) if url is None else mount(template, url=url)
    return json.loads(page.find("#out").text())


@pytest.mark.parametrize("url, expected", [(None, BLANK), (ADDRESS, AT_ADDRESS)], ids=["about:blank", "address"])
def test_urls_resolve_against_the_pages_address_as_in_chromium(url, expected):
    assert reads(url) == expected


def test_a_link_written_later_resolves_against_the_address_the_page_moved_to():
    page = mount('<div v-scope="{ out: [] }"><a id="a" href="next">n</a><p>{{ out.join(" ") }}</p>'
                 '<button @click="out.push(document.getElementById(\'a\').href); history.pushState(null, \'\', \'/other/\'); '
                 'out.push(document.getElementById(\'a\').href, document.URL)">go</button></div>', url=ADDRESS)
    page.find("button").click()
    assert page.find("p").text() == ("http://petite.test/dir/next http://petite.test/other/next "
                                     "http://petite.test/other/")


def test_the_render_path_reads_the_address_it_is_given():
    template = '<div v-scope><a href="x/y">l</a><i>{{ document.querySelector("a").href }}</i><b>{{ document.URL }}</b></div>'
    assert petite.render(template, url=ADDRESS) == (
        '<div><a href="x/y">l</a><i>http://petite.test/dir/x/y</i><b>http://petite.test/dir/page?z=2</b></div>')
