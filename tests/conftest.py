"""Session fixtures shared by the browser tests: one Playwright, one Chromium."""

import pytest

from .conformance.harness import CHROMIUM_ARGS, find_chromium, missing_requirements


@pytest.fixture(scope="session")
def chromium():
    """A headless Chromium (Debian's package) driven through Playwright's sync API.

    Playwright's sync API allows one instance per thread, so every browser test in the
    main thread shares this one.
    """
    if find_chromium() is None:
        pytest.fail(missing_requirements(), pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def pytest_collection_modifyitems(items):
    """Browser tests run last. Playwright's sync API keeps an event loop running in the
    main thread from the first browser test to the end of the session, and tests that
    run asyncio loops of their own cannot run inside it."""
    items.sort(key=lambda item: "chromium" in getattr(item, "fixturenames", ()))
