"""The command line: `python -m petite render|compile|serve PAGE.html`.

    python -m petite render PAGE.html [--data data.json]   # print the rendered HTML
    python -m petite compile PAGE.html                     # print the generated Python
    python -m petite serve PAGE.html [--host H --port P]   # the live server
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m petite", description="petite-vue templates in Python")
    commands = parser.add_subparsers(dest="command", required=True)

    render = commands.add_parser("render", help="render a template to HTML")
    render.add_argument("page", help="the template file")
    render.add_argument("--data", help="a JSON file with the root data")

    compile_ = commands.add_parser("compile", help="print the Python render function of a template")
    compile_.add_argument("page", help="the template file")

    serve = commands.add_parser("serve", help="serve a page live")
    serve.add_argument("page", help="the template file")
    serve.add_argument("--data", help="a JSON file with the root data")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8000)

    args = parser.parse_args(argv)
    from .errors import PetiteError
    from .expr import ExpressionError

    try:
        if args.command == "render":
            from .template import compile_file

            sys.stdout.write(compile_file(args.page).render(_load_data(args.data)) + "\n")
        elif args.command == "compile":
            from .template import compile_file

            sys.stdout.write(compile_file(args.page).source)
        else:
            return _serve(args)
    except (PetiteError, ExpressionError, OSError, json.JSONDecodeError) as exc:
        print(f"petite: {exc}", file=sys.stderr)
        return 1
    return 0


def _load_data(path: str | None) -> Any:
    if not path:
        return None
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def _serve(args: argparse.Namespace) -> int:
    try:
        from .live import serve  # type: ignore[import-not-found]
    except ImportError:
        print("petite: the live server is not available yet", file=sys.stderr)
        return 2
    serve(args.page, data=_load_data(args.data), host=args.host, port=args.port)
    return 0


if __name__ == "__main__":
    sys.exit(main())
