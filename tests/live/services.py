"""Real services for the scale-out tests: a `redis-server`, uvicorn worker processes
and an nginx load balancer, each on a free loopback port, started and stopped by the
tests (`make test` installs redis-server and nginx with apt, as it does Chromium)."""

from __future__ import annotations

import contextlib
import os
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
        pytest.fail(f"{name} not found: `make test` installs it (apt-get install redis-server nginx)", pytrace=False)
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
    "import sys, uvicorn; sys.path.append(sys.argv[3]); "
    "uvicorn.run(sys.argv[1], host='127.0.0.1', port=int(sys.argv[2]), log_level='warning')"
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


NGINX = """
worker_processes 1;
daemon off;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 1024; }}
http {{
  access_log off;
  client_body_temp_path {folder}/body;
  proxy_temp_path {folder}/proxy;
  fastcgi_temp_path {folder}/fastcgi;
  uwsgi_temp_path {folder}/uwsgi;
  scgi_temp_path {folder}/scgi;
{routing}
  server {{
    listen 127.0.0.1:{port};
    location / {{
      proxy_pass http://petite;
{proxying}
      add_header X-Upstream $upstream_addr always;  # which worker answered (tests only)
    }}
  }}
}}
"""


def nginx_routing(addresses: list[str]) -> tuple[str, str]:
    """The documented configuration (docs/deploy.md): the `http` block part and the
    `location` part, for workers at `addresses`."""
    servers = "\n".join(f"    server {a} max_fails=1 fail_timeout=10s;" for a in addresses)
    routing = f"""
  # Sticky routing: a browser keeps the worker its affinity cookie hashes to. The
  # first request has no cookie: nginx makes one up ($request_id) and sets it.
  map $cookie_petite_affinity $petite_affinity {{
    ""      $request_id;
    default $cookie_petite_affinity;
  }}
  map $cookie_petite_affinity $petite_affinity_cookie {{
    ""      "petite_affinity=$request_id; Path=/; HttpOnly; SameSite=Lax";
    default "";
  }}
  map $http_upgrade $connection_upgrade {{
    default upgrade;
    ""      close;
  }}
  upstream petite {{
    hash $petite_affinity consistent;
{servers}
  }}"""
    proxying = """
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $http_host;  # with the port: live pages check the Origin against it
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 1h;
      add_header Set-Cookie $petite_affinity_cookie;"""
    return routing, proxying


@contextlib.contextmanager
def nginx(addresses: list[str]) -> Iterator[str]:
    """nginx balancing `addresses` with sticky routing (a generated config on a free
    port); yields its base URL."""
    port = free_port()
    folder = tempfile.mkdtemp(prefix="petite-nginx-")
    routing, proxying = nginx_routing(addresses)
    config = Path(folder) / "nginx.conf"
    config.write_text(NGINX.format(folder=folder, port=port, routing=routing, proxying=proxying))
    binary = find_program("nginx")
    checked = subprocess.run([binary, "-t", "-q", "-p", folder, "-c", str(config)], capture_output=True, text=True)
    if checked.returncode:
        raise RuntimeError(f"nginx refused the generated config: {checked.stderr}")
    process = subprocess.Popen([binary, "-p", folder, "-c", str(config)], stdin=subprocess.DEVNULL)
    try:
        wait_for_port(port, process, "nginx")
        yield f"http://127.0.0.1:{port}"
    finally:
        stop(process)
        shutil.rmtree(folder, ignore_errors=True)


def upstream_of(url: str, affinity: str) -> str:
    """The worker nginx sends a browser with that affinity cookie to."""
    request = urllib.request.Request(url, headers={"Cookie": f"petite_affinity={affinity}"}, method="HEAD")
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.headers["X-Upstream"]


def affinities(url: str, workers: list[Worker]) -> dict[str, str]:
    """For each worker, an affinity cookie value nginx routes to it."""
    found: dict[str, str] = {}
    for n in range(200):
        value = f"tab{n}"
        found.setdefault(upstream_of(url, value), value)
        if all(w.address in found for w in workers):
            return {w.address: found[w.address] for w in workers}
    raise AssertionError(f"nginx sent every affinity to {sorted(found)}")
