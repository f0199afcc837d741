"""v-bind (`:attr`, `v-bind="object"`): attributes, class, style and DOM properties.

Pure helpers shared by the string renderer and the mount engine:

- `normalize_class` / `normalize_style` / `parse_string_style`: Vue's normalizers (the
  versions bundled with petite-vue 0.4.1);
- `petite.css` (`parse_css_text`, `serialize_css`, `set_style_property` ...): a style
  attribute as the browser's CSSOM sees it;
- `prop_kind(tag, namespace, name)`: whether petite-vue's `key in el` test makes a
  binding a DOM property, and of which kind (the rendered attribute follows from it);
- `attribute_value(kind, name, value)`: the attribute string a binding leaves in the
  DOM (None: no attribute).

Deliberate differences from petite-vue 0.4.1 (as Vue 3): a null/undefined value
removes the attribute also where petite-vue assigns a DOM property (which would write
"null"); Vue's "special" boolean attributes (`readonly`, `novalidate` ...) bound to
false are removed (petite-vue writes "false"); `''` on a boolean DOM property
(`:disabled="''"`, `:checked="''"`) sets it, as Vue 3's includeBooleanAttr does
(petite-vue assigns `''`, which is false).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from petite.css import Declarations, split_declarations, parse_css_text, serialize_css, set_style_property, write_style
from petite.expr.budget import ExpressionLimitError, tick
from petite.expr.values import (
    Accessor,
    MAX_STRING_LENGTH,
    is_array,
    is_plain_object,
    object_entries,
    string_limit,
    to_js_string,
    to_number,
    truthy,
    undefined,
)
from petite.directive_api import BindingEffect, Directive, evaluate
from petite.dom.reflection import hidden_attribute
from petite.syntax import camelize
from petite.safety import (
    MARKUP_PROPERTIES, TrustedHTML, TrustedURL, is_event_handler_name, is_property_only, is_trusted_html, value_check,
)

# -- class ---------------------------------------------------------------------------


def normalize_class(value: Any) -> str:
    """Vue's normalizeClass: a string as is, arrays joined, objects' truthy keys.

    Arrays and objects are metered (`NormalizeMeter`): a few hundred bytes of shared
    lists from data name millions of classes."""
    if type(value) is str:
        return value.strip()
    if isinstance(value, str):
        return str.__str__(value).strip()
    if type(value) is dict:  # (an object literal: `{ danger: selected === row.id }`)
        if len(value) == 1:  # (one entry: what _class_of_object makes of it, without a meter)
            ((key, item),) = value.items()
            if type(key) is str and len(key) <= 64 and type(item) is not Accessor:
                tick(1)
                return key.strip() if item is True or (item is not False and truthy(item)) else ""
        return _class_of_object(value, NormalizeMeter("class"))
    return _normalize_class(value, NormalizeMeter("class"), 0)


def _normalize_class(value: Any, meter: NormalizeMeter, depth: int) -> str:
    if isinstance(value, str):
        text = str.__str__(value).strip()
        meter.produced(len(text))
        return text
    meter.enter(depth)
    if is_array(value):
        meter.visited(len(value))
        return " ".join(text for item in value if (text := _normalize_class(item, meter, depth + 1)))
    if is_plain_object(value):
        return _class_of_object(value, meter)
    return ""


def _class_of_object(value: Any, meter: NormalizeMeter) -> str:
    """An object's class names: its keys whose values are truthy."""
    entries = object_entries(value)
    tick(len(entries))  # (meter.visited)
    keys = [key for key, item in entries if item is True or (item is not False and truthy(item))]
    meter.produced(sum(len(key) for key in keys))
    return " ".join(keys).strip()


class NormalizeMeter:
    """The cost of normalising one `:class`/`:style` value, charged to the running
    evaluation's budget as it goes (the same rule on both paths): every item visited is
    a step, the text produced counts as a string does (at most `MAX_STRING_LENGTH`
    characters), and arrays nest at most `MAX_DEPTH` deep (a cycle ends there)."""

    MAX_DEPTH = 200
    __slots__ = ("what", "size")

    def __init__(self, what: str) -> None:
        self.what = what
        self.size = 0

    def enter(self, depth: int) -> None:
        if depth > self.MAX_DEPTH:
            raise ExpressionLimitError(f":{self.what} value nested more than {self.MAX_DEPTH} deep")

    def visited(self, items: int) -> None:
        tick(items)

    def produced(self, chars: int) -> None:
        self.size += chars + 1
        if self.size > MAX_STRING_LENGTH:
            raise string_limit()
        if chars > 64:
            tick(chars >> 6)


def class_value(static: str | None, value: Any) -> str:
    """The class attribute after `:class="value"` on an element whose class was `static`."""
    return normalize_class([static, value] if static else value)


# -- style ---------------------------------------------------------------------------

_STYLE_PROP_RE = re.compile(r":([\s\S]+)")


def parse_string_style(text: str) -> dict[str, str]:
    """Vue's parseStringStyle: `"a: b; c: d"` -> `{"a": "b", "c": "d"}`."""
    result: dict[str, str] = {}
    for item in split_declarations(text):
        if item:
            parts = _STYLE_PROP_RE.split(item, maxsplit=1)
            if len(parts) > 1:
                result[parts[0].strip()] = parts[1].strip()
    return result


def normalize_style(value: Any) -> Any:
    """Vue's normalizeStyle: a string as is, arrays merged into one object, objects as
    is; anything else gives None. Arrays are metered as `:class` values are."""
    if is_array(value):
        return _merge_styles(value, NormalizeMeter("style"), 0)
    if isinstance(value, str):
        return value
    if is_plain_object(value):
        return value
    return None


def _merge_styles(value: Any, meter: NormalizeMeter, depth: int) -> dict[str, Any]:
    meter.enter(depth)
    meter.visited(len(value))
    merged: dict[str, Any] = {}
    for item in value:
        if isinstance(item, str):
            meter.produced(len(item))
            normalized: Any = parse_string_style(item)
        elif is_array(item):
            normalized = _merge_styles(item, meter, depth + 1)
        else:
            normalized = normalize_style(item)
        if normalized:
            entries = normalized if isinstance(normalized, Mapping) else dict(object_entries(normalized))
            meter.visited(len(entries))
            merged.update(entries)
    return merged


#   "cols"/"rows"  textarea sizes: a positive integer, else the default (20 / 2)
#   "none"     property that does not reflect (`petite.safety.PROPERTY_ONLY`: a live `muted`,
#              `nonce`): no attribute change
FORCE_ATTR = frozenset({"spellcheck", "draggable", "form", "list", "type"})

_GLOBAL_PROPS = {
    "hidden": "bool",
    "inert": "bool",
    "autofocus": "bool",
    "id": "string",
    "title": "string",
    "lang": "string",
    "dir": "string",
    "slot": "string",
    "translate": "yesno",
    "autocorrect": "onoff",
}

_ELEMENT_PROPS: dict[str, dict[str, str]] = {
    "input": {
        "value": "value", "checked": "checked", "disabled": "bool", "multiple": "bool",
        "webkitdirectory": "bool", "incremental": "bool",
        "required": "bool", "width": "uint", "height": "uint",
        "size": "uint",
    },
    "textarea": {"value": "value", "disabled": "bool", "required": "bool", "cols": "cols", "rows": "rows"},
    "select": {"value": "value", "disabled": "bool", "multiple": "bool", "required": "bool", "size": "uint"},
    "option": {"selected": "selected", "disabled": "bool"},
    "optgroup": {"disabled": "bool"},
    "button": {"disabled": "bool"},
    "fieldset": {"disabled": "bool"},
    "link": {"disabled": "bool"},
    "details": {"open": "bool"},
    "dialog": {"open": "bool"},
    "ol": {"reversed": "bool", "start": "int", "compact": "bool"},
    "ul": {"compact": "bool"},
    "dl": {"compact": "bool"},
    "pre": {"width": "int"},
    "meter": {name: "double" for name in ("value", "min", "max", "low", "high", "optimum")},
    "progress": {"value": "double", "max": "posdouble"},
    "output": {"value": "text"},
    "iframe": {"credentialless": "bool"},
    "object": {"declare": "bool", "hspace": "uint", "vspace": "uint"},
    "li": {"value": "int"},
    "track": {"default": "bool"},
    "script": {"async": "bool", "defer": "bool"},
    "audio": {"autoplay": "bool", "controls": "bool", "loop": "bool"},
    "video": {
        "autoplay": "bool", "controls": "bool", "loop": "bool",
        "width": "uint", "height": "uint",
    },
    "img": {"width": "uint", "height": "uint", "hspace": "uint", "vspace": "uint"},
    "canvas": {"width": "uint", "height": "uint"},
    "source": {"width": "uint", "height": "uint"},
    "col": {"span": "uint"},
    "colgroup": {"span": "uint"},
}

_EVENT_NAMES = frozenset(
    """abort animationend animationiteration animationstart auxclick beforeinput blur
    cancel canplay canplaythrough change click close contextmenu copy cuechange cut
    dblclick drag dragend dragenter dragleave dragover dragstart drop durationchange
    emptied ended error focus focusin focusout formdata input invalid keydown keypress
    keyup load loadeddata loadedmetadata loadstart mousedown mouseenter mouseleave
    mousemove mouseout mouseover mouseup paste pause play playing pointercancel
    pointerdown pointerenter pointerleave pointermove pointerout pointerover pointerup
    progress ratechange reset resize scroll scrollend securitypolicyviolation seeked
    seeking select selectionchange selectstart slotchange stalled submit suspend
    timeupdate toggle touchcancel touchend touchmove touchstart transitionend volumechange
    waiting wheel animationcancel transitioncancel transitionrun transitionstart beforematch
    beforetoggle contentvisibilityautostatechange gotpointercapture lostpointercapture
    pointerrawupdate search afterprint beforeprint beforeunload hashchange languagechange
    message messageerror offline online pagehide pagereveal pageshow pageswap popstate
    rejectionhandled storage unhandledrejection unload beforecopy beforecut beforepaste
    webkitanimationend webkitanimationiteration webkitanimationstart webkittransitionend
    mousewheel""".split()
)

# camelCase DOM properties (`v-bind="{ readOnly: true }"`, `:html-for.camel`) on HTML
# elements whose attribute is not just the lower-cased name, or not a plain string:
# name -> (attribute, kind). `ariaLabel` ... write `aria-label` ...
_CAMEL_GLOBAL = {"className": ("class", "string"), "tabIndex": ("tabindex", "int")}
_BOOL = "bool"
_CAMEL_PROPS: dict[str, dict[str, tuple[str, str]]] = {
    "input": {
        "readOnly": ("readonly", _BOOL), "formNoValidate": ("formnovalidate", _BOOL),
        "defaultChecked": ("checked", _BOOL), "defaultValue": ("value", "string"),
        "maxLength": ("maxlength", "int"), "minLength": ("minlength", "int"),
    },
    "textarea": {"readOnly": ("readonly", _BOOL), "maxLength": ("maxlength", "int"), "minLength": ("minlength", "int")},
    "button": {"formNoValidate": ("formnovalidate", _BOOL)},
    "form": {"noValidate": ("novalidate", _BOOL), "acceptCharset": ("accept-charset", "string")},
    "iframe": {"allowFullscreen": ("allowfullscreen", _BOOL)},
    "img": {"isMap": ("ismap", _BOOL)},
    "script": {"noModule": ("nomodule", _BOOL), "htmlFor": ("for", "string")},
    "label": {"htmlFor": ("for", "string")},
    "output": {"htmlFor": ("for", "string")},
    "td": {"noWrap": ("nowrap", _BOOL), "colSpan": ("colspan", "uint"), "rowSpan": ("rowspan", "uint")},
    "th": {"noWrap": ("nowrap", _BOOL), "colSpan": ("colspan", "uint"), "rowSpan": ("rowspan", "uint")},
    "video": {
        "playsInline": ("playsinline", _BOOL), "defaultMuted": ("muted", _BOOL),
        "disablePictureInPicture": ("disablepictureinpicture", _BOOL),
        "disableRemotePlayback": ("disableremoteplayback", _BOOL),
    },
    "audio": {"defaultMuted": ("muted", _BOOL), "disableRemotePlayback": ("disableremoteplayback", _BOOL)},
    "option": {"defaultSelected": ("selected", _BOOL)},
    "area": {"noHref": ("nohref", _BOOL)},
}
# The ARIA attributes Chromium reflects as camelCase properties (`el.ariaHasPopup`).
_ARIA_PROPS = frozenset(
    "ariaAtomic ariaAutoComplete ariaBrailleLabel ariaBrailleRoleDescription ariaBusy ariaChecked "
    "ariaColCount ariaColIndex ariaColIndexText ariaColSpan ariaCurrent ariaDescription ariaDisabled "
    "ariaExpanded ariaHasPopup ariaHidden ariaInvalid ariaKeyShortcuts ariaLabel ariaLevel ariaLive "
    "ariaModal ariaMultiLine ariaMultiSelectable ariaOrientation ariaPlaceholder ariaPosInSet ariaPressed "
    "ariaReadOnly ariaRelevant ariaRequired ariaRoleDescription ariaRowCount ariaRowIndex ariaRowIndexText "
    "ariaRowSpan ariaSelected ariaSetSize ariaSort ariaValueMax ariaValueMin ariaValueNow ariaValueText".split()
)


def camel_attribute(tag: str, name: str, kind: str | None) -> tuple[str, str | None]:
    """The attribute (and its kind) that binding a camelCase `name` on an HTML `tag`
    element writes: petite-vue sets the DOM property (`el.readOnly = true` writes
    `readonly=""`, `el.htmlFor` writes `for`), else `setAttribute` lower-cases it."""
    found = _CAMEL_PROPS.get(tag, {}).get(name) or _CAMEL_GLOBAL.get(name)
    if found:
        return found
    if name in _ARIA_PROPS:
        return "aria-" + name[4:].lower(), kind
    return name.lower(), kind


# Vue 3's "special" boolean attributes: no DOM property of the same (lower-case) name.
SPECIAL_BOOLEAN_ATTRS = frozenset(
    {"itemscope", "allowfullscreen", "formnovalidate", "ismap", "nomodule", "novalidate", "readonly"}
)


def prop_kind(tag: str, namespace: str, name: str) -> str | None:
    """The kind of DOM property `name` is on a `tag` element (see above), or None when
    petite-vue sets an attribute."""
    if namespace == "svg" or name in FORCE_ATTR:
        return None
    if namespace == "html" and is_property_only(tag, name):
        return "none"
    kind = _ELEMENT_PROPS.get(tag, {}).get(name) if namespace == "html" else None
    if kind is None:
        kind = _GLOBAL_PROPS.get(name)
    if kind is None and name.startswith("on") and name[2:] in _EVENT_NAMES:
        kind = "event"
    return kind


def _js_number(value: Any) -> float:
    number = to_number(value)
    return number


def value_property(value: Any) -> str:
    """What `el.value = value` leaves in a form control (petite-vue: null and
    undefined give '')."""
    return "" if value is None or value is undefined else to_js_string(value)


def boolean_property(value: Any) -> bool:
    """A value assigned to a boolean DOM property (`disabled`, `checked` ...): Vue 3's
    includeBooleanAttr, where `''` is true (petite-vue 0.4.1 assigns it, so false)."""
    return truthy(value) or (isinstance(value, str) and value == "")


def attribute_value(kind: str | None, name: str, value: Any) -> str | None:
    """The attribute a binding of `value` leaves (None: the attribute is absent).

    `kind` comes from `prop_kind`; "value", "checked" and "selected" (live state) are
    handled by the caller and not here.
    """
    if kind is None or kind == "string":
        if value is None or value is undefined:
            return None
        if name in SPECIAL_BOOLEAN_ATTRS:
            return "" if truthy(value) or value == "" else None
        return to_js_string(value)
    if kind == "bool":
        if name == "hidden" and value != "":  # (`''` turns it on, as every boolean binding)
            return hidden_attribute(value)
        return "" if boolean_property(value) else None
    if kind == "yesno" or kind == "onoff":
        yes = truthy(value)
        return ("yes" if yes else "no") if kind == "yesno" else ("on" if yes else "off")
    if kind == "double" or kind == "posdouble":
        number = _js_number(value)
        if number != number or number in (float("inf"), float("-inf")):
            raise TypeError(f"The provided double value is non-finite ({name}).")
        if kind == "posdouble" and number <= 0:
            return None
        return to_js_string(number)
    if kind in ("uint", "int", "cols", "rows"):
        if value is None or value is undefined:
            return None
        number = _js_number(value)
        if kind in ("cols", "rows"):
            number = int(number) if number == number and abs(number) != float("inf") else 0
            return str(number) if 0 < number <= 2147483647 else ("20" if kind == "cols" else "2")
        if number != number or number in (float("inf"), float("-inf")):
            number = 0
        number = int(number)
        if kind == "uint" and not 0 <= number <= 2147483647:
            number = 0
        return str(number)
    return None  # "event", "none": nothing in the DOM


# -- string rendering (SSR) ----------------------------------------------------------


def trusted_like(value: Any, text: str | None) -> str | None:
    """`text` (what is written for `value`) kept a TrustedURL or TrustedHTML when
    `value` was one: the output-safety layer reads the trust from the type."""
    if text is None or type(text) is not str:
        return text
    if isinstance(value, TrustedURL):
        return TrustedURL(text)
    if is_trusted_html(value):
        return TrustedHTML(text)
    return text


# -- live (mount engine) ---------------------------------------------------------------


def bind(d: Any) -> None:
    """The live `v-bind` (`apply_bind` with the directive's context)."""
    apply_bind(d.el, d.exp, d.ctx, d.arg)


def apply_bind(el: Any, exp: str, ctx: Any, arg: str | None, modifiers: Any = None) -> None:
    """The live `v-bind`: one effect setting the attribute/property (or, without an
    argument, every key of an object), as petite-vue's bind.ts. The argument comes
    camelized already when the binding has `.camel` (`petite.plan.parse_name`)."""
    if arg == "class":
        static = el.attrs.get("class")
        if static is not None or el.data_or_none() is not None:  # (most copies need no data)
            el.data["static_class"] = static
    ctx.effect((Binding if arg and arg != "style" else RememberingBinding)(el, exp, ctx, arg))


def render_bind(el: Any, value: Any, arg: str | None, modifiers: Any = None) -> None:
    """The string-rendering half: what the live binding's first run writes."""
    if arg == "class":
        el.data["static_class"] = el.attrs.get("class")
    if arg:
        set_prop(el, arg, value)
    else:
        bind_object(el, value)


def bind_sets_content(arg: str | None, tag: str, namespace: str) -> bool:
    """Does binding `arg` replace the element's content (textContent, innerText,
    innerHTML, an output's value)?"""
    return namespace == "html" and (arg in ("textContent", "innerText", "innerHTML") or (tag == "output" and arg == "value"))



class Binding(BindingEffect):
    """The effect of a live `v-bind` (one object per binding of every mounted copy:
    the effect itself, holding only what it needs). Binding `style` or an object
    (no argument) reads the previous value: a `RememberingBinding`."""

    __slots__ = ("el", "exp", "ctx", "arg")

    def __init__(self, el: Any, exp: str, ctx: Any, arg: str | None) -> None:
        self.el = el
        self.exp = exp
        self.ctx = ctx
        self.arg = arg
        super().__init__()

    def fn(self) -> None:  # type: ignore[override]
        el = self.el
        set_prop(el, self.arg, evaluate(self.ctx, self.exp, el))  # type: ignore[arg-type]


class RememberingBinding(Binding):
    """A `v-bind` of `style` or of an object: each run is given the previous value."""

    __slots__ = ("prev",)

    def __init__(self, el: Any, exp: str, ctx: Any, arg: str | None) -> None:
        self.prev: Any = None
        super().__init__(el, exp, ctx, arg)

    def fn(self) -> None:  # type: ignore[override]
        el = self.el
        value = evaluate(self.ctx, self.exp, el)
        arg = self.arg
        if arg:
            set_prop(el, arg, value, self.prev)
            if arg == "style":  # the only single binding that reads the previous value
                self.prev = value
        else:
            bind_object(el, value, self.prev)
            self.prev = value


def bind_object(el: Any, value: Any, prev: Any = None) -> None:
    """`v-bind="object"`: every key set in turn, keys the previous object had and this
    one lacks removed (never a markup property: keys may come from data; v-html is the
    way to insert HTML)."""
    entries = dict(object_entries(value)) if is_plain_object(value) else {}
    prev_entries = dict(object_entries(prev)) if is_plain_object(prev) else {}
    for key, item in entries.items():
        if key not in MARKUP_PROPERTIES:
            set_prop(el, str(key), item, prev_entries.get(key))
    for key in prev_entries:
        if key not in entries and key not in MARKUP_PROPERTIES:
            set_prop(el, str(key), None)


# What binding a key does to an element: the one decision table `set_prop` runs and
# the compiler's fast path reads (`petite.compiler.codegen`): (what, attribute, kind).
# what: "handler" (an on* name: nothing, petite.safety), "class", "style",
# "true-value"/"false-value" (a checkbox's values), "value"/"checked"/"selected" (live
# form state), "live" (a property without attribute: muted, indeterminate), "event",
# "text" (the element's text), "content" (textContent/innerText/innerHTML), "string"
# (the attribute takes the value's string; null/undefined remove it) or "attribute"
# (the attribute takes what `attribute_value` makes of the value for `kind`).
BINDING_KEYS = {"class": "class", "style": "style", "true-value": "true-value", "false-value": "false-value"}
PROPERTY_BINDINGS = {"value": "value", "checked": "checked", "selected": "selected", "none": "live",
                     "event": "event", "text": "text"}
CONTENT_PROPERTIES = frozenset({"textContent", "innerText", "innerHTML"})
_bindings: dict[tuple[str, str, str], tuple[str, str, str | None]] = {}


def binding_of(tag: str, namespace: str, key: str) -> tuple[str, str, str | None]:
    """What binding `key` on a `tag` element does: (what, attribute name, prop kind),
    from the table above (memoized: a pure function of three names)."""
    found = _bindings.get((tag, namespace, key))
    if found is not None:
        return found
    if is_event_handler_name(key):
        found = ("handler", key, None)
    elif key in BINDING_KEYS:
        found = (BINDING_KEYS[key], key, None)
    else:
        kind = prop_kind(tag, namespace, key)
        if kind in PROPERTY_BINDINGS:
            found = (PROPERTY_BINDINGS[kind], key, kind)
        elif kind is None and key in CONTENT_PROPERTIES and namespace == "html":
            found = ("content", key, None)
        else:
            name = key
            if namespace == "html" and key != key.lower():
                name, kind = camel_attribute(tag, key, kind)
            plain = kind in (None, "string") and name not in SPECIAL_BOOLEAN_ATTRS
            found = ("string" if plain else "attribute", name, kind)
    if len(_bindings) < 4096 and len(tag) + len(key) < 100:  # (short keys only: tags come from templates)
        _bindings[(tag, namespace, key)] = found
    return found


def set_prop(el: Any, key: str, value: Any, prev: Any = None) -> None:
    """The one rule for what binding `key` to `value` does to an element (petite-vue's
    setProp; Vue 3 for null), by `binding_of`: attributes, class, style, DOM properties
    (form state, booleans, numbers, content). `el` is a live DOM element
    (`petite.dom.Element`) or the render function's element state
    (`petite.compiler.runtime.ElementState`): both offer `tag`, `namespace`, `attrs`,
    `data`, `set_attribute`, `remove_attribute`, `value`/`checked`/`selected`, `set_prop`,
    `set_text` and `set_inner_html`. An `on*` key writes nothing (`petite.safety`)."""
    what, name, kind = binding_of(el.tag, el.namespace, key)
    if what == "string" or what == "attribute":
        text = trusted_like(value, attribute_value(kind, name, value))
        if name == "value":
            el.data["_value"] = value
        if text is None:
            el.remove_attribute(name)
        else:
            el.set_attribute(name, text)
    elif what == "class":
        text = class_value(el.static_class, value)
        if el.attrs.get("class") != text or value_check(el.tag, "class") is not None:  # (unchanged: no write)
            el.set_attribute("class", text)
    elif what == "style":
        set_live_style(el, value, prev)
    elif what == "true-value":
        el.data["true_value"] = value
    elif what == "false-value":
        el.data["false_value"] = value
    elif what == "value":
        el.data["_value"] = value
        el.value = value_property(value)
        if value is None or value is undefined:
            el.remove_attribute("value")
    elif what == "checked":
        el.checked = boolean_property(value)
    elif what == "selected":
        el.selected = boolean_property(value)
    elif what == "live":
        el.set_prop(key, value)  # a live property with no attribute (muted, indeterminate)
    elif what == "text":
        el.set_text("" if value is None or value is undefined else to_js_string(value))
    elif what == "content":
        # WebIDL: textContent is nullable (undefined -> ''); innerText and innerHTML
        # turn only null into '' (undefined -> 'undefined')
        empty = value is None or (value is undefined and key == "textContent")
        text = "" if empty else to_js_string(value)
        if key == "innerHTML":
            el.set_inner_html(trusted_like(value, text))  # sanitised unless TrustedHTML
        else:
            el.set_text(text)
    # "handler", "event": nothing


def set_live_style(el: Any, value: Any, prev: Any = None) -> None:
    """`:style` on a live element (petite-vue's setProp): a string replaces the
    declarations, an object sets its properties (a normal value does not override an
    `!important` one, as in browsers) and clears those the previous value had;
    a falsy one (null, undefined, '': not `{}` or `[]`, which are objects) removes the
    attribute."""
    value = normalize_style(value)
    if value is None or value == "":
        el.remove_attribute("style")
        return
    if isinstance(value, str):
        if value != prev:
            el.set_attribute("style", serialize_css(parse_css_text(value)))
        return
    decls = parse_css_text(el.attrs.get("style", ""))
    for key, item in object_entries(value):
        _set_live_style_property(decls, key, item)
    prev = normalize_style(prev)  # (petite-vue iterates a raw previous array and throws)
    if prev and not isinstance(prev, str):
        current = dict(object_entries(value))
        for key, _ in object_entries(prev):
            if current.get(key) is None:
                set_style_property(decls, key, None)
    write_style(el, decls)


def _set_live_style_property(decls: Declarations, name: str, value: Any, depth: int = 0) -> None:
    if is_array(value):  # each item set in turn (the last valid one stays), metered
        meter = NormalizeMeter("style")
        meter.enter(depth)
        meter.visited(len(value))
        for item in value:
            _set_live_style_property(decls, name, item, depth + 1)
        return
    set_style_property(decls, name, value)  # (`el.style[name] = v` replaces an !important one)


DIRECTIVE = Directive("bind", mount=bind, render=render_bind, sets_content=bind_sets_content, apply=apply_bind)
