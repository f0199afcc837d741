"""`document.cookie` (petite.cookies), recorded from petite-vue 0.4.1 in Chromium on a page
of an http origin (`WEB_PAGE`, http://petite.test/: not a secure context), each case on
a fresh page with no cookie: the idioms real pages write (a CSRF token read with a
regular expression, a `getCookie` helper, a consent banner remembered for a year, a
cookie deleted with `max-age=0` or a past `expires`), and the rules Chromium applies to
a write (attributes, refusals, order, the nameless cookie)."""

from dataclasses import replace

from ..harness import WEB_PAGE, Case, button_probe


def _probe(name: str, lines: list[str]) -> Case:
    return replace(button_probe(name, "", lines), page=WEB_PAGE)


GET_COOKIE = ("getCookie(name) { const m = ('; ' + document.cookie).split('; ' + name + '=');"
              " return m.length === 2 ? decodeURIComponent(m.pop().split(';').shift()) : '' }")

CASES = [
    _probe("cookie_write_and_read", [
        "(document.cookie = 'a=1', document.cookie = 'b = 2 ; path=/', document.cookie = 'a=3', document.cookie)",
        "JSON.stringify(document.cookie = 'x=1; max-age=0')",
        "[typeof document.cookie, 'cookie' in document, Object.keys(document).includes('cookie'), navigator.cookieEnabled].join()",
        "(document.cookie = 'c=' + encodeURIComponent('a b;c'), document.cookie.split('; ').pop())",
    ]),
    _probe("cookie_nameless_and_odd_pairs", [
        "(document.cookie = 'novalue', document.cookie)",
        "(document.cookie = '=x', document.cookie = ' = ', document.cookie = 'c=', document.cookie)",
        "(document.cookie = 'e=f=g', document.cookie = '  h  i = j  k  ', document.cookie = 'l=1;m=2', document.cookie)",
        "(document.cookie = 'n=\\u0001', document.cookie = 'o\\u007f=1', document.cookie = 'p=a\\tb', document.cookie)",
        "(document.cookie = 123, document.cookie = null, document.cookie)",
    ]),
    _probe("cookie_expiry", [
        "(document.cookie = 'a=1', document.cookie = 'a=; max-age=0', document.cookie)",
        "(document.cookie = 'b=2', document.cookie = 'b=2; expires=Thu, 01 Jan 1970 00:00:00 GMT', document.cookie)",
        "(document.cookie = 'c=3; max-age=100', document.cookie = 'd=4; expires=Wed, 21 Oct 2065 07:28:00 GMT', document.cookie)",
        "(document.cookie = 'e=5; expires=garbage', document.cookie = 'f=6; max-age=abc', document.cookie = 'g=7; max-age=-5', document.cookie)",
        "(document.cookie = 'h=8; EXPIRES=Thu, 01-Jan-1970 00:00:01 GMT', document.cookie = 'c=3; expires=Sun, 06 Nov 1994 08:49:37 GMT; max-age=60', document.cookie)",
    ]),
    _probe("cookie_refused_on_an_insecure_page", [
        "(document.cookie = 's=1; secure', document.cookie = 'h=1; HttpOnly', document.cookie = 'n=1; samesite=none', document.cookie)",
        "(document.cookie = 'l=1; SameSite=Lax', document.cookie = '__Secure-z=1', document.cookie = '__Host-y=1; path=/', document.cookie)",
        "(document.cookie = 'd=1; domain=other.test', document.cookie = 'e=1; domain=petite.test', document.cookie = 'f=1; domain=.PETITE.test', document.cookie = 'g=1; domain=test', document.cookie)",
        "(document.cookie = 'e=2', document.cookie)",
    ]),
    _probe("cookie_paths", [
        "(document.cookie = 'a=1; path=/x', document.cookie = 'b=2; path=/', document.cookie = 'c=3; path', document.cookie)",
        "(document.cookie = 'd=4; path=/' + 'p'.repeat(1100), document.cookie = 'A=5', document.cookie)",
    ]),
    _probe("cookie_sizes_and_count", [
        "(document.cookie = 'x'.repeat(4091) + '=12345', document.cookie = 'y=' + '1'.repeat(4095), document.cookie.split('; ').map(c => c.length).join())",
        "(document.cookie = 'z=' + '1'.repeat(4096), document.cookie.split('; ').length)",
        "(document.cookie.split('; ').forEach(c => document.cookie = c.split('=')[0] + '=; max-age=0'), JSON.stringify(document.cookie))",
        "(Array.from({ length: 200 }, (_, i) => document.cookie = 'k' + i + '=1'), document.cookie.split('; ').length + ' ' + document.cookie.slice(0, 20))",
    ]),
    Case("cookie_csrf_token_and_helper",
         '<div v-scope="{ token: \'\', theme: \'\', ' + GET_COOKIE + ','
         ' load() { document.cookie = \'XSRF-TOKEN=\' + encodeURIComponent(\'t0k/en=\') + \'; path=/\';'
         ' document.cookie = \'theme=dark; max-age=31536000; SameSite=Lax\';'
         ' const m = document.cookie.match(/XSRF-TOKEN=([^;]+)/); this.token = m ? decodeURIComponent(m[1]) : \'\';'
         ' this.theme = this.getCookie(\'theme\') } }">'
         '<button @click="load()">load</button><p>{{ token }} {{ theme }} {{ getCookie(\'missing\') === \'\' }}</p></div>',
         steps=(("click", "button"),), page=WEB_PAGE),
    Case("cookie_consent_banner",
         '<div v-scope="{ shown: !document.cookie.includes(\'consent=\'),'
         ' accept() { document.cookie = \'consent=yes; max-age=31536000; path=/\'; this.shown = false },'
         ' reset() { document.cookie = \'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/\';'
         ' this.shown = !document.cookie.includes(\'consent=\') } }">'
         '<div class="banner" v-if="shown">We use cookies <button class="ok" @click="accept()">OK</button></div>'
         '<button class="reset" @click="reset()">reset</button><p>{{ shown }}</p></div>',
         steps=(("click", ".ok"), ("click", ".reset")), page=WEB_PAGE),
]
