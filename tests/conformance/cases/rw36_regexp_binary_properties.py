"""Cases: RegExp's binary Unicode property escapes (`\\p{Diacritic}`, `\\p{Emoji}` ... with
the u flag), by long and short names, negated, in classes and with the i flag, as Chromium
matches them; the search of a real page (HappyTetrahedron's naejuna dictionary: a word
matches a query when both, NFD-normalized and stripped of `\\p{Diacritic}`, contain one
another), recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import expression_probe as _probe

CASES = [
    _probe("rw36_regexp_binary_properties", '<p>x</p>', [
        r"'Wörterbuch, schön, hâu'.normalize('NFD').replace(/\p{Diacritic}/gu, '')",
        r"'Ämi'.normalize('NFD').replace(/\p{Dia}/gu, '').toLowerCase().includes('ami')",
        r"'a^b`c¨d'.replace(/\P{Diacritic}/gu, '.')",
        r"'hi 😀 there 👍🏽 🇫🇷!'.match(/\p{Extended_Pictographic}/gu).length + ' ' + 'x😀y'.replace(/\p{Emoji_Presentation}/u, '_') + ' ' + /^\p{RI}+$/u.test('🇫🇷')",
        r"[/\p{Emoji}/u.test('1'), /\p{Emoji}/u.test('a'), /\p{EMod}/u.test('🏽'), /\p{EBase}/u.test('👍')].join()",
        r"'naïve café 123 _x'.match(/[\p{Alphabetic}\d]+/gu).join('|')",
        r"[/^\p{ID_Start}\p{ID_Continue}*$/u.test('über_1'), /^\p{XIDS}/u.test('1a'), /\p{Ideo}/u.test('漢'), /\p{UIdeo}/u.test('〆')].join()",
        r"[/\p{Lowercase}/u.test('A'), /\p{Lower}/iu.test('A'), /\p{Upper}/u.test('ß'), /[^\p{Cased}]/u.test('ǅ')].join()",
        r"'a-b–c—d'.split(/\p{Dash}/u).length + ' ' + '“q” «r»'.replace(/\p{QMark}/gu, '|') + ' ' + '1+2<3'.replace(/\p{Math}/gu, ' ')",
        r"'Hi. Ok! No? Ja。'.split(/\p{STerm}/u).length + ' ' + 'a,b;c'.split(/\p{Term}/u).length",
        r"[/\p{Hex}/u.test('Ｆ'), /\p{AHex}/u.test('Ｆ'), /\p{Pat_WS}/u.test('\u200e'), /\p{Join_C}/u.test('\u200d'), /\p{VS}/u.test('\ufe0f'), /\p{DI}/u.test('\u00ad')].join()",
        r"[/\p{CWL}/u.test('A'), /\p{CWU}/u.test('a'), /\p{CWT}/u.test('ǆ'), /\p{CWCF}/u.test('ß'), /\p{CWCM}/u.test('1'), /\p{CWKCF}/u.test('ﬁ')].join()",
        r"[/\p{Radical}/u.test('⺀'), /\p{Dep}/u.test('ŉ'), /\p{SD}/u.test('i'), /\p{LOE}/u.test('เ'), /\p{NChar}/u.test('\ufdd0'), /\p{Gr_Ext}/u.test('\u0301'), /\p{Gr_Base}/u.test('a'), /\p{Ext}/u.test('ー'), /\p{Bidi_M}/u.test('('), /\p{Bidi_C}/u.test('\u200e'), /\p{CI}/u.test(':'), /\p{IDSB}/u.test('⿰'), /\p{IDST}/u.test('⿲'), /\p{Pat_Syn}/u.test('~'), /\p{EComp}/u.test('#')].join()",
    ]),
]
