"""Python source text for values that come from templates: the one quoting function.

Both compilers (templates in `petite.compiler`, expressions in `petite.expr`) generate
Python source. Every piece of template text that ends up in that source (tag and
attribute names, arguments, modifiers, aliases, keys, names, static text, expression
text in error messages) goes through `literal`, which accepts only plain data and
returns a Python literal that evaluates back to an equal value. Nothing else from a
template is ever pasted into generated code; identifiers are made by the compilers
from their own counters or by `petite.expr.codegen.mangle` (ASCII only).
"""

from __future__ import annotations

import math
import re
from typing import Any

_IDENTIFIER_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def literal(value: Any) -> str:
    """A Python literal for `value`: str, int, float, bool, None, or tuples, lists and
    dicts of those. Subclasses (a `Markup`, an `IntEnum`) are refused, so no custom
    `__repr__` ever writes generated code."""
    kind = type(value)
    if kind is str:
        return str.__repr__(value)
    if value is None or kind is bool:
        return "True" if value is True else "False" if value is False else "None"
    if kind is int:
        return int.__repr__(value)
    if kind is float:
        if math.isnan(value):
            return "float('nan')"
        if math.isinf(value):
            return "float('inf')" if value > 0 else "float('-inf')"
        return float.__repr__(value)
    if kind is tuple:
        items = ", ".join(literal(item) for item in value)
        return f"({items},)" if len(value) == 1 else f"({items})"
    if kind is list:
        return "[" + ", ".join(literal(item) for item in value) + "]"
    if kind is dict:
        return "{" + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no Python literal for a {kind.__name__}")


def fstring(parts: list[tuple[bool, str]]) -> str:
    """An f-string joining static text and the values of Python locals:
    `parts` holds (is_code, text); code parts must be plain identifiers."""
    pieces = []
    for is_code, text in parts:
        if is_code:
            if not _IDENTIFIER_RE.match(text):
                raise ValueError(f"not a local name: {text!r}")
            pieces.append("{" + text + "}")
        else:
            pieces.append(str(text).replace("{", "{{").replace("}", "}}"))
    return "f" + literal("".join(pieces))


def identifier(name: str) -> str:
    """`name` checked to be a plain ASCII Python identifier (a compiler-made local)."""
    if type(name) is not str or not _IDENTIFIER_RE.match(name):
        raise ValueError(f"not a local name: {name!r}")
    return name
