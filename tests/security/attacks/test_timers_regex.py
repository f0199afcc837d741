"""Timers and regexes attacked from templates and data (corpus_timers_regex.py)."""

from __future__ import annotations

import pytest

from . import corpus_timers_regex
from .harness import judge
from .known import mark


def test_ids_are_unique():
    ids = [a.id for a in corpus_timers_regex.ATTACKS]
    assert len(ids) == len(set(ids))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("attack", [mark(a) for a in corpus_timers_regex.ATTACKS])
def test_attack(attack):
    judge(attack)
