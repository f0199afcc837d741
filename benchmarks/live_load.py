"""Load benchmark for live pages: N concurrent sessions, each sending events at a rate.

Starts the demo site (`demos.app:app`, or any ASGI app given with `--app`) under uvicorn
on 127.0.0.1 (a free port) in a subprocess, then opens N sessions with a small asyncio
WebSocket client that speaks the protocol of `static/petite.js`: GET the page, take the
token from it, connect, send `hello`, read `init`, then send events with growing
sequence numbers and read the patches that answer them (`"re": seq`).

Each session sends `--rate` events per second (open loop: on schedule, whether or not
the last one was answered, with a random phase) for `--duration` seconds, then waits up
to `--drain` seconds for the outstanding answers. Printed per run:

    throughput    answered events per second over the sending window
    p50/p99/max   event -> answering patch latency (the client's clock, loopback)
    memory        server RSS (from /proc) before the sessions, after they connected
                  (and the difference per session), and at its peak during the run
    CPU           seconds of CPU the server (all workers) and this client used during
                  the run (far less than the wall time means the machine is shared and
                  busy), the server's CPU milliseconds per answered event (ms/ev), and
                  the load balancer's CPU (lb)
    load avg      the machine's 1-minute load average before>after the run
    errors        error replies, failed connects, sockets closed by the server
    lost          events without an answering patch when the run ends

    python benchmarks/live_load.py                          # counter page, 100 sessions, 1 event/s, 10 s
    python benchmarks/live_load.py --page todomvc -n 300
    python benchmarks/live_load.py --sweep                  # step N until p99 passes 100 ms (the knee;
                                                            # two steps in a row, against one-off stalls)
    python benchmarks/live_load.py --bystander              # 50 small-event sessions, alone and while
                                                            # one session creates 10,000 rows repeatedly
    python benchmarks/live_load.py --app mymod:app --path /live/ --event click
    python benchmarks/live_load.py --page todomvc -n 1000 --workers 2   # 2 uvicorn processes
                                                            # behind nginx (--balancer haproxy|none)

With `--workers N` the app runs in N uvicorn processes, each on its own port, behind a
sticky load balancer run with docs/deploy.md's configuration (`--balancer nginx`, the
default, or `haproxy`: the page's response sets the affinity cookie and the socket
carries it, as in a browser), or, with `--balancer none`, with no balancer: the
benchmark itself sends session i to worker i mod N (sticky by construction).
Memory and server CPU are summed over the workers.

Pages (`--page`): `counter` clicks "+", `todomvc` toggles the first todo's checkbox
(a `change` carrying `checked`), `benchmark` clicks "Create 10,000 rows". With `--app`
the event is sent to the first element that listens to `--event`.

All traffic is loopback; every loop is bounded in count and time and the script stops
the server and itself. The client runs in this one process: on a busy machine its own
scheduling adds to the measured latency (figures are an upper bound for the server).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import re
import signal
import socket
import statistics
import subprocess
import tempfile
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # (for petite when it is not installed: after an installed one)
    sys.path.append(str(ROOT))

from petite.skeletons import VERSION as WIRE_VERSION  # noqa: E402
from petite.skeletons import Expander  # noqa: E402
KNEE_MS = 100.0
CONNECT_CONCURRENCY = 25  # sessions opening at once (each GET holds a pending session)
STARTUP_TIMEOUT = 30.0
PAGES = {  # demo slug -> how to find the element whose event we send
    "counter": ("click", "button", "plus"),
    "todomvc": ("change", "input", "toggle"),
    "benchmark": ("click", "button", None),  # by id, see _target
}
_TOKEN_RE = re.compile(r'data-token="([^"]+)"')
_WS_RE = re.compile(r'data-ws="([^"]*)"')
_RE_RE = re.compile(r'"re":\s*(-?\d+)')
_SET_COOKIE_RE = re.compile(r"^set-cookie:\s*([^;\r\n]+)", re.I | re.M)


# Server ------------------------------------------------------------------------------
SERVE = (
    "import sys, uvicorn; sys.path.append(sys.argv[3]); from petite.live import server_options; "
    "uvicorn.run(sys.argv[1], host='127.0.0.1', port=int(sys.argv[2]), **server_options())"
)


class Server:
    """uvicorn serving an ASGI app on a free loopback port, in a subprocess."""

    def __init__(self, app: str = "demos.app:app") -> None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = probe.getsockname()[1]
        # The tree goes at the end of sys.path (for `demos`), so an installed petite (the
        # wheel `make test` runs against) is found before the source folder.
        command = [sys.executable, "-c", SERVE, app, str(self.port), str(ROOT)]
        self.process = subprocess.Popen(command, cwd=tempfile.gettempdir(), stdin=subprocess.DEVNULL)

    async def ready(self, path: str) -> None:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}")
            try:
                await http_get(self.port, path)
                return
            except OSError:
                await asyncio.sleep(0.1)
        raise RuntimeError("the server did not start in time")

    def rss(self) -> int:
        """The server's resident memory in bytes (Linux /proc)."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    def cpu_seconds(self) -> float:
        """User + system CPU time the server has used (Linux /proc)."""
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def _cpu_of_tree(pid: int) -> float:
    """User + system CPU seconds of a process and its children (nginx's workers)."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(entry) == pid or int(fields[1]) == pid:
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


class Cluster:
    """`workers` uvicorn processes, each on its own port, and how sessions reach them:
    through a sticky load balancer (`nginx` or `haproxy`, with docs/deploy.md's
    configuration: the page's response sets the affinity cookie, the socket carries it),
    or with `balancer="none"` straight to a worker's port, the benchmark routing session
    i to worker i mod N itself (sticky by construction, no balancer in the way)."""

    def __init__(self, app: str = "demos.app:app", workers: int = 1, balancer: str = "none") -> None:
        self.servers = [Server(app) for _ in range(workers)]
        self.balancer_kind = balancer
        self.balancer = None

    async def ready(self, path: str) -> None:
        for server in self.servers:
            await server.ready(path)
        if self.balancer_kind != "none":
            from tests.live.services import Balancer  # the tests' runner of the documented configs

            addresses = [f"127.0.0.1:{server.port}" for server in self.servers]
            self.balancer = await asyncio.to_thread(Balancer, self.balancer_kind, addresses)

    def port_for(self, index: int) -> int:
        """The port session number `index` talks to."""
        if self.balancer is not None:
            return self.balancer.port
        return self.servers[index % len(self.servers)].port

    def rss(self) -> int:
        return sum(server.rss() for server in self.servers)

    def cpu_seconds(self) -> float:
        return sum(server.cpu_seconds() for server in self.servers)

    def balancer_cpu_seconds(self) -> float:
        return _cpu_of_tree(self.balancer.process.pid) if self.balancer is not None else 0.0

    def stop(self) -> None:
        if self.balancer is not None:
            self.balancer.close()
        for server in self.servers:
            server.stop()


async def http_get(port: int, path: str, timeout: float = 30.0, cookie: str | None = None) -> tuple[str, str | None]:
    """A minimal HTTP/1.1 GET on loopback (no extra dependency): the body as text, and
    the `name=value` of a cookie the response sets (a balancer's affinity), if any."""
    async def fetch() -> tuple[str, str | None]:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            extra = f"Cookie: {cookie}\r\n" if cookie else ""
            writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{extra}Connection: close\r\n\r\n".encode())
            raw = await reader.read(-1)
        finally:
            writer.close()
        head, _, body = raw.partition(b"\r\n\r\n")
        if not head.startswith(b"HTTP/1.1 200"):
            raise ConnectionError(head.split(b"\r\n", 1)[0].decode(errors="replace"))
        if b"transfer-encoding: chunked" in head.lower():
            body = _unchunk(body)
        found = _SET_COOKIE_RE.search(head.decode("latin-1"))
        return body.decode(), found.group(1) if found else None
    return await asyncio.wait_for(fetch(), timeout)


def _unchunk(body: bytes) -> bytes:
    out, rest = [], body
    while rest:
        size_line, _, rest = rest.partition(b"\r\n")
        size = int(size_line.split(b";")[0] or b"0", 16)
        if size == 0:
            break
        out.append(rest[:size])
        rest = rest[size + 2:]
    return b"".join(out)


# Client ------------------------------------------------------------------------------
@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)  # seconds, event -> answering patch
    slow: list[float] = field(default_factory=list)  # when (perf_counter) each event over the knee was sent
    sent: int = 0
    errors: int = 0
    lost: int = 0
    error_kinds: dict[str, int] = field(default_factory=dict)

    def error(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1


def _listeners(tree: list, found: list) -> list:
    """(id, tag, attrs, listener types) of every element of an encoded `init` tree."""
    if tree[1] == 1:
        extra = tree[5] if len(tree) > 5 else {}
        attrs = dict(zip(tree[3][::2], tree[3][1::2]))
        found.append((tree[0], tree[2], attrs, [entry[0] for entry in extra.get("on", [])]))
        for child in tree[4]:
            _listeners(child, found)
    return found


def _target(tree: list, page: str | None, event: str, element_id: str | None) -> int:
    """The node id the session's events go to."""
    elements = _listeners(tree, [])
    if page in PAGES and element_id is None:
        event, tag, css = PAGES[page]
        for nid, t, attrs, types in elements:
            if t == tag and event in types and (css is None or css in attrs.get("class", "").split()):
                return nid
    for nid, _, attrs, types in elements:
        if event in types and (element_id is None or attrs.get("id") == element_id):
            return nid
    raise LookupError(f"no element listens to {event!r}")


def _answer_of(text: str) -> tuple[str, int | None]:
    """(message type, seq it answers) without decoding a big patch in full."""
    if len(text) < 65536:
        message = json.loads(text)
        kind = message.get("t", "")
        return kind, message.get("re") if kind == "patch" else message.get("seq")
    kind = "patch" if text.startswith(('{"t":"patch"', '{"t": "patch"')) else json.loads(text).get("t", "")
    found = _RE_RE.findall(text[-200:])  # "re" follows the ops (and precedes a small "was")
    return kind, int(found[-1]) if found else None


class Session:
    """One simulated tab: a page load, a socket, events on a schedule."""

    def __init__(self, port: int, path: str, page: str | None, event: str, element_id: str | None, stats: Stats) -> None:
        self.port, self.path, self.page, self.event, self.element_id = port, path, page, event, element_id
        self.stats = stats
        self.pending: dict[int, float] = {}  # seq -> sent at
        self.seq = 0
        self.checked = False
        self.ws = None
        self.node: int | None = None
        self.closed_by_server = False
        self.answered = asyncio.Event()

    async def open(self) -> None:
        page, cookie = await http_get(self.port, self.path)
        token = _TOKEN_RE.search(page).group(1)
        ws_path = _WS_RE.search(page).group(1) or "/ws"
        origin = f"http://127.0.0.1:{self.port}"
        # a balancer's affinity cookie goes with the socket, as a browser sends it
        self.ws = await connect(f"ws://127.0.0.1:{self.port}{ws_path}", origin=origin, max_size=None,
                                open_timeout=30, ping_interval=None,
                                additional_headers={"Cookie": cookie} if cookie else None)
        # the wire the browser client reads (skeletons: petite/skeletons.py)
        await self.ws.send(json.dumps({"t": "hello", "token": token, "v": WIRE_VERSION}))
        init = json.loads(await asyncio.wait_for(self.ws.recv(), 30))
        if init.get("t") != "init":
            raise ConnectionError(f"expected init, got {init.get('t')}")
        expander = Expander()
        expander.expand(init.get("ops", []))
        self.node = _target(expander.tree(init["tree"]), self.page, self.event, self.element_id)
        if self.page == "todomvc":
            self.checked = False  # the demo's todos start not completed
        self.reader = asyncio.create_task(self.read())

    async def read(self) -> None:
        try:
            async for text in self.ws:
                kind, seq = _answer_of(text)
                if kind == "patch" and seq in self.pending:
                    sent = self.pending.pop(seq)
                    self.stats.latencies.append(time.perf_counter() - sent)
                    if self.stats.latencies[-1] * 1000 > KNEE_MS:
                        self.stats.slow.append(sent)
                elif kind == "ack" and seq in self.pending:
                    self.pending.pop(seq)  # handled, but no patch answered it
                    self.stats.lost += 1
                elif kind == "error":
                    self.pending.pop(seq, None)
                    self.stats.error("error reply")
                elif kind == "expired":
                    self.stats.error("session expired")
                if not self.pending:
                    self.answered.set()
        except Exception as error:  # the socket broke under us
            self.stats.error(f"socket: {type(error).__name__}")
        finally:
            self.closed_by_server = True
            self.answered.set()

    def message(self) -> str:
        self.seq += 1
        message = {"t": "event", "seq": self.seq, "node": self.node, "target": self.node, "type": self.event, "init": {}}
        if self.event == "change" and self.page == "todomvc":
            self.checked = not self.checked
            message["state"] = {"checked": self.checked}
        return json.dumps(message)

    async def send(self) -> None:
        text = self.message()
        self.answered.clear()
        self.pending[self.seq] = time.perf_counter()
        self.stats.sent += 1
        await self.ws.send(text)

    async def run(self, rate: float, duration: float) -> None:
        """Events at `rate` per second for `duration` seconds, open loop (random phase)."""
        period = 1.0 / rate
        start = time.perf_counter() + random.uniform(0, period)
        for i in range(max(1, int(duration * rate))):
            delay = start + i * period - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            if self.closed_by_server:
                return
            await self.send()

    async def run_closed_loop(self, duration: float, limit: int = 1000) -> None:
        """Send the next event when the last is answered (the heavy bystander tab)."""
        deadline = time.perf_counter() + duration
        for _ in range(limit):
            if time.perf_counter() >= deadline or self.closed_by_server:
                return
            await self.send()
            try:
                await asyncio.wait_for(self.answered.wait(), max(0.1, deadline - time.perf_counter() + 30))
            except asyncio.TimeoutError:
                return

    async def finish(self, drain: float) -> None:
        """Wait up to `drain` seconds for the answers still due; what stays unanswered is lost."""
        if self.pending and not self.closed_by_server:
            try:
                await asyncio.wait_for(self.answered.wait(), drain)
            except asyncio.TimeoutError:
                pass
        self.stats.lost += len(self.pending)
        self.pending.clear()
        if self.ws is not None:
            await self.ws.close()
        if hasattr(self, "reader"):
            self.reader.cancel()


async def open_sessions(count: int, make: Callable[[int], Session]) -> list[Session]:
    """`count` sessions, a few opening at a time (a page's pending session waits for its socket)."""
    gate = asyncio.Semaphore(CONNECT_CONCURRENCY)
    opened: list[Session] = []

    async def one(index: int) -> None:
        session = make(index)
        async with gate:
            try:
                await session.open()
                opened.append(session)
            except Exception as error:
                session.stats.error(f"connect: {type(error).__name__}")
    await asyncio.gather(*(one(i) for i in range(count)))
    return opened


# Runs --------------------------------------------------------------------------------
@dataclass
class Result:
    sessions: int
    stats: Stats
    seconds: float
    rss_before: int
    rss_connected: int
    rss_peak: int
    server_cpu: float = 0.0  # seconds of CPU during the sending window and drain
    client_cpu: float = 0.0
    heavy: Stats | None = None  # the 10,000-row creator's own events (bystander mode)
    balancer_cpu: float = 0.0
    load_before: tuple[float, float, float] = (0.0, 0.0, 0.0)  # the machine's load average
    started: float = 0.0  # perf_counter when sending began
    load_after: tuple[float, float, float] = (0.0, 0.0, 0.0)

    @property
    def throughput(self) -> float:
        return len(self.stats.latencies) / self.seconds if self.seconds else 0.0

    def percentile(self, p: float) -> float:
        values = sorted(self.stats.latencies)
        if not values:
            return float("nan")
        return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))] * 1000

    @property
    def server_cpu_per_event_ms(self) -> float:
        """Server CPU per answered event: steadier than latency on a shared machine."""
        return self.server_cpu * 1000 / max(1, len(self.stats.latencies))

    @property
    def per_session_kb(self) -> float:
        return (self.rss_connected - self.rss_before) / max(1, self.sessions) / 1024


async def sample_peak(server: Cluster, box: list[int], stop: asyncio.Event) -> None:
    while not stop.is_set():
        box[0] = max(box[0], server.rss())
        try:
            await asyncio.wait_for(stop.wait(), 0.25)
        except asyncio.TimeoutError:
            pass


async def load(server: Cluster, path: str, page: str | None, sessions: int, rate: float, duration: float,
               drain: float, event: str = "click", element_id: str | None = None,
               heavy: tuple[str, str] | None = None) -> Result:
    """One run against a started server; `heavy` = (path, element id) of one extra session
    that sends its event again as soon as the last is answered (the bystander mode)."""
    stats = Stats()
    rss_before = server.rss()
    opened = await open_sessions(sessions, lambda i: Session(server.port_for(i), path, page, event, element_id, stats))
    rss_connected = server.rss()
    heavy_session = None
    if heavy is not None:
        heavy_session = Session(server.port_for(0), heavy[0], "benchmark", "click", heavy[1], Stats())
        await heavy_session.open()
    # The client's own pauses would count as latency: its collector's full passes over
    # 1,000 sockets' objects stalled every session for up to 1.5 s (measured). Objects
    # alive now are left out of collections for the run (gc.freeze).
    gc.collect()
    gc.freeze()
    peak, stop = [rss_connected], asyncio.Event()
    sampler = asyncio.create_task(sample_peak(server, peak, stop))
    started = time.perf_counter()
    cpu_server, cpu_client, cpu_balancer = server.cpu_seconds(), time.process_time(), server.balancer_cpu_seconds()
    load_before = os.getloadavg()
    work = [s.run(rate, duration) for s in opened]
    if heavy_session is not None:
        work.append(heavy_session.run_closed_loop(duration))
    await asyncio.gather(*work)
    elapsed = max(duration, time.perf_counter() - started)
    await asyncio.gather(*(s.finish(drain) for s in opened))
    if heavy_session is not None:
        await heavy_session.finish(drain)
        stats.error_kinds.update({f"heavy {k}": v for k, v in heavy_session.stats.error_kinds.items()})
        stats.errors += heavy_session.stats.errors
    stop.set()
    await sampler
    gc.unfreeze()
    return Result(sessions, stats, elapsed, rss_before, rss_connected, peak[0],
                  server.cpu_seconds() - cpu_server, time.process_time() - cpu_client,
                  heavy_session.stats if heavy_session is not None else None,
                  server.balancer_cpu_seconds() - cpu_balancer, load_before=load_before,
                  load_after=os.getloadavg(), started=started)


async def with_server(app: str, path: str, run, workers: int = 1, balancer: str = "none"):
    server = Cluster(app, workers, balancer)
    try:
        await server.ready(path)
        return await run(server)
    finally:
        server.stop()


# Output ------------------------------------------------------------------------------
HEADER = f"{'sessions':>8} {'rate/s':>6} {'events':>7} {'ev/s':>7} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8} " \
         f"{'RSS MB':>7} {'KB/sess':>8} {'peak MB':>8} {'srv CPU':>7} {'ms/ev':>6} {'cli CPU':>7} {'lb CPU':>6} " \
         f"{'errors':>6} {'lost':>5} {'load avg':>9}"


def row(result: Result, rate: float, label: str = "") -> str:
    mb = 1024 * 1024
    line = (f"{result.sessions:>8} {rate:>6g} {result.stats.sent:>7} {result.throughput:>7.1f} "
            f"{result.percentile(50):>8.1f} {result.percentile(99):>8.1f} {result.percentile(100):>8.1f} "
            f"{result.rss_connected / mb:>7.1f} {result.per_session_kb:>8.1f} {result.rss_peak / mb:>8.1f} "
            f"{result.server_cpu:>6.1f}s {result.server_cpu_per_event_ms:>6.2f} {result.client_cpu:>6.1f}s "
            f"{result.balancer_cpu:>5.1f}s {result.stats.errors:>6} {result.stats.lost:>5} "
            f"{result.load_before[0]:>4.1f}>{result.load_after[0]:<4.1f}")
    if result.stats.error_kinds:
        line += "  " + ", ".join(f"{k}: {v}" for k, v in sorted(result.stats.error_kinds.items()))
    return line + (f"  {label}" if label else "")


def slow_timeline(result: Result) -> str:
    """When the events slower than the knee were sent, per second of the run: one stall
    (a pause of the server, a busy machine) or a steady overload look different."""
    if not result.stats.slow:
        return f"no event over {KNEE_MS:g} ms"
    seconds: dict[int, int] = {}
    for sent in result.stats.slow:
        second = int(sent - result.started)
        seconds[second] = seconds.get(second, 0) + 1
    spread = " ".join(f"{second}s:{count}" for second, count in sorted(seconds.items()))
    return f"events over {KNEE_MS:g} ms by the second of the run they were sent in: {spread}"


def print_flush(text: str) -> None:
    print(text, flush=True)


# Modes -------------------------------------------------------------------------------
def topology(args) -> str:
    """The processes serving the run, and the machine's load average before it."""
    front = {"none": "no balancer: the benchmark routes sessions to worker i mod N itself"}.get(
        args.balancer, f"behind {args.balancer} (sticky cookie, docs/deploy.md)")
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    return f"{args.workers} uvicorn worker process{'es' if args.workers > 1 else ''} {front}; " \
           f"{os.cpu_count()} CPUs, load average {load}"


def page_path(args) -> str:
    return args.path if args.app else f"/{args.page}/"


async def run_once(args) -> Result:
    path = page_path(args)
    page = None if args.app else args.page
    event = args.event if args.app else PAGES[args.page][0]
    print_flush(f"{'--app ' + args.app if args.app else 'demos page ' + args.page} at {path}: "
                f"{args.sessions} sessions x {args.rate:g} events/s for {args.duration:g} s; {topology(args)}")
    print_flush(HEADER)
    result = await with_server(args.app or "demos.app:app", path, lambda server: load(
        server, path, page, args.sessions, args.rate, args.duration, args.drain, event, args.element_id),
        args.workers, args.balancer)
    print_flush(row(result, args.rate))
    print_flush(slow_timeline(result))
    return result


async def run_sweep(args) -> list[Result]:
    """Step N (a fresh server each step) until p99 passes 100 ms in two steps in a row
    (the knee is the first of them) or N reaches `--sweep-max`."""
    path, page = page_path(args), None if args.app else args.page
    event = args.event if args.app else PAGES[args.page][0]
    steps = [n for n in (10, 25, 50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000) if n <= args.sweep_max]
    print_flush(f"sweep on {path}: {args.rate:g} events/s per session, {args.duration:g} s per step; {topology(args)}")
    print_flush(HEADER)
    results, last_ok, over = [], None, []
    for n in steps:
        result = await with_server(args.app or "demos.app:app", path, lambda server: load(
            server, path, page, n, args.rate, args.duration, args.drain, event, args.element_id),
            args.workers, args.balancer)
        results.append(result)
        print_flush(row(result, args.rate))
        if result.percentile(99) <= KNEE_MS:
            last_ok, over = n, []
            continue
        over.append(n)
        if len(over) == 2:  # two steps in a row over: not a one-off stall of a shared machine
            print_flush(f"knee: p99 passes {KNEE_MS:g} ms between {last_ok or 0} and {over[0]} sessions "
                        f"({(last_ok or 0) * args.rate:g}-{over[0] * args.rate:g} events/s) and stays over at {n}")
            return results
    if over:
        print_flush(f"p99 passed {KNEE_MS:g} ms at the last step ({over[0]} sessions), unconfirmed")
        return results
    print_flush(f"no knee up to {last_ok} sessions (p99 stayed under {KNEE_MS:g} ms)")
    return results


async def run_bystander(args) -> list[Result]:
    """Small-event latency in `--bystanders` counter sessions, alone and while one session
    clicks "Create 10,000 rows" on the benchmark page again as soon as it is answered."""
    n = args.bystanders
    print_flush(f"bystander: {n} counter sessions x {args.rate:g} events/s for {args.duration:g} s, "
                f"without and with one benchmark session creating 10,000 rows repeatedly; {topology(args)}")
    print_flush(HEADER)
    results = []
    for heavy in (None, ("/benchmark/", "runlots")):
        result = await with_server("demos.app:app", "/counter/", lambda server: load(
            server, "/counter/", "counter", n, args.rate, args.duration, args.drain, "click", None, heavy),
            args.workers, args.balancer)
        results.append(result)
        print_flush(row(result, args.rate, "with 10,000-row creator" if heavy else "alone"))
        if result.heavy is not None:
            creates = sorted(result.heavy.latencies)
            if creates:
                print_flush(f"  creator: {len(creates)} creates of 10,000 rows, click -> patch "
                            f"median {statistics.median(creates) * 1000:.0f} ms, max {creates[-1] * 1000:.0f} ms, "
                            f"errors {result.heavy.errors}, lost {result.heavy.lost}")
            else:
                print_flush(f"  creator: no create answered (errors {result.heavy.errors}, lost {result.heavy.lost})")
    return results


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--page", choices=sorted(PAGES), default="counter", help="a demo page [counter]")
    parser.add_argument("--app", help="an ASGI app to serve instead of the demos (module:attr)")
    parser.add_argument("--path", default="/", help="the live page's path in --app [/]")
    parser.add_argument("--event", default="click", help="with --app: the event type to send [click]")
    parser.add_argument("--element-id", help="with --app: the id of the element to send it to")
    parser.add_argument("-n", "--sessions", type=int, default=100, help="concurrent sessions [100]")
    parser.add_argument("--rate", type=float, default=1.0, help="events per second per session [1]")
    parser.add_argument("--duration", type=float, default=10.0, help="seconds of sending [10]")
    parser.add_argument("--drain", type=float, default=10.0, help="seconds to wait for late answers [10]")
    parser.add_argument("--sweep", action="store_true", help="step N until p99 passes 100 ms")
    parser.add_argument("--sweep-max", type=int, default=1000, help="largest N of a sweep [1000]")
    parser.add_argument("--bystander", action="store_true", help="bystander latency beside a 10,000-row creator")
    parser.add_argument("--bystanders", type=int, default=50, help="bystander sessions [50]")
    parser.add_argument("--workers", type=int, default=1, help="uvicorn worker processes, one port each [1]")
    parser.add_argument("--balancer", choices=("nginx", "haproxy", "none"),
                        help="in front of the workers: a sticky load balancer (docs/deploy.md), or none: "
                             "the benchmark sends session i to worker i mod N itself [nginx with --workers > 1]")
    args = parser.parse_args(argv)
    if args.balancer is None:
        args.balancer = "nginx" if args.workers > 1 else "none"
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.sessions < 1 or args.rate <= 0 or args.duration <= 0 or args.drain < 0:
        parser.error("sessions, rate and duration must be positive")
    return args


def main(argv: list[str] | None = None) -> list[Result]:
    args = parse(argv)
    if args.sweep:
        return asyncio.run(run_sweep(args))
    if args.bystander:
        return asyncio.run(run_bystander(args))
    return [asyncio.run(run_once(args))]


if __name__ == "__main__":
    main()
