"""An input's value across changes of its type, as the HTML standard's type change steps
and Chromium make it: a typed value moves into the `value` attribute when the new type
keeps its value there (hidden, checkbox ...), unless it is empty; a file input drops
it, and so does a type that holds a value of its own again after one that did not (the
value is the attribute's); the new type's value sanitization changes the value itself,
which stays changed under the next type (`'q'` in a color input is `#000000`, and a text
input made of it keeps `#000000`; a range input's `900` is `100`); a value no user or
script wrote follows the attribute again when it changes. Each line changes the types
in one click, so the live patches carry them together (`petite.patches`)."""

from ..harness import button_probe

MARKUP = ('<input id="a" value="init"><input id="b" value="bi"><input id="c" value="ci"><input id="e">'
          '<input id="f" type="range" value="7"><input id="g" value="gi"><input id="h" type="range" value="5">'
          '<input id="k" value="init">')


def _el(i: str) -> str:
    return f"document.getElementById('{i}')"


def _show(i: str) -> str:
    return f"[{_el(i)}.type, {_el(i)}.value, {_el(i)}.getAttribute('value'), {_el(i)}.defaultValue].join('/')"


def _line(*steps: str) -> str:
    return "(" + ", ".join(steps) + ")"


a, b, c, e, f, g, h, k = (_el(i) for i in "abcefghk")

CASES = [
    button_probe(
        "input_type_change_values",
        MARKUP,
        [
            _line(f"{a}.value = ''", f"{a}.type = 'hidden'", _show("a")),
            _line(f"{b}.value = 'zz'", f"{b}.type = 'file'", _show("b")),
            _line(f"{b}.type = 'text'", _show("b")),
            _line(f"{b}.setAttribute('value', 'b2')", _show("b")),
            _line(f"{c}.value = 'zz'", f"{c}.type = 'checkbox'", f"{c}.type = 'text'", f"{c}.setAttribute('value', 'c2')", _show("c")),
            _line(f"{e}.value = 'q'", f"{e}.type = 'color'", f"{e}.type = 'text'", _show("e")),
            _line(f"{e}.setAttribute('value', 'e2')", _show("e")),
            _line(f"{f}.type = 'text'", _show("f")),
            _line(f"{f}.setAttribute('value', '900')", f"{f}.type = 'range'", f"{f}.type = 'text'", _show("f")),
            _line(f"{f}.setAttribute('value', 'f3')", _show("f")),
            _line(f"{h}.setAttribute('value', '900')", f"{h}.type = 'text'", _show("h")),
            _line(f"{h}.type = 'number'", f"{h}.setAttribute('value', 'zz')", f"{h}.type = 'text'", _show("h")),
            _line(f"{g}.value = '  x  '", f"{g}.type = 'url'", f"{g}.type = 'text'", f"{g}.setAttribute('value', 'g2')", _show("g")),
            _line(f"{k}.value = 'typed'", f"{k}.type = 'hidden'", f"{k}.type = 'text'", _show("k")),
            _line(f"{k}.value = '  a b  '", f"{k}.type = 'email'", f"{k}.type = 'hidden'", _show("k")),
            _line(f"{k}.type = 'range'", f"{k}.removeAttribute('value')", f"{k}.type = 'text'", _show("k")),
            _line(f"{k}.value = 'again'", f"{k}.type = 'radio'", f"{k}.type = 'file'", f"{k}.type = 'text'", _show("k")),
            "[...document.querySelectorAll('input')].map(e => e.outerHTML).join('')",
        ],
    ),
]
