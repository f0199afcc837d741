"""A shared store kept consistent across processes through Redis (`petite[redis]`).

Made by `petite.live_store.shared_store(name, initial, url="redis://…")`; the rules of
ordering and conflicts are in `petite.live_store`. In Redis, under `petite:{name}:…`
(one hash tag: a Redis Cluster keeps them on one node):

    seq       the sequence counter: the number of the last operation
    log       a stream of the operations, entry id `0-<seq>` (trimmed to `keep_ops`)
    snapshot  a hash {seq, state}: the confirmed state after operation `seq`
    origins   a hash {process id: its last operation sent}: a resent operation is
              sequenced once
    epoch     a random name for this history of the store
    channel   `petite:{name}`: each sequenced operation is published as it is logged

One Lua script sequences an operation: it numbers it, logs it and publishes it
atomically, so the log, the counter and the notifications agree. Each process
subscribes first, then loads the snapshot and the log after it, then applies the
published operations in order; a gap in the numbers (a dropped connection) is filled
from the log. The process that sent operation `n` writes a snapshot when `n` is a
multiple of `snapshot_every`.

If Redis loses the store (restarted without persistence, flushed), the epoch is gone:
the first process to notice (its next write is refused, or it resubscribes) seeds Redis
again with its own confirmed state under a new epoch, and the others start again from
that; their pending writes are sent again on top.

Threads: sessions change the store in the live server's worker threads
(`petite.live_turns`); Redis is spoken to on the event loop the store started on, and
operations from other processes are applied to the view in a worker's turn, like any
other engine work, so they never run beside a session's.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import deque
from typing import Any

import redis.asyncio as redis

from .store_replica import Op, Replica
from .live_turns import Turns

log = logging.getLogger("petite.store")

SEQUENCE = """
if redis.call('GET', KEYS[4]) ~= ARGV[6] then return -1 end
local last = tonumber(redis.call('HGET', KEYS[3], ARGV[1]) or '0')
if tonumber(ARGV[2]) <= last then return 0 end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
local seq = redis.call('INCR', KEYS[1])
local message = seq .. '\\n' .. ARGV[1] .. ':' .. ARGV[2] .. '\\n' .. ARGV[3]
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[5], '0-' .. seq, 'm', message)
redis.call('PUBLISH', ARGV[4], message)
return seq
"""

SNAPSHOT = """
local current = tonumber(redis.call('HGET', KEYS[1], 'seq') or '-1')
if tonumber(ARGV[1]) <= current then return 0 end
redis.call('HSET', KEYS[1], 'seq', ARGV[1], 'state', ARGV[2])
return 1
"""

JOIN = """
local epoch = redis.call('GET', KEYS[1])
if epoch then return epoch end
redis.call('DEL', KEYS[3], KEYS[4], KEYS[5])
redis.call('SET', KEYS[2], ARGV[2])
redis.call('HSET', KEYS[3], 'seq', ARGV[2], 'state', ARGV[3])
for i = 4, #ARGV, 2 do redis.call('HSET', KEYS[5], ARGV[i], ARGV[i + 1]) end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]
"""

RETRY_MAX = 5.0  # seconds between attempts to reach Redis, at most


class RedisStore:
    """One process's replica of a shared store, kept in step through Redis.

    `state` is the reactive dict sessions use. `start()` connects (inside the app's
    event loop: its lifespan, or the first write), `stop()` sends what is still pending
    and disconnects, `sync()` waits until this process has sent its changes and applied
    every change sequenced so far (tests, and handlers that must read others' writes).
    """

    def __init__(
        self, name: str, initial: dict, url: str, *, snapshot_every: int = 100, keep_ops: int = 10_000,
        turns: Turns | None = None,
    ) -> None:
        self.name = name
        self.turns = turns or Turns.process()  # the live pages' turns: remote changes wait for theirs
        self.url = url
        self.snapshot_every = snapshot_every
        self.keep_ops = keep_ops
        self.replica = Replica(initial, self._queue)
        self.state = self.replica.view
        self.replica.root._replica_owner = self
        prefix = f"petite:{{{name}}}"
        self.keys = {part: f"{prefix}:{part}" for part in ("seq", "log", "snapshot", "origins", "epoch")}
        self.epoch: str | None = None  # the history of the store in Redis this replica follows
        self.channel = prefix
        self._outbox: deque[tuple[str, Op]] = deque()
        self._sequenced: dict[str, int] = {}  # our operations' numbers, until they come back
        self._wake = asyncio.Event()
        self._progress = asyncio.Event()
        self._client: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._snapshots: set[asyncio.Future] = set()  # snapshot writes in flight
        self._tasks: list[asyncio.Task] = []
        self._starting: asyncio.Future | None = None

    # Life -------------------------------------------------------------------------
    async def start(self) -> None:
        """Subscribe, load the snapshot and the log, then follow (idempotent)."""
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start())
        await asyncio.shield(self._starting)

    async def _start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._client = redis.from_url(self.url, decode_responses=True)
        self._sequence = self._client.register_script(SEQUENCE)
        self._snapshot = self._client.register_script(SNAPSHOT)
        self._join_script = self._client.register_script(JOIN)
        pubsub = await self._subscribe()
        self._tasks = [asyncio.ensure_future(self._follow(pubsub)), asyncio.ensure_future(self._send_loop())]
        self._wake.set()

    async def stop(self) -> None:
        """Send what is pending (a few seconds at most), then disconnect."""
        if self._starting is None:
            return
        try:
            await asyncio.wait_for(self._drained(), 5.0)
        except (asyncio.TimeoutError, redis.RedisError, OSError):
            log.warning("petite store %s: %d changes not sent before stopping", self.name, len(self._outbox))
        # (redis-py 8's asyncio client can swallow a cancellation landing inside a
        # command, and the task then waits for the next message: cancelled until done)
        while not all(task.done() for task in self._tasks):
            for task in self._tasks:
                task.cancel()
            await asyncio.wait(self._tasks, timeout=0.1)
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        if self._client is not None:
            await self._client.aclose()
        self._client = None
        self._starting = None

    async def sync(self) -> None:
        """Wait until this process's changes are sequenced and every change sequenced
        so far (by any process) is applied here."""
        await self.start()
        await self._drained()
        target = int(await self._client.get(self.keys["seq"]) or 0)
        while self.replica.seq < target or self.replica.pending:
            self._progress.clear()
            await self._progress.wait()
        await asyncio.gather(*self._snapshots)

    # Sending ------------------------------------------------------------------------
    def _queue(self, op_id: str, op: Op) -> None:
        """A local write (from any thread): wake the sender on the store's loop."""
        self._outbox.append((op_id, op))
        loop = _running_loop()
        if self._loop is not None and loop is not self._loop:
            try:
                self._loop.call_soon_threadsafe(self._wake.set)
            except RuntimeError:  # that loop ended: sent when the store starts again
                pass
            return
        self._wake.set()
        if self._starting is None and loop is not None:
            asyncio.ensure_future(self.start())  # a write before the app's lifespan started it

    async def _drained(self) -> None:
        while self._outbox:
            self._progress.clear()
            await self._progress.wait()

    async def _send_loop(self) -> None:
        delay = 0.05
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._outbox:
                op_id, op = self._outbox[0]
                origin, number = op_id.rsplit(":", 1)
                try:
                    seq = await self._sequence(
                        keys=[self.keys["seq"], self.keys["log"], self.keys["origins"], self.keys["epoch"]],
                        args=[origin, number, json.dumps(op, separators=(",", ":")), self.channel, self.keep_ops, self.epoch],
                    )
                    if seq == -1:  # Redis no longer has the store we follow
                        await self._join()
                        continue
                except (redis.RedisError, OSError) as error:
                    log.warning("petite store %s: cannot reach Redis (%s); retrying", self.name, error)
                    await asyncio.sleep(delay)
                    delay = min(delay * 2, RETRY_MAX)
                    continue
                delay = 0.05
                if seq > self.replica.seq:  # not back yet: remembered until it is
                    self._sequenced[op_id] = seq
                if self._outbox and self._outbox[0][0] == op_id:  # (a rejoin may have refilled it)
                    self._outbox.popleft()
                self._progress.set()

    # Following ----------------------------------------------------------------------
    async def _subscribe(self) -> Any:
        pubsub = self._client.pubsub()
        await pubsub.subscribe(self.channel)
        await self._join()  # after subscribing: nothing falls between the two
        return pubsub

    async def _join(self) -> None:
        """Follow the store's history in Redis, seeding it with our confirmed state if
        Redis has none (the first start, or Redis lost it); then catch up."""
        seq, state, applied = await self.turns.run(
            lambda: (self.replica.seq, self.replica.snapshot(), dict(self.replica.applied))
        )
        candidate = secrets.token_hex(8)
        keys = [self.keys[k] for k in ("epoch", "seq", "snapshot", "log", "origins")]
        args = [candidate, seq, state, *(x for pair in applied.items() for x in pair)]
        epoch = await self._join_script(keys=keys, args=args)
        if epoch == self.epoch:
            await self._catch_up()
            return
        first = self.epoch is None
        self.epoch = epoch
        if not first:  # Redis lost the store: what it no longer holds of ours is sent again
            last = int(await self._client.hget(self.keys["origins"], self.replica.origin) or 0)
            resend = await self.turns.run(self._forget_sent_in_turn, last)
            self._outbox.clear()
            self._outbox.extend(resend)
            self._sequenced.clear()
            self._wake.set()
        if epoch != candidate:  # another process's history: start from its snapshot
            await self._catch_up(from_snapshot=True)
        self._progress.set()

    def _forget_sent_in_turn(self, last: int) -> list[tuple[str, Op]]:
        """Our pending operations the store in Redis holds already (numbered up to `last`)
        are pending no more; the others are returned, to be sent (again)."""
        mine = self.replica.origin + ":"
        self.replica.pending = deque(
            p for p in self.replica.pending if not (p[0].startswith(mine) and int(p[0].rsplit(":", 1)[1]) <= last)
        )
        return list(self.replica.pending)

    async def _follow(self, pubsub: Any) -> None:
        while True:
            try:
                message = await pubsub.get_message(ignore_subscribe_messages=True, timeout=None)
                if message is not None and message.get("type") == "message":
                    await self._take(message["data"])
            except Exception as error:  # (a message the client cannot decode too: the follower
                # must not stop, or this process stays behind for good; the log has the truth)
                log.warning("petite store %s: lost Redis (%r); resubscribing", self.name, error)
                pubsub = await self._resubscribe(pubsub)

    async def _resubscribe(self, old: Any) -> Any:
        """A new subscription (then a catch-up), retried until Redis answers."""
        try:
            await old.aclose()
        except (redis.RedisError, OSError):
            pass
        delay = 0.05
        while True:
            await asyncio.sleep(delay)
            try:
                return await self._subscribe()
            except (redis.RedisError, OSError):
                delay = min(delay * 2, RETRY_MAX)

    async def _take(self, message: str) -> None:
        """A published operation is news that the log holds operations this replica has
        not applied, nothing more: they are read from the log, which only the sequencing
        script writes. Whoever may publish on the channel (a Redis ACL can allow that
        alone) can then neither write the store nor, with a malformed message, stop a
        follower; and a gap (a dropped connection) is filled the same way."""
        seq_text = message.partition("\n")[0]
        if not (seq_text.isascii() and seq_text.isdigit() and len(seq_text) <= 19):
            log.warning("petite store %s: ignored a malformed message on its channel", self.name)
            return
        if int(seq_text) > self.replica.seq:  # (else applied already, read from the log)
            await self._catch_up()

    async def _receive(self, seq: int, op_id: str, op: Op) -> None:
        self._sequenced.pop(op_id, None)
        snapshot = await self.turns.run(self._receive_in_turn, seq, op_id, op)
        self._progress.set()
        if snapshot is not None:
            task = asyncio.ensure_future(self._write_snapshot(seq, snapshot))
            self._snapshots.add(task)
            task.add_done_callback(self._snapshots.discard)

    def _receive_in_turn(self, seq: int, op_id: str, op: Op) -> str | None:
        """Apply one sequenced operation (a worker's turn); the snapshot to write, if due."""
        self.replica.receive(seq, op_id, op)
        if seq % self.snapshot_every == 0 and op_id.startswith(self.replica.origin + ":"):
            return self.replica.snapshot()
        return None

    def _reset_in_turn(self, seq: int, state: dict) -> None:
        """Start from a snapshot; our operations it holds already are no longer pending."""
        self.replica.pending = deque(p for p in self.replica.pending if self._sequenced.get(p[0], seq + 1) > seq)
        self.replica.reset(seq, state)

    async def _write_snapshot(self, seq: int, state: str) -> None:
        try:
            await self._snapshot(keys=[self.keys["snapshot"]], args=[seq, state])
        except (redis.RedisError, OSError) as error:
            log.warning("petite store %s: snapshot %d not written (%s)", self.name, seq, error)

    async def _catch_up(self, from_snapshot: bool = False) -> None:
        """Apply the logged operations after ours; from the snapshot when the log no
        longer reaches back that far (or when joining another history)."""
        entries = [] if from_snapshot else await self._log_after(self.replica.seq)
        if not entries and not from_snapshot:
            return  # nothing after ours (the news was forged): the snapshot is not read
        if not entries or _entry_seq(entries[0]) != self.replica.seq + 1:
            snapshot = await self._client.hgetall(self.keys["snapshot"])
            if snapshot and (from_snapshot or int(snapshot["seq"]) > self.replica.seq):
                await self.turns.run(self._reset_in_turn, int(snapshot["seq"]), json.loads(snapshot["state"]))
                self._progress.set()
            entries = await self._log_after(self.replica.seq)
        for entry in entries:
            seq = _entry_seq(entry)
            if seq == self.replica.seq + 1:
                _, op_id, op_text = entry[1]["m"].split("\n", 2)
                await self._receive(seq, op_id, json.loads(op_text))
            elif seq > self.replica.seq + 1:
                log.error("petite store %s: operations %d-%d are gone from the log", self.name, self.replica.seq + 1, seq - 1)
                break

    async def _log_after(self, seq: int) -> list:
        return await self._client.xrange(self.keys["log"], min=f"0-{seq + 1}", max="+")


def _entry_seq(entry: Any) -> int:
    return int(entry[0].split("-", 1)[1])


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
