import pytest

from .harness import Browser, missing_requirements


@pytest.fixture(scope="session")
def browser(chromium):
    problem = missing_requirements()
    if problem:
        pytest.fail(problem, pytrace=False)
    b = Browser(chromium)
    yield b
    b.close()
