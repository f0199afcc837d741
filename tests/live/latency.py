"""A TCP proxy on loopback that delays every chunk, each way, by a random 50-150 ms
(or any range): a real network's latency in front of a local server, order preserved."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
from collections.abc import Callable, Iterator


class LatencyProxy:
    """Forwards 127.0.0.1:<port> to `upstream` ("host", port), each chunk delivered
    `low`..`high` seconds after it arrived (never before the chunk ahead of it)."""

    def __init__(self, upstream: tuple[str, int], low: float, high: float, seed: int = 1) -> None:
        self.upstream = upstream
        self.low, self.high = low, high
        self.random = random.Random(seed)
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._server: asyncio.base_events.Server | None = None
        self._ready = threading.Event()
        self._writers: set[asyncio.StreamWriter] = set()
        self._refusing = False

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, data = await queue.get()
                await asyncio.sleep(max(0.0, due - loop.time()))  # the injected latency
                if not data:
                    writer.close()
                    return
                writer.write(data)
                await writer.drain()

        task = asyncio.create_task(deliver())
        last = 0.0
        try:
            while True:
                data = await reader.read(65536)
                last = max(last, loop.time() + self.random.uniform(self.low, self.high))
                await queue.put((last, data))
                if not data:
                    break
            await task
        except (ConnectionError, asyncio.CancelledError):
            task.cancel()
            writer.close()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self._refusing:
            writer.close()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection(*self.upstream)
        except OSError:
            writer.close()
            return
        self._writers |= {writer, up_writer}
        await asyncio.gather(self._pipe(reader, up_writer), self._pipe(up_reader, writer), return_exceptions=True)
        self._writers -= {writer, up_writer}

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)

        async def start() -> None:
            self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
            self.port = self._server.sockets[0].getsockname()[1]
            self._ready.set()

        self._loop.run_until_complete(start())
        self._loop.run_forever()

    def cut(self) -> None:
        """Drop every open connection and refuse new ones (a network outage)."""

        def cut() -> None:
            self._refusing = True
            for writer in self._writers:
                writer.transport.abort()

        self._loop.call_soon_threadsafe(cut)

    def restore(self) -> None:
        """Accept connections again."""

        def restore() -> None:
            self._refusing = False

        self._loop.call_soon_threadsafe(restore)

    @contextlib.contextmanager
    def running(self) -> Iterator[str]:
        thread = threading.Thread(target=self._run, daemon=True)
        thread.start()
        self._ready.wait(10)
        try:
            yield f"http://127.0.0.1:{self.port}"
        finally:
            asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(10)
            self._loop.call_soon_threadsafe(self._loop.stop)
            thread.join(10)
            self._loop.close()

    async def _shutdown(self) -> None:
        self._server.close()
        tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def proxy_for(url: str, low_ms: float = 0, high_ms: float = 0) -> LatencyProxy:
    host, port = url.rsplit("//", 1)[1].split(":")
    return LatencyProxy((host, int(port)), low_ms / 1000, high_ms / 1000)


@contextlib.contextmanager
def delayed(url: str, low_ms: float, high_ms: float) -> Iterator[str]:
    """The base URL of a proxy in front of `url` (http://127.0.0.1:port)."""
    with proxy_for(url, low_ms, high_ms).running() as proxied:
        yield proxied


ROOT_OFFLINE = "document.getElementById('petite-root').classList.contains('petite-disconnected')"


def through_an_outage(page, proxy, during: Callable[[], object] = lambda: None) -> None:
    """Cut the page's network at `proxy`, wait until the page shows it is offline, run
    `during` (typing while offline, losing the session ...), restore the network and wait
    until the page is back online and settled."""
    proxy.cut()
    page.wait_for_function(ROOT_OFFLINE)
    during()
    proxy.restore()
    page.wait_for_function(f"!({ROOT_OFFLINE})", timeout=20000)
    page.evaluate("() => window.petite.settled()")
