"""Labels and their controls, as HTML defines them: a `<label for=id>` labels the
first element of its tree with that id when it is labelable, a label without `for`
its first labelable descendant. Labelable: button, input (not hidden), meter, output,
progress, select, textarea. One rule for a label's click (`petite.dom.events`), a live
message's checks (`petite.live_guard`), `label.control` and `control.labels`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..expr.budget import tick
from .core import HTML_NS, is_element, root_elements

LABELABLE = frozenset({"button", "input", "meter", "output", "progress", "select", "textarea"})


def is_labelable(el: Any) -> bool:
    """Can a label label `el`?"""
    return el.namespace == HTML_NS and el.tag in LABELABLE and not (el.tag == "input" and el.type == "hidden")


def is_label(el: Any) -> bool:
    return el.tag == "label" and el.namespace == HTML_NS


def labeled_control(label: Any, first_with_id: dict[str, Any] | None = None) -> Any:
    """The control `label` labels, or None (`first_with_id`: the tree's elements by id,
    when the caller has them)."""
    if "for" in label.attrs:
        wanted = label.attrs["for"]
        if not wanted:
            return None
        if first_with_id is not None:
            control = first_with_id.get(wanted)
        else:
            control = next((el for el in root_elements(label) if el.attrs.get("id") == wanted), None)
        return control if control is not None and is_labelable(control) else None
    for el in label.iter():
        tick(1)
        if is_element(el) and is_labelable(el):
            return el
    return None


def first_with_id(elements: Iterable[Any]) -> dict[str, Any]:
    """Each id of `elements` (in tree order) to its first element."""
    found: dict[str, Any] = {}
    for el in elements:
        found.setdefault(el.attrs.get("id", ""), el)
    return found


def labels_of(control: Any) -> list[Any]:
    """`control.labels`: the labels of its tree that label it, in tree order."""
    elements = list(root_elements(control))
    ids = first_with_id(elements)
    return [el for el in elements if is_label(el) and labeled_control(el, ids) is control]
