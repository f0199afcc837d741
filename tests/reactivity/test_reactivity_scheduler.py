"""queue_job / flush / next_tick and effect scopes."""

import asyncio

import pytest

from petite.reactivity import (
    EffectScope,
    SchedulerError,
    effect,
    effect_scope,
    flush,
    live_effect_count,
    next_tick,
    on_scope_dispose,
    queue_job,
    ref,
)


def test_jobs_deduped_and_run_in_insertion_order():
    log = []
    a = lambda: log.append("a")  # noqa: E731
    b = lambda: log.append("b")  # noqa: E731
    queue_job(b)
    queue_job(a)
    queue_job(b)
    flush()
    assert log == ["b", "a"]
    flush()
    assert log == ["b", "a"]


def test_jobs_queued_while_flushing_run_in_the_same_flush():
    log = []

    def second():
        log.append("second")

    def first():
        log.append("first")
        queue_job(second)

    queue_job(first)
    flush()
    assert log == ["first", "second"]


def test_infinite_requeue_is_stopped_with_a_clear_error():
    def loop():
        queue_job(loop)

    queue_job(loop)
    with pytest.raises(SchedulerError, match="recursive updates"):
        flush()
    flush()  # the queue is usable again


def test_effect_with_queue_scheduler_runs_once_per_flush():
    count = ref(0)
    renders = []
    runner = effect(lambda: renders.append(count.value), scheduler=lambda: queue_job(runner.run_if_dirty))
    count.value = 1
    count.value = 2
    assert renders == [0]
    flush()
    assert renders == [0, 2]


def test_job_error_raised_after_other_jobs_ran():
    log = []

    def bad():
        raise KeyError("bad")

    queue_job(bad)
    queue_job(lambda: log.append("ok"))
    with pytest.raises(KeyError):
        flush()
    assert log == ["ok"]


def test_next_tick_without_loop_flushes_at_once():
    log = []
    queue_job(lambda: log.append("job"))
    result = next_tick(lambda: log.append("after") or "done")
    assert log == ["job", "after"]

    async def check():
        return await result

    assert asyncio.run(check()) == "done"


def test_next_tick_in_loop_schedules_a_flush():
    log = []

    async def main():
        queue_job(lambda: log.append("job"))
        assert log == []
        value = await next_tick(lambda: "after")
        assert log == ["job"]
        return value

    assert asyncio.run(main()) == "after"


def test_queue_job_in_loop_flushes_without_explicit_call():
    log = []

    async def main():
        queue_job(lambda: log.append("job"))
        await asyncio.sleep(0)
        await asyncio.sleep(0)

    asyncio.run(main())
    assert log == ["job"]


def test_scope_collects_effects_and_disposers():
    count = ref(0)
    seen, disposed = [], []
    base = live_effect_count()
    scope = effect_scope()

    def setup():
        effect(lambda: seen.append(count.value))
        on_scope_dispose(lambda: disposed.append(True))
        inner = effect_scope()
        inner.run(lambda: effect(lambda: seen.append(("inner", count.value))))
        return "result"

    assert scope.run(setup) == "result"
    assert live_effect_count() == base + 2
    scope.stop()
    assert live_effect_count() == base
    assert disposed == [True]
    count.value = 1
    assert seen == [0, ("inner", 0)]
    assert scope.run(lambda: 1) is None


def test_scope_as_context_manager_and_detached():
    count = ref(0)
    seen = []
    outer = EffectScope()
    with outer:
        detached = effect_scope(detached=True)
        detached.run(lambda: effect(lambda: seen.append(count.value)))
    outer.stop()
    count.value = 1
    assert seen == [0, 1]
    detached.stop()


def test_on_scope_dispose_outside_scope_raises():
    with pytest.raises(RuntimeError):
        on_scope_dispose(lambda: None)


def test_each_event_loop_gets_its_own_flush():
    log = []

    async def queue_only():
        queue_job(lambda: log.append("first loop"))

    asyncio.run(queue_only())
    flush()  # whatever the first loop left behind

    async def second():
        queue_job(lambda: log.append("second loop"))
        await next_tick()

    asyncio.run(second())
    assert log == ["first loop", "second loop"]


def test_scope_forgets_effects_stopped_on_their_own():
    scope = effect_scope()
    runners = scope.run(lambda: [effect(lambda: None) for _ in range(3)])
    runners[0].stop()
    assert list(scope.effects) == runners[1:]
    scope.stop()
    assert not any(r.active for r in runners) and not scope.effects
