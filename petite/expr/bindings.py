"""JavaScript bindings at run time: per-iteration cells, implicit globals, and the
JavaScript error a Python exception raised by generated code stands for.

Compiled code keeps JavaScript locals in Python locals (closures see them through
Python's cells, and reading one before its declaration ran raises ``NameError``, which
is JavaScript's temporal dead zone). A ``let``/``const`` declared in a loop and captured
by a closure gets a fresh ``Cell`` per iteration instead, passed to the closures that
use it as a keyword-only default, so each closure keeps its own iteration's binding.
"""

from __future__ import annotations

import decimal
import re
from typing import Any

from .errors import ExpressionError

UNSET = object()
GENERATED_FILENAME = "<petite-expr>"
LOCAL_NAME = re.compile(r"'(j_\w+)'")


class Cell:
    """One binding of a block-scoped variable (a fresh one per loop iteration)."""

    __slots__ = ("value", "name")

    def __init__(self, name: str, value: Any = UNSET) -> None:
        self.name = name
        self.value = value

    def get(self) -> Any:
        value = self.value
        if value is UNSET:
            raise ExpressionError(f"Cannot access '{self.name}' before initialization", kind="ReferenceError")
        return value

    def set(self, value: Any) -> Any:
        self.value = value
        return value


def js_name(py: str) -> str:
    """The JavaScript identifier of a mangled Python local (``codegen.mangle`` reversed)."""
    out = []
    i = 2 if py.startswith(("j_", "r_")) else 0
    while i < len(py):
        ch = py[i]
        if ch != "_":
            out.append(ch)
            i += 1
            continue
        nxt = py[i + 1 : i + 2]
        if nxt == "_":
            out.append("_")
            i += 2
        elif nxt == "S":
            out.append("$")
            i += 2
        elif nxt == "u":
            end = py.index("_", i + 2)
            out.append(chr(int(py[i + 2 : end], 16)))
            i = end + 1
        else:  # a renaming suffix (``j_a_2``: a second ``a`` in one function)
            break
    return "".join(out)


def self_bind(fn: Any) -> Any:
    """Give a compiled function its own object as the keyword-only default ``_self``."""
    fn.__kwdefaults__["_self"] = fn
    return fn


def assign_global(scope: Any, name: str, value: Any) -> Any:
    """``name = value`` inside a function where no declaration of ``name`` is visible.

    A name some scope holds is written there (petite-vue's ``with``); any other name
    becomes a global of the app: JavaScript's sloppy-mode implicit global, kept in the
    root scope's ``globals`` (not reactive, as ``window`` properties are not).
    """
    if scope.has(name):
        return scope.assign(name, value)
    scope.globals[name] = value
    return value


def python_error(exc: BaseException) -> ExpressionError | None:
    """The JavaScript error for a Python exception raised while evaluating, or None."""
    if isinstance(exc, NameError):
        found = LOCAL_NAME.search(str(exc))
        name = found.group(1) if found else ""
        tb = exc.__traceback__
        while tb is not None and tb.tb_next is not None:
            tb = tb.tb_next
        if name.startswith("j_") and tb is not None and tb.tb_frame.f_code.co_filename == GENERATED_FILENAME:
            return ExpressionError(f"Cannot access '{js_name(name)}' before initialization", kind="ReferenceError")
        return None
    if isinstance(exc, (OverflowError, ZeroDivisionError, decimal.InvalidOperation)):
        return ExpressionError(f"Invalid number ({type(exc).__name__})", kind="RangeError")
    if isinstance(exc, UnicodeError):
        return ExpressionError("URI malformed", kind="URIError")
    return None
