"""Cases: `location` as the page's script sees it: its own properties in Chromium's order,
`String(location)` and `toString()` being its `href`, `instanceof Location`, expandos,
`document.location` and `window.location`, recorded from petite-vue 0.4.1 in Chromium.
Lines that show the address itself are not here: the oracle's page keeps the address an
earlier case left it at (its values are checked in tests/mount/test_location.py, against
the same template run by petite-vue at a known address)."""

from ..harness import button_probe as _probe

CASES = [
    _probe("location_object", "", [
        "[typeof location.href, typeof location.pathname, typeof location.origin, typeof location.hash].join()",
        "Object.keys(location).join()",
        "Object.keys(JSON.parse(JSON.stringify(location))).join()",
        "(String(location) === location.href) + ' ' + (`${location}` === location.toString())",
        "Object.prototype.toString.call(location) + (location instanceof Location) + typeof Location",
        "(document.location === location) + ' ' + (window.location === location) + ' ' + ('hash' in location)",
        "(location.y = 5, location.y) + ' ' + typeof location.assign + (location.valueOf() === location)",
        "typeof new URLSearchParams(location.search).toString() + ' ' + new URL('x', 'http://a/').href",
    ]),
]
