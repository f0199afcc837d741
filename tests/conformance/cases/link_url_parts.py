"""Cases: the URL parts of `<a>` and `<area>` (`hostname`, `pathname`, `search`, `hash`
... read from `href` and written back to it; `String(a)` is its `href`), recorded from
petite-vue 0.4.1 in Chromium. Only links whose parts do not depend on the document's URL
(absolute ones, none): the oracle's page may be blank or of an http origin, depending on
the cases recorded before (a relative link resolves against it; petite takes the
document URL to be about:blank, docs/expressions.md)."""

from ..harness import expression_probe as _probe

PARTS = "['href', 'origin', 'protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']"
LINKS = ('<a ref="abs" href="https://U:P@Ex.org:443/a/../b c?x=1 2#y z">a</a><a ref="hash" href="http://h.org/p#top">f</a>'
         '<a ref="none">n</a><a ref="mail" href="mailto:x@y.org?subject=hi">m</a>'
         '<map><area ref="area" href="http://x.org:81/p"></map>')


def _parts(ref: str) -> str:
    return f"{PARTS}.map(k => $refs.{ref}[k]).join('|')"


CASES = [
    _probe("link_url_parts_read", LINKS, [
        _parts("abs"), _parts("hash"), _parts("none"), _parts("mail"), _parts("area"),
        "String($refs.abs)", "`${$refs.hash}`", "$refs.none + ''", "$refs.area.toString()",
        "new URL($refs.area).port", "(() => { const a = document.createElement('a'); a.href = '  HTTP://X.ORG:80/ '; return a.href + a.host })()",
    ]),
    _probe("link_url_parts_write", LINKS, [
        "(() => { const a = $refs.abs; a.pathname = 'z w'; a.search = 'k=é'; a.hash = ''; a.port = '8080'; a.hostname = 'Y.org'; a.protocol = 'http'; a.username = ''; a.password = 'pw'; return a.getAttribute('href') })()",
        "(() => { $refs.hash.hash = 'next'; return $refs.hash.getAttribute('href') + $refs.hash.hash })()",
        "(() => { $refs.none.hash = 'x'; return String($refs.none.getAttribute('href')) })()",
        "(() => { $refs.area.host = 'q.org:99'; $refs.area.protocol = 'ftp'; return $refs.area.href })()",
        "(() => { $refs.area.port = 'abc'; $refs.area.origin = 'https://evil.org'; return $refs.area.href })()",
        "(() => { $refs.mail.search = ''; $refs.mail.pathname = 'z@y.org'; return $refs.mail.href })()",
    ]),
]
