"""The table API of HTML elements, as Chromium has it: a table's `rows`, `tBodies`,
`tHead`, `tFoot`, `caption`, `insertRow`/`deleteRow` and `create*`/`delete*` of its
parts; a section's (`thead`, `tbody`, `tfoot`) `rows`, `insertRow`, `deleteRow`; a row's
`cells`, `rowIndex`, `sectionRowIndex`, `insertCell`, `deleteCell`; a cell's `cellIndex`.

The members are read off the tree as it is (nothing is cached): `PROPERTIES` and
`METHODS`, by tag, give nodes (or lists of nodes) that the DOM views show."""

from __future__ import annotations

from typing import Any, Callable

from ..expr.budget import tick
from ..expr.errors import ExpressionError
from ..expr.values import to_int32, undefined
from . import tree_methods
from .core import is_html
from .nodes import Element

SECTIONS = ("thead", "tbody", "tfoot")
CELLS = ("td", "th")


def _html_children(parent: Any, *tags: str) -> list[Element]:
    tick(1 + len(parent.children))
    return [child for child in parent.children if is_html(child, *tags)]


def _first(table: Element, tag: str) -> Element | None:
    found = _html_children(table, tag)
    return found[0] if found else None


def table_rows(table: Element) -> list[Element]:
    """`table.rows`: the rows of its `thead`s, then its own rows and its `tbody`s', then
    its `tfoot`s', each group in tree order."""
    head: list[Element] = []
    body: list[Element] = []
    foot: list[Element] = []
    for child in _html_children(table, "tr", *SECTIONS):
        if child.tag == "tr":
            body.append(child)
        else:
            ({"thead": head, "tbody": body, "tfoot": foot}[child.tag]).extend(_html_children(child, "tr"))
    return head + body + foot


def _rows_of(parent: Element) -> list[Element]:
    return table_rows(parent) if parent.tag == "table" else _html_children(parent, "tr")


def _index(value: Any) -> int:
    """A WebIDL `long` argument, -1 when not given."""
    return -1 if value is undefined else to_int32(value)


def _error(method: str, interface: str, message: str) -> ExpressionError:
    return ExpressionError(f"Failed to execute '{method}' on '{interface}': {message}", kind="IndexSizeError")


def _row_index_error(parent: Element, method: str, index: int, count: int) -> ExpressionError:
    if parent.tag == "table":
        message = (f"The index provided ({index}) is less than -1." if index < -1 else
                   f"The index provided ({index}) is greater than the number of rows in the table ({count}).")
        return _error(method, "HTMLTableElement", message)
    # (Chromium's message, its missing parenthesis included)
    return _error(method, "HTMLTableSectionElement", f"The provided index ({index} is outside the range [-1, {count}].")


def insert_row(parent: Element, index: Any = undefined, *_: Any) -> Element:
    """`insertRow(index = -1)` of a table or a section: a new row at `index` among the
    rows (-1: after the last). A table without rows puts it in its last `tbody`, made
    when it has none; at the end, it goes where the last row is."""
    at, rows = _index(index), _rows_of(parent)
    if at < -1 or at > len(rows):
        raise _row_index_error(parent, "insertRow", at, len(rows))
    row = Element("tr")
    if parent.tag != "table":
        tree_methods.insert_before(parent, row, rows[at] if 0 <= at < len(rows) else None)
    elif not rows:
        bodies = _html_children(parent, "tbody")
        body = bodies[-1] if bodies else tree_methods.append_child(parent, Element("tbody"))
        tree_methods.append_child(body, row)
    elif at == -1 or at == len(rows):
        tree_methods.append_child(rows[-1].parent, row)
    else:
        tree_methods.insert_before(rows[at].parent, row, rows[at])
    return row


def delete_row(parent: Element, index: Any = undefined, *_: Any) -> None:
    """`deleteRow(index)`: the row at `index` goes (-1: the last, if any)."""
    at, rows = _index(index), _rows_of(parent)
    if at == -1:
        if rows:
            tree_methods.remove(rows[-1])
        return
    if at < -1 or at >= len(rows):
        raise _row_index_error(parent, "deleteRow", at, len(rows))
    tree_methods.remove(rows[at])


def insert_cell(row: Element, index: Any = undefined, *_: Any) -> Element:
    """`row.insertCell(index = -1)`: a new `td` at `index` among the row's cells."""
    at, cells = _index(index), _html_children(row, *CELLS)
    if at < -1 or at > len(cells):
        raise _error("insertCell", "HTMLTableRowElement", f"The value provided ({at}) is outside the range [-1, {len(cells)}].")
    return tree_methods.insert_before(row, Element("td"), cells[at] if 0 <= at < len(cells) else None)


def delete_cell(row: Element, index: Any = undefined, *_: Any) -> None:
    """`row.deleteCell(index)`: the cell at `index` goes (-1: the last, if any)."""
    at, cells = _index(index), _html_children(row, *CELLS)
    if at == -1:
        if cells:
            tree_methods.remove(cells[-1])
        return
    if at < -1 or at >= len(cells):
        raise _error("deleteCell", "HTMLTableRowElement", f"The value provided ({at}) is outside the range [0, {len(cells)}).")
    tree_methods.remove(cells[at])


def _position(items: list[Element], node: Element) -> int:
    return next((i for i, other in enumerate(items) if other is node), -1)


def row_index(row: Element) -> int:
    """`row.rowIndex`: its place among its table's rows, -1 outside a table."""
    parent = row.parent
    table = parent if is_html(parent, "table") else parent.parent if is_html(parent, *SECTIONS) else None
    if not is_html(table, "table"):
        return -1
    return _position(table_rows(table), row)


def section_row_index(row: Element) -> int:
    """`row.sectionRowIndex`: its place among its parent's (section's or table's) rows."""
    parent = row.parent
    if not is_html(parent, "table", *SECTIONS):
        return -1
    return _position(_html_children(parent, "tr"), row)


def cell_index(cell: Element) -> int:
    """`cell.cellIndex`: its place among its row's cells, -1 outside a row."""
    parent = cell.parent
    if not is_html(parent, "tr"):
        return -1
    return _position(_html_children(parent, *CELLS), cell)


def _create_part(tag: str) -> Callable[..., Element]:
    """`createTHead`/`createTFoot`/`createCaption`: the table's first such child, else a
    new one: a caption first, a `thead` before what is not a caption or `colgroup`, a
    `tfoot` last."""
    def create(table: Element, *_: Any) -> Element:
        found = _first(table, tag)
        if found is not None:
            return found
        part = Element(tag)
        if tag == "tfoot":
            return tree_methods.append_child(table, part)
        skip = ("caption", "colgroup") if tag == "thead" else ()
        ref = next((child for child in table.children if not is_html(child, *skip)), None)
        return tree_methods.insert_before(table, part, ref)

    return create


def _delete_part(tag: str) -> Callable[..., None]:
    def delete(table: Element, *_: Any) -> None:
        found = _first(table, tag)
        if found is not None:
            tree_methods.remove(found)

    return delete


def create_tbody(table: Element, *_: Any) -> Element:
    """`createTBody()`: a new `tbody` after the table's last one (at the end without one)."""
    bodies = _html_children(table, "tbody")
    ref = bodies[-1].next_sibling if bodies else None
    return tree_methods.insert_before(table, Element("tbody"), ref)


PROPERTIES: dict[str, dict[str, Callable[[Element], Any]]] = {
    "table": {
        "rows": table_rows,
        "tBodies": lambda table: _html_children(table, "tbody"),
        "tHead": lambda table: _first(table, "thead"),
        "tFoot": lambda table: _first(table, "tfoot"),
        "caption": lambda table: _first(table, "caption"),
    },
    **dict.fromkeys(SECTIONS, {"rows": lambda section: _html_children(section, "tr")}),
    "tr": {
        "cells": lambda row: _html_children(row, *CELLS),
        "rowIndex": row_index,
        "sectionRowIndex": section_row_index,
    },
    **dict.fromkeys(CELLS, {"cellIndex": cell_index}),
}

METHODS: dict[str, dict[str, Callable[..., Any]]] = {
    "table": {
        "insertRow": insert_row,
        "deleteRow": delete_row,
        "createTHead": _create_part("thead"),
        "deleteTHead": _delete_part("thead"),
        "createTFoot": _create_part("tfoot"),
        "deleteTFoot": _delete_part("tfoot"),
        "createCaption": _create_part("caption"),
        "deleteCaption": _delete_part("caption"),
        "createTBody": create_tbody,
    },
    **dict.fromkeys(SECTIONS, {"insertRow": insert_row, "deleteRow": delete_row}),
    "tr": {"insertCell": insert_cell, "deleteCell": delete_cell},
}
