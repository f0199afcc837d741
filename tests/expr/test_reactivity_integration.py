"""With the project's reactivity package: handler mutations trigger, getters track."""

from petite import reactivity
from petite.expr import Scope, compile_expression, undefined


def run(src, scope, kind="expr"):
    return compile_expression(src, kind)(scope, None, None)


def test_handler_mutations_of_arrays_and_objects_trigger_effects():
    state = reactivity.reactive({"items": [3, 1, 2], "obj": {"a": 1}, "count": 0})
    scope = Scope(state)
    seen = []
    reactivity.effect(lambda: seen.append(run("items.join(',') + '|' + JSON.stringify(obj) + '|' + count", scope)))
    for handler in ["items.push(4)", "items.sort((a, b) => a - b)", "items.splice(1, 1)", "items.reverse()",
                    "obj.b = 2", "delete obj.a", "count++", "items.length = 1", "items[2] = 9"]:
        run(handler, scope, "handler")
    assert seen[0] == '3,1,2|{"a":1}|0'
    assert seen[-1] == '4,,9|{"b":2}|1'
    assert len(seen) >= 10
    assert state["items"][1] is undefined  # the hole stays our undefined, not a proxy


def test_getters_in_v_scope_data_track_through_the_scope():
    data = reactivity.reactive(run("{ count: 1, get double() { return this.count * 2 }, inc() { this.count++ } }", Scope({})))
    scope = Scope(data)
    seen = []
    reactivity.effect(lambda: seen.append(run("double", scope)))
    run("inc()", scope, "handler")
    run("count = 10", scope, "handler")
    assert seen == [2, 4, 20]


def test_member_reads_of_reactive_dicts_follow_the_dict_kind():
    """A proxy of an exact dict is read directly (fast path); a dict subclass still goes
    through the general member rule: no default inserted, getters run with `this`."""
    from collections import defaultdict

    plain = reactivity.reactive({"row": {"id": 7}})
    seen = []
    reactivity.effect(lambda: seen.append(run("row.id + 1", Scope(plain))))
    plain["row"]["id"] = 8
    assert seen == [8, 9]
    counts = reactivity.reactive({"c": defaultdict(int, {"a": 1})})
    assert run("c.a", Scope(counts)) == 1
    assert run("c.b", Scope(counts)) is undefined
    assert "b" not in counts["c"]._p_raw  # the read did not insert a default
    getters = reactivity.reactive({"o": run("{ n: 2, get twice() { return this.n * 2 } }", Scope({}))})
    values = []
    reactivity.effect(lambda: values.append(run("o.twice", Scope(getters))))
    getters["o"]["n"] = 5
    assert values == [4, 10]


def test_a_v_for_item_scope_is_read_by_name_and_falls_back_outward():
    from petite.expr.scope import RowScope

    outer = reactivity.reactive({"selected": 1, "label": "outer"})
    row = RowScope(RowScope.names_of({"row": None}), ({"id": 1}, None), Scope(outer))
    seen = []
    reactivity.effect(lambda: seen.append(run("row.id === selected ? label : '-'", row)))
    outer["selected"] = 2
    outer["label"] = "changed"  # not read by the last run: no re-run
    row.data["row"] = {"id": 2}
    assert seen == ["outer", "-", "changed"]
