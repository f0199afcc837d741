"""Records the CSS properties Chromium's `el.style` has (`for (k in el.style)`: the
camelCase names) and those of them no style declaration takes (descriptors of
`@font-face`, `@counter-style` ...: `style.setProperty(name, 'inherit')` sets nothing)
into petite/css_properties.py (run again when Chromium moves on):

    .venv/bin/python -m tests.conformance.record_css_properties
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from playwright.sync_api import sync_playwright

from .harness import find_chromium

OUT = Path(__file__).resolve().parents[2] / "petite" / "css_properties.py"
# CSSStyleDeclaration's own members, which for-in lists beside the properties
MEMBERS = {"cssText", "length", "parentRule", "getPropertyPriority", "getPropertyValue", "item",
           "removeProperty", "setProperty"}
READ = """(members) => {
  const names = []
  for (const key in document.createElement('div').style) if (!members.includes(key)) names.push(key)
  return names }"""
# the CSS names (hyphenated, as petite.css derives them) that no declaration takes
UNDECLARED = """(names) => names.filter((name) => {
  const el = document.createElement('div')
  el.style.setProperty(name, 'inherit')
  return el.style.length === 0 })"""


def main() -> None:
    from petite.css import css_name

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=find_chromium(), args=["--headless", "--no-sandbox"])
        page = browser.new_page()
        names = page.evaluate(READ, sorted(MEMBERS))
        undeclared = page.evaluate(UNDECLARED, [css_name(name) for name in names])
        version = browser.version
        browser.close()
    OUT.write_text(module_text(names, undeclared, version))
    print(f"{OUT}: {len(names)} properties, {len(undeclared)} no declaration takes (Chromium {version})")


def module_text(names: list[str], undeclared: list[str], version: str) -> str:
    def words(items: list[str]) -> list[str]:
        return [f'    "{chunk} "' for chunk in textwrap.wrap(" ".join(sorted(items)), 92)]

    lines = ['"""The CSS properties of Chromium ' + version + "'s `el.style` (camelCase names), and the",
             "CSS names of those no style declaration takes (recorded by tests/conformance/",
             'record_css_properties.py; do not edit). Read by petite.css."""', "",
             "STYLE_PROPERTIES = frozenset((", *words(names), ").split())", "",
             "UNDECLARED = frozenset((", *words(undeclared), ").split())"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
