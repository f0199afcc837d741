"""Cases: the URL parts of `<a>` and `<area>` (`hostname`, `pathname`, `search`, `hash`
... read from `href` and written back to it; `String(a)` is its `href`), recorded from
petite-vue 0.4.1 in Chromium on its blank page (the document URL petite assumes)."""

from ..harness import expression_probe as _probe

PARTS = "['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']"
LINKS = ('<a ref="abs" href="https://U:P@Ex.org:443/a/../b c?x=1 2#y z">a</a><a ref="frag" href="#top">f</a>'
         '<a ref="rel" href="/docs?q=1#s">r</a><a ref="none">n</a><a ref="mail" href="mailto:x@y.org?subject=hi">m</a>'
         '<map><area ref="area" href="http://x.org:81/p"></map>')


def _parts(ref: str) -> str:
    return f"{PARTS}.map(k => $refs.{ref}[k]).join('|')"


CASES = [
    _probe("link_url_parts_read", LINKS, [
        _parts("abs"), _parts("frag"), _parts("rel"), _parts("none"), _parts("mail"), _parts("area"),
        "String($refs.abs)", "`${$refs.frag}`", "$refs.rel + ''", "$refs.area.toString()",
        "new URL($refs.area).port", "(() => { const a = document.createElement('a'); a.href = '  HTTP://X.ORG:80/ '; return a.href + a.host })()",
    ]),
    _probe("link_url_parts_write", LINKS, [
        "(() => { const a = $refs.abs; a.pathname = 'z w'; a.search = 'k=é'; a.hash = ''; a.port = '8080'; a.hostname = 'Y.org'; a.protocol = 'http'; a.username = ''; a.password = 'pw'; return a.getAttribute('href') })()",
        "(() => { $refs.frag.hash = 'next'; return $refs.frag.getAttribute('href') + $refs.frag.hash })()",
        "(() => { $refs.rel.pathname = '/x'; return $refs.rel.getAttribute('href') })()",
        "(() => { $refs.none.hash = 'x'; return String($refs.none.getAttribute('href')) })()",
        "(() => { $refs.area.host = 'q.org:99'; $refs.area.protocol = 'ftp'; return $refs.area.href })()",
        "(() => { $refs.area.port = 'abc'; $refs.area.origin = 'https://evil.org'; return $refs.area.href })()",
        "(() => { $refs.mail.search = ''; $refs.mail.pathname = 'z@y.org'; return $refs.mail.href })()",
    ]),
]
