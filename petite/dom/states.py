"""The pseudo-classes of an element's state that a selector can name: `:required`,
`:optional`, `:valid`, `:invalid`, `:in-range`, `:out-of-range`, `:read-write`,
`:read-only`, `:placeholder-shown`, `:default`, `:indeterminate`, `:any-link`,
`:defined`, `:checked`, as the HTML standard defines them (its "Pseudo-classes" section) over
petite's live form state: `form.querySelectorAll(':invalid')` finds the controls whose
constraints fail now. `petite.dom.selection` marks the elements of a query's mirror
that are in a state its selector names (`STATE_PSEUDO_RE`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .core import HTML_NS
from .validity import validity, will_validate

STATE_PSEUDO_RE = re.compile(
    r":(required|optional|valid|invalid|in-range|out-of-range|read-write|read-only|placeholder-shown|default"
    r"|indeterminate|any-link|defined|checked)(?![\w-])", re.I)

# input types the `required` attribute applies to (not hidden, range, color or the buttons)
_REQUIRED_APPLIES_NOT = frozenset({"hidden", "range", "color", "submit", "reset", "button", "image"})
# input types `readonly` applies to (and so can be edited)
_EDITABLE_INPUTS = frozenset({"text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
                              "datetime-local", "number"})
_PLACEHOLDER_INPUTS = frozenset({"text", "search", "url", "tel", "email", "password", "number"})
_RANGED_INPUTS = frozenset({"date", "month", "week", "time", "datetime-local", "number", "range"})


def _html(el: Any, *tags: str) -> bool:
    return el.namespace == HTML_NS and el.tag in tags


def _required_applies(el: Any) -> bool:
    return _html(el, "select", "textarea") or (_html(el, "input") and el.type not in _REQUIRED_APPLIES_NOT)


def _required(el: Any) -> bool:
    return _required_applies(el) and "required" in el.attrs


def _optional(el: Any) -> bool:
    """A form control that is not required (Chromium counts buttons and the input types
    `required` does not apply to among them)."""
    return _html(el, "input", "select", "textarea", "button") and not _required(el)


def _controls_below(el: Any) -> list[Any]:
    return [n for n in el.iter() if n is not el and getattr(n, "tag", None) in ("input", "select", "textarea")]


def _valid(el: Any) -> bool | None:
    """True or False for a candidate for constraint validation, or a form or fieldset
    (by its controls); None for the rest (neither `:valid` nor `:invalid`)."""
    if _html(el, "form", "fieldset"):
        return all(validity(c)["valid"] for c in _controls_below(el) if will_validate(c))
    if will_validate(el):
        return validity(el)["valid"]
    return None


def _in_range(el: Any) -> bool | None:
    """Whether a candidate with range limitations is within them (None: it has none)."""
    if not (_html(el, "input") and el.type in _RANGED_INPUTS and will_validate(el)):
        return None
    if el.type != "range" and "min" not in el.attrs and "max" not in el.attrs:
        return None
    flags = validity(el)
    return not (flags["rangeUnderflow"] or flags["rangeOverflow"])


def _read_write(el: Any) -> bool:
    if _html(el, "input") and el.type in _EDITABLE_INPUTS or _html(el, "textarea"):
        return "readonly" not in el.attrs and not el.is_disabled_control
    node = el
    while getattr(node, "tag", None) is not None:  # (an editing host, or inside one)
        editable = node.attrs.get("contenteditable") if node.namespace == HTML_NS else None
        if editable is not None:
            return editable.lower() in ("", "true", "plaintext-only")
        node = node.parent
    return False


def _placeholder_shown(el: Any) -> bool:
    shows = _html(el, "textarea") or (_html(el, "input") and el.type in _PLACEHOLDER_INPUTS)
    return shows and "placeholder" in el.attrs and el.value == ""


def _default(el: Any) -> bool:
    if _html(el, "input") and el.type in ("checkbox", "radio"):
        return "checked" in el.attrs
    if _html(el, "option"):
        return "selected" in el.attrs
    if el.is_submit_button:
        form = el.form_owner
        if form is None:
            return False
        return next((c for c in form.form_controls if c.is_submit_button), None) is el
    return False


def _checked(el: Any) -> bool:
    """A checkbox or radio button that is checked, or an option that is selected, now
    (the checkedness: `[checked]` reads the attribute)."""
    if _html(el, "input") and el.type in ("checkbox", "radio"):
        return bool(el.checked)
    return _html(el, "option") and bool(el.selected)


def _indeterminate(el: Any) -> bool:
    if _html(el, "input") and el.type == "checkbox":
        return bool(el.props.get("indeterminate"))
    if _html(el, "input") and el.type == "radio":
        return not any(r.checked for r in el._radio_group())
    return _html(el, "progress") and "value" not in el.attrs


STATES: dict[str, Callable[[Any], bool]] = {
    "required": _required,
    "optional": _optional,
    "valid": lambda el: _valid(el) is True,
    "invalid": lambda el: _valid(el) is False,
    "in-range": lambda el: _in_range(el) is True,
    "out-of-range": lambda el: _in_range(el) is False,
    "read-write": _read_write,
    "read-only": lambda el: not _read_write(el),
    "placeholder-shown": _placeholder_shown,
    "default": _default,
    "indeterminate": _indeterminate,
    "checked": _checked,
    "any-link": lambda el: _html(el, "a", "area") and "href" in el.attrs,
    "defined": lambda el: not (el.namespace == HTML_NS and "-" in el.tag),
}


def state_mark(name: str) -> str:
    """The attribute a mirror copy carries when its element is in state `name`."""
    return "petite-state-" + name
