"""The live client lets go of removed nodes: counted in Chromium's heap, not guessed.

static/petite.js keeps an id -> node map and per-node listeners; a removed subtree's
entries are dropped after the next frame (`forgetLater`), so a removal paints first.
These tests count the page's live objects of a DOM type after a forced collection
(DevTools `Runtime.queryObjects`): what the client still holds, detached or not.
"""

import pytest

from petite.live import LiveApp

from ..support import serve

ROWS = """
<div v-scope="{ rows: [], show: true }">
  <button id="fill" @click="rows = Array.from({ length: 300 }, (_, i) => ({ id: i }))">fill</button>
  <button id="empty" @click="rows = []">empty</button>
  <button id="toggle" @click="show = !show">toggle</button>
  <table><tbody>
    <tr v-for="row in rows" :key="row.id"><td><a @click="rows.splice(0, 1)">{{ row.id }}</a></td>
      <td><label v-if="show">{{ row.id }}</label><template><span>inside</span></template></td></tr>
  </tbody></table>
</div>
"""

IDLE = "() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }))"


@pytest.fixture(scope="module")
def server():
    from starlette.applications import Starlette
    from starlette.routing import Mount

    with serve(Starlette(routes=[Mount("/rows", LiveApp(ROWS))])) as url:
        yield url


def held(page, type_name: str) -> int:
    """How many objects of a DOM interface the page's heap holds after a full collection."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("HeapProfiler.enable")
    cdp.send("HeapProfiler.collectGarbage")
    prototype = cdp.send("Runtime.evaluate", {"expression": f"{type_name}.prototype"})["result"]["objectId"]
    objects = cdp.send("Runtime.queryObjects", {"prototypeObjectId": prototype})["objects"]["objectId"]
    count = cdp.send("Runtime.callFunctionOn", {"objectId": objects, "functionDeclaration": "function () { return this.length }",
                                                 "returnByValue": True})["result"]["value"]
    cdp.detach()
    return count


def click(page, selector: str) -> None:
    page.click(selector)
    page.evaluate("() => window.petite.settled()")


def test_removed_rows_are_let_go_after_the_frame(server, chromium):
    page = chromium.new_page()
    page.goto(f"{server}/rows/")
    page.evaluate("() => window.petite.settled()")
    click(page, "#fill")
    assert page.locator("tbody tr").count() == 300
    assert held(page, "HTMLTableRowElement") >= 300
    assert held(page, "HTMLSpanElement") >= 300  # in each row's <template> contents
    click(page, "#empty")
    assert page.locator("tbody tr").count() == 0
    page.evaluate(IDLE)
    for kind in ("HTMLTableRowElement", "HTMLAnchorElement", "HTMLLabelElement", "HTMLSpanElement", "HTMLTemplateElement"):
        assert (kind, held(page, kind)) in ((kind, 0), (kind, 1))  # (1: the row skeleton's own copy)


def test_single_removals_and_v_if_branches_are_let_go(server, chromium):
    page = chromium.new_page()
    page.goto(f"{server}/rows/")
    page.evaluate("() => window.petite.settled()")
    click(page, "#fill")
    for _ in range(3):  # one row at a time: fewer than a removal run
        click(page, "tbody tr:first-child a")
    assert page.locator("tbody tr").count() == 297
    click(page, "#toggle")  # every row's v-if branch goes
    assert page.locator("tbody label").count() == 0
    page.evaluate(IDLE)
    assert held(page, "HTMLTableRowElement") in (297, 298)  # (+1: the row skeleton's own copy)
    assert held(page, "HTMLLabelElement") in (0, 1)
    click(page, "#toggle")
    assert page.locator("tbody label").all_inner_texts()[:2] == ["3", "4"]
    click(page, "tbody tr:first-child a")  # the rows left still answer
    assert page.locator("tbody tr").count() == 296
    assert page.locator("tbody label").first.inner_text() == "4"
