"""A live session of the js-framework-benchmark demo in this process, for the live_* benchmarks.

No socket: `StandInConnection` encodes each batch as a v2 client would receive it and
counts its bytes. Run from a baseline venv, the installed petite wins: the project root
is appended to `sys.path` only so that `demos` can be imported.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from petite.live import LiveApp
from petite.skeletons import Skeletons

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))  # for `demos` (after the installed petite: a baseline venv's wins)
from demos.benchmark import Table  # noqa: E402

PAGE = ROOT / "demos" / "pages" / "benchmark.html"


class StandInConnection:
    """Takes a session's messages as a v2 socket would (encoded, counted in bytes, dropped)."""

    def __init__(self, on_send: Callable[[], None] | None = None) -> None:
        self.skeletons = Skeletons()
        self.sent = 0
        self.on_send = on_send

    def send(self, text: str) -> None:
        self.sent += len(text.encode())
        if self.on_send is not None:
            self.on_send()

    def close(self, code: int) -> None:
        pass


def table(rows: int | None = None) -> Callable[[], Table]:
    """The demo's state; with `rows`, its "create" button creates that many rows."""
    if rows is None:
        return lambda: Table(seed=1)

    class Demo(Table):
        def run(self, count: int = 1000) -> None:
            super().run(rows)

    return lambda: Demo(seed=1)


def new_session(rows: int | None = None, on_send: Callable[[], None] | None = None):
    """A session of the demo page with a stand-in connection."""
    session = LiveApp(PAGE, data=table(rows)).new_session()
    session.connection = StandInConnection(on_send)
    return session


def button(session, element_id: str) -> int:
    """The node id of the button with this id."""
    for node in session.app.root.iter():
        if getattr(node, "tag", None) == "button" and node.get_attribute("id") == element_id:
            return node.nid
    raise LookupError(element_id)
