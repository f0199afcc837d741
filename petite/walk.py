"""The walk, as petite-vue's walk.ts, run from a plan (`petite.plan`).

The template was analysed once before anything runs (`petite.plan.plan_block`): the
walker only runs the steps, over a block's nodes in document order. Elements: `v-pre`
subtrees were left out; `v-cloak` is removed; `v-if` and `v-for` hand the element to
their directive (it becomes a block); `v-scope` opens a child scope (and may bring a
`$template`, analysed when it comes); `v-once` renders its subtree once; `ref`
registers the element; children run before the element's own directives, `v-model`
after the other bindings and `v-on` listeners last. Text: `{{ }}` interpolations become
text bindings.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from typing import Any

from .context import BindingEffect, Context, enter_once, in_once, leave_once
from .directive_api import Directive, DirectiveContext, evaluate
from .expr.budget import component_level
from .expr.values import to_display_string
from .dom import Element, Node, Text
from .plan import (
    BIND_REF, ApplyStep, BlockPlan, DropStep, ForStep, IfStep, ParsedDirective, ScopeStep, Step, TextStep,
    list_nodes, plan_block, plan_content,
)

__all__ = ["run", "run_steps", "walk_children", "resolve_directive", "process_directive", "apply_directive",
           "Interpolation"]


def run(plan: BlockPlan, nodes: list[Node], ctx: Context) -> None:
    """Run a block's plan over its nodes (`petite.plan.list_nodes` of the block's root,
    or of a fresh copy of the plan's prototype). A copy of a prepared plan runs the
    plan's program (`program`), outside `v-once` (whose effects wait for the flush)."""
    if plan.prepared and not in_once():
        table = ctx.app.builtins  # type: ignore[union-attr]
        steps = plan.programs.get(table)
        if steps is None:
            steps = plan.programs[table] = program(plan, table)
        for index, apply in steps:
            apply(nodes[index], nodes, ctx)
        return
    run_steps(plan.steps, nodes, ctx, plan.prepared)


Apply = Callable[[Any, list[Node], Context], None]


def program(plan: BlockPlan, table: Any) -> tuple[tuple[int, Apply], ...]:
    """A prepared plan's steps bound once for all its copies: (node index, apply(node,
    nodes, ctx)) in the order `run_steps` runs them, with each directive resolved in
    `table` (the app's `DirectiveTable`; a prepared plan holds built-in directives
    only) and what a step decides from the plan alone decided here, so that a copy
    (a v-for row) only makes its bindings and runs them."""
    out: list[tuple[int, Apply]] = []
    for step in plan.steps:
        kind = type(step)
        if kind is TextStep:
            out.append((step.index, _text_binding(step.parts)))  # type: ignore[union-attr]
        elif kind is ApplyStep:
            out.extend((step.index, _directive(parsed, table)) for parsed in step.directives)  # type: ignore[union-attr]
        elif kind is ScopeStep:
            out.append((step.index, partial(_scope_copy, step)))
        elif kind is IfStep or kind is ForStep:
            out.append((step.index, partial(_block_copy, table.blocks["if" if kind is IfStep else "for"].mount, step)))
        # DropStep: a prepared copy lacks the attributes; PreStep: nothing runs
    return tuple(out)


def _text_binding(parts: list) -> Apply:
    def apply(node: Any, nodes: list[Node], ctx: Context) -> None:
        ctx.effect(Interpolation(node, parts, ctx))

    return apply


def _directive(parsed: ParsedDirective, table: Any) -> Apply:
    directive = table.directives.get(parsed.name)
    direct = directive.apply if directive is not None else None
    if direct is None:
        return lambda el, nodes, ctx: process_directive(el, parsed, ctx, True)
    exp, arg, modifiers = parsed.exp, parsed.arg, parsed.modifiers

    def apply(el: Any, nodes: list[Node], ctx: Context) -> None:
        cleanup = direct(el, exp, ctx, arg, modifiers)
        if callable(cleanup):
            ctx.add_cleanup(cleanup)

    return apply


def _scope_copy(step: ScopeStep, el: Any, nodes: list[Node], ctx: Context) -> None:
    _run_scope(el, step, nodes, ctx, True)


def _block_copy(mount: Callable[..., None], step: Step, el: Any, nodes: list[Node], ctx: Context) -> None:
    mount(step, nodes, ctx)


def run_steps(steps: tuple[Step, ...], nodes: list[Node], ctx: Context, prepared: bool) -> None:
    """Run `steps`; `prepared`: the nodes are a copy of a prototype that lacks the
    attributes the steps consume (none to remove)."""
    table = ctx.app.builtins  # type: ignore[union-attr]
    for step in steps:
        kind = type(step)
        node = nodes[step.index]
        if kind is TextStep:
            ctx.effect(Interpolation(node, step.parts, ctx))  # type: ignore[arg-type, union-attr]
        elif kind is ApplyStep:
            for parsed in step.directives:  # type: ignore[union-attr]
                process_directive(node, parsed, ctx, prepared)  # type: ignore[arg-type]
        elif kind is DropStep:
            if not prepared:
                for name in step.names:  # type: ignore[union-attr]
                    node.remove_attribute(name)  # type: ignore[union-attr]
        elif kind is ScopeStep:
            _run_scope(node, step, nodes, ctx, prepared)  # type: ignore[arg-type]
        elif kind is IfStep:
            table.blocks["if"].mount(step, nodes, ctx)
        elif kind is ForStep:
            table.blocks["for"].mount(step, nodes, ctx)


def _run_scope(el: Element, step: ScopeStep, nodes: list[Node], ctx: Context, prepared: bool) -> None:
    """An element with `v-scope`, `v-once` or `ref`: its scope (v-scope's live half,
    `petite.directives.scope`), ref, children and directives. A `$template` replaces
    (or, `#id`, extends) the children: what it brings is analysed now."""
    exp = step.exp
    template = None
    if exp is not None:
        if not prepared:
            el.remove_attribute("v-scope")
        scope = ctx.app.builtins.scope  # type: ignore[union-attr]
        ctx, template = scope.mount(el, exp, ctx)
        if template is not None:
            with component_level():
                scope.insert(el, template, ctx)
                _run_scoped(el, step, nodes, ctx, prepared, template)
            return
    _run_scoped(el, step, nodes, ctx, prepared)


def _run_scoped(el: Element, step: ScopeStep, nodes: list[Node], ctx: Context, prepared: bool,
                template: str | None = None) -> None:
    once = step.once
    if once:
        if not prepared:
            el.remove_attribute("v-once")
        enter_once()
    try:
        exp = step.ref
        if exp is not None:
            if not prepared:
                el.remove_attribute("ref")
            if exp:
                apply_directive(el, ctx.app.builtins.directives["ref"], json.dumps(exp), ctx)  # type: ignore[union-attr]
        if template is not None:  # the children are what the `$template` made them
            walk_children(el, ctx, template)
        else:
            run_steps(step.body, nodes, ctx, prepared)
        for parsed in step.directives:
            process_directive(el, parsed, ctx, prepared)
    finally:
        if once:
            leave_once()


def walk_children(parent: Element, ctx: Context, template: str | None = None) -> None:
    """Analyse `parent`'s children as they are now (a `$template` just inserted) and
    run them. The plan of a `$template` string is cached by its text (`#id` content is
    read from the document, so analysed each time)."""
    builtins = ctx.app.builtins  # type: ignore[union-attr]
    planned, known = builtins.planned, builtins.known(ctx.dirs)
    if template is None or template[0] == "#":
        plan = plan_block(parent, ctx.delimiters, ctx.delimiters_re, planned, in_place=True, children_only=True,
                          known=known)
    else:
        plan = plan_content(parent, template, ctx.delimiters, ctx.delimiters_re, planned, known)
    run(plan, list_nodes(parent), ctx)


def resolve_directive(dir_name: str, ctx: Context) -> Directive | None:
    """The built-in directive called `dir_name`, else the app's custom one."""
    builtins = ctx.app.builtins.directives  # type: ignore[union-attr]
    if dir_name == BIND_REF:
        return builtins["ref"]
    return builtins.get(dir_name) or ctx.dirs.get(dir_name)


def process_directive(el: Element, parsed: ParsedDirective, ctx: Context, prepared: bool = False) -> None:
    """Apply one directive attribute (an unknown name stays an attribute)."""
    directive = resolve_directive(parsed.name, ctx)
    if directive is None:
        return
    modifiers = parsed.modifiers
    cleanup = directive.mount(DirectiveContext(el, parsed.exp, ctx, parsed.arg,
                                               dict(modifiers) if modifiers else None, parsed.raw))
    if callable(cleanup):
        ctx.add_cleanup(cleanup)
    if not prepared:
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
        ctx.add_cleanup(cleanup)


class Interpolation(BindingEffect):
    """The effect of a `{{ }}` text node: `parts` are literal strings and 1-tuples
    holding an expression (one object per text node of every mounted copy: the
    effect itself, kept small)."""

    __slots__ = ("node", "parts", "ctx")

    def __init__(self, node: Text, parts: list, ctx: Context) -> None:
        self.node = node
        self.parts = parts
        self.ctx = ctx
        super().__init__()

    def fn(self) -> None:  # type: ignore[override]
        node, ctx, parts = self.node, self.ctx, self.parts
        if len(parts) == 1:  # (the text is one expression: `{{ row.label }}`)
            node.set_data(to_display_string(evaluate(ctx, parts[0][0], node)))
            return
        out = []
        for part in parts:
            if type(part) is tuple:
                out.append(to_display_string(evaluate(ctx, part[0], node)))
            else:
                out.append(part)
        node.set_data("".join(out))
