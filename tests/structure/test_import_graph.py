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

# Imports inside functions that dodge no circle: optional dependencies loaded when used
# (the live server needs the `live` extra, Redis the `redis` extra) and the pytest plugin,
# which imports petite only when a test asks for its fixture (so coverage sees petite's
# import). Any other import inside a function is a circle dodged: move the shared piece
# into a module below both.
LAZY_IMPORTS = {
    ("petite.__main__", "petite.live"),
    ("petite.live_store", "petite.store_redis"),
    ("petite.testing.plugin", "petite.scheduler"),
    ("petite.testing.plugin", "petite.testing"),
    ("petite.reactivity.proxies", "petite.reactivity.refs"),  # the inherent loop above
}


def test_no_new_import_circle():
    found = circles(imports())
    unexpected = [c for c in found if not any(c <= a for a in INHERENT)]
    assert not unexpected, "new import circle(s): " + "; ".join(", ".join(sorted(c)) for c in unexpected)


def test_imports_are_at_the_top_of_their_files():
    inside = {(e.source, e.target): e.line for e in imports() if e.in_function}
    unexpected = {edge: line for edge, line in inside.items() if edge not in LAZY_IMPORTS}
    assert not unexpected, "imports inside functions: " + "; ".join(f"{s}:{n} -> {t}" for (s, t), n in unexpected.items())


def test_the_expression_language_is_below_the_engine():
    """petite.expr reaches the scheduler only through petite.expr.host: it imports
    nothing of the engine but the reactivity package and the Python-source helpers."""
    below = ("petite.expr", "petite.reactivity", "petite.pysource")
    upward = {
        f"{e.source} -> {e.target}"
        for e in imports()
        if e.source.startswith("petite.expr") and not e.target.startswith(below)
    }
    assert not upward, upward


def test_the_graph_sees_imports_inside_functions():
    edges = imports()
    assert any(e.in_function for e in edges)
    assert any(e.source == "petite.dom.nodes" and e.target == "petite.dom.core" and not e.in_function for e in edges)


def test_the_dom_is_below_the_directives_and_the_parser_is_inside_it():
    edges = imports()
    dom = {e.target for e in edges if e.source.startswith("petite.dom")}
    assert not any(t.startswith(("petite.directives", "petite.walk", "petite.app")) for t in dom), dom
