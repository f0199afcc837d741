"""The tree walk, as petite-vue's walk.ts: find directives and apply them.

Elements: `v-pre` skips the subtree; `v-cloak` is removed; `v-if` and `v-for` hand the
element to their directive (it becomes a block); `v-scope` opens a child scope (and may
bring a `$template`); `v-once` renders its subtree once; `ref` registers the element;
children are walked before the element's own directives, `v-model` after the other
bindings and `v-on` listeners last. Text: `{{ }}` interpolations become text bindings.
"""

from __future__ import annotations

import contextlib
import contextvars
import importlib
import inspect
import json
import logging
import re
from types import SimpleNamespace
from collections.abc import Callable, Iterator
from typing import Any

from .context import Context, enter_once, leave_once
from .domview import view
from .expr.budget import component_level
from .expr.compiler import compile_expression
from .errors import TemplateSyntaxError
from .expr.errors import ExpressionError
from .dom import Element, Fragment, Node, ParentNode, Text, clone_listed, source_position
from .safety import is_executable_script
from .syntax import in_apply_order, split_directive
from .expr import undefined

log = logging.getLogger("petite")



_builtins: SimpleNamespace | None = None


def builtins() -> SimpleNamespace:
    """The built-in directives' live functions (modules of the `directives` package)."""
    global _builtins
    if _builtins is None:
        mods = {name: importlib.import_module(f"petite.directives.{name}") for name in
                ("bind", "on", "show", "text", "html", "model", "effect", "ref", "if_", "for_")}
        ns = SimpleNamespace(
            bind=mods["bind"].bind, on=mods["on"].on, show=mods["show"].show,
            text=mods["text"].text, html=mods["html"].html, model=mods["model"].model,
            effect=mods["effect"].effect, ref=mods["ref"].ref,
            mount_if=mods["if_"].mount_if, mount_for=mods["for_"].mount_for,
            interpolation=mods["text"].interpolation,
        )
        ns.BUILTIN = {
            "bind": ns.bind, "on": ns.on, "show": ns.show, "text": ns.text,
            "html": ns.html, "model": ns.model, "effect": ns.effect,
        }
        _builtins = ns
    return _builtins


# While a live page renders for the first time (`collect_errors`), a failing expression is
# logged, collected and evaluates to undefined, as petite-vue logs it and goes on.
_collected_errors: contextvars.ContextVar[list[ExpressionError] | None] = contextvars.ContextVar(
    "petite_collected_errors", default=None
)


@contextlib.contextmanager
def collect_errors() -> Iterator[list[ExpressionError]]:
    """Within the block, expression errors of this context are appended to the list
    yielded (and logged) instead of raised; the failing expression is undefined."""
    errors: list[ExpressionError] = []
    token = _collected_errors.set(errors)
    try:
        yield errors
    finally:
        _collected_errors.reset(token)


def evaluate(ctx: Context, exp: str, el: Node | None = None, kind: str = "expr", event: Any = None) -> Any:
    """Evaluate `exp` in `ctx`'s scope; errors name the expression and the element."""
    try:
        fn = compile_expression(exp, kind)
        # expressions see DOM-standard views of the element and event (petite.domview)
        return fn(ctx.scope, None if el is None else view(el), None if event is None else view(event))
    except ExpressionError as error:
        if getattr(error, "expression", None) is None:
            error.expression = exp
        if not getattr(error, "element", None) and el is not None:
            error.element = describe(el)
        collected = _collected_errors.get()
        if collected is None:
            raise
        collected.append(error)
        log.warning("petite: %s", error)
        return undefined


def describe(node: Node | None) -> str:
    """A short description of a node for error messages: its start tag and line."""
    if isinstance(node, Element):
        tag = node.start_tag()
        if len(tag) > 80:
            tag = tag[:77] + "...>"
        position = source_position(node)
        return f"{tag} (line {position.line}, column {position.column})" if position else tag
    if isinstance(node, Text):
        parent = node.parent
        return f"text {node.data.strip()[:40]!r}" + (f" in {describe(parent)}" if isinstance(parent, Element) else "")
    return repr(node)


def check_attr(el: Element, name: str) -> str | None:
    """The attribute's value, removing the attribute (None when absent)."""
    value = el.attrs.get(name)
    if value is not None:
        el.remove_attribute(name)
    return value


class DirectiveContext:
    """What a directive function receives (petite-vue's DirectiveContext)."""

    __slots__ = ("el", "exp", "arg", "modifiers", "ctx", "raw")

    def __init__(self, el: Any, exp: str, ctx: Context, arg: str | None = None,
                 modifiers: dict[str, bool] | None = None, raw: str = "") -> None:
        self.el = el
        self.exp = exp
        self.arg = arg
        self.modifiers = modifiers
        self.ctx = ctx
        self.raw = raw

    def get(self, exp: str | None = None) -> Any:
        """Evaluate the directive's expression (or `exp`) in its scope."""
        return evaluate(self.ctx, self.exp if exp is None else exp, self.el)

    def run(self, exp: str, event: Any = None) -> Any:
        """Run `exp` as a handler (statements; `$event` is `event`)."""
        return evaluate(self.ctx, exp, self.el, "handler", event)

    def effect(self, fn: Callable[[], Any]) -> Any:
        return self.ctx.effect(fn)


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


def _is_plain(attrs: dict[str, str]) -> bool:
    """No directive, ref or v-* attribute: only the children need a walk."""
    for name in attrs:
        first = name[0]
        if first == ":" or first == "@" or name.startswith("v-") or name == "ref":
            return False
    return True


def _walk_element(el: Element, ctx: Context) -> Node | None:
    if _is_plain(el.attrs):
        if el.children:
            walk_children(el, ctx)
        return None
    builtin = builtins()

    if "v-pre" in el.attrs:
        return None
    check_attr(el, "v-cloak")

    exp = check_attr(el, "v-if")
    if exp:
        return builtin.mount_if(el, exp, ctx)
    exp = check_attr(el, "v-for")
    if exp:
        return builtin.mount_for(el, exp, ctx)
    for name in ("v-else", "v-else-if"):
        if name in el.attrs:  # a v-if takes its branches before they are walked
            raise orphan_else(el, name)

    exp = check_attr(el, "v-scope")
    if exp is not None:
        data = evaluate(ctx, exp, el) if exp.strip() else {}
        ctx = ctx.scoped(data)
        template = _get(data, "$template")
        if isinstance(template, str) and template:
            with component_level():
                _resolve_template(el, template, ctx)
                return _walk_scoped(el, ctx)
    return _walk_scoped(el, ctx)


def _walk_scoped(el: Element, ctx: Context) -> None:
    """The rest of an element's walk, in its own scope: v-once, ref, children, directives."""
    builtin = builtins()
    once = check_attr(el, "v-once") is not None
    if once:
        enter_once()
    try:
        exp = check_attr(el, "ref")
        if exp:
            apply_directive(el, builtin.ref, json.dumps(exp), ctx)

        walk_children(el, ctx)  # a <template>'s content is not walked (as petite-vue)

        for name, value in in_apply_order(el.attrs):
            process_directive(el, name, value, ctx)
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


BIND_REF = ":ref"  # `:ref` / `v-bind:ref`: the ref directive with a bound name
_parsed_names: dict[str, tuple[str, str | None, dict[str, bool] | None]] = {}


def parse_name(raw: str) -> tuple[str, str | None, dict[str, bool] | None]:
    """(directive name, argument, modifiers) of a directive attribute, cached by name:
    `:title` -> ("bind", "title", None), `@click.prevent` -> ("on", "click", {"prevent": True})."""
    parsed = _parsed_names.get(raw)
    if parsed is not None:
        return parsed
    dir_name, arg, names = split_directive(raw)
    modifiers = dict.fromkeys(names, True) if names else None
    if dir_name == "bind" and arg == "ref":
        dir_name = BIND_REF
    parsed = (dir_name, arg, modifiers)
    if len(_parsed_names) < 10_000:
        _parsed_names[raw] = parsed
    return parsed


def resolve_directive(dir_name: str, ctx: Context) -> Callable[..., Any] | None:
    """The built-in directive called `dir_name`, else the app's custom one."""
    builtin = builtins()
    if dir_name == BIND_REF:
        return builtin.ref
    return builtin.BUILTIN.get(dir_name) or ctx.dirs.get(dir_name)


def process_directive(el: Element, raw: str, exp: str, ctx: Context) -> None:
    dir_name, arg, modifiers = parse_name(raw)
    directive = resolve_directive(dir_name, ctx)
    if directive is None:
        return
    apply_directive(el, directive, exp, ctx, arg, dict(modifiers) if modifiers else None, raw)
    el.remove_attribute(raw)


def apply_directive(
    el: Node,
    directive: Callable[..., Any],
    exp: str,
    ctx: Context,
    arg: str | None = None,
    modifiers: dict[str, bool] | None = None,
    raw: str = "",
) -> None:
    d = DirectiveContext(el, exp, ctx, arg, modifiers, raw)
    if getattr(directive, "petite_builtin", False):
        cleanup = directive(d)
    else:
        cleanup = call_custom(directive, d)
    if callable(cleanup):
        ctx.cleanups.append(cleanup)


def call_custom(directive: Callable[..., Any], d: DirectiveContext) -> Any:
    """Call a custom directive with the keywords it accepts among
    el, get, effect, arg, modifiers, exp, ctx."""
    available = {
        "el": d.el, "get": d.get, "effect": d.effect, "arg": d.arg,
        "modifiers": d.modifiers or {}, "exp": d.exp, "ctx": d.ctx,
    }
    try:
        params = inspect.signature(directive).parameters
    except (TypeError, ValueError):
        return directive(**available)
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return directive(**available)
    return directive(**{k: v for k, v in available.items() if k in params})


def in_executable_script(node: Text) -> bool:
    """Is this the text of an executable script? It ran as written: `{{ }}` in it stays
    text (`petite.safety.is_executable_script`)."""
    parent = node.parent
    return isinstance(parent, Element) and is_executable_script(parent.tag, parent.namespace, parent.attrs)


def _interpolate(node: Text, ctx: Context) -> None:
    parts = interpolation_parts(node.data, ctx.delimiters_re)
    if parts is not None:
        builtins().interpolation(node, parts, ctx)


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


# -- walk plans ------------------------------------------------------------------------
# A v-if branch or v-for item is a fresh copy of one template, walked the same way every
# time: what the walk learns about the template (which nodes hold interpolations, each
# element's directives in the order they apply) is kept as a plan, cached on the
# template, and each copy runs the plan instead of being walked again. Elements the plan
# does not cover (v-if, v-for, v-scope, v-once, v-pre, ref) are walked as usual.

PLAN_TEXT, PLAN_CLOAK, PLAN_ELEMENT, PLAN_WALK = 0, 1, 2, 3
PLANNED_DIRECTIVES = frozenset({"bind", "on", "show", "text", "html", "model"})
WALKED_ATTRS = ("v-pre", "v-if", "v-for", "v-scope", "v-once", "ref")


class Unplannable(Exception):
    """The template needs the ordinary walk (custom directives, v-effect ...)."""


def planned_copy(template: Element, source: Element | Fragment, ctx: Context) -> tuple[list[tuple], Node, list[Node]] | None:
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
    try:
        steps: list[tuple] | None = _Planner(ctx).plan(source)
    except Unplannable:
        steps = None
    prototype = None
    if steps is not None:
        prototype, nodes = clone_listed(source)
        for step in steps:
            if step[0] == PLAN_ELEMENT:
                for *_, raw in step[2]:
                    nodes[step[1]].remove_attribute(raw)  # type: ignore[union-attr]
            elif step[0] == PLAN_CLOAK:
                nodes[step[1]].remove_attribute("v-cloak")  # type: ignore[union-attr]
    cached = template.data["walk_plan"] = (source, ctx.delimiters, steps, prototype)
    return cached


def run_plan(steps: list[tuple], nodes: list[Node], ctx: Context, prepared: bool = False) -> None:
    """Apply a plan to a fresh copy whose nodes, in document order, are `nodes` (a copy
    of the plan's prototype when `prepared`: its directive attributes are gone already)."""
    interpolation = builtins().interpolation
    for step in steps:
        kind = step[0]
        node = nodes[step[1]]
        if kind == PLAN_TEXT:
            interpolation(node, step[2], ctx)
        elif kind == PLAN_ELEMENT:
            for directive, exp, arg, modifiers, raw in step[2]:
                d = DirectiveContext(node, exp, ctx, arg, dict(modifiers) if modifiers else None, raw)
                cleanup = directive(d)
                if callable(cleanup):
                    ctx.cleanups.append(cleanup)
                if not prepared:
                    node.remove_attribute(raw)  # type: ignore[union-attr]
        elif kind == PLAN_CLOAK:
            if not prepared:
                node.remove_attribute("v-cloak")  # type: ignore[union-attr]
        else:
            walk(node, ctx)


class _Planner:
    """Builds a plan: the walk's steps over a template, nodes numbered in document order
    (as `petite.dom.clone_listed` lists a copy's nodes)."""

    def __init__(self, ctx: Context) -> None:
        self.open = ctx.delimiters[0]
        self.delimiters_re = ctx.delimiters_re
        self.steps: list[tuple] = []
        self.index = 0

    def plan(self, root: Node) -> list[tuple]:
        self.visit(root)
        return self.steps

    def visit(self, node: Node) -> None:
        i = self.index
        self.index += 1
        if isinstance(node, Text):
            if self.open in node.data and not in_executable_script(node):
                parts = interpolation_parts(node.data, self.delimiters_re)
                if parts is not None:
                    self.steps.append((PLAN_TEXT, i, parts))
        elif isinstance(node, Element):
            attrs = node.attrs
            if _is_plain(attrs):
                self.visit_children(node)
                return
            for name in WALKED_ATTRS:
                if name in attrs:
                    self.steps.append((PLAN_WALK, i))
                    self.index += _count_descendants(node)
                    return
            if "v-cloak" in attrs:
                self.steps.append((PLAN_CLOAK, i))
            directives = self.directives(attrs)
            self.visit_children(node)
            if directives:
                self.steps.append((PLAN_ELEMENT, i, directives))
        elif isinstance(node, Fragment):
            self.visit_children(node)

    def visit_children(self, parent: ParentNode) -> None:
        skipped: set[int] = set()  # v-else(-if) branches a v-if takes over
        for child in parent.children:
            if id(child) in skipped:
                self.index += 1 + _count_descendants(child)
                continue
            if isinstance(child, Element) and "v-pre" not in child.attrs and child.attrs.get("v-if"):
                skipped.update(id(branch) for branch in _else_branches(child))
            self.visit(child)

    def directives(self, attrs: dict[str, str]) -> list[tuple]:
        """(directive, expression, arg, modifiers, raw name) in the order they apply."""
        builtin = builtins()
        out = []
        for raw, exp in in_apply_order(attrs):
            dir_name, arg, modifiers = parse_name(raw)
            if dir_name not in PLANNED_DIRECTIVES:
                raise Unplannable(raw)
            out.append((builtin.BUILTIN[dir_name], exp, arg, modifiers, raw))
        return out


def _count_descendants(node: Node) -> int:
    if not isinstance(node, ParentNode):
        return 0
    return sum(1 + _count_descendants(child) for child in node.children)


def _else_branches(el: Element) -> list[Element]:
    """The `v-else-if` / `v-else` siblings the `v-if` on `el` will take (as `mount_if`
    finds them); a `v-else` with a value makes the plan give up (mount_if changes it)."""
    out = []
    sibling = el.next_sibling
    while sibling is not None:
        if isinstance(sibling, Element):
            v_else = sibling.attrs.get("v-else")
            if v_else is not None and v_else != "":
                raise Unplannable("v-else")
            if v_else == "" or sibling.attrs.get("v-else-if"):
                out.append(sibling)
            else:
                break
        sibling = sibling.next_sibling
    return out
