"""Cases: which element has which property (`div.value` is undefined and writing it
changes no attribute; `'href' in a`), the `in` operator on DOM objects, the window and
the navigator, and the event-handler properties (`el.onclick` is null), recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import expression_probe as _probe

ELEMENTS = ('<div ref="d" data-x="1"></div><input ref="i"><a ref="a" href="#top">a</a><ul ref="u"><li>1</li></ul>'
            '<select ref="s"><option>o</option></select><form ref="f"></form><label ref="l"></label><img ref="img">')
KEYS = ["value", "checked", "href", "src", "name", "type", "disabled", "placeholder", "options", "htmlFor",
        "selectedIndex", "open", "alt", "action", "target", "required", "min", "multiple"]
REFS = ["d", "i", "a", "u", "s", "f", "l", "img"]

CASES = [
    _probe("dom_property_presence_in", ELEMENTS, [
        f"{KEYS}.filter(k => k in $refs.{ref}).join()" for ref in REFS
    ] + [
        "'id' in $refs.d", "'dataset' in $refs.d", "'hasOwnProperty' in $refs.d", "'nope' in $refs.d",
        "(() => { $refs.d.mine = 1; return 'mine' in $refs.d })()", "'onclick' in $refs.d", "'oninput' in $refs.i",
        "'x' in $refs.d.dataset", "'length' in $refs.d.classList", "'item' in $refs.u.children",
        "'namedItem' in $refs.u.children", "'0' in $refs.u.children", "'target' in new Event('x')",
        "'detail' in new CustomEvent('x')", "'querySelector' in document", "'body' in document", "'onclick' in document",
        "'document' in window", "'Math' in window", "'alert' in window", "'localStorage' in window", "'onload' in window",
        "'language' in navigator", "'toString' in document",
    ]),
    _probe("dom_property_presence_reads", ELEMENTS, [
        f"{KEYS}.map(k => typeof $refs.{ref}[k]).join()" for ref in REFS
    ] + [
        "(() => { const d = $refs.d; d.disabled = true; d.value = 'x'; d.href = 'y'; return [d.hasAttribute('disabled'), d.value, d.getAttribute('href'), d.href].join() })()",
        "(() => { const d = $refs.d; d.checked = 1; return typeof d.checked + d.outerHTML })()",
        "String($refs.d.onclick)", "String($refs.i.onchange)", "String(document.onclick)", "String(window.onload)",
        "(() => { document.onkeydown = null; return 'no error' })()",
    ]),
]
