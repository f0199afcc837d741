"""petite-vue's scope chain: each ``v-scope`` adds a child scope over its parent."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Any, Callable

from . import descriptors, sandbox
from .errors import ExpressionError, WritesRenderRow
from .functions import BoundMethod
from .method_tables import OBJECT_METHODS
from petite.reactivity import ReactiveProxy, has_changed, to_raw
from petite.reactivity.core import link
from petite.reactivity.proxies import KeyDep, deep_read, key_changed, select_value, written_through
from petite.reactivity.context import current as new_reactive_state
from petite.reactivity.context import get as reactive_state

from .property_tables import lookup, tables_get
from .values import Accessor, JSObject, js_key_order, to_property_key, undefined

MISSING = object()
EMPTY: dict = {}
# Mapping types read directly by compiled code (runtime.register_types adds to it).
FAST_MAPPINGS: set[type] = set()
# The built-in globals (Math, JSON...); builtins.py fills this dict.
GLOBALS: dict[str, Any] = {}
# Proxy classes of objects whose own class shows no public name: a scope reads their
# members through their `__getattr__` at once (`runtime` adds the reactive one).
ATTRIBUTE_PROXIES: list[type] = []


def hidden(data: Any, name: str) -> Any:
    """A property of mapping ``data`` that is not one of its entries (defined with
    ``Object.defineProperty``: an accessor, a non-enumerable value), or MISSING."""
    raw = to_raw(data)
    table = lookup(raw) if isinstance(raw, dict) else None
    if table is None:
        return MISSING
    prop = table.props.get(name)
    return MISSING if prop is None or prop.stored else prop.value


def scope_data(value: Any) -> Any:
    """What a `v-scope` value gives its child scope as names (the one rule the mount
    path's `Context.scoped` and the render function's `child_scope` both run): a mapping
    as it is, a Python object that is not callable (an instance: its public
    attributes), else nothing (`{}`: null, undefined, a number, a string, a list, a
    function, a class)."""
    if isinstance(value, Mapping):
        return value
    if value is not None and hasattr(value, "__dict__") and not callable(value):
        return value
    return {}


class Globals(dict):
    """A scope chain's implicit globals (``x = 1`` in a function, x declared nowhere),
    and its ``named``: the window's named properties, a function giving a name's value
    or MISSING (None: none; set on a root scope, seen by its whole chain)."""

    __slots__ = ("named",)

    def __init__(self) -> None:
        super().__init__()
        self.named: Callable[[str], Any] | None = None


class ScopeClass(type):
    """The class of `Scope` and its subclasses: ``type(type(x)) is ScopeClass`` tells a
    scope (a `Scope` or a subclass of it) with one identity test, as fast as
    ``type(x) is Scope`` on the expression runtime's paths (isinstance is slower)."""


class Scope(metaclass=ScopeClass):
    """A scope: ``data`` (a dict, any mapping such as a reactive proxy, or a plain
    object whose public attributes are the names) over an optional ``parent`` scope.

    Reads walk the chain and end at the built-ins (``Math``, ``JSON`` ...); writes go to
    the nearest scope that has the name, else to the root scope: the outermost one that
    is not ``sealed`` (a sealed scope, such as an app's helpers, only provides names).
    """

    __slots__ = ("data", "parent", "sealed", "fast", "globals", "own_member")

    def __init__(self, data: Any = None, parent: Scope | None = None, *, sealed: bool = False) -> None:
        if data is None:
            data = {}
        self.data = data
        self.parent = parent
        self.sealed = sealed
        # compiled expressions read names from ``fast`` first (exact dicts only)
        self.fast = data if type(data) is dict or type(data) in FAST_MAPPINGS else EMPTY
        # implicit globals (``x = 1`` in a function, x declared nowhere): one table per
        # scope chain, shared by its children, read after the scopes, before built-ins;
        # it also holds the chain's ``named``
        self.globals: Globals = parent.globals if parent is not None else Globals()
        # an object's public member by name, or MISSING; None for a mapping (`is_mapping`)
        self.own_member = None if isinstance(data, Mapping) else _member_reader(data)

    def __repr__(self) -> str:
        return f"Scope({self.data!r})"

    @property
    def is_dict(self) -> bool:
        """Is ``data`` an exact dict (or an object literal with getters), read with
        ``dict.get``?"""
        kind = type(self.data)
        return kind is dict or kind is JSObject

    @property
    def named(self) -> Callable[[str], Any] | None:
        """The window's named properties (the page's elements by id: petite.window), read
        last: a function giving a name's value or MISSING, one for the scope chain (its
        ``globals``' own)."""
        return self.globals.named

    @named.setter
    def named(self, value: Callable[[str], Any] | None) -> None:
        self.globals.named = value

    @property
    def is_mapping(self) -> bool:
        """Is ``data`` a mapping (its names are its keys), not an object (its public
        members)? Told by ``own_member`` (one slot less in every scope: one per v-for row)."""
        return self.own_member is None

    def __js_fields__(self) -> dict[str, Any]:
        """The scope object's own properties, as petite-vue's scope (``$data``, a
        method's ``this``) has them: what ``{{ $data }}``, ``JSON.stringify``,
        ``Object.keys``, ``for…in`` and ``v-for`` see.

        A scope inherits its parents' names through its prototype, so only this scope's
        own members count (getters called, functions included: JSON leaves them out),
        then the helpers petite-vue assigns onto the scope object (the sealed scopes just
        above, such as the root's ``$s``, ``$nextTick``, ``$refs``) and ``$refs``, which
        every scope has (``{}`` when no ref was registered in it).
        """
        fields: dict[str, Any] = {}
        scope: Scope | None = self
        while scope is not None:
            for name in scope._own_names():
                if name not in fields:
                    value = scope._own(name)
                    fields[name] = value.get(self) if type(value) is Accessor else value
            scope = scope.parent
            if scope is None or not scope.sealed:
                break
        if "$refs" not in fields:
            refs = self.find("$refs")[0]
            fields["$refs"] = {} if refs is undefined else refs
        return dict(js_key_order(list(fields.items())))

    def for_in_keys(self) -> list[str]:
        """What ``for (k in scope)`` walks: the own properties of each scope in the
        chain, innermost first (JavaScript's for…in follows the prototype chain)."""
        seen: dict[str, None] = {}
        scope: Scope | None = self
        while scope is not None:
            if not scope.sealed:  # a sealed scope's names belong to the scope below it
                seen.update((name, None) for name in scope.__js_fields__() if name not in seen)
            scope = scope.parent
        return list(seen)

    def _own_names(self) -> list[str]:
        data = self.data
        if self.own_member is None:  # (a mapping)
            names = [to_property_key(name) for name in list(data.keys())]
            raw = to_raw(data)
            table = lookup(raw) if isinstance(raw, dict) else None
            if table is not None:
                names += [k for k, p in table.props.items() if p.enumerable and not p.stored]
            return names
        if not hasattr(data, "__dict__"):
            return []
        return [name for name in vars(data) if type(name) is str and sandbox.attribute_allowed(data, name)]

    def child(self, data: Any = None) -> Scope:
        return Scope(data, self)

    def _own(self, name: str) -> Any:
        """This scope's own value for ``name``, or MISSING."""
        data = self.data
        if self.own_member is None:  # (a mapping)
            # .get, not [], so getters stored in an object literal behind a proxy come
            # back as Accessors and run with the scope as ``this`` (tracked reads)
            value = data.get(name, MISSING)
            return value if value is not MISSING else hidden(data, name)
        return self.own_member(name)  # type: ignore[misc]

    def find(self, name: str, reference: bool = False) -> tuple[Any, Scope]:
        """(value, scope that holds it); built-ins come last.

        Missing names give ``undefined`` — or, with ``reference``, a ReferenceError.
        """
        scope: Scope | None = self
        while scope is not None:
            data = scope.data
            if type(data) is dict or type(data) is JSObject:  # (`is_dict`, inlined)
                value = data.get(name, MISSING)
                if value is MISSING and (tables := tables_get()) and id(data) in tables:
                    value = hidden(data, name)
            else:
                value = scope._own(name)
            if value is not MISSING:
                if type(value) is Accessor:  # (`this`: the scope the read starts from)
                    return value.get(self), scope
                return value, scope
            scope = scope.parent
        value = self.global_value(name)
        if value is MISSING:
            if reference:
                raise ExpressionError(f"{name} is not defined", kind="ReferenceError")
            return undefined, self
        return value, self

    def global_value(self, name: str) -> Any:
        """What ``name`` is past the scopes, as the window has it: a global, a built-in,
        else one of the page's elements (``named``), else MISSING."""
        chain = self.globals
        value = chain.get(name, MISSING)
        if value is MISSING:
            # (`globalThis` is the page's window where there is a page: a render asks `named`)
            value = GLOBALS.get(name, MISSING) if name != "globalThis" or chain.named is None else MISSING
            if value is MISSING:
                if chain.named is not None:
                    value = chain.named(name)
                elif (tables := tables_get()) is not None and tables.page is not None:
                    value = tables.page(name)  # (code made outside any page: the running app's)
        return value

    def window(self) -> Any:
        """The page's window as ``this`` of sloppy code called without a receiver: at the
        top of an expression (petite-vue calls the ``new Function`` it compiles bare) and
        in a plain function so called; undefined where there is no page (a render that
        finds one is needed mounts: ``named``)."""
        value = self.global_value("window")
        return undefined if value is MISSING else value

    def lookup(self, name: str, aliases: Callable[[], dict[str, Any]] | None = None) -> Any:
        """The value of ``name``; ReferenceError ``"x is not defined"`` if nothing has it.

        A getter found on any scope of the chain runs with the scope the read starts
        from as ``this`` (petite-vue reads through the innermost scope, the getter's
        receiver): a root getter's ``this.n`` read in a loop row sees the row's ``n``.
        ``aliases``: the loop aliases a render function holds as Python locals (a
        function giving them), which that scope has in front of this one.
        """
        value = self.resolve(name, aliases)
        if value is MISSING:
            raise ExpressionError(f"{name} is not defined", kind="ReferenceError")
        return value

    def resolve(self, name: str, aliases: Callable[[], dict[str, Any]] | None = None) -> Any:
        """``lookup``'s value of ``name``, or MISSING when nothing has it (what a getter
        on the way raises is raised)."""
        scope: Scope | None = self
        while scope is not None:
            data = scope.data
            if type(data) is dict or type(data) is JSObject:  # (`is_dict`, inlined)
                value = data.get(name, MISSING)
                if value is MISSING and (tables := tables_get()) and id(data) in tables:
                    value = hidden(data, name)
            else:
                value = scope._own(name)
            if value is not MISSING:
                if type(value) is Accessor:
                    return value.get(self if aliases is None else RenderRow(aliases(), self))
                return value
            scope = scope.parent
        return self.global_value(name)

    def select(self, name: str) -> tuple[Any, Any, str]:
        """``lookup(name)`` for a strict comparison with it (``row.id === selected``):
        ``(value, owner, name)``. ``owner`` is the reactive proxy that holds ``name``
        when its read of it was left unsubscribed for the comparison to subscribe to
        (``runtime.equals_selected``: to the comparison's result, not to the value),
        else None (the read subscribed as ``lookup``'s does). Each proxy of the chain is
        read as ``lookup`` reads it, armed (``context.selecting``) for just that read:
        a getter on the way runs disarmed, and its own reads subscribe as usual."""
        state = reactive_state() or new_reactive_state()
        if state.active_sub is None:
            return self.lookup(name), None, name
        scope: Scope | None = self
        while scope is not None:
            data = scope.data
            owner = None
            if isinstance(data, ReactiveProxy) or data is scope:  # (a proxy, or a `RowScope`)
                armed, armed_key = state.selecting, state.selecting_key
                state.selecting, state.selecting_key = data, name
                try:
                    value = scope._own(name)
                finally:
                    if state.selecting is None:  # the proxy's read of `name` happened
                        owner = data
                    state.selecting, state.selecting_key = armed, armed_key
                if owner is not None and (value is MISSING or type(value) is Accessor):
                    data._p_track(name)  # (subscribed as its read would have)
                    owner = None
            else:
                value = scope._own(name)
            if value is not MISSING:
                if type(value) is Accessor:
                    return value.get(self), None, name
                return value, owner, name
            scope = scope.parent
        return self.lookup(name), None, name

    def typeof_value(self, name: str) -> Any:
        """What ``typeof name`` inspects: the name's value through the whole chain, or
        undefined when nothing has it (a getter's error, a limit reached while looking,
        is raised). A scope has no chain-wide ``get``: a row's scope is a mapping of its
        own names, whose ``get`` reads only those (`RowScope`)."""
        value = self.resolve(name)
        return undefined if value is MISSING else value

    def member(self, name: Any) -> Any:
        """``this.name`` where ``this`` is a scope: like lookup, missing is undefined."""
        if type(name) is not str:
            name = to_property_key(name)
        value = self.find(name)[0]
        return self.inherited(name) if value is undefined else value

    def inherited(self, name: Any) -> Any:
        """What the scope object has from Object.prototype (petite-vue's scope is an
        object: `this.hasOwnProperty(key)`, `$data.toString()`), else undefined."""
        impl = OBJECT_METHODS.get(name) if type(name) is str else None
        return undefined if impl is None else BoundMethod(impl, self, name)

    def has(self, name: str) -> bool:
        """Does some scope in the chain (not the built-ins) have ``name``?"""
        scope: Scope | None = self
        while scope is not None:
            if scope._own(name) is not MISSING:
                return True
            scope = scope.parent
        return False

    def owner(self, name: str) -> Scope:
        """The scope a write to ``name`` goes to."""
        scope: Scope | None = self
        root = self
        while scope is not None:
            if scope._own(name) is not MISSING:
                return scope
            if not scope.sealed:
                root = scope
            scope = scope.parent
        return root

    def assign(self, name: str, value: Any) -> Any:
        """Set ``name`` where it lives (else on the root scope); returns ``value``."""
        scope = self.owner(name)
        data = scope.data
        if data is scope:  # (a row's: `RowScope`)
            scope[name] = value
        elif scope.is_mapping and isinstance(data, MutableMapping) and (table := descriptors.props_of(data)) is not None:
            descriptors.write(data, descriptors.raw_dict(data), table, name, value, scope)
        elif scope.is_dict or isinstance(data, MutableMapping):
            current = data.get(name)  # (an accessor itself: `[]` would run its getter)
            if type(current) is Accessor:
                # through a reactive proxy, as any own accessor's write (the name triggers
                # when the value differs from the getter's: ReactiveDict._p_accessor_write)
                proxied = getattr(data, "_p_accessor_write", None)
                if proxied is not None:
                    proxied(name, current, value, scope)
                else:
                    current.set(scope, value)
            else:
                data[name] = value
        elif scope.is_mapping:
            raise ExpressionError(f"Cannot assign to read-only scope variable '{name}'")
        else:
            sandbox.set_attribute(data, name, value)
        return value

    def keys(self) -> list[str]:
        """Names visible in this scope chain (innermost first, no duplicates)."""
        seen: dict[str, None] = {}
        scope: Scope | None = self
        while scope is not None:
            data = scope.data
            if data is scope:  # (a row's: `RowScope`)
                names = scope._own_names()
            else:
                names = data.keys() if scope.is_mapping else [n for n in dir(data) if not n.startswith("_")]
            for name in names:
                seen.setdefault(name, None)
            scope = scope.parent
        return list(seen)


class RenderRow(Scope):
    """A render function's v-for row as a getter's ``this`` (`resolve`): a copy of its
    variables, which are Python locals there; writing one mounts the template instead
    (WritesRenderRow), as no write could reach them."""

    __slots__ = ()

    def assign(self, name: str, value: Any) -> Any:
        if self.owner(name) is self:
            raise WritesRenderRow(name)
        return super().assign(name, value)


class RowScope(Scope):
    """A v-for row's scope: the row's own names (its aliases and ``$refs``, a set that
    never changes) and their values, each name tracked as a reactive dict's key. It is
    its own ``data`` and ``fast`` mapping (``get``, ``[]``, ``[] =``, as a reactive dict
    of those names reads and writes them): one object per row, where a Scope over a
    reactive proxy of a dict took four.

    ``names``: each name's place (one dict for all the rows of a loop); ``cells``: the
    names' values by place, then, from a name's first tracked read, their dependencies
    (one tuple: ``cells[len(names) + place]``, None for a name not read yet).
    """

    __slots__ = ("names", "cells")
    sealed = False
    own_member = None  # (a mapping: `is_mapping`)

    def __init__(self, names: dict[str, int], values: tuple[Any, ...], parent: Scope) -> None:
        self.names = names
        self.cells = values
        self.parent = parent
        self.globals = parent.globals

    @property
    def data(self) -> RowScope:  # type: ignore[override]
        """The scope's names: the scope itself (a property: a slot holding it would be a
        cycle, freed only by the collector)."""
        return self

    fast = data

    def __repr__(self) -> str:
        return f"RowScope({self.own_values()!r})"

    def _dep(self, index: int) -> KeyDep:
        """The dependency of the name at ``index`` (made on its first tracked read)."""
        cells = self.cells
        count = len(self.names)
        if len(cells) == count:  # (no name read yet: room for their deps)
            cells += (None,) * count
        dep = cells[count + index]
        if dep is None:
            dep = KeyDep()
            self.cells = (*cells[:count + index], dep, *cells[count + index + 1:])
        return dep

    def _track(self, index: int, sub: Any, state: Any) -> None:
        dep = self._dep(index)
        if dep.mark is not sub:  # (not read yet in this run: core.link)
            link(dep, sub, state)

    def get(self, name: str, default: Any = None) -> Any:
        """The value of own name ``name``, tracked (a strict comparison's operand read by
        `select`: left to it), else ``default`` (untracked: the names never change)."""
        index = self.names.get(name)
        if index is None:
            return default
        state = reactive_state() or new_reactive_state()
        sub = state.active_sub
        if sub is not None:
            if state.selecting is self and name == state.selecting_key:
                state.selecting = None  # (`Scope.select` subscribes)
            else:
                self._track(index, sub, state)
        return deep_read(self.cells[index])

    def __getitem__(self, name: str) -> Any:
        value = self.get(name, MISSING)
        if value is MISSING:
            raise KeyError(name)
        return value

    def __setitem__(self, name: str, value: Any) -> None:
        """Write own name ``name`` (a reactive dict's write: a ref there is written
        through, a proxy stored raw; its readers re-run when the value changed)."""
        index = self.names[name]
        cells = self.cells
        old = cells[index]
        if written_through(old, value):
            return
        value = to_raw(value)
        self.cells = (*cells[:index], value, *cells[index + 1:])
        count = len(self.names)
        dep = cells[count + index] if len(cells) > count else None
        if dep is not None and has_changed(old, value):
            key_changed(dep, old, value)

    def _p_track(self, name: str) -> None:
        """Subscribe the running effect to own name ``name`` (`Scope.select`)."""
        state = reactive_state() or new_reactive_state()
        self._track(self.names[name], state.active_sub, state)

    def _p_select(self, name: str, value: Any, seen: Any) -> None:
        """Subscribe the running effect to whether own name ``name`` is strictly equal to
        ``value`` (`runtime.equals_selected`)."""
        select_value(self._dep(self.names[name]), None, value, seen)

    @staticmethod
    def names_of(data: Mapping[str, Any]) -> dict[str, int]:
        """The names of a row over ``data`` (its aliases, then ``$refs``) and their places."""
        return {name: index for index, name in enumerate(dict.fromkeys([*data, "$refs"]))}

    def _own_names(self) -> list[str]:
        return list(self.names)

    def _own(self, name: str) -> Any:
        return self.get(name, MISSING)

    def own_values(self) -> dict[str, Any]:
        """The row's names and their values as stored (raw: read untracked)."""
        return dict(zip(self.names, self.cells))


def _member_reader(data: Any) -> Callable[[str], Any]:
    """How a scope reads a public member of its object `data` (MISSING when hidden or
    absent): what `sandbox.attribute_allowed` hides of it worked out once, and a
    reactive proxy's member read through its `__getattr__` without the failed ordinary
    lookup first (its class shows no public name)."""
    hidden = sandbox.hidden_names(data)
    if hidden is True:
        return lambda name: MISSING
    name_allowed = sandbox.name_allowed
    if ATTRIBUTE_PROXIES and isinstance(data, tuple(ATTRIBUTE_PROXIES)):
        getter = type(data).__getattr__

        def member(name: str) -> Any:
            if not name_allowed(name) or name in hidden:
                return MISSING
            try:
                return getter(data, name)
            except AttributeError:
                return MISSING

        return member

    def member(name: str) -> Any:
        if not name_allowed(name) or name in hidden:
            return MISSING
        return getattr(data, name, MISSING)

    return member
