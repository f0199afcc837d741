"""v-effect: run a statement as a reactive effect (after the mount's first flush)."""

from __future__ import annotations

from typing import Any
from petite import scheduler
from petite.directive_api import Directive

# -- live (mount engine) ---------------------------------------------------------------


def effect(d: Any) -> None:
    """The live `v-effect`: queued to the next tick, then re-run when its reads change."""
    def start() -> None:
        if d.ctx.connected(d.el):  # its block may have been removed in the meantime
            d.effect(lambda: d.run(d.exp))

    scheduler.next_tick(start)


DIRECTIVE = Directive("effect", mount=effect, planned=False, mount_only=True)
