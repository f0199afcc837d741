"""Cases: RegExp's legacy static properties (`RegExp.$1` ... `$9`, `lastMatch`/`$&`,
`lastParen`/`$+`, `leftContext`, `rightContext`, `input`/`$_`) hold the last successful
match, a failed one keeps the previous, and a string pattern leaves them alone; the
query-string snippet of a real page (Gustavodacrvi's home-taste FiltersForm.setParam:
`s = s.replace(r, "$1" + kvp); if (!RegExp.$1) s += ...`), recorded from petite-vue 0.4.1
in Chromium. Every line matches before it reads: in Chromium the statics are the realm's,
and petite-vue's own regular expressions run while it mounts."""

from ..harness import expression_probe as _probe

CASES = [
    _probe("rw35_regexp_legacy_statics", '<p>x</p>', [
        r"'?a=1'.replace(/(&|\?)a=[^&]*/, '?a=2') + ' ' + RegExp.$1",
        r"/(\d+)-(\d+)/.test('a 12-34 b') + ' ' + [RegExp.$1, RegExp.$2, RegExp.$3, RegExp.lastMatch, RegExp.leftContext, RegExp.rightContext, RegExp.input, RegExp.lastParen].join('|')",
        r"/(zz)/.test('abc') + ' ' + RegExp.$1 + ' ' + RegExp['$&'] + ' ' + RegExp['$_']",
        r"'a1b22c333'.replace(/(\d)+/g, '#') + ' ' + RegExp.$1 + ' ' + RegExp.lastMatch + ' ' + RegExp.leftContext",
        r"'hello world'.search(/(o) (w)/) + ' ' + RegExp.$2 + RegExp['$+'] + RegExp['$`']",
        r"'k=v;'.match(/(\w)=(\w)/)[0] + ' ' + RegExp.rightContext + RegExp.$1",
        r"/(a)|(b)/.exec('b') && [RegExp.$1, RegExp.$2, RegExp.lastParen].join(',')",
        r"'abc'.replace('b', 'x') + ' [' + RegExp.$1 + '] ' + RegExp.$2",
        r"typeof RegExp.$1 + ' ' + typeof RegExp.$9 + ' ' + RegExp.$9.length + ' ' + typeof RegExp.lastMatch",
        r"(() => { /()/.test(''); let s = ''; const kvp = 'sort-by=1'; s = s.replace(new RegExp('(&|\\?)sort-by=[^\&]*'), '$1' + kvp); if (!RegExp.$1) s += (s.length > 0 ? '&' : '?') + kvp; const first = s; s = s.replace(new RegExp('(&|\\?)sort-by=[^\&]*'), '$1' + 'sort-by=2'); if (!RegExp.$1) s += '&' + 'sort-by=2'; return first + ' ' + s })()",
        r"(() => { const m = /(x)(y)?/.exec('zxq'); return [RegExp.$1, RegExp.$2, RegExp.lastParen, RegExp.leftContext, RegExp.rightContext].join(',') })()",
        r"'x-y_z'.split(/([-_])/).length + ' ' + RegExp.$1 + ' ' + RegExp.rightContext",
        r"'x-y'.split(/q/).length + ' ' + RegExp.$1",
    ]),
]
