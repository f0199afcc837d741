"""Class 2 in Chromium: markup from data cannot clobber the DOM.

A browser exposes elements with an `id` or `name` as properties of `document` and of
their form, hiding the built-ins of those names: sanitized `v-html` markup with
`<img name="getElementById">` would break the page's own scripts. The sanitizer drops
such `id`/`name` values (`petite.clobbering`, as DOMPurify). The effect is checked in
the browser, by what the page's script sees, on both paths.
"""

from __future__ import annotations

import pytest

import petite
from petite.clobbering import CLOBBERING_NAMES
from petite.testing import mount

BROWSER_NAMES = """() => {
  const names = new Set();
  for (const start of [document, document.createElement('form')]) {
    for (let o = start; o; o = Object.getPrototypeOf(o)) Object.getOwnPropertyNames(o).forEach((k) => names.add(k));
    for (const k in start) names.add(k);
  }
  return [...names];
}"""

MARKUP = (
    '<img name="getElementById"><img id="currentScript"><img name="domain"><img id="title">'
    '<form id="sent"><input name="action"><input name="submit"><input name="elements"></form>'
    '<img id="kept" name="fine">'
)

WHAT_SCRIPTS_SEE = """() => ({
  getElementById: typeof document.getElementById,
  currentScript: document.currentScript === null,
  domain: typeof document.domain,
  title: typeof document.title,
  action: typeof document.getElementById('sent').action,
  submit: typeof document.getElementById('sent').submit,
  elements: document.getElementById('sent').elements instanceof HTMLFormControlsCollection,
  kept: document.getElementById('kept') !== null && document.fine instanceof HTMLImageElement,
})"""

UNHARMED = {"getElementById": "function", "currentScript": True, "domain": "string", "title": "string",
            "action": "string", "submit": "function", "elements": True, "kept": True}

TEMPLATE = '<div v-scope><div v-html="markup"></div></div>'

PATHS = {
    "render": lambda: petite.render(TEMPLATE, {"markup": MARKUP}),
    "mount": lambda: mount(TEMPLATE, {"markup": MARKUP}).html(),
}


def test_the_list_holds_every_name_the_browser_has(chromium):
    page = chromium.new_page()
    try:
        missing = set(page.evaluate(BROWSER_NAMES)) - CLOBBERING_NAMES
    finally:
        page.close()
    assert missing == set(), f"add to petite/clobbering.py: {sorted(missing)}"


@pytest.mark.parametrize("path", PATHS)
def test_markup_from_data_leaves_document_and_forms_their_built_ins(chromium, path):
    page = chromium.new_page()
    try:
        page.set_content(PATHS[path]())
        assert page.evaluate(WHAT_SCRIPTS_SEE) == UNHARMED
    finally:
        page.close()


def test_trusted_markup_keeps_its_names():
    html = petite.render(TEMPLATE, {"markup": petite.TrustedHTML('<img name="cookie">')})
    assert '<img name="cookie">' in html


def test_positive_control_unsanitized_names_do_clobber(chromium):
    """The same markup, written as it is, does harm what scripts see (the check is real)."""
    page = chromium.new_page()
    try:
        page.set_content(f"<div>{MARKUP}</div>")
        seen = page.evaluate("() => [typeof document.getElementById, typeof document.domain, typeof document.forms[0].action]")
    finally:
        page.close()
    assert seen == ["object", "object", "object"]
