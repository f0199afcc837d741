"""v-if / v-else-if / v-else: conditional blocks, both halves.

The analysis (`petite.plan.IfStep`) found the element and its `v-else-if`/`v-else`
siblings, each branch with its block's plan. Mounted, the first branch whose condition
holds is a block; while none shows, a `<!--v-if-->` comment marks the place. Rendered,
the chain is an `if`/`elif`/`else` in the render function.
"""

from __future__ import annotations

from typing import Any

from petite.expr.values import truthy
from petite.block import Block, parent_of_anchor, unlink
from petite.context import BlockEffect
from petite.dom import Comment
from petite.directive_api import BlockDirective, BlockPlan, IfStep, RenderWriter, evaluate

# -- live (mount engine) ---------------------------------------------------------------


def mount_if(step: IfStep, nodes: list[Any], ctx: Any) -> None:
    """The live `v-if` (petite-vue's if.ts): the chain's elements leave the tree, an
    anchor takes their place, and the first branch whose condition holds shows."""
    el = nodes[step.index]
    parent = el.parent
    anchor = Comment("v-if")
    parent.insert_before(anchor, el)

    branches: list[tuple[str | None, Any, BlockPlan]] = []
    for branch in step.branches:
        branch_el = nodes[branch.index]
        branches.append((branch.exp, branch_el, branch.block))
        if branch_el is not el:
            branch_el.remove()

    el.remove()
    unlink([branch_el for _, branch_el, _ in branches])  # (kept for their expressions only: no cycle in them)
    state: dict[str, Any] = {"block": None, "active": -1}

    def show(plan: BlockPlan | None) -> None:
        """Show the branch of `plan` (None: the anchor) in place of the shown one. The old
        branch is torn down first, as petite-vue removes it before the next one mounts
        (a `ref` both branches use then names the new element)."""
        old = state["block"]
        if old is not None:
            old.teardown()
        block = Block(plan, ctx) if plan is not None else None
        target = old.el if old is not None else anchor
        holder = parent_of_anchor(target)
        if block is not None:
            block.insert(holder, target)
        elif old is not None:
            holder.insert_before(anchor, target)
        if old is not None:
            old.remove()
        elif block is not None:
            anchor.remove()
        state["block"] = block

    def update() -> None:
        for i, (branch_exp, branch_el, plan) in enumerate(branches):
            if not branch_exp or truthy(evaluate(ctx, branch_exp, branch_el)):
                if i != state["active"]:
                    show(plan)
                    state["active"] = i
                return
        state["active"] = -1
        if state["block"] is not None:
            show(None)

    ctx.effect(BlockEffect(update))


# -- string rendering (the render function's code) ----------------------------------


def render_if(out: RenderWriter, step: IfStep, nodes: list[Any], c: Any) -> None:
    """The render half: the chain as `if`/`elif`/`else` in the render function (nested
    `if`s when a condition takes several lines or errors are logged, not raised); a
    chain without `v-else` leaves the `<!--v-if-->` anchor."""
    chain = [(nodes[branch.index], branch.exp, branch.block) for branch in step.branches]
    codes = [None if exp is None else out.python(exp, c) for _, exp, _ in chain] if out.strict else []
    if not out.strict or any(code is not None and "\n" in code for code in codes):
        return _render_nested(out, chain, c)
    for i, ((el, exp, block), code) in enumerate(zip(chain, codes)):
        if code is None:
            out.open("else:")
        else:
            line = out.emit(f"{'if' if i == 0 else 'elif'} _truthy({code}):")
            out.mark(line, exp, el, "v-if" if i == 0 else "v-else-if")  # type: ignore[arg-type]
            out.enter()
        out.block(el, block, c)
        out.close()
        if code is None:
            return
    out.open("else:")
    out.text("<!--v-if-->")
    out.close()


def _render_nested(out: RenderWriter, chain: list[tuple[Any, str | None, BlockPlan]], c: Any) -> None:
    opened = 0
    for el, exp, block in chain:
        if exp is None:
            out.block(el, block, c)
            break
        value = out.expr(exp, c, el, "v-if" if opened == 0 else "v-else-if")
        out.open(f"if _truthy({value}):")
        out.block(el, block, c)
        out.close()
        out.open("else:")
        opened += 1
    else:
        out.text("<!--v-if-->")
    for _ in range(opened):
        out.close()


DIRECTIVE = BlockDirective("if", mount=mount_if, render=render_if)
