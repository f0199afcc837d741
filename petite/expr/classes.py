"""``class`` declarations and ``Object.create``: objects that inherit members.

A class compiled from a template is a ``JSClass``: its methods, getters and setters
live on the class (not copied into instances), static members on the class itself.
``new C(...)`` makes a ``JSInstance`` — a dict holding the instance's own fields (what
``JSON.stringify``, ``Object.keys`` and ``{{ }}`` show) that finds everything else
through ``proto``: its class (and the classes it extends), or the object given to
``Object.create``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from petite.reactivity import to_raw

from . import operations
from .budget import call_generated
from .errors import ExpressionError
from .functions import BoundMethod, Builtin, call_with_this
from .method_tables import FUNCTION_METHODS, OBJECT_METHODS
from .values import ERROR_CLASS_NAMES, Accessor, JSError, JSObject, call_site_text, to_js_string, undefined

MISSING = object()


class JSClass:
    """A class defined in a template."""

    __slots__ = ("name", "parent", "methods", "statics", "ctor", "init", "privates", "source", "__weakref__")
    __reactive_skip__ = True

    def __init__(self, name: str, parent: Any = None, source: str = "") -> None:
        if parent is not None and not callable(parent):
            raise ExpressionError(f"Class extends value {to_js_string(parent)} is not a constructor or null")
        self.name = name
        self.source = source  # its text in the template (`String(cls)`)
        self.parent = parent
        self.methods: dict[str, Any] = {}
        self.statics: dict[str, Any] = {}
        self.ctor: Any = None
        self.init: Any = None
        self.privates: dict[PrivateName, Any] = {}  # static `#names`

    def define(self, members: list[tuple[str, bool, str, Any]], init: Any, static_init: Any) -> JSClass:
        """Install ``(kind, static, key, function)`` members; run static field initializers."""
        for kind, static, key, fn in members:
            table = self.statics if static else self.methods
            if kind == "constructor":
                self.ctor = fn
            elif kind == "method":
                table[key] = fn
            else:
                current = table.get(key)
                accessor = current if type(current) is Accessor else Accessor()
                if kind == "get":
                    accessor.getter = fn
                else:
                    accessor.setter = fn
                table[key] = accessor
        self.init = init
        if static_init is not None:
            call_generated(static_init.func, (self,))
        return self

    def __call__(self, *_: Any) -> Any:
        raise ExpressionError(f"Class constructor {self.name or 'anonymous'} cannot be invoked without 'new'")

    def __repr__(self) -> str:
        return f"class {self.name}"

    # -- members --------------------------------------------------------------------

    def find(self, key: str) -> Any:
        """An instance member inherited from this class or its parents, or MISSING."""
        cls: Any = self
        while type(cls) is JSClass:
            value = cls.methods.get(key, MISSING)
            if value is not MISSING:
                return value
            cls = cls.parent
        return MISSING

    def static_member(self, key: Any, this: Any = None) -> Any:
        """A static member of this class or its parents (getters run with ``this``,
        the class itself unless given)."""
        cls: Any = self
        while type(cls) is JSClass:
            value = cls.statics.get(key, MISSING)
            if value is not MISSING:
                return value.get(self if this is None else this) if type(value) is Accessor else value
            cls = cls.parent
        if key == "name":
            return self.name
        if key == "length":  # (the constructor's; a class without one: 0)
            return self.ctor.length if self.ctor is not None else 0
        if cls is not None:  # static members of a built-in or host parent
            return operations.get_member(cls, key)
        impl = FUNCTION_METHODS.get(key) if type(key) is str else None  # (Function.prototype: bind, call ...)
        return BoundMethod(impl, self) if impl is not None else undefined

    def set_static(self, key: str, value: Any) -> Any:
        current = self.statics.get(key)
        if type(current) is Accessor:
            current.set(self, value)
        else:
            self.statics[key] = value
        return value

    # -- construction -----------------------------------------------------------------

    def construct(self, args: Any) -> Any:
        this = JSInstance()
        this.proto = self
        result = self.construct_into(this, args)
        # An object the constructor returns wins (an array or a Date too), as for functions.
        primitive = result is None or result is undefined or isinstance(result, (bool, int, float, str))
        return this if primitive or result is this else result

    def construct_into(self, this: JSInstance, args: Any) -> Any:
        if self.ctor is not None:
            if self.parent is None:
                self.init_fields(this)
            return call_generated(self.ctor.func, (this, *args))
        if self.parent is not None:
            return self.super_construct(this, args)
        self.init_fields(this)
        return None

    def super_construct(self, this: JSInstance, args: Any) -> Any:
        """``super(...args)`` in this class's constructor."""
        parent = self.parent
        if type(parent) is JSClass:
            parent.construct_into(this, args)
        elif parent is not None:
            base = operations.construct(parent, args, "super")
            if isinstance(base, Mapping):
                dict.update(this, dict.items(base) if type(base) is JSError else base)
            elif type(parent) is Builtin and parent.name == "Date":
                this.base = base  # (class D extends Date: the Date's methods work on it)
        self.init_fields(this)
        return undefined

    def init_fields(self, this: JSInstance) -> None:
        if self.init is not None:
            call_generated(self.init.func, (this,))

    def super_member(self, this: Any, key: str, static: bool = False) -> Any:
        """``super.key`` in a method of this class: in a static member (or static field
        or block) the parent class's own member, else its prototype's."""
        parent = self.parent
        if static:
            if type(parent) is JSClass:
                return parent.static_member(key, this)
            if parent is None:  # (Function.prototype: bind, call ...)
                impl = FUNCTION_METHODS.get(key)
                return BoundMethod(impl, this) if impl is not None else undefined
            return operations.get_member(parent, key)
        if type(parent) is JSClass:
            value = parent.find(key)
            if value is MISSING:
                return parent if key == "constructor" else undefined
            return value.get(this) if type(value) is Accessor else value
        impl = OBJECT_METHODS.get(key)
        return BoundMethod(impl, this) if impl is not None else undefined


class JSInstance(JSObject):
    """An object with a prototype: a class instance, or made by ``Object.create``.
    ``privates``: its ``#name`` members (never properties: keys, JSON and ``in`` do not
    see them), made when a class's fields are initialized. ``base``: the built-in value
    ``super()`` made for a class extending ``Date``, whose methods it inherits."""

    __slots__ = ("proto", "privates", "base")

    def inherited(self, key: Any, this: Any = None) -> Any:
        """The member ``key`` found through the prototype (getters run with ``this``,
        the instance or a reactive proxy of it), or MISSING."""
        proto = self.proto
        if type(proto) is JSClass:
            value = proto.find(key)
            if type(value) is Accessor:
                return value.get(self if this is None else this)
            if value is MISSING and getattr(self, "base", None) is not None:
                value = operations.get_member(self.base, key)
                return MISSING if value is undefined else value
            return value
        if proto is None:
            return MISSING
        value = operations.inherited_get(proto, key, self if this is None else this)
        return MISSING if value is operations.NOT_INHERITED else value  # (undefined: a chain ending at null)

    def inherited_setter(self, key: Any) -> Accessor | None:
        """The setter a write of ``key`` meets up the prototype chain, or None."""
        proto = self.proto
        if type(proto) is JSClass:
            value = proto.find(key)
            return value if type(value) is Accessor else None
        return operations.inherited_setter(proto, key) if isinstance(proto, Mapping) else None

    def extends_error(self) -> bool:
        """Does its class chain end in a built-in Error class (``class E extends Error``)?"""
        proto = self.proto
        while type(proto) is JSClass:
            proto = proto.parent
        return type(proto) is Builtin and proto.name in ERROR_CLASS_NAMES

    def inherits(self, cls: JSClass) -> bool:
        proto = self.proto
        while proto is not None:
            if proto is cls:
                return True
            if type(proto) is not JSClass:
                return False
            proto = proto.parent
        return False


def instance_behind(obj: Any) -> JSInstance | None:
    """The ``JSInstance`` ``obj`` is, or that a reactive proxy ``obj`` wraps."""
    if type(obj) is JSInstance:
        return obj
    raw = to_raw(obj)
    return raw if type(raw) is JSInstance else None


def user_method(obj: Any, name: Any, required: bool = False) -> Any:
    """A function ``obj`` defines itself or inherits as ``name``, or None (built-ins).
    With `required` (JavaScript's GetMethod), a value there that is neither a function
    nor undefined/null is a TypeError instead of None."""
    value = obj.get(name, MISSING) if isinstance(obj, Mapping) else MISSING
    instance = instance_behind(obj) if value is MISSING else None
    if instance is not None:
        value = instance.inherited(name, obj)
    if value is MISSING or value is undefined or value is None:
        return None
    if not callable(value) or isinstance(value, (Mapping, list)):
        if required:
            raise ExpressionError(f"{call_site_text(value)} is not a function", kind="TypeError")
        return None
    return value


def super_construct(cls: JSClass, this: Any, args: Any) -> Any:
    return cls.super_construct(this, args)


def super_call(cls: JSClass, this: Any, key: Any, args: Any, static: bool = False) -> Any:
    fn = cls.super_member(this, to_js_string(key), static)
    return call_with_this(fn, this, args, f"super.{to_js_string(key)}")


def super_get(cls: JSClass, this: Any, key: Any, static: bool = False) -> Any:
    return cls.super_member(this, to_js_string(key), static)


def object_create(proto: Any = undefined, properties: Any = undefined, *_: Any) -> Any:
    """``Object.create(proto)``: a new object that inherits ``proto``'s members."""
    if proto is not None and not isinstance(proto, Mapping) and not callable(proto):
        raise ExpressionError(f"Object prototype may only be an Object or null: {to_js_string(proto)}")
    if properties is not undefined:
        raise ExpressionError("Object.create with property descriptors is not supported")
    if proto is None:
        return {}
    obj = JSInstance()
    obj.proto = proto
    return obj


# -- #private members -------------------------------------------------------------------


class PrivateName:
    """One ``#name`` of one evaluation of a class body: the key of that member in the
    ``privates`` of the objects the class made (another class's ``#name`` is another
    key). ``member`` is its method or ``Accessor`` (for a field: None); ``brand``, what
    a receiver of a method or accessor must be (V8's words: "an instance of class Money")."""

    __slots__ = ("name", "member", "brand")
    __reactive_skip__ = True

    def __init__(self, name: str, brand: str = "an instance of class anonymous") -> None:
        self.name = name
        self.member: Any = None
        self.brand = brand

    def __repr__(self) -> str:
        return f"<private {self.name}>"


def private_method(key: PrivateName, kind: str, fn: Any) -> None:
    """Declare ``#name`` a method, getter or setter (``kind``) of its class."""
    if kind == "method":
        key.member = fn
        return
    accessor = key.member if type(key.member) is Accessor else Accessor()
    if kind == "get":
        accessor.getter = fn
    else:
        accessor.setter = fn
    key.member = accessor


def _privates(obj: Any, create: bool = False) -> dict | None:
    """The private members of ``obj`` (a class instance or a class). A reactive proxy of
    an instance has none: a JavaScript Proxy has no private slots, so petite-vue's state
    (and Vue 3's) cannot reach `#x` through it (`this.#x` in a method called on reactive
    state is a TypeError, `#x in proxy` false)."""
    target = obj if type(obj) is JSClass or type(obj) is JSInstance else None
    if target is None:
        return None
    privates = getattr(target, "privates", None)
    if privates is None and create:
        privates = target.privates = {}
    return privates


def private_methods(obj: Any, keys: tuple) -> None:
    """Give ``obj`` its class's private methods and accessors (before its fields)."""
    for key in keys:
        private_define(obj, key, key.member)


def private_define(obj: Any, key: PrivateName, value: Any) -> Any:
    """``#name = value`` in a class body: a new private member of ``obj``."""
    privates = _privates(obj, create=True)
    if privates is None:
        raise ExpressionError(f"Cannot define private member {key.name} on {to_js_string(obj)}", kind="TypeError")
    if key in privates:
        raise ExpressionError(f"Cannot initialize {key.name} twice on the same object", kind="TypeError")
    privates[key] = value
    return value


def private_get(obj: Any, key: PrivateName) -> Any:
    """``obj.#name``."""
    privates = _privates(obj)
    if privates is None or key not in privates:
        if key.member is not None:
            raise ExpressionError(f"Receiver must be {key.brand}", kind="TypeError")
        raise ExpressionError(
            f"Cannot read private member {key.name} from an object whose class did not declare it", kind="TypeError"
        )
    value = privates[key]
    if type(value) is Accessor:
        if value.getter is None:
            raise ExpressionError(f"'{key.name}' was defined without a getter", kind="TypeError")
        return value.get(obj)
    return value


def private_set(obj: Any, key: PrivateName, value: Any) -> Any:
    """``obj.#name = value``."""
    privates = _privates(obj)
    if privates is None or key not in privates:
        if key.member is not None:
            raise ExpressionError(f"Receiver must be {key.brand}", kind="TypeError")
        raise ExpressionError(
            f"Cannot write private member {key.name} to an object whose class did not declare it", kind="TypeError"
        )
    current = privates[key]
    if type(current) is Accessor:
        if current.setter is None:
            raise ExpressionError(f"'{key.name}' was defined without a setter", kind="TypeError")
        current.set(obj, value)
    elif key.member is not None:
        raise ExpressionError("Private method is not writable", kind="TypeError")
    else:
        privates[key] = value
    return value


def private_in(key: PrivateName, obj: Any) -> bool:
    """``#name in obj``: was ``obj`` made by the class that declares ``#name``?"""
    if not (isinstance(obj, Mapping) or callable(obj) or type(obj) is JSClass):
        raise ExpressionError(f"Cannot use 'in' operator to search for '{key.name}' in {to_js_string(obj)}", kind="TypeError")
    privates = _privates(obj)
    return privates is not None and key in privates
