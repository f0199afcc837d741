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


def pytest_terminal_summary(terminalreporter):
    """The pass rate per path, from the corpus and its table of expected failures
    (exact when the suite is green: every entry there is a strict xfail)."""
    if not any(r.nodeid.startswith("tests/realworld/") for rs in terminalreporter.stats.values() for r in rs if hasattr(r, "nodeid")):
        return
    from .report import summary

    terminalreporter.write_sep("-", "real-world pages")
    terminalreporter.write_line(summary())
