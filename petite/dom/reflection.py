"""Reflected DOM properties: `el.tabIndex`, `el.type = 'text'`, `el.maxLength`,
`el.draggable`, `td.colSpan` ... read from and written to their content attributes as
Chromium 156 does (HTML's reflection rules: strings, enumerations, booleans, integers
with their limits, doubles). Recorded from Chromium: tests/mount/reflection_chromium.json.

`reflected(el, name)` gives the property's `Reflection` on an HTML element, or None
where the element has no such property (`div.maxLength` is a JavaScript expando).
The properties with live state of their own (`value`, `checked`, `selected`, `open`)
and the ones every element has had for long (`id`, `title`, `className` ...) stay
`petite.dom.Element` properties.
"""

from __future__ import annotations

from typing import Any

from ..expr.dom_interfaces import element_interface
from ..expr.errors import ExpressionError
from ..expr.values import to_int32, to_js_string, to_number, to_uint32, truthy, undefined
from .forms import option_index, option_text, output_default, set_output_default
from .core import document_url
from .hyperlink import LINK_PROPERTIES, resolved

MAX_LONG = 2147483647
_WHITESPACE = " \t\n\f\r"


def parse_integer(text: str) -> int | None:
    """HTML's rules for parsing integers: whitespace, a sign, digits, anything after."""
    text = text.lstrip(_WHITESPACE)
    sign = 1
    if text[:1] in ("-", "+"):
        sign = -1 if text[0] == "-" else 1
        text = text[1:]
    digits = 0
    while digits < len(text) and "0" <= text[digits] <= "9":
        digits += 1
    return sign * int(text[:digits]) if digits else None


def parse_double(text: str) -> float | None:
    """HTML's rules for parsing floating-point numbers (the leading number of `text`)."""
    text = text.lstrip(_WHITESPACE)
    end = 0
    if text[:1] in ("-", "+"):
        end = 1
    while end < len(text) and text[end].isdigit():
        end += 1
    if end < len(text) and text[end] == "." and end + 1 < len(text) and text[end + 1].isdigit():
        end += 1
        while end < len(text) and text[end].isdigit():
            end += 1
    if end < len(text) and text[end] in "eE":
        exp = end + 1
        if exp < len(text) and text[exp] in "+-":
            exp += 1
        if exp < len(text) and text[exp].isdigit():
            end = exp
            while end < len(text) and text[end].isdigit():
                end += 1
    try:
        number = float(text[:end])
    except ValueError:
        return None
    return number if number not in (float("inf"), float("-inf")) else None


def _dom_error(el: Any, name: str, message: str, kind: str) -> ExpressionError:
    interface = element_interface(el.tag, el.namespace)
    return ExpressionError(f"Failed to set the '{name}' property on '{interface}': {message}", kind=kind)


class Reflection:
    """A property reflecting the content attribute `attr`."""

    __slots__ = ("attr",)

    def __init__(self, attr: str) -> None:
        self.attr = attr

    def get(self, el: Any) -> Any:
        return el.attrs.get(self.attr, "")

    def set(self, el: Any, value: Any, name: str) -> None:
        # (a str subclass, petite.TrustedURL, stays itself: the output-safety layer reads it)
        el.set_attribute(self.attr, value if isinstance(value, str) else to_js_string(value))


class Url(Reflection):
    """A URL attribute (`img.src`, `q.cite`): the URL it gives against the document's
    (`hyperlink.resolved`: the page's address), else its text without the surrounding
    whitespace; "" without the attribute."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        text = el.attrs.get(self.attr)
        if text is None:
            return ""
        url = resolved(el, text)
        return url.href if url is not None else text.strip(_WHITESPACE)


class FormAction(Url):
    """`form.action`, `button.formAction`: the document's URL when the attribute is
    missing or empty; else the URL it gives, or "" when it gives none (Chromium's)."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        text = el.attrs.get(self.attr)
        if not text:
            return document_url(el)
        url = resolved(el, text)
        return url.href if url is not None else ""


class NullableString(Reflection):
    """A nullable string (`el.role`, `el.ariaLabel`): null without the attribute; a null
    (or undefined) written removes it."""

    __slots__ = ()

    def get(self, el: Any) -> str | None:
        return el.attrs.get(self.attr)

    def set(self, el: Any, value: Any, name: str) -> None:
        if value is None or value is undefined:
            el.remove_attribute(self.attr)
        else:
            super().set(el, value, name)


# ARIA's reflected string properties (`el.ariaExpanded = 'true'`): `aria-` and the rest of
# the name in lower case (the ones naming elements, `ariaLabelledByElements`, are not here)
ARIA_PROPERTIES = """ariaAtomic ariaAutoComplete ariaBrailleLabel ariaBrailleRoleDescription ariaBusy
    ariaChecked ariaColCount ariaColIndex ariaColIndexText ariaColSpan ariaCurrent ariaDescription
    ariaDisabled ariaExpanded ariaHasPopup ariaHidden ariaInvalid ariaKeyShortcuts ariaLabel
    ariaLevel ariaLive ariaModal ariaMultiLine ariaMultiSelectable ariaOrientation ariaPlaceholder
    ariaPosInSet ariaPressed ariaReadOnly ariaRelevant ariaRequired ariaRoleDescription
    ariaRowCount ariaRowIndex ariaRowIndexText ariaRowSpan ariaSelected ariaSetSize ariaSort
    ariaValueMax ariaValueMin ariaValueNow ariaValueText""".split()


class Enumerated(Reflection):
    """A keyword attribute: the keyword in its canonical case, else a default for a
    missing attribute and one for an invalid value."""

    __slots__ = ("keywords", "missing", "invalid")

    def __init__(self, attr: str, keywords: str, missing: str | None = "", invalid: str | None = "",
                 empty: str | None = None) -> None:
        super().__init__(attr)
        self.keywords = {word.lower(): word for word in keywords.split()}
        if empty is not None:  # (the empty value is a keyword of its own)
            self.keywords[""] = empty
        self.missing = missing
        self.invalid = invalid

    def get(self, el: Any) -> Any:
        text = el.attrs.get(self.attr)
        if text is None:
            return self.missing
        return self.keywords.get(text.lower(), self.invalid)


class Boolean(Reflection):
    """Present or not (any value written that is truthy adds it, empty)."""

    __slots__ = ()

    def get(self, el: Any) -> bool:
        return self.attr in el.attrs

    def set(self, el: Any, value: Any, name: str) -> None:
        if truthy(value):
            el.set_attribute(self.attr, "")
        else:
            el.remove_attribute(self.attr)


class Hidden(Boolean):
    """`hidden`: true, false or "until-found" (`hidden_attribute` for a write)."""

    __slots__ = ()

    def get(self, el: Any) -> Any:
        value = el.attrs.get(self.attr)
        if value is None:
            return False
        return "until-found" if value.lower() == "until-found" else True

    def set(self, el: Any, value: Any, name: str) -> None:
        attr = hidden_attribute(value)
        if attr is None:
            el.remove_attribute(self.attr)
        else:
            el.set_attribute(self.attr, attr)


def hidden_attribute(value: Any) -> str | None:
    """The attribute `el.hidden = value` leaves (None: removed). Its setter takes a
    boolean, a number or a string (an object is its string: `[]` is ''): "until-found"
    in any case stays so; false, '', null, undefined, 0 and NaN remove it; anything
    else sets it empty."""
    if not isinstance(value, (bool, int, float, str)) and value is not None and value is not undefined:
        value = to_js_string(value)
    if isinstance(value, str) and value.lower() == "until-found":
        return "until-found"
    return "" if truthy(value) else None


class Words(Reflection):
    """A true/false pair of keywords (`draggable`: "true"/"false"; `translate`:
    "yes"/"no"); anything else is the element's default."""

    __slots__ = ("yes", "no", "default")

    def __init__(self, attr: str, yes: str, no: str, default: Any) -> None:
        super().__init__(attr)
        self.yes, self.no, self.default = yes, no, default

    def get(self, el: Any) -> bool:
        text = el.attrs.get(self.attr, "").lower()
        if text == self.yes:
            return True
        if text == self.no:
            return False
        return self.default(el) if callable(self.default) else self.default

    def set(self, el: Any, value: Any, name: str) -> None:
        el.set_attribute(self.attr, self.yes if truthy(value) else self.no)


class Integer(Reflection):
    """A `long` (signed, any value) or `unsigned long` attribute, with HTML's limits:
    `minimum` 0 for non-negative and 1 for positive values, `maximum` to clamp to, and
    what writing an out-of-range value does (`throws`: an IndexSizeError; else the
    default is written)."""

    __slots__ = ("default", "unsigned", "minimum", "maximum", "throws", "clamp")

    def __init__(self, attr: str, default: Any, *, unsigned: bool = False, minimum: int | None = None,
                 maximum: int = MAX_LONG, throws: bool = False, clamp: bool = False) -> None:
        super().__init__(attr)
        self.default = default
        self.unsigned, self.minimum, self.maximum = unsigned, minimum, maximum
        self.throws, self.clamp = throws, clamp

    def _default(self, el: Any) -> int:
        return self.default(el) if callable(self.default) else self.default

    def get(self, el: Any) -> int:
        text = el.attrs.get(self.attr)
        number = None if text is None else parse_integer(text)
        if number is None:
            return self._default(el)
        if self.clamp:  # (colSpan, rowSpan, span: a non-negative value clamped to its range)
            if number < 0:
                return self._default(el)
            return min(max(number, self.minimum or 0), self.maximum)
        lowest = self.minimum if self.minimum is not None else 0 if self.unsigned else -MAX_LONG - 1
        if not lowest <= number <= MAX_LONG:
            return self._default(el)
        return number

    def set(self, el: Any, value: Any, name: str) -> None:
        if not self.unsigned:
            number = to_int32(value)
            if self.minimum is not None and number < self.minimum:
                raise _dom_error(el, name, f"The value provided ({number}) is negative.", "IndexSizeError")
        else:
            number = to_uint32(value)
            if self.throws and number == 0:
                raise _dom_error(el, name, "The value provided is 0, which is an invalid size.", "IndexSizeError")
            if number > MAX_LONG or (number < (self.minimum or 0) and not self.clamp):
                number = self._default(el)
        el.set_attribute(self.attr, str(number))


class Double(Reflection):
    """A `double` (meter's and progress's numbers): a finite number written; read
    through `read(el, parsed)`, which applies the element's own limits."""

    __slots__ = ("read", "positive", "nonnegative")

    def __init__(self, attr: str, read: Any, positive: bool = False, nonnegative: bool = False) -> None:
        super().__init__(attr)
        self.read = read
        self.positive = positive  # (progress max: 0 or less is not written)
        self.nonnegative = nonnegative  # (progress value: less than 0 is written as 0)

    def get(self, el: Any) -> float:
        return self.read(el)

    def set(self, el: Any, value: Any, name: str) -> None:
        number = to_number(value)
        if number != number or number in (float("inf"), float("-inf")):
            raise _dom_error(el, name, "The provided double value is non-finite.", "TypeError")
        if self.positive and number <= 0:
            return
        if self.nonnegative and number < 0:
            number = 0
        el.set_attribute(self.attr, to_js_string(number))


class Custom(Reflection):
    """A property read by the element's own getter (`type`), written as a string."""

    __slots__ = ("getter",)

    def __init__(self, attr: str, getter: Any) -> None:
        super().__init__(attr)
        self.getter = getter

    def get(self, el: Any) -> Any:
        return self.getter(el)


class DefaultText(Reflection):
    """A textarea's `defaultValue`, an `<a>`'s, `<script>`'s or `<title>`'s `text`: its
    text content."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        return el.text_content

    def set(self, el: Any, value: Any, name: str) -> None:
        el.textContent = to_js_string(value)


class OutputDefault(Reflection):
    """An `<output>`'s `defaultValue` (`petite.dom.forms.output_default`)."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        return output_default(el)

    def set(self, el: Any, value: Any, name: str) -> None:
        set_output_default(el, to_js_string(value))


class ContentEditable(Reflection):
    """`contentEditable`: "true", "false", "plaintext-only" or "inherit" (which removes
    the attribute); anything else is a SyntaxError."""

    __slots__ = ()
    WORDS = ("true", "false", "plaintext-only")

    def get(self, el: Any) -> str:
        text = el.attrs.get(self.attr)
        if text is None:
            return "inherit"
        text = text.lower()
        return "true" if text == "" else text if text in self.WORDS else "inherit"

    def set(self, el: Any, value: Any, name: str) -> None:
        text = to_js_string(value).lower()
        if text == "inherit":
            el.remove_attribute(self.attr)
        elif text in self.WORDS:
            el.set_attribute(self.attr, text)
        else:
            raise _dom_error(el, name, "The value provided ('" + to_js_string(value) + "') is not one of 'true', "
                             "'false', 'plaintext-only', or 'inherit'.", "SyntaxError")


class OptionLabel(Reflection):
    """An option's `label`: the attribute, else its `text`."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        if self.attr in el.attrs:
            return el.attrs[self.attr]
        return option_text(el)


class OptionText(DefaultText):
    """An option's `text` (`petite.dom.forms.option_text`); written as its text content."""

    __slots__ = ()

    def get(self, el: Any) -> str:
        return option_text(el)


class Derived(Reflection):
    """A read-only property computed by `getter` (`option.index`): a write is ignored, as
    sloppy-mode JavaScript ignores one."""

    __slots__ = ("getter",)

    def __init__(self, getter: Any) -> None:
        super().__init__("")
        self.getter = getter

    def get(self, el: Any) -> Any:
        return self.getter(el)

    def set(self, el: Any, value: Any, name: str) -> None:
        pass


# -- meter and progress: numbers kept within each other --------------------------------


def _number(el: Any, attr: str, default: float) -> float:
    text = el.attrs.get(attr)
    found = None if text is None else parse_double(text)
    return default if found is None else found


def _js(number: float) -> int | float:
    return int(number) if number == int(number) else number


def _progress_max(el: Any) -> Any:
    found = _number(el, "max", 1.0)
    return _js(found if found > 0 else 1.0)


def _progress_value(el: Any) -> Any:
    return _js(min(max(_number(el, "value", 0.0), 0.0), _progress_max(el)))


def _meter_min(el: Any) -> Any:
    return _js(_number(el, "min", 0.0))


def _meter_max(el: Any) -> Any:
    return _js(max(_number(el, "max", 1.0), _meter_min(el)))


def _within(el: Any, attr: str, default: float, low: float, high: float) -> Any:
    return _js(min(max(_number(el, attr, default), low), high))


def _meter_value(el: Any) -> Any:
    return _within(el, "value", 0.0, _meter_min(el), _meter_max(el))


def _meter_low(el: Any) -> Any:
    low = _meter_min(el)
    return _within(el, "low", low, low, _meter_max(el))


def _meter_high(el: Any) -> Any:
    high = _meter_max(el)
    return _within(el, "high", high, _meter_low(el), high)


def _meter_optimum(el: Any) -> Any:
    low, high = _meter_min(el), _meter_max(el)
    return _within(el, "optimum", (low + high) / 2, low, high)


# -- the table --------------------------------------------------------------------------

# Tags by default focusable in Chromium (`tabIndex` 0 without the attribute, else -1).
_FOCUSABLE = frozenset("a area audio button iframe input object select textarea video".split())


def _tab_index_default(el: Any) -> int:
    return 0 if el.tag in _FOCUSABLE else -1


def _draggable_default(el: Any) -> bool:
    return el.tag == "img" or (el.tag == "a" and "href" in el.attrs)


def _form_type(el: Any) -> str:
    return el.type


_FORM_METHODS = "get post dialog"
_ENCTYPES = "application/x-www-form-urlencoded multipart/form-data text/plain"
_URLENCODED = "application/x-www-form-urlencoded"
_REFERRER_POLICIES = (
    "no-referrer no-referrer-when-downgrade same-origin origin strict-origin origin-when-cross-origin "
    "strict-origin-when-cross-origin unsafe-url"
)
_AUTOFILL = (
    "on off name honorific-prefix given-name additional-name family-name honorific-suffix nickname "
    "username new-password current-password one-time-code organization-title organization street-address "
    "address-line1 address-line2 address-line3 address-level4 address-level3 address-level2 address-level1 "
    "country country-name postal-code cc-name cc-given-name cc-additional-name cc-family-name cc-number "
    "cc-exp cc-exp-month cc-exp-year cc-csc cc-type transaction-currency transaction-amount language bday "
    "bday-day bday-month bday-year sex url photo tel tel-country-code tel-national tel-area-code tel-local "
    "tel-extension email impp webauthn"
)
_ALL = "*"


def _tags(tags: str, reflection: Reflection) -> dict[str, Reflection]:
    return {tag: reflection for tag in tags.split()}


REFLECTED: dict[str, dict[str, Reflection]] = {
    "tabIndex": {_ALL: Integer("tabindex", _tab_index_default)},
    "accessKey": {_ALL: Reflection("accesskey")},
    "dir": {_ALL: Enumerated("dir", "ltr rtl auto")},
    "inert": {_ALL: Boolean("inert")},
    "draggable": {_ALL: Words("draggable", "true", "false", _draggable_default)},
    "spellcheck": {_ALL: Words("spellcheck", "true", "false", True)},
    "translate": {_ALL: Words("translate", "yes", "no", True)},
    "contentEditable": {_ALL: ContentEditable("contenteditable")},
    "autocapitalize": {_ALL: Enumerated("autocapitalize", "off none sentences words characters", "", "sentences", empty="")},
    "inputMode": {_ALL: Enumerated("inputmode", "none text tel url email numeric decimal search")},
    "enterKeyHint": {_ALL: Enumerated("enterkeyhint", "enter done go next previous search send")},
    "type": {
        **_tags("input button select textarea fieldset output", Custom("type", _form_type)),
        **_tags("a embed li link object ol script source style ul", Reflection("type")),
    },
    "maxLength": _tags("input textarea", Integer("maxlength", -1, minimum=0)),
    "minLength": _tags("input textarea", Integer("minlength", -1, minimum=0)),
    "size": {"input": Integer("size", 20, unsigned=True, minimum=1, throws=True),
             "select": Integer("size", 0, unsigned=True)},
    "rows": {"textarea": Integer("rows", 2, unsigned=True, minimum=1)},
    "cols": {"textarea": Integer("cols", 20, unsigned=True, minimum=1)},
    "wrap": {"textarea": Reflection("wrap")},
    "multiple": _tags("input select", Boolean("multiple")),
    "autocomplete": {
        **_tags("input select textarea", Enumerated("autocomplete", _AUTOFILL)),
        "form": Enumerated("autocomplete", "on off", "on", "on"),
    },
    "defaultValue": {"input": Reflection("value"), "textarea": DefaultText(""), "output": OutputDefault("")},
    "defaultChecked": {"input": Boolean("checked")},
    "defaultSelected": {"option": Boolean("selected")},
    "label": {"option": OptionLabel("label"), "optgroup": Reflection("label"), "track": Reflection("label")},
    "text": {"option": OptionText(""), **_tags("a script title", DefaultText(""))},
    "index": {"option": Derived(option_index)},
    "dirName": _tags("input textarea", Reflection("dirname")),
    "formNoValidate": _tags("input button", Boolean("formnovalidate")),
    "formMethod": _tags("input button", Enumerated("formmethod", _FORM_METHODS, "", "get")),
    "formEnctype": _tags("input button", Enumerated("formenctype", _ENCTYPES, "", _URLENCODED)),
    "formTarget": _tags("input button", Reflection("formtarget")),
    "method": {"form": Enumerated("method", _FORM_METHODS, "get", "get")},
    "enctype": {"form": Enumerated("enctype", _ENCTYPES, _URLENCODED, _URLENCODED)},
    "encoding": {"form": Enumerated("enctype", _ENCTYPES, _URLENCODED, _URLENCODED)},
    "noValidate": {"form": Boolean("novalidate")},
    "width": {
        "canvas": Integer("width", 300, unsigned=True),
        **_tags("img video source", Integer("width", 0, unsigned=True)),
        **_tags("iframe embed object td th col colgroup table", Reflection("width")),
    },
    "height": {
        "canvas": Integer("height", 150, unsigned=True),
        **_tags("img video source", Integer("height", 0, unsigned=True)),
        **_tags("iframe embed object td th", Reflection("height")),
    },
    "colSpan": _tags("td th", Integer("colspan", 1, unsigned=True, minimum=1, maximum=1000, clamp=True)),
    "rowSpan": _tags("td th", Integer("rowspan", 1, unsigned=True, minimum=0, maximum=65534, clamp=True)),
    "span": _tags("col colgroup", Integer("span", 1, unsigned=True, minimum=1, maximum=1000, clamp=True)),
    "scope": _tags("td th", Enumerated("scope", "row col rowgroup colgroup")),
    "abbr": _tags("td th", Reflection("abbr")),
    "headers": _tags("td th", Reflection("headers")),
    "start": {"ol": Integer("start", 1)},
    "reversed": {"ol": Boolean("reversed")},
    "value": {
        "li": Integer("value", 0),
        "progress": Double("value", _progress_value, nonnegative=True),
        "meter": Double("value", _meter_value),
    },
    "max": {"progress": Double("max", _progress_max, positive=True), "meter": Double("max", _meter_max)},
    "min": {"meter": Double("min", _meter_min)},
    "low": {"meter": Double("low", _meter_low)},
    "high": {"meter": Double("high", _meter_high)},
    "optimum": {"meter": Double("optimum", _meter_optimum)},
    "download": _tags("a area", Reflection("download")),
    "hreflang": _tags("a link", Reflection("hreflang")),
    "ping": _tags("a area", Reflection("ping")),
    "referrerPolicy": _tags("a area iframe img link script", Enumerated("referrerpolicy", _REFERRER_POLICIES)),
    "srcset": _tags("img source", Reflection("srcset")),
    "sizes": _tags("img source", Reflection("sizes")),
    "media": _tags("link meta source style", Reflection("media")),
    "isMap": {"img": Boolean("ismap")},
    "useMap": _tags("img input object", Reflection("usemap")),
    "loading": {"img": Enumerated("loading", "lazy eager", "auto", "auto"),
                "iframe": Enumerated("loading", "lazy eager", "auto", "auto")},
    "decoding": {"img": Enumerated("decoding", "sync async auto", "auto", "auto")},
    "allowFullscreen": {"iframe": Boolean("allowfullscreen")},
    "allow": {"iframe": Reflection("allow")},
    "controls": _tags("audio video", Boolean("controls")),
    "autoplay": _tags("audio video", Boolean("autoplay")),
    "loop": _tags("audio video", Boolean("loop")),
    "defaultMuted": _tags("audio video", Boolean("muted")),
    "playsInline": {"video": Boolean("playsinline")},
    "poster": {"video": Url("poster")},
    "src": _tags("audio embed frame iframe img input script source track video", Url("src")),
    "cite": _tags("blockquote q del ins", Url("cite")),
    "data": {"object": Url("data")},
    "action": {"form": FormAction("action")},
    "formAction": _tags("button input", FormAction("formaction")),
    "preload": _tags("audio video", Enumerated("preload", "none metadata auto", "metadata", "metadata", empty="auto")),
    "defer": {"script": Boolean("defer")},
    "noModule": {"script": Boolean("nomodule")},
    "integrity": _tags("link script", Reflection("integrity")),
    "content": {"meta": Reflection("content")},
    "httpEquiv": {"meta": Reflection("http-equiv")},
    "kind": {"track": Enumerated("kind", "subtitles captions descriptions chapters metadata", "subtitles", "metadata")},
    "srclang": {"track": Reflection("srclang")},
    "default": {"track": Boolean("default")},
    # a link's URL parts (`a.hostname`, `area.hash = ...`): petite.dom.hyperlink
    **{name: {"a": part, "area": part} for name, part in LINK_PROPERTIES.items()},  # type: ignore[misc]
}
REFLECTED["href"]["link"] = Url("href")
REFLECTED["role"] = {_ALL: NullableString("role")}
REFLECTED.update({name: {_ALL: NullableString("aria-" + name[4:].lower())} for name in ARIA_PROPERTIES})


def reflected(el: Any, name: str) -> Reflection | None:
    """The reflection of property `name` on HTML element `el`, or None."""
    entries = REFLECTED.get(name)
    if entries is None or el.namespace != "html":
        return None
    return entries.get(el.tag) or entries.get(_ALL)
