"""A scope whose data is a Python object (an app's state class, its reactive proxy, a
class, a module): the names it shows are its public members, read through the one
sandbox rule (`sandbox.attribute_allowed`, worked out once per scope)."""

import os

import pytest

from petite.expr import ExpressionError, Scope, compile_expression, undefined
from petite.reactivity import effect, reactive


class State:
    kind = "class attribute"

    def __init__(self):
        self.count = 1
        self._token = "secret"

    @property
    def double(self):
        return self.count * 2

    def bump(self):
        self.count += 1
        return self.count


def run(scope: Scope, expression: str):
    return compile_expression(expression)(scope, None, None)


@pytest.fixture(params=["plain", "reactive"])
def state_scope(request):
    state = State() if request.param == "plain" else reactive(State())
    return Scope({}, Scope(state))  # (a child scope reads the object through its parent)


@pytest.mark.parametrize("name", ["_token", "__class__", "__dict__", "__init__", "_p_raw", "_p_flags", "__globals__",
                                  "mro", "format", "constructor", "__reduce_ex__", "f_globals"])
def test_hidden_names_are_not_defined(state_scope, name):
    with pytest.raises(ExpressionError, match="is not defined"):
        run(state_scope, name)
    assert run(state_scope, f"typeof {name}") == "undefined"


def test_public_members_are_names(state_scope):
    assert run(state_scope, "count") == 1
    assert run(state_scope, "double") == 2
    assert run(state_scope, "kind") == "class attribute"
    assert run(state_scope, "bump()") == 2
    assert run(state_scope, "count + double") == 6
    with pytest.raises(ExpressionError, match="missing is not defined"):
        run(state_scope, "missing")


def test_reads_through_a_reactive_object_scope_are_tracked():
    state = reactive(State())
    scope = Scope({}, Scope(state))
    seen = []
    effect(lambda: seen.append(run(scope, "count * 10")))
    state.count = 5
    assert seen == [10, 50]


def test_a_class_scope_hides_registration_and_the_mro():
    scope = Scope({}, Scope(State))
    assert run(scope, "kind") == "class attribute"
    for name in ("mro", "register", "__subclasses__", "__bases__"):
        assert run(scope, f"typeof {name}") == "undefined"


def test_a_module_scope_shows_nothing():
    scope = Scope({}, Scope(os))
    for name in ("system", "environ", "path", "getcwd"):
        assert run(scope, f"typeof {name}") == "undefined"
