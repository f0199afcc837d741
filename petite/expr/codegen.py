"""Compile the syntax tree to Python source that calls into the runtime.

Expressions become one Python expression where possible (arrow functions with an
expression body become lambdas); statements, block-bodied functions and methods become
``def``s. Every function object starts a budget of its own when Python code calls it
outside any evaluation (``metered``). Generated code refers only to ``scope``, ``el``, ``event``, its own locals and
the names in ``RUNTIME``. JavaScript locals are Python locals named ``j_<name>``;
temporaries are ``_t<n>`` (assigned with ``:=``).
"""

from __future__ import annotations

from petite.pysource import literal

import re
from typing import Callable

from . import bigint, bindings
from .ast import Node, walk
from .errors import ExpressionError, ExpressionSyntaxError
from .methods import PURE_ARRAY_METHODS, PURE_BUILTIN_MEMBERS, PURE_GLOBAL_FUNCTIONS
from .regexp import RegexSyntaxError, translate
from .method_tables import NUMBER_METHODS, STRING_METHODS
from .values import number_to_string

Resolve = Callable[[str], "str | None"]

BOOL_OPS = {"==", "!=", "===", "!==", "<", ">", "<=", ">=", "in", "instanceof"}
BINARY_HELPERS = {
    "+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "**": "power",
    "<": "lt", ">": "gt", "<=": "le", ">=": "ge", "==": "js_equals", "===": "strict_equals",
    "&": "bit_and", "|": "bit_or", "^": "bit_xor", "<<": "shift_left", ">>": "shift_right",
    ">>>": "shift_right_unsigned", "in": "in_operator", "instanceof": "instance_of",
}
MAX_SAFE = 2**53 - 1
NAME_READ = re.compile(r"^\((_t\d+) if \(_t\d+ := (?:_d|scope\.fast)\.get\('[\w$]+', MISSING\)\) is not MISSING else scope\.lookup\('[\w$]+'\)\)$")
DIRECT_READ = re.compile(r"^(_d|scope\.fast)\['[\w$]+'\]$")
CHEAP_READ = re.compile(r"^[A-Za-z_]\w*(\['[\w$-]*'\]|\[\d+\])*$")
FAST_ARITHMETIC = {"+", "-", "*", "/"}
INLINE_ITERATION = {"map", "filter", "some", "every", "find"}
INLINE_STRING_METHODS = {"toUpperCase": "upper()", "toLowerCase": "lower()", "trim": "strip(JS_WHITESPACE)"}
# (prefix of the RUNTIME name, receiver types, method names) for fast method calls
FAST_METHOD_TABLES = [
    ("am", "SEQ_TYPES", PURE_ARRAY_METHODS),
    ("sm", "STR_TYPES", STRING_METHODS),
    ("nm", "NUM_TYPES", NUMBER_METHODS),
]
SPECIAL_NAMES = {
    "undefined": "undefined", "NaN": "NAN", "Infinity": "INF", "$el": "el", "$event": "event",
    "$data": "scope",  # petite-vue's name for the scope object the expression runs in
}


class NeedsDef(Exception):
    """Raised while compiling a lambda body that needs statements (a ``def``)."""


class WritesResolvedName(Exception):
    """Raised when the code writes a name ``resolve`` maps (a render's v-for variable, a
    Python local the compiled code reads: no write could reach it)."""


def mangle(name: str) -> str:
    """An injective, ASCII-only Python name for a JavaScript identifier."""
    out = []
    for ch in name:
        if ch == "_":
            out.append("__")
        elif ch == "$":
            out.append("_S")
        elif ch.isascii() and ch.isalnum():
            out.append(ch)
        else:
            out.append(f"_u{ord(ch):x}_")
    return "j_" + "".join(out)


class Function:
    """A Python function being generated (the top level, a ``def`` or a ``lambda``)."""

    def __init__(
        self, parent: Function | None, this: str, is_lambda: bool = False, is_async: bool = False,
        is_generator: bool = False,
    ) -> None:
        self.parent = parent
        self.this = this
        # strict code (a class body, a 'use strict' function and what they hold): `this`
        # stays undefined in a call without a receiver
        self.strict = parent.strict if parent is not None else False
        self.is_lambda = is_lambda
        # an ``async`` function's body: a Python generator (``await x`` is ``(yield x)``)
        self.is_async = is_async
        # a ``function*``'s body: a Python generator too (``yield x`` is ``(yield x)``)
        self.is_generator = is_generator
        self.owned: set[str] = set()
        self.nonlocals: set[str] = set()
        # locals held in a ``Cell`` (per-iteration bindings captured by closures), and
        # the outer cells this function uses (passed as keyword-only defaults)
        self.cells: set[str] = set()
        self.captured: set[str] = set()
        # the loops, switches and labelled statements around the code being compiled
        self.breakables: list[Breakable] = []


class Breakable:
    """A statement ``break``/``continue`` can leave: a loop, a ``switch`` or a labelled
    statement (``L: {...}``), each compiled to one Python loop (a ``switch`` and a
    labelled block to ``for _ in (0,)``).

    A jump past inner Python loops sets ``var`` (1: break, 2: continue) and breaks; each
    inner loop it crosses (``crossing``) checks it after itself and passes it on."""

    __slots__ = ("kind", "labels", "var", "mark", "indent", "crossing")

    def __init__(self, kind: str, labels: list[str], mark: int, indent: int) -> None:
        self.kind = kind  # "loop", "switch" or "block"
        self.labels = labels
        self.var: str | None = None
        self.mark = mark  # where its Python loop starts (``var = 0`` goes there)
        self.indent = indent
        self.crossing: dict[Breakable, None] = {}  # outer targets of jumps out of it


class Block:
    """A JavaScript block scope: JavaScript names to Python local names."""

    def __init__(self, parent: Block | None, function: Function) -> None:
        self.parent = parent
        self.function = function
        self.names: dict[str, str] = {}

    def find(self, name: str) -> tuple[str, Function] | None:
        block: Block | None = self
        while block is not None:
            py = block.names.get(name)
            if py is not None:
                return py, block.function
            block = block.parent
        return None


class Compiler:
    """Generates Python for one expression or statement list.

    ``fast``: generate the optimistic code for a pure expression (see ``pure``): plain
    Python operations guarded so that they either give the JavaScript result or raise,
    in which case the caller runs the exact code instead. ``scope_dict`` is the Python
    expression for the scope's own plain dict (``Scope.fast``), read before ``lookup``.
    ``select``: a strict comparison with a scope name reads it with ``Scope.select`` (a
    reactive read subscribes to the comparison's result: the mount path's code).
    """

    def __init__(
        self,
        src: str,
        resolve: Resolve | None = None,
        counter: list[int] | None = None,
        fast: bool = False,
        scope_dict: str = "scope.fast",
        direct: bool = False,
        aliases: str | None = None,
        select: bool = False,
    ) -> None:
        self.src = src
        self.select = select
        self.resolve = resolve
        # ``aliases``: Python for a dict of the loop aliases ``resolve`` maps to locals (a
        # render function's loop rows have no scope object): a getter read from the chain
        # runs with them in front of ``scope`` as its ``this`` (Scope.lookup)
        self.aliases = aliases
        self.fast = fast
        self.scope_dict = scope_dict
        # ``direct``: read scope names as ``scope_dict[name]`` (KeyError when absent: the
        # caller then stops trying this variant); ``names_read`` lists them
        self.direct = direct
        self.names_read: set[str] = set()
        self.counter = counter if counter is not None else [0]
        self.lines: list[str] = []
        self.indent = 0
        # `this` at the top: the page's window (petite-vue calls its `new Function` bare)
        self.function = Function(None, "scope.window()")
        self.block = Block(None, self.function)
        self.uses_budget = False
        # locals known to hold a MAP_TYPES value (items checked by iter_mappings)
        self.known_maps: set[str] = set()
        # the Python name of the class whose body is being compiled (for ``super``)
        self.home: str | None = None
        self.home_static = False  # (compiling a static member: `super` is the parent class)
        # the ``#names`` of the class bodies around the code: JavaScript name -> the
        # Python local holding its ``PrivateName`` (``_p<n>``, never the name itself)
        self.private_scopes: list[dict[str, str]] = []

    # -- helpers ---------------------------------------------------------------------

    def temp(self) -> str:
        self.counter[0] += 1
        return f"_t{self.counter[0]}"

    def emit(self, line: str) -> None:
        if self.function.is_lambda:
            raise NeedsDef()
        self.lines.append("    " * self.indent + line)

    def error(self, node: Node, message: str, expected: str | None = None) -> ExpressionSyntaxError:
        return ExpressionSyntaxError(message, self.src, node.pos + 1, expected)

    def declare(self, name: str, node: Node | None = None) -> str:
        """Declare a JavaScript local in the current block; returns its Python name."""
        if name in self.block.names:
            return self.block.names[name]
        base = mangle(name)
        py = base
        n = 1
        while py in self.function.owned:
            n += 1
            py = f"{base}_{n}"
        self.function.owned.add(py)
        self.block.names[name] = py
        return py

    def local(self, name: str, for_write: bool = False) -> str | None:
        """The Python local holding the JavaScript variable ``name`` (None: not a local)."""
        found = self.block.find(name)
        if found is None:
            return None
        py, owner = found
        if py in owner.cells:
            function = self.function
            while function is not owner and function is not None:
                function.captured.add(py)
                function = function.parent
            return py
        if for_write and owner is not self.function:
            if self.function.is_lambda:
                raise NeedsDef()
            self.function.nonlocals.add(py)
        return py

    def is_cell(self, py: str) -> bool:
        found = self.function
        while found is not None:
            if py in found.cells or py in found.captured:
                return True
            found = found.parent
        return False

    def store(self, py: str, value: str) -> str:
        """An expression assigning ``value`` to the local ``py`` (a cell or a Python local)."""
        return f"{py}.set({value})" if self.is_cell(py) else f"({py} := {value})"

    def store_line(self, py: str, value: str) -> None:
        self.emit(f"{py}.set({value})" if self.is_cell(py) else f"{py} = {value}")

    def describe(self, node: Node) -> str:
        """How V8 names an expression in a TypeError ("o[k].y is not a function",
        "{}.bar", "[1,2].foo", "(a || b).c", "f(...)"): its call printer's text, and
        "(intermediate value)" for a value it does not spell out (a function, `new`)."""
        t = node.type
        if t == "Ident":
            return node.name
        if t == "This":
            return "this"
        if t == "Num":
            return number_to_string(node.value)
        if t == "Str" or (t == "Template" and not node.exprs):
            return '"' + (node.value if t == "Str" else node.strings[0]) + '"'
        if t == "Bool":
            return "true" if node.value else "false"
        if t == "Null":
            return "null"
        if t == "Regex":
            return f"/{node.pattern}/{node.flags}"
        if t == "Member":
            base = self.describe(node.obj)
            key = node.prop
            if key.type == "Private":
                return f"{base}.{key.name}"
            if not node.computed or key.type == "Str" or (key.type == "Template" and not key.exprs):
                return f"{base}.{key.value if key.type != 'Template' else key.strings[0]}"
            return f"{base}[{self.describe(key)}]"
        if t == "Call":
            return self.describe(node.callee) + "(...)"
        if t == "Chain":
            return self.describe(node.expr)
        if t == "Array":
            return "[" + ",".join("(intermediate value)" if item is None else self.describe(item)
                                  for item in node.elements) + "]"
        if t == "Spread":
            return f"(...{self.describe(node.arg)})"
        if t == "Object":
            return "{" + "(intermediate value)" * len(node.props) + "}"
        if t == "Unary":
            if node.op == "-" and node.arg.type == "Num":  # (V8 reads -1 as one number)
                return number_to_string(-node.arg.value)
            space = " " if node.op.isalpha() else ""
            return f"({node.op}{space}{self.describe(node.arg)})"
        if t == "Binary" or t == "Logical":
            return f"({self.describe(node.left)} {node.op} {self.describe(node.right)})"
        if t == "Seq":
            return "(" + " , ".join(self.describe(item) for item in node.exprs) + ")"
        if t == "Assign":
            return self.describe(node.target)
        if t == "Update":
            target = self.describe(node.target)
            return f"({node.op}{target})" if node.prefix else f"({target}{node.op})"
        return "(intermediate value)"

    # -- expressions -----------------------------------------------------------------

    def expr(self, node: Node) -> str:
        method = getattr(self, "x_" + node.type, None)
        if method is None:
            raise self.error(node, f"{node.type} is not supported here", "an expression")
        return method(node)

    def test(self, node: Node) -> str:
        """Python code for the truth of ``node``."""
        if node.type == "Unary" and node.op == "!":
            return f"(not {self.test(node.arg)})"
        code = self.expr(node)
        if self.is_bool(node):
            return code
        if self.fast and CHEAP_READ.match(code):
            # re-reading is free of side effects and avoids a temporary (a closure cell
            # inside comprehensions)
            return f"({code} is True or {code} is not False and truthy({code}))"
        t = self.temp()
        return f"(({t} := {code}) is True or {t} is not False and truthy({t}))"

    def is_bool(self, node: Node) -> bool:
        t = node.type
        if t == "Bool":
            return True
        if t == "Binary" and node.op in BOOL_OPS:
            return True
        if t == "Unary" and node.op == "!":
            return True
        if t == "Logical" and node.op != "??":
            return self.is_bool(node.left) and self.is_bool(node.right)
        return False

    def x_Num(self, node: Node) -> str:
        value = node.value
        if type(value) is float:
            if value != value:
                return "NAN"
            if value in (float("inf"), float("-inf")):
                return "INF" if value > 0 else "(-INF)"
        return literal(value)

    def x_BigInt(self, node: Node) -> str:
        try:
            value = bigint.from_literal(node.value)
        except ExpressionError:
            raise self.error(node, "BigInt literal too large", "a smaller number") from None
        return f"JSBigInt({hex(value.value)})"

    def x_Str(self, node: Node) -> str:
        return literal(node.value)

    def x_Regex(self, node: Node) -> str:
        try:
            translate(node.pattern, node.flags)
        except RegexSyntaxError as exc:
            raise self.error(node, str(exc), "a regular expression petite can translate") from None
        return f"JSRegExp({literal(node.pattern)}, {literal(node.flags)})"

    def x_Bool(self, node: Node) -> str:
        return "True" if node.value else "False"

    def x_Null(self, node: Node) -> str:
        return "None"

    def x_This(self, node: Node) -> str:
        return self.function.this

    def x_Ident(self, node: Node) -> str:
        name = node.name
        py = self.local(name)
        if py is not None:
            return f"{py}.get()" if self.is_cell(py) else py
        special = None if getattr(node, "unbound", False) else SPECIAL_NAMES.get(name)
        if special is not None:
            return special
        if self.resolve is not None:
            resolved = self.resolve(name)
            if resolved is not None:
                return resolved
        d = self.scope_dict
        self.names_read.add(name)
        if self.direct:
            return f"{d}[{literal(name)}]"
        # one read of the scope's dict (a reactive one tracks the key once), the chain
        # looked up only when this scope lacks the name
        t = self.temp()
        slow = f"scope.lookup({literal(name)})" if self.aliases is None else f"scope.lookup({literal(name)}, lambda: {self.aliases})"
        return f"({t} if ({t} := {d}.get({literal(name)}, MISSING)) is not MISSING else {slow})"

    def x_Template(self, node: Node) -> str:
        parts: list[str] = []
        for i, text in enumerate(node.strings):
            if text:
                parts.append(literal(text))
            if i < len(node.exprs):
                sub = node.exprs[i]
                if sub.type == "Str":
                    parts.append(literal(sub.value))
                else:
                    t, c = self.temp(), self.temp()
                    code = self.expr(sub)
                    cls = f"({t} := {code}).__class__" if self.fast else f"type({t} := {code})"
                    parts.append(
                        f"({t} if ({c} := {cls}) is str else "
                        f"str({t}) if {c} is int and {-MAX_SAFE} <= {t} <= {MAX_SAFE} else to_js_string({t}))"
                    )
        if not parts:
            return "''"
        if len(parts) == 1:
            return parts[0]
        if len(node.exprs) <= 1:
            # literal text around one value: a long result goes through the string limit
            r = self.temp()
            return f"({r} if len({r} := {' + '.join(parts)}) <= 4096 else check_string({r}))"
        return "template(" + ", ".join(parts) + ")"

    def x_TaggedTemplate(self, node: Node) -> str:
        """``tag`a${x}b` `` is ``tag(strings, x)`` (``this`` is ``obj`` in ``obj.tag`...` ``)."""
        quasi = node.quasi
        cooked = "(" + "".join(f"{literal(text)}, " for text in quasi.strings) + ")"
        raw = "(" + "".join(f"{literal(text)}, " for text in quasi.raws) + ")"
        strings = Node("Py", node.pos, code=f"template_strings({cooked}, {raw})")
        return self.expr(Node("Call", node.pos, callee=node.tag, args=[strings, *quasi.exprs], optional=False))

    def x_Array(self, node: Node) -> str:
        items = []
        for element in node.elements:
            if element is None:
                items.append("undefined")
            elif element.type == "Spread":
                items.append(f"*spread_items({self.expr(element.arg)})")
            else:
                items.append(self.expr(element))
        code = "[" + ", ".join(items) + "]"
        if any(e is not None and e.type == "Spread" for e in node.elements):
            return f"check_array({code})"
        return code

    def property_key(self, key: Node, computed: bool) -> str:
        if computed:
            return f"to_property_key({self.expr(key)})"
        if key.type == "Num":
            return literal(number_to_string(key.value))
        return literal(key.value)

    def x_Object(self, node: Node) -> str:
        if any(p.kind in ("get", "set") for p in node.props):
            entries = []
            for prop in node.props:
                if prop.kind == "spread":
                    entries.append(f"('spread', None, {self.expr(prop.value)})")
                else:
                    key = self.property_key(prop.key, prop.computed)
                    entries.append(f"({literal(prop.kind)}, {key}, {self.expr(prop.value)})")
            return "make_object([" + ", ".join(entries) + "])"
        items = []
        for prop in node.props:
            if prop.kind == "spread":
                items.append(f"**spread_object({self.expr(prop.value)})")
            else:
                items.append(f"{self.property_key(prop.key, prop.computed)}: {self.expr(prop.value)}")
        return "{" + ", ".join(items) + "}"

    def x_Seq(self, node: Node) -> str:
        return "(" + ", ".join(self.expr(e) for e in node.exprs) + ")[-1]"

    def x_Unary(self, node: Node) -> str:
        op = node.op
        arg = node.arg
        if op == "!":
            return f"(not {self.test(arg)})"
        if op == "-":
            if arg.type == "Num":
                value = arg.value
                if value == 0:
                    return "-0.0"
                return self.x_Num(Node("Num", arg.pos, value=-value))
            return f"negate({self.expr(arg)})"
        if op == "+":
            return f"to_number({self.expr(arg)})"
        if op == "~":
            return f"bit_not({self.expr(arg)})"
        if op == "typeof":
            if arg.type == "Ident" and self.local(arg.name) is None and arg.name not in SPECIAL_NAMES:
                if self.resolve is not None and self.resolve(arg.name) is not None:
                    return f"js_typeof({self.resolve(arg.name)})"
                return f"js_typeof(scope.typeof_value({literal(arg.name)}))"
            return f"js_typeof({self.expr(arg)})"
        if op == "void":
            return f"void({self.expr(arg)})"
        if op == "delete":
            if arg.type == "Chain":
                arg = arg.expr
            if arg.type != "Member":
                return "True"
            if arg.prop.type == "Private":
                raise self.error(arg.prop, "Private fields can not be deleted", "a property")
            return f"delete_member({self.expr(arg.obj)}, {self.member_key(arg)})"
        raise self.error(node, f"unsupported operator {op}")

    def x_Binary(self, node: Node) -> str:
        op = node.op
        left, right = node.left, node.right
        if op in ("===", "!==", "==", "!="):
            code = self.equality(op, left, right)
            if code is not None:
                return code
        if self.select and op in ("===", "!=="):
            code = self.selected_equality(left, right)
            if code is not None:
                return code if op == "===" else f"(not {code})"
        if op in ("!==", "!="):
            helper = "strict_equals" if op == "!==" else "js_equals"
            return f"(not {helper}({self.expr(left)}, {self.expr(right)}))"
        if self.fast and op in FAST_ARITHMETIC:
            r, c = self.temp(), self.temp()
            code = f"({r} := {self.expr(left)} {op} {self.expr(right)})"
            check = f"({c} := {code}.__class__) is float or {c} is int and {-MAX_SAFE} <= {r} <= {MAX_SAFE}"
            if op == "+":
                check = (
                    f"({c} := {code}.__class__) is float or {c} is int and {-MAX_SAFE} <= {r} <= {MAX_SAFE} "
                    f"or {c} is str and len({r}) <= 4096"
                )
            elif op == "/":
                check = f"{code}.__class__ is float"
            return f"({r} if {check} else FAIL[0])"
        if op == "in" and left.type == "Private":
            return f"private_in({self.private_key(left)}, {self.expr(right)})"
        if self.fast and op in ("<", ">", "<=", ">="):
            if right.type == "Num" or left.type == "Num":  # number vs number only
                return f"({self.comparable(left, numeric=True)} {op} {self.comparable(right, numeric=True)})"
            return f"({self.comparable(left)} {op} {self.comparable(right)})"
        helper = BINARY_HELPERS[op]
        return f"{helper}({self.expr(left)}, {self.expr(right)})"

    def comparable(self, node: Node, numeric: bool = False) -> str:
        """Fast-path operand of < > <= >=: a number or string (``numeric``: a number), else give up."""
        if node.type in ("Num", "Str"):
            return self.expr(node)
        t = self.temp()
        if numeric:
            c = self.temp()
            return f"({t} if ({c} := ({t} := {self.expr(node)}).__class__) is int or {c} is float else FAIL[0])"
        return f"({t} if ({t} := {self.expr(node)}).__class__ in CMP_TYPES else FAIL[0])"

    def equality(self, op: str, left: Node, right: Node) -> str | None:
        """Inline code for comparisons with a literal (``x === 'a'``, ``x == null``)."""
        negate = op in ("!==", "!=")
        strict = op in ("===", "!==")
        if left.type in ("Str", "Null", "Bool") or (left.type == "Ident" and left.name == "undefined"):
            left, right = right, left
        if right.type == "Ident" and right.name == "undefined" and self.local("undefined") is None:
            kind = "undefined"
        else:
            kind = right.type
        if left.type in ("Num", "Str", "Bool", "Null", "Template", "Array", "Object"):
            return None
        value = self.expr(left)
        if kind == "Str":
            return f"({value} {'!=' if negate else '=='} {literal(right.value)})" if strict else None
        if kind == "Null" or kind == "undefined":
            if strict:
                target = "None" if kind == "Null" else "undefined"
                return f"({value} is {'not ' if negate else ''}{target})"
            return f"({'not ' if negate else ''}is_nullish({value}))"
        if kind == "Bool" and strict:
            return f"({value} is {'not ' if negate else ''}{right.value})"
        return None

    def selected_equality(self, left: Node, right: Node) -> str | None:
        """``a === name`` or ``name === a`` with a scope name read by ``Scope.select``
        (JavaScript's order kept), or None unless exactly one side is a scope name (of
        two names, which one many bindings share is not known here: ``tab === t`` in a
        loop over tabs subscribes to both, as before)."""
        left_is_name, right_is_name = self.scope_name(left), self.scope_name(right)
        if left_is_name == right_is_name:
            return None
        if right_is_name:
            return f"equals_selected({self.expr(left)}, *scope.select({literal(right.name)}))"
        return f"selected_equals(*scope.select({literal(left.name)}), {self.expr(right)})"

    def scope_name(self, node: Node) -> bool:
        """Is ``node`` a name read from the scope chain (not a local, not a special name)?"""
        if node.type != "Ident" or self.local(node.name) is not None or node.name in SPECIAL_NAMES:
            return False
        return self.resolve is None or self.resolve(node.name) is None

    def x_Logical(self, node: Node) -> str:
        op = node.op
        if op == "??":
            t = self.temp()
            return f"({t} if ({t} := {self.expr(node.left)}) is not None and {t} is not undefined else {self.expr(node.right)})"
        if self.is_bool(node.left):
            word = "and" if op == "&&" else "or"
            return f"({self.expr(node.left)} {word} {self.expr(node.right)})"
        t = self.temp()
        left = self.expr(node.left)
        right = self.expr(node.right)
        test = f"({t} if type({t} := {left}) is bool else truthy({t}))"
        if op == "&&":
            return f"({right} if {test} else {t})"
        return f"({t} if {test} else {right})"

    def x_Cond(self, node: Node) -> str:
        return f"({self.expr(node.then)} if {self.test(node.test)} else {self.expr(node.orelse)})"

    def x_Super(self, node: Node) -> str:
        raise self.error(node, "'super' keyword unexpected here", "'super(' or 'super.'")

    def x_Class(self, node: Node) -> str:
        """A class: a ``JSClass`` whose methods are compiled functions (``this`` is the
        instance); instance fields run as one initializer function per ``new``.
        Each ``#name`` is a ``PrivateName`` made when the class is (see classes.py)."""
        fast, self.fast = self.fast, False
        home = f"_c{self.temp()[2:]}"
        parent = self.expr(node.parent) if node.parent is not None else "None"
        start, end = getattr(node, "span", (node.pos, node.pos))
        source = literal(self.src[start:end].rstrip())
        self.emit(f"{home} = JSClass({literal(node.name or getattr(node, 'inferred', ''))}, {parent}, {source})")
        saved, self.home = (self.home, self.home_static), home
        outer_block = self.block
        if node.name:  # its body sees the class by its own name (a class expression's only binding)
            self.block = Block(outer_block, self.function)
            self.block.names[node.name] = home
            self.function.owned.add(home)
        self.private_scopes.append(self.private_names(node))
        try:
            members = []
            methods: dict[bool, list[str]] = {True: [], False: []}  # private ones, static or not
            for member in node.members:
                if member.kind == "field":
                    continue
                self.home_static = member.static
                if member.key.type == "Private":
                    py = self.private_key(member.key)
                    self.emit(f"private_method({py}, {literal(member.kind)}, {self.expr(member.value)})")
                    if py not in methods[member.static]:
                        methods[member.static].append(py)
                    continue
                key = self.property_key(member.key, member.computed)
                members.append(f"({literal(member.kind)}, {member.static}, {key}, {self.expr(member.value)})")
            if methods[True]:
                self.emit(f"private_methods({home}, ({''.join(py + ', ' for py in methods[True])}))")
            self.home_static = False
            init = self.field_initializer([m for m in node.members if m.kind == "field" and not m.static], methods[False])
            self.home_static = True
            static_init = self.field_initializer([m for m in node.members if m.kind == "field" and m.static])
        finally:
            self.private_scopes.pop()
            self.home, self.home_static = saved
            self.block = outer_block
            self.fast = fast
        return f"{home}.define([{', '.join(members)}], {init}, {static_init})"

    def private_names(self, node: Node) -> dict[str, str]:
        """Make the ``PrivateName`` of each ``#name`` a class declares (a getter and a
        setter share one); a name declared twice is a SyntaxError."""
        names: dict[str, str] = {}
        kinds: dict[str, set[str]] = {}
        statics: dict[str, bool] = {}
        for member in node.members:
            if member.key is None or member.key.type != "Private":
                continue
            name = member.key.name
            seen = kinds.setdefault(name, set())
            kind = member.kind if member.kind in ("get", "set") else "other"
            if seen and (kind == "other" or "other" in seen or kind in seen or statics[name] != member.static):
                raise self.error(member.key, f"Identifier '{name}' has already been declared", "another name")
            seen.add(kind)
            statics[name] = member.static
            if name not in names:
                py = f"_p{self.temp()[2:]}"
                brand = ("class " if member.static else "an instance of class ") + (node.name or "anonymous")
                self.emit(f"{py} = PrivateName({literal(name)}, {literal(brand)})")
                names[name] = py
        return names

    def private_key(self, node: Node) -> str:
        """The Python local holding the ``PrivateName`` of ``#name`` (``node``), from the
        innermost class body declaring it; else the SyntaxError JavaScript reports."""
        for scope in reversed(self.private_scopes):
            py = scope.get(node.name)
            if py is not None:
                return py
        raise self.error(node, f"Private field '{node.name}' must be declared in an enclosing class", "a declared #name")

    def x_Private(self, node: Node) -> str:
        raise self.error(node, f"unexpected private name {node.name}", "'in'")

    def x_PrivateDefine(self, node: Node) -> str:
        return f"private_define({self.function.this}, {node.key}, {self.expr(node.value)})"

    def field_initializer(self, fields: list[Node], private_methods: list[str] | None = None) -> str:
        """A function giving ``this`` its class's private methods, then setting its fields
        in order (``None`` when there is nothing to do)."""
        if not fields and not private_methods:
            return "None"
        body = []
        if private_methods:
            keys = "".join(py + ", " for py in private_methods)
            body.append(Node("ExprStmt", 0, expr=Node("Py", 0, code=f"private_methods(this, ({keys}))")))
        for field in fields:
            value = field.value if field.value is not None else Node("Ident", field.pos, name="undefined")
            if field.key is None:  # a static block (see Parser.static_block)
                body.append(Node("ExprStmt", field.pos, expr=value))
                continue
            if field.key.type == "Private":
                define = Node("PrivateDefine", field.pos, key=self.private_key(field.key), value=value)
                body.append(Node("ExprStmt", field.pos, expr=define))
                continue
            computed = field.computed or field.key.type != "Str"
            target = Node("Member", field.pos, obj=Node("This", field.pos), prop=field.key, computed=computed, optional=False)
            body.append(Node("ExprStmt", field.pos, expr=Node("Assign", field.pos, op="=", target=target, value=value)))
        pos = fields[0].pos if fields else 0
        fn = Node("Function", pos, params=[], body=body, expression=False, arrow=False, name=None)
        return self.expr(fn)

    def super_code(self, node: Node) -> str | None:
        """``super(...)``, ``super.m(...)`` and ``super.x``, or None for other nodes."""
        t = node.type
        callee = node.callee if t == "Call" else None
        if t == "Member" and node.obj.type == "Super":
            target = node
        elif callee is not None and callee.type == "Member" and callee.obj.type == "Super":
            target = callee
        elif callee is not None and callee.type == "Super":
            target = callee
        else:
            return None
        if self.home is None:
            raise self.error(target, "'super' keyword unexpected here", "a class method")
        this = self.function.this
        if target is callee and callee.type == "Super":
            return f"super_construct({self.home}, {this}, {self.arguments(node.args)})"
        key = self.member_key(target)
        static = ", True" if self.home_static else ""
        if target is callee:
            return f"super_call({self.home}, {this}, {key}, {self.arguments(node.args)}{static})"
        return f"super_get({self.home}, {this}, {key}{static})"

    def x_Await(self, node: Node) -> str:
        """``await x`` suspends the generator; once resumed, the budget is re-read (the
        resuming microtask may run in another evaluation)."""
        if not self.function.is_async:  # never a ``yield`` in a lambda or comprehension
            raise self.error(node, "await is only valid in async functions", "an expression")
        value = self.expr(node.arg)
        result = self.temp()
        return f"(({result} := (yield {value})), (_b := budget_get()))[0]"

    def x_Yield(self, node: Node) -> str:
        """``yield x`` / ``yield* it`` suspend the generator; once resumed, the budget is
        re-read (``next()`` may come from another evaluation)."""
        if not self.function.is_generator:  # never a ``yield`` in a lambda or comprehension
            raise self.error(node, "yield is only valid in generator functions", "an expression")
        value = "undefined" if node.arg is None else self.expr(node.arg)
        result = self.temp()
        if node.delegate:
            return f"(({result} := (yield from yield_star({value}))), (_b := budget_get()))[0]"
        return f"(({result} := (yield {value})), (_b := budget_get()))[0]"

    def x_Spread(self, node: Node) -> str:
        raise self.error(node, "unexpected '...'", "an expression")

    # -- member access and calls -------------------------------------------------------

    def member_key(self, node: Node) -> str:
        if node.prop.type == "Private":  # (only the paths that handle `#name` reach it)
            raise self.error(node.prop, f"unexpected private name {node.prop.name}", "a property name")
        if not node.computed:
            return literal(node.prop.value)
        prop = node.prop
        if prop.type in ("Str", "Num"):
            return literal(prop.value)
        return self.expr(prop)

    def x_Member(self, node: Node) -> str:
        return self.chain(node, lambda code: code)

    def x_Call(self, node: Node) -> str:
        return self.chain(node, lambda code: code)

    def x_Chain(self, node: Node) -> str:
        return self.chain(node.expr, lambda code: code)

    def arguments(self, args: list[Node]) -> str:
        if any(a.type == "Spread" for a in args):
            items = [f"*spread_items({self.expr(a.arg)})" if a.type == "Spread" else self.expr(a) for a in args]
            return "(" + ", ".join(items) + ",)"
        if not args:
            return "()"
        return "(" + ", ".join(self.expr(a) for a in args) + ",)"

    def member_access(self, o: str, node: Node) -> str:
        """``o.key`` / ``o[key]``: inline reads for plain dicts and lists, else the runtime."""
        prop = node.prop
        if prop.type == "Private":
            return f"private_get({o}, {self.private_key(prop)})"
        if o.isidentifier() and o not in ("None", "True", "False"):  # a local: no temporary
            t = bind = o
        else:
            t = self.temp()
            bind = f"{t} := {o}"
        if self.fast and o in self.known_maps and (not node.computed or prop.type == "Str"):
            return f"{o}[{literal(prop.value)}]"
        if not node.computed or prop.type == "Str":
            name = prop.value
            if name == "length":
                if self.fast:
                    # strings count UTF-16 units: ASCII ones are the fast case
                    c = self.temp()
                    return (
                        f"(len({t}) if ({c} := ({bind}).__class__) is not str and {c} in LEN_TYPES "
                        f"or {c} is str and {t}.isascii() else str_length({t}))"
                    )
                c = self.temp()
                return (
                    f"(len({t}) if ({c} := type({bind})) is not str and {c} in LEN_TYPES "
                    f"or {c} is str and {t}.isascii() else get_member({t}, 'length'))"
                )
            if self.fast:
                return f"({t} if ({bind}).__class__ is dict or type({t}) in MAP_TYPES else FAIL)[{literal(name)}]"
            return f"({t}[{literal(name)}] if type({bind}) is dict and {literal(name)} in {t} else get_member({t}, {literal(name)}))"
        if prop.type == "Num" and type(prop.value) is int and prop.value >= 0:
            n = prop.value
            if self.fast:
                return f"({t} if ({bind}).__class__ in SEQ_TYPES else FAIL)[{n}]"
            return f"({t}[{n}] if type({bind}) is list and len({t}) > {n} else get_member({t}, {n}))"
        return f"get_member({o}, {self.member_key(node)})"

    def fast_method_call(self, o: str, callee: Node, args: list[Node]) -> str:
        """A pure built-in method call: dispatch on the receiver's type, else FAIL."""
        name = callee.prop.value
        inline = self.inline_iteration(name, o, args)
        if inline is not None:
            return inline
        arg_code = self.arguments(args)[1:-1].rstrip(",")
        rest = f", {arg_code}" if arg_code else ""
        t = self.temp()
        if name in INLINE_STRING_METHODS and not args:
            # short strings only: the exact code charges long ones for their work
            return f"({t}.{INLINE_STRING_METHODS[name]} if ({t} := {o}).__class__ is str and len({t}) < 1024 else FAIL[0])"
        branches = []
        for prefix, types, table in FAST_METHOD_TABLES:
            if name in table:
                branches.append((f"{t}.__class__ in {types}", f"{prefix}_{name}({t}{rest})"))
        if name in PURE_BUILTIN_MEMBERS:
            branches.append((f"{t}.__class__ is Builtin", f"{t}.members[{literal(name)}]({arg_code})"))
        code = "FAIL[0]"
        for i, (condition, call) in enumerate(reversed(branches)):
            if i == len(branches) - 1:
                condition = condition.replace(f"{t}.__class__", f"({t} := {o}).__class__", 1)
            code = f"{call} if {condition} else {code}"
        return f"({code})"

    def fused_filter_map(self, node: Node) -> str | None:
        """``xs.filter(x => test).map(y => value)`` as one comprehension."""
        callee = node.callee
        if not (callee.type == "Member" and not callee.computed and callee.prop.value == "map"):
            return None
        inner = callee.obj
        if not (inner.type == "Call" and not inner.optional and inner.callee.type == "Member"):
            return None
        if inner.callee.computed or inner.callee.prop.value != "filter" or inner.callee.optional:
            return None
        test_fn = self.simple_arrow(inner.args, 1)
        map_fn = self.simple_arrow(node.args, 1)
        if test_fn is None or map_fn is None:
            return None
        obj = self.expr(inner.callee.obj)
        saved = self.function, self.block
        mark = len(self.lines)
        try:
            self.function = Function(self.function, self.function.this, is_lambda=True)
            self.block = Block(self.block, self.function)
            item = self.declare(test_fn.params[0].name)
            mappings = reads_members_of(test_fn.body, test_fn.params[0].name) or reads_members_of(
                map_fn.body, map_fn.params[0].name
            )
            if mappings:
                self.known_maps.add(item)
            test = self.item_test(test_fn.body)
            self.block = Block(self.block, self.function)
            if map_fn.params[0].name == test_fn.params[0].name:
                mapped = item
                self.block.names[map_fn.params[0].name] = item
            else:
                mapped = self.declare(map_fn.params[0].name)
                if mappings:
                    self.known_maps.add(mapped)
            value = self.expr(map_fn.body)
        except NeedsDef:
            del self.lines[mark:]
            return None
        finally:
            self.function, self.block = saved
            self.known_maps.clear()
        self.uses_budget = True
        check = mapping_check(item) if mappings else ""
        alias = "" if mapped == item else f" for {mapped} in ({item},)"
        return self.comprehension(obj, lambda it: f"[{value} for {item} in {it}{check}{test}{alias}]")

    def comprehension(self, obj: str, build: Callable[[str], str]) -> str:
        """A comprehension over the list ``obj`` (``iter_list`` checks its type, counts work).

        At the top level of the expression, over a list read from a variable, the pass
        is not counted: it runs once and is linear in data the host provided (passes
        nested in callbacks are counted, so no expression multiplies work unchecked).
        ``:=`` is not allowed in a comprehension's iterable, so such an ``obj`` is
        evaluated into a temporary first.
        """
        if self.function.parent is None:
            if obj.isidentifier() or DIRECT_READ.match(obj):
                return build(f"({obj} if {obj}.__class__ is list else iter_list({obj}))")
            m = NAME_READ.match(obj)
            if m:  # (evaluated into its temporary first: no `:=` in a comprehension's iterable)
                t = m.group(1)
                return f"({obj}, {build(f'({t} if {t}.__class__ is list else iter_list({t}))')})[1]"
        if ":=" not in obj:
            return build(f"iter_list({obj})")
        it = self.temp()
        return f"(({it} := iter_list({obj})), {build(it)})[1]"

    def item_test(self, node: Node, negate: bool = False) -> str:
        """Comprehension clauses keeping the items for which ``node`` is truthy (falsy
        with ``negate``).

        A value that needs JavaScript's truthiness is bound once (``for v in [x]``
        compiles to a plain assignment) instead of being read again.
        """
        not_ = "not " if negate else ""
        if self.is_bool(node) or (node.type == "Unary" and node.op == "!"):
            return f" if {not_}{self.test(node)}"
        v = self.temp()
        return f" for {v} in [{self.expr(node)}] if {not_}({v} is True or {v} is not False and truthy({v}))"

    def simple_arrow(self, args: list[Node], max_params: int) -> Node | None:
        """The single argument if it is ``x => expression`` (no nested functions)."""
        if len(args) != 1:
            return None
        fn = args[0]
        if (
            fn.type != "Function" or not fn.arrow or not fn.expression or not 1 <= len(fn.params) <= max_params
            or getattr(fn, "is_async", False)
            or any(p.type != "Ident" for p in fn.params)
            or any(n.type == "Function" for n in walk(fn.body))
        ):
            return None
        return fn

    def inline_iteration(self, name: str, o: str, args: list[Node]) -> str | None:
        """``list.map(x => ...)`` and friends as a Python comprehension."""
        fn = self.simple_arrow(args, 2) if name in INLINE_ITERATION else None
        if fn is None:
            return None
        saved = self.function, self.block
        mark = len(self.lines)
        try:
            self.function = Function(self.function, self.function.this, is_lambda=True)
            self.block = Block(self.block, self.function)
            item = self.declare(fn.params[0].name)
            index = self.declare(fn.params[1].name) if len(fn.params) == 2 else None
            mappings = reads_members_of(fn.body, fn.params[0].name)
            if mappings:
                self.known_maps.add(item)
            body = self.expr(fn.body) if name == "map" else self.item_test(fn.body, negate=name == "every")
        except NeedsDef:
            del self.lines[mark:]
            return None
        finally:
            self.function, self.block = saved
            self.known_maps.clear()
        self.uses_budget = True
        check = mapping_check(item) if mappings else ""

        def build(it: str) -> str:
            loop = f"for {index}, {item} in enumerate({it})" if index else f"for {item} in {it}"
            loop += check
            return {
                "map": f"[{body} {loop}]",
                "filter": f"[{item} {loop}{body}]",
                "some": f"any(True {loop}{body})",
                "every": f"not any(True {loop}{body})",
                "find": f"next(({item} {loop}{body}), undefined)",
            }[name]

        return self.comprehension(o, build)

    def nullish_guard(self, code: str, k: Callable[[str], str]) -> str:
        t = self.temp()
        return f"(undefined if ({t} := {code}) is None or {t} is undefined else {k(t)})"

    def chain(self, node: Node, k: Callable[[str], str]) -> str:
        """Compile a member/call chain; ``k`` builds the rest of the chain from a value.

        An optional link (``?.``) short-circuits everything after it in the chain.
        """
        t = node.type
        if t in ("Member", "Call"):
            code = self.super_code(node)
            if code is not None:
                return k(code)
        if t == "Member":
            def after(obj: str) -> str:
                def access(o: str) -> str:
                    return k(self.member_access(o, node))

                return self.nullish_guard(obj, access) if node.optional else access(obj)

            return self.chain(node.obj, after)
        if t == "Call":
            self.uses_budget = True
            callee = node.callee
            if self.fast:
                fused = self.fused_filter_map(node)
                if fused is not None:
                    return k(fused)
            desc = literal(self.describe(callee))
            if callee.type == "Member":
                def after_obj(obj: str) -> str:
                    def method(o: str) -> str:
                        if callee.prop.type == "Private":
                            fn = f"private_get({o}, {self.private_key(callee.prop)})"
                            if node.optional:
                                return self.nullish_guard(
                                    fn, lambda f: k(f"call_with_this({f}, {o}, {self.arguments(node.args)}, {desc})")
                                )
                            return k(f"call_with_this({fn}, {o}, {self.arguments(node.args)}, {desc})")
                        if self.fast:
                            return k(self.fast_method_call(o, callee, node.args))
                        key = self.member_key(callee)
                        if node.optional:
                            f = self.temp()
                            return (
                                f"(undefined if ({f} := get_member({o}, {key})) is None or {f} is undefined "
                                f"else {k(f'call_with_this({f}, {o}, {self.arguments(node.args)}, {desc})')})"
                            )
                        return k(f"call_method({o}, {key}, {self.arguments(node.args)}, {desc})")

                    if callee.optional:
                        return self.nullish_guard(obj, method)
                    if node.optional or callee.prop.type == "Private":
                        return method_bind(self, obj, method)
                    return method(obj)

                return self.chain(callee.obj, after_obj)
            if self.fast and callee.type == "Ident" and not node.optional and callee.name in PURE_GLOBAL_FUNCTIONS:
                f = self.temp()
                fn = f"({f} if ({f} := {self.x_Ident(callee)}) is G_{callee.name} else FAIL[0])"
                return k(f"{fn}{self.arguments(node.args)}")
            if callee.type == "Ident" and not node.optional:
                name = callee.name
                if self.local(name) is None and name not in SPECIAL_NAMES and not (
                    self.resolve is not None and self.resolve(name) is not None
                ):
                    return k(f"call_name(scope, {literal(name)}, {self.arguments(node.args)})")

            def after_callee(fn: str) -> str:
                def invoke(f: str) -> str:
                    return k(f"call({f}, {self.arguments(node.args)}, {desc})")

                return self.nullish_guard(fn, invoke) if node.optional else invoke(fn)

            return self.chain(callee, after_callee)
        if t == "Chain":  # a parenthesized optional chain ends its short-circuit: (a?.b).c
            return k(self.x_Chain(node))
        return k(self.expr(node))

    def x_New(self, node: Node) -> str:
        self.uses_budget = True
        desc = literal(self.describe(node.callee))
        return f"construct({self.expr(node.callee)}, {self.arguments(node.args)}, {desc})"

    # -- assignment ------------------------------------------------------------------

    def x_Assign(self, node: Node) -> str:
        op = node.op
        target = node.target
        if target.type == "Chain":
            raise self.error(node, "invalid assignment target", "a variable or property")
        if target.type in ("ArrayPattern", "ObjectPattern"):  # destructuring: the value
            tmp = self.temp()
            self.emit(f"{tmp} = {self.expr(node.value)}")
            self.bind(target, tmp, declare=False)
            return tmp
        if op in ("&&=", "||=", "??="):
            return self.logical_assign(node)
        value = self.expr(node.value)
        if target.type == "Ident":
            name = target.name
            py = self.local(name, for_write=True)
            if op != "=":
                value = f"{BINARY_HELPERS[op[:-1]]}({self.x_Ident(target)}, {value})"
            if py is not None:
                return self.store(py, value)
            self.check_writable(name)
            if name in SPECIAL_NAMES:
                raise self.error(target, f"cannot assign to {name}", "a variable or property")
            if self.function.parent is not None:  # inside a function: sloppy-mode global
                return f"assign_global(scope, {literal(name)}, {value})"
            return f"scope.assign({literal(name)}, {value})"
        if target.type == "Member" and target.prop.type == "Private":
            obj = self.expr(target.obj)
            key = self.private_key(target.prop)
            if op == "=":
                return f"private_set({obj}, {key}, {value})"
            o = self.temp()
            return f"private_set(({o} := {obj}), {key}, {BINARY_HELPERS[op[:-1]]}(private_get({o}, {key}), {value}))"
        if target.type == "Member":
            obj = self.expr(target.obj)
            key = self.member_key(target)
            if op == "=":
                return f"set_member({obj}, {key}, {value}{self.strict_arg()})"
            o, kk = self.temp(), self.temp()
            helper = BINARY_HELPERS[op[:-1]]
            return f"set_member(({o} := {obj}), ({kk} := {key}), {helper}(get_member({o}, {kk}), {value}){self.strict_arg()})"
        raise self.error(target, "invalid assignment target", "a variable or property")

    def strict_arg(self) -> str:
        """The extra argument of a property write in strict code (``set_member``'s
        ``strict``: a write that cannot take is a TypeError there, ignored elsewhere)."""
        return ", True" if self.function.strict else ""

    def check_writable(self, name: str) -> None:
        """Refuse a write to a name ``resolve`` maps (WritesResolvedName)."""
        if self.resolve is not None and self.resolve(name) is not None:
            raise WritesResolvedName(name)

    def logical_assign(self, node: Node) -> str:
        op = node.op[:-1]
        target = node.target
        if target.type == "Ident":
            current = self.x_Ident(target)
            store = lambda v: self.x_Assign(Node("Assign", node.pos, op="=", target=target, value=v))  # noqa: E731
        elif target.prop.type == "Private":
            o, kk = self.temp(), self.private_key(target.prop)
            current = f"private_get(({o} := {self.expr(target.obj)}), {kk})"
            store = lambda v: f"private_set({o}, {kk}, {self.expr(v)})"  # noqa: E731
        else:
            o, kk = self.temp(), self.temp()
            obj = self.expr(target.obj)
            key = self.member_key(target)
            current = f"get_member(({o} := {obj}), ({kk} := {key}))"
            store = lambda v: f"set_member({o}, {kk}, {self.expr(v)}{self.strict_arg()})"  # noqa: E731
        t = self.temp()
        assign = store(node.value)
        if op == "&&":
            return f"({assign} if truthy({t} := {current}) else {t})"
        if op == "||":
            return f"({t} if truthy({t} := {current}) else {assign})"
        return f"({t} if ({t} := {current}) is not None and {t} is not undefined else {assign})"

    def x_Update(self, node: Node) -> str:
        delta = 1 if node.op == "++" else -1
        target = node.target
        if target.type == "Ident":
            name = target.name
            py = self.local(name, for_write=True)
            if py is not None:
                current = f"{py}.get()" if self.is_cell(py) else py
                if node.prefix:
                    return self.store(py, f"increment({current}, {delta})")
                t = self.temp()
                return f"(({t} := to_numeric({current})), {self.store(py, f'increment({t}, {delta})')})[0]"
            self.check_writable(name)
            if name in SPECIAL_NAMES:
                raise self.error(target, f"cannot assign to {name}", "a variable or property")
            if self.function.parent is not None:  # inside a function: sloppy-mode global
                t = self.temp()
                new = f"assign_global(scope, {literal(name)}, increment({t}, {delta}))"
                old = f"({t} := to_numeric(scope.lookup({literal(name)})))"
                return f"({old}, {new})[{1 if node.prefix else 0}]"
            return f"update_name(scope, {literal(name)}, {delta}, {node.prefix})"
        if target.type == "Member" and target.prop.type == "Private":
            o, old, key = self.temp(), self.temp(), self.private_key(target.prop)
            read = f"({old} := to_numeric(private_get(({o} := {self.expr(target.obj)}), {key})))"
            write = f"private_set({o}, {key}, increment({old}, {delta}))"
            return f"({read}, {write})[{1 if node.prefix else 0}]"
        if target.type == "Member":
            return f"update_member({self.expr(target.obj)}, {self.member_key(target)}, {delta}, {node.prefix}{self.strict_arg()})"
        raise self.error(node, "invalid update target", "a variable or property")

    # -- functions -------------------------------------------------------------------

    def x_Function(self, node: Node) -> str:
        # A function object can outlive the optimistic code that made it (stored in an
        # object, returned...), so its body is always the exact code.
        fast, self.fast = self.fast, False
        direct, self.direct = self.direct, False  # (the direct variant's reads raise KeyError)
        try:
            return self.function_code(node)
        finally:
            self.fast, self.direct = fast, direct

    def function_code(self, node: Node) -> str:
        """A function object: a ``lambda`` for an arrow with an expression body, else a
        ``def``. Either finds the running evaluation's budget or, called by Python code
        after the evaluation that made it ended, starts one of its own (``metered``)."""
        simple = all(p.type == "Ident" for p in node.params)
        if node.arrow and node.expression and simple and not getattr(node, "is_async", False):
            mark = len(self.lines)
            saved = (self.function, self.block)
            try:
                return self.lambda_function(node)
            except NeedsDef:
                del self.lines[mark:]
            finally:
                self.function, self.block = saved
        return self.def_function(node)

    def lambda_function(self, node: Node) -> str:
        self.function = Function(self.function, self.function.this, is_lambda=True)
        self.block = Block(self.block, self.function)
        params = [self.declare(p.name) for p in node.params]
        body = self.expr(node.body)
        cells = [f"{py}={py}" for py in sorted(self.function.captured)]
        signature = ", ".join([f"{py}=undefined" for py in params] + ["*_"] + cells + [self.js_facts(node), "_self=None"])
        late = ", ".join(["_self", *params])
        return (f"self_bind(lambda {signature}: ({body}) if (_b := budget_get()) is not None and _b.depth "
                f"else metered({late}))")

    def js_facts(self, node: Node) -> str:
        """The keyword-only default ``_js``: a function's source text and name, as
        JavaScript shows them (``String(fn)``, ``fn.name``: functions.function_text), held
        by the compiled function itself at no cost per call."""
        start, end = getattr(node, "span", (node.pos, node.pos))
        name = node.name or getattr(node, "inferred", "")
        return f"_js=({literal(self.src[start:end].rstrip())}, {literal(name)})"

    def def_function(self, node: Node) -> str:
        name = f"_f{self.temp()[2:]}"
        outer_function, outer_block = self.function, self.block
        outer_lines, outer_indent = self.lines, self.indent
        this = outer_function.this if node.arrow else "this"
        self_name = None
        if getattr(node, "self_binding", False):
            self_name = f"_s{name[2:]}"
            outer_block = Block(outer_block, outer_function)
            outer_block.names[node.name] = self_name
            outer_function.owned.add(self_name)
        self.function = Function(
            outer_function, this, is_async=getattr(node, "is_async", False),
            is_generator=getattr(node, "is_generator", False),
        )
        self.function.strict = self.function.strict or getattr(node, "strict", False) or has_use_strict(node)
        self.block = Block(outer_block, self.function)
        self.lines = []
        self.indent = 1
        try:
            if not node.arrow and not self.function.strict and uses_this(node):
                # sloppy mode: called without a receiver, `this` is the page's window (petite-vue
                # compiles expressions with `new Function`, non-strict: Scope.window)
                self.emit("if this is undefined or this is None: this = scope.window()")
            params = ["this"] if not node.arrow else []
            prologue: list[tuple[Node, str]] = []
            if not node.arrow and uses_arguments(node):
                # `arguments`: every argument passed, as an array (an arrow function
                # inside sees its enclosing function's); the parameters are read from it
                params.append("*_args")
                for i, param in enumerate(node.params):
                    if param.type == "Rest":
                        prologue.append((param.arg, f"list(_args[{i}:])"))
                        break
                    prologue.append((param, f"(_args[{i}] if len(_args) > {i} else undefined)"))
                self.emit(f"{self.declare('arguments')} = list(_args)")
            for i, param in enumerate(() if "*_args" in params else node.params):
                if param.type == "Ident":
                    params.append(f"{self.declare(param.name)}=undefined")
                elif param.type == "Rest":
                    if param.arg.type == "Ident":
                        py = self.declare(param.arg.name)
                        params.append(f"*{py}")
                        prologue.append((Node("RestList", param.pos), py))
                    else:
                        py = f"_p{i}"
                        params.append(f"*{py}")
                        prologue.append((param.arg, f"list({py})"))
                    break
                else:
                    py = f"_p{i}"
                    params.append(f"{py}=undefined")
                    prologue.append((param, py))
            if not any(p.startswith("*") for p in params):
                params.append("*_")
            for pattern, value in prologue:
                if pattern.type == "RestList":
                    self.emit(f"{value} = list({value})")
                else:
                    self.bind(pattern, value, declare=True)
            if node.expression:
                self.emit(f"return {self.expr(node.body)}")
            else:
                self.function_body(node.body)
                self.emit("return undefined")
            body = self.lines
            nonlocals = sorted(self.function.nonlocals)
            params.extend(f"{py}={py}" for py in sorted(self.function.captured))
        finally:
            self.function, self.block = outer_function, outer_block.parent if self_name else outer_block
            self.lines, self.indent = outer_lines, outer_indent
        pad = "    " * self.indent
        # The running evaluation's budget; called from Python outside any, a call is one.
        # ``_self`` is the function object itself (set by self_bind): a loop defines a
        # new one per iteration under the same Python name, so the name would be late.
        forward = ", ".join(filter(None, (forwarded(p) for p in params)))
        is_async = getattr(node, "is_async", False)
        is_generator = getattr(node, "is_generator", False)
        suspends = is_async or is_generator
        self.emit(f"def {name}({', '.join(params if suspends else [*params, self.js_facts(node), '_self=None'])}):")
        if nonlocals:
            self.lines.append(pad + "    nonlocal " + ", ".join(nonlocals))
        if suspends:
            # an async or generator body is a Python generator (await/yield = yield); a
            # wrapper with the same parameters makes it and returns its promise, or the
            # generator object
            self.lines.append(pad + "    if False: yield")
            self.lines.append(pad + "    _b = budget_get()")
            self.lines.extend(pad + line for line in body)
            generator, name = name, f"_a{name[2:]}"
            # the generator function is bound at definition (a loop defines a new one each time)
            self.emit(f"def {name}({', '.join([*params, f'_gen={generator}', self.js_facts(node), '_self=None'])}):")
            starter = "start_async" if is_async else "make_generator"
            body = [f"    return {starter}(_gen({forward}))"]
        self.lines.append(pad + "    _b = budget_get()")
        self.lines.append(pad + f"    if _b is None or not _b.depth: return metered(_self, {forward})")
        self.lines.extend(pad + line for line in body)
        self.emit(f"self_bind({name})")
        length = js_length(node)
        if node.arrow:
            if any(p.type == "Default" for p in node.params):  # (else its positional parameters)
                self.emit(f"with_length({name}, {length})")
            return name
        extra = f", {length}" if length else ""
        if getattr(node, "method", False) or suspends:  # (no constructor, no `prototype`)
            extra = f", {length}, False"
        if not node.name and getattr(node, "inferred", ""):
            return f"JSFunction({name}, {literal(node.inferred)}{extra})"
        if self_name:
            self.emit(f"{self_name} = JSFunction({name}, {literal(node.name)}{extra})")
            return self_name
        return f"JSFunction({name}, {literal(node.name or '')}{extra})"

    # -- patterns --------------------------------------------------------------------

    def bind(self, pattern: Node, value: str, declare: bool) -> None:
        """Emit statements binding ``pattern`` to the Python expression ``value``."""
        t = pattern.type
        if t == "Ident":
            if declare:
                self.store_line(self.declare(pattern.name), value)
            else:
                self.emit(self.x_Assign(Node("Assign", pattern.pos, op="=", target=pattern, value=Node("Py", pattern.pos, code=value))))
            return
        if t == "Member" and pattern.prop.type == "Private":
            self.emit(f"private_set({self.expr(pattern.obj)}, {self.private_key(pattern.prop)}, {value})")
            return
        if t == "Member":
            self.emit(f"set_member({self.expr(pattern.obj)}, {self.member_key(pattern)}, {value}{self.strict_arg()})")
            return
        if t == "Default":
            tmp = self.temp()
            self.emit(f"{tmp} = {value}")
            self.emit(f"if {tmp} is undefined:")
            self.indent += 1
            self.emit(f"{tmp} = {self.expr(pattern.value)}")
            self.indent -= 1
            self.bind(pattern.target, tmp, declare)
            return
        if t == "ArrayPattern":
            tmp = self.temp()
            count = "" if pattern.rest is not None else f", {len(pattern.elements)}"
            self.emit(f"{tmp} = pattern_items({value}{count})")
            for i, element in enumerate(pattern.elements):
                if element is not None:
                    self.bind(element, f"item_at({tmp}, {i})", declare)
            if pattern.rest is not None:
                self.bind(pattern.rest, f"{tmp}[{len(pattern.elements)}:]", declare)
            return
        if t == "ObjectPattern":
            tmp = self.temp()
            self.emit(f"{tmp} = {value}")
            self.emit(f"if {tmp} is None or {tmp} is undefined: throw_destructure({tmp})")
            keys = []
            for key, computed, target in pattern.props:
                key_code = self.property_key(key, computed)
                keys.append(key_code)
                self.bind(target, f"get_member({tmp}, {key_code})", declare)
            if pattern.rest is not None:
                self.bind(pattern.rest, f"object_rest({tmp}, [{', '.join(keys)}])", declare)
            return
        raise self.error(pattern, "unsupported binding pattern", "a name")

    def x_Py(self, node: Node) -> str:
        return node.code

    # -- statements ------------------------------------------------------------------

    def function_body(self, body: list[Node]) -> None:
        """A function's (or a handler's) statements: ``var`` names are hoisted as
        undefined, then the body runs as a block."""
        for name in var_names(body):
            if name not in self.block.names:  # a parameter keeps its value
                self.emit(f"{self.declare(name)} = undefined")
        self.block_scope(body)
        for stmt in body:
            self.statement(stmt)

    def block_scope(self, body: list[Node]) -> None:
        """Enter a block: declare its ``let``/``const``/function names before any code
        runs (closures see later declarations; reading one too early is the temporal
        dead zone), then hoist its function declarations with their bodies.

        In a loop, a name some closure captures gets a fresh ``Cell`` per iteration."""
        names = lexical_names(body)
        captured = captured_names(body, names) if names and self.in_loop() else set()
        for name in names:
            py = self.declare(name)
            if name in captured:
                self.function.cells.add(py)
                self.emit(f"{py} = Cell({literal(name)})")
        self.hoist_functions(body)

    def hoist_functions(self, body: list[Node]) -> None:
        for stmt in body:
            if stmt.type == "FunctionDecl":
                py = self.declare(stmt.func.name)
                self.store_line(py, self.def_function(stmt.func))

    def body(self, stmt: Node) -> None:
        """Emit ``stmt`` as an indented suite."""
        self.indent += 1
        mark = len(self.lines)
        self.statement(stmt)
        if len(self.lines) == mark:
            self.emit("pass")
        self.indent -= 1

    def statement(self, node: Node) -> None:
        method = getattr(self, "s_" + node.type, None)
        if method is None:
            raise self.error(node, f"{node.type} statements are not supported", "a statement")
        method(node)

    def s_ExprStmt(self, node: Node) -> None:
        self.emit(self.expr(node.expr))

    def s_Empty(self, node: Node) -> None:
        pass

    def s_FunctionDecl(self, node: Node) -> None:
        pass  # emitted by hoist_functions at the top of its block

    def s_ClassDecl(self, node: Node) -> None:
        self.store_line(self.declare(node.cls.name), self.x_Class(node.cls))

    def s_Block(self, node: Node) -> None:
        outer = self.block
        self.block = Block(outer, self.function)
        try:
            self.block_scope(node.body)
            for stmt in node.body:
                self.statement(stmt)
        finally:
            self.block = outer

    def s_Var(self, node: Node) -> None:
        """``let``/``const`` bind names the block declared; ``var`` assigns the function's."""
        is_var = node.kind == "var"
        if not is_var:
            for target, _ in node.decls:
                if target.type == "Ident":
                    self.declare(target.name)
        for target, init in node.decls:
            if is_var and init is None and target.type == "Ident" and self.block.find(target.name):
                continue  # hoisted as undefined
            value = "undefined" if init is None else self.expr(init)
            self.bind(target, value, declare=not is_var)

    def s_If(self, node: Node) -> None:
        self.emit(f"if {self.test(node.test)}:")
        self.body(node.then)
        if node.orelse is not None:
            self.emit("else:")
            self.body(node.orelse)

    def s_Return(self, node: Node) -> None:
        self.emit("return " + ("undefined" if node.arg is None else self.expr(node.arg)))

    def s_Throw(self, node: Node) -> None:
        self.emit(f"throw({self.expr(node.arg)})")

    def in_loop(self) -> bool:
        return any(entry.kind == "loop" for entry in self.function.breakables)

    def s_Break(self, node: Node) -> None:
        self.jump(node, False)

    def s_Continue(self, node: Node) -> None:
        self.jump(node, True)

    def jump_target(self, node: Node, is_continue: bool) -> int:
        """The index in ``breakables`` of what ``break``/``continue`` (``node.label``) leaves."""
        stack = self.function.breakables
        label = node.label
        for i in range(len(stack) - 1, -1, -1):
            entry = stack[i]
            if label is None:
                if entry.kind == "loop" or (entry.kind == "switch" and not is_continue):
                    return i
            elif label in entry.labels:
                if is_continue and entry.kind != "loop":
                    raise self.error(node, f"Illegal continue statement: '{label}' does not denote an iteration statement")
                return i
        if label is not None:
            raise self.error(node, f"Undefined label '{label}'", "a label")
        if is_continue:
            raise self.error(node, "Illegal continue statement: no surrounding iteration statement", "a statement")
        raise self.error(node, "Illegal break statement", "a statement")

    def jump(self, node: Node, is_continue: bool) -> None:
        stack = self.function.breakables
        i = self.jump_target(node, is_continue)
        if i == len(stack) - 1:
            self.emit("continue" if is_continue else "break")
            return
        target = stack[i]
        if target.var is None:
            target.var = f"_j{self.temp()[2:]}"
        self.emit(f"{target.var} = {2 if is_continue else 1}")
        self.emit("break")
        for inner in stack[i + 1 :]:
            inner.crossing[target] = None

    def enter_breakable(self, kind: str, node: Node | None = None) -> Breakable:
        """Start a loop, switch or labelled statement (before its Python loop's header)."""
        entry = Breakable(kind, getattr(node, "labels", []), len(self.lines), self.indent)
        self.function.breakables.append(entry)
        return entry

    def leave_breakable(self, entry: Breakable) -> None:
        """After its Python loop: pass on the jumps that crossed it to their targets."""
        stack = self.function.breakables
        stack.pop()
        if entry.var is not None:
            self.lines.insert(entry.mark, "    " * entry.indent + f"{entry.var} = 0")
        parent = stack[-1] if stack else None
        for target in entry.crossing:
            var = target.var
            if target is not parent:
                self.emit(f"if {var}: break")
                assert parent is not None
                parent.crossing[target] = None
                continue
            self.emit(f"if {var} == 1:")
            self.emit(f"    {var} = 0")
            self.emit("    break")
            if target.kind == "loop":
                self.emit(f"if {var} == 2:")
                self.emit(f"    {var} = 0")
                self.emit("    continue")

    def s_Labelled(self, node: Node) -> None:
        """``a: b: statement``: a loop or switch takes the labels; any other statement
        runs once in a Python loop that ``break a`` leaves."""
        labels = []
        while node.type == "Labelled":
            labels.append(node.label)
            node = node.body
        if node.type in ("For", "ForOf", "ForIn", "While", "DoWhile", "Switch"):
            node.labels = labels
            self.statement(node)
            return
        carrier = Node("Labelled", node.pos, label=None, body=node)
        carrier.labels = labels
        entry = self.enter_breakable("block", carrier)
        self.emit("for _ in (0,):")
        self.body(node)
        self.leave_breakable(entry)

    def loop_body(self, node: Node, entry: Breakable) -> None:
        """The body of a loop ``entry`` started (its header emitted), then its end."""
        self.indent += 1
        self.charge_step()
        self.statement(node)
        self.indent -= 1
        self.leave_breakable(entry)

    def charge_step(self) -> None:
        """One loop iteration's steps, from the budget local ``_b`` (see ``def_function``)."""
        self.emit("_b.steps -= 4")
        self.emit("if _b.steps < 0: exhausted(_b)")

    def s_Switch(self, node: Node) -> None:
        """Fall-through cases: find the first matching case, then run it and all after it."""
        value, chosen = self.temp(), self.temp()
        n = len(node.cases)
        self.emit(f"{value} = {self.expr(node.discriminant)}")
        self.emit(f"{chosen} = {n}")
        default = n
        for i, (test, _) in enumerate(node.cases):
            if test is None:
                default = i
                continue
            code = self.expr(test)
            self.emit(f"if {chosen} == {n} and strict_equals({value}, {code}):")
            self.emit(f"    {chosen} = {i}")
        if default < n:
            self.emit(f"if {chosen} == {n}:")
            self.emit(f"    {chosen} = {default}")
        entry = self.enter_breakable("switch", node)
        self.emit("for _ in (0,):")
        outer = self.block
        self.block = Block(outer, self.function)
        self.indent += 1
        self.emit("pass")
        try:
            self.block_scope([stmt for _, body in node.cases for stmt in body])
            for i, (_, body) in enumerate(node.cases):
                self.emit(f"if {chosen} <= {i}:")
                self.indent += 1
                self.emit("pass")
                for stmt in body:
                    self.statement(stmt)
                self.indent -= 1
        finally:
            self.indent -= 1
            self.block = outer
        self.leave_breakable(entry)

    def s_Try(self, node: Node) -> None:
        """``try``/``catch``/``finally``; limits (work, stack) are never caught (see ``caught``)."""
        self.emit("try:")
        self.block_suite(node.block)
        if node.handler is not None:
            error = self.temp()
            self.emit(f"except Exception as {error}:")
            outer = self.block
            self.block = Block(outer, self.function)
            self.indent += 1
            try:
                if node.param is not None:
                    self.bind(node.param, f"caught({error})", declare=True)
                else:
                    self.emit(f"caught({error})")
                self.block_scope(node.handler)
                for stmt in node.handler:
                    self.statement(stmt)
            finally:
                self.indent -= 1
                self.block = outer
        if node.finalizer is not None:
            self.emit("finally:")
            self.emit("    limit_guard()")
            self.block_suite(node.finalizer)

    def block_suite(self, body: list[Node]) -> None:
        """A JavaScript block as an indented Python suite."""
        self.indent += 1
        self.emit("pass")
        self.s_Block(Node("Block", 0, body=body))
        self.indent -= 1

    def s_While(self, node: Node) -> None:
        self.uses_budget = True
        entry = self.enter_breakable("loop", node)
        self.emit(f"while {self.test(node.test)}:")
        self.loop_body(node.body, entry)

    def s_DoWhile(self, node: Node) -> None:
        self.uses_budget = True
        first = self.temp()
        self.emit(f"{first} = True")
        entry = self.enter_breakable("loop", node)
        self.emit(f"while {first} or {self.test(node.test)}:")
        self.indent += 1
        self.emit(f"{first} = False")
        self.indent -= 1
        self.loop_body(node.body, entry)

    def loop_cells(self, targets: list[Node], nodes: list[Node | None]) -> list[str]:
        """Declare a loop's ``let``/``const`` names; those closures in ``nodes`` capture
        become cells (one binding per iteration). Returns their Python names."""
        names = [name for target in targets for name in pattern_names(target)]
        captured = captured_names([n for n in nodes if n is not None], set(names))
        cells = []
        for name in names:
            py = self.declare(name)
            if name in captured:
                self.function.cells.add(py)
                cells.append(py)
        return cells

    def s_For(self, node: Node) -> None:
        self.uses_budget = True
        outer = self.block
        self.block = Block(outer, self.function)
        try:
            cells: list[str] = []
            init = node.init
            if init is not None and init.type == "Var" and init.kind != "var":
                targets = [target for target, _ in init.decls]
                cells = self.loop_cells(targets, [init, node.test, node.update, node.body])
                for py in cells:
                    self.emit(f"{py} = Cell({literal(bindings.js_name(py))})")
            if node.init is not None:
                self.statement(node.init)
            first = self.temp()
            self.emit(f"{first} = True")
            entry = self.enter_breakable("loop", node)
            self.emit("while True:")
            self.indent += 1
            self.emit("if " + first + ":")
            self.indent += 1
            self.emit(f"{first} = False")
            self.indent -= 1
            if node.update is not None or cells:
                self.emit("else:")
                self.indent += 1
                for py in cells:  # the next iteration's bindings start as copies
                    self.emit(f"{py} = Cell({literal(bindings.js_name(py))}, {py}.get())")
                if node.update is not None:
                    self.emit(self.expr(node.update))
                self.indent -= 1
            if node.test is not None:
                self.emit(f"if not {self.test(node.test)}:")
                self.indent += 1
                self.emit("break")
                self.indent -= 1
            self.indent -= 1
            self.loop_body(node.body, entry)
        finally:
            self.block = outer

    def for_each(self, node: Node, iterator: str) -> None:
        self.uses_budget = True
        outer = self.block
        self.block = Block(outer, self.function)
        try:
            iterable = self.expr(node.iter)
            target = node.target
            declare = node.kind in ("let", "const")
            cells = self.loop_cells([target], [node.body]) if declare else []
            fresh = tuple(f"{py} = Cell({literal(bindings.js_name(py))})" for py in cells)
            if declare and target.type == "Ident" and not cells:
                var = self.declare(target.name)
                entry = self.enter_breakable("loop", node)
                self.emit(f"for {var} in {iterator}({iterable}):")
                self.loop_body(node.body, entry)
                return
            var = self.temp()
            entry = self.enter_breakable("loop", node)
            self.emit(f"for {var} in {iterator}({iterable}):")
            self.indent += 1
            self.charge_step()
            for line in fresh:
                self.emit(line)
            self.bind(target, var, declare)
            self.statement(node.body)
            self.indent -= 1
            self.leave_breakable(entry)
        finally:
            self.block = outer

    def s_ForOf(self, node: Node) -> None:
        self.for_each(node, "iterate")

    def s_ForIn(self, node: Node) -> None:
        self.for_each(node, "iterate_keys")


def has_use_strict(function: Node) -> bool:
    """Does a function's body start with the directive 'use strict'?"""
    body = function.body if isinstance(function.body, list) else []
    first = body[0] if body else None
    return (first is not None and first.type == "ExprStmt" and first.expr.type == "Str"
            and first.expr.value == "use strict")


def uses_this(function: Node) -> bool:
    """Does a non-arrow function read `this` (itself or through an arrow function inside
    it; not through a nested non-arrow function or class, which have their own)?"""
    stack = list(function.params) + (list(function.body) if isinstance(function.body, list) else [function.body])
    while stack:
        node = stack.pop()
        if node is None:
            continue
        if node.type == "This":
            return True
        if (node.type == "Function" and not node.arrow) or node.type in ("FunctionDecl", "Class", "ClassDecl"):
            continue
        stack.extend(node.children())
    return False


def uses_arguments(function: Node) -> bool:
    """Does a non-arrow function read `arguments` (itself, or through an arrow function
    inside it; not through a nested non-arrow function, which has its own), declaring
    no parameter or variable of that name?"""
    if "arguments" in (name for param in function.params for name in pattern_names(param)):
        return False
    stack = list(function.params) + (list(function.body) if isinstance(function.body, list) else [function.body])
    while stack:
        node = stack.pop()
        if node is None:
            continue
        if node.type == "Ident" and node.name == "arguments":
            return True
        if node.type == "Function" and not node.arrow:
            continue
        if node.type == "FunctionDecl":
            continue
        stack.extend(node.children())
    return False


def js_length(function: Node) -> int:
    """A function's ``length``: its parameters before the first default or rest one."""
    length = 0
    for param in function.params:
        if param.type in ("Default", "Rest"):
            break
        length += 1
    return length


def forwarded(param: str) -> str:
    """How a wrapper with the same parameters passes ``param`` on (``x=undefined`` ->
    ``x``, ``*rest`` -> ``*rest``; ``*_`` and captured cells ``c=c``, keyword-only
    defaults that are the same in both functions, -> nothing)."""
    name, _, default = param.partition("=")
    if name == "*_" or default == name:
        return ""
    return name


def pattern_names(pattern: Node | None) -> list[str]:
    """The names a binding pattern declares."""
    if pattern is None:
        return []
    t = pattern.type
    if t == "Ident":
        return [pattern.name]
    if t == "Default":
        return pattern_names(pattern.target)
    if t == "Rest":
        return pattern_names(pattern.arg)
    if t == "ArrayPattern":
        return [n for e in pattern.elements for n in pattern_names(e)] + pattern_names(pattern.rest)
    if t == "ObjectPattern":
        return [n for _, _, target in pattern.props for n in pattern_names(target)] + pattern_names(pattern.rest)
    return []


def lexical_names(body: list[Node]) -> list[str]:
    """Names a block declares itself: ``let``, ``const`` and function declarations."""
    names: list[str] = []
    for stmt in body:
        if stmt.type == "Var" and stmt.kind != "var":
            names.extend(n for target, _ in stmt.decls for n in pattern_names(target))
        elif stmt.type == "FunctionDecl":
            names.append(stmt.func.name)
        elif stmt.type == "ClassDecl":
            names.append(stmt.cls.name)
    return list(dict.fromkeys(names))


def var_names(body: list[Node]) -> list[str]:
    """Names ``var`` declares anywhere in a function body (not in nested functions)."""
    names: list[str] = []
    stack = list(reversed(body))
    while stack:
        stmt = stack.pop()
        if stmt is None:
            continue
        t = stmt.type
        if t == "Var":
            if stmt.kind == "var":
                names.extend(n for target, _ in stmt.decls for n in pattern_names(target))
        elif t in ("ForOf", "ForIn"):
            if stmt.kind == "var":
                names.extend(pattern_names(stmt.target))
            stack.append(stmt.body)
        elif t == "For":
            stack.extend([stmt.body, stmt.init])
        elif t == "Block":
            stack.extend(reversed(stmt.body))
        elif t == "If":
            stack.extend([stmt.orelse, stmt.then])
        elif t in ("While", "DoWhile", "Labelled"):
            stack.append(stmt.body)
        elif t == "Try":
            for part in (stmt.finalizer, stmt.handler, stmt.block):
                stack.extend(reversed(part or []))
        elif t == "Switch":
            stack.extend(reversed([s for _, case in stmt.cases for s in case]))
    return list(dict.fromkeys(names))


def captured_names(nodes: list[Node], names: set[str] | list[str]) -> set[str]:
    """Which of ``names`` a function inside ``nodes`` refers to."""
    wanted = set(names)
    found: set[str] = set()
    for node in nodes:
        for inner in walk(node):
            if inner.type == "Function":
                found.update(n.name for n in walk(inner) if n.type == "Ident" and n.name in wanted)
    return found


def mapping_check(item: str) -> str:
    """A comprehension clause that lets ``item`` through if it is a plain mapping, else fails.

    ``x.__class__ is dict`` is the cheapest exact-type test in CPython; only host objects
    that pose as a dict (read-through proxies) pass it without being one.
    """
    return f" if {item}.__class__ is dict or type({item}) in MAP_TYPES or FAIL[0]"


def method_bind(compiler: Compiler, obj: str, method: Callable[[str], str]) -> str:
    """Evaluate ``obj`` once into a temporary, then build the method call on it."""
    o = compiler.temp()
    return f"(({o} := {obj}), {method(o)})[1]"


def reads_members_of(body: Node, name: str) -> bool:
    """Does ``body`` read a named property of the parameter ``name`` (``x.done``)?"""
    for node in walk(body):
        if (
            node.type == "Member" and node.obj.type == "Ident" and node.obj.name == name
            and (not node.computed or node.prop.type == "Str")
        ):
            return True
    return False


def pure(node: Node) -> bool:
    """Can ``node`` run twice without anyone noticing (no writes, no user calls)?

    Pure expressions get an optimistic fast path that may give up half way and start
    over on the exact path.
    """
    t = node.type
    if t in ("Num", "BigInt", "Str", "Bool", "Null", "This", "Ident"):
        return True
    if t == "Private" or (t == "Member" and node.prop.type == "Private"):
        return False
    if t in ("Assign", "Update", "New", "Py", "Class", "Super", "Await", "Yield", "TaggedTemplate"):
        return False
    if t == "Unary":
        return node.op != "delete" and pure(node.arg)
    if t == "Function":
        return (
            node.arrow and node.expression and all(p.type == "Ident" for p in node.params) and pure(node.body)
        )
    if t == "Object":
        for prop in node.props:
            if prop.kind not in ("init", "spread") or not pure(prop.value):
                return False
            if prop.value.type == "Function" and not prop.value.arrow:
                return False
            if prop.computed and not pure(prop.key):
                return False
        return True
    if t == "Call":
        callee = node.callee
        if node.optional or not all(pure(a) for a in node.args):
            return False
        if callee.type == "Member":
            if (callee.computed and callee.prop.type != "Str") or callee.prop.type == "Private":
                return False
            name = callee.prop.value
            known = name in PURE_ARRAY_METHODS or name in STRING_METHODS or name in NUMBER_METHODS
            return (known or name in PURE_BUILTIN_MEMBERS) and pure(callee.obj)
        if callee.type == "Ident":
            return callee.name in PURE_GLOBAL_FUNCTIONS
        return False
    return all(pure(child) for child in node.children())
