"""Event members pages read that petite left undefined (found by a helper): a keyboard event's
`keyCode`, `charCode`, `which`, `repeat`, `location`, `isComposing`; a mouse event's `which` (its
button + 1); `timeStamp` (a number: the running context's clock); `composed` (true for `click()`),
recorded from petite-vue 0.4.1 (the harness's key steps are made events: keyCode 0)."""

from ..harness import Case

CASES = [
    Case(
        'ev_fields_click',
        '<div v-scope="{ r: [] }"><button @click="e = $event; r.push([e.type, typeof e.keyCode, e.keyCode, typeof e.which, e.which, typeof e.charCode, e.charCode, typeof e.timeStamp, e.composed, e.repeat, typeof e.location, e.location, typeof e.isComposing].join())">b</button><p v-for="x in r">{{ x }}</p></div>',
        steps=(('click', 'button'),),
    ),
    Case(
        'ev_fields_key',
        '<div v-scope="{ r: [] }"><input @keydown="e = $event; r.push([e.type, typeof e.keyCode, e.keyCode, typeof e.which, e.which, typeof e.charCode, e.charCode, typeof e.timeStamp, e.composed, e.repeat, typeof e.location, e.location, typeof e.isComposing].join())" @keyup="e = $event; r.push([e.type, typeof e.keyCode, e.keyCode, typeof e.which, e.which, typeof e.charCode, e.charCode, typeof e.timeStamp, e.composed, e.repeat, typeof e.location, e.location, typeof e.isComposing].join())"><p v-for="x in r">{{ x }}</p></div>',
        steps=(('keydown', 'input', 'Enter'), ('keyup', 'input', 'a')),
    ),
    Case(
        'ev_fields_input',
        '<div v-scope="{ r: [] }"><input @input="e = $event; r.push([e.type, typeof e.keyCode, e.keyCode, typeof e.which, e.which, typeof e.charCode, e.charCode, typeof e.timeStamp, e.composed, e.repeat, typeof e.location, e.location, typeof e.isComposing].join())"><p v-for="x in r">{{ x }}</p></div>',
        steps=(('input', 'input', 'x'),),
    ),
    Case(
        'ev_fields_made',
        '<div v-scope="{ r: [] }"><button @click="for (const e of [new Event(\'x\'), new CustomEvent(\'y\', { detail: 1 })]) r.push([e.type, typeof e.keyCode, e.keyCode, typeof e.which, e.which, typeof e.charCode, e.charCode, typeof e.timeStamp, e.composed, e.repeat, typeof e.location, e.location, typeof e.isComposing].join())">b</button><p v-for="x in r">{{ x }}</p></div>',
        steps=(('click', 'button'),),
    ),
]
