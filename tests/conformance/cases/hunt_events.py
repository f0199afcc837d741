"""Hunt: event-handler properties bound as values (never attributes)."""

from ..harness import Case

CASES = [
    Case("hunt_events_onclick_props", '<button :onclick="\'alert(1)\'">a</button><button :onclick="() => 1">b</button><div :onmouseover="null" :oncustom="\'x\'">c</div>'),
    Case("hunt_events_bind_object_events", '<button v-bind="{ onclick: \'x()\', title: \'t\' }">a</button>'),
]
