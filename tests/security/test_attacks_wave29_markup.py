"""Wave 29 of the attacker: markup-context XSS the other corpora miss (mutation XSS through
the sanitiser's parse). Every attack is decided in Chromium on the three paths
(`petite.render`, `petite.testing.mount`, a live page: first paint and patch), with the
hooks and the exercise of `attacks/test_xss_browser.py`; never by reading the HTML.

The sanitiser parses `v-html` markup as the children of its host (`innerHTML`'s fragment
parse) and writes the cleaned tree; the browser parses that text inside the whole page.
The two parses differ where the HTML standard's fragment case differs from a document:
in a `<tbody>`/`<tr>` host the insertion mode is "in table", so a `<form>` start tag
inside a MathML `<mtext>` is inserted and popped at once (a document), where the
fragment parser's tree kept it open around an HTML `<mglyph>`; reparsed, that `<mglyph>`
lands directly in the `<mtext>`, is MathML, and so is the `<style>` under it, whose text
is then markup.
"""

from __future__ import annotations

import pytest
from markupsafe import Markup

import petite

from .attacks.harness import live_attack_ran, serve_live_attacks
from .attacks.test_xss_browser import EXERCISE, HOOK, browser_context, document, page, run_in_page  # noqa: F401
from ..support import rendered

pytestmark = pytest.mark.timeout(300)

CALL = "top.pwn(1)"
IMG = f"<img src=x onerror={CALL}>"

# DOMPurify 2.0.16's nested-form bypass (Michał Bentkowski), here through a table section.
NESTED_FORM = f"<form><math><mtext></form><form><mglyph><style></math>{IMG}"
NESTED_FORM_MALIGNMARK = f"<form><math><mi></form><form><malignmark><style></math>{IMG}"

# (id, template, data): the data is markup from the data, the template is ordinary.
TABLE_HOSTS = [
    '<table><tbody v-html="h"></tbody></table>',
    '<table><thead v-html="h"></thead></table>',
    '<table><tfoot v-html="h"></tfoot></table>',
    '<table><tr v-html="h"></tr></table>',
    '<table><tbody :inner-h-t-m-l.camel="h"></tbody></table>',
    '<table><tbody v-effect="$el.innerHTML = h"></tbody></table>',
]
ATTACKS = [(f"table-host-{i}-{j}", host, {"h": payload})
           for i, host in enumerate(TABLE_HOSTS)
           for j, payload in enumerate([NESTED_FORM, NESTED_FORM_MALIGNMARK])]


# A host the template's parse puts in HTML (foster parenting moves an HTML `<mglyph>` out
# of a `<table>` into a MathML `<mtext>`) but a browser reads back as MathML: the markup
# was parsed and cleaned as an HTML element's children, the browser parses it as a MathML
# `<mglyph>`'s (foreign content: a `<style>` under a `<select>` or `<template>` is MathML
# there, its text markup).
CONFUSED_HOSTS = [
    '<math><mtext><table><mglyph v-html="h"></mglyph></table></mtext></math>',
    '<math><mi><table><malignmark v-html="h"></malignmark></table></mi></math>',
    '<math><mo><table><mglyph :inner-h-t-m-l.camel="h"></mglyph></table></mo></math>',
]
CONFUSED_PAYLOADS = [
    f"<select><style></select>{IMG}</style>",
    f"<template><style></template>{IMG}</style>",
    f"<svg><desc><style></svg>{IMG}</style></desc></svg>",
    f"<a><table><a><style></a>{IMG}</style>",
    f"<plaintext></plaintext>{IMG}",
    f"<selectedcontent><style>{IMG}</style></selectedcontent>",
    f"<select><button><style>{IMG}</style></button></select>",
]
ATTACKS += [(f"confused-host-{i}-{j}", host, {"h": payload})
            for i, host in enumerate(CONFUSED_HOSTS) for j, payload in enumerate(CONFUSED_PAYLOADS)]


def _ran(page, html: str) -> list:  # noqa: F811
    page.dialogs.clear()
    return run_in_page(page, document(html)) + page.dialogs


@pytest.mark.parametrize("path", ["render", "mount"])
@pytest.mark.parametrize("attack", ATTACKS, ids=lambda a: a[0])
def test_markup_in_a_table_section_runs_nothing(page, attack, path):  # noqa: F811
    _, template, data = attack
    html = rendered(template, data, path)
    assert _ran(page, html) == [], html


def test_the_nested_form_attack_is_real(page):  # noqa: F811
    """Positive control: the same markup as TrustedHTML (written as it is) runs in this
    harness, so the attack and the detection are real."""
    html = petite.render(TABLE_HOSTS[0], {"h": Markup(NESTED_FORM)})
    assert _ran(page, html), html


def test_ordinary_table_markup_is_kept():
    """What the rule costs: nothing real (an HTML `<mglyph>` is an unknown element; the
    MathML one stays)."""
    rows = '<tr><td>a</td><td><math><mi>x</mi><mglyph></mglyph></math></td></tr>'
    for path in ("render", "mount"):
        assert rendered('<table><tbody v-html="h"></tbody></table>', {"h": rows}, path) == (
            f"<table><tbody>{rows}</tbody></table>")


# -- live pages: the hostile markup at first paint, and as a patch -------------------------
LIVE = [(host, payload) for host in TABLE_HOSTS[:4] for payload in (NESTED_FORM, NESTED_FORM_MALIGNMARK)]
LIVE += [(CONFUSED_HOSTS[0], payload) for payload in CONFUSED_PAYLOADS[:2]]


@pytest.fixture(scope="module")
def live_server():
    pages = [("h", host, payload, payload) for host, payload in LIVE]  # hostile from the first paint
    pages += [("h", host, "", payload) for host, payload in LIVE]  # hostile as a patch
    with serve_live_attacks(pages) as base:
        yield base


@pytest.mark.parametrize("index", range(2 * len(LIVE)))
def test_live_pages_run_nothing(live_server, chromium, index):
    ran = live_attack_ran(chromium, f"{live_server}/{index}/", HOOK, EXERCISE)
    assert not ran, f"script ran: {ran}"
