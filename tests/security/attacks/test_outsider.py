"""The outsider's attacks (corpus_outsider.py): every attack under the canaries, and the
runaway ones in a child process (as test_runaway.py)."""

from __future__ import annotations

import pytest

from . import corpus_outsider
from .harness import RUNAWAY_NET as NET
from .harness import assert_runaway_ends, judge
from .known import mark, mark_id


def test_ids_are_unique():
    ids = [a.id for a in corpus_outsider.ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.timeout(180)
@pytest.mark.parametrize("attack", [mark(a) for a in corpus_outsider.ATTACKS])
def test_attack(attack):
    judge(attack)


@pytest.mark.timeout(NET * 3)
@pytest.mark.parametrize("key", [mark_id(f"c5-out-runaway-{k}", k) for k in corpus_outsider.RUNAWAY])
def test_runaway_ends(key):
    assert_runaway_ends(*corpus_outsider.RUNAWAY[key])
