"""`alert()`, `confirm()` and `prompt()` in expressions: the page's own dialogs, one set
per app (`App.dialogs`), never process-wide.

* Under `petite.testing.mount` nothing is shown: each call is recorded
  (`Mounted.dialogs`), `confirm` answers False and `prompt` null, as a browser whose user
  dismisses them, unless the test says otherwise (`Mounted.answer_dialogs`).
* On a live page `alert(message)` is shown by the browser (a `call` op on the page's
  root, as `focus()`); `confirm` and `prompt` are errors there: their answer is the
  user's, and a handler on the server cannot stop to wait for the browser. A
  `<dialog>` (`showModal()`, its `close` event) asks instead.
* `petite.render` never runs a handler; a binding that calls one renders by mounting.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from .expr.budget import tick
from .expr.errors import ExpressionError
from .expr.values import to_js_string, undefined

if TYPE_CHECKING:
    from .app import App

# Steps an alert costs on a live page, where each one is a modal box the user must
# dismiss: an evaluation shows at most ten.
LIVE_ALERT_COST = 100_000
DIALOG_COST = 200  # (without a browser: recorded only)


def _text(message: Any) -> str:
    return "" if message is undefined else to_js_string(message)


class PageDialogs:
    """The page dialogs of one app: what they showed, and the answers a test gives."""

    def __init__(self, app: App) -> None:
        self.app = weakref.proxy(app)  # (the app holds its dialogs: no cycle, freed by refcount)
        #: (kind, message) for each alert, confirm and prompt, in order
        self.shown: list[tuple[str, str]] = []
        self.confirm_answer = False
        self.prompt_answer: str | None = None

    def alert(self, message: Any = undefined, *_: Any) -> Any:
        text = _text(message)
        if self.app.in_browser:
            tick(LIVE_ALERT_COST)
            self.app.page_call("alert", text)
            return undefined
        tick(DIALOG_COST)
        self.shown.append(("alert", text))
        return undefined

    def confirm(self, message: Any = undefined, *_: Any) -> bool:
        self._no_answer_on_a_live_page("confirm")
        tick(DIALOG_COST)
        self.shown.append(("confirm", _text(message)))
        return self.confirm_answer

    def prompt(self, message: Any = undefined, default: Any = undefined, *_: Any) -> Any:
        self._no_answer_on_a_live_page("prompt")
        tick(DIALOG_COST)
        self.shown.append(("prompt", _text(message)))
        return self.prompt_answer

    def _no_answer_on_a_live_page(self, name: str) -> None:
        if self.app.in_browser:
            raise ExpressionError(
                f"{name}() cannot wait for the user on a live page (the handler runs on the server): "
                "ask with a <dialog> (showModal() and its close event) instead", kind="TypeError")

    def globals(self) -> dict[str, Any]:
        """The names expressions see."""
        return {"alert": self.alert, "confirm": self.confirm, "prompt": self.prompt}
