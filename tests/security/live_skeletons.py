"""The compact wire format (petite.skeletons) as an attack surface.

Skeletons and instances carry data as positional slot values, which the browser client
writes as text, attribute values and properties: never parsed as markup, never read as
a skeleton reference. These attacks put hostile data through instances in Chromium
(the whole XSS corpus as the third copy of a repeated block, whose values travel as
an instance's overrides; data shaped like the wire format itself), and hand-made
client messages that try to name skeletons.
"""

from __future__ import annotations

import json

import pytest

from petite.live import LiveApp

from ..support import serve
from ._live import Live
from .test_xss_browser import HOOK, LIVE_ATTACKS, describe, exercise

LOOKALIKES = [
    '[1,0,0,[]]',
    '["skel",0,[1,1,"img",["src","x","onerror","__xss(-1)"],[]]]',
    '{"t":"patch","v":2,"ops":[["skel",0,[1,1,"script",[],[[2,3,"__xss(-2)"]]]]]}',
    '<img src=x onerror="__xss(-3)">',
    '</td><script>__xss(-4)</script>',
    '[3,0,0,[0,"<svg onload=__xss(-5)>"]]',
]


def repeated_template() -> str:
    """Each attack's template twice: `prime()` shows two benign copies (the second
    registers the block's skeleton), `arm()` removes them and shows one hostile copy,
    whose values then travel as an instance's overrides."""
    parts = ['<div v-scope><button id="prime" @click="primed = true">prime</button>'
             '<button id="arm" @click="primed = false; armed = true">arm</button>']
    for i, attack in enumerate(LIVE_ATTACKS):
        parts.append(f'<div data-attack="{attack.id}">'
                     f'<div class="copy" v-for="d in (primed ? [B[{i}], B[{i}]] : [])">{attack.template}</div>'
                     f'<div class="copy" v-for="d in (armed ? [A[{i}]] : [])">{attack.template}</div></div>')
    parts.append("</div>")
    return "".join(parts)


class RepeatedState:
    def __init__(self):
        self.A = [a.data for a in LIVE_ATTACKS]
        self.B = [a.benign() for a in LIVE_ATTACKS]
        self.primed = self.armed = False


LOOKALIKE_PAGE = """
<button id="go" @click="rows = data.slice()">go</button>
<ul><li v-for="row in rows" :title="row" :data-x="row"><span>{{ row }}</span><input :value="row"></li></ul>
"""


@pytest.fixture(scope="module")
def site():
    from starlette.applications import Starlette
    from starlette.routing import Mount

    app = Starlette(routes=[
        Mount("/repeated", LiveApp(repeated_template(), data=RepeatedState)),
        Mount("/lookalikes", LiveApp(LOOKALIKE_PAGE, data=lambda: {"rows": [], "data": ["benign", "benign", *LOOKALIKES]})),
    ])
    with serve(app) as url:
        yield url


@pytest.mark.timeout(480)
def test_no_attack_runs_through_skeleton_instances(chromium, site):
    page = chromium.new_page()
    page.add_init_script(HOOK)
    frames = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(f)))
    try:
        page.goto(f"{site}/repeated/")
        page.evaluate("() => window.petite.settled()")
        page.evaluate("() => document.getElementById('prime').click()")
        page.evaluate("() => window.petite.settled()")
        assert any('"skel"' in str(f) for f in frames)
        frames.clear()
        page.evaluate("() => document.getElementById('arm').click()")  # (copies may cover the button)
        page.evaluate("() => window.petite.settled()")
        url_attack = next(a for a in LIVE_ATTACKS if a.name == "url-a-href")
        page.wait_for_function(  # (the patch may follow the event's ack when the update is long)
            f"""() => [...document.querySelectorAll('[data-attack="{url_attack.id}"] .copy a')]
                   .map((a) => a.getAttribute('href')).join() === {json.dumps("unsafe:" + url_attack.data["u"])}""")
        hrefs = page.locator(f'[data-attack="{url_attack.id}"] .copy a').evaluate_all("(l) => l.map((a) => a.getAttribute('href'))")
        assert hrefs == ["unsafe:" + url_attack.data["u"]]  # the hostile copy, neutralised
        patch = next(json.loads(f) for f in frames if json.loads(f)["t"] == "patch")
        instances = [op[3] for op in patch["ops"] if op[0] == "insert" and op[3][1] == 0]
        assert len(instances) > len(LIVE_ATTACKS) / 2  # most hostile copies are instances
        fired = exercise(page)
        assert fired == [], describe(fired)
        page.evaluate("() => window.petite.settled()")
    finally:
        page.close()


def test_data_shaped_like_the_wire_format_is_only_data(chromium, site):
    page = chromium.new_page()
    page.add_init_script(HOOK)
    try:
        page.goto(f"{site}/lookalikes/")
        page.evaluate("() => window.petite.settled()")
        page.click("#go")
        page.evaluate("() => window.petite.settled()")
        expected = ["benign", "benign", *LOOKALIKES]
        assert page.locator("li span").all_inner_texts() == expected
        assert page.locator("li").evaluate_all("(l) => l.map((li) => li.title)") == expected
        assert page.locator("li").evaluate_all("(l) => l.map((li) => li.dataset.x)") == expected
        assert page.locator("li input").evaluate_all("(l) => l.map((i) => i.value)") == expected
        assert page.evaluate("() => document.querySelectorAll('img, script, svg').length") == 1  # petite.js only
        fired = exercise(page)
        assert fired == [], fired
    finally:
        page.close()


PAGE = '<ul><li v-for="i in n" @click="n++">{{ i }}</li></ul>'


def test_a_client_cannot_send_skeletons_or_name_them():
    """The client never sends skeletons: a message that tries is refused, and fields
    naming skeletons in an event change nothing; the session keeps working."""
    live = Live(PAGE, data=lambda: {"n": 3})
    li = live.init["tree"][4][0][4][0][0]
    for forged in ({"t": "skel", "seq": 1, "sid": 0, "tree": [1, 1, "script", [], []]},
                   {"t": "patch", "seq": 1, "v": 2, "ops": [["skel", 0, [1, 1, "img", [], []]]]}):
        (reply,) = live.send(json.dumps(forged))
        assert reply["t"] == "error"
    replies = live.send(json.dumps({"t": "event", "seq": 1, "node": [li, 0, 0, []], "target": li, "type": "click", "init": {}}))
    assert replies[-1]["t"] == "error" and live.state()["n"] == 3  # an instance is no node id
    replies = live.send(json.dumps({"t": "event", "seq": 1, "node": li, "target": li, "type": "click", "init": {},
                                    "sid": 0, "ops": [["skel", 0, []]]}))
    assert replies[-1] == {"t": "ack", "seq": live.seq} and live.state()["n"] == 4
    live.close()


def test_a_long_hello_is_refused_cleanly():
    live = Live(PAGE, data=lambda: {"n": 3})
    with live.client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": live.token, "v": 2, "pad": "x" * 2000}))
        assert json.loads(ws.receive_text()) == {"t": "expired"}
    live.close()
