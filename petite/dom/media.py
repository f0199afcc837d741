"""`<audio>` and `<video>` playback, as HTMLMediaElement's members a page's player uses:
`play()`, `pause()`, `load()`, `paused`, `currentTime`, `playbackRate`, `canPlayType()`
and the read-only state of a medium that is never loaded.

petite plays nothing: it keeps the state a script sees. `play()` unpauses the element
and returns a promise that stays pending (a browser's waits for data), `pause()` pauses
it and rejects the pending promises with an AbortError, as Chromium does for an element
it cannot load yet; their `play` and `pause` events are fired as tasks. On a live page
the browser owns playback: `play()`, `pause()` and `load()` are asked of it
(`browser_call`, as `focus()`) and its own `play`/`pause` events reach the server's
listeners as any event; the server's `paused` follows what its script asked, and the
plays a `pause()` interrupted are rejected after the browser's `pause` event arrived.
`muted` and `volume` are live properties (petite.safety.PROPERTY_ONLY).
"""

from __future__ import annotations

import math
from typing import Any

from ..expr import host
from ..expr.errors import ExpressionError
from ..expr.promises import JSPromise, reject
from ..expr.values import make_error, to_js_string, to_number, undefined
from .core import HTML_NS, browser_call
from .events import make_event

MEDIA_TAGS = frozenset({"audio", "video"})
_STATE = "media state"  # (the element's data: paused, current time, rates, pending plays)
NONE = object()  # (not a media member)
# What Chromium answers `canPlayType(type)` for the types pages ask about (its MIME type,
# parameters aside); any other type is "".
_PLAYABLE = {
    "audio/mpeg": "probably", "audio/mp3": "probably", "audio/aac": "probably", "audio/flac": "probably",
    "audio/ogg": "maybe", "audio/wav": "maybe", "audio/webm": "maybe", "audio/mp4": "maybe",
    "video/mp4": "maybe", "video/webm": "maybe", "video/ogg": "maybe",
}
_INTERRUPTED = "The play() request was interrupted by {}. https://goo.gl/LdLk22"
_RATES = (0.0625, 16.0)  # the playback rates Chromium supports (and 0)
# The newest plays an element holds pending, and the newest groups of them a pause on a
# live page interrupted before the browser's `pause` event: older ones are let go (they
# stay pending, their handlers never run). Chromium holds every one (until its data
# comes); here they were the server's memory, a session's without bound: a click
# looping `audio.play()` kept 0.66 MB, each click more, and every `play(); pause()` a
# group while a client sent no `pause` event.
MAX_HELD = 64


def is_media(el: Any) -> bool:
    return el.tag in MEDIA_TAGS and el.namespace == HTML_NS


def _state(el: Any) -> dict[str, Any]:
    state = el.data.get(_STATE)
    if state is None:
        state = el.data[_STATE] = {"paused": True, "time": 0, "rate": 1, "default rate": 1, "pending": [],
                                   "interrupted": []}
    return state


def read(el: Any, key: str) -> Any:
    """The media member `key` of `el` (a method as a function of the element), or NONE."""
    if key in METHODS:
        return METHODS[key]
    state = el.data_or_none()
    state = state.get(_STATE) if state else None
    if key == "paused":
        return True if state is None else state["paused"]
    if key == "currentTime":
        return 0 if state is None else state["time"]
    if key == "playbackRate":
        return 1 if state is None else state["rate"]
    if key == "defaultPlaybackRate":
        return 1 if state is None else state["default rate"]
    if key == "duration":
        return math.nan
    if key in ("ended", "seeking"):
        return False
    if key == "readyState":
        return 0
    if key in ("videoWidth", "videoHeight"):
        return 0 if el.tag == "video" else NONE
    if key == "networkState":
        return 0 if "src" not in el.attrs else 1
    if key == "error":
        return None
    if key == "currentSrc":
        return ""
    if key == "preservesPitch":
        return True
    return NONE


def write(el: Any, key: str, value: Any) -> bool:
    """`el[key] = value` for a media member (errors as Chromium's); False: not one."""
    if key == "currentTime":
        _state(el)["time"] = _finite(value, "currentTime")
        return True
    if key in ("playbackRate", "defaultPlaybackRate"):
        rate = _finite(value, key)
        if rate != 0 and not _RATES[0] <= abs(rate) <= _RATES[1] or rate < 0:
            raise ExpressionError(f"Failed to set the '{key}' property on 'HTMLMediaElement': The provided playback "
                                  f"rate ({to_js_string(rate)}) is not in the supported playback range.",
                                  kind="NotSupportedError")
        _state(el)["rate" if key == "playbackRate" else "default rate"] = rate
        return True
    return key in ("paused", "duration", "ended", "seeking", "readyState", "networkState", "error", "currentSrc")


def check_volume(value: Any) -> None:
    """A script's `media.volume = value` throws where Chromium's does (the value itself is
    a live property: petite.safety.PROPERTY_ONLY; a binding's such write is dropped)."""
    number = _finite(value, "volume")
    if not 0 <= number <= 1:
        raise ExpressionError(f"Failed to set the 'volume' property on 'HTMLMediaElement': The volume provided "
                              f"({to_js_string(number)}) is outside the range [0, 1].", kind="IndexSizeError")


def _finite(value: Any, key: str) -> Any:
    number = to_number(value)
    if not math.isfinite(number):
        raise ExpressionError(f"Failed to set the '{key}' property on 'HTMLMediaElement': The provided double value "
                              "is non-finite.", kind="TypeError")
    return int(number) if float(number).is_integer() else number


def play(el: Any) -> JSPromise:
    """`el.play()`: unpaused (a `play` event as a task), a promise pending until a pause
    or load interrupts it; on a live page the browser plays."""
    state = _state(el)
    promise = JSPromise()
    state["pending"].append(promise)
    del state["pending"][:-MAX_HELD]
    if state["paused"]:
        state["paused"] = False
        if not browser_call(el, "play"):
            _queue_event(el, "play")
    return promise


def pause(el: Any) -> None:
    """`el.pause()`: paused (a `pause` event as a task), pending plays rejected."""
    state = _state(el)
    pending, state["pending"] = state["pending"], []
    event = None
    if not state["paused"]:
        state["paused"] = True
        if browser_call(el, "pause"):  # (the browser's `pause` event comes first: Chromium's one task)
            return _reject_after_browser_pause(el, pending)
        event = "pause"
    _queue(el, event, pending, "a call to pause()")


def _reject_after_browser_pause(el: Any, pending: list[JSPromise]) -> None:
    """On a live page the browser pauses and fires `pause`: the plays it interrupted are
    rejected after that event's listeners, as Chromium's task does both in that order.
    The element waits with one listener whatever the number of pauses before the
    browser's event comes (a page pausing in a loop, a client that never sends it): the
    plays each pause interrupted wait in the element's state, and its next `pause`
    event rejects them all, oldest first."""
    if not pending:
        return
    waiting = _state(el)["interrupted"]
    waiting.append(pending)
    del waiting[:-MAX_HELD]
    if len(waiting) > 1:  # (the listener is there already)
        return

    def rejected(event: Any) -> None:
        groups, _state(el)["interrupted"] = _state(el)["interrupted"], []
        for promises in groups:  # (one error a pause, as Chromium's)
            error = make_error("AbortError", _INTERRUPTED.format("a call to pause()"))
            for promise in promises:
                reject(promise, error)

    el.add_event_listener("pause", rejected, once=True)


def load(el: Any) -> None:
    """`el.load()`: back to the start of a medium not loaded: paused, the playback rate its
    default, pending plays rejected; on a live page the browser loads."""
    state = _state(el)
    state["paused"] = True
    state["rate"] = state["default rate"]
    browser_call(el, "load")
    pending, state["pending"] = state["pending"], []
    _queue(el, None, pending, "a new load request")


def can_play_type(el: Any, kind: Any = undefined) -> str:
    """`el.canPlayType(type)`: Chromium's answer for the container; one that names its
    codecs (`audio/ogg; codecs=opus`) is "probably" (petite does not tell codecs apart)."""
    mime, _, parameters = to_js_string(kind).partition(";")
    answer = _PLAYABLE.get(mime.strip().lower(), "")
    return "probably" if answer and "codecs" in parameters.lower() else answer


def _queue(el: Any, event: str | None, pending: list[JSPromise], cause: str) -> None:
    """One task, as Chromium queues it: the event (if any), then the interrupted plays
    rejected with an AbortError."""
    if event is None and not pending:
        return

    def task(*_: Any) -> None:
        if event is not None:
            el.dispatch_event(make_event(event))
        for promise in pending:
            reject(promise, make_error("AbortError", _INTERRUPTED.format(cause)))

    host.current().timers.set(task, 0)


def _queue_event(el: Any, kind: str) -> None:
    _queue(el, kind, [], "")


METHODS = {"play": play, "pause": pause, "load": load, "canPlayType": can_play_type}
