"""The size of the text a read of a subtree makes, known before it is made.

A tree can hold one long string many times at little cost (`el.append(s)` in a loop, a
clone, a `v-for`), and a read that joins the subtree (`textContent`, `innerHTML`,
`outerHTML`, `wholeText`, `normalize()`) made one string of all of them: 300 copies of
a million characters were a 300-million-character string for a few hundred steps. Each
such read measures first, charged a step per node, and refuses a result past the string
limit before joining (`petite.expr.values.MAX_STRING_LENGTH`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..expr.budget import tick
from ..expr.values import MAX_STRING_LENGTH, string_limit


def subtree_chars(node: Any, attributes: bool = False) -> int:
    """The characters of text (and comment data) in `node`'s subtree, template contents
    entered, with its attribute values when `attributes` (markup reads)."""
    total = 0
    stack = [node]
    while stack:
        current = stack.pop()
        tick(1)
        data = getattr(current, "_data", None)
        if type(data) is str:
            total += len(data)
        attrs = getattr(current, "attrs", None) if attributes else None
        if attrs:
            total += sum(len(name) + len(value) for name, value in attrs.items())
        content = getattr(current, "content", None)
        if content is not None and content is not current:
            stack.append(content)
        stack.extend(getattr(current, "children", ()))
    return total


def check_chars(total: int) -> None:
    """Refuse a string of `total` characters before it is made (the string limit)."""
    if total > MAX_STRING_LENGTH:
        raise string_limit()


def joined(parts: Iterable[str]) -> str:
    """`"".join(parts)`, measured first: past the string limit it is refused unmade, and a
    long result is charged a step per 64 characters."""
    parts = list(parts)
    total = sum(len(part) for part in parts)
    tick(len(parts))
    check_chars(total)
    tick(total >> 6)
    return "".join(parts)
