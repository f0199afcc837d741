"""Hunt: unusual data (odd object keys, deep nesting, long and control-character strings, empty containers)."""

from ..harness import Case

CASES = [
    Case("hunt_data_odd_keys", '<i v-for="(v, k) in o">[{{ k }}={{ v }}]</i>{{ o["a-b"] }}{{ o[""] }}', {"o": {"a-b": 1, "": 2, " ": 3, "é": 4, "1.5": 5, "-1": 6, "10": 7, "2": 8}}),
    Case("hunt_data_deep_nesting", '<pre>{{ d }}</pre>', {"d": {"a": {"b": {"c": {"d": {"e": [1, [2, [3, [4]]]]}}}}}}),
    Case("hunt_data_long_text", '<p>{{ s }}</p><p :title="s">{{ s.length }}</p>', {"s": "abc&<>\"' " * 200}),
    Case("hunt_data_empty_containers", '<p>[{{ [] }}][{{ {} }}][{{ [[]] }}][{{ [{}] }}][{{ { a: [] } }}]</p>'),
    Case("hunt_data_control_chars", '<p :title="s">{{ s }}</p>', {"s": "a\u0001b\u007fc\u200bd\ufeffe"}),
]
