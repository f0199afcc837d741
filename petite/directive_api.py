"""What a directive module imports: the directive record, the context a directive's
live half receives, and expression evaluation with error reporting.

A built-in directive is one `Directive` in `petite.directives.BUILTINS` (the table, as
petite-vue's `directives/index.ts`): its live half `mount(d)` runs on the server DOM
with a `DirectiveContext` and returns an optional cleanup; its string-rendering half
`render(el, value, arg, modifiers)` (None when the template compiler writes the code
itself) applies the evaluated value to the render function's element state. Both
halves write through the same small element interface (`attrs`, `set_attribute`,
`remove_attribute`, `set_text`, `set_inner_html`, `value`/`checked`/`selected`),
which the live `petite.dom.Element` and the compiler's `ElementState` both have.
"""

from __future__ import annotations

import contextlib
import contextvars
import inspect
import logging
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from .context import BindingEffect, Context  # noqa: F401 - BindingEffect: part of the directive API
from .dom import Element, Listener, Node, describe  # noqa: F401 - Listener, describe: part of the directive API
from .domview import view
from .expr import undefined
from .expr.compiler import compile_expression
from .expr.errors import ExpressionError, ExpressionSyntaxError
from .plan import BlockPlan, ForStep, IfStep

log = logging.getLogger("petite")

__all__ = [
    "Directive", "BlockDirective", "DirectiveTable", "DirectiveContext", "custom_directive", "evaluate",
    "collect_errors", "describe", "check_attr", "BlockPlan", "IfStep", "ForStep", "RenderWriter", "ScopeDirective",
]


@dataclass(frozen=True, slots=True)
class Directive:
    """A built-in directive: `v-<name>` (`:`/`@` for bind/on)."""

    name: str
    #: the live half: called with a DirectiveContext, may return a cleanup
    mount: Callable[[DirectiveContext], Any]
    #: the string-rendering half: (element state, value, arg, modifiers) -> None; None
    #: when it writes nothing into the HTML (listeners, refs)
    render: Callable[[Any, Any, str | None, Mapping[str, bool] | None], None] | None = None
    #: (arg, tag, namespace) -> does the render half replace the element's content?
    sets_content: Callable[[str | None, str, str], bool] | None = None
    #: may a block's plan apply it to every fresh copy (petite.plan)? False when it
    #: must see the copy walked node by node (v-effect, ref)
    planned: bool = True
    #: only a real DOM can run it (v-effect): a template using it renders by mounting
    mount_only: bool = False
    #: a custom directive's own function (`custom_directive`), None for a built-in
    source: Callable[..., Any] | None = None
    #: the live half without a DirectiveContext: `apply(el, exp, ctx, arg, modifiers)`
    #: does what `mount` does (a block's row program calls it for every copy; it must
    #: not change `modifiers`, which the copies share); None: the program calls `mount`
    apply: Callable[[Any, str, Context, str | None, dict[str, bool] | None], Any] | None = None


CUSTOM_KEYWORDS = ("el", "get", "effect", "arg", "modifiers", "exp", "ctx")


def custom_directive(name: str, fn: Callable[..., Any]) -> Directive:
    """An app's custom directive function (`App.directive(name, fn)`) as a Directive: it
    is called with the keywords it accepts among el, get, effect, arg, modifiers, exp
    and ctx (its signature is read once, here) and may return a cleanup."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        params = None
    if params is None or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        wanted = CUSTOM_KEYWORDS
    else:
        wanted = tuple(k for k in CUSTOM_KEYWORDS if k in params)

    def mount(d: DirectiveContext) -> Any:
        available = {
            "el": d.el, "get": d.get, "effect": d.effect, "arg": d.arg,
            "modifiers": d.modifiers or {}, "exp": d.exp, "ctx": d.ctx,
        }
        return fn(**{k: available[k] for k in wanted})

    return Directive(name, mount=mount, planned=False, source=fn)


class RenderWriter(Protocol):
    """What a structural directive's render half writes the render function with (the
    compiler's `petite.compiler.codegen.CodeGenerator`). `c` is the generator's
    context (loop aliases, the block's plan); `node` is the template node an
    expression belongs to (its errors and line-map entry name it)."""

    strict: bool

    def python(self, src: str, c: Any, node: Node, what: str) -> str:
        """The Python expression for the JavaScript `src`."""

    def expr(self, src: str, c: Any, node: Node, what: str) -> str:
        """Emit `local = <src>` (its line mapped to the template); the local's name."""

    def emit(self, line: str) -> int:
        """Emit a line of code; its number."""

    def mark(self, line: int, exp: str, el: Element, what: str) -> None:
        """Map generated `line` to the template expression `exp` of `what` on `el`."""

    def open(self, line: str) -> None:
        """Emit a line that opens an indented block (`if ...:`, `for ...:`)."""

    def enter(self, loop: bool = False) -> None:
        """Indent what follows (a block opened by the line just emitted)."""

    def close(self) -> None:
        """End the innermost indented block."""

    def text(self, html: str) -> None:
        """Static HTML (escaped already)."""

    def local(self, hint: str = "value") -> str:
        """A fresh Python local named after `hint`."""

    def block(self, el: Element, plan: BlockPlan, c: Any) -> None:
        """Render a block (a v-if branch, a v-for item) from its plan."""

    def error(self, message: str, node: Node, attr: str | None = None) -> Exception:
        """A TemplateSyntaxError pointing at `node` (its attribute `attr`) in the source."""

    def children(self, el: Element, c: Any) -> None:
        """Render `el`'s children."""


@dataclass(frozen=True, slots=True)
class BlockDirective:
    """A structural directive (v-if, v-for): `mount(step, nodes, ctx)` runs its step of
    a plan (`petite.plan.IfStep`/`ForStep`) over the block's `nodes`: the element
    becomes a block (or blocks)."""

    name: str
    mount: Callable[[IfStep | ForStep, list[Node], Context], None]
    #: the render half: `render(writer, step, nodes, c)` writes the render function's
    #: code for the step (`RenderWriter`), `nodes` being the template's nodes
    render: Callable[[RenderWriter, Any, list[Any], Any], None] | None = None


@dataclass(frozen=True, slots=True)
class ScopeDirective:
    """v-scope: `mount(el, exp, ctx)` gives the element's scoped context and its
    `$template` (or None), `insert(el, template, ctx)` puts the template in; the walker
    runs the rest of the element in that context. `render(writer, el, exp, c)` opens
    the scope in the render function (-> the inner context, the local to restore, the
    `$template` local or None); `render_content(writer, el, template, c)` renders the
    content when a `$template` may replace it."""

    name: str
    mount: Callable[[Element, str, Context], tuple[Context, str | None]]
    insert: Callable[[Element, str, Context], None]
    render: Callable[[RenderWriter, Element, str, Any], tuple[Any, str, str | None]]
    render_content: Callable[[RenderWriter, Element, str, Any], None]


class DirectiveTable:
    """The built-in directives an app runs (`petite.directives.BUILTINS`): reached by
    the walker through its app, so the engine below the directives imports none."""

    __slots__ = ("directives", "blocks", "scope", "planned", "mount_only", "names")

    def __init__(self, *entries: Directive | BlockDirective | ScopeDirective) -> None:
        self.directives: dict[str, Directive] = {e.name: e for e in entries if type(e) is Directive}
        self.blocks: dict[str, BlockDirective] = {e.name: e for e in entries if type(e) is BlockDirective}
        #: v-scope (the walker and the compiler call its halves)
        self.scope: ScopeDirective = next(e for e in entries if type(e) is ScopeDirective)
        #: the names a block's plan may apply to each copy (`petite.plan.plan_block`)
        self.planned = frozenset(name for name, d in self.directives.items() if d.planned)
        #: the names that make a template render by mounting (`petite.plan.needs_mount`)
        self.mount_only = frozenset(name for name, d in self.directives.items() if d.mount_only)
        #: the names an element's directive attribute may have (others are unknown: kept)
        self.names = frozenset(self.directives)

    def known(self, custom: Mapping[str, Any]) -> frozenset[str]:
        """The directive names an app with the `custom` directives runs."""
        return self.names | frozenset(custom) if custom else self.names


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


def evaluate(ctx: Context, exp: str, el: Node | None = None, kind: str = "expr", event: Any = None,
             sees_el: bool = True) -> Any:
    """Evaluate `exp` in `ctx`'s scope; errors name the expression and the element.
    `sees_el` False: `$el` is undefined in it (petite-vue evaluates `v-scope` so)."""
    try:
        fn = compile_expression(exp, kind)
        # expressions see DOM-standard views of the element and event (petite.domview)
        # (the view of `el` only for an expression that reads `$el`: most never do)
        shown = None if el is None or not fn.uses_el else view(el) if sees_el else undefined
        return fn(ctx.scope, shown, None if event is None else view(event))
    except ExpressionError as error:
        if not isinstance(error, ExpressionSyntaxError):  # (its column counts in the source)
            error.expression = (error.expression or exp).strip()  # (as the render: `CodeGenerator.mark`)
        if not getattr(error, "element", None) and el is not None:
            error.element = describe(el)
        collected = _collected_errors.get()
        if collected is None:
            raise
        collected.append(error)
        log.warning("petite: %s", error)
        return undefined


def run_handler(ctx: Context, exp: str, el: Node | None, event: Any = None) -> Any:
    """Run `exp` as a handler (statements; `$event` is `event`) as its app's work,
    whoever dispatched the event (`App.run`: in the app's scheduler context, with its
    property table current): what the app's templates froze or defined stays so, and a
    function from its data sees the page's globals, for `v-on`'s listeners, `v-model`'s
    and `v-effect`'s statements alike (`DirectiveContext.run`)."""
    app = ctx.app
    if app is None:
        return evaluate(ctx, exp, el, "handler", event)
    return app.run(evaluate, ctx, exp, el, "handler", event)


def check_attr(el: Element, name: str) -> str | None:
    """The attribute's value, removing the attribute (None when absent)."""
    value = el.attrs.get(name)
    if value is not None:
        el.remove_attribute(name)
    return value


class DirectiveContext:
    """What a directive's live half receives (petite-vue's DirectiveContext)."""

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
        """Run `exp` as a handler (statements; `$event` is `event`): `run_handler`."""
        return run_handler(self.ctx, exp, self.el, event)

    def effect(self, fn: Callable[[], Any]) -> Any:
        return self.ctx.effect(fn)
