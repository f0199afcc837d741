"""Which petite the suite tests, and the session fixtures of the browser tests.

`make test` runs the suite against the installed wheel: pytest starts outside the tree
with `--import-mode=importlib` and PETITE_TEST_INSTALLED=1, so nothing puts the
repository on sys.path. The tree's own packages that do not ship (`demos`, `tests`) are
made importable by name, and only those: `petite` always resolves to site-packages.
"""

import importlib.machinery
import os
import sys
from pathlib import Path

import pytest

import petite

from .conformance.harness import CHROMIUM_ARGS, Browser, find_chromium, missing_requirements

REPO = Path(__file__).resolve().parents[1]
TREE_PACKAGES = ("demos", "tests")
INSTALLED = os.environ.get("PETITE_TEST_INSTALLED") == "1"

SOURCE_FOLDERS = [REPO / name for name in ("petite", "reactivity", "directives", "static")]


def from_source_tree(module_file: str) -> bool:
    """Whether a module was imported from the repository's source folders (not a wheel)."""
    location = Path(module_file).resolve()
    return "site-packages" not in location.parts or any(location.is_relative_to(f) for f in SOURCE_FOLDERS)


if INSTALLED and from_source_tree(petite.__file__):
    raise pytest.UsageError(f"PETITE_TEST_INSTALLED=1 but petite comes from the source tree: {petite.__file__}")


class TreePackages:
    """A finder for the repository's top-level packages that are not part of the wheel."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name in TREE_PACKAGES:
            return importlib.machinery.PathFinder.find_spec(name, [str(REPO)])
        return None


if not any(isinstance(finder, TreePackages) for finder in sys.meta_path):
    sys.meta_path.append(TreePackages())


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


@pytest.fixture(scope="session")
def browser(chromium):
    """A Chromium page with petite-vue 0.4.1 and the conformance harness loaded (the
    oracle: `tests/conformance/harness.py`)."""
    problem = missing_requirements()
    if problem:
        pytest.fail(problem, pytrace=False)
    page = Browser(chromium)
    yield page
    page.close()


def pytest_collection_modifyitems(items):
    """Browser tests run last. Playwright's sync API keeps an event loop running in the
    main thread from the first browser test to the end of the session, and tests that
    run asyncio loops of their own cannot run inside it."""
    items.sort(key=lambda item: "chromium" in getattr(item, "fixturenames", ()))
