"""The demo site: an index page and one live page per demo, in one Starlette app.

Each demo is a template in `demos/pages/` and its Python state in a `demos/` module
(a class or function called once per browser tab).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.routing import Mount, Route

import petite
from petite.live import LiveApp
from petite.live_store import lifespan

from . import benchmark, counter, grid, markdown, shared, site_app, svg, todomvc, tree

PAGES = Path(__file__).with_name("pages")
STATIC = Path(__file__).with_name("static")


@dataclass(frozen=True)
class Demo:
    slug: str
    title: str
    blurb: str
    state: Callable[[], Any]


DEMOS = [
    Demo("counter", "Counter", "A button, a step and a count kept in Python.", counter.Counter),
    Demo("todomvc", "TodoMVC", "The classic: add, edit, toggle, filter, clear.", todomvc.TodoMVC),
    Demo("grid", "Grid", "A table of 100 people: click a header to sort, type to filter.", grid.Grid),
    Demo("tree", "Tree", "A folder tree you can open, close and add to.", tree.Tree),
    Demo("svg", "SVG graph", "A polygon whose corners follow range inputs.", svg.Graph),
    Demo("markdown", "Markdown", "A live preview rendered by a small Python function.", markdown.Editor),
    Demo("benchmark", "Benchmark table", "The js-framework-benchmark rows: create, update, swap, select.", benchmark.Table),
    Demo("shared", "Shared state", "One store for every tab: open two and chat.", shared.Room),
]


INDEX = """<!doctype html>
<html><head><meta charset="utf-8"><title>petite demos</title><link rel="stylesheet" href="/demo.css"></head>
<body>{body}</body></html>"""


def index_page() -> str:
    """The index: `pages/index.html` rendered once with petite's server-side renderer."""
    demos = [{"slug": d.slug, "title": d.title, "blurb": d.blurb} for d in DEMOS]
    return INDEX.format(body=petite.render((PAGES / "index.html").read_text(), {"demos": demos}))


def create_demo_app() -> Starlette:
    index = index_page()

    async def home(request):
        return HTMLResponse(index)

    async def stylesheet(request):
        return FileResponse(STATIC / "demo.css", media_type="text/css")

    async def no_icon(request):
        return Response(status_code=204)

    routes = [Route("/", home), Route("/demo.css", stylesheet), Route("/favicon.ico", no_icon)]
    routes += [Mount(f"/{d.slug}", LiveApp(PAGES / f"{d.slug}.html", data=d.state, title=d.title)) for d in DEMOS]
    routes.append(Mount("/site", routes=site_app.routes))  # a multi-page site from files
    # a replicated store (PETITE_REDIS_URL) connects before the site serves
    return Starlette(routes=routes, lifespan=lifespan(shared.STORE))


app = create_demo_app()
