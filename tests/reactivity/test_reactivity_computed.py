"""computed(): lazy, cached, minimal recomputation, setters, chains, errors."""

import pytest

from petite.reactivity import ReadonlyError, batch, computed, effect, is_ref, reactive, ref


def counted(fn):
    calls = []

    def wrapper():
        calls.append(1)
        return fn()

    return wrapper, calls


def test_lazy_and_cached():
    a = ref(1)
    getter, calls = counted(lambda: a.value * 2)
    double = computed(getter)
    assert calls == []
    assert double.value == 2 and double.value == 2
    assert len(calls) == 1
    a.value = 5
    assert len(calls) == 1  # not recomputed until read
    assert double.value == 10
    assert len(calls) == 2
    assert is_ref(double)


def test_chain_of_computeds():
    a = ref(1)
    b = computed(lambda: a.value + 1)
    c = computed(lambda: b.value * 10)
    d = computed(lambda: c.value - 1)
    seen = []
    effect(lambda: seen.append(d.value))
    a.value = 2
    assert seen == [19, 29]


def test_recomputed_only_when_a_dependency_really_changed():
    a = ref(1)
    parity = computed(lambda: a.value % 2)
    getter, calls = counted(lambda: f"parity {parity.value}")
    label = computed(getter)
    seen = []
    effect(lambda: seen.append(label.value))
    a.value = 3
    a.value = 5
    assert seen == ["parity 1"]
    assert len(calls) == 1
    a.value = 4
    assert seen == ["parity 1", "parity 0"]
    assert len(calls) == 2


def test_diamond_runs_effect_once():
    a = ref(1)
    left = computed(lambda: a.value + 1)
    right = computed(lambda: a.value * 2)
    seen = []
    effect(lambda: seen.append(left.value + right.value))
    a.value = 2
    assert seen == [4, 7]


def test_unread_branch_computed_not_evaluated():
    flag = ref(True)
    value = ref(1)
    getter, calls = counted(lambda: value.value * 100)
    expensive = computed(getter)
    out = computed(lambda: expensive.value if flag.value else 0)
    seen = []
    effect(lambda: seen.append(out.value))
    flag.value = False
    value.value = 2
    assert seen == [100, 0]
    assert len(calls) == 1


def test_writable_computed():
    first = ref("Ada")
    last = ref("Lovelace")

    def set_full(value):
        first.value, last.value = value.split(" ")

    full = computed(lambda: f"{first.value} {last.value}", set_full)
    full.value = "Grace Hopper"
    assert first.value == "Grace" and full.value == "Grace Hopper"


def test_readonly_computed_rejects_writes():
    c = computed(lambda: 1)
    with pytest.raises(ReadonlyError):
        c.value = 2


def test_computed_over_reactive():
    state = reactive({"items": [1, 2, 3]})
    total = computed(lambda: sum(state["items"]))
    seen = []
    effect(lambda: seen.append(total.value))
    state["items"].append(4)
    state["items"][0] = 10
    assert seen == [6, 10, 19]


def test_computed_error_propagates_and_recovers():
    a = ref(0)
    inverse = computed(lambda: 1 / a.value, name="inverse")
    with pytest.raises(ZeroDivisionError) as info:
        inverse.value
    assert "inverse" in "".join(info.value.__notes__)
    a.value = 4
    assert inverse.value == 0.25


def test_computed_in_batch_sees_latest_values():
    a, b = ref(1), ref(2)
    total = computed(lambda: a.value + b.value)
    with batch():
        a.value = 10
        assert total.value == 12
        b.value = 20
    assert total.value == 30


def test_effect_not_rerun_when_computed_chain_settles_to_same_value():
    a = ref(0)
    zero = computed(lambda: a.value * 0)
    plus = computed(lambda: zero.value + 1)
    getter, calls = counted(lambda: plus.value)
    effect(getter)
    for i in range(1, 5):
        a.value = i
    assert len(calls) == 1


def test_computed_read_outside_effects_stays_fresh():
    a = ref(1)
    c = computed(lambda: a.value + 1)
    assert c.value == 2
    a.value = 2
    assert c.value == 3


def test_effect_over_failing_computed_recovers_after_the_fix():
    a = ref(1)
    inverse = computed(lambda: 1 / a.value)
    seen = []
    effect(lambda: seen.append(inverse.value))
    with pytest.raises(ZeroDivisionError):
        a.value = 0
    a.value = 2  # the effect is still subscribed and the computed recomputes
    assert seen == [1.0, 0.5]


def test_failing_computed_in_a_chain_recovers():
    a = ref(1)
    inverse = computed(lambda: 1 / a.value)
    doubled = computed(lambda: inverse.value * 2)
    seen = []
    effect(lambda: seen.append(doubled.value))
    with pytest.raises(ZeroDivisionError):
        a.value = 0
    with pytest.raises(ZeroDivisionError):
        doubled.value
    a.value = 4
    assert seen == [2.0, 0.5]
    assert doubled.value == 0.5
