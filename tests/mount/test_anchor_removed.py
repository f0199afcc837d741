"""A page's own code takes a directive's anchor out of the tree (`innerHTML` over a `v-for`
or a `v-if` chain): the next update has no parent to insert into. petite-vue throws a
TypeError there; a Python AttributeError escaped instead (found by a helper), on every
path: now the same TypeError, and the page goes on."""

from __future__ import annotations

import pytest

from petite import dom
from petite.expr import ExpressionError
from petite.live import LiveApp
from petite.testing import mount

from ..support import RecordingConnection

LIST = """<div v-scope="{ xs: [1, 2] }"><ul id="w"><li v-for="x in xs">{{ x }}</li></ul>
<button id="wipe" @click="document.getElementById('w').innerHTML = ''">wipe</button>
<button id="add" @click="xs.push(3)">add</button><p>{{ xs.length }}</p></div>"""
CHAIN = """<div v-scope="{ ok: true }"><div id="w"><i v-if="ok">i</i><b v-else>b</b></div>
<button id="wipe" @click="document.getElementById('w').innerHTML = '<u>x</u>'">wipe</button>
<button id="add" @click="ok = !ok">toggle</button><p>{{ ok }}</p></div>"""
ERROR = "Cannot read properties of null (reading 'insertBefore')"


@pytest.mark.parametrize("template", [LIST, CHAIN], ids=["v-for", "v-if"])
def test_an_update_after_the_anchor_left_is_a_type_error(template: str) -> None:
    page = mount(template)
    try:
        page.find("#wipe").click()
        with pytest.raises(ExpressionError, match=r"TypeError: Cannot read properties of null \(reading 'insertBefore'\)"):
            page.find("#add").click()
        assert page.find("p").text() in ("3", "false")  # (the other bindings ran)
    finally:
        page.unmount()


@pytest.mark.parametrize("template", [LIST, CHAIN], ids=["v-for", "v-if"])
def test_a_live_session_gets_the_type_error_and_goes_on(template: str) -> None:
    """The session raises it as any expression's error (the socket reports it to the
    page), not an internal error, and answers the next event."""
    session = LiveApp(template).new_session()
    session.connection = RecordingConnection()
    try:
        buttons = {n.get_attribute("id"): n for n in session.app.root.iter() if isinstance(n, dom.Element)}

        def click(seq: int, name: str) -> None:
            node = buttons[name].nid
            session.handle({"t": "event", "seq": seq, "node": node, "target": node, "type": "click"})

        click(1, "wipe")
        with pytest.raises(ExpressionError, match=ERROR.replace("(", r"\(").replace(")", r"\)")):
            click(2, "add")
        click(3, "wipe")  # (answered as usual)
        shown = next(n for n in session.app.root.iter() if isinstance(n, dom.Element) and n.tag == "p")
        assert shown.text_content in ("3", "false")  # (the other bindings of the failed update ran)
    finally:
        session.close()
