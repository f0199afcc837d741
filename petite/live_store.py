"""Stores shared by the sessions of a live page, in one process or across several.

    from petite.live_store import shared_store
    STORE = shared_store("chat", {"count": 0, "messages": []}, url=os.environ.get("PETITE_REDIS_URL"))

Without a `url` a shared store lives in the process: a change made by one session is
flushed to every session showing it. It keeps the same rules as a replicated one (the
same `petite.store_replica` view, its operations confirmed at once): it holds JSON
values only, copied in, so no session can leave a live object of its own there (an
element view, `$refs`, an event, a function) for another session to reach.

With a `url` (`redis://…`) the store is *replicated* (`petite.store_redis`): every
process holds a reactive view of it, and every change made through that view is
recorded as an operation (set a key, append to a list, pop, insert, delete a slice …),
sent to Redis, given the next number of one sequence there, and published to every
process. Each process applies the operations in that order to its *confirmed* copy of
the state, so all processes converge to the same state: the result of running every
operation one after the other in Redis's order.

A process shows its own operations at once (the writing session is not kept waiting):
its view is the confirmed state plus its still *pending* operations. When another
process's operation is sequenced before a pending one, the view is rebuilt as the
confirmed state with the pending operations replayed on top (a rebase), and only what
differs is written to the view, so only the affected bindings update.

Conflicts: operations are replayed, not their results. Two appends to one list both
land (in sequence order); `pop()`, `insert(i, …)` or `del items[:-50]` run again on the
state they meet. An assignment computed from a read (`count += 1` reads, then sets)
sets the value it computed: of two concurrent ones the later in sequence wins. An
operation that no longer applies (its path is gone, an index is out of range) is
skipped, the same way in every process.

A shared store holds JSON values (dicts with string keys, lists, strings, numbers,
booleans, None); a value stored into it is copied in (tuples become lists).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

from petite.reactivity import to_raw
from petite.store_replica import Replica


def shared_store(name: str, initial: dict, *, url: str | None = None, **options: Any) -> dict:
    """A reactive dict shared by every session: in this process only (no `url`, the
    default), or kept consistent across processes through Redis (`url="redis://…"`;
    needs `pip install 'petite[redis]'`; start it with `lifespan(store)`)."""
    if url is None:
        return _local_store(initial)
    from .store_redis import RedisStore

    return RedisStore(name, initial, url, **options).state


def _local_store(initial: dict) -> dict:
    """A store of this process: a replica whose operations are sequenced as they are made."""

    def confirm(op_id: str, op: Any) -> None:
        replica.receive(replica.seq + 1, op_id, op)

    replica = Replica(initial, confirm)
    return replica.view


def replica_of(store: Any) -> Any:
    """The object keeping a replicated store in step (None for a process-local store)."""
    return getattr(to_raw(store), "_replica_owner", None)


def lifespan(*stores: Any) -> Callable[[Any], Any]:
    """An ASGI lifespan (Starlette's `lifespan=`) that starts the replicated stores
    before the app serves and stops them after; process-local stores need nothing."""

    @contextlib.asynccontextmanager
    async def run(app: Any):
        started = [r for r in map(replica_of, stores) if r is not None]
        for replica in started:
            await replica.start()
        try:
            yield
        finally:
            for replica in started:
                await replica.stop()

    return run
