"""Attribute names and selectors on SVG elements keep their case (found by a helper in a chart
idiom, `$el.setAttribute('viewBox', ...)` in a v-effect): `getAttribute`, `setAttribute`,
`hasAttribute`, `removeAttribute`, `toggleAttribute` fold a name to lowercase on HTML elements
only (an SVG `viewBox` was written as a second attribute, `viewbox`), and a selector naming
`clipPath`, `foreignObject` or `[viewBox]` finds them, recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        'svg_attr_viewbox',
        '<div v-scope="{ w: 20 }"><svg viewBox="0 0 10 10" v-effect="$el.setAttribute(\'viewBox\', \'0 0 \' + w + \' \' + w)"><rect width="1" height="1"></rect></svg><button @click="w++">b</button></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'svg_attr_reads',
        '<div v-scope="{ out: [] }"><svg ref="s" viewBox="0 0 10 10"><linearGradient gradientUnits="userSpaceOnUse" id="g"></linearGradient><clipPath id="c"></clipPath><foreignObject></foreignObject></svg><button @click="const s = $refs.s, g = s.querySelector(\'#g\'); out = [s.getAttribute(\'viewBox\'), s.getAttribute(\'viewbox\'), s.hasAttribute(\'viewBox\'), g.getAttribute(\'gradientUnits\'), (g.setAttribute(\'fillOpacity\', \'1\'), g.getAttributeNames().join() + (g.removeAttribute(\'fillOpacity\'), g.getAttributeNames().join())), (s.toggleAttribute(\'preserveAspectRatio\'), s.hasAttribute(\'preserveAspectRatio\')), (s.removeAttribute(\'viewBox\'), s.hasAttribute(\'viewBox\')), s.querySelectorAll(\'clipPath, linearGradient\').length, s.querySelectorAll(\'foreignObject\').length, s.getElementsByTagName(\'clipPath\').length, s.querySelectorAll(\'[viewBox], [gradientUnits]\').length, String(s.attributes.getNamedItem(\'preserveAspectRatio\') !== null)].map(String)">go</button><p v-for="o in out">{{ o }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'html_attr_case_folds',
        '<div v-scope="{ out: [] }"><div ref="d" data-X="1"></div><button @click="const d = $refs.d; d.setAttribute(\'TITLE\', \'t\'); d.setAttribute(\'Data-Y\', \'2\'); out = [d.getAttribute(\'Title\'), d.getAttributeNames().join(), d.hasAttribute(\'DATA-X\'), (d.removeAttribute(\'DATA-Y\'), d.getAttributeNames().join())]">go</button><p v-for="o in out">{{ o }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
