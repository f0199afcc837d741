"""Starlette and FastAPI: PetiteTemplates.TemplateResponse in a real FastAPI app, driven by
its test client, next to a LiveApp mounted under a sub-path."""

import json
import re
import textwrap

import pytest
from fastapi import FastAPI, Request
from fastapi.testclient import TestClient
from starlette.middleware.sessions import SessionMiddleware
from starlette.routing import Mount

from petite import TemplateNotFound
from petite.live import LiveApp
from petite.starlette import PetiteTemplates

ITEMS = {1: {"id": 1, "name": "Kettle"}, 2: {"id": 2, "name": "Teapot <b>"}}


def write(folder, name, text):
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text).strip())


@pytest.fixture
def client(tmp_path):
    write(tmp_path, "components/app-layout.html", """
        <!doctype html>
        <html><head><title>{{ title }} · {{ site }}</title></head>
        <body><p class="where">{{ request.method }} {{ request.path }}</p><slot></slot></body></html>
    """)
    write(tmp_path, "items.html", """
        <app-layout title="Items">
          <ul><li v-for="item in items"><a :href="url_for('item', { item_id: item.id })">{{ item.name }}</a></li></ul>
          <a class="live" :href="url_path_for('live', { path: '/' })">live</a>
        </app-layout>
    """)
    write(tmp_path, "item.html", '<app-layout :title="item.name"><h1>{{ item.name }}</h1><p>{{ user }}</p></app-layout>')

    templates = PetiteTemplates(tmp_path, context_processors=[lambda request: {"site": "Shop"}])
    app = FastAPI()
    app.add_middleware(SessionMiddleware, secret_key="s")

    @app.get("/", name="items")
    def items(request: Request):
        return templates.TemplateResponse(request, "items.html", {"items": list(ITEMS.values())})

    @app.get("/items/{item_id}", name="item")
    def item(request: Request, item_id: int):
        user = request.session.get("user", "guest")
        return templates.TemplateResponse(request, "item.html", {"item": ITEMS[item_id], "user": user}, headers={"X-Shop": "1"})

    @app.get("/login")
    def login(request: Request, name: str):
        request.session["user"] = name
        return {"ok": True}

    @app.get("/missing")
    def missing(request: Request):
        return templates.TemplateResponse(request, "nope.html")

    live = LiveApp(
        '<p class="hello">hello {{ who }}</p><button @click="n++">{{ n }}</button>',
        data=lambda request: {"who": request.session.get("user", "guest"), "n": 0},
    )
    app.mount("/live", live, name="live")
    return TestClient(app)


def test_template_response_with_request_url_for_and_context_processors(client):
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"] == "text/html; charset=utf-8"
    assert "<title>Items · Shop</title>" in page.text
    assert '<p class="where">GET /</p>' in page.text
    assert re.findall(r'<li><a href="([^"]+)">([^<]+)</a></li>', page.text) == [
        ("http://testserver/items/1", "Kettle"), ("http://testserver/items/2", "Teapot &lt;b&gt;"),
    ]
    assert '<a class="live" href="/live/">live</a>' in page.text
    # as with Jinja2Templates, the test client sees the template and its context
    assert page.template.name == "items.html"
    assert page.context["items"] == list(ITEMS.values()) and page.context["request"].url.path == "/"


def test_path_parameters_headers_and_the_session(client):
    assert client.get("/items/2").headers["x-shop"] == "1"
    client.get("/login", params={"name": "ada"})
    page = client.get("/items/2")
    assert "<h1>Teapot &lt;b&gt;</h1><p>ada</p>" in page.text
    assert '<p class="where">GET /items/2</p>' in page.text


def test_a_live_app_under_a_sub_path_next_to_the_routes(client):
    client.get("/login", params={"name": "bob"})
    page = client.get("/live/")
    assert page.status_code == 200
    assert '<p class="hello">hello bob</p><button>0</button>' in page.text
    token = re.search(r'data-token="([^"]+)"', page.text).group(1)
    assert 'data-ws="/live/ws"' in page.text and 'src="/live/petite.js"' in page.text
    assert client.get("/live/petite.js").status_code == 200
    with client.websocket_connect("/live/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        assert json.loads(ws.receive_text())["t"] == "init"
    assert client.get("/items/1").status_code == 200  # the other routes still answer


def test_an_unknown_template_is_a_clear_error(client):
    with pytest.raises(TemplateNotFound, match="'nope.html' not found"):
        client.get("/missing")


def test_location_is_the_requests_address(tmp_path):
    (tmp_path / "where.html").write_text("<i>{{ location.pathname }} {{ location.search }}</i>")
    templates = PetiteTemplates(directory=str(tmp_path))
    app = FastAPI()

    @app.get("/at/{n}")
    def at(request: Request, n: int):
        return templates.TemplateResponse(request, "where.html")

    assert "<i>/at/5 ?x=1</i>" in TestClient(app).get("/at/5?x=1").text
