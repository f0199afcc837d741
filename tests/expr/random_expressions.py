"""Random JavaScript expressions for the differential test against Node, and a shrinker.

An expression is a small tree (``Gen``): leaves are literals and scope names from
``differential_cases.DATA``; inner nodes are operators, member reads, method calls of
strings/arrays/numbers, ``Math``/``JSON``/``Object``/``Number``/``String`` built-ins,
template literals, conditionals and arrow callbacks. Everything is parenthesized, so a
tree renders to one unambiguous expression. ``shrink`` walks a disagreeing tree down
to a smallest sub-tree that still disagrees.

Kept out (documented differences, see docs/expressions.md): array holes,
``localeCompare``, ``Math.random``/``Date.now``, ``this``, concatenating halves of
surrogate pairs (so no astral characters in regular expressions: petite's patterns see
code points where JavaScript's see UTF-16 units). Regular expressions are generated from pattern atoms (classes, anchors,
groups, alternations, quantifiers) and run through test/exec/match/replace/split/search:
both of petite's engines (RE2 for repeating patterns, ``re`` for the rest) meet Node.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

NUMBERS = ["0", "1", "-1", "2", "3", "7", "10", "0.5", "1.5", "-2.5", "1e21", "1e-7", "0.1", "255", "2 ** 53",
           "NaN", "Infinity", "-Infinity", "-0", "1.005", "123.456", "4294967296", "0x1F", "1e300", "5e-324"]
STRINGS = ["''", "'a'", "'abc'", "'10'", "' 1 '", "'3.5e2'", "'Hello World'", "'a,b,,c'", "'é'", "'😀x'",
           "'0x10'", "'-0'", "'Infinity'", "'true'", "'null'", "'  '", "'A-b_C'"]
OTHERS = ["true", "false", "null", "undefined", "[]", "[1, 2]", "['b', 'a']", "{}", "({ a: 1 })", "[[1], [2, [3]]]",
          "[0, -0, NaN]", "({ x: 'y', n: 2 })"]
NAMES = ["count", "price", "name", "greeting", "zero", "nil", "flag", "off", "empty", "emptyObj", "nums", "words",
         "user", "todos", "matrix", "numStr", "floatStr", "big", "tiny", "user.name", "user.tags", "todos[0]"]
BINARY = ["+", "-", "*", "/", "%", "**", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&", "|", "^", "<<",
          ">>", ">>>", "&&", "||", "??"]
UNARY = ["-", "+", "!", "~", "typeof ", "void "]
STRING_METHODS = [
    ("toUpperCase", 0), ("toLowerCase", 0), ("trim", 0), ("trimStart", 0), ("trimEnd", 0), ("charAt", 1),
    ("charCodeAt", 1), ("codePointAt", 1), ("at", 1), ("indexOf", 1), ("lastIndexOf", 1), ("includes", 1),
    ("startsWith", 1), ("endsWith", 1), ("slice", 2), ("substring", 2), ("substr", 2), ("split", 1),
    ("padStart", 2), ("padEnd", 2), ("repeat", 1), ("concat", 2), ("replace", 2), ("replaceAll", 2),
    ("normalize", 0), ("toString", 0),
]
ARRAY_METHODS = [
    ("join", 1), ("slice", 2), ("concat", 2), ("includes", 1), ("indexOf", 1), ("lastIndexOf", 1), ("at", 1),
    ("flat", 1), ("toString", 0), ("toReversed", 0), ("with", 2), ("fill", 1), ("reverse", 0),
]
CALLBACK_METHODS = ["map", "filter", "some", "every", "find", "findIndex", "findLast", "flatMap", "reduce", "sort",
                    "toSorted"]
NUMBER_METHODS = [("toFixed", 1), ("toString", 1), ("toPrecision", 1), ("toExponential", 1)]
SMALL_INTS = ["0", "1", "2", "3", "5", "-1", "-3", "10", "36", "16", "2", "100", "undefined"]
GLOBAL_CALLS = [
    ("Math.abs", 1), ("Math.floor", 1), ("Math.ceil", 1), ("Math.round", 1), ("Math.trunc", 1), ("Math.sign", 1),
    ("Math.sqrt", 1), ("Math.cbrt", 1), ("Math.max", 2), ("Math.min", 2), ("Math.pow", 2), ("Math.hypot", 2),
    ("Math.imul", 2), ("Math.clz32", 1), ("Math.fround", 1), ("Math.log2", 1),
    ("Number", 1), ("String", 1), ("Boolean", 1), ("parseInt", 2), ("parseFloat", 1), ("isNaN", 1),
    ("isFinite", 1), ("Number.isInteger", 1), ("Number.isSafeInteger", 1), ("Number.isFinite", 1),
    ("JSON.stringify", 1), ("Object.keys", 1), ("Object.values", 1), ("Object.entries", 1), ("Array.isArray", 1),
    ("Array.from", 1), ("Array.of", 2), ("encodeURIComponent", 1), ("Object.is", 2),
]


REGEX_ATOMS = ["a", "b", "x", "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", ".", "[a-c]", "[^a]", "[\\s\\d]", "\\.",
               "-", " ", "é", "\\u00e9", "\\x41", "[A-Z]", "\\n"]
REGEX_ASSERTIONS = ["^", "$", "\\b", "\\B"]
REGEX_QUANTIFIERS = ["*", "+", "?", "{1,2}", "{2,}", "*?", "+?", "??", "{0,3}?"]
REGEX_FLAGS = ["", "g", "i", "m", "s", "u", "gi", "gm", "y", "gu", "gim", "ms"]
REGEX_SUBJECTS = ["'a'", "'abc'", "'aXbxc'", "'Hello World 2024'", "'a1b22c333'", "' a b '", "'line1\\nline2'",
                  "'x\\r\\ny'", "'éèe'", "'ab-cd_ef.gh'", "'AAAbbb'", "''", "'\\u2028a\\u00a0b'", "'a.b@x.y'",
                  "'KELVIN \\u212a k'", "'ſs'"]


@dataclass
class Gen:
    """A generated expression: a format string over rendered children."""

    template: str
    children: list[Gen] = field(default_factory=list)

    def render(self) -> str:
        return self.template.format(*(c.render() for c in self.children))

    def size(self) -> int:
        return 1 + sum(c.size() for c in self.children)

    def subtrees(self) -> list[Gen]:
        out = [self]
        for child in self.children:
            out.extend(child.subtrees())
        return out


def leaf(text: str) -> Gen:
    return Gen(text.replace("{", "{{").replace("}", "}}"))


class Generator:
    """Random expressions from one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.groups = 0  # named groups made (names stay unique)

    def atom(self) -> Gen:
        pool = self.rng.choice([NUMBERS, STRINGS, OTHERS, NAMES, NAMES])
        return leaf(self.rng.choice(pool))

    def expression(self, depth: int = 3) -> Gen:
        rng = self.rng
        if depth <= 0 or rng.random() < 0.15:
            return self.atom()
        d = depth - 1
        kind = rng.choice(["binary", "binary", "binary", "unary", "cond", "member", "string", "array", "array",
                           "callback", "number", "global", "global", "template", "index", "object", "spread",
                           "in", "json", "date", "regex"])
        if kind == "binary":
            op = rng.choice(BINARY)
            return Gen("({}) " + op + " ({})", [self.expression(d), self.expression(d)])
        if kind == "unary":
            return Gen(rng.choice(UNARY) + "({})", [self.expression(d)])
        if kind == "cond":
            return Gen("({}) ? ({}) : ({})", [self.expression(d), self.expression(d), self.expression(d)])
        if kind == "member":
            prop = rng.choice(["length", "name", "0", "1", "x", "tags", "a"])
            if prop.isdigit():
                return Gen("({})[" + prop + "]", [self.expression(d)])
            return Gen("({})" + rng.choice([".", "?."]) + prop, [self.expression(d)])
        if kind == "index":
            return Gen("({})[{}]", [self.expression(d), self.small()])
        if kind == "object":
            return Gen(rng.choice(["({{ a: {}, b: {} }})", "({{ a: {}, ...({}) }})", "({{ [{}]: 1, z: {} }})"]),
                       [self.expression(d), self.expression(d)])
        if kind == "spread":
            return Gen(rng.choice(["[...String({})]", "[...[{}], ...[1, 2]]", "[{}, ...'ab']"]), [self.expression(d)])
        if kind == "in":
            return Gen("({}) in " + rng.choice(["user", "({{ a: 1, length: 0 }})", "nums", "[5, 6]", "({{}})"]),
                       [leaf(rng.choice(["'a'", "'name'", "0", "1", "'length'", "'toString'", "'at'", "2"]))])
        if kind == "json":
            return Gen(rng.choice(["JSON.parse(JSON.stringify({}))", "JSON.stringify({}, null, 2)",
                                   "JSON.stringify([{}])"]), [self.expression(d)])
        if kind == "regex":
            return self.regex()
        if kind == "date":
            args = [leaf(str(rng.choice([0, 1, 69, 99, 100, 1970, 2000, 2024, -1, 275760, -271821]))),
                    leaf(str(rng.randint(-2, 13))), leaf(str(rng.randint(-1, 32)))]
            return Gen(rng.choice(["Date.UTC({}, {}, {})", "new Date(Date.UTC({}, {}, {})).toISOString()",
                                   "new Date(Date.UTC({}, {}, {})).getUTCDay()"]), args)
        if kind == "string":
            name, arity = rng.choice(STRING_METHODS)
            receiver = Gen("String({})", [self.expression(d)]) if rng.random() < 0.5 else leaf(rng.choice(STRINGS))
            return self.call(receiver, name, arity, d)
        if kind == "array":
            name, arity = rng.choice(ARRAY_METHODS)
            receiver = leaf(rng.choice(["nums", "words", "empty", "[1, 2, 3]", "['b', 'a', 'c']", "matrix",
                                        "[0, -0, NaN, null]", "user.tags", "[1, [2, [3, [4]]]]"]))
            return self.call(receiver, name, arity, d)
        if kind == "callback":
            return self.callback(d)
        if kind == "number":
            name, arity = rng.choice(NUMBER_METHODS)
            receiver = Gen("Number({})", [self.expression(d)]) if rng.random() < 0.5 else leaf(rng.choice(NUMBERS))
            args = [self.small()] if arity else []
            if name == "toString":
                args = [leaf(rng.choice(["2", "8", "16", "36", "3", "undefined"]))]
            return Gen("({})." + name + "(" + ", ".join("{}" for _ in args) + ")", [receiver, *args])
        if kind == "global":
            name, arity = rng.choice(GLOBAL_CALLS)
            args = [self.expression(d) for _ in range(rng.randint(1, arity))]
            return Gen(name + "(" + ", ".join("({})" for _ in args) + ")", args)
        parts = [self.expression(d) for _ in range(rng.randint(1, 2))]
        return Gen("`a${{{}}}" + "-${{{}}}" * (len(parts) - 1) + "`", parts)

    def pattern(self, depth: int = 2) -> str:
        """A random pattern: a sequence of atoms, groups and assertions, some quantified."""
        rng = self.rng
        parts = []
        for _ in range(rng.randint(1, 3)):
            roll = rng.random()
            if roll < 0.12:
                parts.append(rng.choice(REGEX_ASSERTIONS))
                continue
            if roll < 0.35 and depth > 0:
                inner = self.pattern(depth - 1)
                if rng.random() < 0.3:
                    inner += "|" + self.pattern(depth - 1)
                self.groups += 1
                atom = rng.choice(["(", "(?:", f"(?<g{self.groups}>"]) + inner + ")"
            else:
                atom = rng.choice(REGEX_ATOMS)
            if rng.random() < 0.45:
                atom += rng.choice(REGEX_QUANTIFIERS)
            parts.append(atom)
        return "".join(parts)

    def regex(self) -> Gen:
        rng = self.rng
        self.groups = 0
        pattern, flags = self.pattern(), rng.choice(REGEX_FLAGS)
        literal = f"/{pattern}/{flags}".replace("{", "{{").replace("}", "}}")
        subject = leaf(rng.choice(REGEX_SUBJECTS)) if rng.random() < 0.8 else Gen("String({})", [self.atom()])
        use = rng.choice(["test", "exec", "match", "replace", "replace-fn", "split", "search", "matchAll", "lastIndex"])
        if use == "test":
            return Gen(literal + ".test({})", [subject])
        if use == "exec":
            return Gen("(m => m && [...m, m.index, m.groups && m.groups.g1])(" + literal + ".exec({}))", [subject])
        if use == "match":
            return Gen("({}).match(" + literal + ")", [subject])
        if use == "replace":
            return Gen("({}).replace(" + literal + ", '[$1|$&]')", [subject])
        if use == "replace-fn":
            return Gen("({}).replace(" + literal + ", (...a) => a.length + ':' + a[0])", [subject])
        if use == "split":
            return Gen("({}).split(" + literal.replace("/y", "/").replace("y", "") + ")", [subject])
        if use == "search":
            return Gen("({}).search(" + literal + ")", [subject])
        if use == "matchAll":
            g = literal if "g" in flags else literal + "g"
            return Gen("[...({}).matchAll(" + g + ")].map(m => m.index + m[0])", [subject])
        return Gen("(r => [r.test({}), r.lastIndex, r.test('a' + {}), r.lastIndex])(" + literal + ")", [subject, subject])

    def small(self) -> Gen:
        return leaf(self.rng.choice(SMALL_INTS)) if self.rng.random() < 0.8 else self.atom()

    def call(self, receiver: Gen, name: str, arity: int, depth: int) -> Gen:
        args = [self.small() if self.rng.random() < 0.6 else self.expression(depth - 1)
                for _ in range(self.rng.randint(0, arity))]
        return Gen("({})." + name + "(" + ", ".join("({})" for _ in args) + ")", [receiver, *args])

    def callback(self, depth: int) -> Gen:
        rng = self.rng
        name = rng.choice(CALLBACK_METHODS)
        receiver = leaf(rng.choice(["nums", "words", "[3, 1, 2]", "todos", "[1, 2, 3, 4]", "['b', 'a', 'c']",
                                    "[0, '', null, 1, 'x']", "matrix"]))
        if name == "reduce":
            body = rng.choice(["a + b", "a * 2 + b", "[...a, b]", "a + String(b)", "a > b ? a : b"])
            init = rng.choice(["", ", 0", ", ''", ", []"])
            return Gen("({}).reduce((a, b) => " + body.replace("{", "{{").replace("}", "}}") + init + ")", [receiver])
        if name in ("sort", "toSorted"):
            body = rng.choice(["", "(a, b) => a - b", "(a, b) => b - a", "(a, b) => (a > b) - (a < b)",
                               "(a, b) => 0"])
            return Gen("[...({})]." + name + "(" + body + ")", [receiver])
        inner = Gen("({}) " + rng.choice(["+", "*", ">", "===", "&&", "??", "-"]) + " ({})",
                    [leaf("x"), self.expression(max(0, depth - 1))])
        body = rng.choice([inner, leaf("x"), Gen("typeof x === 'number'"), Gen("String(x).length"),
                           Gen("[x, i]"), Gen("x ? i : -i")])
        return Gen("({})." + name + "((x, i) => {})", [receiver, body])


def batch(seed: int, count: int) -> list[Gen]:
    gen = Generator(seed)
    out: list[Gen] = []
    seen: set[str] = set()
    while len(out) < count:
        tree = gen.expression(gen.rng.randint(1, 4))
        text = tree.render()
        if text not in seen and len(text) < 400:
            seen.add(text)
            out.append(tree)
    return out


def shrink(tree: Gen, disagrees) -> Gen:
    """A smallest sub-tree (or simplification) of ``tree`` that still ``disagrees``.

    ``disagrees(list of source texts)`` returns a parallel list of booleans (one batch
    per round, so Node starts once per round)."""
    current = tree
    for _ in range(30):
        candidates: list[Gen] = [t for t in current.subtrees()[1:]]
        for i, child in enumerate(current.children):
            for replacement in [leaf("0"), leaf("''"), leaf("undefined"), *child.children]:
                kids = list(current.children)
                kids[i] = replacement
                candidates.append(Gen(current.template, kids))
        candidates = sorted({c.render(): c for c in candidates if c.size() < current.size()}.values(),
                            key=lambda c: (c.size(), len(c.render())))
        if not candidates:
            return current
        verdicts = disagrees([c.render() for c in candidates])
        smaller = next((c for c, bad in zip(candidates, verdicts) if bad), None)
        if smaller is None:
            return current
        current = smaller
    return current
