"""`location` (also `window.location`, `document.location`) and `history`: the address
of the page an app runs in and its session history, one per app, as in a browser.

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
  `window.open(url)` opens a new window instead (`open_window`): the live page's browser
  opens an `http(s)` address without an opener, a page no browser shows records it in
  `app.opened`; the script gets null.

A fragment navigation is a new history entry and dispatches `popstate` (state null) at
once, before its `hashchange`, as Chromium does. A user's click on a link (not canceled,
no `download`, no other `target`) navigates the same way (`PageNavigation`), and links
and URL attributes (`a.href`, `img.src`, `form.action`) resolve against the address.

`history` (`HistoryView` over `PageHistory`): `pushState`/`replaceState` keep a
structured clone of the state and change the address within the page's origin; `back()`,
`forward()` and `go(n)` traverse as a task (`popstate` with the entry's state, and
`hashchange` when only the fragment differs).

On a live page the browser's history is the real one: the server's changes travel as
`call` ops (`hash`, `history`, `navigate`, `tag`), each entry petite made carrying its id
as the browser's state, and the browser reports its own moves (a link to `#/done`, the
back button, an address typed in, a deep link once connected) as `address` messages, so
the server's `location`, `history.state` and listeners follow the address bar
(`petite.live`).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .dom.events import Event
from .domview import dispatch_at_page, read_finds, with_own_property
from .expr.budget import tick
from .expr.builtins import structured_clone
from .expr.dom_interfaces import interfaces_of
from .expr.errors import ExpressionError
from .expr.functions import BoundMethod, Sealed
from .expr.urls import FRAGMENT_SET, JSURL, InvalidURL, URLRecord, parse_url, percent_encode
from .expr.values import to_int32, to_js_string, to_property_key, undefined

if TYPE_CHECKING:
    from .app import App

BLANK = "about:blank"
# the parts of the address, read as the URL object's
PARTS = ("href", "origin", "protocol", "host", "hostname", "port", "pathname", "search", "hash")
# the schemes a live page's browser is sent to
NAVIGABLE_SCHEMES = frozenset({"http", "https"})
DISPATCH_COST = 10


def address_of(app: App) -> URLRecord:
    """The app's address, parsed (a new record: changing it changes nothing)."""
    return parse_url(app.url or BLANK)


def page_url(app: App) -> JSURL:
    """The app's address as a URL object (a new one: changing it changes nothing)."""
    return JSURL(address_of(app))


def checked_url(url: str) -> str:
    """`url` as an app's address: an absolute URL that parses (ValueError otherwise)."""
    try:
        return JSURL(parse_url(str(url))).href
    except InvalidURL:
        raise ValueError(f"not an absolute URL: {url!r}") from None


def request_address(request: Any) -> str | None:
    """The address of the page a request view (`petite.request_view`) asks for, as
    `location` reads it (None when it has no absolute URL: about:blank)."""
    url = request.get("url") if isinstance(request, dict) else None
    try:
        return checked_url(url) if isinstance(url, str) else None
    except ValueError:
        return None


def navigate(app: App, href: str) -> None:
    """Go to `href` (absolute), as the page's script asked (see the module docstring): an
    address with a fragment that is the page's but for it moves to the fragment (nothing
    happens when it is the fragment already), any other leaves the page."""
    tick(DISPATCH_COST)
    target = parse_url(href)
    current = address_of(app)
    if target.fragment is not None and target.href(fragment=False) == current.href(fragment=False):
        if target.href() != current.href():
            move_to_fragment(app, target.href(), tell_browser=True)
        return
    _leave(app, JSURL(target))


def move_to_fragment(app: App, href: str, *, tell_browser: bool) -> None:
    """The address becomes `href` (the same but for its fragment) in a new history entry:
    `popstate` (state null) is dispatched at once and `hashchange` queued, as Chromium
    does; the browser of a live page is told unless it is the one that moved."""
    old = app.url or BLANK
    entry = app.page_history.push(app, href, None)
    if tell_browser and app.in_browser:
        app.page_call("hash", JSURL(parse_url(href)).hash, entry.id)
    _fire_popstate(app, None)
    _queue_hashchange(app, old, href)


def _queue_hashchange(app: App, old: str, new: str) -> None:
    app.scheduler.timers.set(lambda: _fire_hashchange(app, old, new), 0, ())


def browser_moved(app: App, url: str, entry_id: Any, initial: bool = False) -> None:
    """The browser of a live page moved within the page (a link to a fragment, the back
    or forward button, an address typed, a deep link once connected): `location` and
    `history.state` follow, `popstate` is dispatched and, when only the fragment changed,
    `hashchange` queued. `entry_id` is the id petite gave the browser's entry (None: an
    entry the browser made). ValueError when `url` is none of the addresses of the
    page's history but for its fragment (its path and query: the origin the browser sees
    may be a proxy's)."""
    try:
        moved = parse_url(url)
    except InvalidURL:
        raise ValueError("not a URL") from None
    history = app.page_history
    old = app.url or BLANK
    before = history.current(app).record()  # (the entries' addresses parsed once: `Entry`)
    entry = history.find(app, entry_id) if type(entry_id) is int else None
    if entry is None and not _same_page(before, moved):  # (back to an entry the browser made: the first)
        entry = history.nearest(app, lambda other: _same_page(other.record(), moved))
        if entry is None:
            raise ValueError("not this page's address")
    base = entry.record() if entry is not None else before
    address = base.copy()
    address.fragment = moved.fragment
    href = address.href()
    if entry is None:
        if href == old:
            return
        if initial:  # (a deep link: the page's first entry has the fragment the server did not see)
            entry = history.replace(app, href, None)
        else:
            entry = history.push(app, href, None)
        app.page_call("tag", entry.id)  # (the browser's entry carries its id from now on)
    else:
        if entry is history.current(app) and href == old:
            return  # (where it is: a reconnect's report)
        entry.url = href
        history.go_to(app, entry)
    _fire_popstate(app, entry.state)
    if before.href(fragment=False) == address.href(fragment=False) and before.fragment != address.fragment:
        _queue_hashchange(app, old, href)


def _same_page(url: URLRecord, other: URLRecord) -> bool:
    """The same address but for the fragment, as far as a live page's browser and its
    server agree on it (its path and query: the origin the browser sees may be a proxy's)."""
    return (url.pathname(), url.query) == (other.pathname(), other.query)


def _only_fragment_differs(old: str, new: str) -> bool:
    before, after = parse_url(old), parse_url(new)
    return before.href(fragment=False) == after.href(fragment=False) and before.fragment != after.fragment


def _fire_popstate(app: App, state: Any) -> None:
    fire_window_event(app, "popstate", "PopStateEvent", state=state)


def _fire_hashchange(app: App, old: str, new: str) -> None:
    fire_window_event(app, "hashchange", "HashChangeEvent", oldURL=old, newURL=new)


def fire_window_event(app: App, kind: str, interface: str = "Event", *, at_document: bool = False,
                      **fields: Any) -> None:
    """An event the browser fires at the page's window, or (`at_document`: `scroll`) at
    its document, bubbling to the window (petite.domview.dispatch_at_page)."""
    event = Event(kind, bubbles=at_document, **fields)
    event.interface = interface
    dispatch_at_page(app, event, at_document)


class PageNavigation:
    """The page an app is mounted in, as its tree knows it (`petite.dom.core.mark_page`):
    its address (what links and URL attributes resolve against) and how it follows a
    link a user activated: to the link's address, resolved against the page's, in this
    window (a link with `download` or another `target` opens nothing here). A live
    page's browser follows its links itself."""

    __slots__ = ("_app",)

    def __init__(self, app: App) -> None:
        self._app = weakref.ref(app)  # (the page's tree holds it: no cycle back to the app)

    def address(self) -> str:
        app = self._app()
        return (app.url if app is not None else None) or BLANK

    def follow(self, link: Any) -> None:
        app = self._app()
        if app is None or app.in_browser or "download" in link.attrs:
            return
        if link.attrs.get("target", "").strip().lower() not in ("", "_self", "_top", "_parent"):
            return
        try:
            href = parse_url(link.attrs["href"].strip(), address_of(app)).href()
        except InvalidURL:
            return
        app.run(navigate, app, href)


def open_window(app: App, url: Any, target: Any) -> None:
    """`window.open(url, target)`: `_self`, `_top` and `_parent` navigate the page (as
    `location.assign`); any other target opens a new browsing context, which the page's
    script never gets (null is returned, as with `noopener`): the browser of a live page
    opens it when the address is `http:` or `https:` (without an opener), a page no browser
    shows records it in `app.opened`. An address that does not parse is a SyntaxError."""
    tick(DISPATCH_COST)
    text = "" if url is None or url is undefined else url if isinstance(url, str) else to_js_string(url)
    href = "about:blank" if text == "" else _opened_address(app, text)
    name = "_blank" if target is None or target is undefined else target if isinstance(target, str) else to_js_string(target)
    tick(len(name) // 64)  # (read again below: a long name from data was free)
    if name.strip().lower() in ("_self", "_top", "_parent"):
        if href != "about:blank":
            navigate(app, href)
        return
    if app.in_browser:
        if parse_url(href).scheme in NAVIGABLE_SCHEMES:
            app.page_call("open", href, name[:200])
    else:
        app.record(app.opened, href)


def _opened_address(app: App, text: str) -> str:
    """The address `window.open(text)` opens: resolved against the page's; on a page
    with no address (about:blank, a test) a relative one is kept as written when it would
    resolve against any http page (a browser shows the page at some address)."""
    if app.url is None:
        try:
            parse_url(text, parse_url("http://petite.invalid/"))
        except InvalidURL:
            pass
        else:
            try:
                return parse_url(text).href()
            except InvalidURL:
                return text
    return _resolved(app, text, "open", "Window")


def _leave(app: App, target: JSURL) -> None:
    if app.in_browser:
        if target.protocol[:-1] in NAVIGABLE_SCHEMES:
            app.page_call("navigate", target.href)
    else:
        app.record(app.navigations, target.href)


def _resolved(app: App, value: Any, method: str = "assign", interface: str = "Location") -> str:
    """`value` read as an address relative to the page's (a SyntaxError when it is none)."""
    text = value if isinstance(value, str) else to_js_string(value)
    try:
        return JSURL(parse_url(text, address_of(app))).href
    except InvalidURL:
        raise ExpressionError(f"Failed to execute '{method}' on '{interface}': '{text}' is not a valid URL.",
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
            record = address_of(app)
            before = record.href()
            record.fragment = percent_encode(text[1:] if text.startswith("#") else text, FRAGMENT_SET)
            if record.href() != before:
                move_to_fragment(app, record.href(), tell_browser=True)
            return
        url = page_url(app)
        setattr(url, name, value)
        navigate(app, url.href)


# -- history ------------------------------------------------------------------------------

MAX_ENTRIES = 50  # a page's history entries petite keeps (Chromium keeps 50 as well)


class Entry:
    """One entry of a page's session history: its address and its state (a clone). Its
    address parsed is kept while the address stays (`record`): a live client's `address`
    message compares its address with every entry's, outside any work budget, and an
    entry's address may be as long as a string (`history.pushState(s, '', '?q=' + text)`):
    each message parsed them all again (50 entries of 60 KB, 3 MB a message; wave 43)."""

    __slots__ = ("id", "_url", "state", "_record")

    def __init__(self, entry_id: int, url: str, state: Any) -> None:
        self.id = entry_id
        self._url = url
        self._record: URLRecord | None = None
        self.state = state

    @property
    def url(self) -> str:
        return self._url

    @url.setter
    def url(self, url: str) -> None:
        if url != self._url:
            self._url, self._record = url, None

    def record(self) -> URLRecord:
        """Its address parsed (not to be changed: `copy()` it)."""
        if self._record is None:
            self._record = parse_url(self._url)
        return self._record


class PageHistory:
    """A page's session history as the server knows it (`App.page_history`): its entries
    and the current one, whose address is always `App.url`. On a page no browser shows
    the traversals (`back()`, `forward()`, `go()`) move in it; on a live page the
    browser's history is the real one and each entry petite made carries its id (the
    browser's `history.state` is `{petite: id}`), by which what it reports is found."""

    __slots__ = ("entries", "index", "next_id")

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.index = 0
        self.next_id = 1

    def current(self, app: App) -> Entry:
        if not self.entries:
            self.entries.append(self._new(app.url or BLANK, None))
        entry = self.entries[self.index]
        entry.url = app.url or BLANK
        return entry

    def _new(self, url: str, state: Any) -> Entry:
        entry = Entry(self.next_id, url, state)
        self.next_id += 1
        return entry

    def push(self, app: App, url: str, state: Any) -> Entry:
        """A new entry after the current one (those forward of it are dropped)."""
        self.current(app)
        del self.entries[self.index + 1:]
        entry = self._new(url, state)
        self.entries.append(entry)
        if len(self.entries) > MAX_ENTRIES:
            del self.entries[0]
        self.index = len(self.entries) - 1
        app.url = url
        return entry

    def replace(self, app: App, url: str, state: Any) -> Entry:
        entry = self.current(app)
        entry.url, entry.state = url, state
        app.url = url
        return entry

    def find(self, app: App, entry_id: int) -> Entry | None:
        self.current(app)
        return next((entry for entry in self.entries if entry.id == entry_id), None)

    def nearest(self, app: App, wanted: Callable[[Entry], bool]) -> Entry | None:
        """The entry nearest the current one that is `wanted`."""
        self.current(app)
        order = sorted(range(len(self.entries)), key=lambda i: abs(i - self.index))
        return next((self.entries[i] for i in order if wanted(self.entries[i])), None)

    def go_to(self, app: App, entry: Entry) -> None:
        self.current(app)
        self.index = self.entries.index(entry)
        app.url = entry.url

    def length(self, app: App) -> int:
        self.current(app)
        return len(self.entries)


def _state_argument(name: str, args: tuple) -> tuple[Any, Any]:
    if len(args) < 2:
        raise ExpressionError(f"Failed to execute '{name}' on 'History': 2 arguments required, but only "
                              f"{len(args)} present.", kind="TypeError")
    return args[0], args[2] if len(args) > 2 else undefined


def _same_document_url(app: App, name: str, url: Any) -> str:
    """`url` of pushState/replaceState resolved against the page's address; a
    SecurityError where it is not the same document's (another origin; a path or query
    on a page that is not http(s))."""
    current = address_of(app)
    if url is undefined or url is None:
        return current.href()
    text = url if isinstance(url, str) else to_js_string(url)
    try:
        target = parse_url(text, current)
    except InvalidURL:
        raise ExpressionError(f"Failed to execute '{name}' on 'History': A history state object with URL '{text}' "
                              "cannot be created in a document with origin "
                              f"'{page_url(app).origin}' and URL '{current.href()}'.", kind="SecurityError") from None
    same = (target.scheme, target.username, target.password, target.host, target.port) == (
        current.scheme, current.username, current.password, current.host, current.port)
    if not same or (current.scheme not in NAVIGABLE_SCHEMES and target.href(fragment=False) != current.href(fragment=False)):
        raise ExpressionError(f"Failed to execute '{name}' on 'History': A history state object with URL "
                              f"'{target.href()}' cannot be created in a document with origin "
                              f"'{page_url(app).origin}' and URL '{current.href()}'.", kind="SecurityError")
    return target.href()


def _changes_state(name: str) -> Any:
    def change(self: HistoryView, *args: Any) -> Any:
        """`history.pushState(state, unused, url?)` / `replaceState(...)`: the state (a
        structured clone) and the address of a new or the current entry; no event."""
        tick(DISPATCH_COST)
        state, url = _state_argument(name, args)
        app = self.app
        href = _same_document_url(app, name, url)
        try:
            clone = structured_clone(state)
        except ExpressionError as error:  # (a DataCloneError: as this method's)
            error.message = error.message.replace("'structuredClone' on 'Window'", f"'{name}' on 'History'")
            raise
        history = app.page_history
        entry = (history.push if name == "pushState" else history.replace)(app, href, clone)
        if app.in_browser:
            app.page_call("history", "push" if name == "pushState" else "replace", href, entry.id)
        return undefined

    return change


def _go(self: HistoryView, delta: Any = 0, *_: Any) -> Any:
    """`history.go(delta)` (`back()`: -1, `forward()`: 1), as a task: the entry that many
    steps away becomes current (none there: nothing), `popstate` with its state, and
    `hashchange` when only the fragment differs. `go(0)` reloads. A live page's browser
    traverses its own history and reports where it went."""
    tick(DISPATCH_COST)
    app = self.app
    steps = to_int32(delta)  # (WebIDL's long: NaN and Infinity are 0, as Chromium's go(Infinity) reloads)
    if app.in_browser:
        app.page_call("history", "go", steps)
        return undefined
    if steps == 0:
        _leave(app, page_url(app))
        return undefined
    app.scheduler.timers.set(lambda: _traverse(app, steps), 0, ())
    return undefined


def _traverse(app: App, steps: int) -> None:
    history = app.page_history
    history.current(app)
    index = history.index + steps
    if not 0 <= index < len(history.entries):
        return
    old = app.url or BLANK
    entry = history.entries[index]
    history.go_to(app, entry)
    _fire_popstate(app, entry.state)
    if _only_fragment_differs(old, entry.url):
        _fire_hashchange(app, old, entry.url)


class HistoryView(Sealed):
    """`history` (also `window.history`): the page's session history (`PageHistory`)."""

    __slots__ = ("app", "fields")
    __reactive_skip__ = True
    __js_object__ = True
    METHODS = {"pushState": _changes_state("pushState"), "replaceState": _changes_state("replaceState"),
               "go": _go, "back": lambda self, *_: _go(self, -1), "forward": lambda self, *_: _go(self, 1)}

    def __init__(self, app: App) -> None:
        object.__setattr__(self, "app", app)
        object.__setattr__(self, "fields", {})

    def __repr__(self) -> str:
        return "[object History]"

    def __js_string__(self) -> str:
        return "[object History]"

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of("History")

    def __js_fields__(self) -> dict[str, Any]:
        """Chromium's: its members are its prototype's (`{}`), then the page code's."""
        return {key: value for key, value in self.fields.items() if type(key) is str}

    def __js_own__(self) -> dict[str, Any]:
        return self.fields

    def __js_get__(self, key: Any) -> Any:
        if type(key) is str:
            method = self.METHODS.get(key)
            if method is not None:
                return BoundMethod(method, self, key)
            if key == "length":
                return self.app.page_history.length(self.app)
            if key == "state":
                return self.app.page_history.current(self.app).state
            if key == "scrollRestoration":
                return "auto"
        return self.fields.get(key, undefined)

    __js_has__ = read_finds

    def __js_set__(self, key: Any, value: Any) -> None:
        """Its members ignore a write (`scrollRestoration` too: the browser restores
        scrolling itself); another name is the object's own property."""
        name = to_property_key(key)
        if name not in self.METHODS and name not in ("length", "state", "scrollRestoration"):
            with_own_property(self.fields, name, value, "history")
