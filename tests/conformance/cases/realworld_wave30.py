"""Cases reduced from the real-world pages added in wave 30 (tests/realworld), recorded
from petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    # jackchoumine_custom_event: a method dispatches a CustomEvent on the clicked button,
    # heard by the button's own @vue-change listener
    Case(
        "rw30_custom_event_dispatched_from_a_method",
        '<div v-scope="{ n: 0, got: \'\', fire(e) { e.target.dispatchEvent(new CustomEvent(\'ping\', { detail: { n: ++this.n }, bubbles: true })) } }">'
        '<p @ping="got = [$event.detail.n, $event.type, $event.bubbles, $event.cancelable, $event.isTrusted].join()">'
        '<button @click="fire">b</button></p><i>{{ got }}</i></div>',
        steps=(('click', 'button'), ('click', 'button')),
    ),
    Case(
        "rw30_event_constructors_defaults",
        '<div v-scope="{ r: \'\' }"><button @click="r = [new Event(\'a\').detail === undefined, new CustomEvent(\'a\').detail, new CustomEvent(\'a\', { detail: 2 }).detail, new Event(\'b\', { bubbles: true }).bubbles, new Event(\'c\').type].join()">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "rw30_event_not_bubbling_is_not_heard_by_the_parent",
        '<div v-scope="{ n: 0 }" @ping="n += 10"><button @click="$el.dispatchEvent(new Event(\'ping\')); n++" @ping="n += 100">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    # the arrow function a listener's expression is: evaluated, never called (jackchoumine)
    Case(
        "rw30_arrow_function_listener_is_not_called",
        '<div v-scope="{ n: 0 }"><button @click="(e) => { n++ }">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    # a plain Event named click is no user click: the checkbox's activation behaviour
    # (toggling) belongs to a MouseEvent, though its click listeners hear it
    Case(
        "rw30_plain_click_event_does_not_toggle_a_checkbox",
        '<div v-scope="{ n: 0 }"><input type="checkbox" id="c" @click="n++"><button @click="document.getElementById(\'c\').dispatchEvent(new Event(\'click\', { bubbles: true }))">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "rw30_plain_click_event_reaches_a_disabled_button",
        '<div v-scope="{ n: 0 }"><button id="d" disabled @click="n++">d</button><button id="b" @click="document.getElementById(\'d\').dispatchEvent(new Event(\'click\'))">b</button>{{ n }}</div>',
        steps=(('click', '#b'),),
    ),
]
