"""`localStorage` and `sessionStorage` (petite.storage): one pair per app, empty at first,
on every path; Chromium's behaviour is recorded in tests/conformance/cases/web_storage.py."""

from __future__ import annotations

import threading

import pytest

import petite
from petite import dom
from petite.expr import ExpressionError, ExpressionLimitError
from petite.live import LiveApp
from petite.storage import ITEM_UNITS, QUOTA
from petite.testing import mount

from ..live.latency import proxy_for, through_an_outage
from ..support import RecordingConnection, live_page, serve, settled

SAVER = '<button @click="localStorage.setItem(key, String(n)); n++">save</button><i>{{ localStorage.getItem(key) }}</i>'


def test_each_app_has_its_own_storage() -> None:
    first, second = mount(SAVER, {"key": "k", "n": 1}), mount(SAVER, {"key": "k", "n": 2})
    try:
        first.find("button").click()
        first.flush()
        assert (first.local_storage, second.local_storage) == ({"k": "1"}, {})
        assert first.session_storage == {}
    finally:
        first.unmount()
        second.unmount()


def test_apps_in_threads_do_not_share_storage() -> None:
    seen: dict[int, dict] = {}

    def run(n: int) -> None:
        page = mount('<button @click="for (let i = 0; i < 50; i++) localStorage[\'k\' + i] = n">b</button>', {"n": n})
        try:
            page.find("button").click()
            seen[n] = page.local_storage
        finally:
            page.unmount()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert seen == {n: {f"k{i}": str(n) for i in range(50)} for n in range(4)}


def test_a_test_gives_a_returning_visitors_storage() -> None:
    page = mount('<p :class="localStorage.theme">{{ sessionStorage.getItem("tab") }}</p>',
                 local_storage={"theme": "dark"}, session_storage={"tab": "two"})
    try:
        assert page.html() == '<p class="dark">two</p>'
    finally:
        page.unmount()


@pytest.mark.parametrize(("items", "error"), [
    ({"n": 1}, TypeError),
    ({1: "x"}, TypeError),
    ([("a", "b")], TypeError),
    ({"big": "x" * (QUOTA + 1)}, ValueError),
])
def test_bad_storage_for_a_test_is_refused(items, error) -> None:
    with pytest.raises(error):
        mount("<p></p>", local_storage=items)


def test_a_render_reading_storage_mounts_and_finds_it_empty() -> None:
    template = """<ul v-scope="{ todos: JSON.parse(localStorage.getItem('todos') || '[&quot;default&quot;]') }">
      <li v-for="t in todos">{{ t }}</li></ul>"""
    assert petite.Template(template).mount_reason == "localStorage"
    assert petite.render(template) == "<ul>\n      <li>default</li></ul>"
    assert petite.render("<p>{{ typeof sessionStorage }} {{ window.sessionStorage.length }}</p>") == "<p>object 0</p>"


def test_the_quota_holds_whatever_the_writes() -> None:
    page = mount("""<button @click="try { for (let i = 0; ; i++) localStorage.setItem('k' + i, 'x'.repeat(100000)) }
                      catch (e) { err = e.name }">b</button><i>{{ err }}</i>""", {"err": ""})
    try:
        page.find("button").click()
        assert page.find("i").text() == "QuotaExceededError"
        assert sum(len(k) + len(v) for k, v in page.local_storage.items()) <= QUOTA
    finally:
        page.unmount()


def test_storage_work_is_charged_to_the_evaluation_budget() -> None:
    page = mount("""<button @click="while (true) localStorage.setItem('k', 'v')">b</button>""")
    try:
        with pytest.raises(ExpressionLimitError):
            page.find("button").click()
    finally:
        page.unmount()


def test_only_strings_are_stored() -> None:
    page = mount("""<button @click="localStorage.f = () => 1; localStorage.setItem('o', { toString() { return 'made' } });
                      out = [typeof localStorage.f, localStorage.f, localStorage.o].join('|')">b</button><i>{{ out }}</i>""",
                 {"out": ""})
    try:
        page.find("button").click()
        assert page.find("i").text() == "string|() => 1|made"
        assert all(type(v) is str for v in page.local_storage.values())
    finally:
        page.unmount()


def test_storage_is_not_reachable_as_python() -> None:
    for expression in ("localStorage.items", "localStorage.used", "localStorage.store", "localStorage.__class__",
                       "localStorage.fill", "localStorage.__dict__", "localStorage.getItem.impl"):
        assert petite.render("<p>{{ String(%s) }}</p>" % expression) == "<p>undefined</p>", expression


def test_the_storage_globals_are_read_only() -> None:
    with pytest.raises(ExpressionError, match="read only"):
        mount('<p>{{ window.localStorage = 1 }}</p>')


# -- live: one storage per session -------------------------------------------------------

PAGE = """<div><button class="save" @click="localStorage.visits = Number(localStorage.visits || 0) + 1; shown = localStorage.visits">save</button>
<p class="shown">{{ shown }}</p></div>"""


def click(session, cls: str, seq: int) -> None:
    node = next(n for n in session.app.root.iter() if isinstance(n, dom.Element) and n.get_attribute("class") == cls)
    session.handle({"t": "event", "seq": seq, "node": node.nid, "target": node.nid, "type": "click"})


def shown(session) -> str:
    return next(n for n in session.app.root.iter() if isinstance(n, dom.Element)
                and n.get_attribute("class") == "shown").text_content


def test_each_live_session_has_its_own_storage() -> None:
    app = LiveApp(PAGE, data=lambda: {"shown": ""})
    first, second = app.new_session(), app.new_session()
    first.connection, second.connection = RecordingConnection(), RecordingConnection()
    try:
        click(first, "save", 1)
        click(first, "save", 2)
        click(second, "save", 1)
        assert (shown(first), shown(second)) == ("2", "1")
    finally:
        first.close()
        second.close()


def test_a_live_pages_storage_outlives_a_reconnect(chromium) -> None:
    with serve(LiveApp(PAGE, data=lambda: {"shown": ""})) as url:
        proxy = proxy_for(url)
        with proxy.running() as proxied, live_page(chromium, proxied) as page:
            page.click(".save")
            settled(page)
            through_an_outage(page, proxy)  # (the socket drops; the same session resumes)
            page.click(".save")
            settled(page)
            assert page.locator(".shown").text_content() == "2"
            assert page.evaluate("() => localStorage.length") == 0  # (the session's, not the browser's)


# -- what storage costs the server (found by an attacker helper) -------------------------
# Two-character keys with empty values fill Chromium's quota with 2.6 million items, 575 MB
# of Python objects for one session: each item counts ITEM_UNITS too. `key(n)` walked the
# keys for a flat charge: a click could call it 25,000 times over a million items.


def test_each_item_counts_toward_the_quota() -> None:
    most = QUOTA // (ITEM_UNITS + 6)  # (keys of six characters, empty values)
    page = mount("<p>{{ localStorage.length }}</p>", local_storage={f"k{i:05}": "" for i in range(most)})
    try:
        assert page.html() == f"<p>{most}</p>"
    finally:
        page.unmount()
    with pytest.raises(ValueError, match="exceeded the quota"):
        mount("<p></p>", local_storage={f"k{i:05}": "" for i in range(most + 1)})


def test_walking_the_keys_is_charged_per_key() -> None:
    page = mount('<button @click="for (let i = 0; i < 1000; i++) localStorage.key(localStorage.length - 1)">b</button>',
                 local_storage={f"k{i}": "" for i in range(50_000)})
    try:
        with pytest.raises(ExpressionLimitError):
            page.find("button").click()
    finally:
        page.unmount()
