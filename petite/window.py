"""The page's globals an app's expressions see besides the built-ins: `document`,
`window`, `alert`/`confirm`/`prompt` (`page_globals`). One set per app, read after the
scopes and before the built-ins (`Scope.globals`), never process-wide.

`window` (and `self`) is the page's global object as far as a server knows it: the
built-ins (`window.Math`, `window.setTimeout`), the app's globals (`window.document`,
`window.alert`, a global a function created), itself (`window.window`, `self`),
`scrollTo`/`scroll`/`scrollBy`, which the browser showing a live page runs (elsewhere
nothing scrolls), and what a fresh page's window holds (`name` and `status` "", `length`
0, `closed` false: also bare names, as in petite-vue, whose `with` falls back to them).
What only a browser knows (`location`, `innerWidth`, `localStorage` ...) is undefined.
`window.x = v` makes a global `x`, as in a browser.

`navigator` (also `window.navigator`, one per app) holds what a server knows of the browser: its
`language` and `languages` are the locale petite formats dates and numbers with when
none is given (`expr.locale_tags.DEFAULT_LOCALE`, Chromium's default, en-US), so
`d.toLocaleDateString(navigator.language)` reads as `d.toLocaleDateString()`; the rest
(`userAgent`, `onLine` ...) is undefined.
"""

from __future__ import annotations

import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .domview import DISPATCH_COST, DocumentView
from .expr.budget import tick
from .expr.dom_interfaces import interfaces_of
from .expr.errors import ExpressionError
from .expr.functions import BoundMethod, Sealed
from .expr.locale_tags import DEFAULT_LOCALE
from .expr.scope import GLOBALS
from .expr.values import to_js_string, to_number, undefined

if TYPE_CHECKING:
    from .app import App

_SELF_NAMES = frozenset({"window", "self", "frames", "top", "parent"})
# Properties of a page's window whose values a server knows: a fresh top-level page's
WINDOW_VALUES = {"name": "", "status": "", "length": 0, "closed": False}
_PAGE_NAMES = frozenset({"document", "navigator", "alert", "confirm", "prompt", "scrollTo", "scroll", "scrollBy"})
_SCROLL_OPTIONS = ("top", "left", "behavior")
_BEHAVIORS = ("auto", "instant", "smooth")


def page_globals(app: App) -> dict[str, Any]:
    """The names an app's expressions see as the page's globals."""
    app = weakref.proxy(app)  # (the app holds its globals: no cycle through them, freed by refcount)
    window = WindowView(app)
    scrolls = {name: BoundMethod(method, window) for name, method in WindowView.METHODS.items()}
    return {"document": DocumentView(app), "window": window, "self": window, "navigator": NavigatorView(),
            **app.dialogs.globals(), **WINDOW_VALUES, **scrolls}


def _finite(value: Any) -> float:
    """A scroll coordinate as the browser reads it, NaN and infinities as 0 (JSON has
    neither)."""
    number = to_number(value)
    return number if number == number and abs(number) != float("inf") else 0


def _scroll(name: str) -> Any:
    def scroll(self: WindowView, x: Any = undefined, y: Any = undefined, *_: Any) -> Any:
        """`window.scrollTo(x, y)` or `scrollTo({ top, left, behavior })`: only numbers
        and the listed behaviours travel to the browser."""
        tick(DISPATCH_COST)
        app = self.node
        if not app.in_browser:
            return undefined
        if isinstance(x, Mapping):
            options: dict[str, Any] = {}
            for key in _SCROLL_OPTIONS:
                value = x.get(key)
                if key == "behavior":
                    if value is not None and to_js_string(value) in _BEHAVIORS:
                        options[key] = to_js_string(value)
                elif value is not None and value is not undefined:
                    options[key] = _finite(value)
            app.page_call(name, options)
        else:
            app.page_call(name, _finite(x), _finite(y))
        return undefined

    return scroll


class WindowView(Sealed):
    """`window` in an expression (see the module's docstring)."""

    __slots__ = ("node",)
    __reactive_skip__ = True
    __js_object__ = True
    METHODS = {"scrollTo": _scroll("scrollTo"), "scroll": _scroll("scrollTo"), "scrollBy": _scroll("scrollBy")}

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "node", app)

    def __repr__(self) -> str:
        return "[object Window]"

    def __js_fields__(self) -> dict[str, Any]:
        return {}

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of("Window")

    def __js_string__(self) -> str:
        return "[object Window]"

    def _globals(self) -> dict[str, Any]:
        return self.node.ctx.scope.globals

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            return undefined
        if key in _SELF_NAMES:
            return self
        method = self.METHODS.get(key)
        if method is not None:
            return BoundMethod(method, self)
        value = self._globals().get(key, undefined)
        return GLOBALS.get(key, undefined) if value is undefined else value

    def __js_set__(self, key: Any, value: Any) -> None:
        name = key if type(key) is str else to_js_string(key)
        if name in _SELF_NAMES or name in _PAGE_NAMES or name in GLOBALS:  # (shared, or the page's own)
            raise ExpressionError(f"Cannot assign to read only property '{name}' of object '[object Window]'")
        self._globals()[name] = value


# Navigator.prototype's accessors in Chromium (a write to one does nothing); a write to
# another name makes an own property of that page's navigator, as on any object
_NAVIGATOR_ACCESSORS = frozenset(
    """appCodeName appName appVersion connection cookieEnabled doNotTrack geolocation
    hardwareConcurrency ink language languages maxTouchPoints mediaCapabilities mediaSession
    mimeTypes onLine pdfViewerEnabled permissions platform plugins product productSub
    scheduling userActivation userAgent vendor vendorSub webdriver webkitPersistentStorage
    webkitTemporaryStorage windowControlsOverlay""".split()
)


def _languages(locale: str) -> list[str]:
    """navigator.languages for a browser whose locale is `locale`: Chromium lists the
    language without its region after it ("en-US", "en")."""
    base = locale.split("-")[0]
    return [locale] if base == locale else [locale, base]


class NavigatorView(Sealed):
    """`navigator` in an expression (see the module's docstring), one per app. Like the
    browser's it displays as `{}` (its properties are getters of its prototype), ignores
    writes to them and keeps other properties written to it (`navigator.x = 1`)."""

    __slots__ = ("fields",)
    __reactive_skip__ = True
    __js_object__ = True

    def __init__(self) -> None:
        object.__setattr__(self, "fields", {})

    def __repr__(self) -> str:
        return "[object Navigator]"

    def __js_fields__(self) -> dict[str, Any]:
        return dict(self.fields)

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of("Navigator")

    def __js_string__(self) -> str:
        return "[object Navigator]"

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            return undefined
        if key in self.fields:
            return self.fields[key]
        if key == "language":
            return DEFAULT_LOCALE
        if key == "languages":
            return _languages(DEFAULT_LOCALE)
        return undefined

    def __js_set__(self, key: Any, value: Any) -> None:
        name = key if type(key) is str else to_js_string(key)
        if name not in _NAVIGATOR_ACCESSORS:  # (an accessor without a setter: a sloppy-mode write does nothing)
            self.fields[name] = value
