"""pytest plugin: the `mount` fixture (installed through the `pytest11` entry point).

    def test_counter(mount):
        page = mount('<button @click="n++">{{ n }}</button>', {"n": 0})
        page.find("button").trigger("click")
        assert page.find("button").text() == "1"

Everything mounted through the fixture is unmounted when the test ends; pending timers
are dropped when the test starts and when it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest


@pytest.fixture
def mount() -> Iterator[Callable[..., Any]]:
    from petite import scheduler
    from petite.testing import mount as mount_template

    mounted: list[Any] = []
    scheduler.current().timers.cancel_all()  # timers left by code outside the fixture never run here

    def mount_and_track(template: str, data: Any = None, **options: Any) -> Any:
        page = mount_template(template, data, **options)
        mounted.append(page)
        return page

    yield mount_and_track
    for page in mounted:
        page.unmount()
    scheduler.current().timers.cancel_all()  # a test's timers never run in the next one
    if scheduler.pending():
        scheduler.flush()
