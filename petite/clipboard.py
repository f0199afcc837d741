"""`navigator.clipboard` and `isSecureContext`: what a page has in a secure context.

Chromium gives a page the asynchronous Clipboard API only in a secure context: an
`https:` page, or an `http:` one on the machine itself (`localhost`, `127.0.0.1`,
`[::1]`, `*.localhost`). petite follows the page's address (`app.url`); a page with no
address (about:blank: a render, a test that gives none) is taken as not secure, as the
`http:` page petite-vue is measured on.

`navigator.clipboard.writeText(text)` resolves at once: a live page's browser writes the
text (a `call` op, run in the user's click's activation), a page no browser shows keeps
it in `app.clipboard` (`Mounted.clipboard` in a test). Reading the clipboard is never
allowed (`readText()` rejects with NotAllowedError): a server never sees what a user
copied elsewhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .expr.budget import charge_written, tick
from .expr.functions import PageObject
from .expr.promises import JSPromise, fulfill, reject
from .expr.urls import InvalidURL, parse_url
from .expr.values import make_error, to_js_string, undefined

if TYPE_CHECKING:
    from .app import App

_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]"})


def is_secure(app: App) -> bool:
    """Is the page a secure context (see the module docstring)?"""
    if not app.url:
        return False
    try:
        url = parse_url(app.url)
    except InvalidURL:
        return False
    if url.scheme == "https":
        return True
    host = (url.host or "").lower()
    return url.scheme == "http" and (host in _LOCAL_HOSTS or host.endswith(".localhost"))


def _write_text(self: ClipboardView, text: Any = undefined, *_: Any) -> JSPromise:
    promise = JSPromise()
    if text is undefined:
        reject(promise, make_error("TypeError", "Failed to execute 'writeText' on 'Clipboard': 1 argument required, "
                                                "but only 0 present."))
        return promise
    value = text if isinstance(text, str) else to_js_string(text)
    charge_written(value)
    tick(10)
    app = self.app
    if app.in_browser:
        app.page_call("clipboard", value)
    else:
        app.record(app.clipboard, value)
    fulfill(promise, undefined)
    return promise


def _read_text(self: ClipboardView, *_: Any) -> JSPromise:
    promise = JSPromise()
    reject(promise, make_error("NotAllowedError", "Failed to execute 'readText' on 'Clipboard': Read permission denied."))
    return promise


class ClipboardView(PageObject):
    """`navigator.clipboard` (one per app): `writeText` and a refused `readText`."""

    __slots__ = ("app",)
    NAME = "Clipboard"
    METHODS = {"writeText": _write_text, "readText": _read_text}

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "app", app)
