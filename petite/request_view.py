"""`request` as templates see it in the framework integrations (Flask, Django, Starlette).

Templates may come from users (docs/security.md). The rule: a template reads of the
request what the page's own script could read in the browser — the URL (`location`),
the method, the route's parameters and the headers a browser shows to script
(`navigator.userAgent`, `navigator.language`, `document.referrer`) — and nothing a
browser keeps from script: no cookies (session cookies are HttpOnly), no
`Authorization` header or any other header, no session, no server environment. A view
hands anything else to its template as a value of its own.

Each integration builds the view from its framework's request (`request_view(...)`);
the framework's familiar names for the query parameters are kept as aliases (Flask's
`args`, Starlette's `query_params`, Django's `GET`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

# the request headers a page's script can read too, by their lowercase names
VISIBLE_HEADERS = ("user-agent", "accept-language", "referer")


class VisibleHeaders:
    """`request.headers` in templates, as the Fetch standard's `Headers`: `get(name)`
    (any case; null for a header that is absent or not visible) and `has(name)`. Only
    `VISIBLE_HEADERS` are there."""

    __slots__ = ("_values",)

    def __init__(self, headers: Mapping[str, str]) -> None:
        self._values = {name: str(headers[name]) for name in VISIBLE_HEADERS if headers.get(name) is not None}

    def get(self, name: str) -> str | None:
        return self._values.get(str(name).lower())

    def has(self, name: str) -> bool:
        return str(name).lower() in self._values


def request_view(
    *,
    method: str,
    url: str,
    path: str,
    scheme: str,
    host: str,
    query: Iterable[tuple[str, str]],
    path_params: Mapping[str, Any] | None,
    headers: Mapping[str, str],
    query_alias: str | None = None,
) -> dict[str, Any]:
    """The request as templates see it: `method`, `url`, `path`, `scheme`, `host`,
    `query` (each parameter's first value), `path_params` and `headers` (only
    `VISIBLE_HEADERS`: `request.headers.get('User-Agent')`), plus `query_alias` naming `query` again. A fresh plain object
    per render: what a template writes to it goes nowhere."""
    first: dict[str, str] = {}
    for name, value in query:
        first.setdefault(str(name), str(value))
    view: dict[str, Any] = {
        "method": str(method),
        "url": str(url),
        "path": str(path),
        "scheme": str(scheme),
        "host": str(host),
        "query": first,
        "path_params": {str(key): value for key, value in (path_params or {}).items()},
        "headers": VisibleHeaders(headers),
    }
    if query_alias:
        view[query_alias] = first
    return view
