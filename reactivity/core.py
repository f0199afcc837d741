"""The dependency graph: dependencies, effects, tracking, triggering and batching.

A `Dep` is something that can change (a ref, a computed, one key of a reactive
object). A subscriber (an effect or a computed) records the deps it read while
running. When a dep changes, its subscribers are marked: direct subscribers become
DIRTY, everything downstream of a computed becomes CHECK ("maybe dirty"). Effects run
at the end of the outermost batch; a CHECK effect first asks its computeds to refresh
and runs only if one of them really changed (push-pull, as in Vue 3.4+).
"""

from __future__ import annotations

from typing import Any, Callable

from .context import current as _current
from .context import get as _get
from .scope import record_effect

CLEAN, CHECK, DIRTY = 0, 1, 2
#: A computed whose getter raised: recomputed when read, notified like a clean one.
ERRORED = -1
#: `Effect.active` while the effect runs (a running effect is active: truthy); a change
#: it makes to what it read meanwhile does not notify it (one slot for both flags).
RUNNING = 2

# The running subscriber, the batch depth and the effects waiting for the batch's end
# are the running context's (`context.ReactiveContext`), not this module's.
_live_effects = 0  # a leak-test counter (`live_effect_count`), not engine state


#: A dep's subscribers: `()` when it has none, the subscriber itself when it has one
#: (most keys of a page: no tuple for them), a tuple while they are few (a tuple of
#: three costs 64 bytes, a dict 224) and a dict past this many (constant-time
#: membership and removal for keys read by many effects). `subscribers(dep)` gives
#: them as a tuple whatever the form.
SMALL_SUBS = 8


def subscribers(dep: Any) -> tuple:
    """`dep`'s subscribers in subscription order, as a tuple (see `SMALL_SUBS`)."""
    subs = dep.subs
    kind = subs.__class__
    if kind is tuple:
        return subs
    return tuple(subs) if kind is dict else (subs,)


class Dep:
    """Something that can change; `subs` holds its subscribers in subscription order
    (none, one, a tuple or a dict: see `SMALL_SUBS` and `link`). `mark` is the
    subscriber running now that already read it in this run (None otherwise)."""

    __slots__ = ("subs", "mark")
    is_computed = False
    #: Whether it holds an `owner` to let go of (`let_go`) when its last subscriber
    #: leaves (a reactive object's key: `proxies.KeyDep`).
    releases = False

    def __init__(self) -> None:
        self.subs: tuple | dict[Any, None] = ()
        self.mark: Any = None


# Re-runs keep the dependencies that did not change (as Vue 3.4+ does with its tracking
# ids): a run does not drop its subscriptions first. The running subscriber's `deps`
# list is walked in step with what it reads (`ReactiveContext.cursor`): a dep read at
# the place it was read last time keeps its subscription (no work), a new one is put
# there (its old occupant goes to the end of the list), and what the run did not read
# again, left past the cursor when it ends, is unsubscribed (`settle`). A dep's `mark`
# tells a second read in the same run.


def link(dep: Any, sub: Any, state: Any) -> None:
    """`sub`, running in `state`, reads `dep` for the first time in this run (`dep.mark`
    is not `sub`): keep its subscription, or subscribe it, at the cursor."""
    dep.mark = sub
    deps = sub.deps
    i = state.cursor
    if i < len(deps) and deps[i] is dep:  # read where it was read last time
        state.cursor = i + 1
        return
    if deps.__class__ is tuple:  # (an effect's, between runs: `Effect.run`)
        deps = sub.deps = list(deps)
    subs = dep.subs
    kind = subs.__class__
    if kind is tuple:
        if not subs:
            dep.subs = sub  # (its only subscriber: no tuple)
        elif sub not in subs:
            if len(subs) < SMALL_SUBS:
                dep.subs = subs + (sub,)
            else:
                subs = dep.subs = dict.fromkeys(subs)
                subs[sub] = None
    elif kind is dict:
        if sub not in subs:
            subs[sub] = None
    elif subs is not sub:  # its second subscriber
        dep.subs = (subs, sub)
    # (one subscribed already was read at another place last time, or, rarely, earlier
    # in this run with its mark cleared by a nested run: then listed twice, which
    # `settle` allows; never a scan of the list)
    if i < len(deps):
        deps.append(deps[i])
        deps[i] = dep
    else:
        deps.append(dep)
    state.cursor = i + 1


def settle(sub: Any, read: int) -> None:
    """A run of `sub` ended having read `read` deps (`sub.deps[:read]`): clear their
    marks and unsubscribe the deps it no longer read."""
    deps = sub.deps
    if len(deps) > read:
        stale = deps[read:]
        if deps.__class__ is tuple:
            deps = sub.deps = list(deps)
        del deps[read:]
        kept = {id(dep) for dep in deps}
        for dep in stale:
            if id(dep) not in kept:
                unsubscribe(dep, sub)
    for dep in deps:
        dep.mark = None


def unsubscribe(dep: Any, sub: Any) -> None:
    """Remove `sub` from `dep`'s subscribers (no-op when it is not one); `sub.deps` is
    the caller's to update. A dep left without subscribers lets go of what it kept
    alive for them (no cycle outlives the subscriptions: reference counting frees it)."""
    subs = dep.subs
    kind = subs.__class__
    if kind is tuple:
        if sub in subs:
            i = subs.index(sub)
            rest = subs[:i] + subs[i + 1:]
            dep.subs = rest[0] if len(rest) == 1 else rest  # (one left: itself)
            if not rest and dep.releases:
                dep.let_go()
    elif kind is dict:
        subs.pop(sub, None)
        if not subs and dep.releases:
            dep.let_go()
    elif subs is sub:
        dep.subs = ()
        if dep.releases:
            dep.let_go()


def active_sub() -> Any:
    """The effect or computed collecting dependencies in this context (None: not tracking)."""
    return (_get() or _current()).active_sub


def track(dep: Dep) -> None:
    """Subscribe the running effect or computed to `dep` (no-op when not tracking)."""
    state = _get() or _current()
    sub = state.active_sub
    if sub is not None and dep.mark is not sub:
        link(dep, sub, state)


def trigger(dep: Dep) -> None:
    """`dep` changed: mark its subscribers and run effects unless inside a batch."""
    if not dep.subs:
        return
    state = _get() or _current()
    state.batch_depth += 1
    mark_dirty(dep.subs)
    state.batch_depth -= 1
    if not state.batch_depth and state.pending:
        run_pending()


def mark_dirty(subs: Any) -> None:
    """A source changed: its subscribers (a dep's `subs`) are DIRTY, theirs (through
    computeds) CHECK."""
    downstream = None
    pending = (_get() or _current()).pending
    if subs.__class__ is not tuple and subs.__class__ is not dict:
        subs = (subs,)  # (a lone subscriber)
    for sub in subs:
        state = sub.state
        if state == DIRTY:
            continue
        if sub.is_computed:
            sub.state = DIRTY
            if state != CHECK and sub.subs:
                if downstream is None:
                    downstream = [sub.subs]
                else:
                    downstream.append(sub.subs)
        elif sub.active is not RUNNING:
            sub.state = DIRTY
            if state == CLEAN:
                pending.append(sub)
    if downstream is not None:
        mark_check(downstream, pending)


def mark_check(stack: list[Any], pending: list) -> None:
    """Mark everything downstream of the changed computeds whose subscribers (their
    `subs`) are in `stack` as CHECK (iteratively: graphs can be deep)."""
    while stack:
        subs = stack.pop()
        if subs.__class__ is not tuple and subs.__class__ is not dict:
            subs = (subs,)  # (a lone subscriber)
        for sub in subs:
            if sub.state <= CLEAN:
                if sub.is_computed:
                    sub.state = CHECK
                    if sub.subs:
                        stack.append(sub.subs)
                elif sub.active is not RUNNING:
                    sub.state = CHECK
                    pending.append(sub)


def refresh_deps(sub: Any) -> None:
    """Resolve a CHECK subscriber: refresh its computeds in the order they were read
    until one of them really changed (the subscriber then becomes DIRTY)."""
    for dep in sub.deps:
        if dep.is_computed:
            if dep.state:
                dep.refresh()
            if sub.state == DIRTY:
                return
    sub.state = CLEAN


def run_pending() -> None:
    """Run the effects notified during the batch that just ended."""
    state = _get() or _current()
    error: BaseException | None = None
    while state.pending:
        todo, state.pending = state.pending, []
        for effect in todo:
            if effect.state and effect.active:
                try:
                    effect.trigger()
                except BaseException as exc:  # keep running the others, raise the first
                    if error is None:
                        error = exc
    if error is not None:
        raise error


def start_batch() -> None:
    (_get() or _current()).batch_depth += 1


def end_batch() -> None:
    state = _get() or _current()
    state.batch_depth -= 1
    if not state.batch_depth and state.pending:
        run_pending()


class batch:
    """Context manager grouping changes: effects run once, at the end of the outermost
    batch (also when the block raises)."""

    __slots__ = ()

    def __enter__(self) -> None:
        (_get() or _current()).batch_depth += 1

    def __exit__(self, *exc_info: Any) -> None:
        end_batch()


class untracked:
    """Context manager: read reactive state without subscribing the running effect."""

    __slots__ = ("_prev",)

    def __enter__(self) -> None:
        state = _get() or _current()
        self._prev, state.active_sub = state.active_sub, None

    def __exit__(self, *exc_info: Any) -> None:
        (_get() or _current()).active_sub = self._prev


def pause_tracking() -> None:
    state = _get() or _current()
    state.paused.append(state.active_sub)
    state.active_sub = None


def reset_tracking() -> None:
    state = _get() or _current()
    state.active_sub = state.paused.pop() if state.paused else None


def _describe(fn: Any) -> str:
    return getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or repr(fn)


class Effect:
    """Runs `fn`, records what it reads and re-runs it when any of that changes: the
    part every effect shares, lean (an engine's bindings subclass it: one effect per
    binding of every mounted copy). A subclass defines `fn`: a method, or a slot of its
    own set from the `fn` argument (a binding that is a method needs no slot for it)."""

    __slots__ = ("deps", "state", "active", "scope")
    is_computed = False
    scheduler: Callable[[], Any] | None = None
    name: str | None = None
    on_stop: Callable[[], Any] | None = None

    def __init__(self, fn: Callable[[], Any] | None = None) -> None:
        global _live_effects
        if fn is not None:
            self.fn = fn
        # what it read, in order: a tuple between runs (smaller), a list while a run
        # changes it (`link`, `settle`)
        self.deps: tuple[Dep, ...] | list[Dep] = ()
        self.state = DIRTY
        self.active = True  # (RUNNING while it runs, False once stopped)
        _live_effects += 1
        self.scope = record_effect(self)

    def __repr__(self) -> str:
        return f"<effect {self.name or _describe(self.fn)}>"

    @property
    def running(self) -> bool:
        """Whether it is running now."""
        return self.active is RUNNING

    def run(self) -> Any:
        """Run now, re-collecting dependencies (stale ones are dropped)."""
        if not self.active:
            return self.fn()
        context = _get() or _current()
        prev, cursor = context.active_sub, context.cursor
        context.active_sub = self
        context.cursor = 0
        self.active = RUNNING
        self.state = CLEAN
        try:
            return self.fn()
        except BaseException as exc:
            exc.add_note(f"raised in {self!r}")
            raise
        finally:
            read = context.cursor
            context.active_sub, context.cursor = prev, cursor
            stopped = not self.active
            if not stopped:
                self.active = True
            settle(self, read)
            deps = self.deps
            if stopped:  # stopped while running: drop what it read meanwhile
                for dep in deps:
                    unsubscribe(dep, self)
                self.deps = ()
            elif deps.__class__ is list:  # kept as a tuple until a run reads another dep
                self.deps = tuple(deps)

    __call__ = run

    @property
    def dirty(self) -> bool:
        """True when a dependency really changed since the last run."""
        if self.state == CHECK:
            try:
                refresh_deps(self)
            except BaseException as exc:
                self.state = CLEAN  # a later change notifies it again
                exc.add_note(f"raised while checking the dependencies of {self!r}")
                raise
        return self.state == DIRTY

    def run_if_dirty(self) -> Any:
        if self.dirty:
            return self.run()
        return None

    def trigger(self) -> None:
        """Called when dependencies changed: schedule, or re-run if really dirty."""
        if self.scheduler is not None:
            self.scheduler()
            return
        if self.state == CHECK:
            try:  # refresh_deps(self), inlined
                for dep in self.deps:
                    if dep.is_computed:
                        if dep.state:
                            dep.refresh()
                        if self.state == DIRTY:
                            break
                else:
                    self.state = CLEAN
                    return
            except BaseException as exc:
                self.state = CLEAN  # a later change notifies it again
                exc.add_note(f"raised while checking the dependencies of {self!r}")
                raise
        if self.state == DIRTY:
            self.run()

    def stop(self, release: bool = True) -> None:
        """Unsubscribe from everything; the effect never runs again by itself. With
        `release` False it stops at once but stays subscribed until `release()` (a live
        batch that removed many rows is sent first, their subscriptions dropped after):
        meanwhile a change finds it DIRTY and passes it by."""
        global _live_effects
        if self.active:
            self.active = False
            if release:
                self.release()
            else:
                self.state = DIRTY  # (mark_dirty and mark_check skip a DIRTY subscriber)
            _live_effects -= 1
            if self.scope is not None:
                self.scope.effects.pop(self, None)
                self.scope = None
            if self.on_stop is not None:
                self.on_stop()


    def release(self) -> None:
        """Drop the subscriptions of a stopped effect (see `stop`)."""
        deps = self.deps
        for dep in deps:
            unsubscribe(dep, self)
        self.deps = ()
        self.state = CLEAN


class ReactiveEffect(Effect):
    """Runs `fn`, records what it reads and re-runs it when any of that changes.

    With a `scheduler`, a change calls the scheduler instead of re-running; the
    scheduler decides when to call `run()` (or `run_if_dirty()`).
    """

    __slots__ = ("fn", "scheduler", "name", "on_stop", "__weakref__")

    def __init__(self, fn: Callable[[], Any], scheduler: Callable[[], Any] | None = None, *, name: str | None = None) -> None:
        self.scheduler = scheduler
        self.name = name
        self.on_stop = None
        super().__init__(fn)


def effect(
    fn: Callable[[], Any],
    *,
    scheduler: Callable[[], Any] | None = None,
    lazy: bool = False,
    name: str | None = None,
) -> ReactiveEffect:
    """Run `fn` at once (unless `lazy`) and again whenever what it read changes."""
    if isinstance(fn, Effect):
        fn = fn.fn
    runner = ReactiveEffect(fn, scheduler, name=name)
    if not lazy:
        runner.run()  # an error propagates; the effect stays subscribed to what it read
    return runner


def stop(runner: ReactiveEffect) -> None:
    """Stop an effect returned by `effect()`."""
    runner.stop()


def live_effect_count() -> int:
    """How many effects were created and not stopped yet (a leak-test helper)."""
    return _live_effects


_VALUE_TYPES: set[type] = {int, float, complex, bool, str, bytes, type(None), tuple, frozenset}


def has_changed(old: Any, new: Any) -> bool:
    """Whether storing `new` over `old` is a change: same object, or the same immutable
    value of the same type (NaN over NaN included), is not; mutable objects compare by
    identity, since effects track the object itself."""
    if old is new:
        return False
    kind = type(old)
    if kind is not type(new) or kind not in _VALUE_TYPES:
        return True
    if old == new:
        return False
    return not (old != old and new != new)
