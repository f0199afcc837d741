"""Live pages on several worker processes behind a real nginx and a real HAProxy with
sticky routing (the configurations docs/deploy.md documents), the shared chat kept consistent across
workers through a real redis-server, and a dead worker's tabs recovering their form
state on the other worker (Chromium)."""

from __future__ import annotations

import pytest

from .latency import ROOT_OFFLINE, proxy_for
from .services import Balancer, Worker, affinities, balancer, redis_server

pytest.importorskip("redis")

CHAT = "[...document.querySelectorAll('.chat li')].map((li) => li.textContent.trim())"


@pytest.fixture(scope="module")
def redis_url():
    with redis_server() as url:
        yield url


class Cluster:
    """Two uvicorn workers serving the demos (the chat's store in Redis) behind a balancer."""

    def __init__(self, redis_url: str) -> None:
        self.workers = [Worker("demos.app:app", {"PETITE_REDIS_URL": redis_url}) for _ in range(2)]

    def stop(self) -> None:
        for worker in self.workers:
            worker.stop()


@pytest.fixture(params=Balancer.KINDS)
def cluster(request, redis_url):
    cluster = Cluster(redis_url)
    try:
        with balancer(request.param, [w.address for w in cluster.workers]) as running:
            cluster.url = running.url
            cluster.cookie = running.cookie
            # worker address -> an affinity cookie the balancer set for it
            cluster.affinity = affinities(running.url, cluster.workers, running.cookie)
            yield cluster
    finally:
        cluster.stop()


def open_tab(chromium, url, path, cookie, affinity=None):
    """A tab in a browser of its own (its own cookies): the affinity cookie preset, or
    none (the balancer picks a worker and sets it). Returns the page and the worker that served it."""
    context = chromium.new_context()
    if affinity is not None:
        context.add_cookies([{"name": cookie, "value": affinity, "url": url}])
    page = context.new_page()
    response = page.goto(f"{url}{path}")
    page.evaluate("() => window.petite.settled()")
    page.evaluate("window.loadedOnce = true")  # gone if the page ever reloads
    return page, response.headers["x-upstream"]


def drop_connection(page, proxy):
    proxy.cut()
    page.wait_for_function(ROOT_OFFLINE)
    proxy.restore()
    page.wait_for_function(f"!({ROOT_OFFLINE})", timeout=20000)
    page.evaluate("() => window.petite.settled()")


def test_tabs_keep_their_sessions_on_two_workers_behind_a_balancer(cluster, chromium):
    proxy = proxy_for(cluster.url)  # in front of nginx: cuts the tabs' connections
    with proxy.running() as url:
        tabs = [open_tab(chromium, url, "/counter/", cluster.cookie, cluster.affinity[w.address]) for w in cluster.workers]
        tabs.append(open_tab(chromium, url, "/counter/", cluster.cookie))  # no cookie yet: the balancer sets one
        assert {served for _, served in tabs[:2]} == {w.address for w in cluster.workers}
        for n, (page, _) in enumerate(tabs, 1):
            for _ in range(n):
                page.click(".plus")
            page.evaluate("() => window.petite.settled()")
            assert page.inner_text(".count") == str(n)
        for _ in range(3):  # reconnect after reconnect, every tab finds its own session
            for page, _ in tabs:
                drop_connection(page, proxy)
        for n, (page, _) in enumerate(tabs, 1):
            assert page.inner_text(".count") == str(n)  # a new session would show 0
            page.click(".plus")
            page.evaluate("() => window.petite.settled()")
            assert page.inner_text(".count") == str(n + 1)
            assert page.evaluate("window.loadedOnce === true")
            page.context.close()


def send(page, text):
    page.fill(".draft", text)
    page.press(".draft", "Enter")
    page.evaluate("() => window.petite.settled()")


def test_the_chat_is_shared_by_tabs_on_two_workers(cluster, chromium):
    (first, on_first), (second, on_second) = (
        open_tab(chromium, cluster.url, "/shared/", cluster.cookie, cluster.affinity[w.address]) for w in cluster.workers
    )
    assert on_first != on_second
    count = int(first.inner_text(".count"))
    send(first, "hello from the first worker")
    second.wait_for_function(f"{CHAT}.some((t) => t.endsWith('hello from the first worker'))")
    send(second, "hi from the second")
    first.wait_for_function(f"{CHAT}.some((t) => t.endsWith('hi from the second'))")
    for _ in range(3):
        first.click(".inc")
    # (`store.count++` is a value computed from a read: two workers writing at once is
    # last-writer-wins, as docs/deploy.md says; the second tab clicks once it has seen the
    # first tab's three, so the test asserts sharing, not a race's outcome)
    second.wait_for_function(f"document.querySelector('.count').textContent === '{count + 3}'")
    second.click(".inc")
    for page in (first, second):
        page.wait_for_function(f"document.querySelector('.count').textContent === '{count + 4}'")
    assert first.evaluate(CHAT) == second.evaluate(CHAT)  # one order for every tab
    for page in (first, second):
        page.context.close()


def test_a_dead_workers_tabs_recover_their_form_on_the_other_worker(cluster, chromium):
    doomed, survivor = cluster.workers
    (page, served), (witness, _) = (
        open_tab(chromium, cluster.url, "/shared/", cluster.cookie, cluster.affinity[w.address]) for w in (doomed, survivor)
    )
    assert served == doomed.address
    page.fill(".name", "alice")
    send(page, "before the crash")
    page.fill(".draft", "typed, not sent")
    page.evaluate("() => window.petite.settled()")
    doomed.kill()
    page.wait_for_function(ROOT_OFFLINE)
    page.wait_for_function(f"!({ROOT_OFFLINE})", timeout=30000)  # a new session, on the survivor
    page.evaluate("() => window.petite.settled()")
    assert page.input_value(".name") == "alice" and page.input_value(".draft") == "typed, not sent"
    assert page.evaluate(CHAT)[-1] == "alice: before the crash"  # the chat lives in Redis
    page.press(".draft", "Enter")  # the new session has the recovered form state
    page.evaluate("() => window.petite.settled()")
    witness.wait_for_function(f"{CHAT}.includes('alice: typed, not sent')")
    assert page.evaluate(CHAT)[-2:] == ["alice: before the crash", "alice: typed, not sent"]
    assert page.evaluate("window.loadedOnce === true")  # recovered without a reload
    for tab in (page, witness):
        tab.context.close()
