"""A client-side copy of a tree, rebuilt from patches the way the browser client
(`petite.static`) rebuilds it; tests use it to check that the patches alone rebuild
the server's DOM."""

from __future__ import annotations

from petite import dom
from petite.dom.serialize import inner_html, outer_html
from petite.patches import plain


class Mirror:
    """A client-side copy of a tree, rebuilt from `encode_tree` and patch batches."""

    def __init__(self, tree: list) -> None:
        self.nodes: dict[int, dom.Node] = {}
        #: node id -> {event type: flags}: the events a client must forward.
        self.listening: dict[int, dict[str, int]] = {}
        #: (node id, method, args...) of every `call` op, in order: what the browser ran
        self.calls: list[tuple] = []
        self._unselected: dict[int, dom.Node] = {}  # options built with selected False
        self.root = self._build(tree)

    def _build(self, tree: list) -> dom.Node:
        tree = plain(tree)
        node_id, kind = tree[0], tree[1]
        node: dom.Node
        if kind == 3:
            node = dom.Text(tree[2])
        elif kind == 8:
            node = dom.Comment(tree[2])
        elif kind == 11:
            node = dom.Fragment()
            for child in tree[2]:
                node.append_child(self._build(child))
        else:
            _, _, tag, attrs, children, *rest = tree
            extra = rest[0] if rest else {}
            node = dom.Element(tag, dict(zip(attrs[::2], attrs[1::2])), extra.get("ns", dom.HTML_NS))
            if extra.get("props"):
                node._own_props().update(extra["props"])
            for type_, flags, *_hints in extra.get("on", []):
                listening = self.listening.setdefault(node_id, {})
                listening[type_] = listening.get(type_, 0) | flags
            target = node.content if node.content is not None else node
            for child in children:
                target.append_child(self._build(child))
            if tag == "select" and not node.multiple:  # type: ignore[attr-defined]
                # (as the client's settleSelection: an option built unselected, before its
                # select held it, is not the one a drop-down shows by default)
                shown = next((o for o in node.options if o.selected), None)  # type: ignore[attr-defined]
                if shown is not None and self._unselected.get(id(shown)) is shown:
                    node.selectedIndex = -1  # type: ignore[attr-defined]
            if tag == "option" and extra.get("props", {}).get("selected") is False:
                self._unselected[id(node)] = node
        self.nodes[node_id] = node
        return node

    def apply(self, ops: list[list]) -> None:
        for op in ops:
            kind = op[0]
            if kind == "text":
                self.nodes[op[1]].set_data(op[2])  # type: ignore[attr-defined]
            elif kind == "attr":
                self.nodes[op[1]].set_attribute(op[2], op[3])  # type: ignore[attr-defined]
            elif kind == "rmattr":
                self.nodes[op[1]].remove_attribute(op[2])  # type: ignore[attr-defined]
            elif kind == "prop" and op[2] == "selected":  # (as `el.selected = v` in a browser:
                self.nodes[op[1]].selected = op[3]  # type: ignore[attr-defined]  # a single select keeps one)
            elif kind == "prop":
                self.nodes[op[1]]._own_props()[op[2]] = op[3]  # type: ignore[attr-defined]
            elif kind == "insert":
                parent = self.nodes[op[1]]
                ref = self.nodes[op[2]] if op[2] is not None else None
                parent.insert_before(self._build(op[3]), ref)  # type: ignore[attr-defined]
            elif kind == "move":
                parent = self.nodes[op[2]]
                ref = self.nodes[op[3]] if op[3] is not None else None
                parent.insert_before(self.nodes[op[1]], ref)  # type: ignore[attr-defined]
            elif kind == "remove":
                self.nodes[op[1]].remove()
            elif kind == "listen":
                self.listening.setdefault(op[1], {})[op[2]] = op[3]
            elif kind == "unlisten":
                self.listening.get(op[1], {}).pop(op[2], None)
            elif kind == "call":
                self.calls.append((op[1], op[2], *op[3:]))
            else:
                raise ValueError(f"unknown patch op {kind!r}")

    def html(self) -> str:
        root = self.root
        if isinstance(root, dom.Element):
            return inner_html(root if root.content is None else root.content, page=True)
        return outer_html(root, page=True)
