"""A page composed from files (petite.Templates) served live: the expanded source is a
plain petite-vue template, so LiveApp runs it, events and all."""

import json
import re

from starlette.testclient import TestClient

import petite
from petite.live import LiveApp



def click_listener(tree):
    """The node id of the first click listener in an encoded tree (petite.patches)."""
    if tree[1] == 1:
        extra = tree[5] if len(tree) > 5 else {}
        if any(entry[0] == "click" for entry in extra.get("on", [])):
            return tree[0]
        for child in tree[4]:
            found = click_listener(child)
            if found is not None:
                return found
    return None


def test_a_component_page_runs_live(tmp_path):
    (tmp_path / "components").mkdir()
    (tmp_path / "components/step-counter.html").write_text(
        "<script props>{ label: 'Count', step: 1 }</script>"
        '<p class="counter">{{ label }}: <b>{{ counts[label] }}</b> '
        '<button @click="counts[label] += step">+{{ step }}</button><slot></slot></p>'
    )
    (tmp_path / "page.html").write_text(
        '<step-counter label="Apples" :step="2"><i>{{ note }}</i></step-counter>'
    )
    page = petite.Templates(tmp_path).get("page.html")
    app = LiveApp(page.source, data=lambda: {"counts": {"Apples": 0}, "note": "fresh"})
    client = TestClient(app)
    html = client.get("/").text
    assert '<p class="counter">Apples: <b>0</b> <button>+2</button><i>fresh</i></p>' in html
    token = re.search(r'data-token="([^"]+)"', html).group(1)
    with client.websocket_connect("/ws", headers={"origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"t": "hello", "token": token}))
        init = json.loads(ws.receive_text())
        node = click_listener(init["tree"])
        ws.send_text(json.dumps({"t": "event", "seq": 1, "node": node, "target": node, "type": "click", "init": {}}))
        patch = json.loads(ws.receive_text())
    assert patch["t"] == "patch"
    assert ["text", "2"] in [[op[0], op[2]] for op in patch["ops"]]
