"""Reactive proxies for dict, list, set and class instances.

A proxy wraps a raw object; reads through it are tracked per key (plus special keys
for length, the key set and "any content"), writes trigger only when something really
changed. Nested containers are stored raw and wrapped lazily when read. All proxies of
one raw object (reactive, readonly, shallow) share its dependencies, and
`reactive(x) is reactive(x)` while the proxy is alive.
"""

from __future__ import annotations

import copy
import datetime
import decimal
import enum
import fractions
import operator
import threading
import weakref
from collections.abc import ItemsView, KeysView, MutableMapping, MutableSequence, MutableSet, ValuesView
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType, SimpleNamespace
from typing import Any, Iterable, Iterator, TypeVar

from .context import current as _current
from .context import get as _get
from .computeds import ReadonlyError
from .core import Dep, end_batch, has_changed, link, mark_dirty, start_batch

T = TypeVar("T")

READONLY, SHALLOW, OVER_REACTIVE = 1, 2, 4


class _Key:
    """A special dependency key (length, key set, any content)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


LENGTH = _Key("LENGTH")  # len() of a list
KEYS = _Key("KEYS")  # the key set of a dict / the members of a set
ITERATE = _Key("ITERATE")  # anything in a list or dict (values included)

_MISSING: Any = _Key("MISSING")

#: Values returned as they are: never wrapped, compared by value.
_ATOMIC: set[type] = {
    int, float, complex, bool, str, bytes, type(None), tuple, frozenset, range, slice,
    FunctionType, BuiltinFunctionType, MethodType, type, ModuleType, bytearray,
    decimal.Decimal, fractions.Fraction, datetime.date, datetime.datetime, datetime.time, datetime.timedelta,
}


class KeyDep(Dep):
    """The dependency of one key of a reactive object. While it has subscribers it keeps
    the proxy they subscribed through alive (`owner`), so that the object's record (these
    deps) stays the one its proxies find; once it has none, it lets go (`unsubscribe`):
    a record then holds no link back to its proxies, and a dropped object is freed by
    reference counting alone, without the cycle collector.

    `selection`: the comparisons of the key's value with `===` (a `Selection`), None
    while there are none (most keys: one slot for them, not two)."""

    __slots__ = ("owner", "selection")
    releases = True

    def __init__(self) -> None:
        self.subs = ()
        self.mark: Any = None
        self.owner: Any = None
        self.selection: Selection | None = None

    @property
    def selectors(self) -> dict[Any, SelectorDep] | None:
        """The key's comparisons by value compared with (None: none)."""
        selection = self.selection
        return None if selection is None else selection.selectors

    def let_go(self) -> None:
        self.owner = None


class Selection:
    """The comparisons of one key's value (`KeyDep.selection`). `selectors`: the
    subscribers that only compare the key's value with `===` to a value, one
    `SelectorDep` per value compared with (see `ReactiveProxy._p_select`). `seen`: the
    value those comparisons read since the last write (`_MIXED`: more than one, the
    value changed unseen, as through the raw object): a write marks only the
    comparisons with its old and new value when the old one is what they saw."""

    __slots__ = ("selectors", "seen")

    def __init__(self) -> None:
        self.selectors: dict[Any, SelectorDep] = {}
        self.seen: Any = _MISSING


#: The values a key's comparisons are grouped by (`SelectorDep`): for these types
#: `a === b` is Python's `a == b` (booleans apart: `selector_key`). `petite.expr` adds
#: its `undefined`.
SELECTABLE: set[type] = {str, int, float, bool, type(None)}
_TRUE, _FALSE = _Key("true"), _Key("false")
_MIXED = _Key("MIXED")


def same_selection(a: Any, b: Any) -> bool:
    """Whether `a` and `b` are one value for a key's comparisons (strictly equal
    `SELECTABLE` values, or one object)."""
    if a is b:
        return True
    return a.__class__ in SELECTABLE and b.__class__ in SELECTABLE and selector_key(a) == selector_key(b)


def selector_key(value: Any) -> Any:
    """The key `value` is grouped by among a key's comparisons (a `SELECTABLE` value):
    equal keys for strictly equal values (True is not 1 here)."""
    if value.__class__ is bool:
        return _TRUE if value else _FALSE
    return value


class SelectorDep(Dep):
    """Whether one key of a reactive object is strictly equal to one value: what an
    expression like `row.id === selected` depends on. When the key changes from `a` to
    `b`, only the comparisons with `a` and with `b` can change, so only their
    subscribers re-run (1,000 rows' bindings comparing with `selected`: two re-run, not
    1,000). Kept in its `KeyDep`'s `selectors` while subscribed, with the proxy alive
    (`owner`, as a KeyDep)."""

    __slots__ = ("owner", "parent", "key")
    releases = True

    def __init__(self, parent: KeyDep, key: Any) -> None:
        self.subs = ()
        self.mark: Any = None
        self.owner: Any = None
        self.parent = parent
        self.key = key

    def let_go(self) -> None:
        self.owner = None
        selection = self.parent.selection
        if selection is not None and selection.selectors.get(self.key) is self:
            del selection.selectors[self.key]
            if not selection.selectors:
                self.parent.selection = None


def _mark_selectors(dep: KeyDep, old: Any = _MISSING, new: Any = _MISSING) -> None:
    """`dep`'s key changed (from `old` to `new` when known): mark the subscribers of the
    comparisons that can have changed (with the old value and with the new; all when a
    value is not known, or is not of a `SELECTABLE` class: a str subclass or an IntEnum
    is strictly equal to a primitive without being grouped with it)."""
    selection: Selection = dep.selection  # type: ignore[assignment]
    selectors = selection.selectors
    seen, selection.seen = selection.seen, (new if new.__class__ in SELECTABLE else _MISSING)
    if (
        old.__class__ not in SELECTABLE or new.__class__ not in SELECTABLE  # (_MISSING too)
        or (seen is not _MISSING and not same_selection(seen, old))
    ):
        for selector in tuple(selectors.values()):
            if selector.subs:
                mark_dirty(selector.subs)
        return
    for value in (old, new):
        selector = selectors.get(selector_key(value))
        if selector is not None and selector.subs:
            mark_dirty(selector.subs)


def _mark_key(dep: KeyDep, old: Any = _MISSING, new: Any = _MISSING) -> None:
    """`dep`'s key changed: mark its readers and the comparisons that can have changed."""
    if dep.subs:
        mark_dirty(dep.subs)
    if dep.selection is not None and dep.selection.selectors:
        _mark_selectors(dep, old, new)


def select_value(dep: KeyDep, owner: Any, value: Any, seen: Any = _MIXED) -> None:
    """Subscribe the running effect to whether the value of `dep`'s key is strictly
    equal to `value` (a `SELECTABLE` value), not to the value itself: a strict
    comparison's operand read by `Scope.select` (through `context.selecting`,
    untracked). Callers check `active_sub` first. `seen`: the key's value the comparison
    read; `owner`: what the comparison's dep keeps alive while subscribed (the proxy)."""
    if value != value:  # NaN equals nothing, whatever the key holds
        return
    selection = dep.selection
    if selection is None:
        selection = dep.selection = Selection()
    if seen.__class__ not in SELECTABLE:
        selection.seen = _MIXED  # (no object is kept; a write then marks them all)
    elif selection.seen is _MISSING:
        selection.seen = seen
    elif selection.seen is not _MIXED and not same_selection(selection.seen, seen):
        selection.seen = _MIXED
    selectors = selection.selectors
    group = selector_key(value)
    selector = selectors.get(group)
    if selector is None:
        selector = selectors[group] = SelectorDep(dep, group)
    state = _get() or _current()
    sub = state.active_sub
    if selector.mark is not sub:
        if not selector.subs:
            selector.owner = owner
        link(selector, sub, state)


def key_changed(dep: KeyDep, old: Any, new: Any) -> None:
    """A key's value changed from `old` to `new`, outside any proxy (a v-for row's
    name: `petite.expr.scope.RowScope`): mark its readers and comparisons, in a batch."""
    start_batch()
    try:
        _mark_key(dep, old, new)
    finally:
        end_batch()


def written_through(old: Any, new: Any) -> bool:
    """Whether a write of `new` over `old` goes into `old`, a ref (a ref stored in a
    deep reactive object is written through, as its reads unwrap it); done if so."""
    if isinstance(old, Dep) and hasattr(old, "value") and not isinstance(new, Dep):
        old.value = new
        return True
    return False


def deep_read(value: Any) -> Any:
    """What a read of `value` stored in a deep reactive object gives (containers as
    their proxies, refs unwrapped)."""
    return value if type(value) in _ATOMIC else _wrap(value, 0)


#: The key, in a deep proxy's deps, of its other proxies (readonly, shallow): their
#: flags -> a weak reference to each (made on demand; a plain dict of deps stands for
#: the raw object's record, with no class of its own: 16 bytes less per reactive object).
_OTHERS = _Key("OTHERS")


def _other_proxy(deps: dict, flags: int) -> ReactiveProxy | None:
    """The live proxy with these (non-zero) flags of the object whose deps are `deps`."""
    others = deps.get(_OTHERS)
    ref = others.get(flags) if others is not None else None
    return ref() if ref is not None else None


def _keep_other(deps: dict, flags: int, proxy: ReactiveProxy) -> None:
    others = deps.get(_OTHERS)
    if others is None:
        others = deps[_OTHERS] = {}
    others[flags] = weakref.ref(proxy)


class _ProxyRef(weakref.ref):
    __slots__ = ("key",)


# id(raw) -> weak reference to its deep proxy (flags 0), which holds the raw object (so
# the id stays valid) and its record: its deps per key (and `_OTHERS`), never a proxy
# strongly (its proxies refer to it). The deep proxy is kept alive by whoever holds
# it, by its other proxies (`_p_target`) and by the deps effects subscribed to (`KeyDep.owner`).
_targets: dict[int, _ProxyRef] = {}


# Registering and forgetting a proxy check, then change, the table: one thread at a time
# (else two threads wrapping one object at once make two proxies with separate deps, and
# an effect subscribed through one misses writes made through the other). Reentrant: a
# proxy freed while another is registered forgets itself in the same thread.
_registering = threading.RLock()


def _forget(ref: _ProxyRef) -> None:
    with _registering:
        if _targets.get(ref.key) is ref:
            del _targets[ref.key]


def _new_proxy(cls: Any, raw: Any, target: dict, flags: int, deep: Any) -> Any:
    """A proxy of `raw` whose deps are `target`; a flavoured one (`flags`) is of
    `cls`'s `_flavoured` class and keeps `deep`, the deep proxy, alive."""
    if deep is not None:
        cls = _flavoured(cls)
    proxy = object.__new__(cls)
    object.__setattr__(proxy, "_p_raw", raw)
    object.__setattr__(proxy, "_p_deps", target)  # (its deps)
    object.__setattr__(proxy, "_p_flags", flags)
    if deep is not None:
        object.__setattr__(proxy, "_p_target", deep)
    return proxy


# proxy class -> its flavoured subclass (`_flavoured`)
_flavoured_classes: dict[type, type] = {}


def _flavoured(cls: type) -> type:
    """The class of `cls`'s readonly and shallow proxies: `cls` with a slot for the deep
    proxy they keep alive (`_p_target`). Deep proxies, most of them (one per reactive
    object, one per v-for row's scope), have no such slot: 16 bytes less each."""
    flavoured = _flavoured_classes.get(cls)
    if flavoured is None:
        namespace = {"__slots__": ("_p_target",), "__module__": cls.__module__, "__qualname__": cls.__qualname__}
        flavoured = _flavoured_classes.setdefault(cls, type(cls.__name__, (cls,), namespace))
    return flavoured


def _deep_proxy(raw: Any, cls: Any) -> Any:
    """The registered deep proxy of `raw` (made and registered when there is none)."""
    ref = _targets.get(id(raw))
    proxy = ref() if ref is not None else None
    if proxy is not None:
        return proxy
    with _registering:  # (the other thread's, if it registered one meanwhile)
        ref = _targets.get(id(raw))
        proxy = ref() if ref is not None else None
        if proxy is None:
            proxy = _new_proxy(cls, raw, {}, 0, None)
            ref = _ProxyRef(proxy, _forget)
            ref.key = id(raw)
            _targets[ref.key] = ref
    return proxy


# ---------------------------------------------------------------------------- marking raw

_raw_marked: dict[int, Any] = {}


def mark_raw(value: T) -> T:
    """Never make `value` reactive (it is returned as is from reactive containers).
    Classes can opt out for all their instances with `__reactive_skip__ = True`."""
    key = id(value)
    try:
        _raw_marked[key] = weakref.ref(value, lambda _r, key=key: _raw_marked.pop(key, None))
    except TypeError:  # dict, list, set: not weak-referenceable, kept alive while marked
        _raw_marked[key] = value
    return value


def _is_marked_raw(value: Any) -> bool:
    entry = _raw_marked.get(id(value))
    if entry is None:
        return False
    return entry is value or (isinstance(entry, weakref.ref) and entry() is value)


# ---------------------------------------------------------------------------- wrapping

_proxy_classes: dict[type, Any] = {}


def _proxy_class(kind: type) -> Any:
    """The proxy class for instances of `kind`, or None if they are never wrapped."""
    try:
        return _proxy_classes[kind]
    except KeyError:
        pass
    if issubclass(kind, ReactiveProxy):
        cls = None
    elif kind is dict:
        cls = _PlainReactiveDict
    elif issubclass(kind, dict):
        cls = ReactiveDict
    elif issubclass(kind, list):
        cls = ReactiveList
    elif issubclass(kind, set):
        cls = ReactiveSet
    elif kind is SimpleNamespace:  # (a built-in type whose instances are plain objects)
        cls = _instance_proxy_class(kind)
    elif (
        not kind.__flags__ & (1 << 9)  # not a heap type: builtins and C extension types
        or issubclass(kind, (tuple, str, bytes, int, float, complex, frozenset, type, BaseException, enum.Enum))
        or getattr(kind, "__reactive_skip__", False)
    ):
        cls = None
    else:
        cls = _instance_proxy_class(kind)
    _proxy_classes[kind] = cls
    return cls


def _proxy(raw: Any, flags: int) -> Any:
    """The proxy of `raw` with `flags`, or `raw` itself when it cannot be wrapped."""
    cls = _proxy_class(type(raw))
    if cls is None or (_raw_marked and _is_marked_raw(raw)):
        return raw
    deep = _deep_proxy(raw, cls)
    if not flags:
        return deep
    target = deep._p_deps
    proxy = _other_proxy(target, flags)
    if proxy is None:
        with _registering:
            proxy = _other_proxy(target, flags)
            if proxy is None:  # (it keeps the deep proxy, so the record, alive)
                proxy = _new_proxy(cls, raw, target, flags, deep)
                _keep_other(target, flags, proxy)
    return proxy


def _existing_proxy(value: Any, flags: int) -> Any:
    """The proxy already made for raw `value` with `flags`, or None (the fast path)."""
    ref = _targets.get(id(value))
    if ref is not None:
        proxy = ref()
        if proxy is not None:
            return proxy if not flags else _other_proxy(proxy._p_deps, flags)
    return None


def _wrap(value: Any, flags: int) -> Any:
    """A value read through a deep proxy: containers become proxies, refs are unwrapped."""
    if type(value) in _ATOMIC:
        return value
    proxy = _existing_proxy(value, flags)
    if proxy is not None:
        return proxy
    if isinstance(value, ReactiveProxy):
        return value if value._p_flags & READONLY or not flags & READONLY else readonly(value)
    if isinstance(value, Dep):
        return value.value if hasattr(value, "value") else value
    return _proxy(value, flags)


def _wrap_item(value: Any, flags: int) -> Any:
    """Like `_wrap`, for list and set items (refs are not unwrapped, as in Vue)."""
    if type(value) in _ATOMIC:
        return value
    proxy = _existing_proxy(value, flags)
    if proxy is not None:
        return proxy
    if isinstance(value, Dep):
        return value
    if isinstance(value, ReactiveProxy):
        return value if value._p_flags & READONLY or not flags & READONLY else readonly(value)
    return _proxy(value, flags)


def to_raw(value: T) -> T:
    """The raw object behind a proxy (any other value is returned unchanged)."""
    if isinstance(value, ReactiveProxy):
        return value._p_raw
    return value


def to_reactive(value: Any) -> Any:
    """`reactive(value)` for containers and instances, `value` itself otherwise."""
    if type(value) in _ATOMIC:
        return value
    return reactive(value) if _proxy_class(type(value)) is not None else value


def to_readonly(value: Any) -> Any:
    if type(value) in _ATOMIC:
        return value
    return readonly(value) if _proxy_class(type(value)) is not None else value


def check_proxyable(value: Any, api: str) -> None:
    """TypeError naming `api` unless `value` is a proxy or what one wraps (a dict, list,
    set or class instance): the check of `reactive()` and of an app's data."""
    if _proxy_class(type(value)) is None and not isinstance(value, ReactiveProxy):
        raise TypeError(f"{api}() needs a dict, list, set or class instance, not {type(value).__name__}")


def reactive(value: T) -> T:
    """A deep reactive proxy of `value` (a dict, list, set or class instance)."""
    if isinstance(value, ReactiveProxy):
        return value
    check_proxyable(value, "reactive")
    return _proxy(value, 0)


def private_reactive(value: T) -> T:
    """`reactive(value)` for a container only the returned proxy will ever reach (an
    engine's scope dict, made for it and never handed out raw): its record stays out of
    the table that finds a raw object's proxy, which saves that entry and its weak
    reference. Wrapping the same raw object again would give an unrelated proxy. (A
    v-for row's scope is a `petite.expr.scope.RowScope`: its names never change, so a
    name it lacks subscribes nothing.)"""
    cls = _proxy_class(type(value))
    if cls is None or isinstance(value, ReactiveProxy):
        return reactive(value)
    return _new_proxy(cls, value, {}, 0, None)  # (its deps: a plain dict, no other proxies to find)


def shallow_reactive(value: T) -> T:
    """A reactive proxy whose nested values are returned raw (not tracked deeply)."""
    if isinstance(value, ReactiveProxy):
        return value
    check_proxyable(value, "shallow_reactive")
    return _proxy(value, SHALLOW)


def readonly(value: T) -> T:
    """A deep read-only proxy: writes raise `ReadonlyError` and change nothing. Over a
    reactive proxy it still tracks, so effects see changes made through the original."""
    if isinstance(value, ReactiveProxy):
        flags = value._p_flags
        if flags & READONLY:
            return value
        return _proxy(value._p_raw, READONLY | OVER_REACTIVE | (flags & SHALLOW))
    check_proxyable(value, "readonly")
    return _proxy(value, READONLY)


def shallow_readonly(value: T) -> T:
    """A read-only proxy whose nested values are returned raw."""
    if isinstance(value, ReactiveProxy):
        if value._p_flags & READONLY:
            return value
        return _proxy(value._p_raw, READONLY | SHALLOW | OVER_REACTIVE)
    check_proxyable(value, "shallow_readonly")
    return _proxy(value, READONLY | SHALLOW)


def is_proxy(value: Any) -> bool:
    return isinstance(value, ReactiveProxy)


def is_reactive(value: Any) -> bool:
    """True for reactive proxies (and readonly proxies made from reactive ones)."""
    return isinstance(value, ReactiveProxy) and (not value._p_flags & READONLY or bool(value._p_flags & OVER_REACTIVE))


def is_readonly(value: Any) -> bool:
    return isinstance(value, ReactiveProxy) and bool(value._p_flags & READONLY)


def is_shallow(value: Any) -> bool:
    from .refs import Ref

    if isinstance(value, Ref):
        return value._shallow
    return isinstance(value, ReactiveProxy) and bool(value._p_flags & SHALLOW)


# ---------------------------------------------------------------------------- base proxy


class ReactiveProxy:
    """Base of all proxies. `_p_raw` is the wrapped object."""

    __slots__ = ("_p_raw", "_p_deps", "_p_flags", "__weakref__")
    __reactive_skip__ = True
    _p_raw: Any
    _p_deps: dict[Any, KeyDep]
    _p_flags: int

    def _p_track(self, key: Any) -> None:
        """Subscribe the running effect to `key` (callers check `active_sub` first)."""
        dep = self._p_deps.get(key)
        if dep is None:
            dep = self._p_deps[key] = KeyDep()
        state = _get() or _current()
        sub = state.active_sub
        if dep.mark is not sub:  # (not read yet in this run: core.link)
            if not dep.subs:
                dep.owner = self  # (kept alive while subscribed)
            link(dep, sub, state)

    def _p_select(self, key: Any, value: Any, seen: Any = _MIXED) -> None:
        """Subscribe the running effect to whether `key`'s value is strictly equal to
        `value` (`select_value`; callers check `active_sub` first)."""
        dep = self._p_deps.get(key)
        if dep is None:
            dep = self._p_deps[key] = KeyDep()
        select_value(dep, self, value, seen)

    def _p_trigger(self, *keys: Any) -> None:
        deps = self._p_deps
        if not deps:
            return
        start_batch()
        try:
            for key in keys:
                dep = deps.get(key)
                if dep is not None:
                    _mark_key(dep)
        finally:
            end_batch()

    def _p_changed(self, key: Any, old: Any, new: Any, *others: Any) -> None:
        """`key`'s value changed from `old` to `new` (and `others` changed): as
        `_p_trigger`, with only the comparisons of `key` that can have changed."""
        deps = self._p_deps
        if not deps:
            return
        start_batch()
        try:
            dep = deps.get(key)
            if dep is not None:
                _mark_key(dep, old, new)
            if others:
                self._p_trigger(*others)
        finally:
            end_batch()

    def _p_writable(self) -> Any:
        if self._p_flags & READONLY:
            raise ReadonlyError(f"cannot modify a readonly {type(self._p_raw).__name__}: {self._p_raw!r:.80}")
        return self._p_raw

    def _p_in(self, value: Any) -> Any:
        """A value about to be stored: proxies are stored raw (deep proxies only)."""
        if self._p_flags & SHALLOW:
            return value
        return value._p_raw if isinstance(value, ReactiveProxy) else value

    def _p_track_all(self, key: Any = ITERATE) -> Any:
        if (_get() or _current()).active_sub is not None:
            self._p_track(key)
        return self._p_raw

    def __repr__(self) -> str:
        return repr(self._p_track_all())

    def __copy__(self) -> Any:
        return copy.copy(self._p_track_all())

    def __deepcopy__(self, memo: dict) -> Any:
        return copy.deepcopy(self._p_track_all(), memo)

    def __reduce_ex__(self, protocol: Any) -> Any:
        # Pickled as the raw object itself: itemgetter(0)([raw]) returns it on loading.
        return operator.itemgetter(0), ([self._p_track_all()],)


# ---------------------------------------------------------------------------- dict


class _ValuesView(ValuesView):
    __slots__ = ()

    def __iter__(self) -> Iterator[Any]:
        proxy = self._mapping
        raw = proxy._p_track_all()
        flags = proxy._p_flags
        if flags & SHALLOW:
            yield from raw.values()
        else:
            for value in raw.values():
                yield value if type(value) in _ATOMIC else _wrap(value, flags)


class _ItemsView(ItemsView):
    __slots__ = ()

    def __iter__(self) -> Iterator[tuple[Any, Any]]:
        proxy = self._mapping
        raw = proxy._p_track_all()
        flags = proxy._p_flags
        if flags & SHALLOW:
            yield from raw.items()
        else:
            for key, value in raw.items():
                yield key, (value if type(value) in _ATOMIC else _wrap(value, flags))


class ReactiveDict(ReactiveProxy, MutableMapping):
    """Reactive proxy of a dict."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]

    def __getitem__(self, key: Any) -> Any:
        state = _get() or _current()
        sub = state.active_sub
        if sub is not None:  # self._p_track(key), inlined: this is the hottest path
            dep = self._p_deps.get(key)
            if dep is None:
                dep = self._p_deps[key] = KeyDep()
            if dep.mark is not sub:
                if not dep.subs:
                    dep.owner = self
                link(dep, sub, state)
        value = self._p_raw[key]
        if type(value) in _ATOMIC or self._p_flags & SHALLOW:
            return value
        return _wrap(value, self._p_flags)

    def get(self, key: Any, default: Any = None) -> Any:
        state = _get() or _current()
        sub = state.active_sub
        if sub is not None:
            if state.selecting is self and key == state.selecting_key:
                state.selecting = None  # a strict comparison's operand: Scope.select subscribes
            else:  # self._p_track(key), inlined: scope lookups come here
                dep = self._p_deps.get(key)
                if dep is None:
                    dep = self._p_deps[key] = KeyDep()
                if dep.mark is not sub:
                    if not dep.subs:
                        dep.owner = self
                    link(dep, sub, state)
        value = self._p_raw.get(key, _MISSING)
        if value is _MISSING:
            return default
        if type(value) in _ATOMIC or self._p_flags & SHALLOW:
            return value
        return _wrap(value, self._p_flags)

    def __setitem__(self, key: Any, value: Any) -> None:
        raw = self._p_writable()
        if isinstance(key, ReactiveProxy):  # an instance proxy as key: store the object
            key = key._p_raw
        old = raw.get(key, _MISSING)
        if getattr(type(old), "__reactive_accessor__", False):
            # an accessor property (an object literal's `get x()`/`set x(v)`)
            self._p_accessor_write(key, old, value)
            return
        if not self._p_flags & SHALLOW:
            if written_through(old, value):  # (a ref stored in a reactive dict)
                return
            if isinstance(value, ReactiveProxy):
                value = value._p_raw
        raw[key] = value
        if old is _MISSING:
            self._p_trigger(key, KEYS, ITERATE)
        elif has_changed(old, value):
            self._p_changed(key, old, value, ITERATE)

    def _p_accessor_write(self, key: Any, accessor: Any, value: Any, this: Any = None) -> None:
        """A write of own accessor property `key`, as Vue's `set` trap makes it: the
        old value is the getter's on the raw object, the setter runs with this proxy as
        `this` (Reflect.set's receiver: what it writes is tracked; without a setter
        nothing is written), and `key` triggers when `value` differs from the old value,
        whether the write took or not (a `v-model` on a getter gets the getter's value
        back). `this`: the receiver instead of the proxy and the raw object (a scope,
        whose names resolve up its chain as petite-vue's scope object's prototype)."""
        raw = self._p_writable()
        before = accessor.get(raw if this is None else this)
        accessor.set(self if this is None else this, value)
        if has_changed(before, value):
            self._p_changed(key, before, value, ITERATE)

    def _p_inherited_write(self, key: Any, accessor: Any, value: Any) -> None:
        """A write of `key` that meets an inherited accessor (a prototype's or a class's
        `set x(v)`), as Vue's `set` trap makes it: the key is not the raw object's own, so
        after `Reflect.set` (the setter with this proxy as `this`; without a setter
        nothing is written) the key triggers as an added one, whatever the value, as
        what iterates the object's keys does, though no own property was made."""
        self._p_writable()
        accessor.set(self, value)
        self._p_trigger(key, KEYS, ITERATE)

    def __delitem__(self, key: Any) -> None:
        raw = self._p_writable()
        del raw[key]
        self._p_trigger(key, KEYS, ITERATE)

    def __contains__(self, key: Any) -> bool:
        if (_get() or _current()).active_sub is not None:
            self._p_track(key)
        return key in self._p_raw

    def __iter__(self) -> Iterator[Any]:
        return iter(self._p_track_all(KEYS))

    def __reversed__(self) -> Iterator[Any]:
        return reversed(self._p_track_all(KEYS))

    def __len__(self) -> int:
        return len(self._p_track_all(KEYS))

    def __bool__(self) -> bool:
        return bool(self._p_track_all(KEYS))

    def keys(self) -> KeysView:
        return KeysView(self)

    def values(self) -> ValuesView:
        return _ValuesView(self)

    def items(self) -> ItemsView:
        return _ItemsView(self)

    def __eq__(self, other: Any) -> bool:
        return self._p_track_all() == to_raw(other)

    def __ne__(self, other: Any) -> bool:
        return self._p_track_all() != to_raw(other)

    def pop(self, key: Any, default: Any = _MISSING) -> Any:
        raw = self._p_writable()
        if key in raw:
            value = raw.pop(key)
            self._p_trigger(key, KEYS, ITERATE)
            return value if self._p_flags & SHALLOW else _wrap_item(value, self._p_flags)
        if default is _MISSING:
            raise KeyError(key)
        return default

    def popitem(self) -> tuple[Any, Any]:
        raw = self._p_writable()
        key, value = raw.popitem()
        self._p_trigger(key, KEYS, ITERATE)
        return key, (value if self._p_flags & SHALLOW else _wrap_item(value, self._p_flags))

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self._p_raw:
            self[key] = default
        return self[key]

    def update(self, other: Any = (), /, **kwargs: Any) -> None:
        self._p_writable()
        start_batch()
        try:
            if isinstance(other, (MutableMapping, dict)) or hasattr(other, "keys"):
                for key in list(other.keys()):
                    self[key] = other[key]
            else:
                for key, value in other:
                    self[key] = value
            for key, value in kwargs.items():
                self[key] = value
        finally:
            end_batch()

    def clear(self) -> None:
        raw = self._p_writable()
        if raw:
            keys = list(raw)
            raw.clear()
            self._p_trigger(*keys, KEYS, ITERATE)

    def copy(self) -> dict:
        """A plain shallow copy of the raw dict."""
        return self._p_track_all().copy()

    def __or__(self, other: Any) -> Any:
        return self._p_track_all() | to_raw(other)

    def __ror__(self, other: Any) -> Any:
        return to_raw(other) | self._p_track_all()

    def __ior__(self, other: Any) -> ReactiveDict:
        self.update(other)
        return self


class _PlainReactiveDict(ReactiveDict):
    """A reactive proxy of an exact `dict`: `proxy[key]` gives the property or raises
    KeyError and `key in proxy` agrees, with no subclass's `__getitem__`/`__missing__`
    (getters, defaults) in between (`PLAIN_DICT_PROXIES`)."""

    __slots__ = ()


#: the proxy classes of exact dicts: their item reads behave as a dict's (an expression
#: language may subscript them directly, as it does plain dicts)
PLAIN_DICT_PROXIES = (_PlainReactiveDict, _flavoured(_PlainReactiveDict))


# ---------------------------------------------------------------------------- list


def _sequence_changed(old: list, new: list) -> bool:
    if len(old) != len(new):
        return True
    if all(map(operator.is_, old, new)):
        return False
    return any(map(has_changed, old, new))


class ReactiveList(ReactiveProxy, MutableSequence):
    """Reactive proxy of a list."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]

    def _index(self, index: int) -> int:
        """Track one index (and the length, for negative indexes); return it normalized."""
        if index < 0:
            self._p_track(LENGTH)
            index += len(self._p_raw)
            if index < 0:
                return index
        self._p_track(index)
        return index

    def __getitem__(self, index: Any) -> Any:
        raw = self._p_raw
        if type(index) is not int:
            if isinstance(index, slice):
                raw = self._p_track_all()
                flags = self._p_flags
                if flags & SHALLOW:
                    return raw[index]
                return [v if type(v) in _ATOMIC else _wrap_item(v, flags) for v in raw[index]]
            index = operator.index(index)
        state = _get() or _current()
        sub = state.active_sub
        if sub is not None:
            if index < 0:
                index = self._index(index)
            else:  # self._p_track(index), inlined
                dep = self._p_deps.get(index)
                if dep is None:
                    dep = self._p_deps[index] = KeyDep()
                if dep.mark is not sub:
                    if not dep.subs:
                        dep.owner = self
                    link(dep, sub, state)
        value = raw[index]
        if type(value) in _ATOMIC or self._p_flags & SHALLOW:
            return value
        return _wrap_item(value, self._p_flags)

    def __setitem__(self, index: Any, value: Any) -> None:
        raw = self._p_writable()
        if isinstance(index, slice):
            values = [self._p_in(v) for v in value]
            self._mutate(raw.__setitem__, index, values)
            return
        index = operator.index(index)
        old = raw[index]
        value = self._p_in(value)
        raw[index] = value
        if has_changed(old, value):
            self._p_trigger(index if index >= 0 else index + len(raw), ITERATE)

    def __delitem__(self, index: Any) -> None:
        self._mutate(self._p_writable().__delitem__, index)

    def _mutate(self, operation: Any, *args: Any, **kwargs: Any) -> Any:
        """Apply a structural change, then trigger what it really changed."""
        if not self._p_deps:
            return operation(*args, **kwargs)
        old = self._p_raw[:]
        try:
            return operation(*args, **kwargs)
        finally:
            self._changed(old)

    def _changed(self, old: list) -> None:
        new = self._p_raw
        if not _sequence_changed(old, new):
            return
        keys: list[Any] = [ITERATE]
        if len(old) != len(new):
            keys.append(LENGTH)
        n_old, n_new = len(old), len(new)
        for key, dep in self._p_deps.items():
            if type(key) is int and dep.subs:
                a = old[key] if key < n_old else _MISSING
                b = new[key] if key < n_new else _MISSING
                if has_changed(a, b):
                    keys.append(key)
        self._p_trigger(*keys)

    def __len__(self) -> int:
        return len(self._p_track_all(LENGTH))

    def __bool__(self) -> bool:
        return bool(self._p_track_all(LENGTH))

    def __iter__(self) -> Iterator[Any]:
        raw = self._p_track_all()
        flags = self._p_flags
        if flags & SHALLOW:
            return iter(raw)
        return (v if type(v) in _ATOMIC else _wrap_item(v, flags) for v in raw)

    def __reversed__(self) -> Iterator[Any]:
        raw = self._p_track_all()
        flags = self._p_flags
        if flags & SHALLOW:
            return reversed(raw)
        return (v if type(v) in _ATOMIC else _wrap_item(v, flags) for v in reversed(raw))

    def __contains__(self, value: Any) -> bool:
        return to_raw(value) in self._p_track_all()

    def index(self, value: Any, *args: Any) -> int:
        return self._p_track_all().index(to_raw(value), *args)

    def count(self, value: Any) -> int:
        return self._p_track_all().count(to_raw(value))

    def append(self, value: Any) -> None:
        raw = self._p_writable()
        raw.append(self._p_in(value))
        self._p_trigger(len(raw) - 1, LENGTH, ITERATE)

    def extend(self, values: Iterable[Any]) -> None:
        raw = self._p_writable()
        self._mutate(raw.extend, [self._p_in(v) for v in values])

    def insert(self, index: int, value: Any) -> None:
        raw = self._p_writable()
        self._mutate(raw.insert, index, self._p_in(value))

    def pop(self, index: int = -1) -> Any:
        raw = self._p_writable()
        if index == -1 or index == len(raw) - 1:
            value = raw.pop()
            self._p_trigger(len(raw), LENGTH, ITERATE)
        else:
            value = self._mutate(raw.pop, index)
        return value if self._p_flags & SHALLOW else _wrap_item(value, self._p_flags)

    def remove(self, value: Any) -> None:
        raw = self._p_writable()
        self._mutate(raw.remove, to_raw(value))

    def clear(self) -> None:
        raw = self._p_writable()
        self._mutate(raw.clear)

    def sort(self, *, key: Any = None, reverse: bool = False) -> None:
        """Sort in place (`key` receives the raw items)."""
        raw = self._p_writable()
        self._mutate(raw.sort, key=key, reverse=reverse)

    def reverse(self) -> None:
        raw = self._p_writable()
        self._mutate(raw.reverse)

    def copy(self) -> list:
        """A plain shallow copy of the raw list."""
        return self._p_track_all().copy()

    def __iadd__(self, values: Iterable[Any]) -> ReactiveList:
        self.extend(values)
        return self

    def __imul__(self, n: int) -> ReactiveList:
        raw = self._p_writable()
        self._mutate(raw.__imul__, n)
        return self

    def __add__(self, other: Any) -> list:
        if not isinstance(other, (list, ReactiveList)):
            return NotImplemented
        return list(self) + list(other)

    def __radd__(self, other: Any) -> list:
        if not isinstance(other, (list, ReactiveList)):
            return NotImplemented
        return list(other) + list(self)

    def __mul__(self, n: int) -> list:
        return list(self) * n

    __rmul__ = __mul__

    def __eq__(self, other: Any) -> bool:
        return self._p_track_all() == to_raw(other)

    def __ne__(self, other: Any) -> bool:
        return self._p_track_all() != to_raw(other)

    def __lt__(self, other: Any) -> bool:
        return self._p_track_all() < to_raw(other)

    def __le__(self, other: Any) -> bool:
        return self._p_track_all() <= to_raw(other)

    def __gt__(self, other: Any) -> bool:
        return self._p_track_all() > to_raw(other)

    def __ge__(self, other: Any) -> bool:
        return self._p_track_all() >= to_raw(other)




# ---------------------------------------------------------------------------- set


class ReactiveSet(ReactiveProxy, MutableSet):
    """Reactive proxy of a set."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]

    def __contains__(self, value: Any) -> bool:
        value = to_raw(value)
        if (_get() or _current()).active_sub is not None:
            self._p_track(value)
        return value in self._p_raw

    def __iter__(self) -> Iterator[Any]:
        raw = self._p_track_all(KEYS)
        flags = self._p_flags
        if flags & SHALLOW:
            return iter(raw)
        return (v if type(v) in _ATOMIC else _wrap_item(v, flags) for v in raw)

    def __len__(self) -> int:
        return len(self._p_track_all(KEYS))

    def __bool__(self) -> bool:
        return bool(self._p_track_all(KEYS))

    def add(self, value: Any) -> None:
        raw = self._p_writable()
        value = self._p_in(value)
        if value not in raw:
            raw.add(value)
            self._p_trigger(value, KEYS)

    def discard(self, value: Any) -> None:
        raw = self._p_writable()
        value = to_raw(value)
        if value in raw:
            raw.discard(value)
            self._p_trigger(value, KEYS)

    def remove(self, value: Any) -> None:
        if to_raw(value) not in self._p_writable():
            raise KeyError(value)
        self.discard(value)

    def pop(self) -> Any:
        raw = self._p_writable()
        value = raw.pop()
        self._p_trigger(value, KEYS)
        return value if self._p_flags & SHALLOW else _wrap_item(value, self._p_flags)

    def clear(self) -> None:
        raw = self._p_writable()
        if raw:
            values = list(raw)
            raw.clear()
            self._p_trigger(*values, KEYS)

    def _mutate(self, operation: Any, *others: Iterable[Any]) -> None:
        raw = self._p_writable()
        old = raw.copy()
        operation(*[{to_raw(v) for v in other} for other in others])
        changed = old ^ raw
        if changed:
            self._p_trigger(*changed, KEYS)

    def update(self, *others: Iterable[Any]) -> None:
        self._mutate(self._p_writable().update, *others)

    def difference_update(self, *others: Iterable[Any]) -> None:
        self._mutate(self._p_writable().difference_update, *others)

    def intersection_update(self, *others: Iterable[Any]) -> None:
        self._mutate(self._p_writable().intersection_update, *others)

    def symmetric_difference_update(self, other: Iterable[Any]) -> None:
        self._mutate(self._p_writable().symmetric_difference_update, other)

    def __ior__(self, other: Any) -> ReactiveSet:
        self.update(other)
        return self

    def __iand__(self, other: Any) -> ReactiveSet:
        self.intersection_update(other)
        return self

    def __isub__(self, other: Any) -> ReactiveSet:
        self.difference_update(other)
        return self

    def __ixor__(self, other: Any) -> ReactiveSet:
        self.symmetric_difference_update(other)
        return self

    def _others(self, others: tuple) -> list:
        return [to_raw(o) if isinstance(o, ReactiveProxy) else o for o in others]

    def union(self, *others: Iterable[Any]) -> set:
        return self._p_track_all(KEYS).union(*self._others(others))

    def intersection(self, *others: Iterable[Any]) -> set:
        return self._p_track_all(KEYS).intersection(*self._others(others))

    def difference(self, *others: Iterable[Any]) -> set:
        return self._p_track_all(KEYS).difference(*self._others(others))

    def symmetric_difference(self, other: Iterable[Any]) -> set:
        return self._p_track_all(KEYS).symmetric_difference(to_raw(other))

    def issubset(self, other: Iterable[Any]) -> bool:
        return self._p_track_all(KEYS).issubset(to_raw(other))

    def issuperset(self, other: Iterable[Any]) -> bool:
        return self._p_track_all(KEYS).issuperset(to_raw(other))

    def isdisjoint(self, other: Iterable[Any]) -> bool:
        return self._p_track_all(KEYS).isdisjoint(to_raw(other))

    def copy(self) -> set:
        """A plain shallow copy of the raw set."""
        return self._p_track_all(KEYS).copy()

    def _binary(name: str) -> Any:  # type: ignore[misc]
        def method(self: ReactiveSet, other: Any) -> Any:
            other = to_raw(other)
            if not isinstance(other, (set, frozenset)):
                return NotImplemented
            return getattr(self._p_track_all(KEYS), name)(other)

        method.__name__ = name
        return method

    __or__ = _binary("__or__")
    __ror__ = _binary("__ror__")
    __and__ = _binary("__and__")
    __rand__ = _binary("__rand__")
    __sub__ = _binary("__sub__")
    __rsub__ = _binary("__rsub__")
    __xor__ = _binary("__xor__")
    __rxor__ = _binary("__rxor__")
    __eq__ = _binary("__eq__")
    __ne__ = _binary("__ne__")
    __lt__ = _binary("__lt__")
    __le__ = _binary("__le__")
    __gt__ = _binary("__gt__")
    __ge__ = _binary("__ge__")
    del _binary


# ---------------------------------------------------------------------------- instances


def _class_attribute(kind: type, name: str) -> Any:
    for klass in kind.__mro__:
        namespace = klass.__dict__
        if name in namespace:
            return namespace[name]
    return _MISSING


class ReactiveObject(ReactiveProxy):
    """Reactive proxy of a class instance: attribute reads track, writes trigger,
    methods are bound to the proxy and property getters run against it."""

    __slots__ = ()

    @property  # type: ignore[misc]
    def __class__(self) -> type:  # isinstance(proxy, RawClass) holds
        return type(self._p_raw)

    def __getattr__(self, name: str) -> Any:
        raw = self._p_raw
        kind = type(raw)
        attr = _class_attribute(kind, name)
        if attr is not _MISSING:
            attr_type = type(attr)
            if attr_type is property:
                if attr.fget is None:
                    raise AttributeError(f"property {name!r} of {kind.__name__!r} object has no getter")
                value = attr.fget(self)
                return value if type(value) in _ATOMIC or self._p_flags & SHALLOW else _wrap(value, self._p_flags)
            instance_dict = getattr(raw, "__dict__", None)
            if attr_type is FunctionType:
                if instance_dict is None or name not in instance_dict:
                    return MethodType(attr, self)
            elif hasattr(attr_type, "__set__"):  # data descriptor, e.g. a __slots__ member
                if (_get() or _current()).active_sub is not None:
                    self._p_track(name)
                value = attr.__get__(raw, kind)
                return value if type(value) in _ATOMIC or self._p_flags & SHALLOW else _wrap(value, self._p_flags)
            elif hasattr(attr_type, "__get__") and (instance_dict is None or name not in instance_dict):
                return attr.__get__(raw, kind)  # classmethod, staticmethod, ...
        state = _get() or _current()
        if state.active_sub is not None:
            if state.selecting is self and name == state.selecting_key and name in getattr(raw, "__dict__", ()):
                # a strict comparison's operand: Scope.select subscribes. Only a stored
                # value: one a class's __getattr__ computes changes without a write, and
                # a write's old value would then not be the one the comparisons saw
                state.selecting = None
            else:
                self._p_track(name)
        value = getattr(raw, name)
        if type(value) in _ATOMIC or self._p_flags & SHALLOW:
            return value
        return _wrap(value, self._p_flags)

    def __setattr__(self, name: str, value: Any) -> None:
        raw = self._p_writable()
        kind = type(raw)
        attr = _class_attribute(kind, name)
        if type(attr) is property:
            if attr.fset is None:
                raise AttributeError(f"property {name!r} of {kind.__name__!r} object has no setter")
            attr.fset(self, value)
            return
        old = getattr(raw, name, _MISSING)
        if not self._p_flags & SHALLOW:
            if isinstance(old, Dep) and hasattr(old, "value") and not isinstance(value, Dep):
                old.value = value
                return
            if isinstance(value, ReactiveProxy):
                value = value._p_raw
        setattr(raw, name, value)
        if old is _MISSING:
            self._p_trigger(name, KEYS)
        elif has_changed(old, value):
            self._p_changed(name, old, value)

    def __delattr__(self, name: str) -> None:
        raw = self._p_writable()
        delattr(raw, name)
        self._p_trigger(name, KEYS)

    def __dir__(self) -> list[str]:
        return dir(self._p_raw)

    def __eq__(self, other: Any) -> Any:
        raw = self._p_raw
        eq = type(raw).__eq__
        if eq is object.__eq__:
            return raw is to_raw(other) or NotImplemented
        return eq(self, other) if type(eq) is FunctionType else eq(raw, to_raw(other))

    def __ne__(self, other: Any) -> Any:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash(self._p_raw)

    def __repr__(self) -> str:
        method = type(self._p_raw).__repr__
        return method(self) if type(method) is FunctionType else repr(self._p_raw)

    def __str__(self) -> str:
        method = type(self._p_raw).__str__
        return method(self) if type(method) is FunctionType else str(self._p_raw)


_FORWARDED = (
    "__len__", "__iter__", "__reversed__", "__contains__", "__getitem__", "__setitem__", "__delitem__",
    "__call__", "__bool__", "__lt__", "__le__", "__gt__", "__ge__", "__format__", "__int__", "__float__",
    "__index__", "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__",
    "__rtruediv__", "__floordiv__", "__mod__", "__pow__", "__neg__", "__pos__", "__abs__", "__and__",
    "__or__", "__xor__", "__iadd__", "__isub__", "__enter__", "__exit__", "__next__", "__await__",
)


def _forward(name: str) -> Any:
    def method(self: ReactiveObject, *args: Any) -> Any:
        function = getattr(type(self._p_raw), name)
        if type(function) is FunctionType:
            return function(self, *args)
        return function(self._p_raw, *[to_raw(a) for a in args])

    method.__name__ = name
    return method


def _instance_proxy_class(kind: type) -> type:
    namespace: dict[str, Any] = {"__slots__": ()}
    for name in _FORWARDED:
        if _class_attribute(kind, name) not in (_MISSING, getattr(object, name, None)):
            namespace[name] = _forward(name)
    if getattr(kind, "__hash__", None) is None:
        namespace["__hash__"] = None
    return type(f"Reactive{kind.__name__}", (ReactiveObject,), namespace)
