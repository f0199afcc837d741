"""The URL parts of a link: `a.hostname`, `a.pathname`, `area.hash = '#top'` ...
(HTML's HTMLHyperlinkElementUtils, on `<a>` and `<area>`).

Each read parses the `href` attribute as a URL (`petite.expr.urls`, the parser of
`new URL`) against the document's URL (`core.document_url`: the page's address, or
`about:blank` where a server knows none, Chromium's blank page): an absolute URL gives
all its parts, and so does a relative one on a page with an address; against
about:blank a fragment (`#top`) gives its `hash`, and a relative path parses to nothing
(its parts are "", `protocol` ":", `href` the attribute's text, as Chromium's blank
page gives them). A write to a part changes that part of the parsed URL and writes the whole
URL back to `href` (through the attribute's safety checks, as `a.href = ...`); on a link
whose `href` does not parse it does nothing. `String(a)` is its `href`.
"""

from __future__ import annotations

from typing import Any

from ..expr.urls import JSURL, InvalidURL, parse_url
from ..expr.values import to_js_string
from .core import document_url

# The parts a link has beside `href` (all of them the `URL` object's too).
PARTS = ("origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash")


def resolved(el: Any, text: str) -> JSURL | None:
    """`text` parsed as a URL against `el`'s document's (None when it does not parse)."""
    try:
        return JSURL(parse_url(text, parse_url(document_url(el))))
    except InvalidURL:
        return None


def parsed(el: Any) -> JSURL | None:
    """The link's URL, or None when it has no `href` or the `href` does not parse."""
    text = el.attrs.get("href")
    return None if text is None else resolved(el, text)


def href(el: Any) -> str:
    url = parsed(el)
    return url.href if url is not None else el.attrs.get("href", "")


class LinkPart:
    """A link's property that reads and writes one part of its `href`'s URL (a
    `petite.dom.reflection` entry for `<a>` and `<area>`)."""

    __slots__ = ("part",)

    def __init__(self, part: str) -> None:
        self.part = part

    def get(self, el: Any) -> str:
        if self.part == "href":
            return href(el)
        url = parsed(el)
        if url is None:
            return ":" if self.part == "protocol" else ""
        return getattr(url, self.part)

    def set(self, el: Any, value: Any, name: str) -> None:
        if self.part == "href":  # (the text itself, whatever it parses to)
            el.set_attribute("href", value if isinstance(value, str) else to_js_string(value))
            return
        url = parsed(el)
        if url is None or self.part == "origin":  # (origin is read-only)
            return
        setattr(url, self.part, value)
        el.set_attribute("href", url.href)


LINK_PROPERTIES = {name: LinkPart(name) for name in ("href", *PARTS)}
