"""Thousands of random expressions, evaluated by petite and by Node: what {{ }} shows
(or the error's name) must agree for at least 99.5% of them.

Two runs per test session: a fixed seed (the same expressions every time) and a
rotating one, the day's (new expressions each day, the same all day: a run that dies
without a report, out of memory say, can be replayed from its date; set
PETITE_RANDOM_SEED to replay another). A failure prints the seed, the agreement and
each disagreement shrunk to a smallest expression that still disagrees.

Measure by hand: ``python -m tests.expr.test_random_differential [seed] [count]``.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from petite.expr import ExpressionError, ExpressionSyntaxError, Scope, compile_expression, to_display_string

from .differential_cases import DATA
from .random_expressions import Gen, batch, shrink

NODE = os.environ.get("NODE", "node")
ORACLE = Path(__file__).with_name("node_oracle.js")
FIXED_SEED = 20261201
ROTATING_SEED = int(os.environ.get("PETITE_RANDOM_SEED", date.today().toordinal()))
COUNT = 2500
GOAL = 0.995


def node_display(sources: list[str]) -> list[str]:
    payload = json.dumps([[src, DATA] for src in sources])
    done = subprocess.run([NODE, str(ORACLE)], input=payload, capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def petite_display(src: str) -> str:
    try:
        return to_display_string(compile_expression(src)(Scope(copy.deepcopy(DATA))))
    except (ExpressionError, ExpressionSyntaxError) as exc:
        return "!" + getattr(exc, "kind", "SyntaxError")


def disagreements(sources: list[str]) -> list[bool]:
    expected = node_display(sources)
    return [petite_display(src) != want for src, want in zip(sources, expected)]


def measure(seed: int, count: int = COUNT) -> tuple[float, list[tuple[Gen, str, str]]]:
    """(agreement, [(tree, node's display, petite's display) for each disagreement])."""
    trees = batch(seed, count)
    sources = [t.render() for t in trees]
    expected = node_display(sources)
    failures = []
    for tree, src, want in zip(trees, sources, expected):
        got = petite_display(src)
        if got != want:
            failures.append((tree, want, got))
    return 1 - len(failures) / len(trees), failures


def report(seed: int, rate: float, failures: list[tuple[Gen, str, str]], limit: int = 15) -> str:
    lines = [f"seed {seed}: {rate:.2%} agree ({len(failures)} disagreements)"]
    for tree, _, _ in failures[:limit]:
        small = shrink(tree, disagreements).render()
        want, got = node_display([small])[0], petite_display(small)
        lines.append(f"  {small!r}: node {want!r}, petite {got!r}")
    return "\n".join(lines)


@pytest.fixture(scope="module")
def node_available() -> None:
    try:
        subprocess.run([NODE, "--version"], capture_output=True, check=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        pytest.fail("node is required (the JavaScript oracle): install Node.js", pytrace=False)


@pytest.mark.parametrize("seed", [FIXED_SEED, ROTATING_SEED], ids=["fixed", "rotating"])
def test_random_expressions_agree_with_node(seed, node_available):
    rate, failures = measure(seed)
    assert rate >= GOAL, report(seed, rate, failures)


def test_shrinking_finds_a_small_disagreement():
    """The shrinker keeps only what the disagreement needs."""
    tree = Gen("({}) + ({})", [Gen("({}) * ({})", [Gen("1"), Gen("2")]), Gen("'bad'")])
    small = shrink(tree, lambda sources: ["bad" in s for s in sources])
    assert small.render() == "'bad'"


if __name__ == "__main__":  # python -m tests.expr.test_random_differential [seed] [count]
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else FIXED_SEED
    count = int(sys.argv[2]) if len(sys.argv) > 2 else COUNT
    rate, failures = measure(seed, count)
    print(report(seed, rate, failures, limit=60))
