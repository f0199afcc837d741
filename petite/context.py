"""Contexts, as petite-vue's context.ts: a scope, the directives, and what to tear down.

A `Context` holds the expression scope of a part of the tree, the app's custom
directives, the effects and cleanups created for it and the child blocks (v-if
branches, v-for items, each a context of its own: `petite.block.Block`) mounted under
it. `ctx.effect(fn)` runs `fn` now, records what
it reads and, when that changes, queues it for the scheduler's next flush.
"""

from __future__ import annotations

import contextvars

from collections.abc import Callable, Iterator, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from petite.reactivity import ReactiveProxy, mark_raw, reactive
from petite.reactivity.core import CLEAN, Effect
from petite.reactivity.proxies import private_reactive

from . import scheduler
from .domview import view
from .errors import TemplateSyntaxError
from .plan import Delimiters
from .expr.descriptors import copy_attributes
from .expr.functions import JSFunction, bind_scope_methods
from .expr.scope import RowScope, Scope, scope_data
from .expr.values import Accessor, js_typeof, truthy, undefined

if TYPE_CHECKING:
    from .directive_api import Directive
    from .app import App
    from .block import Block

DEFAULT_DELIMITERS = ("{{", "}}")


def delimiters_re(open_: str, close: str) -> Delimiters:
    return Delimiters(open_, close)


def checked_delimiters(value: Any, what: str = "the data's $delimiters") -> tuple[str, str] | None:
    """The (open, close) pair that `value` gives as delimiters (the root data's
    `$delimiters` or the `delimiters` option); None when it gives none (null, undefined,
    false, '' or 0, as petite-vue's `if (delimiters)`).

    Anything but two non-empty strings is a TemplateSyntaxError: petite-vue throws on
    it too (a missing or non-string delimiter cannot be escaped into its regex)."""
    if not isinstance(value, (list, tuple)):
        if value is None or value is undefined or not truthy(value):
            return None
        problem = f"got a value of type {js_typeof(value)}"
    elif len(value) != 2:
        problem = f"got {len(value)} item(s)"
    elif not all(type(part) is str and part for part in value):
        problem = "got a delimiter that is not a non-empty string"
    else:
        return value[0], value[1]
    raise TemplateSyntaxError(f"{what} must be a list of two non-empty strings [open, close]: {problem}")


DEFAULT_DELIMITERS_RE = delimiters_re(*DEFAULT_DELIMITERS)

# How deep the walk running in this context (thread, task, session) is inside `v-once`
# subtrees: their effects run once, at the next flush.
_once_depth: contextvars.ContextVar[int] = contextvars.ContextVar("petite_once_depth", default=0)


def in_once() -> bool:
    return _once_depth.get() > 0


def enter_once() -> None:
    _once_depth.set(_once_depth.get() + 1)


def leave_once() -> None:
    _once_depth.set(_once_depth.get() - 1)


# The own refs of a scope that has none (shared, read-only).
NO_REFS: Mapping[str, Any] = MappingProxyType({})


class Refs(Mapping):
    """`$refs`: elements by name, falling back to the enclosing scope's refs."""

    __reactive_skip__ = True
    __slots__ = ("own", "parent")

    def __init__(self, parent: Refs | None = None) -> None:
        self.own: dict[str, Any] = NO_REFS  # (a dict once a ref registers: most scopes have none)
        self.parent = parent

    def __getitem__(self, name: str) -> Any:
        refs: Refs | None = self
        while refs is not None:
            if name in refs.own:
                return view(refs.own[name])  # expressions see DOM-standard views
            refs = refs.parent
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        # own names only: petite-vue's $refs inherits its parent's through the prototype
        # (readable, not enumerable: JSON.stringify($refs) shows this scope's refs)
        return iter(list(self.own))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __setitem__(self, name: str, value: Any) -> None:
        if self.own is NO_REFS:
            self.own = {}
        self.own[name] = value

    def __delitem__(self, name: str) -> None:
        if self.own is not NO_REFS:
            self.own.pop(name, None)

    def __repr__(self) -> str:
        return f"<$refs {list(self)}>"


class Settings:
    """What the contexts of an app share: the app, and what a template is analysed with
    (the app's custom directives and its delimiters). One object for them all, not four
    fields in every row's context; a context that changes one of them gets a copy."""

    __slots__ = ("app", "dirs", "delimiters", "delimiters_re")

    def __init__(self, app: App | None, dirs: dict[str, Directive], delimiters: tuple[str, str],
                 delimiters_re: Delimiters) -> None:
        self.app = app
        self.dirs = dirs
        self.delimiters = delimiters
        self.delimiters_re = delimiters_re


class Context:
    """The state shared by the directives of one part of the tree."""

    __slots__ = ("scope", "settings", "blocks", "effects", "cleanups", "refs")

    def __init__(self, app: App | None, scope: Any, parent: Context | None = None) -> None:
        self.scope = scope
        if parent is not None:
            settings = parent.settings
            self.settings: Settings = settings if settings.app is app else Settings(
                app, settings.dirs, settings.delimiters, settings.delimiters_re)
            self.refs: Refs = parent.refs
        else:
            self.settings = Settings(app, {}, DEFAULT_DELIMITERS, DEFAULT_DELIMITERS_RE)
            self.refs = Refs()
        # child blocks and cleanups: None until the first one (most rows have neither)
        self.blocks: list[Block] | None = None
        self.effects: list[Any] = []
        self.cleanups: list[Callable[[], Any]] | None = None

    @property
    def app(self) -> App | None:
        """The app it belongs to (None once the app is unmounted, for its root context)."""
        return self.settings.app

    @app.setter
    def app(self, value: App | None) -> None:
        settings = self.settings  # (the contexts made from this one from now on see it)
        if settings.app is not value:
            self.settings = Settings(value, settings.dirs, settings.delimiters, settings.delimiters_re)

    @property
    def dirs(self) -> dict[str, Directive]:
        """The app's custom directives."""
        return self.settings.dirs

    @property
    def delimiters(self) -> tuple[str, str]:
        return self.settings.delimiters

    @delimiters.setter
    def delimiters(self, value: tuple[str, str]) -> None:
        settings = self.settings  # (the contexts made from this one from now on see it)
        self.settings = Settings(settings.app, settings.dirs, value, settings.delimiters_re)

    @property
    def delimiters_re(self) -> Delimiters:
        return self.settings.delimiters_re

    @delimiters_re.setter
    def delimiters_re(self, value: Delimiters) -> None:
        settings = self.settings
        self.settings = Settings(settings.app, settings.dirs, settings.delimiters, value)

    def add_block(self, block: Block) -> None:
        if self.blocks is None:
            self.blocks = []
        self.blocks.append(block)

    def add_cleanup(self, cleanup: Callable[[], Any]) -> None:
        if self.cleanups is None:
            self.cleanups = []
        self.cleanups.append(cleanup)

    def effect(self, fn: Callable[[], Any]) -> Any:
        """Run `fn` now and again (at the next flush) whenever what it read changes.
        `fn` may be a `BindingEffect` made for it (a binding that is its own effect)."""
        if in_once():  # runs once, at the next flush, unless its block is gone by then
            if isinstance(fn, BindingEffect):
                fn.stop()  # (never subscribed: it runs once, untracked)
                fn = fn.fn
            self.effects.append(scheduler.current().queue_once(fn))
            return fn
        runner = fn if isinstance(fn, BindingEffect) else FnBindingEffect(fn)
        self.effects.append(runner)
        runner.run()
        return runner

    def scoped(self, data: Any) -> Context:
        """A context sharing this one's effects, cleanups and child blocks, with a child
        scope over `data` (petite-vue's createScopedContext for `v-scope`; a v-for row's
        block is a context of its own over `child_scope(data, names)`: a `RowScope`)."""
        child = Context.__new__(Context)
        child.scope, child.refs = self.child_scope(data)
        child.settings = self.settings
        # shared lists: made now, so that what the child adds reaches this context
        if self.blocks is None:
            self.blocks = []
        if self.cleanups is None:
            self.cleanups = []
        child.blocks = self.blocks
        child.effects = self.effects
        child.cleanups = self.cleanups
        return child

    def child_scope(self, data: Any, names: dict[str, int] | None = None) -> tuple[Scope, Refs]:
        """A child scope over `data` and its `$refs`; with `names` (a v-for item's names
        and their places: `RowScope.names_of(data)`, one dict for a loop's rows), the
        item's `RowScope` (its names never change, its functions are not bound to it)."""
        refs = Refs(self.refs)
        parent_scope = self.scope
        if isinstance(data, ReactiveProxy):
            # A reactive object (`v-scope="item.form"`, an object from reactive data) gives
            # its target's properties, as getOwnPropertyDescriptors(proxy) does: its
            # getters and setters stay accessors of the scope, not the values they read.
            data = data._p_raw
        if type(data) is not dict:
            data = scope_data(data)
            if not isinstance(data, Mapping):
                # A Python object (a component returning an instance): its public
                # attributes are the scope, through a reactive proxy of it.
                parent_scope = Scope({"$refs": refs}, parent_scope, sealed=True)
                return Scope(reactive(data), parent_scope), refs
        # A copy (as petite-vue's merged scope), as a plain dict (not a JSObject, whose
        # item reads run getters with the raw object as `this`).
        raw = dict(dict.items(data)) if isinstance(data, dict) else dict(data)
        copy_attributes(data, raw)  # (its getters, hidden properties: kept beside it)
        for key, value in raw.items():
            if isinstance(value, ReactiveProxy):  # stored raw, as a reactive write would
                value = raw[key] = value._p_raw
            if type(value) is Accessor or type(value) is JSFunction:
                mark_raw(value)  # expression functions and accessors are values
        raw["$refs"] = refs
        if names is not None:  # (a v-for item's names never change)
            if len(names) != len(raw):
                raise ValueError(f"a row scope's names {list(names)} are not its data's {list(raw)}")
            return RowScope(names, tuple(map(raw.__getitem__, names)), parent_scope), refs
        # (raw is this scope's own copy)
        scope = Scope(private_reactive(raw), parent_scope)
        bind_scope_methods(raw, scope)  # (a v-scope's functions are bound to it)
        return scope, refs

    def connected(self, node: Any) -> bool:
        """Is `node` still in one of the app's mounted trees (not in a removed block)?"""
        if self.app is None:
            return True
        top = node
        while top.parent is not None:
            top = top.parent
        for root in self.app.roots:
            while root.parent is not None:
                root = root.parent
            if root is top:
                return True
        return False


class BindingEffect(Effect):
    """A binding's effect: a change queues it (in the order of changes) for the scheduler's
    next flush, where it re-runs if what it read really changed. A binding subclasses
    it and defines `fn` as a method (one object per binding instead of two); any other
    function runs as a `FnBindingEffect`."""

    __slots__ = ("queue",)

    def __init__(self, fn: Callable[[], Any] | None = None) -> None:
        self.queue = scheduler.current()  # its app's scheduler, even when another app triggers it
        super().__init__(fn)

    def trigger(self) -> None:
        if not self.queue.queue_job(self.job, self) and self.queue.ran(self):  # (its key: the effect itself)
            # petite-vue's scheduler drops a job that ran in this pass already: the change
            # shows with the next one. Left dirty, no later change would queue it again.
            self.state = CLEAN

    # A stopped effect's queued job still runs once (below); a block directive's does
    # not: its block is gone, and the branch or rows it would show there would run
    # nowhere (`BlockEffect`). Changing a removed subtree would also leave a live page's
    # node map (`petite.live_nodes`, which forgets a removed subtree as it is after the
    # batch) holding nodes no page has.
    runs_stopped = True

    def job(self) -> None:
        if self.active:
            self.run_if_dirty()
        elif self.runs_stopped:
            # Stopped after its job was queued (an earlier job of the pass removed its
            # block): petite-vue's runner of a stopped effect still calls its function
            # once, tracking nothing (@vue/reactivity's `run`), so a `v-effect`'s writes
            # to state still happen; its DOM is detached (nothing recorded) and an error
            # it raises is dropped (`Scheduler._run_pass`).
            self.run()


class FnBindingEffect(BindingEffect):
    """The `BindingEffect` of a function (`Context.effect(fn)`)."""

    __slots__ = ("fn",)


class BlockEffect(FnBindingEffect):
    """The effect of a block directive (`v-if`, `v-for`): stopped, its queued job does
    not run (`BindingEffect.runs_stopped`)."""

    __slots__ = ()
    runs_stopped = False
