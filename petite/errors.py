"""Errors raised by petite: template syntax errors and expression errors.

`TemplateSyntaxError` points at the offending place of the template source (line,
column and an excerpt with a caret); `ExpressionError` (from the expression language)
names the expression and the element it belongs to.
"""

from __future__ import annotations

from .expr.errors import ExpressionError, ExpressionSyntaxError

__all__ = [
    "PetiteError",
    "TemplateSyntaxError",
    "ExpressionError",
    "ExpressionSyntaxError",
    "source_excerpt",
]


class PetiteError(Exception):
    """Base class of petite's own errors."""


class TemplateSyntaxError(PetiteError):
    """The template cannot be compiled: the message says why, and where.

    `line` and `column` are 1-based (None when unknown); `source_excerpt` is the
    offending source line followed by a caret line.
    """

    def __init__(
        self,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        source_excerpt: str = "",
        filename: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.column = column
        self.source_excerpt = source_excerpt
        self.filename = filename

    def __str__(self) -> str:
        where = self.filename or "template"
        if self.line is not None:
            where += f", line {self.line}"
            if self.column is not None:
                where += f", column {self.column}"
        head, _, tail = self.message.partition("\n")
        text = f"{head} ({where})"
        if tail:
            text += "\n" + tail
        if self.source_excerpt:
            text += "\n" + self.source_excerpt
        return text


def source_excerpt(source: str, line: int | None, column: int | None, width: int = 80) -> str:
    """The `line`-th line of `source` (1-based) with a caret under `column`."""
    if line is None:
        return ""
    lines = source.splitlines() or [""]
    if not 1 <= line <= len(lines):
        return ""
    text = lines[line - 1].expandtabs(1)
    col = max(1, column or 1)
    start = 0
    if len(text) > width:  # keep the caret in view on long lines
        start = max(0, min(col - width // 2, len(text) - width))
        text = text[start : start + width]
    return f"  {text}\n  {' ' * (col - 1 - start)}^"
