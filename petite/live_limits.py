"""Bounds of a live connection: signed session tokens, an event rate, queued output.

- `Signer` makes and checks the token a page hands its client: the session id and
  when it was issued, with an HMAC, so a client can only name the session its own
  page created (the token travels in the socket's first message, never in a URL).
- `TokenBucket` allows `rate` events a second on average, `burst` at once; a socket
  over its rate is first paced (its reading pauses), then its events are dropped.
- `Outbox` queues a connection's outgoing messages up to `limit` characters: a client
  that does not read its socket is dropped, not buffered for ever. The limit bounds
  what waits behind the next message to go, which may be bigger (the `init` of a big
  page, the batch of a big update: else the client could never receive it): what waits
  is at most that message and `limit` more (and the one being written to the socket).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
from collections import deque
from collections.abc import Callable


class Signer:
    """Signs and checks `session id.issued` tokens with a secret key."""

    def __init__(self, secret: bytes) -> None:
        self.secret = secret

    def _mac(self, body: str) -> str:
        digest = hmac.new(self.secret, body.encode(), hashlib.sha256).digest()
        return base64.urlsafe_b64encode(digest[:24]).decode()

    def sign(self, session_id: str, issued: float) -> str:
        body = f"{session_id}.{issued!r}"
        return f"{body}.{self._mac(body)}"

    def check(self, token: object) -> tuple[str, float] | None:
        """(session id, issued) of a genuine token, else None."""
        if not isinstance(token, str) or len(token) > 200 or token.count(".") < 2:
            return None
        body, _, mac = token.rpartition(".")
        if not hmac.compare_digest(mac, self._mac(body)):
            return None
        session_id, _, issued = body.partition(".")
        try:
            return session_id, float(issued)
        except ValueError:
            return None


class TokenBucket:
    """`take()` is True while the average rate stays under `rate`/s (bursts of `burst`)."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float]) -> None:
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.tokens = burst
        self.last = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def wait(self) -> float:
        """Seconds until the next event is allowed (0: now)."""
        self._refill()
        return 0.0 if self.tokens >= 1 else (1 - self.tokens) / self.rate

    def take(self) -> bool:
        self._refill()
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def debt(self) -> float:
        """Seconds until the bucket is out of debt (0: it is not in debt)."""
        self._refill()
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate

    def charge(self, cost: float) -> None:
        """Spend `cost` more tokens on work already done (the bucket may go into debt:
        later events wait until it is paid back)."""
        self._refill()
        self.tokens -= cost


class Outbox:
    """Messages waiting for a socket, bounded by the size (characters) of those
    behind the next one to go (which may be over the bound alone)."""

    def __init__(self, limit: int, on_overflow: Callable[[], object]) -> None:
        self.limit = limit
        self.size = 0
        self.closed = False
        self._messages: deque[str] = deque()
        self._ready = asyncio.Event()
        self._on_overflow = on_overflow

    def put(self, text: str) -> None:
        if self.closed:
            return
        if self._messages and self.size - len(self._messages[0]) + len(text) > self.limit:
            self.close()
            self._on_overflow()
            return
        self._messages.append(text)
        self.size += len(text)
        self._ready.set()

    def close(self) -> None:
        self.closed = True
        self._messages.clear()
        self.size = 0
        self._ready.set()

    async def get(self) -> str | None:
        """The next message, or None once closed."""
        while not self._messages:
            if self.closed:
                return None
            self._ready.clear()
            await self._ready.wait()
        text = self._messages.popleft()
        self.size -= len(text)
        return text

    def empty(self) -> bool:
        return not self._messages
