"""Hunt: how numbers and values display (JavaScript's Number::toString, toFixed, toPrecision, JSON)."""

from ..harness import Case

NUMS = ["0.1 + 0.2", "1e21", "1e-7", "123456789.123", "5e-324", "1.7976931348623157e308", "2**31", "-1e-7", "1e100",
        "100", "0.000001", "1/3", "2/3", "-2/3", "123e-20", "9007199254740993", "0.5", "1.005", "4.35 * 100", "1e16 + 1"]

CASES = [
    Case("hunt_numbers_display", "<p>" + "|".join("{{ %s }}" % n for n in NUMS) + "</p>"),
    Case("hunt_numbers_tofixed", "<p>" + "|".join("{{ (%s).toFixed(2) }}" % n for n in NUMS if n not in ("1.7976931348623157e308", "1e100", "1e21", "-1e-7")) + "</p>"),
    Case("hunt_numbers_tofixed_rounding", "<p>{{ (1.005).toFixed(2) }} {{ (1.045).toFixed(2) }} {{ (2.5).toFixed(0) }} {{ (-2.5).toFixed(0) }} {{ (0.000001).toFixed(7) }} {{ (1e21).toFixed(2) }} {{ (-0).toFixed(1) }}</p>"),
    Case("hunt_numbers_toprecision", "<p>{{ (123.456).toPrecision(4) }} {{ (0.00012345).toPrecision(2) }} {{ (123456).toPrecision(2) }} {{ (1.5).toPrecision(1) }}</p>"),
    Case("hunt_numbers_tostring_radix", "<p>{{ (255).toString(2) }} {{ (-255).toString(36) }} {{ (0.5).toString(2) }} {{ (3.75).toString(16) }}</p>"),
    Case("hunt_numbers_in_json", "<pre>{{ { a: 0.1 + 0.2, b: 1e21, c: -0, d: 1/0, e: 1e-7 } }}</pre>"),
    Case("hunt_numbers_in_attrs", '<p :data-a="0.1 + 0.2" :data-b="1e21" :data-c="-0" :data-d="1e-7" :data-e="[1.5, -0]">x</p>'),
    Case("hunt_numbers_string_conversions", "<p>{{ String(-0) }} {{ `${-0}` }} {{ -0 + '' }} {{ [-0] + '' }} {{ JSON.stringify([-0, NaN]) }} {{ Number('0x1F') }} {{ Number('1e3') }} {{ Number(' 12 ') }}</p>"),
    Case("hunt_numbers_math", "<p>{{ Math.round(0.5) }} {{ Math.round(-0.5) }} {{ Math.round(1.4999999999999999) }} {{ Math.ceil(-0.5) }} {{ Math.floor(0.999) }} {{ Math.hypot(3, 4) }} {{ Math.cbrt(27) }} {{ Math.log10(1000) }}</p>"),
    Case("hunt_numbers_integer_ops", "<p>{{ 7 / 2 | 0 }} {{ ~~-3.7 }} {{ 5 >> 1 }} {{ -5 >>> 28 }} {{ 1 << 31 }} {{ 2**32 | 0 }} {{ 6 & 3 }} {{ 6 ^ 3 }}</p>"),
    Case("hunt_numbers_locale", "<p>{{ (1234567.891).toLocaleString() }} {{ (0.5).toLocaleString() }}</p>"),
    Case("hunt_numbers_parse", "<p>{{ parseInt('08') }} {{ parseInt('0x10') }} {{ parseInt('') }} {{ parseFloat('.5') }} {{ parseFloat('1.2.3') }} {{ parseInt(0.0000005) }} {{ parseInt('  42abc') }}</p>"),
    Case("hunt_numbers_data_floats", "<p>{{ a }} {{ b }} {{ c }} {{ d }} {{ a + b }}</p>", {"a": 0.1, "b": 0.2, "c": 1e21, "d": 3.0}),
    Case(
        "dates_minutes_and_seconds_without_an_hour",  # (a countdown's mm:ss; their key once read a year and a month)
        "<p v-scope=\"{ d: new Date(65000), t: new Date(1700000000123), u: { timeZone: 'UTC' } }\">"
        "{{ d.toLocaleTimeString('en-US', { ...u, minute: '2-digit', second: '2-digit' }) }}|"
        "{{ d.toLocaleTimeString([], { ...u, minute: 'numeric', second: 'numeric' }) }}|"
        "{{ t.toLocaleTimeString('en-US', { ...u, second: 'numeric' }) }}|{{ t.toLocaleTimeString('en-US', { ...u, minute: '2-digit' }) }}|"
        "{{ t.toLocaleString('en-US', { ...u, month: 'short', day: 'numeric', minute: '2-digit' }) }}|"
        "{{ t.toLocaleTimeString('de-DE', { ...u, minute: '2-digit', second: '2-digit' }) }}|"
        "{{ t.toLocaleTimeString('fr-FR', { ...u, minute: '2-digit' }) }}|"
        "{{ new Intl.DateTimeFormat('en-US', { ...u, minute: '2-digit', second: '2-digit' }).format(t) }}</p>",
    ),
    Case(
        "dates_regional_locales",  # (tables recorded for regions whose clock or order differs from their language's)
        "<div v-scope=\"{ t: new Date(1700000000000), u: { timeZone: 'UTC' } }\">"
        "<p v-for=\"loc in ['es-AR', 'es-CO', 'es-US', 'es-419', 'es-CL', 'es-PE', 'zh-TW', 'zh-Hant', 'zh-HK', 'nl-BE', 'en-NZ', 'en-IE', 'en-ZA', 'en-SG']\">"
        "{{ loc }} {{ t.toLocaleString(loc, u) }} | {{ t.toLocaleDateString(loc, { ...u, dateStyle: 'medium' }) }} | "
        "{{ t.toLocaleTimeString(loc, { ...u, hour: '2-digit', minute: '2-digit' }) }} | "
        "{{ t.toLocaleDateString(loc, { ...u, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) }}</p>"
        "<p>{{ t.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', hour: '2-digit', minute: '2-digit', "
        "second: '2-digit', day: '2-digit', month: '2-digit' }) }}</p></div>",
    ),
]
