"""One browser event's path through a live session's listeners.

In the browser one event can reach several listeners (a row's button, then the row, then
the page): the path is fixed when dispatch begins, so every listener on it runs even
when an earlier one removed the target or the listening element (petite-vue updates the
DOM later), and none runs after one called `stopPropagation()`. The live client forwards
each listener's call as its own message; the ones after the first name the first's
`seq` (`hop`). The server resolves the first message as any event (live, connected,
listening nodes) and keeps its path here: a hop is looked up on that path only, in the
browser's order (capture from the top, the target, bubbling up), each step at most
once, with the listeners each node had when dispatch began. Only the session's latest
dispatch takes hops.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import dom


class Dispatch:
    """The path of the event a session's client message `seq` started."""

    __slots__ = ("seq", "event", "steps", "at", "undo")

    def __init__(self, seq: int, event: dom.Event, node: dom.Element, phase: int) -> None:
        target = event.target
        chain = []
        parent = target.parent if target is not None else None
        while parent is not None:
            chain.append(parent)
            parent = parent.parent
        steps = [(n, dom.CAPTURING_PHASE, n.listeners) for n in reversed(chain) if isinstance(n, dom.Element)]
        steps.append((target, dom.AT_TARGET, target.listeners))
        if event.bubbles:
            steps += [(n, dom.BUBBLING_PHASE, n.listeners) for n in chain if isinstance(n, dom.Element)]
        self.seq = seq
        self.event = event
        self.steps = steps
        # what a listener's preventDefault() undoes of the click's toggle (the browser
        # undoes it too: `petite.dom.toggle_undo`), until one cancels it
        self.undo: Callable[[], None] | None = None
        # (a step the path does not hold: no hop follows it)
        self.at = next((i for i, (n, p, _) in enumerate(steps) if n is node and p == phase), len(steps))

    def hop(self, node_id: Any, kind: Any, capture: bool) -> tuple[dom.Element, int, tuple] | None:
        """The next step of this dispatch at `node_id` (its node, phase and listeners
        then; no listeners when propagation was stopped at an earlier node: a handler
        called `stopPropagation()`), or None: not on the path after the last step run,
        or another event type."""
        event = self.event
        if kind != event.type or type(node_id) is not int:
            return None
        for i in range(self.at + 1, len(self.steps)):
            node, phase, listeners = self.steps[i]
            if node.nid != node_id:
                continue
            if phase != dom.AT_TARGET and (phase == dom.CAPTURING_PHASE) != capture:
                continue
            stopped = event._stop and node is not self.steps[self.at][0]
            self.at = i
            return node, phase, () if stopped else listeners
        return None
