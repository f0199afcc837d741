"""Fixtures for the demo tests: the demo site on uvicorn, and Chromium via Playwright.

Browser tests run in a thread of their own that owns the Playwright instance:
Playwright's sync API refuses a thread where another instance is running (the
conformance suite keeps one open for the whole session).
"""

import queue
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


class BrowserThread:
    """Chromium driven from one dedicated thread; `run(fn)` calls `fn()` there."""

    def __init__(self, path: str) -> None:
        self.jobs: queue.Queue = queue.Queue()
        self.browser = None
        self.thread = threading.Thread(target=self._serve, args=(path,), daemon=True)
        self.thread.start()
        self.run(lambda: None)  # wait for the launch (or its error)

    def _serve(self, path: str) -> None:
        from playwright.sync_api import sync_playwright

        with sync_playwright() as p:
            try:
                self.browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
            except BaseException as error:
                self.jobs.get()[1].put((False, error))
                return
            while (job := self.jobs.get()) is not None:
                fn, done = job
                try:
                    done.put((True, fn()))
                except BaseException as error:
                    done.put((False, error))
            self.browser.close()

    def run(self, fn):
        done: queue.Queue = queue.Queue()
        self.jobs.put((fn, done))
        ok, value = done.get()
        if not ok:
            raise value
        return value

    def stop(self) -> None:
        self.jobs.put(None)
        self.thread.join(10)


@pytest.fixture(scope="session")
def browser():
    path = find_chromium()
    if path is None:
        pytest.fail("Chromium not found: install it (apt-get install chromium) or run `make test`", pytrace=False)
    browser = BrowserThread(path)
    yield browser
    browser.stop()


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
    """`open_demo("counter")` opens a tab on /counter/ once it is live; the tabs are
    checked for page errors and closed after the test."""
    tabs: list[Tab] = []

    def open_(slug: str) -> Tab:
        tab = Tab(browser.browser.new_page())
        tabs.append(tab)
        tab.page.goto(f"{site}/{slug}/")
        tab.settle()
        return tab

    yield open_

    def close():
        for tab in tabs:
            tab.page.close()
        return [error for tab in tabs for error in tab.errors]

    assert browser.run(close) == []


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem):
    """Run the tests that use a browser tab in the browser's thread."""
    if "open_demo" not in pyfuncitem.fixturenames:
        return None
    browser = pyfuncitem.funcargs["browser"]
    args = {name: pyfuncitem.funcargs[name] for name in pyfuncitem._fixtureinfo.argnames}
    browser.run(lambda: pyfuncitem.obj(**args))
    return True
