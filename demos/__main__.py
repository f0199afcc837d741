"""`python -m demos`: serve the demo site (what `make demo` runs)."""

from __future__ import annotations

import argparse

import uvicorn


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m demos")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()

    from petite.live import server_options

    from .app import app

    print(f"petite demos on http://{args.host}:{args.port}")
    uvicorn.run(app, host=args.host, port=args.port, **server_options())


if __name__ == "__main__":
    main()
