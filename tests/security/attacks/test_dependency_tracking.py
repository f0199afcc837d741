"""Dependency tracking under attack: an effect re-runs exactly when something its LAST
run read changes — never for a dependency an earlier run read and the last one did not
(a stale dependency: extra work a page can pile up, and bindings of rows that should be
quiet writing), never misses one the last run read for the first time (a stale page).

Generated programs read keys of a reactive dict under conditions (`a ? b : c` flipping,
the same key read twice, reads whose order changes between runs, reads in a nested
effect, reads through a computed); generated writes set keys, some to the value they
hold. A model evaluates the same program on a plain dict and knows what each run read.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from petite.reactivity import batch, computed, effect, reactive

KEYS = "abcdef"

leaf = st.sampled_from(KEYS).map(lambda k: ("key", k))


def extend(children):
    return st.one_of(
        st.tuples(st.just("if"), children, children, children),
        st.tuples(st.just("add"), children, children),
        st.tuples(st.just("twice"), children),
    )


PROGRAMS = st.recursive(leaf, extend, max_leaves=8)


def evaluate(program, read) -> int:
    kind = program[0]
    if kind == "key":
        return read(program[1])
    if kind == "if":
        return evaluate(program[2], read) if evaluate(program[1], read) > 0 else evaluate(program[3], read)
    if kind == "add":
        return evaluate(program[1], read) + evaluate(program[2], read)
    if kind == "twice":
        return evaluate(program[1], read) * 2 + evaluate(program[1], read)
    raise ValueError(kind)


def reads_of(program, state: dict) -> set[str]:
    seen: set[str] = set()

    def read(key: str) -> int:
        seen.add(key)
        return state[key]

    evaluate(program, read)
    return seen


WRITES = st.lists(st.tuples(st.sampled_from(KEYS), st.integers(-1, 1)), max_size=30)
INITIAL = st.fixed_dictionaries({k: st.integers(-1, 1) for k in KEYS})


@settings(max_examples=150, deadline=None)
@given(PROGRAMS, INITIAL, WRITES)
def test_an_effect_reruns_exactly_for_what_its_last_run_read(program, initial, writes):
    state = reactive(dict(initial))
    plain = dict(initial)
    runs: list[int] = []
    runner = effect(lambda: runs.append(evaluate(program, lambda k: state[k])))
    try:
        expected_runs = 1
        for key, value in writes:
            last_reads = reads_of(program, plain)
            changed = plain[key] != value
            plain[key] = value
            state[key] = value
            if changed and key in last_reads:
                expected_runs += 1
            assert len(runs) == expected_runs, (program, key, value, last_reads)
            assert runs[-1] == evaluate(program, plain.__getitem__)
    finally:
        runner.stop()


@settings(max_examples=80, deadline=None)
@given(PROGRAMS, PROGRAMS, INITIAL, WRITES)
def test_a_nested_effect_keeps_its_reads_out_of_its_parent(outer, inner, initial, writes):
    """The parent re-runs only for its own reads; each parent run makes a new child and
    stops the child it made before (petite's bindings: a v-if branch's effects)."""
    state = reactive(dict(initial))
    plain = dict(initial)
    outer_runs: list[int] = []
    children: list = []
    inner_values: list[int] = []

    def parent() -> None:
        outer_runs.append(evaluate(outer, lambda k: state[k]))
        if children:
            children[-1].stop()
        children.append(effect(lambda: inner_values.append(evaluate(inner, lambda k: state[k]))))

    runner = effect(parent)
    try:
        expected = 1
        for key, value in writes:
            changed = plain[key] != value
            reads = reads_of(outer, plain)
            plain[key] = value
            state[key] = value
            expected += changed and key in reads
            assert len(outer_runs) == expected, (outer, inner, key, value)
            assert outer_runs[-1] == evaluate(outer, plain.__getitem__)
            assert inner_values[-1] == evaluate(inner, plain.__getitem__)
    finally:
        runner.stop()
        for child in children:
            child.stop()


@settings(max_examples=80, deadline=None)
@given(PROGRAMS, PROGRAMS, INITIAL, st.lists(WRITES, max_size=6))
def test_computed_and_batched_writes_end_on_the_right_value(program, part, initial, batches):
    """Through a computed and under `batch()`: values only (how often a batch re-runs
    depends on whether a value came back; the value never may be stale)."""
    state = reactive(dict(initial))
    plain = dict(initial)
    derived = computed(lambda: evaluate(part, lambda k: state[k]))
    seen: list[int] = []
    runner = effect(lambda: seen.append(evaluate(program, lambda k: state[k]) + 100 * derived.value))
    try:
        for writes in batches:
            with batch():
                for key, value in writes:
                    plain[key] = value
                    state[key] = value
            assert seen[-1] == evaluate(program, plain.__getitem__) + 100 * evaluate(part, plain.__getitem__)
            assert derived.value == evaluate(part, plain.__getitem__)
    finally:
        runner.stop()


def test_a_flipped_condition_drops_the_branch_it_left():
    state = reactive({"flag": True, "a": 1, "b": 2})
    runs: list[int] = []
    runner = effect(lambda: runs.append(state["a"] if state["flag"] else state["b"]))
    state["b"] = 3  # not read yet
    assert runs == [1]
    state["flag"] = False
    assert runs == [1, 3]
    state["a"] = 5  # dropped
    assert runs == [1, 3]
    state["b"] = 4
    state["flag"] = True
    assert runs == [1, 3, 4, 5]
    state["b"] = 9  # dropped again
    assert runs == [1, 3, 4, 5]
    runner.stop()


@settings(max_examples=120, deadline=None)
@given(PROGRAMS, PROGRAMS, PROGRAMS, INITIAL, WRITES)
def test_reads_around_a_nested_run_of_the_same_keys(first, middle, last, initial, writes):
    """The parent reads keys, then a computed and a child effect read the same keys
    (their runs end by clearing those keys' marks), then the parent reads them again:
    the parent keeps every dependency of its run, and only those."""
    state = reactive(dict(initial))
    plain = dict(initial)
    runs: list[int] = []
    children: list = []
    shared = computed(lambda: evaluate(middle, lambda k: state[k]))

    def parent() -> None:
        value = evaluate(first, lambda k: state[k])
        value += 10 * shared.value
        if children:
            children[-1].stop()
        children.append(effect(lambda: evaluate(middle, lambda k: state[k])))
        runs.append(value + 100 * evaluate(last, lambda k: state[k]))

    def expected_value() -> int:
        get = plain.__getitem__
        return evaluate(first, get) + 10 * evaluate(middle, get) + 100 * evaluate(last, get)

    runner = effect(parent)
    try:
        for key, value in writes:
            direct = reads_of(first, plain) | reads_of(last, plain)
            through = reads_of(middle, plain)
            changed = plain[key] != value
            count = len(runs)
            plain[key] = value
            state[key] = value
            if changed and key in direct:
                assert len(runs) == count + 1, (first, middle, last, key)
            elif not changed or key not in through:
                assert len(runs) == count, (first, middle, last, key)  # no stale dependency
            else:
                assert len(runs) <= count + 1
            assert runs[-1] == expected_value(), (first, middle, last, key, value)
            assert shared.value == evaluate(middle, plain.__getitem__)
    finally:
        runner.stop()
        for child in children:
            child.stop()
