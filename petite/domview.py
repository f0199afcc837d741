"""What template expressions see of the DOM: `$el`, `$event`, `$refs` as DOM-standard views.

Expressions never hold petite's own node and event objects (their parents lead to the
app, contexts, scopes, listener tables and the patch recorder). They get a view that
answers DOM-standard members only (`tagName`, `textContent`, `value`, `classList`,
`getAttribute`, `querySelector`, `parentElement`, `focus`, `dispatchEvent` ... and for
events `type`, `target`, `key`, `preventDefault` ...). Nodes a member returns come back
as views too; a view passed back to a DOM method is unwrapped. The views are immutable
Python objects: an expression changes the DOM only through the members listed here.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any, Callable

from cssselect import SelectorError

from .clobbering import CLOBBERING_NAMES
from .css import STYLE_KEYS
from .dom import CharacterData, ClassList, Comment, Element, Event, Fragment, Node, Style, Text, parse_markup
from .dom import date_inputs, dialog, factories, labels, relations, select_options, stepping, tables, text_selection, tree_methods
from .dom import hyperlink, media, validity
from .dom.event_init import OWNERS, default_of, modifier_state, read_init
from .dom.events import AT_TARGET, BUBBLING_PHASE, CAPTURING_PHASE, NONE, active_element, invoke, page_dispatches, request_submit, reset_form, time_stamp
from .dom.core import BLANK, HTML_NS, belongs_to, browser_call, document_url, is_connected, page_of, root_of
from .dom.reflection import reflected
from .dom.text_size import check_chars, subtree_chars
from .dom.selection import select
from .expr.formdata import install_form_reader
from .expr.budget import ExpressionLimitError, metered, tick
from .expr.errors import ExpressionError
from .expr.builtins import NODE_CONSTANTS, PAGE_EVENTS, install_page_maker, interface_global
from .expr.dom_interfaces import EVENT_INTERFACES, element_interface, interfaces, interfaces_of
from .expr.functions import BoundMethod, Sealed, call, call_with_this
from .expr import utf16
from .expr.iterators import JSIterator, array_walk
from .expr.method_tables import OBJECT_METHODS
from .expr.property_tables import tables_get
from .expr.runtime import get_member
from .expr.values import check_string, is_object, to_int32, to_js_string, to_number, to_uint32, truthy, undefined
from .safety import is_event_handler_name, is_executable_script, is_property_only, reread_namespace

U = undefined

# Readable members, by kind of node (DOM names), and the writable ones among them.
NODE_READ = frozenset(
    """nodeType nodeName nodeValue textContent parentNode parentElement nextSibling previousSibling
    firstChild lastChild childNodes isConnected baseURI""".split()
)
ELEMENT_READ = NODE_READ | frozenset(
    """tagName localName id className classList style dataset value checked selected selectedIndex
    multiple options type innerHTML outerHTML innerText children firstElementChild lastElementChild
    nextElementSibling previousElementSibling childElementCount title lang dir href src alt name
    placeholder target rel action method min max step pattern accept htmlFor slot hidden disabled
    required readOnly open autofocus""".split()
)
ELEMENT_WRITE = frozenset(
    """textContent id className value checked selected selectedIndex innerHTML title lang dir href src
    alt name placeholder target rel action method min max step pattern accept htmlFor slot hidden
    disabled required readOnly open autofocus""".split()
)
TEXT_WRITE = frozenset({"textContent", "nodeValue", "data"})
SUBTREE_READS = frozenset({"textContent", "innerHTML", "outerHTML", "innerText"})
EVENT_READ = frozenset(
    """type target currentTarget srcElement key code ctrlKey shiftKey altKey metaKey button buttons
    detail bubbles cancelable defaultPrevented isTrusted eventPhase timeStamp composed repeat
    isComposing location keyCode charCode which clientX clientY pageX pageY screenX screenY offsetX offsetY movementX movementY
    deltaX deltaY deltaZ deltaMode data inputType relatedTarget x y command source oldState newState submitter
    pointerId pointerType isPrimary width height pressure tangentialPressure tiltX tiltY twist oldURL newURL state
    matches media""".split()
)
PRIMITIVES = (str, int, float, bool, type(None))
# Work steps charged for DOM operations that run engine code (an event dispatch runs the
# listeners of every node on the path: each handler is a nested evaluation of the same
# budget, and the dispatch itself costs this much).
DISPATCH_COST = 200


def view(value: Any) -> Any:
    """The value an expression may hold for `value` (a node or event becomes a view)."""
    if isinstance(value, Node):
        if isinstance(value, Element):
            data = value.data
            cached = data.get("view")
            if cached is None or cached.node is not value:
                cached = data["view"] = ElementView(value)
            return cached
        return NodeView(value)
    if isinstance(value, Event):  # (one view while it is dispatched: `event === $event`)
        cached = value.__dict__.get("_view")
        if cached is None:
            cached = value._view = EventView(value)
        return cached
    if isinstance(value, ClassList):
        return ClassListView(value)
    if isinstance(value, Style):
        return StyleView(value)
    if type(value) is list:
        return [view(item) for item in value]
    return value


def _void(_result: Any) -> Any:
    return U


def unwrap(value: Any) -> Any:
    """The engine object behind a view (what a DOM method receives): a node's or an
    event's, an element's included."""
    if isinstance(value, (NodeView, ElementView, EventView)):
        return value.node
    return value


def read_finds(obj: Any, key: Any) -> bool:
    """`key in obj` for a DOM object (a view, `window`, `navigator`): a read of it finds
    something (a property, a method, an expando) or it is Object.prototype's member; what
    petite does not have (`IntersectionObserver`, `matchMedia`) is not in it."""
    return type(key) is str and (key in OBJECT_METHODS or obj.__js_get__(key) is not U)


class DomView(Sealed):
    """Base of the views: one wrapped object, compared by identity of what it wraps."""

    __slots__ = ("node",)
    __reactive_skip__ = True
    __js_object__ = True  # displays as an object ({} like JSON.stringify of a DOM node)
    __js_same__ = True  # two views of one node are one object to `===`, `==`, Map and Set keys
    READ: frozenset[str] = frozenset()
    WRITE: frozenset[str] = frozenset()
    METHODS: dict[str, Callable[..., Any]] = {}
    CONSTANTS: dict[str, int] = {}  # (a node's: `el.ELEMENT_NODE`, `text.TEXT_NODE`, as Node's)
    INTERFACE = "Object"  # (the DOM interface of what the view shows, when one for all)

    def __init__(self, node: Any) -> None:
        object.__setattr__(self, "node", node)

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, DomView) and other.node is self.node

    def __hash__(self) -> int:
        return id(self.node)

    def __repr__(self) -> str:
        return f"[object {type(self).__name__.removesuffix('View')}]"

    def __js_own__(self) -> dict | None:
        """The properties a page's code gave the object (`el.foo = 1`: its expandos, kept
        with what the view wraps), None when none were written."""
        return None

    def __js_fields__(self) -> dict[str, Any]:
        """Its own properties (`Object.keys`, for-in, JSON, spread, `hasOwnProperty`): a
        collection's items by index, then what the page's code wrote (`__js_own__`;
        symbol-keyed ones are not listed)."""
        items = getattr(self, "__js_iteration__", None)
        fields = {} if items is None else {str(i): item for i, item in enumerate(items())}
        own = self.__js_own__()
        if own:
            fields.update((key, value) for key, value in own.items() if type(key) is str)
        return fields

    def __js_delete__(self, key: Any) -> bool:
        """`delete view.foo`: an own property the page's code wrote goes; the members the
        object inherits stay (the delete is still true, as on a prototype's accessor)."""
        own = self.__js_own__()
        if own is not None:
            own.pop(key, None)
        return True

    def __js_interfaces__(self) -> tuple[str, ...]:
        """The DOM interface of what this view shows, then its ancestors
        (`[object HTMLDivElement]`, `instanceof`: petite.expr.dom_interfaces)."""
        return interfaces_of(self.INTERFACE)

    def __js_string__(self) -> str:
        """`String(view)`: Object.prototype.toString's `[object HTMLDivElement]`."""
        return f"[object {self.__js_interfaces__()[0]}]"

    __js_has__ = read_finds

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            return U
        method = self.METHODS.get(key)
        if method is not None:
            return BoundMethod(method, self)
        if key in self.CONSTANTS:
            return self.CONSTANTS[key]
        if key == "constructor":  # (its interface's global: `$event.constructor.name`, `=== HTMLInputElement`)
            return interface_global(self.__js_interfaces__()[0])
        if key in self.READ:
            if key in SUBTREE_READS:  # joins or serialises the whole subtree: measured first, a step a node
                tick(10)
                check_chars(subtree_chars(self.node, attributes=key in ("innerHTML", "outerHTML")))
                text = getattr(self.node, key, U)
                return check_string(text) if type(text) is str else view(text)
            if key == "childNodes":  # a list of the children is made
                tick(1 + len(getattr(self.node, "children", ())))
                return Collection("NodeList", self.node.children)
            return view(getattr(self.node, key, U))
        return U

    def __js_set__(self, key: Any, value: Any) -> None:
        if type(key) is not str or key not in self.WRITE:
            raise ExpressionError(f"Cannot set property '{to_js_string(key)}' of {self!r}")
        if not (value is None or value is undefined or type(value) in (str, bool, int, float)):
            value = to_js_string(value)  # (an object is its JavaScript string: Python's str() wrote its repr into the page)
        setattr(self.node, key, value)


# -- nodes ------------------------------------------------------------------------------


def _element_children(node: Any) -> Collection:
    children = getattr(node, "children", ())
    tick(1 + len(children))  # (a list of them is made: charged per child)
    return Collection("HTMLCollection", (child for child in children if isinstance(child, Element)))


def _sibling_element(node: Any, step: int) -> Any:
    """The nearest element after (`step` 1) or before (-1) `node` among its siblings."""
    parent = node.parent
    if parent is None:
        return None
    siblings = parent.children
    tick(1 + len(siblings))  # (the siblings are scanned: a walk of 20,000 rows is not 20,000 free scans)
    i = next(i for i, c in enumerate(siblings) if c is node) + step
    while 0 <= i < len(siblings):
        if isinstance(siblings[i], Element):
            return view(siblings[i])
        i += step
    return None


class NodeView(DomView):
    """A text, comment or fragment node as expressions see it."""

    __slots__ = ()
    READ = NODE_READ | {"data"}
    CONSTANTS = NODE_CONSTANTS
    METHODS = {"hasChildNodes": lambda self, *_: bool(getattr(self.node, "children", ()))}

    def __js_interfaces__(self) -> tuple[str, ...]:
        kind = {3: "Text", 8: "Comment"}.get(self.node.nodeType, "DocumentFragment")
        return interfaces_of(kind)

    @property
    def WRITE(self) -> frozenset[str]:  # type: ignore[override]
        return TEXT_WRITE if isinstance(self.node, CharacterData) else frozenset({"textContent"})

    def __js_get__(self, key: Any) -> Any:
        node = self.node
        if key == "nodeName":
            return {3: "#text", 8: "#comment", 11: "#document-fragment"}.get(node.nodeType, "")
        if key == "isConnected":
            return is_connected(node)
        if key == "baseURI":
            return document_url(node)
        if key == "ownerDocument":
            return _page_document()
        if key == "childNodes":
            tick(1 + len(getattr(node, "children", ())))
            return Collection("NodeList", getattr(node, "children", ()))
        if isinstance(node, CharacterData):
            if key == "length":
                return utf16.length(node.data)
            if key in DATA_METHODS:  # (`appendData`, `substringData` ...)
                return BoundMethod(DATA_METHODS[key], self)
            if key == "nextElementSibling" or key == "previousElementSibling":
                return _sibling_element(node, 1 if key[0] == "n" else -1)
            if key == "firstChild" or key == "lastChild":  # (a text or comment node has no children)
                return None
        if type(node) is Fragment and key in FRAGMENT_METHODS:  # (a script's or a template's: `append`, `querySelector` ...)
            return BoundMethod(FRAGMENT_METHODS[key], self)
        if type(node) is Text:
            if key == "splitText":
                return BoundMethod(_split_text, self)
            if key == "wholeText":
                return relations.whole_text(node)
        return DomView.__js_get__(self, key)


def _split_text(self: NodeView, offset: Any = U, *_: Any) -> Any:
    return view(tree_methods.split_text(self.node, offset))


def _data_method(name: str) -> Callable[..., Any]:
    return lambda self, *args: tree_methods.edit_data(self.node, name, args)


DATA_METHODS = {name: _data_method(name) for name in tree_methods.DATA_METHODS}


def _selected(find: Callable[[str], Any], css: str, method: str) -> Any:
    """`find(css)`, an invalid selector being the browser's SyntaxError (cssselect's own
    error showed its Python class and token reprs: `SelectorSyntaxError: Operator
    expected, got <IDENT 'Object' at 8>`)."""
    try:
        return find(css)
    except SelectorError:
        raise ExpressionError(f"Failed to execute '{method}' on 'Element': '{css}' is not a valid selector.",
                              kind="SyntaxError") from None


def _query(selector_all: bool) -> Callable[..., Any]:
    method = "querySelectorAll" if selector_all else "querySelector"

    def query(self: ElementView, selector: Any = U, *_: Any) -> Any:
        css = to_js_string(selector)
        tick(10 + sum(1 for _ in self.node.iter()))  # the subtree is walked
        if selector_all:
            return Collection("NodeList", _selected(self.node.query_selector_all, css, method))
        return view(_selected(self.node.query_selector, css, method))

    return query


def attribute_name(el: Element, name: Any) -> str:
    """The attribute a name given to `getAttribute`/`setAttribute` ... means on `el`: in
    ASCII lowercase on an HTML element, as given on an SVG or MathML one (`viewBox`).
    A long name is charged: a step per 64 characters lowered and hashed, a step per
    character of one that is not ASCII (lowered a character at a time)."""
    name = to_js_string(name)
    if len(name) > 64:
        tick(len(name) >> 6 if name.isascii() else len(name))
    return _ascii_lower(name) if el.namespace == HTML_NS else name


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _ascii_lower(text: str) -> str:
    return text.lower() if text.isascii() else text.translate(_ASCII_LOWER)


def _get_attribute(self: ElementView, name: Any = U, *_: Any) -> Any:
    return self.node.get_attribute(attribute_name(self.node, name))


def _set_attribute(self: ElementView, name: Any = U, value: Any = U, *_: Any) -> Any:
    # a str subclass (petite.TrustedURL) stays itself: the output-safety layer reads it
    name = attribute_name(self.node, name)
    if is_event_handler_name(name):
        return U  # expressions never write handler attributes (as bindings: petite.safety)
    self.node.set_attribute(name, value if isinstance(value, str) else to_js_string(value))
    return U


_ADJACENT = ("beforebegin", "afterbegin", "beforeend", "afterend")


def _insert_adjacent_html(self: ElementView, position: Any = U, markup: Any = U, *_: Any) -> Any:
    """`insertAdjacentHTML`: the markup parsed in its context and sanitised unless it
    is TrustedHTML (`petite.sanitize`, as every markup sink)."""
    where = to_js_string(position)
    tick(len(where) >> 6)  # (lowered, and shown in the error: a 400,000-character position in a loop ran 94 s a budget)
    where = where.lower()
    if where not in _ADJACENT:
        raise ExpressionError(f"Failed to execute 'insertAdjacentHTML': '{where}' is not a valid position")
    node = self.node
    outside = where in ("beforebegin", "afterend")
    parent = node.parent
    if outside and not isinstance(parent, Element):
        raise ExpressionError("Failed to execute 'insertAdjacentHTML': the element has no parent")
    if not outside and is_executable_script(node.tag, node.namespace, node.attrs):
        return U  # an executable script keeps its text
    context = parent if outside else node
    fragment = parse_markup(markup if isinstance(markup, str) else to_js_string(markup), context.tag,
                            reread_namespace(context))
    tick(10 + len(fragment.children))
    if where == "beforebegin":
        parent.insert_before(fragment, node)
    elif where == "afterend":
        parent.insert_before(fragment, node.next_sibling)
    else:
        target = node.content if node.content is not None else node
        target.insert_before(fragment, target.children[0] if where == "afterbegin" and target.children else None)
    return U


def _set_outer_html(node: Element, markup: Any) -> None:
    """`outerHTML = markup`: the element replaced by the markup, parsed in its parent's
    context and sanitised unless it is TrustedHTML."""
    parent = node.parent
    if parent is None:  # (a detached element: nothing happens, as in a browser)
        return
    text = markup if isinstance(markup, str) else to_js_string(markup)
    if isinstance(parent, Element):
        fragment = parse_markup(text, parent.tag, reread_namespace(parent))
    else:  # (in a fragment: parsed as in a body)
        fragment = parse_markup(text, "body", HTML_NS)
    parent.insert_before(fragment, node)
    parent.remove_child(node)


def _remove_attribute(self: ElementView, name: Any = U, *_: Any) -> Any:
    self.node.remove_attribute(attribute_name(self.node, name))
    return U


def _has_attribute(self: ElementView, name: Any = U, *_: Any) -> bool:
    return self.node.has_attribute(attribute_name(self.node, name))


def _get_attribute_node(self: ElementView, name: Any = U, *_: Any) -> Any:
    """`el.getAttributeNode(name)`: the attribute as `el.attributes` holds it, or null."""
    name = attribute_name(self.node, name)
    return AttrView((self.node, name)) if name in self.node.attrs else None


def _focus(self: ElementView, *_: Any) -> Any:
    tick(DISPATCH_COST)
    self.node.focus()
    return U


def _blur(self: ElementView, *_: Any) -> Any:
    tick(DISPATCH_COST)
    self.node.blur()
    return U


def _selection_method(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A `petite.dom.text_selection` method as a view's (on a live page each call is an op sent)."""

    def method(self: ElementView, *args: Any) -> Any:
        tick(DISPATCH_COST)
        return fn(self.node, *args)

    return method


_SELECTION_METHODS = {
    "select": _selection_method(text_selection.select_all),
    "setSelectionRange": _selection_method(text_selection.set_selection_range),
    "setRangeText": _selection_method(text_selection.set_range_text),
}
_SELECTION_KEYS = text_selection.PROPERTIES | text_selection.METHODS


_BEHAVIORS = ("auto", "instant", "smooth")
_SCROLL_OPTIONS = {"behavior": _BEHAVIORS, "block": ("start", "center", "end", "nearest"),
                   "inline": ("start", "center", "end", "nearest")}


def _scroll_into_view(self: ElementView, options: Any = U, *_: Any) -> Any:
    """`scrollIntoView(alignToTop)` or `scrollIntoView({ behavior, block, inline })`:
    only those keys and their listed values travel (anything else is the default)."""
    tick(DISPATCH_COST)  # (as focus: on a live page each call is an op sent)
    if type(options) is bool:
        self.node.scroll_into_view(options)
    elif isinstance(options, Mapping):
        chosen = {key: to_js_string(options.get(key)) for key in _SCROLL_OPTIONS if options.get(key) is not None}
        self.node.scroll_into_view({k: v for k, v in chosen.items() if v in _SCROLL_OPTIONS[k]})
    else:
        self.node.scroll_into_view()
    return U


_SCROLL_TO_OPTIONS = ("top", "left", "behavior")


def _finite(value: Any) -> float:
    """A scroll coordinate as the browser reads it, NaN and infinities as 0 (JSON has
    neither)."""
    number = to_number(value)
    return number if number == number and abs(number) != float("inf") else 0


def scroll_arguments(x: Any, y: Any) -> tuple:
    """What travels to the browser of `scrollTo(x, y)` or `scrollTo({ top, left,
    behavior })` (a window's or an element's): only numbers and the listed behaviours."""
    if isinstance(x, Mapping):
        options: dict[str, Any] = {}
        for key in _SCROLL_TO_OPTIONS:
            value = x.get(key)
            if key == "behavior":
                if value is not None and to_js_string(value) in _BEHAVIORS:
                    options[key] = to_js_string(value)
            elif value is not None and value is not undefined:
                options[key] = _finite(value)
        return (options,)
    return (_finite(x), _finite(y))


def _scroll(name: str) -> Callable[..., Any]:
    def scroll(self: ElementView, x: Any = U, y: Any = U, *_: Any) -> Any:
        """`el.scrollTo(x, y)`, `el.scrollBy({ top, left, behavior })`: the browser
        showing a live page scrolls the element; a tree no browser shows has no layout."""
        tick(DISPATCH_COST)
        browser_call(self.node, name, *scroll_arguments(x, y))
        return U

    return scroll


def _click(self: ElementView, *_: Any) -> Any:
    tick(DISPATCH_COST)
    self.node.click()
    return U


def _dispatch_event(self: ElementView, event: Any = U, *_: Any) -> bool:
    return self.node.dispatch_event(_dispatched(event))


def _dispatched(event: Any) -> Event:
    """The event a page's `dispatchEvent(event)` dispatches (an element's, the document's,
    the window's): an Event's view, charged a dispatch."""
    if not isinstance(event, EventView):
        raise ExpressionError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'")
    tick(DISPATCH_COST)
    return event.node


class _Listener:
    """An expression function listening for an event: called with the event's view, as an
    evaluation of its own (its own work budget), and with `this` = the object it listens on
    (the element; `document`/`window` for theirs, which petite's tree hangs on its top
    element), as the DOM calls a listener. An object with a `handleEvent` method listens
    through it (read at each event, called with the object as `this`)."""

    __slots__ = ("handler", "this")

    def __init__(self, handler: Any, this: Any = None) -> None:
        self.handler = handler
        self.this = this

    def __call__(self, event: Any) -> Any:
        if callable(self.handler):
            return metered(call_with_this, self.handler, _listening(self.this, event), (view(event),), "listener")
        method = get_member(self.handler, "handleEvent")
        return metered(call_with_this, method, self.handler, (view(event),), "listener")


def _listening(this: Any, event: Any) -> Any:
    """What a listener's `this` is: `this` (document's, window's) or the event's current target."""
    return view(event.currentTarget) if this is None else this


class _HandlerProperty:
    """The listener an event-handler property installs (`el.onclick = fn`): registered when
    the property is first set, at that place among the element's listeners, it calls the
    property's current value (a later function takes its place; null removes it). A call
    returning false cancels the event, as the DOM's event-handler processing does."""

    __slots__ = ("fn", "this")

    def __init__(self, fn: Any, this: Any = None) -> None:
        self.fn = fn
        self.this = this

    def __call__(self, event: Any) -> Any:
        result = metered(call_with_this, self.fn, _listening(self.this, event), (view(event),), "listener")
        if result is False:
            event.preventDefault()
        return result


def handler_property(node: Element, owner: str, key: str) -> Any:
    """The value of event-handler property `key` (`onclick`) of `owner` ("element",
    "document", "window": the page's are held by its top element): null when none is set."""
    found = node.data.get("handler properties", {}).get((owner, key))
    return None if found is None else found.fn


def set_handler_property(node: Element, owner: str, key: str, value: Any, this: Any = None) -> None:
    """`el.onclick = value`: a function (any object) is the handler, listening for `key`'s
    event (`click`) from its first setting on; anything else (null, a string: no code is
    ever compiled from text) removes it, as the DOM's EventHandler conversion does.
    Charged as `addEventListener` is: the element's listeners are searched."""
    tick(1 + len(node.listeners))
    table = node.data.setdefault("handler properties", {})
    slot = (owner, key)
    current = table.get(slot)
    if not _listens(value):
        if current is not None:
            del table[slot]
            node.remove_event_listener(key[2:], current)
        return
    if current is not None:
        current.fn = value
        return
    table[slot] = _HandlerProperty(value, this)
    node.add_event_listener(key[2:], table[slot])


# Listeners expressions may add to one element (as its expandos): each added or heard walks them
MAX_LISTENERS = 1000


def _listeners(node: Element) -> dict:
    return node.data.setdefault("expression listeners", {})


def _listener_options(options: Any) -> tuple[bool, bool, bool]:
    """(capture, once, passive) of `addEventListener`'s third argument: a boolean is
    `capture`; an object names each (`{ once: true }`), as booleans."""
    if is_object(options):
        return tuple(truthy(get_member(options, name)) for name in ("capture", "once", "passive"))  # type: ignore[return-value]
    return truthy(options), False, False


def _listens(handler: Any) -> bool:
    """Can `handler` listen: a function, or an object (its `handleEvent` is read at each event)?"""
    return callable(handler) or isinstance(handler, Mapping)


def _add_event_listener(self: ElementView, type: Any = U, handler: Any = U, options: Any = U, *_: Any,
                        this: Any = None) -> Any:
    if not _listens(handler):
        return U
    capture, once, passive = _listener_options(options)
    tick(1 + len(self.node.listeners))  # (the element's listeners are searched: one more is no free walk)
    key = (to_js_string(type), id(handler), capture)
    table = _listeners(self.node)
    entry = table.get(key)
    if entry is None or not any(e.handler is entry[1] for e in self.node.listeners):  # (a `once` one that ran is gone)
        if entry is None and len(table) >= MAX_LISTENERS:
            raise ExpressionLimitError(f"more than {MAX_LISTENERS} listeners added to one element")
        table[key] = (handler, _Listener(handler, this))
        self.node.add_event_listener(key[0], table[key][1], capture=capture, once=once, passive=passive)
    return U


def _remove_event_listener(self: ElementView, type: Any = U, handler: Any = U, options: Any = U, *_: Any,
                           this: Any = None) -> Any:
    capture = _listener_options(options)[0]
    entry = _listeners(self.node).pop((to_js_string(type), id(handler), capture), None)
    if entry is not None:
        self.node.remove_event_listener(to_js_string(type), entry[1], capture=capture)
    return U


def _closest(self: ElementView, selector: Any = U, *_: Any) -> Any:
    """`el.closest(css)`: the nearest inclusive ancestor among its tree's matches (the
    tree's top element too: a detached element, or the page's document element)."""
    css = to_js_string(selector)
    found = {id(el) for el in _tree_matches(self.node, css, "closest")}
    node: Any = self.node
    while isinstance(node, Element):
        if id(node) in found:
            return view(node)
        node = node.parent
    return None


_VALIDITY_KEYS = frozenset({"validity", "willValidate", "validationMessage"})
_INPUT_EXTRAS = frozenset({"valueAsNumber", "valueAsDate", "form"})
_NONE = object()


def _toggle_attribute(self: ElementView, name: Any = U, force: Any = U, *_: Any) -> bool:
    """`toggleAttribute(name, force?)`: add (empty) or remove; returns whether it is there."""
    key = attribute_name(self.node, name)
    present = key in self.node.attrs
    wanted = (not present) if force is U else truthy(force)
    if wanted and not present:
        _set_attribute(self, key, "")
    elif not wanted and present:
        self.node.remove_attribute(key)
    return wanted


def _input_extra(node: Any, key: str) -> Any:
    """Form-control properties read from the element's state: `valueAsNumber` (number,
    range, date, datetime-local, time, month inputs; NaN otherwise), `form` (the form
    owner, or null)."""
    tag = node.tag
    if key == "form":
        return view(node.form_owner) if tag in _VALIDATED or tag in ("label", "legend") else _NONE
    if tag != "input":
        return _NONE
    if key == "valueAsDate":
        return date_inputs.value_as_date(node)
    return value_as_number(node.type, node.value)


def value_as_number(kind: str, value: str) -> float:
    """`valueAsNumber`: a number or range input's number, a date or time input's
    (`petite.dom.date_inputs`), NaN when empty and on other inputs."""
    nan = float("nan")
    if not value:
        return nan
    if kind in ("number", "range"):
        try:
            number = float(value)
        except (ValueError, OverflowError):
            return nan
        return number if math.isfinite(number) else nan
    number = date_inputs.to_number(kind, value) if kind in date_inputs.TEMPORAL_TYPES else None
    return nan if number is None else float(number)


_VALIDATED = frozenset({"input", "select", "textarea", "button", "fieldset", "output", "object"})


def _check_validity(self: ElementView, *_: Any) -> bool:
    """`checkValidity()` / `reportValidity()` (petite.dom.validity): `invalid` at each
    invalid control, True when there is none."""
    node = self.node
    if node.tag not in _VALIDATED and node.tag != "form":
        raise ExpressionError(f"{node.tag}.checkValidity is not a function", kind="TypeError")
    invalid = validity.invalid_controls(node)
    for control in invalid:
        control.dispatch_event(Event("invalid", bubbles=False, cancelable=True))
    return not invalid


def _set_custom_validity(self: ElementView, message: Any = U, *_: Any) -> Any:
    validity.set_custom_validity(self.node, to_js_string(message))
    return U


def _read_form(form: Any, submitter: Any) -> list | None:
    """`new FormData(form, submitter)`'s entries (petite.dom.validity.form_entries), or
    None when `form` is not a form element (installed in petite.expr.formdata)."""
    node = form.node if isinstance(form, ElementView) else None
    if node is None or node.tag != "form" or node.namespace != HTML_NS:
        return None
    button = submitter.node if isinstance(submitter, ElementView) else None
    return validity.form_entries(node, button)


def _show(self: ElementView, *_: Any) -> Any:
    dialog.show(self.node)
    return U


def _show_modal(self: ElementView, *_: Any) -> Any:
    tick(DISPATCH_COST)  # (as focus: on a live page each call is an op sent)
    dialog.show_modal(self.node)
    return U


def _close(self: ElementView, result: Any = U, *_: Any) -> Any:
    tick(DISPATCH_COST)
    dialog.close(self.node, result)
    return U


def _request_close(self: ElementView, result: Any = U, *_: Any) -> Any:
    tick(DISPATCH_COST)
    dialog.request_close(self.node, result)
    return U


def _reset(self: ElementView, *_: Any) -> Any:
    tick(DISPATCH_COST)
    reset_form(self.node)
    return U


def _request_submit(self: ElementView, submitter: Any = U, *_: Any) -> Any:
    """`form.requestSubmit(submitter?)`: as the submit button's click would (constraints
    checked, a `submit` event, the default action), errors as Chromium's."""
    form = self.node
    where = "Failed to execute 'requestSubmit' on 'HTMLFormElement': "
    button = None
    if submitter is not U and submitter is not None:
        if not isinstance(submitter, ElementView) or submitter.node.namespace != HTML_NS:
            raise ExpressionError(where + "parameter 1 is not of type 'HTMLElement'.", kind="TypeError")
        button = submitter.node
        if not button.is_submit_button:
            raise ExpressionError(where + "The specified element is not a submit button.", kind="TypeError")
        if button.form_owner is not form:
            raise ExpressionError(where + "The specified element is not owned by this form element.",
                                  kind="NotFoundError")
    tick(DISPATCH_COST)
    request_submit(form, button)  # (a form in no page submits nothing: petite.dom.events.request_submit)
    return U


def _submit(self: ElementView, *_: Any) -> Any:
    """`form.submit()`: no constraints, no `submit` event, the default action (a dialog
    form closes its dialog; a page petite runs does not navigate)."""
    tick(DISPATCH_COST)
    if is_connected(self.node):
        self.node.submitted(None)
    return U


# Layout figures: petite lays nothing out (docs/expressions.md), they read 0 and a
# write (`scrollTop = ...`) does nothing.
LAYOUT_READS = frozenset(
    """offsetWidth offsetHeight offsetTop offsetLeft clientWidth clientHeight clientTop clientLeft
    scrollWidth scrollHeight scrollTop scrollLeft""".split()
)
NAMESPACE_URIS = {"html": "http://www.w3.org/1999/xhtml", "svg": "http://www.w3.org/2000/svg",
                  "math": "http://www.w3.org/1998/Math/MathML"}


# The element properties with a getter and no setter that ElementView.__js_get__ answers
# beside READ: writing one does nothing. Any other unknown name is an expando.
# The properties of ELEMENT_READ and ELEMENT_WRITE that only some HTML elements have, with
# those elements' tags, as Chromium has them (`key in document.createElement(tag)`): on
# any other HTML element such a name is an ordinary JavaScript property (`div.value` is
# undefined until written, and writing it changes no attribute).
OWNED_PROPERTIES: dict[str, frozenset[str]] = {key: frozenset(tags.split()) for key, tags in {
    "accept": "input", "action": "form", "alt": "area img input", "checked": "input",
    "disabled": "button fieldset input link optgroup option select style textarea",
    "href": "a area base link", "htmlFor": "label output script template", "max": "input meter progress",
    "method": "form", "min": "input meter", "multiple": "input select",
    "name": "a button details embed fieldset form frame iframe img input map meta object output param select slot textarea",
    "open": "details dialog", "options": "datalist select", "pattern": "input", "placeholder": "input textarea",
    "readOnly": "input textarea", "rel": "a area form link", "required": "input select textarea",
    "selected": "option", "selectedIndex": "select",
    "src": "audio embed frame iframe img input script source track video", "step": "input",
    "target": "a area base form link",
    "type": "a button embed fieldset input li link object ol output param script select source style textarea ul",
    "value": "button data input li meter option output param progress select textarea",
}.items()}
# The event-handler properties of elements, the document and the window (`el.onclick`,
# `document.onkeydown`, `window.onload`): a function written to one listens for its event
# (`set_handler_property`), null to a read when none is set, as in Chromium. Chromium's
# names, as `petite.clobbering` records them; no attribute is ever written for them.
HANDLER_PROPERTIES = frozenset(name for name in CLOBBERING_NAMES if name.startswith("on"))
ELEMENT_ACCESSORS = frozenset(
    """children childElementCount firstElementChild lastElementChild nextElementSibling
    previousElementSibling nodeName nodeValue isConnected baseURI ownerDocument dataset selectedOptions validity
    willValidate validationMessage form offsetParent namespaceURI""".split()
) | LAYOUT_READS
# Properties with no attribute behind them (`petite.safety.PROPERTY_ONLY`: a checkbox's
# `indeterminate`, a media element's `muted` ...) are read from the element's live
# properties (what a binding of them set) and written as a binding writes them
# (`Element.set_prop`, a live patch), so `:indeterminate` matches and the browser shows
# what a script set.


def _property_only(node: Any, key: str) -> Any:
    """The value of a PROPERTY_ONLY property: what was set, else its initial value (a
    media element is muted when its markup says so; a nonce is its attribute's)."""
    props = node.props
    if key in props:
        return props[key]
    if key == "muted":
        return "muted" in node.attrs
    if key == "volume":
        return 1
    if key == "nonce":
        return node.attrs.get("nonce", "")
    return False


def _media_method(fn: Callable[..., Any], self: ElementView) -> BoundMethod:
    """A `petite.dom.media` method as the element's (`audio.play()`), charged as a dispatch."""
    def method(this: ElementView, *args: Any) -> Any:
        tick(DISPATCH_COST)
        return fn(this.node, *args)

    return BoundMethod(method, self)


def _has_property_only(node: Any, key: Any) -> bool:
    return type(key) is str and node.namespace == HTML_NS and is_property_only(node.tag, key)


# [PutForwards] properties: writing one writes the attribute behind the object.
PUT_FORWARDS = {"classList": "class", "style": "style"}
# An element's own JavaScript properties (`el.timer = 3`, `el.focus = fn`): kept in its
# data, never in the markup or a patch; a handler can make only so many.
EXPANDOS = "expandos"
STYLE_EXPANDOS = "style expandos"  # (its style object's: `el.style.nope = 1`)
ATTRIBUTES_EXPANDOS = "attributes expandos"  # (its NamedNodeMap's: `el.attributes.foo = 1`)
MAX_EXPANDOS = 1000


def _expandos_of(el: Any, kind: str) -> dict | None:
    """The own properties of `kind` (EXPANDOS ...) kept in element `el`'s data, without
    making its data (None: none written)."""
    data = el.data_or_none()
    return None if data is None else data.get(kind)


def _set_expando(node: Any, key: Any, value: Any) -> None:
    node.data[EXPANDOS] = with_own_property(node.data.get(EXPANDOS), key, value, "element")


def with_own_property(own: dict | None, key: Any, value: Any, what: str) -> dict:
    """`own` (an element's or an event's own properties, None: none yet) with `key` set."""
    if own is None:
        own = {}
    if key not in own and len(own) >= MAX_EXPANDOS:
        raise ExpressionLimitError(f"more than {MAX_EXPANDOS} properties set on one {what}")
    own[key] = value
    return own


def _set_inner_text(node: Any, value: Any) -> None:
    """`el.innerText = text`: the text, each line break a `<br>` (through the tree
    methods: an executable script keeps its children)."""
    lines = to_js_string(value).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if len(lines) == 1:
        node.textContent = lines[0]
        return
    tick(10 + len(lines))
    pieces: list[Any] = []
    for i, line in enumerate(lines):
        if i:
            pieces.append(Element("br"))
        if line:
            pieces.append(line)
    tree_methods.replace_children(node, *pieces)


def _set_value_as_number(node: Any, value: Any) -> None:
    """`input.valueAsNumber = n` on a number or range input (NaN empties it)."""
    if node.type not in ("number", "range"):
        raise ExpressionError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': This input "
                              "element does not support Number values.", kind="InvalidStateError")
    number = to_number(value)
    if number in (float("inf"), float("-inf")):
        raise ExpressionError("Failed to set the 'valueAsNumber' property on 'HTMLInputElement': The value "
                              "provided is infinite.")
    node.value = "" if number != number else to_js_string(number)


def _tree_method(fn: Callable[..., Any], arity: int) -> Callable[..., Any]:
    """A `petite.dom.tree_methods` function as a view's method: `arity` arguments
    (missing ones undefined; -1: any number), views unwrapped, the node it returns
    a view (undefined when it returns nothing)."""

    def method(self: DomView, *args: Any) -> Any:
        given = [unwrap(a) for a in args] if arity < 0 else [unwrap(a) for a in args[:arity]] + [U] * (arity - len(args))
        result = fn(self.node, *given)
        return U if result is None else view(result)

    return method


def _adjacent(method: str) -> Callable[..., Any]:
    def insert(self: ElementView, position: Any = U, item: Any = U, *_: Any) -> Any:
        if method == "insertAdjacentElement":
            return view(tree_methods.insert_adjacent(self.node, position, unwrap(item), method))
        tree_methods.insert_adjacent(self.node, position, item, method)
        return U

    return insert


def _optional_ref(fn: Callable[..., Any]) -> Callable[..., Any]:
    return lambda parent, item, ref: fn(parent, item, None if ref is U else ref)


# The tree-editing methods every node has (`petite.dom.tree_methods`), and the ones of
# nodes that have children.
def _relation(name: str, fn: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    """A `petite.dom.relations` function as a view's method `name` of one node argument."""

    def method(self: DomView, *args: Any) -> Any:
        if not args:
            raise ExpressionError(f"Failed to execute '{name}' on 'Node': 1 argument required, but only 0 present.",
                                  kind="TypeError")
        return fn(self.node, unwrap(args[0]))

    return method


def _page_document() -> Any:
    """`node.ownerDocument`: the document of the page whose code is running (every node
    a page makes is its document's), null outside any page."""
    tables = tables_get()
    found = tables.page("document") if tables is not None and tables.page is not None else None
    return found if isinstance(found, DocumentView) else None


def _root_node(self: DomView, *_: Any) -> Any:
    """`node.getRootNode()`: the document for a node in the page, else the top node of
    its tree (itself when detached; a template's content: its fragment)."""
    top = root_of(self.node)
    if getattr(top, "host", None) is None and is_connected(self.node):
        document = _page_document()
        if document is not None:
            return document
    return view(top)


CHILD_METHODS = {
    "compareDocumentPosition": _relation("compareDocumentPosition", relations.compare_document_position),
    "contains": _relation("contains", relations.contains),
    "isEqualNode": _relation("isEqualNode", relations.is_equal_node),
    "isSameNode": _relation("isSameNode", lambda node, other: other is node),
    "getRootNode": _root_node,
    "normalize": _tree_method(tree_methods.normalize, 0),
    "remove": _tree_method(tree_methods.remove, 0),
    "before": _tree_method(tree_methods.before, -1),
    "after": _tree_method(tree_methods.after, -1),
    "replaceWith": _tree_method(tree_methods.replace_with, -1),
    "cloneNode": _tree_method(tree_methods.clone_node, 1),
}
NodeView.METHODS = {**NodeView.METHODS, **CHILD_METHODS}  # (text and comment nodes: defined above)
PARENT_METHODS = {
    "appendChild": _tree_method(tree_methods.append_child, 1),
    "insertBefore": _tree_method(_optional_ref(tree_methods.insert_before), 2),
    "removeChild": _tree_method(tree_methods.remove_child, 1),
    "replaceChild": _tree_method(tree_methods.replace_child, 2),
    "append": _tree_method(tree_methods.append, -1),
    "prepend": _tree_method(tree_methods.prepend, -1),
    "replaceChildren": _tree_method(tree_methods.replace_children, -1),
}


FRAGMENT_METHODS = {**PARENT_METHODS, "querySelector": _query(False), "querySelectorAll": _query(True)}


def _matches(self: ElementView, selector: Any = U, *_: Any) -> bool:
    """`el.matches(css)`: the element is among the matches of its tree's root."""
    return _matched(self.node, to_js_string(selector), "matches")


def _matched(node: Any, css: str, method: str) -> bool:
    return any(found is node for found in _tree_matches(node, css, method))


def _tree_matches(node: Any, css: str, method: str) -> list[Any]:
    """The elements of `node`'s tree matching `css`, its top element included (which
    `el.matches` and `el.closest` see: `document.createElement('p').matches('p')`)."""
    top = root_of(node)
    return _selected(lambda css: select(top, css, include_root=True), css, method)


def _elements_by(match: Callable[[Any, str, str], bool]) -> Callable[..., Any]:
    def find(self: ElementView, name: Any = U, *_: Any) -> list:
        text = to_js_string(name)
        lowered = text.lower()  # (once, charged: lowered at each element, a 400,000-character name ran 41 s a budget)
        tick(len(text) >> 6)
        found = [el for el in self.node.iter() if isinstance(el, Element) and match(el, text, lowered)]
        tick(10 + len(found))
        return Collection("HTMLCollection", found)

    return find


def _has_tag(el: Any, name: str, lowered: str) -> bool:
    return name == "*" or el.tag == (lowered if el.namespace == HTML_NS else name)


def _has_classes(el: Any, names: str, _lowered: str = "") -> bool:
    wanted = names.split()
    have = el.attrs.get("class", "").split()
    return bool(wanted) and all(name in have for name in wanted)


def _bounding_rect(self: ElementView, *_: Any) -> dict:
    """`getBoundingClientRect()`: petite lays nothing out, every figure is 0."""
    return dict.fromkeys(("x", "y", "width", "height", "top", "right", "bottom", "left"), 0)


def _client_rects(self: ElementView, *_: Any) -> list:
    """`getClientRects()`: an element in the page has its box (all 0, as
    `getBoundingClientRect`'s), one out of it none."""
    return [_bounding_rect(self)] if is_connected(self.node) else []


def _is_content_editable(node: Any) -> bool:
    """`el.isContentEditable`: the nearest `contenteditable` state up the tree ("",
    "true" and "plaintext-only" edit, "false" does not; another value inherits), for an
    element in the page (one out of it is never editable, as in Chromium)."""
    if not is_connected(node):
        return False
    walk = node
    while walk is not None and getattr(walk, "attrs", None) is not None:
        tick(1)
        state = walk.attrs.get("contenteditable") if walk.namespace == HTML_NS else None
        if state is not None:
            state = _ascii_lower(state)
            if state in ("", "true", "plaintext-only"):
                return True
            if state == "false":
                return False
        walk = walk.parent
    return False


# The attribute names `getAttributeNS` and its kin mean: a namespace's attributes are
# spelled with their usual prefix in petite's attribute lists (`xlink:href`), no
# namespace is the plain name; another namespace has none of them.
_NAMESPACE_PREFIXES = {"http://www.w3.org/1999/xlink": "xlink:", "http://www.w3.org/XML/1998/namespace": "xml:",
                       "http://www.w3.org/2000/xmlns/": "xmlns:"}


def _namespaced_name(el: Any, namespace: Any, local_name: Any) -> str | None:
    """The attribute (ns, local name) names on `el`, or None when petite keeps none."""
    local = to_js_string(local_name)
    if namespace is None or namespace is U or namespace == "":
        return attribute_name(el, local) if ":" not in local else None
    prefix = _NAMESPACE_PREFIXES.get(to_js_string(namespace))
    if prefix is None:
        return None
    return "xmlns" if prefix == "xmlns:" and local == "xmlns" else prefix + local


def _qualified_name(el: Any, namespace: Any, qualified: Any) -> str:
    """The attribute `setAttributeNS(ns, qualifiedName)` writes: its local name given the
    namespace's usual prefix (`xlink:href`); a prefix with no namespace is a NamespaceError."""
    name = to_js_string(qualified)
    local = name.rpartition(":")[2]
    if namespace is None or namespace is U or namespace == "":
        if ":" in name:
            raise ExpressionError("Failed to execute 'setAttributeNS' on 'Element': The namespace URI provided "
                                  "('') is not valid for the qualified name provided ('" + name + "').",
                                  kind="NamespaceError")
        return attribute_name(el, name)
    found = _namespaced_name(el, namespace, local)
    if found is None:
        raise ExpressionError("Failed to execute 'setAttributeNS' on 'Element': petite keeps attributes of the "
                              "XLink, XML and XMLNS namespaces only", kind="NamespaceError")
    return found


def _get_attribute_ns(self: ElementView, namespace: Any = U, local_name: Any = U, *_: Any) -> Any:
    name = _namespaced_name(self.node, namespace, local_name)
    return None if name is None else self.node.get_attribute(name)


def _has_attribute_ns(self: ElementView, namespace: Any = U, local_name: Any = U, *_: Any) -> bool:
    name = _namespaced_name(self.node, namespace, local_name)
    return name is not None and self.node.has_attribute(name)


def _remove_attribute_ns(self: ElementView, namespace: Any = U, local_name: Any = U, *_: Any) -> Any:
    name = _namespaced_name(self.node, namespace, local_name)
    if name is not None:
        self.node.remove_attribute(name)
    return U


def _set_attribute_ns(self: ElementView, namespace: Any = U, qualified: Any = U, value: Any = U, *_: Any) -> Any:
    name = _qualified_name(self.node, namespace, qualified)
    if is_event_handler_name(name):
        return U  # (as setAttribute: expressions never write handler attributes)
    self.node.set_attribute(name, value if isinstance(value, str) else to_js_string(value))
    return U


# Methods only some HTML elements have, by tag.
def _select_remove(self: ElementView, *args: Any) -> Any:
    """`select.remove(index)`: its option at that index goes (none past the ends);
    without an argument the select itself goes (ChildNode's `remove()`)."""
    if not args:
        return CHILD_METHODS["remove"](self)
    index = to_int32(args[0])
    options = self.node.options
    if 0 <= index < len(options):
        tree_methods.remove(options[index])
    return U


def _select_add(self: ElementView, *args: Any) -> Any:
    select_options.add(self.node, *(unwrap(arg) for arg in args[:2]))
    return U


def _select_item(self: ElementView, index: Any = U, *_: Any) -> Any:
    return element_at(self.node.options, index)


def _stepper(down: bool) -> Callable[..., Any]:
    def method(self: ElementView, count: Any = U, *_: Any) -> Any:
        stepping.step(self.node, count, down)
        return U

    return method


TAG_METHODS: dict[str, dict[str, Callable[..., Any]]] = {
    "dialog": {"show": _show, "showModal": _show_modal, "close": _close, "requestClose": _request_close},
    "form": {"reset": _reset, "requestSubmit": _request_submit, "submit": _submit},
    "input": {"stepUp": _stepper(False), "stepDown": _stepper(True)},
    "select": {"add": _select_add, "remove": _select_remove, "item": _select_item},
}


def _table_method(method: Callable[..., Any]) -> Callable[..., Any]:
    """A `petite.dom.tables` method as a view's: what it makes as a view, else undefined."""
    def call_on(self: ElementView, *args: Any) -> Any:
        made = method(self.node, *args)
        return U if made is None else view(made)

    return call_on


_TABLE_METHODS = {tag: {key: _table_method(fn) for key, fn in methods.items()} for tag, methods in tables.METHODS.items()}


def _owns(node: Any, key: Any) -> bool:
    """Has this element property `key`, if only some HTML elements have it (OWNED_PROPERTIES)?"""
    owners = OWNED_PROPERTIES.get(key) if type(key) is str else None
    return owners is None or node.namespace != HTML_NS or node.tag in owners


class ElementView(DomView):
    """An element as expressions see it."""

    __slots__ = ()
    READ = ELEMENT_READ
    WRITE = ELEMENT_WRITE
    CONSTANTS = NODE_CONSTANTS
    METHODS = {
        "getAttribute": _get_attribute,
        "setAttribute": _set_attribute,
        "insertAdjacentHTML": _insert_adjacent_html,
        "removeAttribute": _remove_attribute,
        "hasAttribute": _has_attribute,
        "getAttributeNode": _get_attribute_node,
        "querySelector": _query(False),
        "querySelectorAll": _query(True),
        "focus": _focus,
        "blur": _blur,
        "scrollIntoView": _scroll_into_view,
        "click": _click,
        "dispatchEvent": _dispatch_event,
        "addEventListener": _add_event_listener,
        "removeEventListener": _remove_event_listener,
        "closest": _closest,
        "toggleAttribute": _toggle_attribute,
        "hasAttributes": lambda self, *_: bool(self.node.attrs),
        "getAttributeNames": lambda self, *_: list(self.node.attrs),
        "hasChildNodes": lambda self, *_: bool(getattr(self.node, "children", ())),
        "checkValidity": _check_validity,
        "reportValidity": _check_validity,
        "setCustomValidity": _set_custom_validity,
        "scrollTo": _scroll("scrollTo"),
        "scroll": _scroll("scrollTo"),
        "scrollBy": _scroll("scrollBy"),
        "matches": _matches,
        "getElementsByTagName": _elements_by(_has_tag),
        "getElementsByClassName": _elements_by(_has_classes),
        "getBoundingClientRect": _bounding_rect,
        "getClientRects": _client_rects,
        "getAnimations": lambda self, *_: [],  # (petite runs no animation)
        "webkitMatchesSelector": _matches,
        "getAttributeNS": _get_attribute_ns,
        "setAttributeNS": _set_attribute_ns,
        "hasAttributeNS": _has_attribute_ns,
        "removeAttributeNS": _remove_attribute_ns,
        "insertAdjacentElement": _adjacent("insertAdjacentElement"),
        "insertAdjacentText": _adjacent("insertAdjacentText"),
        **CHILD_METHODS,
        **PARENT_METHODS,
    }

    def __js_interfaces__(self) -> tuple[str, ...]:
        node = self.node
        return interfaces_of(element_interface(node.tag, node.namespace))

    def __js_own__(self) -> dict | None:
        return _expandos_of(self.node, EXPANDOS)

    def __js_string__(self) -> str:
        """`String(el)`: a link's is its `href` (HTMLHyperlinkElementUtils' stringifier)."""
        node = self.node
        if node.tag in ("a", "area") and node.namespace == HTML_NS:
            return hyperlink.href(node)
        return DomView.__js_string__(self)

    def __js_get__(self, key: Any) -> Any:
        node = self.node
        own = _expandos_of(node, EXPANDOS)
        if own is not None and key in own:
            return own[key]
        if node.tag == "form" and node.namespace == "html":
            found = _form_member(node, key)
            if found is not U:
                return found
        if not _owns(node, key):
            return U
        if type(key) is str:
            reflection = reflected(node, key)
            if reflection is not None:
                return reflection.get(node)
        if _has_property_only(node, key):
            return _property_only(node, key)
        if node.tag in media.MEDIA_TAGS and node.namespace == HTML_NS and type(key) is str:
            found = media.read(node, key)
            if found is not media.NONE:
                return _media_method(found, self) if callable(found) else found
        if key == "isContentEditable" and node.namespace == HTML_NS:
            return _is_content_editable(node)
        if key == "outerText" and node.namespace == HTML_NS:
            return self.__js_get__("innerText")
        if key in LAYOUT_READS:
            return 0
        if key == "offsetParent":
            return None
        if key == "namespaceURI":
            return NAMESPACE_URIS.get(node.namespace)
        if key == "children":
            return _element_children(node)
        if key == "childElementCount":
            return len(_element_children(node))
        if key == "firstElementChild":
            children = _element_children(node)
            return children[0] if children else None
        if key == "lastElementChild":
            children = _element_children(node)
            return children[-1] if children else None
        if key == "nextElementSibling":
            return _sibling_element(node, 1)
        if key == "previousElementSibling":
            return _sibling_element(node, -1)
        if key == "nodeName":
            return node.tagName
        if key == "nodeValue":
            return None
        if key == "isConnected":
            return is_connected(node)
        if key == "baseURI":
            return document_url(node)
        if key == "ownerDocument":
            return _page_document()
        if key == "dataset":
            return DatasetView(node)
        if key == "attributes":
            return AttributesView(node)
        if key == "srcdoc" and node.tag == "iframe":
            return node.attrs.get("srcdoc", "")
        if key == "control" and node.tag == "label" and node.namespace == HTML_NS:
            return view(labels.labeled_control(node))
        if key == "labels" and node.tag in labels.LABELABLE and node.namespace == HTML_NS:
            return Collection("NodeList", labels.labels_of(node)) if labels.is_labelable(node) else None  # (a hidden input's: null)
        if key == "content" and node.tag == "template" and node.namespace == HTML_NS:
            return view(node.content)  # (its inert fragment: what it holds is inserted as any node is)
        if node.tag in tables.PROPERTIES and node.namespace == HTML_NS:
            read = tables.PROPERTIES[node.tag].get(key)
            if read is not None:
                found = read(node)
                return Collection("HTMLCollection", found) if type(found) is list else view(found)
            method = _TABLE_METHODS.get(node.tag, {}).get(key)
            if method is not None:
                return BoundMethod(method, self)
        if node.tag in TAG_METHODS and node.namespace == HTML_NS:
            method = TAG_METHODS[node.tag].get(key)
            if method is not None:
                return BoundMethod(method, self)
            if key == "returnValue" and node.tag == "dialog":
                return dialog.return_value(node)
        if key == "length" and node.tag == "select" and node.namespace == HTML_NS:
            return len(node.options)
        if key == "options" and node.tag == "select" and node.namespace == HTML_NS:
            return Collection("HTMLOptionsCollection", node.options, node)
        if key == "selectedOptions" and node.tag == "select" and node.namespace == HTML_NS:
            options = node.options
            tick(1 + len(options))
            return Collection("HTMLCollection", (option for option in options if option.selected))
        if key in _SELECTION_KEYS and text_selection.is_text_control(node):  # (a select element's `select` is not this)
            if key in text_selection.PROPERTIES:
                return text_selection.read(node, key)
            return BoundMethod(_SELECTION_METHODS[key], self)
        if key in _INPUT_EXTRAS and node.namespace == "html":
            found = _input_extra(node, key)
            if found is not _NONE:
                return found
        if key in _VALIDITY_KEYS and node.tag in _VALIDATED and node.namespace == "html":
            if key == "validity":
                return validity.validity(node)
            if key == "willValidate":
                return validity.will_validate(node)
            return validity.validation_message(node)
        if key in HANDLER_PROPERTIES:
            return handler_property(node, "element", key)
        return DomView.__js_get__(self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        """Writes go through the output-safety layer as bindings do: markup is
        sanitised (innerHTML, outerHTML, srcdoc); an event-handler property (`onclick`)
        takes a function as its handler (a string sets none: no code is compiled from
        text) and writes no attribute; another `on*` name is ignored."""
        if type(key) is str:
            if is_event_handler_name(key):
                if key in HANDLER_PROPERTIES:
                    set_handler_property(self.node, "element", key, value)
                return
            if not _owns(self.node, key):
                return _set_expando(self.node, key, value)
            if key == "outerHTML":
                return _set_outer_html(self.node, value)
            if key == "textContent":  # (a new text node: an interpolation's old one is left detached, as in a browser)
                return self.node.set_text("" if value is None or value is U else to_js_string(value), reuse=False)
            if key == "srcdoc" and self.node.tag == "iframe":
                return _set_attribute(self, key, value)
            if key == "returnValue" and self.node.tag == "dialog" and self.node.namespace == HTML_NS:
                return dialog.set_return_value(self.node, value)
            reflection = reflected(self.node, key)
            if reflection is not None:
                return reflection.set(self.node, value, key)
            if media.is_media(self.node) and media.write(self.node, key, value):
                return
            if _has_property_only(self.node, key):
                if key == "volume":
                    media.check_volume(value)
                return self.node.set_prop(key, value)
            if key in self.WRITE:
                return DomView.__js_set__(self, key, value)
            if key in PUT_FORWARDS:  # (`el.classList = 'a b'`, `el.style = 'color: red'`)
                return _set_attribute(self, PUT_FORWARDS[key], value)
            if key == "innerText":
                return _set_inner_text(self.node, value)
            if key == "valueAsNumber" and self.node.tag == "input" and self.node.namespace == HTML_NS:
                return _set_value_as_number(self.node, value)
            if key == "valueAsDate" and self.node.tag == "input" and self.node.namespace == HTML_NS:
                return date_inputs.set_value_as_date(self.node, value)
            if key in text_selection.PROPERTIES and text_selection.is_text_control(self.node):
                return text_selection.write(self.node, key, value)
            if key in self.READ or key in ELEMENT_ACCESSORS:
                return  # a read-only property: the write is ignored (petite-vue's expressions are sloppy-mode code)
        _set_expando(self.node, key, value)


_UPPER = re.compile(r"[A-Z]")


class DatasetView(DomView):
    """`el.dataset`: the `data-*` attributes by camelCase name, readable and writable
    (`$el.dataset.fooBar = 'x'` writes `data-foo-bar`)."""

    __slots__ = ()
    INTERFACE = "DOMStringMap"

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, DatasetView) and other.node is self.node

    __hash__ = DomView.__hash__

    def __js_fields__(self) -> dict[str, Any]:
        return dict(self.node.dataset)

    def __js_get__(self, key: Any) -> Any:
        if type(key) is not str:
            key = to_js_string(key)
        return self.node.attrs.get(_data_attribute(key), U)

    def __js_set__(self, key: Any, value: Any) -> None:
        key = key if type(key) is str else to_js_string(key)
        if re.search(r"-[a-z]", key):
            raise ExpressionError(f"Failed to set a named property '{key}' on 'DOMStringMap': invalid name")
        self.node.set_attribute(_data_attribute(key), value if isinstance(value, str) else to_js_string(value))

    def __js_has__(self, key: Any) -> bool:
        """`'fooBar' in el.dataset`: its `data-foo-bar` attribute, or Object.prototype's member."""
        return type(key) is str and (_data_attribute(key) in self.node.attrs or key in OBJECT_METHODS)

    def __js_delete__(self, key: Any) -> bool:
        """`delete el.dataset.fooBar` removes `data-foo-bar`."""
        if type(key) is str and _data_attribute(key) in self.node.attrs:
            self.node.remove_attribute(_data_attribute(key))
        return True


class AttributesView(DomView):
    """`el.attributes` (a live NamedNodeMap): its attributes as `Attr` views, by index and
    by name, `length`, `item()`, `getNamedItem()`; iterable."""

    __slots__ = ()
    INTERFACE = "NamedNodeMap"
    METHODS = {
        "item": lambda self, index=U, *_: _attr_at(self.node, to_number(index)),
        "getNamedItem": lambda self, name=U, *_: _attr_named(self.node, to_js_string(name)),
    }

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, AttributesView) and other.node is self.node

    __hash__ = DomView.__hash__

    def __js_iteration__(self) -> list[Any]:
        return [AttrView((self.node, name)) for name in self.node.attrs]

    def __js_get__(self, key: Any) -> Any:
        index = _array_index(key)
        if index is not None:
            found = _attr_at(self.node, index)
            return U if found is None else found
        if key == "length":
            return len(self.node.attrs)
        if key in self.METHODS:
            return DomView.__js_get__(self, key)
        if type(key) is str and key in self.node.attrs:
            return AttrView((self.node, key))
        own = self.__js_own__()
        return own.get(key, U) if own else U

    def __js_own__(self) -> dict | None:
        return _expandos_of(self.node, ATTRIBUTES_EXPANDOS)

    def __js_set__(self, key: Any, value: Any) -> None:
        """An index, `length`, a method's or an attribute's name ignores the write (sloppy
        mode, as a NamedNodeMap's); any other name is the map's own JavaScript property
        (`attributes.foo = 1`), not an attribute."""
        if _array_index(key) is not None or key == "length" or key in self.METHODS or key in self.node.attrs:
            return
        data = self.node.data
        data[ATTRIBUTES_EXPANDOS] = with_own_property(data.get(ATTRIBUTES_EXPANDOS), key, value, "attributes map")


def item_at(items: Sequence[Any], index: float) -> Any:
    """`collection.item(i)`: the i-th item, null past the end (the index as WebIDL's
    unsigned long: NaN is 0, -1 wraps past any end)."""
    i = int(index) if index == index and abs(index) != float("inf") else 0
    i %= 2 ** 32
    return items[i] if i < len(items) else None


class Collection(list):
    """A NodeList or HTMLCollection as expressions see it: an array of views, so every
    array method works as it always did in petite (a superset of the browser's), with
    the collection's own members: `item(i)`, and on an HTMLCollection `namedItem(name)`
    and its named properties (`ul.children.first`); a select's `options` also has `add`,
    `remove` and `selectedIndex`, which act on its select. A snapshot, not live."""

    __slots__ = ("interface", "owner")
    __reactive_skip__ = True

    def __init__(self, interface: str, nodes: Any, owner: Any = None) -> None:
        super().__init__(view(node) for node in nodes)
        self.interface = interface
        self.owner = owner

    def __js_interfaces__(self) -> tuple[str, ...]:
        return interfaces_of(self.interface)

    def __js_string__(self) -> str:
        """`String(list)`, `'' + list`: `[object NodeList]`, as Chromium's (not an array's join)."""
        return f"[object {self.interface}]"

    def __js_set_length__(self, value: Any) -> None:
        """`options.length = n` acts on the select; any other collection's is read-only."""
        if self.owner is not None:
            select_options.set_length(self.owner, value)

    def __js_member__(self, key: Any) -> Any:
        """A member no array has (`get_member` asks after the array's own)."""
        if key == "item":
            return BoundMethod(_collection_item, self, "item")
        if self.interface == "NodeList" or type(key) is not str:
            return U
        if key == "namedItem":
            return BoundMethod(lambda self, name=U, *_: _named_item(self, to_js_string(name)), self, "namedItem")
        if self.owner is not None:  # (a select's options)
            if key == "selectedIndex":
                return get_member(view(self.owner), key)
            if key in ("add", "remove"):
                return BoundMethod(lambda self, *args: call(get_member(view(self.owner), key), args, key), self, key)
        found = _named_item(self, key) if key else None
        return U if found is None else found


def _collection_item(self: Collection, *args: Any) -> Any:
    if not args:
        raise ExpressionError(f"Failed to execute 'item' on '{self.interface}': 1 argument required, but only 0 present.",
                              kind="TypeError")
    return item_at(self, to_number(args[0]))


def _named_item(items: Collection, name: str) -> Any:
    """An HTMLCollection's `namedItem(name)`: its first element of that id, or of that
    name attribute (an HTML element's), else null."""
    for item in items:
        attrs = item.node.attrs
        if attrs.get("id") == name or (attrs.get("name") == name and item.node.namespace == HTML_NS):
            return item
    return None


def element_at(elements: Sequence[Element], index: Any) -> Any:
    """`collection.item(i)` of a collection of elements: the element's view, else null."""
    found = item_at(elements, to_number(index))
    return None if found is None else view(found)


def _attr_at(el: Element, index: float) -> Any:
    name = item_at(list(el.attrs), index)
    return None if name is None else AttrView((el, name))


def _attr_named(el: Element, name: str) -> Any:
    key = attribute_name(el, name)
    return AttrView((el, key)) if key in el.attrs else None


class AttrView(DomView):
    """An attribute of `el.attributes`: `name`, `localName`, `value` (written as
    `setAttribute` writes it, through the output-safety layer), `ownerElement`."""

    __slots__ = ()
    INTERFACE = "Attr"

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, AttrView) and other.node == self.node

    def __hash__(self) -> int:
        return hash((id(self.node[0]), self.node[1]))

    def __js_get__(self, key: Any) -> Any:
        el, name = self.node
        if key in ("name", "localName", "nodeName"):
            return name
        if key in ("value", "nodeValue", "textContent"):
            return el.attrs.get(name, "")
        if key == "ownerElement":
            return view(el) if name in el.attrs else None
        if key == "specified":
            return True
        if key == "nodeType":
            return 2
        if key in ("namespaceURI", "prefix"):
            return None
        return U

    def __js_set__(self, key: Any, value: Any) -> None:
        if key in ("value", "nodeValue", "textContent"):
            el, name = self.node
            _set_attribute(ElementView(el), name, value)


def _data_attribute(name: str) -> str:
    """The attribute of dataset member `name` (`fooBar` -> `data-foo-bar`); a long name
    is charged a step per 4 characters (each capital is replaced by a call)."""
    if len(name) > 64:
        tick(len(name) >> 2)
    return "data-" + _UPPER.sub(lambda m: "-" + m.group(0).lower(), name)


def _form_member(form: Element, key: Any) -> Any:
    """A form's own members: `elements`, `length`, controls by index, and controls by
    name or id, which shadow every other member (as HTMLFormElement's
    [LegacyOverrideBuiltIns] named properties do); U when `key` is none of them."""
    if key == "elements":
        return ControlsView(form)
    if key == "length":
        return len(form.form_controls)
    return ControlsView(form).__js_get__(key) if key != "namedItem" and key != "item" else U


def _array_index(key: Any) -> int | None:
    if type(key) is int or (type(key) is float and key.is_integer()):
        return int(key) if key >= 0 else None
    if type(key) is str and key.isdigit() and (key == "0" or not key.startswith("0")):
        return int(key)
    return None


class ControlsView(DomView):
    """`form.elements` (an HTMLFormControlsCollection): controls by index and by name or
    id (several of one name: a RadioNodeList), `length`, `item()`, `namedItem()`."""

    __slots__ = ()
    INTERFACE = "HTMLFormControlsCollection"
    METHODS = {
        "item": lambda self, index=U, *_: element_at(self.node.form_controls, index),
        "namedItem": lambda self, name=U, *_: _named(self.node, to_js_string(name)),
    }

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, ControlsView) and other.node is self.node

    __hash__ = DomView.__hash__

    def __js_iteration__(self) -> list[Any]:
        return [view(el) for el in self.node.form_controls]

    def __js_get__(self, key: Any) -> Any:
        controls = self.node.form_controls
        index = _array_index(key)
        if index is not None:
            return view(controls[index]) if index < len(controls) else U
        if key == "length":
            return len(controls)
        if key in self.METHODS:
            return DomView.__js_get__(self, key)
        if type(key) is str and key:
            found = _named(self.node, key)
            return U if found is None else found
        return U


def _named(form: Element, name: str) -> Any:
    matches = form.named_controls(name)
    if not matches:
        return None
    return view(matches[0]) if len(matches) == 1 else RadioNodeListView(tuple(matches))


class RadioNodeListView(DomView):
    """Several controls of one name (`form.color`): by index, `length`, and `value`
    (the checked radio's value; setting it checks the radio with that value)."""

    __slots__ = ()
    INTERFACE = "RadioNodeList"
    METHODS = {
        "item": lambda self, index=U, *_: element_at(self.node, index),
        "forEach": lambda self, fn=U, this=U, *_: _for_each(self.__js_iteration__(), fn, this, self),
    }

    def __js_iteration__(self) -> list[Any]:
        return [view(el) for el in self.node]

    def __js_get__(self, key: Any) -> Any:
        index = _array_index(key)
        if index is not None:
            return view(self.node[index]) if index < len(self.node) else U
        if key == "length":
            return len(self.node)
        if key in self.METHODS:
            return DomView.__js_get__(self, key)
        if key == "value":
            for el in self.node:
                if el.tag == "input" and el.type == "radio" and el.checked:
                    return el.value
            return ""
        return U

    def __js_set__(self, key: Any, value: Any) -> None:
        if key != "value":
            return DomView.__js_set__(self, key, value)
        text = value if isinstance(value, str) else to_js_string(value)
        for el in self.node:
            if el.tag == "input" and el.type == "radio" and el.value == text:
                el.checked = True
                return


def _replace_class(class_list: Any, old: str, new: str) -> bool:
    """`classList.replace(old, new)`: `new` takes `old`'s place (once); false when absent."""
    if not class_list.contains(old):
        return False
    names = (class_list.el.get_attribute("class") or "").split()
    out = dict.fromkeys(new if name == old else name for name in names)  # (a list searched per name: minutes)
    class_list.el.set_attribute("class", " ".join(out))
    return True


def _tokens(method: str, names: Any) -> list[str]:
    """The class names a DOMTokenList method is given, checked as Chromium checks them:
    an empty one is a SyntaxError, one holding white space an InvalidCharacterError."""
    tokens = [to_js_string(name) for name in names]
    tick(sum(len(token) for token in tokens) >> 6)  # (each scanned for white space: `replace(s, s)` of 400,000 characters ran 9 s a budget)
    for token in tokens:
        if not token:
            raise ExpressionError(f"Failed to execute '{method}' on 'DOMTokenList': The token provided must not be "
                                  "empty.", kind="SyntaxError")
        if any(c in token for c in " \t\n\f\r"):
            raise ExpressionError(f"Failed to execute '{method}' on 'DOMTokenList': The token provided ('{token}') "
                                  "contains HTML space characters, which are not valid in tokens.",
                                  kind="InvalidCharacterError")
    return tokens


def _toggle_class(self: ClassListView, name: Any = U, force: Any = U, *_: Any) -> bool:
    return self.node.toggle(_tokens("toggle", [name])[0], None if force is U else force)


def _replace_token(self: ClassListView, old: Any = U, new: Any = U, *_: Any) -> bool:
    old_name, new_name = _tokens("replace", [old, new])
    return _replace_class(self.node, old_name, new_name)


def _supports(self: ClassListView, *_: Any) -> Any:
    raise ExpressionError("Failed to execute 'supports' on 'DOMTokenList': DOMTokenList has no supported tokens.",
                          kind="TypeError")


class ClassListView(DomView):
    """`el.classList`."""

    __slots__ = ()
    INTERFACE = "DOMTokenList"
    READ = frozenset({"length", "value"})
    METHODS = {
        "contains": lambda self, name=U, *_: self.node.contains(to_js_string(name)),
        "add": lambda self, *names: _void(self.node.add(*_tokens("add", names))),
        "remove": lambda self, *names: _void(self.node.remove(*_tokens("remove", names))),
        "toggle": _toggle_class,
        "replace": _replace_token,
        "supports": _supports,
        "item": lambda self, index=U, *_: item_at(self.node._items(), to_number(index)),
        "forEach": lambda self, fn=U, this=U, *_: _for_each(self.__js_iteration__(), fn, this, self),
        **{kind: lambda self, *_, kind=kind: JSIterator(array_walk(self.__js_iteration__(), kind))
           for kind in ("entries", "keys", "values")},
    }

    def __js_set__(self, key: Any, value: Any) -> None:
        """`classList.value = 'a b'` sets the class attribute; other writes are ignored."""
        if key == "value":
            _set_attribute(view(self.node.el), "class", value)

    def __js_string__(self) -> str:
        """`String(el.classList)`: its value, as DOMTokenList's stringifier."""
        return self.node.el.get_attribute("class") or ""

    def __js_iteration__(self) -> list[str]:
        """The class names, each once, in order (`[...el.classList]`, `for…of`)."""
        return self.node._items()

    def __js_get__(self, key: Any) -> Any:
        if key == "value":
            return self.node.el.get_attribute("class") or ""
        index = _array_index(key)
        if index is not None:
            names = self.__js_iteration__()
            return names[index] if index < len(names) else U
        return DomView.__js_get__(self, key)


def _for_each(items: list[Any], fn: Any, this: Any, collection: Any) -> Any:
    """A DOM collection's `forEach(fn, thisArg)`: fn(item, index, collection) for each."""
    for index, item in enumerate(items):
        tick(1)
        call_with_this(fn, this, (item, index, collection), "forEach")
    return U


class StyleView(DomView):
    """`el.style`: CSS properties by name (`style.backgroundColor`, `style['font-size']`),
    by method, and `cssText`. A name Chromium's style has no property for (`style.nope`,
    `style['--x']`: a custom property is set with `setProperty`) is an ordinary
    JavaScript property of the style object, kept with its element (`el.style` is one
    object in the browser)."""

    __slots__ = ()
    INTERFACE = "CSSStyleDeclaration"
    READ = frozenset({"cssText"})
    WRITE = frozenset({"cssText"})
    METHODS = {
        "getPropertyValue": lambda self, name=U, *_: self.node.getPropertyValue(to_js_string(name)),
        "setProperty": lambda self, name=U, value=U, priority="", *_: _void(self.node.setProperty(
            to_js_string(name), None if value is None else to_js_string(value), to_js_string(priority)
        )),  # (a value is its JavaScript string: Python's str() wrote a host object's repr into the page)
        "removeProperty": lambda self, name=U, *_: self.node.removeProperty(to_js_string(name)),
        "getPropertyPriority": lambda self, name=U, *_: self.node.getPropertyPriority(to_js_string(name)),
    }

    def __js_own__(self) -> dict | None:
        return _expandos_of(self.node._el, STYLE_EXPANDOS)

    def __js_get__(self, key: Any) -> Any:
        if type(key) is str:
            if key in STYLE_KEYS:
                return self.node.get(key)
            own = self.__js_own__()
            if own is not None and key in own:
                return own[key]
        return DomView.__js_get__(self, key)

    def __js_set__(self, key: Any, value: Any) -> None:
        if type(key) is not str:
            return None  # (an index: the browser's style has no setter for it)
        if key in self.WRITE:
            return DomView.__js_set__(self, key, value)
        if key not in STYLE_KEYS:
            el = self.node._el
            el.data[STYLE_EXPANDOS] = with_own_property(el.data.get(STYLE_EXPANDOS), key, value, "style")
            return None
        if value is U:
            return None  # no valid value: the browser ignores it
        self.node.__setattr__(key, None if value is None else value if isinstance(value, str) else to_js_string(value))
        return None


# -- the document --------------------------------------------------------------------------


def _document_root(document: DocumentView) -> Any:
    """The top of the tree the app is mounted in (None before its first mount)."""
    return _page_root(document.node)


def _page_root(app: Any) -> Any:
    roots = app.roots
    return root_of(roots[0]) if roots else None


def _page_listener(method: Callable[..., Any]) -> Callable[..., Any]:
    def listener(self: DomView, type: Any = U, handler: Any = U, options: Any = U, *_: Any) -> Any:
        """`document.addEventListener(...)`, `window.addEventListener(...)`: petite's tree
        has no document above the app's top element, so those listeners are its own
        (its elements' events reach them after the elements' listeners; on a live page,
        events outside the app's element do not reach the server)."""
        root = _page_root(self.node)
        return method(view(root), type, handler, options, this=self) if isinstance(root, Element) else U

    return listener


def page_handler_property(app: Any, owner: str, key: str) -> Any:
    """`document.onclick`, `window.onload`: held by the page's top element (where the
    page's listeners are, `_page_listener`); null when none is set."""
    root = _page_root(app)
    return handler_property(root, owner, key) if isinstance(root, Element) else None


def set_page_handler_property(page: Any, owner: str, key: str, value: Any) -> None:
    """`document.onclick = fn`, `window.onload = fn` (`page` is the document or the
    window, the handler's `this`): set on the page's top element, as its listeners are."""
    root = _page_root(page.node)
    if isinstance(root, Element):
        set_handler_property(root, owner, key, value, page)


def _page_dispatch(self: DomView, event: Any = U, *_: Any) -> Any:
    """`document.dispatchEvent(e)`, `window.dispatchEvent(e)`: at the document or the
    window (`dispatch_at_page`), a page's event (not trusted); true unless a listener
    cancelled it, as the browser's."""
    made = _dispatched(event)
    page_dispatches(made)
    dispatch_at_page(self.node, made, at_document=isinstance(self, DocumentView))
    return not made.defaultPrevented


def dispatch_at_page(app: Any, event: Event, at_document: bool = False) -> None:
    """`event` at the page's window, or (`at_document`) at its document, bubbling to the
    window if it bubbles. Their listeners are kept by the top element (`_page_listener`):
    the window's capturing ones, the document's, then the window's bubbling ones run; the
    top element's own do not (no element is on the event's path), and the event's
    `target` and `currentTarget` are the document or the window (`page_target`,
    `page_current`: EventView)."""
    root = _page_root(app)
    if not isinstance(root, Element):
        return
    page = app.ctx.scope.globals
    window, document = page["window"], page["document"]
    event.page_target = document if at_document else window
    time_stamp(event)
    event.target = root
    path = [(window, AT_TARGET)]
    if at_document:
        path = [(window, CAPTURING_PHASE), (document, AT_TARGET)] + ([(window, BUBBLING_PHASE)] if event.bubbles else [])
    try:
        for owner, phase in path:
            event.page_current = owner
            tick(len(root.listeners))  # (the top element keeps the page's: each phase picks its owner's)
            invoke(root, event, phase, tuple(e for e in root.listeners if getattr(e.handler, "this", None) is owner))
            if event._stop:
                break
    finally:
        event.eventPhase = NONE
        event.currentTarget = event.page_current = None
        event.__dict__.pop("_view", None)  # (the view and the event would hold each other)


PAGE_LISTENER_METHODS = {
    "addEventListener": _page_listener(_add_event_listener),
    "removeEventListener": _page_listener(_remove_event_listener),
    "dispatchEvent": _page_dispatch,
}


def _walked(document: DocumentView) -> list[Element]:
    root = _document_root(document)
    if root is None:
        return []
    found = ([root] if isinstance(root, Element) else []) + list(root.elements())
    tick(10 + len(found))  # (the whole tree is walked)
    return found


def document_elements(app: Any) -> list[Element]:
    """Every element of the document `app` is mounted in, in tree order (the walk is
    charged per element)."""
    return _walked(DocumentView(app))


def _first(document: DocumentView, tag: str) -> Any:
    return next((el for el in _walked(document) if el.tag == tag and el.namespace == HTML_NS), None)


def _body(document: DocumentView) -> Any:
    """`<body>`, else the element a mounted template lives in (it stands for the page)."""
    body = _first(document, "body")
    root = _document_root(document)
    return body if body is not None else root if isinstance(root, Element) else None


def _document_query(selector_all: bool) -> Callable[..., Any]:
    query = _query(selector_all)
    method = "querySelectorAll" if selector_all else "querySelector"

    def document_query(self: DocumentView, selector: Any = U, *_: Any) -> Any:
        """The document's query: its document element (the top element of the app's tree,
        which stands for the page) is a candidate too, as the document is its parent."""
        root = _document_root(self)
        if root is None:
            return Collection("NodeList", ()) if selector_all else None
        if not isinstance(root, Element):
            return query(NodeView(root), selector)
        css = to_js_string(selector)
        tick(10 + sum(1 for _ in root.iter()))  # the tree is walked
        found = _selected(lambda css: select(root, css, include_root=True), css, method)
        return Collection("NodeList", found) if selector_all else view(found[0] if found else None)

    return document_query


def _by_id(self: DocumentView, name: Any = U, *_: Any) -> Any:
    name = to_js_string(name)
    return view(next((el for el in _walked(self) if el.attrs.get("id") == name), None))


def _by_class(self: DocumentView, names: Any = U, *_: Any) -> Collection:
    text = to_js_string(names)
    tick(len(text) // 64)  # (the names are split once, compared per element: 400,000 names took 8 s a call)
    wanted = set(text.split())
    if not wanted:
        return Collection("HTMLCollection", ())
    found = []
    for el in _walked(self):
        classes = el.attrs.get("class") or ""
        tick(len(classes) // 64)  # (and each element's classes are read)
        if wanted <= set(classes.split()):
            found.append(el)
    return Collection("HTMLCollection", found)


def _by_tag(self: DocumentView, tag: Any = U, *_: Any) -> Collection:
    """The elements named `tag`; a template mounted from a string has no `<html>` or
    `<body>`, so those names find the element that stands for them (`document.body`), as
    a page finds its own (`getElementsByTagName('body')[0].setAttribute(...)`)."""
    tag = to_js_string(tag)
    lowered = tag.lower()  # (once, charged: lowered at each element, a 400,000-character name ran 41 s a budget)
    tick(len(tag) >> 6)
    found = [el for el in _walked(self) if _has_tag(el, tag, lowered)]
    if not found and tag.lower() in ("html", "body") and (stand_in := _body(self)) is not None:
        found = [stand_in]
    return Collection("HTMLCollection", found)


def _by_name(self: DocumentView, name: Any = U, *_: Any) -> Collection:
    name = to_js_string(name)
    return Collection("NodeList", (el for el in _walked(self) if el.attrs.get("name") == name))


# The document's own collections (`document.forms`, `images`, `links` ...): the HTML
# elements each one takes, in tree order.
DOCUMENT_COLLECTIONS: dict[str, Callable[[Element], bool]] = {
    "forms": lambda el: el.tag == "form",
    "images": lambda el: el.tag == "img",
    "embeds": lambda el: el.tag == "embed",
    "plugins": lambda el: el.tag == "embed",
    "scripts": lambda el: el.tag == "script",
    "links": lambda el: el.tag in ("a", "area") and "href" in el.attrs,
    "anchors": lambda el: el.tag == "a" and "name" in el.attrs,
}


# What a document answers that nothing in a page changes, as the page petite-vue runs in
# reports it (shown, loaded, an HTML page in standards mode); read-only (a write is
# ignored, as any member's).
DOCUMENT_STATE = {"hidden": False, "visibilityState": "visible", "readyState": "complete", "compatMode": "CSS1Compat",
                  "contentType": "text/html", "characterSet": "UTF-8", "charset": "UTF-8", "inputEncoding": "UTF-8",
                  "referrer": ""}


def _document_element(document: DocumentView) -> Any:
    """`<html>`, else the element that stands for the page (`_body`)."""
    html = _first(document, "html")
    return html if html is not None else _body(document)


class DocumentView(DomView):
    """`document` in an expression: the page the app is mounted in, read-only at its top
    (what it finds are element views, as `$el`): `querySelector(All)`, `getElementById`,
    `getElementsByClassName/TagName/Name`, `body`, `head`, `documentElement`, `title`,
    `activeElement`, `forms`, `images`, `links` ... (DOCUMENT_COLLECTIONS). A template mounted from a string stands for the page's body.
    `createElement(tag)` and `createTextNode(text)` make detached nodes: what they become
    passes the output-safety layer as any element's (attributes), and a script made so is
    never inserted (`petite.dom.tree_methods`)."""

    __slots__ = ()
    INTERFACE = "HTMLDocument"
    CONSTANTS = NODE_CONSTANTS
    METHODS = {
        "querySelector": _document_query(False),
        "querySelectorAll": _document_query(True),
        "getElementById": _by_id,
        "getElementsByClassName": _by_class,
        "getElementsByTagName": _by_tag,
        "getElementsByName": _by_name,
        "createElement": lambda self, tag=U, *_: view(_created_element(self, tag)),
        "createTextNode": lambda self, text=U, *_: view(Text(to_js_string(text))),
        "createComment": lambda self, text=U, *_: view(Comment(to_js_string(text))),
        "createDocumentFragment": lambda self, *_: view(Fragment()),
        "createEvent": lambda self, *args: _create_event(*args),
        "getRootNode": lambda self, *_: self,
        "contains": _relation("contains", lambda page, other: type(other) is DocumentView or relations.in_document(other)),
        "isSameNode": _relation("isSameNode", lambda page, other: type(other) is DocumentView),
        "hasChildNodes": lambda self, *_: _document_element(self) is not None,
        "hasFocus": lambda self, *_: True,  # (the page is its window's: the reference harness's tab has the focus)
        **PAGE_LISTENER_METHODS,
    }

    def __repr__(self) -> str:
        return "[object HTMLDocument]"

    def __js_get__(self, key: Any) -> Any:
        if key in self.METHODS:
            return BoundMethod(self.METHODS[key], self)
        if key == "body":
            return view(_body(self))
        if key == "head":
            return view(_first(self, "head"))
        if key in ("documentElement", "scrollingElement", "firstElementChild", "lastElementChild"):
            return view(_document_element(self))  # (its one child element)
        if key == "children":
            top = _document_element(self)
            return Collection("HTMLCollection", () if top is None else (top,))
        if key == "childElementCount":
            return 0 if _document_element(self) is None else 1
        if key == "defaultView":
            return self.node.ctx.scope.globals["window"]
        if key == "dir":  # (`<html dir>`'s keyword)
            html = _first(self, "html")
            written = html.attrs.get("dir", "").lower() if html is not None else ""
            return written if written in ("ltr", "rtl", "auto") else ""
        if key == "title":
            return _document_title(self)
        if key == "activeElement":
            root = _document_root(self)
            active = active_element(root) if root is not None else None
            return view(active if active is not None else _body(self))
        if key == "location":  # (the page's: petite.location)
            return self.node.ctx.scope.globals["location"]
        if key == "nodeType":
            return 9
        if key == "nodeName":
            return "#document"
        if key in ("URL", "documentURI", "baseURI"):  # (the page's address: petite.location)
            return self.node.url or BLANK
        if key == "cookie":  # (the page's cookies: petite.cookies)
            return self.node.cookies.read(self.node.url)
        if key in NODE_CONSTANTS:
            return NODE_CONSTANTS[key]
        if key in DOCUMENT_STATE:
            return DOCUMENT_STATE[key]
        takes = DOCUMENT_COLLECTIONS.get(key) if type(key) is str else None
        if takes is not None:
            return Collection("HTMLCollection", (el for el in _walked(self) if el.namespace == HTML_NS and takes(el)))
        if key in HANDLER_PROPERTIES:
            return page_handler_property(self.node, "document", key)
        own = self.__js_own__()
        return own.get(key, U) if own else U

    def __js_own__(self) -> dict | None:
        return self.node.document_expandos

    def __js_fields__(self) -> dict[str, Any]:
        """`location` (the document's one own property in Chromium), then its expandos."""
        return {"location": self.__js_get__("location"), **DomView.__js_fields__(self)}

    def __js_set__(self, key: Any, value: Any) -> None:
        """`document.title = v` sets the title; a handler property (`document.onclick`)
        takes a function as its handler, as an element's; a member the document has
        (`document.body`) ignores the write, as the browser's sloppy-mode code does; any
        other name is the document's own JavaScript property (`document.foo = 1`), kept
        with the app."""
        if key == "title":
            return _set_document_title(self, value)
        if key == "location":  # (`document.location = url` navigates, as `location.href = url`)
            return self.node.ctx.scope.globals["location"].__js_set__("href", value)
        if key == "cookie":
            return _set_cookie(self.node, to_js_string(value))
        if type(key) is not str or is_event_handler_name(key):  # (another on* name: ignored, as an element's)
            if key in HANDLER_PROPERTIES:
                set_page_handler_property(self, "document", key, value)
            return
        if key == "body":
            return _check_new_body(value)
        app = self.node
        own = app.document_expandos
        if (own is None or key not in own) and self.__js_get__(key) is not U:
            return
        app.document_expandos = with_own_property(own, key, value, "document")


def _set_cookie(app: Any, text: str) -> None:
    """`document.cookie = text`: into the page's jar and, on a live page, the browser's."""
    if app.cookies.write(app.url, text) and app.in_browser:
        app.page_call("cookie", text)


def _check_new_body(value: Any) -> None:
    """`document.body = x` throws as Chromium's for anything but a `<body>` or
    `<frameset>` element; petite does not replace the page's body (the write is ignored)."""
    if not isinstance(value, ElementView):
        raise ExpressionError("Failed to set the 'body' property on 'Document': Failed to convert value to "
                              "'HTMLElement'.", kind="TypeError")
    if value.node.namespace != HTML_NS or value.node.tag not in ("body", "frameset"):
        raise ExpressionError("Failed to set the 'body' property on 'Document': The new body element is of type "
                              f"'{value.node.tag.upper()}'. It must be either a 'BODY' or 'FRAMESET' element.",
                              kind="HierarchyRequestError")


# A name `createElement` takes (the DOM's valid element name, as Chromium 156 checks it
# for a name starting with a letter: no whitespace, `/`, `>` or NUL after it).
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")
_ELEMENT_NAME = re.compile(r"[A-Za-z][^\t\n\f\r />\x00]{0,99}\Z")


def _created_element(document: DocumentView, tag: Any) -> Element:
    """`document.createElement(tag)`: an element of the page (`belongs_to`), in no tree."""
    name = to_js_string(tag)
    tick(len(name) >> 6)  # (matched, lowered and kept: a 400,000-character name in a loop ran 9 s a budget)
    if not _ELEMENT_NAME.match(name):
        raise ExpressionError(f"Failed to execute 'createElement' on 'Document': The tag name provided ('{name}') "
                              "is not a valid name.", kind="InvalidCharacterError")
    tick(10)
    element = Element(name.translate(_ASCII_LOWER))
    root = _document_root(document)
    if root is not None:
        belongs_to(element, page_of(root))
    return element


_ASCII_SPACES = re.compile(r"[\t\n\f\r ]+")


def _title_element(document: DocumentView) -> Any:
    """The document's title element: the first HTML `<title>` in tree order, none of the
    app's trees' when the page's own `<title>` comes before them (a live page's head,
    outside the session's tree: a `<title>` in v-html data then never takes the title)."""
    return None if document.node.title_outside else _first(document, "title")


def _document_title(document: DocumentView) -> str:
    """`document.title`: the first `<title>`'s text, ASCII whitespace stripped and
    collapsed; without one, what the page's title was set to (a live page's is its
    file's `<title>`: its head is not in the session's tree)."""
    title = _title_element(document)
    text = document.node.document_title if title is None else title.text_content
    return _ASCII_SPACES.sub(" ", text).strip(" ")


def _set_document_title(document: DocumentView, value: Any) -> None:
    """`document.title = v`: the first `<title>` (one made in `<head>` if there is a
    head) takes the text; else the page's title is the app's, and a live page's
    browser shows it (a `call` op: text only, as `alert`)."""
    text = to_js_string(value)
    tick(DISPATCH_COST + len(text) // 64)
    title = _title_element(document)
    if title is None and not document.node.title_outside:
        head = _first(document, "head")
        if head is not None:
            title = Element("title")
            head.append_child(title)
    if title is not None:
        title.textContent = text
        return
    app = document.node
    app.document_title = text
    if app.in_browser:
        app.page_call("title", text)


# -- events -----------------------------------------------------------------------------


def _composed_path(event: Event) -> list[Any]:
    """`event.composedPath()`: while its listeners run, the target and its ancestors up
    to the top of the app's tree (a browser goes on to the document and the window,
    which a server's tree does not hold); empty before and after the dispatch."""
    if not event._dispatching or event.target is None:
        return []
    path = []
    node = event.target
    while node is not None:
        tick(1)
        path.append(view(node))
        node = node.parent
    return path


# What a keyboard event has when nothing set it (a page's or a test's event: keyCode 0, as
# Chromium's `new KeyboardEvent(...)`; the browser's own report theirs on a live page)
_KEYBOARD_DEFAULTS = {"keyCode": 0, "charCode": 0, "repeat": False, "location": 0, "isComposing": False}


def _event_default(event: Event, key: str, interface: str) -> Any:
    """A member the event's `interface` has that nothing set: a keyboard event's legacy
    codes (`which` is its `keyCode`), a mouse event's `which` (its button + 1), `composed`
    false (a page's event; `click()` and the browser's own say true), `timeStamp`, else
    its init's default (a pointer event the browser made, as `click()`'s, has the
    pointer id -1)."""
    if event.is_keyboard:
        if key == "which":
            return getattr(event, "keyCode", 0) & 0xFFFFFFFF  # (an unsigned long)
        if key in _KEYBOARD_DEFAULTS:
            return _KEYBOARD_DEFAULTS[key]
    elif key == "which":  # (a UIEvent's: a mouse event's its button + 1, another's 0)
        return event.button + 1 if event.is_mouse else 0
    if key == "composed":
        return False
    if key == "timeStamp":  # (a user's event on a live page: when it is first read, in its dispatch)
        return time_stamp(event)
    if key == "pointerId":  # (read of a PointerEvent only: EventView's OWNERS check)
        return -1
    return default_of(interface, key)


class EventView(DomView):
    """An event as expressions see it."""

    __slots__ = ()
    READ = EVENT_READ
    METHODS = {
        "preventDefault": lambda self, *_: _void(self.node.preventDefault()),
        "stopPropagation": lambda self, *_: _void(self.node.stopPropagation()),
        "stopImmediatePropagation": lambda self, *_: _void(self.node.stopImmediatePropagation()),
        "composedPath": lambda self, *_: _composed_path(self.node),
        "initEvent": lambda self, *args: _init_event(self, *args),
    }

    def __js_interfaces__(self) -> tuple[str, ...]:
        """A page's `new Event`/`new CustomEvent` is what it made, a user's typed `input`
        an InputEvent (their `interface`: petite.dom.make_event); an event the browser
        fires has its type's (`click` a PointerEvent, `keydown` a KeyboardEvent, `focus` a
        FocusEvent ...: dom_interfaces.EVENT_INTERFACES)."""
        return interfaces_of(self._interface())

    def _interface(self) -> str:
        event = self.node
        made = getattr(event, "interface", None)
        return made if type(made) is str else EVENT_INTERFACES.get(event.type, "Event")

    def __js_own__(self) -> dict | None:
        return getattr(self.node, "_own", None)

    def __js_fields__(self) -> dict[str, Any]:
        """`JSON.stringify($event)`, `Object.keys($event)`: `isTrusted`, then what the
        page's code wrote."""
        return {"isTrusted": bool(self.node.isTrusted), **DomView.__js_fields__(self)}

    def __js_get__(self, key: Any) -> Any:
        own = self.__js_own__()
        if own is not None and key in own:
            return own[key]
        if key == "srcElement":
            key = "target"
        if key in ("target", "currentTarget") and getattr(self.node, "page_target", None) is not None:
            # (an event at the window or the document: petite.location.fire_window_event)
            return self.node.page_target if key == "target" else self.node.page_current
        if key == "cancelBubble":
            return self.node._stop
        elif key == "returnValue":
            return not self.node.defaultPrevented
        elif key == "getModifierState":  # (a keyboard or mouse event's)
            event = self.node
            return BoundMethod(_get_modifier_state, self, key) if event.is_keyboard or event.is_mouse else U
        elif key == "initCustomEvent":  # (a CustomEvent's)
            return BoundMethod(_init_custom_event, self, key) if getattr(self.node, "interface", None) == "CustomEvent" else U
        owners = OWNERS.get(key)
        if owners is not None and owners.isdisjoint(self.__js_interfaces__()):
            return U  # (not a member of its interface: a `change` event's `shiftKey`)
        value = DomView.__js_get__(self, key)
        if value is U and key in self.READ:
            value = _event_default(self.node, key, self._interface())
        if key in self.METHODS or isinstance(value, (DomView, list) + PRIMITIVES) or key == "relatedTarget":
            return value  # (a relatedTarget is a node, the document or the window: `_init_target`)
        if key == "detail" or key == "constructor" or key == "state":
            return value  # a CustomEvent's detail, a PopStateEvent's state: data the page chose
        return U  # anything else an event carries is not the page's to see

    def __js_set__(self, key: Any, value: Any) -> None:
        """The legacy `cancelBubble = true` and `returnValue = false`; a read-only
        property ignores the write; any other name is the event's own property (the
        listeners after this one see it)."""
        event = self.node
        if key == "cancelBubble":
            if truthy(value):
                event.stopPropagation()
        elif key == "returnValue":
            if not truthy(value):
                event.preventDefault()
        elif key not in self.READ and key not in self.METHODS:
            event._own = with_own_property(getattr(event, "_own", None), key, value, "event")


# `document.createEvent(name)`: the names it takes (compared without ASCII case) and the
# interface of the event each makes, as Chromium's; any other is a NotSupportedError.
CREATE_EVENT_NAMES = {
    "event": "Event", "events": "Event", "htmlevents": "Event", "svgevents": "Event", "customevent": "CustomEvent",
    "uievent": "UIEvent", "uievents": "UIEvent", "mouseevent": "MouseEvent", "mouseevents": "MouseEvent",
    "keyboardevent": "KeyboardEvent", "focusevent": "FocusEvent",
}


def _create_event(name: Any = U, *_: Any) -> EventView:
    """`document.createEvent(name)`, the legacy way to make an event: one of the interface
    the name stands for, not yet initialized (type "", not bubbling, not cancelable: a
    dispatch refuses it until `initEvent` or a CustomEvent's `initCustomEvent` gives it
    a type), its other members as `new <interface>('')` has them unset."""
    if name is U:
        raise ExpressionError("Failed to execute 'createEvent' on 'Document': 1 argument required, but only 0 present.",
                              kind="TypeError")
    text = to_js_string(name)
    interface = CREATE_EVENT_NAMES.get(text.lower()) if text.isascii() else None  # (the names are ASCII)
    if interface is None:
        raise ExpressionError(f"Failed to execute 'createEvent' on 'Document': The provided event type ('{text}') is "
                              "invalid.", kind="NotSupportedError")
    made = _make_event(interface, "")  # (what `new <interface>('')` makes: its members unset)
    made.node._uninitialized = True
    return made


def _init_event(self: EventView, type_: Any = U, bubbles: Any = U, cancelable: Any = U, *_: Any) -> Any:
    """`event.initEvent(type, bubbles?, cancelable?)`: the event's type and flags, its
    cancelation and propagation flags cleared; nothing while it is being dispatched."""
    if type_ is U:
        raise ExpressionError("Failed to execute 'initEvent' on 'Event': 1 argument required, but only 0 present.",
                              kind="TypeError")
    event = self.node
    if event._dispatching:
        return U
    event.type = to_js_string(type_)
    event.bubbles = truthy(bubbles) if bubbles is not U else False
    event.cancelable = truthy(cancelable) if cancelable is not U else False
    event.defaultPrevented = False
    event._stop = event._stop_now = False
    event._uninitialized = False
    return U


def _init_custom_event(self: EventView, type_: Any = U, bubbles: Any = U, cancelable: Any = U, detail: Any = U,
                       *_: Any) -> Any:
    """A CustomEvent's `initCustomEvent(type, bubbles?, cancelable?, detail?)`: as
    `initEvent`, and its detail (null when not given)."""
    if type_ is U:
        raise ExpressionError("Failed to execute 'initCustomEvent' on 'CustomEvent': 1 argument required, but only 0 "
                              "present.", kind="TypeError")
    if self.node._dispatching:
        return U
    _init_event(self, type_, bubbles, cancelable)
    self.node.detail = None if detail is U else detail
    return U


def _get_modifier_state(self: EventView, *args: Any) -> bool:
    if not args:
        interface = "KeyboardEvent" if self.node.is_keyboard else "MouseEvent"  # (the interface defining it)
        raise ExpressionError(f"Failed to execute 'getModifierState' on '{interface}': 1 argument required, but only "
                              "0 present.", kind="TypeError")
    return modifier_state(self.node, to_js_string(args[0]))


def _make_event(name: str, type_: Any = U, init: Any = U, *_: Any) -> EventView:
    """`new Event(type, { bubbles, cancelable, composed })`, `new CustomEvent(type,
    { ..., detail })` and the UI events' (`new KeyboardEvent('keydown', { key: 'Enter' })`,
    `MouseEvent`, `PointerEvent`, `WheelEvent`, `FocusEvent`, `InputEvent`, `UIEvent`,
    `SubmitEvent`: their members in petite.dom.event_init) (petite.expr.builtins): an
    untrusted event a page makes to dispatch on an element (`el.dispatchEvent(...)`,
    heard by its `@type` listeners, key modifiers included). A plain Event has no detail;
    a CustomEvent's is null unless given. The init's members are read as any expression
    reads them (a getter runs: its raw accessor never reaches the page as the detail)."""
    def option(key: str, default: Any = U) -> Any:
        value = get_member(init, key) if isinstance(init, Mapping) else U
        return default if value is U else value

    detail = option("detail", None) if name == "CustomEvent" else U
    flags = {key: truthy(option(key, False)) for key in ("bubbles", "cancelable", "composed")}
    fields = read_init(name, option, _init_target)
    fields.setdefault("key", None)  # (not a keyboard event: `Event.is_keyboard`)
    fields.setdefault("button", None)  # (not a mouse event: `Event.is_mouse`)
    fields.setdefault("detail", detail)
    event = Event(to_js_string(type_), interface=name, **flags, **fields)
    time_stamp(event)  # (a page's event is stamped when made)
    return EventView(event)


def _init_target(value: Any, kind: str) -> Any:
    """An event init's `relatedTarget` (an EventTarget: a node, the document) or
    `submitter` (an HTML element), as the event holds it."""
    if kind == "HTMLElement":
        if isinstance(value, ElementView) and value.node.namespace == HTML_NS:
            return value.node
    elif isinstance(value, (ElementView, NodeView)):
        return value.node
    elif isinstance(value, DocumentView) or "Window" in (interfaces(value) or ()):
        return value  # (the window: a focus event's `relatedTarget: window`)
    raise ExpressionError(f"Failed to convert value to '{kind}'.", kind="TypeError")


install_form_reader(_read_form)
for _name in PAGE_EVENTS:
    install_page_maker(_name, _make_event)
install_page_maker("Option", lambda name, *args: view(select_options.new_option(*args)))
install_page_maker("Image", lambda name, *args: view(factories.new_image(*args)))
install_page_maker("Audio", lambda name, *args: view(factories.new_audio(*args)))
