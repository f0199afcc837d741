"""Fixtures for the demo tests: the demo site on uvicorn, and Chromium via Playwright."""

import socket
import threading
import time

import pytest
import uvicorn

from demos.app import create_demo_app

from ..conformance.harness import CHROMIUM_ARGS, find_chromium


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def site():
    """The base URL of the demo site, served by uvicorn in a background thread."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_demo_app(), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        if not thread.is_alive():
            pytest.fail("the demo server did not start", pytrace=False)
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    path = find_chromium()
    if path is None:
        pytest.fail("Chromium not found: install it (apt-get install chromium) or run `make test`", pytrace=False)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Tab:
    """A browser tab on one demo page, collecting page errors."""

    def __init__(self, page):
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))

    def settle(self):
        self.page.evaluate("() => window.petite.settled()")

    def texts(self, css: str) -> list[str]:
        return [t.strip() for t in self.page.locator(css).all_inner_texts()]


@pytest.fixture
def open_demo(site, browser):
    """`open_demo("counter")` opens a tab on /counter/ once it is live; closes it after."""
    tabs = []

    def open_(slug: str) -> Tab:
        tab = Tab(browser.new_page())
        tabs.append(tab)
        tab.page.goto(f"{site}/{slug}/")
        tab.settle()
        return tab

    yield open_
    for tab in tabs:
        assert tab.errors == [], tab.errors
        tab.page.close()
