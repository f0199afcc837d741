"""v-html: an element's children replaced by parsed HTML."""

from __future__ import annotations

from typing import Any

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
