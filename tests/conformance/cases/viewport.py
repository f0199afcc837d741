"""Cases: where the page is shown, as a server assumes it (petite.expr.viewport): the
window's `innerWidth`/`innerHeight`/`outerWidth`/`outerHeight`/`devicePixelRatio`,
`screen` and its orientation, the browser `navigator` names pages test (`userAgent`,
`platform`, `maxTouchPoints`), agreeing with `matchMedia` and its viewport units; and
the responsive idioms real pages write without a guard (`window.innerWidth >= 1024`
in a method, a mobile test on the user agent, a width kept in state by a resize
listener). Recorded from petite-vue 0.4.1 in Chromium (the reference harness's page:
1280x720 at 1 device pixel per CSS pixel)."""

from ..harness import Case
from ..harness import button_probe as _probe

CASES = [
    _probe("viewport_window_values", "", [
        "[innerWidth, innerHeight, outerWidth, outerHeight, devicePixelRatio].join()",
        "[window.innerWidth, window.innerHeight, window.outerWidth, self.devicePixelRatio].join()",
        "[typeof screen, String(screen), JSON.stringify(screen), screen === window.screen].join()",
        "[screen.width, screen.height, screen.availWidth, screen.availHeight, screen.availLeft, screen.availTop,"
        " screen.colorDepth, screen.pixelDepth].join()",
        "[screen.orientation.type, screen.orientation.angle, String(screen.orientation)].join()",
        "['innerWidth' in window, 'screen' in window, 'devicePixelRatio' in window, 'width' in screen].join()",
    ]),
    _probe("viewport_agrees_with_match_media", "", [
        "[matchMedia('(min-width: ' + innerWidth + 'px)').matches, matchMedia('(min-width: ' + (innerWidth + 1) + 'px)').matches,"
        " matchMedia('(max-height: ' + innerHeight + 'px)').matches].join()",
        "[matchMedia('(min-width: 100vw)').matches, matchMedia('(min-width: 101vw)').matches,"
        " matchMedia('(max-height: 100vh)').matches, matchMedia('(min-width: 50vmax)').matches,"
        " matchMedia('(max-width: 100vmax)').matches, matchMedia('(min-height: 100vmin)').matches].join()",
        "[matchMedia('(resolution: ' + devicePixelRatio + 'dppx)').matches,"
        " matchMedia('(orientation: ' + (innerWidth > innerHeight ? 'landscape' : 'portrait') + ')').matches,"
        " matchMedia('(device-width: ' + screen.width + 'px)').matches].join()",
    ]),
    _probe("viewport_navigator", "", [
        "[typeof navigator.userAgent, /Mozilla\\/5\\.0/.test(navigator.userAgent), /Chrome\\//.test(navigator.userAgent),"
        " /Android|iPhone|iPad|Mobi/i.test(navigator.userAgent)].join()",
        "navigator.userAgent.includes('Linux') + ':' + navigator.userAgent.indexOf('Safari')",
        "[navigator.platform, navigator.maxTouchPoints, navigator.vendor, navigator.onLine].join()",
        "('ontouchstart' in window) + ':' + (navigator.maxTouchPoints > 0)",
    ]),
    Case("viewport_responsive_menu",
         '<div v-scope="{ open: false, width: window.innerWidth,'
         ' get mobile() { return /Android|iPhone/i.test(navigator.userAgent) || this.width < 768 },'
         ' toggle() { if (window.innerWidth >= 1024) { this.open = !this.open } else { this.open = false } },'
         ' mounted() { window.addEventListener(\'resize\', () => { this.width = window.innerWidth }) } }"'
         ' @vue:mounted="mounted()">'
         '<button @click="toggle()">menu</button><i>{{ width }}</i><nav v-if="open" :class="{ mobile }">{{ width }}</nav>'
         '<p>{{ mobile ? "mobile" : "desktop" }} {{ screen.width }}x{{ screen.height }} {{ devicePixelRatio }}</p></div>',
         steps=(("click", "button"), ("click", "button"))),
    # a page not scrolled; its (headless) window at 10, 10 on the screen
    _probe("viewport_scroll_offsets", "", [
        "[scrollX, scrollY, pageXOffset, pageYOffset, window.scrollY].join()",
        "[window.scrollY > 50, Math.round(scrollY), typeof pageYOffset, 'scrollY' in window].join()",
    ]),
    _probe("viewport_window_position", "", ["[screenX, screenY, screenLeft, screenTop].join()"]),
    Case("viewport_sticky_header",
         '<div v-scope="{ scrolled: window.scrollY > 50, top: 0 }"'
         ' @vue:mounted="window.addEventListener(\'scroll\', () => { scrolled = window.scrollY > 50; top = scrollY })">'
         '<header :class="{ sticky: scrolled }">{{ top }} {{ scrolled }}</header></div>'),
]
