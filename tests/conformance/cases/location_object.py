"""Cases: `location` as the page's script sees it on a page at about:blank (the address
petite takes a page to have when it knows none): its parts, its own properties in
Chromium's order, `String(location)`, `instanceof Location`, expandos, `document.location`
and `window.location`, recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import button_probe as _probe

CASES = [
    _probe("location_object", "", [
        "location.href + ' ' + location.pathname + ' ' + location.origin + ' ' + location.protocol",
        "[location.host, location.hostname, location.port, location.search, location.hash].join('|')",
        "Object.keys(location).join()",
        "JSON.stringify(location)",
        "String(location) + `${location}` + location.toString()",
        "Object.prototype.toString.call(location) + (location instanceof Location) + typeof Location",
        "(document.location === location) + ' ' + (window.location === location) + ' ' + ('hash' in location)",
        "(location.y = 5, location.y) + ' ' + typeof location.assign + location.valueOf().href",
        "new URLSearchParams(location.search).get('q') + ' ' + new URL('x', 'http://a/').href",
    ]),
]
