"""What no user can do, asked of a live session (corpus_reach.py)."""

from __future__ import annotations

import pytest

from . import corpus_reach
from .harness import judge
from .known import mark


def test_ids_are_unique():
    ids = [a.id for a in corpus_reach.ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("attack", [mark(a) for a in corpus_reach.ATTACKS])
def test_attack(attack):
    judge(attack)
