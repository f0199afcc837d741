"""v-show: `display: none` while the expression is falsy."""

from __future__ import annotations

from typing import Any

from petite.expr.values import truthy

# -- live (mount engine) ---------------------------------------------------------------


def show(d: Any) -> None:
    """The live `v-show`: restores the element's initial `display` when truthy."""
    from directives.bind import parse_css_text, set_style_property, write_style

    el = d.el
    initial = parse_css_text(el.attrs.get("style", "")).get("display", ("", False))[0]

    def update() -> None:
        decls = parse_css_text(el.attrs.get("style", ""))
        set_style_property(decls, "display", initial if truthy(d.get()) else "none")
        write_style(el, decls)

    d.effect(update)


show.petite_builtin = True  # type: ignore[attr-defined]
