"""JavaScript ``FormData``: ``new FormData(form)`` in a submit handler reads the form's
entries as a browser builds them ("constructing the entry list"): named, enabled
controls in tree order (as Chromium: a datalist's too), checkboxes and radios only when checked (`on` by default),
each selected option of a select, text of inputs and textareas; buttons only as the
submitter, no file contents. ``get getAll has append set delete keys values entries
forEach``; iterable as ``[name, value]`` pairs (``Object.fromEntries(new
FormData(form))``). Like Set and Map it is a value templates make, not reactive state.
"""

from __future__ import annotations

from typing import Any

from .collections import JSPairList
from .errors import ExpressionError
from .values import undefined



class JSFormData(JSPairList):
    """The entries, a list of [name, value] (names repeat)."""

    __slots__ = ()
    _kind = "FormData"

    @property
    def size(self) -> Any:  # (FormData has no size)
        return undefined


# How to read a form's entries: installed by petite.domview (the DOM sits above the
# expression language): given what `new FormData(form, submitter)` received, the
# [name, value] entries, or None when `form` is not a form.
_read_form: Any = None


def install_form_reader(read: Any) -> None:
    global _read_form
    _read_form = read


def make_form_data(form: Any = undefined, submitter: Any = undefined, *_: Any) -> JSFormData:
    """``new FormData(form?, submitter?)``."""
    result = JSFormData()
    if form is undefined:
        return result
    entries = _read_form(form, submitter) if _read_form is not None else None
    if entries is None:
        raise ExpressionError("Failed to construct 'FormData': parameter 1 is not of type 'HTMLFormElement'.",
                              kind="TypeError")
    for name, value in entries:
        result.append(name, value)
    return result
