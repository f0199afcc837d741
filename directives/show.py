"""v-show: `display: none` while the expression is falsy.

One rule for both paths: `apply_show` works on a live element and on the render
function's element state alike (both have `attrs` and `set_attribute`)."""

from __future__ import annotations

from typing import Any

from petite.css import parse_css_text, set_style_property, write_style
from petite.directive_api import Directive
from petite.expr.values import truthy


def initial_display(el: Any) -> str:
    """The element's `style.display` when the directive is processed (what a truthy
    value restores)."""
    style = el.attrs.get("style")
    return parse_css_text(style).get("display", ("", False))[0] if style else ""


def apply_show(el: Any, visible: Any, initial: str) -> None:
    """`display: none` when `visible` is falsy, else the initial display; the style
    attribute is only rewritten when a declaration changes."""
    decls = parse_css_text(el.attrs.get("style", ""))
    set_style_property(decls, "display", initial if truthy(visible) else "none")
    write_style(el, decls)


# -- live (mount engine) ---------------------------------------------------------------


def show(d: Any) -> None:
    """The live `v-show`: one effect applying the expression's value."""
    el = d.el
    initial = initial_display(el)
    d.effect(lambda: apply_show(el, d.get(), initial))



# -- string rendering (SSR) ------------------------------------------------------------


def render_show(el: Any, visible: Any, arg: str | None = None, modifiers: Any = None) -> None:
    """`v-show` on the render function's element state (the same rule)."""
    apply_show(el, visible, initial_display(el))


DIRECTIVE = Directive("show", mount=show, render=render_show)
