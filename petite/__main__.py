"""The command line: `petite render|compile|serve PAGE.html` (or `python -m petite ...`).

    petite render PAGE.html [--data data.json]   # print the rendered HTML
    petite compile PAGE.html                     # print the generated Python
    petite serve PAGE.html [--host H --port P]   # the live server (needs petite[live])
    petite --version

`-` in place of PAGE.html or data.json reads it from standard input.
"""

from __future__ import annotations

import argparse
import errno
import json
import socket
import sys
from importlib import metadata
from typing import Any
from .errors import PetiteError
from .expr import ExpressionError
from .template import Template, compile_file

STDIN = "-"


class CommandError(Exception):
    """A problem with the command's input, reported as `petite: <message>`."""


def version() -> str:
    try:
        return metadata.version("petite")
    except metadata.PackageNotFoundError:  # a source checkout that was never installed
        return "unknown (not installed)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="petite", description="petite-vue templates in Python")
    parser.add_argument("--version", action="version", version=f"petite {version()}")
    commands = parser.add_subparsers(dest="command", required=True)

    render = commands.add_parser("render", help="render a template to HTML")
    render.add_argument("page", help="the template file ('-': standard input)")
    render.add_argument("--data", help="a JSON file holding an object: the root data ('-': standard input)")

    compile_ = commands.add_parser("compile", help="print the Python render function of a template")
    compile_.add_argument("page", help="the template file ('-': standard input)")

    serve = commands.add_parser("serve", help="serve a page live (needs the live extra)")
    serve.add_argument("page", help="the template file ('-': standard input)")
    serve.add_argument("--data", help="a JSON file holding an object: each session's initial data")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)

    args = parser.parse_args(argv)
    try:
        if args.page == STDIN and getattr(args, "data", None) == STDIN:
            raise CommandError("the template and the data cannot both come from standard input")
        if args.command == "render":
            data = _load_data(args.data)
            sys.stdout.write(_template(args.page).render(data) + "\n")
        elif args.command == "compile":
            sys.stdout.write(_template(args.page).source)
        else:
            return _serve(args)
    except (CommandError, PetiteError, ExpressionError) as exc:
        print(f"petite: {exc}", file=sys.stderr)
        return 1
    return 0


def _read(path: str, what: str) -> str:
    if path == STDIN:
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError as exc:
        raise CommandError(f"cannot read {what} {path}: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise CommandError(f"{what} {path} is not UTF-8 text: {exc.reason} at byte {exc.start}") from exc


def _template(path: str) -> Any:
    if path == STDIN:
        return Template(sys.stdin.read(), filename="<stdin>")
    _read(path, "template")  # a clear error for a missing or unreadable file
    return compile_file(path)


def _load_data(path: str | None) -> dict[str, Any] | None:
    """The root data: a JSON object read from `path` (None without a path)."""
    if not path:
        return None
    name = "<stdin>" if path == STDIN else path
    text = _read(path, "data file")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CommandError(f"data file {name} is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from exc
    except RecursionError:
        raise CommandError(f"data file {name} is nested too deeply to read") from None
    except ValueError as exc:  # e.g. an integer past Python's digit limit
        raise CommandError(f"data file {name} cannot be read: {str(exc).partition(';')[0]}") from None
    if not isinstance(data, dict):
        kind = {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(type(data), "a number")
        raise CommandError(f"data file {name} must hold a JSON object ({{...}}), not {kind}")
    return data


def _serve(args: argparse.Namespace) -> int:
    try:
        import uvicorn

        from .live import LiveApp, server_options
    except ImportError as exc:
        missing = (exc.name or "a dependency").partition(".")[0]
        print(
            f"petite: serve needs the live extra ({missing} is missing): pip install 'petite[live]'",
            file=sys.stderr,
        )
        return 2
    from pathlib import Path

    data = _load_data(args.data)
    if args.page == STDIN:
        app = LiveApp(sys.stdin.read(), data=data, title="petite")
    else:
        _read(args.page, "template")
        app = LiveApp(Path(args.page), data=data, title=Path(args.page).stem)
    sock = _bind(args.host, args.port)
    print(f"petite: serving {args.page if args.page != STDIN else '<stdin>'} on http://{args.host}:{args.port}")
    sys.stdout.flush()
    server = uvicorn.Server(uvicorn.Config(app, **server_options(app.max_message_bytes)))
    server.run(sockets=[sock])
    return 0


def _bind(host: str, port: int) -> socket.socket:
    """A listening socket on host:port, or a clear error when the address is taken."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except socket.gaierror as exc:
        raise CommandError(f"cannot serve on {host}:{port}: {exc.strerror}") from exc
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        reason = "the port is already in use" if exc.errno == errno.EADDRINUSE else exc.strerror
        raise CommandError(f"cannot serve on {host}:{port}: {reason}") from exc
    return sock


if __name__ == "__main__":
    sys.exit(main())
