"""petite and Node evaluate the same expressions; what {{ }} shows must be identical."""

import copy
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from petite.expr import (
    RUNTIME,
    ExpressionError,
    Scope,
    compile_expression,
    python_fast_source,
    python_source,
    to_display_string,
)

from petite.expr.functions import TEMPLATE_FILENAME_PREFIX

from .differential_cases import CASES, DATA

# what optimistic code raises to give up (a failed type guard); anything else is a bug
GIVE_UP = (TypeError, KeyError, IndexError, AttributeError, ZeroDivisionError, OverflowError, ValueError,
           ExpressionError)
NODE = shutil.which("node") or "/usr/bin/node"
ORACLE = Path(__file__).with_name("node_oracle.js")


def petite_display(expression: str) -> str:
    try:
        value = compile_expression(expression)(Scope(copy.deepcopy(DATA)))
        return to_display_string(value)
    except ExpressionError as exc:
        return "!" + exc.kind


def run_source(code: str) -> object:
    """Evaluate generated Python the way the SSR compiler inlines it (in a module named as
    its render functions are: a function there is one of the template's, with its text)."""
    names = {**RUNTIME, "scope": Scope(copy.deepcopy(DATA)), "el": None, "event": None}
    return eval(compile(code, TEMPLATE_FILENAME_PREFIX + "test>", "eval"), names)


def exact_display(expression: str) -> str:
    """As the SSR compiler runs inlined code: errors go through ``wrap_error``."""
    try:
        return to_display_string(run_source(python_source(expression)))
    except Exception as exc:
        error = RUNTIME["wrap_error"](exc, expression)
        if not isinstance(error, ExpressionError):
            raise
        return "!" + error.kind


@pytest.fixture(scope="session")
def node_results() -> dict[str, str]:
    if not Path(NODE).exists():
        pytest.fail("node is required (the JavaScript oracle): install Node.js", pytrace=False)
    payload = json.dumps([[case, DATA] for case in CASES])
    done = subprocess.run([NODE, str(ORACLE)], input=payload, capture_output=True, text=True, timeout=60, check=True)
    return dict(zip(CASES, json.loads(done.stdout)))


def test_corpus_is_large_enough():
    assert len(set(CASES)) >= 300


@pytest.mark.parametrize("expression", CASES)
def test_same_display_as_javascript(expression, node_results):
    assert petite_display(expression) == node_results[expression]


@pytest.mark.parametrize("expression", CASES)
def test_exact_code_same_display_as_javascript(expression, node_results):
    """The code python_source gives (no optimistic path) agrees too."""
    try:
        code = python_source(expression)
    except ExpressionError as exc:
        assert node_results[expression] == "!" + exc.kind
        return
    assert exact_display(expression) == node_results[expression]


@pytest.mark.parametrize("expression", CASES)
def test_fast_code_is_right_or_gives_up(expression, node_results):
    """The optimistic code either raises (the caller falls back) or agrees."""
    try:
        code = python_fast_source(expression)
    except ExpressionError:
        return
    if code is None:
        return
    try:
        value = run_source(code)
    except GIVE_UP:
        return  # a type guard failed: callers run the exact code (a NameError or SyntaxError fails)
    assert to_display_string(value) == node_results[expression]


def test_fast_code_mostly_answers():
    """Giving up is the exception, not the rule: most fast code gives the value."""
    generated = answered = 0
    for expression in CASES:
        try:
            code = python_fast_source(expression)
        except ExpressionError:
            continue
        if code is None:
            continue
        generated += 1
        try:
            run_source(code)
            answered += 1
        except GIVE_UP:
            pass
    assert generated > 500 and answered / generated > 0.75, (answered, generated)
