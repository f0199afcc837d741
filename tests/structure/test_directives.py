"""One analysis of a template for both back ends, one table of directives.

A built-in directive is one module exposing one `DIRECTIVE`, listed in
`petite.directives.BUILTINS`; directive modules reach the engine through
`petite.directive_api`, never the walker; the attribute reading both back ends share
is `petite.plan`.
"""

from __future__ import annotations

import importlib
import pkgutil

import petite.directives
from petite.directive_api import BlockDirective, Directive, ScopeDirective
from petite.directives import BUILTINS
from petite.dom import Element, parse_fragment
from petite.plan import analyse_element, if_chain

from .imports import imports


def directive_modules() -> dict[str, object]:
    return {
        info.name: importlib.import_module(f"petite.directives.{info.name}")
        for info in pkgutil.iter_modules(petite.directives.__path__)
    }


def test_every_directive_module_is_in_the_table_and_nothing_else_is():
    exposed = {name: module.DIRECTIVE for name, module in directive_modules().items() if hasattr(module, "DIRECTIVE")}
    table = [*BUILTINS.directives.values(), *BUILTINS.blocks.values(), BUILTINS.scope]
    assert sorted(d.name for d in table) == sorted(d.name for d in exposed.values())
    assert all(any(d is e for e in exposed.values()) for d in table)
    assert all(type(d) in (Directive, BlockDirective, ScopeDirective) for d in table)
    # the structural directives own both halves: the live one and the render function's
    assert all(d.mount and d.render for d in [*BUILTINS.blocks.values(), BUILTINS.scope])
    # the string-rendering halves the compiler calls, and the one that needs a DOM
    assert {name for name, d in BUILTINS.directives.items() if d.render} == {"bind", "show", "text", "html", "model"}
    assert BUILTINS.mount_only == {"effect"}


def test_directives_import_the_directive_api_not_the_walker_or_the_compiler():
    edges = [e for e in imports() if e.source.startswith("petite.directives.")]
    assert any(e.target == "petite.directive_api" for e in edges)
    engine = ("petite.walk", "petite.compiler", "petite.app", "petite.template", "petite.plan")
    assert not [e for e in edges if e.target.startswith(engine)], edges
    # v-if and v-for run their steps of the one analysis (the chain, the item's plan)
    assert {e.target for e in edges if e.source in ("petite.directives.if_", "petite.directives.for_")} >= {
        "petite.directive_api"}


def test_an_element_is_read_once_into_its_directives_in_apply_order():
    plan = analyse_element({
        "@click": "go()", "v-model": "x", ":view-box.camel": "v", "v-if": "c", "ref": "r", "v-cloak": "",
        "title": "static", "v-on:keyup.enter": "k()", "v-show": "s",
    })
    assert [(d.name, d.arg, d.raw) for d in plan.directives] == [
        ("bind", "viewBox", ":view-box.camel"),
        ("show", None, "v-show"),
        ("model", None, "v-model"),  # v-model after the other bindings
        ("on", "click", "@click"),  # listeners last, in attribute order
        ("on", "keyup", "v-on:keyup.enter"),
    ]
    assert plan.directives[-1].modifiers == {"enter": True}
    assert (plan.if_exp, plan.ref, plan.cloak, plan.for_exp, plan.walked) == ("c", "r", True, None, True)
    plain = analyse_element({":title": "t"})
    assert not plain.walked and plain.orphan_else is None
    assert analyse_element({"v-else-if": "b"}).orphan_else == "v-else-if"


def test_the_v_if_chain_is_one_scan():
    fragment = parse_fragment(
        '<p v-if="a">1</p> text <p v-else-if="b">2</p><p v-else>3</p><p v-else-if="c">4</p>'
        '<p v-else-if="">5</p><i></i>'
    )
    first = fragment.children[0]
    assert isinstance(first, Element)
    branches, end = if_chain(first)
    # as petite-vue's if.ts: text skipped, the scan goes on after v-else, an empty
    # v-else-if ends it
    assert [branch.exp for branch in branches] == ["b", None, "c"]
    assert isinstance(end, Element) and end.attrs == {"v-else-if": ""}
