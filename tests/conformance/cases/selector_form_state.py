"""Attribute selectors read content attributes, as Chromium's do: `[value="x"]` matches an
input whose `value` attribute is "x", not one whose typed (or bound, or v-model'd) value
is; `[checked]` and `option[selected]` read the attributes too, while `:checked` reads the
checkedness. An input whose value mode is "default" or "default/on" (hidden, the
buttons, checkbox, radio) keeps its value in the attribute: writing `.value` sets it,
which selectors and the markup then show. The page's serialization (`outerHTML`) shows the content attributes as well."""

from ..harness import button_probe

MARKUP = ('<input id="a" value="x"><input id="b" :value="v"><input id="c" v-model="m">'
          '<input id="k" type="checkbox" v-model="on"><input id="j" type="checkbox" checked>'
          '<input id="h" type="hidden" :value="v"><input id="o" type="radio" :value="v">'
          '<select id="s" v-model="sel"><option value="1">1</option><option value="2" selected>2</option></select>')
SCOPE = "r: [], v: 'y', m: 'z', on: true, sel: '1'"


def _count(css: str) -> str:
    return f"document.querySelectorAll('{css}').length"


CASES = [
    button_probe(
        "selector_form_state_attributes",
        MARKUP,
        [
            *(_count(css) for css in ('input[value]', '[value=x]', '[value=y]', '[value=z]',
                                      'input[value=x], input[value=y]', 'div [value=y]',
                                      '[checked]', ':checked', 'input:checked', 'option[selected]',
                                      'option:checked', 'div [checked]')),
            "(document.getElementById('a').value = 'q', "
            f"[{_count('[value=q]')}, {_count('[value=x]')}, {_count('div [value=x]')}].join('|'))",
            "(document.getElementById('j').checked = false, "
            f"[{_count('[checked]')}, {_count(':checked')}, {_count('div [checked]')}].join('|'))",
            "(document.getElementById('h').value = 'w', document.getElementById('o').value = 7, "
            f"[{_count('[value=w]')}, {_count('input[value=y]')}, document.getElementById('o').getAttribute('value')].join('|'))",
            "[...document.querySelectorAll('input')].map(e => e.outerHTML).join('')",
            "document.getElementById('s').outerHTML",
        ],
        scope=SCOPE,
    ),
]
