"""`create_app(data)`: mount templates on the server-side DOM, as petite-vue's app.ts.

    app = create_app({"count": 0})
    app.mount('<button @click="count++">{{ count }}</button>')
    app.html()                      # '<button>0</button>'
    app.state["count"] = 5; flush() # effects re-run at the scheduler's flush
    app.take_patches()              # [["text", 7, "5"]]

The data becomes reactive (`app.state`); each binding is an effect queued to the
scheduler when what it read changes. After the first mount, every write to a mounted
tree is recorded as a patch op (`petite.patches`), handed to `on_patches` listeners at
the end of each flush.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from petite.reactivity import reactive

from . import scheduler
from .expr import promises
from .expr.budget import evaluation, tick
from .expr import property_tables
from .expr.values import to_display_string, undefined
from .block import Block, Removed, unlink
from .directive_api import custom_directive
from .directives import BUILTINS
from .location import PageHistory, PageNavigation
from .page_dialogs import PageDialogs
from .window import page_globals
from .safety import well_formed
from .context import Context, checked_delimiters, delimiters_re
from .cookies import CookieJar
from .dom import Element, Node, ParentNode, attach_recorder, detach_recorder, parse_fragment, root_of
from .dom.core import mark_page
from .dom.serialize import inner_html
from .plan import plan_roots, scope_roots
from .patches import PatchLog, encode_inserted, encode_tree, plain_ops, release
from .expr.functions import bind_scope_methods
from .expr.scope import Scope
from .expr.viewport import ASSUMED, Viewport


MAX_RECORDED = 1000  # entries a page's navigations, opened windows and clipboard texts keep each


class App:
    """A petite app: root data, custom directives and the trees it is mounted on."""

    def __init__(self, data: Any = None) -> None:
        self.ctx = Context(self, None)
        #: the built-in directives the walker runs (petite.directives' table)
        self.builtins = BUILTINS
        raw = data if data is not None else {}
        self.state = reactive(raw)
        helpers = {
            "$s": to_display_string,
            "$nextTick": _next_tick,
            "$refs": self.ctx.refs,
        }
        self.ctx.scope = Scope(self.state, Scope(helpers, sealed=True))
        # `document`, `window`, `alert`/`confirm`/`prompt`: the page the app is mounted
        # in, read after the scopes, before the built-ins (petite.window)
        self.dialogs = PageDialogs(self)
        self.document_title = ""  # (`document.title` when no `<title>` is in the app's trees)
        # the page's own `<title>` comes before the app's trees (a live page's head): it is
        # the document's title element, whatever `<title>` the trees hold (petite.domview)
        self.title_outside = False
        self.document_expandos: dict | None = None  # (`document.foo = 1`: petite.domview)
        #: the page's address (`location`: petite.location); None: about:blank
        self.url: str | None = None
        #: the page's cookies (`document.cookie`: petite.cookies)
        self.cookies = CookieJar()
        #: where the page's script sent a page no browser shows (`location.href = ...`)
        self.navigations: list[str] = []
        #: the windows the page's script opened (`window.open(url)`), on a page no browser shows
        self.opened: list[str] = []
        #: what the page's script wrote to the clipboard (`navigator.clipboard.writeText`), with no browser
        self.clipboard: list[str] = []
        #: the page's session history (`history`: petite.location)
        self.page_history = PageHistory()
        #: where the page is shown (`innerWidth`, `matchMedia` ...: petite.expr.viewport);
        #: a live page's browser reports its own
        self.viewport: Viewport = ASSUMED
        #: the `matchMedia` lists with `change` listeners (fired when the viewport changes)
        self.media_lists: list[Any] = []
        page = page_globals(self)
        self.ctx.scope.globals.update(page)
        self.ctx.scope.named = page["window"].named  # (the page's elements by id, after the globals)
        if type(raw) is dict or isinstance(raw, dict):  # petite-vue binds the root data's functions too
            bind_scope_methods(raw, self.ctx.scope)
        delimiters = checked_delimiters(raw.get("$delimiters")) if isinstance(raw, Mapping) else None
        if delimiters:
            open_, close = delimiters
            self.ctx.delimiters = (open_, close)
            self.ctx.delimiters_re = delimiters_re(open_, close)
        self.roots: list[ParentNode] = []
        self._containers: list[ParentNode] = []  # the trees mount made from template strings
        self.blocks: list[Block] = []
        #: what removed blocks leave to free once a flush's batch is handed over
        self.removed = Removed()
        self.log = PatchLog()
        self._patch_listeners: list[Callable[[list[list]], Any]] = []
        self._off_flush: Callable[[], None] | None = None
        #: the scheduler of the context that created the app (a live session's own)
        self.scheduler = scheduler.current()
        #: the property attributes its templates gave objects (Object.freeze,
        #: defineProperty ...: petite.expr.property_tables), kept beside them for the
        #: app's life, never inside the application's dicts
        self.properties = property_tables.Table()
        self.properties.page = self.ctx.scope.global_value  # (for functions made outside the app)
        self._owns_context = False  # (its table is current in its session's context)
        self._outer_properties: Any = None  # (the table current there before)

    # Directives -------------------------------------------------------------
    def directive(self, name: str, fn: Callable[..., Any] | None = None) -> Any:
        """Register a custom directive `v-<name>` (returns the app), or get one.

        The function is called with the keywords it accepts among `el`, `get`,
        `effect`, `arg`, `modifiers`, `exp` and `ctx`, and may return a cleanup.
        """
        if fn is None:
            directive = self.ctx.dirs.get(name)
            return directive.source if directive is not None else None
        self.ctx.dirs[name] = custom_directive(name, fn)
        return self

    # Mounting ---------------------------------------------------------------
    def mount(self, target: str | ParentNode | None = None) -> App:
        """Mount on a tree or a template string (see `_mount`), in the app's scheduler
        context, as one evaluation: the whole mount (every binding, block and component)
        has one work budget, as a server-side render does."""
        return self.scheduler.run(self._mount_metered, target)

    def _mount_metered(self, target: str | ParentNode | None) -> App:
        if self.scheduler.context is not None:  # a live session's own context
            self._own_properties()
            with evaluation():
                return self._mount(target)
        with property_tables.own_properties(self.properties), evaluation():
            return self._mount(target)

    def _own_properties(self) -> None:
        """Make the app's property table current in its scheduler's own context (a live
        session's: every event, flush and timer of the session runs there and sees it)
        until `unmount`. An app on a thread's shared scheduler (`petite.testing`, a
        render that mounts) has it current only while it acts (`run`)."""
        if self._owns_context:
            return
        self._outer_properties = property_tables.tables_get()
        property_tables.CURRENT.set(self.properties)
        self._owns_context = True

    def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Call `fn(*args)` as the app's own work: in its scheduler's context, with its
        property table current (`petite.testing` acts on an app through this)."""
        return self.scheduler.run(self._run, fn, args)

    def _run(self, fn: Callable[..., Any], args: tuple) -> Any:
        if property_tables.tables_get() is self.properties:
            return fn(*args)
        with property_tables.own_properties(self.properties):
            return fn(*args)

    def _mount(self, target: str | ParentNode | None) -> App:
        """Mount on a tree (an Element or Fragment) or on a template string, which is
        parsed into a container `<div>` (as `container.innerHTML = template`).

        Roots are chosen as petite-vue does: the target if it has `v-scope`, else its
        outermost `v-scope` elements, else the target itself. Runs the first flush, so
        `html()` gives the final HTML; from then on, writes are recorded as patches.
        """
        if target is None:
            target = ""
        source = None
        if isinstance(target, str):
            source = target
            container = Element("div")
            container.append_child(parse_fragment(target))
            target = container
            self._containers.append(container)
        mark_page(root_of(target), PageNavigation(self))
        roots = _select_roots(target)
        ctx = self.ctx
        ctx.app = self
        # the whole template is analysed (cached by its text) before anything runs
        plans = plan_roots(roots, source, ctx.delimiters, ctx.delimiters_re, self.builtins.planned,
                           self.builtins.known(ctx.dirs))
        self.roots.append(target)
        blocks: list[Block] = []
        before = (len(ctx.blocks or ()), len(ctx.effects), len(ctx.cleanups or ()))
        try:
            for root, plan in zip(roots, plans):
                blocks.append(Block(plan, ctx, root=root))
        except BaseException:
            # A broken template leaves nothing of this mount running (nor queued).
            for block in (ctx.blocks or [])[before[0]:]:
                block.teardown()
            for effect in ctx.effects[before[1]:]:
                effect.stop()
            del ctx.effects[before[1]:]
            if ctx.blocks:
                del ctx.blocks[before[0]:]
            if ctx.cleanups:
                del ctx.cleanups[before[2]:]
            self.roots.remove(target)
            raise
        self.blocks.extend(blocks)
        self.scheduler.flush()
        attach_recorder(root_of(target), self.log)
        if self._off_flush is None:
            self._off_flush = self.scheduler.on_flush(self._flushed, weak=True)
        self.removed.release()
        return self

    def unmount(self, *, run_cleanups: bool = True) -> None:
        """Tear down every effect and cleanup of the mounted trees. With
        `run_cleanups=False` the effects stop and the cleanups (`@vue:unmounted` hooks,
        directive cleanups) are dropped unrun: a page that is only rendered is never
        unmounted in petite-vue."""
        for block in self.blocks:
            block.teardown(run_cleanups=run_cleanups)
        self.blocks = []
        self.removed.release()
        for root in self.roots:
            detach_recorder(root_of(root))
        unlink(self._containers)  # (trees only this app made: freed without the cycle collector)
        self._containers = []
        self.ctx.app = None  # (nor a cycle through its root context; a new mount links it again)
        self._disown_properties()
        if self._off_flush is not None:
            self._off_flush()
            self._off_flush = None

    def _disown_properties(self) -> None:
        """The app's property table is no longer current in its session's context (the
        one current before is again: a render that mounted inside a session's event)."""
        if self._owns_context and property_tables.tables_get() is self.properties:
            property_tables.CURRENT.set(self._outer_properties)
        self._owns_context = False
        self._outer_properties = None

    # Output -------------------------------------------------------------------
    @property
    def root(self) -> ParentNode:
        """The tree of the last mount."""
        return self.roots[-1]

    def html(self) -> str:
        """The mounted tree's HTML (the container's inner HTML for a template string)."""
        root = self.root
        if isinstance(root, Element):
            return well_formed(inner_html(root.content if root.content is not None else root, page=True))
        return well_formed(inner_html(root, page=True))

    def tree(self, flat: bool = False) -> list:
        """The mounted tree with node ids (`petite.patches` encoding), for a client;
        `flat`: small subtrees as their `FlatTree` (`petite.patches.encode_inserted`)."""
        return encode_inserted(self.root) if flat else encode_tree(self.root)

    @property
    def in_browser(self) -> bool:
        """Does a browser show this app (a live page, mounted), running what only it can
        do: its page's `alert`, scrolling, title (`page_call`)?"""
        return self.log.in_browser and bool(self.roots)

    @staticmethod
    def record(kept: list[str], value: str) -> None:
        """Add `value` to one of a page's records with no browser (`navigations`, `opened`,
        `clipboard`): each keeps its last MAX_RECORDED entries, the oldest go first."""
        kept.append(value)
        del kept[:-MAX_RECORDED]

    def page_call(self, name: str, *args: Any) -> None:
        """Have the browser of this live page run `name(*args)` on the page itself (the
        client's `call` op on the root): arguments JSON, checked by the caller. Its text
        is charged as what travels: a step per 8 characters (a loop of 4,000-character
        cookie writes or copies sent 30 MB for one event's budget; now about 8 MB)."""
        tick(sum(len(arg) for arg in args if type(arg) is str) >> 3)
        self.log.record(["call", self.root.nid, name, *args])

    def take_patches(self) -> list[list]:
        """The patch ops recorded since the last call (inserted trees as plain lists)."""
        return plain_ops(self.log.take())

    def on_patches(self, listener: Callable[[list[list]], Any]) -> Callable[[], None]:
        """Call `listener(ops)` after each flush that wrote to this app's trees (an
        inserted element's tree is its `petite.patches.FlatTree`: `plain` makes it lists)."""
        self._patch_listeners.append(listener)

        def off() -> None:
            if listener in self._patch_listeners:
                self._patch_listeners.remove(listener)

        return off

    def _flushed(self) -> None:
        if self._patch_listeners and self.log.ops:
            batch = [self.log.take()]
            for listener in list(self._patch_listeners):
                listener(batch[0])
            release(batch)  # (a big batch is freed in pieces)
        if self.removed and not self.removed.held:  # (the removed rows, once their batch is on its way)
            self.removed.release()


def create_app(data: Any = None) -> App:
    """A new app over `data` (made reactive; a dict, a reactive store, an object)."""
    return App(data)


def _next_tick(fn: Any = undefined) -> Any:
    """`$nextTick(fn)`: a promise of `fn()` run after the next flush, as petite-vue's."""
    return promises.after(scheduler.next_tick, fn)


def _select_roots(target: ParentNode) -> list[ParentNode]:
    """The target if it has `v-scope`, else its outermost `v-scope` elements, else the
    target itself (`petite.plan.scope_roots`, which the compiler uses too)."""
    if isinstance(target, Element) and "v-scope" in target.attrs:
        return [target]
    if _inside_scope(target):  # petite-vue's `[v-scope] [v-scope]` test looks above the target too
        return [target]
    return scope_roots(target) or [target]  # type: ignore[return-value]


def _inside_scope(node: Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, Element) and "v-scope" in parent.attrs:
            return True
        parent = parent.parent
    return False
