"""`ref` / `:ref`: register the element in `$refs`."""

from __future__ import annotations

from typing import Any
from petite.directive_api import Directive
from petite.expr.values import to_js_string

# -- live (mount engine) ---------------------------------------------------------------


def ref(d: Any) -> Any:
    """The live `ref`: `$refs[name] = el` (a `:ref` name may change); removed on teardown.
    A static `ref="name"` arrives as the expression `"name"`, as in petite-vue."""
    el = d.el
    refs = d.ctx.refs
    state: dict[str, Any] = {"prev": None}

    def update() -> None:
        name = d.get()
        if not isinstance(name, str):
            name = to_js_string(name)
        refs[name] = el
        prev = state["prev"]
        if prev and name != prev:
            del refs[prev]
        state["prev"] = name

    d.effect(update)

    def cleanup() -> None:
        if state["prev"]:
            del refs[state["prev"]]

    return cleanup


# (walked, not planned: a block plan would register copies before they are in place)
DIRECTIVE = Directive("ref", mount=ref, planned=False)
