"""Form state: the live `value`, `checked` and `selected` of controls, selects and
their options, radio groups, and a control's form.

`FormControl` is a part of `petite.dom.Element` (a mixin: it uses the element's
`tag`, `attrs`, `props` and tree); `settle_*` keep radio groups consistent when trees
are parsed or inserted.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from ..expr.budget import tick
from ..expr.values import to_js_string, truthy, undefined
from ..input_value import VALUE_IS_ATTRIBUTE, has_own_value, input_type, sanitize

# The key of an input's data holding the value its type change sanitized while its
# dirty value flag was false (the very string in its `value` property): the value
# follows the `value` attribute again when that changes; any write of the property
# (`set_prop`) makes the value the user's or script's own.
VALUE_CLEAN = "value clean"
from . import text_selection
from .core import DOCUMENT_FRAGMENT_NODE, ELEMENT_NODE, HTML_NS, SVG_NS, TEXT_NODE, is_element, recorder_of, root_elements

# HTML elements whose `value` property reflects the value attribute (the form controls
# keep live state instead); on any other element `value` is a plain JavaScript expando.
VALUE_ATTRIBUTE_ELEMENTS = frozenset("button data param li meter progress".split())
_VALUE_PROPERTY_ELEMENTS = VALUE_ATTRIBUTE_ELEMENTS | {"input", "textarea", "select", "option", "output"}
# An `<output>`'s value is its text; its default value (what a form reset puts back) is
# its text too, until a script sets its value: then the text it had (the HTML "default
# value override", kept in the element's data under this key).
OUTPUT_DEFAULT = "output default"

# Boolean attributes, as reflected by the DOM's boolean properties.
BOOLEAN_ATTRIBUTES = frozenset(
    "allowfullscreen async autofocus autoplay checked controls default defer disabled "
    "formnovalidate hidden inert ismap itemscope loop multiple muted nomodule novalidate "
    "open playsinline readonly required reversed selected truespeed".split()
)

_ASCII_WHITESPACE = re.compile("[ \t\n\f\r]+")

# Steps per element of the tree `form.elements` walks (the walk and each element's form
# owner: 1-4 µs; charged 1, `form.x1` on a 3,000-element page ran 12 ms for 3,000 steps)
FORM_OWNER_STEPS = 16

LISTED_ELEMENTS = frozenset("button fieldset input object output select textarea".split())
_SUBMITS = frozenset({"submit", "image"})  # (the input types that submit)


class FormControl:
    """The form-state properties of an element (`el.value`, `el.checked` ...)."""

    __slots__ = ()


    @property
    def type(self) -> str:
        """The `type` property: lower-cased for inputs, derived for selects/textareas."""
        if self.tag == "input":
            return input_type(self.attrs.get("type"))
        if self.tag == "select":
            return "select-multiple" if "multiple" in self.attrs else "select-one"
        if self.tag == "textarea":
            return "textarea"
        if self.tag == "button":
            t = (self.attrs.get("type") or "").lower()  # (missing or invalid: "auto")
            return t if t in ("submit", "reset", "button") else "button" if "commandfor" in self.attrs else "submit"
        if self.tag in ("fieldset", "output") and self.namespace == HTML_NS:
            return self.tag
        return self.attrs.get("type", "")

    @property
    def value(self) -> Any:
        tag = self.tag
        if tag == "input":
            kind = self.type
            if "value" in self.props:
                value = self.props["value"]
                if not isinstance(value, str):
                    value = "" if value is None else to_js_string(value)
            elif kind == "file":  # (mode "filename": a chosen file's name, never the attribute)
                value = ""
            else:
                value = self.attrs.get("value", "on" if kind in ("checkbox", "radio") else "")
            return sanitize(kind, value, self.attrs)
        if tag == "textarea":
            return self.props["value"] if "value" in self.props else self.text_content
        if tag == "select":
            for option in self.options:
                if option.selected:
                    return option.value
            return ""
        if tag == "option":
            if "value" in self.attrs:
                return self.attrs["value"]
            return option_text(self)
        if tag == "output" and self.namespace == HTML_NS:
            return self.text_content
        if tag in VALUE_ATTRIBUTE_ELEMENTS and self.namespace == HTML_NS:
            return self.attrs.get("value", "")
        # No `value` property: a JavaScript expando, never in the markup (`div.value`).
        data = self.data_or_none()
        if data is not None and "value expando" in data:
            return data["value expando"]
        return undefined

    @value.setter
    def value(self, value: Any) -> None:
        if self.tag not in _VALUE_PROPERTY_ELEMENTS or self.namespace != HTML_NS:
            self.data["value expando"] = value
            return
        text = "" if value is None else value if isinstance(value, str) else to_js_string(value)
        if self.tag == "select":
            found = False
            for option in self.options:
                hit = not found and option.value == text
                option.set_prop("selected", hit)
                found = found or hit
            return
        if self.tag == "output":
            self.data.setdefault(OUTPUT_DEFAULT, self.text_content)
            self.textContent = text
            return
        if self.tag == "option" or self.tag not in ("input", "textarea"):
            self.set_attribute("value", text)
            return
        if self.tag == "input":
            kind = self.type
            if kind in VALUE_IS_ATTRIBUTE:
                if "value" in self.props:  # (written while the type had another mode)
                    del self._own_props()["value"]
                self.set_attribute("value", text)
                return
            text = sanitize(kind, text, self.attrs)
        if text_selection.has_selection(self) and text != self.value:  # (the type first: reading the value sanitizes it)
            text_selection.value_changed(self, text)
        self.set_prop("value", text)

    def value_mode_changed(self, type_before: str) -> None:
        """An input's type changed from `type_before`: its value follows the HTML
        standard's type change steps, as Chromium's does. A value of its own (value mode
        "value", the `value` property here) that its new type keeps in the attribute
        moves there unless it is empty (`<input :value="v" :type="t">`: the value is
        written while the input is still a text input); from a mode without a value of
        its own to one with, or to a file input's, the input drops it (its value is the
        attribute's again, or a file input's none). Then the new type sanitizes the
        value it holds, which stays so: `'q'` in a color input is `#000000`, and a text
        input again keeps `#000000`; an attribute `900` read by a range of max 100 is
        `100`, kept by a text input again until the attribute changes (a value the user
        or a script did not write follows the attribute: `VALUE_CLEAN`)."""
        kind = self.type
        changed = False  # (whether these steps changed the value)
        if "value" in self.props:
            if has_own_value(type_before) and kind in VALUE_IS_ATTRIBUTE:
                value = self.props["value"]
                self._drop_value()
                if value != "":
                    self.set_attribute("value", value)  # type: ignore[attr-defined]
                changed = True
            elif not has_own_value(type_before) and has_own_value(kind) or kind == "file":
                self._drop_value()
                changed = True
        if has_own_value(kind):
            own = "value" in self.props
            value = self.props["value"] if own else self.attrs.get("value", "")
            text = "" if value is None else value if isinstance(value, str) else to_js_string(value)
            sanitized = sanitize(kind, text, self.attrs)
            if not own:
                changed = self._follow_attribute(sanitized) or changed
            elif sanitized != value:
                clean = self.data_or_none() is not None and self.data.get(VALUE_CLEAN) is value
                self._own_props()["value"] = sanitized  # (the browser sanitizes it itself)
                if clean:
                    self.data[VALUE_CLEAN] = sanitized
                changed = True
        if changed:
            note = getattr(recorder_of(self), "type_changes_value", None)
            if note is not None:  # (a patch log: the browser must see each type it went through)
                note(self.nid)

    def _drop_value(self) -> None:
        """Forget the input's own value (its dirty value flag is false again)."""
        del self._own_props()["value"]
        data = self.data_or_none()
        if data is not None:
            data.pop(VALUE_CLEAN, None)

    def _follow_attribute(self, sanitized: str) -> bool:
        """An input without a value of its own holds `sanitized`, its `value` attribute
        as its type sanitizes it: kept as a value no user or script wrote when the two
        differ (`VALUE_CLEAN`); whether it is kept."""
        if sanitized == self.attrs.get("value", ""):
            return False
        self._own_props()["value"] = sanitized
        self.data[VALUE_CLEAN] = sanitized
        return True

    def value_attribute_changed(self) -> None:
        """An input's `value` attribute was set or removed: unless the user or a script
        wrote its value, the value is the attribute's again, as its type sanitizes it,
        and stays so (a range input's `900` is its max, `100`, and a text input made of
        it keeps `100`; a range input's removed attribute is its default, `50`)."""
        if "value" in self.props:
            data = self.data_or_none()
            if data is None or data.get(VALUE_CLEAN) is not self.props["value"]:
                return  # (the user's or script's own value: the attribute is its default only)
            self._drop_value()
        kind = self.type
        if has_own_value(kind):
            self._follow_attribute(sanitize(kind, self.attrs.get("value", ""), self.attrs))

    @property
    def checked(self) -> bool:
        if "checked" in self.props:
            return bool(self.props["checked"])
        return "checked" in self.attrs

    @checked.setter
    def checked(self, value: Any) -> None:
        value = truthy(value)
        self.set_prop("checked", value)
        if value and self.tag == "input" and self.type == "radio":
            for other in self._radio_group():
                if other is not self:
                    other.set_prop("checked", False)

    def _radio_group(self) -> list[Any]:
        """The radios of this radio's group, in tree order: same non-empty name, same
        form owner (or both formless), same tree."""
        name = self.attrs.get("name")
        if not name:
            return [self]
        elements = list(root_elements(self))
        first_with_id = _first_with_id(elements)
        owner = _form_owner(self, first_with_id)
        group = [
            e for e in elements
            if e.tag == "input" and e.attrs.get("name") == name and e.type == "radio"
            and _form_owner(e, first_with_id) is owner
        ]
        tick(2 * len(group))  # (each member's type and form owner found: 1.7 µs a radio, the walk's step included)
        return group

    @property
    def selected(self) -> bool:
        if "selected" in self.props:
            return bool(self.props["selected"])
        if "selected" in self.attrs:
            return True
        select = self._select()
        if select is None or select.multiple or _int_attr(select, "size", 0) > 1:
            return False
        # A drop-down select with nothing explicitly selected shows its first option.
        options = select.options
        if any(("selected" in o.props and o.props["selected"]) or ("selected" not in o.props and "selected" in o.attrs) for o in options):
            return False
        if any("selected" in o.props for o in options):
            return False
        first = next((o for o in options if "disabled" not in o.attrs), None)
        return first is self

    @selected.setter
    def selected(self, value: Any) -> None:
        value = truthy(value)
        select = self._select()
        if value and select is not None and not select.multiple:
            for option in select.options:
                if option is not self:
                    option.set_prop("selected", False)
        self.set_prop("selected", value)

    def _keep_selection(self) -> None:
        """Before a select turns into a list box: browsers keep the option a drop-down
        showed by default as really selected (selectedness is state, not derived)."""
        for option in self.options:
            if "selected" not in option.props and option.selected:
                option._own_props()["selected"] = True

    def _select(self) -> Any:
        parent = self.parent
        if is_element(parent) and parent.tag == "optgroup":
            parent = parent.parent
        return parent if is_element(parent) and parent.tag == "select" else None

    @property
    def multiple(self) -> bool:
        return "multiple" in self.attrs

    @property
    def options(self) -> list[Any]:
        found = [e for e in self.elements() if e.tag == "option"]
        tick(len(found))  # (a walk of the select: an add or a selection in a loop is charged per option)
        return found

    @property
    def selectedIndex(self) -> int:
        for i, option in enumerate(self.options):
            if option.selected:
                return i
        return -1

    @selectedIndex.setter
    def selectedIndex(self, index: int) -> None:
        for i, option in enumerate(self.options):
            option.set_prop("selected", i == index)



    @property
    def form_controls(self) -> list[Any]:
        """A `<form>`'s listed controls in tree order (`form.elements`): those inside it
        (and no nested form) or naming it by its id in a `form` attribute."""
        if self.tag != "form":
            return []
        elements = list(root_elements(self))  # (the whole tree is walked, each element's owner found)
        tick(10 + FORM_OWNER_STEPS * len(elements))
        first_with_id = _first_with_id(elements)
        return [el for el in elements if el.tag in LISTED_ELEMENTS and _form_owner(el, first_with_id) is self]

    @property
    def is_submit_button(self) -> bool:
        """Does activating this element submit its form (an HTML `<button>` of type
        submit, an `<input>` of type submit or image)? The one rule for clicks,
        `requestSubmit`, `:default` and a live client's `submitter`."""
        if self.namespace != HTML_NS:
            return False
        return self.tag == "button" and self.type == "submit" or self.tag == "input" and self.type in _SUBMITS

    @property
    def form_owner(self) -> Any:
        """The form a listed control belongs to (`el.form`)."""
        def first_with_id(name: str) -> Any:
            return next((el for el in root_elements(self) if el.attrs.get("id") == name), None)
        return _form_owner(self, first_with_id)

    def named_controls(self, name: str) -> list[Any]:
        """A form's controls whose id or name is `name` (its named properties); image
        buttons do not count."""
        return [
            el for el in self.form_controls
            if (el.attrs.get("id") == name or el.attrs.get("name") == name)
            and not (el.tag == "input" and el.type == "image")
        ]


def option_text(option: Any) -> str:
    """An option's `text`: the data of its text descendants, those inside a (HTML or
    SVG) script left out, with ASCII whitespace stripped and collapsed."""
    parts: list[str] = []
    pending = list(reversed(option.children))
    while pending:
        node = pending.pop()
        tick(1)
        if node.nodeType == TEXT_NODE:
            parts.append(node.data)
        elif is_element(node) and not (node.tag == "script" and node.namespace in (HTML_NS, SVG_NS)):
            pending.extend(reversed(node.children))
    return collapse_whitespace("".join(parts))


def collapse_whitespace(text: str) -> str:
    """HTML's "strip and collapse ASCII whitespace" (an option's text)."""
    return " ".join(_ASCII_WHITESPACE.split(text.strip(" \t\n\f\r"))) if text else ""


def option_index(option: Any) -> int:
    """An option's `index`: its place in its select's options, else 0."""
    select = option._select()
    if select is None:
        return 0
    for i, other in enumerate(select.options):
        if other is option:
            return i
    return 0


def _form_owner(el: Any, first_with_id: Callable[[str], Any]) -> Any:
    """The form `el` belongs to: the element its `form` attribute names, if that is a
    form, else its nearest form ancestor. `first_with_id`: an id's first element in
    the tree (one lookup table for a walk over many controls: `_first_with_id`)."""
    owner_id = el.attrs.get("form")
    if owner_id is not None:
        found = first_with_id(owner_id)
        return found if found is not None and found.tag == "form" else None
    node = el.parent
    while node is not None:
        if node.nodeType == ELEMENT_NODE and node.tag == "form" and node.namespace == HTML_NS:
            return node
        node = node.parent
    return None


def _first_with_id(elements: list[Any]) -> Callable[[str], Any]:
    """Each id's first element among `elements` (a tree's, in tree order), as a lookup
    whose table is made at the first lookup (most controls name no form)."""
    first: dict[str, Any] | None = None

    def lookup(name: str) -> Any:
        nonlocal first
        if first is None:
            first = {}
            for el in reversed(elements):
                key = el.attrs.get("id")
                if key is not None:
                    first[key] = el
        return first.get(name)

    return lookup


_RESET_LATER = "options reset later"  # (a select's `data` key: `one_options_reset`)


def _select_of(parent: Any) -> Any:
    """The select whose options are `parent`'s children: `parent` itself, or the
    select an optgroup is in (None for any other node)."""
    tag = getattr(parent, "tag", None)
    if tag == "select":
        return parent
    return parent._select() if tag == "optgroup" else None


def select_inserted_option(node: Any) -> None:
    """An option inserted selected (its selectedness set by a script: `selected` as a
    property) into a select without `multiple` becomes its selected option, whatever
    the select held (as Chromium inserts it; `new Option(t, v, false, true)` added to a
    select); an optgroup's options count, the last such one wins."""
    tag = getattr(node, "tag", None)
    if tag == "option":
        options = [node]
    elif tag == "optgroup":
        options = [child for child in node.children if getattr(child, "tag", None) == "option"]
    else:
        return
    select = _select_of(node.parent)
    if select is None or select.multiple:
        return
    for option in reversed(options):
        if option.props.get("selected"):
            option.selected = True
            return


def reset_options(parent: Any) -> None:
    """The browser's selectedness setting when options enter or leave `parent` (a
    select, or an optgroup in one): a select without `multiple` keeps only the last of
    its selected options, and a drop-down (display size 1) left with none selected (a
    script set a value no option had) selects its first enabled option. One pass over
    the options (a list of thousands is reset once per change, not per option)."""
    select = _select_of(parent)
    if select is None or select.multiple or _RESET_LATER in (select.data_or_none() or ()):
        return
    chosen = []  # the options stated selected (a prop, else the attribute)
    stated = False  # whether any option's selectedness was set as a prop
    first = None  # the first enabled option
    walked = 0
    for option in select.elements():
        walked += 1
        if option.tag != "option":
            continue
        props = option.props
        if "selected" in props:
            stated = True
            if props["selected"]:
                chosen.append(option)
        elif "selected" in option.attrs:
            chosen.append(option)
        if first is None and "disabled" not in option.attrs:
            first = option
    tick(walked)  # (each insertion into a select walks its options: charged, as a walk of the tree is)
    for option in chosen[:-1]:
        option.set_prop("selected", False)
    # None stated and no prop set: the first enabled option shows by default (`selected`).
    if not chosen and stated and first is not None and _int_attr(select, "size", 0) <= 1:
        first.set_prop("selected", True)


@contextmanager
def one_options_reset(parent: Any) -> Iterator[None]:
    """Many options entering or leaving `parent` in a row (a list's rows, a cleared
    select) reset its select once, at the end, not after each (`reset_options`)."""
    select = _select_of(parent)
    if select is None or _RESET_LATER in (select.data_or_none() or ()):
        yield
        return
    data = select.data
    data[_RESET_LATER] = True
    try:
        yield
    finally:
        del data[_RESET_LATER]
        reset_options(select)


def settle_inserted_radios(node: Any) -> None:
    """A checked radio inserted into a tree unchecks the others of its group (in tree
    order, as the browser inserts them one by one); so does a checked radio whose name,
    type, form or checked attribute changes (`Element.set_attribute`)."""
    kind = node.nodeType
    if kind != ELEMENT_NODE:
        if kind != DOCUMENT_FRAGMENT_NODE:
            return
        radios = _inputs_below(node)
    elif node.tag == "input":
        radios = [node]
    elif not node.children:
        return
    else:
        radios = _inputs_below(node)
    for radio in radios:
        props = radio.props
        checked = props["checked"] if "checked" in props else "checked" in radio.attrs
        if checked and radio.type == "radio" and radio.attrs.get("name"):
            for other in radio._radio_group():
                if other is not radio and other.checked:
                    other.set_prop("checked", False)


def _inputs_below(node: Any) -> list[Any]:
    """The `<input>` elements below `node`, in tree order (not inside template contents).
    Every inserted subtree is searched (each row of a list): one loop, no generators."""
    found = []
    stack = list(reversed(node.children))
    while stack:
        child = stack.pop()
        if child.nodeType == ELEMENT_NODE:
            if child.tag == "input":
                found.append(child)
            if child.children:
                stack.extend(reversed(child.children))
    return found


def settle_radio_groups(root: Any) -> None:
    """A freshly parsed tree as a parser inserting it node by node leaves it: the last
    checked radio of each group stays checked (template contents are trees of their own)."""
    for el in reversed(list(root.elements())):  # from the last: it unchecks those before it
        if el.content is not None:
            settle_radio_groups(el.content)
        elif el.tag == "input" and "checked" in el.attrs and el.checked:
            settle_inserted_radios(el)



def _int_attr(el: Any, name: str, default: int) -> int:
    try:
        return int(el.attrs.get(name, default))
    except ValueError:
        return default


def output_default(output: Any) -> str:
    """An `<output>`'s `defaultValue`: the text it had when a script first set its value,
    else its text."""
    data = output.data_or_none()
    return data[OUTPUT_DEFAULT] if data is not None and OUTPUT_DEFAULT in data else output.text_content


def set_output_default(output: Any, text: str) -> None:
    """`output.defaultValue = text`: its text, unless a script set its value (then the
    value stays and `text` is what a reset puts back)."""
    data = output.data_or_none()
    if data is not None and OUTPUT_DEFAULT in data:
        data[OUTPUT_DEFAULT] = text
    else:
        output.textContent = text


def reset_output(output: Any) -> None:
    """A form reset: the output shows its default value again (as text)."""
    text = output_default(output)
    data = output.data_or_none()
    if data is not None:
        data.pop(OUTPUT_DEFAULT, None)
    output.textContent = text
