"""How subscribers are kept: the subscriber itself when alone, a tuple while few, a
dict past SMALL_SUBS; engine-private
proxies (private_reactive) and their fixed key sets."""

from petite.reactivity import effect, reactive, ref, stop
from petite.reactivity.core import SMALL_SUBS, subscribers
from petite.reactivity.proxies import private_reactive
from petite.expr.scope import RowScope, Scope


def test_many_subscribers_run_in_order_across_the_switch_to_a_dict():
    count = ref(0)
    seen: list[tuple[int, int]] = []
    runners = [effect(lambda i=i: seen.append((i, count.value))) for i in range(SMALL_SUBS + 5)]
    assert type(count.subs) is dict and list(count.subs) == runners
    seen.clear()
    count.value = 1
    assert seen == [(i, 1) for i in range(SMALL_SUBS + 5)]
    for runner in runners[::2]:
        stop(runner)
    seen.clear()
    count.value = 2
    assert seen == [(i, 2) for i in range(1, SMALL_SUBS + 5, 2)]


def test_one_subscriber_is_kept_alone_a_few_in_a_tuple():
    state = reactive({"a": 1})
    seen: list[int] = []
    first = effect(lambda: seen.append(state["a"]))
    dep = first.deps[0]
    assert dep.subs is first  # (alone: no tuple)
    second = effect(lambda: seen.append(state["a"] * 10))
    assert dep.subs == (first, second)
    stop(first)
    assert dep.subs is second and subscribers(dep) == (second,)
    state["a"] = 2
    assert seen == [1, 10, 20]
    stop(second)
    assert dep.subs == () and subscribers(dep) == ()


def test_an_effect_rerun_keeps_one_subscription_per_key():
    state = reactive({"a": 1, "b": 2})
    runner = effect(lambda: state["a"] + state["a"] + state["b"])
    assert [subscribers(dep) for dep in runner.deps] == [(runner,), (runner,)]
    state["a"] = 5
    assert [subscribers(dep) for dep in runner.deps] == [(runner,), (runner,)]


def test_a_private_proxy_tracks_like_reactive_and_is_not_found_from_its_raw_object():
    raw = {"row": 1}
    proxy = private_reactive(raw)
    seen: list[int] = []
    effect(lambda: seen.append(proxy["row"]))
    proxy["row"] = 2
    assert seen == [1, 2]
    assert reactive(raw) is not proxy  # (what the name promises: nobody else wraps it)


def test_a_row_scope_subscribes_nothing_for_names_it_lacks():
    row = RowScope(RowScope.names_of({"row": 1}), (1, None), Scope({}))
    seen: list[object] = []
    runner = effect(lambda: seen.append((row.get("row"), row.get("selected", "none"))))
    assert seen == [(1, "none")]
    assert len(runner.deps) == 1  # only "row": a name a row lacks cannot appear
    row["row"] = 3
    assert seen[-1] == (3, "none")
