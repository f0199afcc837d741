"""The analysis of a template, decided once and run by both back ends.

`scope_roots` finds the elements petite-vue mounts. `analyse_element` reads an element's attributes into an `ElementPlan`: the structural
attributes (`v-pre`, `v-cloak`, `v-if`/`v-else-if`/`v-else`, `v-for`, `v-scope`,
`v-once`, `ref`) and its other directives parsed (name, argument, modifiers) in the
order petite-vue applies them. `if_chain` finds the branches a `v-if` takes,
`needs_mount` says why a template needs the mount path, and `plan_copy` turns a block's
template into `Step`s that the walker runs on every fresh copy (a v-if branch, a v-for
item) without reading its attributes again. The walker (`petite.walk`) and the
compiler (`petite.compiler.codegen`) both read templates through these functions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from .dom import Element, Fragment, Node, ParentNode, Text
from .expr import parse
from .safety import RAW_TEXT_ELEMENTS, is_executable_script, is_raw_text_element
from .syntax import DIR_RE, camelize, in_apply_order, split_directive

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


def interpolation_parts(data: str, delimiters_re: re.Pattern[str]) -> list[str | tuple[str]] | None:
    """A text's literal strings and 1-tuples holding `{{ }}` expressions (None: no
    interpolation)."""
    parts: list[str | tuple[str]] = []
    last = 0
    for match in delimiters_re.finditer(data):
        if match.start() > last:
            parts.append(data[last:match.start()])
        parts.append((match.group(1),))
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


# -- plans for copies (the mount path's blocks) ------------------------------------------
# A v-if branch or v-for item is a fresh copy of one template, walked the same way every
# time: the steps below, over the copy's nodes numbered in document order (as
# `petite.dom.clone_listed` lists them), are what that walk does. Elements a plan does
# not cover (v-if, v-for, v-scope, v-once, v-pre, ref) are walked as usual.

@dataclass(frozen=True, slots=True)
class TextStep:
    """Interpolate a text node (`parts`: text and `(expression,)` pieces)."""

    index: int
    parts: list[str | tuple[str]]


@dataclass(frozen=True, slots=True)
class CloakStep:
    """Remove `v-cloak`."""

    index: int


@dataclass(frozen=True, slots=True)
class ElementStep:
    """Apply an element's directives, in order (after its children's steps)."""

    index: int
    directives: tuple[ParsedDirective, ...]


@dataclass(frozen=True, slots=True)
class WalkStep:
    """Walk the element node by node (v-if, v-for, v-scope, v-once, ref, v-pre)."""

    index: int


Step = TextStep | CloakStep | ElementStep | WalkStep


class Unplannable(Exception):
    """The template needs the ordinary walk (custom directives, v-effect ...)."""


def plan_copy(root: Node, delimiters: tuple[str, str], delimiters_re: re.Pattern[str],
              planned: frozenset[str]) -> list[Step] | None:
    """The steps that walk a fresh copy of `root`, or None when copies must be walked
    node by node (a directive not among the `planned` names: v-effect, custom ones)."""
    try:
        return _Planner(delimiters[0], delimiters_re, planned).plan(root)
    except Unplannable:
        return None


class _Planner:
    def __init__(self, open_: str, delimiters_re: re.Pattern[str], planned: frozenset[str]) -> None:
        self.open = open_
        self.planned = planned
        self.delimiters_re = delimiters_re
        self.steps: list[Step] = []
        self.index = 0

    def plan(self, root: Node) -> list[Step]:
        self.visit(root)
        return self.steps

    def visit(self, node: Node) -> None:
        i = self.index
        self.index += 1
        if isinstance(node, Text):
            if self.open in node.data and not in_executable_script(node):
                parts = interpolation_parts(node.data, self.delimiters_re)
                if parts is not None:
                    self.steps.append(TextStep(i, parts))
        elif isinstance(node, Element):
            if is_plain(node.attrs):
                self.visit_children(node)
                return
            plan = analyse_element(node.attrs)
            if plan.orphan_else:
                raise Unplannable(plan.orphan_else)  # the walk reports it
            if plan.walked:
                self.steps.append(WalkStep(i))
                self.index += _count_descendants(node)
                return
            if plan.cloak:
                self.steps.append(CloakStep(i))
            for directive in plan.directives:
                if directive.name not in self.planned:
                    raise Unplannable(directive.raw)
            self.visit_children(node)
            if plan.directives:
                self.steps.append(ElementStep(i, plan.directives))
        elif isinstance(node, Fragment):
            self.visit_children(node)

    def visit_children(self, parent: ParentNode) -> None:
        taken: set[int] = set()  # v-else(-if) branches a v-if takes over
        for child in parent.children:
            if id(child) in taken:
                self.index += 1 + _count_descendants(child)
                continue
            if isinstance(child, Element) and "v-pre" not in child.attrs and child.attrs.get("v-if"):
                branches, _ = if_chain(child)
                taken.update(id(branch.el) for branch in branches)
            self.visit(child)


def _count_descendants(node: Node) -> int:
    if not isinstance(node, ParentNode):
        return 0
    return sum(1 + _count_descendants(child) for child in node.children)


# -- which path ---------------------------------------------------------------------------

# $data: the scope object, whose own members only the mount path's scopes hold as petite-vue's
MOUNT_ONLY_RE = re.compile(r"\$el\b|\$refs\b|\$data\b")
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
    delimiters_re = re.compile(re.escape(delimiters[0]) + r"([\s\S]+?)" + re.escape(delimiters[1]))
    groups: dict[tuple, list[tuple[bool, bool]]] = {}  # exclusive group -> (static on, bound) per control

    def visit(node: Node) -> str | None:
        if isinstance(node, Element):
            if "v-pre" in node.attrs:
                return None
            if node.tag in RAW_TEXT_ELEMENTS and node.namespace == "html" and not is_raw_text_element(node):
                return f"a <{node.tag}> a browser reads back in another namespace (its text is escaped)"
            exclusive_member(node, groups)
            for name, value in node.attrs.items():
                if name == "ref" or DIR_RE.match(name):
                    reason = _attribute_reason(name, value, mount_only)
                    if reason:
                        return reason
            for child in node.content.children if node.content is not None else node.children:
                reason = visit(child)  # template contents too: components use them
                if reason:
                    return reason
        elif isinstance(node, Text):
            if "$el" in node.data or "$refs" in node.data or "$data" in node.data:
                if MOUNT_ONLY_RE.search(node.data):
                    return "$el/$refs/$data"
            if delimiters[0] in node.data:
                for match in delimiters_re.finditer(node.data):
                    if has_side_effects(match.group(1)):
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


def _attribute_reason(name: str, value: str, mount_only: frozenset[str]) -> str | None:
    """Why this directive (or ref) attribute needs the mount path, or None."""
    if name != "ref":
        dir_name, arg, _ = parse_name(name)
        if dir_name in mount_only:
            return f"v-{dir_name}"
        if dir_name == "on" and arg is not None:
            return "@vue:mounted" if arg == "vue:mounted" else None  # listeners never run while rendering
    if MOUNT_ONLY_RE.search(value):
        return "$el/$refs/$data"
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
