"""Built-ins called with any argument fail as JavaScript fails: a petite error whose
text is JavaScript's kind of message, never a Python exception or its wording (which
names the engine's own classes and tells an attacker what runs underneath)."""

from __future__ import annotations

import itertools
import re

import pytest

import petite
from petite.errors import PetiteError
from petite.expr.errors import ExpressionError

PYTHON_WORDING = re.compile(
    r"ValueError|KeyError|IndexError|AttributeError|OverflowError|RecursionError|ZeroDivision|"
    r"object of type|has no len|not subscriptable|unsupported operand|NoneType|positional argument|"
    r"takes \d|unhashable|__\w+__|'(?:int|str|list|dict|tuple|JS\w+)' object|invalid literal|"
    r"object has no attribute|not supported between"
)

ARGUMENTS = ["5", "'ab'", "[5]", "[[1]]", "null", "undefined", "{}", "{a:1}", "new Set([1])",
             "new Map([[1,2]])", "() => 1", "NaN", "-1", "1e400", "[null]", "/a/", "new Date(0)", "true", "[{}]"]

FUNCTIONS = {
    "Object": "keys values entries assign fromEntries freeze isFrozen create getPrototypeOf getOwnPropertyNames defineProperty is seal",
    "Array": "from of isArray",
    "JSON": "stringify parse",
    "Math": "max min abs floor round pow sqrt sign trunc hypot",
    "Number": "isInteger parseFloat parseInt isFinite",
    "String": "fromCharCode raw",
}
ARRAY_METHODS = ("map filter reduce join concat slice splice indexOf includes find findIndex some every flat flatMap "
                 "fill sort reverse at push unshift copyWithin lastIndexOf reduceRight keys entries forEach toSorted with")
STRING_METHODS = ("split replace replaceAll padStart padEnd repeat slice substring indexOf includes match matchAll "
                  "search concat at charAt charCodeAt codePointAt localeCompare normalize startsWith endsWith trim")


def calls():
    for owner, names in FUNCTIONS.items():
        for name in names.split():
            for a in ARGUMENTS:
                yield f"{owner}.{name}({a})"
            for a, b in itertools.product(ARGUMENTS[:10], repeat=2):
                yield f"{owner}.{name}({a}, {b})"
    for receiver, names in (("[3,1,2]", ARRAY_METHODS), ("'abc'", STRING_METHODS)):
        for name in names.split():
            for a in ARGUMENTS:
                yield f"{receiver}.{name}({a})"
                yield f"{receiver}.{name}({a}, {a})"
    for target in ("new Set([1])", "new Map([[1,2]])", "new Date(0)", "/a/"):
        for source in ("'ab'", "[5]", "{a:1}"):
            yield f"Object.assign({target}, {source})"


@pytest.mark.parametrize("owner", ["functions", "methods"])
def test_built_ins_fail_in_javascript_terms(owner):
    wanted = [c for c in calls() if (c.startswith(tuple(FUNCTIONS)) or c.startswith("Object.assign")) == (owner == "functions")]
    leaks = []
    for expression in wanted:
        try:
            petite.render("<p v-scope>{{ " + expression + " }}</p>", {})
        except (PetiteError, ExpressionError) as error:
            message = str(error).splitlines()[0]
            if PYTHON_WORDING.search(message):
                leaks.append((expression, message))
    assert len(wanted) > 500
    assert leaks == []


def test_the_wording_check_sees_python_errors():
    assert PYTHON_WORDING.search("Error: AttributeError: 'JSSet' object has no attribute 'x'")
    assert PYTHON_WORDING.search("Error: ValueError: invalid normalization form")
    assert not PYTHON_WORDING.search("TypeError: Iterator value 5 is not an entry object")
