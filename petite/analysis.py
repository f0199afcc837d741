"""What both back ends need to know about a template before running it, decided once.

Today: which elements petite-vue mounts (`scope_roots`). The directive attribute syntax
both read is `petite.syntax`.
"""

from __future__ import annotations

from .dom import Element, ParentNode


def scope_roots(container: ParentNode) -> list[Element]:
    """petite-vue's mount roots inside `container`: the `[v-scope]` elements not inside
    another one, in document order (template contents are not searched). Empty when
    there is none: then the container itself is the root."""
    roots: list[Element] = []

    def visit(parent: ParentNode) -> None:
        for child in parent.children:
            if isinstance(child, Element):
                if "v-scope" in child.attrs:
                    roots.append(child)
                else:
                    visit(child)

    visit(container)
    return roots
