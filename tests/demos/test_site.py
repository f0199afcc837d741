"""The multi-page demo site (demos/site/): a layout, components and pages from files."""

import re

import pytest
from starlette.testclient import TestClient

from demos.app import create_demo_app
from demos.site_app import PRODUCTS


@pytest.fixture(scope="module")
def client():
    return TestClient(create_demo_app())


def squash(html):
    return " ".join(html.split())


def test_home_lists_every_bake_inside_the_layout(client):
    page = client.get("/site/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    html = squash(page.text)
    assert html.startswith("<!DOCTYPE html><html lang=\"en\"><head> <meta charset=\"utf-8\"> <title>Today&#39;s bakes · Petite Bakery</title>")
    assert re.findall(r'<h2><a href="([^"]+)">([^<]+)</a></h2>', html) == [
        (f"http://testserver/site/products/{p['slug']}", p["name"]) for p in PRODUCTS
    ]
    assert '<a href="/site/" class="active" aria-current="page">Bakes</a>' in html
    assert '<a href="/site/about" class="">About</a>' in html
    assert "<footer class=\"muted\">Baked with petite · 4 bakes on the shelf</footer>" in html
    assert not re.search(r"\s(v-[a-z-]+|:[a-z-]+|@[a-z]+|#[a-z]+)=", page.text)
    assert "<slot" not in page.text and "{{" not in page.text and "<product-card" not in page.text


def test_query_parameters_filter_the_shelf(client):
    html = squash(client.get("/site/?vegan=1").text)
    assert re.findall(r'<h2><a href="[^"]+">([^<]+)</a></h2>', html) == ["Sourdough loaf", "Focaccia"]
    assert "from 4.10 €" in html and "Showing vegan bakes only." in html


def test_a_product_page_fills_the_head_slot_and_reuses_the_card(client):
    html = squash(client.get("/site/products/focaccia").text)
    assert "<title>Focaccia · Petite Bakery</title>" in html
    assert '<meta name="description" content="Olive oil, rosemary and flaky salt."> </head>' in html
    assert "<li>1. flour</li><li>2. water</li><li>3. olive oil</li>" in html
    assert html.count('<article class="card product">') == 2  # "also try", compact: no blurb
    assert "Laminated dough" not in html
    assert '<a href="/site/" class="">Bakes</a>' in html


def test_about_overrides_the_footer_slot_and_unknown_products_are_404(client):
    about = squash(client.get("/site/about").text)
    assert '<a href="/site/about" class="active" aria-current="page">About</a>' in about
    assert "<footer class=\"muted\">No cookies, no JavaScript: server-rendered HTML.</footer>" in about
    missing = client.get("/site/products/baguette")
    assert missing.status_code == 404
    assert "No bake called “baguette”." in missing.text
