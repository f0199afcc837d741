import pytest

from .harness import Browser, missing_requirements


@pytest.fixture(scope="session")
def browser():
    problem = missing_requirements()
    if problem:
        pytest.fail(problem, pytrace=False)
    b = Browser()
    yield b
    b.close()
