"""No accidental import circles: modules that import each other (directly, through
others, inside functions to dodge the circle, or through a package's `__init__`) are
only the ones the design needs."""

from __future__ import annotations

from .imports import circles, imports

# The loops the design needs, as in Vue: a reactive proxy wraps nested values in refs
# and a ref's value is made reactive.
INHERENT = [
    {"petite.reactivity.proxies", "petite.reactivity.refs"},
]

# Accidental circles not yet taken apart (issue 12): this list only shrinks.
NOT_YET_UNTANGLED = [
    {
        "petite.expr.classes", "petite.expr.collections", "petite.expr.dates", "petite.expr.methods",
        "petite.expr.regexp", "petite.expr.runtime", "petite.expr.sandbox", "petite.expr.scope",
        "petite.expr.values",
    },
    {"petite.expr.budget", "petite.expr.errors"},
    # The scheduler meters jobs with petite.expr.budget, which runs petite.expr's
    # __init__, which imports promises, which queue microtasks on the scheduler: the
    # budget belongs below the expression package.
    {"petite.expr", "petite.expr.builtins", "petite.expr.compiler", "petite.expr.promises", "petite.scheduler"},
]


def test_no_new_import_circle():
    allowed = INHERENT + NOT_YET_UNTANGLED
    found = circles(imports())
    unexpected = [c for c in found if not any(c <= a for a in allowed)]
    assert not unexpected, "new import circle(s): " + "; ".join(", ".join(sorted(c)) for c in unexpected)


def test_the_graph_sees_imports_inside_functions():
    edges = imports()
    assert any(e.in_function for e in edges)
    assert any(e.source == "petite.dom.nodes" and e.target == "petite.dom.core" and not e.in_function for e in edges)


def test_the_dom_is_below_the_directives_and_the_parser_is_inside_it():
    edges = imports()
    dom = {e.target for e in edges if e.source.startswith("petite.dom")}
    assert not any(t.startswith(("petite.directives", "petite.walk", "petite.app")) for t in dom), dom
