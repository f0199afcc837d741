"""`location` (also `window.location`, `document.location`): the address of the page an
app runs in, one per app, read and written as in a browser.

The address is the app's `url`: the page's request URL on a live page, what a test gives
`petite.testing.mount(url=...)`, and otherwise `about:blank`, the address petite takes a
page to have when a server knows none (links resolve against it too:
`petite.dom.hyperlink`). Its parts are the `URL` object's (`petite.expr.urls`, one parser):
`href`, `origin`, `protocol`, `host`, `hostname`, `port`, `pathname`, `search`, `hash`;
`String(location)` and `toString()` are `href`.

Writes are navigations, as in a browser:

* one that changes only the fragment (`location.hash = '#/done'`, an `href` or
  `assign()` that differs in its fragment) moves to it: `location` reads the new address
  at once and a `hashchange` event (`oldURL`, `newURL`) is dispatched to the page's
  window listeners as a task (a timer of no delay: `page.advance(0)` in a test). The
  browser of a live page shows the new address (a history entry, as a fragment
  navigation adds); setting the fragment the address has already does nothing;
* any other (`href`, `assign`, `replace`, `reload`, `pathname`, `search` ...) leaves the
  page: the browser of a live page goes there when it is an `http:` or `https:` address
  (anything else, `javascript:` above all, is refused), and the app itself stays as it
  is until then; a page no browser shows records it in `app.navigations`.

On a live page the browser reports its own fragment navigations (a link to `#/done`, the
back button, an address typed in) as `hashchange` events, so the server's `location` and
its listeners follow the address bar (`petite.live`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .dom import Element
from .dom.core import root_of
from .dom.events import Event
from .domview import read_finds, with_own_property
from .expr.budget import tick
from .expr.dom_interfaces import interfaces_of
from .expr.errors import ExpressionError
from .expr.functions import BoundMethod, Sealed
from .expr.urls import FRAGMENT_SET, JSURL, InvalidURL, parse_url, percent_encode
from .expr.values import to_js_string, to_property_key, undefined

if TYPE_CHECKING:
    from .app import App

BLANK = "about:blank"
# the parts of the address, read as the URL object's
PARTS = ("href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash")
# the schemes a live page's browser is sent to
NAVIGABLE_SCHEMES = frozenset({"http", "https"})
DISPATCH_COST = 10


def page_url(app: App) -> JSURL:
    """The app's address as a URL object (a new one: changing it changes nothing)."""
    return JSURL(parse_url(app.url or BLANK))


def checked_url(url: str) -> str:
    """`url` as an app's address: an absolute URL that parses (ValueError otherwise)."""
    try:
        return JSURL(parse_url(str(url))).href
    except InvalidURL:
        raise ValueError(f"not an absolute URL: {url!r}") from None


def navigate(app: App, href: str) -> None:
    """Go to `href` (absolute), as the page's script asked (see the module docstring): an
    address with a fragment that is the page's but for it moves to the fragment (nothing
    happens when it is the fragment already), any other leaves the page."""
    tick(DISPATCH_COST)
    target = parse_url(href)
    current = parse_url(app.url or BLANK)
    if target.fragment is not None and target.href(fragment=False) == current.href(fragment=False):
        if target.href() != current.href():
            move_to_fragment(app, target.href(), tell_browser=True)
        return
    _leave(app, JSURL(target))


def move_to_fragment(app: App, href: str, *, tell_browser: bool) -> None:
    """The address becomes `href` (the same but for its fragment) and `hashchange` is
    queued; the browser of a live page is told unless it is the one that moved."""
    old = app.url or BLANK
    app.url = href
    if tell_browser and app.in_browser:
        app.page_call("hash", JSURL(parse_url(href)).hash)
    app.scheduler.timers.set(lambda: _fire_hashchange(app, old, href), 0, ())


def browser_moved(app: App, url: str) -> None:
    """The browser of a live page moved to another fragment of the page (a link, the
    back button, an address typed): `location` follows and `hashchange` is queued.
    ValueError when `url` is not the page's address but for its fragment (its path and
    query; the origin the browser sees may be a proxy's)."""
    try:
        moved = parse_url(url)
    except InvalidURL:
        raise ValueError("not a URL") from None
    current = parse_url(app.url or BLANK)
    if (moved.pathname(), moved.query) != (current.pathname(), current.query):
        raise ValueError("not this page's address")
    address = current.copy()
    address.fragment = moved.fragment
    if address.href() != current.href():
        move_to_fragment(app, address.href(), tell_browser=False)


def _fire_hashchange(app: App, old: str, new: str) -> None:
    """`hashchange` at the page's window (its listeners are the top element's: as
    `window.addEventListener` keeps them, petite.domview)."""
    root = root_of(app.roots[0]) if app.roots else None
    if isinstance(root, Element):
        event = Event("hashchange", oldURL=old, newURL=new)
        event.interface = "HashChangeEvent"
        root.dispatch_event(event)


def _leave(app: App, target: JSURL) -> None:
    if app.in_browser:
        if target.protocol[:-1] in NAVIGABLE_SCHEMES:
            app.page_call("navigate", target.href)
    else:
        app.navigations.append(target.href)


def _resolved(app: App, value: Any) -> str:
    """`value` read as an address relative to the page's (a TypeError when it is none)."""
    text = value if isinstance(value, str) else to_js_string(value)
    try:
        return JSURL(parse_url(text, parse_url(app.url or BLANK))).href
    except InvalidURL:
        raise ExpressionError(f"Failed to execute 'assign' on 'Location': '{text}' is not a valid URL.",
                              kind="SyntaxError") from None


def _assign(self: LocationView, url: Any = undefined, *_: Any) -> Any:
    navigate(self.app, _resolved(self.app, url))
    return undefined


def _reload(self: LocationView, *_: Any) -> Any:
    _leave(self.app, page_url(self.app))
    return undefined


def _to_string(self: LocationView, *_: Any) -> str:
    return page_url(self.app).href


class LocationView(Sealed):
    """`location` in an expression (see the module docstring)."""

    __slots__ = ("app", "fields")
    __reactive_skip__ = True
    __js_object__ = True
    METHODS = {"assign": _assign, "reload": _reload, "replace": _assign, "toString": _to_string}

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "app", app)
        object.__setattr__(self, "fields", {})  # (`location.x = 1`: its own properties, as the browser keeps them)

    def __repr__(self) -> str:
        return page_url(self.app).href

    def __js_string__(self) -> str:
        return page_url(self.app).href

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of("Location")

    def __js_fields__(self) -> dict[str, Any]:
        """Its own properties, in Chromium's order (a Location's members are its own),
        then those the page's code wrote."""
        url = page_url(self.app)
        return {"ancestorOrigins": {}, **{part: getattr(url, part) for part in PARTS},
                **{name: BoundMethod(method, self, name) for name, method in self.METHODS.items()},
                **{key: value for key, value in self.fields.items() if type(key) is str}}

    def __js_own__(self) -> dict[str, Any]:
        return self.fields

    def __js_get__(self, key: Any) -> Any:
        if type(key) is str:
            if key in PARTS:
                return getattr(page_url(self.app), key)
            method = self.METHODS.get(key)
            if method is not None:
                return BoundMethod(method, self, key)
            if key == "valueOf":
                return BoundMethod(lambda this, *_: this, self, key)
        return self.fields.get(key, undefined)

    __js_has__ = read_finds

    def __js_set__(self, key: Any, value: Any) -> None:
        """A part written: the address with that part changed, navigated to (`origin` is
        read-only); another name is the object's own property."""
        name = to_property_key(key)
        if name not in PARTS:
            if name not in self.METHODS and name != "valueOf":  # (its members are not writable)
                with_own_property(self.fields, name, value, "location")
            return
        if name == "origin":
            return
        app = self.app
        if name == "href":
            navigate(app, _resolved(app, value))
            return
        if name == "hash":  # (HTML's setter: the fragment is the text, even an empty one: "...#")
            text = value if isinstance(value, str) else to_js_string(value)
            record = parse_url(app.url or BLANK)
            before = record.href()
            record.fragment = percent_encode(text[1:] if text.startswith("#") else text, FRAGMENT_SET)
            if record.href() != before:
                move_to_fragment(app, record.href(), tell_browser=True)
            return
        url = page_url(app)
        setattr(url, name, value)
        navigate(app, url.href)
