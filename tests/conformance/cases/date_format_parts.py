"""Cases: `Intl.DateTimeFormat.prototype.formatToParts` (a date written as `format`
writes it, as typed parts: weekday, year, month, day, hour, minute, second, dayPeriod,
timeZoneName and the literals between them), in several locales, styles and time
zones, recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import button_probe as _probe

_FORMATS = [
    "{ timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }",
    "{ timeZone: 'UTC' }",
    "{ timeZone: 'UTC', dateStyle: 'full', timeStyle: 'short' }",
    "{ timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }",
]

CASES = [
    _probe("intl_date_format_to_parts", '<span id="t">t</span>', [
        *(f"JSON.stringify(new Intl.DateTimeFormat('en-US', {f}).formatToParts(new Date(0)))" for f in _FORMATS),
        "JSON.stringify(new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'long', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(0)))",
        "JSON.stringify(new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(new Date(0)))",
        "JSON.stringify(new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }).formatToParts(new Date(0)))",
        "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(86400000 * 40)).filter(p => p.type !== 'literal').map(p => p.value).join('-')",
        "Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hour12: false }).formatToParts(new Date(0)).map(p => [p.type, p.value])).hour",
        "(() => { try { new Intl.DateTimeFormat().formatToParts(new Date(NaN)) } catch (e) { return e.name + ': ' + e.message } })()",
    ]),
]
