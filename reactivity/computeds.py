"""Computed values: lazy, cached, recomputed only when a dependency really changed."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

from .context import current as _current
from .context import get as _get
from .core import _VALUE_TYPES, CHECK, CLEAN, DIRTY, ERRORED, Dep, link, refresh_deps, settle, subscribers

T = TypeVar("T")

_UNSET: Any = object()


class ReadonlyError(TypeError):
    """Writing to something read-only (a readonly proxy, a computed without setter)."""


class Computed(Dep, Generic[T]):
    """A cached derived value; read it with `.value`."""

    __slots__ = ("getter", "setter", "deps", "state", "_value", "name", "__weakref__")
    is_computed = True

    def __init__(self, getter: Callable[[], T], setter: Callable[[T], Any] | None = None, *, name: str | None = None) -> None:
        self.subs = ()
        self.mark = None
        self.getter = getter
        self.setter = setter
        self.deps: list[Dep] = []
        self.state = DIRTY
        self._value: Any = _UNSET
        self.name = name

    @property
    def value(self) -> T:
        state = _get() or _current()
        sub = state.active_sub
        if sub is not None and self.mark is not sub:
            link(self, sub, state)
        if self.state:
            self.refresh()
        return self._value

    @value.setter
    def value(self, new: T) -> None:
        if self.setter is None:
            raise ReadonlyError(f"{self!r} is read-only (it has no setter)")
        self.setter(new)

    def refresh(self) -> None:
        """Bring the cached value up to date (recompute only if really dirty)."""
        if self.state == CHECK:
            # Refresh the computeds read last time, in order, until one really changed
            # (then this one is DIRTY); core.refresh_deps, inlined for speed.
            try:
                for dep in self.deps:
                    if dep.is_computed:
                        if dep.state:
                            dep.refresh()
                        if self.state == DIRTY:
                            break
                else:
                    self.state = CLEAN
                    return
            except BaseException:
                self.state = ERRORED
                raise
        context = _get() or _current()
        prev, cursor = context.active_sub, context.cursor
        context.active_sub = self
        context.cursor = 0
        try:
            value = self.getter()
        except BaseException as exc:
            self.state = ERRORED
            exc.add_note(f"raised in {self!r}")
            raise
        finally:
            read = context.cursor
            context.active_sub, context.cursor = prev, cursor
            settle(self, read)
        self.state = CLEAN
        old = self._value
        kind = type(value)
        if old is value or (type(old) is kind and kind in _VALUE_TYPES and (old == value or (old != old and value != value))):
            return  # unchanged (core.has_changed, inlined)
        self._value = value
        for sub in subscribers(self):
            if sub.state == CHECK:
                sub.state = DIRTY

    @property
    def dirty(self) -> bool:
        if self.state == CHECK:
            refresh_deps(self)
        return self.state == DIRTY

    def __repr__(self) -> str:
        name = self.name or getattr(self.getter, "__qualname__", None) or repr(self.getter)
        return f"<computed {name}>"


def computed(getter: Callable[[], T], setter: Callable[[T], Any] | None = None, *, name: str | None = None) -> Computed[T]:
    """A lazy, cached value derived from reactive state; writable when given a `setter`."""
    return Computed(getter, setter, name=name)
