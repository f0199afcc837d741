"""The live server's WebSocket protocol, driven without a browser."""

import contextlib
import json
import re

import pytest
from starlette.testclient import TestClient

from petite.live import LiveApp
from petite.reactivity import reactive

COUNTER = '<div v-scope="{ n: 0 }"><button @click="n++">{{ n }}</button><input v-model="t"><p>{{ t }}</p></div>'


ORIGIN = {"origin": "http://testserver"}


def open_page(client):
    page = client.get("/")
    assert page.status_code == 200
    return page.text, re.search(r'data-token="([^"]+)"', page.text).group(1)


@contextlib.contextmanager
def connect(client, token):
    """A socket to the live app, past the hello (the token travels in the first message)."""
    with client.websocket_connect("/ws", headers=ORIGIN) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        yield ws


def listeners(tree):
    """[node id, type, flags, hints?] of every listener in an encoded tree."""
    found = []
    if tree[1] == 1:
        extra = tree[5] if len(tree) > 5 else {}
        found += [[tree[0], *entry] for entry in extra.get("on", [])]
        for child in tree[4]:
            found += listeners(child)
    return found


def listener(init, type):
    return next(entry for entry in listeners(init["tree"]) if entry[1] == type)


def event(node, type, seq, **extra):
    return json.dumps({"t": "event", "seq": seq, "node": node, "target": node, "type": type, "init": {}, **extra})


@pytest.fixture
def client():
    return TestClient(LiveApp(COUNTER, data=lambda: {"t": "x"}))


def test_first_paint_is_server_rendered(client):
    html, _ = open_page(client)
    assert '<div id="petite-root"><div><button>0</button><input value="x"><p>x</p></div></div>' in html
    assert client.get("/petite.js").text.startswith("// petite live client")


def test_events_come_back_as_patches_then_ack(client):
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
        assert init["t"] == "init" and init["tree"][2] == "div"
        button = listener(init, "click")[0]
        ws.send_text(event(button, "click", 1))
        patch = json.loads(ws.receive_text())
        assert patch["t"] == "patch" and patch["v"] == 1
        assert [op[0] for op in patch["ops"]] == ["text"] and patch["ops"][0][2] == "1"
        assert json.loads(ws.receive_text()) == {"t": "ack", "seq": 1}


def test_form_state_travels_with_the_event_and_is_not_echoed(client):
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
        field = listener(init, "input")[0]
        ws.send_text(event(field, "input", 7, state={"value": "hello"}))
        patch = json.loads(ws.receive_text())
        assert patch["ops"] == [["text", patch["ops"][0][1], "hello"]]  # the <p>, not the input
        assert json.loads(ws.receive_text())["seq"] == 7


@pytest.mark.parametrize(
    "bad",
    ["garbage", "[1, 2]", json.dumps({"t": "nope"}), json.dumps({"t": "event", "node": 99999999, "type": "click"}),
     json.dumps({"t": "event", "node": None}), "x" * 70000],
)
def test_bad_messages_get_an_error_and_the_session_goes_on(client, bad):
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
        ws.send_text(bad)
        assert json.loads(ws.receive_text())["t"] == "error"
        ws.send_text(event(listener(init, "click")[0], "click", 2))
        assert json.loads(ws.receive_text())["ops"][0][2] == "1"


def test_handler_errors_are_reported_not_fatal():
    client = TestClient(LiveApp('<button @click="missing()">x</button><i @click="n++">{{ n }}</i>', data=lambda: {"n": 0}))
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
        button, italic = [entry[0] for entry in listeners(init["tree"])]
        ws.send_text(event(button, "click", 1))
        error = json.loads(ws.receive_text())
        assert error["t"] == "error" and "missing" not in error["message"]  # no page content without debug
        ws.send_text(event(italic, "click", 2))
        assert json.loads(ws.receive_text())["ops"][0][2] == "1"


def test_sessions_are_isolated(client):
    _, first = open_page(client)
    _, second = open_page(client)
    assert first != second
    with connect(client, first) as ws:
        init = json.loads(ws.receive_text())
        ws.send_text(event(listener(init, "click")[0], "click", 1))
        ws.receive_text()
    with connect(client, second) as ws:
        init = json.loads(ws.receive_text())
        assert '"0"' in json.dumps(init["tree"])  # the other tab's click did not reach it


def test_reconnect_resumes_and_unknown_sessions_expire(client):
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
        ws.send_text(event(listener(init, "click")[0], "click", 1))
        ws.receive_text()
    with connect(client, sid) as ws:
        assert '"1"' in ws.receive_text()  # the state survived the reconnect
    with connect(client, "nope") as ws:
        assert json.loads(ws.receive_text()) == {"t": "expired"}


def test_sessions_expire_after_ttl():
    now = [0.0]
    app = LiveApp("<p>{{ 1 }}</p>", session_ttl=30, pending_ttl=10, clock=lambda: now[0])
    client = TestClient(app)
    open_page(client)
    _, token = open_page(client)
    with connect(client, token) as ws:
        ws.receive_text()
        now[0] = 100.0
        app.expire()
        assert len(app.sessions) == 1  # the pending one expired, the connected one stays
    (session,) = app.sessions.values()
    now[0] = 129.0
    app.expire()
    assert app.sessions == {session.id: session}
    now[0] = 131.0
    app.expire()
    assert app.sessions == {}


def test_shared_store_updates_every_session():
    store = reactive({"count": 0})
    client = TestClient(LiveApp('<button @click="store.count++">{{ store.count }}</button>', data=lambda: {"store": store}))
    _, a = open_page(client)
    _, b = open_page(client)
    with connect(client, a) as ws_a, connect(client, b) as ws_b:
        init_a = json.loads(ws_a.receive_text())
        ws_b.receive_text()
        ws_a.send_text(event(listener(init_a, "click")[0], "click", 1))
        assert json.loads(ws_a.receive_text())["ops"][0][2] == "1"
        assert json.loads(ws_b.receive_text())["ops"][0][2] == "1"


def test_listeners_carry_the_guards_the_browser_applies():
    client = TestClient(
        LiveApp('<form @submit.prevent="n++"><input @keyup.enter.stop="n++" @click.right.self="n++"></form>', data=lambda: {"n": 0})
    )
    _, sid = open_page(client)
    with connect(client, sid) as ws:
        init = json.loads(ws.receive_text())
    found = {entry[1]: entry[3] if len(entry) > 3 else None for entry in listeners(init["tree"])}
    assert found["submit"] == {"prevent": 1}
    assert found["keyup"] == {"stop": 1, "keys": ["enter"]}
    assert found["contextmenu"] == {"self": 1, "button": 2}


@pytest.mark.parametrize(("arguments", "error", "says"), [
    ({"template": None}, TypeError, "template is a str or a Path, not NoneType"),
    ({"template": b"<p>x</p>"}, TypeError, "not bytes"),
    ({"data": 5}, TypeError, "data is a factory (called per session) or a dict, list, set or class instance"),
    ({"data": "state"}, TypeError, "not str"),
    ({"session_ttl": -1}, ValueError, "session_ttl must be a number >= 0, not -1"),
    ({"max_sessions": 0}, ValueError, "max_sessions must be a number >= 1"),
    ({"events_per_second": float("nan")}, ValueError, "events_per_second"),
    ({"event_burst": True}, ValueError, "event_burst"),
    ({"max_message_bytes": "64k"}, ValueError, "max_message_bytes"),
])
def test_a_live_app_refuses_bad_arguments_when_made(arguments, error, says):
    with pytest.raises(error) as info:
        LiveApp(**{"template": COUNTER, **arguments})
    assert says in str(info.value)


@pytest.mark.parametrize("data", [None, {"t": "x"}, dict, lambda request: {"t": "x"}, reactive({"t": "x"})])
def test_a_live_app_takes_its_kinds_of_data(data):
    with TestClient(LiveApp(COUNTER, data=data)) as client:
        html, _ = open_page(client)
    assert "<button>0</button>" in html
