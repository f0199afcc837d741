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
  whose table is dropped when it ends (``budget.Budget.props``); ``own_properties()``
  gives several evaluations one table.

There is no process-wide table: another thread, session or render never sees one.
"""

from __future__ import annotations

from contextvars import ContextVar
from typing import Any

from .budget import Budget, budget_get

# The current owner's table: {id(obj): Props}; None when no owner is running.
CURRENT: ContextVar[dict[int, Any] | None] = ContextVar("petite_property_tables", default=None)
tables_get = CURRENT.get


def lookup(raw: Any) -> Any:
    """The ``Props`` that the current owner records for ``raw`` (a dict), or None."""
    tables = tables_get()
    if tables:
        return tables.get(id(raw))
    return None


def for_writing() -> dict[int, Any]:
    """The current owner's table; with no owner, one for the running top-level
    evaluation (dropped when it ends), or a throwaway one outside any evaluation."""
    tables = tables_get()
    if tables is not None:
        return tables
    tables = {}
    budget = budget_get()
    if budget is not None and budget.depth:
        budget.props = tables
        CURRENT.set(tables)
    return tables


def release(budget: Budget) -> None:
    """A top-level evaluation that made its own table ended: drop the table."""
    if tables_get() is budget.props:
        CURRENT.set(None)
    budget.props = None


class own_properties:
    """Context manager: run a block with a table of its own (made here, or ``tables``),
    current until it ends; the previous one (if any) is current again after."""

    __slots__ = ("tables", "token")

    def __init__(self, tables: dict[int, Any] | None = None) -> None:
        self.tables = {} if tables is None else tables

    def __enter__(self) -> dict[int, Any]:
        self.token = CURRENT.set(self.tables)
        return self.tables

    def __exit__(self, *exc: Any) -> None:
        CURRENT.reset(self.token)
