"""Hunt: radio groups and single selects: one checked/selected per group, the last one set."""

from ..harness import Case

CASES = [
    Case("hunt_groups_radio_group_model_then_static", '<input type="radio" name="g" value="a" v-model="p"><input type="radio" name="g" value="b" checked>', {"p": "a"}),
    Case("hunt_groups_radio_group_bound_checked", '<input type="radio" name="h" :checked="true"><input type="radio" name="h" checked>'),
    Case("hunt_groups_radio_group_static_then_model", '<input type="radio" name="g" value="a" checked><input type="radio" name="g" value="b" v-model="p">', {"p": "b"}),
    Case("hunt_groups_radio_no_name_both", '<input type="radio" :checked="true"><input type="radio" checked>'),
    Case("hunt_groups_option_bound_selected_then_static", '<select><option :selected="true">a</option><option selected>b</option></select>'),
    Case("hunt_groups_select_model_vs_option_selected", '<select v-model="s"><option :selected="true">a</option><option>b</option></select>', {"s": "b"}),
    Case("hunt_groups_select_multiple_value", '<select multiple :value="\'b\'"><option selected>a</option><option>b</option></select>'),
    Case("hunt_groups_radio_group_in_form", '<form><input type="radio" name="g" value="a" v-model="p"></form><form><input type="radio" name="g" value="b" checked></form>', {"p": "a"}),
]
