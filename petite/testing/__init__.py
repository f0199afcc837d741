"""Component testing: mount a template with its state in pytest, no browser.

    from petite.testing import mount

    def test_counter():
        page = mount('<button @click="count++">{{ count }}</button>', {"count": 0})
        page.find("button").trigger("click")
        assert page.html() == "<button>1</button>"

`mount` runs the template on petite's server-side DOM with the same engine as live
pages. `trigger` and `set_value` dispatch events through the DOM (capture, target and
bubble phases; `stopPropagation` and `preventDefault` honoured; clicks toggle
checkboxes and radios) and flush the scheduler before returning, so assertions see the
updated DOM. Timers (`setTimeout`, `setInterval`) run on a virtual clock that only
`advance(ms)` moves, running the callbacks that fall due in order (no sleeping; see
`petite.expr.timers`). Templates mounted in one context share its scheduler and clock,
as apps on one page share the browser's event loop (a live session has its own). The
pytest plugin (`petite.testing.plugin`, installed as an entry point) provides a `mount`
fixture that unmounts after each test and drops pending timers when a test starts and
ends.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .. import scheduler
from ..app import App, create_app
from ..cookies import has_cookies
from ..dom import Element, Event, ParentNode, make_event
from ..dom.events import KEYBOARD_EVENTS, MOUSE_EVENTS, key_code
from ..dom.serialize import outer_html
from ..expr.values import to_js_string
from ..expr.viewport import Viewport, checked_viewport
from ..location import checked_url
from ..template import check_template_text
from ..window import show_in

__all__ = ["mount", "Mounted", "Wrapper", "ElementNotFound"]


class ElementNotFound(AssertionError):
    """`find(css)` matched nothing and the test acted on the result."""


class Wrapper:
    """An element of a mounted template (or a missing one: `exists()` is False)."""

    __slots__ = ("element", "selector", "scheduler", "app")

    def __init__(self, element: Element | None, selector: str = "", queue: scheduler.Scheduler | None = None,
                 app: App | None = None) -> None:
        self.element = element
        self.selector = selector
        self.scheduler = queue if queue is not None else app.scheduler if app is not None else scheduler.current()
        self.app = app

    def _run(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run `fn` as the app's work (its context and property table), then flush. A
        listener's error is raised once the event's dispatch has ended (the DOM
        reports it and goes on: `Scheduler.reporting`)."""
        with self.scheduler.reporting():
            if self.app is not None:
                result = self.app.run(fn, *args)
                self.app.run(self.scheduler.flush)
                return result
            result = self.scheduler.run(fn, *args)
            self.scheduler.flush()
            return result

    def _el(self) -> Element:
        if self.element is None:
            raise ElementNotFound(f"no element matches {self.selector!r}")
        return self.element

    def __repr__(self) -> str:
        if self.element is None:
            return f"<Wrapper (nothing matches {self.selector!r})>"
        return f"<Wrapper {self.element.start_tag()}>"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Wrapper) and other.element is self.element

    __hash__ = object.__hash__

    # Reading ------------------------------------------------------------------
    def exists(self) -> bool:
        return self.element is not None

    def html(self) -> str:
        """The element's outer HTML (live form state included, as `petite.render` writes
        it; a page's `el.outerHTML` shows the attributes, as a browser's)."""
        return outer_html(self._el(), state=True)

    def text(self) -> str:
        """The element's text content, trimmed."""
        return self._el().text_content.strip()

    def attributes(self, name: str | None = None) -> Any:
        """All attributes as a dict, or one attribute's value (None when absent)."""
        attrs = self._el().serialized_attrs()
        return dict(attrs) if name is None else attrs.get(name)

    def classes(self, name: str | None = None) -> Any:
        """The class list, or whether the element has class `name`."""
        classes = self._el().attrs.get("class", "").split()
        return classes if name is None else name in classes

    @property
    def value(self) -> Any:
        return self._el().value

    @property
    def checked(self) -> bool:
        return self._el().checked

    @property
    def selected(self) -> bool:
        return self._el().selected

    def find(self, css: str) -> Wrapper:
        found = self._el().query_selector(css)
        return Wrapper(found, css, self.scheduler, self.app)

    def find_all(self, css: str) -> list[Wrapper]:
        return [Wrapper(e, css, self.scheduler, self.app) for e in self._el().query_selector_all(css)]

    # Acting -------------------------------------------------------------------
    def trigger(self, type: str, **event_init: Any) -> Event:
        """Dispatch an event of `type` (init keywords by their DOM names: `bubbles`,
        `cancelable`, `key`, `code`, `ctrlKey`, `shiftKey`, `altKey`, `metaKey`,
        `button`, `detail`, `keyCode`), then flush. Defaults are those of the browser's
        own events: most bubble (not focus, blur, mouseenter ...), mouse and keyboard
        events and submit are cancelable (and composed), a key's `keyCode` (and `which`)
        is a user's press of it (`key="Enter"`: 13); a click toggles checkboxes and radios as a
        browser does. Returns the event (see `defaultPrevented`)."""
        el = self._el()
        if type in KEYBOARD_EVENTS and "keyCode" not in event_init:
            event_init["keyCode"] = key_code(str(event_init.get("key", "")))
        if type in KEYBOARD_EVENTS or type in MOUSE_EVENTS:
            event_init.setdefault("composed", True)  # (a user's press or click crosses shadow roots)
        event = make_event(type, **event_init)
        self._run(el.dispatch_event, event)
        return event

    def set_value(self, value: Any) -> None:
        """Set a form control's value as a user would, firing `input` then `change`:
        text for inputs and textareas, an option value (a list for `multiple`) for
        selects, a bool for checkboxes and radios. Flushes before returning."""
        self._run(self._set_value, value)

    def _set_value(self, value: Any) -> None:
        el = self._el()
        if el.tag == "select":
            wanted = [_as_text(v) for v in value] if isinstance(value, (list, tuple, set)) else [_as_text(value)]
            if not el.multiple:
                wanted = wanted[:1]
            for option in el.options:
                option.selected = option.value in wanted
        elif el.tag == "input" and el.type in ("checkbox", "radio"):
            if el.type == "radio" and not value:
                el.set_prop("checked", False)  # a browser fires nothing when a radio unchecks
                return
            el.checked = bool(value)
        elif el.tag in ("input", "textarea"):
            el.focus()  # typing happens in the focused field (v-model then keeps "1." as typed)
            el.value = _as_text(value)
        else:
            raise TypeError(f"set_value() needs an input, textarea or select, not <{el.tag}>")
        el.dispatch_event(Event("input", bubbles=True))
        el.dispatch_event(Event("change", bubbles=True))

    def click(self) -> Event:
        return self.trigger("click")


def _as_text(value: Any) -> str:
    if isinstance(value, str):
        return value
    return to_js_string(value)


class Mounted:
    """A mounted template: query it, act on it, read its HTML."""

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def root(self) -> ParentNode:
        return self.app.root

    @property
    def data(self) -> Any:
        """The app's reactive state: change it, then `flush()`."""
        return self.app.state

    def html(self) -> str:
        """The mounted template's HTML (what `petite.render` gives for the first state)."""
        return self.app.html()

    @property
    def url(self) -> str:
        """The page's address, as `location.href` reads it (a fragment navigation moves it)."""
        return self.app.url or "about:blank"

    @property
    def navigations(self) -> list[str]:
        """The addresses the page's script sent the page to (`location.href = ...`,
        `location.assign()`, `reload()` ...), which a browser would have left it for."""
        return list(self.app.navigations)

    @property
    def opened(self) -> list[str]:
        """The addresses the page's script opened new windows at (`window.open(url)`)."""
        return list(self.app.opened)

    @property
    def clipboard(self) -> list[str]:
        """The texts the page's script wrote to the clipboard (`navigator.clipboard.writeText`,
        in a secure context: `mount(url="https://...")`), the last one last."""
        return list(self.app.clipboard)

    def text(self) -> str:
        return self.root.text_content.strip()

    def find(self, css: str) -> Wrapper:
        """The first element matching the CSS selector (a missing one: `exists()` False),
        as `querySelector` on the container: `:scope` is the container, and selectors
        see ancestors (`Wrapper.find` likewise on its element)."""
        return Wrapper(self.root.query_selector(css), css, app=self.app)

    def find_all(self, css: str) -> list[Wrapper]:
        return [Wrapper(e, css, app=self.app) for e in self.root.query_selector_all(css)]

    def flush(self) -> None:
        """Run the queued effects now (what `await $nextTick()` waits for)."""
        self.app.run(self.app.scheduler.flush)

    def show_in(self, viewport: Viewport) -> None:
        """Show the page in `viewport` from now on, as when the browser's window is resized
        or the user switches to dark mode: `resize` is dispatched at the window and
        `change` at the `matchMedia` lists whose `matches` changed, then a flush (a
        listener's error is raised after)."""
        with self.app.scheduler.reporting():
            self.app.run(show_in, self.app, checked_viewport(viewport))
            self.app.run(self.app.scheduler.flush)

    def advance(self, ms: float) -> int:
        """Move the app's (virtual) clock `ms` milliseconds forward: the `setTimeout` and
        `setInterval` callbacks that fall due run in order, each followed by a flush.
        Returns how many ran."""
        self.app.run(self.app.scheduler.flush)
        return self.app.run(self.app.scheduler.timers.advance, ms)

    @property
    def dialogs(self) -> list[tuple[str, str]]:
        """What `alert()`, `confirm()` and `prompt()` showed, in order: `("alert", text)`..."""
        return self.app.dialogs.shown

    @property
    def title(self) -> str:
        """The page's title, as `document.title` reads it (`document.title = ...` sets it)."""
        return self.app.ctx.scope.globals["document"].__js_get__("title")

    def answer_dialogs(self, *, confirm: bool = False, prompt: str | None = None) -> None:
        """What the user answers from now on: `confirm()` gives `confirm`, `prompt()`
        gives `prompt` (None: null, a dismissed prompt). By default both are dismissed."""
        self.app.dialogs.confirm_answer = bool(confirm)
        self.app.dialogs.prompt_answer = prompt

    @property
    def local_storage(self) -> dict[str, str]:
        """What the page's `localStorage` holds now (a copy: key -> value)."""
        return dict(self.app.ctx.scope.globals["localStorage"].items)

    @property
    def session_storage(self) -> dict[str, str]:
        """What the page's `sessionStorage` holds now (a copy: key -> value)."""
        return dict(self.app.ctx.scope.globals["sessionStorage"].items)

    @property
    def cookies(self) -> dict[str, str]:
        """The cookies the page's `document.cookie` reads now (name -> value); {} on a page
        with no http(s) address."""
        return self.app.cookies.items(self.app.url) if has_cookies(self.app.url) else {}

    def pending_timers(self) -> int:
        """How many timers are waiting (intervals count until cleared)."""
        return self.app.scheduler.timers.pending()

    def patches(self) -> list[list]:
        """The patch ops written since the last call (flushes first)."""
        self.app.run(self.app.scheduler.flush)
        return self.app.take_patches()

    def unmount(self) -> None:
        self.app.scheduler.run(self.app.unmount)


def mount(
    template: str,
    data: Any = None,
    *,
    directives: dict[str, Callable[..., Any]] | None = None,
    local_storage: Mapping[str, str] | None = None,
    session_storage: Mapping[str, str] | None = None,
    url: str | None = None,
    viewport: Viewport | None = None,
    cookies: Mapping[str, str] | None = None,
) -> Mounted:
    """Mount `template` (HTML with petite-vue directives) with `data`; the template is
    put into a container `<div>` as petite-vue's `createApp(data).mount(el)` sees it.
    `local_storage` and `session_storage` are what the page's storage holds before it
    mounts (a returning visitor's; by default both are empty, a first visit). `url` is the
    page's address (`location`; by default `about:blank`, a page a server knows no
    address of); where the page's script navigated away to is `Mounted.navigations`.
    `viewport` is where the page is shown (`innerWidth`, `screen`, `matchMedia`,
    `navigator.userAgent`: `petite.Viewport(width=390, height=844, ...)`; by default
    `petite.expr.viewport.ASSUMED`, the reference harness's 1280x720 page). `cookies`
    are what `document.cookie` holds before it mounts (name -> value, session cookies at
    `/`; a page with cookies needs an http(s) `url`); `Mounted.cookies` reads them."""
    check_template_text(template)
    app = create_app(data)
    if url is not None:
        app.url = checked_url(url)
    app.viewport = checked_viewport(viewport)
    for name, fn in (directives or {}).items():
        app.directive(name, fn)
    for name, items in (("localStorage", local_storage), ("sessionStorage", session_storage)):
        if items is not None:
            app.ctx.scope.globals[name].fill(items)
    if cookies:
        if not has_cookies(app.url):
            raise ValueError("cookies need the page's http(s) address: mount(..., url='https://...')")
        app.cookies.seed(app.url, dict(cookies))
    app.mount(template)
    return Mounted(app)
