"""v-html: an element's children replaced by parsed HTML."""

from __future__ import annotations

from typing import Any

from petite.directive_api import Directive
from petite.dom import parse_markup
from petite.dom.serialize import inner_html
from petite.expr.values import to_js_string, undefined
from petite.safety import as_trusted_html, is_trusted_html

# -- live (mount engine) ---------------------------------------------------------------


def html(d: Any) -> None:
    """The live `v-html` (`el.innerHTML = value`; only rewritten when it changes):
    untrusted strings are sanitised by the element (`petite.sanitize`)."""
    el = d.el
    state = {"last": None}

    def update() -> None:
        value = d.get()
        markup = html_string(value)
        if markup != state["last"] or type(markup) is not type(state["last"]):
            state["last"] = markup
            el.set_inner_html(markup)

    d.effect(update)



def html_string(value: Any) -> str:
    """What `el.innerHTML = value` parses: JavaScript's string of `value` (null: ''),
    kept TrustedHTML when `value` is trusted markup."""
    if value is None:
        return ""
    if value is undefined:
        return "undefined"
    if is_trusted_html(value):
        return as_trusted_html(value)
    return to_js_string(value)


# -- string rendering (SSR) ------------------------------------------------------------


def ssr_html(value: Any, tag: str, namespace: str) -> str:
    """`v-html`: the value parsed as the element's innerHTML, sanitised unless it is
    TrustedHTML (`petite.dom.parse_markup`), and serialized again (so the markup cannot
    end the element it is put in). An executable `<script>` keeps its text (the caller)."""
    markup = "" if value is None else html_string(value)
    if not markup:
        return ""
    return inner_html(parse_markup(markup, tag, namespace), page=True)  # (page output)


def render_html(el: Any, value: Any, arg: str | None = None, modifiers: Any = None) -> None:
    """`v-html` on the render function's element state (an executable script keeps its text)."""
    el.set_inner_html(html_string(value))


def sets_content(arg: str | None, tag: str, namespace: str) -> bool:
    return True


DIRECTIVE = Directive("html", mount=html, render=render_html, sets_content=sets_content)
