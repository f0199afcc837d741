"""JavaScript ``URL`` and ``URLSearchParams``, after the WHATWG URL standard.

``new URL(input, base?)`` parses as a browser does: schemes, special schemes (http,
https, ws, wss, ftp, file: backslashes as slashes, default ports dropped, hosts lowered,
IPv4 numbers and IPv6 addresses normalised, non-ASCII hosts to punycode), relative
references against a base, dot segments, and percent-encoding of each part with its
own set. Its parts read and write as in JavaScript (``href protocol username password
host hostname port pathname search hash``; ``origin`` read-only) and ``searchParams``
stays in step with ``search``. ``URL.canParse`` and ``URL.parse`` check without throwing.

``URLSearchParams`` holds name/value pairs (from a query string, pairs, an object or
another instance), serialised as ``application/x-www-form-urlencoded``. As ``Set`` and
``Map``, ``keys()``/``values()``/``entries()`` return arrays, and both are values
templates make, not reactive state.

The reference is Chromium, which differs from the standard in a few places kept here:
``|`` escaped in paths, spaces and ``*`` escaped in hosts, ``file:`` URLs keep
``localhost`` and have the origin ``file://``. Differences: a non-ASCII host label is
compatibility-normalised, lowered and punycoded, without the rest of UTS #46 (its
mapping table, bidi and joiner checks); Windows drive letters in ``file:`` paths get no
special treatment.
"""

from __future__ import annotations

import functools
import ipaddress
import re
import unicodedata
from typing import Any
from urllib.parse import quote, unquote_to_bytes

from .budget import tick
from .collections import JSCollection, JSPairList
from .errors import ExpressionError
from .utf16 import well_formed
from .values import MAX_STRING_LENGTH, is_array, string_limit, to_js_string, undefined

SPECIAL_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443", "ftp": "21", "file": ""}

# The percent-encode sets (beyond C0 controls and non-ASCII, always encoded).
FRAGMENT_SET = frozenset(' "<>`')
QUERY_SET = frozenset(' "#<>')
SPECIAL_QUERY_SET = QUERY_SET | {"'"}
PATH_SET = QUERY_SET | frozenset("?^`{}|")  # (| as Chromium)
USERINFO_SET = PATH_SET | frozenset("/:;=@[\\]|")
C0_SET: frozenset[str] = frozenset()
FORBIDDEN_HOST = frozenset(" #/:<>?@[\\]^|\x00\t\n\r")
FORBIDDEN_DOMAIN = FORBIDDEN_HOST | frozenset("%\x7f") | frozenset(chr(c) for c in range(0x20))
# (searched as patterns: a set's scan of a 300,000-character host took 20 times longer than
# the step per 64 characters a host is charged; a space Chromium keeps, escaped)
FORBIDDEN_HOST_RE = re.compile("[" + re.escape("".join(sorted(FORBIDDEN_HOST))) + "]")
FORBIDDEN_IN_ASCII_DOMAIN_RE = re.compile("[" + re.escape("".join(sorted(FORBIDDEN_DOMAIN - {" "}))) + "]")
PRINTABLE = "".join(chr(code) for code in range(0x20, 0x7F))  # (space to ~)
C0_AND_SPACE = "".join(chr(code) for code in range(0x21))  # (stripped from a URL's ends)

MAX_PUNYCODE_LABEL = 1000  # code points (ICU's punycode limit)
_MISSING = object()  # (an argument not given, as opposed to undefined)
LEADING_DIGITS = re.compile(r"\d*")
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+\-.]*:")
SLASHES = ("/", "\\")
SINGLE_DOT = frozenset({".", "%2e"})
DOUBLE_DOT = frozenset({"..", ".%2e", "%2e.", "%2e%2e"})


class InvalidURL(Exception):
    """The input is not a URL (the caller says which operation failed)."""


def percent_encode(text: str, encode_set: frozenset[str]) -> str:
    """`text` with C0 controls, DEL, non-ASCII and the characters of `encode_set` as
    %XX escapes of their UTF-8 bytes (`quote`, as encodeURIComponent: it keeps
    letters, digits and `_.-~`, which no set holds, and the printable rest we allow).
    Every URL operation's work is charged where it reads or writes text: here, and in
    `form_decode`, `parse_host` and the record's serialisers (a pathname of 300,000
    segments set 100 times took 60 s, read 200 times 20 s, charged nothing)."""
    tick(1 + len(text) // 64)
    return quote(text, safe=_unescaped(encode_set))


@functools.cache
def _unescaped(encode_set: frozenset[str]) -> str:
    return "".join(ch for ch in PRINTABLE if ch not in encode_set)


def form_encode(text: str) -> str:
    """application/x-www-form-urlencoded's byte serializer: letters, digits and `*-._`
    as they are, spaces as `+`, the rest (`~` too) as %XX escapes of UTF-8 bytes."""
    return quote(well_formed(text), safe=" *").replace(" ", "+").replace("~", "%7E")


def form_decode(text: str) -> list[list[str]]:
    """application/x-www-form-urlencoded's parser: name/value pairs."""
    pairs = []
    parts = text.split("&")
    tick(1 + len(parts) + len(text) // 64)
    for part in parts:
        if not part:
            continue
        name, _, value = part.partition("=")
        pairs.append([_decode_component(name), _decode_component(value)])
    return pairs


def _decode_component(text: str) -> str:
    return unquote_to_bytes(text.replace("+", " ").encode("utf-8")).decode("utf-8", "replace")


# -- the URL record ----------------------------------------------------------------------


class URLRecord:
    """A parsed URL: path is a list of segments, or a string (an opaque path: mailto:...)."""

    __slots__ = ("scheme", "username", "password", "host", "port", "path", "query", "fragment")

    def __init__(self, scheme: str) -> None:
        self.scheme = scheme
        self.username = ""
        self.password = ""
        self.host: str | None = None
        self.port = ""
        self.path: list[str] | str = []
        self.query: str | None = None
        self.fragment: str | None = None

    @property
    def special(self) -> bool:
        return self.scheme in SPECIAL_PORTS

    def copy(self) -> URLRecord:
        other = URLRecord(self.scheme)
        for name in self.__slots__[1:]:
            setattr(other, name, getattr(self, name))
        if isinstance(self.path, list):
            tick(1 + len(self.path) // 8)
            other.path = list(self.path)
        return other

    def pathname(self) -> str:
        if isinstance(self.path, str):
            return self.path
        tick(1 + len(self.path))
        return "".join("/" + segment for segment in self.path)

    def host_and_port(self) -> str:
        if self.host is None:
            return ""
        return self.host + (":" + self.port if self.port else "")

    def href(self, fragment: bool = True) -> str:
        out = [self.scheme, ":"]
        if self.host is not None:
            out.append("//")
            if self.username or self.password:
                out.append(self.username + (":" + self.password if self.password else "") + "@")
            out.append(self.host_and_port())
        elif isinstance(self.path, list) and len(self.path) > 1 and self.path[0] == "":
            out.append("/.")  # (a path starting // without a host would read as one)
        out.append(self.pathname())
        if self.query is not None:
            out.append("?" + self.query)
        if fragment and self.fragment is not None:
            out.append("#" + self.fragment)
        text = "".join(out)
        tick(1 + len(text) // 64)
        return text


# Steps a parse costs whatever its length: its states and checks in Python, 8 µs for
# `http://a1.com/` (wave 48: a loop of `new URL('http://a' + i + '.com/')` charged a step
# a parse ran 2.7 s of CPU before the limit error)
PARSE_COST = 16


def parse_url(text: str, base: URLRecord | None = None) -> URLRecord:
    """The WHATWG basic URL parser, for a whole input (InvalidURL on failure). Its
    text is charged here, before it is read, for every caller: one that fails reads it
    as one that succeeds does (wave 46: `location.assign(s)` and `window.open(s)` of a
    long address that does not parse were charged nothing), and a parse of a short one
    (`PARSE_COST`)."""
    tick(PARSE_COST + len(text) // 64)
    text = re.sub(r"[\t\n\r]", "", well_formed(text).strip(C0_AND_SPACE))
    match = SCHEME.match(text)
    if match is None:
        if base is None:
            raise InvalidURL
        return _relative(text, base)
    scheme = match.group()[:-1].lower()
    rest = text[match.end():]
    url = URLRecord(scheme)
    if url.special:
        if base is not None and base.scheme == scheme and rest[:1] not in SLASHES and scheme != "file":
            return _relative(rest, base)
        if scheme == "file":
            return _file(rest, base)
        return _after_authority(url, _authority(url, rest.lstrip("/\\")))
    if rest.startswith("//"):
        return _after_authority(url, _authority(url, rest[2:]))
    if rest.startswith("/"):
        return _after_authority(url, rest)
    opaque, query, fragment = _split_tail(rest)
    url.path = percent_encode(opaque, C0_SET)
    _set_query_fragment(url, query, fragment)
    return url


def _split_tail(text: str) -> tuple[str, str | None, str | None]:
    """(path, query, fragment) of what follows the authority."""
    text, hashed, fragment = text.partition("#")
    text, asked, query = text.partition("?")
    return text, query if asked else None, fragment if hashed else None


def _set_query_fragment(url: URLRecord, query: str | None, fragment: str | None) -> None:
    if query is not None:
        url.query = percent_encode(query, SPECIAL_QUERY_SET if url.special else QUERY_SET)
    if fragment is not None:
        url.fragment = percent_encode(fragment, FRAGMENT_SET)


def _authority(url: URLRecord, text: str) -> str:
    """Reads user, password, host and port off `text` into `url`; the rest of `text`."""
    stops = "/?#\\" if url.special else "/?#"
    end = _first_of(text, stops)
    authority, rest = text[:end], text[end:]
    if "@" in authority:
        userinfo, _, authority = authority.rpartition("@")
        username, colon, password = userinfo.partition(":")
        url.username = percent_encode(username, USERINFO_SET)
        url.password = percent_encode(password, USERINFO_SET) if colon else ""
    host, port = _split_port(authority)
    if url.special and host == "":
        raise InvalidURL
    url.host = parse_host(host, not url.special)
    url.port = _port(url, port)
    return rest


def _first_of(text: str, stops: str) -> int:
    """The index of the first character of `text` in `stops` (its length: none), by
    string methods (a Python loop over a long host outran what it is charged)."""
    return min((i for i in map(text.find, stops) if i >= 0), default=len(text))


def _split_port(authority: str) -> tuple[str, str | None]:
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            raise InvalidURL
        after = authority[end + 1:]
        if after and not after.startswith(":"):
            raise InvalidURL
        return authority[: end + 1], after[1:] if after else None
    host, colon, port = authority.partition(":")
    return host, port if colon else None


def _leading_digits(text: str) -> str:
    """What a port setter keeps of `text` (`8080abc`: 8080)."""
    return LEADING_DIGITS.match(text).group()


def _port(url: URLRecord, port: str | None) -> str:
    if port is None or port == "":
        return ""
    if not port.isascii() or not port.isdigit() or int(port) > 65535:
        raise InvalidURL
    text = str(int(port))
    return "" if SPECIAL_PORTS.get(url.scheme) == text else text


def parse_host(text: str, opaque: bool) -> str:
    """A host as the URL keeps it (InvalidURL when it is none). An IPv6 address has no
    zone (`[fe80::1%eth0]`: Python's IPv6Address takes any text after `%`, the URL
    standard none)."""
    tick(1 + len(text) // 64)
    if text.startswith("["):
        if not text.endswith("]") or "%" in text:
            raise InvalidURL
        try:
            return "[" + ipaddress.IPv6Address(text[1:-1]).compressed + "]"
        except ValueError:
            raise InvalidURL from None
    if opaque:
        if FORBIDDEN_HOST_RE.search(text):
            raise InvalidURL
        return percent_encode(text, C0_SET)
    domain = unquote_to_bytes(text.encode("utf-8")).decode("utf-8", "replace")
    ascii_domain = ".".join(_ascii_label(label) for label in domain.split("."))
    if not ascii_domain or FORBIDDEN_IN_ASCII_DOMAIN_RE.search(ascii_domain):
        raise InvalidURL
    labels = ascii_domain.split(".")
    if labels[-1] == "" and len(labels) > 1:
        labels = labels[:-1]
    if _is_number(labels[-1]):
        return _ipv4(labels)
    return ascii_domain.replace(" ", "%20").replace("*", "%2A")  # (as Chromium escapes them)


def _ascii_label(label: str) -> str:
    """A domain label in ASCII: lowered, and a non-ASCII one compatibility-normalised
    and punycoded (ß stays ß: xn--zca). A label of more than 1,000 code points is not
    punycoded (ICU's limit: Chromium's URL refuses it); the encoder's work (it walks
    the label once for each distinct non-ASCII code point: 20,000 of them took 80 s) is
    charged before it runs."""
    if not label.isascii():
        label = unicodedata.normalize("NFKC", label).lower()
    if label.isascii():
        return label.lower()
    if len(label) > MAX_PUNYCODE_LABEL:
        raise InvalidURL
    tick(1 + len(label) * len({ch for ch in label if ch >= "\x80"}) // 2)
    try:
        return "xn--" + label.encode("punycode").decode("ascii")
    except UnicodeError:
        raise InvalidURL from None


def _is_number(label: str) -> bool:
    if label.isascii() and label.isdigit():
        return True
    return label[:2].lower() == "0x" and all(ch in "0123456789abcdefABCDEF" for ch in label[2:])


def _ipv4(labels: list[str]) -> str:
    if len(labels) > 4:
        raise InvalidURL
    numbers = []
    for label in labels:
        if label == "":
            raise InvalidURL
        if label[:2].lower() == "0x":
            numbers.append(int(label[2:] or "0", 16))
        elif len(label) > 1 and label[0] == "0":
            if any(ch not in "01234567" for ch in label):
                raise InvalidURL
            numbers.append(int(label, 8))
        elif label.isascii() and label.isdigit():
            numbers.append(int(label))
        else:
            raise InvalidURL
    if any(n > 255 for n in numbers[:-1]) or numbers[-1] >= 256 ** (5 - len(numbers)):
        raise InvalidURL
    address = numbers[-1]
    for i, n in enumerate(numbers[:-1]):
        address += n * 256 ** (3 - i)
    return ".".join(str((address >> shift) & 255) for shift in (24, 16, 8, 0))


def _after_authority(url: URLRecord, rest: str) -> URLRecord:
    path, query, fragment = _split_tail(rest)
    url.path = _path_segments(path, url.special, [])
    _set_query_fragment(url, query, fragment)
    return url


def _path_segments(path: str, special: bool, start: list[str]) -> list[str]:
    """`start` (a base's directory) with `path`'s segments applied: dot segments resolved,
    each segment percent-encoded."""
    if special:
        path = path.replace("\\", "/")
    segments = list(start)
    if not path:
        return [""] if special and not segments else segments
    parts = path.split("/")
    if parts[0] == "":
        parts = parts[1:]
        segments = []
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        lowered = part.lower()
        if lowered in DOUBLE_DOT:
            if segments:
                segments.pop()
            if last:
                segments.append("")
        elif lowered in SINGLE_DOT:
            if last:
                segments.append("")
        else:
            segments.append(percent_encode(part, PATH_SET))
    return segments


def _file(rest: str, base: URLRecord | None) -> URLRecord:
    url = URLRecord("file")
    if rest[:1] in SLASHES and rest[1:2] in SLASHES:
        return _file_path(url, _file_host(url, rest[2:]))
    url.host = ""
    if base is not None and base.scheme == "file" and rest[:1] not in SLASHES:
        return _resolve_path(url, base, rest)
    return _file_path(url, rest)


def _file_host(url: URLRecord, text: str) -> str:
    end = _first_of(text, "/\\?#")
    url.host = parse_host(text[:end], False) if text[:end] else ""  # (Chromium keeps localhost)
    return text[end:]


def _file_path(url: URLRecord, rest: str) -> URLRecord:
    path, query, fragment = _split_tail(rest)
    url.path = _path_segments(path, True, [])
    _set_query_fragment(url, query, fragment)
    return url


def _relative(text: str, base: URLRecord) -> URLRecord:
    """`text` (no scheme) resolved against `base`."""
    if isinstance(base.path, str):  # (an opaque base takes only a fragment)
        if not text.startswith("#"):
            raise InvalidURL
        url = base.copy()
        url.fragment = percent_encode(text[1:], FRAGMENT_SET)
        return url
    url = URLRecord(base.scheme)
    slashes = SLASHES if url.special else ("/",)
    if text[:1] in slashes and text[1:2] in slashes:
        if url.scheme == "file":
            return _file_path(url, _file_host(url, text[2:]))
        return _after_authority(url, _authority(url, text[2:].lstrip("/\\") if url.special else text[2:]))
    url.username, url.password, url.host, url.port = base.username, base.password, base.host, base.port
    if text[:1] in slashes:
        return _after_authority(url, text)
    return _resolve_path(url, base, text)


def _resolve_path(url: URLRecord, base: URLRecord, text: str) -> URLRecord:
    path, query, fragment = _split_tail(text)
    if path == "":
        url.path = list(base.path)
        if query is None:
            url.query = base.query
            if fragment is None:
                return url  # (the base without its fragment: "" resolves to it)
    else:
        url.path = _path_segments(path, url.special, list(base.path[:-1]))
    _set_query_fragment(url, query, fragment)
    return url


# -- JavaScript objects --------------------------------------------------------------------


class JSURLSearchParams(JSPairList):
    """The pairs; `_url` the URL whose query they are, if any."""

    __slots__ = ("_url",)
    _kind = "URLSearchParams"
    _value_filters = True

    def __init__(self, pairs: list[list[str]] | None = None, url: JSURL | None = None) -> None:
        super().__init__(pairs)
        self._url = url

    def _text(self, value: Any) -> str:
        return _text(value)

    def _changed(self) -> None:
        if self._url is not None:
            self._url._record.query = self.toString() or None

    @property
    def size(self) -> int:
        return len(self._entries)

    def sort(self, *_: Any) -> Any:
        """Stable, by the names' UTF-16 code units."""
        tick(1 + len(self._entries))
        self._entries.sort(key=lambda entry: entry[0].encode("utf-16-be", "surrogatepass"))
        self._changed()
        return undefined

    def toString(self, *_: Any) -> str:
        tick(1 + len(self._entries) + sum(len(k) + len(v) for k, v in self._entries) // 64)
        return _checked("&".join(form_encode(k) + "=" + form_encode(v) for k, v in self._entries))


def _text(value: Any) -> str:
    return well_formed(to_js_string(value))


def _checked(text: str) -> str:
    if len(text) > MAX_STRING_LENGTH:
        raise string_limit()
    return text


def make_search_params(init: Any = undefined, *_: Any) -> JSURLSearchParams:
    """``new URLSearchParams(init?)``: a query string (a leading `?` dropped), pairs, an
    object's own properties, or another URLSearchParams."""
    if init is undefined:
        return JSURLSearchParams()
    if isinstance(init, JSURLSearchParams):
        return JSURLSearchParams([list(entry) for entry in init._entries])
    if is_array(init) or isinstance(init, JSCollection):
        pairs = []
        for pair in (init._iteration() if isinstance(init, JSCollection) else init):
            items = list(pair) if is_array(pair) or type(pair) is list else None
            if items is None or len(items) != 2:
                raise ExpressionError("Failed to construct 'URLSearchParams': The provided value cannot be "
                                      "converted to a sequence.", kind="TypeError")
            pairs.append([_text(items[0]), _text(items[1])])
        return JSURLSearchParams(pairs)
    if isinstance(init, dict):
        return JSURLSearchParams([[_text(k), _text(v)] for k, v in init.items()])
    text = _text(init)
    tick(1 + len(text) // 64)
    return JSURLSearchParams(form_decode(text[1:] if text.startswith("?") else text))


class JSURL:
    """A URL object: its record and its search params (made on first read)."""

    __slots__ = ("_record", "_params")
    __reactive_skip__ = True
    _kind = "URL"

    def __init__(self, record: URLRecord) -> None:
        self._record = record
        self._params: JSURLSearchParams | None = None

    def _reparsed(self, record: URLRecord) -> None:
        self._record = record
        if self._params is not None:
            self._params._entries[:] = form_decode(record.query or "")

    @property
    def href(self) -> str:
        return _checked(self._record.href())

    @href.setter
    def href(self, value: Any) -> None:
        text = _text(value)
        try:
            self._reparsed(parse_url(text))
        except InvalidURL:
            raise ExpressionError(f"Failed to set the 'href' property on 'URL': Invalid URL '{text}'",
                                  kind="TypeError") from None

    @property
    def origin(self) -> str:
        record = self._record
        if record.scheme in ("http", "https", "ws", "wss", "ftp"):
            return f"{record.scheme}://{record.host_and_port()}"
        if record.scheme == "file":
            return "file://"  # (Chromium's; the standard leaves it opaque: "null")
        if record.scheme == "blob" and isinstance(record.path, str):
            try:
                inner = parse_url(record.path)
            except InvalidURL:
                return "null"
            if inner.scheme in ("http", "https"):
                return JSURL(inner).origin
        return "null"

    @property
    def protocol(self) -> str:
        return self._record.scheme + ":"

    @protocol.setter
    def protocol(self, value: Any) -> None:
        text = _text(value).partition(":")[0]
        match = SCHEME.match(text + ":")
        if match is None or match.end() != len(text) + 1:
            return
        scheme = text.lower()
        record = self._record
        if (scheme in SPECIAL_PORTS) != record.special or (scheme == "file" and (record.username or record.password
                                                                                 or record.port)):
            return
        if record.scheme == "file" and record.host == "" and scheme != "file":
            return
        record.scheme = scheme
        if record.port == SPECIAL_PORTS.get(scheme):
            record.port = ""

    @property
    def username(self) -> str:
        return self._record.username

    @username.setter
    def username(self, value: Any) -> None:
        if self._takes_credentials():
            self._record.username = percent_encode(_text(value), USERINFO_SET)

    @property
    def password(self) -> str:
        return self._record.password

    @password.setter
    def password(self, value: Any) -> None:
        if self._takes_credentials():
            self._record.password = percent_encode(_text(value), USERINFO_SET)

    def _takes_credentials(self) -> bool:
        record = self._record
        return bool(record.host) and record.scheme != "file"

    @property
    def host(self) -> str:
        return self._record.host_and_port()

    @host.setter
    def host(self, value: Any) -> None:
        record = self._record
        if isinstance(record.path, str):
            return
        try:
            host, port = _split_port(_text(value).replace("\\", "/").partition("/")[0])
            copy = record.copy()
            if record.special and host == "":
                return
            copy.host = parse_host(host, not record.special)
            digits = _leading_digits(port or "")
            if digits:
                copy.port = _port(copy, digits)
        except InvalidURL:
            return
        self._record = copy

    @property
    def hostname(self) -> str:
        return self._record.host or ""

    @hostname.setter
    def hostname(self, value: Any) -> None:
        record = self._record
        text = _text(value)
        if isinstance(record.path, str) or ":" in text.strip("[]") and not text.startswith("["):
            return
        try:
            if record.special and text == "":
                return
            record.host = parse_host(text.partition("/")[0], not record.special)
        except InvalidURL:
            return

    @property
    def port(self) -> str:
        return self._record.port

    @port.setter
    def port(self, value: Any) -> None:
        record = self._record
        if not record.host or record.scheme == "file":
            return
        text = _text(value)
        if text == "":
            record.port = ""
            return
        digits = _leading_digits(text)
        if digits:
            try:
                record.port = _port(record, digits)
            except InvalidURL:
                return

    @property
    def pathname(self) -> str:
        return self._record.pathname()

    @pathname.setter
    def pathname(self, value: Any) -> None:
        record = self._record
        if isinstance(record.path, str):
            return
        text = _text(value)
        if record.special or (text and not text.startswith("/")):
            text = text if text.startswith(("/", "\\") if record.special else "/") else "/" + text
        record.path = _path_segments(text, record.special, [])

    @property
    def search(self) -> str:
        query = self._record.query
        tick(1 + len(query or "") // 64)
        return "?" + query if query else ""

    @search.setter
    def search(self, value: Any) -> None:
        text = _text(value)
        text = text[1:] if text.startswith("?") else text
        record = self._record
        record.query = percent_encode(text, SPECIAL_QUERY_SET if record.special else QUERY_SET) if text else None
        if self._params is not None:
            self._params._entries[:] = form_decode(text)

    @property
    def searchParams(self) -> JSURLSearchParams:
        if self._params is None:
            self._params = JSURLSearchParams(form_decode(self._record.query or ""), self)
        return self._params

    @property
    def hash(self) -> str:
        fragment = self._record.fragment
        tick(1 + len(fragment or "") // 64)
        return "#" + fragment if fragment else ""

    @hash.setter
    def hash(self, value: Any) -> None:
        text = _text(value)
        text = text[1:] if text.startswith("#") else text
        self._record.fragment = percent_encode(text, FRAGMENT_SET) if text else None

    def toString(self, *_: Any) -> str:
        return self.href

    def toJSON(self, *_: Any) -> str:
        return self.href

    def __str__(self) -> str:
        return self.href

    def __repr__(self) -> str:
        return f"URL({self.href!r})"


def _parse(url: Any, base: Any) -> URLRecord:
    """The record of `new URL(url, base)` (InvalidURL when either fails)."""
    text = _text(url)
    base_record = None
    if base is not undefined:
        base_record = base._record if isinstance(base, JSURL) else parse_url(_text(base))
    return parse_url(text, base_record)


def make_url(url: Any = _MISSING, base: Any = undefined, *_: Any) -> JSURL:
    """``new URL(url, base?)``."""
    if url is _MISSING:
        raise ExpressionError("Failed to construct 'URL': 1 argument required, but only 0 present.", kind="TypeError")
    try:
        return JSURL(_parse(url, base))
    except InvalidURL:
        raise ExpressionError(f"Failed to construct 'URL': Invalid URL '{_text(url)}'", kind="TypeError") from None


def can_parse(url: Any = undefined, base: Any = undefined, *_: Any) -> bool:
    """``URL.canParse(url, base?)``."""
    try:
        _parse(url, base)
    except InvalidURL:
        return False
    return True


def parse_or_null(url: Any = undefined, base: Any = undefined, *_: Any) -> JSURL | None:
    """``URL.parse(url, base?)``: the URL, or null."""
    try:
        return JSURL(_parse(url, base))
    except InvalidURL:
        return None

