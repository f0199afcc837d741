"""Syntax tree nodes: one small class, ``Node(type, pos, **fields)``.

Node types and their fields (positions are 0-based offsets in the source):

Expressions: ``Num value``, ``Str value``, ``Regex pattern flags``, ``Template strings exprs``, ``Ident name``,
``This``, ``Array elements`` (items may be ``Spread`` or ``None`` for holes),
``Object props`` (each a ``Prop kind key computed value`` with kind ``init``, ``get``,
``set`` or ``spread``), ``Function params body expression arrow name`` (``expression``:
the body is a single expression), ``Unary op arg``, ``Update op prefix target``,
``Binary op left right``, ``Logical op left right``, ``Cond test then orelse``,
``Assign op target value``, ``Seq exprs``, ``Member obj prop computed optional`` (prop is
a ``Str`` when not computed, a ``Private name`` for ``obj.#name``), ``Call callee args
optional``, ``Chain expr`` (an optional chain's extent), ``Spread arg``, ``TaggedTemplate
tag quasi`` (a ``Template`` whose ``strings`` may hold None, with ``raws``), ``Yield arg
delegate``, ``Private name`` (alone: the left of ``#name in obj``).

Patterns: ``Ident``, ``Member``, ``ArrayPattern elements rest``, ``ObjectPattern props rest``
(props are ``(key node, computed, pattern)``), ``Default target value``.

Statements: ``ExprStmt expr``, ``Var kind decls`` (``(pattern, init)`` pairs), ``If test
then orelse``, ``Return arg``, ``Block body``, ``ForOf kind target iter body``, ``ForIn kind
target iter body``, ``For init test update body``, ``While test body``, ``DoWhile body test``,
``Break label``, ``Continue label``, ``Labelled label body``, ``Empty``, ``FunctionDecl
func``, ``Throw arg``. Functions also carry ``is_async`` and ``is_generator``.
"""

from __future__ import annotations

from typing import Any


class Node:
    """A syntax tree node: ``type``, ``pos`` and the fields listed above."""

    def __init__(self, type: str, pos: int, **fields: Any) -> None:
        self.type = type
        self.pos = pos
        self.__dict__.update(fields)

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k not in ("type", "pos"))
        return f"{self.type}({fields})"

    def children(self) -> list[Node]:
        """The direct child nodes, in source order."""
        out: list[Node] = []
        for key, value in self.__dict__.items():
            if key in ("type", "pos"):
                continue
            collect(value, out)
        return out


def collect(value: Any, out: list[Node]) -> None:
    if isinstance(value, Node):
        out.append(value)
    elif isinstance(value, (list, tuple)):
        for item in value:
            collect(item, out)


def walk(node: Node):
    """Yield ``node`` and all its descendants."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children()))
