"""v-text and `{{ }}` interpolation: an element's or a text node's text content.

Display follows petite-vue's toDisplayString (`petite.expr.to_display_string`):
null/undefined as '', objects and arrays as 2-space JSON, anything else as its
JavaScript string.
"""

from __future__ import annotations

from typing import Any

from petite.expr.values import to_display_string

# -- live (mount engine) ---------------------------------------------------------------


def text(d: Any) -> None:
    """The live `v-text`: the element's text content follows the expression."""
    el = d.el
    d.effect(lambda: el.set_text(to_display_string(d.get())))


text.petite_builtin = True  # type: ignore[attr-defined]


def interpolation(node: Any, parts: list, ctx: Any) -> None:
    """A text node with `{{ }}`: `parts` are literal strings and 1-tuples holding an
    expression; one effect keeps the node's data up to date."""
    from petite.walk import evaluate

    def update() -> None:
        out = []
        for part in parts:
            if isinstance(part, tuple):
                out.append(to_display_string(evaluate(ctx, part[0], node)))
            else:
                out.append(part)
        node.set_data("".join(out))

    ctx.effect(update)
