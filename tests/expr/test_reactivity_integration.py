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
