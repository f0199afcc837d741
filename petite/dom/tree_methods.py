"""The DOM's tree-editing methods as expressions call them (`el.remove()`,
`parent.appendChild(node)`, `el.append('text', node)`, `before`, `after`,
`replaceWith`, `replaceChildren`, `insertBefore`, `removeChild`, `replaceChild`,
`cloneNode`, `insertAdjacentElement`/`insertAdjacentText`), with the DOM's errors
(HierarchyRequestError, NotFoundError) and petite's two rules:

* an executable `<script>` keeps its children, as it keeps its text
  (`petite.safety.is_executable_script`);
* a subtree holding an executable script is only moved within its tree, never inserted
  from elsewhere (a copy, or one removed before): a browser never runs a script twice,
  but a live page's client builds an inserted subtree afresh, and a script built afresh
  runs (a move stays a move: the client moves its node).

Arguments arrive unwrapped (engine nodes, or other values made text); results are nodes.
"""

from __future__ import annotations

from typing import Any

from ..expr import utf16
from ..expr.budget import ExpressionLimitError, charge_chars, tick
from ..expr.errors import ExpressionError
from ..expr.values import to_js_string, to_uint32, truthy, undefined
from ..safety import is_executable_script
from .core import root_of
from .nodes import Element, Fragment, Node, ParentNode, Text
from .parsing import MAX_TREE_DEPTH
from .text_size import joined, subtree_chars

# Work steps charged per node an edit moves or copies (a subtree inserted is encoded
# into a patch on a live page).
NODE_STEPS = 2


def _error(method: str, message: str, kind: str) -> ExpressionError:
    return ExpressionError(f"Failed to execute '{method}' on 'Node': {message}", kind=kind)


def _measure(node: Node) -> tuple[int, int]:
    """(the nodes of `node`'s subtree, its height in levels)."""
    size = height = 1
    stack = [(node, 1)]
    while stack:
        parent, level = stack.pop()
        for child in getattr(parent, "children", ()):
            size += 1
            height = max(height, level + 1)
            if getattr(child, "children", None):
                stack.append((child, level + 1))
    return size, height


def _size(node: Node) -> int:
    return _measure(node)[0]


def _depth(node: Any) -> int:
    """The levels from the root of `node`'s tree down to `node`."""
    levels = 0
    while node is not None:
        levels += 1
        node = node.parent
    return levels


def _holds_script(node: Node) -> bool:
    walk = getattr(node, "iter", None)
    return _script_keeps(node) or (walk is not None and any(_script_keeps(n) for n in walk()))


def _node_of(item: Any, method: str) -> Node:
    if not isinstance(item, Node):
        raise _error(method, "parameter 1 is not of type 'Node'.", "TypeError")
    return item


def _checked(parent: Any, node: Node, method: str) -> Node:
    """`node`, once the DOM's pre-insertion checks and petite's pass for `parent`."""
    if not isinstance(parent, ParentNode) or isinstance(node, ParentNode) and not isinstance(node, (Element, Fragment)):
        raise _error(method, "This node type does not support this method.", "HierarchyRequestError")
    ancestor = parent
    while ancestor is not None:
        if ancestor is node:
            raise _error(method, "The new child element contains the parent.", "HierarchyRequestError")
        ancestor = ancestor.parent
    size, height = _measure(node)
    tick(NODE_STEPS * size)
    written = subtree_chars(node, attributes=True)  # (written into the page again: a clone holds the same text)
    charge_chars(written)
    if _depth(parent) + height > MAX_TREE_DEPTH:
        raise ExpressionLimitError(f"Failed to execute '{method}' on 'Node': petite keeps a page's tree within "
                                   f"{MAX_TREE_DEPTH} levels of nested nodes")
    if _holds_script(node) and not (node.parent is not None and root_of(node) is root_of(parent)):
        raise _error(method, "petite does not insert a subtree holding an executable script.", "NotSupportedError")
    return node


def _nodes(parent: Any, items: tuple, method: str) -> list[Node]:
    """`items` (nodes or strings, as `append(...)` takes) as nodes to insert."""
    return [_checked(parent, item, method) if isinstance(item, Node) else Text(to_js_string(item)) for item in items]


def _script_keeps(parent: Any) -> bool:
    return isinstance(parent, Element) and is_executable_script(parent.tag, parent.namespace, parent.attrs)


def insert(parent: Any, nodes: list[Node], ref: Node | None) -> None:
    """Insert `nodes` into `parent` before `ref` (None: at the end)."""
    if _script_keeps(parent):
        return
    ref = _unmoved(ref, nodes)
    for node in nodes:
        parent.insert_before(node, ref)


def append_child(parent: Any, item: Any) -> Node:
    node = _checked(parent, _node_of(item, "appendChild"), "appendChild")
    insert(parent, [node], None)
    return node


def insert_before(parent: Any, item: Any, ref: Any = None) -> Node:
    node = _checked(parent, _node_of(item, "insertBefore"), "insertBefore")
    if ref is not None and getattr(ref, "parent", None) is not parent:
        raise _error("insertBefore", "The node before which the new node is to be inserted is not a child of this node.",
                     "NotFoundError")
    insert(parent, [node], ref)
    return node


def remove_child(parent: Any, item: Any) -> Node:
    node = _node_of(item, "removeChild")
    if node.parent is not parent:
        raise _error("removeChild", "The node to be removed is not a child of this node.", "NotFoundError")
    parent.remove_child(node)
    return node


def replace_child(parent: Any, item: Any, old: Any) -> Node:
    old = _node_of(old, "replaceChild")
    if old.parent is not parent:
        raise _error("replaceChild", "The node to be replaced is not a child of this node.", "NotFoundError")
    node = _checked(parent, _node_of(item, "replaceChild"), "replaceChild")
    if node is not old:
        ref = old.next_sibling
        parent.remove_child(old)
        insert(parent, [node], ref if ref is not node else node.next_sibling)
    return old


def append(parent: Any, *items: Any) -> None:
    insert(parent, _nodes(parent, items, "append"), None)


def prepend(parent: Any, *items: Any) -> None:
    children = parent.children
    insert(parent, _nodes(parent, items, "prepend"), children[0] if children else None)


def replace_children(parent: Any, *items: Any) -> None:
    nodes = _nodes(parent, items, "replaceChildren")
    if _script_keeps(parent):
        return
    for child in list(parent.children):
        if not any(child is node for node in nodes):
            parent.remove_child(child)
    insert(parent, nodes, None)


def _unmoved(ref: Node | None, nodes: list[Node]) -> Node | None:
    """`ref`, or the first sibling after it that is not among `nodes` (those leave their
    places first: the DOM's "viable" sibling, where `after(...)` and `replaceWith(...)`
    insert)."""
    while ref is not None and any(ref is n for n in nodes):
        ref = ref.next_sibling
    return ref


def before(node: Node, *items: Any) -> None:
    parent = node.parent
    if parent is None:
        return
    nodes = _nodes(parent, items, "before")
    insert(parent, nodes, node if not any(node is n for n in nodes) else node.next_sibling)


def after(node: Node, *items: Any) -> None:
    parent = node.parent
    if parent is None:
        return
    insert(parent, _nodes(parent, items, "after"), node.next_sibling)


def replace_with(node: Node, *items: Any) -> None:
    parent = node.parent
    if parent is None:
        return
    nodes = _nodes(parent, items, "replaceWith")
    ref = _unmoved(node.next_sibling, nodes)
    if not any(node is n for n in nodes):
        parent.remove_child(node)
    insert(parent, nodes, ref)


def remove(node: Node) -> None:
    if node.parent is not None:
        node.parent.remove_child(node)


def clone_node(node: Node, deep: Any = False) -> Node:
    tick(NODE_STEPS * (_size(node) if truthy(deep) else 1))
    return node.clone(truthy(deep))


def split_text(text: Text, offset: Any = None) -> Text:
    """`text.splitText(offset)`: the data from `offset` (UTF-16 units) on moves to a new
    text node, inserted after it when it has a parent; the new node is returned."""
    data = utf16.units(text.data)
    at = to_uint32(offset)
    if at > len(data):
        raise ExpressionError(f"Failed to execute 'splitText' on 'Text': The offset {at} is larger than the Text "
                              "node's length.", kind="IndexSizeError")
    tick(NODE_STEPS + len(data) // 64)
    tail = Text(utf16.join(data[at:]))
    if text.parent is not None:
        insert(text.parent, [tail], text.next_sibling)
    text.set_data(utf16.join(data[:at]))
    return tail


# -- CharacterData's edits: `text.appendData('!')`, `comment.substringData(0, 3)` ... ----
# Offsets and counts are UTF-16 units (WebIDL's unsigned long: `to_uint32`); the methods
# and how many arguments each requires.
DATA_METHODS = {"substringData": 2, "appendData": 1, "insertData": 2, "deleteData": 2, "replaceData": 3}


def edit_data(node: Any, method: str, args: tuple[Any, ...]) -> Any:
    """`node.<method>(*args)` for a DATA_METHODS method of a text or comment node: the
    substring it asks for, or its data changed (`set_data`: recorded, size-charged)."""
    required = DATA_METHODS[method]
    if len(args) < required:
        plural = "s" if required > 1 else ""
        raise ExpressionError(f"Failed to execute '{method}' on 'CharacterData': {required} argument{plural} "
                              f"required, but only {len(args)} present.", kind="TypeError")
    units = utf16.units(node.data)
    tick(NODE_STEPS + len(units) // 64)
    if method == "appendData":
        at, count, data = len(units), 0, args[0]
    else:
        at = to_uint32(args[0])
        if at > len(units):
            raise ExpressionError(f"Failed to execute '{method}' on 'CharacterData': The offset {at} is greater "
                                  f"than the node's length ({len(units)}).", kind="IndexSizeError")
        count = 0 if method == "insertData" else to_uint32(args[1])
        data = args[1] if method == "insertData" else args[2] if method == "replaceData" else ""
    if method == "substringData":
        return utf16.join(units[at:at + count])
    node.set_data(utf16.join(units[:at] + utf16.units(to_js_string(data)) + units[at + count:]))
    return undefined


def normalize(node: Node) -> None:
    """`node.normalize()`: below it, empty text nodes go and each run of adjacent text
    nodes becomes its first, holding their data."""
    parents = [node]
    while parents:
        parent = parents.pop()
        children = getattr(parent, "children", ())
        tick(1 + len(children))
        run: list[Text] = []
        for child in [*children, None]:
            if type(child) is Text:
                run.append(child)
                continue
            _merge(run)
            run = []
            if child is not None and getattr(child, "children", None):
                parents.append(child)


def _merge(run: list[Text]) -> None:
    """A run of adjacent text nodes becomes its first non-empty one (empty ones go)."""
    kept = [text for text in run if text.data]
    for text in run:
        if text.data == "" or text is not kept[0]:
            remove(text)
    if len(kept) > 1:
        kept[0].set_data(joined(text.data for text in kept))


_ADJACENT = ("beforebegin", "afterbegin", "beforeend", "afterend")


def insert_adjacent(node: Element, position: Any, item: Any, method: str) -> Any:
    """`insertAdjacentElement(position, el)` / `insertAdjacentText(position, text)`."""
    where = to_js_string(position)
    tick(len(where) >> 6)  # (lowered, and shown in the error, as insertAdjacentHTML's)
    where = where.lower()
    if where not in _ADJACENT:
        raise ExpressionError(f"Failed to execute '{method}' on 'Element': The value provided ('{to_js_string(position)}') "
                              "is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.", kind="SyntaxError")
    if method == "insertAdjacentElement" and not isinstance(item, Element):
        raise ExpressionError(f"Failed to execute '{method}' on 'Element': parameter 2 is not of type 'Element'.")
    content = item if method == "insertAdjacentElement" else to_js_string(item)
    if where in ("beforebegin", "afterend") and node.parent is None:
        return None
    {"beforebegin": before, "afterend": after, "afterbegin": prepend, "beforeend": append}[where](node, content)
    return item if method == "insertAdjacentElement" else None
