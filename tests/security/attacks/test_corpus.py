"""The attack corpus (issue 9): every attack, on its path, under the canaries."""

from __future__ import annotations

import pytest

from . import corpus_codegen, corpus_limits, corpus_live, corpus_sandbox, corpus_wire
from .harness import judge
from .known import mark

ATTACKS = [*corpus_codegen.ATTACKS, *corpus_sandbox.ATTACKS, *corpus_limits.ATTACKS, *corpus_live.ATTACKS,
           *corpus_wire.ATTACKS]


def test_ids_are_unique():
    ids = [a.id for a in ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [mark(a) for a in ATTACKS])
def test_attack(attack):
    judge(attack)
