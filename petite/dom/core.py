"""What every part of the DOM shares: namespaces, node types, node ids, the patch
recorder of a tree, and the tree's root.

Nothing here knows the node classes (`petite.dom.nodes`): the modules below the
classes (forms, events, selection, serialization) tell nodes apart by `nodeType`, as
DOM code does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..expr.budget import tick
from ..html5 import HTML_NS, MATHML_NS, SVG_NS  # noqa: F401 - part of the DOM's API
from ..node_ids import next_node_id, node_id_counter, use_node_ids  # noqa: F401 - part of the DOM's API

# `node.nodeType`, as in the DOM.
ELEMENT_NODE = 1
TEXT_NODE = 3
COMMENT_NODE = 8
DOCUMENT_FRAGMENT_NODE = 11

VOID_ELEMENTS = frozenset(
    "area base br col embed hr img input link meta source track wbr "
    "basefont bgsound frame keygen param".split()
)

# The listeners of an element that has none (an element's listeners are a tuple).
NO_LISTENERS: tuple = ()

# Set once the process has attached a recorder to any tree: until then, looking for a
# tree's recorder costs nothing. A one-way latch (never reset), so threads cannot race it.
_recording = False


def attach_recorder(root: Any, recorder: Any) -> None:
    """Report every write inside `root`'s tree to `recorder.record(op)`
    (an object with a `record(op: list)` method)."""
    global _recording
    _recording = True
    root.recorder = recorder


def detach_recorder(root: Any) -> None:
    root.recorder = None


def recorder_of(node: Any) -> Any:
    """The recorder of the tree `node` is connected to, or None."""
    if not _recording:
        return None
    parent = node.parent
    while parent is not None:
        node = parent
        parent = node.parent
    recorder = getattr(node, "recorder", None)
    if recorder is None and node.host is not None:  # (a template's content: the template's page)
        return recorder_of(node.host)
    return recorder


# What a script may ask of the browser showing a live page (`browser_call`).
BROWSER_CALLS = frozenset({"focus", "blur", "select", "setSelectionRange", "scrollIntoView", "scrollTo", "scrollBy",
                           "show", "showModal", "close", "play", "pause", "load"})


def browser_call(element: Any, name: str, *args: Any) -> bool:
    """Is `element` on a live page, whose browser owns focus, selection and scrolling
    (`petite.patches.PatchLog.in_browser`)? Then `element.name(*args)` (one of
    BROWSER_CALLS, its arguments JSON) is recorded for the client to run, and True is
    returned. A detached element is on no page: nothing happens, as in a browser."""
    recorder = _browser_recorder(element)
    if recorder is None:
        return False
    recorder.record(["call", element.nid, name, *args])
    return True


def in_browser(node: Any) -> bool:
    """Does a browser show `node`'s tree (a live page: it fires its own events for
    what the patches change, such as a details element's `toggle`)?"""
    return _browser_recorder(node) is not None


def _browser_recorder(node: Any) -> Any:
    """The recorder of the live page `node` is on, or None."""
    recorder = recorder_of(node)
    return recorder if recorder is not None and getattr(recorder, "in_browser", False) else None


def is_element(node: Any) -> bool:
    """Is `node` an element (None and other nodes are not)?"""
    return node is not None and node.nodeType == ELEMENT_NODE


def has_children(node: Any) -> bool:
    """Is `node` an element or a fragment (a node with a `children` list)?"""
    return node.nodeType in (ELEMENT_NODE, DOCUMENT_FRAGMENT_NODE)


def is_command_button(el: Any) -> bool:
    """Is `el` a `<button commandfor>` (`petite.dom.commands`)?"""
    return is_element(el) and el.tag == "button" and el.namespace == HTML_NS and "commandfor" in el.attrs


def is_inclusive_ancestor(ancestor: Any, node: Any) -> bool:
    """Is `ancestor` `node` itself or one of its ancestors (`node` None: no)?"""
    while node is not None:
        if node is ancestor:
            return True
        node = node.parent
    return False


def is_html(node: Any, *tags: str) -> bool:
    """Is `node` (any value) an HTML element with one of these tags?"""
    return getattr(node, "nodeType", None) == ELEMENT_NODE and node.namespace == HTML_NS and node.tag in tags


def root_of(node: Any) -> Any:
    """The topmost ancestor of `node` (itself when detached)."""
    while node.parent is not None:
        node = node.parent
    return node


PAGE_ROOT = "page root"  # (the mark in an element's data: an app is mounted in its tree)


PAGE_LINKS = "page links"  # (the mark's companion: the page's navigation, `page_of`)
BLANK = "about:blank"  # (the address of a node in no page: a page a server knows no address of)


def mark_page(root: Any, page: Any = None) -> None:
    """`root` holds a page: an app is being mounted in its tree (before the mount ends
    and its recorder is attached, its nodes are connected already). `page`: the page's
    navigation (`petite.location.PageNavigation`: its address, how it follows a link a
    user activates)."""
    if root.nodeType == ELEMENT_NODE:
        root.data[PAGE_ROOT] = True
        if page is not None:
            root.data[PAGE_LINKS] = page


def belongs_to(node: Any, page: Any) -> None:
    """`node` (made by the page's `document.createElement`, in no tree yet) is of `page`:
    its links and URLs resolve against the page's address, as a node of the page's
    document does (it is not connected for that: `is_connected`)."""
    if node.nodeType == ELEMENT_NODE and page is not None:
        node.data[PAGE_LINKS] = page


def page_of(node: Any) -> Any:
    """The navigation of the page `node`'s tree is in (`mark_page`, `belongs_to`), or None."""
    root = root_of(node)
    if root.nodeType != ELEMENT_NODE:
        return None
    data = root.data_or_none()
    return data.get(PAGE_LINKS) if data else None


def document_url(node: Any) -> str:
    """The address of `node`'s document (its page's, else about:blank): what its links and
    URL attributes resolve against (`document.URL`, `node.baseURI`)."""
    page = page_of(node)
    return page.address() if page is not None else BLANK


def follow_link(link: Any) -> None:
    """A click on `link` (an `<a>` or `<area>` with an `href`) was not canceled: the page
    it is in follows it (`mark_page`); a link on no page goes nowhere."""
    page = page_of(link)
    if page is not None:
        page.follow(link)


def is_connected(node: Any) -> bool:
    """`node.isConnected`: is its tree a page (a tree with a recorder, or one an app is
    mounted in: `mark_page`)? A node taken out of it, or a copy never put in, is not."""
    root = root_of(node)
    if getattr(root, "recorder", None) is not None:
        return True
    if root.nodeType != ELEMENT_NODE:
        return False
    data = root.data_or_none()
    return data is not None and PAGE_ROOT in data


def root_elements(node: Any) -> Iterator[Any]:
    """Every element of `node`'s tree, in tree order, charged a step each (found by an
    attacker helper: a radio's group, a formless radio's `required` check and the
    `:indeterminate` mark each walked the whole tree for free, so checking each of 3,000
    radios of one group, or one `:indeterminate` query over them, ran 6 s)."""
    root = root_of(node)
    if root.nodeType == ELEMENT_NODE:
        tick(1)
        yield root
    if has_children(root):
        for element in root.elements():
            tick(1)
            yield element
