"""Live pages: state and logic in Python, the browser mirrors the DOM over a WebSocket.

    from petite.live import LiveApp
    app = LiveApp("<button @click='count++'>{{ count }}</button>", data=lambda: {"count": 0})
    # uvicorn module:app

A page request creates a session: a petite app mounted on a server-side DOM, rendered
to HTML for the first paint. The client script (`static/petite.js`) connects to the
WebSocket with the session id, receives the tree with node ids (`init`), sends the events
the template listens to (with the target's form state), and applies the patch batches
that each flush produces. Sessions are isolated, expire after `session_ttl` seconds
without a connection, and resume on reconnect. A bad message is answered with an error
and never ends the session or the server. Stores shared by sessions (a module-level
`reactive()` handed out by the `data` factory) update every tab that shows them.

Wire format (JSON text frames):

    server -> client  {"t": "init", "tree": [...]}                 (petite.patches trees)
                      {"t": "patch", "v": 1, "ops": [...]}        (petite.patches)
                      {"t": "ack", "seq": n}  {"t": "error", "seq": n, "message": "..."}
                      {"t": "expired"}
    client -> server  {"t": "event", "seq": n, "node": id, "target": id, "type": "click",
                       "capture": false, "init": {...}, "state": {"value": ...}}
"""

from __future__ import annotations

import asyncio
import copy
import html
import inspect
import json
import logging
import re
import secrets
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from . import dom, scheduler
from .app import App, create_app
from .patches import VERSION

log = logging.getLogger("petite.live")

MAX_MESSAGE_BYTES = 64 * 1024
_BODY_RE = re.compile(r"<body[^>]*>(.*)</body>", re.S | re.I)
_HEAD_RE = re.compile(r"<head[^>]*>(.*)</head>", re.S | re.I)
_TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.S | re.I)

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>{head}</head>
<body><div id="petite-root">{body}</div>
<script src="{base}/petite.js" data-root="petite-root" data-session="{session}" data-ws="{base}/ws"></script>
</body></html>"""


class ProtocolError(Exception):
    """A client message that cannot be acted on."""


class Session:
    """One browser tab's app: its mounted tree, its outgoing messages, its lifetime."""

    def __init__(self, template: str, data: Any) -> None:
        self.id = secrets.token_urlsafe(18)
        self.app: App = create_app(data).mount(template)
        self.outbox: asyncio.Queue[str] | None = None
        self.connected = False
        self.last_seen = time.monotonic()
        self._nodes: dict[int, dom.Node] = {}
        self.app.on_patches(self._patched)

    def html(self) -> str:
        return self.app.html()

    def init_message(self) -> str:
        self.app.take_patches()  # the tree below already holds every earlier write
        return json.dumps({"t": "init", "tree": self.app.tree()}, default=str)

    def _patched(self, ops: list[list]) -> None:
        if self.outbox is not None:
            self.outbox.put_nowait(json.dumps({"t": "patch", "v": VERSION, "ops": ops}, default=str))

    def node(self, node_id: Any) -> dom.Node:
        node = self._nodes.get(node_id) if isinstance(node_id, int) else None
        if node is None or dom.root_of(node) is not dom.root_of(self.app.root):
            self._nodes = {n.nid: n for n in self.app.root.iter()}
            self._nodes[self.app.root.nid] = self.app.root
            node = self._nodes.get(node_id) if isinstance(node_id, int) else None
        if node is None:
            raise ProtocolError(f"unknown node {node_id!r}")
        return node

    def handle(self, message: dict) -> None:
        """Run one client event through the server DOM, then flush."""
        if message.get("t") != "event":
            raise ProtocolError(f"unknown message type {message.get('t')!r}")
        node = self.node(message.get("node"))
        target = self.node(message["target"]) if message.get("target") is not None else node
        kind = message.get("type")
        if not isinstance(kind, str) or not kind:
            raise ProtocolError("event without a type")
        init = message.get("init") or {}
        if not isinstance(init, dict):
            raise ProtocolError("event init must be an object")
        init = {k: v for k, v in init.items() if isinstance(k, str) and not k.startswith("_")}
        _apply_state(target, message.get("state"))
        event = dom.make_event(kind, **init)
        event.target = target
        if node is target:
            phase = dom.AT_TARGET
        else:
            phase = dom.CAPTURING_PHASE if message.get("capture") else dom.BUBBLING_PHASE
        try:
            dom._invoke(node, event, phase)
        finally:
            event.currentTarget = None
            scheduler.flush()


def _apply_state(target: dom.Node, state: Any) -> None:
    """Bring the server's form control to the browser's state, without echoing patches."""
    if not isinstance(state, dict) or not isinstance(target, dom.Element):
        return
    root = dom.root_of(target)
    recorder = dom.recorder_of(target)
    dom.detach_recorder(root)
    try:
        if "value" in state and target.tag in ("input", "textarea"):
            target.value = str(state["value"])
        if "checked" in state:
            target.checked = bool(state["checked"])
        selected = state.get("selected")
        if target.tag == "select" and isinstance(selected, list):
            for option, on in zip(target.options, selected):
                option.set_prop("selected", bool(on))
    finally:
        if recorder is not None:
            dom.attach_recorder(root, recorder)


class LiveApp:
    """An ASGI app serving one live page.

    `template` is the page's template (a string or a path; a whole HTML document keeps
    its `<head>` and mounts its `<body>`); `data` is a factory called per session (or a
    value deep-copied per session). A factory that takes an argument receives the page
    request (a Starlette `Request`: cookies, query and path parameters, and `session` or
    `user` when the app installs those middlewares), so pages can be per user.
    """

    def __init__(
        self,
        template: str | Path,
        data: Callable[[], Any] | Callable[[Request], Any] | Any = None,
        *,
        title: str = "petite",
        session_ttl: float = 300.0,
    ) -> None:
        source = Path(template).read_text() if isinstance(template, Path) else template
        self.head = ""
        if match := _BODY_RE.search(source):
            head = _HEAD_RE.search(source)
            self.head = head.group(1) if head else ""
            if t := _TITLE_RE.search(self.head):
                title = html.unescape(t.group(1))
                self.head = _TITLE_RE.sub("", self.head)
            source = match.group(1)
        self.template = source
        self.data = data
        self.title = title
        self.session_ttl = session_ttl
        self.sessions: dict[str, Session] = {}
        self._app = Starlette(
            routes=[
                Route("/", self.page),
                Route("/petite.js", self.client),
                WebSocketRoute("/ws", self.socket),
            ]
        )

    async def __call__(self, scope, receive, send) -> None:
        await self._app(scope, receive, send)

    def new_session(self, request: Request | None = None) -> Session:
        self.expire()
        if not callable(self.data):
            data = copy.deepcopy(self.data)
        elif _takes_argument(self.data):
            data = self.data(request)
        else:
            data = self.data()
        session = Session(self.template, data)
        self.sessions[session.id] = session
        return session

    def expire(self) -> None:
        """Drop sessions that have had no connection for `session_ttl` seconds."""
        now = time.monotonic()
        for sid, session in list(self.sessions.items()):
            if not session.connected and now - session.last_seen > self.session_ttl:
                session.app.unmount()
                del self.sessions[sid]

    async def page(self, request: Request) -> Response:
        session = self.new_session(request)
        base = request.scope.get("root_path", "").rstrip("/")
        body = PAGE.format(
            title=html.escape(self.title), head=self.head, body=session.html(), base=base, session=session.id
        )
        return HTMLResponse(body)

    async def client(self, request: Request) -> Response:
        return Response(client_script(), media_type="text/javascript")

    async def socket(self, websocket: WebSocket) -> None:
        await websocket.accept()
        session = self.sessions.get(websocket.query_params.get("session", ""))
        if session is None:
            await websocket.send_text(json.dumps({"t": "expired"}))
            await websocket.close()
            return
        session.connected = True
        session.outbox = outbox = asyncio.Queue()
        sender = asyncio.create_task(_pump(outbox, websocket))
        try:
            outbox.put_nowait(session.init_message())
            while True:
                text = await websocket.receive_text()
                outbox.put_nowait(self._answer(session, text))
        except WebSocketDisconnect:
            pass
        finally:
            session.connected = False
            session.last_seen = time.monotonic()
            if session.outbox is outbox:
                session.outbox = None
            await outbox.join()
            sender.cancel()

    def _answer(self, session: Session, text: str) -> str:
        seq = None
        try:
            if len(text) > MAX_MESSAGE_BYTES:
                raise ProtocolError("message too large")
            message = json.loads(text)
            if not isinstance(message, dict):
                raise ProtocolError("message must be a JSON object")
            seq = message.get("seq")
            session.handle(message)
            return json.dumps({"t": "ack", "seq": seq})
        except Exception as error:  # a broken message or a failing handler: report, go on
            log.warning("petite live session %s: %s", session.id[:6], error)
            scheduler.flush()
            return json.dumps({"t": "error", "seq": seq, "message": str(error)})


def _takes_argument(factory: Callable[..., Any]) -> bool:
    """Whether a `data` factory wants the request: it has a required positional parameter."""
    try:
        parameters = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):  # builtins such as dict
        return False
    return any(
        p.kind is p.VAR_POSITIONAL
        or (p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty)
        for p in parameters
    )


def client_script() -> str:
    """The browser client: `static/petite.js` (installed as the `petite.static` package data)."""
    source = Path(__file__).resolve().parent.parent / "static" / "petite.js"
    if source.exists():  # a source checkout or an editable install
        return source.read_text()
    return resources.files("petite.static").joinpath("petite.js").read_text()


async def _pump(outbox: asyncio.Queue[str], websocket: WebSocket) -> None:
    while True:
        text = await outbox.get()
        try:
            await websocket.send_text(text)
        except Exception:
            pass
        finally:
            outbox.task_done()


def serve(page: str | Path, *, data: Any = None, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve one live page with uvicorn (what `python -m petite serve PAGE.html` runs)."""
    import uvicorn

    app = LiveApp(Path(page), data=data, title=Path(page).stem)
    print(f"petite: serving {page} on http://{host}:{port}")
    uvicorn.run(app, host=host, port=port, log_level="warning")
