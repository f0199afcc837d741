"""Cases: `window` in expressions (petite.window): its built-ins, the page's globals, a
global made through it, `scrollTo`, `navigator`, recorded from petite-vue 0.4.1."""

from ..harness import Case

CASES = [
    Case(
        "steps_window_scrollto",
        '<div v-scope="{ n: 0 }"><button @click="window.scrollTo(0, 0); window.scrollTo({ top: 0, behavior: \'smooth\' }); scrollTo(0, 0); n++">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_globals",
        '<div v-scope="{ r: \'\' }"><button @click="window.answer = 42; r = [answer, typeof window.Math.max, window.window === window, self === window, typeof window.document.querySelector].join()">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_settimeout",
        '<div v-scope="{ n: 0 }"><button @click="window.setTimeout(() => n++, 0)">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_alert",
        '<div v-scope="{ n: 0 }"><button @click="window.alert(\'x\'); n++">b</button>{{ n }}</div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_navigator_language",
        '<p v-scope="{ d: new Date(Date.UTC(2025, 0, 30, 12)) }">{{ navigator.language }}|{{ navigator.languages }}|{{ d.toLocaleDateString(navigator.language) }}|{{ d.toLocaleString(navigator.languages[0], { month: \'long\' }) }}|{{ typeof navigator }}|{{ String(navigator) }}|{{ navigator }}|{{ window.navigator === navigator }}</p>',
    ),
    Case(
        "steps_window_navigator_write_ignored",
        '<div v-scope="{ r: \'\' }"><button @click="navigator.language = \'fr\'; navigator.nope = 1; r = [navigator.language, typeof navigator.nope].join()">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_typed_writes",  # (it puts back the name and status the oracle's page shares with later cases)
        '<div v-scope="{ r: \'\' }"><button @click="window.name = 5; window.status = null; window.closed = true; '
        'r = [typeof window.name, name, typeof status, status, closed].join(); '
        'window.name = window.status = \'\'">b</button>'
        '<i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        "steps_window_event_in_handlers",  # (the global `event`: the event whose listeners run)
        '<div v-scope="{ log: [], r: \'\', pick(v) { this.log.push(v) }, tag() { this.r += window.event.currentTarget.tagName } }">'
        '<select @change="pick(event.target.value)"><option value="0">a</option><option value="2">b</option></select>'
        '<button data-k="7" @click="r = event.target.dataset.k + event.type + (event === $event) + typeof window.event; tag()">b</button>'
        '<p>{{ log }} {{ r }} {{ typeof event }}</p></div>',
        steps=(("select", "select", "2"), ("click", "button")),
    ),
]
