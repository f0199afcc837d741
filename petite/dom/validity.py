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
typed, which the browser cannot tell apart here; they are not checked, and neither are
`min`/`max`/`step` on date and time inputs.) `validationMessage` is Chromium's (en-US)
for each of them.
"""

from __future__ import annotations

import math
import re
from decimal import ROUND_FLOOR, Decimal
from typing import Any

from ..expr.budget import ExpressionLimitError, metered, tick
from ..expr.errors import ExpressionError
from ..expr.regexp import RegexSyntaxError, translate
from ..expr.values import number_to_string
from .core import HTML_NS, root_elements

_NOT_VALIDATED = frozenset({"hidden", "reset", "button", "submit", "image"})
_TEXT_LIKE = frozenset({"text", "search", "url", "tel", "email", "password", "date", "month", "week", "time",
                        "datetime-local", "number"})
# HTML's "valid email address" (the WHATWG pattern)
_EMAIL = re.compile(
    r"[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?"
    r"(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*"
)
# (a scheme, then anything: Chromium's URL parser takes `http://a.com/a b` and
# `mailto:x y`, escaping the spaces; petite is no stricter than a browser)
_URL = re.compile(r"[a-zA-Z][a-zA-Z0-9+.-]*:.*")
_FLOAT = re.compile(r"-?(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")


def submission_invalid(form: Any, submitter: Any) -> list:
    """The controls that stop `form`'s submission by `submitter` (none when the form
    has `novalidate` or the submitter `formnovalidate`); the caller fires `invalid` at
    each (petite.dom.events)."""
    if "novalidate" in form.attrs or (submitter is not None and "formnovalidate" in submitter.attrs):
        return []
    return invalid_controls(form)


def invalid_controls(el: Any) -> list:
    """For `el.checkValidity()` (an element or a form): the invalid controls, in tree
    order; the caller fires `invalid` at each."""
    controls = el.form_controls if el.tag == "form" else [el]
    return [c for c in controls if will_validate(c) and not validity(c)["valid"]]


def will_validate(el: Any) -> bool:
    return _candidate(el)


# Steps one control's validity or form entry costs: its type, value (sanitised), form
# owner and ancestors (disabled fieldsets, datalists) are some 25 Python calls, 15-26 µs
# (a loop turn is 4 steps, 0.4 µs); charged 1 step a control (as the tree walk that
# lists the form's controls), `form.checkValidity()` on 3,000 inputs ran 80 ms a call,
# `new FormData(form)` 45 ms: a budget of them, one click, ran for hours.
CONTROL_STEPS = 150


def validity(el: Any) -> dict[str, bool]:
    """`el.validity`: the ValidityState flags."""
    tick(CONTROL_STEPS)
    flags = dict.fromkeys(("valueMissing", "typeMismatch", "patternMismatch", "tooLong", "tooShort",
                           "rangeUnderflow", "rangeOverflow", "stepMismatch", "badInput", "customError"), False)
    if el.tag in ("input", "select", "textarea") and _candidate(el):
        form = el.form_owner if el.tag != "form" else None
        problem = _problem(el, form)
        if problem:
            flags[problem] = True
    if el.data_or_none() is not None and el.data.get("custom_validity"):
        flags["customError"] = True
    flags["valid"] = not any(flags.values())
    return flags


def set_custom_validity(el: Any, message: str) -> None:
    el.data["custom_validity"] = message


# Chromium's messages (en-US) for a missing value, by control
_MISSING = {"checkbox": "Please check this box if you want to proceed.", "radio": "Please select one of these options.",
            "select": "Please select an item in the list.", "file": "Please select a file."}


def validation_message(el: Any) -> str:
    if not will_validate(el):
        return ""
    state = validity(el)
    if state["customError"]:
        return el.data.get("custom_validity", "")
    if state["valueMissing"]:
        kind = "select" if el.tag == "select" else el.type if el.tag == "input" else ""
        return _MISSING.get(kind, "Please fill out this field.")
    if state["typeMismatch"]:
        if el.type == "url":
            return "Please enter a URL."
        return next(_email_message(a) for a in _addresses(el, el.value) if not _valid_email(a))
    if state["patternMismatch"]:
        return "Please match the requested format."
    if state["rangeUnderflow"]:
        return f"Value must be greater than or equal to {_shown(_number_attr(el, 'min'))}."
    if state["rangeOverflow"]:
        return f"Value must be less than or equal to {_shown(_number_attr(el, 'max'))}."
    if state["stepMismatch"]:
        return _step_message(el)
    return ""


# Characters an email address's local part and domain may hold (Chromium's messages)
_LOCAL_CHARACTERS = re.compile(r"[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]")
_DOMAIN_CHARACTERS = re.compile(r"[a-zA-Z0-9.-]")


def _addresses(el: Any, value: str) -> list[str]:
    """An email input's addresses: its value, or with `multiple` each comma-separated
    part, trimmed."""
    return [part.strip() for part in value.split(",")] if "multiple" in el.attrs else [value]


def _valid_email(address: str) -> bool:
    """HTML's valid email address, an internationalised domain as Chromium takes it:
    converted to punycode first (`a@é.c` is `a@xn--9ca.c`)."""
    if _EMAIL.fullmatch(address):
        return True
    local, at, domain = address.rpartition("@")
    if not at or domain.isascii():
        return False
    try:
        ascii_domain = domain.encode("idna").decode("ascii")
    except UnicodeError:
        return False
    return _EMAIL.fullmatch(f"{local}@{ascii_domain}") is not None


def _email_message(address: str) -> str:
    """Chromium's message for an email address that is not one: what is missing or
    which character is wrong, else the general one."""
    if "@" not in address:
        return f"Please include an '@' in the email address. '{address}' is missing an '@'."
    local, domain = address.split("@", 1)
    if not local:
        return f"Please enter a part followed by '@'. '{address}' is incomplete."
    if not domain:
        return f"Please enter a part following '@'. '{address}' is incomplete."
    wrong = next((c for c in local if not _LOCAL_CHARACTERS.fullmatch(c)), None)
    if wrong is not None:
        return f"A part followed by '@' should not contain the symbol '{wrong}'."
    wrong = next((c for c in domain if not _DOMAIN_CHARACTERS.fullmatch(c)), None)
    if wrong is not None:
        return f"A part following '@' should not contain the symbol '{wrong}'."
    if domain[0] == "." or domain[-1] == "." or ".." in domain:
        return f"'.' is used at a wrong position in '{domain}'."
    return "Please enter an email address."


def _step_message(el: Any) -> str:
    """The nearest values `step` allows around the value (one when the other is past
    `min` or `max`), as Chromium words it."""
    step, base = allowed_step(el), step_base(el)
    value = Decimal(repr(float(el.value)))
    below = base + step * ((value - base) / step).to_integral_value(ROUND_FLOOR)
    above = below + step
    low, high = decimal_attr(el, "min"), decimal_attr(el, "max")
    fits = [v for v in (below, above) if (low is None or v >= low) and (high is None or v <= high)]
    if len(fits) == 2:
        return f"Please enter a valid value. The two nearest valid values are {_shown(fits[0])} and {_shown(fits[1])}."
    if fits:
        return f"Please enter a valid value. The nearest valid value is {_shown(fits[0])}."
    return "Please enter a valid value."


def _shown(number: Any) -> str:
    return number_to_string(float(number))


def _candidate(el: Any) -> bool:
    """A candidate for constraint validation: a form control that is not barred (a
    submit button is one; the other buttons, hidden inputs, read-only and disabled
    controls are not)."""
    if el.namespace == HTML_NS and el.tag == "button":
        return el.type == "submit" and not _disabled(el)
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


def _problem(el: Any, form: Any) -> str | None:
    """The ValidityState flag `el` fails (the first one), or None."""
    tag = el.tag
    required = "required" in el.attrs
    if tag == "textarea":
        return "valueMissing" if required and el.value == "" else None
    if tag == "select":
        return "valueMissing" if required and _select_missing(el) else None
    kind = el.type
    value = el.value
    if kind == "checkbox":
        return "valueMissing" if required and not el.checked else None
    if kind == "radio":
        return "valueMissing" if _radio_missing(el, form) else None
    if kind == "file":  # (its value is the chosen file's name once a user chose one)
        return "valueMissing" if required and value == "" else None
    if value == "":
        return "valueMissing" if required else None
    if kind == "email" and not all(_valid_email(a) for a in _addresses(el, value)):
        return "typeMismatch"
    if kind == "url" and not _URL.fullmatch(value):
        return "typeMismatch"
    pattern = el.attrs.get("pattern")
    if pattern is not None and kind in ("text", "search", "url", "tel", "email", "password"):
        if metered(_pattern_mismatch, pattern, value):
            return "patternMismatch"
    if kind == "number":
        return _number_problem(el, value)
    return None


def _pattern_mismatch(pattern: str, value: str) -> bool:
    """Does `value` fail the `pattern` attribute? The pattern is JavaScript's, matched
    against the whole value (`^(?:pattern)$`, as Chromium compiles it, with the `v`
    flag: petite's `u`) by the expression language's regular expressions, which run it
    in bounded time (`petite.expr.regexp`: RE2, or `re` behind its guard, priced on the
    running evaluation's budget). A pattern they cannot compile is ignored, as a browser
    ignores an invalid one, and so is one whose classes the `v` flag rejects or reads
    otherwise than `u` (`_v_mode_classes`). (Python's `re` ran it unguarded: a value a
    live client typed made `([a-z0-9]+)+@x` backtrack for ever on a submit click.)"""
    if not _v_mode_classes(pattern):
        return False
    try:
        searcher = translate(f"^(?:{pattern})$", "u").searcher(value)
        found = searcher.search(0, sticky=True)
        tick(searcher.cost(0, found, sticky=True))  # (as a RegExp's match is charged)
    except RegexSyntaxError:
        return False
    except ExpressionError as error:  # (refused by the guard; a limit error is no refusal)
        if isinstance(error, ExpressionLimitError) or error.kind != "SyntaxError":
            raise
        return False
    return found is None


# In a `v`-flag class these must be escaped (ClassSetSyntaxCharacter; `-` only makes a
# range between two characters), and these doubled are reserved or set operators.
_V_CLASS_SYNTAX = frozenset("()[]{}/|-")
_V_CLASS_DOUBLES = frozenset("&!#$%*+,.:;<=>?@^`~-")
_CLASS_ESCAPES = frozenset("dDsSwWpPq")


def _v_mode_classes(pattern: str) -> bool:
    """Do `pattern`'s character classes read alike with the `v` flag (Chromium's for
    `pattern`) and the `u` flag (petite's)? False for a class the `v` flag rejects
    (`[a-]`, `[\\w-x]`, `[(]`, `[a|b]`: Chromium then ignores the pattern, and so does
    petite) or reads as a set operation or a nested class, which petite's regular
    expressions lack (`[a--b]`, `[a&&b]`, `[[a]]`, `\\q{...}`: not checked)."""
    i, n = 0, len(pattern)
    in_class = False
    previous = ""  # (in a class: "char" after a character a range may start from)
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            escaped = pattern[i + 1:i + 2]
            end = pattern.find("}", i) + 1 if pattern[i + 2:i + 3] == "{" and escaped in "pPqu" else i + 2
            i = max(end, i + 2)
            if in_class:
                if escaped == "q":
                    return False
                previous = "escape" if escaped in _CLASS_ESCAPES else "char"
            continue
        if not in_class:
            if ch == "[":
                in_class, previous = True, ""
                if pattern[i + 1:i + 2] == "^":
                    i += 1
            i += 1
            continue
        if ch == "]":
            in_class = False
        elif ch in _V_CLASS_DOUBLES and pattern[i + 1:i + 2] == ch:
            return False
        elif ch == "-":
            following = pattern[i + 1:i + 2]
            if previous != "char" or following in ("", "]", "-") or following in _V_CLASS_SYNTAX:
                return False
            if following == "\\" and pattern[i + 2:i + 3] in _CLASS_ESCAPES:
                return False
            previous = "range"
        elif ch in _V_CLASS_SYNTAX:
            return False
        else:
            previous = "char" if previous != "range" else ""
        i += 1
    return True


def _number_problem(el: Any, value: str) -> str | None:
    try:
        number = float(value)
    except ValueError:
        return None  # (a bad number is the empty string as the value: not reached)
    if not math.isfinite(number):
        return None

    low, high = _number_attr(el, "min"), _number_attr(el, "max")
    if low is not None and number < low:
        return "rangeUnderflow"
    if high is not None and number > high:
        return "rangeOverflow"
    if (el.attrs.get("step") or "").strip().lower() == "any":
        return None
    ratio = (Decimal(repr(number)) - step_base(el)) / allowed_step(el)
    return None if ratio == ratio.to_integral_value() else "stepMismatch"


def _number_attr(el: Any, name: str) -> float | None:
    """A number input's `min`, `max`, `step` or `value` attribute as a finite number
    (HTML's valid floating-point number: no spaces, `inf` or `1_000`), else None."""
    text = el.attrs.get(name, "")
    if not _FLOAT.fullmatch(text):
        return None
    found = float(text)
    return found if math.isfinite(found) else None


def decimal_attr(el: Any, name: str) -> Decimal | None:
    """`_number_attr` as an exact decimal (step arithmetic: 0.2 + 0.5 is 0.7)."""
    found = _number_attr(el, name)
    return None if found is None else Decimal(repr(found))


def allowed_step(el: Any) -> Decimal:
    step = decimal_attr(el, "step")
    return step if step is not None and step > 0 else Decimal(1)


def step_base(el: Any) -> Decimal:
    """HTML's step base: `min`, else the `value` attribute (the default value), else 0."""
    for name in ("min", "value"):
        found = decimal_attr(el, name)
        if found is not None:
            return found
    return Decimal(0)


def _radio_missing(el: Any, form: Any) -> bool:
    name = el.attrs.get("name")
    if form is not None:
        candidates = form.form_controls
    else:  # a radio outside any form: its group is the tree's formless radios of that name
        candidates = [e for e in root_elements(el) if e.tag == "input" and e.form_owner is None]
    group = [el] if not name else [
        other for other in candidates
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


def form_entries(form: Any, submitter: Any = None) -> list[tuple[str, str]]:
    """A form's entry list, as `new FormData(form, submitter)` builds it in Chromium:
    named, enabled controls in tree order (a datalist's too), checkboxes and radios when
    checked (`on` by default), each selected enabled option of a select, the text of
    inputs and textareas, no file contents, buttons only as the submitter."""
    entries: list[tuple[str, str]] = []
    for el in form.form_controls:
        tick(CONTROL_STEPS)
        name = el.attrs.get("name")
        if not name or _disabled_control(el):
            continue
        tag = el.tag
        if tag == "button" or (tag == "input" and el.type in ("submit", "image", "reset", "button")):
            if el is submitter and el.type in ("submit", "image"):
                entries.append((name, el.value))
            continue
        if tag == "input":
            kind = el.type
            if kind == "file":
                continue
            if kind in ("checkbox", "radio"):
                if el.checked:
                    entries.append((name, el.value))
                continue
            entries.append((name, el.value))
        elif tag == "select":
            for option in el.options:
                if option.selected and not _disabled_control(option):
                    entries.append((name, option.value))
        elif tag == "textarea":
            entries.append((name, el.value))
    return entries


def _disabled_control(el: Any) -> bool:
    """Disabled itself, or inside a disabled fieldset (outside its first legend) or
    (an option) a disabled optgroup; a datalist does not disable here."""
    if "disabled" in el.attrs:
        return True
    child, parent = el, el.parent
    while parent is not None and getattr(parent, "tag", None) is not None:
        if parent.tag == "fieldset" and "disabled" in parent.attrs:
            legend = next((c for c in parent.children if getattr(c, "tag", None) == "legend"), None)
            if child is not legend:
                return True
        if el.tag == "option" and parent.tag == "optgroup" and "disabled" in parent.attrs:
            return True
        child, parent = parent, parent.parent
    return False
