"""Step cases: `toggle` and `beforetoggle` are ToggleEvents with `oldState` and
`newState` ("open"/"closed"): a `<details>` opened by its summary or by `open`, a
`<dialog>` shown, shown modal and closed (its `beforetoggle` comes at once, cancelable
when it opens, and canceling it keeps the dialog closed; its `toggle` comes as a task).
Recorded from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

LOG = "log.push($event.type + ':' + $event.oldState + '>' + $event.newState + ':' + Object.prototype.toString.call($event) + ':' + $event.cancelable)"

CASES = [
    Case(
        "steps_toggle_details_states",
        '<div v-scope="{ log: [] }"><details ref=d @toggle="' + LOG + '"><summary id=s>s</summary>x</details>'
        '<button id=b @click="$refs.d.open = !$refs.d.open">b</button><i>{{ log.join(\' \') }}</i></div>',
        steps=(('click', '#s'), ('click', '#b'), ('click', '#s')),
    ),
    Case(
        "steps_toggle_dialog_states",
        '<div v-scope="{ log: [] }"><dialog ref=d @toggle="' + LOG + '" @beforetoggle="' + LOG + '">x'
        '<button id=c @click="$refs.d.close()">c</button></dialog><button id=m @click="$refs.d.showModal()">m</button>'
        '<button id=o @click="$refs.d.show()">o</button><i>{{ log.join(\' \') }}</i></div>',
        steps=(('click', '#m'), ('click', '#c'), ('click', '#o'), ('click', '#c')),
    ),
    Case(
        "steps_toggle_dialog_canceled",
        '<div v-scope="{ n: 0 }"><dialog ref=d @beforetoggle="n++; if ($event.newState === \'open\' && n < 2) $event.preventDefault()">x'
        '<button id=c @click="$refs.d.close()">c</button></dialog><button id=m @click="$refs.d.showModal()">m</button>'
        '<i>{{ n }} {{ $refs.d && $refs.d.open }}</i></div>',
        steps=(('click', '#m'), ('click', '#m'), ('click', '#c')),
    ),
    Case(
        "steps_toggle_dialog_close_in_beforetoggle",
        '<div v-scope="{ n: 0 }"><dialog ref=d open @beforetoggle="n++; $refs.d.close(\'in\')">x'
        '<button id=c @click="$refs.d.close(\'out\')">c</button></dialog>'
        '<i>{{ n }} {{ $refs.d && $refs.d.open }} {{ $refs.d && $refs.d.returnValue }}</i></div>',
        steps=(('click', '#c'),),
    ),
]
