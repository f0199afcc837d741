"""petite and Node evaluate the same expressions; what {{ }} shows must be identical."""

import copy
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from petite.expr import ExpressionError, Scope, compile_expression, to_display_string

from .differential_cases import CASES, DATA

NODE = shutil.which("node") or "/usr/bin/node"
ORACLE = Path(__file__).with_name("node_oracle.js")


def petite_display(expression: str) -> str:
    try:
        value = compile_expression(expression)(Scope(copy.deepcopy(DATA)))
        return to_display_string(value)
    except ExpressionError as exc:
        return "!" + exc.kind


@pytest.fixture(scope="session")
def node_results() -> dict[str, str]:
    if not Path(NODE).exists():
        pytest.skip("node is not installed")
    payload = json.dumps([[case, DATA] for case in CASES])
    done = subprocess.run([NODE, str(ORACLE)], input=payload, capture_output=True, text=True, timeout=60, check=True)
    return dict(zip(CASES, json.loads(done.stdout)))


def test_corpus_is_large_enough():
    assert len(set(CASES)) >= 300


@pytest.mark.parametrize("expression", CASES)
def test_same_display_as_javascript(expression, node_results):
    assert petite_display(expression) == node_results[expression]
