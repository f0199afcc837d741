"""An event has the members of its interface and no others, recorded from petite-vue
0.4.1 in Chromium: a `change` or `input` event has no `shiftKey` or `detail` (an Event,
not a MouseEvent or UIEvent), a click's PointerEvent (as `el.click()` makes it) has
pointer id -1, type "" and width 1, a UIEvent's `which` is 0; and the events a page
makes with each constructor (`new UIEvent('x').which` ...)."""

from ..harness import Case

_FIELDS = ("type bubbles cancelable defaultPrevented isTrusted eventPhase detail button buttons clientX pageX offsetX "
           "key code keyCode which shiftKey repeat isComposing location data inputType composed relatedTarget "
           "pointerType pointerId width height pressure isPrimary tiltX screenX movementX altKey metaKey ctrlKey "
           "deltaY char charCode").split()
SHOW = "JSON.stringify([" + ", ".join(f"$event.{name}" for name in _FIELDS) + ", $event instanceof UIEvent])"


def _made(name: str, expressions: list[str]) -> Case:
    """A case whose button writes each expression's JSON (or its error) into its own `<li>`."""
    quoted = ", ".join("() => " + e for e in expressions)
    script = ("out = [" + quoted + "].map(f => { try { return JSON.stringify(f()) ?? 'undefined' }"
              " catch (e) { return e.name + ': ' + e.message } })")
    template = ('<div v-scope="{ out: [] }"><button @click="' + script.replace('"', "&quot;") + '">go</button>'
                '<ol><li v-for="r in out">{{ r }}</li></ol></div>')
    return Case(name, template, steps=(("click", "button"),))


_MEMBERS = ("[e.shiftKey, e.detail, e.which, e.pointerId, e.pointerType, e.key, e.button, e.data, e.relatedTarget, "
            "e.clientX, e.pageX, e.isComposing, e.deltaY, e.width, e.location]")

CASES = [
    Case(
        "event_members_of_browser_events",
        '<div v-scope="{ log: [] }"><button id="b" @click="log.push(' + SHOW + ')">b</button>'
        '<input id="i" @input="log.push(' + SHOW + ')" @change="log.push(' + SHOW + ')" @keydown="log.push(' + SHOW + ')">'
        '<ol><li v-for="l in log">{{ l }}</li></ol></div>',
        steps=(("click", "#b"), ("input", "#i", "ab"), ("change", "#i", "cd"), ("keydown", "#i", "Enter"),
               ("keydown", "#i", "a")),
    ),
    _made("event_members_of_made_events", [
        f"(e => {_MEMBERS})(new {kind}('x'))"
        for kind in ("Event", "CustomEvent", "UIEvent", "MouseEvent", "PointerEvent", "KeyboardEvent", "InputEvent",
                     "FocusEvent", "WheelEvent")
    ] + [
        f"(e => {_MEMBERS})(new CustomEvent('x', {{ detail: 5 }}))",
        f"(e => {_MEMBERS})(new PointerEvent('click', {{ pointerId: 3, pointerType: 'pen' }}))",
        f"(e => {_MEMBERS})(new KeyboardEvent('keydown', {{ key: 'a', shiftKey: true }}))",
    ]),
]
