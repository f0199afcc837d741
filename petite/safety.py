"""Output safety: the rules that keep data text on every path (see docs/security.md).

The compiled SSR path (`petite.compiler`, `directives.*.ssr_*`) and the mount path
(`petite.dom`, `directives.bind.set_prop`, the live patches) both call these functions;
no other module holds a copy of these rules.

- `check_attribute_name`: which names may ever be written as attributes.
- `is_event_handler_name`: `on*` names (case-insensitive), never written from a binding.
- `guard_raw_text`: text inside `<script>`, `<style>` ... can never end the element.
- `safe_url_attribute`: dangerous URL schemes in URL-valued attributes get an `unsafe:`
  prefix unless the value is a `TrustedURL`.
"""

from __future__ import annotations

import html
import re

from petite.errors import PetiteError

# The one HTML escaping of text and attribute values (`& < > " '`, as markupsafe): a str
# in, a plain str out. A `Markup` is escaped like any other string: only `v-html` inserts
# markup. markupsafe's C escaping takes any str as it is (about 4x faster than five
# replaces); its pure-Python build needs a plain str first.
try:
    from markupsafe._speedups import _escape_inner as escape_html
except ImportError:  # pragma: no cover - the pure-Python build of markupsafe
    from markupsafe._native import _escape_inner

    def escape_html(text: str) -> str:
        return _escape_inner(str.__str__(text))

__all__ = [
    "TrustedURL", "UnsafeAttributeError", "check_attribute_name", "is_valid_attribute_name",
    "is_event_handler_name", "guard_raw_text", "RAW_TEXT_ELEMENTS", "is_url_attribute",
    "sanitize_url", "safe_url_attribute", "check_property_name", "LIVE_PROPERTIES",
    "MARKUP_PROPERTIES", "guard_comment",
]


class UnsafeAttributeError(PetiteError):
    """An attribute (or live property) that data may not write."""


class TrustedURL(str):
    """A URL the application vouches for: written as it is, even with a `javascript:`
    or `data:` scheme. Wrap only values that never come from users:
    `{"home": petite.TrustedURL("javascript:void(0)")}`."""

    __slots__ = ()


# -- attribute names -----------------------------------------------------------------

# Chromium's setAttribute refuses ASCII whitespace, NUL, "/", ">" and "="; the HTML
# serializer writes names as they are, so '"', "'" and "<" (parse errors that other
# parsers read differently) and control characters are refused too.
_ATTRIBUTE_NAME_RE = re.compile(r"[^\t\n\f\r \x00-\x1f\x7f-\x9f\"'<>/=]+\Z")


def is_valid_attribute_name(name: str) -> bool:
    return isinstance(name, str) and _ATTRIBUTE_NAME_RE.match(name) is not None


def check_attribute_name(name: str, tag: str) -> str:
    """`name` when it may be written as an attribute of `tag`, else UnsafeAttributeError
    (a name no browser accepts or that would not read back the same after serializing,
    or an `on*` event-handler name)."""
    if not is_valid_attribute_name(name):
        raise UnsafeAttributeError(f"invalid attribute name {name!r} on <{tag}>")
    if is_event_handler_name(name):
        raise UnsafeAttributeError(f"refused event-handler attribute {name!r} on <{tag}>: data never writes on* attributes")
    return name


def is_event_handler_name(name: str) -> bool:
    """Every name starting with "on", in any case (`onclick`, `onClick`, `ONLOAD`,
    `oncommand`, SVG's `onbegin`): bindings never write them."""
    return name[:2].lower() == "on"


# -- live properties -----------------------------------------------------------------

# The DOM properties a patch may assign (`el[name] = value` in the browser client).
LIVE_PROPERTIES = frozenset({"value", "checked", "selected", "indeterminate", "muted", "volume", "disabled", "nonce"})
# Properties whose value is parsed as markup: `v-bind="object"` never sets them.
MARKUP_PROPERTIES = frozenset({"innerHTML", "outerHTML", "srcdoc"})


def check_property_name(name: str, tag: str) -> str:
    if name not in LIVE_PROPERTIES:
        raise UnsafeAttributeError(f"refused DOM property {name!r} on <{tag}>")
    return name


# -- raw text --------------------------------------------------------------------------

RAW_TEXT_ELEMENTS = frozenset("script style xmp iframe noembed noframes noscript plaintext".split())
# "\x3C" is "<" in JavaScript strings, template literals and regexes; "<\/" is "</"
# in CSS strings. Only "<" that could start an end tag or an escape is rewritten.
_SCRIPT_BREAKER_RE = re.compile(r"<(?=/|!--|script)", re.IGNORECASE | re.ASCII)
_END_TAG_RE = re.compile(r"</")
_TAG_END = "\t\n\f\r />"


def guard_raw_text(text: str, tag: str) -> str:
    """The whole text of a raw-text element `tag` (HTML namespace), written unescaped:
    returned as it is when `<tag>text</tag>` parses back to this text, else with every
    `</` turned into `<\\/` (`\\x3C` for `</`, `<!--` and `<script` in scripts) so that
    the element ends exactly at its own end tag. Template text always parses back (the
    parser found its end); data can only change by being neutralised."""
    if "<" not in text or not raw_text_ends_early(text, tag):
        return text
    if tag == "script":
        return _SCRIPT_BREAKER_RE.sub(r"\\x3C", text)
    return _END_TAG_RE.sub(r"<\\/", text)


def raw_text_ends_early(text: str, tag: str) -> bool:
    """Would an HTML parser end `<tag>` + `text` + `</tag>` anywhere but at the end?"""
    if tag == "plaintext":
        return False  # nothing ends it
    full = text.replace("\r", "\n") + "</" + tag + ">"
    end = _script_end(full) if tag == "script" else _rawtext_end(full, tag)
    return end != len(text.replace("\r", "\n"))


def _rawtext_end(text: str, tag: str) -> int:
    """Where the first appropriate end tag `</tag` starts (RAWTEXT, RCDATA)."""
    n = len(tag)
    start = text.find("</")
    while start >= 0:
        name = text[start + 2 : start + 2 + n]
        after = text[start + 2 + n : start + 3 + n]
        if name.isascii() and name.lower() == tag and after and after in _TAG_END:
            return start
        start = text.find("</", start + 2)
    return -1


def _end_tag_name(text: str, i: int) -> tuple[str, int]:
    """The ASCII letters of a tag name starting at `i` (lower-cased), and where they stop."""
    j = i
    while j < len(text) and text[j].isascii() and text[j].isalpha():
        j += 1
    return text[i:j].lower(), j


def _script_end(text: str) -> int:
    """Where the script's end tag starts, following the tokenizer's script data states
    (escaped `<!--` and double-escaped `<!--<script>` sections included); -1: none."""
    state = "data"
    i = 0
    length = len(text)
    while i < length:
        c = text[i]
        if c != "<" and c != "-" and c != ">":
            if state in ("escaped_dash", "escaped_dashdash"):
                state = "escaped"
            elif state in ("double_dash", "double_dashdash"):
                state = "double"
            i += 1
            continue
        if c == "<":
            nxt = text[i + 1 : i + 2]
            if state == "data":
                if nxt == "/":
                    name, j = _end_tag_name(text, i + 2)
                    if name == "script" and text[j : j + 1] and text[j] in _TAG_END:
                        return i
                    i += 2
                    continue
                if text.startswith("<!--", i):
                    state = "escaped_dashdash"
                    i += 4
                    continue
                i += 1
                continue
            if state in ("escaped", "escaped_dash", "escaped_dashdash"):
                state = "escaped"
                if nxt == "/":
                    name, j = _end_tag_name(text, i + 2)
                    if name == "script" and text[j : j + 1] and text[j] in _TAG_END:
                        return i
                    i += 2
                    continue
                name, j = _end_tag_name(text, i + 1)
                if name == "script" and text[j : j + 1] and text[j] in _TAG_END:
                    state = "double"
                i = max(j, i + 1)
                continue
            # double escaped
            state = "double"
            if nxt == "/":
                name, j = _end_tag_name(text, i + 2)
                if name == "script" and text[j : j + 1] and text[j] in _TAG_END:
                    state = "escaped"
                i = max(j, i + 2)
                continue
            i += 1
            continue
        if c == "-":
            if state == "escaped":
                state = "escaped_dash"
            elif state == "escaped_dash":
                state = "escaped_dashdash"
            elif state == "double":
                state = "double_dash"
            elif state == "double_dash":
                state = "double_dashdash"
            i += 1
            continue
        # ">"
        if state in ("escaped_dashdash", "double_dashdash"):
            state = "data"
        elif state == "escaped_dash":
            state = "escaped"
        elif state == "double_dash":
            state = "double"
        i += 1
    return -1


def guard_comment(text: str) -> str:
    """Comment data that cannot end its comment early (data written into a comment node
    through an expression): a leading `>`/`->` gets a space before it and every `--` is
    split (`- -`) when the data would otherwise end the comment (`-->`, `--!>`)."""
    if not (text.startswith((">", "->")) or "--!>" in text or "-->" in text):
        return text
    if text.startswith((">", "->")):
        text = " " + text
    while "--" in text:
        text = text.replace("--", "- -")
    return text


# -- URLs ------------------------------------------------------------------------------

# URL-valued attributes (lower-cased: the HTML parser lower-cases names in every
# namespace) -> how the value holds URLs: "url" one, "srcset" comma-separated
# candidates, "tokens" space-separated URLs, "values" semicolon-separated (SVG animation).
_URL_ATTRIBUTES = {
    **dict.fromkeys(
        "href src action formaction xlink:href poster cite background manifest codebase "
        "classid longdesc lowsrc dynsrc profile icon attributionsrc xml:base".split(),
        "url",
    ),
    "srcset": "srcset",
    "imagesrcset": "srcset",
    "ping": "tokens",
    "archive": "tokens",
}
# Attributes whose meaning depends on the element.
_ELEMENT_URL_ATTRIBUTES = {
    "object": {"data": "url"},
    # SVG animation of `href`: <animate attributeName="href" to="javascript:...">
    **{tag: {"to": "values", "from": "values", "by": "values", "values": "values"} for tag in ("animate", "set")},
}
_DANGEROUS_SCHEMES = frozenset({"javascript", "vbscript", "data"})
# Raster images carry no script: `data:` URLs of these types stay in image sources.
_SAFE_DATA_IMAGE_RE = re.compile(r"data:image/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]", re.I)
_IMAGE_SOURCES = {"img": ("src", "srcset"), "source": ("src", "srcset"), "video": ("poster",), "input": ("src",),
                  "link": ("imagesrcset",)}
# What the URL parser ignores before and inside a scheme: C0 controls and space are
# stripped at both ends, tabs and newlines anywhere; C1 controls and invisible format
# characters are dropped too (never part of a real scheme).
_IGNORED_RE = re.compile(r"[\x00-\x20\x7f-\x9f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]+")
_SCHEME_RE = re.compile(r"([a-zA-Z][a-zA-Z0-9+.\-]*):")
_NO_SCHEME_START = frozenset("/#?.")


def url_kind(tag: str, name: str) -> str | None:
    """How the attribute `name` of `tag` holds URLs ("url", "srcset", "tokens",
    "values"), or None when it holds none."""
    name = name.lower()
    kind = _URL_ATTRIBUTES.get(name)
    if kind is None:
        kind = _ELEMENT_URL_ATTRIBUTES.get(tag.lower(), {}).get(name)
    return kind


def is_url_attribute(tag: str, name: str) -> bool:
    return url_kind(tag, name) is not None


def _dangerous(url: str, image: bool) -> bool:
    """Does `url` start with a dangerous scheme as a browser would read it (character
    references decoded, ignored characters dropped, any case)?"""
    if url[:1] in _NO_SCHEME_START:
        return False  # relative (`/a`, `#a`, `?a`, `./a`): nothing before it is ignored
    match = _SCHEME_RE.match(url)
    if match is not None:  # a plain scheme: no entity, no ignored character before ":"
        return _dangerous_scheme(match.group(1).lower(), url, image)
    if ":" not in url and "&" not in url:
        return False  # no scheme can appear
    if "&" in url:
        url = html.unescape(url)
    compact = _IGNORED_RE.sub("", url)
    match = _SCHEME_RE.match(compact)
    if match is None:
        return False
    return _dangerous_scheme(match.group(1).lower(), compact, image)


def _dangerous_scheme(scheme: str, url: str, image: bool) -> bool:
    if scheme not in _DANGEROUS_SCHEMES:
        return False
    return not (scheme == "data" and image and _SAFE_DATA_IMAGE_RE.match(url))


def sanitize_url(url: str, image: bool = False) -> str:
    """`url`, or `unsafe:` + `url` when its scheme is `javascript:`, `vbscript:` or
    `data:` (`image`: raster `data:image/...` URLs are kept)."""
    return "unsafe:" + url if _dangerous(url, image) else url


def safe_url_attribute(tag: str, name: str, value: str) -> str:
    """The value to write for attribute `name` of `tag`: URLs with a dangerous scheme
    neutralised (Angular's `unsafe:` prefix), unless `value` is a TrustedURL."""
    kind = _URL_ATTRIBUTES.get(name) or url_kind(tag, name)
    if kind is None or isinstance(value, TrustedURL):
        return value
    if kind == "url":  # the common cases first: relative, or a plain harmless scheme
        if value[:1] in _NO_SCHEME_START:
            return value
        match = _SCHEME_RE.match(value)
        if match is not None and match.group(1).lower() not in _DANGEROUS_SCHEMES:
            return value
    image = name.lower() in _IMAGE_SOURCES.get(tag.lower(), ())
    if kind == "url":
        return sanitize_url(value, image)
    if kind == "srcset":
        return ",".join(_sanitize_item(part, image) for part in value.split(","))
    if kind == "values":
        return ";".join(_sanitize_item(part, False) for part in value.split(";"))
    return " ".join(_sanitize_item(part, False) for part in value.split(" "))


def _sanitize_item(part: str, image: bool) -> str:
    stripped = part.lstrip()
    if not _dangerous(stripped, image):
        return part
    return part[: len(part) - len(stripped)] + "unsafe:" + stripped


def safe_attribute(tag: str, name: str, value: str) -> str:
    """The one check of every attribute write from data: a valid, non-handler name and
    a value with dangerous URLs neutralised. Returns the value to write."""
    check_attribute_name(name, tag)
    return safe_url_attribute(tag, name, value)
