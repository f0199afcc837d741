"""A small multi-page site from a folder of templates (`demos/site/`): a layout, components
with slots, and three pages, served with `petite.starlette.PetiteTemplates`.

    python -m demos   # then open http://127.0.0.1:8000/site/
"""

from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from petite.starlette import PetiteTemplates

FOLDER = Path(__file__).with_name("site")

PRODUCTS = [
    {"slug": "croissant", "name": "Croissant", "price": 1.6, "vegan": False,
     "blurb": "Laminated dough, 27 layers, baked every morning.", "ingredients": ["flour", "butter", "milk", "yeast", "salt"]},
    {"slug": "sourdough", "name": "Sourdough loaf", "price": 5.2, "vegan": True,
     "blurb": "A 36-hour ferment and a dark crust.", "ingredients": ["flour", "water", "salt", "starter"]},
    {"slug": "cinnamon-bun", "name": "Cinnamon bun", "price": 2.9, "vegan": False,
     "blurb": "Cardamom dough rolled with cinnamon sugar.", "ingredients": ["flour", "butter", "sugar", "cinnamon", "cardamom"]},
    {"slug": "focaccia", "name": "Focaccia", "price": 4.1, "vegan": True,
     "blurb": "Olive oil, rosemary and flaky salt.", "ingredients": ["flour", "water", "olive oil", "rosemary", "salt"]},
]


def shelf(request: Request) -> dict:
    """Values every page sees (a context processor)."""
    return {"products": PRODUCTS}


templates = PetiteTemplates(FOLDER, auto_reload=True, context_processors=[shelf])


async def home(request: Request) -> Response:
    vegan = request.query_params.get("vegan") == "1"
    shown = [p for p in PRODUCTS if p["vegan"] or not vegan]
    cheapest = min(p["price"] for p in shown)
    return templates.TemplateResponse(request, "index.html", {"shown": shown, "vegan": vegan, "cheapest": cheapest})


async def product(request: Request) -> Response:
    slug = request.path_params["slug"]
    found = next((p for p in PRODUCTS if p["slug"] == slug), None)
    if found is None:
        return templates.TemplateResponse(request, "not-found.html", {"slug": slug}, status_code=404)
    others = [p for p in PRODUCTS if p is not found][:2]
    return templates.TemplateResponse(request, "product.html", {"product": found, "others": others})


async def about(request: Request) -> Response:
    return templates.TemplateResponse(request, "about.html")


routes = [
    Route("/", home, name="shelf"),
    Route("/products/{slug}", product, name="product"),
    Route("/about", about, name="about"),
]
app = Starlette(routes=routes)
