"""Class 5 attacks that never end when they succeed (catastrophic regular expressions,
budget refills in a loop), each in a child process.

A child that ends (with a limit error, a refusal or a result) holds the line; a child
still running when the generous safety net (`NET` seconds) runs out is the attack
succeeding, and is stopped. One child at a time, so a loaded machine does not starve them.
"""

from __future__ import annotations

import pytest

from .corpus_limits import RUNAWAY
from .harness import RUNAWAY_NET as NET
from .harness import assert_runaway_ends
from .known import mark_id


@pytest.mark.timeout(NET * 3)
@pytest.mark.parametrize("key", [mark_id(f"c5-runaway-{k}", k) for k in RUNAWAY])
def test_runaway_ends(key):
    assert_runaway_ends(*RUNAWAY[key])
