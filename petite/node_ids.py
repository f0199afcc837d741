"""Node ids: the nodes a context creates are numbered from that context's own counter.

A live session runs in a context of its own (`petite.scheduler.Scheduler.isolated`
gives it a fresh counter), so the ids a browser sees reveal nothing about other
sessions. The DOM (`petite.dom`) takes each new node's id from here.
"""

from __future__ import annotations

import contextvars
import itertools
from collections.abc import Iterator

_node_ids: contextvars.ContextVar[Iterator[int]] = contextvars.ContextVar("petite_node_ids", default=itertools.count(1))


def use_node_ids(counter: Iterator[int]) -> None:
    """Number the nodes created from now on in this context with `counter`."""
    _node_ids.set(counter)


def next_node_id() -> int:
    return next(_node_ids.get())


def node_id_counter() -> Iterator[int]:
    """This context's counter: a copy of many nodes takes their ids with `next()` on it
    (one context lookup per copy)."""
    return _node_ids.get()
