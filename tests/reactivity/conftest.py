import pytest

from petite.reactivity import scheduler


@pytest.fixture(autouse=True)
def empty_job_queue():
    """Each test starts with an empty job queue (a failing test may leave jobs behind)."""
    scheduler.current_queue().clear()
    yield
