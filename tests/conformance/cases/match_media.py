"""Cases: `window.matchMedia(query)` (also the bare name), what theme switchers and
responsive pages call, often without a guard: `matches` answered for the page the
reference harness shows (a 1280x720 viewport, light colour scheme: petite.expr.
viewport.ASSUMED), the list's listener methods, and a theme switcher reading
it in its v-scope; recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case
from ..harness import button_probe as _probe

_QUERIES = [
    "(prefers-color-scheme: dark)", "(prefers-color-scheme: light)", "(min-width: 768px)", "(max-width: 640px)",
    "screen and (min-width: 1024px)", "print", "not print", "only screen", "(orientation: portrait)",
    "(orientation: landscape)", "(width >= 1280px)", "(width > 1280px)", "(400px < width <= 1280px)",
    "(prefers-reduced-motion: reduce)", "(prefers-reduced-motion: no-preference)", "(min-width: 48em)",
    "(min-width: 80rem)", "all and (max-width: 1279.5px)", "(min-resolution: 2dppx)", "(resolution: 1dppx)",
    "(-webkit-min-device-pixel-ratio: 2)", "(-webkit-min-device-pixel-ratio: 1)", "(-webkit-device-pixel-ratio: 1)", "(color)", "(monochrome)", "(grid)", "(foo: bar)", "not (foo: bar)",
    "(min-aspect-ratio: 16/9)", "(max-aspect-ratio: 4/3)", "(min-height: 700px)", "(max-height: 719px)",
    "only screen and (max-width: 600px), (min-width: 1200px)", "(min-width: 600px) and (max-width: 900px)",
    "(max-width: 600px) or (min-width: 1000px)", "not all and (min-width: 1000px)", "(forced-colors: active)",
    "(prefers-contrast: more)", "(display-mode: standalone)", "(scripting: enabled)", "(update: fast)",
    "(color-gamut: srgb)", "(color-gamut: p3)", "(dynamic-range: high)", "nonsense(", "", "screen, print",
    "(prefers-color-scheme: blue)", "not (prefers-color-scheme: blue)", "(foo)", "tv", "not tv", "(MIN-WIDTH:768PX)",
]

CASES = [
    _probe("match_media_matches", "", [
        f"{_QUERIES[i:i + 5]!r}.map((q) => q + '=' + matchMedia(q).matches).join('; ')" for i in range(0, len(_QUERIES), 5)
    ] + [
        "(() => { const m = window.matchMedia('(min-width: 1px)'); const calls = []; m.addEventListener('change', () => calls.push(1)); m.addListener(() => calls.push(2)); m.onchange = () => 3; m.matches = false; return [typeof m.onchange, m.matches, String(m), JSON.stringify(m), Object.keys(m).length, calls.length, typeof m.removeListener, m.dispatchEvent(new Event('change'))].join() })()",
        "'matchMedia' in window && typeof window.matchMedia + ':' + (window.matchMedia === matchMedia)",
        "(() => { try { return matchMedia() } catch (e) { return e.name } })()",
        "matchMedia.name + matchMedia.length + ':' + typeof matchMedia('print').addListener",
    ]),
    Case("match_media_theme_switcher",
         '<div v-scope="{ theme: window.matchMedia(\'(prefers-color-scheme: dark)\').matches ? \'dark\' : \'light\','
         ' wide: matchMedia(\'(min-width: 1024px)\').matches,'
         ' toggle() { this.theme = this.theme === \'dark\' ? \'light\' : \'dark\' } }" :class="theme">'
         '<button @click="toggle()">{{ theme }}</button><p v-if="wide">wide layout</p><p v-else>narrow layout</p></div>',
         steps=(("click", "button"), ("click", "button"))),
]
