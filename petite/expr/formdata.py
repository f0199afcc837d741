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

from .collections import JSCollection
from .errors import ExpressionError
from .functions import callback
from .values import MAX_ARRAY_LENGTH, array_limit, to_js_string, undefined



class JSFormData(JSCollection):
    """The entries, a list of [name, value] (names repeat)."""

    __slots__ = ()
    _kind = "FormData"

    def __init__(self) -> None:
        self._entries: list[list[str]] = []  # type: ignore[assignment]

    @property
    def size(self) -> Any:  # (FormData has no size)
        return undefined

    def append(self, name: Any = undefined, value: Any = undefined, *_: Any) -> Any:
        if len(self._entries) >= MAX_ARRAY_LENGTH:
            raise array_limit()
        self._entries.append([to_js_string(name), to_js_string(value)])
        return undefined

    def set(self, name: Any = undefined, value: Any = undefined, *_: Any) -> Any:
        key = to_js_string(name)
        first = next((i for i, (k, _) in enumerate(self._entries) if k == key), None)
        if first is None:
            return self.append(key, value)
        self._entries[first] = [key, to_js_string(value)]
        self._entries[first + 1 :] = [e for e in self._entries[first + 1 :] if e[0] != key]
        return undefined

    def get(self, name: Any = undefined, *_: Any) -> Any:
        key = to_js_string(name)
        return next((v for k, v in self._entries if k == key), None)

    def getAll(self, name: Any = undefined, *_: Any) -> list:
        key = to_js_string(name)
        return [v for k, v in self._entries if k == key]

    def has(self, name: Any = undefined, *_: Any) -> bool:
        key = to_js_string(name)
        return any(k == key for k, _ in self._entries)

    def delete(self, name: Any = undefined, *_: Any) -> Any:  # type: ignore[override]
        key = to_js_string(name)
        self._entries[:] = [e for e in self._entries if e[0] != key]
        return undefined

    def clear(self, *_: Any) -> Any:  # (not a FormData method)
        raise ExpressionError("formData.clear is not a function", kind="TypeError")

    def keys(self, *_: Any) -> list:
        return [k for k, _ in self._entries]

    def values(self, *_: Any) -> list:
        return [v for _, v in self._entries]

    def entries(self, *_: Any) -> list:
        return [[k, v] for k, v in self._entries]

    def forEach(self, fn: Any = undefined, this: Any = undefined, *_: Any) -> Any:
        call, _ = callback(fn, this)
        for key, value in list(self._entries):
            call(value, key, self)
        return undefined

    def _iteration(self) -> list:
        return self.entries()

    def __repr__(self) -> str:
        return f"FormData({self.entries()!r})"


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
