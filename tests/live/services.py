"""Real services for the scale-out tests: a `redis-server`, uvicorn worker processes
and a load balancer (nginx or HAProxy, configured as docs/deploy.md says), each on a
free loopback port, started and stopped by the tests (`make test` installs redis-server,
nginx and haproxy with apt, as it does Chromium). benchmarks/live_load.py uses the
workers and balancers too."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from ..support import free_port

REPO = Path(__file__).resolve().parents[2]
STARTUP_TIMEOUT = 30.0
SBIN = "/usr/local/sbin:/usr/sbin:/sbin"


def find_program(name: str) -> str:
    """The path of `name` (the sbin folders too: Debian puts nginx there), or fail."""
    found = shutil.which(name) or shutil.which(name, path=SBIN)
    if found is None:
        pytest.fail(f"{name} not found: `make test` installs it (apt-get install redis-server nginx haproxy)", pytrace=False)
    return found


def wait_for_port(port: int, process: subprocess.Popen, what: str) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{what} exited with {process.returncode}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=1):
            return
        time.sleep(0.05)
    raise RuntimeError(f"{what} did not start in time")


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)


class RedisServer:
    """A throwaway redis-server on a free port (no persistence: a restart loses all)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.folder = tempfile.mkdtemp(prefix="petite-redis-")
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.start()

    def start(self) -> None:
        command = [
            find_program("redis-server"), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
            "--appendonly", "no", "--dir", self.folder, "--daemonize", "no", "--loglevel", "warning",
        ]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        wait_for_port(self.port, self.process, "redis-server")

    def restart(self) -> None:
        stop(self.process)
        self.start()

    def close(self) -> None:
        stop(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)


@contextlib.contextmanager
def redis_server() -> Iterator[str]:
    """A throwaway redis-server; yields its URL."""
    server = RedisServer()
    try:
        yield server.url
    finally:
        server.close()


# uvicorn in a subprocess: the tree goes at the end of sys.path (for `demos` and
# `tests`), so the installed petite (the wheel `make test` runs against) comes first.
SERVE = (
    "import sys, uvicorn; sys.path.append(sys.argv[3]); from petite.live import server_options; "
    "uvicorn.run(sys.argv[1], host='127.0.0.1', port=int(sys.argv[2]), **server_options())"
)


class Worker:
    """One uvicorn worker process serving `app` ("module:attribute") on a free port."""

    def __init__(self, app: str, env: dict[str, str] | None = None) -> None:
        self.port = free_port()
        command = [sys.executable, "-c", SERVE, app, str(self.port), str(REPO)]
        self.process = subprocess.Popen(
            command, cwd=tempfile.gettempdir(), stdin=subprocess.DEVNULL, env={**os.environ, **(env or {})}
        )
        wait_for_port(self.port, self.process, f"the worker serving {app}")

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def kill(self) -> None:
        """Die at once, as a crashed worker does (no shutdown, sockets reset)."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        stop(self.process)


DEPLOY_DOC = REPO / "docs" / "deploy.md"
SERVER_LINE = re.compile(r"^\s*server \d+\.\d+\.\d+\.\d+:\d+[^;]*;.*$", re.M)


def documented_nginx_config() -> str:
    """The nginx configuration docs/deploy.md gives (its ```nginx block): the test runs
    exactly what the docs say."""
    found = re.search(r"^```nginx\n(.*?)^```", DEPLOY_DOC.read_text(), re.M | re.S)
    assert found, "docs/deploy.md has no nginx block"
    return found.group(1)


def nginx_config(addresses: list[str], port: int, folder: str) -> str:
    """The documented `http` block for workers at `addresses`, listening on `port`, in a
    whole config file that runs from `folder` (pid, logs, temp files) in the foreground."""
    http = documented_nginx_config()
    servers = "\n".join(f"    server {a} max_fails=1 fail_timeout=10s;" for a in addresses)
    http = SERVER_LINE.sub("", http).replace("  upstream petite {\n", "  upstream petite {\n" + servers + "\n", 1)
    http = re.sub(r"listen 80;", f"listen 127.0.0.1:{port};", http)
    paths = "".join(f"  {kind}_temp_path {folder}/{kind};\n" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    http = http.replace("http {\n", "http {\n  access_log off;\n" + paths, 1)
    # which worker answered (tests only)
    http = http.replace("    location / {\n", "    location / {\n      add_header X-Upstream $upstream_addr always;\n", 1)
    header = (f"worker_processes 1;\nworker_rlimit_nofile 16384;\ndaemon off;\npid {folder}/nginx.pid;\n"
              f"error_log {folder}/error.log warn;\nevents {{ worker_connections 8192; }}\n")  # (live_load: 1,000s of sockets)
    return header + http


def documented_haproxy_config() -> str:
    """The HAProxy configuration docs/deploy.md gives (its ```haproxy block)."""
    found = re.search(r"^```haproxy\n(.*?)^```", DEPLOY_DOC.read_text(), re.M | re.S)
    assert found, "docs/deploy.md has no haproxy block"
    return found.group(1)


HAPROXY_SERVER_LINE = re.compile(r"^\s*server \w+ \d+\.\d+\.\d+\.\d+:\d+.*$\n", re.M)


def haproxy_config(addresses: list[str], port: int) -> str:
    """The documented configuration for workers at `addresses`, bound to `port`."""
    config = HAPROXY_SERVER_LINE.sub("", documented_haproxy_config())
    servers = "".join(f"  server w{n} {a} check inter 2s cookie w{n}\n" for n, a in enumerate(addresses, 1))
    config = config.replace("  cookie petite_server insert indirect nocache httponly\n",
                            "  cookie petite_server insert indirect nocache httponly\n" + servers, 1)
    config = re.sub(r"bind :80\b", f"bind 127.0.0.1:{port}", config)
    # which worker answered (tests only)
    config = config.replace("  default_backend petite\n", "  default_backend petite\n  http-response set-header X-Upstream %si:%sp\n", 1)
    return config


class Balancer:
    """nginx or HAProxy in front of `addresses` with the documented sticky routing, on a
    free port: `url`, the affinity `cookie` name, the `process` (for its CPU time)."""

    KINDS = ("nginx", "haproxy")
    COOKIES = {"nginx": "petite_affinity", "haproxy": "petite_server"}

    def __init__(self, kind: str, addresses: list[str]) -> None:
        self.kind = kind
        self.cookie = self.COOKIES[kind]
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.folder = tempfile.mkdtemp(prefix=f"petite-{kind}-")
        config = Path(self.folder) / f"{kind}.conf"
        if kind == "nginx":
            config.write_text(nginx_config(addresses, self.port, self.folder))
            binary = find_program("nginx")
            check = [binary, "-t", "-q", "-p", self.folder, "-c", str(config)]
            command = [binary, "-p", self.folder, "-c", str(config)]
        else:
            config.write_text(haproxy_config(addresses, self.port))
            binary = find_program("haproxy")
            check = [binary, "-c", "-q", "-f", str(config)]
            command = [binary, "-db", "-f", str(config)]
        checked = subprocess.run(check, capture_output=True, text=True)
        if checked.returncode:
            raise RuntimeError(f"{kind} refused the generated config: {checked.stderr}{checked.stdout}")
        self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        wait_for_port(self.port, self.process, kind)

    def close(self) -> None:
        stop(self.process)
        shutil.rmtree(self.folder, ignore_errors=True)


@contextlib.contextmanager
def balancer(kind: str, addresses: list[str]) -> Iterator[Balancer]:
    """A balancer of that kind (nginx, haproxy) in front of `addresses`."""
    running = Balancer(kind, addresses)
    try:
        yield running
    finally:
        running.close()


@contextlib.contextmanager
def nginx(addresses: list[str]) -> Iterator[str]:
    """nginx balancing `addresses` with sticky routing (the documented configuration on
    a free port); yields its base URL."""
    with balancer("nginx", addresses) as running:
        yield running.url


def first_visit(url: str, cookie: str) -> tuple[str, str]:
    """A browser's first request through the balancer: the worker that answered and the
    affinity cookie's value the balancer set."""
    request = urllib.request.Request(url, method="HEAD")
    with urllib.request.urlopen(request, timeout=30) as response:
        for header in response.headers.get_all("Set-Cookie") or []:
            name, _, rest = header.partition("=")
            if name.strip() == cookie:
                return response.headers["X-Upstream"], rest.split(";", 1)[0]
    raise AssertionError(f"the balancer set no {cookie} cookie")


def upstream_of(url: str, cookie: str, value: str) -> str:
    """The worker the balancer sends a browser with that affinity cookie to."""
    request = urllib.request.Request(url, headers={"Cookie": f"{cookie}={value}"}, method="HEAD")
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers["X-Upstream"]


def affinities(url: str, workers: list[Worker], cookie: str = "petite_affinity") -> dict[str, str]:
    """For each worker, an affinity cookie value the balancer set for it (first visits
    until each worker has answered one), checked to route there again."""
    found: dict[str, str] = {}
    for _ in range(200):
        served, value = first_visit(url, cookie)
        found.setdefault(served, value)
        if all(w.address in found for w in workers):
            for address, value in found.items():
                assert upstream_of(url, cookie, value) == address, "the affinity cookie is not sticky"
            return {w.address: found[w.address] for w in workers}
    raise AssertionError(f"the balancer sent every first visit to {sorted(found)}")
