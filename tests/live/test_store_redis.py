"""Shared stores kept consistent across processes through a real redis-server (started
on a free port by the fixture, stopped after)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("redis")

import redis.asyncio as aioredis  # noqa: E402

from petite.live_store import replica_of, shared_store  # noqa: E402
from petite.reactivity import to_raw  # noqa: E402
from petite.testing import mount  # noqa: E402

from .services import RedisServer, redis_server  # noqa: E402

INITIAL = {"count": 0, "messages": []}


@pytest.fixture(scope="module")
def redis_url():
    with redis_server() as url:
        yield url


@pytest.fixture
def name(request):
    return request.node.name  # each test its own store


def stores(url, name, n=2, **options):
    return [replica_of(shared_store(name, INITIAL, url=url, **options)) for _ in range(n)]


def run(coroutine_function, *stores_):
    async def main():
        try:
            for store in stores_:
                await store.start()
            return await coroutine_function()
        finally:
            for store in stores_:
                await store.stop()

    return asyncio.run(main())


def test_two_replicas_see_each_others_writes(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        first.state["count"] = 3
        first.state["messages"].append({"id": "1", "text": "from the first"})
        await first.sync()
        await second.sync()
        assert to_raw(second.state) == {"count": 3, "messages": [{"id": "1", "text": "from the first"}]}
        second.state["messages"][0]["text"] = "edited by the second"
        await second.sync()
        await first.sync()
        assert first.state["messages"][0]["text"] == "edited by the second"

    run(scenario, first, second)


def test_concurrent_writes_converge(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        for n in range(20):  # interleaved, neither waiting for the other
            first.state["messages"].append({"id": f"a{n}", "text": "a"})
            second.state["messages"].append({"id": f"b{n}", "text": "b"})
            first.state["count"] = n
            second.state["count"] = 100 + n
            del first.state["messages"][:-30]
        await asyncio.gather(first.sync(), second.sync())
        await asyncio.gather(first.sync(), second.sync())
        assert to_raw(first.state) == to_raw(second.state) == first.replica.confirmed
        ids = [m["id"] for m in first.state["messages"]]
        assert len(ids) == len(set(ids)) and {f"a19", "b19"} <= set(ids)  # both appends landed
        assert first.state["count"] in (19, 119)  # the later set in Redis's order wins

    run(scenario, first, second)


def test_a_late_process_loads_the_snapshot_and_the_log(redis_url, name):
    (first,) = stores(redis_url, name, 1, snapshot_every=4)

    async def scenario():
        for n in range(10):
            first.state["messages"].append({"id": str(n), "text": "x"})
        await first.sync()
        client = aioredis.from_url(redis_url, decode_responses=True)
        snapshot = await client.hgetall(f"petite:{{{name}}}:snapshot")
        await client.aclose()
        assert snapshot["seq"] == "8" and len(json.loads(snapshot["state"])["messages"]) == 8
        (late,) = stores(redis_url, name, 1)
        await late.start()
        try:
            assert late.replica.seq == 10
            assert [m["id"] for m in late.state["messages"]] == [str(n) for n in range(10)]
        finally:
            await late.stop()

    run(scenario, first)


def test_sessions_of_one_process_update_on_another_process_write(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        page = mount("<p>{{ store.count }}: <i v-for='m in store.messages' :key='m.id'>{{ m.text }}</i></p>", {"store": second.state})
        first.state["count"] = 2
        first.state["messages"].append({"id": "x", "text": "hello"})
        await first.sync()
        await second.sync()
        page.flush()
        assert page.html() == "<p>2: <i>hello</i></p>"

    run(scenario, first, second)


def test_a_dropped_subscription_catches_up_from_the_log(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        admin = aioredis.from_url(redis_url, decode_responses=True)
        await admin.client_kill_filter(_type="pubsub")  # every subscriber loses its connection
        await admin.aclose()
        for n in range(5):
            first.state["messages"].append({"id": str(n), "text": "while resubscribing"})
        await first.sync()
        await second.sync()
        assert len(second.state["messages"]) == 5

    run(scenario, first, second)


WRITER = """
import asyncio, sys
from petite.live_store import replica_of, shared_store

async def main():
    store = replica_of(shared_store(sys.argv[2], {"count": 0, "messages": []}, url=sys.argv[1]))
    await store.start()
    await store.sync()
    print(store.state["count"], flush=True)  # what the other process wrote before
    store.state["messages"].append({"id": "child", "text": "from another process"})
    store.state["count"] += 1
    await store.stop()

asyncio.run(main())
"""


def test_two_os_processes_see_each_others_writes(redis_url, name):
    (store,) = stores(redis_url, name, 1)

    async def scenario():
        store.state["count"] = 41
        await store.sync()
        child = await asyncio.create_subprocess_exec(
            sys.executable, "-c", textwrap.dedent(WRITER), redis_url, name, stdout=subprocess.PIPE
        )
        out, _ = await child.communicate()
        assert child.returncode == 0
        assert out.decode().strip() == "41"
        await store.sync()
        assert store.state["count"] == 42
        assert store.state["messages"][-1]["text"] == "from another process"

    run(scenario, store)


def test_writes_made_in_the_live_servers_worker_threads_are_sent(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        def handler():  # what a session's event handler does, in a worker's turn
            first.state["messages"].append({"id": "t", "text": "from a worker thread"})

        await first.turns.run(handler)
        await second.sync()
        await first.sync()
        await second.sync()
        assert [m["text"] for m in second.state["messages"]] == ["from a worker thread"]

    run(scenario, first, second)


def test_writes_survive_dropped_redis_connections(redis_url, name):
    first, second = stores(redis_url, name)

    async def scenario():
        admin = aioredis.from_url(redis_url, decode_responses=True)
        for n in range(3):
            first.state["messages"].append({"id": f"before{n}", "text": "x"})
            await admin.client_kill_filter(_type="normal", skipme=True)  # the commands' connections
            await admin.client_kill_filter(_type="pubsub")  # and the subscriptions
            second.state["messages"].append({"id": f"after{n}", "text": "y"})
        await admin.aclose()
        await asyncio.gather(first.sync(), second.sync())
        await asyncio.gather(first.sync(), second.sync())
        ids = [m["id"] for m in first.state["messages"]]
        assert sorted(ids) == sorted([f"before{n}" for n in range(3)] + [f"after{n}" for n in range(3)])
        assert to_raw(first.state) == to_raw(second.state)

    run(scenario, first, second)


def test_a_redis_that_lost_the_store_is_seeded_again_from_the_processes(name):
    server = RedisServer()
    first, second = stores(server.url, name)

    async def scenario():
        for n in range(3):
            first.state["messages"].append({"id": f"m{n}", "text": "before"})
        first.state["count"] = 5
        await first.sync()
        await second.sync()
        server.restart()  # no persistence: Redis forgets the store
        first.state["messages"].append({"id": "m3", "text": "after"})
        await asyncio.wait_for(first.sync(), 30)
        await asyncio.wait_for(second.sync(), 30)
        await asyncio.wait_for(first.sync(), 30)
        expected = {"count": 5, "messages": [{"id": f"m{n}", "text": "before"} for n in range(3)] + [{"id": "m3", "text": "after"}]}
        assert to_raw(first.state) == to_raw(second.state) == expected
        (late,) = stores(server.url, name, 1)
        await late.start()
        try:
            await late.sync()
            assert to_raw(late.state) == expected
        finally:
            await late.stop()

    try:
        run(scenario, first, second)
    finally:
        server.close()
