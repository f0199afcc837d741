"""CSS selectors: `querySelectorAll` over petite's DOM.

cssselect translates a selector to XPath, evaluated on an lxml mirror of the tree.
"""

from __future__ import annotations

import re
from typing import Any

from cssselect import HTMLTranslator
from lxml import etree

from ..expr.budget import tick
from ..expr.lru import LRU
from .core import ELEMENT_NODE, TEXT_NODE, has_children, root_of

_xpath_cache = LRU(512, 512 * 1024)  # compiled selectors (selectors can come from expressions)
# Steps a query charges per element of the tree it mirrors: every query mirrors the
# whole tree (its root's, not the subtree asked), 30 µs an element with the XPath run;
# charged for the subtree at 1 step a node, `$el.querySelector('x')` on an empty button
# of a 3,000-element page cost 90 ms for 11 steps, `$el.closest('x')` (a query per
# ancestor) 216 ms: a budget of them, one click, ran for hours.
SELECT_STEPS_PER_ELEMENT = 64


_SCOPE_MARK = "petite-scope-mark"
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")
_SCOPE_RE = re.compile(r":scope\b", re.I)
_ID_SELECTOR = re.compile(r"#([A-Za-z_][\w-]*)\Z", re.ASCII)


def select(root: Any, css: str) -> list[Any]:
    """Elements under `root` matching the CSS selector `css`, in document order, as
    `root.querySelectorAll(css)`: the selector is matched against the whole tree (so
    `div p` sees ancestors above `root`), `:scope` is `root`, and only `root`'s
    descendants are returned (cssselect translates the selector to XPath, evaluated on
    an lxml mirror of the tree)."""
    by_id = _ID_SELECTOR.match(css)
    if by_id is not None:
        return _with_id(root, by_id.group(1))
    scoped = ":scope" in css.lower()
    key = _SCOPE_RE.sub(f"[{_SCOPE_MARK}]", css) if scoped else css
    xpath = _xpath_cache.get(key)
    if xpath is None:
        xpath = etree.XPath(HTMLTranslator().css_to_xpath(key, prefix="descendant::"))
        _xpath_cache.put(key, xpath)
    mirror: dict[Any, Any] = {}
    copies: dict[int, Any] = {}
    document = etree.Element("x-document")
    top = root_of(root)
    if top.nodeType == ELEMENT_NODE:
        _mirror_element(top, document, mirror, copies)
    elif has_children(top):
        _mirror_children(top, document, mirror, copies)
    tick(SELECT_STEPS_PER_ELEMENT * len(mirror))
    scope = copies.get(id(root), document)
    if scoped:
        scope.set(_SCOPE_MARK, "")
    inside = set(scope.iterdescendants())
    return [mirror[e] for e in xpath(document) if e in inside]


def _with_id(root: Any, name: str) -> list[Any]:
    """`#name` (a `$template: '#id'` source, the common query): the subtree asked walked
    without a mirror, a step a node."""
    found = []
    walked = 0
    for node in root.iter():
        walked += 1
        if node.nodeType == ELEMENT_NODE and node.attrs.get("id") == name:
            found.append(node)
    tick(walked)
    return found


def _mirror_children(parent: Any, target: Any, mirror: dict[Any, Any], copies: dict[int, Any]) -> None:
    last = None
    for child in parent.children:
        kind = child.nodeType
        if kind == ELEMENT_NODE:
            last = _mirror_element(child, target, mirror, copies)
        elif kind == TEXT_NODE:
            data = _XML_INVALID.sub("\ufffd", child.data)  # lxml refuses control characters
            if last is None:
                target.text = (target.text or "") + data
            else:
                last.tail = (last.tail or "") + data


def _mirror_element(el: Any, target: Any, mirror: dict[Any, Any], copies: dict[int, Any]) -> Any:
    try:
        copy = etree.SubElement(target, el.tag)
    except ValueError:
        copy = etree.SubElement(target, "x-invalid")
    for name, value in el.serialized_attrs().items():
        try:
            copy.set(name, _XML_INVALID.sub("\ufffd", value))
        except ValueError:
            pass
    mirror[copy] = el
    copies[id(el)] = copy
    _mirror_children(el, copy, mirror, copies)
    return copy
