"""A listener that throws does not stop the event: the other listeners of the element and
its ancestors run, the default action happens (a checkbox toggles), and a script's
`el.click()` returns to the handler that called it; recorded from petite-vue 0.4.1 in
Chromium (which logs the error)."""

from ..harness import Case

CASES = [
    Case(
        "listener_error_the_dispatch_goes_on",
        '<div v-scope="{ r: [] }" @click="r.push(\'outer\')"><button @click="r.push(\'b1\'); missing.name"'
        ' @click.capture="r.push(\'capture\')">b</button><input type="checkbox" @click="r.push(\'box\'); boom()">'
        '<i>{{ r.join() }}</i></div>',
        steps=(('click', 'button'), ('click', 'input')),
    ),
    Case(
        "listener_error_in_a_scripted_click",
        '<div v-scope="{ r: [] }"><input type="checkbox" ref="x" @click="r.push(\'x\'); boom()">'
        '<button @click="$refs.x.click(); r.push(\'after \' + $refs.x.checked)">b</button><i>{{ r.join() }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
