"""The DOM's interface names, as expressions see them on the DOM views (`$el`, `$event`,
`window`, `document`, what their members return).

One table of interfaces and their parents gives both what a browser answers about a DOM
object: its `[object HTMLDivElement]` tag (`String(el)`, `${el}`, `'' + el`,
`Object.prototype.toString.call(el)`) and `instanceof` (`$event instanceof MouseEvent`,
`$el instanceof HTMLElement`), through the interface globals made here (functions that
cannot be called or constructed, as a page's). A view answers `__js_interfaces__()`: its
interface first, then its ancestors (`interfaces_of`).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

# Each interface's parent interface (EventTarget is the root).
_PARENTS: dict[str, str] = {
    # nodes
    "Node": "EventTarget", "Window": "EventTarget",
    "Document": "Node", "HTMLDocument": "Document", "DocumentFragment": "Node",
    "CharacterData": "Node", "Text": "CharacterData", "Comment": "CharacterData",
    "Element": "Node", "HTMLElement": "Element", "SVGElement": "Element", "MathMLElement": "Element",
    "HTMLMediaElement": "HTMLElement",
    "SVGGraphicsElement": "SVGElement", "SVGGeometryElement": "SVGGraphicsElement",
    "SVGTextContentElement": "SVGGraphicsElement", "SVGTextPositioningElement": "SVGTextContentElement",
    "SVGGradientElement": "SVGElement",
    # events
    "Event": "", "CustomEvent": "Event", "SubmitEvent": "Event", "CommandEvent": "Event", "ToggleEvent": "Event", "HashChangeEvent": "Event", "PopStateEvent": "Event", "UIEvent": "Event",
    "MouseEvent": "UIEvent", "PointerEvent": "MouseEvent", "WheelEvent": "MouseEvent",
    "KeyboardEvent": "UIEvent", "InputEvent": "UIEvent", "FocusEvent": "UIEvent",
    # collections and other objects members return
    "DOMTokenList": "", "CSSStyleDeclaration": "", "DOMStringMap": "", "NamedNodeMap": "", "Attr": "Node",
    "HTMLCollection": "", "HTMLFormControlsCollection": "HTMLCollection", "HTMLOptionsCollection": "HTMLCollection",
    "NodeList": "", "RadioNodeList": "NodeList", "Storage": "", "Location": "", "History": "",
}

# HTML elements by tag, those with their own interface (the HTML standard's table).
HTML_ELEMENTS: dict[str, str] = {
    "a": "Anchor", "area": "Area", "audio": "Audio", "base": "Base", "blockquote": "Quote", "q": "Quote",
    "body": "Body", "br": "BR", "button": "Button", "canvas": "Canvas", "caption": "TableCaption",
    "col": "TableCol", "colgroup": "TableCol", "data": "Data", "datalist": "DataList", "del": "Mod",
    "ins": "Mod", "details": "Details", "dialog": "Dialog", "dir": "Directory", "div": "Div", "dl": "DList",
    "embed": "Embed", "fieldset": "FieldSet", "font": "Font", "form": "Form", "frame": "Frame",
    "frameset": "FrameSet", "h1": "Heading", "h2": "Heading", "h3": "Heading", "h4": "Heading",
    "h5": "Heading", "h6": "Heading", "head": "Head", "hr": "HR", "html": "Html", "iframe": "IFrame",
    "img": "Image", "input": "Input", "label": "Label", "legend": "Legend", "li": "LI", "link": "Link",
    "map": "Map", "marquee": "Marquee", "menu": "Menu", "meta": "Meta", "meter": "Meter",
    "object": "Object", "ol": "OList", "optgroup": "OptGroup", "option": "Option", "output": "Output",
    "p": "Paragraph", "param": "Param", "picture": "Picture", "pre": "Pre", "listing": "Pre", "xmp": "Pre",
    "progress": "Progress", "script": "Script", "select": "Select", "slot": "Slot", "source": "Source",
    "span": "Span", "style": "Style", "table": "Table", "tbody": "TableSection", "thead": "TableSection",
    "tfoot": "TableSection", "td": "TableCell", "th": "TableCell", "template": "Template",
    "textarea": "TextArea", "time": "Time", "title": "Title", "tr": "TableRow", "track": "Track",
    "ul": "UList", "video": "Video",
}
# HTML elements that are plain HTMLElements (any other tag without a dash is unknown)
PLAIN_HTML_TAGS = frozenset(
    """abbr acronym address article aside b basefont bdi bdo big center cite code dd dfn dt em
    figcaption figure footer header hgroup i kbd main mark nav nobr noembed noframes noscript
    plaintext rb rp rt rtc ruby s samp search section small strike strong sub summary sup tt u var
    wbr""".split()
)
SVG_ELEMENTS: dict[str, tuple[str, str]] = {  # tag: (interface, parent)
    "svg": ("SVGSVGElement", "SVGGraphicsElement"), "g": ("SVGGElement", "SVGGraphicsElement"),
    "defs": ("SVGDefsElement", "SVGGraphicsElement"), "use": ("SVGUseElement", "SVGGraphicsElement"),
    "image": ("SVGImageElement", "SVGGraphicsElement"), "a": ("SVGAElement", "SVGGraphicsElement"),
    "switch": ("SVGSwitchElement", "SVGGraphicsElement"),
    "foreignObject": ("SVGForeignObjectElement", "SVGGraphicsElement"),
    "circle": ("SVGCircleElement", "SVGGeometryElement"), "rect": ("SVGRectElement", "SVGGeometryElement"),
    "path": ("SVGPathElement", "SVGGeometryElement"), "line": ("SVGLineElement", "SVGGeometryElement"),
    "ellipse": ("SVGEllipseElement", "SVGGeometryElement"),
    "polyline": ("SVGPolylineElement", "SVGGeometryElement"),
    "polygon": ("SVGPolygonElement", "SVGGeometryElement"),
    "text": ("SVGTextElement", "SVGTextPositioningElement"),
    "tspan": ("SVGTSpanElement", "SVGTextPositioningElement"),
    "textPath": ("SVGTextPathElement", "SVGTextContentElement"),
    "linearGradient": ("SVGLinearGradientElement", "SVGGradientElement"),
    "radialGradient": ("SVGRadialGradientElement", "SVGGradientElement"),
    "stop": ("SVGStopElement", "SVGElement"), "clipPath": ("SVGClipPathElement", "SVGElement"),
    "mask": ("SVGMaskElement", "SVGElement"), "pattern": ("SVGPatternElement", "SVGElement"),
    "marker": ("SVGMarkerElement", "SVGElement"), "filter": ("SVGFilterElement", "SVGElement"),
    "symbol": ("SVGSymbolElement", "SVGGraphicsElement"), "title": ("SVGTitleElement", "SVGElement"),
    "desc": ("SVGDescElement", "SVGElement"), "metadata": ("SVGMetadataElement", "SVGElement"),
    "style": ("SVGStyleElement", "SVGElement"), "script": ("SVGScriptElement", "SVGElement"),
    "view": ("SVGViewElement", "SVGElement"),
}
for _name in set(HTML_ELEMENTS.values()):
    _PARENTS[f"HTML{_name}Element"] = "HTMLMediaElement" if _name in ("Audio", "Video") else "HTMLElement"
_PARENTS["HTMLUnknownElement"] = "HTMLElement"
for _name, _parent in SVG_ELEMENTS.values():
    _PARENTS[_name] = _parent
PARENTS = MappingProxyType(_PARENTS)

# The interface of an event a browser fires, by type (any other: Event)
EVENT_INTERFACES = MappingProxyType({
    **dict.fromkeys("click auxclick contextmenu pointerdown pointerup pointermove pointerover pointerout "
                    "pointerenter pointerleave pointercancel".split(), "PointerEvent"),
    **dict.fromkeys("dblclick mousedown mouseup mousemove mouseover mouseout mouseenter mouseleave".split(),
                    "MouseEvent"),
    **dict.fromkeys("keydown keyup keypress".split(), "KeyboardEvent"),
    "beforeinput": "InputEvent",  # (`input` is an InputEvent when typed, an Event when a checkbox
    # toggles or a page fires it: petite.dom.make_event marks a typed one)
    **dict.fromkeys("focus blur focusin focusout".split(), "FocusEvent"),
    "wheel": "WheelEvent",
    "submit": "SubmitEvent",
    "command": "CommandEvent",
    "toggle": "ToggleEvent",
    "beforetoggle": "ToggleEvent",
})


def chain(interface: str) -> tuple[str, ...]:
    """`interface` and its ancestors, nearest first."""
    out = [interface]
    while (parent := _PARENTS.get(out[-1])):
        out.append(parent)
    return tuple(out)


_CHAINS: dict[str, tuple[str, ...]] = {name: chain(name) for name in (*_PARENTS, "EventTarget")}


def interfaces_of(interface: str) -> tuple[str, ...]:
    """The chain of a known interface (cached; an unknown name stands alone)."""
    return _CHAINS.get(interface) or (interface,)


def is_event_interface(name: str) -> bool:
    """Is `name` an event interface named here (`MouseEvent`, `InputEvent` ...)?"""
    return _CHAINS.get(name, ("",))[-1] == "Event"


def element_interface(tag: str, namespace: str) -> str:
    """The interface of an element `tag` in `namespace` ("html", "svg", "math")."""
    if namespace == "svg":
        return SVG_ELEMENTS.get(tag, ("SVGElement", ""))[0]
    if namespace == "math":
        return "MathMLElement"
    name = HTML_ELEMENTS.get(tag)
    if name is not None:
        return f"HTML{name}Element"
    return "HTMLElement" if tag in PLAIN_HTML_TAGS or "-" in tag else "HTMLUnknownElement"


def interfaces(value: Any) -> tuple[str, ...] | None:
    """The interface chain of a DOM view (None for anything else)."""
    method = getattr(type(value), "__js_interfaces__", None)
    return method(value) if method is not None else None


def tag_of(value: Any) -> str | None:
    """`[object X]`'s X for a DOM view (None for anything else)."""
    found = interfaces(value)
    return found[0] if found else None


def interface_names() -> tuple[str, ...]:
    """Every interface a global names (the DOM views' and their ancestors')."""
    return tuple(_CHAINS)
