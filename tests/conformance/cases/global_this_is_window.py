"""Cases: `globalThis` is the page's window (the same object as `window` and `self`, its
writes are globals, it shows as `[object Window]`), recorded from petite-vue 0.4.1 in
Chromium."""

from ..harness import Case, button_probe as _probe

CASES = [
    _probe("global_this_is_window", "", [
        "typeof globalThis + typeof window + (window === globalThis) + typeof self + (globalThis === self)",
        "(() => { globalThis.gx = 5; return window.gx + typeof gx })()",
        "(() => { window.gy = 6; return globalThis.gy })()",
        "globalThis.Math.max(1, 2) + globalThis.JSON.stringify([1]) + typeof globalThis.document",
        "'globalThis' in window",
        "String(globalThis)",
        "globalThis.globalThis === window",
        "typeof globalThis.setTimeout",
    ]),
    # on render too (a render reading it mounts, as one reading `window`)
    Case("global_this_rendered", '<p v-scope="{}">{{ String(globalThis) }} {{ globalThis === window }} {{ globalThis.Math.max(1, 2) }}</p>'),
]
