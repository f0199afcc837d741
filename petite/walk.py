"""The tree walk, as petite-vue's walk.ts: find directives and apply them.

Elements: `v-pre` skips the subtree; `v-cloak` is removed; `v-if` and `v-for` hand the
element to their directive (it becomes a block); `v-scope` opens a child scope (and may
bring a `$template`); `v-once` renders its subtree once; `ref` registers the element;
children are walked before the element's own directives, `v-model` after the other
bindings and `v-on` listeners last. Text: `{{ }}` interpolations become text bindings.
"""

from __future__ import annotations

import json
from typing import Any

from .context import Context, enter_once, leave_once
from .directive_api import Directive, DirectiveContext, evaluate
from .errors import TemplateSyntaxError
from .expr.budget import component_level
from .expr.values import to_display_string
from .dom import Element, Fragment, Node, ParentNode, Text, clone_listed, source_position
from .plan import (
    BIND_REF, CloakStep, ElementPlan, ElementStep, ParsedDirective, Step, TextStep, analyse_element,
    in_executable_script, interpolation_parts, is_plain, plan_copy,
)


def walk(node: Node, ctx: Context) -> Node | None:
    """Apply the directives in `node`'s subtree; returns the node to continue with
    when the node was replaced (v-if, v-for), else None."""
    if isinstance(node, Element):
        return _walk_element(node, ctx)
    if isinstance(node, Text):
        open_ = ctx.delimiters[0]
        if open_ in node.data and not in_executable_script(node):
            _interpolate(node, ctx)
        return None
    if isinstance(node, Fragment):
        walk_children(node, ctx)
    return None


def _walk_element(el: Element, ctx: Context) -> Node | None:
    if is_plain(el.attrs):
        if el.children:
            walk_children(el, ctx)
        return None
    plan = analyse_element(el.attrs)
    if plan.pre:
        return None
    table = ctx.app.builtins  # type: ignore[union-attr]
    if plan.cloak:
        el.remove_attribute("v-cloak")
    if plan.if_exp is not None:
        el.remove_attribute("v-if")
        if plan.if_exp:
            return table.blocks["if"].mount(el, plan.if_exp, ctx)
    if plan.for_exp is not None:
        el.remove_attribute("v-for")
        if plan.for_exp:
            return table.blocks["for"].mount(el, plan.for_exp, ctx)
    if plan.orphan_else:  # a v-if takes its branches before they are walked
        raise orphan_else(el, plan.orphan_else)

    exp = plan.scope_exp
    if exp is not None:
        el.remove_attribute("v-scope")
        data = evaluate(ctx, exp, el) if exp.strip() else {}
        ctx = ctx.scoped(data)
        template = _get(data, "$template")
        if isinstance(template, str) and template:
            with component_level():
                _resolve_template(el, template, ctx)
                return _walk_scoped(el, plan, ctx)
    return _walk_scoped(el, plan, ctx)


def _walk_scoped(el: Element, plan: ElementPlan, ctx: Context) -> None:
    """The rest of an element's walk, in its own scope: v-once, ref, children, directives."""
    once = plan.once
    if once:
        el.remove_attribute("v-once")
        enter_once()
    try:
        exp = plan.ref
        if exp is not None:
            el.remove_attribute("ref")
            if exp:
                apply_directive(el, ctx.app.builtins.directives["ref"], json.dumps(exp), ctx)  # type: ignore[union-attr]

        walk_children(el, ctx)  # a <template>'s content is not walked (as petite-vue)

        for parsed in plan.directives:
            process_directive(el, parsed, ctx)
    finally:
        if once:
            leave_once()
    return None


def orphan_else(el: Element, name: str) -> TemplateSyntaxError:
    """`v-else`/`v-else-if` with no `v-if` before it: Vue 3's compiler error."""
    position = source_position(el)
    return TemplateSyntaxError(
        f"{name} without a preceding v-if or v-else-if on <{el.tag}>",
        line=position.line if position else None,
        column=position.column if position else None,
    )


def walk_children(parent: ParentNode, ctx: Context) -> None:
    child = parent.children[0] if parent.children else None
    while child is not None:
        following = walk(child, ctx)
        if following is not None:
            child = following
        else:
            child = child.next_sibling
            # v-if/v-for return their element's old next sibling; None means "go on".


def resolve_directive(dir_name: str, ctx: Context) -> Directive | None:
    """The built-in directive called `dir_name`, else the app's custom one."""
    builtins = ctx.app.builtins.directives  # type: ignore[union-attr]
    if dir_name == BIND_REF:
        return builtins["ref"]
    return builtins.get(dir_name) or ctx.dirs.get(dir_name)


def process_directive(el: Element, parsed: ParsedDirective, ctx: Context) -> None:
    directive = resolve_directive(parsed.name, ctx)
    if directive is None:
        return
    modifiers = parsed.modifiers
    apply_directive(el, directive, parsed.exp, ctx, parsed.arg, dict(modifiers) if modifiers else None, parsed.raw)
    el.remove_attribute(parsed.raw)


def apply_directive(
    el: Node,
    directive: Directive,
    exp: str,
    ctx: Context,
    arg: str | None = None,
    modifiers: dict[str, bool] | None = None,
    raw: str = "",
) -> None:
    """Apply a directive's live half (a built-in or an app's custom one)."""
    cleanup = directive.mount(DirectiveContext(el, exp, ctx, arg, modifiers, raw))
    if callable(cleanup):
        ctx.cleanups.append(cleanup)


def _interpolate(node: Text, ctx: Context) -> None:
    parts = interpolation_parts(node.data, ctx.delimiters_re)
    if parts is not None:
        ctx.effect(Interpolation(node, parts, ctx))


class Interpolation:
    """The effect function of a `{{ }}` text node: `parts` are literal strings and
    1-tuples holding an expression (an object: one per text node of every mounted
    copy, so kept small)."""

    __slots__ = ("node", "parts", "ctx")

    def __init__(self, node: Text, parts: list, ctx: Context) -> None:
        self.node = node
        self.parts = parts
        self.ctx = ctx

    def __call__(self) -> None:
        node, ctx = self.node, self.ctx
        out = []
        for part in self.parts:
            if type(part) is tuple:
                out.append(to_display_string(evaluate(ctx, part[0], node)))
            else:
                out.append(part)
        node.set_data("".join(out))


def _get(data: Any, key: str) -> Any:
    try:
        return data[key] if key in data else None
    except TypeError:
        return None


def _resolve_template(el: Element, template: str, ctx: Context) -> None:
    if template[0] == "#":
        # document.querySelector: the app's mounted trees (el may be a detached copy).
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
            el.append_child(content.clone(True))
        return
    el.set_inner_html(template)


# -- plans for copies ----------------------------------------------------------------------
# A v-if branch or v-for item is a fresh copy of one template: its plan (`petite.plan.
# plan_copy`) is cached on the template, and each copy runs it instead of being walked.


def planned_copy(template: Element, source: Element | Fragment, ctx: Context) -> tuple[list[Step], Node, list[Node]] | None:
    """(plan, a fresh copy of `source`, the copy's nodes in document order) for
    `run_plan(..., prepared=True)`, or None when copies must be walked node by node.
    Copies come from the plan's prototype: `source` without the attributes the plan's
    directives consume (and `v-cloak`), so no copy copies or removes them one by one."""
    cached = _cached_plan(template, source, ctx)
    if cached[2] is None:
        return None
    copy, nodes = clone_listed(cached[3])
    return cached[2], copy, nodes


def _cached_plan(template: Element, source: Element | Fragment, ctx: Context) -> tuple:
    """(source, delimiters, steps or None, prototype or None), cached on `template`."""
    cached = template.data.get("walk_plan")
    if cached is not None and cached[0] is source and cached[1] == ctx.delimiters:
        return cached
    steps = plan_copy(source, ctx.delimiters, ctx.delimiters_re, ctx.app.builtins.planned)  # type: ignore[union-attr]
    prototype = None
    if steps is not None:
        prototype, nodes = clone_listed(source)
        for step in steps:
            if type(step) is ElementStep:
                for parsed in step.directives:
                    nodes[step.index].remove_attribute(parsed.raw)  # type: ignore[union-attr]
            elif type(step) is CloakStep:
                nodes[step.index].remove_attribute("v-cloak")  # type: ignore[union-attr]
    cached = template.data["walk_plan"] = (source, ctx.delimiters, steps, prototype)
    return cached


def run_plan(steps: list[Step], nodes: list[Node], ctx: Context, prepared: bool = False) -> None:
    """Apply a plan to a fresh copy whose nodes, in document order, are `nodes` (a copy
    of the plan's prototype when `prepared`: its directive attributes are gone already)."""
    table = ctx.app.builtins.directives  # type: ignore[union-attr]
    for step in steps:
        kind = type(step)
        node = nodes[step.index]
        if kind is TextStep:
            ctx.effect(Interpolation(node, step.parts, ctx))  # type: ignore[arg-type, union-attr]
        elif kind is ElementStep:
            for parsed in step.directives:  # type: ignore[union-attr]
                modifiers = parsed.modifiers
                d = DirectiveContext(node, parsed.exp, ctx, parsed.arg, dict(modifiers) if modifiers else None, parsed.raw)
                cleanup = table[parsed.name].mount(d)
                if callable(cleanup):
                    ctx.cleanups.append(cleanup)
                if not prepared:
                    node.remove_attribute(parsed.raw)  # type: ignore[union-attr]
        elif kind is CloakStep:
            if not prepared:
                node.remove_attribute("v-cloak")  # type: ignore[union-attr]
        else:
            walk(node, ctx)
