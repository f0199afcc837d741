"""Step cases: invoker commands (`<button commandfor=... command=...>`, Chromium 135+):
a click on such a button fires a cancelable, non-bubbling `command` event (a
CommandEvent: `command`, `source`) at the element it names, then a dialog is shown
modal, closed with the button's value, or asked to close (`cancel` first); a custom
`--name` command only fires the event. A command button without a `type` in a form does
nothing (its `type` reads "button"). The dialog's `close` event is not logged: Chromium
fires it before or after the harness's settling timeout, by the frame. Recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case

DIALOG = (
    '<dialog id=d ref=d @command="log.push($event.command + \':\' + $event.source.id + \':\' + Object.prototype.toString.call($event) + \':\' + $event.bubbles)"'
    ' @cancel="log.push(\'cancel\')">'
    '<p>in</p><button id=c commandfor=d command=close value=cv>x</button>'
    '<button id=rc commandfor=d command=request-close value=rv>rc</button>'
    '<button id=cn commandfor=d command=close>no value</button></dialog>'
)

CASES = [
    Case(
        "steps_command_show_modal_and_close",
        '<div v-scope="{ log: [] }"><button id=o commandfor=d command=show-modal>open</button>' + DIALOG
        + '<i>{{ log.join(\' \') }} {{ $refs.d && $refs.d.open }} {{ $refs.d && $refs.d.returnValue }}</i></div>',
        steps=(('click', '#o'), ('click', '#c'), ('click', '#o'), ('click', '#rc'), ('click', '#o'), ('click', '#cn')),
    ),
    Case(
        "steps_command_case_and_custom",
        '<div v-scope="{ log: [] }"><button id=o commandfor=d command=Show-Modal>open</button>'
        '<button id=cu commandfor=d command=--Grow>custom</button><button id=bad commandfor=d command=show>bad</button>'
        '<button id=dis disabled commandfor=d command=show-modal>disabled</button>' + DIALOG
        + '<i>{{ log.join(\' \') }} {{ $refs.d && $refs.d.open }} {{ $refs.d && $refs.d.returnValue }}</i></div>',
        steps=(('click', '#cu'), ('click', '#bad'), ('click', '#dis'), ('click', '#o'), ('click', '#c')),
    ),
    Case(
        "steps_command_canceled",
        '<div v-scope="{ n: 0 }"><button id=o commandfor=d command=show-modal>open</button>'
        '<dialog id=d ref=d @command="n++; if (n % 2) $event.preventDefault()">x</dialog><i>{{ n }} {{ $refs.d && $refs.d.open }}</i></div>',
        steps=(('click', '#o'), ('click', '#o')),
    ),
    Case(
        "steps_command_in_form",
        '<div v-scope="{ log: [] }"><form @submit.prevent="log.push(\'submit\')">'
        '<button id=a commandfor=d command=show-modal>no type</button>'
        '<button id=b type=button commandfor=d command=show-modal>button</button>'
        '<button id=s type=submit commandfor=d command=show-modal>submit</button></form>' + DIALOG
        + '<i>{{ log.join(\' \') }} {{ $refs.d && $refs.d.open }} {{ $refs.d && $refs.d.returnValue }} {{ $refs.d && [...document.querySelectorAll(\'form button\')].map(b => b.type).join() }}</i></div>',
        steps=(('click', '#a'), ('click', '#s'), ('click', '#b'), ('click', '#c')),
    ),
    Case(
        "steps_command_not_a_dialog",
        '<div v-scope="{ log: [] }"><button id=o commandfor=v command=show-modal>open</button>'
        '<button id=cu commandfor=v command=--go>go</button><button id=no commandfor=nothing command=--go>none</button>'
        '<div id=v @command="log.push($event.command)">v</div><i>{{ log.join(\' \') }}</i></div>',
        steps=(('click', '#o'), ('click', '#cu'), ('click', '#no')),
    ),
]
