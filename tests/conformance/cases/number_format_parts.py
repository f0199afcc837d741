"""Cases: `Intl.NumberFormat.prototype.formatToParts` (a price's cents in a <sup>, a
styled currency sign): each style, notation, sign display and currency display, in
locales with other separators, signs, digits and currency placements, recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("number_format_to_parts", "", [
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).formatToParts(1234.5))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).formatToParts(-1234.5))",
        "JSON.stringify(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).formatToParts(-1234567.891))",
        "JSON.stringify(new Intl.NumberFormat('fr-FR').formatToParts(1234567.891))",
        "JSON.stringify(new Intl.NumberFormat('en-IN').formatToParts(12345678))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'percent' }).formatToParts(-0.256))",
        "JSON.stringify(new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 1 }).formatToParts(0.256))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { notation: 'compact' }).formatToParts(1234567))",
        "JSON.stringify(new Intl.NumberFormat('de-DE', { notation: 'compact' }).formatToParts(-1234567))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { notation: 'compact', compactDisplay: 'long' }).formatToParts(2500))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { notation: 'scientific' }).formatToParts(0.000123))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { notation: 'engineering' }).formatToParts(123456))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { signDisplay: 'always' }).formatToParts(5))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilometer-per-hour' }).formatToParts(50))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'unit', unit: 'liter', unitDisplay: 'long' }).formatToParts(1))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }).formatToParts(2))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CHF' }).formatToParts(5))",
        "JSON.stringify(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencySign: 'accounting' }).formatToParts(-5))",
        "JSON.stringify(new Intl.NumberFormat('ar-EG').formatToParts(-1234.5))",
        "JSON.stringify(new Intl.NumberFormat('en-US').formatToParts(NaN)) + JSON.stringify(new Intl.NumberFormat('en-US').formatToParts(-Infinity))",
        "JSON.stringify(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).formatToParts(1234))",
        "JSON.stringify(new Intl.NumberFormat('sv-SE').formatToParts(-1234.5))",
        "JSON.stringify(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).formatToParts(-1234.5))",
        "JSON.stringify(new Intl.NumberFormat('en-US').formatToParts(12n ** 20n))",
        'JSON.stringify(new Intl.NumberFormat().formatToParts())',
        "new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).formatToParts(9.99).map(p => p.type === 'fraction' ? '<sup>' + p.value + '</sup>' : p.value).join('')",
        "JSON.stringify(new Intl.NumberFormat('hi-IN', { notation: 'compact' }).formatToParts(1234567))",
        "JSON.stringify(new Intl.NumberFormat('fa-IR').formatToParts(-12.5))",
    ]),
]
