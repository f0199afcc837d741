"""Random client messages against live sessions of every demo and of a page full of
form controls, dialogs, details, popovers and command buttons.

Half of the messages are what a browser could send (an element's listened event, with
plausible form state, focus, a submitter or a command source); half are hostile (any
type, any node id, junk in every field: huge integers, floats, nested objects,
`__proto__`, lone surrogates). After each message the session must still run: the
only exceptions are the protocol's refusals (`ProtocolError`, `Refused`), and the
client's copy of the tree, rebuilt from the patches alone, has the server's elements,
attributes and texts (form state the user changed is the browser's already: values,
checked state and an `open` the user toggled are not compared).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from demos.app import DEMOS
from petite import dom
from petite.live import LiveApp, ProtocolError
from petite.live_guard import Refused
from petite.testing.mirror import Mirror

from ..support import RecordingConnection

PAGES = Path(__file__).resolve().parents[2] / "demos" / "pages"
FORMS = """<div v-scope="{ t: '', c: false, r: 'a', s: [], n: 0, log: [], open: false }">
<form @submit.prevent="log.push('sub:' + ($event.submitter && $event.submitter.id))" @reset="log.push('reset')">
<input v-model="t" id="t" @input="n++" @keydown.enter="log.push(t); t = ''">
<input type="checkbox" v-model="c" @change="log.push('c' + c)">
<input type="radio" name="r" value="a" v-model="r"><input type="radio" name="r" value="b" v-model="r">
<select multiple v-model="s"><option>x</option><option>y</option><option disabled>z</option></select>
<select><option>p</option><option>q</option></select>
<textarea v-model="t"></textarea>
<input name="u"><input type="range"><input type="number"><input type="file">
<button id="b1">go</button><button id="b2" disabled>no</button><button type="reset">reset</button>
</form>
<details @toggle="log.push('toggle')"><summary>s</summary>d</details>
<button commandfor="dlg" command="show-modal">open</button>
<dialog id="dlg" @close="log.push('close:' + $event.target.returnValue)" @cancel="log.push('cancel')">
<form method="dialog"><button value="ok">ok</button></form><button commandfor="dlg" command="close">x</button></dialog>
<div popover id="pop" @toggle="log.push('popover')">pop</div><button popovertarget="pop">p</button>
<div contenteditable @input="log.push('edit')">edit</div>
<p v-for="x in log">{{ x }}</p><span>{{ n }} {{ c }} {{ r }} {{ s }}</span>
<a href="#x" @click="open = !open">a</a><div v-if="open" @click.self="open = false"><input autofocus></div>
</div>"""

TYPES = ["click", "input", "change", "submit", "reset", "keydown", "keyup", "focus", "blur", "focusin", "focusout",
         "command", "toggle", "beforetoggle", "close", "cancel", "mousedown", "dblclick", "contextmenu", "wheel",
         "scroll", "select", "invalid", "compositionstart", "compositionend", "beforeinput", "paste", "load", "error",
         "x" * 64, "x" * 65, "", "__proto__", "constructor", "vue:mounted", "vue:unmounted"]
KEYS = ["value", "checked", "selected", "selectedIndex", "open", "returnValue", "files", "indeterminate", "key", "code",
        "source", "submitter", "command", "detail", "target", "type", "isTrusted", "newState", "__proto__"]


def junk(rng: random.Random, depth: int = 0):
    """Any JSON value a hostile client could put in a field."""
    kind = rng.randrange(12 if depth < 2 else 8)
    if kind < 3:
        return [None, True, False][kind]
    if kind == 3:
        return rng.randint(-3, 10**6)
    if kind == 4:
        return rng.random() * 1e9
    if kind == 5:
        return "x" * rng.randint(0, 50)
    if kind == 6:
        return rng.choice(["", "__proto__", "constructor", "NaN", "-0", "1e400", "<script>alert(1)</script>", "\x00", "\ud800"])
    if kind == 7:
        return rng.choice([2**70, -(2**63), 2**53 + 1])
    if kind == 8:
        return [junk(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(KEYS): junk(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def plausible(rng: random.Random, node: int, kind: str, ids: list[int], seq: int) -> dict:
    """An event a browser could send for an element's listener."""
    message = {"t": "event", "seq": seq, "node": node, "target": node if rng.random() < 0.8 else rng.choice(ids),
               "type": kind, "init": {}}
    if rng.random() < 0.5:
        message["state"] = rng.choice([{"value": rng.choice(["", "a", "1.5", "x" * 30])}, {"checked": rng.random() < 0.5},
                                       {"open": rng.random() < 0.5}, {"selected": [rng.random() < 0.5] * 3}])
    if rng.random() < 0.3:
        message["forms"] = [[rng.choice(ids), rng.choice([{"value": "zz"}, {"checked": True}, {"open": True},
                                                          {"open": False, "returnValue": "ok"}])]]
    if rng.random() < 0.3:
        message["init"] = {"key": rng.choice(["Enter", "Escape", "a"]), "source": rng.choice(ids),
                           "submitter": rng.choice(ids)}
    if rng.random() < 0.3:
        message["focus"] = rng.choice(ids)
    return message


def hostile(rng: random.Random, mirror: Mirror, ids: list[int], seq: int) -> dict:
    """Anything in any field."""
    def node():
        return rng.choice(ids) if rng.random() < 0.9 else junk(rng)

    message = {"t": "event" if rng.random() < 0.97 else junk(rng), "seq": seq if rng.random() < 0.95 else junk(rng),
               "node": node(), "target": node(), "type": rng.choice(TYPES)}
    optional = {"capture": lambda: junk(rng), "init": lambda: {rng.choice(KEYS): node() for _ in range(rng.randint(0, 4))},
                "state": lambda: junk(rng, 1), "forms": lambda: [[node(), junk(rng, 1)] for _ in range(rng.randint(0, 4))],
                "focus": node, "seen": lambda: junk(rng), "hop": lambda: seq - 1 if rng.random() < 0.7 else junk(rng),
                "trusted": lambda: junk(rng), "interface": lambda: rng.choice(["PointerEvent", "SubmitEvent", "x", 3])}
    for name, make in optional.items():
        if rng.random() < 0.3:
            message[name] = make()
    return message


def message(rng: random.Random, mirror: Mirror, seq: int) -> dict:
    ids = [nid for nid, node in mirror.nodes.items() if isinstance(node, dom.Element)]
    listened = [(nid, kind) for nid, kinds in mirror.listening.items() for kind in kinds if nid in mirror.nodes]
    if listened and rng.random() < 0.5:
        return plausible(rng, *rng.choice(listened), ids, seq)
    return hostile(rng, mirror, ids, seq)


def shape(node: dom.Node):
    """A tree's elements, attributes and texts (user-owned form state left out)."""
    if isinstance(node, dom.Text):
        return node.data
    if isinstance(node, dom.Comment):
        return "#comment"
    children = node.children
    if isinstance(node, dom.Element):
        children = node.content.children if node.content is not None else children
        attrs = sorted((k, v) for k, v in node.attrs.items() if not (k == "open" and node.tag in ("details", "dialog")))
        return node.tag, attrs, [shape(child) for child in children]
    return [shape(child) for child in children]


class Connection(RecordingConnection):
    """A socket the session must never close (no message is a reason to)."""

    def close(self, code: int) -> None:
        raise AssertionError(f"the session closed its socket ({code})")


CASES = [("forms", FORMS, None)] + [(d.slug, PAGES / f"{d.slug}.html", d.state) for d in DEMOS if d.slug != "benchmark"]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("name, page, data", CASES, ids=[case[0] for case in CASES])
def test_random_messages_leave_the_session_running_and_its_client_in_step(name, page, data, seed):
    rng = random.Random(f"{name}:{seed}")
    session = LiveApp(page, data=data).new_session()
    connection = Connection()
    session.attach(connection)
    mirror = Mirror(json.loads(connection.sent.pop())["tree"])
    handled = 0
    for seq in range(1, 201):
        sent = message(rng, mirror, seq)
        try:
            session.handle(json.loads(json.dumps(sent)))
            handled += 1
        except (ProtocolError, Refused):
            pass
        for text in connection.sent:
            reply = json.loads(text)
            assert reply["t"] == "patch"
            mirror.apply(reply["ops"])
        connection.sent.clear()
        assert shape(mirror.root) == shape(session.app.root), sent
    assert handled >= 10  # (the run reached the page's handlers, not only the refusals)
