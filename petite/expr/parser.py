"""Pratt parser for template expressions and handler/function statements."""

from __future__ import annotations

from . import bigint
from .ast import Node
from .errors import ExpressionSyntaxError
from .lexer import KEYWORDS, MAX_NESTING_DEPTH, Token, tokenize

MAX_EXPRESSION_LENGTH = 100_000
MAX_PARSE_DEPTH = 100  # recursion of the parser (brackets count about twice)

# Binary operators and their binding power (higher binds tighter).
BINARY = {
    "??": 4, "||": 4, "&&": 5, "|": 6, "^": 7, "&": 8,
    "==": 9, "!=": 9, "===": 9, "!==": 9,
    "<": 10, ">": 10, "<=": 10, ">=": 10, "instanceof": 10, "in": 10,
    "<<": 11, ">>": 11, ">>>": 11,
    "+": 12, "-": 12, "*": 13, "/": 13, "%": 13, "**": 14,
}
LOGICAL = {"&&", "||", "??"}
ASSIGN_OPS = {"=", "+=", "-=", "*=", "/=", "%=", "**=", "<<=", ">>=", ">>>=", "&=", "|=", "^=", "&&=", "||=", "??="}
UNARY = {"!", "-", "+", "~", "typeof", "void", "delete"}
RESERVED = KEYWORDS - {"of", "get", "set", "let", "static", "async", "await", "yield"}
STATEMENT_END = (";", "}")


def parse(src: str, kind: str = "expr") -> Node:
    """Parse ``src`` into a syntax tree.

    ``kind`` is ``expr`` (one expression; returns it), or ``statements``/``handler``
    (returns a ``Block`` of statements).
    """
    if not isinstance(src, str):
        raise TypeError("expression source must be a string")
    if len(src) > MAX_EXPRESSION_LENGTH:
        raise ExpressionSyntaxError(
            f"expression is longer than {MAX_EXPRESSION_LENGTH} characters",
            src[:80] + "...", MAX_EXPRESSION_LENGTH + 1, "a shorter expression",
        )
    if kind not in ("expr", "statements", "handler"):
        raise ValueError(f"unknown expression kind {kind!r}")
    tokens, _ = tokenize(src)
    parser = Parser(src, tokens)
    if kind == "expr":
        if parser.at_eof():
            if src.strip():  # only comments, as `{{ /* note */ }}`: undefined, shown as ''
                return Node("Ident", 0, name="undefined")
            raise parser.error("empty expression", "an expression")
        node = parser.expression()
        parser.expect_eof()
    else:
        node = Node("Block", 0, body=parser.statements(top=True))
    check_height(node, src)
    return node


def interpolation_source(src: str) -> str:
    """The expression a `{{ src }}` displays. petite-vue compiles a text's interpolations
    to `$s(src)` (toDisplayString called with `src` as its arguments), so `src` is an
    argument list and the first argument shows: `{{ }}` shows nothing, `{{ a, b }}` shows
    `a` (after evaluating `b`), `{{ ...list }}` shows `list[0]`, `{{ x, }}` shows `x`.
    One expression (not a comma sequence) is returned as it is; an argument list that is
    not one becomes `[src][0]` (an array literal evaluates its items, spreads included,
    left to right as arguments are); anything else is returned as it is, for the
    compiler to report."""
    try:
        tree = parse(src)
    except ExpressionSyntaxError:
        tree = None
    if tree is not None and tree.type != "Seq":
        return src
    try:
        call = parse(f"_({src}\n)")  # (newlines: a trailing `//` comment hides no bracket)
        if call.type != "Call" or call.callee.type != "Ident" or call.callee.name != "_":
            return src  # brackets in `src` closed the call early: `a) + (b`
        wrapped = f"[{src}\n][0]"
        parse(wrapped)
    except ExpressionSyntaxError:
        return src
    return wrapped


def check_height(tree: Node, src: str) -> None:
    """Refuse trees deeper than MAX_NESTING_DEPTH (long chains like a.b.c... included)."""
    stack = [(tree, 1)]
    while stack:
        node, height = stack.pop()
        if height > MAX_NESTING_DEPTH:
            raise ExpressionSyntaxError(
                f"expression is nested more than {MAX_NESTING_DEPTH} levels deep", src, node.pos + 1, "less nesting"
            )
        for child in node.children():
            stack.append((child, height + 1))


def mixes_nullish(op: str, operand: Node) -> bool:
    """Would ``op`` join an unparenthesized ``??`` with ``||``/``&&`` (a SyntaxError)?"""
    if operand.type != "Logical" or getattr(operand, "parenthesized", False):
        return False
    return (op == "??") != (operand.op == "??")


def infer_name(value: Node, name: str) -> None:
    """An anonymous function, arrow or class given to a name (`f = () => 1`, `{ f: function () {} }`,
    `const f = ...`) takes it as its `name`, as JavaScript's NamedEvaluation."""
    if value.type in ("Function", "Class") and not value.name and not hasattr(value, "inferred"):
        value.inferred = name


class Parser:
    def __init__(self, src: str, tokens: list[Token], depth: int = 0) -> None:
        self.src = src
        self.tokens = tokens
        self.i = 0
        self.depth = depth
        self.in_async = False  # parsing the body of an async function: `await` is allowed
        self.in_generator = False  # parsing the body of a generator function: `yield` is an operator
        self.labels: list[str] = []  # the labels around the statement being parsed

    # -- token helpers ---------------------------------------------------------------

    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def peek(self, offset: int = 1) -> Token:
        return self.tokens[min(self.i + offset, len(self.tokens) - 1)]

    def advance(self) -> Token:
        tok = self.tokens[self.i]
        if tok.type != "eof":
            self.i += 1
        return tok

    def at(self, value: str) -> bool:
        tok = self.tokens[self.i]
        return tok.type == "punct" and tok.value == value

    def at_name(self, value: str) -> bool:
        tok = self.tokens[self.i]
        return tok.type == "name" and tok.value == value

    def at_eof(self) -> bool:
        return self.tokens[self.i].type == "eof"

    def accept(self, value: str) -> bool:
        if self.at(value):
            self.i += 1
            return True
        return False

    def expect(self, value: str) -> Token:
        if not self.at(value):
            raise self.error(f"unexpected {self.describe()}", repr(value))
        return self.advance()

    def expect_eof(self) -> None:
        if not self.at_eof():
            raise self.error(f"unexpected {self.describe()}", "end of expression")

    def describe(self, tok: Token | None = None) -> str:
        tok = tok or self.tok
        if tok.type == "eof":
            return "end of expression"
        if tok.type in ("punct", "name"):
            return repr(tok.value)
        if tok.type == "num" or tok.type == "bigint":
            return "number"
        if tok.type == "template":
            return "template literal"
        if tok.type == "regex":
            return "regular expression"
        return "string"

    def error(self, message: str, expected: str | None = None, tok: Token | None = None) -> ExpressionSyntaxError:
        tok = tok or self.tok
        return ExpressionSyntaxError(message, self.src, tok.pos + 1, expected)

    def error_at(self, pos: int, message: str, expected: str | None = None) -> ExpressionSyntaxError:
        return ExpressionSyntaxError(message, self.src, pos + 1, expected)

    def identifier(self) -> Token:
        tok = self.tok
        if tok.type != "name" or tok.value in RESERVED:
            raise self.error(f"unexpected {self.describe()}", "an identifier")
        return self.advance()

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_PARSE_DEPTH:
            raise self.error(f"expression is nested more than {MAX_NESTING_DEPTH} levels deep", "less nesting")

    def newline_before(self) -> bool:
        """A line terminator between this token and the one before (white space or a
        comment's, never one inside the token before: a string's line continuation)."""
        return self.tok.newline_before

    # -- expressions -----------------------------------------------------------------

    def expression(self) -> Node:
        """Expression including the comma operator."""
        first = self.assignment()
        if not self.at(","):
            return first
        exprs = [first]
        while self.accept(","):
            exprs.append(self.assignment())
        return Node("Seq", first.pos, exprs=exprs)

    def assignment(self) -> Node:
        self.enter()
        try:
            if self.in_generator and self.at_name("yield"):
                return self.yield_expression()
            if self.arrow_ahead():
                return self.arrow()
            left = self.conditional()
            tok = self.tok
            if tok.type == "punct" and tok.value in ASSIGN_OPS:
                if tok.value == "=" and left.type in ("Array", "Object"):
                    target = self.assignment_pattern(left)  # `[a, b] = [b, a]`, `({ x } = o)`
                    self.advance()
                    return Node("Assign", tok.pos, op="=", target=target, value=self.assignment())
                if left.type not in ("Ident", "Member"):
                    raise self.error("invalid assignment target", "a variable or property", tok)
                self.advance()
                value = self.assignment()
                if left.type == "Ident":
                    infer_name(value, left.name)
                return Node("Assign", tok.pos, op=tok.value, target=left, value=value)
            return left
        finally:
            self.depth -= 1

    def yield_expression(self) -> Node:
        """``yield``, ``yield value``, ``yield* iterable`` (in a generator's body)."""
        tok = self.advance()
        delegate = False
        if self.at("*") and not self.newline_before():
            self.advance()
            delegate = True
        arg = None
        nxt = self.tok
        ends = nxt.type == "eof" or (nxt.type == "punct" and nxt.value in (")", "]", "}", ",", ";", ":"))
        if delegate or not (ends or self.newline_before()):
            arg = self.assignment()
        return Node("Yield", tok.pos, arg=arg, delegate=delegate)

    def conditional(self) -> Node:
        test = self.binary(0)
        if not self.at("?"):
            return test
        pos = self.advance().pos
        then = self.assignment()
        self.expect(":")
        orelse = self.assignment()
        return Node("Cond", pos, test=test, then=then, orelse=orelse)

    def binary(self, min_bp: int) -> Node:
        left = self.unary()
        while True:
            tok = self.tok
            op = tok.value
            if tok.type == "punct" or (tok.type == "name" and op in ("in", "instanceof")):
                bp = BINARY.get(op)
            else:
                bp = None
            if bp is None or bp <= min_bp:
                return left
            self.advance()
            if op == "**" and left.type == "Unary" and not getattr(left, "parenthesized", False):
                raise self.error("unary operator before ** needs parentheses", "parentheses", tok)
            self.enter()
            right = self.binary(bp - 1 if op == "**" else bp)
            self.depth -= 1
            kind = "Logical" if op in LOGICAL else "Binary"
            if op in LOGICAL and any(mixes_nullish(op, side) for side in (left, right)):
                raise self.error("cannot mix ?? with || or && without parentheses", "parentheses", tok)
            left = Node(kind, tok.pos, op=op, left=left, right=right)

    def unary(self) -> Node:
        tok = self.tok
        if (tok.type == "punct" or tok.type == "name") and tok.value in UNARY:
            self.advance()
            self.enter()
            arg = self.unary()
            self.depth -= 1
            return Node("Unary", tok.pos, op=tok.value, arg=arg)
        if tok.type == "punct" and tok.value in ("++", "--"):
            self.advance()
            self.enter()
            target = self.unary()
            self.depth -= 1
            if target.type not in ("Ident", "Member"):
                raise self.error("invalid update target", "a variable or property", tok)
            return Node("Update", tok.pos, op=tok.value, prefix=True, target=target)
        if tok.type == "name" and tok.value == "await":
            if not self.in_async:
                raise self.error("await is only valid in async functions", "an expression")
            self.advance()
            self.enter()
            arg = self.unary()
            self.depth -= 1
            return Node("Await", tok.pos, arg=arg)
        expr = self.call_member()
        nxt = self.tok
        if nxt.type == "punct" and nxt.value in ("++", "--") and not self.newline_before():
            if expr.type not in ("Ident", "Member"):
                raise self.error("invalid update target", "a variable or property", nxt)
            self.advance()
            return Node("Update", nxt.pos, op=nxt.value, prefix=False, target=expr)
        return expr

    def call_member(self) -> Node:
        expr = self.primary()
        optional_chain = False
        while True:
            tok = self.tok
            if tok.type == "template":
                if optional_chain:
                    raise self.error("Invalid tagged template on optional chain", "an operator")
                self.advance()
                quasi = self.template(tok, tagged=True)
                expr = Node("TaggedTemplate", tok.pos, tag=expr, quasi=quasi)
                continue
            if tok.type != "punct":
                break
            op = tok.value
            if op == ".":
                self.advance()
                name = self.property_name()
                expr = Node("Member", tok.pos, obj=expr, prop=name, computed=False, optional=False)
            elif op == "?.":
                self.advance()
                optional_chain = True
                if self.at("("):
                    args = self.arguments()
                    expr = Node("Call", tok.pos, callee=expr, args=args, optional=True)
                elif self.accept("["):
                    prop = self.expression()
                    self.expect("]")
                    expr = Node("Member", tok.pos, obj=expr, prop=prop, computed=True, optional=True)
                else:
                    name = self.property_name()
                    expr = Node("Member", tok.pos, obj=expr, prop=name, computed=False, optional=True)
            elif op == "[":
                self.advance()
                self.enter()
                prop = self.expression()
                self.depth -= 1
                self.expect("]")
                expr = Node("Member", tok.pos, obj=expr, prop=prop, computed=True, optional=False)
            elif op == "(":
                args = self.arguments()
                expr = Node("Call", tok.pos, callee=expr, args=args, optional=False)
            else:
                break
        if optional_chain:
            expr = Node("Chain", expr.pos, expr=expr)
        return expr

    def private_name(self) -> Node:
        """``#name`` (no space after the ``#``): a class's private member."""
        hash_ = self.advance()
        tok = self.tok
        if tok.type != "name" or tok.pos != hash_.pos + 1:
            raise self.error("Invalid or unexpected token", "a private name", hash_)
        self.advance()
        return Node("Private", hash_.pos, name="#" + tok.value)

    def property_name(self) -> Node:
        tok = self.tok
        if tok.type != "name":
            if tok.type == "punct" and tok.value == "#":
                return self.private_name()
            raise self.error(f"unexpected {self.describe()}", "a property name")
        self.advance()
        return Node("Str", tok.pos, value=tok.value)

    def arguments(self) -> list[Node]:
        self.expect("(")
        self.enter()
        args: list[Node] = []
        while not self.at(")"):
            if self.at("..."):
                pos = self.advance().pos
                args.append(Node("Spread", pos, arg=self.assignment()))
            else:
                args.append(self.assignment())
            if not self.accept(","):
                break
        self.expect(")")
        self.depth -= 1
        return args

    def primary(self) -> Node:
        tok = self.tok
        t = tok.type
        if t == "num":
            self.advance()
            return Node("Num", tok.pos, value=tok.value)
        if t == "bigint":
            self.advance()
            return Node("BigInt", tok.pos, value=tok.value)
        if t == "str":
            self.advance()
            return Node("Str", tok.pos, value=tok.value)
        if t == "template":
            self.advance()
            return self.template(tok)
        if t == "regex":
            self.advance()
            return Node("Regex", tok.pos, pattern=tok.value[0], flags=tok.value[1])
        if t == "name":
            name = tok.value
            if name == "true" or name == "false":
                self.advance()
                return Node("Bool", tok.pos, value=name == "true")
            if name == "null":
                self.advance()
                return Node("Null", tok.pos)
            if name == "this":
                self.advance()
                return Node("This", tok.pos)
            if name == "function":
                return self.function_expression()
            if name == "new":
                return self.new_expression()
            if name == "class":
                return self.class_expression()
            if name == "async" and self.peek().type == "name" and self.peek().value == "function":
                self.advance()
                return self.function_expression(is_async=True)
            if name == "super":
                self.advance()
                if not (self.at("(") or self.at(".") or self.at("[")):
                    raise self.error("'super' keyword unexpected here", "'super(' or 'super.'")
                return Node("Super", tok.pos)
            if name in RESERVED or (name == "yield" and self.in_generator):
                raise self.error(f"unexpected {self.describe()}", "an expression")
            self.advance()
            return Node("Ident", tok.pos, name=name)
        if t == "punct":
            if tok.value == "#":  # `#x in obj` (anywhere else a SyntaxError)
                node = self.private_name()
                if not self.at_name("in"):
                    raise self.error(f"unexpected {self.describe()}", "'in'")
                return node
            if tok.value == "(":
                self.advance()
                self.enter()
                expr = self.expression()
                self.depth -= 1
                self.expect(")")
                expr.parenthesized = True
                return expr
            if tok.value == "[":
                return self.array()
            if tok.value == "{":
                return self.object()
        raise self.error(f"unexpected {self.describe()}", "an expression")

    def new_expression(self) -> Node:
        """``new Callee(args)``: constructs built-ins (Array, Date...) and Python classes."""
        pos = self.advance().pos
        if self.at("."):
            raise self.error("new.target is not supported", "a constructor")
        self.enter()
        if self.at_name("new"):
            callee = self.new_expression()
        else:
            callee = self.primary()
        while self.at(".") or self.at("["):
            tok = self.advance()
            if tok.value == ".":
                callee = Node("Member", tok.pos, obj=callee, prop=self.property_name(), computed=False, optional=False)
            else:
                prop = self.expression()
                self.expect("]")
                callee = Node("Member", tok.pos, obj=callee, prop=prop, computed=True, optional=False)
        args = self.arguments() if self.at("(") else []
        self.depth -= 1
        return Node("New", pos, callee=callee, args=args)

    def template(self, tok: Token, tagged: bool = False) -> Node:
        """A template literal; ``tagged``: its strings may be invalid (None) and it
        keeps the raw strings."""
        strings, parts, raws = tok.value
        for text in strings:
            if isinstance(text, ExpressionSyntaxError):
                if not tagged:
                    raise text
        strings = [None if isinstance(text, ExpressionSyntaxError) else text for text in strings]
        exprs = []
        for tokens in parts:
            sub = Parser(self.src, tokens, self.depth + 1)
            if sub.at_eof():
                raise sub.error("empty template substitution", "an expression")
            exprs.append(sub.expression())
            sub.expect_eof()
        return Node("Template", tok.pos, strings=strings, exprs=exprs, raws=raws)

    def array(self) -> Node:
        pos = self.expect("[").pos
        self.enter()
        elements: list[Node | None] = []
        while not self.at("]"):
            if self.at(","):
                self.advance()
                elements.append(None)
                continue
            if self.at("..."):
                spos = self.advance().pos
                elements.append(Node("Spread", spos, arg=self.assignment()))
            else:
                elements.append(self.assignment())
            if not self.accept(","):
                break
        self.expect("]")
        self.depth -= 1
        return Node("Array", pos, elements=elements)

    def object(self) -> Node:
        pos = self.expect("{").pos
        self.enter()
        props: list[Node] = []
        while not self.at("}"):
            props.append(self.object_property())
            if not self.accept(","):
                break
        self.expect("}")
        self.depth -= 1
        return Node("Object", pos, props=props)

    def object_property(self) -> Node:
        tok = self.tok
        if self.at("..."):
            self.advance()
            return Node("Prop", tok.pos, kind="spread", key=None, computed=False, value=self.assignment())
        if tok.type == "name" and tok.value in ("get", "set", "async") and not (
            self.peek().type == "punct" and self.peek().value in (",", ":", "(", "}")
        ):
            self.advance()
            is_async = tok.value == "async"
            is_generator = is_async and self.generator_star(is_async)
            key, computed = self.property_key()
            func = self.function_rest(key.value if key.type == "Str" else None, tok.pos, is_async, is_generator, True)
            kind = "init" if is_async else tok.value
            return Node("Prop", tok.pos, kind=kind, key=key, computed=computed, value=func)
        if self.accept("*"):  # a generator method: `*items() { yield 1 }`
            key, computed = self.property_key()
            func = self.function_rest(key.value if key.type == "Str" else None, tok.pos, False, True, True)
            return Node("Prop", tok.pos, kind="init", key=key, computed=computed, value=func)
        key, computed = self.property_key()
        if self.accept(":"):
            value = self.assignment()
            if not computed and key.type == "Str":
                infer_name(value, key.value)
            return Node("Prop", tok.pos, kind="init", key=key, computed=computed, value=value)
        if self.at("("):
            func = self.function_rest(key.value if key.type == "Str" else None, tok.pos, method=True)
            return Node("Prop", tok.pos, kind="init", key=key, computed=computed, value=func)
        if tok.type == "name" and not computed and (self.at(",") or self.at("}")):
            if tok.value in RESERVED:
                raise self.error(f"unexpected {self.describe(tok)}", "an identifier", tok)
            ident = Node("Ident", tok.pos, name=tok.value)
            return Node("Prop", tok.pos, kind="init", key=key, computed=False, value=ident)
        raise self.error(f"unexpected {self.describe()}", "':'")

    def property_key(self) -> tuple[Node, bool]:
        tok = self.tok
        if tok.type == "name" or tok.type == "str":
            self.advance()
            return Node("Str", tok.pos, value=tok.value), False
        if tok.type == "num":
            self.advance()
            return Node("Num", tok.pos, value=tok.value), False
        if tok.type == "bigint":  # ({ 1n: 'a' }): the key '1'
            self.advance()
            return Node("Str", tok.pos, value=bigint.to_string(bigint.from_literal(tok.value))), False
        if self.accept("["):
            key = self.assignment()
            self.expect("]")
            return key, True
        raise self.error(f"unexpected {self.describe()}", "a property name")

    # -- functions -------------------------------------------------------------------

    def arrow_ahead(self) -> bool:
        tok = self.tok
        if tok.type == "name":
            nxt = self.peek()
            if tok.value == "async" and (
                (nxt.type == "name" and self.peek(2).value == "=>")
                or (nxt.type == "punct" and nxt.value == "(" and self.parenthesized_arrow_at(self.i + 1))
            ):
                return True
            return nxt.type == "punct" and nxt.value == "=>" and tok.value not in RESERVED
        if tok.type != "punct" or tok.value != "(":
            return False
        return self.parenthesized_arrow_at(self.i)

    def parenthesized_arrow_at(self, start: int) -> bool:
        """Is the ``(`` at token ``start`` the parameter list of an arrow function?"""
        depth = 0
        j = start
        tokens = self.tokens
        while j < len(tokens):
            t = tokens[j]
            if t.type == "punct":
                if t.value in ("(", "[", "{"):
                    depth += 1
                elif t.value in (")", "]", "}"):
                    depth -= 1
                    if depth == 0:
                        after = tokens[j + 1] if j + 1 < len(tokens) else t
                        return after.type == "punct" and after.value == "=>"
            elif t.type == "eof":
                return False
            j += 1
        return False

    def arrow(self) -> Node:
        tok = self.tok
        start = tok.pos
        is_async = tok.type == "name" and tok.value == "async" and self.peek().value != "=>"
        if is_async:
            self.advance()
            tok = self.tok
        if tok.type == "name":
            self.advance()
            params = [Node("Ident", tok.pos, name=tok.value)]
        else:
            params = self.parameters()
        self.expect("=>")
        outer, self.in_async = self.in_async, is_async
        outer_generator, self.in_generator = self.in_generator, False
        try:
            if self.at("{"):
                body = self.new_function_body()
                node = Node("Function", tok.pos, params=params, body=body, expression=False, arrow=True, name=None)
            else:
                body = self.assignment()
                node = Node("Function", tok.pos, params=params, body=body, expression=True, arrow=True, name=None)
        finally:
            self.in_async = outer
            self.in_generator = outer_generator
        node.is_async = is_async
        node.span = (start, self.tok.pos)
        return node

    def function_expression(self, is_async: bool = False) -> Node:
        pos = self.tokens[self.i - 1].pos if is_async else self.tok.pos  # (`async` was read)
        self.advance()
        is_generator = self.generator_star(is_async)
        name = None
        if self.tok.type == "name":
            name = self.identifier().value
        func = self.function_rest(name, pos, is_async, is_generator)
        func.self_binding = name is not None  # a named function expression sees itself
        return func

    def class_expression(self) -> Node:
        """``class Name extends Parent { constructor() {} m() {} get x() {} static s() {} f = 1 }``."""
        pos = self.advance().pos
        name = None
        if self.tok.type == "name" and self.tok.value != "extends":
            name = self.identifier().value
        parent = None
        if self.at_name("extends"):
            self.advance()
            parent = self.call_member()
        self.expect("{")
        members: list[Node] = []
        while not self.accept("}"):
            if self.accept(";"):
                continue
            members.append(self.class_member())
        node = Node("Class", pos, name=name, parent=parent, members=members)
        node.span = (pos, self.tok.pos)  # (its source text: `String(cls)`)
        return node

    def class_member(self) -> Node:
        """One member: ``kind`` is method, get, set, field or constructor; ``static``."""
        tok = self.tok
        static = False
        if tok.type == "name" and tok.value == "static" and not (
            self.peek().type == "punct" and self.peek().value in ("(", "=", ";", "}")
        ):
            self.advance()
            static = True
            if self.at("{"):
                return self.static_block(tok.pos)
        tok = self.tok
        is_async = False
        if tok.type == "name" and tok.value == "async" and not (
            self.peek().type == "punct" and self.peek().value in ("(", "=", ";", "}")
        ):
            self.advance()
            is_async = True
            tok = self.tok
        is_generator = self.generator_star(is_async)
        kind = "method"
        if tok.type == "name" and tok.value in ("get", "set") and not (
            self.peek().type == "punct" and self.peek().value in ("(", "=", ";", "}")
        ):
            self.advance()
            kind = tok.value
        if self.at("#"):
            key, computed = self.private_name(), False
            if key.name == "#constructor":
                raise self.error_at(key.pos, "Classes may not have a private field named '#constructor'", "another name")
        else:
            key, computed = self.property_key()
        if self.at("("):
            name = key.value if key.type == "Str" else key.name if key.type == "Private" else None
            func = self.function_rest(name, tok.pos, is_async, is_generator, True)
            func.strict = True  # (a class body is strict code)
            if kind == "method" and not static and not computed and key.type == "Str" and key.value == "constructor":
                if is_generator or is_async or kind != "method":
                    raise self.error("Class constructor may not be a generator or async method", "a method", tok)
                kind = "constructor"
                func.method = False
            return Node("Member_", tok.pos, kind=kind, static=static, key=key, computed=computed, value=func)
        if kind != "method" or is_generator:
            raise self.error(f"unexpected {self.describe()}", "'('")
        value = None
        if self.accept("="):
            value = self.assignment()
        self.end_statement()
        return Node("Member_", tok.pos, kind="field", static=static, key=key, computed=computed, value=value)

    def static_block(self, pos: int) -> Node:
        """``static { ... }``: statements run once when the class is made, ``this`` being
        the class. Kept as a static field without a key whose value runs the block as an
        arrow function (its own scope; ``this`` is the initializer's, the class)."""
        outer = self.in_async, self.in_generator
        self.in_async = self.in_generator = False
        try:
            body = self.new_function_body()
        finally:
            self.in_async, self.in_generator = outer
        block = Node("Function", pos, params=[], body=body, expression=False, arrow=True, name=None)
        block.is_async = block.is_generator = False
        block.span = (pos, self.tok.pos)
        run = Node("Call", pos, callee=block, args=[], optional=False)
        return Node("Member_", pos, kind="field", static=True, key=None, computed=False, value=run)

    def generator_star(self, is_async: bool) -> bool:
        """A ``*`` making a function or method a generator (async generators are refused)."""
        if not self.at("*"):
            return False
        if is_async:
            raise self.error("async generators are not supported", "'('")
        self.advance()
        return True

    def function_rest(self, name: str | None, pos: int, is_async: bool = False, is_generator: bool = False,
                      method: bool = False) -> Node:
        """A function's parameters and body; `method`: a method's (`{ m() {} }`, a class's),
        which is no constructor and has no `prototype`, as an async function."""
        outer = self.in_async, self.in_generator
        self.in_async, self.in_generator = is_async, is_generator
        try:
            params = self.parameters()
            body = self.new_function_body()
        finally:
            self.in_async, self.in_generator = outer
        node = Node("Function", pos, params=params, body=body, expression=False, arrow=False, name=name)
        node.is_async = is_async
        node.is_generator = is_generator
        node.method = method
        node.span = (pos, self.tok.pos)
        return node

    def parameters(self) -> list[Node]:
        self.expect("(")
        params: list[Node] = []
        while not self.at(")"):
            if self.at("..."):
                pos = self.advance().pos
                params.append(Node("Rest", pos, arg=self.binding_target()))
                break
            params.append(self.binding_element())
            if not self.accept(","):
                break
        self.expect(")")
        return params

    def function_body(self) -> list[Node]:
        self.expect("{")
        self.enter()
        body = self.statements()
        self.depth -= 1
        self.expect("}")
        return body

    def new_function_body(self) -> list[Node]:
        """A function's body: the labels around the function are not its own."""
        outer, self.labels = self.labels, []
        try:
            return self.function_body()
        finally:
            self.labels = outer

    def binding_element(self) -> Node:
        target = self.binding_target()
        if self.at("="):
            pos = self.advance().pos
            return Node("Default", pos, target=target, value=self.assignment())
        return target

    def assignment_pattern(self, node: Node) -> Node:
        """The pattern an array or object literal on the left of `=` stands for
        (JavaScript's destructuring assignment): its targets are variables, properties,
        nested patterns, `target = default` and a last `...rest`."""
        t = node.type
        if t in ("Ident", "Member"):
            return node
        if t == "Assign" and node.op == "=":
            return Node("Default", node.pos, target=self.assignment_pattern(node.target), value=node.value)
        if t == "Array":
            elements: list[Node | None] = []
            rest = None
            for i, element in enumerate(node.elements):
                if element is not None and element.type == "Spread":
                    if i != len(node.elements) - 1:
                        raise self.error_at(element.pos, "a rest element must be last", "']'")
                    rest = self.assignment_pattern(element.arg)
                else:
                    elements.append(None if element is None else self.assignment_pattern(element))
            return Node("ArrayPattern", node.pos, elements=elements, rest=rest)
        if t == "Object":
            props: list[tuple[Node, bool, Node]] = []
            rest = None
            for i, prop in enumerate(node.props):
                if prop.kind == "spread" and i == len(node.props) - 1:
                    rest = self.assignment_pattern(prop.value)
                elif prop.kind == "init" and prop.value.type != "Function":
                    props.append((prop.key, prop.computed, self.assignment_pattern(prop.value)))
                else:
                    raise self.error_at(prop.pos, "invalid destructuring assignment target", "a variable or property")
            return Node("ObjectPattern", node.pos, props=props, rest=rest)
        raise self.error_at(node.pos, "invalid destructuring assignment target", "a variable or property")

    def binding_target(self) -> Node:
        tok = self.tok
        self.enter()
        try:
            if self.accept("["):
                elements: list[Node | None] = []
                rest = None
                while not self.at("]"):
                    if self.accept(","):
                        elements.append(None)
                        continue
                    if self.accept("..."):
                        rest = self.binding_target()
                        break
                    elements.append(self.binding_element())
                    if not self.accept(","):
                        break
                self.expect("]")
                return Node("ArrayPattern", tok.pos, elements=elements, rest=rest)
            if self.accept("{"):
                props: list[tuple[Node, bool, Node]] = []
                rest = None
                while not self.at("}"):
                    if self.accept("..."):
                        rest = self.binding_target()
                        break
                    key_tok = self.tok
                    key, computed = self.property_key()
                    if self.accept(":"):
                        value = self.binding_element()
                    else:
                        if key_tok.type != "name" or key_tok.value in RESERVED:
                            raise self.error("expected ':'", "':'")
                        value = Node("Ident", key_tok.pos, name=key_tok.value)
                        if self.at("="):
                            pos = self.advance().pos
                            value = Node("Default", pos, target=value, value=self.assignment())
                    props.append((key, computed, value))
                    if not self.accept(","):
                        break
                self.expect("}")
                return Node("ObjectPattern", tok.pos, props=props, rest=rest)
            name = self.identifier()
            return Node("Ident", name.pos, name=name.value)
        finally:
            self.depth -= 1

    # -- statements ------------------------------------------------------------------

    def statements(self, top: bool = False) -> list[Node]:
        body: list[Node] = []
        while not self.at_eof() and not (not top and self.at("}")):
            body.append(self.statement())
        if top:
            self.expect_eof()
        return body

    def end_statement(self) -> None:
        if self.accept(";") or self.at("}") or self.at_eof() or self.newline_before():
            return
        raise self.error(f"unexpected {self.describe()}", "';'")

    def statement(self) -> Node:
        tok = self.tok
        self.enter()
        try:
            return self.statement_inner(tok)
        finally:
            self.depth -= 1

    def statement_inner(self, tok: Token) -> Node:
        if tok.type == "punct":
            if tok.value == ";":
                self.advance()
                return Node("Empty", tok.pos)
            if tok.value == "{":
                return Node("Block", tok.pos, body=self.function_body())
        if tok.type == "name":
            word = tok.value
            if word not in RESERVED and self.peek().type == "punct" and self.peek().value == ":":
                return self.labelled_statement()
            if word == "if":
                self.advance()
                self.expect("(")
                test = self.expression()
                self.expect(")")
                then = self.statement()
                orelse = None
                if self.at_name("else"):
                    self.advance()
                    orelse = self.statement()
                return Node("If", tok.pos, test=test, then=then, orelse=orelse)
            if word == "return":
                self.advance()
                arg = None
                if not (self.at(";") or self.at("}") or self.at_eof() or self.newline_before()):
                    arg = self.expression()
                self.end_statement()
                return Node("Return", tok.pos, arg=arg)
            if word in ("let", "const", "var") and self.peek().type in ("name", "punct") and (
                self.peek().type == "name" or self.peek().value in ("[", "{")
            ):
                node = self.declaration()
                self.end_statement()
                return node
            if word == "for":
                return self.for_statement()
            if word == "while":
                self.advance()
                self.expect("(")
                test = self.expression()
                self.expect(")")
                return Node("While", tok.pos, test=test, body=self.statement())
            if word == "do":
                self.advance()
                body = self.statement()
                if not self.at_name("while"):
                    raise self.error(f"unexpected {self.describe()}", "'while'")
                self.advance()
                self.expect("(")
                test = self.expression()
                self.expect(")")
                self.accept(";")
                return Node("DoWhile", tok.pos, body=body, test=test)
            if word in ("break", "continue"):
                self.advance()
                label = None
                if self.tok.type == "name" and not self.newline_before():
                    label = self.identifier().value
                self.end_statement()
                return Node(word.capitalize(), tok.pos, label=label)
            if word == "throw":
                self.advance()
                arg = self.expression()
                self.end_statement()
                return Node("Throw", tok.pos, arg=arg)
            if word == "function" and (
                self.peek().type == "name" or (self.peek().value == "*" and self.peek(2).type == "name")
            ):
                func = self.function_expression()
                return Node("FunctionDecl", tok.pos, func=func)
            if word == "class" and self.peek().type == "name":
                cls = self.class_expression()
                return Node("ClassDecl", tok.pos, cls=cls)
            if word == "switch":
                return self.switch_statement()
            if word == "try":
                return self.try_statement()
            if word == "debugger":  # a no-op without a debugger attached
                self.advance()
                self.end_statement()
                return Node("Empty", tok.pos)
            if word == "async" and self.peek().type == "name" and self.peek().value == "function":
                self.advance()
                func = self.function_expression(is_async=True)
                return Node("FunctionDecl", tok.pos, func=func)
            if word in ("import", "export", "with") or (word == "yield" and not self.in_generator):
                raise self.error(f"'{word}' statements are not supported", "a statement")
        expr = self.expression()
        self.end_statement()
        return Node("ExprStmt", tok.pos, expr=expr)

    def labelled_statement(self) -> Node:
        """``label: statement``; ``break label`` / ``continue label`` leave or repeat it."""
        tok = self.advance()
        self.advance()  # ':'
        label = tok.value
        if label in self.labels:
            raise self.error(f"Label '{label}' has already been declared", "another label", tok)
        if self.at_name("function") or self.at_name("async"):
            return self.statement()  # (a function's body does not see the label: nothing to keep)
        if self.at_name("class") or (
            (self.at_name("let") or self.at_name("const")) and self.peek().type in ("name", "punct")
            and (self.peek().type == "name" or self.peek().value in ("[", "{"))
        ):
            raise self.error("lexical declaration cannot appear in a single-statement context", "a statement")
        self.labels.append(label)
        try:
            body = self.statement()
        finally:
            self.labels.pop()
        return Node("Labelled", tok.pos, label=label, body=body)

    def switch_statement(self) -> Node:
        """``switch (x) { case a: ... default: ... }``: cases are ``(test or None, body)``."""
        tok = self.advance()
        self.expect("(")
        discriminant = self.expression()
        self.expect(")")
        self.expect("{")
        cases: list[tuple[Node | None, list[Node]]] = []
        while not self.accept("}"):
            if self.at_name("case"):
                self.advance()
                test: Node | None = self.expression()
            elif self.at_name("default"):
                if any(t is None for t, _ in cases):
                    raise self.error("more than one default clause in switch", "'case'")
                self.advance()
                test = None
            else:
                raise self.error(f"unexpected {self.describe()}", "'case', 'default' or '}'")
            self.expect(":")
            body: list[Node] = []
            while not (self.at_name("case") or self.at_name("default") or self.at("}")):
                if self.at_eof():
                    raise self.error("unterminated switch", "'}'")
                body.append(self.statement())
            cases.append((test, body))
        return Node("Switch", tok.pos, discriminant=discriminant, cases=cases)

    def try_statement(self) -> Node:
        """``try {} catch (e) {} finally {}`` (the catch binding is optional)."""
        tok = self.advance()
        if not self.at("{"):
            raise self.error(f"unexpected {self.describe()}", "'{'")
        block = self.function_body()
        param = handler = finalizer = None
        if self.at_name("catch"):
            self.advance()
            if self.accept("("):
                param = self.binding_target()
                self.expect(")")
            if not self.at("{"):
                raise self.error(f"unexpected {self.describe()}", "'{'")
            handler = self.function_body()
        if self.at_name("finally"):
            self.advance()
            if not self.at("{"):
                raise self.error(f"unexpected {self.describe()}", "'{'")
            finalizer = self.function_body()
        if handler is None and finalizer is None:
            raise self.error("missing catch or finally after try", "'catch' or 'finally'")
        return Node("Try", tok.pos, block=block, param=param, handler=handler, finalizer=finalizer)

    def declaration(self, in_for: bool = False) -> Node:
        tok = self.advance()
        decls: list[tuple[Node, Node | None]] = []
        while True:
            target = self.binding_target()
            init = None
            if self.accept("="):
                init = self.assignment()
                if target.type == "Ident":
                    infer_name(init, target.name)
            elif not in_for and (tok.value == "const" or target.type != "Ident"):
                raise self.error("missing initializer in declaration", "'='")
            decls.append((target, init))
            if not self.accept(","):
                break
        return Node("Var", tok.pos, kind=tok.value, decls=decls)

    def for_statement(self) -> Node:
        tok = self.advance()
        if self.at_name("await"):
            raise self.error("for await is not supported", "'('")
        self.expect("(")
        init = None
        if self.at_name("let") or self.at_name("const") or self.at_name("var"):
            init = self.declaration(in_for=True)
        elif not self.at(";"):
            init = self.binary(BINARY["in"])  # stop before 'in' so for-in can be seen
            if self.tok.type == "punct" and self.tok.value in ASSIGN_OPS:
                op = self.advance()
                init = Node("Assign", op.pos, op=op.value, target=init, value=self.assignment())
        if self.at_name("of") or self.at_name("in"):
            word = self.advance().value
            if init is None:
                raise self.error("missing loop variable", "a variable")
            if init.type == "Var":
                if len(init.decls) != 1 or init.decls[0][1] is not None:
                    raise self.error("invalid loop variable", "one variable")
                kind, target = init.kind, init.decls[0][0]
            elif init.type in ("Ident", "Member"):
                kind, target = None, init
            else:
                raise self.error("invalid loop variable", "a variable")
            iterable = self.assignment() if word == "of" else self.expression()
            self.expect(")")
            body = self.statement()
            node_type = "ForOf" if word == "of" else "ForIn"
            return Node(node_type, tok.pos, kind=kind, target=target, iter=iterable, body=body)
        if init is not None and init.type == "Var":
            for target, value in init.decls:
                if value is None and (init.kind == "const" or target.type != "Ident"):
                    raise self.error("missing initializer in declaration", "'='")
        elif init is not None and self.at(","):
            exprs = [init]
            while self.accept(","):
                exprs.append(self.assignment())
            init = Node("Seq", init.pos, exprs=exprs)
        if init is not None and init.type != "Var":
            init = Node("ExprStmt", init.pos, expr=init)
        self.expect(";")
        test = None if self.at(";") else self.expression()
        self.expect(";")
        update = None if self.at(")") else self.expression()
        self.expect(")")
        body = self.statement()
        return Node("For", tok.pos, init=init, test=test, update=update, body=body)
