"""Per-row decisions made per plan (corpus_rows.py): every attack under the canaries."""

from __future__ import annotations

import pytest

from . import corpus_rows
from .harness import judge
from .known import mark


def test_ids_are_unique():
    ids = [a.id for a in corpus_rows.ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.timeout(180)
@pytest.mark.parametrize("attack", [mark(a) for a in corpus_rows.ATTACKS])
def test_attack(attack):
    judge(attack)
