"""LiveApp under a sub-path of a larger Starlette app, with a `data` factory that reads
the page request (path and query parameters, cookies, the session)."""

import json
import re

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.responses import PlainTextResponse
from starlette.routing import Mount, Route
from starlette.testclient import TestClient

from petite.live import LiveApp

ROOM = '<h1>{{ room }}</h1><p class="who">{{ user }}</p><p class="q">{{ q }}</p><p class="theme">{{ theme }}</p>'


def room_state(request):
    return {
        "room": request.path_params["room"],
        "user": request.session.get("user", "anonymous"),
        "q": request.query_params.get("q", ""),
        "theme": request.cookies.get("theme", "light"),
    }


async def login(request):
    request.session["user"] = request.query_params["name"]
    return PlainTextResponse("ok")


async def home(request):
    return PlainTextResponse("home")


def make_app():
    return Starlette(
        routes=[
            Route("/", home),
            Route("/login", login),
            Mount("/rooms/{room}", LiveApp(ROOM, data=room_state)),
            Mount("/counter", LiveApp("<button @click='n++'>{{ n }}</button>", data=lambda: {"n": 0})),
            Mount("/plain", LiveApp("<i>{{ n }}</i>", data={"n": 7})),
        ],
        middleware=[Middleware(SessionMiddleware, secret_key="test-secret")],
    )


def test_data_factory_receives_the_request():
    client = TestClient(make_app())
    assert client.get("/").text == "home"
    assert client.get("/login?name=ada").text == "ok"
    client.cookies.set("theme", "dark")
    page = client.get("/rooms/kitchen/?q=tea")
    assert page.status_code == 200
    assert "<h1>kitchen</h1>" in page.text
    assert '<p class="who">ada</p>' in page.text
    assert '<p class="q">tea</p>' in page.text
    assert '<p class="theme">dark</p>' in page.text
    # the client script and the socket live under the mount's prefix
    assert 'src="/rooms/kitchen/petite.js"' in page.text
    assert 'data-ws="/rooms/kitchen/ws"' in page.text


def test_each_visitor_gets_their_own_state():
    app = make_app()
    alice, bob = TestClient(app), TestClient(app)
    alice.get("/login?name=alice")
    assert '<p class="who">alice</p>' in alice.get("/rooms/a/").text
    assert '<p class="who">anonymous</p>' in bob.get("/rooms/a/").text


def test_zero_argument_factories_and_values_still_work():
    client = TestClient(make_app())
    assert "<button>0</button>" in client.get("/counter/").text
    assert "<i>7</i>" in client.get("/plain/").text
    token = re.search(r'data-token="([^"]+)"', client.get("/counter/").text).group(1)
    with client.websocket_connect("/counter/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        assert json.loads(ws.receive_text())["t"] == "init"
