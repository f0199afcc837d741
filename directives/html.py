"""v-html: an element's children replaced by parsed HTML."""

from __future__ import annotations

from typing import Any

from petite.dom import parse_fragment
from petite.expr.values import to_js_string, undefined

# -- live (mount engine) ---------------------------------------------------------------


def html(d: Any) -> None:
    """The live `v-html` (`el.innerHTML = value`; only rewritten when it changes)."""
    el = d.el
    state = {"last": None}

    def update() -> None:
        value = d.get()
        markup = "" if value is None else "undefined" if value is undefined else to_js_string(value)
        if markup != state["last"]:
            state["last"] = markup
            el.set_inner_html(markup)

    d.effect(update)


html.petite_builtin = True  # type: ignore[attr-defined]


# -- string rendering (SSR) ------------------------------------------------------------


def ssr_html(value: Any, tag: str, namespace: str) -> str:
    """`v-html`: the value parsed as the element's innerHTML and serialized again (so
    the markup cannot end the element it is put in). Unsafe with untrusted data."""
    if value is None:
        markup = ""
    else:
        markup = to_js_string(value)
        if type(markup) is not str:
            markup = str.__str__(markup)
    if not markup:
        return ""
    context = tag if namespace == "html" and tag != "template" else "div"
    return parse_fragment(markup, context).inner_html()
