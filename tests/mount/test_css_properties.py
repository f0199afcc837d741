"""Which names an element's style has a CSS property under, and which CSS names a
declaration takes (`petite.css.STYLE_KEYS`, `DECLARED`, from the recorded
`petite.css_properties`): checked against the Chromium the suite runs."""

from __future__ import annotations

from petite.css import DECLARED, STYLE_KEYS, css_property, declared_property

IN_STYLE = "(names) => names.filter((name) => name in document.createElement('div').style)"
DECLARES = """(names) => names.filter((name) => {
  const el = document.createElement('div')
  el.style.setProperty(name, 'inherit')
  return el.style.length > 0 })"""


def candidates() -> list[str]:
    """Every name petite knows, and near misses: other cases, other vendors' prefixes."""
    names = set(STYLE_KEYS)
    for name in list(names):
        names |= {name.upper(), name[0].upper() + name[1:], "ms" + name[0].upper() + name[1:],
                  "Moz" + name[0].upper() + name[1:], "-moz-" + name, name.replace("-", "")}
    return sorted(names | {"nope", "--x", "float", "css-float", "length", "cssText", "item"})


def test_style_keys_are_chromiums(chromium) -> None:
    names = candidates()
    page = chromium.new_page()
    try:
        found = set(page.evaluate(IN_STYLE, names)) - {"cssText", "length", "parentRule", "item"}
    finally:
        page.close()
    assert found == set(STYLE_KEYS)
    assert css_property("nope") is None and css_property("--x") == "--x"


def test_declared_names_are_chromiums(chromium) -> None:
    names = sorted(set(STYLE_KEYS.values()) | {name.upper() for name in STYLE_KEYS.values()} | {"fontSize", "nope"})
    page = chromium.new_page()
    try:
        found = set(page.evaluate(DECLARES, names))
    finally:
        page.close()
    assert {name for name in found} == {name for name in names if declared_property(name) is not None}
    assert {declared_property(name) for name in found} == DECLARED
