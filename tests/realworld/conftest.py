import pytest

from ..conformance.harness import Browser, missing_requirements


@pytest.fixture(scope="session")
def realworld_browser(chromium):
    problem = missing_requirements()
    if problem:
        pytest.fail(problem, pytrace=False)
    b = Browser(chromium)
    yield b
    b.close()
