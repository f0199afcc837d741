"""v-show: `display: none` while the expression is falsy."""

from __future__ import annotations

from typing import Any

from petite.expr.values import truthy

# -- live (mount engine) ---------------------------------------------------------------


def show(d: Any) -> None:
    """The live `v-show`: restores the element's initial `display` when truthy."""
    from petite.directives.bind import parse_css_text, set_style_property, write_style

    el = d.el
    initial = parse_css_text(el.attrs.get("style", "")).get("display", ("", False))[0]

    def update() -> None:
        decls = parse_css_text(el.attrs.get("style", ""))
        set_style_property(decls, "display", initial if truthy(d.get()) else "none")
        write_style(el, decls)

    d.effect(update)


show.petite_builtin = True  # type: ignore[attr-defined]


# -- string rendering (SSR) ------------------------------------------------------------


def ssr_show(state: Any, visible: Any, initial_display: str) -> None:
    """`v-show` on an SSR element state (`petite.compiler.runtime.ElementState`):
    `display: none` when falsy, else the display the element had when the directive
    was processed; the style attribute is only rewritten when a declaration changes."""
    from petite.directives.bind import parse_css_text, serialize_css, set_style_property

    style = state.attrs.get("style")
    decls = parse_css_text(style) if style else {}
    current = decls.get("display")
    if truthy(visible):
        if initial_display == "":
            if current is None:
                return
            del decls["display"]
        else:
            if current == (initial_display, False):
                return
            decls["display"] = (initial_display, False)
    else:
        if current == ("none", False):
            return
        set_style_property(decls, "display", "none")
    state.attrs["style"] = serialize_css(decls)
