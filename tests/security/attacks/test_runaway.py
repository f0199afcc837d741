"""Class 5 attacks that never end when they succeed (catastrophic regular expressions,
budget refills in a loop), each in a child process.

A child that ends (with a limit error, a refusal or a result) holds the line; a child
still running when the generous safety net (`NET` seconds) runs out is the attack
succeeding, and is stopped. One child at a time, so a loaded machine does not starve them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from .corpus_limits import RUNAWAY
from .known import DISCOVER, KNOWN

NET = 120  # seconds: a safety net, not a measurement (a bounded attack ends in seconds)

CHILD = r"""
import json, sys
import petite
from petite.expr import Scope, compile_expression
expr, data = json.loads(sys.argv[1])
if data == "refill":
    data = {"refill": lambda: petite.render("<p>{{ 1 }}</p>")}
try:
    value = compile_expression(expr)(Scope(data or {}), None, None)
    print("ended: value", type(value).__name__)
except Exception as exc:
    print("ended:", type(exc).__name__, str(exc)[:200])
"""


def _param(key):
    reason = None if DISCOVER else KNOWN.get(f"c5-runaway-{key}")
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(key, id=f"c5-runaway-{key}", marks=marks)


@pytest.mark.timeout(NET * 3)
@pytest.mark.parametrize("key", [_param(k) for k in RUNAWAY])
def test_runaway_ends(key):
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, json.dumps(list(RUNAWAY[key]))],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=lambda: os.nice(5),
    )
    try:
        output, _ = child.communicate(timeout=NET)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"still running after the safety net ({NET}s): {RUNAWAY[key][0]}") from None
    assert child.returncode == 0 and output.startswith("ended:"), output[-2000:]
    assert "RecursionError" not in output, output
