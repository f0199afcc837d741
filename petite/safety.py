"""Output safety: the rules that keep data text on every path (see docs/security.md).

The compiled SSR path (`petite.compiler`, `directives.*.ssr_*`) and the mount path
(`petite.dom`, `directives.bind.set_prop`, the live patches) both call these functions;
no other module holds a copy of these rules.

- `check_attribute_name`: which names may ever be written as attributes.
- `is_event_handler_name`: `on*` names (case-insensitive), never written from a binding.
- `guard_raw_text`: text inside `<script>`, `<style>` ... can never end the element.
- `safe_url_attribute`: dangerous URL schemes in URL-valued attributes get an `unsafe:`
  prefix unless the value is a `TrustedURL`.
- `safe_attribute_value`: the one rule for every attribute value from data: URLs (above),
  URLs inside non-URL attributes (`style` url(), meta refresh `content`), script-loading
  URLs (`<script src>`, `<base href>` ...: `TrustedURL` only), markup (`srcdoc`:
  sanitised, `petite.sanitize`, unless `TrustedHTML`), SVG animation of `on*` attributes.
- `is_executable_script`: a `<script>` whose text runs; bindings never change that text.
- `well_formed`: an HTML document as it can be sent (UTF-8): no lone surrogates.
"""

from __future__ import annotations

import html
import re
from typing import Any

from markupsafe import Markup

from petite.clobbering import CLOBBERING_NAMES
from petite.errors import PetiteError
from petite.html5 import HTML_NS, html5_fragment
from petite.sanitize import clean_tree, reparsed_namespace
from petite.expr.utf16 import SURROGATE, join
from petite.expr.budget import charge_written, tick
from petite.expr.values import to_js_string, to_number, truthy

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
    "well_formed", "TrustedURL", "TrustedHTML", "is_trusted_html", "as_trusted_html", "safe_attribute_value",
    "is_executable_script", "safe_css", "value_check", "sanitize_html", "clean_html5_tree", "UnsafeAttributeError", "check_attribute_name",
    "is_raw_text_element", "reread_namespace",
    "is_valid_attribute_name",
    "is_event_handler_name", "guard_raw_text", "RAW_TEXT_ELEMENTS", "is_url_attribute",
    "sanitize_url", "safe_url_attribute", "check_property_name", "live_property_value", "LIVE_PROPERTIES",
    "PROPERTY_ONLY", "is_property_only",
    "MARKUP_PROPERTIES", "guard_comment",
]


def well_formed(document: str) -> str:
    """`document` as a browser's UTF-8 encoder writes it: a surrogate pair is its
    character, a lone surrogate U+FFFD. Strings from data and from JavaScript string
    operations (`name.slice(0, 1)` of an emoji, a browser's input value) may hold lone
    surrogates, which UTF-8 cannot encode: a page that held one could not be sent at
    all (every visitor of a live page showing a shared store got a 500). Applied to
    whole documents where they leave petite (`Template.render`, `App.html`)."""
    if document.isascii() or SURROGATE.search(document) is None:
        return document
    return SURROGATE.sub("\ufffd", join(document))


class UnsafeAttributeError(PetiteError):
    """An attribute (or live property) that data may not write."""


class TrustedURL(str):
    """A URL the application vouches for: written as it is, even with a `javascript:`
    or `data:` scheme. Wrap only values that never come from users:
    `{"home": petite.TrustedURL("javascript:void(0)")}`."""

    __slots__ = ()


# Markup the application vouches for: `markupsafe.Markup` (what Jinja2, Flask and
# markupsafe users already mark safe HTML with), exported as `petite.TrustedHTML`.
# Markup sinks (`v-html`, innerHTML, srcdoc, `$template` strings) write it as it is; any
# other string is sanitised (`petite.sanitize`). In `{{ }}` and attributes it is text.
TrustedHTML = Markup


def is_trusted_html(value: object) -> bool:
    """A `Markup` (or any object of the `__html__` protocol, as Django's SafeString)."""
    return isinstance(value, Markup) or getattr(type(value), "__html__", None) is not None


def as_trusted_html(value: object) -> Markup:
    """A trusted value (`is_trusted_html`) as Markup."""
    return value if isinstance(value, Markup) else Markup(value)


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

# Properties with no attribute behind them, by the HTML elements that have them (None:
# every HTML element): a checkbox's `indeterminate`, a media element's `muted` and
# `volume`, a style sheet's `disabled`, `nonce`. A binding sets them as live properties
# (directives/bind.py, "none" kind), an expression reads and writes the same
# (petite.domview), a live patch assigns them in the browser.
PROPERTY_ONLY: dict[str, frozenset[str] | None] = {
    "indeterminate": frozenset({"input"}), "muted": frozenset({"audio", "video"}),
    "volume": frozenset({"audio", "video"}), "disabled": frozenset({"style"}), "nonce": None,
}


def is_property_only(tag: str, name: str) -> bool:
    """Is `name` a property with no attribute behind it on an HTML `tag` element?"""
    owners = PROPERTY_ONLY.get(name, ())
    return owners is None or tag in owners  # type: ignore[operator]


# The DOM properties a patch may assign (`el[name] = value` in the browser client).
LIVE_PROPERTIES = frozenset({"value", "checked", "selected", *PROPERTY_ONLY})
# Properties whose value is parsed as markup: `v-bind="object"` never sets them (v-html
# and explicit bindings do, through the sanitiser).
MARKUP_PROPERTIES = frozenset({"innerHTML", "outerHTML", "srcdoc", "srcDoc"})


def check_property_name(name: str, tag: str) -> str:
    if name not in LIVE_PROPERTIES:
        raise UnsafeAttributeError(f"refused DOM property {name!r} on <{tag}>")
    return name


_BOOLEAN_PROPERTIES = frozenset({"checked", "selected", "indeterminate", "muted", "disabled"})


def live_property_value(name: str, tag: str, value: Any) -> bool | str | float | None:
    """What `el[name] = value` leaves in a live property, by the property's WebIDL type
    (boolean, DOMString, or `volume`'s double in [0, 1]): the server's DOM holds and the
    wire carries only that, never the Python object a binding assigned (its repr would
    travel to the browser) nor a number JSON cannot spell (NaN, Infinity: the browser
    could not parse the batch). None: the browser refuses the value (a non-finite or
    out-of-range volume throws there) and the property keeps its value."""
    check_property_name(name, tag)
    if name in _BOOLEAN_PROPERTIES:
        return value if type(value) is bool else truthy(value)
    if name == "volume":
        number = to_number(value)
        return float(number) if 0 <= number <= 1 else None  # (NaN compares false)
    text = value if type(value) is str else to_js_string(value)
    charge_written(text)  # (a control's value is written into the page: `value=`, a textarea's text)
    return text


# -- a leading newline in pre, textarea, listing -------------------------------------------

NEWLINE_DROPPING_ELEMENTS = frozenset(("pre", "textarea", "listing"))


def page_content(inner: str, tag: str, namespace: str) -> str:
    """The HTML written between the start and end tags of a `tag` element in page output.
    The HTML parser drops one newline right after `<pre>`, `<textarea>` and `<listing>`,
    so content that starts with a newline gets one more, or a browser loading the page
    would lose it. The one rule for page output: the render function (`petite.compiler`)
    and the mount path's page (`petite.dom.serialize`, `page=True`) both call it. Not for
    `innerHTML`/`outerHTML` read by expressions: Chromium's serializer adds no newline."""
    if tag in NEWLINE_DROPPING_ELEMENTS and inner.startswith("\n") and namespace == HTML_NS:
        return "\n" + inner
    return inner


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


def reread_namespace(el: Any) -> str:
    """The namespace a browser gives `el` when it parses the serialized tree back
    (`petite.sanitize.reparsed_namespace` from the root down). A tree built by foster
    parenting or DOM writes can hold an element elsewhere: an HTML `<style>` under an
    HTML `<mglyph>` in a MathML `<mtext>` comes back as a MathML `<style>`, whose text
    is markup — so raw text is written unescaped only where it comes back as raw text."""
    chain = []
    node = el
    while getattr(node, "tag", None) is not None:  # elements up to the root (a fragment, a template's content)
        chain.append(node)
        node = node.parent
    parent = None
    for node in reversed(chain):
        parent = (node.tag, reparsed_namespace(node.tag, node.attrs, parent), node.attrs)
    return parent[1] if parent else "html"


def is_raw_text_element(el: Any) -> bool:
    """Is `el`'s text written raw (unescaped)? Only for an HTML raw-text element that a
    browser reading the serialization back sees as one (`reread_namespace`)."""
    return el.tag in RAW_TEXT_ELEMENTS and el.namespace == "html" and reread_namespace(el) == "html"


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


def safe_attribute(tag: str, name: str, value: object, attrs: dict | None = None) -> str:
    """The one check of every attribute write from data: a valid, non-handler name and
    a value made safe by `safe_attribute_value`. Returns the value to write. A value
    that is not a string is converted first (JavaScript's ToString, which may run a
    `toString` of the data), then checked: the check always sees the final text. A str
    subclass (TrustedURL, TrustedHTML) is kept: it carries the trust."""
    check_attribute_name(name, tag)
    if not isinstance(value, str):
        value = to_js_string(value)
    charge_written(value)  # (a long value, written on many elements, is many pages' worth)
    return safe_attribute_value(tag, name, value, attrs)


# -- every attribute value from data -----------------------------------------------------

# Attributes whose URL loads script or changes where scripts load from: only a TrustedURL
# is written as it is; any other value gets the `unsafe:` prefix (never fetched).
_SCRIPT_LOADING = {
    "script": ("src", "href", "xlink:href"),
    "base": ("href",),
    "object": ("data", "codebase", "classid", "archive"),
    "embed": ("src",),
    "applet": ("code", "codebase", "archive"),
    "link": ("href", "imagesrcset"),
}
# `<link rel>` values that never load a script, a style sheet or a document into the page.
_INERT_LINK_RELS = frozenset(
    "alternate author bookmark canonical external help icon license me next nofollow noopener "
    "noreferrer opener prev search shortlink tag dns-prefetch preconnect apple-touch-icon "
    "apple-touch-icon-precomposed mask-icon shortcut".split()
)
_SVG_ANIMATIONS = frozenset({"animate", "set", "animatemotion", "animatetransform", "animatecolor", "discard"})
_CSS_NAME = r"(?:[-\w]|\\(?:[0-9a-fA-F]{1,6}[ \t\n\r\f]?|[^\n\r\f0-9a-fA-F]))++"  # (escapes and all)
# The tokens that say where a URL is in CSS text: a string, a comment, a name (a
# function's when a `(` follows), a `)`, an at-keyword (`@import`). Each alternative
# matches once it starts, so no text is read twice (a name that failed for want of its
# `(` was read again from each of its letters).
_CSS_TOKEN_RE = re.compile(rf"""
    (["'])((?:\\[\s\S]|(?!\1)[^\\\n\r\f])*+)\1?    # a string (to its end, or to a line break)
  | /\*[\s\S]*?(?:\*/|\Z)                           # a comment
  | ({_CSS_NAME})(\(\s*+)?                          # a name, or a function
  | (\))
  | @({_CSS_NAME})                                  # an at-keyword
""", re.VERBOSE)
# a `url(` token's text, and what is left to its `)` (none, spaces, or a bad URL's remnants)
_CSS_URL_TOKEN_RE = re.compile(r"""((?:\\[\s\S]|[^"'()\s\\])*)(?:\\[\s\S]|[^)\\])*\)?""")
# The functions whose string arguments (and `url(`'s unquoted one) are URLs
_CSS_URL_FUNCTIONS = frozenset({"url", "src", "image", "image-set", "-webkit-image-set"})
_CSS_ESCAPE_RE = re.compile(r"\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|(.))", re.S)
_CSS_COMMENT_RE = re.compile(r"/\*[\s\S]*?(?:\*/|\Z)")
_REFRESH_RE = re.compile(r"""\A[\s\d.]*[;,]?\s*(?:url\s*=\s*)?["']?""", re.IGNORECASE)


def _css_unescape(text: str) -> str:
    def one(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return "" if match.group(2) else match.group(3)  # (an escaped line break continues a string)
        code = int(match.group(1), 16)
        return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd"

    return _CSS_ESCAPE_RE.sub(one, text)


def css_urls(text: str) -> list[tuple[int, str]]:
    """The URLs in CSS text, as the browser's tokenizer finds them: (where each starts,
    its text, escapes decoded). A URL is a `url(...)` token's text, or a string that is
    an argument of a URL function (`url("...")`, `image-set("..." 1x, url(...) 2x)`,
    `-webkit-image-set`, `src`, `image`, however nested) or follows `@import`; function
    and at-rule names are read with their escapes (`u\\72l(`), comments are no names.
    Charged a step per 2 tokens read, per URL (`a(a(a(...`, `url()url()...`: ~1 µs a
    token, where the text written costs a step per 64 characters)."""
    found: list[tuple[int, str]] = []
    functions: list[str] = []  # (the names of the functions open at this point)
    import_next = False  # (the next string follows `@import`)
    pos = cost = 0
    while (match := _CSS_TOKEN_RE.search(text, pos)) is not None:
        pos = match.end()
        cost += 1
        if cost >= 512:
            tick(256)
            cost -= 512
        quote, name, opens, close, at = match.group(1, 3, 4, 5, 6)
        if quote:
            if import_next or (functions and functions[-1] in _CSS_URL_FUNCTIONS):
                found.append((match.start(2), _css_unescape(match.group(2))))
                cost += 1
        elif opens is not None:
            name = _css_unescape(name).lower()
            if name == "url" and text[pos:pos + 1] not in ("'", '"'):  # (a url token, read to its `)`)
                url = _CSS_URL_TOKEN_RE.match(text, pos)
                found.append((pos, _css_unescape(url.group(1))))
                pos = url.end()
                cost += 1
            else:
                functions.append(name)
        elif close is not None:
            if functions:
                functions.pop()
        elif at is not None:
            import_next = _css_unescape(at).lower() == "import"
            continue
        elif name is None:
            continue  # (a comment)
        import_next = False
    tick(cost >> 1)
    return found


def safe_css(text: str) -> str:
    """CSS text (a `style` attribute or a `<style>` element from data) whose URLs
    (`css_urls`: `url()`, `image-set()`, `@import`, CSS escapes decoded) never have a
    dangerous scheme: such a URL gets the `unsafe:` prefix."""
    if "(" not in text and "@" not in text:
        return text  # (no URL function, no @import: nothing to read; a long value is read fast)
    dangerous = [start for start, url in css_urls(text) if _dangerous(url, False)]
    if dangerous:
        pieces, last = [], 0
        for start in dangerous:
            pieces += [text[last:start], "unsafe:"]
            last = start
        text = "".join(pieces) + text[last:]
    if "\\" in text or "/*" in text:  # escaped or split names, read once more as plain text
        plain = _css_unescape(_CSS_COMMENT_RE.sub(" ", text))
        if any(_dangerous(url, False) for _, url in css_urls(plain)):
            return ""  # (no real style sheet spells a URL that way)
    return text


def safe_refresh(content: str) -> str:
    """A `<meta content>` that, read as a refresh (`5; url=...`), never goes to a
    dangerous URL (the attribute is checked whatever `http-equiv` says: it may change)."""
    match = _REFRESH_RE.match(content)
    rest = content[match.end():]
    if rest and _dangerous(rest.strip(), False):
        return content[: match.end()] + "unsafe:" + rest
    return content


def _loads_script(tag: str, name: str, attrs: dict | None) -> bool:
    names = _SCRIPT_LOADING.get(tag)
    if names is None or name not in names:
        return False
    if tag == "link":  # a link loads something only for some `rel`s
        rels = (attrs or {}).get("rel")
        return rels is None or not set(rels.lower().split()) <= _INERT_LINK_RELS
    return True


def urls_to_recheck(tag: str, name: str, value: str, attrs: dict) -> list[tuple[str, str]]:
    """The URL attributes to write again, with their new values, before `name` gets
    `value` (`attrs` still holding the old one): a `<link>` whose `rel` turns from inert
    (`icon`) to loading (`stylesheet`, `modulepreload`) kept an `href` written while it
    was inert, which passed as it was (`<link rel="icon" :href="u" :rel="r">` loaded a
    style sheet from data). They are written first, so that no browser ever sees the
    link loading them. (A template's own `href`, or a `TrustedURL`, on a link whose
    `rel` a binding turns loading gets `unsafe:` too: the element keeps no record of
    where its text came from. Write such a link's `rel` before its `href`.)"""
    if name.lower() != "rel" or tag.lower() != "link" or not _loads_script("link", "href", {"rel": value}):
        return []
    if _loads_script("link", "href", attrs):
        return []  # (loading before, or no rel: what it holds was checked, or is the template's own)
    after = {**attrs, "rel": value}
    return [(n, safe_attribute_value(tag, n, str.__str__(attrs[n]), after)) for n in ("href", "imagesrcset")
            if n in attrs and not attrs[n].startswith("unsafe:")]


def safe_attribute_value(tag: str, name: str, value: str, attrs: dict | None = None) -> str:
    """The value to write for attribute `name` of `tag` (its other attributes `attrs`,
    when known), decided on the final, lower-cased attribute name whatever spelling the
    binding used: URL rules, script-loading URLs, URLs in CSS and refresh, markup."""
    lowered = name.lower()
    tag = tag.lower()
    if tag in _SCRIPT_LOADING and _loads_script(tag, lowered, attrs):
        if isinstance(value, TrustedURL):
            return value
        return value if value[:7] == "unsafe:" else "unsafe:" + value
    if lowered == "style":
        return safe_css(value)
    if lowered == "srcdoc":
        return value if is_trusted_html(value) else sanitize_html(value)
    if lowered == "content" and tag == "meta":
        return safe_refresh(value)
    if lowered == "attributename" and tag in _SVG_ANIMATIONS and value.strip()[:2].lower() == "on":
        return ""  # an animation of an event-handler attribute animates nothing
    return safe_url_attribute(tag, lowered, value)


def value_check(tag: str, name: str) -> str | None:
    """What `safe_attribute_value` may do to values of this attribute: None (nothing),
    "url" (the URL rule alone, `safe_url_attribute`), "full" (more, possibly depending on
    the element's other attributes). The compiled fast path writes None and "url"
    attributes itself and leaves "full" ones to the general path. (Memoized: a pure
    function of two short names; a :class re-run asks it for every row.)"""
    found = _value_checks.get((tag, name), _UNKNOWN)
    if found is not _UNKNOWN:
        return found  # type: ignore[return-value]
    found = _value_check(tag, name)
    if len(_value_checks) < 4096 and len(tag) + len(name) < 100:
        _value_checks[(tag, name)] = found
    return found


_UNKNOWN = object()
_value_checks: dict[tuple[str, str], str | None] = {}


def _value_check(tag: str, name: str) -> str | None:
    lowered = name.lower()
    tag = tag.lower()
    if tag in _SCRIPT_LOADING or lowered in ("style", "srcdoc", "attributename") or (
        lowered == "content" and tag == "meta"
    ):
        return "full"
    return "url" if url_kind(tag, lowered) is not None else None


# Script types whose text runs (the rest are data blocks: JSON, templates ...).
_SCRIPT_TYPES = frozenset(
    """application/ecmascript application/javascript application/x-ecmascript
    application/x-javascript text/ecmascript text/javascript text/javascript1.0
    text/javascript1.1 text/javascript1.2 text/javascript1.3 text/javascript1.4
    text/javascript1.5 text/jscript text/livescript text/x-ecmascript text/x-javascript
    module importmap speculationrules""".split()
)


def _binds_type(name: str) -> bool:
    """Whether attribute `name` is a binding that may write a `type`: `:type` or
    `v-bind:type` with any modifiers (`:type.prop`, `v-bind:type.attr.camel`), or an
    object's `v-bind` (`v-bind.prop`)."""
    if name.startswith(":"):
        argument = name[1:]
    elif name.startswith("v-bind"):
        rest = name[6:]
        if not rest or rest[0] == ".":
            return True
        if rest[0] != ":":
            return False
        argument = rest[1:]
    else:
        return False
    return argument.split(".", 1)[0] == "type"


def arms_script(el: Any, name: str, value: str | None) -> bool:
    """Whether setting attribute `name` of element `el` to `value` (None: removing it)
    turns a script holding children into one whose text runs: its text, which an
    expression may have written while it was a data block (data), would run as the
    page's code (in page output, and on a live page once the script moves)."""
    if getattr(el, "tag", None) != "script" or not getattr(el, "children", None):
        return False
    attrs = el.attrs
    if is_executable_script(el.tag, el.namespace, attrs):
        return False
    after = {key: item for key, item in attrs.items() if key != name}
    if value is not None:
        after[name] = value
    return is_executable_script(el.tag, el.namespace, after)


def is_executable_script(tag: str, namespace: str, attrs: dict) -> bool:
    """Is this a `<script>` (HTML or SVG) whose text runs? Its `type` is absent, empty or
    a JavaScript type (`module`, `importmap` too), or bound from data (`:type`,
    `v-bind="obj"`: it may become one). The browser runs such a script's text as the
    parser read it, before petite-vue sees it, so bindings never change it."""
    if tag != "script" or namespace not in ("html", "svg"):
        return False
    kind = attrs.get("type")
    if kind is None or any(_binds_type(name) for name in attrs):
        return True
    essence = kind.split(";", 1)[0].strip().lower()
    return essence == "" or essence in _SCRIPT_TYPES


# -- markup from data -----------------------------------------------------------------------


def _clean_attribute(tag: str, name: str, value: str, attrs: dict) -> str | None:
    """An attribute of markup from data: dropped when a binding could not write it
    (invalid or `on*` name) or when it is an `id`/`name` that would hide a built-in of
    `document` or of a form (DOM clobbering, `petite.clobbering`), else its value made
    safe as a binding's would be."""
    if not is_valid_attribute_name(name) or is_event_handler_name(name):
        return None
    if name.lower() in ("id", "name") and value in CLOBBERING_NAMES:
        return None
    return safe_attribute_value(tag, name, value, attrs)


def clean_html5_tree(root: object, style_text: bool = False, context: tuple[str, str, dict] | None = None) -> None:
    """Clean a freshly parsed tree of markup from data (`petite.sanitize.clean_tree`
    with this module's rules); `style_text`: `root` is a `<style>` (its text is CSS);
    `context`: (tag, namespace, attrs) of the element it is parsed for."""
    clean_tree(root, _clean_attribute, safe_css, style_text, context)


def sanitize_html(markup: str) -> str:
    """Untrusted HTML as inert HTML text (a `srcdoc` document); TrustedHTML as it is."""
    if is_trusted_html(markup):
        return as_trusted_html(markup)
    root = html5_fragment(str.__str__(markup), "div")
    clean_html5_tree(root, context=("div", "html", {}))
    return root.to_html(pretty=False)
