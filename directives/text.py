"""v-text and `{{ }}` interpolation: an element's or a text node's text content (the
live `{{ }}` is the walker's `Interpolation`).

Display follows petite-vue's toDisplayString (`petite.expr.to_display_string`):
null/undefined as '', objects and arrays as 2-space JSON, anything else as its
JavaScript string.
"""

from __future__ import annotations

from typing import Any

from petite.expr.budget import charge_written
from petite.expr.values import MAX_SAFE_INTEGER, to_display_string, to_double
from petite.dom import text_markup
from petite.safety import escape_html
from petite.directive_api import Directive

# -- live (mount engine) ---------------------------------------------------------------


def text(d: Any) -> None:
    """The live `v-text`: the element's text content follows the expression."""
    el = d.el
    d.effect(lambda: el.set_text(to_display_string(d.get())))


# -- string rendering (SSR) ------------------------------------------------------------


escape_text = escape_html


def ssr_display(value: Any) -> str:
    """`{{ value }}` as escaped HTML (toDisplayString, then escaped).

    Markup values are escaped too: `{{ }}` always renders text (v-html renders HTML).
    """
    if type(value) is int and -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
        return str(value)
    text = display_text(value)
    charge_written(text)  # (a str subclass, such as Markup: plain strings are charged by the render's `escaped`)
    return escape_text(text)


def display_text(value: Any) -> str:
    """The text `{{ value }}` or `v-text` shows (toDisplayString, as a plain str)."""
    t = type(value)
    if t is int and not -MAX_SAFE_INTEGER <= value <= MAX_SAFE_INTEGER:
        value = to_double(value)  # a JavaScript number is a double
    text = value if t is str else to_display_string(value)
    if type(text) is not str:
        text = str.__str__(text)
    return text


def ssr_raw_text(parts: Any, tag: str) -> str:
    """The text of a raw-text element (`<script>`, `<style>` ...) holding `{{ }}`:
    `parts` are its literal strings (str) and values in order (a single value is one
    part). Not escaped (the browser would not decode it), and never able to end the
    element (`petite.safety.guard_raw_text`, the rule the mount path's serializer
    applies to the same whole text)."""
    if type(parts) is not tuple:
        parts = (parts,)
    text = "".join(map(display_text, parts))
    charge_written(text)  # (as the mount path charges the text node's data)
    return text_markup(text, tag, "html")


def ssr_text(value: Any, tag: str, namespace: str = "html") -> str:
    """`v-text`: the element's new content, as the DOM serializes it (`text_markup`)."""
    return text_markup(display_text(value), tag, namespace)


def render_text(el: Any, value: Any, arg: str | None = None, modifiers: Any = None) -> None:
    """`v-text` on the render function's element state (an executable script keeps its text)."""
    el.set_text(display_text(value))


def sets_content(arg: str | None, tag: str, namespace: str) -> bool:
    return True


DIRECTIVE = Directive("text", mount=text, render=render_text, sets_content=sets_content)
