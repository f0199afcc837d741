"""Hunt: `:style` strings and objects the CSS parser normalizes (duplicates, case, !important, shorthands)."""

from ..harness import Case

CASES = [
    Case("hunt_stylestr_duplicate_property", '<p :style="\'color: red; margin: 0; color: blue\'">x</p>'),
    Case("hunt_stylestr_important_then_normal", '<p :style="\'color: red !important; color: blue\'">x</p>'),
    Case("hunt_stylestr_uppercase_names", '<p :style="\'COLOR: Red; Margin-Top: 1PX\'">x</p>'),
    Case("hunt_stylestr_custom_property_case", '<p :style="\'--Main-Color: red; --x:  2px \'">x</p>'),
    Case("hunt_stylestr_important_uppercase", '<p :style="\'color: red ! IMPORTANT\'">x</p><p :style="\'color: red !important\'">y</p>'),
    Case("hunt_stylestr_empty_semicolons", '<p :style="\';; color: red;;; \'">x</p>'),
    Case("hunt_stylestr_invalid_decl_skipped", '<p :style="\'color red; margin: 1px; : x; padding:\'">x</p>'),
    Case("hunt_stylestr_static_duplicates", '<p style="color: red; color: blue" :style="{ margin: \'1px\' }">x</p>'),
    Case("hunt_stylestr_object_then_shorthand", '<p :style="{ marginTop: \'1px\', margin: \'2px\' }">x</p>'),
    Case("hunt_stylestr_object_shorthand_then_longhand", '<p :style="{ margin: \'2px\', marginTop: \'1px\' }">x</p>'),
    Case("hunt_stylestr_static_shorthand_bound_longhand", '<p style="padding: 1px 2px" :style="{ paddingLeft: \'5px\' }">x</p>'),
    Case("hunt_stylestr_object_important_then_normal", '<p :style="[{ color: \'red !important\' }, { color: \'blue\' }]">x</p>'),
    Case("hunt_stylestr_object_kebab_and_camel_same", '<p :style="{ \'font-size\': \'10px\', fontSize: \'12px\' }">x</p>'),
    Case("hunt_stylestr_object_value_spaces", '<p :style="{ color: \'  red  \', margin: \' 1px   2px \' }">x</p>'),
    Case("hunt_stylestr_string_replaces_static", '<p style="color: red; margin: 1px" :style="\'padding: 2px\'">x</p>'),
    Case("hunt_stylestr_empty_string_removes", '<p style="color: red" :style="\'\'">x</p>'),
    Case("hunt_stylestr_quotes_in_values", '<p :style="{ fontFamily: \'&quot;Helvetica Neue&quot;, Arial\', content: \'&quot;a;b&quot;\' }">x</p>'),
    Case("hunt_stylestr_background_url", '<div :style="{ backgroundImage: \'url(\' + u + \')\' }"></div><div :style="{ backgroundImage: `url(&quot;${u}&quot;)` }"></div>', {"u": "/img/a.png"}),
    Case("hunt_stylestr_transform_functions", '<p :style="{ transform: `translate(${x}px, ${y}px) rotate(${r}deg)` }">x</p>', {"x": 10, "y": -5.5, "r": 45}),
    Case("hunt_stylestr_calc_var", '<p :style="{ width: \'calc(100% - \' + w + \'px)\', color: \'var(--c, red)\' }">x</p>', {"w": 20}),
    Case("hunt_stylestr_display_none_and_show", '<p :style="\'display: none\'" v-show="true">x</p>'),
    Case("hunt_stylestr_grid_template", '<div :style="{ gridTemplateColumns: `repeat(${n}, 1fr)` }"></div>', {"n": 3}),
    Case("hunt_stylestr_rgb_hex_colors", '<p :style="{ color: \'#ABC\', backgroundColor: \'rgb(1 2 3 / 50%)\', borderColor: \'RED\' }">x</p>'),
    Case("hunt_stylestr_vendor_webkit", '<p :style="{ WebkitUserSelect: \'none\', webkitTransform: \'none\', MozAppearance: \'none\' }">x</p>'),
]
