"""v-model: two-way binding of inputs, textareas and selects.

Text-like inputs listen to `input` (`change` with `.lazy`), `.trim` trims, `.number`
(implied by `type="number"`) converts with parseFloat; checkboxes bind a boolean, a
`:true-value`/`:false-value` pair or membership in an array; radios bind their value;
selects bind the selected option's value (an array for `multiple`). Options and
checkboxes with a non-string `:value` bind that value, not its string.
"""

from __future__ import annotations

from collections.abc import Set
from typing import Any

from markupsafe import Markup

from petite.expr.collections import JSSet
from petite.expr.runtime import JS_WHITESPACE, strict_equals
from petite.expr.values import is_array, is_object, string_to_number, to_js_string, undefined
from petite.directive_api import Directive
from petite.dom import Event, parse_markup
from petite.dom.forms import collapse_whitespace, option_text
from petite.expr.builtins import GLOBALS


def loose_equal(a: Any, b: Any) -> bool:
    """Vue's looseEqual: deep equality for arrays/objects, else equal strings."""
    if a is b:
        return True
    if is_array(a) or is_array(b):
        if not (is_array(a) and is_array(b)) or len(a) != len(b):
            return False
        return all(loose_equal(x, y) for x, y in zip(a, b))
    if is_object(a) or is_object(b):
        if not (is_object(a) and is_object(b)) or len(a) != len(b):
            return False
        return all(k in b and loose_equal(a[k], b[k]) for k in a)
    if type(a) in (int, float) and type(b) in (int, float) and a == b:
        return True
    return to_js_string(a) == to_js_string(b)


def loose_index_of(items: Any, value: Any) -> int:
    for i, item in enumerate(items):
        if loose_equal(item, value):
            return i
    return -1


def to_number(text: Any) -> Any:
    """Vue's looseToNumber: parseFloat, or the value itself when that gives NaN."""
    if not isinstance(text, str):
        return text
    parse_float = GLOBALS.get("parseFloat")
    number = parse_float(text) if parse_float is not None else string_to_number(text)
    return text if number != number else number


def get_value(el: Any) -> Any:
    """An option's or checkbox's bound value (`:value`'s raw value when bound)."""
    return el.data["_value"] if "_value" in el.data else el.value


def checkbox_value(el: Any, checked: bool) -> Any:
    key = "true_value" if checked else "false_value"
    return el.data[key] if key in el.data else checked


def write_checkbox(el: Any, value: Any, old: Any) -> None:
    """A checkbox's checkedness for the model's `value` (`old`: the previous one), on a
    live element or the render function's element state alike."""
    if is_array(value):
        el.checked = loose_index_of(value, get_value(el)) > -1
    elif not strict_equals(value, old):
        el.checked = loose_equal(value, checkbox_value(el, True))


def write_radio(el: Any, value: Any) -> None:
    """A radio's checkedness for the model's `value` (petite-vue never records the old
    value here: any defined value re-checks; undefined leaves it as it is)."""
    if value is not undefined:
        el.checked = loose_equal(value, get_value(el))


def option_selected(value: Any, option_value: Any, multiple: bool) -> bool | None:
    """Is an option of a select whose model is `value` selected? (petite-vue's rule, on
    both paths.) In a multiple select: its value is in the array (loose equality) or the
    set (a Python set, a JavaScript Set's `has`); None when the model is neither (petite-vue
    throws there: the option stays as it is). In a single select: loosely equal (the
    select takes its first match)."""
    if multiple:
        if is_array(value):
            return loose_index_of(value, option_value) > -1
        if isinstance(value, JSSet):
            return value.has(option_value)
        if isinstance(value, Set):
            return option_value in value
        return None
    return loose_equal(option_value, value)


# -- live (mount engine) ---------------------------------------------------------------


def model(d: Any) -> None:
    """The live `v-model` (petite-vue's model.ts)."""
    el = d.el
    exp = d.exp
    modifiers = d.modifiers or {}
    el_type = el.type
    trim = bool(modifiers.get("trim"))
    number = bool(modifiers.get("number")) or el_type == "number"

    def assign(value: Any) -> None:
        # petite-vue's assigner is `(val) => { <exp> = val }`: its parameter shadows a
        # scope's `val` (`v-model="val"` writes nothing there, in petite-vue 0.4.1 too)
        d.run(f"((val) => {{ {exp} = val }})($event)", value)

    listen = el.add_event_listener

    if el.tag == "select":
        def on_change(event: Any = None) -> None:
            values = [to_number(get_value(o)) if number else get_value(o) for o in el.options if o.selected]
            assign(values if el.multiple else (values[0] if values else undefined))

        listen("change", on_change)

        def update_select() -> None:
            value = d.get()
            multiple = el.multiple
            options = el.options
            for i, option in enumerate(options):
                selected = option_selected(value, get_value(option), multiple)
                if multiple:
                    if selected is not None:
                        option.set_prop("selected", selected)
                elif selected:
                    if el.selectedIndex != i or "selected" not in option.props:
                        el.selectedIndex = i
                    return
            if not multiple and el.selectedIndex != -1:
                el.selectedIndex = -1

        d.effect(update_select)
    elif el_type == "checkbox":
        def on_checkbox_change(event: Any = None) -> None:
            model_value = d.get()
            checked = el.checked
            if is_array(model_value):
                element_value = get_value(el)
                index = loose_index_of(model_value, element_value)
                if checked and index == -1:
                    assign(list(model_value) + [element_value])
                elif not checked and index != -1:
                    filtered = list(model_value)
                    del filtered[index]
                    assign(filtered)
            else:
                assign(checkbox_value(el, checked))

        listen("change", on_checkbox_change)
        state: dict[str, Any] = {"old": undefined}

        def update_checkbox() -> None:
            value = d.get()
            write_checkbox(el, value, state["old"])
            state["old"] = value

        d.effect(update_checkbox)
    elif el_type == "radio":
        listen("change", lambda event=None: assign(get_value(el)))

        d.effect(lambda: write_radio(el, d.get()))
    else:
        def resolve(value: str) -> Any:
            if trim:
                return value.strip(JS_WHITESPACE)  # String.prototype.trim
            if number:
                return to_number(value)
            return value

        def on_input(event: Any = None) -> None:
            if el.data.get("composing"):
                return
            assign(resolve(el.value))

        def on_composition_start(event: Any = None) -> None:
            el.data["composing"] = True

        def on_composition_end(event: Any = None) -> None:
            if el.data.get("composing"):
                el.data["composing"] = False
                el.dispatch_event(Event("input", bubbles=True, cancelable=True))

        listen("compositionstart", on_composition_start)
        listen("compositionend", on_composition_end)
        listen("change" if modifiers.get("lazy") else "input", on_input)
        if trim:
            listen("change", lambda event=None: setattr(el, "value", el.value.strip(JS_WHITESPACE)))

        def update_text() -> None:
            if el.data.get("composing"):
                return
            current = el.value
            new = d.get()
            if el.is_focused and strict_equals(resolve(current), new):
                return
            if not strict_equals(current, new) or "value" not in el.props:
                el.value = new

        d.effect(update_text)



# -- string rendering (SSR) ------------------------------------------------------------


def ssr_model(state: Any, value: Any) -> None:
    """`v-model` on an SSR element state (input or textarea; a select is an
    `SSRSelect`): the live value or checkedness the first effect run gives it."""
    kind = state.input_type()
    if kind == "checkbox":
        write_checkbox(state, value, undefined)
    elif kind == "radio":
        write_radio(state, value)
    elif state.tag in ("input", "textarea"):
        state.set_value(value)


class SSRSelect:
    """A `<select>`'s `v-model` (or `:value`) while its options render: decides each
    option's selectedness in document order."""

    __slots__ = ("value", "multiple", "matched", "exact")

    def __init__(self, value: Any, multiple: bool, exact: bool = False) -> None:
        self.value = value
        self.multiple = multiple
        self.matched = False
        self.exact = exact  # `select.value = v`: the first option whose value is that string

    def option_selected(self, option_value: Any) -> bool | None:
        """The option's selectedness (None: left as written), by `option_selected`."""
        value = self.value
        if self.exact:
            if self.matched or to_js_string(option_value) != value:
                return False
            self.matched = True
            return True
        selected = option_selected(value, option_value, self.multiple)
        if self.multiple:
            return selected
        if self.matched or not selected:  # a single select selects its first match only
            return False
        self.matched = True
        return True


def rendered_option_text(html: str) -> str:
    """An option's value when it has no value attribute, from its rendered children: its
    `text` (`petite.dom.forms.option_text`)."""
    if "<" not in html and "&" not in html:
        return collapse_whitespace(html)
    return option_text(parse_markup(Markup(html), "option"))  # (petite's own output: trusted)


def ssr_select_option(select: SSRSelect | None, option: Any, children_html: str | None) -> None:
    """Give an option's SSR element state the selectedness its select decides."""
    if select is None:
        return
    if option.bound_value is not option.MISSING:
        value = option.bound_value
    elif "value" in option.attrs:
        value = option.attrs["value"]
    else:
        value = rendered_option_text(children_html or "")
    selected = select.option_selected(value)
    if selected is not None:
        option.live_selected = selected


def render_model(el: Any, value: Any, arg: str | None = None, modifiers: Any = None) -> None:
    """`v-model` on the render function's element state: a select decides its options'
    selectedness as they render (`SSRSelect`), other controls take the value."""
    if el.tag == "select":
        el.select_model = SSRSelect(value, "multiple" in el.attrs)
    else:
        ssr_model(el, value)


DIRECTIVE = Directive("model", mount=model, render=render_model)
