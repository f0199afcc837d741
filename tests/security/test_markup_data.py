"""Data is text on every path, `markupsafe.Markup` included.

`escape()` from markupsafe passes a `Markup` through unescaped; petite's one escaping
function (`petite.safety.escape_html`) escapes it like any string, so a `Markup` in data
cannot leave markup anywhere but `v-html`. Each template is rendered by `petite.render`
and by the mount path, loaded in Chromium, and must not run the payload's hook.
"""

from __future__ import annotations

import pytest
from markupsafe import Markup

from ..support import rendered

PAYLOADS = [
    "<img src=x onerror=__xss()>",
    "</textarea><img src=x onerror=__xss()>",
    "</title><img src=x onerror=__xss()>",
    "\"><img src=x onerror=__xss()>",
    "'><img src=x onerror=__xss()>",
    "</style><img src=x onerror=__xss()>",
    "</script><img src=x onerror=__xss()>",
]
TEMPLATES = [
    "{{ m }}",
    '<p :title="m">x</p>',
    '<p :class="m">x</p>',
    '<p :class="[m]">x</p>',
    '<p v-bind="{ id: m }">x</p>',
    '<p v-text="m">x</p>',
    '<input :value="m">',
    '<input v-model="m">',
    '<textarea v-model="m"></textarea>',
    "<textarea>{{ m }}</textarea>",
    "<title>{{ m }}</title>",
    '<select v-model="m"><option :value="m">{{ m }}</option></select>',
    '<p :style="{ color: m }">x</p>',
    '<p :data-x="m" :aria-label="m">x</p>',
    '<p v-for="x in [m, m]" :title="x">{{ x }}</p>',
]


def page_html(template: str, payload: str, path: str) -> str:
    return rendered(f"<div v-scope>{template}</div>", {"m": Markup(payload)}, path)


@pytest.mark.parametrize("path", ["render", "mount"])
def test_markup_in_data_never_runs(chromium, path: str) -> None:
    page = chromium.new_page()
    try:
        page.set_content("<!doctype html><body></body>")
        page.evaluate("() => { window.__hits = 0; window.__xss = () => { window.__hits++ } }")
        for template in TEMPLATES:
            for payload in PAYLOADS:
                html = page_html(template, payload, path)
                page.evaluate("html => { const d = document.createElement('div'); d.innerHTML = html;"
                              " document.body.appendChild(d) }", html)
        page.evaluate("() => new Promise(r => setTimeout(r, 50))")  # let image errors fire
        assert page.evaluate("window.__hits") == 0
        # the harness can see execution: the same payload through v-html runs
        page.evaluate("html => { document.body.innerHTML += html }",
                      page_html('<p v-html="m"></p>', PAYLOADS[0], path))
        page.wait_for_function("window.__hits > 0")
    finally:
        page.close()


@pytest.mark.parametrize("payload", PAYLOADS)
@pytest.mark.parametrize("template", TEMPLATES)
def test_markup_renders_as_its_text_on_both_paths(template: str, payload: str) -> None:
    assert page_html(template, payload, "render") == page_html(template, payload, "mount")
