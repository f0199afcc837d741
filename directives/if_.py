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
from petite.plan import if_chain
from petite.directive_api import BlockDirective, check_attr, evaluate

# -- live (mount engine) ---------------------------------------------------------------


def mount_if(el: Any, exp: str, ctx: Any) -> Any:
    """The live `v-if` (petite-vue's if.ts); returns the node to walk next."""
    parent = el.parent
    anchor = Comment("v-if")
    parent.insert_before(anchor, el)

    taken, end = if_chain(el)
    branches: list[tuple[str | None, Any]] = [(exp, el)]
    for branch in taken:
        check_attr(branch.el, "v-else")
        if branch.exp is not None:
            check_attr(branch.el, "v-else-if")
        branch.el.remove()
        branches.append((branch.exp, branch.el))
    if end is not None:  # petite-vue's checkAttr took these off the element ending the chain
        check_attr(end, "v-else")
        check_attr(end, "v-else-if")

    next_node = el.next_sibling
    el.remove()
    state: dict[str, Any] = {"block": None, "active": -1}

    def show(branch_el: Any) -> None:
        """Show `branch_el`'s branch (None: the anchor) in place of the shown one. The old
        branch is torn down first, as petite-vue removes it before the next one mounts
        (a `ref` both branches use then names the new element)."""
        old = state["block"]
        if old is not None:
            old.teardown()
        block = Block(branch_el, ctx) if branch_el is not None else None
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
        for i, (branch_exp, branch_el) in enumerate(branches):
            if not branch_exp or truthy(evaluate(ctx, branch_exp, branch_el)):
                if i != state["active"]:
                    show(branch_el)
                    state["active"] = i
                return
        state["active"] = -1
        if state["block"] is not None:
            show(None)

    ctx.effect(update)
    return next_node


DIRECTIVE = BlockDirective("if", mount=mount_if)
