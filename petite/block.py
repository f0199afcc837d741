"""Blocks, as petite-vue's block.ts: a v-if branch or a v-for item.

A block is a copy of a template element (or of a `<template>`'s content, then placed
between two empty text anchors), made from its plan's prototype and run in its own
context (`petite.plan.BlockPlan`): the block itself, a `Context` (one object per row of
a long list, not two). Removing a block removes its nodes and tears down its effects,
its cleanups and those of its child blocks.
"""

from __future__ import annotations

from typing import Any

from petite.reactivity.core import Effect

from .checkpoints import checkpoint
from .context import Context, Refs
from .dom import Element, Fragment, Node, ParentNode, Text
from .dom.core import NO_LISTENERS
from .dom.nodes import node_index
from .dom.forms import one_options_reset
from .expr.errors import ExpressionError
from .plan import BlockPlan, list_nodes
from .walk import run


def unlink(nodes: list[Node]) -> None:
    """Break the links that make removed nodes a cycle, so that reference counting alone
    frees them once nothing else holds them (a live server's full collections pause
    every session: `petite.live_turns`): each child's link up to its parent (the
    children lists, which lead down, stay) and each element's listeners (a handler holds
    its element). A removed node keeps its subtree; a node inside it no longer knows its
    parent and no longer answers events (its block is torn down)."""
    pending: list[Any] = list(nodes)
    pop, extend = pending.pop, pending.extend
    while pending:
        node = pop()
        node.pin()  # (its id may be held relative to its parent's: `petite.dom.nodes.Rel`)
        node.parent = None
        if isinstance(node, ParentNode):
            if node.children:
                extend(node.children)
            if isinstance(node, Element):
                if node.listeners:
                    node.listeners = NO_LISTENERS
                content = node.content
                if content is not None and content.children:
                    extend(content.children)


class Removed:
    """What an app's removed blocks leave to free: their effects' subscriptions and the
    links of their nodes (`unlink`). Removing 1,000 rows stops their effects and takes
    their nodes out of the tree at once (the batch then holds every op), but dropping
    thousands of subscriptions and links waits until the batch is handed over (the
    app's flush listeners have run: a live client gets its patch first; while `held`,
    until the live event's reply is queued too), then runs in slices with safe points
    (`petite.checkpoints`). One per app (`App.removed`)."""

    __slots__ = ("effects", "nodes", "held")

    def __init__(self) -> None:
        self.effects: list[Effect] = []
        self.nodes: list[Node] = []
        self.held = False  # (a live event being answered: freed after its ack is queued)

    def __bool__(self) -> bool:
        return bool(self.effects or self.nodes)

    def release(self) -> None:
        """Free what waits, in the order it was removed: each effect and each removed
        subtree is let go as soon as it is released (reference counting frees a row
        there, not all rows at the end), with a safe point every few."""
        while self.effects or self.nodes:
            effects, self.effects = self.effects, []
            effects.reverse()
            count = 0
            while effects:
                effects.pop().release()
                count += 1
                if count % 256 == 0:
                    checkpoint()
            nodes, self.nodes = self.nodes, []
            nodes.reverse()
            while nodes:
                unlink([nodes.pop()])  # (the row is freed here)
                count += 1
                if count % 16 == 0:
                    checkpoint()


def remove_blocks(blocks: list[Block]) -> None:
    """Remove many blocks of one parent context (a v-for update), with a safe point
    after each: they leave the parent's list in one pass (each `Block.remove` would
    search it: quadratic for a cleared list, whatever order its rows were made in)."""
    if not blocks:
        return
    parent = blocks[0].parent_ctx
    listed = parent.blocks if parent is not None else None
    if listed:
        gone = {id(block) for block in blocks}
        listed[:] = [block for block in listed if id(block) not in gone]
    with one_options_reset(blocks[0].el.parent):  # (a select's options: reset once)
        for block in blocks:
            block.remove(listed=False)
            checkpoint()


def parent_of_anchor(anchor: Node) -> ParentNode:
    """The parent a directive inserts its blocks into, beside `anchor`. When the page's
    own code took the anchor out of the tree (`innerHTML = ''` over a `v-for`) there is
    none: petite-vue's `anchor.parentNode.insertBefore(...)` throws this TypeError (and its
    scheduler stops); a Python AttributeError escaped here."""
    parent = anchor.parent
    if parent is None:
        raise ExpressionError("Cannot read properties of null (reading 'insertBefore')", kind="TypeError")
    return parent


class Block(Context):
    """A block of one element: its copy (`template`), its key in a v-for and the
    context it was mounted under (`parent_ctx`). A block is its own context (its scope,
    effects, cleanups and child blocks: one object per v-if branch or v-for row, not
    two). `Block(...)` of a plan whose prototype is a `<template>`'s content makes a
    `FragmentBlock`; of a mount root, a `RootBlock`."""

    __slots__ = ("template", "key", "parent_ctx")
    is_fragment = False
    start: Text | None = None  # (a fragment's anchors: `FragmentBlock`)
    end: Text | None = None

    def __new__(cls, plan: BlockPlan | None = None, parent_ctx: Any = None, scope: Any = None,
                refs: Any = None, root: Any = None) -> Block:
        if cls is Block:
            if root is not None:
                cls = RootBlock
            elif plan is not None and type(plan.prototype) is Fragment:
                cls = FragmentBlock
        return object.__new__(cls)

    def __init__(self, plan: BlockPlan, parent_ctx: Context, scope: Any = None,
                 refs: Refs | None = None, root: ParentNode | None = None) -> None:
        """A fresh copy of `plan`'s prototype run in this block's context, under
        `parent_ctx`: in its scope, or in `scope` with its `refs` (a v-for row's:
        `Context.child_scope`)."""
        self.key: Any = None
        self.scope = parent_ctx.scope if scope is None else scope
        self.settings = parent_ctx.settings
        self.refs = parent_ctx.refs if refs is None else refs
        self.blocks = None
        self.effects = []
        self.cleanups = None
        self.template: Element | Fragment
        self.template, nodes = plan.copy()
        self.parent_ctx: Context | None = parent_ctx
        parent_ctx.add_block(self)
        run(plan, nodes, self)

    @property
    def ctx(self) -> Context:
        """The context its directives run in: the block itself."""
        return self

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
        out = []
        # (found as any child is, near where the last one was: a scan from the first
        # child was quadratic over a list of `<template>` rows)
        i, count = node_index(parent, self.start), len(children)
        while i < count:
            node = children[i]
            out.append(node)
            if node is self.end:
                break
            i += 1
        return out

    def insert(self, parent: ParentNode, anchor: Node | None = None, settle: bool = True) -> None:
        """Insert the block before `anchor` (or move it there when already inserted);
        `settle` False: it holds no `<input>` (its plan's `inputs`; the directives find
        `parent` with `parent_of_anchor`)."""
        if self.is_fragment and self.start is not None:
            for node in self.nodes():
                parent.insert_before(node, anchor)
        else:
            parent.insert_before(self.unplaced(), anchor, settle)

    def unplaced(self) -> Node:
        """What inserts the block the first time (it was never inserted): its element, or
        a fragment of its nodes between their new anchors."""
        if not self.is_fragment:
            return self.template
        assert self.start is None
        self.start = Text("")  # type: ignore[misc]  (a FragmentBlock's slot)
        self.end = Text("")  # type: ignore[misc]
        # Build the whole range off-tree, then insert it: one op per node.
        holder = self.template
        assert isinstance(holder, Fragment)
        holder.insert_before(self.start, holder.children[0] if holder.children else None)
        holder.append_child(self.end)
        return holder

    def remove(self, listed: bool = True) -> None:
        """Take the block out of the tree and tear it down (`listed` False: its parent
        context's list no longer holds it: `remove_blocks`)."""
        if listed and self.parent_ctx is not None:
            blocks = self.parent_ctx.blocks
            for i, b in enumerate(blocks or ()):
                if b is self:
                    del blocks[i]
                    break
        nodes = self.nodes()
        for node in nodes:
            node.remove()
        app = self.ctx.app
        removed = app.removed if app is not None else None
        self.teardown(removed=removed)
        if removed is None:
            unlink(nodes)
        else:  # (after the batch is handed over: `Removed`)
            removed.nodes.extend(nodes)

    def teardown(self, *, run_cleanups: bool = True, removed: Removed | None = None) -> None:
        """Stop the block's effects, run its cleanups, and tear its child blocks down;
        the lists are emptied (a child block links back to this context). With
        `removed`, the effects' subscriptions are dropped later, by `removed.release()`."""
        ctx = self.ctx
        blocks = ctx.blocks
        if blocks:
            for child in list(blocks):
                child.teardown(run_cleanups=run_cleanups, removed=removed)
            blocks.clear()
        if removed is None:
            for effect in ctx.effects:
                effect.stop()
        else:
            later = removed.effects
            for effect in ctx.effects:
                if isinstance(effect, Effect):
                    effect.stop(False)
                    later.append(effect)
                else:
                    effect.stop()
        cleanups = ctx.cleanups
        for cleanup in cleanups if cleanups and run_cleanups else ():
            cleanup()
        ctx.effects.clear()
        if cleanups:
            cleanups.clear()


class FragmentBlock(Block):
    """A block of a `<template>`'s content: its nodes sit between two empty texts (made
    when it is first inserted)."""

    __slots__ = ("start", "end")
    is_fragment = True

    def __init__(self, plan: BlockPlan, parent_ctx: Context, scope: Any = None,
                 refs: Refs | None = None, root: ParentNode | None = None) -> None:
        self.start = None
        self.end = None
        super().__init__(plan, parent_ctx, scope, refs)


class RootBlock(Block):
    """A mount root: its plan runs on the root element itself, in the app's context
    (`root_ctx`, which the app's roots share), not in a context of its own (the
    context fields it inherits stay unset)."""

    __slots__ = ("root_ctx",)

    def __init__(self, plan: BlockPlan, parent_ctx: Context, scope: Any = None,
                 refs: Refs | None = None, root: ParentNode | None = None) -> None:
        assert root is not None
        self.key = None
        self.template = root  # type: ignore[assignment]
        self.parent_ctx = None
        self.root_ctx = parent_ctx
        run(plan, list_nodes(root), parent_ctx)

    @property
    def ctx(self) -> Context:
        """The app's context, where the root's directives run."""
        return self.root_ctx
