"""Constraint validation when a form is submitted with a submit button: a browser checks
the form's controls first ("interactively validate the constraints") and, when one is
invalid, fires `invalid` at each invalid control and does not submit (no `submit`
event). petite-vue pages rely on it: a `@submit.prevent` handler never sees a form
whose `required` fields are empty.

Checked, as Chromium does for values a script or the user set: `required` (empty
text/textarea, unchecked checkbox, radio group with none checked, a select showing its
placeholder or nothing), `type=email` and `type=url` syntax, `pattern`, and `min`,
`max`, `step` on number inputs. Skipped: controls that are disabled (or in a disabled
fieldset), read-only, hidden, buttons; the whole check when the form has `novalidate`
or the submitter `formnovalidate`. (`minlength`/`maxlength` apply only to text the user
typed, which the browser cannot tell apart here; they are not checked.)
"""

from __future__ import annotations

import math
import re
from typing import Any

from .core import HTML_NS

_NOT_VALIDATED = frozenset({"hidden", "reset", "button", "submit", "image"})
_TEXT_LIKE = frozenset({"text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
                        "datetime-local", "number"})
# HTML's "valid email address" (the WHATWG pattern)
_EMAIL = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"
)
_URL = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:\S*")


def submission_allowed(form: Any, submitter: Any) -> bool:
    """Validate `form` as a submission by `submitter` does: True when it may submit;
    otherwise `invalid` has been fired at each invalid control."""
    from .events import Event

    if "novalidate" in form.attrs or (submitter is not None and "formnovalidate" in submitter.attrs):
        return True
    invalid = [el for el in form.form_controls if _candidate(el) and not _valid(el, form)]
    for el in invalid:
        el.dispatch_event(Event("invalid", bubbles=False, cancelable=True))
    return not invalid


def _candidate(el: Any) -> bool:
    if el.namespace != HTML_NS or el.tag not in ("input", "select", "textarea"):
        return False
    if el.tag == "input" and el.type in _NOT_VALIDATED:
        return False
    if "readonly" in el.attrs and el.tag != "select":
        return False
    return not _disabled(el)


def _disabled(el: Any) -> bool:
    if "disabled" in el.attrs:
        return True
    child, parent = el, el.parent
    while parent is not None and getattr(parent, "tag", None) is not None:
        if parent.tag == "datalist":
            return True
        if parent.tag == "fieldset" and "disabled" in parent.attrs:
            legend = next((c for c in parent.children if getattr(c, "tag", None) == "legend"), None)
            if child is not legend:
                return True
        child, parent = parent, parent.parent
    return False


def _valid(el: Any, form: Any) -> bool:
    tag = el.tag
    required = "required" in el.attrs
    if tag == "textarea":
        return not (required and el.value == "")
    if tag == "select":
        return not (required and _select_missing(el))
    kind = el.type
    value = el.value
    if kind == "checkbox":
        return not (required and not el.checked)
    if kind == "radio":
        return not _radio_missing(el, form)
    if kind == "file":
        return not required
    if required and value == "":
        return False
    if value == "":
        return True
    if kind == "email":
        parts = value.split(",") if "multiple" in el.attrs else [value]
        if not all(_EMAIL.fullmatch(p.strip() if "multiple" in el.attrs else p) for p in parts):
            return False
    if kind == "url" and not _URL.fullmatch(value):
        return False
    pattern = el.attrs.get("pattern")
    if pattern is not None and kind in ("text", "search", "url", "tel", "email", "password"):
        try:
            if not re.fullmatch(f"(?:{pattern})", value):
                return False
        except re.error:
            pass
    if kind == "number":
        return _number_ok(el, value)
    return True


def _number_ok(el: Any, value: str) -> bool:
    try:
        number = float(value)
    except ValueError:
        return True  # (a bad number is the empty string as the value: not reached)
    if not math.isfinite(number):
        return True

    def attr(name: str) -> float | None:
        try:
            found = float(el.attrs.get(name, ""))
        except ValueError:
            return None
        return found if math.isfinite(found) else None

    low, high = attr("min"), attr("max")
    if low is not None and number < low:
        return False
    if high is not None and number > high:
        return False
    step_text = (el.attrs.get("step") or "").strip().lower()
    if step_text == "any":
        return True
    step = attr("step")
    if step is None or step <= 0:
        step = 1.0
    base = low if low is not None else 0.0
    ratio = (number - base) / step
    return abs(ratio - round(ratio)) < 1e-9


def _radio_missing(el: Any, form: Any) -> bool:
    name = el.attrs.get("name")
    group = [el] if not name else [
        other for other in form.form_controls
        if other.tag == "input" and other.type == "radio" and other.attrs.get("name") == name
    ]
    if not any("required" in r.attrs for r in group):
        return False
    return not any(r.checked for r in group)


def _select_missing(el: Any) -> bool:
    options = el.options
    selected = [o for o in options if o.selected]
    if not selected:
        return True
    if "multiple" in el.attrs:
        return False
    try:
        size = int(el.attrs.get("size", "1") or 1)
    except ValueError:
        size = 1
    if size > 1:
        return False
    first = options[0] if options else None
    placeholder = first is not None and first.value == "" and first.parent is el
    return placeholder and selected[0] is first
