"""Tagged templates: ``tag`a${x}b` `` calls ``tag(strings, x)``, and ``String.raw``.

``strings`` is an array of the cooked chunks (``undefined`` for a chunk with an escape
that is invalid, as ``\\unicode``) whose ``raw`` property is the array of the chunks as
written.
"""

from __future__ import annotations

from typing import Any

from .budget import tick
from .errors import ExpressionError
from . import operations
from .values import MAX_STRING_LENGTH, string_limit, to_integer, to_js_string, undefined


class TemplateStrings(list):
    """The first argument of a template tag: the cooked strings, with ``raw``."""

    __slots__ = ("raw",)
    __reactive_skip__ = True

    def __init__(self, cooked: tuple, raw: tuple) -> None:
        super().__init__(undefined if text is None else text for text in cooked)
        self.raw = list(raw)


def template_strings(cooked: tuple, raw: tuple) -> TemplateStrings:
    return TemplateStrings(cooked, raw)


def string_raw(strings: Any = undefined, *substitutions: Any) -> str:
    """``String.raw(strings, ...substitutions)``: ``strings.raw`` joined by the substitutions."""
    if strings is None or strings is undefined:
        raise ExpressionError("Cannot convert undefined or null to object", kind="TypeError")
    raw = operations.get_member(strings, "raw")
    if raw is None or raw is undefined:
        raise ExpressionError("Cannot convert undefined or null to object", kind="TypeError")
    length = operations.get_member(raw, "length")
    count = 0 if length is undefined else to_integer(length)
    count = int(min(count, 2**53)) if count == count else 0
    out: list[str] = []
    size = 0
    for i in range(max(0, count)):
        text = to_js_string(operations.get_member(raw, i))
        out.append(text)
        size += len(text)
        if i + 1 < count and i < len(substitutions):
            sub = to_js_string(substitutions[i])
            out.append(sub)
            size += len(sub)
        tick(1)
        if size > MAX_STRING_LENGTH:
            raise string_limit()
    return "".join(out)
