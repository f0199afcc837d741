"""Shared state: one store for every tab. Each tab has its own draft and name; the
counter and the messages live in a module-level reactive store, so a change made in
one tab is flushed to every tab that shows it."""

from __future__ import annotations

import itertools

from petite.reactivity import reactive

MAX_MESSAGES = 50

STORE = reactive({"count": 0, "messages": []})
_visitors = itertools.count(1)
_message_ids = itertools.count(1)


class Room:
    def __init__(self) -> None:
        self.store = STORE
        self.name = f"guest {next(_visitors)}"
        self.draft = ""

    def send(self) -> None:
        text = self.draft.strip()
        if text:
            messages = self.store["messages"]
            messages.append({"id": next(_message_ids), "name": self.name, "text": text})
            del messages[:-MAX_MESSAGES]
        self.draft = ""
