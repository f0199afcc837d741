"""Built-ins checked against Chromium rather than Node (the differential's Node 20 lacks
some, and `URL` is the browser's): `URL`, `URLSearchParams`, `Object.groupBy`,
`Map.groupBy`, `Intl.RelativeTimeFormat`'s short and narrow styles, numbers with
units and plural rules, the date strings
V8 reads beyond the ISO format (`Jan 15, 2024`, `2024/01/15`, `String(date)`), and
dates written in the locales `petite.expr.date_locales` covers, locale tags as
`Intl` reads them (`petite.expr.locale_tags`: canonical case, RangeErrors, fallback
to the first available tag), `resolvedOptions()` and `supportedLocalesOf`. Each expression shows
in {{ }} what it shows in petite-vue (evaluated in the page, `toDisplayString`), or
fails with the same error name. The sandbox side: a URL object shows none of its
Python inside."""

from __future__ import annotations

import itertools

import pytest

from petite.expr import ExpressionError, Scope, compile_expression, to_display_string
from petite.expr.property_tables import own_properties

PARTS = "[u.href, u.origin, u.protocol, u.username, u.password, u.host, u.hostname, u.port, u.pathname, u.search, u.hash]"

INPUTS = [
    "https://Example.COM:443/a/./b/../c?x=1 2#f g",
    "HTTP://user:pa ss@h.com:8080/p",
    "http://a.com:80/",
    "https://a.com:0443/",
    "ws://h:80/chat",
    "wss://h:443/",
    "ftp://f.org:21/x",
    "http:\\\\back\\slash\\path?q\\r#h\\x",
    "http:/one-slash.com/x",
    "http:///three.com/x",
    "  http://trim.me/  ",
    "http://ta\tb.c\nom/p\ra",
    "http://0x7f.1/",
    "http://127.1/",
    "http://0300.0250.1.1/",
    "http://4294967295/",
    "http://[::FFFF:1.2.3.4]:8080/",
    "http://[2001:db8:0:0:1:0:0:1]/",
    "http://münchen.de/",
    "http://EXAMPLE.com./",
    "http://h/ä?ä#ä",
    "http://h/%7e/%41?%zz",
    "http://h/a%2e/%2E%2e/b",
    "http://h/{}|^`",
    "http://h/?'\"<>`{}",
    "http://h/#'\"<>`{}",
    "http://@h/",
    "http://u@h/",
    "http://:p@h/",
    "http://a:b@c:d@h/",
    "http://h:/",
    "mailto:Someone@Example.com?subject=Hi there",
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "about:blank",
    "blob:https://a.com/uuid",
    "tel:+1 555",
    "foo://Host/Path",
    "foo://h/a/../b/./c",
    "file:///C:/dir/../x.txt",
    "file://localhost/etc/hosts",
    "file://server/share",
    "sc:/a/../b",
    "urn:isbn:0451450523",
    "http://" + "\u00e9" * 1000 + "/",
    "http://" + "".join(chr(0x4E00 + i) for i in range(1000)) + "/",
]
RELATIVE = [
    ("../d?q", "http://a.com/b/c/e"),
    ("./", "http://a.com/b/c/e"),
    ("?new", "http://a.com/b/c?old#h"),
    ("#frag", "http://a.com/b/c?old#h"),
    ("", "http://a.com/b/c?old#h"),
    ("//other.org/x", "https://a.com/b"),
    ("/root", "https://a.com/b/c"),
    ("\\\\bs.org\\x", "https://a.com/b"),
    ("http:rel", "http://a.com/b/c"),
    ("https:rel", "http://a.com/b/c"),
    ("../../../../x", "http://a.com/b/c"),
    ("x", "foo://h/a/b"),
    ("#x", "mailto:a@b"),
    ("sub/page.html", "file:///home/me/index.html"),
]
INVALID = ["foo", "http://", "http://exa mple.com", "http://[::1", "http://h:99999/", "http://h:8a/",
           "http://a%00b/", "http://1.2.3.256/", "http://1.2.3.4.5/", "https://a<b/", "//no-base", "x",
           "http://[::1%25eth0]/", "http://[fe80::1%lo]/", "http://[::1%\"><b>]/",  # (no IPv6 zone)
           "http://" + "\u00e9" * 1001 + "/", "http://a." + "%C3%A9" * 1001 + "/"]  # (ICU: 1,000 code points a label)

RELATIVE_TIME = [
    f"new Intl.RelativeTimeFormat('{lang}', {{ style: '{style}'{auto} }}).format({value}, '{unit}')"
    for lang in ("en", "fr", "de-DE", "es")
    for style in ("short", "narrow")
    for unit in ("second", "minutes", "hour", "day", "weeks", "month", "quarter", "year")
    for auto, values in (("", (-1, 3, -1.5, 1000, -0)), (", numeric: 'auto'", (-2, -1, 0, 1, 2)))
    for value in values
]

DATE_STRINGS = [  # (V8's legacy formats; local times in the machine's zone, as Chromium's)
    "new Date('Mon, 15 Jan 2024 10:30:00 GMT').toISOString()",
    "new Date('15 Jan 2024 10:30:00 GMT').toISOString()",
    "new Date('January 15, 2024 10:30:00 UTC').toISOString()",
    "new Date('Jan 15 2024 10:30 UTC').toISOString()",
    "new Date('Jan 15, 2024').toISOString()",
    "new Date('15 January 2024').toISOString()",
    "new Date('2024/01/15').toISOString()",
    "new Date('2024/1/5 3:04:05').toISOString()",
    "new Date('01/15/2024').toISOString()",
    "new Date('1/15/2024 10:30 PM').toISOString()",
    "new Date('12/31/99').toISOString()",
    "new Date('2024-01-15 10:30').toISOString()",
    "new Date('2024-01-15 10:30:00Z').toISOString()",
    "new Date('2024-01-15T10:30:00+0100').toISOString()",
    "new Date('Mon Jan 15 2024 10:30:00 GMT+0100 (Central European Standard Time)').toISOString()",
    "new Date('Mon Jan 15 2024 10:30:00 GMT-0500').toISOString()",
    "new Date('Mon Jan 15 2024').toISOString()",
    "new Date('Tue, 01 Nov 2022 08:00:00 +0000').toISOString()",
    "new Date('Sat, 02 Mar 2019 18:04:00 EST').toISOString()",
    "new Date('Sat, 02 Mar 2019 18:04:00 PDT').toISOString()",
    "new Date('2024.01.15').toISOString()",
    "new Date('15.01.2024').toISOString()",
    "new Date('2024-1-5').toISOString()",
    "new Date('Jan 2024').toISOString()",
    "new Date('2024').toISOString()",
    "new Date('12:00').getTime()",
    "new Date('foo 2024').getTime()",
    "new Date('2024 foo').getTime()",
    "new Date('June 5, 2024, 9:05:07 AM').toISOString()",
    "new Date('5 June 2024 9:05 pm').toISOString()",
    "new Date('2024-06-05T09:05:07.123456Z').toISOString()",
    "new Date('Wed Jun 05 2024').getDay()",
    "new Date('2024-13-01').getTime()",
    "new Date('Feb 30 2024').toISOString()",
    "new Date('2024/02/30').toISOString()",
    "new Date('Thu, 01 Jan 1970 00:00:00 GMT-0130').toISOString()",
    "new Date('  Jan   15   2024  ').toISOString()",
    "new Date('Jan-15-2024').toISOString()",
    "new Date('15-Jan-2024').toISOString()",
    "new Date('2024-Jan-15').toISOString()",
    "new Date('1 2 3').toISOString()",
    "new Date('32 Jan 2024').getTime()",
    "new Date('Jan 15 24').toISOString()",
    "new Date('Jan 15 0024').toISOString()",
    "new Date('10:30 Jan 15 2024').toISOString()",
    "new Date('2024-01-15T10:30:00.5Z').toISOString()",
    "new Date('Z').getTime()",
    "new Date('').getTime()",
    "new Date('2024-01-15 UTC').toISOString()",
    "new Date('2024/01/15 UTC').toISOString()",
    "new Date('Jan 15 2024 10:30:00 GMT+01:00').toISOString()",
    "new Date('Jan 15 2024 10:30:00 +01').toISOString()",
    "new Date('Jan 15 2024 24:00').toISOString()",
    "new Date('Jan 15 2024 10:60').getTime()",
    "new Date('Jan 15 2024 13:00 PM').getTime()",
    "new Date('Jan 15 2024 12:00 AM').toISOString()",
    "new Date('Jan 15 2024 12:00 PM').toISOString()",
    "new Date('Jan 15, 2024 at 10:30').getTime()",
    "new Date('Monday, January 15, 2024').toISOString()",
    "new Date('Janu 15 2024').toISOString()",
    "new Date('Ja 15 2024').getTime()",
    "new Date('2024 01 15').toISOString()",
    "new Date('Jan 1 2024 10:30PM').getTime()",
    "new Date('Jan 1 2024 10:30 PM').toISOString()",
    "new Date('Jan 1 2024 10:30:15.5').toISOString()",
    "new Date('Jan 1 2024 10:30:15.123456').toISOString()",
    "new Date('Jan 1 2024 10::').getTime()",
    "new Date('Jan 1 2024 10:').toISOString()",
    "new Date('Jan 1 2024 10: 30').getTime()",
    "new Date('Jan 15').toISOString()",
    "new Date('1/15').toISOString()",
    "new Date('Jan').getTime()",
    "new Date('Jan 1 2024 GMT+1').toISOString()",
    "new Date('Jan 1 2024 GMT-12345').getTime()",
    "new Date('Jan 1 2024 +0100').getTime()",
    "new Date('Jan 1 2024 10:00 +0100').toISOString()",
    "new Date('Jan 1 2024 10:00 UTC+0100').toISOString()",
    "new Date('Jan 1 2024 10:00 -').toISOString()",
    "new Date('2024-01-15t10:30z').toISOString()",
    "new Date('2024-01-15T10:30:00+0100').toISOString()",
    "new Date('2024-01-15T10:30:00.1234Z').toISOString()",
    "new Date('2024-01-15T24:00').toISOString()",
    "new Date('2024-01-15T24:01').getTime()",
    "new Date('2024-01-15T10').getTime()",
    "new Date('2024-01-15T10:30:00+01').getTime()",
    "new Date('+002024-01-15T00:00:00Z').toISOString()",
    "new Date('-000000-01-01T00:00:00Z').getTime()",
    "new Date('2024-01').toISOString()",
    "new Date('2024').toISOString()",
    "new Date('20240115').getTime()",
    "new Date('2024-1-15T10:00').getTime()",
    "new Date('2024-01-15 10:30:00.250').toISOString()",
    "new Date('2024-01-15 10:30 GMT+0200').toISOString()",
    "new Date('2024-01-15 junk').getTime()",
    "new Date('2024-01-15junk').getTime()",
    "new Date('junk2024').getTime()",
    "new Date('junk 2024-01-15').toISOString()",
    "new Date('(comment) Jan 15 2024').toISOString()",
    "new Date('Jan 15 2024 (comment (nested)) 10:00').toISOString()",
    "new Date('Jan 15 2024 )').getTime()",
    "new Date(') Jan 15 2024').toISOString()",
    "new Date('Jan 15 2024 -0500').getTime()",
    "new Date('Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)').getTime()",
    'new Date(String(new Date(86400000))).getTime()',
    'new Date(new Date(86400000).toUTCString()).getTime()',
    'new Date(new Date(86400000).toDateString()).getTime()',
    "new Date('12/25/2024 8:00:00 AM').toISOString()",
    "new Date('25/12/2024').getTime()",
    "new Date('2024/12/25 08:00:00 +0530').toISOString()",
    "new Date('Dec 25, 2024 08:00:00 IST').getTime()",
    "new Date('December 17, 1995 03:24:00').toISOString()",
    "new Date('1995-12-17T03:24:00').toISOString()",
    "new Date('Sun Feb 01 1998 00:00:00 GMT+0000 (GMT)').toISOString()",
    "new Date('Wed, 09 Aug 1995 00:00:00').toISOString()",
    "new Date('Aug 9, 1995').toISOString()",
    "new Date('9 Aug 95').toISOString()",
    "new Date('Aug 9 50').toISOString()",
    "new Date('Aug 9 49').toISOString()",
    "new Date('Aug 9 100').toISOString()",
    "new Date('0 Aug 2000').getTime()",
    "new Date('Jan 1 -1').getTime()",
    "new Date('1 1 1 1').getTime()",
    "new Date('Jan 1 2024 1:2:3:4').toISOString()",
    "new Date('Jan 1 2024 1:2:3:4:5').getTime()",
    "new Date('Jan 1 2024 12 AM').getTime()",
    "new Date('Jan 1 2024 am 10:00').getTime()",
    "new Date('Tuesday 2024-01-16').toISOString()",
    "new Date('Jan 1 2024 EST').toISOString()",
    "new Date('EST Jan 1 2024').toISOString()",
    "new Date('Jan 1 2024 10:00 Z').toISOString()",
    "new Date('Jan 1 2024 10:00Z').toISOString()",
    "new Date('Jan 1 2024 10:00+01:30').toISOString()",
    "Date.parse('March 7, 2021')",
    "Date.parse('2021-03-07 08:09:10')",
    "Date.parse('999999999999')",
    "Date.parse('Jan 1 275760')",
    'new Date(0).toUTCString()',
    'new Date(-1e14).toUTCString()',
    'new Date(NaN).toUTCString()',
    'new Date(1e15).toGMTString()',
    'new Date(86400000 * 45.5).toTimeString()',
    'new Date(NaN).toTimeString()',
    'new Date(NaN).toString()',
    'new Date(-62198755200000).toUTCString()',
    'new Date(-1e14).toDateString()',
    'new Date(-1e14).toString()',
    'new Date(-62198755200000).toDateString()',
]

MORE = [  # Set methods (ES2025), well-formed strings, getOwnPropertyNames
    '[...new Set([1, 2]).union(new Set([2, 3]))]',
    '[...new Set([3, 1, 2]).intersection(new Set([2, 3]))]',
    '[...new Set([3, 1, 2]).intersection(new Set([2, 3, 4, 5, 6]))]',
    '[...new Set([1, 2, 3, 4]).intersection(new Set([4, 3]))]',
    '[...new Set([1, 2, 3]).difference(new Set([2]))]',
    '[...new Set([1, 2, 3]).symmetricDifference(new Set([3, 4]))]',
    'new Set([1]).isSubsetOf(new Set([1, 2]))',
    'new Set([1, 5]).isSubsetOf(new Set([1, 2]))',
    'new Set([1, 2]).isSupersetOf(new Set([1]))',
    'new Set([1, 2]).isDisjointFrom(new Set([3]))',
    'new Set([1, 2]).isDisjointFrom(new Set([2]))',
    "[...new Set([1, 2]).union(new Map([[3, 'x']]))]",
    '[...new Set([NaN, 0]).intersection(new Set([NaN, -0]))]',
    'new Set([1]).union([2])',
    'new Set([1]).union()',
    "'ab'.isWellFormed()",
    "'a\\uD800b'.isWellFormed()",
    "'a\\uD800b'.toWellFormed() === 'a\\uFFFDb'",
    "'😀'.isWellFormed()",
    "Object.getOwnPropertyNames({ a: 1, 2: 'x' })",
    'Object.getOwnPropertyNames([1, 2])',
    "Object.getOwnPropertyNames('ab')",
]

TIME_ZONES = [  # timeZone: IANA names (any case), daylight saving, unknown names (a path too)
    "new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric' }).format(new Date(0))",
    "new Date(0).toLocaleString('en-US', { timeZone: 'America/New_York' })",
    "new Date(Date.UTC(2024, 6, 1, 12)).toLocaleString('en-US', { timeZone: 'America/New_York' })",
    "new Date(Date.UTC(2024, 6, 1, 12)).toLocaleString('de-DE', { timeZone: 'Europe/Berlin' })",
    "new Date(Date.UTC(2024, 0, 1, 12)).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })",
    "new Date(Date.UTC(2024, 0, 1, 12)).toLocaleDateString('en-US', { timeZone: 'Asia/Tokyo', dateStyle: 'full' })",
    "new Date(Date.UTC(2024, 0, 1, 23)).toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata' })",
    "new Date(Date.UTC(2024, 0, 1, 23)).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' })",
    "new Date(Date.UTC(2024, 0, 1, 23)).toLocaleTimeString('en-US', { timeZone: 'america/los_angeles' })",
    "new Date(0).toLocaleString('en-US', { timeZone: 'Mars/Olympus' })",
    "new Date(0).toLocaleString('en-US', { timeZone: '../../etc/passwd' })",
    "new Date(0).toLocaleString('en-US', { timeZone: 'Etc/GMT+5' })",
    "new Date(0).toLocaleString('en-US', { timeZone: 'utc' })",
    "new Date(0).toLocaleString('en-US', { timeZone: 'Etc/UTC' })",
    "new Date(NaN).toLocaleString('en-US', { timeZone: 'Europe/Paris' })",
    "new Date(NaN).toLocaleString('en-US', { timeZone: 'Nope/Nope' })",
    "new Date(Date.UTC(2024, 2, 31, 0, 59)).toLocaleTimeString('en-GB', { timeZone: 'Europe/London' })",
    "new Date(Date.UTC(2024, 2, 31, 1, 0)).toLocaleTimeString('en-GB', { timeZone: 'Europe/London' })",
    "new Date(Date.UTC(2024, 0, 1, 12)).toLocaleString('en-US', { timeZone: 'Australia/Adelaide', hour: 'numeric', minute: 'numeric' })",
    "new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(Date.UTC(2024, 5, 1, 22, 30)))",
    "new Intl.DateTimeFormat('en-US', { timeZone: 'Nope/Nope' })",
    "typeof new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo' }).format",
    "new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2024, 11, 31, 20)))",
]

UNITS = [  # style: 'unit' and the plural rules of Italian, Portuguese, Dutch
    "[0, 1, 1.5, 2, 5, 1000000, 2000000, 1e6 + 1, 0.5].map(n => new Intl.PluralRules('it').select(n)).join()",
    "[0, 1, 1.5, 2, 5, 1000000, 2000000, 1e6 + 1, 0.5].map(n => new Intl.PluralRules('pt').select(n)).join()",
    "[0, 1, 1.5, 2, 5, 1000000, 2000000, 1e6 + 1, 0.5].map(n => new Intl.PluralRules('nl').select(n)).join()",
    "[1, 2, 3, 8, 11, 80, 800, 21].map(n => new Intl.PluralRules('it', { type: 'ordinal' }).select(n)).join()",
    "[1, 2, 3, 8, 11].map(n => new Intl.PluralRules('pt', { type: 'ordinal' }).select(n)).join()",
    "(5).toLocaleString('en-US', { style: 'unit', unit: 'kilometer' })",
    "(1).toLocaleString('en-US', { style: 'unit', unit: 'kilometer', unitDisplay: 'long' })",
    "(5).toLocaleString('de-DE', { style: 'unit', unit: 'kilometer-per-hour', unitDisplay: 'long' })",
    "(5).toLocaleString('en-US', { style: 'unit', unit: 'furlong' })",
    "(5).toLocaleString('en-US', { style: 'unit' })",
    "(5).toLocaleString('en-US', { style: 'unit', unit: 'meter', unitDisplay: 'wide' })",
    "(-1234.5).toLocaleString('fr-FR', { style: 'unit', unit: 'celsius' })",
    "(1e6).toLocaleString('fr-FR', { style: 'unit', unit: 'kilometer', unitDisplay: 'long' })",
    "(1200).toLocaleString('en-US', { style: 'unit', unit: 'megabyte', notation: 'compact' })",
    "(0.5).toLocaleString('en-US', { style: 'unit', unit: 'liter', unitDisplay: 'long' })",
    "(0.5).toLocaleString('pt-BR', { style: 'unit', unit: 'liter', unitDisplay: 'long' })",
    "(1.5).toLocaleString('fr', { style: 'unit', unit: 'hour', unitDisplay: 'long' })",
    "(2).toLocaleString('es', { style: 'unit', unit: 'day', unitDisplay: 'long' })",
    "(1).toLocaleString('it', { style: 'unit', unit: 'week', unitDisplay: 'long' })",
    "(3.75).toLocaleString('nl', { style: 'unit', unit: 'gigabyte', unitDisplay: 'narrow' })",
    "(1234.5678).toLocaleString('en-US', { style: 'unit', unit: 'mile-per-hour', maximumFractionDigits: 1 })",
    "(72).toLocaleString('en-US', { style: 'unit', unit: 'fahrenheit' })",
    "(72).toLocaleString('en-US', { style: 'unit', unit: 'percent' })",
    "(-0).toLocaleString('en-US', { style: 'unit', unit: 'second', unitDisplay: 'long' })",
    "NaN.toLocaleString('en-US', { style: 'unit', unit: 'second', unitDisplay: 'long' })",
    "new Intl.NumberFormat('de', { style: 'unit', unit: 'liter', unitDisplay: 'long' }).format(1)",
    "new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'mile', unitDisplay: 'long', signDisplay: 'always' }).format(3)",
]

EXPRESSIONS = RELATIVE_TIME + DATE_STRINGS + MORE + TIME_ZONES + UNITS + (
    [f"(u => {PARTS})(new URL({src!r}))" for src in INPUTS]
    + [f"(u => {PARTS})(new URL({src!r}, {base!r}))" for src, base in RELATIVE]
    + [f"new URL({src!r})" for src in INVALID]
    + [f"URL.canParse({src!r})" for src in INVALID[:4]]
    + [f"URL.parse({src!r})" for src in INVALID[:2]]
    + [
        "new URL('/x', new URL('http://a/b/c')).href",
        "URL.parse('/x', 'http://a/b').href",
        "URL.canParse('/x', 'http://a/')",
        "URL('http://a/')",
        "new URL()",
        "new URL('http://a/b')",
        "String(new URL('http://a/b?c#d'))",
        "`${new URL('http://a/b')}`",
        "new URL('http://a/b') + ''",
        "JSON.stringify({ u: new URL('http://a/b') })",
        "new URL('http://a/b') instanceof URL",
        "typeof new URL('http://a/b')",
        "Object.keys(new URL('http://a/b'))",
        "Object.prototype.toString.call(new URL('http://a/b'))",
        "Object.prototype.toString.call(new URLSearchParams('a=1'))",
        # setters
        "(u => { u.search = 'q=1 2'; return [u.href, u.search, u.searchParams.get('q')] })(new URL('http://a/b'))",
        "(u => { u.search = ''; return u.href })(new URL('http://a/b?x#h'))",
        "(u => { u.hash = '#top'; return u.href })(new URL('http://a/b'))",
        "(u => { u.hash = ''; return u.href })(new URL('http://a/b#h'))",
        "(u => { u.pathname = 'x y/z'; return u.href })(new URL('http://a/b'))",
        "(u => { u.pathname = '/n'; return u.href })(new URL('mailto:a@b'))",
        "(u => { u.port = '8080'; return u.href })(new URL('http://a/b'))",
        "(u => { u.port = '80'; return u.host })(new URL('http://a:81/b'))",
        "(u => { u.port = '12ab'; return u.port })(new URL('http://a/b'))",
        "(u => { u.port = ''; return u.href })(new URL('http://a:81/b'))",
        "(u => { u.hostname = 'NEW.org'; return u.href })(new URL('http://a:81/b'))",
        "(u => { u.host = 'h.com:99'; return u.href })(new URL('http://a/b'))",
        "(u => { u.host = 'bad host'; return u.href })(new URL('http://a/b'))",
        "(u => { u.protocol = 'https'; return u.href })(new URL('http://a:443/b'))",
        "(u => { u.protocol = 'foo'; return u.href })(new URL('http://a/b'))",
        "(u => { u.username = 'me@x'; u.password = 'p:w'; return u.href })(new URL('http://a/b'))",
        "(u => { u.href = 'https://z.org/'; return [u.host, u.searchParams.size] })(new URL('http://a/b?x=1'))",
        "(u => { u.href = 'nope'; return u.href })(new URL('http://a/b'))",
        # searchParams linked to the URL
        "(u => { u.searchParams.set('page', 2); u.searchParams.append('q', 'a b&c'); return u.href })"
        "(new URL('https://x.org/p?page=1'))",
        "(u => { u.searchParams.delete('a'); return u.href })(new URL('http://h/?a=1'))",
        "(u => { u.searchParams.sort(); return u.search })(new URL('http://h/?b=2&a=1&c=3&a=0'))",
        "(u => u.searchParams === u.searchParams)(new URL('http://h/?a'))",
        "(u => { const p = u.searchParams; u.search = '?z=9'; return p.get('z') })(new URL('http://h/?a'))",
        # URLSearchParams
        "new URLSearchParams('?a=1&b=2&a=3').getAll('a')",
        "new URLSearchParams('a=1&a=2').get('a')",
        "new URLSearchParams('a=1').get('b')",
        "new URLSearchParams('a+b=c+d&e%20f=%zz&=x&y=&z').toString()",
        "[...new URLSearchParams('a+b=c%2Bd&%C3%A9=%E2%82%AC')]",
        "new URLSearchParams({ x: 1, y: 'é', z: null, w: undefined }).toString()",
        "new URLSearchParams([['a', '1'], ['b', '2']]).toString()",
        "new URLSearchParams([['a', '1', '2']])",
        "new URLSearchParams(new URLSearchParams('k=v')).toString()",
        "new URLSearchParams(new Map([['m', 'n']])).toString()",
        "new URLSearchParams(null).toString()",
        "new URLSearchParams(12).toString()",
        "new URLSearchParams().toString()",
        "new URLSearchParams('a=1&b=2').size",
        "new URLSearchParams('a=1&b=2').has('a')",
        "new URLSearchParams('a=1&b=2').has('a', '2')",
        "(p => { p.delete('a', '1'); return p.toString() })(new URLSearchParams('a=1&a=2'))",
        "(p => { p.set('a', 'x'); return p.toString() })(new URLSearchParams('a=1&b=2&a=3'))",
        "(p => { p.append('sp ace', '~!*()\\'-._'); return p.toString() })(new URLSearchParams())",
        "(p => { const out = []; p.forEach((v, k) => out.push(k + '=' + v)); return out })(new URLSearchParams('a=1&b=2'))",
        "[...new URLSearchParams('a=1&b=2').keys()]",
        "Array.from(new URLSearchParams('a=1&b=2').values())",
        "Object.fromEntries(new URLSearchParams('a=1&b=2'))",
        "String(new URLSearchParams('q=a b'))",
        "new URLSearchParams('a=1') + ''",
        "new URLSearchParams('a=1').append('b')",
        "new URLSearchParams('a=1').get()",
        "URLSearchParams('a=1')",
        "new URLSearchParams('a=1')",
        "JSON.stringify(new URLSearchParams('a=1'))",
        "new URLSearchParams('a=1') instanceof URLSearchParams",
        "new URLSearchParams(location_search).get('id')",
        # groupBy
        "Object.groupBy([1, 2, 3, 4, 5], n => n % 2 ? 'odd' : 'even')",
        "Object.groupBy('abca', (c, i) => c + (i > 1))",
        "Object.groupBy([{ t: 1 }, { t: 2 }, { t: 1 }], o => o.t)",
        "Object.groupBy([1.5, 2], n => n === 2 ? undefined : null)",
        "Object.groupBy(new Set([3, 4]), n => n > 3)",
        "Object.groupBy(5, x => x)",
        "Object.groupBy([1], 'x')",
        "Object.groupBy([])",
        "[...Map.groupBy([{ t: 'a', v: 1 }, { t: 'b', v: 2 }, { t: 'a', v: 3 }], o => o.t)].map(([k, g]) => k + g.length)",
        "Map.groupBy([NaN, NaN, 0, -0, '0'], x => x).size",
        "Map.groupBy([1, 2, 3], n => n > 1).get(true)",
        "Map.groupBy(null, x => x)",
        # bad currency codes and date field styles, a string as a Map entry
        "new Intl.NumberFormat('en', { style: 'currency', currency: '{0}' }).format(1)",
        "new Intl.NumberFormat('en', { style: 'currency', currency: 'usd' }).format(1)",
        "new Intl.NumberFormat('en', { style: 'currency', currency: 'US' }).format(1)",
        "new Intl.NumberFormat('en', { style: 'currency', currency: 'ÉUR' }).format(1)",
        "new Intl.NumberFormat('en', { style: 'currency', currency: 'XYZ' }).format(1)",
        "(1).toLocaleString('en', { style: 'currency', currency: 'U$D' })",
        "new Map(['ab'])",
        "new Map([['a', 1]]).size",
        "new Map(['ab', 'cd']).size",
        "new Date(0).toLocaleDateString('en', { weekday: 'bogus' })",
        "new Date(0).toLocaleDateString('en', { month: 'Long' })",
        "new Date(0).toLocaleDateString('en', { year: 'short' })",
        "new Date(0).toLocaleTimeString('en', { hour: 'long' })",
        "new Date(0).toLocaleDateString('en', { day: '2-digit', timeZone: 'UTC' })",
        "new Intl.DateTimeFormat('en', { weekday: 'x' })",
        # ListFormat: Spanish's e and u, a Set, a non-string
        "new Intl.ListFormat('es').format(['agua', 'Italia'])",
        "new Intl.ListFormat('es').format(['agua', 'hielo'])",
        "new Intl.ListFormat('es').format(['agua', 'hilo'])",
        "new Intl.ListFormat('es').format(['agua', 'hi'])",
        "new Intl.ListFormat('es').format(['agua', 'hiato'])",
        "new Intl.ListFormat('es').format(['a', 'b', 'iglesia'])",
        "new Intl.ListFormat('es-MX').format(['a', 'Ínsula'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['siete', 'ocho'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['siete', 'hombre'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['7', '8'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['10', '11'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['10', '110'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['10', '11 gatos'])",
        "new Intl.ListFormat('es', { type: 'disjunction' }).format(['a', 'Óscar'])",
        "new Intl.ListFormat('es', { type: 'unit' }).format(['a', 'i'])",
        "new Intl.ListFormat('he').format(['a', 'b', 'c'])",
        "new Intl.ListFormat('en').format(new Set(['x', 'y']))",
        "new Intl.ListFormat('en').format(['x', 5])",
        # timeZoneName (English), hourCycle
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'UTC', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 6, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 6, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/Chicago', timeZoneName: 'long' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'Pacific/Honolulu', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/Anchorage', timeZoneName: 'long' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'Europe/London', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'Asia/Kolkata', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/Sao_Paulo', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'Asia/Kolkata', timeZoneName: 'longOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'long' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'shortOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-GB', { timeZone: 'UTC', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: 'UTC' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleDateString('en-US', { timeZoneName: 'short', timeZone: 'UTC' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'bogus' })",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: 'UTC' }).format(0)",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(0)",
        "new Intl.DateTimeFormat('de', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'UTC' }).format(0)",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h99' })",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', hour12: true, timeZone: 'UTC' }).format(0)",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23' }).resolvedOptions()",
        "new Intl.DateTimeFormat('en', { timeZoneName: 'short', timeZone: 'UTC' }).resolvedOptions()",
        "new Date(Date.UTC(2024, 0, 15, 14, 5)).toLocaleTimeString('en-US', { hourCycle: 'h23', timeZone: 'UTC' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'Europe/London', timeZoneName: 'longOffset' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'Europe/London', timeZoneName: 'long' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'Africa/Abidjan', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'Etc/GMT', timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'UTC', timeZoneName: 'shortGeneric' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZoneName: 'short' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortGeneric' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleTimeString('en-US', { timeZone: 'America/Denver', timeZoneName: 'longGeneric' })",
        "new Date(Date.UTC(2024, 0, 15, 14, 5, 9)).toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' })",
        # roundingMode, trailingZeroDisplay
        "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }).format(5)",
        "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }).format(5.5)",
        "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }).format(4.999)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, roundingMode: 'trunc' }).format(1.239)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, roundingMode: 'trunc' }).format(-1.239)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'floor' }).format(1.9)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'floor' }).format(-1.1)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'ceil' }).format(1.1)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'ceil' }).format(-1.9)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'expand' }).format(-1.1)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfEven' }).format(2.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfEven' }).format(3.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfTrunc' }).format(2.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfCeil' }).format(-2.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfFloor' }).format(-2.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'halfFloor' }).format(2.5)",
        "new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, roundingMode: 'bogus' }).format(2.5)",
        "new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2, roundingMode: 'floor' }).format(1999)",
        "new Intl.NumberFormat('en-US', { notation: 'compact', roundingMode: 'floor' }).format(1990)",
        "new Intl.NumberFormat('en-US', { notation: 'scientific', roundingMode: 'trunc' }).format(99999)",
        "new Intl.NumberFormat('en', { roundingMode: 'trunc', trailingZeroDisplay: 'stripIfInteger', minimumFractionDigits: 2 }).resolvedOptions()",
        "(2.5).toLocaleString('en', { maximumFractionDigits: 0, roundingMode: 'halfEven' })",
        # copyWithin, a promise's string
        "[1, 2, 3, 4, 5].copyWithin(0, 3)",
        "[1, 2, 3, 4, 5].copyWithin(1, 0)",
        "[1, 2, 3, 4, 5].copyWithin(-2, 0, 2)",
        "[1, 2, 3, 4, 5].copyWithin(0, -2, -1)",
        "[1, 2, 3, 4, 5].copyWithin(2, 4, 1)",
        "[1, 2, 3, 4, 5].copyWithin()",
        "[1, 2, 3].copyWithin(1, 0, 9)",
        "[].copyWithin(0, 1)",
        "Object.prototype.toString.call(Promise.resolve())",
        "Promise.resolve(1) + ''",
        "String(new Promise(() => {}))",
        # locale tags (petite.expr.locale_tags), resolvedOptions, supportedLocalesOf, scientific notation
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(123456)",
        "new Intl.NumberFormat('en', { notation: 'engineering' }).format(123456)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(0.00012345)",
        "new Intl.NumberFormat('en', { notation: 'engineering' }).format(0.00012345)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(9.9999)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(99999)",
        "new Intl.NumberFormat('en', { notation: 'engineering' }).format(999999)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(-5)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(0)",
        "new Intl.NumberFormat('de', { notation: 'scientific' }).format(123456)",
        "new Intl.NumberFormat('en', { notation: 'scientific', maximumFractionDigits: 1 }).format(123456)",
        "new Intl.NumberFormat('en', { notation: 'scientific', maximumSignificantDigits: 2 }).format(123456)",
        "new Intl.NumberFormat('en', { notation: 'engineering', style: 'percent' }).format(12)",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).format(1e21)",
        "new Intl.NumberFormat('en', { notation: 'bogus' }).format(1)",
        "new Intl.NumberFormat('en', { style: 'currency' }).format(1)",
        "new Intl.NumberFormat('en', { signDisplay: 'x' }).format(1)",
        'new Intl.NumberFormat().resolvedOptions()',
        "new Intl.NumberFormat('de', { style: 'currency', currency: 'eur' }).resolvedOptions()",
        "new Intl.NumberFormat('en', { style: 'percent', maximumSignificantDigits: 3 }).resolvedOptions()",
        "new Intl.NumberFormat('en', { notation: 'compact' }).resolvedOptions()",
        "new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).resolvedOptions()",
        "new Intl.NumberFormat('en', { style: 'unit', unit: 'kilometer-per-hour', unitDisplay: 'long' }).resolvedOptions()",
        "new Intl.NumberFormat('en', { useGrouping: false, minimumIntegerDigits: 3 }).resolvedOptions()",
        "new Intl.NumberFormat('en', { useGrouping: true }).resolvedOptions().useGrouping",
        "new Intl.NumberFormat('en', { notation: 'scientific' }).resolvedOptions().notation",
        "new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).resolvedOptions().maximumFractionDigits",
        "new Intl.NumberFormat('fr-be').resolvedOptions().locale",
        "new Intl.NumberFormat(['xx', 'de-AT']).resolvedOptions().locale",
        "new Intl.NumberFormat('en_US')",
        "(5).toLocaleString('en_US')",
        '(5).toLocaleString(null)',
        '(5).toLocaleString([5])',
        "(5).toLocaleString('iw')",
        "(1234.5).toLocaleString(['xx', 'de'])",
        "(1234.5).toLocaleString('de-CH-1996')",
        "(1234.5).toLocaleString('und')",
        "new Date(0).toLocaleDateString('en_US')",
        "new Date(0).toLocaleDateString(['zz', 'fr'], { timeZone: 'UTC' })",
        "new Date(NaN).toLocaleDateString('en_US')",
        "'a'.localeCompare('b', 'en_US')",
        "Intl.NumberFormat.supportedLocalesOf(['en', 'fr-be', 'xx', 'iw', 'de-DE-u-co-phonebk'])",
        "Intl.DateTimeFormat.supportedLocalesOf('zh-hant-tw')",
        'Intl.NumberFormat.supportedLocalesOf()',
        "Intl.Collator.supportedLocalesOf('sv')",
        "Intl.PluralRules.supportedLocalesOf(['en_US'])",
        "new Intl.PluralRules('tl').select(1)",
        "new Intl.RelativeTimeFormat('fr-CA').format(-1, 'day')",
        "new Intl.PluralRules(['xx', 'fr']).select(0)",
        'new Intl.DateTimeFormat().resolvedOptions()',
        "new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'america/new_york' }).resolvedOptions()",
        "new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Etc/UTC' }).resolvedOptions()",
        "new Intl.DateTimeFormat('en', { weekday: 'long', hour12: false, hour: 'numeric', timeZone: 'utc' }).resolvedOptions()",
        "new Intl.DateTimeFormat('ja', { hour: 'numeric', timeZone: 'GMT' }).resolvedOptions()",
        "new Intl.DateTimeFormat('ja', { hour: 'numeric', hour12: true }).resolvedOptions().hourCycle",
        "new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: 'numeric', second: 'numeric' }).resolvedOptions()",
        "new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).resolvedOptions()",
        "new Intl.DateTimeFormat('xx').resolvedOptions().locale",
        'Intl.DateTimeFormat().resolvedOptions().timeZone',
        "new Intl.DateTimeFormat('en', { timeZone: 'Mars/Base' })",
        'new Intl.RelativeTimeFormat().resolvedOptions()',
        "new Intl.RelativeTimeFormat('fr-be', { style: 'short', numeric: 'auto' }).resolvedOptions()",
        "new Intl.PluralRules('fr').resolvedOptions()",
        "new Intl.PluralRules('en', { type: 'ordinal' }).resolvedOptions().pluralCategories",
        'new Intl.ListFormat().resolvedOptions()',
        "new Intl.ListFormat('de', { type: 'disjunction', style: 'short' }).resolvedOptions()",
        'new Intl.Collator().resolvedOptions()',
        "new Intl.Collator('sv', { sensitivity: 'base', numeric: true }).resolvedOptions()",
        "Intl.getCanonicalLocales(['EN-us', 'iw', 'en-US'])",
        "Intl.getCanonicalLocales('en_US')",
        'Intl.getCanonicalLocales()',
        "new Intl.DateTimeFormat('ja', { hour: 'numeric', hour12: true }).resolvedOptions()",
        "new Intl.DateTimeFormat('ja', { hour: 'numeric', minute: 'numeric', hour12: true }).resolvedOptions()",
        "new Intl.DateTimeFormat('ko', { hour: 'numeric', minute: 'numeric' }).resolvedOptions()",
        "new Intl.DateTimeFormat('de', { hour: 'numeric', hour12: true }).resolvedOptions()",
        "new Intl.DateTimeFormat('en', { hour: '2-digit', hour12: true }).resolvedOptions()",
        "new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', second: '2-digit', hour12: false }).resolvedOptions()",
        "new Intl.DateTimeFormat('en', { timeStyle: 'short' }).resolvedOptions()",
        "new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium', hour12: true }).resolvedOptions()",
        "new Intl.DateTimeFormat('fr', { minute: 'numeric' }).resolvedOptions()",
        "new Intl.DateTimeFormat('es', { weekday: 'short', day: '2-digit' }).resolvedOptions()",
        "new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', dateStyle: 'full' }).resolvedOptions()",
    ]
)

DATA = {"location_search": "?id=42&tab=files"}

IN_PAGE = """cases => {
  const display = (v) => v == null ? '' : (typeof v === 'object' ? JSON.stringify(v, null, 2) : String(v));
  return cases.map(([exp, data]) => {
    try {
      return display(new Function('$data', `with($data){return(${exp})}`)(data));
    } catch (e) {
      return '!' + (e && e.name || 'Error');
    }
  });
}"""


def petite_display(src: str) -> str:
    try:
        with own_properties():  # (shown by the owner that evaluated it, as a render does)
            return to_display_string(compile_expression(src)(Scope(dict(DATA))))
    except ExpressionError as exc:
        return "!" + getattr(exc, "kind", "Error")


@pytest.fixture(scope="module")
def in_chromium(chromium) -> dict[str, str]:
    page = chromium.new_page()
    try:
        shown = page.evaluate(IN_PAGE, [[src, DATA] for src in EXPRESSIONS])
    finally:
        page.close()
    return dict(zip(EXPRESSIONS, shown))


@pytest.mark.parametrize("src", EXPRESSIONS)
def test_url_as_in_chromium(src: str, in_chromium: dict[str, str]) -> None:
    assert petite_display(src) == in_chromium[src]


def assert_as_in_chromium(chromium, sources: list[str], at_least: int) -> None:
    """Each of `sources` shows in petite what it shows in a Chromium page (one page, one
    evaluation for all: the grids run to thousands)."""
    page = chromium.new_page()
    try:
        shown = page.evaluate(IN_PAGE, [[src, DATA] for src in sources])
    finally:
        page.close()
    differ = [(src, want, got) for src, want in zip(sources, shown) if (got := petite_display(src)) != want]
    assert len(sources) > at_least
    assert differ == [], f"{len(differ)} of {len(sources)} differ, first: {differ[:8]}"


def locale_dates() -> list[str]:
    """Dates in the locales `petite.expr.date_locales` covers: every combination of the
    date fields, of the time fields with hour12, every dateStyle/timeStyle pair, the
    defaults, on three dates (midnight, noon, a minute before midnight)."""
    dates = ["Date.UTC(2024, 2, 9, 0, 5, 3)", "Date.UTC(2023, 11, 31, 12, 30, 45)", "Date.UTC(2025, 6, 14, 23, 59, 59)"]
    out = []
    for i, tag in enumerate(["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "it-IT", "pt-BR", "nl-NL", "fr", "de", "pt",
                             "ja-JP", "zh-CN", "ko-KR", "ru-RU", "pl-PL", "vi-VN", "en-CA", "es-MX", "hi-IN", "sv",
                             "tr", "fr-CA", "de-CH"]):
        styles = [("", "long", "short", "narrow"), ("", "numeric", "2-digit"),
                  ("", "numeric", "2-digit", "long", "short", "narrow"), ("", "numeric", "2-digit")]
        for j, combo in enumerate(itertools.product(*styles)):
            shown = ", ".join(f"{k}: '{v}'" for k, v in zip(("weekday", "year", "month", "day"), combo) if v)
            if shown:
                out.append(f"new Date({dates[(i + j) % 3]}).toLocaleDateString('{tag}', {{ {shown}, timeZone: 'UTC' }})")
        times = [("numeric", "2-digit"), ("", "2-digit"), ("", "2-digit"), ("", "true", "false")]
        for j, (hour, minute, second, twelve) in enumerate(itertools.product(*times)):
            shown = ", ".join(f"{k}: '{v}'" for k, v in (("hour", hour), ("minute", minute), ("second", second)) if v)
            shown += f", hour12: {twelve}" if twelve else ""
            out.append(f"new Date({dates[(i + j) % 3]}).toLocaleTimeString('{tag}', {{ {shown}, timeZone: 'UTC' }})")
        for date_style, time_style in itertools.product(("", "full", "long", "medium", "short"), ("", "short", "medium")):
            shown = ", ".join(x for x in (date_style and f"dateStyle: '{date_style}'", time_style and f"timeStyle: '{time_style}'") if x)
            if shown:
                out += [f"new Date({d}).toLocaleString('{tag}', {{ {shown}, timeZone: 'UTC' }})" for d in dates]
                out.append(f"new Date({dates[0]}).toLocaleString('{tag}', {{ {shown}, hour12: true, timeZone: 'UTC' }})")
        for d in dates:
            out += [f"new Date({d}).{method}('{tag}', {{ timeZone: 'UTC' }})"
                    for method in ("toLocaleString", "toLocaleDateString", "toLocaleTimeString")]
            out.append(f"new Date({d}).toLocaleString('{tag}', {{ month: 'short', day: 'numeric', hour: 'numeric', "
                       "minute: '2-digit', timeZone: 'UTC' })")
            out.append(f"new Intl.DateTimeFormat('{tag}', {{ weekday: 'long', month: 'long', day: 'numeric', "
                       "hour: '2-digit', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(new Date(" + d + "))")
    return out


def test_locale_dates_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, locale_dates(), at_least=7000)


def locale_lists() -> list[str]:
    """Lists of one to five items joined in the locales Chromium has (a language, and a
    language with regions where they differ: en-GB, es-419...) in every type and style."""
    tags = ["en", "en-US", "en-GB", "en-IN", "es", "es-MX", "es-419", "fr", "fr-CA", "de", "de-CH", "it", "pt", "pt-PT",
            "nl", "ja", "zh", "zh-TW", "zh-Hant", "ko", "ru", "uk", "pl", "cs", "sv", "nb", "no", "da", "fi", "tr", "ar",
            "he", "fa", "hi", "bn", "ta", "th", "vi", "id", "ms", "sw", "el", "hu", "ro", "bg", "hr", "sr", "sr-Latn",
            "ca", "af", "am", "xx", ["xx", "fr"]]
    out = []
    for i, tag in enumerate(tags):
        for kind, style in itertools.product(("conjunction", "disjunction", "unit"), ("long", "short", "narrow")):
            items = ["'ab'", "'c d'", "'é'", "'f'", "'g'"][: 1 + (i + len(out)) % 5]
            out.append(f"new Intl.ListFormat({tag!r}, {{ type: '{kind}', style: '{style}' }}).format([{', '.join(items)}])")
            out.append(f"new Intl.ListFormat({tag!r}, {{ type: '{kind}', style: '{style}' }}).format(['a', 'b', 'c', 'd'])")
    return out


def test_locale_lists_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, locale_lists(), at_least=900)


INTL_TAGS = ["en", "en-GB", "en-IN", "es", "es-MX", "fr", "fr-CA", "de", "it", "pt", "pt-PT", "nl", "ja", "zh",
             "zh-TW", "ko", "ru", "uk", "pl", "cs", "sv", "nb", "da", "fi", "tr", "ar", "he", "hi", "id", "vi", "el",
             "ro", "hr", "sr", "lt", "lv", "sl", "sk", "ca", "xx", ["xx", "fr"]]


def locale_plurals() -> list[str]:
    """Relative times and plural categories in the locales Chromium has, every style,
    unit and kind, for numbers of every category."""
    numbers = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 100, 101, 102, 111, 1000, 1001, 1e6, 2e6, 1.5, 0.5, 2.5, -0.0]
    out = []
    for i, tag in enumerate(INTL_TAGS):
        for n in numbers:
            for kind in ("cardinal", "ordinal"):
                out.append(f"new Intl.PluralRules({tag!r}, {{ type: '{kind}' }}).select({n!r})")
        for kind in ("cardinal", "ordinal"):
            out.append(f"new Intl.PluralRules({tag!r}, {{ type: '{kind}' }}).resolvedOptions().pluralCategories")
        for j, (style, unit) in enumerate(itertools.product(("long", "short", "narrow"), ("second", "minutes", "hour", "day",
                                                                                         "week", "month", "quarter", "years"))):
            amounts = [-2, -1, 0, 1, 2, 3, -5, 21, 1.5, -0.0, 1000.25, 1e6]
            for k, n in enumerate(amounts):
                numeric = "auto" if (i + j + k) % 2 else "always"
                out.append(f"new Intl.RelativeTimeFormat({tag!r}, {{ style: '{style}', numeric: '{numeric}' }})"
                           f".format({n!r}, '{unit}')")
    return [src.replace("-0.0", "-0") for src in out]


def test_locale_plurals_as_in_chromium(chromium) -> None:
    assert_as_in_chromium(chromium, locale_plurals(), at_least=10000)


HIDDEN = ["_record", "_params", "__class__", "__dict__", "__slots__", "constructor", "toString.__self__",
          "searchParams._url", "searchParams._entries", "href.__class__"]


@pytest.mark.parametrize("path", HIDDEN)
def test_url_hides_its_python(path: str) -> None:
    shown = petite_display(f"new URL('http://a/b?c=d').{path}")
    assert shown in ("", "!TypeError"), shown


@pytest.mark.parametrize("write", ["u._record = 1", "u.searchParams._url = 1", "u.origin = 'http://evil'",
                                   "u.__class__ = Object"])
def test_url_refuses_private_writes(write: str) -> None:
    src = f"(u => {{ {write}; return u.href }})(new URL('http://a/b'))"
    shown = petite_display(src)
    assert shown in ("http://a/b", "!TypeError", "!Error"), shown
