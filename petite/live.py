"""Live pages: state and logic in Python, the browser mirrors the DOM over a WebSocket.

    from petite.live import LiveApp
    app = LiveApp("<button @click='count++'>{{ count }}</button>", data=lambda: {"count": 0})
    # uvicorn module:app

A page request mounts a session's app on a server-side DOM and renders it for the first
paint; until its socket connects the session is *pending* (few, and short-lived: see
`max_pending_sessions`, `pending_ttl`). All sessions together, connected ones too, are
at most `max_sessions`: a new one first replaces the session whose socket closed
longest ago, then the oldest pending one; when every session has its socket, a page
is refused with 503 (and a socket that needs a new session with 1013, try again
later). The page carries a signed token; the client script (`static/petite.js`) opens the WebSocket and sends the token in its first
message (never in a URL), receives the tree with node ids (`init`), sends the events
the template listens to (with the target's form state), and applies the patch batches
that each flush produces.

Sessions are isolated: each has its own scheduler, watcher queue and node ids
(`petite.scheduler.Scheduler.isolated`), and its work runs in its own context. They
expire `session_ttl` seconds after their socket closed (an injectable `clock`), resume
on reconnect, and a newer socket for a session replaces the older one (which is told
and closed). A client reaches only what a browser could (`petite.live_guard`) and is
bounded in message size, event rate and queued output (`petite.live_limits`). A bad
message is answered with an error that names no page content (unless `debug`) and
never ends the session or the server. Stores shared by sessions (a module-level
`reactive()` handed out by the `data` factory) update every tab that shows them.

The client adopts the first paint (no rebuild) and replays, after a reconnect, the
events the server had not answered and those made while offline: a page's event seqs
only grow, and an event the session already handled is acknowledged, not run again.

Wire format (JSON text frames):

    client -> server  {"t": "hello", "token": "...", "seen": n, "v": 2, "join": 1}  (first
                                              message; n: the batches applied before a
                                              reconnect; v: the wire version it reads, 2:
                                              petite.skeletons; join: it reads an event's
                                              ack joined to the event's last patch, below)
                      {"t": "viewport", "viewport": {"width": 390, "height": 844,
                       "pixel_ratio": 3, "color_scheme": "dark", "user_agent": "...", ...}}
                                              (where the browser shows the page, after
                                              each connect and when it changes; a scroll
                                              reports `scroll_x` and `scroll_y` alone; no seq:
                                              not replayed, answered `{"t": "ack", "seq":
                                              null}`: petite.expr.viewport.Viewport.reported)
                      {"t": "cookie", "cookie": "a=1; b=2"}  (what the browser's
                                              document.cookie reads, after each connect;
                                              no seq: petite.cookies.CookieJar.reported)
                      {"t": "event", "seq": n, "node": id, "target": id, "type": "click",
                       "capture": false, "init": {...}, "state": {"value": ...}, "seen": n,
                       "forms": [[id, state], ...],   (controls changed since the last
                                              event that carried them: unbound ones)
                       "focus": id or null,   (the page's focused element then)
                       "selections": [[id, start, end, direction], ...],  (text selections:
                                              the focused control's, those blurred since)
                       "trusted": bool,       (the browser's event came from the user: isTrusted)
                       "interface": name}     (its DOM interface: "PointerEvent", "InputEvent" ...)
    server -> client  {"t": "init", "tree": [...], "n": batch, "missed": [...], "title": "...",
                       "modal": [id, ...]}   (dialogs shown modal, in order)
                                              (petite.patches trees; petite.live_input;
                                              for a client that reads skeletons "v": 2 and
                                              "ops": [["skel", sid, tree], ...] registered
                                              before the tree, which holds instances)
                      {"t": "patch", "v": 1, "ops": [...], "n": batch, "re": seq,
                       "was": {id: value}}   (petite.patches; input ownership, see
                                              petite.live_input; "v": 2 for a client that
                                              reads skeletons: petite.skeletons; "ack": n
                                              for a client that says "join": the batch is
                                              event n's last and the event is answered,
                                              its ack not sent on its own)
                      {"t": "ack", "seq": n}  {"t": "error", "seq": n, "message": "..."}
                      {"t": "expired"}                             (reload the page)
    close codes       4000 replaced by a newer socket, 4001 too much queued output,
                      1008 refused (origin, token), 1013 reconnecting too often (retry later)
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
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Mapping
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from . import dom
from .dom import dialog, text_selection
from .dom.commands import command_for, perform
from .app import App, create_app
from .location import browser_moved
from .window import viewport_reported
from .checkpoints import use_pause
from .live_dispatch import Dispatch
from .live_guard import (
    LabelIndex, Refused, check_event, check_fired, check_submission, command_source, event_fields, reported_selections,
    submit_source, writable_state,
)
from .live_input import ValueWrites
from .live_limits import Outbox, Signer, TokenBucket
from .live_nodes import NodeMap
from .live_turns import Turns
from .patches import VERSION, ops_json, tree_json
from .reactivity import check_proxyable
from .scheduler import Scheduler
from .skeletons import VERSION as SKELETONS_VERSION
from .skeletons import Skeletons
from .directive_api import collect_errors
from .expr.dom_interfaces import is_event_interface
from .expr.values import to_js_string

log = logging.getLogger("petite.live")

MAX_MESSAGE_BYTES = 64 * 1024
HELLO_TIMEOUT = 10.0
MAX_FORM_ENTRIES = 1000  # unreported controls one event may carry
MAX_DIALOG_ENTRIES = 4  # dialogs among them (each is checked against the page's buttons: a walk of its tree)
MAX_ADDRESS = 8 * 1024  # characters of an address the browser reports (its fragment navigations)
OVER_RATE = "too many events: dropped"
MAX_PACING = 1.0  # seconds a connection over its event rate waits before an event is dropped
CLOSE_REPLACED, CLOSE_TOO_SLOW, CLOSE_POLICY, CLOSE_TRY_LATER = 4000, 4001, 1008, 1013
INIT_BYTES_PER_EVENT = 2048  # a (re)connect costs the session's event budget one event per 2 KiB of its init (at most half a burst)
_STRUCTURAL_OPS = frozenset({"insert", "move", "remove"})
_TAGS = {tag: (re.compile(f"<{tag}", re.I), re.compile(f"</{tag}>", re.I)) for tag in ("body", "head", "title")}


def _element(source: str, tag: str, start: int = 0, last_close: bool = False) -> tuple[int, int, int, int] | None:
    """Where `<tag ...>inner</tag>` is in a page file (case-insensitive), from `start`:
    (start, inner start, inner end, end), the inner text up to the first closing tag (the
    last with `last_close`), else None. In linear time: the regular expressions this
    replaces (`<body[^>]*>(.*)</body>`) were quadratic, 20,000 `<body>` took 11 s."""
    opening, closing = _TAGS[tag]
    found = opening.search(source, start)
    if found is None:
        return None
    inner = source.find(">", found.end()) + 1  # (the first `>` after it: no later opening has an earlier one)
    if inner == 0:
        return None
    close = None
    for close in closing.finditer(source, inner) if last_close else [closing.search(source, inner)]:
        pass
    return None if close is None else (found.start(), inner, close.start(), close.end())


def _without(source: str, tag: str) -> str:
    """`source` without its `<tag>...</tag>` elements."""
    kept, at = [], 0
    while (found := _element(source, tag, at)) is not None:
        kept.append(source[at:found[0]])
        at = found[3]
    kept.append(source[at:])
    return "".join(kept)

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>{title}</title>{head}</head>
<body><div id="petite-root">{body}</div>
<script src="{base}/petite.js" data-root="petite-root" data-token="{token}" data-ws="{base}/ws"></script>
</body></html>"""


class Busy(Exception):
    """No room for another session (`LiveApp.max_sessions`, every session connected)."""


class ProtocolError(Exception):
    """A client message that cannot be acted on (its text names no page content)."""


class Connection:
    """One socket attached to a session: its bounded outbox and its event budget."""

    def __init__(self, websocket: WebSocket, outbox_limit: int, bucket: TokenBucket, wire: object = None,
                 joins: bool = False) -> None:
        self.websocket = websocket
        self.bucket = bucket
        # a client that reads skeletons gets repeated subtrees compactly (petite.skeletons)
        self.skeletons = Skeletons() if wire == SKELETONS_VERSION and type(wire) is int else None
        # a client that reads an event's ack joined to its last patch (`LiveApp._answer`):
        # while an event is answered, its worker's latest message waits here (`holding`)
        self.joins = joins
        self._holding: int | None = None  # the thread whose messages wait
        self._held: str | None = None
        self.close_code: int | None = None
        self.outbox = Outbox(outbox_limit, lambda: self.close(CLOSE_TOO_SLOW))
        self._loop = asyncio.get_running_loop()
        self._thread = threading.get_ident()

    def send(self, text: str) -> None:
        """Queue `text` for the socket (from any thread: a worker's goes through the loop,
        after what it queued before). While `hold()` is on in this thread, the latest
        message waits (the one before it goes)."""
        if self._holding is not None and threading.get_ident() == self._holding:
            text, self._held = self._held, text
            if text is None:
                return
        self._queue(text)

    def hold(self) -> None:
        """Keep this thread's latest message back until `release()`."""
        self._holding = threading.get_ident()

    def release(self) -> str | None:
        """End `hold()`: the message kept back, if any (the caller sends it)."""
        held, self._held, self._holding = self._held, None, None
        return held

    def _queue(self, text: str) -> None:
        if threading.get_ident() == self._thread:
            self.outbox.put(text)
        else:
            self._on_loop(self.outbox.put, text)

    def close(self, code: int) -> None:
        """Close the socket (from any thread): the outbox stops, the receive loop ends."""
        if threading.get_ident() != self._thread:
            self._on_loop(self.close, code)
            return
        if self.close_code is None:
            self.close_code = code
            self.outbox.close()
            asyncio.ensure_future(_close_quietly(self.websocket, code))

    def _on_loop(self, fn: Callable[..., Any], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the socket's loop ended: the socket is gone
            pass

    async def pump(self) -> None:
        try:
            while (text := await self.outbox.get()) is not None:
                await self.websocket.send_text(text)
        except Exception:  # the socket closed under us: the receive loop ends too
            self.outbox.close()


class Session:
    """One browser tab's app: its mounted tree, its scheduler, its connection."""

    def __init__(self, template: str, data: Any, session_id: str | None = None, now: float = 0.0,
                 title: str = "", url: str | None = None, cookies: Mapping[str, str] | None = None) -> None:
        self.id = session_id or secrets.token_urlsafe(18)
        self.scheduler = Scheduler.isolated()
        self.scheduler.timers.use_clock(_clock_ms)  # timers run in real time, in the session
        self.app, self.render_errors = self.scheduler.run(_mount, template, data, title, url, cookies)
        self.app.log.in_browser = True  # (a script's focus(), scrollIntoView() ... is the client's to run)
        self.connection: Connection | None = None
        self.connected = False
        self.last_seen = now
        self.nodes = NodeMap(lambda app=self.app: app.root)  # id -> node, kept current per batch
        self._unfollowed: list[list[list]] = []  # batches sent, not yet followed by `nodes` (`settle_nodes`)
        self._answering: int | None = None  # the seq of the event being handled
        self._handled: int = 0  # the seq of the last event handled (a page's seqs only grow)
        self._dispatch: Dispatch | None = None  # the latest event's path (`petite.live_dispatch`)
        self.writes = ValueWrites()
        self.bucket: TokenBucket | None = None  # its event budget (made by the LiveApp)
        self.lock = asyncio.Lock()  # a LiveApp runs one piece of the session's work at a time
        self._swap = threading.Lock()  # guards attaching and detaching sockets
        self._off_patches = self.app.on_patches(self._patched)

    def html(self) -> str:
        return self.app.html()

    def attach(self, connection: Connection, seen: object = None, pay: Callable[[int], Any] | None = None) -> int:
        """Make `connection` the session's socket and queue its `init` (the tree after
        every batch so far), as one piece of the session's work: a batch is either in
        the tree or sent after it, never to a connection before its `init`, never lost
        between two sockets. An older socket is told and closed. `pay(size)` is called
        with the init's size before it is queued (a client never holds an init that is
        not paid for yet). Returns the init's size."""
        with self._swap:
            older, self.connection = self.connection, connection
            self.connected = True
        if older is not None and older is not connection:
            older.close(CLOSE_REPLACED)
        init = self.init_message(seen, connection.skeletons)
        if pay is not None:
            pay(len(init))
        connection.send(init)
        return len(init)

    def detach(self, connection: Connection, now: float) -> None:
        """The socket `connection` closed: the session waits for the next one (unless a
        newer socket already took it over)."""
        with self._swap:
            if self.connection is connection:
                self.connection = None
                self.connected = False
                self.last_seen = now

    def init_message(self, seen: object = None, skeletons: Skeletons | None = None) -> str:
        """The tree for a (re)connecting client that had applied `seen` batches (with
        the connection's `skeletons`, if its client reads them: repeated subtrees as
        instances, their skeletons registered by the message's `ops`)."""
        self.scheduler.flush()  # work queued while no socket listened (a shared store's change)
        self.app.take_patches()  # the tree below already holds every earlier write
        self.nodes.invalidate()
        self._unfollowed.clear()  # (the map walks the tree as it is now)
        tree = self.app.tree(flat=True)  # (rows as flat encodings: read by skeletons, or made plain)
        message: dict[str, Any] = {"t": "init", "n": self.writes.batch, "missed": self.writes.resume(tree, seen),
                                   "title": self.app.document_title}  # (a title set while no socket listened)
        # dialogs shown modal (the first paint can only write them open: a first render's
        # showModal() had no browser to ask; the client shows them modal after adoption)
        modal = [dialog.nid for dialog in dom.modal_dialogs(self.app.root)]
        if modal:
            message["modal"] = modal
        if skeletons is None:
            message["tree"] = _Encoded(tree_json(tree))
        else:
            message["v"] = SKELETONS_VERSION
            ops, tree = skeletons.compact_tree(tree)
            message["ops"], message["tree"] = _Encoded(ops_json(ops)), _Encoded(tree_json(tree))
        return _message_json(message)

    def _patched(self, ops: list[list]) -> None:
        was = self.writes.wrote(ops)
        if self.connection is not None:
            # input ownership (petite.live_input): the batch's number, the event it answers
            # (else the last one handled before it) and what its value writes replaced
            re_ = self._answering if self._answering is not None else self._handled
            connection = self.connection  # (the safe points below may see it detached)
            skeletons = connection.skeletons
            message: dict[str, Any] = {
                "t": "patch",
                "v": VERSION if skeletons is None else SKELETONS_VERSION,
                "ops": _Encoded(ops_json(ops if skeletons is None else skeletons.compact(ops))),
                "n": self.writes.batch,
                "re": re_,
            }
            if was:
                message["was"] = was
            connection.send(_message_json(message))
        # the node map follows the batch once it is on its way (the client applies it
        # meanwhile), and while an event is answered after its reply (`LiveApp._answer`)
        if any(op[0] in _STRUCTURAL_OPS for op in ops):
            self._unfollowed.append(ops)
        if not self.app.removed.held:
            self.settle_nodes()

    def settle_nodes(self) -> None:
        """Bring the node map up to date with the batches sent (in order), then unmap
        the nodes they removed."""
        while self._unfollowed:
            self.nodes.follow(self._unfollowed.pop(0))
        if self.nodes.removing:
            self.nodes.release()

    def node(self, node_id: Any) -> dom.Node:
        """The node of the session's tree with that id (`petite.live_nodes`: unknown ids
        cost no scan)."""
        if not isinstance(node_id, int) or isinstance(node_id, bool):
            raise ProtocolError("a node id is an integer")
        if self._unfollowed:  # (a lookup inside an event's turn, after its batch went)
            self.settle_nodes()
        node = self.nodes.get(node_id)
        if node is None or dom.root_of(node) is not dom.root_of(self.app.root):
            raise ProtocolError("unknown node")
        return node

    def handle(self, message: dict) -> None:
        """Run one client event through the server DOM, then flush (in the session's context).
        The patches of that flush name the event's `seq` (`re`)."""
        seq = message.get("seq")
        self._answering = seq if isinstance(seq, int) and not isinstance(seq, bool) else None
        try:
            with self.scheduler.reporting():  # (a listener's error: the others ran, then it is raised)
                self.scheduler.run(self._handle, message)
        finally:
            if self._answering is not None:
                self._handled = self._answering
            self._answering = None

    def _handle(self, message: dict) -> None:
        if message.get("t") == "address":
            return self._address(message.get("url"), message.get("entry"), message.get("initial") is True)
        if message.get("t") == "viewport":  # (where the browser shows the page: petite.window)
            viewport_reported(self.app, message.get("viewport"))
            return self.scheduler.flush()
        if message.get("t") == "cookie":  # (what the browser's document.cookie reads: petite.cookies)
            return self.app.cookies.reported(self.app.url, message.get("cookie"))
        if message.get("t") != "event":
            raise ProtocolError("unknown message type")
        hop = message.get("hop")
        if hop is not None:  # a later listener of the event an earlier message started
            self._hop(hop, message)
            return
        self._dispatch = None  # (a new event, even one refused below, ends the last one's path)
        node = self.node(message.get("node"))
        target = self.node(message["target"]) if message.get("target") is not None else node
        kind = message.get("type")
        if not isinstance(kind, str) or not kind or len(kind) > 64:
            raise ProtocolError("event without a type")
        # (what the user changed before the event first: a modal dialog the user closed
        # no longer makes the page behind it inert, `petite.dom.is_inert`)
        self._apply_forms(message.get("forms"), message.get("seen"))
        phase = check_event(node, target, kind, message.get("capture") is True)
        fields = event_fields(message.get("init"))
        self._apply_focus(message.get("focus"))
        state = writable_state(target, message.get("state"))
        if "value" in state:
            state["value"] = self.writes.rebase(target.nid, state["value"], message.get("seen"))
        # (a click reports a checkbox or radio as the browser toggled it; undone if canceled)
        undo = dom.toggle_undo(target) if kind == "click" and "checked" in state else None
        _apply_state(target, state)
        check_fired(target, kind, fields)  # (in the state the user left it: a dialog closed, a value typed)
        self._apply_selections(message.get("selections"))
        self._command_fields(kind, target, fields)  # (after the target's state: a dialog the user closed no longer blocks its opener)
        self._submit_fields(kind, target, fields)
        event = dom.make_event(kind, **fields)
        event.target = target
        # (a user's input, as the browser says; a script's dispatchEvent on the page is not)
        event.isTrusted = message.get("trusted") is True
        interface = message.get("interface")  # (the browser's: a page's `new Event('input')` is no InputEvent)
        if type(interface) is str and is_event_interface(interface):
            event.interface = interface
        seq = message.get("seq")
        self._dispatch = Dispatch(seq, event, node, phase) if type(seq) is int else None
        if self._dispatch is not None:
            self._dispatch.undo = undo
        try:
            dom.invoke(node, event, phase)
            if kind == "command" and event.source is not None and not event.defaultPrevented:
                perform(target, event.command, event.source)  # (as the browser did: its call is then a no-op there)
        finally:
            event.currentTarget = None
            self._undo_if_canceled()
            self.scheduler.flush()

    def _address(self, url: Any, entry: Any, initial: bool) -> None:
        """The browser moved within the page (`petite.location`): a link to `#/done`, the
        back or forward button, an address typed in, a deep link once connected. An
        address the page's history does not hold is refused."""
        if not isinstance(url, str) or len(url) > MAX_ADDRESS:
            raise ProtocolError("an address is a string")
        try:
            browser_moved(self.app, url, entry, initial)
        except ValueError as error:
            raise Refused(str(error)) from None
        self.scheduler.flush()

    def _command_fields(self, kind: str, target: dom.Node, fields: dict[str, Any]) -> None:
        """A `command` event's `source` is the command button a user pressed (a node id
        the client sends, kept when a user can press that button and it names the
        target), and its `command` is that button's; other events have neither."""
        if kind != "command":
            fields.pop("source", None)
            fields.pop("command", None)
            return
        button = fields["source"] = self._button_field(fields, "source", command_source, target)
        if button is not None:
            fields["command"] = command_for(button, target)

    def _submit_fields(self, kind: str, target: dom.Node, fields: dict[str, Any]) -> None:
        """A `submit` event's `submitter`: the submit button a user pressed (a node id the
        client sends, kept when it is one of the target form's a user can press), else
        null; other events have none."""
        if kind != "submit":
            fields.pop("submitter", None)
            return
        fields["submitter"] = self._button_field(fields, "submitter", submit_source, target)
        check_submission(target, fields["submitter"])
        fields["interface"] = "SubmitEvent"

    def _button_field(self, fields: dict[str, Any], name: str, check: Any, target: dom.Node) -> dom.Element | None:
        """The button whose node id the client sent as `fields[name]` (taken out), when
        `check(button, target)` keeps it; else None."""
        found = fields.pop(name, None)
        if found is None:
            return None
        try:
            return check(self.node(found), target)
        except ProtocolError:
            return None

    def _hop(self, hop: Any, message: dict) -> None:
        """Run the listeners of a node further along the path of the latest event
        (`petite.live_dispatch`): a hop that is not on it is refused."""
        dispatch = self._dispatch
        step = None
        if dispatch is not None and type(hop) is int and dispatch.seq == hop:
            step = dispatch.hop(message.get("node"), message.get("type"), message.get("capture") is True)
        if step is None:
            raise Refused("not a listener on the latest event's path")
        node, phase, listeners = step
        if not listeners:  # (propagation stopped)
            return
        event = dispatch.event
        connected = dom.root_of(node) is dom.root_of(self.app.root)
        try:
            dom.invoke(node, event, phase, None if connected else listeners)
        finally:
            event.currentTarget = None
            self._undo_if_canceled()
            self.scheduler.flush()

    def _undo_if_canceled(self) -> None:
        """A listener canceled the click that toggled a checkbox or radio: the browser
        puts it back (its canceled activation), and so does the tree. The undo is a
        patch like any write: the client prevents the click only when a listener's
        hints say it may (`directives.prevent`), and a handler reaching
        `preventDefault()` by a computed name left the browser's box toggled under the
        server's unchecked one; where the browser did put it back, the patch changes
        nothing there."""
        dispatch = self._dispatch
        if dispatch is not None and dispatch.undo is not None and dispatch.event.defaultPrevented:
            undo, dispatch.undo = dispatch.undo, None
            undo()

    def _apply_forms(self, forms: Any, seen: Any) -> None:
        """The state of controls the user changed that no event carried yet (controls
        without a binding): applied before the event runs, as the browser has them.
        Entries for nodes gone meanwhile, or states no user could produce, are skipped,
        and so is a control's entry after its first (a browser reports a control once:
        each entry's rebase walks the control's pending writes, so 1,000 copies of one
        entry cost 1,000 walks), and a dialog's past the first `MAX_DIALOG_ENTRIES`."""
        if forms is None:
            return
        if not isinstance(forms, list) or len(forms) > MAX_FORM_ENTRIES:
            raise ProtocolError("forms is a list of [node, state]")
        reported = set()
        dialogs = 0
        labels = LabelIndex()
        for entry in forms:
            if not isinstance(entry, list) or len(entry) != 2:
                raise ProtocolError("forms is a list of [node, state]")
            if type(entry[0]) is int:  # (a bool or a float id is refused below)
                if entry[0] in reported:
                    continue
                reported.add(entry[0])
            try:
                control = self.node(entry[0])
                if getattr(control, "tag", None) == "dialog":
                    dialogs += 1
                    if dialogs > MAX_DIALOG_ENTRIES:  # (a user changes a dialog or two between events)
                        continue
                state = writable_state(control, entry[1], reported=True, labels=labels)
            except (ProtocolError, Refused):
                continue
            if "value" in state:
                state["value"] = self.writes.rebase(control.nid, state["value"], seen)
            _apply_state(control, state)

    def _apply_focus(self, focus: Any) -> None:
        """Where the browser's focus was when the event fired: the session's tree
        agrees before the event runs (the browser owns focus: `focus()` is its call), so
        a focused control keeps the text the user typed when it casts to the model's
        value, as in petite-vue (`v-model.number`: "1.50" stays while 1.5 is the model).
        An id that names no focusable element now is ignored."""
        if focus is not None:
            try:
                focus = self.node(focus)
            except ProtocolError:
                return
            if not isinstance(focus, dom.Element) or not focus.is_focusable:
                return
        dom.focused_in_browser(self.app.root, focus)

    def _apply_selections(self, reported: Any) -> None:
        """The text selections the browser had when the event fired (the browser owns
        them; `selectionStart` ... read them: `petite.dom.text_selection`). An id that
        names no text control now is passed over."""
        for nid, start, end, direction in reported_selections(reported):
            try:
                control = self.node(nid)
            except ProtocolError:
                continue
            if isinstance(control, dom.Element) and text_selection.is_text_control(control) \
                    and text_selection.has_selection(control):
                text_selection.select_range(control, start, end, direction)

    def close(self) -> None:
        self._dispatch = None
        if self.connection is not None:
            self.connection.close(CLOSE_REPLACED)
            self.connection = None
        self.scheduler.timers.cancel_all()
        self.scheduler.run(self.app.unmount)
        off, self._off_patches = self._off_patches, _nothing
        off()  # (no link from the app back to the session: freed without the cycle collector)


def _nothing() -> None:
    pass


def _clock_ms() -> float:
    return time.monotonic() * 1000


def _mount(template: str, data: Any, title: str = "", url: str | None = None,
           cookies: Mapping[str, str] | None = None) -> tuple[App, list[Exception]]:
    """The session's app (run in its context: the data factory's watchers are its own),
    and the expression errors of its first render: as in petite-vue, a failing expression
    is logged and undefined, and the page still shows. `title`: the page's, as
    `document.title` reads it (the head is not in the session's tree); `url`: its address
    (`location`; the fragment is the browser's: it reports it once connected); `cookies`:
    what its `document.cookie` reads before the browser reports its own (`page_cookies`)."""
    with collect_errors() as errors:
        app = create_app(data() if callable(data) else copy.deepcopy(data))
        app.url = url
        if cookies and url:
            app.cookies.reported(url, "; ".join(f"{name}={value}" for name, value in cookies.items()))
        app.document_title = title
        app.title_outside = True  # (the page's head holds its `<title>`: petite.live.PAGE)
        app.mount(template)
    return app, errors


def _silently(node: dom.Node, change: Callable[[], Any]) -> None:
    """Make a change the browser made already in `node`'s tree, recording no patch."""
    root = dom.root_of(node)
    recorder = dom.recorder_of(node)
    dom.detach_recorder(root)
    try:
        change()
    finally:
        if recorder is not None:
            dom.attach_recorder(root, recorder)


def _apply_state(target: dom.Node, state: dict[str, Any]) -> None:
    """Bring the server's form control to the browser's state, without echoing patches."""
    if state and isinstance(target, dom.Element):
        _silently(target, lambda: _write_state(target, state))


def _write_state(target: dom.Element, state: dict[str, Any]) -> None:
    if "value" in state:
        target.value = state["value"]
    if "checked" in state:
        target.checked = state["checked"]
    if "selected" in state:
        for option, on in zip(target.options, state["selected"]):
            option.set_prop("selected", on)
    if "returnValue" in state:
        dialog.closed_in_browser(target, state["returnValue"])
    elif "open" in state and target.tag == "dialog":
        dialog.shown_in_browser(target)
    elif "open" in state:
        dialog.opened_in_browser(target, state["open"])


class LiveApp:
    """An ASGI app serving one live page.

    `template` is the page's template (a string or a path; a whole HTML document keeps
    its `<head>` and mounts its `<body>`); `data` is a factory called per session (or a
    value deep-copied per session). A factory that takes an argument receives the page
    request (a Starlette `Request`: cookies, query and path parameters, and `session` or
    `user` when the app installs those middlewares), so pages can be per user.

    Options (defaults in brackets): `session_ttl` seconds a session outlives its socket
    [300]; `pending_ttl` seconds a page's session waits for its socket [60] and
    `max_pending_sessions` such sessions at most (the oldest is dropped) [200];
    `max_sessions` sessions in all (see the module's text) [10,000];
    `allowed_origins` the origins whose pages may connect [the page's own host];
    `max_message_bytes` [64 KiB]; `events_per_second` and `event_burst` per connection
    [100, 200]; `max_pending_output` characters queued for a socket before the client is
    dropped [8 MiB] (the next message to go may be bigger alone, such as the `init` of
    a huge page: `petite.live_limits.Outbox`); `debug` puts handler error text in error replies [False];
    `secret` signs tokens [random per process]; `clock` [time.monotonic] and `sleep`, how a
    connection over its event rate waits [asyncio.sleep] (a test gives one that moves its
    clock instead of waiting); `turns` the
    worker threads and fair lock its engine work runs under (`petite.live_turns`) [the
    process's, shared by every LiveApp]; `page_cookies` the names of the cookies the
    page's script may read in its first paint, taken from the page request (a consent or
    theme cookie: never list an HttpOnly one, which `document.cookie` does not show) [none:
    the first paint reads no cookie; the browser reports its own once it connects].
    """

    def __init__(
        self,
        template: str | Path,
        data: Callable[[], Any] | Callable[[Request], Any] | Any = None,
        *,
        title: str = "petite",
        session_ttl: float = 300.0,
        pending_ttl: float = 60.0,
        max_pending_sessions: int = 200,
        max_sessions: int = 10_000,
        allowed_origins: Iterable[str] | None = None,
        max_message_bytes: int = MAX_MESSAGE_BYTES,
        events_per_second: float = 100.0,
        event_burst: float = 200.0,
        max_pending_output: int = 8 * 1024 * 1024,
        debug: bool = False,
        secret: bytes | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        turns: Turns | None = None,
        page_cookies: Iterable[str] = (),
    ) -> None:
        if not isinstance(template, (str, Path)):
            raise TypeError(f"a LiveApp's template is a str or a Path, not {type(template).__name__}")
        if data is not None and not callable(data):
            try:
                check_proxyable(data, "LiveApp")
            except TypeError:
                raise TypeError("a LiveApp's data is a factory (called per session) or a dict, list, set or class "
                                f"instance (copied per session), not {type(data).__name__}") from None
        for name, value, least in (("session_ttl", session_ttl, 0), ("pending_ttl", pending_ttl, 0),
                                   ("max_pending_sessions", max_pending_sessions, 0), ("max_sessions", max_sessions, 1),
                                   ("max_message_bytes", max_message_bytes, 1), ("events_per_second", events_per_second, 0),
                                   ("event_burst", event_burst, 1), ("max_pending_output", max_pending_output, 1)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= least:
                raise ValueError(f"LiveApp's {name} must be a number >= {least}, not {value!r}")
        source = Path(template).read_text() if isinstance(template, Path) else template
        self.head = ""
        if body := _element(source, "body", last_close=True):
            head = _element(source, "head", last_close=True)
            self.head = source[head[1]:head[2]] if head else ""
            if found := _element(self.head, "title"):
                title = html.unescape(self.head[found[1]:found[2]])
                self.head = _without(self.head, "title")
            source = source[body[1]:body[2]]
        self.template = source
        self.data = data
        self.title = title
        self.session_ttl = session_ttl
        self.pending_ttl = pending_ttl
        self.max_pending_sessions = max_pending_sessions
        self.max_sessions = max_sessions
        self.allowed_origins = None if allowed_origins is None else frozenset(allowed_origins)
        self.max_message_bytes = max_message_bytes
        self.events_per_second = events_per_second
        self.event_burst = event_burst
        self.max_pending_output = max_pending_output
        self.debug = debug
        if isinstance(page_cookies, str) or not all(isinstance(name, str) for name in page_cookies):
            raise TypeError("LiveApp's page_cookies is a list of cookie names, not " + repr(page_cookies))
        self.page_cookies = frozenset(page_cookies)
        self.clock = clock
        self.sleep = sleep
        self.signer = Signer(secret or secrets.token_bytes(32))
        self.sessions: dict[str, Session] = {}
        self.pending: OrderedDict[str, Session] = OrderedDict()  # sessions whose socket never came
        self.idle: OrderedDict[str, Session] = OrderedDict()  # sessions whose socket closed (oldest first)
        self._sweeping: set[asyncio.AbstractEventLoop] = set()
        #: engine work runs in worker threads, one piece at a time, taking turns
        self.turns = turns or Turns.process()
        self._app = Starlette(
            routes=[
                Route("/", self.page),
                Route("/petite.js", self.client),
                WebSocketRoute("/ws", self.socket),
            ]
        )

    async def __call__(self, scope, receive, send) -> None:
        await self._app(scope, receive, send)

    # Sessions -----------------------------------------------------------------
    def new_session(self, request: Request | None = None) -> Session:
        """A session for a page (pending until its socket connects). Costs no scan of the
        other sessions: the oldest pending ones go first (expired, or over the cap)."""
        now = self.clock()
        while self.pending and self._expired(next(iter(self.pending.values())), now):
            self._drop(next(iter(self.pending.values())))
        while len(self.pending) >= self.max_pending_sessions:
            _, oldest = self.pending.popitem(last=False)
            self._drop(oldest)
        self._make_room()
        session = Session(self.template, self._factory(request), now=self.clock(), title=self.title,
                          url=str(request.url) if request is not None else None, cookies=self._page_cookies(request))
        session.scheduler.run(use_pause, self.turns.pause)  # long work lets other sessions run
        self.sessions[session.id] = session
        self.pending[session.id] = session
        return session

    def _page_cookies(self, request: Request | None) -> dict[str, str]:
        """The request's cookies named in `page_cookies`: what the first paint's
        `document.cookie` reads (the browser's report replaces them once it connects)."""
        if request is None or not self.page_cookies:
            return {}
        return {name: value for name, value in request.cookies.items() if name in self.page_cookies}

    def _make_room(self) -> None:
        """Room for one more session under `max_sessions`: the session whose socket
        closed longest ago goes first, then the oldest pending one; raises `Busy` when
        every session left has its socket."""
        while len(self.sessions) >= self.max_sessions and (self.idle or self.pending):
            _, oldest = (self.idle or self.pending).popitem(last=False)
            self._drop(oldest)
        if len(self.sessions) >= self.max_sessions:
            raise Busy(f"{len(self.sessions)} sessions, all connected")

    def token(self, session: Session) -> str:
        return self.signer.sign(session.id, self.clock())

    def expire(self) -> None:
        """Drop pending sessions older than `pending_ttl` and sessions whose socket
        closed more than `session_ttl` seconds ago."""
        now = self.clock()
        for session in list(self.sessions.values()):
            if self._expired(session, now):
                self._drop(session)

    def _expired(self, session: Session, now: float) -> bool:
        ttl = self.pending_ttl if session.id in self.pending else self.session_ttl
        return not session.connected and now - session.last_seen > ttl

    def _drop(self, session: Session) -> None:
        if session.lock.locked():  # its work is under way: dropped at the next sweep
            return
        self.sessions.pop(session.id, None)
        self.pending.pop(session.id, None)
        self.idle.pop(session.id, None)
        session.close()

    def _sweep_later(self) -> None:
        """Expire sessions on a timer while any exist (not only when pages load)."""
        loop = asyncio.get_running_loop()
        if loop in self._sweeping:
            return
        self._sweeping.add(loop)

        async def sweep() -> None:
            self._sweeping.discard(loop)
            await self.turns.run(self.expire)
            if self.sessions and not loop.is_closed():
                self._sweep_later()

        loop.call_later(max(1.0, min(self.session_ttl, self.pending_ttl) / 2), lambda: asyncio.ensure_future(sweep()))

    def _factory(self, request: Any) -> Any:
        """The session's data source: a value, or a factory (given `request` if it takes one)."""
        if callable(self.data) and _takes_argument(self.data):
            return lambda: self.data(request)
        return self.data

    # HTTP -----------------------------------------------------------------------
    async def page(self, request: Request) -> Response:
        headers = {"Cache-Control": "no-store", "Referrer-Policy": "same-origin"}
        if request.method == "HEAD":
            return HTMLResponse("", headers=headers)
        try:
            session, markup = await self.turns.run(self._new_page, request)
        except Busy:
            return HTMLResponse("busy: too many live pages open, try again later", status_code=503,
                                headers={**headers, "Retry-After": "10"})
        self._sweep_later()
        base = request.scope.get("root_path", "").rstrip("/")
        body = PAGE.format(
            title=html.escape(session.app.document_title), head=self.head, body=markup, base=base,
            token=html.escape(self.token(session)),
        )
        return HTMLResponse(body, headers=headers)

    def _new_page(self, request: Request) -> tuple[Session, str]:
        session = self.new_session(request)
        return session, session.html()

    def _wake_on_this_loop(self, session: Session) -> None:
        """A flush the session's scheduler asks for (a shared store changed by another
        tab, from any thread) becomes a task of the socket's loop."""
        loop = asyncio.get_running_loop()

        def wake() -> None:
            try:
                loop.call_soon_threadsafe(self._flush_soon, session)
            except RuntimeError:  # that loop ended: the next socket's init flushes
                pass

        session.scheduler.wake = wake

        def wake_timers(delay: float) -> None:  # a timer falls due in `delay` seconds
            try:
                loop.call_soon_threadsafe(loop.call_later, delay, self._run_timers_soon, session)
            except RuntimeError:  # that loop ended: the next socket's re-arms
                pass

        session.scheduler.timers.wakeup = wake_timers
        session.scheduler.timers.rearm()  # timers set before this socket (at first paint)

    def _run_timers_soon(self, session: Session) -> None:
        if self.sessions.get(session.id) is session:
            asyncio.ensure_future(self.in_turn(session, session.scheduler.timers.run_due))

    def _flush_soon(self, session: Session) -> None:
        if session.connected:  # else its next socket's init flushes
            asyncio.ensure_future(self._flush(session))

    async def _flush(self, session: Session) -> None:
        async with session.lock:
            if session.scheduler.pending():
                await self.turns.run(session.scheduler.flush)

    async def in_turn(self, session: Session, fn: Callable[..., Any], *args: Any) -> Any:
        """Run `fn(*args)` as the session's next piece of work, in a worker's turn."""
        async with session.lock:
            return await self.turns.run(fn, *args)

    def _attach(self, session: Session, connection: Connection, seen: object) -> None:
        """Give the session `connection` and charge its init to the session's budget, in
        one piece of work: a client that closes (and so cancels its handler) as soon as
        the init arrives cannot skip the charge."""
        # (charged before the init is queued: the socket's sender, on the loop's thread,
        # may deliver it while this worker thread is still here)
        session.attach(connection, seen, lambda size: session.bucket.charge(min(size // INIT_BYTES_PER_EVENT, self.event_burst / 2)))

    async def client(self, request: Request) -> Response:
        return Response(client_script(), media_type="text/javascript")

    # WebSocket ------------------------------------------------------------------
    def origin_allowed(self, websocket: WebSocket) -> bool:
        """Same host as the page by default; else one of `allowed_origins` ("*": any).

        The same-host rule, as Django's CSRF Origin check: the Origin is an http(s) origin
        naming the socket's non-empty `Host`, and https when the socket itself is secure
        (wss): a plain-http page of the host, which anyone on the network can write, does
        not reach an https site's sessions. (An https page on a plain socket is accepted:
        TLS ended at a proxy; browsers never let an https page open a ws:// socket.)"""
        origin = websocket.headers.get("origin")
        if self.allowed_origins is not None:
            return "*" in self.allowed_origins or origin in self.allowed_origins
        host = websocket.headers.get("host", "").lower()
        if not origin or not host:
            return False
        try:
            parts = urlsplit(origin)
        except ValueError:
            return False
        allowed = ("https",) if websocket.scope.get("scheme") == "wss" else ("http", "https")
        return parts.scheme.lower() in allowed and parts.netloc.lower() == host

    async def socket(self, websocket: WebSocket) -> None:
        if not self.origin_allowed(websocket):
            await websocket.close(code=CLOSE_POLICY)
            return
        await websocket.accept()
        try:
            session, seen, wire, joins = await self._hello(websocket)
        except Busy:  # no room for the new session this socket needs: later
            await _close_quietly(websocket, CLOSE_TRY_LATER)
            return
        if session is None:
            try:  # the client may already be gone: nothing to tell it then
                await websocket.send_text(json.dumps({"t": "expired"}))
                await websocket.close(code=CLOSE_POLICY)
            except WebSocketDisconnect:
                pass
            return
        self._sweep_later()
        if session.bucket is None:  # the session's, so reconnecting does not refill it
            session.bucket = TokenBucket(self.events_per_second, self.event_burst, self.clock)
        # a (re)connect is charged as the events its init is worth (`attach` below): a
        # client reconnecting in a loop runs its budget into debt, is paced, then
        # refused (1013: try again later)
        if wait := session.bucket.debt():
            await self.sleep(min(wait, MAX_PACING))
        if session.bucket.debt():  # still in debt after pacing
            await _close_quietly(websocket, CLOSE_TRY_LATER)
            return
        connection = Connection(websocket, self.max_pending_output, session.bucket, wire, joins)
        self._wake_on_this_loop(session)
        self.pending.pop(session.id, None)
        self.idle.pop(session.id, None)
        sender = asyncio.create_task(connection.pump())
        try:
            # the newer socket wins (the older is told), after the work under way
            await self.in_turn(session, self._attach, session, connection, seen)
            for error in session.render_errors:  # reported in the browser's console
                text = str(error) if self.debug else "an expression failed at first render (details in the server log)"
                connection.send(json.dumps({"t": "error", "seq": None, "message": text}))
            while connection.close_code is None:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    text = (message.get("bytes") or b"").decode("utf-8", "replace")
                if wait := connection.bucket.wait():
                    # over the rate: read no further for a while (the client is paced by
                    # TCP backpressure, and a replay after an outage loses nothing)
                    await self.sleep(min(wait, MAX_PACING))
                await self.in_turn(session, self._answer, session, connection, text)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            session.detach(connection, self.clock())
            if not session.connected and self.sessions.get(session.id) is session:
                self.idle[session.id] = session  # (the newest last: the oldest is replaced first)
                self.idle.move_to_end(session.id)
            connection.outbox.close()
            sender.cancel()

    async def _hello(self, websocket: WebSocket) -> tuple[Session | None, object, object, bool]:
        """The session named by the first message's token (or None), the number of
        patch batches the client says it applied (a reconnect), the wire version it reads
        and whether it reads acks joined to patches (`join`)."""
        try:
            text = await asyncio.wait_for(websocket.receive_text(), HELLO_TIMEOUT)
            if len(text) > 1024:
                return None, None, None, False
            message = json.loads(text)
        except Exception:  # a silent, closed or garbled client
            return None, None, None, False
        checked = self.signer.check(message.get("token")) if isinstance(message, dict) else None
        if checked is None or message.get("t") != "hello":
            return None, None, None, False
        wire = message.get("v")
        joins = message.get("join") == 1 and type(message.get("join")) is int
        session_id, issued = checked
        session = self.sessions.get(session_id)
        if session is not None and self._expired(session, self.clock()):
            await self.turns.run(self._drop, session)
            session = None
        if session is None and self.clock() - issued <= self.pending_ttl:
            # a genuine page whose pending session was dropped (the cap): start afresh
            return await self.turns.run(self._fresh_session, websocket, session_id), None, wire, joins
        return session, message.get("seen"), wire, joins

    def _fresh_session(self, websocket: WebSocket, session_id: str) -> Session:
        """A new session under the id of a genuine page whose session is gone."""
        self._make_room()
        session = Session(self.template, self._factory(websocket), session_id, self.clock(), self.title)
        session.scheduler.run(use_pause, self.turns.pause)
        self.sessions[session_id] = session
        return session

    def _answer(self, session: Session, connection: Connection, text: str) -> None:
        """Handle one client message and queue its reply (`ack` or `error`) on the
        connection, in the same turn, after the batch its flush produced: a client never
        sees an event answered before the patches that answer it. The rows the event
        removed are freed after the reply is queued (`Removed`: the client, waiting for
        its answer, does not wait for the freeing too), and the node map follows the
        event's batches then (`Session.settle_nodes`). For a client that reads joined
        acks (`Connection.joins`) the event's last patch message waits for the reply and
        carries it (`"ack": seq`): one message, and the client applies the batch before
        it counts the event answered."""
        removed = session.app.removed
        removed.held = True
        joins = getattr(connection, "joins", False)
        if joins:  # the last patch waits for the reply, to carry it
            connection.hold()
        try:
            reply = self._reply(session, connection, text)
        finally:
            removed.held = False
            last = connection.release() if joins else None
        if last is not None and last.startswith('{"t":"patch",') and reply.startswith('{"t": "ack"'):
            seq = json.loads(reply)["seq"]
            if type(seq) is int:  # one message: the batch, then the event answered
                last, reply = None, f'{last[:-1]},"ack":{seq}}}'
        if last is not None:
            connection.send(last)
        connection.send(reply)
        session.scheduler.run(session.settle_nodes)
        if removed:
            session.scheduler.run(removed.release)

    def _reply(self, session: Session, connection: Connection, text: str) -> str:
        seq = None
        # every frame is charged, whatever it holds: a malformed, oversized or replayed
        # frame costs a read, a parse and a turn as an event does (and is paced the same)
        charged = connection.bucket.take()
        try:
            if len(text) > self.max_message_bytes:
                raise ProtocolError("message too large")
            try:
                message = json.loads(text)
            except (ValueError, RecursionError):  # (nested deeper than the parser's stack)
                raise ProtocolError("message is not JSON") from None
            if not isinstance(message, dict):
                raise ProtocolError("message must be a JSON object")
            seq = message.get("seq")
            if not isinstance(seq, int) or isinstance(seq, bool):
                seq = None
            if not charged:  # still over the rate after pacing
                raise ProtocolError(OVER_RATE)
            if seq is not None and seq <= session._handled:
                return json.dumps({"t": "ack", "seq": seq})  # replayed after a reconnect: done already
            session.handle(message)
            return json.dumps({"t": "ack", "seq": seq})
        except (ProtocolError, Refused) as error:
            log.info("petite live: refused a message: %s", error)
            return json.dumps({"t": "error", "seq": seq, "message": str(error) if charged else OVER_RATE})
        except Exception as error:  # a failing handler: report, go on
            log.warning("petite live: a handler failed: %s", error)
            message = str(error) if self.debug else "the event's handler failed (details in the server log)"
            return json.dumps({"t": "error", "seq": seq, "message": message})


class _Encoded(str):
    """A message member already encoded as JSON text (`petite.patches.ops_json`)."""


def _message_json(message: dict[str, Any]) -> str:
    """`message` as compact JSON text, members that are `_Encoded` taken as they are
    (a big batch is encoded in pieces, with safe points between them)."""
    return "{" + ",".join(
        f"{json.dumps(key)}:{value if type(value) is _Encoded else json.dumps(value, default=to_js_string, separators=(',', ':'))}"
        for key, value in message.items()
    ) + "}"


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


async def _close_quietly(websocket: WebSocket, code: int) -> None:
    try:
        if websocket.application_state != WebSocketState.DISCONNECTED:
            await websocket.close(code=code)
    except Exception:  # already closed by the other side
        pass


def server_options(max_message_bytes: int = MAX_MESSAGE_BYTES) -> dict[str, Any]:
    """The uvicorn settings for live pages whose apps read messages of at most
    `max_message_bytes` characters: a longer WebSocket frame (4 bytes a character at
    most, in UTF-8) is refused by uvicorn, closing the socket with 1009, before it is
    buffered (uvicorn's own bound is 16 MiB a frame): `uvicorn.run(app, **server_options())`,
    or `uvicorn --ws-max-size 262144` on the command line."""
    return {"ws_max_size": 4 * max_message_bytes, "log_level": "warning"}


def serve(page: str | Path, *, data: Any = None, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve one live page with uvicorn."""
    import uvicorn

    app = LiveApp(Path(page), data=data, title=Path(page).stem)
    print(f"petite: serving {page} on http://{host}:{port}")
    uvicorn.run(app, host=host, port=port, **server_options(app.max_message_bytes))
