"""Step cases: a `v-on` handler that is a bare function path is petite-vue's
`(e => PATH(e))`, the function called with the event.

petite-vue tests the handler's text against its simple-path pattern (`save`, `obj.save`,
`list[0].go`) and, when it matches, evaluates `(e => ${exp}(e))` in the scope. So the
path is read inside an arrow whose parameter is `e`: `e.stopPropagation` is the event's
method, called with the event; and a keyword the pattern admits is that keyword:
`@click="delete"` is `delete(e)` (the operator: nothing is deleted, nothing is called),
`typeof` and `void` read the event and do nothing. `$event` is bound only by
petite-vue's statement handlers (`($event => { ... })`), so in a path it is a scope
name: `@click="$event.stopPropagation"` is a ReferenceError, and the event goes on to
the parent's listener. Found on a real page
(jikkuatwork/ratiowatch-v2's CloseButton, whose `@click="delete"` names a scope method
`delete`: petite-vue never calls it; petite raised "unexpected end of expression").
"""

from ..harness import Case

SCOPE = ("{ r: [], delete() { r.push('delete') }, typeof() { r.push('typeof') }, "
         "e: { stopPropagation() { r.push('scope e') } } }")

CASES = [
    Case(
        "rw42_simple_path_handler_is_an_arrow_of_e",
        f'<div v-scope="{SCOPE}">'
        '<button id="d" @click="delete">d</button>'
        '<button id="t" @click="typeof">t</button>'
        '<button id="v" @click="void">v</button>'
        '<div @click="r.push(\'parent\')"><button id="s" @click="e.stopPropagation">s</button></div>'
        '<button id="k" @click="r.push(r.length)">k</button>'
        '<p v-for="x in r">{{ x }}</p></div>',
        steps=(("click", "#d"), ("click", "#t"), ("click", "#v"), ("click", "#s"), ("click", "#k")),
    ),
    Case(
        "rw42_simple_path_handler_has_no_event_name",
        '<div v-scope="{ r: [] }"><div @click="r.push(\'parent\')">'
        '<button id="s" @click="$event.stopPropagation">s</button>'
        '<button id="p" @click="$el.remove">p</button></div>'
        '<p v-for="x in r">{{ x }}</p></div>',
        steps=(("click", "#s"), ("click", "#p")),
    ),
]
