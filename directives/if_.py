"""v-if / v-else-if / v-else: conditional blocks.

The element and its `v-else-if`/`v-else` siblings become branches; the first branch
whose condition holds is mounted as a block. While no branch shows, a `<!--v-if-->`
comment marks the place.
"""

from __future__ import annotations

from typing import Any

from petite.expr.values import truthy
from petite.block import Block
from petite.dom import Comment
from petite.directive_api import BlockDirective, BlockPlan, IfStep, evaluate

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
        holder = target.parent
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

    ctx.effect(update)


DIRECTIVE = BlockDirective("if", mount=mount_if)
