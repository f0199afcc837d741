"""One raw object has one reactive proxy, whichever threads wrap it at once.

Two threads wrapping the same object at the same moment must get the same proxy: two
proxies would have separate dependencies, and an effect subscribed through one would miss
the writes made through the other. The switch interval is made tiny so that the threads
interleave inside the wrapping (before the fix, about 1 pair in 70 got two proxies).
"""

from __future__ import annotations

import sys
import threading

import pytest

from petite.reactivity import effect, reactive, readonly

PAIRS = 1500


@pytest.fixture
def tiny_switch_interval():
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(interval)


def wrapped_at_once(wrap, raw) -> list:
    """`wrap(raw)` from two threads released together."""
    out: list = [None, None]
    barrier = threading.Barrier(2)

    def work(i: int) -> None:
        barrier.wait()
        out[i] = wrap(raw)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return out


@pytest.mark.parametrize("wrap", [reactive, readonly], ids=["reactive", "readonly"])
def test_two_threads_wrapping_one_object_get_one_proxy(tiny_switch_interval, wrap):
    split = 0
    for _ in range(PAIRS):
        first, second = wrapped_at_once(wrap, {"n": 0})
        split += first is not second
    assert split == 0


def test_an_effect_sees_writes_through_the_other_threads_proxy(tiny_switch_interval):
    missed = 0
    for _ in range(PAIRS // 3):
        first, second = wrapped_at_once(reactive, {"n": 0})
        seen = []
        runner = effect(lambda: seen.append(first["n"]))
        second["n"] = 1
        runner.stop()
        missed += seen != [0, 1]
    assert missed == 0
