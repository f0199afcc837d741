"""The tree walk, as petite-vue's walk.ts: find directives and apply them.

Elements: `v-pre` skips the subtree; `v-cloak` is removed; `v-if` and `v-for` hand the
element to their directive (it becomes a block); `v-scope` opens a child scope (and may
bring a `$template`); `v-once` renders its subtree once; `ref` registers the element;
children are walked before the element's own directives, `v-model` after the other
bindings and `v-on` listeners last. Text: `{{ }}` interpolations become text bindings.
"""

from __future__ import annotations

import importlib
import inspect
import json
import re
from types import SimpleNamespace
from collections.abc import Callable
from typing import Any

from .context import Context, enter_once, leave_once
from .expr.compiler import compile_expression
from .expr.errors import ExpressionError
from .dom import Element, Fragment, Node, ParentNode, Text

DIR_RE = re.compile(r"^(?:v-|:|@)")
MODIFIER_RE = re.compile(r"\.([\w-]+)")
V_ON_RE = re.compile(r"^v-on\b")


_builtins: SimpleNamespace | None = None


def builtins() -> SimpleNamespace:
    """The built-in directives' live functions (modules of the `directives` package)."""
    global _builtins
    if _builtins is None:
        mods = {name: importlib.import_module(f"directives.{name}") for name in
                ("bind", "on", "show", "text", "html", "model", "effect", "ref", "if", "for")}
        ns = SimpleNamespace(
            bind=mods["bind"].bind, on=mods["on"].on, show=mods["show"].show,
            text=mods["text"].text, html=mods["html"].html, model=mods["model"].model,
            effect=mods["effect"].effect, ref=mods["ref"].ref,
            mount_if=mods["if"].mount_if, mount_for=mods["for"].mount_for,
            interpolation=mods["text"].interpolation,
        )
        ns.BUILTIN = {
            "bind": ns.bind, "on": ns.on, "show": ns.show, "text": ns.text,
            "html": ns.html, "model": ns.model, "effect": ns.effect,
        }
        _builtins = ns
    return _builtins


def evaluate(ctx: Context, exp: str, el: Node | None = None, kind: str = "expr", event: Any = None) -> Any:
    """Evaluate `exp` in `ctx`'s scope; errors name the expression and the element."""
    try:
        fn = compile_expression(exp, kind)
        return fn(ctx.scope, el, event)
    except ExpressionError as error:
        if getattr(error, "expression", None) is None:
            error.expression = exp
        if not getattr(error, "element", None) and el is not None:
            error.element = describe(el)
        raise


def describe(node: Node | None) -> str:
    """A short description of a node for error messages: its start tag and line."""
    if isinstance(node, Element):
        from .parser import source_position

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
        if open_ in node.data:
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

    exp = check_attr(el, "v-scope")
    if exp is not None:
        data = evaluate(ctx, exp, el) if exp.strip() else {}
        ctx = ctx.scoped(data)
        template = _get(data, "$template")
        if isinstance(template, str) and template:
            _resolve_template(el, template, ctx)

    once = check_attr(el, "v-once") is not None
    if once:
        enter_once()
    try:
        exp = check_attr(el, "ref")
        if exp:
            apply_directive(el, builtin.ref, json.dumps(exp), ctx)

        walk_children(el, ctx)  # a <template>'s content is not walked (as petite-vue)

        deferred: list[tuple[str, str]] = []
        for name, value in list(el.attrs.items()):
            if DIR_RE.match(name) and name != "v-cloak":
                if name == "v-model":
                    deferred.insert(0, (name, value))
                elif name[0] == "@" or V_ON_RE.match(name):
                    deferred.append((name, value))
                else:
                    process_directive(el, name, value, ctx)
        for name, value in deferred:
            process_directive(el, name, value, ctx)
    finally:
        if once:
            leave_once()
    return None


def walk_children(parent: ParentNode, ctx: Context) -> None:
    child = parent.children[0] if parent.children else None
    while child is not None:
        following = walk(child, ctx)
        if following is not None:
            child = following
        else:
            child = child.next_sibling
            # v-if/v-for return their element's old next sibling; None means "go on".


def process_directive(el: Element, raw: str, exp: str, ctx: Context) -> None:
    builtin = builtins()

    modifiers: dict[str, bool] | None = None
    for m in MODIFIER_RE.findall(raw):
        modifiers = modifiers or {}
        modifiers[m] = True
    name = MODIFIER_RE.sub("", raw)
    arg: str | None
    if name[0] == ":":
        directive, arg = builtin.bind, name[1:]
    elif name[0] == "@":
        directive, arg = builtin.on, name[1:]
    else:
        colon = name.find(":")
        dir_name = name[2:colon] if colon > 0 else name[2:]
        arg = name[colon + 1:] if colon > 0 else None
        directive = builtin.BUILTIN.get(dir_name) or ctx.dirs.get(dir_name)
    if directive is None:
        return
    if directive is builtin.bind and arg == "ref":
        directive = builtin.ref
    apply_directive(el, directive, exp, ctx, arg, modifiers, raw)
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


def _interpolate(node: Text, ctx: Context) -> None:
    builtin = builtins()

    data = node.data
    parts: list[str | tuple[str]] = []
    last = 0
    for match in ctx.delimiters_re.finditer(data):
        if match.start() > last:
            parts.append(data[last:match.start()])
        parts.append((match.group(1),))
        last = match.end()
    if last < len(data):
        parts.append(data[last:])
    if not any(isinstance(p, tuple) for p in parts):
        return
    builtin.interpolation(node, parts, ctx)


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
