"""v-scope: a child scope over an element's subtree, both halves (petite-vue handles it
in walk.ts).

The value is evaluated once; its members shadow the enclosing scope's (functions bound
to the new scope). When it holds a `$template` (`template_of`, the one rule),
the element's content becomes that template (`#id`: a copy of that `<template>`'s
content is appended): a component. The walker runs the rest of the element (v-once,
ref, children, directives) in the scope the live half opens; the render function
switches its `scope` local the same way and renders a `$template` string through the
compiled component (`_ctx.render_template`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from petite.context import Context
from petite.directive_api import RenderWriter, ScopeDirective, evaluate
from petite.dom import Element, Node, ParentNode
from petite.expr import Scope, parse
from petite.expr.budget import tick
from petite.expr.descriptors import copy_attributes
from petite.expr.functions import bind_scope_methods, has_functions
from petite.expr.runtime import JSObject, get_member
from petite.expr.scope import scope_data
from petite.html5 import markup_steps
from petite.directives.for_ import item_cost
from petite.pysource import identifier, literal

def template_of(data: Any) -> str | None:
    """A v-scope value's `$template`: a non-empty string held by an object, else None
    (the one rule both halves run)."""
    if not isinstance(data, Mapping) or "$template" not in data:
        return None
    template = get_member(data, "$template")
    return template if isinstance(template, str) and template else None


# -- live (mount engine) ---------------------------------------------------------------


def open_scope(el: Element, exp: str, ctx: Context) -> tuple[Context, str | None]:
    """The live half: the element's scoped context and its `$template` (None: none)."""
    data = evaluate(ctx, exp, el, sees_el=False) if exp.strip() else {}  # (petite-vue passes no element: `$el` is undefined)
    return ctx.scoped(data), template_of(data)


def insert_template(el: Element, template: str, ctx: Context) -> None:
    """Put a `$template` into `el`: `#id` appends a copy of the content of the element
    `document.querySelector` finds in the app's mounted trees (`el` may be a detached
    copy), a string replaces the content (innerHTML)."""
    if template[0] != "#":
        el.set_inner_html(template)
        return
    source = None
    roots: list[Node] = list(ctx.app.roots) if ctx.app is not None else []
    root: Node = el
    while root.parent is not None:
        root = root.parent
    roots.append(root)
    for candidate in roots:
        while candidate.parent is not None:
            candidate = candidate.parent
        if isinstance(candidate, ParentNode):
            source = candidate.query_selector(template)
            if source is not None:
                break
    if isinstance(source, Element):
        content = source.content if source.content is not None else source
        tick(insertion_cost(template, content))
        el.append_child(content.clone(True))


def insertion_cost(template: str, content: Node | None = None) -> int:
    """The work steps a component's `$template` costs each time it is inserted, on both
    halves (the render function's compiled component is made once, and a `v-for` row
    inserts it again and again): a string, what parsing it costs (`innerHTML`'s
    `markup_steps`); `#id`, what a `v-for` row of a copy of its `content` costs
    (`item_cost`). A component of 4,000 characters in 60,000 rows was a 240 MB page."""
    return item_cost(content) if template[:1] == "#" else markup_steps(template)


# -- string rendering (the render function's code) ----------------------------------


def child_scope(data: Any, parent: Any) -> Any:
    """The scope a `v-scope` opens over `parent` in the render function (over what
    `scope_data` takes from the value, as the mount path's `Context.scoped`)."""
    if type(data) is not dict:
        data = scope_data(data)
    if isinstance(data, dict) and has_functions(data):  # the object given stays as it is
        source, data = data, JSObject(dict.items(data)) if type(data) is JSObject else dict(dict.items(data))
        copy_attributes(source, data)  # (its getters, hidden properties: kept beside it)
        scope = Scope(data, parent)
        bind_scope_methods(data, scope)
        return scope
    return Scope(data, parent)


def render_scope(out: RenderWriter, el: Element, exp: str, c: Any) -> tuple[Any, str, str | None]:
    """The render half's opening: the render function's `scope` local becomes the child
    scope (loop aliases, held in locals, are put in it first). Returns the context
    inside, the local holding the outer scope (restore it after the element) and the
    local holding the `$template` (None when the value cannot have one)."""
    if exp.strip():
        data = out.expr(exp, c, el, "v-scope")
    else:
        data = out.local("scope data")
        out.emit(f"{data} = {{}}")
    saved = out.local("outer scope")
    out.emit(f"{saved} = scope")
    if c.aliases:
        items = ", ".join(f"{literal(name)}: {identifier(local)}" for name, local in c.aliases.items())
        out.emit(f"scope = _Scope({{{items}}}, scope)")
    out.emit(f"scope = _child_scope({data}, scope)")
    template = None
    if exp.strip() and _may_have_template(exp):
        template = out.local("template")
        out.emit(f"{template} = _template_of({data})")
    return c.scoped(), saved, template


def render_content(out: RenderWriter, el: Element, template: str, c: Any) -> None:
    """The element's content when its scope may bring a `$template`: its children
    unless a string replaces them, then the compiled component."""
    out.open(f"if {template} is None or {template}[:1] == '#':")
    out.children(el, c)
    out.close()
    out.open(f"if {template} is not None:")
    line = out.emit(f"_ctx.render_template({template}, {literal(el.tag)}, scope, _a)")
    out.mark(line, "$template", el, "v-scope")
    out.close()


def _may_have_template(exp: str) -> bool:
    """Can this v-scope value have a `$template`? (An object literal without such a key
    and without spreads cannot.)"""
    try:
        tree = parse(exp, "expr")
    except Exception:  # noqa: BLE001 - reported when the expression is compiled
        return True
    if tree.type != "Object":
        return True
    return any(prop.kind == "spread" or prop.computed or getattr(prop.key, "value", None) == "$template"
               for prop in tree.props)


DIRECTIVE = ScopeDirective("scope", mount=open_scope, insert=insert_template, render=render_scope,
                           render_content=render_content)
