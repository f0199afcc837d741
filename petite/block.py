"""Blocks, as petite-vue's block.ts: a v-if branch or a v-for item.

A block is a copy of a template element (or of a `<template>`'s content, then placed
between two empty text anchors) walked with its own context. Removing a block removes
its nodes and tears down its effects, its cleanups and those of its child blocks.
"""

from __future__ import annotations

from typing import Any

from .context import Context
from .dom import Element, Fragment, Node, ParentNode, Text
from .walk import planned_copy, run_plan, walk


class Block:
    __slots__ = ("template", "ctx", "key", "parent_ctx", "is_fragment", "start", "end")

    def __init__(
        self, template: Element | Fragment, parent_ctx: Context, is_root: bool = False, ctx: Context | None = None
    ) -> None:
        """Copy and walk `template` in a new context under `parent_ctx` (or in `ctx`, a
        context made for this block); a root block walks `template` itself."""
        self.is_fragment = not is_root and isinstance(template, Element) and template.content is not None
        self.key: Any = None
        self.start: Text | None = None
        self.end: Text | None = None
        self.template: Element | Fragment
        plan = nodes = None
        if is_root:
            self.template = template
        elif self.is_fragment:
            assert template.content is not None
            planned = planned_copy(template, template.content, parent_ctx)  # type: ignore[arg-type]
            if planned is not None:
                plan, self.template, nodes = planned  # type: ignore[assignment]
            else:
                self.template = template.content.clone(True)
        elif "v-for" in template.attrs:  # type: ignore[union-attr]
            # v-if and v-for on one element: v-if was evaluated first (as Vue 3);
            # the v-for needs a parent, so the block becomes a fragment around it.
            holder = Fragment()
            holder.append_child(template.clone(True))
            self.template = holder
            self.is_fragment = True
        else:
            planned = planned_copy(template, template, parent_ctx)  # type: ignore[arg-type]
            if planned is not None:
                plan, self.template, nodes = planned  # type: ignore[assignment]
            else:
                self.template = template.clone(True)
        if is_root:
            self.parent_ctx: Context | None = None
            self.ctx = parent_ctx
        else:
            self.parent_ctx = parent_ctx
            parent_ctx.blocks.append(self)
            self.ctx = parent_ctx.child() if ctx is None else ctx
        if plan is not None:
            run_plan(plan, nodes, self.ctx, prepared=True)  # type: ignore[arg-type]
        else:
            walk(self.template, self.ctx)

    @property
    def el(self) -> Node:
        """The block's first node (its start anchor for a fragment)."""
        return self.start or self.template

    def nodes(self) -> list[Node]:
        """The block's top-level nodes in the tree, anchors included."""
        if self.start is None:
            return [self.template]
        parent = self.start.parent
        assert parent is not None
        children = parent.children
        i = next(i for i, c in enumerate(children) if c is self.start)
        out = []
        for node in children[i:]:
            out.append(node)
            if node is self.end:
                break
        return out

    def insert(self, parent: ParentNode, anchor: Node | None = None) -> None:
        """Insert the block before `anchor` (or move it there when already inserted)."""
        if self.is_fragment:
            if self.start is not None:
                for node in self.nodes():
                    parent.insert_before(node, anchor)
            else:
                self.start = Text("")
                self.end = Text("")
                # Build the whole range off-tree, then insert it: one op per node.
                holder = self.template
                assert isinstance(holder, Fragment)
                holder.insert_before(self.start, holder.children[0] if holder.children else None)
                holder.append_child(self.end)
                parent.insert_before(holder, anchor)
        else:
            parent.insert_before(self.template, anchor)

    def remove(self) -> None:
        if self.parent_ctx is not None:
            blocks = self.parent_ctx.blocks
            for i, b in enumerate(blocks):
                if b is self:
                    del blocks[i]
                    break
        for node in self.nodes():
            node.remove()
        self.teardown()

    def teardown(self, *, run_cleanups: bool = True) -> None:
        for child in list(self.ctx.blocks):
            child.teardown(run_cleanups=run_cleanups)
        for effect in self.ctx.effects:
            effect.stop()
        for cleanup in self.ctx.cleanups if run_cleanups else ():
            cleanup()
        self.ctx.effects.clear()
        self.ctx.cleanups.clear()
