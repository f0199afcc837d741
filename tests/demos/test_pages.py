"""Every demo page renders on the server (first paint) without errors."""

import re

import pytest
from starlette.testclient import TestClient

from demos.app import DEMOS, create_demo_app


@pytest.fixture(scope="module")
def client():
    return TestClient(create_demo_app())


def body(html: str) -> str:
    return re.search(r'<div id="petite-root">(.*)</div>\s*<script', html, re.S).group(1)


def test_index_links_every_demo(client):
    page = client.get("/")
    assert page.status_code == 200
    links = re.findall(r'<a href="(/[^"]*)">', page.text)
    assert links == [*(f"/{demo.slug}/" for demo in DEMOS), "/site/"]
    assert "v-for" not in page.text and "{{" not in page.text
    assert client.get("/demo.css").headers["content-type"].startswith("text/css")


@pytest.mark.parametrize("demo", DEMOS, ids=lambda d: d.slug)
def test_page_renders_server_side(client, demo):
    page = client.get(f"/{demo.slug}/")
    assert page.status_code == 200
    html = body(page.text)
    assert "<title>petite · " in page.text
    assert '<a class="back" href="/">' in html
    # every directive was compiled away and every interpolation rendered
    assert not re.search(r'\s(v-[a-z]+|:[a-z]+|@[a-z]+)=', html), html
    assert "{{" not in html and "undefined" not in html
    assert f'src="/{demo.slug}/petite.js"' in page.text


FIRST_PAINT = {
    "counter": ['<strong class="count">0</strong>', '<button class="reset" disabled="">'],
    "todomvc": ["<label>Taste petite</label>", "<strong>2</strong> items left", '<a href="#/" class="selected">All</a>'],
    "grid": ["<span class=\"count muted\">100 of 100 people</span>", '<th class="">Name </th>'],
    "tree": ["▾ 📂 project", "▸ 📁 src", 'style="padding-left: 1.5rem;"'],
    "svg": ['<polygon points="100,20 169.28,60 169.28,140 100,180 30.72,140 30.72,60"></polygon>', '<text x="100" y="12">A</text>'],
    "markdown": ["<h1>Hello, petite</h1>", "&lt;script&gt;alert(1)&lt;/script&gt; stays text"],
    "benchmark": ["<p class=\"muted\">0 rows</p>", '<button id="run">'],
    "shared": ['<input class="name" size="10" value="guest '],
}


@pytest.mark.parametrize("slug", FIRST_PAINT)
def test_first_paint_shows_the_initial_state(client, slug):
    html = body(client.get(f"/{slug}/").text)
    for fragment in FIRST_PAINT[slug]:
        assert fragment in html


def test_first_paint_table_has_100_rows(client):
    assert body(client.get("/grid/").text).count("<tr>") == 101  # header + rows
