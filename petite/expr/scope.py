"""petite-vue's scope chain: each ``v-scope`` adds a child scope over its parent."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from typing import Any

from . import sandbox
from .errors import ExpressionError
from .values import Accessor, JSObject, to_property_key, undefined

MISSING = object()
EMPTY: dict = {}
# Mapping types read directly by compiled code (runtime.register_types adds to it).
FAST_MAPPINGS: set[type] = set()
# The built-in globals (Math, JSON...); builtins.py fills this dict.
GLOBALS: dict[str, Any] = {}


class Scope:
    """A scope: ``data`` (a dict, any mapping such as a reactive proxy, or a plain
    object whose public attributes are the names) over an optional ``parent`` scope.

    Reads walk the chain and end at the built-ins (``Math``, ``JSON`` ...); writes go to
    the nearest scope that has the name, else to the root scope: the outermost one that
    is not ``sealed`` (a sealed scope, such as an app's helpers, only provides names).
    """

    __slots__ = ("data", "parent", "sealed", "is_dict", "is_mapping", "fast", "globals")

    def __init__(self, data: Any = None, parent: Scope | None = None, *, sealed: bool = False) -> None:
        if data is None:
            data = {}
        self.data = data
        self.parent = parent
        self.sealed = sealed
        # exact dicts (and object literals with getters) are read with dict.get
        self.is_dict = type(data) is dict or type(data) is JSObject
        self.is_mapping = isinstance(data, Mapping)
        # compiled expressions read names from ``fast`` first (exact dicts only)
        self.fast = data if type(data) is dict or type(data) in FAST_MAPPINGS else EMPTY
        # implicit globals (``x = 1`` in a function, x declared nowhere): one table per
        # scope chain, shared by its children, read after the scopes, before built-ins
        self.globals: dict[str, Any] = parent.globals if parent is not None else {}

    def __repr__(self) -> str:
        return f"Scope({self.data!r})"

    def __js_fields__(self) -> dict[str, Any]:
        """What ``{{ this }}`` shows: the data names in the chain (no ``$`` helpers, no
        functions), never the scope's Python internals."""
        fields: dict[str, Any] = {}
        for name in self.keys():
            if type(name) is str and not name.startswith(("$", "_")):
                value = self.find(name)[0]
                if value is not undefined and not callable(value):
                    fields[name] = value
        return fields

    def child(self, data: Any = None) -> Scope:
        return Scope(data, self)

    def _own(self, name: str) -> Any:
        """This scope's own value for ``name``, or MISSING."""
        data = self.data
        if self.is_dict:
            return data.get(name, MISSING)
        if self.is_mapping:
            # .get, not [], so getters stored in an object literal behind a proxy come
            # back as Accessors and run with the scope as ``this`` (tracked reads)
            return data.get(name, MISSING)
        if not sandbox.attribute_allowed(data, name):
            return MISSING
        return getattr(data, name, MISSING)

    def find(self, name: str, reference: bool = False) -> tuple[Any, Scope]:
        """(value, scope that holds it); built-ins come last.

        Missing names give ``undefined`` — or, with ``reference``, a ReferenceError.
        """
        scope: Scope | None = self
        while scope is not None:
            if scope.is_dict:
                value = scope.data.get(name, MISSING)
            else:
                value = scope._own(name)
            if value is not MISSING:
                if type(value) is Accessor:
                    return value.get(scope), scope
                return value, scope
            scope = scope.parent
        value = self.globals.get(name, MISSING)
        if value is MISSING:
            value = GLOBALS.get(name, MISSING)
        if value is MISSING:
            if reference:
                raise ExpressionError(f"{name} is not defined", kind="ReferenceError")
            return undefined, self
        return value, self

    def lookup(self, name: str) -> Any:
        """The value of ``name``; ReferenceError ``"x is not defined"`` if nothing has it."""
        scope: Scope | None = self
        while scope is not None:
            if scope.is_dict:
                value = scope.data.get(name, MISSING)
            else:
                value = scope._own(name)
            if value is not MISSING:
                if type(value) is Accessor:
                    return value.get(scope)
                return value
            scope = scope.parent
        value = self.globals.get(name, MISSING)
        if value is MISSING:
            value = GLOBALS.get(name, MISSING)
        if value is MISSING:
            raise ExpressionError(f"{name} is not defined", kind="ReferenceError")
        return value

    def get(self, name: str, default: Any = undefined) -> Any:
        """Like ``lookup`` but missing names give ``default`` (used by ``typeof x``)."""
        try:
            return self.lookup(name)
        except ExpressionError:
            return default

    def member(self, name: Any) -> Any:
        """``this.name`` where ``this`` is a scope: like lookup, missing is undefined."""
        if type(name) is not str:
            name = to_property_key(name)
        return self.find(name)[0]

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
        if scope.is_dict:
            current = data.get(name)
            if type(current) is Accessor:
                current.set(scope, value)
            else:
                data[name] = value
        elif isinstance(data, MutableMapping):
            current = data[name] if name in data else None
            if type(current) is Accessor:
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
            names = data.keys() if scope.is_mapping else [n for n in dir(data) if not n.startswith("_")]
            for name in names:
                seen.setdefault(name, None)
            scope = scope.parent
        return list(seen)
