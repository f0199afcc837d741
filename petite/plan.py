"""The analysis of a template, made once and run by both back ends.

`scope_roots` finds the elements petite-vue mounts. `analyse_element` reads an
element's attributes into an `ElementPlan` (structural attributes, then its directives
parsed in the order petite-vue applies them); `if_chain` finds the branches a `v-if`
takes. `plan_block` turns a template into a `BlockPlan`: typed `Step`s over its nodes
in document order (text to interpolate, attributes to drop, directives to apply, a
scope, a v-if chain, a v-for — each branch and item with its own plan and prototype),
checking the whole template as it goes (a broken chain, an empty `v-if`, an unclosed
`{{` are template errors whatever the data shows). The mount path runs the plan
(`petite.walk.run`, roots cached by template text: `plan_roots`); the compiler reads
the same plan node by node (`PlanIndex`) and writes the render function from it.
`needs_mount` says why a template needs the mount path.
"""

from __future__ import annotations

import json
import re
import warnings
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from .dom import Element, Fragment, Node, ParentNode, Text, clone_listed, clone_recipe, copy_recipe, source_position
from .errors import TemplateSyntaxError
from .expr import interpolation_source, parse
from .expr.builtins import PAGE_EVENTS
from .expr.lru import LRU
from .safety import MARKUP_PROPERTIES, RAW_TEXT_ELEMENTS, is_executable_script, is_raw_text_element
from .sanitize import reparsed_namespace
from .syntax import DIR_RE, ForAliases, camelize, in_apply_order, parse_for, split_directive

BIND_REF = ":ref"  # `:ref` / `v-bind:ref`: the ref directive with a bound name
STRUCTURAL = frozenset({"v-pre", "v-cloak", "v-if", "v-else", "v-else-if", "v-for", "v-scope", "v-once"})


# -- roots -------------------------------------------------------------------------------


def scope_roots(container: ParentNode) -> list[Element]:
    """petite-vue's mount roots inside `container`: the `[v-scope]` elements not inside
    another one, in document order (template contents are not searched). Empty when
    there is none: then the container itself is the root."""
    roots: list[Element] = []

    def visit(parent: ParentNode) -> None:
        for child in parent.children:
            if isinstance(child, Element):
                if "v-scope" in child.attrs:
                    roots.append(child)
                else:
                    visit(child)

    visit(container)
    return roots


# -- one element ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ParsedDirective:
    """A directive attribute: `@click.prevent="go()"` is name "on", arg "click",
    modifiers {"prevent": True}, exp "go()", raw "@click.prevent"."""

    name: str
    arg: str | None
    modifiers: dict[str, bool] | None
    exp: str
    raw: str


@dataclass(frozen=True, slots=True)
class ElementPlan:
    """What an element's attributes ask for. Structural values are None when the
    attribute is absent (an empty string when present without a value)."""

    pre: bool
    cloak: bool
    if_exp: str | None
    else_exp: str | None
    else_if_exp: str | None
    for_exp: str | None
    scope_exp: str | None
    once: bool
    ref: str | None
    directives: tuple[ParsedDirective, ...]  # in the order they apply

    @property
    def walked(self) -> bool:
        """Does the element need the walker's own handling (a block, a scope, v-once,
        a ref, v-pre), not only its directives applied?"""
        return (self.pre or self.if_exp is not None or self.for_exp is not None
                or self.scope_exp is not None or self.once or self.ref is not None)

    @property
    def orphan_else(self) -> str | None:
        """`v-else`/`v-else-if` left on an element the walk reaches: no v-if took it."""
        if self.else_exp is not None:
            return "v-else"
        if self.else_if_exp is not None:
            return "v-else-if"
        return None


_parsed_names: dict[str, tuple[str, str | None, dict[str, bool] | None]] = {}


def parse_name(raw: str) -> tuple[str, str | None, dict[str, bool] | None]:
    """(directive name, argument, modifiers) of a directive attribute, cached by name:
    `:title` -> ("bind", "title", None), `@click.prevent` -> ("on", "click", {"prevent": True}).
    A bound ref (`:ref`) is the directive `BIND_REF`; `:view-box.camel` binds `viewBox`."""
    parsed = _parsed_names.get(raw)
    if parsed is not None:
        return parsed
    dir_name, arg, names = split_directive(raw)
    modifiers = dict.fromkeys(names, True) if names else None
    if dir_name == "bind" and arg == "ref":
        dir_name = BIND_REF
    elif dir_name == "bind" and arg and modifiers and "camel" in modifiers:
        arg = camelize(arg)  # the name bound is the camelized one
    parsed = (dir_name, arg, modifiers)
    if len(_parsed_names) < 10_000 and len(raw) < 200:
        _parsed_names[raw] = parsed
    return parsed


def is_plain(attrs: Mapping[str, str]) -> bool:
    """No directive, ref or v-* attribute: only the children need a walk."""
    for name in attrs:
        first = name[0]
        if first == ":" or first == "@" or name.startswith("v-") or name == "ref":
            return False
    return True


def analyse_element(attrs: Mapping[str, str]) -> ElementPlan:
    """The one reading of an element's attributes both back ends use."""
    directives = []
    for raw, exp in in_apply_order(attrs):
        if raw not in STRUCTURAL:
            name, arg, modifiers = parse_name(raw)
            directives.append(ParsedDirective(name, arg, modifiers, exp, raw))
    get = attrs.get
    return ElementPlan(
        pre="v-pre" in attrs,
        cloak="v-cloak" in attrs,
        if_exp=get("v-if"),
        else_exp=get("v-else"),
        else_if_exp=get("v-else-if"),
        for_exp=get("v-for"),
        scope_exp=get("v-scope"),
        once="v-once" in attrs,
        ref=get("ref"),
        directives=tuple(directives),
    )


# -- v-if chains -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Branch:
    """A `v-else-if` (with its condition) or `v-else` (`exp` None) sibling of a v-if."""

    el: Element
    exp: str | None


def if_chain(el: Element) -> tuple[list[Branch], Element | None]:
    """The branches the `v-if` on `el` takes (as petite-vue's if.ts): the following
    element siblings, text between them skipped, while each has an empty `v-else` or a
    non-empty `v-else-if`; and the element sibling that ends the chain (or None)."""
    branches: list[Branch] = []
    sibling = _next_element(el)
    while sibling is not None:
        attrs = sibling.attrs
        if attrs.get("v-else") == "":
            branches.append(Branch(sibling, None))
        elif attrs.get("v-else-if"):
            branches.append(Branch(sibling, attrs["v-else-if"]))
        else:
            return branches, sibling
        sibling = _next_element(sibling)
    return branches, None


def _next_element(node: Node) -> Element | None:
    sibling = node.next_sibling
    while sibling is not None and not isinstance(sibling, Element):
        sibling = sibling.next_sibling
    return sibling


# -- interpolation -----------------------------------------------------------------------


class Delimiters:
    """The `{{ }}` expressions of a text, as petite-vue's `/{{([^]+?)}}/g` finds them,
    in linear time: the regex alone retried every opening after the last closing up to
    the end of the text, so 20,000 unclosed `{{ ` took 65 s to parse (a template, or a
    `$template` string from data). No match starts after the last closing: the search
    stops there."""

    __slots__ = ("close", "pattern")

    def __init__(self, open_: str, close: str) -> None:
        self.close = close
        self.pattern = re.compile(re.escape(open_) + r"([\s\S]+?)" + re.escape(close))

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        last = text.rfind(self.close)
        if last < 0:
            return iter(())
        return self.pattern.finditer(text, 0, last + len(self.close))


def interpolation_parts(data: str, delimiters_re: Delimiters) -> list[str | tuple[str]] | None:
    """A text's literal strings and 1-tuples holding `{{ }}` expressions (None: no
    interpolation)."""
    parts: list[str | tuple[str]] = []
    last = 0
    for match in delimiters_re.finditer(data):
        if match.start() > last:
            parts.append(data[last:match.start()])
        parts.append((interpolation_source(match.group(1)),))  # `{{ }}` is an argument list
        last = match.end()
    if last == 0:
        return None
    if last < len(data):
        parts.append(data[last:])
    return parts


def in_executable_script(node: Node) -> bool:
    """Is this the text of an executable script? It ran as written: `{{ }}` in it stays
    text, no text directive changes it (`petite.safety.is_executable_script`)."""
    parent = node if isinstance(node, Element) else node.parent
    return isinstance(parent, Element) and is_executable_script(parent.tag, parent.namespace, parent.attrs)


# -- plans (the mount path's blocks) -----------------------------------------------------
# A block — a mount root, a v-if branch, a v-for item, a `<template>`'s content — runs
# from its plan: steps over the block's nodes numbered in document order (the block's
# root first, as `list_nodes` and `petite.dom.clone_listed` list them), in the order
# petite-vue's walk reaches them. The whole template is analysed before anything runs,
# the branches and items not shown included: a broken template is an error whatever
# the data (as the compiled path, which reads every node).


@dataclass(frozen=True, slots=True)
class TextStep:
    """Interpolate a text node (`parts`: text and `(expression,)` pieces)."""

    index: int
    parts: list[str | tuple[str]]


@dataclass(frozen=True, slots=True)
class DropStep:
    """Remove attributes the walk consumes (`v-cloak`, an empty `v-if`/`v-for`)."""

    index: int
    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ApplyStep:
    """Apply an element's directives, in order (after its children's steps)."""

    index: int
    directives: tuple[ParsedDirective, ...]


@dataclass(frozen=True, slots=True)
class ScopeStep:
    """An element with `v-scope`, `v-once` or `ref`: in its own scope (`exp` None: the
    enclosing one), register the ref, run `body` (its children), then its directives.
    `exp` may bring a `$template` that replaces the children (analysed when it comes)."""

    index: int
    exp: str | None
    once: bool
    ref: str | None
    body: tuple[Step, ...]
    directives: tuple[ParsedDirective, ...]


@dataclass(frozen=True, slots=True)
class IfBranch:
    """A branch of a v-if chain: its element, its condition (None: `v-else`) and the
    plan of the block it shows."""

    index: int
    exp: str | None
    block: BlockPlan


@dataclass(frozen=True, slots=True)
class IfStep:
    """A v-if chain, the v-if's own branch first. (An element after the chain with
    `v-else="x"` or an empty `v-else-if` is a template error: petite-vue drops them.)"""

    index: int
    branches: tuple[IfBranch, ...]


@dataclass(frozen=True, slots=True)
class ForStep:
    """A v-for: `exp` as written and parsed (a template error when it cannot be), the key expression (a static `key` as a JSON
    string) and the plan of each item's block."""

    index: int
    exp: str
    aliases: ForAliases
    key: str | None
    item: BlockPlan


@dataclass(frozen=True, slots=True)
class PreStep:
    """A `v-pre` element: it and its subtree stay as written (nothing to run)."""

    index: int


Step = TextStep | DropStep | ApplyStep | ScopeStep | IfStep | ForStep | PreStep


@dataclass(frozen=True, slots=True)
class BlockPlan:
    """How a block runs. `prototype` is what its copies clone (None: the block runs in
    place, a mount root); when `prepared`, the prototype lacks the attributes the steps
    consume, so a copy needs no removal (not when a directive that may read the DOM
    as it is walked — a custom one, v-effect, ref — is among the steps)."""

    steps: tuple[Step, ...]
    prototype: Element | Fragment | None
    prepared: bool
    #: what the prototype is made of: "element" (the template element), "content" (a
    #: `<template>`'s content) or "holder" (a fragment around the element, v-if + v-for)
    shape: str = "element"
    #: the attributes the block's owner (its v-if or v-for) took off its element
    consumed: tuple[str, ...] = ()
    #: may a copy hold `<input>` elements when it is inserted (radio groups to settle)?
    #: False only when the prototype has none and no step can add an element
    inputs: bool = True
    #: how copies of the prototype are made without walking it (`petite.dom.copy_recipe`)
    recipe: tuple[tuple[Any, ...], ...] | None = field(default=None, repr=False, compare=False)
    #: the steps bound once for the copies, per directive table (`petite.walk.program`):
    #: derived from the plan alone, made on first use
    programs: dict[Any, Any] = field(default_factory=dict, repr=False, compare=False)

    def copy(self) -> tuple[Element | Fragment, list[Node]]:
        """A fresh copy of the prototype and the copy's nodes in document order."""
        if self.recipe is not None:
            return clone_recipe(self.recipe)
        return clone_listed(self.prototype)  # type: ignore[arg-type]


def list_nodes(root: Node) -> list[Node]:
    """`root` and its descendants in document order (template contents not listed),
    as `petite.dom.clone_listed` lists a copy."""
    return [root, *root.iter()] if isinstance(root, ParentNode) else [root]


KEY_ATTRS = ("key", ":key", "v-bind:key")


def plan_block(root: Element | Fragment, delimiters: tuple[str, str], delimiters_re: Delimiters,
               planned: frozenset[str], *, in_place: bool = False, children_only: bool = False,
               known: frozenset[str] | None = None) -> BlockPlan:
    """The plan of a block whose template is `root`, which the caller has already
    stripped of the attributes its owner consumed (a copy). `in_place`: the plan runs on
    `root` itself (a mount root), else on copies of `root` (its prototype).
    `children_only`: only `root`'s children are walked (a `$template` just inserted).
    `known`: the directive names the caller runs (built-in and custom); the analysis
    warns once about each other directive attribute, which stays in place (None: no
    check)."""
    return _Planner(delimiters, delimiters_re, planned, known).block(root, in_place, children_only)


def warn_unknown(raw: str) -> None:
    """The warning about an unknown directive (petite-vue logs it in development)."""
    warnings.warn(f"unknown directive {raw} (left in place as an attribute)"[:200], stacklevel=2)


def strip_copy(el: Element, names: tuple[str, ...]) -> Element:
    """A deep copy of `el` without the attributes `names`."""
    copy = el.clone(True)
    assert isinstance(copy, Element)
    for name in names:
        if name in copy.attrs:
            copy.remove_attribute(name)
    return copy


class _Planner:
    def __init__(self, delimiters: tuple[str, str], delimiters_re: Delimiters, planned: frozenset[str],
                 known: frozenset[str] | None, warned: set[str] | None = None) -> None:
        self.delimiters = delimiters
        self.open = delimiters[0]
        self.planned = planned
        self.delimiters_re = delimiters_re
        self.known = known
        self.warned: set[str] = set() if warned is None else warned  # (one analysis: its blocks share it)

    def block(self, root: Element | Fragment, in_place: bool, children_only: bool = False,
              shape: str = "element", consumed: tuple[str, ...] = ()) -> BlockPlan:
        nodes = list_nodes(root)
        self.position = {id(node): i for i, node in enumerate(nodes)}
        self.walked = False  # a directive seen that may read the DOM as it is walked
        steps: list[Step] = []
        if children_only:
            self.children(root, steps)
        else:
            self.visit(root, steps)
        prepared = not in_place and not self.walked
        if in_place:
            return BlockPlan(tuple(steps), None, False)
        if prepared:
            _consume(steps, nodes)
        return BlockPlan(tuple(steps), root, prepared, shape, consumed, _may_hold_inputs(steps, nodes),
                         copy_recipe(root))

    def visit(self, node: Node, steps: list[Step]) -> None:
        i = self.position[id(node)]
        if isinstance(node, Text):
            if self.open in node.data and not in_executable_script(node):
                parts = interpolation_parts(node.data, self.delimiters_re)
                rest = node.data if parts is None else parts[-1] if type(parts[-1]) is str else ""
                if self.open in rest:
                    unclosed = rest[rest.index(self.open):]
                    pair = "".join(self.delimiters)  # (`{{}}`: no expression, so no interpolation either)
                    what = f"empty {pair}" if unclosed.startswith(pair) else f"unclosed {self.open}"
                    raise template_error(f"{what} in text {rest.strip()[:40]!r}", node,
                                         needle=unclosed[:30])
                if parts is not None:
                    steps.append(TextStep(i, parts))
        elif isinstance(node, Element):
            attrs = node.attrs
            if is_plain(attrs):
                self.children(node, steps)
                return
            self.element(node, i, analyse_element(attrs), steps)
        elif isinstance(node, Fragment):
            self.children(node, steps)

    def element(self, el: Element, i: int, plan: ElementPlan, steps: list[Step]) -> None:
        if plan.pre:
            steps.append(PreStep(i))
            return
        drops = ["v-cloak"] if plan.cloak else []
        if plan.if_exp is not None:
            if not plan.if_exp.strip():
                raise template_error("v-if needs an expression", el, attr="v-if")
            steps.append(self.if_step(el, i, plan))
            return
        if plan.for_exp is not None:
            if plan.for_exp:
                steps.append(self.for_step(el, i, plan))
                return
            drops.append("v-for")
        if plan.orphan_else:  # a v-if takes its branches before they are walked
            raise orphan_else(el, plan.orphan_else)
        if drops:
            steps.append(DropStep(i, tuple(drops)))
        for directive in plan.directives:
            if directive.name not in self.planned:
                self.walked = True
                if (self.known is not None and directive.name not in self.known and directive.name != BIND_REF
                        and directive.raw not in self.warned):
                    self.warned.add(directive.raw)
                    warn_unknown(directive.raw)
        if plan.scope_exp is not None or plan.once or plan.ref is not None:
            if plan.ref is not None:
                self.walked = True  # (refs register as the walk reaches them)
            body: list[Step] = []
            self.children(el, body)
            steps.append(ScopeStep(i, plan.scope_exp, plan.once, plan.ref, tuple(body), plan.directives))
            return
        self.children(el, steps)
        if plan.directives:
            steps.append(ApplyStep(i, plan.directives))

    def children(self, parent: ParentNode, steps: list[Step]) -> None:
        taken: set[int] = set()  # v-else(-if) branches a v-if takes over
        for child in parent.children:
            if id(child) in taken:
                continue
            if isinstance(child, Element) and "v-pre" not in child.attrs and child.attrs.get("v-if"):
                branches, _ = if_chain(child)
                taken.update(id(branch.el) for branch in branches)
            self.visit(child, steps)

    def sub_block(self, template: Element, consumed: tuple[str, ...]) -> BlockPlan:
        """The plan of a block made from `template` less its `consumed` attributes: a
        `<template>`'s content, a fragment around an element that keeps a v-for (v-if
        first, as Vue 3), else the element."""
        copy = strip_copy(template, consumed)
        root: Element | Fragment
        if "v-for" not in consumed and copy.attrs.get("v-for"):
            root, shape = Fragment(), "holder"  # the v-for needs a parent: a fragment around it
            root.append_child(copy)
        elif copy.content is not None:
            root, shape = copy.content, "content"
        else:
            root, shape = copy, "element"
        planner = _Planner(self.delimiters, self.delimiters_re, self.planned, self.known, self.warned)
        return planner.block(root, in_place=False, shape=shape, consumed=consumed)

    def if_step(self, el: Element, i: int, plan: ElementPlan) -> IfStep:
        taken, end = if_chain(el) if i else ([], None)  # (a block's root has no siblings in it)
        if end is not None and end.attrs.get("v-else", "").strip():
            raise template_error("v-else takes no expression", end, attr="v-else")
        branches = [IfBranch(i, plan.if_exp, self.sub_block(el, ("v-if", "v-cloak")))]
        for branch in taken:
            name = "v-else" if branch.exp is None else "v-else-if"
            branches.append(IfBranch(self.position[id(branch.el)], branch.exp,
                                     self.sub_block(branch.el, ("v-else", "v-else-if") if branch.exp is None else (name,))))
        return IfStep(i, tuple(branches))

    def for_step(self, el: Element, i: int, plan: ElementPlan) -> ForStep:
        key = None
        consumed = ["v-for", "v-cloak"]
        for name in KEY_ATTRS:
            if name in el.attrs:
                key = el.attrs[name]
                if name == "key":
                    key = json.dumps(key)
                consumed.append(name)
                break
        exp = plan.for_exp or ""
        try:
            aliases = parse_for(exp)
        except ValueError as error:
            raise template_error(str(error), el, attr="v-for") from None
        return ForStep(i, exp, aliases, key, self.sub_block(el, tuple(consumed)))


class PlanIndex:
    """A block's plan read node by node, for a walk over the template itself (the
    compiler's): the steps each template node has, the attributes left to write."""

    def __init__(self, plan: BlockPlan, template: Element | Fragment | None = None,
                 inherited: tuple[str, ...] = ()) -> None:
        """`template`: the block's own template (the element its owner took, or a mount
        root / component fragment when the plan runs in place); `inherited`: attributes
        of that element an enclosing block consumed already (`<li v-for v-if>`)."""
        self.plan = plan
        self.consumed = plan.consumed + inherited
        if plan.shape == "content":
            nodes: list[Node | None] = list_nodes(template.content)  # type: ignore[union-attr, arg-type]
        elif plan.shape == "holder":
            nodes = [None, *list_nodes(template)]  # type: ignore[arg-type]
        else:
            nodes = list_nodes(template)  # type: ignore[arg-type]
        self.root = template
        self.nodes = nodes
        self.by_node: dict[int, list[Step]] = {}
        self.taken: set[int] = set()  # v-else(-if) elements a v-if took
        self._index(plan.steps, nodes)

    def _index(self, steps: tuple[Step, ...], nodes: list[Node | None]) -> None:
        for step in steps:
            node = nodes[step.index]
            self.by_node.setdefault(id(node), []).append(step)
            if type(step) is ScopeStep:
                self._index(step.body, nodes)
            elif type(step) is IfStep:
                self.taken.update(id(nodes[branch.index]) for branch in step.branches[1:])

    def steps(self, node: Node) -> list[Step]:
        return self.by_node.get(id(node), [])

    def attributes(self, el: Element) -> dict[str, str]:
        """`el`'s attributes less those its block's owner consumed (v-if, v-for, key ...)
        and those its own steps consume (`v-cloak`, `v-scope`, `v-once`, `ref`, an empty
        `v-if`); directive attributes are the caller's to take off."""
        attrs = dict(el.attrs)
        if el is self.root:
            for name in self.consumed:
                attrs.pop(name, None)
        for step in self.steps(el):
            kind = type(step)
            if kind is DropStep:
                for name in step.names:  # type: ignore[union-attr]
                    attrs.pop(name, None)
            elif kind is ScopeStep:
                for name, value in (("v-scope", step.exp), ("v-once", step.once or None), ("ref", step.ref)):  # type: ignore[union-attr]
                    if value is not None:
                        attrs.pop(name, None)
        return attrs


# Directives whose live half never adds an element (v-bind but for markup properties).
ELEMENT_FREE = frozenset({"bind", "on", "text", "show", "model"})


def _may_hold_inputs(steps: Iterable[Step], nodes: list[Node]) -> bool:
    """Can a copy of a block hold an `<input>` when it is inserted: the prototype has
    one, or a step may add elements (a nested block, a scope's `$template`, `v-html`,
    a custom directive ...)?"""
    if any(type(node) is Element and node.tag == "input" for node in nodes):  # type: ignore[union-attr]
        return True
    for step in steps:
        kind = type(step)
        if kind is ApplyStep:
            if any(d.name not in ELEMENT_FREE or d.arg in MARKUP_PROPERTIES for d in step.directives):  # type: ignore[union-attr]
                return True
        elif kind is not TextStep and kind is not DropStep and kind is not PreStep:
            return True
    return False


def _consume(steps: Iterable[Step], nodes: list[Node]) -> None:
    """Take the attributes the steps consume off a prototype's nodes."""
    for step in steps:
        kind = type(step)
        if kind is DropStep:
            names: Iterable[str] = step.names  # type: ignore[union-attr]
        elif kind is ApplyStep:
            names = [d.raw for d in step.directives]  # type: ignore[union-attr]
        elif kind is ScopeStep:
            names = [n for n, v in (("v-scope", step.exp), ("v-once", step.once or None), ("ref", step.ref))  # type: ignore[union-attr]
                     if v is not None]
            names += [d.raw for d in step.directives]  # type: ignore[union-attr]
            _consume(step.body, nodes)  # type: ignore[union-attr]
        else:
            continue
        el = nodes[step.index]
        for name in names:
            if name in el.attrs:  # type: ignore[union-attr]
                el.remove_attribute(name)  # type: ignore[union-attr]


def orphan_else(el: Element, name: str) -> TemplateSyntaxError:
    """`v-else`/`v-else-if` with no `v-if` before it: Vue 3's compiler error."""
    return template_error(f"{name} without a preceding v-if or v-else-if", el)


def template_error(message: str, node: Node, attr: str | None = None, needle: str | None = None) -> TemplateSyntaxError:
    """A TemplateSyntaxError about `node` (an element or a text), at the element's place
    in the template. It keeps `reason`, `node`, `attr` and `needle` for the compiler,
    which points at the attribute or text in the source."""
    el = node if isinstance(node, Element) else node.parent
    position = source_position(el) if isinstance(el, Element) else None
    error = TemplateSyntaxError(
        f"{message} on <{el.tag}>" if isinstance(el, Element) else message,
        line=position.line if position else None,
        column=position.column if position else None,
    )
    error.reason, error.node, error.attr, error.needle = message, node, attr, needle  # type: ignore[attr-defined]
    return error


# Mount roots' plans by template text: an app mounting a template string (every live
# session of a page) analyses it once. Bounded; plans hold no live node.
_mount_plans: LRU[tuple[BlockPlan, ...]] = LRU(256, 8_000_000)


def plan_roots(roots: list[ParentNode], source: str | None, delimiters: tuple[str, str],
               delimiters_re: Delimiters, planned: frozenset[str],
               known: frozenset[str] | None = None) -> tuple[BlockPlan, ...]:
    """The in-place plans of a mount's `roots` (all analysed before any runs), cached by
    `source` when the roots were parsed from that template text (`known`: as
    `plan_block`'s; a cached analysis warns no more)."""
    def make() -> tuple[BlockPlan, ...]:
        return tuple(plan_block(root, delimiters, delimiters_re, planned, in_place=True, known=known)  # type: ignore[arg-type]
                     for root in roots)

    if source is None:
        return make()
    return _mount_plans.get_or_make((source, delimiters, len(roots), planned, known), make)


def plan_content(parent: Element, template: str, delimiters: tuple[str, str], delimiters_re: Delimiters,
                 planned: frozenset[str], known: frozenset[str] | None = None) -> BlockPlan:
    """The in-place plan of `parent`'s children just set from the `$template` string
    `template` (cached by the text and the element it was parsed in)."""
    return _mount_plans.get_or_make(
        (template, parent.tag, parent.namespace, delimiters, planned, known),
        lambda: plan_block(parent, delimiters, delimiters_re, planned, in_place=True, children_only=True,
                           known=known),
    )


# -- which path ---------------------------------------------------------------------------

# $data: the scope object, whose own members only the mount path's scopes hold as petite-vue's
SCOPE_HELPERS_RE = re.compile(r"\$el\b|\$refs\b|\$data\b")
# ... and in an expression: document, window (self), navigator, scrollTo, scrollBy, alert(),
# confirm(), prompt(), scroll(), the events a page makes (PAGE_EVENTS) and Option, localStorage and sessionStorage (an app's:
# petite.storage), structuredClone (of reactive state: a DataCloneError, as petite-vue's Proxy),
# the page the app is mounted in (petite.window),
# and a `function` reading `this` (called without a receiver, its `this` is the window: codegen)
MOUNT_ONLY_RE = re.compile(SCOPE_HELPERS_RE.pattern + r"|\b(?:document|window|self|navigator|scrollTo|scrollBy|"
                           + "|".join(PAGE_EVENTS) + r"|Option|localStorage|sessionStorage|structuredClone)\b"
                           r"|\b(?:alert|confirm|prompt|scroll)\s*\(|\bfunction\b(?=[\s\S]*\bthis\b)")
MUTATING_METHODS = frozenset(
    "push pop shift unshift splice sort reverse fill copyWithin set add delete clear".split()
)
SIDE_EFFECT_HINT_RE = re.compile(r"=|\+\+|--|\b(?:" + "|".join(sorted(MUTATING_METHODS)) + r")\b")


def has_side_effects(exp: str) -> bool:
    """Does evaluating `exp` change state (assignment, `++`/`--`, a mutating array or
    collection method)? Function bodies it only defines do not count."""
    if not SIDE_EFFECT_HINT_RE.search(exp):
        return False
    try:
        tree = parse(exp, "expr")
    except Exception:  # noqa: BLE001 - the compiler reports bad expressions
        return False
    stack = [tree]
    while stack:
        node = stack.pop()
        if node.type in ("Assign", "Update"):
            return True
        if node.type == "Call" and node.callee.type == "Member" and not node.callee.computed:
            if getattr(node.callee.prop, "value", None) in MUTATING_METHODS:
                return True
        if node.type != "Function":
            stack.extend(node.children())
    return False


def needs_mount(fragment: Fragment, delimiters: tuple[str, str], mount_only: frozenset[str]) -> str | None:
    """Why this template needs the mount path (a real DOM and reactivity), or None.

    The `mount_only` directives (v-effect: `petite.directives.BUILTINS.mount_only`),
    `@vue:mounted`, `$el` and `$refs` see or change the DOM after it is
    built; an expression that changes state while rendering makes petite-vue re-run the
    bindings that read it. String rendering does neither. Nor can it express a radio
    group or a select whose static `checked`/`selected` a binding elsewhere in the group
    overrides (the browser keeps one per group: the last one set).
    """
    delimiters_re = Delimiters(*delimiters)
    groups: dict[tuple, list[tuple[bool, bool]]] = {}  # exclusive group -> (static on, bound) per control

    def visit(node: Node, parent: tuple[str, str, dict] | None = None) -> str | None:
        if isinstance(node, Element):
            if "v-pre" in node.attrs:
                return None
            if node.tag in RAW_TEXT_ELEMENTS and node.namespace == "html" and not is_raw_text_element(node):
                return f"a <{node.tag}> a browser reads back in another namespace (its text is escaped)"
            # (`v-html` markup is parsed and cleaned in its element's context: the
            # mount path takes the namespace the browser reads back, `reread_namespace`)
            reread = reparsed_namespace(node.tag, node.attrs, parent)
            if reread != node.namespace:
                return f"a <{node.tag}> a browser reads back in another namespace"
            exclusive_member(node, groups)
            for name, value in node.attrs.items():
                if name == "ref" or DIR_RE.match(name):
                    reason = _attribute_reason(name, value, mount_only)
                    if reason:
                        return reason
            inside = None if node.content is not None else (node.tag, reread, node.attrs)
            for child in node.content.children if node.content is not None else node.children:
                reason = visit(child, inside)  # template contents too: components use them
                if reason:
                    return reason
        elif isinstance(node, Text):
            if "$el" in node.data or "$refs" in node.data or "$data" in node.data:
                if SCOPE_HELPERS_RE.search(node.data):
                    return "$el/$refs/$data"
            if delimiters[0] in node.data:
                for match in delimiters_re.finditer(node.data):
                    reason = _mount_only_reason(match.group(1))
                    if reason:
                        return reason
                    if has_side_effects(interpolation_source(match.group(1))):
                        return f"an expression that changes state ({match.group(0)})"
        return None

    for child in fragment.children:
        reason = visit(child)
        if reason:
            return reason
    for key, members in groups.items():
        if any(on and not bound for on, bound in members) and any(bound for _, bound in members):
            return "a radio group or select whose static checked/selected state a binding may override"
        if key[0] == "radio" and sum(on for on, _ in members) > 1:
            return "a radio group with several checked radios (inserting each unchecks the others)"
    return None


def _mount_only_reason(exp: str) -> str | None:
    """Why what expression `exp` reads needs the mount path (`$el`/`$refs`/`$data`, or the
    page: `document`, `window`, a dialog call), or None."""
    found = MOUNT_ONLY_RE.search(exp)
    if found is None:
        return None
    return "$el/$refs/$data" if found.group().startswith("$") else found.group().rstrip("( ")


def _attribute_reason(name: str, value: str, mount_only: frozenset[str]) -> str | None:
    """Why this directive (or ref) attribute needs the mount path, or None."""
    if name != "ref":
        dir_name, arg, _ = parse_name(name)
        if dir_name in mount_only:
            return f"v-{dir_name}"
        if dir_name == "on" and arg is not None:
            return "@vue:mounted" if arg == "vue:mounted" else None  # listeners never run while rendering
    reason = _mount_only_reason(value)
    if reason:
        return reason
    if name == "v-for":
        value = value.split(" in ", 1)[-1].split(" of ", 1)[-1]
    if name != "v-model" and has_side_effects(value):
        return f"an expression that changes state ({name}={value!r})"
    return None


_CHECKED_BINDINGS = frozenset({":checked", "v-bind:checked", "v-model", "v-bind"})
_SELECTED_BINDINGS = frozenset({":selected", "v-bind:selected", "v-bind"})


def exclusive_member(el: Element, groups: dict[tuple, list[tuple[bool, bool]]]) -> None:
    """Record `el` if it is a named radio (grouped by form and name) or an option of a
    single select without `v-model`/`:value`: (statically on, state bound)."""
    attrs = el.attrs
    if el.tag == "input" and (attrs.get("type") or "").lower() == "radio" and attrs.get("name"):
        form = el.parent
        while form is not None and not (isinstance(form, Element) and form.tag == "form"):
            form = form.parent
        key = ("radio", id(form), attrs["name"])
        member = ("checked" in attrs, any(name in attrs for name in _CHECKED_BINDINGS))
        repeated = member[0] and _in_v_for(el)  # each copy is a checked member of the group
        groups.setdefault(key, []).extend([member, member] if repeated else [member])
    elif el.tag == "option":
        select = el.parent
        if isinstance(select, Element) and select.tag == "optgroup":
            select = select.parent
        if not isinstance(select, Element) or select.tag != "select":
            return
        if any(name in select.attrs for name in ("multiple", ":multiple", "v-model", ":value", "v-bind:value", "v-bind")):
            return
        key = ("select", id(select))
        groups.setdefault(key, []).append(("selected" in attrs, any(name in attrs for name in _SELECTED_BINDINGS)))


def _in_v_for(el: Element) -> bool:
    node: Node | None = el
    while isinstance(node, Element):
        if "v-for" in node.attrs:
            return True
        node = node.parent
    return False
