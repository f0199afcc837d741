"""Cases: which characters the i flag makes a RegExp match, as Chromium matches them. Without
the u flag JavaScript compares characters by their upper case, except where that maps a
non-ASCII character to an ASCII one (\u0131 and \u017f do not match i and s) or is not one
character (\u00df does not match \u1e9e); with the u flag by their simple case folding
(\u017f and the Kelvin sign match s and k, \u1e9e matches \u00df; \u0130 and \u0131 match
only themselves). Python's and RE2's folding is wider, so petite matched \u0130 and \u0131
for i: found on iamtalib13's sahayog petty cash page, whose search highlights a query with
new RegExp(`(${q})`, 'gi'). Literals, escapes, classes (negated, ranges, \\w, \\p{...}) and
repeats, on both engines (a + sends a pattern to RE2)."""

from ..harness import expression_probe as _probe

CASES = [
    _probe("rw41_regexp_ignore_case", '<p>x</p>', [
        r"'Şule Kılıç İnce'.replace(new RegExp('(i)', 'gi'), '<$1>') + ' ' + 'Şule Kılıç İnce'.replace(new RegExp('(I)', 'giu'), '<$1>')",
        r"['I İ i ı'.replace(/i/gi, '_'), 'I İ i ı'.replace(/i/giu, '_'), 'I İ i ı'.replace(/İ/gi, '_'), 'I İ i ı'.replace(/ı/giu, '_')].join('|')",
        r"['ſ s S K k K'.replace(/[sk]/gi, '_'), 'ſ s S K k K'.replace(/[sk]/giu, '_'), 'ſ s S K k K'.replace(/s|k/gi, '_'), 'ſ s S K k K'.replace(/s|k/giu, '_')].join('|')",
        r"['ß ẞ SS'.replace(/ß/gi, '_'), 'ß ẞ SS'.replace(/ß/giu, '_'), 'ß ẞ SS'.replace(/ẞ/gi, '_'), 'ß ẞ SS'.replace(/ẞ/giu, '_')].join('|')",
        r"['ΣΑΣ σας'.replace(/ς/gi, '_'), 'µ Μ μ'.replace(/µ/gi, '_'), 'Ǆ ǅ ǆ'.replace(/[ǅ]/gi, '_'), 'ϐ β Β'.replace(/β/gi, '_'), 'ϑ θ'.replace(/θ/giu, '_')].join('|')",
        r"['ſ K s_1'.replace(/\w/gi, '.'), 'ſ K s_1'.replace(/\w/giu, '.'), 'ſ K s'.replace(/[\w]/giu, '.'), 'Kelvin ſ'.replace(/[a-z]+/giu, '.')].join('|')",
        r"['ABC abc ſ'.replace(/[^a-c]/gi, '_'), 'ABC abc ſ K'.replace(/[^a-z\s]/giu, '_'), 'ıIİi'.replace(/[^i]/gi, '_')].join('|')",
        r"['xaAy'.replace(/[\u0041]+/gi, '_'), 'AbC'.replace(/\x41|\u0062|\103/gi, '_'), 'aA Aa'.replace(/(a)\1/gi, '_'), 'İiıI'.replace(/[İ-İ]+/gi, '_')].join('|')",
        r"['ΑΒΓ αβγ'.replace(/\p{Lu}/giu, '_'), 'ΑΒΓ αβγ 1'.replace(/\P{Ll}/giu, '_'), 'ΑΒΓ αβγ'.replace(/[\p{Lu}]/giu, '_'), '𐐀 𐐨'.replace(/𐐨/giu, '_')].join('|')",
        r"'Anita Rao, anita.rao@sahayog.example'.replace(new RegExp('(a.r)', 'gi'), '<mark>$1</mark>')",
    ]),
]
