"""`document.cookie`: the cookies a page's script sees and sets, one jar per app.

A write is one `Set-Cookie` line as Chromium's `document.cookie = text` takes it (RFC 6265
with its later rules): the name and value before the first `;` (no `=`: a nameless
cookie), then `Path`, `Domain`, `Max-Age`, `Expires`, `Secure`, `HttpOnly` and
`SameSite`. Refused, as in Chromium: a control character, a name and value longer than
4,096 characters together, `HttpOnly` (a script cannot set one), `Secure` (and the
`__Secure-`/`__Host-` prefixes' demands) on a page that is not a secure context,
`SameSite=None` without `Secure`, a `Domain` the page's host is not in. A cookie whose
expiry has passed deletes the one it names. A read lists the cookies whose path the
page's path is in, longest path first, then oldest first, as `name=value; ...`. A jar
keeps at most 180 cookies: past that, the oldest go until 150 stay (Chromium's purge).

Only a page with an http(s) address has cookies: elsewhere (a render without `url`, the
blank page) reading or writing `document.cookie` is Chromium's SecurityError. On a live
page the browser's jar is the real one: the client reports what its `document.cookie`
reads after it connects (`CookieJar.reported`), and the server's writes are sent to it
(`petite.live`); the first paint, rendered before that, reads only the cookies the
app names (`LiveApp(page_cookies=...)`, from the page request).
"""

from __future__ import annotations

import calendar
import itertools
import re
import time
from dataclasses import dataclass
from typing import Any

from .expr.errors import ExpressionError
from .expr.budget import tick
from .expr.urls import InvalidURL, URLRecord, parse_url

MAX_NAME_AND_VALUE = 4096
MAX_ATTRIBUTE = 1024  # characters of a Path or Domain value (a longer one is ignored)
MAX_COOKIES = 180  # a jar past this purges its oldest ...
PURGE_TO = 150  # ... down to this many
MAX_REPORT = 60_000  # characters of a live client's `document.cookie` report (its client sends no longer one)
# the last pairs of a report read (a browser shows a page its host's cookies, at most
# MAX_COOKIES, and its parent domains': more are forged, each a write's work)
MAX_REPORT_PAIRS = 2 * MAX_COOKIES
MAX_LINE = 8192  # characters of one write (petite's bound: a longer one is refused)
MAX_AGE_DIGITS = 16  # of a Max-Age read as they are (more: later than any date)
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_LOCAL_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]"})
_DENIED = "Access is denied for this document."


@dataclass
class Cookie:
    name: str
    value: str
    domain: str  # the host it was set on, or `.domain` for a Domain cookie (seen by its subdomains too)
    path: str
    secure: bool
    expires: float | None  # ms since the epoch; None: a session cookie
    created: int  # order of setting (a rewrite is a new cookie)

    def text(self) -> str:
        return f"{self.name}={self.value}" if self.name else self.value


class CookieJar:
    """One page's cookies (an app's: `App.cookies`)."""

    def __init__(self) -> None:
        self._cookies: list[Cookie] = []
        self._order = itertools.count()

    # -- what a script does ----------------------------------------------------------
    def read(self, address: str | None, now: float | None = None) -> str:
        """`document.cookie` on the page at `address`."""
        url = _page(address, "read", "from")
        now = _now() if now is None else now
        tick(1 + len(self._cookies))  # (a read walks the whole jar)
        self._cookies = [c for c in self._cookies if c.expires is None or c.expires > now]
        path, secure = _path_of(url), _secure(url)
        shown = [c for c in self._cookies if _domain_matches(url.host, c.domain) and _path_matches(path, c.path)
                 and (secure or not c.secure)]
        shown.sort(key=lambda c: (-len(c.path), c.created))
        text = "; ".join(c.text() for c in shown)
        tick(len(shown) + len(text) // 64)  # (a full jar reads about 720,000 characters)
        return text

    def write(self, address: str | None, text: str, now: float | None = None) -> bool:
        """`document.cookie = text` on the page at `address`: True when the jar took it."""
        url = _page(address, "set", "on")
        # a write looks for its cookie in the jar, reads its name and value (a step per 64
        # characters) and parses its attributes a piece at a time (a step a character)
        name_value, _, attributes = text.partition(";") if len(text) <= MAX_LINE else (text, "", "")
        tick(1 + len(self._cookies) + len(name_value) // 64 + len(attributes))
        now = _now() if now is None else now
        cookie = _parse(text, url, now) if len(text) <= MAX_LINE else None
        if cookie is None:
            return False
        key = (cookie.name, cookie.domain, cookie.path)
        old = next((c for c in self._cookies if (c.name, c.domain, c.path) == key), None)
        if old is not None:
            self._cookies.remove(old)
        if cookie.expires is not None and cookie.expires <= now:
            return True  # (an expired cookie deletes the one it names)
        # (a rewrite of the same value keeps its place among the others, Chromium's rule)
        cookie.created = old.created if old is not None and old.value == cookie.value else next(self._order)
        self._cookies.append(cookie)
        if len(self._cookies) > MAX_COOKIES:
            self._cookies.sort(key=lambda c: c.created)
            del self._cookies[:len(self._cookies) - PURGE_TO]
        return True

    # -- what the page's owner gives -------------------------------------------------
    def seed(self, address: str | None, cookies: dict[str, str]) -> None:
        """Session cookies at the path `/` of the page at `address` (a test's `cookies=`)."""
        for name, value in cookies.items():
            if type(name) is not str or type(value) is not str or ";" in name + value or "=" in name \
                    or not self.write(address, f"{name}={value}; path=/"):
                raise ValueError(f"the cookie {name!r}={value!r} is not one a browser keeps")

    def reported(self, address: str | None, report: Any) -> None:
        """What a live page's browser reads in `document.cookie` (`name=value; ...`), its
        cookies now: the jar is replaced by them (session cookies at `/`). A report that
        is not a string of at most MAX_REPORT characters changes nothing."""
        if type(report) is not str or len(report) > MAX_REPORT or _CONTROL.search(report) or not has_cookies(address):
            return
        self._cookies = []
        for pair in report.split("; ")[-MAX_REPORT_PAIRS:] if report else ():
            self.write(address, (pair if "=" in pair else "=" + pair) + "; path=/")

    def items(self, address: str | None) -> dict[str, str]:
        """The cookies the page at `address` reads, name to value (the last of a name)."""
        text = self.read(address)
        return dict(pair.partition("=")[::2] if "=" in pair else ("", pair) for pair in text.split("; ") if text)


def _now() -> float:
    return time.time() * 1000  # (the clock `Date.now()` reads)


def has_cookies(address: str | None) -> bool:
    """Does a page at `address` have cookies (an http(s) address with a host)?"""
    return _parsed(address) is not None


def _parsed(address: str | None) -> URLRecord | None:
    try:
        url = parse_url(address) if address else None
    except InvalidURL:
        return None
    return url if url is not None and url.scheme in ("http", "https") and url.host else None


def _page(address: str | None, verb: str, preposition: str) -> URLRecord:
    """The page's parsed address; Chromium's SecurityError for a page with no cookies."""
    url = _parsed(address)
    if url is None:
        raise ExpressionError(f"Failed to {verb} the 'cookie' property {preposition} 'Document': {_DENIED}",
                              kind="SecurityError")
    return url


def _secure(url: URLRecord) -> bool:
    host = url.host.lower()
    return url.scheme == "https" or host in _LOCAL_HOSTS or host.endswith(".localhost")


def _path_of(url: URLRecord) -> str:
    return url.pathname() or "/"


def _default_path(url: URLRecord) -> str:
    path = _path_of(url)
    return path[:path.rindex("/")] or "/" if path.startswith("/") and path.count("/") > 1 else "/"


def _path_matches(path: str, cookie_path: str) -> bool:
    return path == cookie_path or path.startswith(cookie_path) and (
        cookie_path.endswith("/") or path[len(cookie_path)] == "/")


def _domain_matches(host: str, domain: str) -> bool:
    host = host.lower()
    if domain.startswith("."):
        return host == domain[1:] or host.endswith(domain)
    return host == domain


def _parse(text: str, url: URLRecord, now: float) -> Cookie | None:
    """The cookie `text` sets on the page at `url`, or None when Chromium refuses it."""
    pair, *attributes = text.split(";")
    if _CONTROL.search(pair):
        return None
    name, equals, value = pair.partition("=")
    name, value = (name.strip(" \t"), value.strip(" \t")) if equals else ("", name.strip(" \t"))
    if not name and not value or len(name) + len(value) > MAX_NAME_AND_VALUE:
        return None
    host = url.host.lower()
    domain, path, secure, expires, max_age, same_site_none = host, _default_path(url), False, None, None, False
    domain_given = False
    for attribute in attributes:
        key, _, argument = attribute.partition("=")
        key, argument = key.strip(" \t").lower(), argument.strip(" \t")
        if _CONTROL.search(argument):
            return None
        if key == "secure":
            secure = True
        elif key == "httponly":
            return None  # (a script cannot set an HttpOnly cookie)
        elif key == "samesite":
            same_site_none = argument.lower() == "none"
        elif key == "path" and len(argument) <= MAX_ATTRIBUTE:
            path = argument if argument.startswith("/") else _default_path(url)
        elif key == "domain" and len(argument) <= MAX_ATTRIBUTE and argument:
            wanted = argument.lstrip(".").lower()
            if wanted != host and ("." not in wanted or not host.endswith("." + wanted)) or _is_ip(host) and wanted != host:
                return None
            domain, domain_given = "." + wanted, True
        elif key == "max-age" and re.fullmatch(r"-?\d+", argument):
            max_age = _max_age(argument)
        elif key == "expires":
            expires = _cookie_date(argument) if len(argument) <= MAX_ATTRIBUTE else None
    if secure and not _secure(url) or same_site_none and not secure:
        return None
    lowered = name.lower()
    if lowered.startswith("__secure-") and not secure:
        return None
    if lowered.startswith("__host-") and (not secure or domain_given or path != "/"):
        return None
    if max_age is not None:
        expires = now + max_age * 1000 if max_age > 0 else 0.0
    return Cookie(name, value, domain, path, secure, expires, 0)


def _max_age(argument: str) -> int:
    """A Max-Age's seconds (`-?\\d+`): more than MAX_AGE_DIGITS digits are later than any date."""
    sign, digits = -1 if argument.startswith("-") else 1, argument.lstrip("-").lstrip("0")
    return sign * (int(digits or 0) if len(digits) <= MAX_AGE_DIGITS else 10 ** MAX_AGE_DIGITS)


def _is_ip(host: str) -> bool:
    return host.startswith("[") or bool(re.fullmatch(r"[\d.]+", host))


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DELIMITER = re.compile(r"[\x09\x20-\x2f\x3b-\x40\x5b-\x60\x7b-\x7e]+")


def _cookie_date(text: str) -> float | None:
    """An `Expires` date (RFC 6265's cookie-date algorithm), ms since the epoch, or None."""
    clock = day = month = year = None
    for token in _DELIMITER.split(text):
        if not token:
            continue
        if clock is None and (found := re.match(r"(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\D|$)", token)):
            clock = tuple(int(part) for part in found.groups())
        elif day is None and (found := re.match(r"(\d{1,2})(?:\D|$)", token)):
            day = int(found.group(1))
        elif month is None and token[:3].lower() in _MONTHS:
            month = _MONTHS.index(token[:3].lower()) + 1
        elif year is None and (found := re.match(r"(\d{2,4})(?:\D|$)", token)):
            year = int(found.group(1))
    if clock is None or day is None or month is None or year is None:
        return None
    year += 1900 if 70 <= year <= 99 else 2000 if year <= 69 else 0
    hour, minute, second = clock
    if not 1 <= day <= 31 or year < 1601 or hour > 23 or minute > 59 or second > 59:
        return None
    return calendar.timegm((year, month, day, hour, minute, second)) * 1000.0
