"""The outsider's attacks (corpus_outsider.py): every attack under the canaries, and the
runaway ones in a child process (as test_runaway.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from . import corpus_outsider
from .harness import judge
from .known import DISCOVER, KNOWN, mark
from .test_runaway import CHILD, NET


def test_ids_are_unique():
    ids = [a.id for a in corpus_outsider.ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.timeout(180)
@pytest.mark.parametrize("attack", [mark(a) for a in corpus_outsider.ATTACKS])
def test_attack(attack):
    judge(attack)


def _param(key):
    reason = None if DISCOVER else KNOWN.get(f"c5-out-runaway-{key}")
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(key, id=f"c5-out-runaway-{key}", marks=marks)


@pytest.mark.timeout(NET * 3)
@pytest.mark.parametrize("key", [_param(k) for k in corpus_outsider.RUNAWAY])
def test_runaway_ends(key):
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, json.dumps(list(corpus_outsider.RUNAWAY[key]))],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, preexec_fn=lambda: os.nice(5),
    )
    try:
        output, _ = child.communicate(timeout=NET)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"still running after the safety net ({NET}s): {corpus_outsider.RUNAWAY[key][0]}") from None
    assert child.returncode == 0 and output.startswith("ended:"), output[-2000:]
    assert "RecursionError" not in output, output
