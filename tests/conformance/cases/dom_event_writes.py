"""Writes to an event from listeners: its own properties (`$event.handled = true`, seen
by the listeners after), the legacy `cancelBubble = true` (stops propagation) and
`returnValue = false` (cancels), a read-only property left as it was; recorded from
petite-vue 0.4.1 in Chromium."""

from ..harness import Case

CASES = [
    Case(
        "event_own_property_seen_by_later_listeners",
        '<div v-scope="{ r: \'\' }" @click="r = [$event.handled, $event.type, $event.returnValue, $event.defaultPrevented,'
        ' $event.cancelBubble].join()"><a href="#x" @click="$event.handled = \'inner\'; $event.type = \'other\';'
        ' $event.returnValue = false">a</a><i>{{ r }}</i></div>',
        steps=(('click', 'a'),),
    ),
    Case(
        "event_cancel_bubble",
        '<div v-scope="{ r: [] }" @click="r.push(\'outer\')"><p @click="r.push(\'p\')"><b @click="$event.cancelBubble = true;'
        ' r.push(\'b\', $event.cancelBubble)">b</b></p><i>{{ r.join() }}</i></div>',
        steps=(('click', 'b'),),
    ),
    Case(
        "event_is_trusted_write_ignored",
        '<div v-scope="{ r: \'\' }"><button @click="const e = new Event(\'z\'); try { e.isTrusted = true; e.type = \'y\' }'
        ' catch (x) { r = x.name } r += [e.isTrusted, e.type]">b</button><i>{{ r }}</i></div>',
        steps=(('click', 'button'),),
    ),
]
