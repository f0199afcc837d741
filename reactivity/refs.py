"""Refs: single reactive values (`ref`, `shallow_ref`) and helpers around them."""

from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

from .context import current as _current
from .context import get as _get
from .core import Dep, has_changed, link, trigger

T = TypeVar("T")


class Ref(Dep, Generic[T]):
    """A reactive box: reading `.value` tracks, writing a different value triggers.
    Containers stored in a (deep) ref are returned as reactive proxies."""

    __slots__ = ("_raw", "_value", "_shallow", "__weakref__")

    def __init__(self, value: T = None, shallow: bool = False) -> None:  # type: ignore[assignment]
        self.subs = ()
        self.mark = None
        self._shallow = shallow
        if shallow:
            self._raw = self._value = value
        else:
            self._raw = to_raw(value)
            self._value = to_reactive(self._raw)

    @property
    def value(self) -> T:
        state = _get() or _current()
        sub = state.active_sub
        if sub is not None and self.mark is not sub:
            link(self, sub, state)
        return self._value

    @value.setter
    def value(self, new: T) -> None:
        raw = new if self._shallow else to_raw(new)
        if has_changed(self._raw, raw):
            self._raw = raw
            self._value = raw if self._shallow else to_reactive(raw)
            trigger(self)

    def __repr__(self) -> str:
        return f"Ref({self._value!r})"


class ObjectRef(Dep):
    """A ref bound to one key (or attribute) of an object: `to_ref(state, 'count')`."""

    __slots__ = ("_object", "_key", "_default")

    def __init__(self, obj: Any, key: Any, default: Any = None) -> None:
        self.subs = ()
        self.mark = None
        self._object, self._key, self._default = obj, key, default

    @property
    def value(self) -> Any:
        obj = self._object
        if isinstance(obj, (MutableMapping, MutableSequence)):
            try:
                return obj[self._key]
            except (KeyError, IndexError):
                return self._default
        return getattr(obj, self._key, self._default)

    @value.setter
    def value(self, new: Any) -> None:
        obj = self._object
        if isinstance(obj, (MutableMapping, MutableSequence)):
            obj[self._key] = new
        else:
            setattr(obj, self._key, new)

    def __repr__(self) -> str:
        return f"ObjectRef({self._key!r})"


class GetterRef(Dep):
    """A read-only ref whose value is a getter's result: `to_ref(lambda: ...)`."""

    __slots__ = ("_getter",)

    def __init__(self, getter: Callable[[], Any]) -> None:
        self.subs = ()
        self.mark = None
        self._getter = getter

    @property
    def value(self) -> Any:
        return self._getter()


def ref(value: T = None) -> Ref[T]:  # type: ignore[assignment]
    """A reactive box for `value`; `ref(a_ref)` returns it unchanged."""
    if is_ref(value):
        return value  # type: ignore[return-value]
    return Ref(value)


def shallow_ref(value: T = None) -> Ref[T]:  # type: ignore[assignment]
    """Like `ref`, but only replacing `.value` triggers; the value is not made reactive."""
    if is_ref(value):
        return value  # type: ignore[return-value]
    return Ref(value, shallow=True)


def is_ref(value: Any) -> bool:
    return isinstance(value, (Ref, ObjectRef, GetterRef, Computed))


def unref(value: Any) -> Any:
    """`value.value` for a ref, the value itself otherwise."""
    return value.value if is_ref(value) else value


def trigger_ref(r: Ref) -> None:
    """Force the effects that read a (shallow) ref to run."""
    trigger(r)


def to_ref(source: Any, key: Any = None, default: Any = None) -> Any:
    """`to_ref(obj, key)`: a ref linked to `obj[key]`; `to_ref(ref)`: the ref;
    `to_ref(getter)`: a read-only ref; `to_ref(value)`: `ref(value)`."""
    if key is not None:
        return ObjectRef(source, key, default)
    if is_ref(source):
        return source
    if callable(source) and not is_proxy(source):
        return GetterRef(source)
    return ref(source)


def to_refs(obj: Any) -> Any:
    """A dict of refs linked to each key (list of refs for a list) of a reactive object."""
    if isinstance(obj, MutableSequence):
        return [ObjectRef(obj, i) for i in range(len(obj))]
    if isinstance(obj, MutableMapping):
        return {key: ObjectRef(obj, key) for key in list(obj.keys())}
    return {name: ObjectRef(obj, name) for name in vars(to_raw(obj))}


from collections.abc import MutableMapping, MutableSequence  # noqa: E402

from .computeds import Computed  # noqa: E402
from .proxies import is_proxy, to_raw, to_reactive  # noqa: E402
