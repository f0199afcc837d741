"""A DOM node's or event's `constructor` is its interface's global (`$event.constructor.name`,
`el.constructor === HTMLInputElement`), recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "dom_constructor_event_and_target",
        '<div v-scope="{ r: \'\' }"><button @click="r = [$event.constructor.name, $event.constructor === PointerEvent,'
        ' $event.target.constructor.name, $event.target.constructor === HTMLButtonElement, typeof $event.constructor,'
        ' $event.constructor === MouseEvent].join()">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "dom_constructor_el",
        '<div v-scope><p :title="$el.constructor.name"></p><input :title="$el.constructor.name + String($el.constructor)">'
        '<svg :class="$el.constructor.name"></svg><my-tag :title="$el.constructor.name"></my-tag></div>',
    ),
    Case(
        "dom_constructor_typed_input",
        '<div v-scope="{ r: \'\' }"><input @input="r = $event.constructor.name + \':\' + ($event instanceof InputEvent)"><i>{{ r }}</i></div>',
        steps=(('input', 'input', 'x'),),
    ),
]
