"""Errors raised while parsing, compiling or running template expressions."""

from __future__ import annotations


class ExpressionError(Exception):
    """A runtime error in a template expression, with a JavaScript-style message.

    ``kind`` is the JavaScript error class (``TypeError``, ``ReferenceError``...),
    ``expression`` the source text and ``element`` a description of the element the
    expression belongs to (callers set it when they know it).
    """

    def __init__(
        self,
        message: str,
        expression: str | None = None,
        element: str | None = None,
        kind: str = "TypeError",
    ) -> None:
        super().__init__(message)
        self.message = message
        self.expression = expression
        self.element = element
        self.kind = kind

    def __str__(self) -> str:
        text = f"{self.kind}: {self.message}"
        if self.expression is not None:
            text += f"\n  in expression: {self.expression}"
        if self.element:
            text += f"\n  on element: {self.element}"
        return text


class NeedsPage(BaseException):
    """A server-side render read a name it lacks that may be an element of the page
    (the window's named access: petite.window), which only a mounted template has: the
    render mounts instead. Not an Error: no `catch`, non-strict error handler or
    `typeof` stops it on its way out of the render."""


class WritesRenderRow(NeedsPage):
    """A server-side render wrote a v-for row's variable through a getter's `this`
    (`Scope.resolve`: the render holds a row's variables in Python locals, which no
    write reaches): the render mounts instead."""


class ExpressionSyntaxError(ExpressionError):
    """The expression is not valid (supported) JavaScript.

    ``column`` is 1-based; ``expected`` says what the parser wanted there.
    """

    def __init__(
        self,
        message: str,
        expression: str,
        column: int,
        expected: str | None = None,
    ) -> None:
        super().__init__(message, expression, kind="SyntaxError")
        self.column = column
        self.expected = expected

    def __str__(self) -> str:
        text = f"SyntaxError: {self.message} at column {self.column}"
        if self.expected:
            text += f" (expected {self.expected})"
        text += f"\n  in expression: {self.expression}"
        text += "\n                 " + " " * (self.column - 1) + "^"
        if self.element:
            text += f"\n  on element: {self.element}"
        return text
