"""Shared state: one store for every tab. Each tab has its own draft and name; the
counter and the messages live in a shared store, so a change made in one tab is
flushed to every tab that shows it.

One process by default. With `PETITE_REDIS_URL` set (`redis://host:6379/0`) the store
is kept consistent through Redis across every worker process serving the demos
(docs/deploy.md): a message sent on one worker reaches the tabs of all of them."""

from __future__ import annotations

import itertools
import os
import secrets

from petite.live_store import shared_store

MAX_MESSAGES = 50

STORE = shared_store("demo-chat", {"count": 0, "messages": []}, url=os.environ.get("PETITE_REDIS_URL") or None)
_visitors = itertools.count(1)


class Room:
    def __init__(self) -> None:
        self.store = STORE
        self.name = f"guest {next(_visitors)}"
        self.draft = ""

    def send(self) -> None:
        text = self.draft.strip()
        if text:
            messages = self.store["messages"]
            # ids unique across worker processes (v-for keys them)
            messages.append({"id": secrets.token_hex(6), "name": self.name, "text": text})
            del messages[:-MAX_MESSAGES]
        self.draft = ""
