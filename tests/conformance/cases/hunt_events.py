"""Hunt: event-handler properties bound as values (never attributes)."""

from ..harness import Case

CASES = [
    Case("hunt_events_onclick_props", '<button :onclick="\'alert(1)\'">a</button><button :onclick="() => 1">b</button><div :onmouseover="null">c</div>'),
    Case("hunt_events_unknown_on_attribute", '<div :oncustom="\'x\'">c</div>',
         differs="petite-vue writes an on* name the element has no property for as an attribute; petite never writes on* from a binding (docs/security.md)"),
    Case("hunt_events_bind_object_events", '<button v-bind="{ onclick: \'x()\', title: \'t\' }">a</button>'),
]
