"""`python -m demos`: serve the demo pages (what `make demo` runs)."""

from __future__ import annotations

import argparse
from pathlib import Path

import uvicorn
from starlette.applications import Starlette
from starlette.responses import HTMLResponse
from starlette.routing import Route

import petite

PAGES = Path(__file__).with_name("pages")
DATA = {
    "counter": {},
    "todos": {"todos": [{"title": "Write petite", "done": True}, {"title": "Ship it", "done": False}]},
    "products": {
        "products": [
            {"name": f"Item {i}", "price": 3.5 * i, "tags": ["new", "eco"][: i % 3], "stock": i % 4, "sale": i % 5 == 0}
            for i in range(1, 21)
        ]
    },
}
LAYOUT = """<!doctype html><html><head><meta charset="utf-8"><title>petite demo: {title}</title>
<style>body{{font-family:system-ui;margin:2rem}} .card{{border:1px solid #ccc;padding:1rem;border-radius:8px}}
.done{{text-decoration:line-through}} .odd{{background:#f6f6f6}} .tag{{margin-right:.3em;color:#06c}}</style>
</head><body><nav>{nav}</nav><main>{body}</main></body></html>"""


def page(name: str) -> str:
    nav = " · ".join(f'<a href="/{n}">{n}</a>' for n in DATA)
    body = petite.render((PAGES / f"{name}.html").read_text(), DATA[name])
    return LAYOUT.format(title=name, nav=nav, body=body)


async def index(request):
    return HTMLResponse(page("counter"))


async def show(request):
    name = request.path_params["name"]
    if name not in DATA:
        return HTMLResponse("<h1>Not found</h1>", status_code=404)
    return HTMLResponse(page(name))


app = Starlette(routes=[Route("/", index), Route("/{name}", show)])


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m demos")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    print(f"petite demo on http://{args.host}:{args.port}")
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
