"""The page's globals an app's expressions see besides the built-ins: `document`,
`window`, `alert`/`confirm`/`prompt` (`page_globals`). One set per app, read after the
scopes and before the built-ins (`Scope.globals`), never process-wide.

`window` (and `self`) is the page's global object as far as a server knows it: the
built-ins (`window.Math`, `window.setTimeout`), the app's globals (`window.document`,
`window.alert`, a global a function created), itself (`window.window`, `self`),
`scrollTo`/`scroll`/`scrollBy`, which the browser showing a live page runs (elsewhere
nothing scrolls), `open(url, target)` (`petite.location.open_window`: a live page's browser
opens the window, a test records it in `Mounted.opened`; the script gets null), and what a fresh page's window holds (`name` and `status` "", `length`
0, `closed` false: also bare names, as in petite-vue, whose `with` falls back to them).
`localStorage` and `sessionStorage` are the app's (`petite.storage`). `location` is the page's
address and `history` its session history (`petite.location`). Where the page is shown
(`innerWidth`, `screen`, `devicePixelRatio`, `matchMedia`, `navigator.userAgent` ...) is
the app's viewport (`App.viewport`, `petite.expr.viewport`: the reference harness's page
unless a test or a live page's browser says otherwise); each is replaceable, as in Chromium
(`window.innerWidth = 5` makes a global). What else only a browser knows
(`IntersectionObserver` ...) is undefined.
`window.x = v` makes a global `x`, as in a browser.

The window's named access: a name no scope, global or built-in has is the page's element
with that `id` (any element; `name` on embed, form, img and object: `NAMED_BY_NAME`),
several of them an HTMLCollection (`NamedCollection`, live), as in Chromium, where such a
name falls through petite-vue's `with($data)` to the window. The window's own properties
(`name`, `top`, `onclick` ..., `window_properties.WINDOW_PROPERTIES`) come first, the
page's elements only as the mounted tree holds them when the expression runs
(`WindowView.named`). A server-side render has no page: where a name it lacks may be one
of its elements (`page_names`) or a global of the page (`page_only`: `top`, `alert`), the
template is mounted instead (`petite.template`).
An id is only ever compared with the name read: the value is the element's view or the
collection, never anything the id names in Python.

`event` (also `window.event`) is the event whose listeners are running (the view the
handler's `$event` is), undefined outside a dispatch.

`navigator` (also `window.navigator`, one per app) holds what a server knows of the browser: its
`language` and `languages` are the locale petite formats dates and numbers with when
none is given (`expr.locale_tags.DEFAULT_LOCALE`, Chromium's default, en-US), so
`d.toLocaleDateString(navigator.language)` reads as `d.toLocaleDateString()`;
`userAgent`, `platform`, `maxTouchPoints` ... are the viewport's
(`petite.expr.viewport.NAVIGATOR_PROPERTIES`); the rest is undefined.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .dom import Element, Event, Fragment
from .dom.core import HTML_NS
from .dom.events import CURRENT_EVENT, report_exception
from .domview import (DISPATCH_COST, PAGE_LISTENER_METHODS, DocumentView, DomView, document_elements, element_at,
                      page_handler_property, read_finds, scroll_arguments, set_page_handler_property, view,
                      with_own_property)
from .expr.budget import ExpressionLimitError, metered, tick
from .expr.dom_interfaces import interfaces_of
from .expr.errors import ExpressionError
from .expr.functions import BoundMethod, Sealed, call_with_this, with_length
from .expr.locale_tags import DEFAULT_LOCALE
from .expr.scope import GLOBALS, MISSING
from .expr.media_queries import MediaQueryList, match_media
from .expr.values import to_js_string, to_number, to_property_key, undefined
from .expr.viewport import NAVIGATOR_PROPERTIES, WINDOW_PROPERTIES as VIEWPORT_PROPERTIES, Viewport
from .clipboard import ClipboardView, is_secure
from .location import HistoryView, LocationView, fire_window_event, open_window
from .storage import page_storages
from .syntax import DIR_RE, split_directive
from .window_properties import WINDOW_PROPERTIES

if TYPE_CHECKING:
    from .app import App

_SELF_NAMES = frozenset({"window", "self", "frames", "top", "parent", "globalThis"})
# the window's event-handler properties (`onload`, `onhashchange` ...): null to a read
_HANDLER_PROPERTIES = frozenset(name for name in WINDOW_PROPERTIES if name.startswith("on"))
# Properties of a page's window whose values a server knows: a fresh top-level page's
WINDOW_VALUES = {"name": "", "status": "", "length": 0, "closed": False}
_STRING_VALUED = frozenset({"name", "status"})  # (DOMString attributes: a write keeps the value's text)
_PAGE_NAMES = frozenset({"document", "navigator", "location", "history", "alert", "confirm", "prompt", "scrollTo", "scroll", "scrollBy",
                         "print", "open", "localStorage", "sessionStorage"})


def page_globals(app: App) -> dict[str, Any]:
    """The names an app's expressions see as the page's globals."""
    app = weakref.proxy(app)  # (the app holds its globals: no cycle through them, freed by refcount)
    window = WindowView(app)
    scrolls = {name: BoundMethod(method, window, name) for name, method in WindowView.METHODS.items()}
    return {"document": DocumentView(app), **dict.fromkeys(_SELF_NAMES, window), "navigator": NavigatorView(app),
            "location": LocationView(app), "history": HistoryView(app),
            **app.dialogs.globals(), **page_storages(), **WINDOW_VALUES, **scrolls}


def _current_event(app: App) -> Any:
    event = CURRENT_EVENT.get()
    return undefined if event is None else view(event)


def _viewport_property(name: str) -> Callable[[App], Any]:
    read = VIEWPORT_PROPERTIES[name]
    return lambda app: read(app.viewport)


# The window's own properties whose values change as the page runs, read when named:
# `event` in a handler (the one being dispatched), `isSecureContext` (the page's address),
# where the page is shown (`petite.expr.viewport`: `innerWidth`, `screen` ...)
_LIVE_PROPERTIES = {"event": _current_event, "isSecureContext": is_secure,
                    **{name: _viewport_property(name) for name in VIEWPORT_PROPERTIES}}


# `length` of the window's methods in Chromium
_METHOD_LENGTHS = {"scrollTo": 0, "scroll": 0, "scrollBy": 0, "print": 0, "open": 0, "matchMedia": 1,
                   "addEventListener": 2, "removeEventListener": 2, "dispatchEvent": 1}


def viewport_reported(app: App, report: Any) -> None:
    """A live page's browser reported where it shows the page (`Viewport.reported`: the
    values it checks are kept): the page is shown in that viewport now (`show_in`; its
    first report after it connects may resize it: the server's first paint assumed
    `ASSUMED`'s 1280x720)."""
    show_in(app, app.viewport.reported(report))


def show_in(app: App, viewport: Viewport) -> None:
    """The page is shown in `viewport` from now on: the window's values and `matchMedia`
    follow and, as a browser's rendering steps do, `resize` is dispatched at the window
    when the size changed, `scroll` when the page was scrolled, then `change` at each
    listened list whose `matches` changed (a MediaQueryListEvent with `matches` and
    `media`)."""
    old = app.viewport
    if viewport == old:
        return
    app.viewport = viewport
    if (viewport.width, viewport.height) != (old.width, old.height):
        fire_window_event(app, "resize")
    if (viewport.scroll_x, viewport.scroll_y) != (old.scroll_x, old.scroll_y):
        fire_window_event(app, "scroll", at_document=True)
    if viewport.features != old.features:  # (a scroll alone changes no media feature)
        metered(_fire_media_changes, app, viewport)  # (one evaluation: the queries and listeners are charged)


def _fire_media_changes(app: App, new: Viewport) -> None:
    changed = [found for found in list(app.media_lists) if found.follow(new)]  # (each query evaluated once)
    for found in changed:
        event = Event("change", matches=found.last, media=found.media)
        event.interface = "MediaQueryListEvent"
        for handler in found.handlers():
            try:
                metered(call_with_this, handler, found, (view(event),), "listener")
            except ExpressionLimitError:
                raise
            except ExpressionError as error:
                report_exception(error)


def page_only(name: str) -> bool:
    """Is `name` a global of the page (`page_globals`) that a server-side render,
    which has no page, lacks? (The viewport's names a render answers first, for
    `ASSUMED`: `petite.template`.)"""
    return name in _SELF_NAMES or name in _PAGE_NAMES or name in _LIVE_PROPERTIES


def _browser_call(window: WindowView, name: str, *args: Any) -> Any:
    """The page's `name(*args)`, which the browser of a live page runs; a page no browser
    shows (a test, a render) has nothing to scroll or print."""
    tick(DISPATCH_COST)
    app = window.node
    if app.in_browser:
        app.page_call(name, *args)
    return undefined


def _scroll(name: str) -> Any:
    def scroll(self: WindowView, x: Any = undefined, y: Any = undefined, *_: Any) -> Any:
        """`window.scrollTo(x, y)` or `scrollTo({ top, left, behavior })`: only numbers
        and the listed behaviours travel to the browser."""
        return _browser_call(self, name, *scroll_arguments(x, y))

    return scroll


def _print(self: WindowView, *_: Any) -> Any:
    """`print()`: the browser's print dialog."""
    return _browser_call(self, "print")


MAX_MEDIA_LISTS = 1000  # lists with `change` listeners one page keeps


def _match_media(self: WindowView, query: Any = undefined, *_: Any) -> Any:
    """`matchMedia(query)` answered for the page's viewport as it is when read; a list
    given a `change` listener is kept by the page (`show_in` fires it)."""
    app = self.node
    return match_media(query, viewport_of=lambda: app.viewport, listened=lambda found: _keep_list(app, found))


def _keep_list(app: App, found: MediaQueryList) -> None:
    if any(kept is found for kept in app.media_lists):
        return
    if len(app.media_lists) >= MAX_MEDIA_LISTS:
        raise ExpressionLimitError(f"more than {MAX_MEDIA_LISTS} media query lists listened to on one page")
    found.follow(app.viewport)
    app.media_lists.append(found)


def _open(self: WindowView, url: Any = undefined, target: Any = undefined, *_: Any) -> Any:
    """`window.open(url, target)` (`petite.location.open_window`): null, always."""
    open_window(self.node, url, target)
    return None


class WindowView(Sealed):
    """`window` in an expression (see the module's docstring)."""

    __slots__ = ("node", "collections")
    __reactive_skip__ = True
    __js_object__ = True
    METHODS = {"scrollTo": _scroll("scrollTo"), "scroll": _scroll("scrollTo"), "scrollBy": _scroll("scrollBy"),
               "print": _print, "open": _open, "matchMedia": _match_media, **PAGE_LISTENER_METHODS}

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "node", app)
        object.__setattr__(self, "collections", {})  # name -> its NamedCollection (one per name)

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
        value = self._globals().get(key, undefined)  # (`window.scrollTo === scrollTo`: the page's own)
        if value is undefined and key in self.METHODS:
            return BoundMethod(self.METHODS[key], self)
        if value is undefined:
            value = GLOBALS.get(key, undefined)
        if value is undefined:
            value = self.named(key)
        if value is MISSING:  # (`window.onload`: its handler, null when none is set)
            return page_handler_property(self.node, "window", key) if key in _HANDLER_PROPERTIES else undefined
        return value

    __js_has__ = read_finds  # (`'document' in window`; not `'innerWidth' in window`)

    def named(self, name: str) -> Any:
        """`window[name]` from the page's elements, as they are now: one element's view,
        several as an HTMLCollection (the same one each time), else MISSING. What a
        scope chain reads after its globals (`Scope.named`). Before them, the window's
        own properties that change as the page runs (`_LIVE_PROPERTIES`: `event`)."""
        live = _LIVE_PROPERTIES.get(name) if type(name) is str else None
        if live is not None:
            return live(self.node)
        if type(name) is not str or not may_be_named(name):
            return MISSING
        found = named_elements(self.node, name)
        if not found:
            return MISSING
        if len(found) == 1:
            return view(found[0])
        collection = self.collections.get(name)
        if collection is None:
            collection = self.collections[name] = NamedCollection((self.node, name))
        return collection

    def __js_set__(self, key: Any, value: Any) -> None:
        """`window.x = v`: a global `x`; `name` and `status` keep the value's text and
        `closed` ignores the write, as Chromium's window does. The built-ins (shared by
        every app) and the page's own names (`document`, `self`, `alert` ...) are refused."""
        name = key if type(key) is str else to_js_string(key)
        if name == "location":  # (`window.location = url`: as `location.href = url`)
            return self._globals()["location"].__js_set__("href", value)
        if name in _SELF_NAMES or name in _PAGE_NAMES or name in GLOBALS:  # (shared, or the page's own)
            raise ExpressionError(f"Cannot assign to read only property '{name}' of object '[object Window]'")
        if name in _HANDLER_PROPERTIES:  # (`window.onclick = fn`: a listener, as an element's)
            return set_page_handler_property(self, "window", name, value)
        if name != "closed":
            self._globals()[name] = to_js_string(value) if name in _STRING_VALUED else value

    def __js_delete__(self, key: Any) -> bool:
        """`delete window.x`: a global the page's code made goes (a property it makes so is
        configurable); the built-ins and the page's own names stay (false)."""
        globals_ = self._globals()
        if key in globals_:
            del globals_[key]
            return True
        return not (key in _SELF_NAMES or key in _PAGE_NAMES or key in GLOBALS)


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


for _name, _length in _METHOD_LENGTHS.items():
    with_length(WindowView.METHODS[_name], _length)


class NavigatorView(Sealed):
    """`navigator` in an expression (see the module's docstring), one per app. Like the
    browser's it displays as `{}` (its properties are getters of its prototype), ignores
    writes to them and keeps other properties written to it (`navigator.x = 1`)."""

    __slots__ = ("fields", "app", "clipboard")
    __reactive_skip__ = True
    __js_object__ = True

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "fields", {})
        object.__setattr__(self, "app", app)
        object.__setattr__(self, "clipboard", ClipboardView(app))

    def __repr__(self) -> str:
        return "[object Navigator]"

    def __js_fields__(self) -> dict[str, Any]:
        return {key: value for key, value in self.fields.items() if type(key) is str}

    def __js_own__(self) -> dict[str, Any]:
        """The properties the page's code wrote (symbol-keyed ones too)."""
        return self.fields

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
        if key == "clipboard" and is_secure(self.app):  # (a secure context's: petite.clipboard)
            return self.clipboard
        read = NAVIGATOR_PROPERTIES.get(key)
        return undefined if read is None else read(self.app.viewport)

    __js_has__ = read_finds  # (`'language' in navigator`)

    def __js_set__(self, key: Any, value: Any) -> None:
        name = to_property_key(key)
        if name not in _NAVIGATOR_ACCESSORS:  # (an accessor without a setter: a sloppy-mode write does nothing)
            with_own_property(self.fields, name, value, "navigator")  # (as many as an element's)

    def __js_delete__(self, key: Any) -> bool:
        """`delete navigator.x`: a property the page wrote goes (its accessors stay)."""
        self.fields.pop(key, None)
        return True


# -- named access -----------------------------------------------------------------------

# The elements whose `name` names them on the window (HTML's "named objects"; an iframe's
# names its own window, which a server does not have)
NAMED_BY_NAME = frozenset({"embed", "form", "img", "object"})


def may_be_named(name: str) -> bool:
    """Can `name` be one of the window's named properties (not empty, not one of the
    window's own properties, which come first)?"""
    return bool(name) and name not in WINDOW_PROPERTIES


def names_of(el: Element) -> list[str]:
    """The names `el` gives the window: its id, and its name on embed/form/img/object."""
    attrs = el.attrs
    names = [attrs["id"]] if attrs.get("id") else []
    if el.tag in NAMED_BY_NAME and el.namespace == HTML_NS and attrs.get("name"):
        names.append(attrs["name"])
    return names


def named_elements(app: App, name: str) -> list[Element]:
    """The page's elements named `name`, in tree order (the tree as it is now)."""
    return [el for el in document_elements(app) if name in names_of(el)]


class NamedCollection(DomView):
    """Several elements of one name on the window: a live HTMLCollection (each read
    looks at the page again), by index, `length`, `item()`, `namedItem()`; the window
    gives one per name (`dup === window.dup`)."""

    __slots__ = ()
    INTERFACE = "HTMLCollection"
    METHODS = {
        "item": lambda self, index=undefined, *_: element_at(self._elements(), index),
        "namedItem": lambda self, name=undefined, *_: self._named_item(to_js_string(name)),
    }

    def _elements(self) -> list[Element]:
        app, name = self.node
        return named_elements(app, name)

    def _named_item(self, key: str) -> Any:
        for el in self._elements():
            if key and (el.attrs.get("id") == key or (el.namespace == HTML_NS and el.attrs.get("name") == key)):
                return view(el)
        return None

    def __js_fields__(self) -> dict[str, Any]:
        return {str(i): view(el) for i, el in enumerate(self._elements())}

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            key = to_js_string(key)
        if key.isdigit() and (key == "0" or key[0] != "0"):
            elements = self._elements()
            index = int(key)
            return view(elements[index]) if index < len(elements) else undefined
        if key == "length":
            return len(self._elements())
        if key in self.METHODS:
            return DomView.__js_get__(self, key)
        found = self._named_item(key)
        return undefined if found is None else found


_NAMING_ARGS = frozenset({"id", "name"})


def page_names(fragment: Fragment) -> tuple[frozenset[str], bool]:
    """What the page a template builds may name on the window: the names its elements
    give (`names_of`, template contents included), and whether a rendered page may have
    others (a bound `id` or `name`, `v-bind` of an object, `v-html`, a `$template`)."""
    names: set[str] = set()
    dynamic = False
    stack: list[Any] = [fragment]
    while stack:
        node = stack.pop()
        if isinstance(node, Element):
            names.update(names_of(node))
            for attr, value in node.attrs.items():
                if "$template" in value:
                    dynamic = True
                elif DIR_RE.match(attr):
                    directive, arg, _ = split_directive(attr)
                    if directive == "html" or (directive == "bind" and (not arg or arg in _NAMING_ARGS or arg[0] == "[")):
                        dynamic = True
            if node.content is not None:
                stack.append(node.content)
        stack.extend(getattr(node, "children", ()))
    return frozenset(names), dynamic
