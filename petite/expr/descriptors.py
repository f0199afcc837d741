"""Property attributes of objects: ``Object.defineProperty``, ``freeze``, prototypes.

An object is a dict (or a dict subclass: ``JSObject``, a class instance, an error).
A plain property - writable, enumerable, configurable, holding a value - is a dict
entry, as before. Anything else is recorded in a ``Props`` table kept *beside* the
object, in the side table of whoever owns the evaluation (``property_tables``: a render,
an app or session), never in the dict itself, which stays a plain dict with string keys:

* an enumerable data property that is read-only or not configurable stays a dict entry
  (so compiled code reads it directly); its ``Prop`` only records its attributes;
* an accessor property (``get``/``set``), or a non-enumerable one, is *not* a dict
  entry: a read misses the dict and ``runtime._object_proto`` finds it here. So no
  listing (keys, JSON, spread, ``{{ }}``, ``for…in``) sees it unless it says so;
* ``extensible`` (``preventExtensions``, ``seal``, ``freeze``) and ``proto`` (what
  ``Object.setPrototypeOf`` gave the object: None for null).

A table belongs to its object and its owner: nothing here is shared between objects,
renders or sessions (a dict shared by two renders is frozen only in the one that froze it).
Host (Python) objects and built-ins never get one: defining a property on them is a
TypeError, except a plain writable value on a host object (an ordinary, sandboxed write).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from petite.reactivity import is_readonly, to_raw

from .budget import budget_get, tick
from .classes import MISSING as MISSING_MEMBER
from .classes import JSClass
from .errors import ExpressionError
from .functions import BoundMethod
from .method_tables import OBJECT_METHODS
from .property_tables import for_writing, lookup, tables_get
from .values import Accessor, JSError, JSObject, JSSymbol, is_index_key, js_key_order, js_typeof, to_js_string, to_property_key, undefined

U = undefined


DEFAULT = object()  # Props.proto when the object keeps its own prototype
MAX_PROTOTYPE_CHAIN = 100  # prototypes a walk up the chain follows at most


class Prop:
    """One property's attributes; ``value`` (or an ``Accessor``) when not a dict entry."""

    __slots__ = ("value", "enumerable", "writable", "configurable", "stored")
    __reactive_skip__ = True

    def __init__(self, value: Any, enumerable: bool, writable: bool, configurable: bool, stored: bool) -> None:
        self.value = value
        self.enumerable = enumerable
        self.writable = writable
        self.configurable = configurable
        self.stored = stored  # the value is the object's dict entry

    def __repr__(self) -> str:
        return f"Prop({self.value!r})"


class Props:
    """What an object records beyond its plain entries (see the module docstring)."""

    __slots__ = ("props", "extensible", "proto", "target")
    __reactive_skip__ = True

    def __init__(self, target: dict) -> None:
        self.props: dict[str, Prop] = {}
        self.extensible = True
        self.proto: Any = DEFAULT
        self.target = target  # (held: its id is the table's key while this lives)

    def __repr__(self) -> str:
        return "[properties]"

    def held(self) -> list[Any]:
        """What this record holds besides its target (its hidden values, a getter's and
        setter's functions, a prototype given): the edges a sweep follows
        (petite.expr.property_tables.sweep)."""
        out: list[Any] = [] if self.proto is DEFAULT else [self.proto]
        for prop in self.props.values():
            value = prop.value
            if type(value) is Accessor:
                out.append(value.getter)
                out.append(value.setter)
            else:
                out.append(value)
        return out

    def hidden(self, obj: Any, key: str, this: Any) -> Any:
        """The value of a property that is not a dict entry, or DEFAULT."""
        prop = self.props.get(key)
        if prop is None or prop.stored:
            return DEFAULT
        value = prop.value
        return value.get(this) if type(value) is Accessor else value


def hidden_member(obj: Any, table: Props, key: Any, get_member: Any) -> Any:
    """A property a dict lookup missed on an object with a table: a hidden own one
    (a getter runs with ``this`` = ``obj``), or what the prototype it was given has
    (undefined for null); DEFAULT when the table says nothing about ``key``."""
    if type(key) is not str:
        key = to_property_key(key)
    prop = table.props.get(key)
    if prop is not None and not prop.stored:
        value = prop.value
        return value.get(obj) if type(value) is Accessor else value
    proto = table.proto
    if proto is DEFAULT:
        return DEFAULT
    if proto is None:
        return U
    tick(1)
    if type(proto).__name__ == "Builtin" and proto.name == "Object.prototype":  # (bound to obj, not to the prototype)
        impl = OBJECT_METHODS.get(key)
        return BoundMethod(impl, obj) if impl is not None else U
    return inherited_get(proto, key, obj, get_member)


def inherited_get(proto: Any, key: str, receiver: Any, get_member: Any) -> Any:
    """``receiver[key]`` read on its prototype ``proto`` (JavaScript's [[Get]] with a
    receiver): the first object up the chain that has ``key`` answers, a getter there
    running with ``receiver`` as ``this``; DEFAULT when the chain ends at Object.prototype
    without it (whose members the caller binds to ``receiver``), undefined at null."""
    for _ in range(MAX_PROTOTYPE_CHAIN):
        if proto is None:
            return U
        raw = raw_dict(proto)
        if raw is None:  # (a built-in prototype, a host object: as read on it)
            return get_member(proto, key)
        value, table = _own_value(raw, key)
        if value is not DEFAULT:
            return value.get(receiver) if type(value) is Accessor else value
        if table is not None and table.proto is not DEFAULT:
            proto = table.proto
            tick(1)
            continue
        inherited = getattr(raw, "inherited", None)  # (a class instance, Object.create's: classes.JSInstance)
        if inherited is None:
            return DEFAULT
        value = inherited(key, receiver)
        return DEFAULT if value is MISSING_MEMBER else value
    return U


def _own_value(raw: dict, key: str) -> tuple[Any, Props | None]:
    """(``raw``'s own value of ``key``: stored or held by its table, else DEFAULT; its table)."""
    value = dict.get(raw, key, DEFAULT)
    table = lookup(raw)
    if value is DEFAULT and table is not None:
        prop = table.props.get(key)
        if prop is not None and not prop.stored:
            value = prop.value
    return value, table


def inherited_setter(proto: Any, key: str) -> Accessor | None:
    """The setter an assignment of ``key`` meets up ``proto``'s chain (the first object
    that has ``key`` decides: an accessor's setter, else None: the write makes an own
    property)."""
    for _ in range(MAX_PROTOTYPE_CHAIN):
        raw = raw_dict(proto)
        if raw is None:  # (not an object with properties: null, a built-in, a host object)
            return None
        value, table = _own_value(raw, key)
        if value is not DEFAULT:
            return value if type(value) is Accessor else None
        if table is not None and table.proto is not DEFAULT:
            proto = table.proto
            continue
        own = getattr(raw, "inherited_setter", None)  # (a class instance's class chain: classes.JSInstance)
        return own(key) if own is not None else None
    return None


def raw_dict(obj: Any) -> dict | None:
    """The engine's dict behind ``obj`` (itself, or what a reactive proxy wraps), or
    None: an exact dict, an object literal with getters, a class instance, an error.
    A host's dict subclass is not one (its own ``__setitem__`` may guard its entries)."""
    if type(obj) is dict:
        return obj
    raw = to_raw(obj)
    return raw if type(raw) is dict or isinstance(raw, JSObject) or type(raw) is JSError else None


def check_writable(obj: Any, raw: dict, key: Any = "") -> None:
    """A read-only proxy's object takes no definition, no integrity change."""
    if obj is not raw and is_readonly(obj):
        what = f"define property {key}" if type(key) is str and key else "change the properties of an object"
        raise ExpressionError(f"Cannot {what}: the object is read-only", kind="TypeError")


def props_of(obj: Any) -> Props | None:
    """``obj``'s table, or None (the common case: a plain object)."""
    raw = obj if type(obj) is dict else raw_dict(obj)
    return None if raw is None else lookup(raw)


def table(raw: dict) -> Props:
    """``raw``'s table (in the current owner's side table), made when it has none."""
    tables = for_writing(budget_get())
    found = tables.get(id(raw))
    if found is None:
        found = tables[id(raw)] = Props(raw)
    return found


table_ = table


def own_keys(raw: dict, enumerable_only: bool = True) -> list[str]:
    """The own string keys of a dict-based object, without the table's key; hidden
    properties after the entries (non-enumerable ones only when asked)."""
    table = lookup(raw)
    keys = [k if type(k) is str else to_property_key(k) for k in dict.keys(raw) if type(k) is not JSSymbol]
    if table is not None:
        keys += [k for k, p in table.props.items()
                 if not p.stored and (p.enumerable or not enumerable_only) and type(k) is not JSSymbol]
    return keys


def own_symbols(raw: dict) -> list[Any]:
    """The own symbol keys of a dict-based object (``getOwnPropertySymbols``)."""
    table = lookup(raw)
    keys = [k for k in dict.keys(raw) if type(k) is JSSymbol]
    if table is not None:
        keys += [k for k, p in table.props.items() if type(k) is JSSymbol and not p.stored]
    return keys


# -- reading and writing through the table ---------------------------------------------


def write(obj: Any, raw: dict, table: Props, key: str, value: Any, this: Any = None) -> None:
    """``obj[key] = value`` on an object with a table (sloppy mode: a write to a
    read-only property or a new key on a non-extensible object is ignored; a setter
    runs with ``this`` the object as written to, a proxy stays a proxy)."""
    this = obj if this is None else this
    if obj is not raw and is_readonly(obj):
        obj[key] = value  # (raises, as any write through a read-only proxy)
        return
    prop = table.props.get(key)
    if prop is None:
        if not table.extensible and not dict.__contains__(raw, key):
            return
        inherited = _inherited_setter(table, key)
        if inherited is not None:
            # through a reactive proxy the key triggers as an added one (Vue's set trap:
            # not an own key; ReactiveDict._p_inherited_write)
            proxied = getattr(obj, "_p_inherited_write", None) if obj is not raw and this is obj else None
            if proxied is not None:
                proxied(key, inherited, value)
            else:
                inherited.set(this, value)
            return
        obj[key] = value  # (through a proxy: tracked)
        return
    current = prop.value
    if type(current) is Accessor:
        # through a reactive proxy, as any own accessor's write (the key triggers when the
        # value differs from the getter's: ReactiveDict._p_accessor_write)
        proxied = getattr(obj, "_p_accessor_write", None) if obj is not raw else None
        if proxied is not None:
            proxied(key, current, value, None if this is obj else this)
        else:
            current.set(this, value)  # (without a setter: nothing)
        return
    if not prop.writable:
        return
    if prop.stored:
        obj[key] = value
    else:
        prop.value = value


def refused_write(obj: Any, key: Any) -> str | None:
    """The TypeError message of ``obj[key] = value`` in strict code (a class body, a
    'use strict' function), where sloppy code's write does nothing (``write``,
    ``Accessor.set``): an accessor without a setter (own, or the first met up the
    chain), a read-only property, a new key on a non-extensible object. None: the write
    takes."""
    pkey = to_property_key(key)
    if type(obj) is JSClass:
        current = obj.statics.get(pkey)
        if type(current) is Accessor and current.setter is None:
            return f"Cannot set property {pkey} of class {obj.name or '(anonymous)'} which has only a getter"
        return None
    raw = raw_dict(obj)
    if raw is None:
        return None
    what = _object_name(raw)
    table = lookup(raw)
    prop = table.props.get(pkey) if table is not None else None
    if prop is not None:
        current = prop.value
        if type(current) is Accessor:
            return None if current.setter is not None else f"Cannot set property {pkey} of {what} which has only a getter"
        return None if prop.writable else f"Cannot assign to read only property '{pkey}' of object '{what}'"
    if dict.__contains__(raw, pkey):
        current = dict.__getitem__(raw, pkey)
        if type(current) is Accessor and current.setter is None:
            return f"Cannot set property {pkey} of {what} which has only a getter"
        return None
    if table is not None and table.proto is not DEFAULT:
        inherited = inherited_setter(table.proto, pkey)
    else:
        own = getattr(raw, "inherited_setter", None)  # (a class instance's class chain)
        inherited = own(pkey) if own is not None else None
    if inherited is not None and inherited.setter is None:
        return f"Cannot set property {pkey} of {what} which has only a getter"
    if table is not None and not table.extensible:
        return f"Cannot add property {pkey}, object is not extensible"
    return None


def _object_name(raw: dict) -> str:
    """How V8 names an object in a message: ``#<Object>``, ``#<Point>`` (its class)."""
    cls = getattr(raw, "proto", None)
    name = getattr(cls, "name", None) if type(cls) is JSClass else None
    return f"#<{name or 'Object'}>"


def _inherited_setter(table: Props, key: str) -> Accessor | None:
    return None if table.proto is DEFAULT else inherited_setter(table.proto, key)


def delete(raw: dict, table: Props, key: str) -> bool:
    """``delete obj[key]`` on an object with a table; False when not configurable."""
    prop = table.props.get(key)
    if prop is None:
        if dict.__contains__(raw, key):
            dict.__delitem__(raw, key)
        return True
    if not prop.configurable:
        return False
    del table.props[key]
    if prop.stored and dict.__contains__(raw, key):
        dict.__delitem__(raw, key)
    return True


# -- descriptors ---------------------------------------------------------------------


FIELDS = ("enumerable", "configurable", "value", "writable", "get", "set")


def to_descriptor(desc: Any, get_member: Any, has_property: Any) -> dict[str, Any]:
    """ToPropertyDescriptor: the fields ``desc`` has (own or inherited)."""
    if js_typeof(desc) not in ("object", "function") or desc is None:
        raise ExpressionError(f"Property description must be an object: {to_js_string(desc)}", kind="TypeError")
    out: dict[str, Any] = {}
    for name in FIELDS:
        if has_property(desc, name):
            out[name] = get_member(desc, name)
    for name in ("get", "set"):
        fn = out.get(name, U)
        if fn is not U and js_typeof(fn) != "function":
            kind = "Getter" if name == "get" else "Setter"
            raise ExpressionError(f"{kind} must be a function: {to_js_string(fn)}", kind="TypeError")
    if ("get" in out or "set" in out) and ("value" in out or "writable" in out):
        raise ExpressionError("Invalid property descriptor. Cannot both specify accessors and a value or writable "
                              "attribute", kind="TypeError")
    return out


def current(raw: dict, key: str) -> Prop | None:
    """The property ``key`` of a dict-based object as a ``Prop`` (a copy for a plain
    entry), or None when it has none."""
    table = lookup(raw)
    prop = table.props.get(key) if table is not None else None
    if prop is not None:
        if prop.stored:
            return Prop(dict.get(raw, key, U), prop.enumerable, prop.writable, prop.configurable, True)
        return prop
    if not dict.__contains__(raw, key):
        return None
    value = dict.__getitem__(raw, key)
    return Prop(value, True, True, True, True)


def define(obj: Any, raw: dict, key: str, desc: dict[str, Any], truthy: Any, same_value: Any) -> None:
    """ValidateAndApplyPropertyDescriptor on a dict-based object (``desc`` as
    ``to_descriptor`` gives it)."""
    tick(1)
    check_writable(obj, raw, key)
    table = lookup(raw)
    old = current(raw, key)
    accessor = "get" in desc or "set" in desc
    flags = {name: truthy(desc[name]) for name in ("enumerable", "configurable", "writable") if name in desc}
    if old is None:
        if table is not None and not table.extensible:
            raise ExpressionError(f"Cannot define property {key}, object is not extensible", kind="TypeError")
        if accessor:
            value: Any = Accessor(_fn(desc.get("get", U)), _fn(desc.get("set", U)))
        else:
            value = desc.get("value", U)
        _store(obj, raw, key, value, flags.get("enumerable", False), flags.get("writable", False) and not accessor,
               flags.get("configurable", False))
        return
    was_accessor = type(old.value) is Accessor
    if not old.configurable:
        redefine = ExpressionError(f"Cannot redefine property: {key}", kind="TypeError")
        if flags.get("configurable") or ("enumerable" in flags and flags["enumerable"] != old.enumerable):
            raise redefine
        if accessor and not was_accessor or ("value" in desc or "writable" in desc) and was_accessor:
            raise redefine
        if was_accessor:
            if ("get" in desc and _fn(desc["get"]) is not old.value.getter) or (
                    "set" in desc and _fn(desc["set"]) is not old.value.setter):
                raise redefine
        elif not old.writable:
            if flags.get("writable") or ("value" in desc and not same_value(desc["value"], old.value)):
                raise redefine
    enumerable = flags.get("enumerable", old.enumerable)
    configurable = flags.get("configurable", old.configurable)
    if accessor:
        base = old.value if was_accessor else Accessor()
        value = Accessor(_fn(desc["get"]) if "get" in desc else base.getter,
                         _fn(desc["set"]) if "set" in desc else base.setter)
        writable = False
    elif was_accessor and ("value" in desc or "writable" in desc):
        value, writable = desc.get("value", U), flags.get("writable", False)
    else:
        value = desc["value"] if "value" in desc else old.value
        writable = flags.get("writable", old.writable) if not was_accessor else False
    _store(obj, raw, key, value, enumerable, writable, configurable)


def _fn(value: Any) -> Any:
    return None if value is U else value


def _store(obj: Any, raw: dict, key: str, value: Any, enumerable: bool, writable: bool, configurable: bool) -> None:
    """Record ``key`` with these attributes: a dict entry when it is an enumerable
    data property. A plain one is written through ``obj``, so a reactive proxy
    triggers; others are not (Vue's proxies have no ``defineProperty`` trap)."""
    table = lookup(raw)
    if type(dict.get(raw, key)) is Accessor:  # an object literal's getter: replaced, its setter not run
        dict.__delitem__(raw, key)
    plain = type(value) is not Accessor and enumerable and writable and configurable
    if plain:
        if table is not None:
            table.props.pop(key, None)
        obj[key] = value
        return
    table = table_(raw)
    if type(value) is not Accessor and enumerable:
        table.props[key] = Prop(None, True, writable, configurable, True)
        dict.__setitem__(raw, key, value)  # (as Vue's proxies, which have no defineProperty trap: no trigger)
        return
    if dict.__contains__(raw, key):
        dict.__delitem__(raw, key)
    table.props[key] = Prop(value, enumerable, writable, configurable, False)


def descriptor(prop: Prop) -> dict[str, Any]:
    """The object ``Object.getOwnPropertyDescriptor`` gives for ``prop``."""
    value = prop.value
    if type(value) is Accessor:
        return {"get": U if value.getter is None else value.getter, "set": U if value.setter is None else value.setter,
                "enumerable": prop.enumerable, "configurable": prop.configurable}
    return {"value": value, "writable": prop.writable, "enumerable": prop.enumerable,
            "configurable": prop.configurable}


# -- integrity levels ----------------------------------------------------------------


def set_integrity(obj: Any, raw: dict, level: str) -> None:
    """``preventExtensions`` / ``seal`` / ``freeze`` (``level``) on a dict-based object."""
    check_writable(obj, raw)
    table = table_(raw)
    table.extensible = False
    if level == "extensions":
        return
    keys = list(dict.keys(raw))
    tick(len(keys) + len(table.props))
    for key in keys:
        key = key if type(key) is str else to_property_key(key)
        prop = table.props.get(key)
        if prop is None:
            value = dict.__getitem__(raw, key)
            if type(value) is Accessor:  # an object literal's getter: becomes a recorded accessor
                dict.__delitem__(raw, key)
                table.props[key] = Prop(value, True, False, False, False)
                continue
            prop = table.props[key] = Prop(None, True, True, True, True)
        prop.configurable = False
        if level == "frozen" and type(prop.value) is not Accessor:
            prop.writable = False
    for prop in table.props.values():
        prop.configurable = False
        if level == "frozen" and type(prop.value) is not Accessor:
            prop.writable = False


def test_integrity(raw: dict, level: str) -> bool:
    """``isExtensible`` (negated) / ``isSealed`` / ``isFrozen`` on a dict-based object."""
    table = lookup(raw)
    if table is None or table.extensible:
        return False
    if level == "extensions":
        return True
    for key in dict.keys(raw):
        if type(key) is not str or key not in table.props:
            return False
    tick(len(table.props))
    for prop in table.props.values():
        if prop.configurable or (level == "frozen" and prop.writable and type(prop.value) is not Accessor):
            return False
    return True


def is_index(key: str) -> bool:
    return is_index_key(key)


def ordered(keys: list[str]) -> list[str]:
    """Own-property order: integer-like keys ascending, then the others."""
    return [k for k, _ in js_key_order([(k, None) for k in keys])]


def has_hidden(table: Props, key: str, has_property: Any) -> bool | None:
    """``key in obj`` for a key that is not a dict entry of an object with a table;
    None when the table says nothing (the object's own prototype decides)."""
    if key in table.props:
        return True
    proto = table.proto
    if proto is DEFAULT:
        return None
    if proto is None:
        return False
    tick(1)
    return has_property(proto, key)


def copy_attributes(source: Any, copy: dict) -> None:
    """``copy`` (a dict just made from ``source``'s entries: a `v-scope`'s own scope)
    takes the attributes of ``source``'s properties too, as petite-vue's merged scope
    takes the data's descriptors (``Object.defineProperties(Object.create(parent),
    getOwnPropertyDescriptors(data))``): its getters, hidden and read-only properties;
    the copy stays extensible, over its own prototype."""
    if not tables_get():  # (the common case: nothing has attributes: a v-for row's data)
        return
    raw = raw_dict(source)
    found = lookup(raw) if raw is not None else None
    if found is None:
        return
    made = table(copy)
    made.props = {key: Prop(p.value, p.enumerable, p.writable, p.configurable, p.stored) for key, p in found.props.items()}
