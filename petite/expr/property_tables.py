"""Where objects' property attributes live: side tables, never the objects themselves.

``Object.freeze``, ``defineProperty``, ``setPrototypeOf`` ... record what they change in
a ``descriptors.Props``. That record is kept in a *side table*: a dict from ``id(obj)``
to the object's ``Props``, which holds the object itself (dicts cannot be weakly
referenced; the strong reference keeps the id from being reused while the entry lives).
So the application's dicts stay plain dicts with string keys (``json.dumps`` and
``copy.deepcopy`` work on them), and what one template did to a shared dict does not
follow it into another render or session.

A table belongs to whoever owns the lifetime of what the template did, and is current
(this context variable) while the owner's work runs:

* a server-side render (``Template.render``): one table for that render;
* an app (``petite.App``: ``testing.mount``, a live session, a render that mounts): one
  table for the app, current in the context the app was mounted in (a live session's
  own context), and again whenever ``petite.testing`` acts on the app;
* anything else (an expression Python calls itself): the running top-level evaluation,
  whose table is dropped when it ends, or (a compiled expression called directly) when
  the next top-level evaluation starts (``budget.Budget.props``); ``own_properties()``
  gives several evaluations one table.

There is no process-wide table: another thread, session or render never sees one. An
entry whose object only the table still holds (nothing else can reach it: a frozen object
a long-lived session replaced) is swept when the table has doubled since the last sweep,
so a session freezing a new object on every click keeps the live ones only.
"""

from __future__ import annotations

import sys
from contextvars import ContextVar
from types import FunctionType
from typing import Any

SWEEP_FROM = 64  # entries: below this a table is never swept
_refcount = getattr(sys, "getrefcount", None)  # (CPython: what still holds an object)


class Table(dict):
    """An owner's side table: ``{id(obj): Props}`` (each ``Props`` holds its object).

    ``page``: the owner's page globals (a function giving one by name, or MISSING: its
    root scope's ``global_value``), for code made outside any page that runs in the
    owner's work: a function in the data, compiled on its own, that reads ``document``
    or ``window`` when the app calls it sees the page of the app running it, as a
    module's function in a browser sees its page's globals (``Scope.global_value``)."""

    __slots__ = ("sweep_at", "page", "last_match")

    def __init__(self) -> None:
        super().__init__()
        self.sweep_at = SWEEP_FROM
        self.page: Any = None
        self.last_match: Any = None  # (subject, match): RegExp's legacy statics (regexp.py)

    def __repr__(self) -> str:
        return f"<property table of {len(self)} objects>"


class FunctionProps:
    """A function's own properties (`fn.cache = {}`, its `prototype`: petite.expr.function_props)
    in an owner's table, keyed by the function's id, which `target` keeps from being reused."""

    __slots__ = ("target", "own", "prototype")
    __reactive_skip__ = True

    def __init__(self, target: Any) -> None:
        self.target = target
        self.own: dict[str, Any] = {}  # enumerable, writable: `Object.keys(fn)` lists them
        self.prototype: Any = None  # a `function`'s, once read or written

    def __repr__(self) -> str:
        return "[function properties]"

    def held(self) -> list[Any]:
        """What this record holds besides its target: the edges a sweep follows."""
        return [*self.own.values(), self.prototype]


def function_props_of(fn: Any) -> FunctionProps | None:
    """The own properties the current owner records for function `fn`, or None."""
    tables = tables_get()
    found = tables.get(id(fn)) if tables else None
    return found if type(found) is FunctionProps else None


# The current owner's table; None when no owner is running.
CURRENT: ContextVar[Table | None] = ContextVar("petite_property_tables", default=None)
tables_get = CURRENT.get


def lookup(raw: Any) -> Any:
    """The ``Props`` that the current owner records for ``raw`` (a dict), or None."""
    tables = tables_get()
    if tables:
        return tables.get(id(raw))
    return None


def for_writing(budget: Any) -> Table:
    """The current owner's table (swept when it has grown: see the module docstring);
    with no owner, one for the running top-level evaluation (``budget``, this context's
    ``budget.Budget``: dropped when it ends), or a throwaway one outside any evaluation."""
    tables = tables_get()
    if tables is not None:
        if len(tables) >= tables.sweep_at:
            sweep(tables)
        return tables
    tables = Table()
    if budget is not None and budget.depth:
        budget.props = tables
        CURRENT.set(tables)
    return tables


def sweep(tables: Table) -> None:
    """Drop the entries of objects nothing outside the table holds any more.

    The table's records hold objects too (a `prototype`'s `constructor` is its function,
    whose record holds the prototype; `f.self = f`; a property defined with its own
    object as value), so an entry is not live because some record holds its object:
    one is live when something outside the records holds its object (its references
    are more than the records' and this call's), or when a live entry's record holds it
    (a trial deletion over the table's records, as Python's own cycle collector runs).
    Counting only the records' references, objects made unreachable by a cycle through
    the records were kept forever (wave 46: a session making a constructor a click kept
    two entries a click)."""
    if _refcount is None:
        return
    inside: dict[int, int] = {}  # id -> references to it from the records (their targets and what they hold)
    held: dict[int, list[Any]] = {}
    for key, record in tables.items():
        inside[key] = inside.get(key, 0) + 1  # (record.target)
        values = held[key] = record.held() + _own_references(record.target)
        for value in values:
            inside[id(value)] = inside.get(id(value), 0) + 1
    # A target's references inside: its record's `target`, twice each value held (the
    # record's and the `held` list's), getrefcount's argument; more is from outside.
    live = [key for key, record in tables.items() if _refcount(record.target) > 2 * inside[key]]
    seen = set(live)
    while live:
        for value in held[live.pop()]:
            key = id(value)
            if key in tables and key not in seen:
                seen.add(key)
                live.append(key)
    for key in [key for key in tables if key not in seen]:
        del tables[key]
    tables.sweep_at = max(SWEEP_FROM, 2 * len(tables))


def _own_references(target: Any) -> list[Any]:
    """What a compiled function holds in its own defaults and attributes: itself
    (`_self`, petite.expr.bindings.self_bind) and its facts; a sweep counts these as the
    records' references, as Python's collector would (nothing outside holds them)."""
    if type(target) is not FunctionType:
        return []
    return [*(target.__kwdefaults__ or {}).values(), *(target.__defaults__ or ()), *target.__dict__.values()]


def release(budget: Any) -> None:
    """A top-level evaluation that made its own table ended: drop the table."""
    if tables_get() is budget.props:
        CURRENT.set(None)
    budget.props = None


class own_properties:
    """Context manager: run a block with a table of its own (made here, or ``tables``),
    current until it ends; the previous one (if any) is current again after."""

    __slots__ = ("tables", "token")

    def __init__(self, tables: Table | None = None) -> None:
        self.tables = Table() if tables is None else tables

    def __enter__(self) -> Table:
        self.token = CURRENT.set(self.tables)
        return self.tables

    def __exit__(self, *exc: Any) -> None:
        CURRENT.reset(self.token)
