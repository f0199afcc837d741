"""v-for: a block per item of an array, a number's range, an object's entries or a
string's characters, keyed by `key`/`:key` (else by index).

Deliberate difference from petite-vue 0.4.1 (as Vue 3): a string source iterates its
characters (petite-vue renders nothing).

Updates reuse the blocks whose key is kept (their item and index are assigned, so only
the bindings that read a changed value re-run), remove the others, mount new ones, and
move the fewest blocks: those outside the longest increasing subsequence of the kept
blocks' old positions. Consecutive new blocks are inserted together (one `insert`).
When a key repeats, petite-vue's own update is followed step by step (its result, rows
repeated or left behind, depends on it: see `update_duplicate_keys`).
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Iterable
from typing import Any

from petite.expr.scope import RowScope, Scope, ScopeClass
from petite.expr.budget import ITERATION_COST, tick
from petite.expr.values import MAX_ARRAY_LENGTH, is_plain_object, object_entries, undefined
from petite.block import Block, parent_of_anchor, remove_blocks, unlink
from petite.checkpoints import checkpoint, sliced
from petite.context import BlockEffect, Context, Refs
from petite.reactivity import to_raw
from petite.dom import Fragment, Node, Text
from petite.dom.forms import one_options_reset
from petite.errors import PetiteError
from petite.expr.runtime import get_member, iteration_items
from petite.directive_api import BlockDirective, ForStep, RenderWriter, evaluate
from petite.syntax import ForAliases
from petite.pysource import literal

def item_data(aliases: ForAliases, value: Any, index: int, key: Any = None) -> dict[str, Any]:
    """The child scope's data for one item (petite-vue's createChildContext)."""
    data: dict[str, Any] = {}
    if aliases.destructure:
        for i, name in enumerate(aliases.destructure):
            data[name] = _member(value, i if aliases.array_destructure else name)
    else:
        data[aliases.value] = value
    if aliases.index:
        data[aliases.index] = item_key(key, index)
    if aliases.object_index:  # an object's keyed item has its index; others: undefined
        data[aliases.object_index] = index if item_key(key, index) is key else undefined
    return data


def _member(value: Any, key: Any) -> Any:
    try:
        return get_member(value, key)
    except Exception:  # noqa: BLE001 - a missing member is undefined, as in JavaScript
        return undefined


def iterate_source(source: Any) -> list[tuple[Any, Any]]:
    """The one rule for what `v-for` iterates, used by the mount path and the render
    function alike: (value, object key or None) for each item.

    1..n for a number n; what the expression language iterates (`iteration_items`, as
    `for…of`: an array's items, a string's characters (Vue 3), a set's items, a Map's
    [key, value] pairs); a plain object's values in JavaScript's key order (integer keys
    first) with their keys — a mapping, or a Python object's public attributes; the
    scope object (`$data`) with its inherited names (for…in); nothing for null,
    undefined, booleans, functions, and objects without own keys (a Python generator is
    not iterable in templates: see `iteration_items`).
    """
    t = type(source)
    if t is list or t is tuple or t is str:
        return [(item, None) for item in source]
    if t is int or t is float:
        return [(i + 1, None) for i in range(_count(source))]
    if source is None or source is undefined or t is bool or callable(source):
        return []
    if type(t) is ScopeClass:  # `$data`: petite-vue walks an object with for…in
        return [(source.member(key), key) for key in source.for_in_keys()]
    items = iteration_items(source)
    if items is not None:
        return [(item, None) for item in _bounded(items)]
    if is_plain_object(source):
        return [(value, key) for key, value in object_entries(source)]
    return []


def _bounded(items: Iterable[Any]) -> list[Any]:
    """A Python iterable's items, refusing more than an array may hold."""
    out = []
    for item in items:
        out.append(item)
        if len(out) > MAX_ARRAY_LENGTH:
            raise PetiteError(f"v-for over more than {MAX_ARRAY_LENGTH} items")
    return out


def item_cost(el: Any) -> int:
    """The work steps one `v-for` item costs, on both paths: a loop iteration plus one
    step per element it creates (its element and every element inside, a
    `<template>`'s content included), and a step per 64 characters of the text and
    attribute values it copies (a row of a million characters of template text, 300
    times, was a 600 MB page for 1,800 steps). Nested loops multiply:
    300 x 1,000 items end in the limit error."""
    elements = 0
    chars = 0
    pending = [el]
    while pending:
        node = pending.pop()
        elements += 1
        attrs = getattr(node, "attrs", None)  # (a template's content is a fragment)
        if attrs:
            chars += sum(len(value) for value in attrs.values())
        content = getattr(node, "content", None)
        for parent in (node, content) if content is not None else (node,):
            for child in parent.children:
                if hasattr(child, "attrs"):
                    pending.append(child)
                else:
                    chars += len(getattr(child, "_data", ""))
    return ITERATION_COST + elements + (chars >> 6)


def item_key(key: Any, index: int) -> Any:
    """The index alias of an item: its object key, else its index (petite-vue tests
    `if (objKey)`, so an empty key counts as none)."""
    return index if key is None or key == "" else key


def longest_increasing_subsequence(seq: list[int]) -> set[int]:
    """Positions in `seq` of one longest strictly increasing subsequence
    (entries < 0 are skipped)."""
    tails: list[int] = []  # values
    tail_pos: list[int] = []  # positions of those values
    previous = [-1] * len(seq)
    for i, value in enumerate(seq):
        if value < 0:
            continue
        j = bisect_left(tails, value)
        if j > 0:
            previous[i] = tail_pos[j - 1]
        if j == len(tails):
            tails.append(value)
            tail_pos.append(i)
        else:
            tails[j] = value
            tail_pos[j] = i
    out: set[int] = set()
    i = tail_pos[-1] if tail_pos else -1
    while i >= 0:
        out.add(i)
        i = previous[i]
    return out


# -- live (mount engine) ---------------------------------------------------------------


def mount_for(step: ForStep, nodes: list[Any], ctx: Any) -> None:
    """The live `v-for`: the element leaves the tree, an empty text anchors the items,
    and each item is a block of the step's item plan."""
    el = nodes[step.index]
    aliases = step.aliases
    anchor = Text("")
    el.parent.insert_before(anchor, el)
    el.remove()
    unlink([el])  # (kept for its expressions' $el and errors only: no cycle in it)
    key_exp = step.key
    item = step.item

    blocks: list[Block | None] = []  # (a removed one is None until the update ends)
    cost = item_cost(item.prototype)

    def keys_and_data(source: Any) -> tuple[list[Any], list[dict[str, Any]]]:
        keys: list[Any] = []
        datas: list[dict[str, Any]] = []
        probe = Context.__new__(Context)  # the key is read in a scope over each item's data
        probe.scope = scope = Scope({}, ctx.scope)
        for index, (value, obj_key) in enumerate(sliced(iterate_source(source))):  # (safe points)
            data = item_data(aliases, value, index, obj_key)
            if key_exp is not None:
                scope.data = scope.fast = data  # (a dict: as Scope(data, ctx.scope) reads it)
                key = evaluate(probe, key_exp, el)
            else:
                key = index
            keys.append(_hashable(key))
            datas.append(data)
        return keys, datas

    names: dict[str, int] | None = None  # the rows' names and their places (one for all)

    def mount_block(data: dict[str, Any], key: Any) -> Block:
        nonlocal names
        checkpoint()  # a long list lets other sessions run between its rows
        if names is None:
            names = RowScope.names_of(data)
        scope, refs = ctx.child_scope(data, names)
        watch_item_names(scope, data)  # (before its bindings read them: petite-vue's order)
        block = Block(item, ctx, scope, refs)  # (the row's block is its context)
        block.key = key
        return block

    # (where each child of the loop's parent is, while an update collects its moves)
    positions: dict[int, int] | None = None

    def placed_nodes(block: Block, parent: Any) -> list[Node]:
        """`block.nodes()` while the update collects its moves (the tree does not
        change meanwhile): a `<template>` row's range found by a map of the parent's
        children made once, not by a search for each row (quadratic for a shuffle)."""
        nonlocal positions
        if block.start is None:
            return [block.template]
        children = parent.children
        if positions is None:
            positions = {id(child): i for i, child in enumerate(children)}
        start = positions.get(id(block.start))
        if start is None or block.start.parent is not parent:
            return block.nodes()
        end = positions.get(id(block.end))
        return children[start:end + 1] if end is not None and end >= start else children[start:]

    def group_ops(group: list[Block], ref: Any, ops: list[tuple[Node, Node | None, bool]]) -> None:
        """Insert new blocks (in order) before `ref` as one fragment: added to `ops`
        (`ParentNode.insert_many`)."""
        if not group:
            return
        holder = Fragment()
        settle = item.inputs  # (rows without inputs have no radio group to settle)
        for block in sliced(group):
            block.insert(holder, None, settle)
        ops.append((holder, ref, settle))

    mounted = False  # (petite-vue's first run mounts in order)

    def assign(block: Block, data: dict[str, Any]) -> None:
        """A kept block takes its new item's names (petite-vue's Object.assign of the
        fresh item scope, whose `$refs` is a new, empty one over the loop's: the refs its
        elements registered stay in the old one, so `$refs.x` in the row is gone after
        any re-run of the loop, as in petite-vue)."""
        state = block.scope.data if block.scope is not None else None
        if state is not None:
            for name, value in data.items():
                state[name] = value
            state["$refs"] = Refs(ctx.refs)

    def update_duplicate_keys(keys: list[Any], datas: list[dict[str, Any]]) -> None:
        """petite-vue's own update, followed step by step when a key repeats (in the old
        list or the new one): each item takes the block of its key's *last* old
        position, walking from the end and moving a block only when the block after its
        old position is not the one just placed; blocks whose key is gone are removed,
        other blocks of a repeated key are left where they are, no longer updated by the
        loop (so rows repeat or stay behind, as in petite-vue). Unique keys give the same
        DOM through the fewest moves below."""
        nonlocal blocks, positions
        new_keys = set(keys)
        old_at = {block.key: i for i, block in enumerate(blocks)}
        gone: list[Block] = []
        seen: set[int] = set()
        for block in blocks:
            if block.key not in new_keys and id(block) not in seen:
                seen.add(id(block))
                gone.append(block)
        remove_blocks(gone)
        parent = parent_of_anchor(anchor)
        placed: list[Block] = [None] * len(keys)  # type: ignore[list-item]
        # (new blocks are created first, last to first as the walk below meets them, as
        # `update` does; the inserts and moves are made in one pass at the end:
        # `insert_many`; one at a time, a reversed list was quadratic)
        for i in range(len(keys) - 1, -1, -1):
            if keys[i] not in old_at:
                placed[i] = mount_block(datas[i], keys[i])
        after: Block | None = None  # the block placed last (petite-vue's `g`)
        moved: Block | None = None  # the block moved last (petite-vue's `P`)
        ops: list[tuple[Node, Node | None, bool]] = []
        positions = None
        for i in range(len(keys) - 1, -1, -1):
            old = old_at.get(keys[i])
            if old is None:
                block = placed[i]
                ops.append((block.unplaced(), after.el if after is not None else anchor, item.inputs))
            else:
                block = blocks[old]
                assign(block, datas[i])
                next_old = blocks[old + 1] if old + 1 < len(blocks) else None
                if old != i and (next_old is not after or moved is after):
                    moved = block
                    if block is not after:  # (inserting a node before itself moves nothing)
                        ref = after.el if after is not None else anchor
                        ops.extend((node, ref, True) for node in placed_nodes(block, parent))
            placed[i] = after = block
        parent.insert_many(ops)
        positions = None
        blocks = placed

    def update() -> None:
        nonlocal blocks, mounted, positions
        source = evaluate(ctx, aliases.source, el)
        keys, datas = keys_and_data(source)
        tick(len(keys) * cost)
        old_index: dict[Any, list[int]] = {}
        for i, block in enumerate(blocks):
            old_index.setdefault(block.key, []).append(i)
        if mounted and (len(old_index) < len(blocks) or len(set(keys)) < len(keys)):
            with one_options_reset(anchor.parent):
                update_duplicate_keys(keys, datas)
            return
        # Which old block each new item reuses (-1: a new block).
        sources = []
        for key in keys:
            candidates = old_index.get(key)
            sources.append(candidates.pop(0) if candidates else -1)
        kept = set(i for i in sources if i >= 0)
        gone = [block for i, block in enumerate(blocks) if i not in kept]
        if gone:
            blocks = [block if i in kept else None for i, block in enumerate(blocks)]
            remove_blocks(gone)  # (with safe points)
            del gone
        stay = longest_increasing_subsequence(sources)
        # New blocks are created (their effects first run) in order on the first run and,
        # as petite-vue walks an updated list from its end, last to first after it.
        new_blocks: list[Block] = [blocks[old] if old >= 0 else None for old in sources]
        order = range(len(keys) - 1, -1, -1) if mounted else range(len(keys))
        for i in order:
            if sources[i] < 0:
                new_blocks[i] = mount_block(datas[i], keys[i])
        mounted = True
        ref = anchor
        pending: list[Block] = []
        parent = parent_of_anchor(anchor)
        # (the inserts and moves, in petite-vue's order, made in one pass at the end:
        # `insert_many`; one at a time, a reversed or shuffled list was quadratic)
        ops: list[tuple[Node, Node | None, bool]] = []
        positions = None
        with one_options_reset(parent):  # (options moved in a select: one reset)
            for i in sliced(range(len(keys) - 1, -1, -1)):
                old = sources[i]
                if old < 0:
                    pending.append(new_blocks[i])
                    continue
                if pending:
                    group_ops(pending[::-1], ref, ops)
                    ref = pending[-1].el
                    pending = []
                block = blocks[old]
                assign(block, datas[i])
                if i not in stay:
                    for node in placed_nodes(block, parent):
                        ops.append((node, ref, True))
                ref = block.el
            group_ops(pending[::-1], ref, ops)
            parent.insert_many(ops)
        positions = None
        blocks = new_blocks

    ctx.effect(BlockEffect(update))


def watch_item_names(scope: Scope, names: Iterable[str]) -> None:
    """Read each alias of a block's scope, inside the loop's effect, before the block's
    bindings run: petite-vue's v-for effect reads every name of the item scopes it
    creates (bindContextMethods), so the loop is the first to hear of a write to one
    (effects run in the order their data changed: `petite.scheduler`). A write to an
    alias (`v-model="text"` on `({ text }) in list`, `@click="item = 0"`) re-runs the
    loop, which assigns the items' values back to the kept blocks: the first write to an
    alias after its block was created is undone, later ones stay (the scopes a re-run
    creates for kept blocks are thrown away, so they are not watched)."""
    state = scope.data
    for name in names:
        state[name]


def _hashable(key: Any) -> Any:
    """A dict key for a `:key` value: an object is its identity (the object under a
    reactive proxy: two reads of one row's key are one key, as in a JavaScript Map)."""
    if type(key) is bool:
        return ("bool", key)
    try:
        hash(key)
        return key
    except TypeError:
        return ("id", id(to_raw(key)))


# -- string rendering (SSR) ------------------------------------------------------------
# The render function loops over these; aliases are Python locals, no scope per item.

def _count(source: Any) -> int:
    """How many items `v-for` gives a number: 1..ceil(n), refused past the array limit."""
    if source != source or source <= 0:
        return 0
    if source > MAX_ARRAY_LENGTH:
        raise PetiteError(f"v-for over {source} items (the limit is {MAX_ARRAY_LENGTH})")
    return math.ceil(source)


def ssr_values(source: Any, cost: int) -> Any:
    """The items of `v-for="item in source"` (see `iterate_source`), charged `cost`
    steps each (`item_cost`)."""
    t = type(source)
    if t is list or t is tuple or t is str:  # (fast paths: the same items as iterate_source)
        items = source
    elif t is int or t is float:
        items = range(1, _count(source) + 1)
    else:
        items = [value for value, _ in iterate_source(source)]
    tick(len(items) * cost)
    return items


def ssr_pairs(source: Any, cost: int) -> Any:
    """(index alias, item) pairs of `v-for="(item, key) in source"`."""
    t = type(source)
    if t is list or t is tuple or t is str:
        tick(len(source) * cost)
        return enumerate(source)
    items = [(item_key(key, i), value) for i, (value, key) in enumerate(iterate_source(source))]
    tick(len(items) * cost)
    return items


def ssr_triples(source: Any, cost: int) -> Any:
    """(index alias, item, object index) of `v-for="(item, key, index) in source"`: the
    third alias is set only for an object's keyed items (undefined otherwise), as in
    petite-vue."""
    items = [
        (i, value, undefined) if key is None or key == "" else (key, value, i)
        for i, (value, key) in enumerate(iterate_source(source))
    ]
    tick(len(items) * cost)
    return items


def render_for(out: RenderWriter, step: ForStep, nodes: list[Any], c: Any) -> None:
    """The render half: a Python `for` over `ssr_values`/`ssr_pairs`/`ssr_triples`
    whose aliases are locals (a destructured item's members read once per item)."""
    el = nodes[step.index]
    parsed = step.aliases
    source = out.expr(parsed.source, c, el, "v-for")
    value = out.local(parsed.value if not parsed.destructure else "item")
    key, index = out.local(parsed.index or "key"), out.local(parsed.object_index or "index")
    cost = item_cost(el)
    if parsed.object_index:
        out.open(f"for {key}, {value}, {index} in _for_triples({source}, {cost}):")
    elif parsed.index:
        out.open(f"for {key}, {value} in _for_pairs({source}, {cost}):")
    else:
        out.open(f"for {value} in _for_values({source}, {cost}):")
    aliases: dict[str, str] = {}
    if parsed.destructure:
        for i, name in enumerate(parsed.destructure):
            local = out.local(name)
            out.emit(f"{local} = _member({value}, {literal(i if parsed.array_destructure else name)})")
            aliases[name] = local
    else:
        aliases[parsed.value] = value
    if parsed.index:
        aliases[parsed.index] = key
    if parsed.object_index:
        aliases[parsed.object_index] = index
    out.block(el, step.item, c.with_aliases(aliases))
    out.close()


DIRECTIVE = BlockDirective("for", mount=mount_for, render=render_for)
