"""Template text read in linear time (found by an attacker helper): regular expressions
that run while a template is read, outside every evaluation budget, and that Python's `re`
cannot interrupt (a worker's every thread, a live server's event loop wait for them).

* `v-for` destructuring: petite-vue's pattern `^[{[]\\s*((?:[\\w_$]+\\s*,?\\s*)+)[\\]}]$`
  nests one repeat in another; 26 letters and a `!` (58 bytes) took 6 s and each letter
  more doubled it, from a template or a `$template` string in data
  (`syntax.destructured_members` now).
* `v-for` aliases: `([\\s\\S]*?)\\s+(?:in|of)\\s+` was quadratic on a run of spaces, 40 KB
  7.5 s (`syntax.FOR_SEPARATOR_RE`).
* The whole-document check: `\\A(?:\\s|<!--.*?-->)*<(?:!doctype|html...)` tried every
  way to split the comments: 24 `<!---->` took 2 s, each more doubled it
  (`template.is_document`).
* A live page file: `<body[^>]*>(.*)</body>`, `<head ...` and `<title ...` were quadratic
  on a repeated opening tag, 20,000 `<body>` 11 s (`live._element`).

Each attack runs in a child process: linear is milliseconds, the old regexes minutes to
days; the timeout is only the safety net, nothing is timed.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

CHILD = r"""
import sys
import petite
from petite.testing import mount
from petite.live import LiveApp

kind, text = sys.argv[1], sys.stdin.read()
runs = {
    "template": [lambda: petite.render(text, {"items": [1]}), lambda: petite.compile(text),
                 lambda: mount(text, {"items": [1]}).html()],
    "data": [lambda: petite.render('<div v-scope="{ $template: t }"></div>', {"t": text}),
             lambda: mount('<div v-scope="{ $template: t }"></div>', {"t": text}).html()],
    "page": [lambda: LiveApp(text).template],
}[kind]
for run in runs:
    try:
        run()
        print("done")
    except Exception as exc:
        print(type(exc).__name__)
"""

ATTACKS = {
    "vfor-destructure-template": ("template", '<div v-for="{' + "a" * 40 + '! in items">x</div>'),
    "vfor-destructure-array": ("template", '<div v-for="[' + "a " * 40 + '! in items">x</div>'),
    "vfor-destructure-data": ("data", '<div v-for="{' + "a" * 40 + '! in items">x</div>'),
    "vfor-spaces": ("template", '<div v-for="' + " " * 100_000 + '">x</div>'),
    "vfor-spaces-and-in": ("template", '<div v-for="a' + " in" * 30_000 + '">x</div>'),
    "leading-comments": ("template", "<!---->" * 40 + "<p>x</p>"),
    "leading-comments-spaced": ("template", "<!-- -->\n" * 40 + "<p>x</p>"),
    "page-bodies": ("page", "<body>" * 40_000),
    "page-heads": ("page", "<head>" * 40_000 + "<body>x</body>"),
    "page-titles": ("page", "<head>" + "<title>" * 40_000 + "</head><body>x</body>"),
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_template_text_is_read_in_linear_time(attack: str) -> None:
    kind, text = ATTACKS[attack]
    child = subprocess.Popen([sys.executable, "-c", CHILD, kind], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True)
    try:
        output, _ = child.communicate(text, timeout=60)  # (a safety net: linear is milliseconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()
        raise AssertionError(f"{attack}: still reading the template after the safety net (60 s)") from None
    outcomes = output.split()
    assert child.returncode == 0 and outcomes, output[-2000:]
    assert set(outcomes) <= {"done", "TemplateSyntaxError", "ExpressionSyntaxError"}, output[-2000:]


@pytest.mark.parametrize(("alias", "names"), [
    ("{ id, name }", ("id", "name")),
    ("[a, b]", ("a", "b")),
    ("{a,b,}", ("a", "b")),
    ("{ a b }", None),  # (read as destructuring, then refused: `a b` is no name)
    ("{a,,b}", None),
    ("{ , a }", None),
])
def test_destructuring_reads_as_petite_vues_pattern(alias: str, names) -> None:
    from petite.syntax import parse_for

    if names is None:
        with pytest.raises(ValueError):
            parse_for(f"{alias} in rows")
    else:
        assert parse_for(f"{alias} in rows").destructure == names


# -- a live message's `forms` entries share one walk of the page (found by an attacker
# helper): each entry for a checkbox in an inert subtree looked for a `<label>` a user
# could click by listing every element of the page; 1,000 entries in one 26 KB message
# on a page of 20,000 rows cost 7.7 s outside every budget, another tab's click waiting
# (live_guard.LabelIndex: one walk per message).

INERT_BOXES = """<div><button id="go" @click="n++">{{ n }}</button>
<div inert><input type="checkbox" v-for="i in 300"></div>
<label for="free">free</label><div inert><input type="checkbox" id="free"></div>
<p v-for="i in 2000">{{ i }}</p></div>"""


def test_forms_entries_share_one_walk_of_the_page(monkeypatch) -> None:
    import json

    from starlette.testclient import TestClient

    from petite import live_guard
    from petite.live import LiveApp

    from ._live import connect, open_page, receive, walk

    walks = []
    original = live_guard._labelled_controls
    monkeypatch.setattr(live_guard, "_labelled_controls", lambda root: walks.append(1) or original(root))
    client = TestClient(LiveApp(INERT_BOXES, data=lambda: {"n": 0}))
    with connect(client, open_page(client)) as ws:
        init = receive(ws)
        go = next(nid for nid, tag, attrs, _, _ in walk(init["tree"]) if tag == "button")
        boxes = [nid for nid, tag, attrs, _, _ in walk(init["tree"]) if tag == "input"]
        forms = [[box, {"checked": True}] for box in boxes]
        ws.send_text(json.dumps({"t": "event", "seq": 1, "node": go, "target": go, "type": "click", "forms": forms}))
        while (reply := receive(ws))["t"] not in ("ack", "error"):
            pass
    assert reply == {"t": "ack", "seq": 1}
    assert len(forms) == 301 and walks == [1]  # (one walk for the 301 entries, not one each)


# -- work that outgrew its charge (found by an attacker helper on this stop's code) --------
# Listing a storage's items (for…in, spread) was free: 2,000 spreads of 30,000 items took
# 15 s in one render; getOwnPropertyDescriptor scanned every item for one. Listeners added
# to one element were searched on each add and on each event (40,000 of them: a click took
# 16 s). Node.iter() was a generator per level (an 800-deep chain: O(depth) per node), and
# a chain built by appendChild overflowed the serializer's stack (a raw RecursionError).

from petite.dom.parsing import MAX_TREE_DEPTH  # noqa: E402
from petite.domview import MAX_LISTENERS  # noqa: E402
from petite.expr import ExpressionLimitError  # noqa: E402
from petite.testing import mount  # noqa: E402

STORED = {f"k{i}": "" for i in range(50_000)}


@pytest.mark.parametrize("listing", [
    "for (const k in localStorage) break",
    "const copy = { ...localStorage }",
    "Object.getOwnPropertyDescriptors(localStorage)",
])
def test_listing_a_storage_is_charged_per_item(listing: str) -> None:
    page = mount(f'<button @click="for (let i = 0; i < 100; i++) {{ {listing} }}">b</button>', local_storage=STORED)
    try:
        with pytest.raises(ExpressionLimitError):
            page.find("button").click()
    finally:
        page.unmount()


def test_reading_one_stored_property_is_one_lookup() -> None:
    page = mount('<button @click="for (let i = 0; i < 2000; i++) n += Object.getOwnPropertyDescriptor(localStorage,'
                 ' \'k7\').value.length + 1">b</button><p>{{ n }}</p>', {"n": 0}, local_storage=STORED)
    try:
        page.find("button").click()
        assert page.find("p").text() == "2000"
    finally:
        page.unmount()


def test_listeners_on_one_element_are_bounded_and_charged() -> None:
    page = mount('<button @click="for (let k = 0; k < 400; k++) $el.addEventListener(\'x\', () => n++)">b</button>'
                 '<i @click="$el.previousElementSibling.dispatchEvent(new Event(\'x\'))">i</i><p>{{ n }}</p>', {"n": 0})
    try:
        button = page.find("button")
        button.click()
        button.click()
        page.find("i").click()
        assert page.find("p").text() == "800"  # (every listener heard it once)
        with pytest.raises(ExpressionLimitError, match=f"more than {MAX_LISTENERS} listeners"):
            button.click()
    finally:
        page.unmount()


CHAIN = ('<p v-effect="let d = $el; for (let i = 0; i < n; i++) { const c = document.createElement(\'b\');'
         ' d.appendChild(c); d = c }"></p>')


def test_a_page_built_tree_has_a_depth_limit_and_serializes_below_it() -> None:
    import petite

    assert petite.render(CHAIN, {"n": MAX_TREE_DEPTH - 10}).count("<b>") == MAX_TREE_DEPTH - 10
    with pytest.raises(ExpressionLimitError, match=f"within {MAX_TREE_DEPTH} levels"):
        petite.render(CHAIN, {"n": 3 * MAX_TREE_DEPTH})


def test_walking_a_deep_tree_is_linear() -> None:
    from petite import dom

    root = dom.Element("div")
    node = root
    for _ in range(20_000):  # (deeper than Python's stack: a recursive walk would fail)
        child = dom.Element("b")
        node.children.append(child)
        child.parent = node
        node = child
    assert sum(1 for _ in root.iter()) == 20_000
