"""Fixtures for the demo tests: the demo site on uvicorn, tabs in the shared Chromium."""

import pytest

from demos.app import create_demo_app

from ..support import serve


@pytest.fixture(scope="session")
def site():
    """The base URL of the demo site, served by uvicorn in a background thread."""
    with serve(create_demo_app()) as url:
        yield url


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
        return [t.strip() for t in self.page.locator(css).all_text_contents()]


@pytest.fixture
def open_demo(site, chromium):
    """`open_demo("counter")` opens a tab on /counter/ once it is live; the tabs are
    checked for page errors and closed after the test."""
    tabs: list[Tab] = []

    def open_(slug: str) -> Tab:
        tab = Tab(chromium.new_page())
        tabs.append(tab)
        tab.page.goto(f"{site}/{slug}/")
        tab.settle()
        return tab

    yield open_

    for tab in tabs:
        tab.page.close()
    assert [error for tab in tabs for error in tab.errors] == []
