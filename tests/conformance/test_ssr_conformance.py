"""petite.render against petite-vue 0.4.1's DOM, case by case."""

import pytest

import petite

from .cases import all_cases
from .harness import describe

CASES = [c for c in all_cases() if not c.differs]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_render_matches_petite_vue(browser, case):
    expected = browser.petite_vue(case)["snapshots"][0]
    actual = browser.canonicalize(petite.render(case.template, case.data))
    assert actual == expected, describe(expected, actual)


def test_corpus_is_large_enough():
    assert len(CASES) >= 20
